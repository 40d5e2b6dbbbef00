/* bench-draw.c: how long the board takes to draw (issue: under 8 ms a frame
 * for the full 8-player board at 1920x1080 with the cairo renderer).
 *
 *   viktory-bench-draw [--frames N] [--actions N] [--width W] [--height H] [--seed S]
 *
 * Builds a mid-game position (an 8-player game played by the aggressive
 * policy, then every hex revealed), draws it N times into a cairo image
 * surface and prints milliseconds per frame: fitted to the window, zoomed in
 * (most hexes clipped away), and with highlights and hover on. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "vik-board-render.h"
#include "vik-policy.h"
#include "vik-position.h"
#include "vik-rng.h"

static VikGame *
mid_game (guint64 seed, int n_actions, int *played)
{
  VikGameOptions options = { .n_players = 8, .seed = seed, .victory = VIK_VICTORY_STANDARD };
  g_autoptr (GError) error = NULL;
  VikGame *game = vik_game_new (&options, &error);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  const VikBoard *board;
  VikRng rng;
  int n = 0;

  if (game == NULL)
    g_error ("%s", error->message);
  vik_rng_seed (&rng, seed, 7);
  while (n < n_actions && !vik_game_is_over (game))
    {
      guint i;
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      if (legal->len == 0)
        break;
      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data, legal->len, &rng);
      if (!vik_game_apply (game, &g_array_index (legal, VikAction, i), &error))
        g_error ("%s", error->message);
      n++;
    }
  g_array_unref (legal);
  /* Every hex revealed: the most terrain there is to draw. */
  board = vik_game_get_board (game);
  for (int h = 0; h < board->n_hexes; h++)
    if (!vik_game_hex_revealed (game, h))
      vik_position_set_hex (game, h, (VikTerrain) (1 + vik_rng_below (&rng, VIK_N_TERRAINS - 1)), TRUE);
  *played = n;
  return game;
}

static double
time_frames (cairo_surface_t *surface, const VikGame *game, const VikBoardStyle *style, int frames)
{
  cairo_t *cr = cairo_create (surface);
  gint64 start;

  /* One frame first: fonts and glyph caches. */
  vik_board_render (cr, game, style);
  start = g_get_monotonic_time ();
  for (int f = 0; f < frames; f++)
    {
      cairo_save (cr);
      cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
      cairo_paint (cr);
      vik_board_render (cr, game, style);
      cairo_restore (cr);
    }
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

static void
count_pieces (const VikGame *game, int *sites, int *stacks, int *units)
{
  const VikBoard *board = vik_game_get_board (game);

  *sites = *stacks = *units = 0;
  for (int h = 0; h < board->n_hexes; h++)
    {
      gboolean any = FALSE;
      if (vik_game_hex_site (game, h) != VIK_SITE_NONE)
        (*sites)++;
      for (int p = 0; p < vik_game_get_n_players (game); p++)
        for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
          {
            int n = vik_game_hex_units (game, h, p, t);
            *units += n;
            any |= n > 0;
          }
      *stacks += any;
    }
}

int
main (int argc, char **argv)
{
  int frames = 200, actions = 600, width = 1920, height = 1080;
  gint64 seed = 2024;
  GOptionEntry entries[] = {
    { "frames", 'n', 0, G_OPTION_ARG_INT, &frames, "Frames to draw (default 200)", "N" },
    { "actions", 'a', 0, G_OPTION_ARG_INT, &actions, "Actions played before drawing (default 600)", "N" },
    { "width", 'w', 0, G_OPTION_ARG_INT, &width, "Surface width (default 1920)", "W" },
    { "height", 'h', 0, G_OPTION_ARG_INT, &height, "Surface height (default 1080)", "H" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the game (default 2024)", "S" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- time drawing the board");
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) game = NULL;
  cairo_surface_t *surface;
  VikBoardStyle style;
  int played, sites, stacks, units;
  double fitted, zoomed, busy;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  frames = CLAMP (frames, 1, 100000);
  width = CLAMP (width, 16, 16384);
  height = CLAMP (height, 16, 16384);

  game = mid_game (seed, actions, &played);
  count_pieces (game, &sites, &stacks, &units);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);

  vik_board_style_init (&style, game, width, height);
  fitted = time_frames (surface, game, &style, frames);

  /* Zoomed in three times around the centre: most hexes are clipped away. */
  style.layout.size *= 3;
  zoomed = time_frames (surface, game, &style, frames);

  /* Fitted again, with highlights on a third of the hexes, hover and labels. */
  vik_board_style_fit (&style, game, width, height);
  for (int h = 0; h < vik_game_get_board (game)->n_hexes; h++)
    style.highlight[h] = h % 3 == 0 ? 1 + h % (VIK_N_HIGHLIGHTS - 1) : VIK_HIGHLIGHT_NONE;
  style.hover_hex = 0;
  style.show_labels = TRUE;
  busy = time_frames (surface, game, &style, frames);

  if (g_getenv ("VIKTORY_BENCH_PNG") != NULL)
    cairo_surface_write_to_png (surface, g_getenv ("VIKTORY_BENCH_PNG"));
  cairo_surface_destroy (surface);

  printf ("board: %d players, radius %d, %d hexes all revealed; %d actions played (turn %d): "
          "%d Towns/Cities, %d units in %d stacks\n",
          vik_game_get_n_players (game), vik_game_get_board (game)->radius,
          vik_game_get_board (game)->n_hexes, played, vik_game_get_turn (game), sites, units, stacks);
  printf ("%dx%d, %d frames each (cairo image surface, ARGB32)\n", width, height, frames);
  printf ("fitted:                        %.3f ms/frame\n", fitted);
  printf ("zoomed in x3:                  %.3f ms/frame\n", zoomed);
  printf ("fitted + highlights + labels:  %.3f ms/frame\n", busy);
  return 0;
}
