/* vik-playout-stats.c: see vik-playout-stats.h. */
#include "vik-playout-stats.h"

static int
count_events (const VikGame *after, VikEventKind kind)
{
  guint n;
  const VikEvent *events = vik_game_get_events (after, &n);
  int k = 0;

  for (guint i = 0; i < n; i++)
    k += events[i].kind == kind;
  return k;
}

guint
vik_playout_victory (const VikRuleset *rules)
{
  guint victory = VIK_VICTORY_STANDARD;
  VikEdition e = rules->edition;

  if (vik_edition_has_victory (e, VIK_VICTORY_DOOMSDAY))
    victory |= VIK_VICTORY_DOOMSDAY;
  if (vik_ruleset_has_option (rules, VIK_OPTION_SUBJUGATION))
    {
      victory |= VIK_VICTORY_SUBJUGATION;
      if (vik_edition_has_victory (e, VIK_VICTORY_TWO_VASSALS))
        victory |= VIK_VICTORY_TWO_VASSALS;
    }
  return victory;
}

/* Did the action just applied use an optional rule's own mechanism?  For the
 * rules that add actions or decisions, or change what an action does. */
static gboolean
uses_option (VikOption option, const VikGame *after, VikDecision decision, const VikAction *a)
{
  switch (option)
    {
    case VIK_OPTION_METROPOLISES:
      return a->kind == VIK_ACTION_METROPOLIS;
    case VIK_OPTION_LUCK_AVERAGING:
      return a->kind == VIK_ACTION_AVERAGE && a->label > 0;
    case VIK_OPTION_RELOCATION:
      return a->kind == VIK_ACTION_RELOCATE;
    case VIK_OPTION_IMMEDIATE_EMPIRES:
      /* [16.3]: built in a build-only turn of game turn 0 */
      return (a->kind == VIK_ACTION_TOWN || a->kind == VIK_ACTION_CITY)
             && vik_game_get_turn (after) == 0 && vik_game_get_phase (after) == VIK_PHASE_BUILD;
    case VIK_OPTION_FRIGATE_OPTIONS:
      /* [16.7]: the Frigate moves on after disembarking. */
      if (a->kind != VIK_ACTION_DISEMBARK)
        return FALSE;
      for (int i = 0; i < vik_game_n_units (after); i++)
        {
          VikUnitInfo info;
          if (vik_game_get_unit (after, i, &info) && info.moving && info.type == VIK_UNIT_FRIGATE
              && info.label == a->carrier)
            return TRUE;
        }
      return FALSE;
    case VIK_OPTION_BALANCED_LAND:
      /* de-v1.1 [15.3]: water revealed, a land tile drawn for one of it (the
       * German book has no other put-back after the setup turn). */
      return a->kind == VIK_ACTION_PUTBACK && decision == VIK_DECISION_WATER_PUTBACK
             && vik_game_get_rules (after)->exploration != VIK_EXPLORE_ARRANGE;
    case VIK_OPTION_SUBJUGATION:
      /* [16.81]: a Capital captured and handed back */
      return count_events (after, VIK_EVENT_SUBJUGATED) > 0;
    default:
      return FALSE;
    }
}

/* The options with a mechanism of their own the playouts can see. */
static gboolean
has_mechanism (VikOption option)
{
  return option == VIK_OPTION_METROPOLISES || option == VIK_OPTION_FRIGATE_OPTIONS
         || option == VIK_OPTION_LUCK_AVERAGING || option == VIK_OPTION_RELOCATION
         || option == VIK_OPTION_IMMEDIATE_EMPIRES || option == VIK_OPTION_SUBJUGATION
         || option == VIK_OPTION_BALANCED_LAND;
}

void
vik_playout_stats_action (VikPlayoutStats *stats, const VikGame *after, VikDecision decision, const VikAction *a)
{
  guint n;
  const VikEvent *events = vik_game_get_events (after, &n);

  for (int o = 0; o < VIK_N_OPTIONS; o++)
    stats->used[o] += uses_option (o, after, decision, a);
  stats->subjugated += count_events (after, VIK_EVENT_SUBJUGATED);
  stats->freed += count_events (after, VIK_EVENT_ALLIANCE_BROKEN);
  stats->withdrawn += count_events (after, VIK_EVENT_UNIT_WITHDRAWN);
  for (guint i = 0; i < n; i++)
    stats->reinforced += events[i].kind == VIK_EVENT_UNIT_PLACED
                         && events[i].player != vik_game_get_current_player (after);
}

void
vik_playout_stats_game (VikPlayoutStats *stats, const VikGame *over)
{
  /* Won by Subjugation's conditions [5.2] [16.87]: the winner rules every
   * other player still in, or made two Vassals. */
  int w = vik_game_get_winner (over);
  guint made;
  gboolean all = TRUE;

  if (w == VIK_NO_PLAYER || !vik_ruleset_has_option (vik_game_get_rules (over), VIK_OPTION_SUBJUGATION))
    return;
  made = vik_game_vassals_made (over, w);
  for (int p = 0; p < vik_game_get_n_players (over); p++)
    all &= p == w || vik_game_player_eliminated (over, p) || vik_game_player_ruler (over, p) == w;
  stats->by_subjugation += (made & (made - 1)) != 0 || all;
}

void
vik_playout_stats_check (const VikPlayoutStats *stats, guint32 options)
{
  g_test_message ("Subjugations: %d, Vassals freed: %d, units withdrawn: %d, units reinforcing a capital: %d, "
                  "games won by 5.2 or 16.87: %d", stats->subjugated, stats->freed, stats->withdrawn,
                  stats->reinforced, stats->by_subjugation);
  /* Subjugation's steps all happened, and only with it on. */
  if (options & (1u << VIK_OPTION_SUBJUGATION))
    {
      g_assert_cmpint (stats->freed, >, 0);
      g_assert_cmpint (stats->withdrawn, >, 0);
      g_assert_cmpint (stats->reinforced, >, 0);
      g_assert_cmpint (stats->by_subjugation, >, 0);
    }
  else
    g_assert_cmpint (stats->subjugated + stats->freed + stats->withdrawn + stats->reinforced, ==, 0);
  /* Balanced Land [15.3] acts on exploration: with No Exploration [15.2] the
   * map is face up and it never acts. */
  if (options & (1u << VIK_OPTION_NO_EXPLORATION))
    options &= ~(1u << VIK_OPTION_BALANCED_LAND);
  /* The option's own mechanism was used, and no other option's. */
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (has_mechanism (o))
      {
        g_test_message ("%s used %d times", vik_option_id (o), stats->used[o]);
        if (options & (1u << o))
          g_assert_cmpint (stats->used[o], >, 0);
        else
          g_assert_cmpint (stats->used[o], ==, 0);
      }
}
