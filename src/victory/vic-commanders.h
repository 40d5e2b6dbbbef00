/* vic-commanders.h: the Commanders team game (10.5).
 *
 * "Each side is composed of three players, one General, one Admiral, and one
 * Air Marshal. [...] If a fourth player per side is available, this player is
 * the Politician, and he controls all Production".  A side's commanders are
 * names kept with the player (the side); the engine still has one decider per
 * side, and vic_action_role() tells which of the side's commanders gives a
 * legal action.  Votes, replacing commanders and coups are table talk
 * (docs/victory-rules-notes.md). */
#pragma once

#include "vik-key-writer.h"

#include "vic-game.h"
#include "vik-keyfile.h"

G_BEGIN_DECLS

/* The roles of 10.5; the first VIC_N_COMMANDERS are persons. */
typedef enum {
  VIC_ROLE_GENERAL,       /* the ground units */
  VIC_ROLE_ADMIRAL,       /* the naval units */
  VIC_ROLE_AIR_MARSHAL,   /* the air units */
  VIC_ROLE_POLITICIAN,    /* all Production (optional) */
  VIC_ROLE_WAR_COUNCIL,   /* the side's commanders together: side-wide decisions */
} VicRole;
/* VIC_N_COMMANDERS (vic-types.h): the roles that are persons. */

/* The commander of an arm: ground → General, naval → Admiral, air → Air Marshal. */
VicRole      vic_role_of_class    (VicClass klass);
/* "General", "Admiral", "Air Marshal", "Politician", "war council" (translated). */
const char  *vic_role_name        (VicRole role);
/* The keys of [PlayerN] in scenarios and saves: General, Admiral, AirMarshal, Politician. */
const char  *vic_role_key         (VicRole role);

/* Is `name` fit for a commander: valid UTF-8, shorter than VIC_NAME_MAX
 * bytes, no control characters?  When not, *problem says why (translated). */
gboolean     vic_commander_name_ok (const char *name, const char **problem);
/* Do a side's names make a team: all empty (no commanders), or General,
 * Admiral and Air Marshal given (the Politician optional)?  When not,
 * *problem says why and *role is the first role missing. */
gboolean     vic_commanders_complete (const char *const names[VIC_N_COMMANDERS], VicRole *role,
                                      const char **problem);

/* Reads [group] General, Admiral, AirMarshal, Politician of a scenario or a
 * save: all absent, or the three military commanders at least; each name
 * checked (the error names file, group and key). */
gboolean     vic_commanders_read  (VikKeyReader *r, const char *group,
                                   char names[VIC_N_COMMANDERS][VIC_NAME_MAX]);
/* Writes the names given into the writer's group (absent keys for the
 * empty ones). */
void         vic_commanders_write (VikKeyWriter *w, const char names[VIC_N_COMMANDERS][VIC_NAME_MAX]);

/* Has the player's side commanders (a Commanders game, 10.5)? */
gboolean     vic_game_has_commanders (const VicGame *game, int player);
/* The name of the player's commander in `role`: "" when none. */
const char  *vic_game_get_commander  (const VicGame *game, int player, VicRole role);

/* Which role of the deciding side gives `action`, a legal action of the
 * decider (10.5): the Production Phase and the custom forces' purchases (10.2)
 * are the Politician's when the side has one, else the war council's; an
 * action of a block is its arm's commander's (for STOP: the moving block's);
 * every other decision is the war council's.  Pure: reads the game only. */
VicRole      vic_action_role      (const VicGame *game, const VicAction *action);

G_END_DECLS
