/* vik-games.h: the games this application plays, for the programs that
 * offer both (viktory-cli, viktory-server, the game window).
 *
 * Each game plugs into the shared parts through its tables: the rules
 * (VikRules), the computer players' judgement (VikAiGame).  Shared code
 * takes a plugin as an argument and never asks which game it is; only the
 * programs link this list. */
#pragma once

#include "vik-ai.h"

G_BEGIN_DECLS

typedef struct {
  const VikRules *rules;
  const VikAiGame *ai;
} VikGamePlugin;

/* Every game, VIKTORY II first; n: how many. */
const VikGamePlugin *const *vik_games_all  (guint *n);
/* The game whose id ("viktory2", "victory"; also "viktory" for VIKTORY II)
 * is `id`, or NULL. */
const VikGamePlugin        *vik_games_find (const char *id);
/* The ids, comma-separated, for messages ("viktory2, victory"). */
char                       *vik_games_ids  (void);

G_END_DECLS
