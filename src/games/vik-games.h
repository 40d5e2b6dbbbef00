/* vik-games.h: the games this application plays, for the programs that
 * offer both (viktory-cli, viktory-server, the game window).
 *
 * Each game plugs into the shared parts through its tables: the rules
 * (VikRules), the computer players' judgement (VikAiGame), what the
 * network may tell each seat (VikNetGameTable).  Shared code
 * takes a plugin as an argument and never asks which game it is; only the
 * programs link this list. */
#pragma once

#include "vik-ai.h"
#include "vik-net-plugin.h"

G_BEGIN_DECLS

typedef struct {
  const VikRules *rules;
  /* NULL while the game has no computer players of its own: the server's
   * computer seats then play a uniformly drawn legal action. */
  const VikAiGame *ai;
  const VikNetGameTable *net;   /* the network layer's (vik-net-plugin.h) */
} VikGamePlugin;

/* Every game, VIKTORY II first; n: how many. */
const VikGamePlugin *const *vik_games_all  (guint *n);
/* The game whose id ("viktory2", "victory"; also "viktory" for VIKTORY II)
 * is `id`, or NULL. */
const VikGamePlugin        *vik_games_find (const char *id);
/* The ids, comma-separated, for messages ("viktory2, victory"). */
char                       *vik_games_ids  (void);

G_END_DECLS
