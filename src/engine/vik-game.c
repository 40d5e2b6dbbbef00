/* vik-game.c: the game's life cycle, the turn sequence [6.0], and the dispatch
 * of actions to the rule files (vik-explore.c, vik-build.c, vik-move.c, vik-reserve.c). */
#include "config.h"

#include "vik-game-private.h"
#include "vik-position.h"

#include <string.h>

G_DEFINE_QUARK (vik-rule-error-quark, vik_rule_error)

static const char *default_names[VIK_MAX_PLAYERS] = {
  N_("Red"), N_("Yellow"), N_("Blue"), N_("Green"),
  N_("Purple"), N_("Orange"), N_("White"), N_("Black"),
};

/* ---------------------------------------------------------------- life cycle */

static VikHistory *
history_new (void)
{
  VikHistory *history = g_new0 (VikHistory, 1);
  history->ref_count = 1;
  history->actions = g_array_new (FALSE, FALSE, sizeof (VikAction));
  return history;
}

static VikGame *
game_alloc (int radius)
{
  VikGame *game = g_new0 (VikGame, 1);

  game->board = vik_board_new (radius);
  game->history = history_new ();
  game->events = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  return game;
}

static void
core_init (VikGame *game, const VikRuleset *rules, int n_players, guint64 seed)
{
  VikCore *c = &game->core;
  const VikBoard *board = game->board;

  c->rules = *rules;
  c->seed = seed;
  vik_rng_seed (&c->rng, seed, 0x56494b544f5259ULL /* "VIKTORY" */);
  c->n_players = n_players;
  c->victory = VIK_VICTORY_STANDARD;
  c->winner = VIK_NO_PLAYER;
  c->active_unit = -1;
  c->relocation_reveal = VIK_NO_HEX;
  c->battle.hex = VIK_NO_HEX;
  c->capital_taken_from = VIK_NO_PLAYER;
  c->adjust.player = VIK_NO_PLAYER;
  c->adjust.hex = VIK_NO_HEX;
  c->subj.capital = VIK_NO_HEX;
  c->subj.ruler = VIK_NO_PLAYER;
  c->subj.vassal = VIK_NO_PLAYER;
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      c->players[p].capital_hex = VIK_NO_HEX;
      c->players[p].ruler = VIK_NO_PLAYER;
      if (p < n_players)
        g_strlcpy (c->players[p].name, _(default_names[p]), VIK_NAME_MAX);
      for (int i = 0; i < 8; i++)
        c->start_groups[p][i] = VIK_NO_HEX;
    }
  for (int h = 0; h < board->n_hexes; h++)
    {
      VikHexState *hs = &c->hexes[h];
      hs->terrain = VIK_TERRAIN_WATER;
      hs->revealed = vik_board_is_perimeter (board, h); /* R1 */
      hs->site_owner = VIK_NO_PLAYER;
      hs->capital_of = VIK_NO_PLAYER;
    }
  vik_board_start_groups (board, n_players, rules->start_hexes, c->start_groups);
  vik_pile_fill_default (game);
}

/* For vik-save.c: a game with its board, an empty history and the state of a
 * new game (core_init), which the loader then overwrites field by field; the
 * defaults of the slots a save does not mention stay as a new game has them. */
VikGame *
vik_game_alloc_for_load (const VikRuleset *rules, int radius, int n_players, guint64 seed)
{
  VikGame *game;

  g_return_val_if_fail (radius >= 2 && radius <= VIK_MAX_RADIUS, NULL);
  g_return_val_if_fail (n_players >= 2 && n_players <= VIK_MAX_PLAYERS, NULL);
  game = game_alloc (radius);
  core_init (game, rules, n_players, seed);
  return game;
}

void
vik_copy_player_name (char dest[VIK_NAME_MAX], const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  const char *end = valid;

  while (*end != '\0')
    {
      const char *next = g_utf8_next_char (end);
      if (next - valid >= VIK_NAME_MAX)
        break;
      end = next;
    }
  memset (dest, 0, VIK_NAME_MAX);
  memcpy (dest, valid, end - valid);
}

VikGame *
vik_game_new (const VikGameOptions *options, GError **error)
{
  const VikRuleset *rules = options->rules ? options->rules : vik_ruleset_v2_1 ();
  guint victory = options->victory ? options->victory : VIK_VICTORY_STANDARD;
  g_autofree char *why = NULL;
  VikGame *game;

  if (options->n_players < 2 || options->n_players > VIK_MAX_PLAYERS)
    {
      g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS,
                   _("A game needs 2 to 8 players, not %d (1.1)"), options->n_players);
      return NULL;
    }
  if (!vik_victory_validate (victory, rules->options, &why))
    {
      g_set_error_literal (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS, why);
      return NULL;
    }
  /* The edition's own player counts, optional rules and victory conditions. */
  if (!vik_edition_check (rules, victory, options->n_players, error))
    return NULL;
  if (options->first_player < VIK_FIRST_PLAYER_DRAWN || options->first_player >= options->n_players)
    {
      g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS,
                   _("The first player must be one of the %d players, not player %d (4.0)"),
                   options->n_players, options->first_player + 1);
      return NULL;
    }

  game = game_alloc (vik_board_radius_for_players (options->n_players));
  core_init (game, rules, options->n_players, options->seed);
  game->core.victory = victory;
  for (int p = 0; p < options->n_players; p++)
    if (options->names[p] != NULL && options->names[p][0] != '\0')
      vik_copy_player_name (game->core.players[p].name, options->names[p]);
  /* [16.2]; [16.3] "First setup an explored map (see 15.2)", No Exploration's way. */
  if (vik_ruleset_has_option (rules, VIK_OPTION_NO_EXPLORATION)
      || vik_ruleset_has_option (rules, VIK_OPTION_IMMEDIATE_EMPIRES))
    vik_reveal_all (game, TRUE);
  else if (rules->exploration == VIK_EXPLORE_NONE)
    vik_reveal_all (game, FALSE); /* v1 "The Map": face up; Player 1 takes corner 1 (R2) */

  /* [4.0] 1: drawn after seeding, so the seed still reproduces the game. */
  if (options->first_player == VIK_FIRST_PLAYER_DRAWN)
    vik_set_first_player (game, (int) vik_rng_below (&game->core.rng, options->n_players), TRUE);
  else
    vik_set_first_player (game, options->first_player, TRUE);
  vik_begin_turn (game, game->core.first_player);
  g_array_set_size (game->events, 0);
  return game;
}

void
vik_set_first_player (VikGame *game, int first, gboolean rotate_groups)
{
  VikCore *c = &game->core;
  gint16 groups[VIK_MAX_PLAYERS][8];

  c->first_player = first;
  if (!rotate_groups)
    return;
  memcpy (groups, c->start_groups, sizeof groups);
  for (int i = 0; i < c->n_players; i++)
    memcpy (c->start_groups[(first + i) % c->n_players], groups[i], sizeof groups[i]);
}

VikGame *
vik_game_copy (const VikGame *game)
{
  VikGame *copy;

  g_return_val_if_fail (game != NULL, NULL);
  copy = g_new (VikGame, 1);
  memcpy (&copy->core, &game->core, sizeof game->core);
  copy->board = vik_board_ref (game->board);
  copy->history = game->history;
  g_atomic_int_inc (&copy->history->ref_count);
  copy->events = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  return copy;
}

gboolean
vik_game_equal (const VikGame *a, const VikGame *b)
{
  guint na, nb;
  const VikAction *ha = vik_game_get_history (a, &na);
  const VikAction *hb = vik_game_get_history (b, &nb);

  return a->board->radius == b->board->radius
      && memcmp (&a->core, &b->core, sizeof a->core) == 0
      && na == nb
      && (na == 0 || memcmp (ha, hb, na * sizeof (VikAction)) == 0); /* no NULL to memcmp */
}

static void
history_unref (VikHistory *history)
{
  if (g_atomic_int_dec_and_test (&history->ref_count))
    {
      g_array_unref (history->actions);
      g_free (history);
    }
}

void
vik_game_free (VikGame *game)
{
  if (game == NULL)
    return;
  vik_board_unref (game->board);
  history_unref (game->history);
  g_array_unref (game->events);
  g_free (game);
}

static void
history_append (VikGame *game, const VikAction *action)
{
  if (g_atomic_int_get (&game->history->ref_count) > 1)
    {
      VikHistory *own = g_new0 (VikHistory, 1);
      own->ref_count = 1;
      own->actions = g_array_sized_new (FALSE, FALSE, sizeof (VikAction), game->history->actions->len + 64);
      g_array_append_vals (own->actions, game->history->actions->data, game->history->actions->len);
      history_unref (game->history);
      game->history = own;
    }
  g_array_append_val (game->history->actions, *action);
}

void
vik_game_continue_history (VikGame *game, VikGame *previous, const VikAction *more, guint n_more)
{
  g_return_if_fail (game != NULL && game != previous);
  history_unref (game->history);
  if (previous != NULL)
    {
      game->history = previous->history;
      previous->history = history_new ();
    }
  else
    game->history = history_new ();
  for (guint i = 0; i < n_more; i++)
    history_append (game, &more[i]);
}

/* ---------------------------------------------------------------- accessors */

const VikBoard *vik_game_get_board (const VikGame *game) { return game->board; }
const VikRuleset *vik_game_get_rules (const VikGame *game) { return &game->core.rules; }
int vik_game_get_n_players (const VikGame *game) { return game->core.n_players; }
int vik_game_get_first_player (const VikGame *game) { return game->core.first_player; }
guint64 vik_game_get_seed (const VikGame *game) { return game->core.seed; }
guint vik_game_get_victory (const VikGame *game) { return game->core.victory; }
int vik_game_get_current_player (const VikGame *game) { return game->core.current; }
VikDecision vik_game_get_decision (const VikGame *game) { return game->core.decision; }
VikPhase vik_game_get_phase (const VikGame *game) { return game->core.phase; }
int vik_game_get_turn (const VikGame *game) { return game->core.turn; }
gboolean vik_game_is_over (const VikGame *game) { return game->core.phase == VIK_PHASE_OVER; }
int vik_game_get_winner (const VikGame *game) { return game->core.winner; }
int vik_game_pile_size (const VikGame *game) { return game->core.pile_len; }

const char *
vik_game_get_player_name (const VikGame *game, int player)
{
  g_return_val_if_fail (player >= 0 && player < game->core.n_players, "");
  return game->core.players[player].name;
}

int
vik_game_get_decider (const VikGame *game)
{
  switch (game->core.decision)
    {
    case VIK_DECISION_NONE:
      return game->core.current;
    case VIK_DECISION_START_WATER:
    case VIK_DECISION_WATER_PUTBACK:
    case VIK_DECISION_ARRANGE:
      return game->core.reveal.player;
    case VIK_DECISION_WITHDRAW:
    case VIK_DECISION_REINFORCE:
      return vik_subjugation_decider (game);
    default:
      return vik_combat_decider (game);
    }
}

const VikEvent *
vik_game_get_events (const VikGame *game, guint *n_events)
{
  *n_events = game->events->len;
  return (const VikEvent *) game->events->data;
}

const VikAction *
vik_game_get_history (const VikGame *game, guint *n_actions)
{
  *n_actions = game->history->actions->len;
  return (const VikAction *) game->history->actions->data;
}

gboolean
vik_game_hex_revealed (const VikGame *game, int hex)
{
  return game->core.hexes[hex].revealed;
}

VikTerrain
vik_game_hex_terrain (const VikGame *game, int hex)
{
  return game->core.hexes[hex].terrain;
}

VikSite
vik_game_hex_site (const VikGame *game, int hex)
{
  return game->core.hexes[hex].site;
}

int
vik_game_hex_site_owner (const VikGame *game, int hex)
{
  return game->core.hexes[hex].site_owner;
}

int
vik_game_hex_capital_of (const VikGame *game, int hex)
{
  return game->core.hexes[hex].capital_of;
}

int
vik_game_hex_units (const VikGame *game, int hex, int player, VikUnitType type)
{
  const VikCore *c = &game->core;
  int n = 0;

  if (c->hexes[hex].units[player] == 0)
    return 0;
  for (int i = 0; i < c->n_units; i++)
    if (c->units[i].hex == hex && c->units[i].owner == player && c->units[i].type == type)
      n++;
  return n;
}

int
vik_game_hex_frigates (const VikGame *game, int hex, int player, int *labels, int *cargo, int max)
{
  const VikCore *c = &game->core;
  int n = 0;

  if (c->hexes[hex].units[player] == 0)
    return 0;
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->hex != hex || u->owner != player || u->type != VIK_UNIT_FRIGATE)
        continue;
      if (n < max)
        {
          int carried = 0;
          for (int j = 0; j < c->n_units; j++)
            if (c->units[j].carrier == i)
              carried++;
          if (labels != NULL)
            labels[n] = u->label;
          if (cargo != NULL)
            cargo[n] = carried;
        }
      n++;
    }
  return n;
}

int
vik_game_reserve (const VikGame *game, int player, VikUnitType type)
{
  return game->core.players[player].reserve[type];
}

int
vik_game_map_units (const VikGame *game, int player, VikUnitType type)
{
  const VikCore *c = &game->core;
  int n = 0;

  for (int i = 0; i < c->n_units; i++)
    if (c->units[i].owner == player && c->units[i].type == type)
      n++;
  return n;
}

int
vik_game_count_sites (const VikGame *game, int player, VikSite site)
{
  int n = 0;

  for (int h = 0; h < game->board->n_hexes; h++)
    if (game->core.hexes[h].site == site && game->core.hexes[h].site_owner == player)
      n++;
  return n;
}

int
vik_game_capital_hex (const VikGame *game, int player)
{
  return game->core.players[player].capital_hex;
}

const gint16 *
vik_game_start_group (const VikGame *game, int player, int *n_hexes)
{
  int n = 0;

  while (n < 8 && game->core.start_groups[player][n] != VIK_NO_HEX)
    n++;
  *n_hexes = n;
  return game->core.start_groups[player];
}

int
vik_game_n_units (const VikGame *game)
{
  return game->core.n_units;
}

gboolean
vik_game_get_unit (const VikGame *game, int index, VikUnitInfo *info)
{
  const VikCore *c = &game->core;
  const VikUnit *u;

  if (index < 0 || index >= c->n_units)
    return FALSE;
  u = &c->units[index];
  info->type = u->type;
  info->owner = u->owner;
  info->hex = u->hex;
  info->mp = u->mp;
  info->label = u->label;
  info->carrier = u->carrier >= 0 ? c->units[u->carrier].label : 0;
  info->cargo = 0;
  for (int i = 0; i < c->n_units && u->type == VIK_UNIT_FRIGATE; i++)
    info->cargo += c->units[i].carrier == index;
  info->moving = c->active_unit == index;
  info->attacked = (u->flags & VIK_UNIT_ATTACKED) != 0;
  info->hit = (u->flags & VIK_UNIT_HIT) != 0;
  return TRUE;
}

/* ---------------------------------------------------------------- shared helpers */

void
vik_emit (VikGame *game, VikEventKind kind, int player, int unit, int hex, int hex2, int value)
{
  VikEvent e = { 0 };

  e.kind = kind;
  e.player = player;
  e.unit = unit;
  e.hex = hex;
  e.hex2 = hex2;
  e.value = value;
  g_array_append_val (game->events, e);
}

void
vik_emit_terrain (VikGame *game, int player, int hex, VikTerrain terrain)
{
  vik_emit (game, VIK_EVENT_HEX_REVEALED, player, 0, hex, VIK_NO_HEX, 0);
  g_array_index (game->events, VikEvent, game->events->len - 1).terrain = terrain;
}

int
vik_unit_next_label (const VikGame *game, int player)
{
  guint32 used = 0;

  for (int i = 0; i < game->core.n_units; i++)
    {
      const VikUnit *u = &game->core.units[i];
      if (u->owner == player && u->type == VIK_UNIT_FRIGATE && u->label < 32)
        used |= 1u << u->label;
    }
  for (int label = 1; label < 32; label++)
    if (!(used & (1u << label)))
      return label;
  return 0;
}

int
vik_unit_add (VikGame *game, int player, VikUnitType type, int hex)
{
  VikCore *c = &game->core;
  VikUnit *u;
  int i;

  g_return_val_if_fail (c->n_units < VIK_MAX_UNITS, -1);
  i = c->n_units++;
  u = &c->units[i];
  memset (u, 0, sizeof *u);
  u->type = type;
  u->owner = player;
  u->hex = hex;
  u->carrier = -1;
  u->unload_hex = VIK_NO_HEX;
  u->entered_from = VIK_NO_HEX;
  if (type == VIK_UNIT_FRIGATE)
    u->label = vik_unit_next_label (game, player);
  c->hexes[hex].units[player]++;
  return i;
}

void
vik_unit_remove (VikGame *game, int unit)
{
  VikCore *c = &game->core;
  int last = c->n_units - 1;

  c->hexes[c->units[unit].hex].units[c->units[unit].owner]--;
  for (int i = 0; i < c->n_units; i++)
    if (c->units[i].carrier == unit)
      c->units[i].carrier = -1; /* the caller decides what becomes of cargo */
  if (c->active_unit == unit)
    c->active_unit = -1;
  if (unit != last)
    {
      c->units[unit] = c->units[last];
      for (int i = 0; i < last; i++)
        if (c->units[i].carrier == last)
          c->units[i].carrier = unit;
      if (c->active_unit == last)
        c->active_unit = unit;
    }
  memset (&c->units[last], 0, sizeof c->units[last]);
  c->n_units--;
}

void
vik_unit_set_hex (VikGame *game, int unit, int hex)
{
  VikCore *c = &game->core;
  VikUnit *u = &c->units[unit];

  if (u->type == VIK_UNIT_FRIGATE)
    for (int i = 0; i < c->n_units; i++)
      if (c->units[i].carrier == unit)
        {
          c->hexes[c->units[i].hex].units[u->owner]--;
          c->units[i].hex = hex;
          c->hexes[hex].units[u->owner]++;
        }
  c->hexes[u->hex].units[u->owner]--;
  u->hex = hex;
  c->hexes[hex].units[u->owner]++;
}

int
vik_unit_find_frigate (const VikGame *game, int player, int label)
{
  for (int i = 0; i < game->core.n_units; i++)
    {
      const VikUnit *u = &game->core.units[i];
      if (u->owner == player && u->type == VIK_UNIT_FRIGATE && u->label == label)
        return i;
    }
  return -1;
}

int
vik_unit_find (const VikGame *game, int player, VikUnitType type, int hex)
{
  const VikCore *c = &game->core;
  int best = -1;

  if (hex < 0 || hex >= game->board->n_hexes || c->hexes[hex].units[player] == 0)
    return -1;
  if (c->active_unit >= 0)
    {
      const VikUnit *a = &c->units[c->active_unit];
      if (a->owner == player && a->type == type && a->hex == hex && a->carrier < 0)
        return c->active_unit;
    }
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->owner == player && u->type == type && u->hex == hex && u->carrier < 0
          && (best < 0 || u->mp > c->units[best].mp))
        best = i;
    }
  return best;
}

gboolean
vik_hex_has_enemy (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];
  gboolean alliances = vik_subjugation_on (game);

  /* R8: every other player, unless Subjugation [16.84] makes him an Alliance's. */
  for (int p = 0; p < game->core.n_players; p++)
    if (p != player && hs->units[p] > 0 && (!alliances || vik_meet (game, player, p) == VIK_MEET_ENEMY))
      return TRUE;
  return FALSE;
}

gboolean
vik_hex_is_land (const VikGame *game, int hex)
{
  return game->core.hexes[hex].revealed && game->core.hexes[hex].terrain != VIK_TERRAIN_WATER;
}

gboolean
vik_player_has_capital (const VikGame *game, int player)
{
  int h = game->core.players[player].capital_hex;

  return h != VIK_NO_HEX && game->core.hexes[h].site_owner == player;
}

void
vik_add_to_reserve (VikGame *game, int player, VikSite site, VikTerrain terrain, VikSite previous)
{
  guint now[VIK_N_UNIT_TYPES] = { 0 }, before[VIK_N_UNIT_TYPES] = { 0 };

  vik_ruleset_support (&game->core.rules, site, terrain, now);
  vik_ruleset_support (&game->core.rules, previous, terrain, before);
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (now[t] > before[t])
      {
        game->core.players[player].reserve[t] += now[t] - before[t];
        vik_emit (game, VIK_EVENT_UNITS_GAINED, player, t, VIK_NO_HEX, VIK_NO_HEX, now[t] - before[t]);
      }
}

void
vik_finish_active_unit (VikGame *game)
{
  VikCore *c = &game->core;

  if (c->active_unit >= 0)
    c->units[c->active_unit].mp = 0;
  c->active_unit = -1;
}

/* ---------------------------------------------------------------- turn sequence [6.0] */

void
vik_set_phase (VikGame *game, VikPhase phase)
{
  VikCore *c = &game->core;

  vik_finish_active_unit (game);
  c->phase = phase;
  if (phase == VIK_PHASE_RESERVE)
    {
      c->placed_any = 0;
      for (int h = 0; h < game->board->n_hexes; h++)
        memset (c->hexes[h].placed, 0, sizeof c->hexes[h].placed);
    }
  vik_emit (game, VIK_EVENT_PHASE_BEGAN, c->current, 0, VIK_NO_HEX, VIK_NO_HEX, phase);
}

void
vik_begin_turn (VikGame *game, int player)
{
  VikCore *c = &game->core;

  c->current = player;
  c->towns_built = 0;
  c->upgraded = 0;
  c->relocated = 0;
  c->active_unit = -1;
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      c->hexes[h].began_here = 0;
      c->hexes[h].battled = 0;
      c->hexes[h].built_now = 0;
    }
  for (int i = 0; i < c->n_units; i++)
    {
      VikUnit *u = &c->units[i];
      if (u->owner != player)
        continue;
      u->mp = vik_ruleset_movement (&c->rules, u->type);
      u->flags = u->carrier >= 0 ? VIK_UNIT_TRANSPORTED : 0;
      u->unload_hex = VIK_NO_HEX;
      u->carried = 0;
      u->landed_by = 0;
      if (u->carrier < 0 && u->type != VIK_UNIT_FRIGATE)
        c->hexes[u->hex].began_here = 1;
    }
  /* Cargo aboard at the start of the turn counts towards the three a turn [10.41]. */
  for (int i = 0; i < c->n_units; i++)
    if (c->units[i].owner == player && c->units[i].type == VIK_UNIT_FRIGATE)
      {
        int n = 0;
        for (int j = 0; j < c->n_units; j++)
          if (c->units[j].carrier == i)
            n++;
        c->units[i].carried = n;
      }
  if (vik_empire_turn (game, player))
    {
      /* [16.3]: a build-only turn, or the first normal turn when he cannot build. */
      if (!vik_empire_can_build (game))
        {
          vik_empire_start_normal_play (game);
          return;
        }
      vik_emit (game, VIK_EVENT_TURN_BEGAN, player, 1, VIK_NO_HEX, VIK_NO_HEX, c->turn);
      vik_set_phase (game, VIK_PHASE_BUILD);
      return;
    }
  vik_emit (game, VIK_EVENT_TURN_BEGAN, player, 0, VIK_NO_HEX, VIK_NO_HEX, c->turn);
  if (c->turn == 0)
    {
      int n;
      const gint16 *group = vik_game_start_group (game, player, &n);
      int hexes[8];

      vik_set_phase (game, VIK_PHASE_SETUP);
      for (int i = 0; i < n; i++)
        hexes[i] = group[i];
      vik_reveal_hexes (game, player, hexes, n, TRUE);
      vik_explore_widen_start (game, player);
    }
  else
    {
      /* [6.0]: de-v1.1 and v1 build first. */
      vik_set_phase (game, c->rules.build_first ? VIK_PHASE_BUILD : VIK_PHASE_MOVEMENT);
      vik_victory_turn_start (game);
    }
}

static void
next_player (VikGame *game)
{
  VikCore *c = &game->core;
  int p = c->current;

  vik_subjugation_turn_ended (game, p);
  do
    {
      p = (p + 1) % c->n_players;
      /* Saves hold turns up to VIK_MAX_TURN: a longer game stays on its last turn.
       * With Immediate Empires [16.3] turn 0 goes on until a player stops building. */
      if (p == c->first_player && c->turn < VIK_MAX_TURN
          && !(c->turn == 0 && vik_ruleset_has_option (&c->rules, VIK_OPTION_IMMEDIATE_EMPIRES)))
        c->turn++;
    }
  while (c->players[p].eliminated && p != c->current);
  vik_begin_turn (game, p);
}

/* [4.0] 2: can the current player build his Capital on a starting hex?  Not
 * when they hold no land (the pile ran out of land): see docs/rules-notes.md. */
static gboolean
capital_possible (const VikGame *game)
{
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      VikAction a = vik_action_make (VIK_ACTION_CAPITAL);
      a.to = h;
      if (vik_build_check (game, &a, NULL))
        return TRUE;
    }
  return FALSE;
}

static gboolean
end_check (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;

  switch (c->phase)
    {
    case VIK_PHASE_SETUP:
      if (c->players[c->current].capital_hex == VIK_NO_HEX && capital_possible (game))
        return vik_refuse (error, _("Build your Capital on one of your starting land hexes first (4.0)"));
      return TRUE;
    case VIK_PHASE_MOVEMENT:
      if (vik_combat_pending_hex (game) != VIK_NO_HEX)
        return vik_refuse (error, _("Fight the battle in %s before ending your movement (13.0)"),
                           vik_board_label (game->board, vik_combat_pending_hex (game)));
      /* A Frigate in port [10.32], a Vassal's unit in his Alliance's hex [16.84]. */
      return !vik_move_must_move_on (game, error);
    case VIK_PHASE_BUILD:
    case VIK_PHASE_RESERVE:
      return TRUE;
    default:
      return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("The game is over"));
    }
}

static void
end_apply (VikGame *game)
{
  switch (game->core.phase)
    {
    case VIK_PHASE_SETUP:
      /* No Capital could be built: no Towns, so eliminated (R8, docs/rules-notes.md). */
      if (game->core.players[game->core.current].capital_hex == VIK_NO_HEX)
        {
          game->core.players[game->core.current].eliminated = 1;
          next_player (game);
          break;
        }
      vik_set_phase (game, VIK_PHASE_RESERVE);
      break;
    case VIK_PHASE_BUILD:
      /* [16.3]: a player who builds nothing in his build-only turn plays first now. */
      if (vik_empire_turn (game, game->core.current) && game->core.towns_built == 0 && !game->core.upgraded)
        vik_empire_start_normal_play (game);
      else
        vik_set_phase (game, game->core.rules.build_first ? VIK_PHASE_MOVEMENT : VIK_PHASE_RESERVE);
      break;
    case VIK_PHASE_MOVEMENT:
      vik_set_phase (game, game->core.rules.build_first ? VIK_PHASE_RESERVE : VIK_PHASE_BUILD);
      break;
    case VIK_PHASE_RESERVE:
      /* The naval battles of [14.5] come first; settle() then passes the turn. */
      game->core.ending_turn = 1;
      break;
    default:
      break;
    }
}

/* After every action: once no decision or battle is under way, check victory
 * [5.0], and pass the turn when its Reserve phase has ended. */
static void
settle (VikGame *game)
{
  VikCore *c = &game->core;

  for (;;)
    {
      if (c->phase == VIK_PHASE_OVER || c->decision != VIK_DECISION_NONE || c->battle.hex != VIK_NO_HEX)
        return;
      if (vik_relocate_settle (game))
        continue; /* [16.5]: the relocated Town or City reveals, now its units are chosen */
      /* [16.82]: a captured Capital is handed back before anything else,
       * victory included (rules notes). */
      if (vik_subjugation_advance (game))
        continue; /* a decision or a battle of it is open now */
      vik_victory_check (game);
      if (c->phase == VIK_PHASE_OVER || !c->ending_turn)
        return;
      if (vik_combat_start_placement_battle (game, c->current))
        continue;
      c->ending_turn = 0;
      next_player (game);
    }
}

/* ---------------------------------------------------------------- actions */

void
vik_game_legal_actions (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  VikAction end = vik_action_make (VIK_ACTION_END);

  if (c->phase == VIK_PHASE_OVER)
    return;
  switch (c->decision)
    {
    case VIK_DECISION_NONE:
      break;
    case VIK_DECISION_START_WATER:
    case VIK_DECISION_WATER_PUTBACK:
    case VIK_DECISION_ARRANGE:
      vik_explore_legal (game, out);
      return;
    case VIK_DECISION_ELIMINATE:
      vik_conquest_legal (game, out);
      return;
    case VIK_DECISION_WITHDRAW:
    case VIK_DECISION_REINFORCE:
      vik_subjugation_legal (game, out);
      return;
    default:
      vik_combat_legal (game, out);
      return;
    }
  switch (c->phase)
    {
    case VIK_PHASE_SETUP:
    case VIK_PHASE_BUILD:
      vik_build_legal (game, out);
      break;
    case VIK_PHASE_MOVEMENT:
      vik_move_legal (game, out);
      vik_combat_legal (game, out);
      break;
    case VIK_PHASE_RESERVE:
      vik_reserve_legal (game, out);
      break;
    default:
      break;
    }
  if (end_check (game, NULL))
    g_array_append_val (out, end);
}

static gboolean check_action (const VikGame *game, const VikAction *a, GError **error);

/* The checks cite v2.1's cases; a refusal leaves citing the edition's own book. */
gboolean
vik_game_check_action (const VikGame *game, const VikAction *a, GError **error)
{
  if (check_action (game, a, error))
    return TRUE;
  if (error != NULL)
    vik_cite_error (&game->core.rules, *error);
  return FALSE;
}

static gboolean
check_action (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  gboolean deciding = c->decision != VIK_DECISION_NONE;

  if (c->phase == VIK_PHASE_OVER)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("The game is over"));
  if ((c->decision == VIK_DECISION_WITHDRAW || c->decision == VIK_DECISION_REINFORCE || a->kind == VIK_ACTION_WITHDRAW)
      && a->kind != VIK_ACTION_CONCEDE)
    return vik_subjugation_check (game, a, error);

  switch (a->kind)
    {
    case VIK_ACTION_TILE:
    case VIK_ACTION_PUTBACK:
    case VIK_ACTION_KEEP:
      return vik_explore_check (game, a, error);
    case VIK_ACTION_HIT:
    case VIK_ACTION_FIGHT:
    case VIK_ACTION_RETREAT:
    case VIK_ACTION_AVERAGE:
      return vik_combat_check (game, a, error);
    case VIK_ACTION_ELIMINATE:
      return vik_conquest_check (game, a, error);
    case VIK_ACTION_CONCEDE:
      return vik_victory_concede_check (game, error);
    default:
      break;
    }
  if (deciding)
    {
      int decider = vik_game_get_decider (game);
      const char *name;

      /* Loaded states are validated (vik_game_check_loaded): a decision has its player. */
      g_return_val_if_fail (decider >= 0 && decider < c->n_players, FALSE);
      name = c->players[decider].name;
      switch (c->decision)
        {
        case VIK_DECISION_CASUALTY:
          return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("%s must first choose a casualty (11.1)"), name);
        case VIK_DECISION_RETREAT:
          return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("%s must first retreat or fight on (13.3)"), name);
        case VIK_DECISION_ELIMINATE:
          return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("%s must first choose the units lost with the Town or City (11.3)"), name);
        case VIK_DECISION_AVERAGE:
          return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                                  _("%s must first choose how many pairs of dice to leave unrolled (16.4)"), name);
        default:
          return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("%s must first place the revealed tiles (7.0)"), name);
        }
    }

  switch (a->kind)
    {
    case VIK_ACTION_END:
      return end_check (game, error);
    case VIK_ACTION_STOP:
    case VIK_ACTION_MOVE:
    case VIK_ACTION_EMBARK:
    case VIK_ACTION_DISEMBARK:
      return vik_move_check (game, a, error);
    case VIK_ACTION_CAPITAL:
    case VIK_ACTION_TOWN:
    case VIK_ACTION_CITY:
    case VIK_ACTION_METROPOLIS:
    case VIK_ACTION_RELOCATE:
      return vik_build_check (game, a, error);
    case VIK_ACTION_PLACE:
    case VIK_ACTION_DISBAND:
      return vik_reserve_check (game, a, error);
    case VIK_ACTION_BOMBARD:
    case VIK_ACTION_BATTLE:
      return vik_combat_check (game, a, error);
    default:
      return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown action"));
    }
}

gboolean
vik_game_apply (VikGame *game, const VikAction *a, GError **error)
{
  if (!vik_game_check_action (game, a, error))
    return FALSE;

  g_array_set_size (game->events, 0);
  history_append (game, a);
  if (game->core.decision == VIK_DECISION_WITHDRAW || game->core.decision == VIK_DECISION_REINFORCE)
    {
      vik_subjugation_apply (game, a);
      settle (game);
      return TRUE;
    }
  switch (a->kind)
    {
    case VIK_ACTION_TILE:
    case VIK_ACTION_PUTBACK:
    case VIK_ACTION_KEEP:
      vik_explore_apply (game, a);
      break;
    case VIK_ACTION_END:
      end_apply (game);
      break;
    case VIK_ACTION_STOP:
    case VIK_ACTION_MOVE:
    case VIK_ACTION_EMBARK:
    case VIK_ACTION_DISEMBARK:
      vik_move_apply (game, a);
      break;
    case VIK_ACTION_CAPITAL:
    case VIK_ACTION_TOWN:
    case VIK_ACTION_CITY:
    case VIK_ACTION_METROPOLIS:
    case VIK_ACTION_RELOCATE:
      vik_build_apply (game, a);
      break;
    case VIK_ACTION_PLACE:
    case VIK_ACTION_DISBAND:
      vik_reserve_apply (game, a);
      break;
    case VIK_ACTION_BOMBARD:
    case VIK_ACTION_BATTLE:
    case VIK_ACTION_HIT:
    case VIK_ACTION_FIGHT:
    case VIK_ACTION_RETREAT:
    case VIK_ACTION_AVERAGE:
      vik_combat_apply (game, a);
      break;
    case VIK_ACTION_ELIMINATE:
      vik_conquest_apply (game, a);
      break;
    case VIK_ACTION_CONCEDE:
      {
        int player = game->core.current;
        vik_victory_concede (game, player);
        vik_subjugation_player_left (game, player);
        vik_victory_check (game);
        if (game->core.phase != VIK_PHASE_OVER)
          next_player (game);
        break;
      }
    default:
      g_assert_not_reached ();
    }
  settle (game);
  return TRUE;
}

gboolean
vik_game_apply_text (VikGame *game, const char *text, GError **error)
{
  VikAction action;

  if (!vik_action_parse (text, game->board, &action, error))
    return FALSE;
  return vik_game_apply (game, &action, error);
}

/* ---------------------------------------------------------------- positions by hand */

VikGame *
vik_position_new (const VikRuleset *rules, int radius, int n_players, guint64 seed)
{
  VikGame *game;

  g_return_val_if_fail (radius >= 2 && radius <= VIK_MAX_RADIUS, NULL);
  g_return_val_if_fail (n_players >= 2 && n_players <= VIK_MAX_PLAYERS, NULL);
  game = game_alloc (radius);
  core_init (game, rules ? rules : vik_ruleset_v2_1 (), n_players, seed);
  game->core.turn = 1;
  vik_begin_turn (game, 0);
  g_array_set_size (game->events, 0);
  return game;
}

void
vik_position_set_hex (VikGame *game, int hex, VikTerrain terrain, gboolean revealed)
{
  game->core.hexes[hex].terrain = terrain;
  game->core.hexes[hex].revealed = revealed;
}

void
vik_position_fill (VikGame *game, VikTerrain terrain)
{
  for (int h = 0; h < game->board->n_hexes; h++)
    if (!vik_board_is_perimeter (game->board, h))
      vik_position_set_hex (game, h, terrain, TRUE);
}

void
vik_position_set_site (VikGame *game, int hex, int player, VikSite site, gboolean capital)
{
  VikHexState *hs = &game->core.hexes[hex];

  hs->site = site;
  hs->site_owner = site == VIK_SITE_NONE ? VIK_NO_PLAYER : player;
  if (capital)
    {
      hs->capital_of = player;
      game->core.players[player].capital_hex = hex;
    }
}

int
vik_position_add_unit (VikGame *game, int hex, int player, VikUnitType type)
{
  int i = vik_unit_add (game, player, type, hex);

  if (player == game->core.current)
    {
      game->core.units[i].mp = vik_ruleset_movement (&game->core.rules, type);
      if (type != VIK_UNIT_FRIGATE)
        game->core.hexes[hex].began_here = 1;
    }
  return game->core.units[i].label;
}

void
vik_position_add_cargo (VikGame *game, int player, int label, VikUnitType type)
{
  int f = vik_unit_find_frigate (game, player, label);
  int i;

  g_return_if_fail (f >= 0);
  i = vik_unit_add (game, player, type, game->core.units[f].hex);
  game->core.units[i].carrier = f;
  game->core.units[i].flags = VIK_UNIT_TRANSPORTED;
  game->core.units[f].carried++;
  if (player == game->core.current)
    game->core.units[i].mp = vik_ruleset_movement (&game->core.rules, type);
}

void
vik_position_set_reserve (VikGame *game, int player, VikUnitType type, int n)
{
  game->core.players[player].reserve[type] = n;
}

void
vik_position_set_victory (VikGame *game, guint victory)
{
  game->core.victory = victory;
}

void
vik_position_set_ruler (VikGame *game, int vassal, int ruler)
{
  game->core.players[vassal].ruler = ruler;
  if (ruler != VIK_NO_PLAYER)
    game->core.players[ruler].vassals_made |= 1u << vassal;
}

void
vik_position_begin_turn (VikGame *game, int player, VikPhase phase, int turn)
{
  game->core.turn = turn;
  vik_begin_turn (game, player);
  if (phase != game->core.phase && turn > 0)
    vik_set_phase (game, phase);
  g_array_set_size (game->events, 0);
}

int
vik_game_hex_units_mp (const VikGame *game, int hex, int player, VikUnitType type)
{
  int best = 0;

  for (int i = 0; i < game->core.n_units; i++)
    {
      const VikUnit *u = &game->core.units[i];
      if (u->owner == player && u->type == type && u->hex == hex && u->carrier < 0)
        best = MAX (best, u->mp);
    }
  return best;
}
