/* test-hex.c: hexagon maths, with the known answers of Red Blob Games' hex guide
 * (its test suite, translated to our flat-topped direction order N, NE, SE, S, SW, NW). */
#include "vik-hex.h"

#include <math.h>

static void
assert_hex (VikHex h, int q, int r)
{
  g_assert_cmpint (h.q, ==, q);
  g_assert_cmpint (h.r, ==, r);
}

static void
test_arithmetic (void)
{
  VikHex a = vik_hex_make (1, -3);
  VikHex b = vik_hex_make (3, -7);

  assert_hex (vik_hex_add (a, b), 4, -10);
  assert_hex (vik_hex_subtract (a, b), -2, 4);
  assert_hex (vik_hex_scale (a, 3), 3, -9);
  assert_hex (vik_hex_scale (b, -1), -3, 7);
  g_assert_cmpint (vik_hex_s (a), ==, 2);
  g_assert_cmpint (vik_hex_s (b), ==, 4);
  g_assert_true (vik_hex_equal (a, vik_hex_make (1, -3)));
  g_assert_false (vik_hex_equal (a, b));
}

static void
test_direction (void)
{
  /* Red Blob's direction 2, (0, -1, 1), is our north. */
  static const int expected[VIK_N_DIRS][2] = {
    { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 },
  };

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      VikHex dir = vik_hex_direction (d);
      assert_hex (dir, expected[d][0], expected[d][1]);
      g_assert_cmpint (vik_hex_length (dir), ==, 1);
      /* Opposite directions cancel. */
      assert_hex (vik_hex_add (dir, vik_hex_direction ((d + 3) % VIK_N_DIRS)), 0, 0);
      /* Clockwise: rotating a direction once gives the next one. */
      g_assert_true (vik_hex_equal (vik_hex_rotate (dir, 1), vik_hex_direction ((d + 1) % VIK_N_DIRS)));
    }
}

static void
test_neighbor (void)
{
  /* Red Blob: hex_neighbor (Hex (1, -2, 1), 2) == Hex (1, -3, 2). */
  assert_hex (vik_hex_neighbor (vik_hex_make (1, -2), VIK_DIR_N), 1, -3);
  assert_hex (vik_hex_neighbor (vik_hex_make (1, -2), VIK_DIR_S), 1, -1);
  assert_hex (vik_hex_neighbor (vik_hex_make (1, -2), VIK_DIR_SE), 2, -2);
  assert_hex (vik_hex_neighbor (vik_hex_make (1, -2), VIK_DIR_NW), 0, -2);
}

static void
test_distance (void)
{
  g_assert_cmpint (vik_hex_distance (vik_hex_make (3, -7), vik_hex_make (0, 0)), ==, 7);
  g_assert_cmpint (vik_hex_distance (vik_hex_make (0, 0), vik_hex_make (3, -7)), ==, 7);
  g_assert_cmpint (vik_hex_distance (vik_hex_make (1, -3), vik_hex_make (3, -7)), ==, 4);
  g_assert_cmpint (vik_hex_distance (vik_hex_make (2, 2), vik_hex_make (2, 2)), ==, 0);
  g_assert_cmpint (vik_hex_length (vik_hex_make (-4, 1)), ==, 4);
}

static void
test_rotate (void)
{
  VikHex h = vik_hex_make (1, -3);

  /* Red Blob: rotate_right (1, -3, 2) == (3, -2, -1); rotate_left == (-2, -1, 3). */
  assert_hex (vik_hex_rotate (h, 1), 3, -2);
  assert_hex (vik_hex_rotate (h, -1), -2, -1);
  assert_hex (vik_hex_rotate (h, 6), 1, -3);
  assert_hex (vik_hex_rotate (h, 3), -1, 3);
  assert_hex (vik_hex_rotate (h, -7), -2, -1);
  for (int k = 0; k < 6; k++)
    g_assert_cmpint (vik_hex_length (vik_hex_rotate (h, k)), ==, 3);
}

static void
test_mirror (void)
{
  /* Left-right mirror: the north hex stays, NE and NW swap. */
  assert_hex (vik_hex_mirror (vik_hex_direction (VIK_DIR_N)), 0, -1);
  g_assert_true (vik_hex_equal (vik_hex_mirror (vik_hex_direction (VIK_DIR_NE)), vik_hex_direction (VIK_DIR_NW)));
  g_assert_true (vik_hex_equal (vik_hex_mirror (vik_hex_direction (VIK_DIR_SE)), vik_hex_direction (VIK_DIR_SW)));
  g_assert_true (vik_hex_equal (vik_hex_mirror (vik_hex_mirror (vik_hex_make (3, -5))), vik_hex_make (3, -5)));
}

static void
test_round (void)
{
  /* Red Blob: a = (0,0,0), b = (1,-1,0), c = (0,-1,1). */
  assert_hex (vik_hex_round (5.0, -10.0), 5, -10);                    /* lerp (0, (10,-20,10), 0.5) */
  assert_hex (vik_hex_round (0.499, -0.499), 0, 0);                   /* lerp (a, b, 0.499) = a */
  assert_hex (vik_hex_round (0.501, -0.501), 1, -1);                  /* lerp (a, b, 0.501) = b */
  assert_hex (vik_hex_round (0.3, -0.6), 0, 0);                       /* 0.4a + 0.3b + 0.3c = a */
  assert_hex (vik_hex_round (0.3, -0.7), 0, -1);                      /* 0.3a + 0.3b + 0.4c = c */
}

static void
test_line (void)
{
  /* Red Blob: linedraw ((0,0,0), (1,-5,4)). */
  static const int expected[][2] = { { 0, 0 }, { 0, -1 }, { 0, -2 }, { 1, -3 }, { 1, -4 }, { 1, -5 } };
  VikHex out[16];
  int n = vik_hex_line (vik_hex_make (0, 0), vik_hex_make (1, -5), out);

  g_assert_cmpint (n, ==, 6);
  for (int i = 0; i < n; i++)
    assert_hex (out[i], expected[i][0], expected[i][1]);

  n = vik_hex_line (vik_hex_make (2, 2), vik_hex_make (2, 2), out);
  g_assert_cmpint (n, ==, 1);
  assert_hex (out[0], 2, 2);

  /* Every step of a line is to a neighbour. */
  n = vik_hex_line (vik_hex_make (-3, 1), vik_hex_make (4, -2), out);
  g_assert_cmpint (n, ==, 8);
  for (int i = 1; i < n; i++)
    g_assert_cmpint (vik_hex_distance (out[i - 1], out[i]), ==, 1);
}

static void
test_ring (void)
{
  VikHex centre = vik_hex_make (1, -2);
  VikHex out[6 * 4];

  g_assert_cmpint (vik_hex_ring (centre, 0, out), ==, 1);
  assert_hex (out[0], 1, -2);
  for (int radius = 1; radius <= 4; radius++)
    {
      int n = vik_hex_ring (centre, radius, out);

      g_assert_cmpint (n, ==, 6 * radius);
      /* Starts at the north hex, then clockwise: the second is south-east of it. */
      g_assert_true (vik_hex_equal (out[0], vik_hex_add (centre, vik_hex_scale (vik_hex_direction (VIK_DIR_N), radius))));
      g_assert_true (vik_hex_equal (out[1], vik_hex_neighbor (out[0], VIK_DIR_SE)));
      for (int i = 0; i < n; i++)
        {
          g_assert_cmpint (vik_hex_distance (out[i], centre), ==, radius);
          g_assert_cmpint (vik_hex_distance (out[i], out[(i + 1) % n]), ==, 1);
          for (int j = 0; j < i; j++)
            g_assert_false (vik_hex_equal (out[i], out[j]));
        }
    }
}

static void
test_layout (void)
{
  static const double sizes[] = { 1.0, 10.0, 17.5, 35.0, 64.0 };
  VikLayout origin = { 10.0, 0.0, 0.0 };
  double x, y;

  /* Flat-topped: a column is 1.5 sizes wide, a hex sqrt(3) sizes high. */
  vik_layout_hex_to_pixel (&origin, vik_hex_make (1, 0), &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 15.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 5.0 * sqrt (3.0), 1e-9);
  vik_layout_hex_to_pixel (&origin, vik_hex_make (0, -1), &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, -10.0 * sqrt (3.0), 1e-9);
  /* Corner 0 points east. */
  vik_layout_hex_corner (&origin, vik_hex_make (0, 0), 0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 10.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 0.0, 1e-9);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      VikLayout layout = { sizes[s], 35.0, 71.0 };

      /* Red Blob: Hex (3, 4, -7) survives hex -> pixel -> hex. */
      for (int q = -7; q <= 7; q++)
        for (int r = -7; r <= 7; r++)
          {
            VikHex h = vik_hex_make (q, r);
            VikHex back;

            vik_layout_hex_to_pixel (&layout, h, &x, &y);
            back = vik_layout_pixel_to_hex (&layout, x, y);
            g_assert_true (vik_hex_equal (back, h));
            /* A point well inside the hex (towards each corner) maps back too. */
            for (int i = 0; i < 6; i++)
              {
                double cx, cy;
                vik_layout_hex_corner (&layout, h, i, &cx, &cy);
                back = vik_layout_pixel_to_hex (&layout, x + (cx - x) * 0.8, y + (cy - y) * 0.8);
                g_assert_true (vik_hex_equal (back, h));
              }
          }
    }
}

/* A side seen from either hex is one value; the two hexes it separates are adjacent. */
static void
test_side (void)
{
  VikHex a = vik_hex_make (2, -1);

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      VikHex b = vik_hex_neighbor (a, d);
      VikHexSide s = vik_hex_side_make (a, d);
      VikHexSide t = vik_hex_side_make (b, (d + 3) % VIK_N_DIRS);
      VikHexSide u;
      VikHex x, y;

      g_assert_true (vik_hex_side_equal (s, t));
      g_assert_cmpint (s.dir, >=, VIK_DIR_N);
      g_assert_cmpint (s.dir, <=, VIK_DIR_SE);
      vik_hex_side_hexes (s, &x, &y);
      g_assert_true ((vik_hex_equal (x, a) && vik_hex_equal (y, b))
                     || (vik_hex_equal (x, b) && vik_hex_equal (y, a)));
      g_assert_cmpint (vik_hex_side_direction (a, b), ==, d);
      g_assert_true (vik_hex_side_between (b, a, &u));
      g_assert_true (vik_hex_side_equal (s, u));
      g_assert_cmpint (vik_hex_side_dir_from (s, a), ==, d);
      g_assert_cmpint (vik_hex_side_dir_from (s, b), ==, (d + 3) % VIK_N_DIRS);
      /* Different directions from one hex are different sides. */
      for (int e = 0; e < d; e++)
        g_assert_false (vik_hex_side_equal (s, vik_hex_side_make (a, e)));
    }
  g_assert_cmpint (vik_hex_side_direction (a, vik_hex_make (4, -1)), ==, -1);
  g_assert_cmpint (vik_hex_side_direction (a, a), ==, -1);
  g_assert_cmpint (vik_hex_side_dir_from (vik_hex_side_make (a, 0), vik_hex_make (9, 9)), ==, -1);
}

/* The ends of a side on screen are the two corners both hexes share. */
static void
test_side_ends (void)
{
  VikLayout layout = { 10.0, 100.0, 100.0 };
  VikHex a = vik_hex_make (0, 0);

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      double x0, y0, x1, y1, ax, ay, bx, by, mx, my;
      VikHex b = vik_hex_neighbor (a, d);

      vik_layout_hex_side_ends (&layout, vik_hex_side_make (a, d), &x0, &y0, &x1, &y1);
      vik_layout_hex_to_pixel (&layout, a, &ax, &ay);
      vik_layout_hex_to_pixel (&layout, b, &bx, &by);
      /* Both ends are a corner away (size) from each hex's centre. */
      g_assert_cmpfloat (fabs (hypot (x0 - ax, y0 - ay) - 10.0), <, 1e-9);
      g_assert_cmpfloat (fabs (hypot (x1 - bx, y1 - by) - 10.0), <, 1e-9);
      g_assert_cmpfloat (fabs (hypot (x0 - bx, y0 - by) - 10.0), <, 1e-9);
      /* The side's middle is the middle between the centres. */
      mx = (x0 + x1) / 2;
      my = (y0 + y1) / 2;
      g_assert_cmpfloat (fabs (mx - (ax + bx) / 2), <, 1e-9);
      g_assert_cmpfloat (fabs (my - (ay + by) / 2), <, 1e-9);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/arithmetic", test_arithmetic);
  g_test_add_func ("/hex/direction", test_direction);
  g_test_add_func ("/hex/neighbor", test_neighbor);
  g_test_add_func ("/hex/distance", test_distance);
  g_test_add_func ("/hex/rotate", test_rotate);
  g_test_add_func ("/hex/mirror", test_mirror);
  g_test_add_func ("/hex/round", test_round);
  g_test_add_func ("/hex/line", test_line);
  g_test_add_func ("/hex/ring", test_ring);
  g_test_add_func ("/hex/layout", test_layout);
  g_test_add_func ("/hex/side", test_side);
  g_test_add_func ("/hex/side-ends", test_side_ends);
  return g_test_run ();
}
