/* vik-replay-actions.h: a game window's replay and statistics actions,
 * whichever game it plays (docs/gui.md, "Replays and statistics"), written
 * once: win.replay (the window's game in a replay window), win.statistics
 * (its statistics), win.replay-file (asks for a saved game of that game and
 * replays it through the registered games, vik_gui_games_replay_file, so a
 * save of the other game chosen there is replayed by that game) and
 * win.replay-path (a path, without asking: tests, scripts).
 *
 * A game gives what differs: the two actions that read its own game, and
 * the name and suffix of its saves for the chooser.  Includes
 * no game's header. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Installs the four actions on a game window's class: `replay` and
 * `statistics` are its win.replay and win.statistics; the chooser shows
 * the saves ending in .`suffix` ("vik") as `files_name`, untranslated
 * (N_("Viktory games")), static. */
void vik_replay_actions_install (GtkWidgetClass *widget_class, const char *files_name, const char *suffix,
                                 GtkWidgetActionActivateFunc replay, GtkWidgetActionActivateFunc statistics);

G_END_DECLS
