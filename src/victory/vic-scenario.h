/* vic-scenario.h: the scenarios of section 10 as data.
 *
 * A scenario says the map, each player's map tiles and starting forces
 * (random units at full strength or PP to spend), the PP of Cities that win,
 * a home-City production bonus, a time limit, optionally the pool random
 * forces are drawn from, and rule changes.  The book's scenarios are built in
 * (vic_scenario_preset); files give the same keys
 * (docs/victory-file-format.md). */
#pragma once

#include "vic-game.h"

G_BEGIN_DECLS

#define VIC_SCENARIO_ERROR (vic_scenario_error_quark ())
GQuark vic_scenario_error_quark (void);

typedef enum {
  VIC_SCENARIO_ERROR_INVALID,
} VicScenarioError;

/* A scenario read: the options to start a game with, and what they point to. */
typedef struct {
  VicGameOptions options;
  VicRuleset rules;
  VicMap *map;
  char name[VIC_NAME_MAX];
  char names[VIC_MAX_PLAYERS][VIC_NAME_MAX];
  /* (10.5) each side's commanders in VicRole order; "": none */
  char commanders[VIC_MAX_PLAYERS][VIC_N_COMMANDERS][VIC_NAME_MAX];
  /* [PlayerN] Computer: who plays the side when the game window opens the
   * scenario: 0 a person, 1-3 a computer of level easy, normal, hard
   * (the game itself does not depend on it). */
  guint8 computer[VIC_MAX_PLAYERS];
} VicScenario;

/* The built-in scenarios' ids: "quick-start" (10.1), "custom-forces" (10.2),
 * "sleeping-giant" (10.3), "two-front-war" (10.4); NULL-terminated. */
const char *const *vic_scenario_preset_ids (void);
/* Fills sc for the book's scenario `id` with n players (10.1-10.3: 2, or 4
 * on four maps with the forces doubled (10.0); 10.4: 2, or 3 with the two
 * outer maps' players allied).  FALSE with an error
 * for an unknown id or player count. */
gboolean  vic_scenario_preset      (const char *id, int n_players, VicScenario *sc, GError **error);
/* Reads a scenario key file: [Scenario] Preset, Players, TurnLimit, Map;
 * [PlayerN] Tiles, Forces, Units, PP, WinPP, HomeBonus, Team, Name, Computer
 * (easy, normal, hard), and the commanders General, Admiral, AirMarshal,
 * Politician (10.5); [Pool];
 * [Rules] and [Units] changes; the map's own groups when Map is absent. */
gboolean  vic_scenario_load_keyfile (GKeyFile *kf, const char *name, VicScenario *sc, GError **error);
/* Reads a scenario file; its [Scenario] Map may also name a map file
 * (`two-maps.vicmap`) in the scenario's own folder. */
gboolean  vic_scenario_load_file   (const char *path, VicScenario *sc, GError **error);
void      vic_scenario_clear       (VicScenario *sc);
/* A new game from the scenario. */
VicGame  *vic_scenario_new_game    (const VicScenario *sc, guint64 seed, GError **error);
/* The built-in maps by name: "two-tiles", "three-tiles", "four-tiles". */
VicMap   *vic_scenario_builtin_map (const char *id);
/* The folder of the bundled scenarios and layouts ($VIKTORY_DATADIR/victory/scenarios,
 * else the installed one, else, uninstalled, the source tree's). */
char     *vic_scenario_bundled_dir (void);
/* The bundled layout of `n_tiles` of the four designed tiles (two-maps.vicmap,
 * three-maps.vicmap, four-maps.vicmap), or NULL and an error. */
VicMap   *vic_scenario_bundled_layout (int n_tiles, GError **error);

G_END_DECLS
