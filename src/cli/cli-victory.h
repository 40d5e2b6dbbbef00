/* cli-victory.h: what the Victory subcommands share (cli-victory.c). */
#pragma once

#include "vic-game.h"

G_BEGIN_DECLS

/* A new game of the scenario (a preset id or a file; NULL: Quick Start) for
 * n players with the optional rules' bits added; NULL after telling why. */
VicGame *cli_victory_new_game (const char *scenario, int players, guint64 seed, guint32 options);
/* cli-victory-ai.c */
int      cli_victory_ai_bench (int argc, char **argv);
int      cli_victory_match    (int argc, char **argv);

G_END_DECLS
