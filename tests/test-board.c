/* test-board.c: the board of RULINGS R1, the starting groups of R2, the draw pile of R3,
 * and hex labels. */
#include "config.h"

#include "vik-game-private.h" /* R3: the pile's composition is hidden state */
#include "vik-position.h"

#include <math.h>
#include <string.h>

static VikGame *
new_game (int n_players, guint64 seed)
{
  VikGameOptions options = { 0 };
  g_autoptr(GError) error = NULL;
  VikGame *game;

  options.n_players = n_players;
  options.seed = seed;
  game = vik_game_new (&options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* R1: 61, 91, 127, 169 hexes for 2, 3, 4, 5-8 players; the perimeter is revealed water. */
static void
test_hex_counts (void)
{
  static const int expected_hexes[] = { 0, 0, 61, 91, 127, 169, 169, 169, 169 };
  static const int expected_radius[] = { 0, 0, 4, 5, 6, 7, 7, 7, 7 };

  for (int n = 2; n <= 8; n++)
    {
      g_autoptr(VikGame) game = new_game (n, 11 + n);
      const VikBoard *board = vik_game_get_board (game);
      int perimeter = 0, hidden = 0, group_n;
      const gint16 *group = vik_game_start_group (game, 0, &group_n);

      g_assert_cmpint (board->radius, ==, expected_radius[n]);
      g_assert_cmpint (vik_board_radius_for_players (n), ==, expected_radius[n]);
      g_assert_cmpint (board->n_hexes, ==, expected_hexes[n]);
      for (int h = 0; h < board->n_hexes; h++)
        {
          gboolean in_group = FALSE;

          for (int i = 0; i < group_n; i++)
            in_group |= group[i] == h;
          if (vik_board_is_perimeter (board, h))
            {
              perimeter++;
              g_assert_true (vik_game_hex_revealed (game, h));
              g_assert_cmpint (vik_game_hex_terrain (game, h), ==, VIK_TERRAIN_WATER);
            }
          else if (!in_group)
            {
              /* The interior is face down, but for the first player's starting
               * hexes, revealed as his setup turn begins. */
              g_assert_false (vik_game_hex_revealed (game, h));
              hidden++;
            }
        }
      g_assert_cmpint (perimeter, ==, 6 * board->radius);
      g_assert_cmpint (hidden, ==, board->n_hexes - 6 * board->radius - group_n);
      /* Neighbours off the board only on the perimeter. */
      for (int h = 0; h < board->n_hexes; h++)
        for (int d = 0; d < VIK_N_DIRS; d++)
          if (board->neighbors[h][d] == VIK_NO_HEX)
            g_assert_true (vik_board_is_perimeter (board, h));
    }
}

static int
corner_anchor (const VikBoard *board, int corner)
{
  return vik_board_index (board, vik_hex_scale (vik_hex_direction (corner - 1), board->radius - 1));
}

static gboolean
group_connected (const VikBoard *board, const gint16 *group, int n)
{
  guint reached = 1;
  gboolean grew = TRUE;

  while (grew)
    {
      grew = FALSE;
      for (int i = 0; i < n; i++)
        if (!(reached & (1u << i)))
          for (int j = 0; j < n; j++)
            if ((reached & (1u << j)) && vik_board_distance (board, group[i], group[j]) == 1)
              {
                reached |= 1u << i;
                grew = TRUE;
                break;
              }
    }
  return reached == (1u << n) - 1;
}

static void
check_groups (int n_players, int size)
{
  g_autoptr(VikBoard) board = vik_board_new (vik_board_radius_for_players (n_players));
  gint16 groups[VIK_MAX_PLAYERS][8];
  int R = board->radius;
  guint8 used[VIK_MAX_HEXES] = { 0 };

  g_assert_true (vik_board_start_groups (board, n_players, size, groups));
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      int n = 0;

      while (n < 8 && groups[p][n] != VIK_NO_HEX)
        n++;
      if (p >= n_players)
        {
          g_assert_cmpint (n, ==, 0);
          continue;
        }
      g_assert_cmpint (n, ==, size);
      for (int i = 0; i < n; i++)
        {
          int h = groups[p][i];
          g_assert_cmpint (h, >=, 0);
          g_assert_cmpint (h, <, board->n_hexes);
          g_assert_false (vik_board_is_perimeter (board, h)); /* interior */
          g_assert_cmpint (used[h], ==, 0);                   /* no overlaps */
          used[h] = 1;
        }
      g_assert_true (group_connected (board, groups[p], n));
    }

  /* Corners 1-6 clockwise from the top; group 1 at the top corner (0, -(R-1)). */
  switch (n_players)
    {
    case 2:
      g_assert_cmpint (groups[0][0], ==, corner_anchor (board, 1));
      g_assert_cmpint (groups[1][0], ==, corner_anchor (board, 4));
      break;
    case 3:
      for (int p = 0; p < 3; p++)
        g_assert_cmpint (groups[p][0], ==, corner_anchor (board, 1 + 2 * p));
      break;
    case 4:
      {
        static const int corners[] = { 1, 2, 4, 5 };
        for (int p = 0; p < 4; p++)
          g_assert_cmpint (groups[p][0], ==, corner_anchor (board, corners[p]));
        break;
      }
    case 5:
      {
        /* Evenly spaced on the ring R-1, clockwise, the first at corner 1. */
        VikHex ring[6 * VIK_MAX_RADIUS];
        int len = vik_hex_ring (vik_hex_make (0, 0), R - 1, ring);
        int previous = -1;

        g_assert_cmpint (groups[0][0], ==, corner_anchor (board, 1));
        for (int p = 0; p < 5; p++)
          {
            int at = -1;
            for (int i = 0; i < len; i++)
              if (vik_board_index (board, ring[i]) == groups[p][0])
                at = i;
            g_assert_cmpint (at, >, previous);
            if (p > 0)
              {
                g_assert_cmpint (at - previous, >=, len / 5);
                g_assert_cmpint (at - previous, <=, len / 5 + 1);
              }
            previous = at;
          }
        break;
      }
    case 6:
      for (int p = 0; p < 6; p++)
        g_assert_cmpint (groups[p][0], ==, corner_anchor (board, p + 1));
      break;
    case 7:
      g_assert_cmpint (groups[0][0], ==, vik_board_index (board, vik_hex_make (0, 0)));
      for (int p = 1; p < 7; p++)
        g_assert_cmpint (groups[p][0], ==, corner_anchor (board, p));
      break;
    case 8:
      /* Either side of the centre on the line from corner 1 to corner 4, two hexes out. */
      g_assert_cmpint (groups[0][0], ==, vik_board_index (board, vik_hex_make (0, -2)));
      g_assert_cmpint (groups[1][0], ==, vik_board_index (board, vik_hex_make (0, 2)));
      g_assert_cmpint (used[vik_board_index (board, vik_hex_make (0, 0))], ==, 0);
      for (int p = 2; p < 8; p++)
        g_assert_cmpint (groups[p][0], ==, corner_anchor (board, p - 1));
      break;
    default:
      g_assert_not_reached ();
    }

  /* A corner group of five: the corner, its two ring neighbours, and two hexes
   * inwards on the line to the centre. */
  if (size == 5 && n_players != 5)
    {
      int p = n_players >= 7 ? n_players - 6 : 0;
      int inward = 0;
      for (int i = 1; i < 5; i++)
        {
          int ring = vik_board_ring (board, groups[p][i]);
          g_assert_cmpint (ring, >=, R - 3);
          if (ring < R - 1)
            inward++;
        }
      g_assert_cmpint (inward, ==, 2);
      g_assert_true (vik_hex_equal (board->coords[groups[p][0]], vik_hex_make (0, -(R - 1))));
      g_assert_cmpint (groups[p][4], ==, vik_board_index (board, vik_hex_make (0, -(R - 3))));
    }
}

/* R2, for every player count, in 5-hex (v2.1) and 3-hex groups. */
static void
test_start_groups (void)
{
  for (int n = 2; n <= 8; n++)
    {
      check_groups (n, 5);
      check_groups (n, 3);
    }
}

/* R2: the game gives each player the board's groups, five hexes each. */
static void
test_start_groups_in_game (void)
{
  for (int n = 2; n <= 8; n++)
    {
      g_autoptr(VikGame) game = new_game (n, 3 * n);
      gint16 groups[VIK_MAX_PLAYERS][8];

      g_assert_true (vik_board_start_groups (vik_game_get_board (game), n, 5, groups));
      for (int p = 0; p < n; p++)
        {
          int size;
          const gint16 *group = vik_game_start_group (game, p, &size);
          g_assert_cmpint (size, ==, 5);
          for (int i = 0; i < size; i++)
            g_assert_cmpint (group[i], ==, groups[p][i]);
        }
    }
}

/* R3: N + max(6, N/10) tiles, about 30% water, the rest even, the remainder to Plains. */
static void
test_default_pile (void)
{
  for (int radius = 4; radius <= 7; radius++)
    {
      g_autoptr(VikGame) game = vik_position_new (NULL, radius, 2, 99 + radius);
      const VikBoard *board = vik_game_get_board (game);
      int interior = board->n_hexes - 6 * radius;
      int size = interior + MAX (6, interior / 10);
      int counts[VIK_N_TERRAINS] = { 0 };
      int land;

      g_assert_cmpint (vik_game_pile_size (game), ==, size);
      for (int i = 0; i < game->core.pile_len; i++)
        counts[game->core.pile[i]]++;
      g_assert_cmpfloat (fabs (counts[VIK_TERRAIN_WATER] - 0.3 * size), <=, 0.5);
      land = size - counts[VIK_TERRAIN_WATER];
      g_assert_cmpint (counts[VIK_TERRAIN_GRASSLAND], ==, land / 4);
      g_assert_cmpint (counts[VIK_TERRAIN_FOREST], ==, land / 4);
      g_assert_cmpint (counts[VIK_TERRAIN_MOUNTAIN], ==, land / 4);
      g_assert_cmpint (counts[VIK_TERRAIN_PLAINS], ==, land / 4 + land % 4);
    }
}

/* R3: the pile is shuffled with the game's seed: same seed, same order. */
static void
test_pile_seeded (void)
{
  g_autoptr(VikGame) a = vik_position_new (NULL, 7, 2, 5);
  g_autoptr(VikGame) b = vik_position_new (NULL, 7, 2, 5);
  g_autoptr(VikGame) c = vik_position_new (NULL, 7, 2, 6);

  g_assert_cmpmem (a->core.pile, a->core.pile_len, b->core.pile, b->core.pile_len);
  g_assert_true (memcmp (a->core.pile, c->core.pile, a->core.pile_len) != 0);
}

static void
test_labels (void)
{
  for (int radius = 2; radius <= VIK_MAX_RADIUS; radius++)
    {
      g_autoptr(VikBoard) board = vik_board_new (radius);
      GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);

      for (int h = 0; h < board->n_hexes; h++)
        {
          const char *label = vik_board_label (board, h);
          g_autofree char *upper = g_ascii_strup (label, -1);

          g_assert_false (g_hash_table_contains (seen, label));
          g_hash_table_add (seen, (gpointer) label);
          g_assert_cmpint (vik_board_parse_label (board, label), ==, h);
          g_assert_cmpint (vik_board_parse_label (board, upper), ==, h);
          /* Column letter from the west. */
          g_assert_cmpint (label[0], ==, 'a' + board->coords[h].q + radius);
        }
      g_assert_cmpint (vik_board_parse_label (board, "z99"), ==, VIK_NO_HEX);
      g_assert_cmpint (vik_board_parse_label (board, ""), ==, VIK_NO_HEX);
      g_assert_cmpint (vik_board_parse_label (board, NULL), ==, VIK_NO_HEX);
      g_hash_table_unref (seen);
    }
}

static void
test_label_examples (void)
{
  g_autoptr(VikBoard) board = vik_board_new (4);

  /* The 2-player board is 9 columns a-i; the centre is e5, its top is e1. */
  g_assert_cmpstr (vik_board_label (board, vik_board_index (board, vik_hex_make (0, 0))), ==, "e5");
  g_assert_cmpstr (vik_board_label (board, vik_board_index (board, vik_hex_make (0, -4))), ==, "e1");
  g_assert_cmpstr (vik_board_label (board, vik_board_index (board, vik_hex_make (0, 4))), ==, "e9");
  g_assert_cmpint (vik_board_parse_label (board, "e5"), ==, vik_board_index (board, vik_hex_make (0, 0)));
  g_assert_cmpint (vik_board_parse_label (board, "a1"), ==, VIK_NO_HEX);
  g_assert_cmpint (vik_board_parse_label (board, "j5"), ==, VIK_NO_HEX);
  g_assert_cmpstr (vik_board_label (board, -1), ==, "--");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/3.1/board-sizes-R1", test_hex_counts);
  g_test_add_func ("/rules/3.3/start-groups-R2", test_start_groups);
  g_test_add_func ("/rules/3.3/start-groups-in-game", test_start_groups_in_game);
  g_test_add_func ("/rules/3.2/default-draw-pile-R3", test_default_pile);
  g_test_add_func ("/rules/3.2/draw-pile-seeded-R3", test_pile_seeded);
  g_test_add_func ("/board/labels/unique-and-parse", test_labels);
  g_test_add_func ("/board/labels/examples", test_label_examples);
  return g_test_run ();
}
