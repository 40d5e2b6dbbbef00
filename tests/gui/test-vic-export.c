/* test-vic-export.c: the *Victory* board exported as PNG, SVG and PDF for one
 * viewer, through the exporter both games share (vik-painter-export.h),
 * without a display.
 *
 * Each format starts with its magic bytes; the PNG is the painter's own
 * drawing, pixel for pixel (the board fitted to 1200x900 on white); and it
 * never holds another player's hidden blocks: the PNG exported for player 1
 * equals, to the pixel, the one exported from copies of the game in which
 * player 2's hidden blocks were re-drawn (vic_game_copy_for_player), in the
 * Move Phase and in a battle (which reveals blocks), while player 2's own
 * export differs. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "vic-board-export.h"
#include "vic-game-model.h"
#include "vic-policy.h"
#include "vic-victory-painter.h"
#include "vik-rng.h"

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
moving (const VicGame *game)
{
  return vic_game_get_phase (game) == VIC_PHASE_MOVE && vic_game_get_turn (game) >= 1;
}

static gboolean
in_battle (const VicGame *game)
{
  return vic_game_get_decision (game) == VIC_DECISION_COMBAT_TURN;
}

/* The PNG's bytes decoded. */
static cairo_surface_t *
decode_png (GBytes *bytes)
{
  g_autofree char *path = NULL;
  cairo_surface_t *image;
  int fd = g_file_open_tmp ("vic-export-XXXXXX.png", &path, NULL);
  gsize n;
  const char *data = g_bytes_get_data (bytes, &n);

  g_assert_cmpint (fd, >=, 0);
  g_close (fd, NULL);
  g_assert_true (g_file_set_contents (path, data, n, NULL));
  image = cairo_image_surface_create_from_png (path);
  g_remove (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  return image;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int h = cairo_image_surface_get_height (a), w = cairo_image_surface_get_width (a);

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  if (h != cairo_image_surface_get_height (b) || w != cairo_image_surface_get_width (b))
    return FALSE;
  for (int y = 0; y < h; y++)
    {
      const guint32 *ra = (const guint32 *) (cairo_image_surface_get_data (a) + y * cairo_image_surface_get_stride (a));
      const guint32 *rb = (const guint32 *) (cairo_image_surface_get_data (b) + y * cairo_image_surface_get_stride (b));
      for (int x = 0; x < w; x++)
        if ((ra[x] & 0xffffff) != (rb[x] & 0xffffff))
          return FALSE;
    }
  return TRUE;
}

static cairo_surface_t *
export_png (const VicGame *game, int viewer)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = vic_board_export_bytes (game, viewer, NULL, VIK_EXPORT_PNG, &error);

  g_assert_no_error (error);
  g_assert_nonnull (bytes);
  return decode_png (bytes);
}

/* Files of each format; the PNG equals the painter's drawing. */
static void
test_formats (void)
{
  g_autoptr (VicGameModel) model = played_game (5, moving);
  const VicGame *game = vic_game_model_get_game (model);
  g_autofree char *dir = g_dir_make_tmp ("vic-export-XXXXXX", NULL);
  static const char *const names[] = { "board.png", "board.SVG", "board.pdf" };
  static const char *const magic[] = { "\x89PNG\r\n\x1a\n", "<?xml", "%PDF-" };

  for (int f = 0; f < 3; f++)
    {
      g_autofree char *path = g_build_filename (dir, names[f], NULL);
      g_autofree char *data = NULL;
      g_autoptr (GError) error = NULL;
      VikExportFormat format;
      gsize len;
      g_assert_true (vik_export_format_for_path (path, &format));
      g_assert_cmpint (format, ==, f);
      g_assert_true (vic_board_export (game, 0, NULL, path, format, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_assert_cmpuint (len, >, 1000);
      g_assert_cmpmem (data, strlen (magic[f]), magic[f], strlen (magic[f]));
      if (f == VIK_EXPORT_PNG)
        {
          /* the painter's own drawing, at the export's layout */
          g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();
          cairo_surface_t *file = cairo_image_surface_create_from_png (path);
          cairo_surface_t *own = cairo_image_surface_create (CAIRO_FORMAT_RGB24, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT);
          cairo_t *cr = cairo_create (own);
          VikLayout layout;
          vic_victory_painter_set_game (painter, game);
          vic_victory_painter_set_viewer (painter, 0);
          vik_painter_export_layout (VIK_BOARD_PAINTER (painter), VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT, &layout);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_paint (cr);
          vik_board_painter_draw (VIK_BOARD_PAINTER (painter), cr, &layout, VIK_NO_HEX);
          cairo_destroy (cr);
          g_assert_cmpint (cairo_image_surface_get_width (file), ==, VIK_EXPORT_WIDTH);
          g_assert_cmpint (cairo_image_surface_get_height (file), ==, VIK_EXPORT_HEIGHT);
          g_assert_true (same_pixels (file, own));
          /* and the board fills the picture: a hex size of about 25 pixels or more */
          g_assert_cmpfloat (layout.size, >, 20);
          cairo_surface_destroy (file);
          cairo_surface_destroy (own);
        }
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  {
    /* a folder that is not there: an error, no file */
    g_autoptr (GError) error = NULL;
    g_assert_false (vic_board_export (game, 0, NULL, "/nonexistent-vic-folder/board.png", VIK_EXPORT_PNG, &error));
    g_assert_nonnull (error);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Player 1's export never shows player 2's hidden blocks. */
static void
test_fog (void)
{
  gboolean (*stages[]) (const VicGame *) = { moving, in_battle };

  for (guint st = 0; st < G_N_ELEMENTS (stages); st++)
    {
      g_autoptr (VicGameModel) model = played_game (17 + st, stages[st]);
      const VicGame *game = vic_game_model_get_game (model);
      cairo_surface_t *mine = export_png (game, 0), *theirs = export_png (game, 1);

      g_assert_false (same_pixels (mine, theirs));
      for (guint64 seed = 1; seed <= 4; seed++)
        {
          g_autoptr (VicGame) copy = vic_game_copy_for_player (game, 0, seed);
          cairo_surface_t *redrawn = export_png (copy, 0);
          g_assert_true (same_pixels (mine, redrawn));
          cairo_surface_destroy (redrawn);
        }
      {
        /* the copies' hidden blocks are another force: player 2 sees the difference */
        int differing = 0;
        for (guint64 seed = 1; seed <= 4; seed++)
          {
            g_autoptr (VicGame) copy = vic_game_copy_for_player (game, 0, seed);
            cairo_surface_t *other = export_png (copy, 1);
            differing += !same_pixels (theirs, other);
            cairo_surface_destroy (other);
          }
        g_assert_cmpint (differing, >, 0);
      }
      cairo_surface_destroy (mine);
      cairo_surface_destroy (theirs);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-export/formats", test_formats);
  g_test_add_func ("/vic-export/never-hidden-blocks", test_fog);
  return g_test_run ();
}
