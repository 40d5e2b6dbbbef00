/* vik-board.c: board geometry, labels and the starting groups of RULINGS R2. */
#include "vik-board.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static int
row_raw (VikHex h)
{
  /* Flat-topped hexes: a hex sits half a row lower than its west neighbour. */
  return (int) floor (h.r + h.q / 2.0);
}

VikBoard *
vik_board_new (int radius)
{
  VikBoard *board;
  int min_row = G_MAXINT;

  g_return_val_if_fail (radius >= 1 && radius <= VIK_MAX_RADIUS, NULL);

  board = g_new0 (VikBoard, 1);
  board->ref_count = 1;
  board->radius = radius;
  for (int i = 0; i < 2 * VIK_MAX_RADIUS + 1; i++)
    for (int j = 0; j < 2 * VIK_MAX_RADIUS + 1; j++)
      board->lookup[i][j] = VIK_NO_HEX;

  for (int q = -radius; q <= radius; q++)
    for (int r = MAX (-radius, -q - radius); r <= MIN (radius, -q + radius); r++)
      {
        int i = board->n_hexes++;
        board->coords[i] = vik_hex_make (q, r);
        board->lookup[q + radius][r + radius] = i;
        min_row = MIN (min_row, row_raw (board->coords[i]));
      }

  for (int i = 0; i < board->n_hexes; i++)
    {
      VikHex h = board->coords[i];
      for (int d = 0; d < VIK_N_DIRS; d++)
        board->neighbors[i][d] = vik_board_index (board, vik_hex_neighbor (h, d));
      g_snprintf (board->labels[i], sizeof board->labels[i], "%c%d",
                  'a' + h.q + radius, row_raw (h) - min_row + 1);
    }
  return board;
}

VikBoard *
vik_board_ref (VikBoard *board)
{
  g_atomic_int_inc (&board->ref_count);
  return board;
}

void
vik_board_unref (VikBoard *board)
{
  if (board != NULL && g_atomic_int_dec_and_test (&board->ref_count))
    g_free (board);
}

int
vik_board_radius_for_players (int n_players)
{
  if (n_players <= 2)
    return 4;
  if (n_players == 3)
    return 5;
  if (n_players == 4)
    return 6;
  return 7;
}

int
vik_board_index (const VikBoard *board, VikHex h)
{
  int R = board->radius;

  if (h.q < -R || h.q > R || h.r < -R || h.r > R || vik_hex_length (h) > R)
    return VIK_NO_HEX;
  return board->lookup[h.q + R][h.r + R];
}

int
vik_board_distance (const VikBoard *board, int a, int b)
{
  return vik_hex_distance (board->coords[a], board->coords[b]);
}

int
vik_board_ring (const VikBoard *board, int hex)
{
  return vik_hex_length (board->coords[hex]);
}

gboolean
vik_board_is_perimeter (const VikBoard *board, int hex)
{
  return vik_board_ring (board, hex) == board->radius;
}

const char *
vik_board_label (const VikBoard *board, int hex)
{
  if (hex < 0 || hex >= board->n_hexes)
    return "--";
  return board->labels[hex];
}

int
vik_board_parse_label (const VikBoard *board, const char *label)
{
  if (label == NULL)
    return VIK_NO_HEX;
  for (int i = 0; i < board->n_hexes; i++)
    if (g_ascii_strcasecmp (board->labels[i], label) == 0)
      return i;
  return VIK_NO_HEX;
}

/* Appends the neighbours of anchor that lie at ring distance `ring`, clockwise. */
static int
add_ring_neighbors (const VikBoard *board, VikHex anchor, int ring, gint16 *out, int n)
{
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      VikHex nb = vik_hex_neighbor (anchor, d);
      if (vik_hex_length (nb) == ring)
        out[n++] = vik_board_index (board, nb);
    }
  return n;
}

/* R2: the anchor, its two neighbours on the same ring, then (5-hex groups) two
 * hexes inwards: a corner's inward neighbour and the next hex towards the centre,
 * or a side hex's two inward neighbours. */
static void
ring_group (const VikBoard *board, VikHex anchor, int size, gint16 *out)
{
  int ring = vik_hex_length (anchor);
  int n = 0;

  out[n++] = vik_board_index (board, anchor);
  n = add_ring_neighbors (board, anchor, ring, out, n);
  if (size <= 3)
    return;
  n = add_ring_neighbors (board, anchor, ring - 1, out, n);
  if (n == 4)
    {
      /* A corner: one more step along the line to the centre. */
      VikHex inward = board->coords[out[3]];
      VikHex step = vik_hex_subtract (inward, anchor);
      out[n++] = vik_board_index (board, vik_hex_add (inward, step));
    }
}

/* R2 rulings for the middle groups: the centre group of 7 players is the centre
 * and its NE, SE, SW, NW neighbours (N and S for 3-hex groups), symmetric under
 * both mirrors.  The two 8-player groups beside the centre keep the centre free:
 * the anchor, its ring neighbours, and its inward and outward neighbours on the
 * north-south line. */
static void
centre_group (const VikBoard *board, int size, gint16 *out)
{
  static const VikDirection five[] = { VIK_DIR_NE, VIK_DIR_SE, VIK_DIR_SW, VIK_DIR_NW };
  static const VikDirection three[] = { VIK_DIR_N, VIK_DIR_S };
  VikHex centre = vik_hex_make (0, 0);

  out[0] = vik_board_index (board, centre);
  for (int i = 0; i < size - 1; i++)
    out[i + 1] = vik_board_index (board, vik_hex_neighbor (centre, size >= 5 ? five[i] : three[i]));
}

static void
beside_centre_group (const VikBoard *board, VikDirection side, int size, gint16 *out)
{
  VikHex dir = vik_hex_direction (side);
  VikHex anchor = vik_hex_scale (dir, 2);
  int n = 0;

  out[n++] = vik_board_index (board, anchor);
  n = add_ring_neighbors (board, anchor, 2, out, n);
  if (size <= 3)
    return;
  out[n++] = vik_board_index (board, dir);
  out[n++] = vik_board_index (board, vik_hex_scale (dir, 3));
}

gboolean
vik_board_start_groups (const VikBoard *board,
                        int n_players,
                        int group_size,
                        gint16 (*groups)[8])
{
  static const int corners_2[] = { 1, 4 };
  static const int corners_3[] = { 1, 3, 5 };
  static const int corners_4[] = { 1, 2, 4, 5 };
  static const int corners_6[] = { 1, 2, 3, 4, 5, 6 };
  int R = board->radius;
  const int *corners = NULL;
  int first_corner_player = 0;

  g_return_val_if_fail (n_players >= 2 && n_players <= VIK_MAX_PLAYERS, FALSE);
  if (R < (n_players >= 8 ? 6 : 4) || (group_size != 3 && group_size != 5))
    return FALSE;

  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    for (int i = 0; i < 8; i++)
      groups[p][i] = VIK_NO_HEX;

  switch (n_players)
    {
    case 2: corners = corners_2; break;
    case 3: corners = corners_3; break;
    case 4: corners = corners_4; break;
    case 5:
      {
        VikHex ring[6 * VIK_MAX_RADIUS];
        int len = vik_hex_ring (vik_hex_make (0, 0), R - 1, ring);
        for (int p = 0; p < 5; p++)
          ring_group (board, ring[(p * len * 2 + 5) / 10], group_size, groups[p]);
        return TRUE;
      }
    case 6: corners = corners_6; break;
    case 7:
      centre_group (board, group_size, groups[0]);
      corners = corners_6;
      first_corner_player = 1;
      break;
    case 8:
      beside_centre_group (board, VIK_DIR_N, group_size, groups[0]);
      beside_centre_group (board, VIK_DIR_S, group_size, groups[1]);
      corners = corners_6;
      first_corner_player = 2;
      break;
    default:
      g_assert_not_reached ();
    }

  for (int p = first_corner_player; p < n_players; p++)
    {
      int corner = corners[p - first_corner_player];
      VikHex anchor = vik_hex_scale (vik_hex_direction (corner - 1), R - 1);
      ring_group (board, anchor, group_size, groups[p]);
    }
  return TRUE;
}
