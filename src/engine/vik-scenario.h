/* vik-scenario.h: ready-to-play scenarios (docs/scenario-format.md).
 *
 * A scenario is a map (embedded in the same file or referenced by a relative
 * path) plus the players (names, colours), the Towns, Cities, Capitals, units,
 * cargo and Reserves already on the board, who moves first and in which phase,
 * the rule options and victory conditions, and a description shown before play.
 *
 * vik_scenario_validate() lists every problem against the rules (errors apart
 * from warnings, each naming the hex and the rule); vik_scenario_new_game()
 * refuses a scenario with errors, listing them all, and otherwise sets up a
 * game that then plays by the normal rules. */
#pragma once

#include "vik-game.h"
#include "vik-map.h"

G_BEGIN_DECLS

#define VIK_SCENARIO_FORMAT_VERSION 1
/* The file name extension and the MIME type of scenarios and maps. */
#define VIK_SCENARIO_EXTENSION ".vikscn"
#define VIK_SCENARIO_MIME_TYPE "application/x-viktory-scenario"
#define VIK_MAP_EXTENSION ".vikmap"
#define VIK_MAP_MIME_TYPE "application/x-viktory-map"

/* What stands in one hex at the start. */
typedef struct {
  guint8 site;                                      /* VikSite */
  gint8 owner;                                      /* the site's owner, or VIK_NO_PLAYER */
  guint8 capital;                                   /* the site is its owner's Capital */
  guint8 units[VIK_MAX_PLAYERS][VIK_N_UNIT_TYPES];  /* on the map, cargo not included */
  guint8 cargo[VIK_MAX_PLAYERS][VIK_N_LAND_TYPES];  /* aboard the player's Frigates here */
} VikScenarioHex;

/* Who plays a seat: a person at the table, or a computer player of a level
 * (src/ai's levels, by the same ids).  Scenarios and the game window's saves
 * record it; the engine itself never asks. */
typedef enum {
  VIK_SEAT_HUMAN,
  VIK_SEAT_EASY,
  VIK_SEAT_NORMAL,
  VIK_SEAT_HARD,
  VIK_N_SEATS
} VikSeat;

/* "human", "easy", "normal", "hard". */
const char  *vik_seat_id      (VikSeat seat);
gboolean     vik_seat_from_id (const char *id, VikSeat *seat);

typedef struct {
  char *name;                        /* "" for the default name */
  VikSeat seat;                      /* [PlayerN] Computer=LEVEL; VIK_SEAT_HUMAN without it */
  char colour[8];                    /* "#rrggbb" */
  gboolean reserve_set;              /* FALSE: what the sites support less the units placed */
  guint8 reserve[VIK_N_UNIT_TYPES];
} VikScenarioPlayer;

typedef struct {
  char *title;
  char *description;
  char *map_path;                    /* the map's file relative to the scenario's, or NULL: embedded */
  VikMap *map;                       /* owned */
  int n_players;
  VikScenarioPlayer players[VIK_MAX_PLAYERS];
  VikScenarioHex hexes[VIK_MAX_HEXES];
  int first_player;                  /* from 0; VIK_FIRST_PLAYER_DRAWN: drawn when the game begins */
  VikPhase phase;                    /* VIK_PHASE_SETUP or VIK_PHASE_MOVEMENT */
  int turn;                          /* the game turn of a Movement start (1 and up) */
  guint victory;                     /* VikVictory bits */
  VikRuleset rules;                  /* the edition with the scenario's overrides */
  GPtrArray *load_problems;          /* found while loading (hexes off the board...) */
} VikScenario;

/* A scenario on a copy of map for n_players (at most the map's seats): no
 * pieces, setup turns first, Standard Conquest, the v2.1 rules. */
VikScenario *vik_scenario_new        (const VikMap *map, int n_players);
VikScenario *vik_scenario_copy       (const VikScenario *scenario);
void         vik_scenario_free       (VikScenario *scenario);
gboolean     vik_scenario_equal      (const VikScenario *a, const VikScenario *b);
/* Replaces the scenario's map (taking ownership); pieces beyond the new board are dropped. */
void         vik_scenario_set_map    (VikScenario *scenario, VikMap *map);

/* Units a player's Towns and Cities support [9.2], and the units placed (map and cargo). */
void         vik_scenario_support    (const VikScenario *scenario, int player, guint counts[VIK_N_UNIT_TYPES]);
void         vik_scenario_placed     (const VikScenario *scenario, int player, guint counts[VIK_N_UNIT_TYPES]);
/* The Reserve a game starts with: the file's, or support less placed. */
void         vik_scenario_reserve    (const VikScenario *scenario, int player, guint counts[VIK_N_UNIT_TYPES]);
/* The default colour of a seat, "#rrggbb". */
const char  *vik_scenario_default_colour (int player);

/* Every problem of the scenario and its map against the rules, appended to problems. */
void         vik_scenario_validate   (const VikScenario *scenario, GPtrArray *problems);
/* FALSE with an error listing every rule error (VIK_MAP_ERROR_RULES) when there are any. */
gboolean     vik_scenario_check      (const VikScenario *scenario, const char *name, GError **error);

/* A game set up as the scenario says; face-down hexes take tiles from a pile
 * of the map's composition shuffled by seed.  Refuses a scenario with errors. */
VikGame     *vik_scenario_new_game   (const VikScenario *scenario, guint64 seed, GError **error);

/* Files.  Loading checks the form (GError naming the file, group and key) but
 * not the rules: the editor opens broken scenarios to mend them.  A referenced
 * map is looked up relative to base_dir (NULL: the current directory). */
VikScenario *vik_scenario_load_from_data (const char *data, gsize length, const char *name,
                                          const char *base_dir, GError **error);
#define VIK_SCENARIO_MAX_FILE_BYTES (1u << 20)   /* the largest scenario file read */
VikScenario *vik_scenario_load       (const char *path, GError **error);
/* The scenario's file; a referenced map is not written (save it with vik_map_save()). */
char        *vik_scenario_save_to_data (const VikScenario *scenario, gsize *length);
gboolean     vik_scenario_save       (const VikScenario *scenario, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikScenario, vik_scenario_free)

/* The bundled scenarios' folder: $VIKTORY_DATADIR/scenarios when set, else the
 * installed one, else the source tree's (uninstalled runs).  Never NULL. */
char        *vik_scenario_bundled_dir  (void);

G_END_DECLS
