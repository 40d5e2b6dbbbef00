/* vik-explore.c: the draw pile (RULINGS R3) and revealing hexes [7.0] [4.0], R4.
 *
 * Revealed hexes get tiles from the top of the pile.  The revealing player sees
 * the tiles and chooses where each goes (VIK_DECISION_ARRANGE, one TILE action a
 * hex); when every drawn tile is water he may first put one back and draw
 * until land (VIK_DECISION_WATER_PUTBACK); a player revealing his starting
 * hexes with three or more water may return all water but two, one at a time,
 * each for the first land drawn (VIK_DECISION_START_WATER).  Where only one
 * arrangement exists (all tiles alike), the tiles are placed at once. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

void
vik_pile_fill_default (VikGame *game)
{
  VikCore *c = &game->core;
  const VikBoard *board = game->board;
  int interior = board->n_hexes - 6 * board->radius;
  int size = interior + MAX (6, interior / 10);
  int water = (size * 3 + 5) / 10;
  int land = size - water;
  int n = 0;

  size = MIN (size, VIK_MAX_PILE);
  for (int i = 0; i < water && n < size; i++)
    c->pile[n++] = VIK_TERRAIN_WATER;
  for (int t = VIK_TERRAIN_PLAINS; t <= VIK_TERRAIN_MOUNTAIN; t++)
    {
      int count = land / 4 + (t == VIK_TERRAIN_PLAINS ? land % 4 : 0);
      for (int i = 0; i < count && n < size; i++)
        c->pile[n++] = t;
    }
  c->pile_len = n;
  vik_pile_shuffle (game);
}

void
vik_pile_shuffle (VikGame *game)
{
  VikCore *c = &game->core;

  /* Fisher-Yates with the game's generator: the order is hidden state (R3, R9). */
  for (int i = c->pile_len - 1; i > 0; i--)
    {
      int j = vik_rng_below (&c->rng, i + 1);
      guint8 tmp = c->pile[i];
      c->pile[i] = c->pile[j];
      c->pile[j] = tmp;
    }
}

void
vik_game_stack_pile (VikGame *game, const VikTerrain *tiles, int n)
{
  VikCore *c = &game->core;

  /* Remove one tile of each kind from the pile (if present) and put the given
   * tiles on top, so the pile's composition is kept where it can be. */
  for (int i = n - 1; i >= 0; i--)
    {
      for (int j = c->pile_len - 1; j >= 0; j--)
        if (c->pile[j] == tiles[i])
          {
            memmove (&c->pile[j], &c->pile[j + 1], c->pile_len - j - 1);
            c->pile[--c->pile_len] = 0; /* freed slots stay zero: states compare by bytes */
            break;
          }
    }
  for (int i = n - 1; i >= 0 && c->pile_len < VIK_MAX_PILE; i--)
    c->pile[c->pile_len++] = tiles[i];
}

static gboolean
pile_has_land (const VikCore *c)
{
  for (int i = 0; i < c->pile_len; i++)
    if (c->pile[i] != VIK_TERRAIN_WATER)
      return TRUE;
  return FALSE;
}

static int
count_water (const VikReveal *r)
{
  int n = 0;

  for (int i = 0; i < r->n_tiles; i++)
    if (r->tiles[i] == VIK_TERRAIN_WATER)
      n++;
  return n;
}

static void
place_tile (VikGame *game, int place_index, int tile_index)
{
  VikReveal *r = &game->core.reveal;
  int hex;
  VikTerrain terrain;

  /* A loaded state is validated (vik-invariants.c): these hold unless the engine errs. */
  g_assert (place_index >= 0 && place_index < r->n_places && r->n_places <= VIK_MAX_REVEAL);
  g_assert (tile_index >= 0 && tile_index < r->n_tiles && r->n_tiles <= VIK_MAX_REVEAL);
  hex = r->places[place_index];
  terrain = r->tiles[tile_index];
  g_assert (hex >= 0 && hex < game->board->n_hexes);

  game->core.hexes[hex].terrain = terrain;
  game->core.hexes[hex].revealed = TRUE;
  vik_emit_terrain (game, r->player, hex, terrain);
  r->places[place_index] = r->places[--r->n_places];
  r->tiles[tile_index] = r->tiles[--r->n_tiles];
  r->places[r->n_places] = 0;
  r->tiles[r->n_tiles] = 0;
}

/* Places the tiles at once when every arrangement is the same; else asks. */
static void
arrange_or_ask (VikGame *game)
{
  VikCore *c = &game->core;
  VikReveal *r = &c->reveal;
  gboolean alike = TRUE;

  for (int i = 1; i < r->n_tiles; i++)
    if (r->tiles[i] != r->tiles[0])
      alike = FALSE;
  if (alike)
    {
      while (r->n_tiles > 0)
        place_tile (game, 0, 0);
      c->decision = VIK_DECISION_NONE;
      return;
    }
  c->decision = VIK_DECISION_ARRANGE;
}

/* de-v1.1 [3.2]: the tiles lay face down in random order from the start; a
 * tile drawn now and put in the next place has the same odds, and nobody
 * chooses (docs/editions.md, decision 3). */
static void
place_in_order (VikGame *game)
{
  VikReveal *r = &game->core.reveal;

  while (r->n_tiles > 0)
    place_tile (game, r->n_places - 1, r->n_tiles - 1);
  game->core.decision = VIK_DECISION_NONE;
}

/* de-v1.1 [15.3] Balanced Land: "Wenn die Erkundung durch eine einzelne
 * Bauaktion oder Bewegung zwei oder mehr aneinander grenzende Wasserfelder
 * aufdeckt", the player may draw until land and put it in place of one of
 * them.  The tiles fall in hex order; the water hexes with a water neighbour
 * among them stay face down with their tiles, and the choice is the one of
 * [7.0]: put a water tile back for the first land (VIK_DECISION_WATER_PUTBACK),
 * then choose which of those hexes the land goes to (VIK_DECISION_ARRANGE). */
static void
balanced_land (VikGame *game)
{
  VikCore *c = &game->core;
  VikReveal *r = &c->reveal;
  gboolean keep[VIK_MAX_REVEAL] = { FALSE };
  int n_keep = 0;

  for (int i = 0; i < r->n_places; i++)
    for (int j = 0; j < r->n_places; j++)
      if (i != j && r->tiles[i] == VIK_TERRAIN_WATER && r->tiles[j] == VIK_TERRAIN_WATER
          && vik_board_distance (game->board, r->places[i], r->places[j]) == 1)
        keep[i] = TRUE;
  for (int i = 0; i < r->n_places; i++)
    n_keep += keep[i];
  if (n_keep < 2)
    {
      place_in_order (game);
      return;
    }
  /* The other hexes get their tiles now; the kept ones move to the front. */
  for (int i = r->n_places - 1; i >= 0; i--)
    if (!keep[i])
      {
        place_tile (game, i, i);   /* the last pair moves into slot i */
        keep[i] = keep[r->n_places];
        keep[r->n_places] = FALSE;
      }
  c->decision = VIK_DECISION_WATER_PUTBACK;
}

static void
offer_water_choices (VikGame *game)
{
  VikCore *c = &game->core;
  VikReveal *r = &c->reveal;
  int water = count_water (r);

  if (c->rules.exploration != VIK_EXPLORE_ARRANGE)
    {
      if (!r->start && vik_ruleset_has_option (&c->rules, VIK_OPTION_BALANCED_LAND) && pile_has_land (c))
        balanced_land (game);
      else
        place_in_order (game);
      return;
    }

  if (r->start && water > c->rules.start_water_kept && pile_has_land (c))
    c->decision = VIK_DECISION_START_WATER;
  else if (!r->start && r->n_tiles > 0 && water == r->n_tiles && pile_has_land (c))
    c->decision = VIK_DECISION_WATER_PUTBACK;
  else
    arrange_or_ask (game);
}

void
vik_reveal_hexes (VikGame *game, int player, const int *hexes, int n, gboolean start)
{
  VikCore *c = &game->core;
  VikReveal *r = &c->reveal;

  memset (r, 0, sizeof *r);
  r->player = player;
  r->start = start;
  for (int i = 0; i < n; i++)
    {
      int h = hexes[i];
      gboolean seen = FALSE;
      if (h == VIK_NO_HEX || c->hexes[h].revealed)
        continue;
      for (int j = 0; j < r->n_places; j++)
        seen |= r->places[j] == h;
      if (seen || r->n_places >= VIK_MAX_REVEAL)
        continue;
      r->places[r->n_places++] = h;
    }
  if (r->n_places == 0)
    return;

  g_assert (r->n_places <= VIK_MAX_REVEAL);
  while (r->n_tiles < r->n_places && c->pile_len > 0)
    {
      r->tiles[r->n_tiles++] = c->pile[--c->pile_len];
      c->pile[c->pile_len] = 0;
    }
  vik_emit (game, VIK_EVENT_TILES_DRAWN, player, 0, VIK_NO_HEX, VIK_NO_HEX, r->n_tiles);
  /* R4: when the pile runs out, the places left stay water.  The player still
   * chooses which places get the tiles drawn [7.0], so the missing tiles count
   * as water in the arrangement (the pile is empty: no put-back is offered). */
  while (r->n_tiles < r->n_places)
    r->tiles[r->n_tiles++] = VIK_TERRAIN_WATER;
  offer_water_choices (game);
}

void
vik_reveal_around (VikGame *game, int player, int hex, int radius)
{
  const VikBoard *board = game->board;
  VikHex ring[6 * VIK_MAX_REVEAL];
  int hexes[VIK_MAX_REVEAL];
  int n = 0;

  /* The ring of `radius` has 6 * radius hexes: the ruleset keeps it within hexes[]. */
  g_return_if_fail (radius >= 1 && 6 * radius <= VIK_MAX_REVEAL);
  g_return_if_fail (hex >= 0 && hex < board->n_hexes);

  /* [10.2] [8.3]: the neighbours (radius 1), or the hexes two away from a new City. */
  for (int d = 1; d <= radius; d++)
    {
      int len = vik_hex_ring (board->coords[hex], d, ring);
      if (radius > 1 && d < radius)
        continue;
      for (int i = 0; i < len && n < VIK_MAX_REVEAL; i++)
        {
          int h = vik_board_index (board, ring[i]);
          if (h != VIK_NO_HEX && !game->core.hexes[h].revealed)
            hexes[n++] = h;
        }
    }
  vik_reveal_hexes (game, player, hexes, n, FALSE);
}

/* Puts a water tile back at a random depth and returns the first land tile
 * from the top (RULINGS R4: the tiles drawn on the way are put back in order).
 * The pile must hold land. */
static VikTerrain
trade_water_for_land (VikCore *c)
{
  int pos;
  VikTerrain land = VIK_TERRAIN_WATER;

  g_assert (c->pile_len < VIK_MAX_PILE);
  pos = vik_rng_below (&c->rng, c->pile_len + 1);
  memmove (&c->pile[pos + 1], &c->pile[pos], c->pile_len - pos);
  c->pile[pos] = VIK_TERRAIN_WATER;
  c->pile_len++;
  for (int i = c->pile_len - 1; i >= 0; i--)
    if (c->pile[i] != VIK_TERRAIN_WATER)
      {
        land = c->pile[i];
        memmove (&c->pile[i], &c->pile[i + 1], c->pile_len - i - 1);
        c->pile[--c->pile_len] = 0;
        break;
      }
  return land;
}

/* Puts one water tile of the reveal back for the first land tile of the pile. */
static void
put_back_water (VikGame *game)
{
  VikCore *c = &game->core;
  VikReveal *r = &c->reveal;

  for (int i = 0; i < r->n_tiles; i++)
    if (r->tiles[i] == VIK_TERRAIN_WATER)
      {
        r->tiles[i] = r->tiles[--r->n_tiles];
        r->tiles[r->n_tiles] = 0;
        break;
      }
  g_assert (r->n_tiles < VIK_MAX_REVEAL);
  vik_emit (game, VIK_EVENT_TILE_RETURNED, r->player, 0, VIK_NO_HEX, VIK_NO_HEX, 0);
  r->tiles[r->n_tiles++] = trade_water_for_land (c);
}

/* The top tile of the pile, or water when it is empty (R4). */
static VikTerrain
draw_tile (VikCore *c)
{
  VikTerrain t;

  if (c->pile_len == 0)
    return VIK_TERRAIN_WATER;
  t = c->pile[--c->pile_len];
  c->pile[c->pile_len] = 0;
  return t;
}

static void
set_face_up (VikCore *c, int hex, VikTerrain terrain)
{
  c->hexes[hex].terrain = terrain;
  c->hexes[hex].revealed = TRUE;
}

void
vik_reveal_all (VikGame *game, gboolean shuffle_seats)
{
  VikCore *c = &game->core;

  /* [16.2]: "Randomly assign the seating and starting corners". */
  for (int p = shuffle_seats ? c->n_players - 1 : 0; p > 0; p--)
    {
      int q = vik_rng_below (&c->rng, p + 1);
      gint16 tmp[8];
      memcpy (tmp, c->start_groups[p], sizeof tmp);
      memcpy (c->start_groups[p], c->start_groups[q], sizeof tmp);
      memcpy (c->start_groups[q], tmp, sizeof tmp);
    }
  /* The starting hexes first, each group with the [4.0] 2 water return made
   * for its player: all water but start_water_kept traded for land. */
  for (int p = 0; p < c->n_players; p++)
    {
      int water = 0;
      for (int i = 0; i < 8; i++)
        {
          int h = c->start_groups[p][i];
          VikTerrain t;
          if (h == VIK_NO_HEX || c->hexes[h].revealed)
            continue;
          t = draw_tile (c);
          if (t == VIK_TERRAIN_WATER && ++water > c->rules.start_water_kept && pile_has_land (c))
            t = trade_water_for_land (c);
          set_face_up (c, h, t);
        }
    }
  for (int h = 0; h < game->board->n_hexes; h++)
    if (!c->hexes[h].revealed)
      set_face_up (c, h, draw_tile (c));
}

/* Land within `dist` hexes of player's starting group (revealed hexes only)? */
static int
nearest_land_distance (const VikGame *game, int player)
{
  const VikCore *c = &game->core;
  const VikBoard *board = game->board;
  int best = -1;

  for (int h = 0; h < board->n_hexes; h++)
    {
      if (!c->hexes[h].revealed || c->hexes[h].terrain == VIK_TERRAIN_WATER)
        continue;
      for (int i = 0; i < 8; i++)
        {
          int g = c->start_groups[player][i];
          int d;
          if (g == VIK_NO_HEX)
            continue;
          d = vik_board_distance (board, g, h);
          if (best < 0 || d < best)
            best = d;
        }
    }
  return best;
}

gboolean
vik_explore_capital_hex_ok (const VikGame *game, int player, int hex)
{
  const VikCore *c = &game->core;
  int best;

  for (int i = 0; i < 8; i++)
    if (c->start_groups[player][i] == hex)
      return TRUE;
  if (c->rules.start_water == VIK_START_WATER_REDRAW)
    return FALSE;
  /* de-v1.1 [4.0] 2, v1 (Building): with only water among the starting hexes,
   * the land hexes nearest to them. */
  best = nearest_land_distance (game, player);
  if (best <= 0 || !c->hexes[hex].revealed || c->hexes[hex].terrain == VIK_TERRAIN_WATER)
    return FALSE;
  for (int i = 0; i < 8; i++)
    {
      int g = c->start_groups[player][i];
      if (g != VIK_NO_HEX && vik_board_distance (game->board, g, hex) == best)
        return TRUE;
    }
  return FALSE;
}

void
vik_explore_widen_start (VikGame *game, int player)
{
  VikCore *c = &game->core;
  const VikBoard *board = game->board;

  /* de-v1.1 [4.0] 2: "alle an die ursprünglichen drei Felder angrenzenden
   * Hexfelder aufdecken", ring after ring until land appears. */
  if (c->rules.start_water != VIK_START_WATER_WIDEN)
    return;
  for (int ring = 1; ring <= 2 * VIK_MAX_RADIUS; ring++)
    {
      int hexes[VIK_MAX_REVEAL];
      int n = 0, found = nearest_land_distance (game, player);

      if ((found >= 0 && found < ring) || c->decision != VIK_DECISION_NONE)
        return;
      for (int h = 0; h < board->n_hexes; h++)
        {
          int d = -1;
          if (c->hexes[h].revealed)
            continue;
          for (int i = 0; i < 8; i++)
            if (c->start_groups[player][i] != VIK_NO_HEX)
              {
                int e = vik_board_distance (board, c->start_groups[player][i], h);
                if (d < 0 || e < d)
                  d = e;
              }
          if (d != ring)
            continue;
          hexes[n++] = h;
          if (n == VIK_MAX_REVEAL)
            {
              vik_reveal_hexes (game, player, hexes, n, FALSE);
              n = 0;
            }
        }
      if (n > 0)
        vik_reveal_hexes (game, player, hexes, n, FALSE);
    }
}

void
vik_explore_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  const VikReveal *r = &c->reveal;

  switch (c->decision)
    {
    case VIK_DECISION_START_WATER:
    case VIK_DECISION_WATER_PUTBACK:
      {
        /* Through the check: all-water start tiles cannot be kept (4.0). */
        VikAction a = vik_action_make (VIK_ACTION_PUTBACK);
        if (vik_explore_check (game, &a, NULL))
          g_array_append_val (out, a);
        a = vik_action_make (VIK_ACTION_KEEP);
        if (vik_explore_check (game, &a, NULL))
          g_array_append_val (out, a);
        break;
      }
    case VIK_DECISION_ARRANGE:
      {
        guint seen = 0;
        for (int t = 0; t < r->n_tiles; t++)
          {
            if (seen & (1u << r->tiles[t]))
              continue;
            seen |= 1u << r->tiles[t];
            for (int p = 0; p < r->n_places; p++)
              {
                VikAction a = vik_action_make (VIK_ACTION_TILE);
                a.to = r->places[p];
                a.terrain = r->tiles[t];
                g_array_append_val (out, a);
              }
          }
        break;
      }
    default:
      break;
    }
}

gboolean
vik_explore_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  const VikReveal *r = &c->reveal;

  switch (a->kind)
    {
    case VIK_ACTION_PUTBACK:
    case VIK_ACTION_KEEP:
      /* [4.0] 2: the Capital needs a land hex; while the pile holds land (it
       * does whenever START_WATER is asked), all-water start tiles cannot be kept. */
      if (a->kind == VIK_ACTION_KEEP && c->decision == VIK_DECISION_START_WATER
          && count_water (r) == r->n_tiles)
        return vik_refuse (error, _("Your Capital needs a land hex: return a water tile first (4.0)"));
      if (c->decision == VIK_DECISION_START_WATER || c->decision == VIK_DECISION_WATER_PUTBACK)
        return TRUE;
      if (a->kind == VIK_ACTION_PUTBACK && c->decision == VIK_DECISION_ARRANGE && r->start)
        return vik_refuse (error, _("Keep two of your water starting hexes; only the others may be returned (4.0)"));
      if (a->kind == VIK_ACTION_PUTBACK && c->decision == VIK_DECISION_ARRANGE)
        return vik_refuse (error, _("A water tile may be put back only when every revealed tile is water (7.0)"));
      return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("No tiles are waiting to be kept or put back (7.0)"));
    case VIK_ACTION_TILE:
      {
        gboolean place_ok = FALSE, tile_ok = FALSE;
        if (c->decision != VIK_DECISION_ARRANGE)
          return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("No drawn tiles are waiting to be placed (7.0)"));
        for (int i = 0; i < r->n_places; i++)
          place_ok |= r->places[i] == a->to;
        for (int i = 0; i < r->n_tiles; i++)
          tile_ok |= r->tiles[i] == a->terrain;
        if (!place_ok)
          return vik_refuse (error, _("%s is not one of the hexes being revealed (7.0)"),
                             vik_board_label (game->board, a->to));
        if (!tile_ok)
          return vik_refuse (error, _("No %s tile was drawn (7.0)"), vik_terrain_name (a->terrain));
        return TRUE;
      }
    default:
      return FALSE;
    }
}

void
vik_explore_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  VikReveal *r = &c->reveal;

  switch (a->kind)
    {
    case VIK_ACTION_PUTBACK:
      put_back_water (game);
      if (c->decision == VIK_DECISION_WATER_PUTBACK)
        arrange_or_ask (game); /* one put-back only [7.0] */
      else
        offer_water_choices (game);
      break;
    case VIK_ACTION_KEEP:
      arrange_or_ask (game);
      break;
    case VIK_ACTION_TILE:
      {
        int p = 0, t = 0;
        while (r->places[p] != a->to)
          p++;
        while (r->tiles[t] != a->terrain)
          t++;
        place_tile (game, p, t);
        arrange_or_ask (game);
        break;
      }
    default:
      break;
    }
}

int
vik_game_drawn_tiles (const VikGame *game, VikTerrain *tiles, int *places, int *n_places)
{
  const VikReveal *r = &game->core.reveal;
  gboolean pending = game->core.decision == VIK_DECISION_START_WATER
                     || game->core.decision == VIK_DECISION_WATER_PUTBACK
                     || game->core.decision == VIK_DECISION_ARRANGE;

  *n_places = pending ? r->n_places : 0;
  for (int i = 0; i < *n_places && places != NULL; i++)
    places[i] = r->places[i];
  if (!pending)
    return 0;
  for (int i = 0; i < r->n_tiles; i++)
    tiles[i] = r->tiles[i];
  return r->n_tiles;
}
