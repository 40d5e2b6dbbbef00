/* vik-handoff.c: the hot-seat hand-off screen (see vik-handoff.h). */
#include "config.h"

#include "vik-handoff.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _VikHandoff
{
  GtkWidget parent_instance;

  VikSession *session;
  int last_person;          /* the person at the table: who decided last (computers do not count), or -1 */

  AdwStatusPage *handoff_page;
  GtkWidget *handoff_button;
};

G_DEFINE_FINAL_TYPE (VikHandoff, vik_handoff, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SESSION, PROP_ACTIVE, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
set_active (VikHandoff *self, gboolean active)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self)) == active)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), active);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/* Two people or more play at this table (a network game: each at his own
 * screen). */
static gboolean
people_share_table (VikSession *session)
{
  return !vik_session_is_remote (session) && vik_session_count_people (session) >= 2;
}

/* The person at the table when a game begins: the one who decides, else
 * (a computer decides) the first person's seat, else nobody. */
static int
first_at_table (VikSession *session)
{
  int person = vik_session_get_person_deciding (session);
  const VikRules *rules = vik_session_get_ai_game (session)->rules;
  gconstpointer game = vik_session_get_game (session);

  for (int p = 0; person < 0 && game != NULL && p < rules->n_players (game); p++)
    if (vik_session_get_seat_level (session, p) == VIK_SESSION_PERSON)
      person = p;
  return person;
}

/* Covers the board for `person`, who decides now. */
static void
show_for (VikHandoff *self, int person)
{
  const char *name = vik_session_get_player_name (self->session, person);
  g_autofree char *title = NULL;
  g_autofree char *decision = vik_session_describe_decision (self->session);

  if (person == vik_session_get_turn_player (self->session))
    title = g_strdup_printf (_("%s’s turn — click when ready"), name);
  else
    title = g_strdup_printf (_("%s must decide — click when ready"), name);
  adw_status_page_set_title (self->handoff_page, title);
  adw_status_page_set_description (self->handoff_page, decision);
  set_active (self, TRUE);
}

static void
on_game_changed (VikSession *session, VikHandoff *self)
{
  set_active (self, FALSE);
  self->last_person = first_at_table (session);
}

/* After everything else has followed the action: whenever another person
 * must decide than the one who decided last, the board is covered until he
 * says he is ready.  Computer players need no screen, and one person alone
 * at the table against computers gets the decision back without one. */
static void
on_action_applied (VikSession *session, gpointer action, gpointer events, guint n_events, VikHandoff *self)
{
  int person = vik_session_get_person_deciding (session);

  if (vik_session_get_game (session) == NULL || vik_session_is_over (session))
    {
      set_active (self, FALSE);
      return;
    }
  if (person < 0)
    return;   /* a computer decides: the last person stays the one who last sat here */
  if (person != self->last_person && self->last_person >= 0 && people_share_table (session))
    show_for (self, person);
  self->last_person = person;
}

/* A seat changed hands.  A person who takes over the seat that decides is
 * the one at the table (no screen); a screen shown for a person whose seat
 * went to a computer goes. */
static void
on_seats_changed (VikSession *session, VikHandoff *self)
{
  int person = vik_session_get_person_deciding (session);

  if (person < 0)
    set_active (self, FALSE);
  else if (!vik_handoff_get_active (self))
    self->last_person = person;
}

void
vik_handoff_set_session (VikHandoff *self, VikSession *session)
{
  g_return_if_fail (VIK_IS_HANDOFF (self));
  g_return_if_fail (session == NULL || VIK_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  set_active (self, FALSE);
  self->last_person = -1;
  if (session != NULL)
    {
      g_signal_connect (session, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect_after (session, "action-applied", G_CALLBACK (on_action_applied), self);
      g_signal_connect (session, "seats-changed", G_CALLBACK (on_seats_changed), self);
      on_game_changed (session, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

VikSession *
vik_handoff_get_session (VikHandoff *self)
{
  g_return_val_if_fail (VIK_IS_HANDOFF (self), NULL);
  return self->session;
}

gboolean
vik_handoff_get_active (VikHandoff *self)
{
  g_return_val_if_fail (VIK_IS_HANDOFF (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self));
}

void
vik_handoff_cover (VikHandoff *self)
{
  int person;

  g_return_if_fail (VIK_IS_HANDOFF (self));
  if (self->session == NULL)
    return;
  person = vik_session_get_person_deciding (self->session);
  self->last_person = first_at_table (self->session);
  if (person >= 0 && people_share_table (self->session))
    show_for (self, person);
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
    case PROP_SESSION: g_value_set_object (value, self->session); break;
    case PROP_ACTIVE: g_value_set_boolean (value, vik_handoff_get_active (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_handoff_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION: vik_handoff_set_session (VIK_HANDOFF (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_handoff_dispose (GObject *object)
{
  VikHandoff *self = VIK_HANDOFF (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
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
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, VIK_TYPE_SESSION,
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
  self->last_person = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}
