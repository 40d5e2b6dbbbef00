/* test-vic-painter.c: the *Victory* board painter without a display
 * (src/gui/victory/vic-victory-painter.h), pixel by pixel on image surfaces.
 *
 * Fog of war: for a viewer, a hidden block of another player is drawn from
 * its owner and hex alone: the picture stays the same, to the pixel, when the
 * block's type and strength are re-drawn (vic_game_copy_for_player), and no
 * ink (type or strength) is on its face; the viewer's own blocks show theirs.
 * A battle reveals blocks; battle hexes are ringed; the selected block's
 * destinations are lit; picking finds hexes and blocks. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "vic-game-model.h"
#include "vic-map-draw.h"
#include "vic-policy.h"
#include "vic-victory-painter.h"
#include "vik-rng.h"

#define HEX_SIZE 40.0

static VikLayout
test_layout (void)
{
  VikLayout layout = { HEX_SIZE, HEX_SIZE * 1.2, HEX_SIZE * 1.2 };
  return layout;
}

static cairo_surface_t *
draw_for (const VicGame *game, int viewer)
{
  g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
  VikLayout layout = test_layout ();
  double x, y, w, h;
  cairo_surface_t *surface;
  cairo_t *cr;

  vic_victory_painter_set_game (painter, game);
  vic_victory_painter_set_viewer (painter, viewer);
  vik_board_painter_get_bounds (VIK_BOARD_PAINTER (painter), &x, &y, &w, &h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ((x + w) * HEX_SIZE + layout.origin_x + 4),
                                        (int) ((y + h) * HEX_SIZE + layout.origin_y + 4));
  cr = cairo_create (surface);
  vik_board_painter_draw (VIK_BOARD_PAINTER (painter), cr, &layout, VIK_NO_HEX);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_height (a) * cairo_image_surface_get_stride (a)) == 0;
}

static guint32
pixel (cairo_surface_t *s, int x, int y)
{
  return *(const guint32 *) (cairo_image_surface_get_data (s) + y * cairo_image_surface_get_stride (s) + x * 4)
         & 0xffffff;
}

/* A game of Quick Start played by the engine's policy until `done` says stop. */
static VicGameModel *
played_game (guint64 seed, gboolean (*done) (const VicGame *game))
{
  VicGameModel *model = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  VikRng rng;

  vik_rng_seed (&rng, seed, 3);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, seed, &error));
  for (int i = 0; i < 20000 && !done (vic_game_model_get_game (model)); i++)
    {
      GArray *legal = vic_game_model_get_legal_actions (model);
      guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, vic_game_model_get_game (model),
                                   (const VicAction *) legal->data, legal->len, &rng);
      g_assert_true (vic_game_model_apply (model, &g_array_index (legal, VicAction, k), &error));
    }
  g_assert_true (done (vic_game_model_get_game (model)));
  return model;
}

static gboolean
deployed (const VicGame *game)
{
  return vic_game_get_phase (game) == VIC_PHASE_MOVE;
}

static gboolean
in_battle (const VicGame *game)
{
  return vic_game_get_decision (game) == VIC_DECISION_COMBAT_TURN;
}

/* The pixel box a block is drawn in, found through block_at. */
static gboolean
block_box (VicVictoryPainter *painter, int block, int box[4])
{
  const VicGame *game = vic_victory_painter_get_game (painter);
  VikLayout layout = test_layout ();
  VicBlockInfo info;
  double cx, cy;
  gboolean found = FALSE;

  vic_game_get_block (game, block, &info);
  vic_map_draw_hex_centre (vic_game_get_map (game), &layout, info.hex, &cx, &cy);
  for (int y = (int) (cy - HEX_SIZE); y <= (int) (cy + HEX_SIZE); y++)
    for (int x = (int) (cx - HEX_SIZE); x <= (int) (cx + HEX_SIZE); x++)
      if (vic_victory_painter_block_at (painter, &layout, x + 0.5, y + 0.5) == block)
        {
          if (!found)
            box[0] = box[2] = x, box[1] = box[3] = y;
          box[0] = MIN (box[0], x); box[1] = MIN (box[1], y);
          box[2] = MAX (box[2], x); box[3] = MAX (box[3], y);
          found = TRUE;
        }
  return found;
}

/* Is (x, y) shown as `block`, 4 pixels away from what is not (its edge,
 * the block in front of it in a fan)? */
static gboolean
inside_block (VicVictoryPainter *painter, const VikLayout *layout, int block, int x, int y)
{
  return vic_victory_painter_block_at (painter, layout, x + 0.5, y + 0.5) == block
         && vic_victory_painter_block_at (painter, layout, x - 3.5, y - 3.5) == block
         && vic_victory_painter_block_at (painter, layout, x + 4.5, y - 3.5) == block
         && vic_victory_painter_block_at (painter, layout, x - 3.5, y + 4.5) == block
         && vic_victory_painter_block_at (painter, layout, x + 4.5, y + 4.5) == block;
}

/* Pixels of a block's face, where it shows, other than its owner's colour
 * and its shade. */
static int
ink_on_face (VicVictoryPainter *painter, cairo_surface_t *surface, int block, int owner, const int box[4])
{
  VikLayout layout = test_layout ();
  double r, g, b;
  int ink = 0;

  vic_player_rgb (owner, &r, &g, &b);
  for (int y = box[1]; y <= box[3]; y++)
    for (int x = box[0]; x <= box[2]; x++)
      {
        guint32 p;
        double pr, pg, pb;
        if (!inside_block (painter, &layout, block, x, y))
          continue;
        p = pixel (surface, x, y);
        pr = ((p >> 16) & 0xff) / 255.0, pg = ((p >> 8) & 0xff) / 255.0, pb = (p & 0xff) / 255.0;
        ink += fabs (pr - r) + fabs (pg - g) + fabs (pb - b) > 0.15;
      }
  return ink;
}

/* Is the block shown whole (the front of its fan, or in a grid)? */
static gboolean
whole_block (VicVictoryPainter *painter, int block, const int box[4])
{
  VikLayout layout = test_layout ();

  return inside_block (painter, &layout, block, box[0] + 5, box[1] + 5)
         && inside_block (painter, &layout, block, box[2] - 5, box[3] - 5)
         && inside_block (painter, &layout, block, box[0] + 5, box[3] - 5)
         && inside_block (painter, &layout, block, box[2] - 5, box[1] + 5);
}

static void
test_fog (void)
{
  g_autoptr (VicGameModel) model = played_game (3, deployed);
  const VicGame *game = vic_game_model_get_game (model);
  g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
  int own = 0, hidden = 0, differing = 0;

  for (int viewer = 0; viewer < 2; viewer++)
    {
      g_autoptr (VicGame) view_a = vic_game_copy_for_player (game, viewer, 1);
      g_autoptr (VicGame) view_b = vic_game_copy_for_player (game, viewer, 2);
      cairo_surface_t *real = draw_for (game, viewer);
      cairo_surface_t *a = draw_for (view_a, viewer);
      cairo_surface_t *b = draw_for (view_b, viewer);

      /* the re-drawn copies really differ in what the viewer may not see ... */
      for (int k = 0; k < vic_game_n_block_slots (game); k++)
        {
          VicBlockInfo ia, ib;
          if (vic_game_get_block (view_a, k, &ia) && vic_game_get_block (view_b, k, &ib)
              && ia.owner != viewer && (ia.type != ib.type || ia.steps != ib.steps))
            differing++;
        }
      /* ... and not one pixel shows it */
      g_assert_true (same_pixels (real, a));
      g_assert_true (same_pixels (real, b));

      vic_victory_painter_set_game (painter, game);
      vic_victory_painter_set_viewer (painter, viewer);
      for (int k = 0; k < vic_game_n_block_slots (game); k++)
        {
          VicBlockInfo info;
          int box[4];
          if (!vic_game_get_block (game, k, &info) || info.hex < 0 || !block_box (painter, k, box))
            continue;
          if (info.owner == viewer)
            {
              g_assert_true (vic_victory_painter_sees (painter, k));
              /* the face of a block behind others in a fan is covered */
              if (whole_block (painter, k, box))
                {
                  g_assert_cmpint (ink_on_face (painter, real, k, info.owner, box), >, 8);
                  own++;
                }
            }
          else
            {
              g_assert_false (vic_victory_painter_sees (painter, k));
              g_assert_cmpint (ink_on_face (painter, real, k, info.owner, box), ==, 0);
              hidden++;
            }
        }
      cairo_surface_destroy (real);
      cairo_surface_destroy (a);
      cairo_surface_destroy (b);
    }
  g_test_message ("%d own blocks with ink, %d hidden blocks blank, %d re-drawn differently", own, hidden, differing);
  g_assert_cmpint (own, >, 10);
  g_assert_cmpint (hidden, >, 10);
  g_assert_cmpint (differing, >, 5);

  /* nobody (the hand-off screen): every block blank; everything: every block shown */
  {
    cairo_surface_t *nobody = draw_for (game, -1);
    cairo_surface_t *all = draw_for (game, VIC_VIEWER_ALL);
    g_assert_false (same_pixels (nobody, all));
    vic_victory_painter_set_viewer (painter, -1);
    for (int k = 0; k < vic_game_n_block_slots (game); k++)
      {
        VicBlockInfo info;
        int box[4];
        if (vic_game_get_block (game, k, &info) && info.hex >= 0 && block_box (painter, k, box))
          {
            g_assert_cmpint (ink_on_face (painter, nobody, k, info.owner, box), ==, 0);
            if (whole_block (painter, k, box))
              g_assert_cmpint (ink_on_face (painter, all, k, info.owner, box), >, 8);
          }
      }
    cairo_surface_destroy (nobody);
    cairo_surface_destroy (all);
  }
}

/* In a battle the blocks there are revealed to both sides (6.2); the hex is ringed in red. */
static void
test_battle (void)
{
  g_autoptr (VicGameModel) model = played_game (3, in_battle);
  const VicGame *game = vic_game_model_get_game (model);
  g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
  int hex = vic_game_battle_hex (game), revealed = 0, x, y;
  VikLayout layout = test_layout ();
  cairo_surface_t *surface;
  double cx, cy;
  guint32 p;

  g_assert_cmpint (hex, >=, 0);
  g_assert_true (vic_game_hex_is_battle (game, hex));
  if (g_getenv ("VIC_PAINTER_PNG") != NULL)  /* to look at the picture */
    {
      cairo_surface_t *look = draw_for (game, 0);
      cairo_surface_write_to_png (look, g_getenv ("VIC_PAINTER_PNG"));
      cairo_surface_destroy (look);
    }
  vic_victory_painter_set_game (painter, game);
  for (int viewer = 0; viewer < 2; viewer++)
    {
      vic_victory_painter_set_viewer (painter, viewer);
      for (int k = 0; k < vic_game_n_block_slots (game); k++)
        {
          VicBlockInfo info;
          if (vic_game_get_block (game, k, &info) && info.hex == hex && info.owner != viewer && info.in_battle
              && (info.revealed & (1u << viewer)))
            {
              g_assert_true (vic_victory_painter_sees (painter, k));
              revealed++;
            }
        }
    }
  g_assert_cmpint (revealed, >, 0);
  /* the ring: red along the hex's outline, a tenth in, where the blocks
   * leave it uncovered (the fans of a battle reach past its sides) */
  surface = draw_for (game, 0);
  vic_map_draw_hex_centre (vic_game_get_map (game), &layout, hex, &cx, &cy);
  {
    int red = 0;
    for (int i = 0; i < 48; i++)
      {
        double t = i * G_PI / 24;
        /* a hex of corner radius 0.92 (flat top): the outline, a little in */
        double r = HEX_SIZE * 0.92 * (sqrt (3) / 2) / cos (fmod (t, G_PI / 3) - G_PI / 6);
        x = (int) (cx + r * cos (t));
        y = (int) (cy + r * sin (t));
        p = pixel (surface, x, y);
        red += ((p >> 16) & 0xff) > 180 && ((p >> 8) & 0xff) < 80 && ((p >> 16) & 0xff) - ((p >> 8) & 0xff) > 110;
      }
    g_test_message ("%d of 48 points of the outline red", red);
    g_assert_cmpint (red, >=, 3);
  }
  cairo_surface_destroy (surface);
}

static void
count_change (VikBoardPainter *painter, int *changes)
{
  (*changes)++;
}

static void
test_selection_and_picking (void)
{
  g_autoptr (VicGameModel) model = played_game (4, deployed);
  const VicGame *game = vic_game_model_get_game (model);
  const VicMap *map = vic_game_get_map (game);
  g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
  VikLayout layout = test_layout ();
  guint8 lit[VIC_MAX_HEXES] = { 0 };
  int empty = VIC_NO_HEX, changes = 0;
  double cx, cy;

  vic_victory_painter_set_game (painter, game);
  vic_victory_painter_set_viewer (painter, 0);
  g_signal_connect (painter, "changed", G_CALLBACK (count_change), &changes);
  {
    /* an empty Clear hex whose centre shows the plain terrain (no road or river through it) */
    cairo_surface_t *plain = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 800, 1200);
    cairo_t *cr = cairo_create (plain);
    double r, g, b;
    vik_board_painter_draw (VIK_BOARD_PAINTER (painter), cr, &layout, VIK_NO_HEX);
    cairo_destroy (cr);
    cairo_surface_flush (plain);
    vic_map_draw_terrain_rgb (VIC_TERRAIN_CLEAR, &r, &g, &b);
    for (int h = 0; h < map->n_hexes && empty == VIC_NO_HEX; h++)
      if (vic_game_hex_blocks (game, h, -1) == 0 && map->terrain[h] == VIC_TERRAIN_CLEAR && map->features[h] == 0)
        {
          guint32 q;
          vic_map_draw_hex_centre (map, &layout, h, &cx, &cy);
          q = pixel (plain, (int) cx, (int) cy);
          if (ABS ((int) ((q >> 16) & 0xff) - (int) (r * 255)) <= 3 && ABS ((int) ((q >> 8) & 0xff) - (int) (g * 255)) <= 3)
            empty = h;
        }
    cairo_surface_destroy (plain);
  }
  g_assert_cmpint (empty, !=, VIC_NO_HEX);
  lit[empty] = 1;
  vic_victory_painter_set_selection (painter, VIC_NO_BLOCK, lit);
  g_assert_cmpint (changes, ==, 1);
  g_assert_true (vik_board_painter_is_active (VIK_BOARD_PAINTER (painter), empty));
  {
    cairo_surface_t *with = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 800, 1200);
    cairo_t *cr = cairo_create (with);
    guint32 p;
    double r, g, b;
    vik_board_painter_draw (VIK_BOARD_PAINTER (painter), cr, &layout, VIK_NO_HEX);
    cairo_destroy (cr);
    cairo_surface_flush (with);
    vic_map_draw_hex_centre (map, &layout, empty, &cx, &cy);
    p = pixel (with, (int) cx, (int) cy);
    vic_map_draw_terrain_rgb (VIC_TERRAIN_CLEAR, &r, &g, &b);
    /* lit: paler and yellower than the plain terrain */
    g_assert_cmpint ((p >> 16) & 0xff, >, (int) (r * 255) + 5);
    g_assert_cmpint (p & 0xff, <, (int) (b * 255) + 40);
    cairo_surface_destroy (with);
  }
  /* picking: each hex's centre, each block's square */
  for (int h = 0; h < map->n_hexes; h++)
    {
      vic_map_draw_hex_centre (map, &layout, h, &cx, &cy);
      g_assert_cmpint (vik_board_painter_pick (VIK_BOARD_PAINTER (painter), &layout, cx, cy), ==, h);
      g_assert_cmpint (vik_board_painter_find_hex (VIK_BOARD_PAINTER (painter), map->coords[h]), ==, h);
    }
  for (int k = 0; k < vic_game_n_block_slots (game); k++)
    {
      VicBlockInfo info;
      int box[4];
      if (vic_game_get_block (game, k, &info) && info.hex >= 0)
        {
          g_assert_true (block_box (painter, k, box));
          g_assert_cmpint (box[2] - box[0], >, 8);
        }
    }
  /* the words: own blocks by name and strength, the other's only counted */
  {
    for (int h = 0; h < map->n_hexes; h++)
      if (vic_game_hex_blocks (game, h, 1) > 0)
        {
          g_autofree char *text = vik_board_painter_tooltip (VIK_BOARD_PAINTER (painter), h);
          g_assert_nonnull (strstr (text, "hidden block"));
          g_assert_null (strstr (text, "strength"));
          break;
        }
  }
}

/* Readable blocks: at every hex size the type and strength are drawn at
 * VIC_BLOCK_MIN_FONT pixels or more, every block the same size; measured on
 * the picture at the hex size of the 2-map board fitted to a 1600x1000
 * window (about 25 pixels): the rows of ink on a whole block of one's own
 * (the type over the strength) span at least 15 pixels. */
static void
test_readable (void)
{
  g_autoptr (VicGameModel) model = played_game (3, deployed);
  const VicGame *game = vic_game_model_get_game (model);
  g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
  VikLayout layout = { 25.0, 30.0, 30.0 };
  double bx, by, bw, bh, r, g, b;
  cairo_surface_t *surface;
  cairo_t *cr;
  int measured = 0;

  for (double size = 12; size <= 160; size += 4)
    {
      g_assert_cmpfloat (vic_victory_painter_block_font (size), >=, VIC_BLOCK_MIN_FONT);
      g_assert_cmpfloat (vic_victory_painter_block_side (size), >=, vic_victory_painter_block_side (size - 4));
    }
  vic_victory_painter_set_game (painter, game);
  vic_victory_painter_set_viewer (painter, 0);
  vik_board_painter_get_bounds (VIK_BOARD_PAINTER (painter), &bx, &by, &bw, &bh);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ((bx + bw) * layout.size + 64),
                                        (int) ((by + bh) * layout.size + 64));
  cr = cairo_create (surface);
  vik_board_painter_draw (VIK_BOARD_PAINTER (painter), cr, &layout, VIK_NO_HEX);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  vic_player_rgb (0, &r, &g, &b);
  for (int k = 0; k < vic_game_n_block_slots (game); k++)
    {
      VicBlockInfo info;
      double cx, cy;
      int top = -1, bottom = -1, left = G_MAXINT, right = -1;
      if (!vic_game_get_block (game, k, &info) || info.owner != 0 || info.hex < 0)
        continue;
      vic_map_draw_hex_centre (vic_game_get_map (game), &layout, info.hex, &cx, &cy);
      /* the front block of its hex's fan, or a lone block */
      if (vic_victory_painter_block_at (painter, &layout, cx, cy) != k)
        continue;
      for (int y = (int) (cy - 40); y < (int) (cy + 40); y++)
        for (int x = (int) (cx - 40); x < (int) (cx + 40); x++)
          {
            guint32 p;
            double pr, pg, pb;
            if (vic_victory_painter_block_at (painter, &layout, x + 0.5, y + 0.5) != k
                || vic_victory_painter_block_at (painter, &layout, x - 2.5, y - 2.5) != k
                || vic_victory_painter_block_at (painter, &layout, x + 3.5, y + 3.5) != k
                || vic_victory_painter_block_at (painter, &layout, x - 2.5, y + 3.5) != k
                || vic_victory_painter_block_at (painter, &layout, x + 3.5, y - 2.5) != k)
              continue;
            p = pixel (surface, x, y);
            pr = ((p >> 16) & 0xff) / 255.0, pg = ((p >> 8) & 0xff) / 255.0, pb = (p & 0xff) / 255.0;
            if (fabs (pr - r) + fabs (pg - g) + fabs (pb - b) > 0.5)
              {
                if (top < 0)
                  top = y;
                bottom = y;
                left = MIN (left, x);
                right = MAX (right, x);
              }
          }
      g_assert_cmpint (top, >=, 0);
      g_assert_cmpint (bottom - top + 1, >=, 15);
      g_assert_cmpint (right - left + 1, >=, 8);
      measured++;
    }
  g_test_message ("%d blocks measured; block side %.1f px, smallest font %.1f px at hex size %.0f", measured,
                  vic_victory_painter_block_side (layout.size), vic_victory_painter_block_font (layout.size),
                  layout.size);
  g_assert_cmpint (measured, >, 4);
  if (g_getenv ("VIC_PAINTER_PNG") != NULL)
    cairo_surface_write_to_png (surface, g_getenv ("VIC_PAINTER_PNG"));
  cairo_surface_destroy (surface);
}

/* The screen reader's line for a hex (describe), from the viewer's side:
 * his blocks named with their strength ("your Infantry IN3 (strength 4)"),
 * another player's hidden blocks only counted, and not a word changes when
 * those are re-drawn (vic_game_copy_for_player): for every hex and viewer,
 * in the deployment, the Move Phase and a battle (which reveals blocks). */
static void
test_describe (void)
{
  gboolean (*stages[]) (const VicGame *) = { deployed, in_battle };

  for (guint st = 0; st < G_N_ELEMENTS (stages); st++)
    {
      g_autoptr (VicGameModel) model = played_game (11, stages[st]);
      const VicGame *game = vic_game_model_get_game (model);
      const VicMap *map = vic_game_get_map (game);
      int checked_own = 0, checked_hidden = 0;

      for (int viewer = 0; viewer < vic_game_get_n_players (game); viewer++)
        {
          g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
          vic_victory_painter_set_game (painter, game);
          vic_victory_painter_set_viewer (painter, viewer);
          for (guint64 seed = 1; seed <= 3; seed++)
            {
              g_autoptr (VicGame) copy = vic_game_copy_for_player (game, viewer, seed);
              g_autoptr (VicVictoryPainter) other = vic_victory_painter_new ();
              vic_victory_painter_set_game (other, copy);
              vic_victory_painter_set_viewer (other, viewer);
              for (int h = 0; h < map->n_hexes; h++)
                {
                  g_autofree char *a = vik_board_painter_describe (VIK_BOARD_PAINTER (painter), h);
                  g_autofree char *b = vik_board_painter_describe (VIK_BOARD_PAINTER (other), h);
                  g_assert_cmpstr (a, ==, b);
                }
            }
          for (int h = 0; h < map->n_hexes; h++)
            {
              g_autofree char *text = vik_board_painter_describe (VIK_BOARD_PAINTER (painter), h);
              int own = vic_game_hex_blocks (game, h, viewer), hidden = 0;
              g_assert_true (g_str_has_prefix (text, vic_map_label (map, h)));
              if (map->site_names[h][0] != '\0')
                g_assert_nonnull (strstr (text, map->site_names[h]));
              for (int k = 0; k < vic_game_n_block_slots (game); k++)
                {
                  VicBlockInfo info;
                  if (!vic_game_get_block (game, k, &info) || info.hex != h)
                    continue;
                  if (info.owner == viewer)
                    {
                      g_autofree char *name = vic_block_name (game, k);
                      g_autofree char *words = g_strdup_printf ("%s %s (strength %d", vic_unit_name (info.type),
                                                                name, info.steps);
                      g_assert_nonnull (strstr (text, words));
                    }
                  else if (!vic_victory_painter_sees (painter, k))
                    hidden++;
                }
              if (own > 0)
                {
                  g_assert_nonnull (strstr (text, "; your "));
                  checked_own++;
                }
              if (hidden > 0)
                {
                  g_autofree char *count = g_strdup_printf (hidden == 1 ? "%d hidden block" : "%d hidden blocks",
                                                            hidden);
                  g_assert_nonnull (strstr (text, count));
                  checked_hidden++;
                }
              else
                g_assert_null (strstr (text, "hidden block"));
            }
        }
      g_assert_cmpint (checked_own, >, 10);
      g_assert_cmpint (checked_hidden, >, 10);
      if (st == 0)
        {
          /* one line, as the brief of a screen reader wants it */
          g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
          vic_victory_painter_set_game (painter, game);
          vic_victory_painter_set_viewer (painter, 0);
          for (int h = 0; h < map->n_hexes; h++)
            if (vic_game_hex_blocks (game, h, 0) > 0 && (map->features[h] & VIC_HEX_CITY))
              {
                g_autofree char *text = vik_board_painter_describe (VIK_BOARD_PAINTER (painter), h);
                g_test_message ("%s", text);
                g_assert_null (strchr (text, '\n'));
                g_assert_nonnull (strstr (text, ", controlled by you"));
                break;
              }
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-painter/fog", test_fog);
  g_test_add_func ("/vic-painter/battle", test_battle);
  g_test_add_func ("/vic-painter/selection-and-picking", test_selection_and_picking);
  g_test_add_func ("/vic-painter/readable", test_readable);
  g_test_add_func ("/vic-painter/screen-reader-words", test_describe);
  return g_test_run ();
}
