/* vik-editor-setters.c: the scenario's properties (title, author, players,
 * the start, victory conditions, rules, edition, the map), each change one
 * whole-scenario undo step. */
#include "config.h"

#include "vik-editor-private.h"

#include <string.h>

static void
set_string (char **field, const char *value)
{
  g_free (*field);
  *field = g_strdup (value ? value : "");
}

void
vik_editor_set_title (VikEditor *e, const char *title)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  set_string (&sc->title, title);
  set_string (&sc->map->title, title);
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_author (VikEditor *e, const char *author)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  set_string (&sc->map->author, author);
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_description (VikEditor *e, const char *description)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  set_string (&sc->description, description);
  set_string (&sc->map->description, description);
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_pile (VikEditor *e, gboolean set, const guint counts[VIK_N_TERRAINS])
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  sc->map->pile_set = set;
  memset (sc->map->pile, 0, sizeof sc->map->pile);
  if (set)
    for (int t = 0; t < VIK_N_TERRAINS; t++)
      sc->map->pile[t] = MIN (counts[t], VIK_MAX_PILE);
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_player (VikEditor *e, int player, const char *name, const char *colour)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r;

  g_return_if_fail (player >= 0 && player < VIK_MAX_PLAYERS);
  r = vik_editor_whole_begin (e);
  if (name != NULL)
    set_string (&sc->players[player].name, name);
  if (colour != NULL && strlen (colour) == 7 && colour[0] == '#')
    g_strlcpy (sc->players[player].colour, colour, sizeof sc->players[player].colour);
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_n_players (VikEditor *e, int n_players)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r;

  g_return_if_fail (n_players >= 2 && n_players <= VIK_MAX_PLAYERS);
  r = vik_editor_whole_begin (e);
  sc->n_players = n_players;
  sc->map->n_groups = MAX (sc->map->n_groups, n_players);
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_start (VikEditor *e, VikPhase phase, int first_player, int turn)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  sc->phase = phase == VIK_PHASE_SETUP ? VIK_PHASE_SETUP : VIK_PHASE_MOVEMENT;
  sc->first_player = CLAMP (first_player, 0, VIK_MAX_PLAYERS - 1);
  sc->turn = sc->phase == VIK_PHASE_SETUP ? 0 : MAX (turn, 1);
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_victory (VikEditor *e, guint victory)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  sc->victory = victory ? victory : VIK_VICTORY_STANDARD;
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_rules (VikEditor *e, const VikRuleset *rules)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  sc->rules = *rules;
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_edition (VikEditor *e, VikEdition edition)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r;
  VikRuleset rules;
  guint victory = 0;

  g_return_if_fail (edition < VIK_N_EDITIONS);
  if (sc->rules.edition == edition)
    return;
  r = vik_editor_whole_begin (e);
  /* The book's own table; of the optional rules and victory conditions, those
   * the book has (a victory that needs a rule left out goes with it). */
  rules = *vik_ruleset_edition (edition);
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (vik_ruleset_has_option (&sc->rules, o) && vik_edition_has_option (edition, o))
      rules.options |= 1u << o;
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    {
      guint bit = 1u << i;
      int needs = vik_victory_needed_option (i);
      if ((sc->victory & bit) && vik_edition_has_victory (edition, bit)
          && (needs < 0 || vik_ruleset_has_option (&rules, needs)))
        victory |= bit;
    }
  sc->rules = rules;
  sc->victory = victory ? victory : VIK_VICTORY_STANDARD;
  vik_editor_whole_finish (e, r);
}

void
vik_editor_set_map (VikEditor *e, VikMap *map)
{
  VikScenario *sc = vik_editor_scenario (e);
  VikEditorRecord *r = vik_editor_whole_begin (e);

  vik_scenario_set_map (sc, map);
  vik_editor_whole_finish (e, r);
}
