/* vic-game.c: the life of a Victory game, the shared helpers of the rule files
 * (blocks, control, stacking, hexside limits) and the sequence of play (2.0):
 * initiative, move phase, combat phase, supply & victory check, production. */
#include "config.h"

#include "vic-game-private.h"
#include "vic-commanders.h"

#include <string.h>

G_DEFINE_QUARK (vic-rule-error-quark, vic_rule_error)

/* ---------------------------------------------------------------- life */

VicGame *
vic_game_alloc (VicMap *map, const VicRuleset *rules, int n_players, guint64 seed)
{
  VicGame *game = g_new0 (VicGame, 1);
  VicCore *c = &game->core;

  game->map = vic_map_ref (map);
  game->history = g_new0 (VicHistory, 1);
  game->history->ref_count = 1;
  game->history->actions = g_array_new (FALSE, FALSE, sizeof (VicAction));
  game->events = g_array_new (FALSE, FALSE, sizeof (VicEvent));
  c->rules = *rules;
  c->seed = seed;
  vik_rng_seed (&c->rng, seed, 0x56494354u); /* "VICT" */
  c->n_players = n_players;
  c->phase = VIC_PHASE_DEPLOY;
  c->active = VIC_NO_BLOCK;
  c->storm = VIC_NO_HEX;
  c->battle.hex = VIC_NO_HEX;
  c->battle.winner = -1;
  c->battle.leader[0] = c->battle.leader[1] = VIC_NO_PLAYER;
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    c->battle.side_of[p] = -1;
  for (int p = 0; p < n_players; p++)
    c->order[p] = p;
  for (int h = 0; h < VIC_MAX_HEXES; h++)
    {
      c->hexes[h].control = VIC_NO_PLAYER;
      c->hexes[h].attacker = VIC_NO_PLAYER;
      for (int d = 0; d < 6; d++)
        c->hexes[h].entry[d] = VIC_NO_PLAYER;
    }
  for (int b = 0; b < VIC_MAX_BLOCKS; b++)
    c->blocks[b].owner = VIC_NO_PLAYER;
  return game;
}

void
vic_game_options_quick_start (VicGameOptions *o, int n_players, guint64 seed)
{
  memset (o, 0, sizeof *o);
  o->n_players = n_players;
  o->seed = seed;
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    {
      o->forces[p] = VIC_FORCES_RANDOM;
      o->force_units[p] = 20;
      o->force_pp[p] = 80;
    }
}

void
vic_name_copy (char dst[VIC_NAME_MAX], const char *src)
{
  /* 20 characters may be 80 bytes: stop where the next would not fit */
  vic_name_cut (dst, VIC_NAME_MAX, src, 20);
}

VicGame *
vic_game_new (const VicGameOptions *options, GError **error)
{
  g_autoptr(VicMap) own_map = NULL;
  const VicRuleset *rules = options->rules != NULL ? options->rules : vic_ruleset_default ();
  const char *key;
  char *why;
  VicMap *map;
  VicGame *game;
  guint8 tiles_seen = 0;

  if (options->n_players < 2 || options->n_players > VIC_MAX_PLAYERS)
    {
      g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                   _("Victory is played by 2 to %d players"), VIC_MAX_PLAYERS);
      return NULL;
    }
  if (!vic_ruleset_validate (rules, &key, &why))
    {
      g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS, "%s: %s", key, why);
      g_free (why);
      return NULL;
    }
  if (options->map == NULL)
    own_map = vic_map_new_two_tiles ();
  map = options->map != NULL ? (VicMap *) options->map : own_map;
  for (int p = 0; p < options->n_players; p++)
    {
      guint8 tiles = options->home_tiles[p];
      if (tiles == 0)
        {
          gboolean any = FALSE;
          for (int q = 0; q < options->n_players; q++)
            any = any || options->home_tiles[q] != 0;
          tiles = any ? 0 : (guint8) (1u << p);
        }
      if (tiles >> map->n_tiles)
        {
          g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                       _("Player %d's map tile is not on the map (1.1)"), p + 1);
          return NULL;
        }
      if (tiles & tiles_seen)
        {
          g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                       _("Two players have the same map tile (1.1)"));
          return NULL;
        }
      tiles_seen |= tiles;
    }
  {
    /* (10.4) Teams: 0 (alone) or 1-4; the players must make two sides at least. */
    int first = options->team[0];
    gboolean two_sides = FALSE;
    for (int p = 0; p < options->n_players; p++)
      {
        if (options->team[p] > VIC_MAX_PLAYERS)
          {
            g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                         _("Player %d's team must be 0 (alone) to %d (10.4)"), p + 1, VIC_MAX_PLAYERS);
            return NULL;
          }
        two_sides = two_sides || options->team[p] == 0 || options->team[p] != first;
      }
    if (!two_sides)
      {
        g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                     _("All players are allies: a game needs two sides (10.4)"));
        return NULL;
      }
  }
  for (int p = 0; p < options->n_players; p++)
    {
      const char *problem = NULL;
      VicRole missing;

      for (int r = 0; r < VIC_N_COMMANDERS; r++)
        if (options->commanders[p][r] != NULL && !vic_commander_name_ok (options->commanders[p][r], &problem))
          {
            g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS, _("Player %d's %s: %s"), p + 1,
                         vic_role_name (r), problem);
            return NULL;
          }
      if (!vic_commanders_complete (options->commanders[p], &missing, &problem))
        {
          g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS, _("Player %d's %s is missing: %s"), p + 1,
                       vic_role_name (missing), problem);
          return NULL;
        }
    }
  game = vic_game_alloc (map, rules, options->n_players, options->seed);
  for (int p = 0; p < options->n_players; p++)
    {
      VicPlayer *pl = &game->core.players[p];
      const char *name = options->names[p];
      char fallback[VIC_NAME_MAX];

      if (name == NULL)
        {
          g_snprintf (fallback, sizeof fallback, _("Player %d"), p + 1);
          name = fallback;
        }
      vic_name_copy (pl->name, name);
      pl->home_tiles = options->home_tiles[p];
      if (tiles_seen == 0 || (pl->home_tiles == 0 && options->home_tiles[0] == 0))
        pl->home_tiles = (guint8) (1u << p);
      if (pl->home_tiles == 0 || (pl->home_tiles >> map->n_tiles) != 0)
        {
          /* each player holds maps of the layout (10.0): no more players than maps by default */
          g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                       _("Player %d has no map of his own: the layout has %d (10.0)"), p + 1, map->n_tiles);
          vic_game_free (game);
          return NULL;
        }
      pl->home_bonus = CLAMP (options->home_bonus[p], 0, 3);
      pl->team = options->team[p];
      for (int r = 0; r < VIC_N_COMMANDERS; r++)
        if (options->commanders[p][r] != NULL)
          g_strlcpy (pl->commanders[r], options->commanders[p][r], VIC_NAME_MAX);
    }
  {
    /* A tile of the layout without a hex (Tiles= naming more tiles than the
     * hexes use, a [Tiles] digit for no hex) is no map to hold (1.1). */
    int hexes[VIC_MAX_TILES] = { 0 };
    for (int h = 0; h < map->n_hexes; h++)
      hexes[map->tile[h]]++;
    for (int p = 0; p < options->n_players; p++)
      for (int t = 0; t < map->n_tiles; t++)
        if (((game->core.players[p].home_tiles >> t) & 1) && hexes[t] == 0)
          {
            g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                         _("Player %d's map “%s” has no hex on the layout: players choose one map each (1.1)"),
                         p + 1, map->tile_names[t]);
            vic_game_free (game);
            return NULL;
          }
  }
  for (int p = 0; p < options->n_players; p++)
    for (int q = p + 1; q < options->n_players; q++)
      if (game->core.players[p].home_tiles & game->core.players[q].home_tiles)
        {
          /* what a save refuses, a game is not set up with */
          g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                       _("Players %d and %d have the same map tile (1.1)"), p + 1, q + 1);
          vic_game_free (game);
          return NULL;
        }
  /* (10.0): 15 PP on two maps, 30 on four; in general three quarters of one
   * map's 10 PP per map in play, halved and rounded: 2 maps 15, 3 maps 23, 4 maps 30. */
  for (int p = 0; p < options->n_players; p++)
    {
      int dflt = (vic_map_pp_total (map, -1) * 3 + 2) / 4;
      int win = options->win_pp[p] > 0 ? options->win_pp[p] : dflt;
      game->core.players[p].win_pp = CLAMP (win, 1, 255);
    }
  game->core.turn_limit = CLAMP (options->turn_limit, 0, VIC_MAX_TURN);
  vic_deploy_setup (game, options);
  vic_control_update_all (game);
  /* What could not be deployed would leave the game without a legal action. */
  if (!vic_deploy_room_check (game, error))
    {
      vic_game_free (game);
      return NULL;
    }
  /* (9.4) The Storm starts in the centre of the map. */
  if (vic_ruleset_has_option (&rules[0], VIC_OPTION_STORMS))
    game->core.storm = vic_map_centre (map);
  return game;
}

VicGame *
vic_game_copy (const VicGame *game)
{
  VicGame *copy = g_new (VicGame, 1);

  copy->map = vic_map_ref (game->map);
  copy->history = game->history;
  g_atomic_int_inc (&copy->history->ref_count);
  copy->events = g_array_new (FALSE, FALSE, sizeof (VicEvent));
  memcpy (&copy->core, &game->core, sizeof copy->core);
  return copy;
}

static void history_unref (VicHistory *h);

/* Makes `dest` what vic_game_copy (src) would make, in dest's memory: the
 * computer players judge thousands of positions a turn in one scratch game.
 * Two games on one map hold the same bytes in the hexes beyond the map and
 * in their free block slots (vic_game_alloc sets them, the rules never write
 * them, a freed slot is reset), so only the map's hexes and the slots either
 * game uses are copied: a third of VicCore on four map tiles. */
void
vic_game_copy_into (VicGame *dest, const VicGame *src)
{
  g_return_if_fail (dest != NULL && src != NULL);
  if (dest == src)
    return;
  if (dest->history != src->history)
    {
      g_atomic_int_inc (&src->history->ref_count);
      history_unref (dest->history);
      dest->history = src->history;
    }
  g_array_set_size (dest->events, 0);
  if (dest->map != src->map)
    {
      vic_map_ref (src->map);
      vic_map_unref (dest->map);
      dest->map = src->map;
      memcpy (&dest->core, &src->core, sizeof dest->core);
      return;
    }
  int slots = MAX (dest->core.n_slots, src->core.n_slots);
  memcpy (&dest->core, &src->core, G_STRUCT_OFFSET (VicCore, hexes));
  memcpy (dest->core.hexes, src->core.hexes, src->map->n_hexes * sizeof src->core.hexes[0]);
  memcpy (dest->core.blocks, src->core.blocks, slots * sizeof src->core.blocks[0]);
}

gboolean
vic_game_equal (const VicGame *a, const VicGame *b)
{
  guint na = a->history->actions->len, nb = b->history->actions->len;

  return memcmp (&a->core, &b->core, sizeof a->core) == 0
      && a->map->n_hexes == b->map->n_hexes
      && memcmp (a->map->terrain, b->map->terrain, a->map->n_hexes) == 0
      && memcmp (a->map->sides, b->map->sides, sizeof a->map->sides) == 0
      && na == nb
      && (na == 0 || memcmp (a->history->actions->data, b->history->actions->data, na * sizeof (VicAction)) == 0);
}

static void
history_unref (VicHistory *h)
{
  if (g_atomic_int_dec_and_test (&h->ref_count))
    {
      g_array_unref (h->actions);
      g_free (h);
    }
}

void
vic_game_free (VicGame *game)
{
  if (game == NULL)
    return;
  history_unref (game->history);
  g_array_unref (game->events);
  vic_map_unref (game->map);
  g_free (game);
}

static void
history_append (VicGame *game, const VicAction *a)
{
  if (g_atomic_int_get (&game->history->ref_count) > 1)
    {
      VicHistory *own = g_new0 (VicHistory, 1);
      own->ref_count = 1;
      own->actions = g_array_sized_new (FALSE, FALSE, sizeof (VicAction), game->history->actions->len + 64);
      g_array_append_vals (own->actions, game->history->actions->data, game->history->actions->len);
      history_unref (game->history);
      game->history = own;
    }
  g_array_append_val (game->history->actions, *a);
}

/* ---------------------------------------------------------------- queries */

const VicMap *vic_game_get_map (const VicGame *game) { return game->map; }
const VicRuleset *vic_game_get_rules (const VicGame *game) { return &game->core.rules; }
int vic_game_get_n_players (const VicGame *game) { return game->core.n_players; }
guint64 vic_game_get_seed (const VicGame *game) { return game->core.seed; }
VicPhase vic_game_get_phase (const VicGame *game) { return game->core.phase; }
int vic_game_get_turn (const VicGame *game) { return game->core.turn; }
int vic_game_get_turn_limit (const VicGame *game) { return game->core.turn_limit; }
gboolean vic_game_is_over (const VicGame *game) { return game->core.phase == VIC_PHASE_OVER; }
guint vic_game_get_winners (const VicGame *game) { return game->core.winners; }
int vic_game_storm_hex (const VicGame *game) { return game->core.storm; }
int vic_game_battle_hex (const VicGame *game) { return game->core.battle.hex; }
int vic_game_battle_round (const VicGame *game) { return game->core.battle.round; }
int vic_game_n_block_slots (const VicGame *game) { return game->core.n_slots; }
int vic_game_win_pp (const VicGame *game, int player) { return game->core.players[player].win_pp; }

const char *
vic_game_get_player_name (const VicGame *game, int player)
{
  g_return_val_if_fail (player >= 0 && player < game->core.n_players, "");
  return game->core.players[player].name;
}

int
vic_game_get_order (const VicGame *game, int index)
{
  g_return_val_if_fail (index >= 0 && index < game->core.n_players, 0);
  return game->core.order[index];
}

int
vic_game_get_current_player (const VicGame *game)
{
  return game->core.order[game->core.turn_index];
}

int
vic_game_get_decider (const VicGame *game)
{
  const VicCore *c = &game->core;

  if (c->phase == VIC_PHASE_OVER)
    return -1;
  if (c->phase == VIC_PHASE_COMBAT && c->battle.hex != VIC_NO_HEX)
    return vic_combat_decider (game);
  return c->order[c->turn_index];
}

VicDecision
vic_game_get_decision (const VicGame *game)
{
  switch (game->core.phase)
    {
    case VIC_PHASE_DEPLOY: return VIC_DECISION_DEPLOY;
    case VIC_PHASE_MOVE: return VIC_DECISION_MOVE;
    case VIC_PHASE_COMBAT: return vic_combat_decision (game);
    case VIC_PHASE_SUPPLY: return VIC_DECISION_BEACHHEAD;
    case VIC_PHASE_PRODUCTION: return VIC_DECISION_PRODUCTION;
    default: return VIC_DECISION_NONE;
    }
}

int
vic_game_controlled_pp (const VicGame *game, int player)
{
  const VicMap *map = game->map;
  int pp = 0;

  for (int h = 0; h < map->n_hexes; h++)
    if ((map->features[h] & VIC_HEX_CITY) && game->core.hexes[h].control == player)
      pp += map->pp[h];
  return pp;
}

int
vic_game_get_team (const VicGame *game, int player)
{
  return player >= 0 && player < game->core.n_players ? game->core.players[player].team : 0;
}

gboolean
vic_game_allied (const VicGame *game, int p, int q)
{
  return p >= 0 && q >= 0 && p < game->core.n_players && q < game->core.n_players && vic_allied (&game->core, p, q);
}

/* (10.4) "Player B must control any 25PP of cities": the team's Cities together. */
int
vic_game_team_pp (const VicGame *game, int player)
{
  int pp = 0;

  for (int p = 0; p < game->core.n_players; p++)
    if (vic_allied (&game->core, p, player))
      pp += vic_game_controlled_pp (game, p);
  return pp;
}

int
vic_game_changed_blocks (const VicGame *game, const VicGame *base, int *slots, int max)
{
  const VicCore *a = &game->core, *b = &base->core;
  int n = 0;

  if (a->n_slots != b->n_slots)
    return -1;
  for (int i = 0; i < a->n_slots; i++)
    if (memcmp (&a->blocks[i], &b->blocks[i], sizeof a->blocks[i]) != 0)
      {
        if (n == max)
          return -1;
        slots[n++] = i;
      }
  return n;
}

gboolean
vic_game_get_block (const VicGame *game, int block, VicBlockInfo *info)
{
  const VicCore *c = &game->core;
  const VicBlock *b;

  if (block < 0 || block >= c->n_slots || c->blocks[block].owner == VIC_NO_PLAYER)
    return FALSE;
  b = &c->blocks[block];
  info->type = b->type;
  info->owner = b->owner;
  info->steps = b->steps;
  info->max_steps = vic_block_max_steps (c, b);
  info->hex = b->hex;
  info->carrier = b->carrier;
  info->serial = b->serial;
  info->revealed = b->revealed;
  info->moved = (b->flags & VIC_BLOCK_MOVED) != 0;
  info->at_sea = (b->flags & VIC_BLOCK_AT_SEA) != 0;
  info->face_up = (b->flags & VIC_BLOCK_FACE_UP) != 0;
  info->half_hit = (b->flags & VIC_BLOCK_HALF_HIT) != 0;
  info->in_battle = (b->bflags & VIC_BB_IN_BATTLE) != 0;
  info->late = (b->flags & (VIC_BLOCK_RIVER | VIC_BLOCK_RESPONSE)) != 0;
  return TRUE;
}

int
vic_game_hex_blocks (const VicGame *game, int hex, int player)
{
  const VicHexState *hs = &game->core.hexes[hex];
  int n = 0;

  if (player >= 0)
    return hs->count[player];
  for (int p = 0; p < game->core.n_players; p++)
    n += hs->count[p];
  return n;
}

int vic_game_hex_control (const VicGame *game, int hex) { return game->core.hexes[hex].control; }
gboolean vic_game_hex_is_battle (const VicGame *game, int hex) { return vic_hex_is_battle (&game->core, hex); }
int vic_game_hex_airfield (const VicGame *game, int hex) { return game->core.hexes[hex].airfield; }
gboolean vic_game_hex_mulberry (const VicGame *game, int hex) { return (game->core.hexes[hex].flags & VIC_HS_MULBERRY) != 0; }
gboolean vic_game_side_destroyed (const VicGame *game, int hex, int dir) { return vic_side_destroyed (&game->core, game->map, hex, dir); }
gboolean vic_game_block_supplied (const VicGame *game, int block) { return vic_block_supplied (game, block); }
int vic_game_city_pp_left (const VicGame *game, int hex) { return game->core.hexes[hex].pp_left; }

int
vic_game_active_block (const VicGame *game)
{
  return game->core.phase == VIC_PHASE_MOVE ? game->core.active : VIC_NO_BLOCK;
}

int
vic_game_hex_attacker (const VicGame *game, int hex)
{
  if (hex < 0 || hex >= game->map->n_hexes || !vic_hex_is_battle (&game->core, hex))
    return VIC_NO_PLAYER;
  return game->core.hexes[hex].attacker;
}

guint
vic_game_hex_defenders (const VicGame *game, int hex)
{
  if (hex < 0 || hex >= game->map->n_hexes || !vic_hex_is_battle (&game->core, hex))
    return 0;
  return game->core.hexes[hex].defenders;
}

void
vic_game_supplied_hexes (const VicGame *game, int player, guint8 *supplied)
{
  vic_supply_compute (game, player, supplied);
}

void
vic_game_supplied_hexes_all (const VicGame *game, guint8 supplied[VIC_MAX_PLAYERS][VIC_MAX_HEXES])
{
  vic_supply_compute_all (game, supplied);
}

/* ---------------------------------------------------------------- events, dice */

void
vic_emit (VicGame *game, VicEventKind kind, int player, int block, int hex, int hex2, int value, guint8 visible)
{
  VicEvent e = { 0 };

  e.kind = kind;
  e.player = player;
  e.block = block;
  e.hex = hex;
  e.hex2 = hex2;
  e.value = value;
  e.visible = visible;
  g_array_append_val (game->events, e);
}

/* value: type + 1 (bits 0-5), serial (6-10), the players it was revealed
 * to (11-14); 0 when the serial does not fit (the block stays unnamed). */
void
vic_emit_eliminated (VicGame *game, int block, int player, int hex)
{
  const VicBlock *b = &game->core.blocks[block];
  int value = 0;

  G_STATIC_ASSERT (VIC_N_UNIT_TYPES < 63 && VIC_MAX_PLAYERS <= 4);
  if (b->serial < 32)
    value = (b->type + 1) | (b->serial << 6) | (int) ((b->revealed & 0xfu) << 11);
  vic_emit (game, VIC_EVENT_ELIMINATED, player, block, hex, VIC_NO_HEX, value, VIC_ALL_PLAYERS (&game->core));
}

gboolean
vic_event_eliminated (const VicEvent *e, VicUnitType *type, int *serial, guint *revealed)
{
  int v = e->value;

  if (e->kind != VIC_EVENT_ELIMINATED || v <= 0 || (v & 63) == 0 || (v & 63) > VIC_N_UNIT_TYPES)
    return FALSE;
  *type = (VicUnitType) ((v & 63) - 1);
  *serial = (v >> 6) & 31;
  *revealed = (guint) (v >> 11) & 0xfu;
  return TRUE;
}

VicEvent *
vic_emit_dice (VicGame *game, VicEventKind kind, int player, int block, int hex,
               const guint8 *dice, int n, int value, guint8 visible)
{
  VicEvent *e;

  vic_emit (game, kind, player, block, hex, VIC_NO_HEX, value, visible);
  e = &g_array_index (game->events, VicEvent, game->events->len - 1);
  e->n_dice = MIN (n, 8);
  memcpy (e->dice, dice, e->n_dice);
  return e;
}

const VicEvent *
vic_game_get_events (const VicGame *game, guint *n)
{
  *n = game->events->len;
  return (const VicEvent *) game->events->data;
}

const VicAction *
vic_game_get_history (const VicGame *game, guint *n)
{
  *n = game->history->actions->len;
  return (const VicAction *) game->history->actions->data;
}

int
vic_roll_die (VicGame *game)
{
  VicCore *c = &game->core;

  if (c->n_forced > 0)
    {
      int face = c->forced_dice[0];
      memmove (c->forced_dice, c->forced_dice + 1, sizeof c->forced_dice - 1);
      c->forced_dice[sizeof c->forced_dice - 1] = 0;
      c->n_forced--;
      return face;
    }
  return 1 + (int) vik_rng_below (&c->rng, 6);
}

void
vic_game_force_dice (VicGame *game, const guint8 *faces, int n)
{
  VicCore *c = &game->core;

  for (int i = 0; i < n && c->n_forced < sizeof c->forced_dice; i++)
    {
      g_return_if_fail (faces[i] >= 1 && faces[i] <= 6);
      c->forced_dice[c->n_forced++] = faces[i];
    }
}

/* ---------------------------------------------------------------- blocks */

static int
next_serial (const VicCore *c, int owner, VicUnitType type)
{
  guint64 used = 0;

  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == owner && b->type == type && b->serial < 64)
        used |= G_GUINT64_CONSTANT (1) << b->serial;
    }
  for (int s = 1; s < 64; s++)
    if (!(used & (G_GUINT64_CONSTANT (1) << s)))
      return s;
  return 0;
}

int
vic_block_add (VicGame *game, int owner, VicUnitType type, int steps, int hex)
{
  VicCore *c = &game->core;
  VicBlock *b;
  int i;

  for (i = 0; i < VIC_MAX_BLOCKS; i++)
    if (c->blocks[i].owner == VIC_NO_PLAYER)
      break;
  g_return_val_if_fail (i < VIC_MAX_BLOCKS, VIC_NO_BLOCK);
  b = &c->blocks[i];
  memset (b, 0, sizeof *b);
  b->type = type;
  b->owner = owner;
  b->steps = steps;
  b->serial = next_serial (c, owner, type);
  b->hex = VIC_NO_HEX;
  b->from = VIC_NO_HEX;
  b->start = VIC_NO_HEX;
  b->carrier = VIC_NO_BLOCK;
  b->revealed = vic_team_mask (&game->core, owner);  /* his allies see it too (10.4) */
  if (i >= c->n_slots)
    c->n_slots = i + 1;
  c->players[owner].n_blocks++;
  vic_block_set_hex (game, i, hex);
  return i;
}

void
vic_block_remove (VicGame *game, int block)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];
  int hex = b->hex;

  /* Air units aboard a sunk Carrier are adjusted after the battle (Grounded Air
   * Units sidebar): they are no longer aboard. */
  for (int i = 0; i < c->n_slots; i++)
    if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].carrier == block)
      {
        vic_block_unlink (c, i);
        c->blocks[i].carrier = VIC_NO_BLOCK;
        vic_block_link (c, i);
      }
  vic_block_set_hex (game, block, VIC_NO_HEX);
  c->players[b->owner].n_blocks--;
  if (c->active == block)
    c->active = VIC_NO_BLOCK;
  memset (b, 0, sizeof *b);
  b->owner = VIC_NO_PLAYER;
  while (c->n_slots > 0 && c->blocks[c->n_slots - 1].owner == VIC_NO_PLAYER)
    c->n_slots--;
  if (hex != VIC_NO_HEX)
    vic_control_update (game, hex);
}

/* The class a block counts in for stacking, or -1 (aboard a Carrier, a
 * Factory, off the map). */
static int
stack_class (const VicCore *c, const VicBlock *b)
{
  if (b->hex == VIC_NO_HEX || b->carrier != VIC_NO_BLOCK || vic_unit_is_factory (b->type))
    return -1;
  return vic_block_class (c, b);
}

void
vic_block_unlink (VicCore *c, int block)
{
  const VicBlock *b = &c->blocks[block];
  int k = stack_class (c, b);

  if (k >= 0)
    c->hexes[b->hex].stack[b->owner][k]--;
}

void
vic_block_link (VicCore *c, int block)
{
  const VicBlock *b = &c->blocks[block];
  int k = stack_class (c, b);

  if (k >= 0)
    c->hexes[b->hex].stack[b->owner][k]++;
}

void
vic_stacks_recount (VicCore *c)
{
  for (int h = 0; h < VIC_MAX_HEXES; h++)
    memset (c->hexes[h].stack, 0, sizeof c->hexes[h].stack);
  for (int i = 0; i < c->n_slots; i++)
    if (c->blocks[i].owner != VIC_NO_PLAYER)
      vic_block_link (c, i);
}

void
vic_block_set_hex (VicGame *game, int block, int hex)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];

  if (b->hex == hex)
    return;
  vic_block_unlink (c, block);
  if (b->hex != VIC_NO_HEX)
    c->hexes[b->hex].count[b->owner]--;
  b->hex = hex;
  if (hex != VIC_NO_HEX)
    c->hexes[hex].count[b->owner]++;
  vic_block_link (c, block);
}

VicClass
vic_block_class (const VicCore *c, const VicBlock *b)
{
  VicClass k = vic_unit_class (b->type);

  if (k == VIC_CLASS_GROUND)
    {
      if (b->flags & VIC_BLOCK_FLYING)
        return VIC_CLASS_AIR;
      if (b->flags & (VIC_BLOCK_AT_SEA | VIC_BLOCK_INVADING))
        return VIC_CLASS_NAVAL;
    }
  return k;
}

gboolean
vic_block_on_land (const VicCore *c, const VicBlock *b)
{
  return vic_block_class (c, b) == VIC_CLASS_GROUND;
}

int
vic_block_max_steps (const VicCore *c, const VicBlock *b)
{
  return c->rules.units[b->type].max_steps;
}

gboolean
vic_player_home (const VicGame *game, int player, int hex)
{
  return player >= 0 && ((game->core.players[player].home_tiles >> game->map->tile[hex]) & 1);
}

/* ---------------------------------------------------------------- control (5.4) */

gboolean
vic_hex_is_battle (const VicCore *c, int hex)
{
  return (c->hexes[hex].flags & VIC_HS_BATTLE) != 0;
}

gboolean
vic_hex_has_enemy (const VicGame *game, int hex, int player)
{
  const VicHexState *hs = &game->core.hexes[hex];

  for (int p = 0; p < game->core.n_players; p++)
    if (!vic_allied (&game->core, p, player) && hs->count[p] > 0)
      return TRUE;
  return FALSE;
}

static int
home_owner (const VicGame *game, int hex)
{
  for (int p = 0; p < game->core.n_players; p++)
    if (vic_player_home (game, p, hex))
      return p;
  return VIC_NO_PLAYER;
}

/* Does player's presence in hex (ignoring blockaders and block `except`) control it (5.4)? */
static gboolean
controls_by_presence (const VicGame *game, int hex, int player, int except)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  gboolean land = vic_map_is_land (map, hex);
  gboolean site = (map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN)) || c->hexes[hex].airfield > 0;

  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      VicClass k;

      if (b->owner != player || b->hex != hex || (b->flags & VIC_BLOCK_BLOCKADE) || i == except)
        continue;
      k = vic_block_class (c, b);
      if (!land)
        return TRUE;  /* Naval units control Sea hexes */
      if (k == VIC_CLASS_GROUND)
        return TRUE;
      if (k == VIC_CLASS_AIR && site && b->carrier == VIC_NO_BLOCK)
        return TRUE;  /* Air units control an Airbase */
      if (k == VIC_CLASS_NAVAL && b->type != VIC_UNIT_SUBMARINE)
        return TRUE;  /* Naval units control coastal hexes (subs do not, 4.2) */
    }
  return FALSE;
}

int
vic_control_compute (const VicGame *game, int hex)
{
  return vic_control_compute_except (game, hex, VIC_NO_BLOCK);
}

int
vic_control_compute_except (const VicGame *game, int hex, int except)
{
  const VicCore *c = &game->core;
  const VicHexState *hs = &c->hexes[hex];
  int present = VIC_NO_PLAYER, n_present = 0;
  guint8 here = 0;

  if (hs->flags & VIC_HS_BATTLE)
    return VIC_NO_PLAYER;  /* Battle hexes are not friendly to any player */
  for (int p = 0; p < c->n_players; p++)
    if (hs->count[p] - (except >= 0 && c->blocks[except].owner == p && c->blocks[except].hex == hex) > 0)
      {
        /* A blockader does not change the control of the hex (6.8). */
        gboolean only_blockaders = (hs->flags & VIC_HS_BLOCKADE) != 0;
        for (int i = 0; i < c->n_slots && only_blockaders; i++)
          if (c->blocks[i].owner == p && c->blocks[i].hex == hex && !(c->blocks[i].flags & VIC_BLOCK_BLOCKADE)
              && i != except)
            only_blockaders = FALSE;
        if (only_blockaders)
          continue;
        here |= (guint8) (1u << p);
        if (n_present > 0 && vic_allied (c, present, p))
          continue;  /* allies sharing a hex count as one (10.4) */
        present = p;
        n_present++;
      }
  if (n_present > 1)
    return VIC_NO_PLAYER;
  if (n_present == 1)
    {
      /* Allies (10.4) are no enemies: "a player controls all Cities and
       * Towns on his own map(s) unless enemy occupied" holds with his allies
       * there.  Elsewhere allies sharing a hex leave it to the one who holds
       * it, else to the first whose blocks control it. */
      int owner = (game->map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN)) ? home_owner (game, hex) : VIC_NO_PLAYER;
      if (owner != VIC_NO_PLAYER && owner != present && vic_allied (c, owner, present))
        return owner;
      if (hs->control >= 0 && ((here >> hs->control) & 1) && controls_by_presence (game, hex, hs->control, except))
        return hs->control;
      for (int p = 0; p < c->n_players; p++)
        if (((here >> p) & 1) && controls_by_presence (game, hex, p, except))
          return p;
    }
  /* Vacant hexes are Neutral, except a player controls all Cities and Towns
   * on his own map(s) unless enemy occupied. */
  if (game->map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN))
    {
      int owner = home_owner (game, hex);
      if (owner != VIC_NO_PLAYER && (n_present == 0 || vic_allied (c, present, owner)))
        return owner;
    }
  return VIC_NO_PLAYER;
}

void
vic_control_update (VicGame *game, int hex)
{
  VicHexState *hs = &game->core.hexes[hex];
  int now = vic_control_compute (game, hex);

  if (now == hs->control)
    return;
  if (now != VIC_NO_PLAYER && (game->map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN)))
    hs->flags |= VIC_HS_CAPTURED;
  if (now != VIC_NO_PLAYER && (hs->airfield > 0 || (hs->flags & VIC_HS_MULBERRY)))
    hs->flags |= VIC_HS_STRUCTURE_NEW;
  if (game->events != NULL)
    vic_emit (game, VIC_EVENT_CONTROL, now, VIC_NO_BLOCK, hex, VIC_NO_HEX, hs->control + 1,
              VIC_ALL_PLAYERS (&game->core));
  hs->control = now;
}

void
vic_control_update_all (VicGame *game)
{
  for (int h = 0; h < game->map->n_hexes; h++)
    game->core.hexes[h].control = vic_control_compute (game, h);
}

/* ---------------------------------------------------------------- stacking, limits */

int
vic_airbase_capacity (const VicGame *game, int hex, int player)
{
  const VicCore *c = &game->core;
  const VicHexState *hs = &c->hexes[hex];

  if (!vic_friendly (c, hs->control, player))
    return 0;  /* an ally's Airbase is friendly (10.4) */
  if (game->map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN))
    return c->rules.airbase_capacity;
  /* A captured Airfield works for its captor from the next turn (9.6). */
  if (hs->airfield > 0 && !(hs->flags & VIC_HS_STRUCTURE_NEW))
    return hs->airfield == 2 ? c->rules.airbase_capacity : c->rules.minor_airfield_capacity;
  return 0;
}

int
vic_air_units_at (const VicGame *game, int hex, int player, int except)
{
  return vic_stack_count (game, hex, player, VIC_CLASS_AIR, except);
}

int
vic_stack_count (const VicGame *game, int hex, int player, VicClass klass, int except)
{
  const VicCore *c = &game->core;
  int n;

  if (hex == VIC_NO_HEX)
    return 0;
  /* Factories are not counted: they are a City's production, not troops (9.1). */
  n = c->hexes[hex].stack[player][klass];
  if (except >= 0 && c->blocks[except].owner == player && c->blocks[except].hex == hex
      && stack_class (c, &c->blocks[except]) == (int) klass)
    n--;
  return n;
}

int
vic_stack_limit (const VicGame *game, int hex, VicClass klass)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;

  switch (klass)
    {
    case VIC_CLASS_GROUND:
      return c->rules.ground_stacking[map->terrain[hex]];
    case VIC_CLASS_NAVAL:
      if (vic_map_is_sea (map, hex))
        return c->rules.naval_stacking_sea;
      if (vic_map_is_coastal (map, hex) || (map->features[hex] & VIC_HEX_CANAL))
        return c->rules.naval_stacking_coastal;
      return 0;
    default:
      return c->rules.air_stacking;
    }
}

int
vic_hexside_limit (const VicGame *game, int hex, int dir, VicClass klass)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int to = map->neighbors[hex][dir];
  guint16 s = map->sides[hex][dir];

  if (to == VIC_NO_HEX)
    return 0;
  switch (klass)
    {
    case VIC_CLASS_AIR:
      return 255;
    case VIC_CLASS_NAVAL:
      {
        gboolean canal_a = (map->features[hex] & VIC_HEX_CANAL) != 0;
        gboolean canal_b = (map->features[to] & VIC_HEX_CANAL) != 0;

        if (map->features[to] & VIC_HEX_SHOAL)
          return 0;  /* (3.1) SHOAL */
        if ((s & VIC_SIDE_SEA) && !(s & VIC_SIDE_SHOAL))
          return vic_map_is_sea (map, hex) && vic_map_is_sea (map, to)
            ? c->rules.naval_hexside_sea : c->rules.naval_hexside_coastal;
        /* Canals join their hexes to each other and to the sea (3.1 CANALS),
         * unless destroyed (9.5). */
        if ((c->hexes[hex].flags | c->hexes[to].flags) & VIC_HS_CANAL_DESTROYED)
          return 0;
        if ((canal_a || canal_b) && (canal_a || vic_map_is_sea (map, hex)) && (canal_b || vic_map_is_sea (map, to)))
          return c->rules.naval_hexside_coastal;
        return 0;
      }
    default:
      if (vic_map_is_sea (map, to) || vic_map_is_sea (map, hex))
        return 0;
      if (s & VIC_SIDE_ESTUARY)
        return 0;  /* (3.1) RIVERS: impassable from the mouth to the first Bridge */
      if ((s & VIC_SIDE_ALPINE) && !(s & VIC_SIDE_ROAD))
        return 0;  /* (3.1) ALPINE */
      if (s & VIC_SIDE_RIVER)
        return c->rules.river_hexside;
      if (s & VIC_SIDE_ROAD)
        return c->rules.road_hexside;
      return c->rules.ground_hexside[MAX (0, VIC_SIDE_TERRAIN (s))];
    }
}

int
vic_carrier_load (const VicCore *c, int carrier, int *units)
{
  int steps = 0, n = 0;

  for (int i = 0; i < c->n_slots; i++)
    if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].carrier == carrier)
      {
        steps += c->blocks[i].steps;
        n++;
      }
  if (units != NULL)
    *units = n;
  return steps;
}

gboolean
vic_storm_covers (const VicGame *game, int hex)
{
  int storm = game->core.storm;

  return storm != VIC_NO_HEX && hex != VIC_NO_HEX && vic_map_distance (game->map, storm, hex) <= 1;
}

/* ---------------------------------------------------------------- the sequence of play (2.0) */

/* (2.0) [1] INITIATIVE: each player rolls 2d6; the highest wins; the tied
 * highest roll again until one is highest.  Player 2, 3 ... follow clockwise. */
static void
roll_initiative (VicGame *game)
{
  VicCore *c = &game->core;
  guint8 rolling = VIC_ALL_PLAYERS (c);
  int first = 0;

  for (;;)
    {
      int best = -1;
      guint8 tied = 0;
      for (int p = 0; p < c->n_players; p++)
        {
          guint8 dice[2];
          if (!((rolling >> p) & 1))
            continue;
          dice[0] = vic_roll_die (game);
          dice[1] = vic_roll_die (game);
          c->players[p].initiative = dice[0] + dice[1];
          vic_emit_dice (game, VIC_EVENT_INITIATIVE, p, VIC_NO_BLOCK, VIC_NO_HEX, dice, 2, 0,
                         VIC_ALL_PLAYERS (c));
          if (dice[0] + dice[1] > best)
            {
              best = dice[0] + dice[1];
              tied = 0;
            }
          if (dice[0] + dice[1] == best)
            tied |= 1u << p;
        }
      if ((tied & (tied - 1)) == 0)
        {
          first = g_bit_nth_lsf (tied, -1);
          break;
        }
      rolling = tied;
    }
  vic_emit (game, VIC_EVENT_INITIATIVE, first, VIC_NO_BLOCK, VIC_NO_HEX, VIC_NO_HEX, 1, VIC_ALL_PLAYERS (c));
  for (int i = 0; i < c->n_players; i++)
    c->order[i] = (first + i) % c->n_players;
}

static void
begin_phase (VicGame *game, VicPhase phase)
{
  VicCore *c = &game->core;

  c->phase = phase;
  c->turn_index = 0;
  for (int p = 0; p < c->n_players; p++)
    c->players[p].done = 0;
  vic_emit (game, VIC_EVENT_PHASE_BEGAN, VIC_NO_PLAYER, VIC_NO_BLOCK, VIC_NO_HEX, VIC_NO_HEX, phase,
            VIC_ALL_PLAYERS (c));
}

static void
begin_game_turn (VicGame *game)
{
  VicCore *c = &game->core;

  c->turn++;
  vic_emit (game, VIC_EVENT_TURN_BEGAN, VIC_NO_PLAYER, VIC_NO_BLOCK, VIC_NO_HEX, VIC_NO_HEX, c->turn,
            VIC_ALL_PLAYERS (c));
  for (int i = 0; i < c->n_slots; i++)
    {
      VicBlock *b = &c->blocks[i];
      if (b->owner == VIC_NO_PLAYER)
        continue;
      b->flags &= ~(VIC_BLOCK_MOVED | VIC_BLOCK_STRATEGIC | VIC_BLOCK_ROAD | VIC_BLOCK_ROAD_BOUND
                    | VIC_BLOCK_STOPPED | VIC_BLOCK_RESPONSE | VIC_BLOCK_SEA_MOVE | VIC_BLOCK_RIVER
                    | VIC_BLOCK_STRUCK | VIC_BLOCK_NEW);
      b->mp = 0;
      b->from = VIC_NO_HEX;
      b->start = VIC_NO_HEX;
      b->exit_dir = 0;
    }
  for (int h = 0; h < game->map->n_hexes; h++)
    {
      VicHexState *hs = &c->hexes[h];
      hs->flags &= ~(VIC_HS_CAPTURED | VIC_HS_FOUGHT);
      /* A captured Airfield or Mulberry works for its captor from the next turn. */
      hs->flags &= ~VIC_HS_STRUCTURE_NEW;
      hs->port_used = 0;
      for (int d = 0; d < 6; d++)
        hs->entry[d] = VIC_NO_PLAYER;
    }
  roll_initiative (game);
  if (vic_ruleset_has_option (&c->rules, VIC_OPTION_STORMS))
    vic_storm_move (game);
  begin_phase (game, VIC_PHASE_MOVE);
  vic_move_begin_player (game);
}

/* The next player's part of the phase, or the next phase. */
void
vic_next_player_turn (VicGame *game)
{
  VicCore *c = &game->core;

  c->players[c->order[c->turn_index]].done = 1;
  if (c->turn_index + 1 < c->n_players)
    {
      c->turn_index++;
      vic_emit (game, VIC_EVENT_PLAYER_TURN, c->order[c->turn_index], VIC_NO_BLOCK, VIC_NO_HEX, VIC_NO_HEX,
                c->phase, VIC_ALL_PLAYERS (c));
      if (c->phase == VIC_PHASE_MOVE)
        vic_move_begin_player (game);
      return;
    }
  switch (c->phase)
    {
    case VIC_PHASE_DEPLOY:
      begin_game_turn (game);
      break;
    case VIC_PHASE_MOVE:
      begin_phase (game, VIC_PHASE_COMBAT);
      break;
    case VIC_PHASE_COMBAT:
      begin_phase (game, VIC_PHASE_SUPPLY);
      break;
    case VIC_PHASE_SUPPLY:
      vic_supply_phase_end (game);
      if (c->phase != VIC_PHASE_OVER)
        {
          begin_phase (game, VIC_PHASE_PRODUCTION);
          vic_production_begin (game);
        }
      break;
    case VIC_PHASE_PRODUCTION:
      begin_game_turn (game);
      break;
    default:
      break;
    }
}

/* Steps that need no decision: players with nothing to do in the combat or
 * supply phase are passed over. */
static void
settle (VicGame *game)
{
  VicCore *c = &game->core;

  for (int guard = 0; guard < 64 && c->phase != VIC_PHASE_OVER; guard++)
    {
      int p = c->order[c->turn_index];
      if (c->phase == VIC_PHASE_COMBAT && c->battle.hex == VIC_NO_HEX && !vic_combat_has_battle (game, p))
        {
          vic_next_player_turn (game);
          continue;
        }
      if (c->phase == VIC_PHASE_SUPPLY)
        {
          GArray *options = g_array_new (FALSE, FALSE, sizeof (VicAction));
          gboolean any;
          vic_supply_legal (game, options);
          any = options->len > 0;
          g_array_unref (options);
          if (!any)
            {
              vic_next_player_turn (game);
              continue;
            }
        }
      break;
    }
}

/* ---------------------------------------------------------------- actions */

static gboolean
end_check (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;

  switch (c->phase)
    {
    case VIC_PHASE_DEPLOY:
      return vic_deploy_end_check (game, error);
    case VIC_PHASE_MOVE:
      /* Ending the phase stops the moving block, where it may stop. */
      if (c->active != VIC_NO_BLOCK)
        return vic_move_stop_check (game, c->active, error);
      return TRUE;
    case VIC_PHASE_COMBAT:
      return vic_combat_end_check (game, error);
    case VIC_PHASE_SUPPLY:
    case VIC_PHASE_PRODUCTION:
      return TRUE;
    default:
      return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("The game is over"));
    }
}

static void
end_apply (VicGame *game)
{
  VicCore *c = &game->core;

  if (c->phase == VIC_PHASE_DEPLOY)
    {
      vic_deploy_apply (game, &(VicAction) { .kind = VIC_ACTION_END, .block = VIC_NO_BLOCK,
                                             .block2 = VIC_NO_BLOCK, .hex = VIC_NO_HEX, .hex2 = VIC_NO_HEX });
      return;
    }
  if (c->phase == VIC_PHASE_COMBAT && c->battle.hex != VIC_NO_HEX)
    {
      vic_combat_apply (game, &(VicAction) { .kind = VIC_ACTION_END, .block = VIC_NO_BLOCK,
                                             .block2 = VIC_NO_BLOCK, .hex = VIC_NO_HEX, .hex2 = VIC_NO_HEX });
      return;
    }
  if (c->phase == VIC_PHASE_MOVE)
    vic_move_finish_active (game);
  vic_next_player_turn (game);
}

void
vic_game_legal_actions (const VicGame *game, GArray *out)
{
  const VicCore *c = &game->core;
  VicAction end = vic_action_make (VIC_ACTION_END);

  switch (c->phase)
    {
    case VIC_PHASE_DEPLOY:
      vic_deploy_legal (game, out);
      break;
    case VIC_PHASE_MOVE:
      vic_move_legal (game, out);
      break;
    case VIC_PHASE_COMBAT:
      vic_combat_legal (game, out);
      if (c->battle.hex == VIC_NO_HEX)
        vic_strike_legal (game, out);
      break;
    case VIC_PHASE_SUPPLY:
      vic_supply_legal (game, out);
      break;
    case VIC_PHASE_PRODUCTION:
      vic_production_legal (game, out);
      break;
    default:
      return;
    }
  if (end_check (game, NULL))
    g_array_append_val (out, end);
}

gboolean
vic_game_check_action (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  gboolean battle = c->phase == VIC_PHASE_COMBAT && c->battle.hex != VIC_NO_HEX;

  if (c->phase == VIC_PHASE_OVER)
    return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("The game is over"));
  switch (a->kind)
    {
    case VIC_ACTION_END:
      return end_check (game, error);
    case VIC_ACTION_DEPLOY:
    case VIC_ACTION_BUY:
      if (c->phase != VIC_PHASE_DEPLOY)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("Blocks are deployed before the first turn (1.4)"));
      return vic_deploy_check (game, a, error);
    case VIC_ACTION_MOVE:
    case VIC_ACTION_STRATEGIC:
    case VIC_ACTION_FLY:
    case VIC_ACTION_STOP:
      if (c->phase != VIC_PHASE_MOVE)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("Blocks move in the Move Phase (2.0)"));
      return vic_move_check (game, a, error);
    case VIC_ACTION_STRIKE:
      if (c->phase != VIC_PHASE_COMBAT || battle)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW,
                                _("Bridges and Canals are attacked in the Combat Phase, between battles (9.5)"));
      return vic_strike_check (game, a, error);
    case VIC_ACTION_BATTLE:
    case VIC_ACTION_GROUNDED:
    case VIC_ACTION_FIRE:
    case VIC_ACTION_PASS:
    case VIC_ACTION_RETREAT:
    case VIC_ACTION_DROP:
    case VIC_ACTION_LAND:
    case VIC_ACTION_HIT:
    case VIC_ACTION_BASE:
    case VIC_ACTION_BLOCKADE:
    case VIC_ACTION_REGROUP:
      if (c->phase != VIC_PHASE_COMBAT)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("Battles are fought in the Combat Phase (2.0)"));
      return vic_combat_check (game, a, error);
    case VIC_ACTION_BEACHHEAD:
      if (c->phase != VIC_PHASE_SUPPLY)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("Beachheads are declared in the Supply Phase (6.71)"));
      return vic_supply_check (game, a, error);
    case VIC_ACTION_BUILD:
    case VIC_ACTION_ADD:
    case VIC_ACTION_MERGE:
    case VIC_ACTION_SPLIT:
    case VIC_ACTION_DISBAND:
    case VIC_ACTION_CONVERT:
    case VIC_ACTION_AIRFIELD:
    case VIC_ACTION_MULBERRY:
    case VIC_ACTION_REPAIR:
    case VIC_ACTION_EXCHANGE:
      if (c->phase != VIC_PHASE_PRODUCTION)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("That is done in the Production Phase (8.0)"));
      return vic_production_check (game, a, error);
    default:
      return vic_refuse_code (error, VIC_RULE_ERROR_PARSE, _("Unknown action"));
    }
}

gboolean
vic_game_apply (VicGame *game, const VicAction *a, GError **error)
{
  if (!vic_game_check_action (game, a, error))
    return FALSE;
  g_array_set_size (game->events, 0);
  history_append (game, a);
  switch (a->kind)
    {
    case VIC_ACTION_END:
      end_apply (game);
      break;
    case VIC_ACTION_DEPLOY:
    case VIC_ACTION_BUY:
      vic_deploy_apply (game, a);
      break;
    case VIC_ACTION_MOVE:
    case VIC_ACTION_STRATEGIC:
    case VIC_ACTION_FLY:
    case VIC_ACTION_STOP:
      vic_move_apply (game, a);
      break;
    case VIC_ACTION_STRIKE:
      vic_strike_apply (game, a);
      break;
    case VIC_ACTION_BEACHHEAD:
      vic_supply_apply (game, a);
      break;
    case VIC_ACTION_BUILD:
    case VIC_ACTION_ADD:
    case VIC_ACTION_MERGE:
    case VIC_ACTION_SPLIT:
    case VIC_ACTION_DISBAND:
    case VIC_ACTION_CONVERT:
    case VIC_ACTION_AIRFIELD:
    case VIC_ACTION_MULBERRY:
    case VIC_ACTION_REPAIR:
    case VIC_ACTION_EXCHANGE:
      vic_production_apply (game, a);
      break;
    default:
      vic_combat_apply (game, a);
      break;
    }
  settle (game);
  return TRUE;
}

gboolean
vic_game_apply_text (VicGame *game, const char *text, GError **error)
{
  VicAction a;

  if (!vic_action_parse (game, text, &a, error))
    return FALSE;
  return vic_game_apply (game, &a, error);
}
