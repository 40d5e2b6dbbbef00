/* vik-session.c: the session interface (see the header). */
#include "config.h"

#include "vik-session.h"

#include "vik-save-file.h"

#include <glib/gi18n-lib.h>

G_DEFINE_INTERFACE (VikSession, vik_session, G_TYPE_OBJECT)

static void
vik_session_default_init (VikSessionInterface *iface)
{
}

const VikAiGame *
vik_session_get_ai_game (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  return VIK_SESSION_GET_IFACE (self)->get_ai_game (self);
}

gconstpointer
vik_session_get_game (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  return VIK_SESSION_GET_IFACE (self)->get_game (self);
}

int
vik_session_get_seat_level (VikSession *self, int player)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), VIK_SESSION_PERSON);
  return VIK_SESSION_GET_IFACE (self)->get_seat_level (self, player);
}

gboolean
vik_session_is_remote (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), FALSE);
  /* a network game: its computers play on the server, none here */
  return VIK_SESSION_GET_IFACE (self)->get_remote (self)->on;
}

gboolean
vik_session_get_remote_connected (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), FALSE);
  return vik_remote_get_connected (VIK_SESSION_GET_IFACE (self)->get_remote (self));
}

int
vik_session_get_local_seat (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), -1);
  return vik_remote_get_local_seat (VIK_SESSION_GET_IFACE (self)->get_remote (self));
}

gboolean
vik_session_apply_any (VikSession *self, const VikAnyAction *action, GError **error)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), FALSE);
  return VIK_SESSION_GET_IFACE (self)->apply_any (self, action, error);
}

void
vik_session_set_remote_seats (VikSession *self, const int *levels)
{
  g_return_if_fail (VIK_IS_SESSION (self));
  VIK_SESSION_GET_IFACE (self)->set_remote_seats (self, levels);
}

void
vik_session_set_remote_connected (VikSession *self, gboolean connected)
{
  VikSessionInterface *iface;

  g_return_if_fail (VIK_IS_SESSION (self));
  iface = VIK_SESSION_GET_IFACE (self);
  if (vik_remote_set_connected (iface->get_remote (self), connected))
    iface->remote_ready_changed (self);
}

void
vik_session_remote_answered (VikSession *self)
{
  VikSessionInterface *iface;

  g_return_if_fail (VIK_IS_SESSION (self));
  iface = VIK_SESSION_GET_IFACE (self);
  if (vik_remote_answered (iface->get_remote (self)))
    iface->remote_ready_changed (self);
}

void
vik_session_take_record (VikSession *self, gpointer start, gpointer game)
{
  g_return_if_fail (VIK_IS_SESSION (self));
  VIK_SESSION_GET_IFACE (self)->take_record (self, start, game);
}

void
vik_session_remote_begin (VikSession *self, gpointer view, int seat, const int *levels, VikRemoteSend send,
                          gpointer send_data)
{
  VikRemote *remote;

  g_return_if_fail (VIK_IS_SESSION (self) && view != NULL);
  /* the sender first: the model's signals may bring a person's action at once */
  remote = VIK_SESSION_GET_IFACE (self)->get_remote (self);
  remote->send = send;
  remote->send_data = send_data;
  VIK_SESSION_GET_IFACE (self)->remote_begin (self, view, seat, levels);
}

void
vik_session_remote_update (VikSession *self, gpointer view, const VikAnyAction *actions, GArray *const *events,
                           guint n)
{
  g_return_if_fail (VIK_IS_SESSION (self) && vik_session_is_remote (self));
  g_return_if_fail (view != NULL && n >= 1);
  VIK_SESSION_GET_IFACE (self)->remote_update (self, view, actions, events, n);
}

void
vik_session_remote_resync (VikSession *self, gpointer view)
{
  g_return_if_fail (VIK_IS_SESSION (self) && vik_session_is_remote (self));
  g_return_if_fail (view != NULL);
  VIK_SESSION_GET_IFACE (self)->remote_resync (self, view);
}

int
vik_session_count_people (VikSession *self)
{
  gconstpointer game = vik_session_get_game (self);
  const VikRules *rules = vik_session_get_ai_game (self)->rules;
  int people = 0;

  if (game == NULL)
    return 0;
  for (int p = 0; p < rules->n_players (game); p++)
    people += vik_session_get_seat_level (self, p) == VIK_SESSION_PERSON;
  return people;
}

GFile *
vik_session_get_file (VikSession *self)
{
  g_autoptr (GFile) file = NULL;

  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  g_object_get (self, "file", &file, NULL);
  return file;   /* the model keeps its reference */
}

gboolean
vik_session_has_unsaved_play (VikSession *self)
{
  gboolean modified = FALSE;

  g_return_val_if_fail (VIK_IS_SESSION (self), FALSE);
  g_object_get (self, "modified", &modified, NULL);
  return vik_session_get_game (self) != NULL && !vik_session_is_over (self) && !vik_session_is_remote (self)
         && modified && VIK_SESSION_GET_IFACE (self)->has_moves (self);
}

gboolean
vik_session_is_over (VikSession *self)
{
  gconstpointer game = vik_session_get_game (self);

  return game != NULL && vik_session_get_ai_game (self)->rules->is_over (game);
}

int
vik_session_get_decider (VikSession *self)
{
  gconstpointer game = vik_session_get_game (self);

  if (game == NULL || vik_session_is_over (self))
    return -1;
  return vik_session_get_ai_game (self)->rules->decider (game);
}

int
vik_session_get_person_deciding (VikSession *self)
{
  int decider = vik_session_get_decider (self);

  if (decider < 0 || vik_session_get_seat_level (self, decider) != VIK_SESSION_PERSON)
    return -1;
  return decider;
}

const char *
vik_session_level_name (int level)
{
  static const char *const levels[VIK_AI_N_LEVELS] = { N_("Easy"), N_("Normal"), N_("Hard") };

  return _(levels[CLAMP (level, 0, VIK_AI_N_LEVELS - 1)]);
}

char *
vik_session_describe_player (VikSession *self, int player)
{
  const char *name = vik_session_get_player_name (self, player);
  int level = vik_session_get_seat_level (self, player);

  if (level == VIK_SESSION_PERSON)
    return g_strdup (name);
  /* TRANSLATORS: a player's name and the level of the computer playing him */
  return g_strdup_printf (_("%s (computer, %s)"), name, vik_session_level_name (level));
}

const char *
vik_session_get_player_name (VikSession *self, int player)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  g_return_val_if_fail (vik_session_get_game (self) != NULL, NULL);
  return VIK_SESSION_GET_IFACE (self)->get_player_name (self, player);
}

int
vik_session_get_turn_player (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), -1);
  g_return_val_if_fail (vik_session_get_game (self) != NULL, -1);
  return VIK_SESSION_GET_IFACE (self)->get_turn_player (self);
}

char *
vik_session_describe_decision (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  g_return_val_if_fail (vik_session_get_game (self) != NULL, NULL);
  return VIK_SESSION_GET_IFACE (self)->describe_decision (self);
}

char *
vik_session_describe_event (VikSession *self, gconstpointer events, guint i)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  g_return_val_if_fail (vik_session_get_game (self) != NULL, NULL);
  return VIK_SESSION_GET_IFACE (self)->describe_event (self, events, i);
}

/* ---------------------------------------------------------------- autosaves */

static VikAutosaveSlot *
autosave_of (VikSession *self)
{
  return VIK_SESSION_GET_IFACE (self)->get_autosave (self);
}

void
vik_session_set_autosave_dir (VikSession *self, const char *dir)
{
  g_return_if_fail (VIK_IS_SESSION (self));
  vik_autosave_slot_set_dir (autosave_of (self), dir);
}

const char *
vik_session_get_autosave_dir (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  return autosave_of (self)->dir;
}

const char *
vik_session_get_autosave_path (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  return autosave_of (self)->path;
}

const char *
vik_session_get_game_id (VikSession *self)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), NULL);
  return autosave_of (self)->id;
}

static gboolean
write_save (VikSession *self, GFile *file, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = VIK_SESSION_GET_IFACE (self)->save_to_data (self, &length);
  return vik_save_file_write (file, data, length, error);
}

static gboolean
no_game_to_save (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No game to save"));
  return FALSE;
}

gboolean
vik_session_save (VikSession *self, GFile *file, GError **error)
{
  g_return_val_if_fail (VIK_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  if (vik_session_get_game (self) == NULL)
    return no_game_to_save (error);
  if (!write_save (self, file, error))
    return FALSE;
  VIK_SESSION_GET_IFACE (self)->saved_to (self, file);
  return TRUE;
}

gboolean
vik_session_autosave (VikSession *self, GError **error)
{
  g_autoptr (GFile) file = NULL;

  g_return_val_if_fail (VIK_IS_SESSION (self), FALSE);
  if (vik_session_is_remote (self))
    return TRUE;   /* the server keeps a network game */
  if (vik_session_get_game (self) == NULL || autosave_of (self)->path == NULL)
    return no_game_to_save (error);
  file = vik_autosave_slot_prepare (autosave_of (self));
  return write_save (self, file, error);
}

void
vik_session_discard_autosave (VikSession *self)
{
  g_return_if_fail (VIK_IS_SESSION (self));
  vik_autosave_slot_discard (autosave_of (self));
}
