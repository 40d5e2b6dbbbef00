/* vik-battle-report.c: the Battle tab (see vik-battle-report.h). */
#include "config.h"

#include "vik-battle-report.h"
#include "vik-action-text.h"
#include "vik-text.h"

#include <glib/gi18n.h>

/* What the report showed at an undo depth. */
typedef struct {
  int round;
  char *markup;             /* NULL: not known */
} Mark;

struct _VikBattleReport
{
  GtkWidget parent_instance;

  VikGameModel *model;
  int round;
  GString *markup;
  GArray *marks;            /* of Mark, per undo depth */

  GtkLabel *battle_label;
  GtkWidget *scroller;
};

G_DEFINE_FINAL_TYPE (VikBattleReport, vik_battle_report, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_BATTLE_BEGAN, SIGNAL_BATTLE_ENDED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
mark_clear (gpointer data)
{
  g_free (((Mark *) data)->markup);
}

static void
show (VikBattleReport *self)
{
  if (self->markup->len > 0)
    gtk_label_set_markup (self->battle_label, self->markup->str);
  else
    gtk_label_set_text (self->battle_label, _("No battle yet."));
}

void
vik_battle_report_clear (VikBattleReport *self)
{
  g_return_if_fail (VIK_IS_BATTLE_REPORT (self));

  g_string_truncate (self->markup, 0);
  self->round = 0;
  show (self);
}

/* Takes the markup. */
static void
add_line (VikBattleReport *self, char *markup)
{
  g_string_append (self->markup, markup);
  g_string_append_c (self->markup, '\n');
  g_free (markup);
}

/* "⚀ ⚃ ⚅" with each die coloured by what it did. */
static char *
dice_markup (const VikGame *game, const VikEvent *e)
{
  int hit_max = vik_game_hit_max (game, e->player);
  GString *dice = g_string_new (NULL);

  for (int i = 0; i < e->n_dice; i++)
    {
      g_autofree char *face = vik_dice_faces_text (&e->dice[i], 1);
      if (e->dice[i] == 1)
        g_string_append_printf (dice, "<span foreground=\"#d33\" weight=\"heavy\">%s</span> ", face);
      else if (e->dice[i] <= hit_max)
        g_string_append_printf (dice, "<span foreground=\"#e66100\" weight=\"bold\">%s</span> ", face);
      else
        g_string_append_printf (dice, "<span alpha=\"60%%\">%s</span> ", face);
    }
  return g_string_free (dice, FALSE);
}

static void
battle_event (VikBattleReport *self, const VikGame *game, const VikEvent *e)
{
  g_autofree char *text = vik_event_describe (game, e);
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  switch (e->kind)
    {
    case VIK_EVENT_BATTLE_BEGAN:
    case VIK_EVENT_BOMBARDED:
      g_string_truncate (self->markup, 0);
      self->round = 0;
      add_line (self, g_strdup_printf ("<b>%s</b>", escaped));
      g_signal_emit (self, signals[SIGNAL_BATTLE_BEGAN], 0);
      break;
    case VIK_EVENT_DICE_ROLLED:
      {
        g_autofree char *dice = dice_markup (game, e);
        if (e->unit == VIK_DICE_ATTACK)
          {
            g_autofree char *round = g_strdup_printf (_("Round %d"), ++self->round);
            add_line (self, g_strdup_printf ("\n<b>%s</b>", round));
          }
        /* the dice glyphs are small for their em: larger than xx-large */
        add_line (self, g_strdup_printf ("%s\n<span size=\"250%%\">%s</span>", escaped, dice));
        break;
      }
    case VIK_EVENT_UNIT_HIT:
    case VIK_EVENT_UNIT_LOST:
    case VIK_EVENT_UNIT_RETREATED:
    case VIK_EVENT_SITE_CAPTURED:
    case VIK_EVENT_UNIT_ELIMINATED:
      add_line (self, g_strdup_printf ("• %s", escaped));
      break;
    case VIK_EVENT_BATTLE_ENDED:
      add_line (self, g_strdup_printf ("\n<b>%s</b>", escaped));
      g_signal_emit (self, signals[SIGNAL_BATTLE_ENDED], 0, text);
      break;
    default:
      return;
    }
  show (self);
}

/* ---------------------------------------------------------------- undo */

/* Keeps what the report shows at the model's current undo depth. */
static void
record_mark (VikBattleReport *self)
{
  guint depth = vik_game_model_get_undo_depth (self->model);
  Mark m = { self->round, g_strdup (self->markup->str) }, unknown = { 0, NULL };

  if (self->marks->len > depth)
    g_array_set_size (self->marks, depth);
  while (self->marks->len < depth)
    g_array_append_val (self->marks, unknown); /* cannot happen: every action records */
  g_array_append_val (self->marks, m);
}

/* After an undo: the report as it was at that depth (FALSE: not known). */
static gboolean
restore_mark (VikBattleReport *self)
{
  guint depth = vik_game_model_get_undo_depth (self->model);
  const Mark *m;

  if (!vik_game_model_is_undoing (self->model) || self->marks->len != depth + 2
      || (m = &g_array_index (self->marks, Mark, depth))->markup == NULL)
    return FALSE;
  self->round = m->round;
  g_string_assign (self->markup, m->markup);
  show (self);
  g_array_set_size (self->marks, depth + 1);
  return TRUE;
}

static void
on_game_changed (VikGameModel *model, VikBattleReport *self)
{
  if (vik_game_model_get_game (model) != NULL && restore_mark (self))
    return;
  vik_battle_report_clear (self);
  g_array_set_size (self->marks, 0);
  if (vik_game_model_get_game (model) != NULL)
    record_mark (self);
}

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events,
                   VikBattleReport *self)
{
  const VikGame *game = vik_game_model_get_game (model);
  const VikEvent *ev = events;

  for (guint i = 0; i < n_events; i++)
    battle_event (self, game, &ev[i]);
  record_mark (self);
}

/* ---------------------------------------------------------------- public */

void
vik_battle_report_add_events (VikBattleReport *self, const VikGame *game, const VikEvent *events,
                              guint n_events)
{
  g_return_if_fail (VIK_IS_BATTLE_REPORT (self));
  g_return_if_fail (self->model == NULL);

  for (guint i = 0; i < n_events; i++)
    battle_event (self, game, &events[i]);
}

void
vik_battle_report_set_model (VikBattleReport *self, VikGameModel *model)
{
  g_return_if_fail (VIK_IS_BATTLE_REPORT (self));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  vik_battle_report_clear (self);
  g_array_set_size (self->marks, 0);
  if (model != NULL)
    {
      g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect (model, "action-applied", G_CALLBACK (on_action_applied), self);
      if (vik_game_model_get_game (model) != NULL)
        record_mark (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

VikGameModel *
vik_battle_report_get_model (VikBattleReport *self)
{
  g_return_val_if_fail (VIK_IS_BATTLE_REPORT (self), NULL);
  return self->model;
}

const char *
vik_battle_report_get_text (VikBattleReport *self)
{
  g_return_val_if_fail (VIK_IS_BATTLE_REPORT (self), NULL);
  return gtk_label_get_text (self->battle_label);
}

/* ---------------------------------------------------------------- GObject */

static void
vik_battle_report_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, VIK_BATTLE_REPORT (object)->model); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_battle_report_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: vik_battle_report_set_model (VIK_BATTLE_REPORT (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_battle_report_dispose (GObject *object)
{
  VikBattleReport *self = VIK_BATTLE_REPORT (object);

  vik_battle_report_set_model (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_BATTLE_REPORT);
  G_OBJECT_CLASS (vik_battle_report_parent_class)->dispose (object);
}

static void
vik_battle_report_finalize (GObject *object)
{
  VikBattleReport *self = VIK_BATTLE_REPORT (object);

  g_string_free (self->markup, TRUE);
  g_array_unref (self->marks);
  G_OBJECT_CLASS (vik_battle_report_parent_class)->finalize (object);
}

static void
vik_battle_report_class_init (VikBattleReportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_battle_report_dispose;
  object_class->finalize = vik_battle_report_finalize;
  object_class->get_property = vik_battle_report_get_property;
  object_class->set_property = vik_battle_report_set_property;
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, VIK_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_BATTLE_BEGAN] =
    g_signal_new ("battle-began", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_BATTLE_ENDED] =
    g_signal_new ("battle-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-battle-report.ui");
  gtk_widget_class_bind_template_child (widget_class, VikBattleReport, scroller);
  gtk_widget_class_bind_template_child (widget_class, VikBattleReport, battle_label);
}

static void
vik_battle_report_init (VikBattleReport *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->markup = g_string_new (NULL);
  self->marks = g_array_new (FALSE, TRUE, sizeof (Mark));
  g_array_set_clear_func (self->marks, mark_clear);
}
