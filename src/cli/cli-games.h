/* cli-games.h: `--game` and `--scenario` for the commands that play any game
 * (tournament, ai-bench): the game and its options as a key file. */
#pragma once

#include "vik-games.h"

G_BEGIN_DECLS

/* The game named `game_id` (NULL: VIKTORY II) and the options of a new game
 * for n_players: the file `scenario` when given (its [Game] Game= must be
 * that game), else the game's standard set-up (rules->default_options).
 * FALSE with a message for the user. */
gboolean cli_game_setup (const char *game_id, const char *scenario, int n_players,
                         const VikGamePlugin **plugin, GKeyFile **options, GError **error);

G_END_DECLS
