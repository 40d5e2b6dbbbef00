/* test-replay-bar.c: the replays' control bar (VikReplayBar, src/gui/vik-replay-bar.c)
 * under a display, in a window of its own that answers the replay.* actions
 * as a replay window does.
 *
 * The window sets the number of actions and the position: the scale and the
 * words follow, and nothing is asked of the window back (no feedback loop).
 * The person moving the scale (the adjustment set, and a real drag through
 * the X server where xdotool can) makes the window go there (replay.goto),
 * once.  The play button shows replay.play's state: Play or Pause, its icon
 * and its tooltip; a click on it toggles that state.  The seven buttons are
 * bound to the replay.* actions with their keys in their tooltips; the scale
 * is named for a screen reader.  Both games' replay windows use the bar
 * (tests/gui-window/test-replay.c, test-victory-view.c). */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gui-test-util.h"
#include "vik-replay-bar.h"

/* A stand-in for a replay window: the actions a bar needs, the position. */
typedef struct {
  GtkWindow *window;
  VikReplayBar *bar;
  GSimpleAction *play;
  guint position;
  guint n_goto;              /* replay.goto activations */
  guint n_forward;           /* replay.forward activations */
} Host;

static void
on_goto (GSimpleAction *action, GVariant *param, gpointer data)
{
  Host *h = data;

  h->n_goto++;
  h->position = g_variant_get_uint32 (param);
  /* as a replay window does: the bar told where it went */
  vik_replay_bar_set_position (h->bar, h->position);
}

static void
on_forward (GSimpleAction *action, GVariant *param, gpointer data)
{
  Host *h = data;

  h->n_forward++;
}

static void
host_init (Host *h)
{
  GSimpleActionGroup *group = g_simple_action_group_new ();
  const char *const steps[] = { "first", "previous-turn", "back", "next-turn", "last" };
  GSimpleAction *action;

  memset (h, 0, sizeof *h);
  h->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (h->window, 800, 80);
  h->bar = VIK_REPLAY_BAR (vik_replay_bar_new ());
  gtk_window_set_child (h->window, GTK_WIDGET (h->bar));
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      action = g_simple_action_new (steps[i], NULL);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
      g_object_unref (action);
    }
  action = g_simple_action_new ("forward", NULL);
  g_signal_connect (action, "activate", G_CALLBACK (on_forward), h);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  g_object_unref (action);
  action = g_simple_action_new ("goto", G_VARIANT_TYPE_UINT32);
  g_signal_connect (action, "activate", G_CALLBACK (on_goto), h);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  g_object_unref (action);
  /* a boolean state, toggled by its activation (as a property action) */
  h->play = g_simple_action_new_stateful ("play", NULL, g_variant_new_boolean (FALSE));
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (h->play));
  gtk_widget_insert_action_group (GTK_WIDGET (h->window), "replay", G_ACTION_GROUP (group));
  g_object_unref (group);
  g_assert_true (gui_test_present (h->window));
  gui_test_settle ();
}

static void
host_clear (Host *h)
{
  gtk_window_destroy (h->window);
  g_object_unref (h->play);
  gui_test_spin ();
}

static GtkRange *
scale_of (Host *h)
{
  GtkWidget *scale = gui_test_find_named (GTK_WIDGET (h->bar), "replay-scale");

  g_assert_true (GTK_IS_SCALE (scale));
  return GTK_RANGE (scale);
}

/* The window sets n-actions and the position: the scale and the words
 * follow, and the bar asks nothing of the window back. */
static void
test_position_set (void)
{
  Host h;
  GtkAdjustment *adj;

  host_init (&h);
  adj = gtk_range_get_adjustment (scale_of (&h));
  /* a game without actions: the scale cannot be moved */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (scale_of (&h))));
  g_assert_cmpstr (vik_replay_bar_get_text (h.bar), ==, "Action 0 of 0");

  g_object_set (h.bar, "n-actions", 340u, "position", 12u, NULL);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (scale_of (&h))));
  g_assert_cmpfloat (gtk_adjustment_get_lower (adj), ==, 0);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, 340);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 12);
  g_assert_cmpstr (vik_replay_bar_get_text (h.bar), ==, "Action 12 of 340");
  g_assert_nonnull (gui_test_find_label (GTK_WIDGET (h.bar), "Action 12 of 340"));
  vik_replay_bar_set_position (h.bar, 339);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 339);
  /* beyond the end: the end */
  vik_replay_bar_set_position (h.bar, 1000);
  g_assert_cmpuint (vik_replay_bar_get_position (h.bar), ==, 340);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 340);
  /* fewer actions: the position comes along */
  vik_replay_bar_set_n_actions (h.bar, 100);
  g_assert_cmpuint (vik_replay_bar_get_position (h.bar), ==, 100);
  g_assert_cmpstr (vik_replay_bar_get_text (h.bar), ==, "Action 100 of 100");
  gui_test_settle ();
  /* none of it went back to the window */
  g_assert_cmpuint (h.n_goto, ==, 0);
  host_clear (&h);
}

/* The person moves the scale: the window goes there, once, and the bar
 * shows where the window went. */
static void
test_scale_moved (void)
{
  Host h;
  GtkRange *scale;
  GtkAdjustment *adj;
  int width;
  gboolean real;

  host_init (&h);
  scale = scale_of (&h);
  adj = gtk_range_get_adjustment (scale);
  vik_replay_bar_set_n_actions (h.bar, 200);
  vik_replay_bar_set_position (h.bar, 12);

  gtk_adjustment_set_value (adj, 100);
  g_assert_cmpuint (h.n_goto, ==, 1);
  g_assert_cmpuint (h.position, ==, 100);
  g_assert_cmpuint (vik_replay_bar_get_position (h.bar), ==, 100);
  g_assert_cmpstr (vik_replay_bar_get_text (h.bar), ==, "Action 100 of 200");
  /* a value between two positions: the nearer one */
  gtk_adjustment_set_value (adj, 41.6);
  g_assert_cmpuint (h.n_goto, ==, 2);
  g_assert_cmpuint (h.position, ==, 42);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 42);

  /* a real click at three quarters of the scale: the slider jumps there;
   * then a real drag: pressed at 70 % (a point the pointer is not at: xdotool
   * waits for the pointer to move), dragged half the width to the left */
  gui_test_settle ();
  width = gtk_widget_get_width (GTK_WIDGET (scale));
  g_assert_cmpint (width, >, 200);
  real = gui_test_click_at (GTK_WIDGET (scale), width * 0.75, gtk_widget_get_height (GTK_WIDGET (scale)) / 2.0);
  if (!real)
    {
      g_test_message ("no xdotool: no real drag");
      host_clear (&h);
      return;
    }
  gui_test_settle ();
  g_assert_cmpuint (h.position, >, 120);
  g_assert_cmpuint (h.position, <, 180);
  g_assert_cmpuint (vik_replay_bar_get_position (h.bar), ==, h.position);
  {
    graphene_point_t p;
    guint before = h.n_goto;
    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (scale), GTK_WIDGET (h.window),
                                             &GRAPHENE_POINT_INIT (width * 0.7f,
                                                                   gtk_widget_get_height (GTK_WIDGET (scale)) / 2.0f),
                                             &p));
    g_assert_true (gui_test_pointer_at (GTK_NATIVE (h.window), p.x, p.y, "mousedown 1"));
    g_assert_true (gui_test_xdotool ("mousemove_relative --sync -- %d 0", -width / 4));
    g_assert_true (gui_test_xdotool ("mousemove_relative --sync -- %d 0", -width / 4));
    g_assert_true (gui_test_xdotool ("mouseup 1"));
    gui_test_settle ();
    /* the window followed the drag, step by step, and stopped where it ended */
    g_assert_cmpuint (h.n_goto, >, before);
    g_assert_cmpuint (h.position, >, 20);
    g_assert_cmpuint (h.position, <, 80);
    g_assert_cmpuint (vik_replay_bar_get_position (h.bar), ==, h.position);
    g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, h.position);
  }
  host_clear (&h);
}

static const char *
icon_of (GtkWidget *button)
{
  return gtk_button_get_icon_name (GTK_BUTTON (button));
}

/* The play button shows replay.play's state; a click toggles it. */
static void
test_play_button (void)
{
  Host h;
  GtkWidget *play;

  host_init (&h);
  play = vik_replay_bar_get_play_button (h.bar);
  g_assert_true (play == gui_test_find_named (GTK_WIDGET (h.bar), "replay-play"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (play)), ==, "replay.play");
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)));
  g_assert_cmpstr (icon_of (play), ==, "media-playback-start-symbolic");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (play), ==, "Play the Game on by Itself (Space)");

  /* the window plays on: the button says Pause */
  g_simple_action_set_state (h.play, g_variant_new_boolean (TRUE));
  gui_test_spin ();
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)));
  g_assert_cmpstr (icon_of (play), ==, "media-playback-pause-symbolic");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (play), ==, "Pause (Space)");

  /* pressed: the state toggles, the button follows */
  if (gui_test_click_widget (play))
    g_test_message ("the play button clicked through the X server");
  else
    gtk_widget_activate (play);
  gui_test_settle ();
  g_assert_false (g_variant_get_boolean (g_action_get_state (G_ACTION (h.play))));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)));
  g_assert_cmpstr (icon_of (play), ==, "media-playback-start-symbolic");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (play), ==, "Play the Game on by Itself (Space)");
  /* the window's step actions are not touched by it */
  g_assert_cmpuint (h.n_forward, ==, 0);
  host_clear (&h);
}

/* The seven buttons: bound to the replay.* actions, their keys in their
 * tooltips; a button pressed activates its action; the scale named for a
 * screen reader. */
static void
test_buttons (void)
{
  static const struct { const char *name, *action, *key; } buttons[] = {
    { "replay-first", "replay.first", "(Home)" },
    { "replay-previous-turn", "replay.previous-turn", "(Page Up)" },
    { "replay-back", "replay.back", "(Left)" },
    { "replay-play", "replay.play", "(Space)" },
    { "replay-forward", "replay.forward", "(Right)" },
    { "replay-next-turn", "replay.next-turn", "(Page Down)" },
    { "replay-last", "replay.last", "(End)" },
  };
  Host h;
  GtkWidget *forward;

  host_init (&h);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *b = gui_test_find_named (GTK_WIDGET (h.bar), buttons[i].name);
      g_assert_true (GTK_IS_BUTTON (b));
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), ==, buttons[i].action);
      g_assert_true (g_str_has_suffix (gtk_widget_get_tooltip_text (b), buttons[i].key));
      g_assert_nonnull (gtk_button_get_icon_name (GTK_BUTTON (b)));
    }
  forward = gui_test_find_named (GTK_WIDGET (h.bar), "replay-forward");
  if (!gui_test_click_widget (forward))
    gtk_widget_activate (forward);
  gui_test_settle ();
  g_assert_cmpuint (h.n_forward, ==, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (scale_of (&h)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Position in the game");
  host_clear (&h);
}

int
main (int argc, char **argv)
{
  if (!gui_test_have_display ())
    return 77;
  /* GTK's test accessibility backend: the properties a screen reader gets */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();

  g_test_add_func ("/gui/replay-bar/position-set-by-the-window", test_position_set);
  g_test_add_func ("/gui/replay-bar/scale-moved-by-the-person", test_scale_moved);
  g_test_add_func ("/gui/replay-bar/play-button-shows-the-state", test_play_button);
  g_test_add_func ("/gui/replay-bar/buttons", test_buttons);
  return g_test_run ();
}
