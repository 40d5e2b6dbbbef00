/* vik-mapgen.c: random maps with no unfair starting group (see vik-mapgen.h). */
#include "config.h"

#include "vik-mapgen.h"
#include "vik-rng.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#define REACH 3   /* Towns are built two or three hexes away, across water too [8.2.1] */

static gboolean
is_land (guint8 t)
{
  return t != VIK_TERRAIN_WATER; /* face down counts: it may be land */
}

/* Union-find over hexes. */
static int
find (int *parent, int x)
{
  while (parent[x] != x)
    x = parent[x] = parent[parent[x]];
  return x;
}

/* The network of land linked within REACH: parent[] over the board's hexes. */
static void
land_network (const VikMap *map, int *parent)
{
  const VikBoard *board = map->board;

  for (int h = 0; h < board->n_hexes; h++)
    parent[h] = h;
  for (int a = 0; a < board->n_hexes; a++)
    if (is_land (map->terrain[a]))
      for (int b = a + 1; b < board->n_hexes; b++)
        if (is_land (map->terrain[b]) && vik_board_distance (board, a, b) <= REACH)
          parent[find (parent, a)] = find (parent, b);
}

/* The network component of a group's land, or -1 when it has none. */
static int
group_component (const VikMap *map, int *parent, int g)
{
  for (int h = 0; h < map->board->n_hexes; h++)
    if (map->group[h] == g && is_land (map->terrain[h]))
      return find (parent, h);
  return -1;
}

static int
group_land (const VikMap *map, int g)
{
  int n = 0;

  for (int h = 0; h < map->board->n_hexes; h++)
    if (map->group[h] == g && map->terrain[h] != VIK_TERRAIN_WATER && map->terrain[h] != VIK_MAP_FACE_DOWN)
      n++;
  return n;
}

gboolean
vik_mapgen_is_fair (const VikMap *map, GError **error)
{
  int parent[VIK_MAX_HEXES];
  int first = -1;

  for (int g = 0; g < map->n_groups; g++)
    if (group_land (map, g) < 2)
      {
        g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_RULES,
                     _("Player %d's starting group has fewer than two land hexes (4.0)"), g + 1);
        return FALSE;
      }
  land_network (map, parent);
  for (int g = 0; g < map->n_groups; g++)
    {
      int c = group_component (map, parent, g);
      if (first < 0)
        first = c;
      else if (c != first)
        {
          g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_RULES,
                       _("Player %d's land is out of reach of player 1's (8.2.1)"), g + 1);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------------- dealing */

static void
shuffle (guint8 *tiles, int n, VikRng *rng)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = vik_rng_below (rng, i + 1);
      guint8 t = tiles[i];
      tiles[i] = tiles[j];
      tiles[j] = t;
    }
}

/* Makes every group hold two land hexes: swaps a water hex of the group with a
 * land hex outside every group (of the same orbit size when dealing by orbits). */
static void
repair_groups (VikMap *map, VikSymmetry symmetry, VikRng *rng)
{
  const VikBoard *board = map->board;

  for (int g = 0; g < map->n_groups; g++)
    for (int tries = 0; group_land (map, g) < 2 && tries < 16; tries++)
      {
        int water = -1, land = -1, n_land = 0;
        int candidates[VIK_MAX_HEXES];
        int img_w[6], img_l[6], nw, nl;

        for (int h = 0; h < board->n_hexes && water < 0; h++)
          if (map->group[h] == g && map->terrain[h] == VIK_TERRAIN_WATER && !vik_board_is_perimeter (board, h))
            water = h;
        if (water < 0)
          break;
        nw = vik_symmetry_images (board, symmetry, water, img_w);
        for (int h = 0; h < board->n_hexes; h++)
          if (map->group[h] == VIK_MAP_NO_GROUP && map->terrain[h] < VIK_N_TERRAINS
              && map->terrain[h] != VIK_TERRAIN_WATER
              && vik_symmetry_images (board, symmetry, h, img_l) == nw)
            candidates[n_land++] = h;
        if (n_land > 0)
          land = candidates[vik_rng_below (rng, n_land)];
        nl = land >= 0 ? vik_symmetry_images (board, symmetry, land, img_l) : 0;
        for (int i = 0; i < nw; i++)
          {
            guint8 t = land >= 0 && i < nl ? map->terrain[img_l[i]] : VIK_TERRAIN_PLAINS;
            if (land >= 0 && i < nl)
              map->terrain[img_l[i]] = VIK_TERRAIN_WATER;
            map->terrain[img_w[i]] = t;
          }
      }
}

/* Links the groups' land: turns the water on the line between the nearest
 * land of two networks into Plains until every group is in one network. */
static void
repair_reach (VikMap *map, VikSymmetry symmetry)
{
  const VikBoard *board = map->board;

  for (int round = 0; round < 64; round++)
    {
      int parent[VIK_MAX_HEXES];
      int c0, best = G_MAXINT, a = -1, b = -1;
      int g_far = -1;
      VikHex line[2 * VIK_MAX_RADIUS + 2];
      int n;

      land_network (map, parent);
      c0 = group_component (map, parent, 0);
      for (int g = 1; g < map->n_groups && g_far < 0; g++)
        if (group_component (map, parent, g) != c0)
          g_far = g;
      if (g_far < 0)
        return;
      /* The nearest pair of land hexes between player 1's network and the other's. */
      {
        int cf = group_component (map, parent, g_far);
        for (int x = 0; x < board->n_hexes; x++)
          if (is_land (map->terrain[x]) && find (parent, x) == c0)
            for (int y = 0; y < board->n_hexes; y++)
              if (is_land (map->terrain[y]) && find (parent, y) == cf)
                {
                  int d = vik_board_distance (board, x, y);
                  if (d < best)
                    {
                      best = d;
                      a = x;
                      b = y;
                    }
                }
      }
      if (a < 0)
        return;
      n = vik_hex_line (board->coords[a], board->coords[b], line);
      for (int i = 1; i < n - 1; i++)
        {
          int h = vik_board_index (board, line[i]);
          int img[6], m;
          if (h == VIK_NO_HEX || vik_board_is_perimeter (board, h) || map->terrain[h] != VIK_TERRAIN_WATER)
            continue;
          m = vik_symmetry_images (board, symmetry, h, img);
          for (int k = 0; k < m; k++)
            if (!vik_board_is_perimeter (board, img[k]))
              map->terrain[img[k]] = VIK_TERRAIN_PLAINS;
          break; /* one hex at a time: each one may be enough */
        }
    }
}

VikMap *
vik_mapgen_generate (const VikMapgenOptions *o, GError **error)
{
  int n_players = o->n_players;
  int radius = o->radius ? o->radius : vik_board_radius_for_players (n_players);
  VikMap *map;
  const VikBoard *board;
  VikRng rng;
  guint counts[VIK_N_TERRAINS];
  guint8 pile[VIK_MAX_PILE];
  int n_pile = 0, next = 0, interior = 0, land_tiles = 0;
  guint8 dealt[VIK_MAX_HEXES] = { 0 };

  if (n_players < 2 || n_players > VIK_MAX_PLAYERS || radius < 2 || radius > VIK_MAX_RADIUS)
    {
      g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID,
                   _("A map needs 2 to 8 players and a radius from 2 to %d"), VIK_MAX_RADIUS);
      return NULL;
    }
  map = vik_map_new (radius, n_players);
  board = map->board;
  for (int h = 0; h < board->n_hexes; h++)
    if (!vik_board_is_perimeter (board, h))
      interior++;
  if (vik_map_group_size (map, 0) == 0)
    {
      g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID,
                   _("A board of radius %d has no room for the starting groups of %d players (R2)"),
                   radius, n_players);
      vik_map_free (map);
      return NULL;
    }
  if (o->pile_set)
    memcpy (counts, o->pile, sizeof counts);
  else
    vik_map_default_pile (interior, counts);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      for (guint i = 0; i < counts[t] && n_pile < VIK_MAX_PILE; i++)
        pile[n_pile++] = t;
      if (t != VIK_TERRAIN_WATER)
        land_tiles += counts[t];
    }
  if (land_tiles < 2 * n_players)
    {
      g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID,
                   _("The composition holds %d land tiles; %d players need at least %d (4.0)"),
                   land_tiles, n_players, 2 * n_players);
      vik_map_free (map);
      return NULL;
    }
  vik_rng_seed (&rng, o->seed, 0x4d4150 /* "MAP" */);
  shuffle (pile, n_pile, &rng);

  /* Deal one tile an orbit of the symmetry, in board order. */
  for (int h = 0; h < board->n_hexes; h++)
    {
      int img[6], m;
      guint8 t;
      if (vik_board_is_perimeter (board, h) || dealt[h])
        continue;
      t = next < n_pile ? pile[next++] : VIK_TERRAIN_WATER;
      m = vik_symmetry_images (board, o->symmetry, h, img);
      for (int k = 0; k < m; k++)
        {
          map->terrain[img[k]] = t;
          dealt[img[k]] = 1;
        }
    }
  repair_groups (map, o->symmetry, &rng);
  repair_reach (map, o->symmetry);
  repair_groups (map, VIK_SYMMETRY_NONE, &rng);

  if (o->face_down)
    {
      /* The groups stay as dealt; the rest goes back into the pile. */
      guint left[VIK_N_TERRAINS];
      memcpy (left, counts, sizeof left);
      for (int h = 0; h < board->n_hexes; h++)
        if (!vik_board_is_perimeter (board, h))
          {
            if (map->group[h] != VIK_MAP_NO_GROUP)
              {
                if (left[map->terrain[h]] > 0)
                  left[map->terrain[h]]--;
              }
            else
              map->terrain[h] = VIK_MAP_FACE_DOWN;
          }
      map->pile_set = TRUE;
      for (int t = 0; t < VIK_N_TERRAINS; t++)
        map->pile[t] = MIN (left[t], VIK_MAX_PILE);
    }
  else if (o->pile_set)
    {
      map->pile_set = TRUE;
      for (int t = 0; t < VIK_N_TERRAINS; t++)
        map->pile[t] = MIN (counts[t], VIK_MAX_PILE);
    }
  g_free (map->title);
  map->title = g_strdup_printf (_("Random map %" PRIu64), o->seed);
  return map;
}
