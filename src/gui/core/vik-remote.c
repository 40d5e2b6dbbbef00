/* vik-remote.c: a game model's network mode (see the header). */
#include "config.h"

#include "vik-remote.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

gboolean
vik_remote_begin (VikRemote *self, int local_seat, int n_players)
{
  gboolean was_on = self->on;

  self->on = TRUE;
  self->local_seat = local_seat >= 0 && local_seat < n_players ? local_seat : -1;
  self->ready = TRUE;
  self->connected = TRUE;
  return was_on;
}

gboolean
vik_remote_leave (VikRemote *self)
{
  if (!self->on)
    return FALSE;
  self->on = FALSE;
  self->local_seat = -1;
  self->send = NULL;
  self->send_data = NULL;
  return TRUE;
}

gboolean
vik_remote_send (VikRemote *self, const char *text, GError **error)
{
  if (self->send == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, _("Not connected to the game’s server: reconnecting"));
      return FALSE;
    }
  if (!self->send (text, self->send_data, error))
    return FALSE;
  vik_remote_sent (self);
  return TRUE;
}

gboolean
vik_remote_set_connected (VikRemote *self, gboolean connected)
{
  if (!self->on || self->connected == connected)
    return FALSE;
  self->connected = connected;
  if (!connected)
    self->ready = FALSE;   /* what was on its way may come back after the reconnection */
  return TRUE;
}

gboolean
vik_remote_answered (VikRemote *self)
{
  if (!self->on || self->ready)
    return FALSE;
  self->ready = TRUE;
  return TRUE;
}

void
vik_remote_sent (VikRemote *self)
{
  self->ready = FALSE;
}

gboolean
vik_remote_get_connected (const VikRemote *self)
{
  return self->on && self->connected;
}

int
vik_remote_get_local_seat (const VikRemote *self)
{
  return self->on ? self->local_seat : -1;
}

gboolean
vik_remote_may_decide (const VikRemote *self, int decider)
{
  return self->connected && self->ready && self->local_seat >= 0 && decider == self->local_seat;
}

const char *
vik_remote_refusal (const VikRemote *self)
{
  return !self->connected ? _("Not connected to the game’s server: reconnecting")
         : !self->ready ? _("Your last action is on its way to the server")
         : _("It is not your decision");
}

char *
vik_remote_describe_waiting (const VikRemote *self, gboolean over, int decider, const char *decider_name,
                             char *computer)
{
  g_autofree char *thinking = computer;

  if (!self->connected)
    return g_strdup (_("Reconnecting to the game’s server…"));
  if (over)
    return g_strdup (_("The game is over"));
  if (thinking != NULL)
    return g_steal_pointer (&thinking);
  if (decider == self->local_seat)
    return g_strdup (_("Your action is on its way to the server…"));
  return g_strdup_printf (_("Waiting for %s…"), decider_name);
}
