/* vik-replay-steps.c: how a replay window is stepped (see the header). */
#include "config.h"

#include "vik-replay-steps.h"
#include "vik-gui-util.h"

static const char *const step_actions[] = {
  [VIK_REPLAY_STEP_FIRST] = "replay.first",
  [VIK_REPLAY_STEP_PREVIOUS_TURN] = "replay.previous-turn",
  [VIK_REPLAY_STEP_BACK] = "replay.back",
  [VIK_REPLAY_STEP_FORWARD] = "replay.forward",
  [VIK_REPLAY_STEP_NEXT_TURN] = "replay.next-turn",
  [VIK_REPLAY_STEP_LAST] = "replay.last",
};

void
vik_replay_steps_install (GtkWidgetClass *widget_class, GtkWidgetActionActivateFunc activate)
{
  for (guint i = 0; i < G_N_ELEMENTS (step_actions); i++)
    gtk_widget_class_install_action (widget_class, step_actions[i], NULL, activate);
}

static VikReplayStep
step_of_action (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (step_actions); i++)
    if (g_strcmp0 (name, step_actions[i]) == 0)
      return (VikReplayStep) i;
  return VIK_REPLAY_STEP_GOTO;
}

guint
vik_replay_step_target (VikReplayFrames *frames, const char *name, guint k, GVariant *param)
{
  guint n = vik_replay_frames_n_actions (frames);

  switch (step_of_action (name))
    {
    case VIK_REPLAY_STEP_PREVIOUS_TURN: return vik_replay_frames_turn_step (frames, k, FALSE);
    case VIK_REPLAY_STEP_NEXT_TURN: return vik_replay_frames_turn_step (frames, k, TRUE);
    case VIK_REPLAY_STEP_FIRST: return 0;
    case VIK_REPLAY_STEP_LAST: return n;
    case VIK_REPLAY_STEP_BACK: return k > 0 ? k - 1 : 0;
    case VIK_REPLAY_STEP_FORWARD: return MIN (k + 1, n);
    case VIK_REPLAY_STEP_GOTO:
      return param != NULL && g_variant_is_of_type (param, G_VARIANT_TYPE_UINT32)
             ? MIN (g_variant_get_uint32 (param), n) : k;
    default: return k;
    }
}

void
vik_replay_steps_enable (GtkWidget *window, guint k, guint n)
{
  for (guint i = 0; i < G_N_ELEMENTS (step_actions); i++)
    gtk_widget_action_set_enabled (window, step_actions[i],
                                   i < VIK_REPLAY_STEP_FORWARD ? k > 0 : k < n);
}

/* Space plays or stops, except on another focused button: it presses that one. */
static gboolean
space_pressed (GtkWidget *widget, GVariant *args, gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));

  if (focus != NULL && GTK_IS_BUTTON (focus)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), "replay.play") != 0)
    return FALSE;
  gtk_widget_activate_action (widget, "replay.play", NULL);
  return TRUE;
}

void
vik_replay_steps_add_keys (GtkWidget *window)
{
  static const char *const triggers[] = {
    [VIK_REPLAY_STEP_FIRST] = "Home|KP_Home",
    [VIK_REPLAY_STEP_PREVIOUS_TURN] = "Page_Up|KP_Page_Up",
    [VIK_REPLAY_STEP_BACK] = "Left|KP_Left",
    [VIK_REPLAY_STEP_FORWARD] = "Right|KP_Right",
    [VIK_REPLAY_STEP_NEXT_TURN] = "Page_Down|KP_Page_Down",
    [VIK_REPLAY_STEP_LAST] = "End|KP_End",
  };
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (triggers); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (triggers[i]),
                                                            gtk_named_action_new (step_actions[i])));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_space, 0),
                                                          gtk_callback_action_new (space_pressed, NULL, NULL)));
  gtk_widget_add_controller (window, shortcuts);
  vik_window_add_close_keys (GTK_WINDOW (window));
}
