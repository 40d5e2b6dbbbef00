/* vik-handoff.c: the hot-seat hand-off screen (see vik-handoff.h). */
#include "config.h"

#include "vik-handoff.h"
#include "vik-action-text.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _VikHandoff
{
  GtkWidget parent_instance;

  VikGameModel *model;
  int last_person;          /* the person who decided last (computers do not count) */

  AdwStatusPage *handoff_page;
  GtkWidget *handoff_button;
};

G_DEFINE_FINAL_TYPE (VikHandoff, vik_handoff, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, PROP_ACTIVE, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
set_active (VikHandoff *self, gboolean active)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self)) == active)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), active);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/* The person who decides now, or VIK_NO_PLAYER while a computer player
 * does (or nobody: no game, the game is over). */
static int
person_deciding (VikGameModel *model)
{
  const VikGame *game = vik_game_model_get_game (model);

  if (game == NULL || vik_game_is_over (game) || vik_game_model_get_decider_seat (model) != VIK_SEAT_HUMAN)
    return VIK_NO_PLAYER;
  return vik_game_get_decider (game);
}

static void
on_game_changed (VikGameModel *model, VikHandoff *self)
{
  set_active (self, FALSE);
  self->last_person = person_deciding (model);
}

/* After everything else has followed the action: whenever another person
 * must decide than the one who decided last, the board is covered until he
 * says he is ready.  Computer players need no screen, and one person alone
 * at the table against computers gets the decision back without one. */
static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events, VikHandoff *self)
{
  const VikGame *game = vik_game_model_get_game (model);
  int person = person_deciding (model);

  if (game == NULL || vik_game_is_over (game))
    {
      set_active (self, FALSE);
      return;
    }
  if (person == VIK_NO_PLAYER)
    return;   /* a computer decides: the last person stays the one who last sat here */
  if (person != self->last_person && self->last_person != VIK_NO_PLAYER
      && vik_game_model_count_human_seats (model) >= 2)
    {
      const char *name = vik_game_get_player_name (game, person);
      g_autofree char *title = NULL;
      g_autofree char *prompt = vik_decision_prompt (game);
      if (person == vik_game_get_current_player (game))
        title = g_strdup_printf (_("%s’s turn — click when ready"), name);
      else
        title = g_strdup_printf (_("%s must decide — click when ready"), name);
      adw_status_page_set_title (self->handoff_page, title);
      adw_status_page_set_description (self->handoff_page, prompt);
      set_active (self, TRUE);
    }
  self->last_person = person;
}

/* A seat changed hands.  A person who takes over the seat that decides is
 * the one at the table (no screen); a screen shown for a person whose seat
 * went to a computer goes. */
static void
on_seats_changed (VikGameModel *model, VikHandoff *self)
{
  int person = person_deciding (model);

  if (person == VIK_NO_PLAYER)
    set_active (self, FALSE);
  else if (!vik_handoff_get_active (self))
    self->last_person = person;
}

void
vik_handoff_set_model (VikHandoff *self, VikGameModel *model)
{
  g_return_if_fail (VIK_IS_HANDOFF (self));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  set_active (self, FALSE);
  self->last_person = VIK_NO_PLAYER;
  if (model != NULL)
    {
      g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect_after (model, "action-applied", G_CALLBACK (on_action_applied), self);
      g_signal_connect (model, "seats-changed", G_CALLBACK (on_seats_changed), self);
      on_game_changed (model, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

VikGameModel *
vik_handoff_get_model (VikHandoff *self)
{
  g_return_val_if_fail (VIK_IS_HANDOFF (self), NULL);
  return self->model;
}

gboolean
vik_handoff_get_active (VikHandoff *self)
{
  g_return_val_if_fail (VIK_IS_HANDOFF (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self));
}

void
vik_handoff_show (VikHandoff *self, const char *title, const char *description)
{
  g_return_if_fail (VIK_IS_HANDOFF (self));
  adw_status_page_set_title (self->handoff_page, title);
  adw_status_page_set_description (self->handoff_page, description);
  set_active (self, TRUE);
}

void
vik_handoff_dismiss (VikHandoff *self)
{
  g_return_if_fail (VIK_IS_HANDOFF (self));
  set_active (self, FALSE);
}

GtkWidget *
vik_handoff_get_ready_button (VikHandoff *self)
{
  g_return_val_if_fail (VIK_IS_HANDOFF (self), NULL);
  return self->handoff_button;
}

static void
vik_handoff_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikHandoff *self = VIK_HANDOFF (object);

  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, self->model); break;
    case PROP_ACTIVE: g_value_set_boolean (value, vik_handoff_get_active (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_handoff_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: vik_handoff_set_model (VIK_HANDOFF (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_handoff_dispose (GObject *object)
{
  VikHandoff *self = VIK_HANDOFF (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_HANDOFF);
  G_OBJECT_CLASS (vik_handoff_parent_class)->dispose (object);
}

static void
vik_handoff_class_init (VikHandoffClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_handoff_dispose;
  object_class->get_property = vik_handoff_get_property;
  object_class->set_property = vik_handoff_set_property;
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, VIK_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-handoff.ui");
  gtk_widget_class_bind_template_child (widget_class, VikHandoff, handoff_page);
  gtk_widget_class_bind_template_child (widget_class, VikHandoff, handoff_button);
}

static void
vik_handoff_init (VikHandoff *self)
{
  self->last_person = VIK_NO_PLAYER;
  gtk_widget_init_template (GTK_WIDGET (self));
}
