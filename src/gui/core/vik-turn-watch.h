/* vik-turn-watch.h: "it is your turn" while the application runs.
 *
 * Now and then it asks the servers of "your games" (vik-net-games.h) which
 * of them wait for the player, and for each game whose decision has come to
 * his seat since it last looked, sends a desktop notification (GNotification:
 * clicking it joins the game) and emits ::your-turn.  Games open in a window
 * are left to the window, which tells the turn itself.  GTK-free. */
#pragma once

#include <gio/gio.h>

#include "vik-net-games.h"

G_BEGIN_DECLS

#define VIK_TYPE_TURN_WATCH (vik_turn_watch_get_type ())
G_DECLARE_FINAL_TYPE (VikTurnWatch, vik_turn_watch, VIK, TURN_WATCH, GObject)

/* Is this game open in a window (then it is not watched)? */
typedef gboolean (*VikTurnWatchIsOpen) (const char *uri, const char *game, gpointer user_data);

/* app may be NULL (no notification is sent, the signal still is). */
VikTurnWatch *vik_turn_watch_new   (GApplication *app, VikTurnWatchIsOpen is_open, gpointer user_data);
/* Looks every `seconds` (and once at once); 0 stops. */
void          vik_turn_watch_start (VikTurnWatch *self, guint seconds);
/* Looks once now (tests); ::polled says it has. */
void          vik_turn_watch_poll  (VikTurnWatch *self);
guint         vik_turn_watch_get_sent (VikTurnWatch *self);

/* Signals: your-turn (gpointer entry: const VikNetGameEntry *), polled (). */

G_END_DECLS
