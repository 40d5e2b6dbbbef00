/* vik-replay-bar.c: the control bar under a replay's board (see the header;
 * its widgets in data/ui/vik-replay-bar.ui). */
#include "config.h"

#include "vik-replay-bar.h"

#include <glib/gi18n.h>

struct _VikReplayBar
{
  GtkWidget parent_instance;

  guint n_actions;
  guint position;
  gboolean moving_scale;       /* the scale follows the position: not a jump asked for */

  /* template children */
  GtkWidget *play_button;
  GtkWidget *scale;
  GtkAdjustment *adjustment;
  GtkLabel *position_label;
};

G_DEFINE_FINAL_TYPE (VikReplayBar, vik_replay_bar, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_N_ACTIONS, PROP_POSITION, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The scale, the words and the scale's sensitivity at the position. */
static void
update (VikReplayBar *self)
{
  /* TRANSLATORS: the replay's position: after 12 of the game's 340 actions */
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Action %u of %u", "Action %u of %u",
                                                        self->n_actions),
                                           self->position, self->n_actions);

  self->moving_scale = TRUE;
  gtk_adjustment_set_upper (self->adjustment, MAX (self->n_actions, 1));
  gtk_adjustment_set_value (self->adjustment, self->position);
  self->moving_scale = FALSE;
  gtk_widget_set_sensitive (self->scale, self->n_actions > 0);
  gtk_label_set_text (self->position_label, text);
}

/* The person moved the scale: the window goes there (replay.goto). */
static void
on_scale_moved (VikReplayBar *self, GtkAdjustment *adjustment)
{
  guint k = (guint) (gtk_adjustment_get_value (adjustment) + 0.5);

  if (self->moving_scale || k == self->position)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "replay.goto", "u", k);
}

/* replay.play's state: Play or Pause. */
static void
on_play_toggled (VikReplayBar *self, GParamSpec *pspec, GtkToggleButton *button)
{
  gboolean playing = gtk_toggle_button_get_active (button);

  gtk_button_set_icon_name (GTK_BUTTON (button),
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (button),
                               playing ? _("Pause (Space)") : _("Play the Game on by Itself (Space)"));
}

/* ---------------------------------------------------------------- public */

GtkWidget *
vik_replay_bar_new (void)
{
  return g_object_new (VIK_TYPE_REPLAY_BAR, NULL);
}

void
vik_replay_bar_set_n_actions (VikReplayBar *self, guint n_actions)
{
  g_return_if_fail (VIK_IS_REPLAY_BAR (self));
  if (self->n_actions == n_actions)
    return;
  self->n_actions = n_actions;
  if (self->position > n_actions)
    {
      self->position = n_actions;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
    }
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
}

guint
vik_replay_bar_get_n_actions (VikReplayBar *self)
{
  g_return_val_if_fail (VIK_IS_REPLAY_BAR (self), 0);
  return self->n_actions;
}

void
vik_replay_bar_set_position (VikReplayBar *self, guint position)
{
  g_return_if_fail (VIK_IS_REPLAY_BAR (self));
  position = MIN (position, self->n_actions);
  if (self->position == position)
    {
      update (self);           /* the scale back where the window stayed */
      return;
    }
  self->position = position;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

guint
vik_replay_bar_get_position (VikReplayBar *self)
{
  g_return_val_if_fail (VIK_IS_REPLAY_BAR (self), 0);
  return self->position;
}

GtkWidget *
vik_replay_bar_get_play_button (VikReplayBar *self)
{
  g_return_val_if_fail (VIK_IS_REPLAY_BAR (self), NULL);
  return self->play_button;
}

const char *
vik_replay_bar_get_text (VikReplayBar *self)
{
  g_return_val_if_fail (VIK_IS_REPLAY_BAR (self), NULL);
  return gtk_label_get_text (self->position_label);
}

/* ---------------------------------------------------------------- GObject */

static void
vik_replay_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikReplayBar *self = VIK_REPLAY_BAR (object);

  switch (prop_id)
    {
    case PROP_N_ACTIONS: g_value_set_uint (value, self->n_actions); break;
    case PROP_POSITION: g_value_set_uint (value, self->position); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_replay_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikReplayBar *self = VIK_REPLAY_BAR (object);

  switch (prop_id)
    {
    case PROP_N_ACTIONS: vik_replay_bar_set_n_actions (self, g_value_get_uint (value)); break;
    case PROP_POSITION: vik_replay_bar_set_position (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_replay_bar_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_REPLAY_BAR);
  /* the template's box has no id: GTK 4.8 leaves it to us */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (vik_replay_bar_parent_class)->dispose (object);
}

static void
vik_replay_bar_class_init (VikReplayBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_replay_bar_dispose;
  object_class->get_property = vik_replay_bar_get_property;
  object_class->set_property = vik_replay_bar_set_property;
  properties[PROP_N_ACTIONS] =
    g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-replay-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, VikReplayBar, play_button);
  gtk_widget_class_bind_template_child (widget_class, VikReplayBar, scale);
  gtk_widget_class_bind_template_child (widget_class, VikReplayBar, adjustment);
  gtk_widget_class_bind_template_child (widget_class, VikReplayBar, position_label);
  gtk_widget_class_bind_template_callback (widget_class, on_scale_moved);
  gtk_widget_class_bind_template_callback (widget_class, on_play_toggled);
}

static void
vik_replay_bar_init (VikReplayBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update (self);
}
