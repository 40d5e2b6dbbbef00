/* vic-action-words.c: Victory actions in words (see the header). */
#include "config.h"

#include "vic-action-words.h"

#include <glib/gi18n.h>

#include "vic-ruleset.h"
#include "vic-text.h"
#include "vic-commanders.h"

const char *
vic_decision_heading (VicDecision decision)
{
  switch (decision)
    {
    case VIC_DECISION_DEPLOY: return _("Deployment (1.4)");
    case VIC_DECISION_MOVE: return _("Moves (5.0)");
    case VIC_DECISION_CHOOSE_BATTLE: return _("Combat: choose the next battle (6.1)");
    case VIC_DECISION_GROUNDED: return _("Combat: air units staying out (5.52)");
    case VIC_DECISION_COMBAT_TURN: return _("Combat: fire, pass or retreat (6.3)");
    case VIC_DECISION_HIT: return _("Combat: which unit takes the hit (6.46)");
    case VIC_DECISION_FINAL_RETREAT: return _("Combat: retreat or stay (6.5)");
    case VIC_DECISION_FORCED_RETREAT: return _("Combat: forced retreat (6.5)");
    case VIC_DECISION_AIR_LANDING: return _("Combat: air units land (5.51)");
    case VIC_DECISION_REGROUP: return _("Combat: regroup (6.5)");
    case VIC_DECISION_BEACHHEAD: return _("Combat: beachhead (6.71)");
    case VIC_DECISION_PRODUCTION: return _("Production (8.0)");
    case VIC_DECISION_NONE: break;
    }
  return _("Game over");
}

int
vic_action_block (const VicAction *action)
{
  return action->block;
}

int
vic_action_target_hex (const VicAction *action)
{
  switch (action->kind)
    {
    case VIC_ACTION_DEPLOY: case VIC_ACTION_BUY: case VIC_ACTION_MOVE: case VIC_ACTION_STRATEGIC:
    case VIC_ACTION_FLY: case VIC_ACTION_RETREAT: case VIC_ACTION_REGROUP: case VIC_ACTION_BASE:
    case VIC_ACTION_BUILD: case VIC_ACTION_BATTLE:
      return action->hex;
    default:
      return VIC_NO_HEX;
    }
}

char *
vic_block_words (const VicGame *game, int block)
{
  VicBlockInfo info;
  g_autofree char *name = NULL;

  if (!vic_game_get_block (game, block, &info))
    return g_strdup ("?");
  name = vic_block_name (game, block);
  /* TRANSLATORS: a unit type, the block's name, its strength: "Infantry IN3, strength 4" */
  return g_strdup_printf (_("%s %s, strength %d"), vic_unit_name (info.type), name, info.steps);
}

static const char *
group_name (int group)
{
  switch (group)
    {
    case VIC_CLASS_AIR: return _("the air units");
    case VIC_CLASS_NAVAL: return _("the naval units");
    default: return _("the ground units");
    }
}

char *
vic_hex_words (const VicMap *map, int hex)
{
  if (hex < 0 || hex >= map->n_hexes)
    return g_strdup ("?");
  if ((map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN)) && map->site_names[hex][0] != '\0')
    /* TRANSLATORS: a hex's label and the name of its City or Town: "d2, Westmark" */
    return g_strdup_printf (_("%s, %s"), vic_map_label (map, hex), map->site_names[hex]);
  return g_strdup (vic_map_label (map, hex));
}

/* "d2 (Westmark)" inside a sentence, "e5" where no City or Town is. */
static char *
hex_in_sentence (const VicMap *map, int hex)
{
  if (hex < 0 || hex >= map->n_hexes)
    return g_strdup ("?");
  if ((map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN)) && map->site_names[hex][0] != '\0')
    /* TRANSLATORS: a hex's label and the name of its City or Town inside a sentence: "d2 (Westmark)" */
    return g_strdup_printf (_("%s (%s)"), vic_map_label (map, hex), map->site_names[hex]);
  return g_strdup (vic_map_label (map, hex));
}

char *
vic_action_words (const VicGame *game, const VicAction *a)
{
  const VicMap *map = vic_game_get_map (game);
  g_autofree char *block = a->block != VIC_NO_BLOCK ? vic_block_name (game, a->block) : NULL;
  g_autofree char *block2 = a->block2 != VIC_NO_BLOCK ? vic_block_name (game, a->block2) : NULL;
  g_autofree char *to = hex_in_sentence (map, a->hex);
  g_autofree char *from = hex_in_sentence (map, a->hex2);
  const char *unit = a->group < VIC_N_UNIT_TYPES ? vic_unit_name (a->group) : "?";

  switch (a->kind)
    {
    case VIC_ACTION_END: return g_strdup (_("End (finish your part of this phase)"));
    case VIC_ACTION_DEPLOY: return g_strdup_printf (_("Deploy %s in %s"), block, to);
    case VIC_ACTION_BUY: return g_strdup_printf (_("Buy %s at strength %d in %s"), unit, a->steps, to);
    case VIC_ACTION_MOVE:
      if (a->flags & VIC_ACT_JOIN_DEFENDER)
        return g_strdup_printf (_("Move %s from %s to %s, joining the defender"), block, from, to);
      return g_strdup_printf (_("Move %s from %s to %s"), block, from, to);
    case VIC_ACTION_STRATEGIC: return g_strdup_printf (_("Strategic move: %s from %s to %s"), block, from, to);
    case VIC_ACTION_FLY: return g_strdup_printf (_("Fly %s from %s to %s"), block, from, to);
    case VIC_ACTION_STOP: return g_strdup (_("Stop the moving block here"));
    case VIC_ACTION_BATTLE: return g_strdup_printf (_("Fight the battle in %s next"), to);
    case VIC_ACTION_GROUNDED: return g_strdup_printf (_("Keep %s out of the battle"), block);
    case VIC_ACTION_FIRE:
      if (a->flags & VIC_ACT_STRUCTURE)
        return g_strdup_printf (_("%s fires at the Airfield or Mulberry"), block);
      return g_strdup_printf (_("%s fires at %s"), block, group_name (a->group));
    case VIC_ACTION_PASS: return g_strdup_printf (_("%s passes"), block);
    case VIC_ACTION_RETREAT: return g_strdup_printf (_("%s retreats from %s to %s"), block, from, to);
    case VIC_ACTION_DROP: return g_strdup_printf (_("%s drops by parachute"), block);
    case VIC_ACTION_LAND: return g_strdup_printf (_("%s lands from the sea"), block);
    case VIC_ACTION_HIT: return g_strdup_printf (_("%s takes the hit"), block);
    case VIC_ACTION_BASE: return g_strdup_printf (_("%s lands at %s"), block, to);
    case VIC_ACTION_BLOCKADE: return g_strdup_printf (_("%s stays as a blockade"), block);
    case VIC_ACTION_REGROUP: return g_strdup_printf (_("%s regroups from %s to %s"), block, from, to);
    case VIC_ACTION_STRIKE: return g_strdup_printf (_("%s strikes at the crossing in %s"), block, to);
    case VIC_ACTION_BEACHHEAD: return g_strdup_printf (_("%s makes a Beachhead"), block);
    case VIC_ACTION_BUILD: return g_strdup_printf (_("Build a new %s in %s"), unit, to);
    case VIC_ACTION_ADD: return g_strdup_printf (_("Add a step to %s"), block);
    case VIC_ACTION_MERGE: return g_strdup_printf (_("Merge %s into %s"), block2, block);
    case VIC_ACTION_SPLIT: return g_strdup_printf (_("Split a step off %s"), block);
    case VIC_ACTION_DISBAND: return g_strdup_printf (_("Disband %s"), block);
    case VIC_ACTION_CONVERT: return g_strdup_printf (_("Convert %s into PP"), block);
    case VIC_ACTION_AIRFIELD: return g_strdup_printf (_("%s builds an Airfield"), block);
    case VIC_ACTION_MULBERRY: return g_strdup_printf (_("%s builds a Mulberry"), block);
    case VIC_ACTION_REPAIR: return g_strdup_printf (_("%s repairs the crossing in %s"), block, to);
    case VIC_ACTION_EXCHANGE: return g_strdup_printf (_("Exchange %s for a %s"), block, unit);
    default: break;
    }
  return vic_action_to_string (game, a);
}

/* Nobody's eyes: a viewer number no player has (no block is revealed to it). */
#define SPECTATOR VIC_MAX_PLAYERS

/* The block's name ("IN3") when `reader` may know it: his, an ally's (10.4)
 * or revealed to him; else NULL. */
static char *
name_for_reader (const VicGame *game, int block, int reader)
{
  VicBlockInfo info;

  if (reader < 0 || block < 0 || !vic_game_get_block (game, block, &info)
      || !(vic_game_allied (game, info.owner, reader) || (info.revealed >> reader) & 1))
    return NULL;
  return vic_block_name (game, block);
}

char *
vic_event_words (const VicGame *game, const VicEvent *e, int reader)
{
  const VicMap *map = vic_game_get_map (game);
  int n = vic_game_get_n_players (game);
  guint everybody = (1u << n) - 1;
  gboolean alone = reader >= 0 && reader < n;
  guint eyes = alone ? 1u << reader : everybody;
  const char *who = e->player >= 0 && e->player < n ? vic_game_get_player_name (game, e->player) : "";
  g_autofree char *hex = e->hex >= 0 && e->hex < map->n_hexes ? vic_hex_words (map, e->hex) : g_strdup ("");
  g_autofree char *block = alone ? name_for_reader (game, e->block, reader) : NULL;

  if ((e->visible & eyes) != eyes)
    return NULL;   /* private to others: a hidden build */
  switch (e->kind)
    {
    case VIC_EVENT_PLAYER_TURN: return g_strdup_printf (_("%s’s turn"), who);
    case VIC_EVENT_PHASE_BEGAN: return g_strdup (vic_phase_name (e->value));
    case VIC_EVENT_DEPLOYED:
      if (block != NULL)
        return g_strdup_printf (_("%s deploys %s in %s"), who, block, hex);
      return g_strdup_printf (_("%s deploys a block in %s"), who, hex);
    case VIC_EVENT_REVEALED: return NULL;   /* every battle reveals; the fire says what */
    case VIC_EVENT_ROUND: return g_strdup_printf (_("Round %d in %s"), e->value, hex);
    case VIC_EVENT_PASSED: return g_strdup_printf (_("%s passes"), who);
    case VIC_EVENT_LANDED:
      if (block != NULL)
        return g_strdup_printf (_("%s lands %s in %s"), who, block, hex);
      return g_strdup_printf (_("%s lands a block in %s"), who, hex);
    case VIC_EVENT_BLOCKADE: return g_strdup_printf (_("%s blockades %s"), who, hex);
    case VIC_EVENT_BUILT:
      /* a new block has one step; a step added leaves two or more */
      if (block != NULL && e->value <= 1)
        return g_strdup_printf (_("%s builds %s in %s"), who, block, hex);
      if (block != NULL)
        return g_strdup_printf (_("%s adds a step to %s in %s (strength %d)"), who, block, hex, e->value);
      return g_strdup_printf (_("%s builds in %s"), who, hex);
    case VIC_EVENT_STORM: return g_strdup_printf (_("The storm moves (%d, %d)"), e->dice[0], e->dice[1]);
    case VIC_EVENT_STRUCTURE: return g_strdup_printf (_("A structure in %s is hit"), hex);
    default: break;
    }
  if (alone)
    return vic_event_to_text (game, e, reader);
  /* at the table: a block revealed to every other player (in a battle) is
   * named for all */
  {
    VicBlockInfo info;
    int viewer = SPECTATOR;
    VicUnitType type;
    int serial;
    guint revealed;
    if (e->block >= 0 && vic_game_get_block (game, e->block, &info)
        && ((info.revealed | (1u << info.owner)) & everybody) == everybody && n > 1)
      viewer = (info.owner + 1) % n;
    /* an eliminated block is gone: its event says who had seen it */
    else if (vic_event_eliminated (e, &type, &serial, &revealed) && e->player >= 0 && n > 1
             && ((revealed | (1u << e->player)) & everybody) == everybody)
      viewer = (e->player + 1) % n;
    return vic_event_to_text (game, e, viewer);
  }
}

/* "62% ± 2%", or "62% ± 0.4%" when the error is under 1%. */
static char *
percent_words (double p, double error)
{
  if (100.0 * error < 0.95 && error > 0)
    /* TRANSLATORS: a chance and its standard error, in percent */
    return g_strdup_printf (_("%.0f%% ± %.1f%%"), 100.0 * p, 100.0 * error);
  return g_strdup_printf (_("%.0f%% ± %.0f%%"), 100.0 * p, 100.0 * error);
}

char *
vic_forecast_words (const VicGame *game, const VicForecast *f, gboolean attack)
{
  const char *hex = vic_map_label (vic_game_get_map (game), f->hex);
  g_autofree char *take = percent_words (f->take, f->take_error);

  if (attack)
    /* TRANSLATORS: hex, chance to take it, the attacker's and the defender's expected steps lost */
    return g_strdup_printf (_("Attack %s: take it %s, expected losses %.1f / %.1f steps"), hex, take,
                            f->attacker_losses, f->defender_losses);
  /* TRANSLATORS: hex, the attacker's chance to take it, the attacker's and the defender's expected steps lost */
  return g_strdup_printf (_("Battle in %s: the attacker takes it %s, expected losses %.1f / %.1f steps"), hex,
                          take, f->attacker_losses, f->defender_losses);
}

/* The one role that gives every action listed (of `selected` when it has
 * some), or the war council when they differ (10.5). */
static VicRole
listed_role (const VicGame *game, const GArray *legal, int selected)
{
  gboolean of_selected = FALSE;
  gboolean any = FALSE;
  VicRole role = VIC_ROLE_WAR_COUNCIL;

  for (guint i = 0; i < legal->len && selected != VIC_NO_BLOCK; i++)
    of_selected = of_selected || g_array_index (legal, VicAction, i).block == selected;
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      VicRole r;
      if (of_selected && a->block != selected)
        continue;
      r = vic_action_role (game, a);
      if (any && r != role)
        return VIC_ROLE_WAR_COUNCIL;
      role = r;
      any = TRUE;
    }
  return role;
}

char *
vic_decider_words (const VicGame *game, const GArray *legal, int selected)
{
  int decider = vic_game_get_decider (game);
  const char *player;
  VicRole role;

  if (decider < 0)
    return g_strdup ("");
  player = vic_game_get_player_name (game, decider);
  if (!vic_game_has_commanders (game, decider))
    return g_strdup (player);
  role = listed_role (game, legal, selected);
  if (role == VIC_ROLE_WAR_COUNCIL)
    /* TRANSLATORS: who decides in a Commanders game (10.5): the player's (the side's) name */
    return g_strdup_printf (_("The war council of %s"), player);
  /* TRANSLATORS: who decides in a Commanders game (10.5): the role ("Admiral"),
   * the commander's name, the player's (the side's) name: "Admiral Bob (Player 1)" */
  return g_strdup_printf (_("%s %s (%s)"), vic_role_name (role), vic_game_get_commander (game, decider, role), player);
}
