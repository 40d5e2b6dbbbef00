/* test-stats.c: a game's statistics (vik-game-stats.h) and their charts
 * (vik-stats-chart.h), without a display.
 *
 * Whole games played by the aggressive policy: the Victory Points, Towns and
 * Cities at each turn's end are the engine's counts at that point of a fresh
 * replay; the dice histograms hold every die the events rolled; every battle
 * is won by one side and lost by the other, as the board shows afterwards.
 * The charts drawn into image surfaces show each player's colour where his
 * line, disc and bars are. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "vik-game-stats.h"
#include "vik-policy.h"
#include "vik-stats-chart.h"

/* What the test counts itself while the game is played. */
typedef struct {
  guint dice[VIK_MAX_PLAYERS][6];
  int won[VIK_MAX_PLAYERS], lost[VIK_MAX_PLAYERS];
  int battles, doomsday_rolls;
} Counted;

static int
units_in (const VikGame *game, int hex, int player)
{
  int n = 0;

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    n += vik_game_hex_units (game, hex, player, t);
  return n;
}

/* A game played to its end (or max actions), counting dice and battles. */
static VikGame *
play (int n_players, guint64 seed, guint victory, guint max, Counted *c)
{
  VikGameOptions options = { 0 };
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikGame *game;
  VikRng rng;
  int attacker = -1, defender = -1, hex = -1;

  memset (c, 0, sizeof *c);
  options.n_players = n_players;
  options.seed = seed;
  options.victory = victory;
  options.first_player = VIK_FIRST_PLAYER_DRAWN;
  game = vik_game_new (&options, NULL);
  g_assert_nonnull (game);
  vik_rng_seed (&rng, seed, 5);
  for (guint i = 0; i < max && !vik_game_is_over (game); i++)
    {
      const VikEvent *ev;
      guint n_ev;
      gboolean ended = FALSE;

      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction,
                                     vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data,
                                                        legal->len, &rng)), NULL));
      ev = vik_game_get_events (game, &n_ev);
      for (guint e = 0; e < n_ev; e++)
        if (ev[e].kind == VIK_EVENT_DICE_ROLLED)
          for (int d = 0; d < ev[e].n_dice; d++)
            c->dice[ev[e].player][ev[e].dice[d] - 1]++;
        else if (ev[e].kind == VIK_EVENT_DOOMSDAY_ROLL)
          {
            c->dice[ev[e].player][ev[e].dice[0] - 1]++;
            c->doomsday_rolls++;
          }
        else if (ev[e].kind == VIK_EVENT_BATTLE_BEGAN)
          {
            attacker = ev[e].player;
            defender = ev[e].value;
            hex = ev[e].hex;
          }
        else if (ev[e].kind == VIK_EVENT_BATTLE_ENDED)
          ended = TRUE;
      /* who won, as the board shows once the battle is over [13.3] 4: the
       * attacker when his units alone are left in the hex */
      if (ended)
        {
          gboolean attacker_won = units_in (game, hex, attacker) > 0 && units_in (game, hex, defender) == 0;
          c->battles++;
          c->won[attacker_won ? attacker : defender]++;
          c->lost[attacker_won ? defender : attacker]++;
        }
    }
  return game;
}

static guint
n_actions (const VikGame *game)
{
  guint n;

  vik_game_get_history (game, &n);
  return n;
}

/* ---------------------------------------------------------------- the counts */

/* The VP, Towns and Cities of each turn's sample are the engine's counts
 * right after that turn's last action, in a fresh replay; one sample per
 * game turn, the last one the game's end. */
static void
test_per_turn (void)
{
  static const struct { int players; guint64 seed; guint victory; } games[] = {
    { 2, 3, 0 }, { 3, 17, 0 }, { 4, 6, VIK_VICTORY_STANDARD | VIK_VICTORY_RACE },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      Counted c;
      g_autoptr (VikGame) game = play (games[g].players, games[g].seed, games[g].victory, 6000, &c);
      VikReplay *r = vik_replay_new (NULL, game, NULL);
      g_autoptr (VikGameStats) stats = vik_game_stats_new (r);
      VikGameOptions options = { 0 };
      g_autoptr (VikGame) fresh = NULL;
      guint n = n_actions (game), next = 0;
      const VikAction *history = vik_game_get_history (game, &n);
      int turn;

      g_assert_nonnull (r);
      g_test_message ("%d players: %u actions, %u samples, over %d", games[g].players, n,
                      stats->base.samples->len, vik_game_is_over (game));
      g_assert_cmpint (stats->base.n_players, ==, games[g].players);
      g_assert_cmpint (stats->base.over, ==, vik_game_is_over (game));
      options.n_players = games[g].players;
      options.seed = games[g].seed;
      options.victory = games[g].victory;
      options.first_player = VIK_FIRST_PLAYER_DRAWN;
      fresh = vik_game_new (&options, NULL);
      turn = vik_game_get_turn (fresh);
      for (guint k = 1; k <= n; k++)
        {
          g_assert_true (vik_game_apply (fresh, &history[k - 1], NULL));
          if (vik_game_get_turn (fresh) == turn && k < n)
            continue;
          /* the end of game turn `turn` (or of the game) */
          {
            const VikStatsSample *s = vik_game_stats_get_sample (stats, next++);
            g_assert_cmpint (s->turn, ==, turn);
            g_assert_cmpuint (s->position, ==, k);
            for (int p = 0; p < games[g].players; p++)
              {
                g_assert_cmpint (s->vp[p], ==, vik_game_score (fresh, p));
                g_assert_cmpint (s->towns[p], ==, vik_game_count_sites (fresh, p, VIK_SITE_TOWN));
                g_assert_cmpint (s->cities[p], ==, vik_game_count_sites (fresh, p, VIK_SITE_CITY)
                                                   + vik_game_count_sites (fresh, p, VIK_SITE_METROPOLIS));
                /* [5.3]: a Town 1, a City 2 */
                g_assert_cmpint (s->vp[p], ==, s->towns[p] + 2 * s->cities[p]
                                               + vik_game_count_sites (fresh, p, VIK_SITE_METROPOLIS));
              }
          }
          turn = vik_game_get_turn (fresh);
        }
      g_assert_cmpuint (next, ==, stats->base.samples->len);
      for (guint i = 0; i < stats->base.samples->len; i++)
        g_assert_cmpint (vik_game_stats_get_sample (stats, i)->turn, ==,
                         vik_game_stats_get_sample (stats, 0)->turn + (int) i);
      g_assert_cmpint (vik_game_stats_get_sample (stats, 0)->turn, ==, 0);
      g_assert_cmpint (vik_game_stats_max (stats, 0), >, 0);
      vik_replay_frames_free (r);
    }
}

/* Every die the events rolled is in its player's histogram, and nothing else. */
static void
test_dice (void)
{
  Counted c;
  g_autoptr (VikGame) game = play (3, 21, VIK_VICTORY_STANDARD | VIK_VICTORY_DOOMSDAY, 6000, &c);
  VikReplay *r = vik_replay_new (NULL, game, NULL);
  g_autoptr (VikGameStats) stats = vik_game_stats_new (r);
  guint total = 0;

  g_test_message ("%u actions, %d Doomsday rolls", n_actions (game), c.doomsday_rolls);
  g_assert_cmpint (c.doomsday_rolls, >, 0);
  for (int p = 0; p < 3; p++)
    {
      guint sum = 0;
      double sigma;
      for (int f = 0; f < 6; f++)
        {
          g_assert_cmpuint (stats->base.dice[p][f], ==, c.dice[p][f]);
          sum += stats->base.dice[p][f];
        }
      g_assert_cmpuint (sum, ==, stats->base.n_dice[p]);
      g_assert_cmpfloat_with_epsilon (vik_game_stats_dice_expected (stats, p, &sigma), sum / 6.0, 1e-9);
      g_assert_cmpfloat_with_epsilon (sigma, sqrt (sum * 5.0 / 36.0), 1e-9);
      total += sum;
    }
  g_assert_cmpuint (total, >, 50);
  vik_replay_frames_free (r);
}

/* Each battle is won by one side and lost by the other, as the board shows
 * once it is over; each player's battles are those he attacked or defended. */
static void
test_battles (void)
{
  static const guint64 seeds[] = { 1, 2, 3 };
  int all = 0;

  for (guint g = 0; g < G_N_ELEMENTS (seeds); g++)
    {
      Counted c;
      g_autoptr (VikGame) game = play (2 + g, seeds[g], 0, 6000, &c);
      VikReplay *r = vik_replay_new (NULL, game, NULL);
      g_autoptr (VikGameStats) stats = vik_game_stats_new (r);
      int attacked = 0, won = 0, lost = 0;

      for (int p = 0; p < stats->base.n_players; p++)
        {
          const VikBattleTally *b = &stats->battles[p];
          g_assert_cmpint (b->won, ==, c.won[p]);
          g_assert_cmpint (b->lost, ==, c.lost[p]);
          attacked += b->attacked;
          won += b->won;
          lost += b->lost;
        }
      g_assert_cmpint (attacked, >=, c.battles);
      g_assert_cmpint (attacked, <=, c.battles + 1); /* one may be under way */
      g_assert_cmpint (won, ==, c.battles);
      g_assert_cmpint (lost, ==, c.battles);
      all += c.battles;
      vik_replay_frames_free (r);
    }
  g_assert_cmpint (all, >, 5);
}

/* The words for screen readers name every player and the numbers. */
static void
test_words (void)
{
  Counted c;
  g_autoptr (VikGame) game = play (2, 3, 0, 6000, &c);
  VikReplay *r = vik_replay_new (NULL, game, NULL);
  g_autoptr (VikGameStats) stats = vik_game_stats_new (r);
  g_autofree char *vp = vik_game_stats_describe_vp (stats);
  g_autofree char *sites = vik_game_stats_describe_sites (stats);
  g_autofree char *battles = vik_game_stats_describe_battles (stats);
  g_autofree char *dice = vik_stats_base_describe_dice (&stats->base, 1);
  g_autofree char *rolled = g_strdup_printf ("%u dice", stats->base.n_dice[1]);

  g_test_message ("%s\n%s\n%s\n%s", vp, sites, battles, dice);
  for (int p = 0; p < 2; p++)
    {
      g_assert_nonnull (strstr (vp, stats->base.names[p]));
      g_assert_nonnull (strstr (sites, stats->base.names[p]));
      g_assert_nonnull (strstr (battles, stats->base.names[p]));
    }
  g_assert_nonnull (strstr (dice, rolled));
  vik_replay_frames_free (r);
}

/* ---------------------------------------------------------------- the charts */

static gboolean
pixel_is (cairo_surface_t *s, double x, double y, VikColor c)
{
  int ix = (int) floor (x), iy = (int) floor (y);
  guint32 px;
  int r, g, b;

  if (ix < 0 || iy < 0 || ix >= cairo_image_surface_get_width (s) || iy >= cairo_image_surface_get_height (s))
    return FALSE;
  px = *(guint32 *) (cairo_image_surface_get_data (s) + iy * cairo_image_surface_get_stride (s) + ix * 4);
  r = (px >> 16) & 0xff;
  g = (px >> 8) & 0xff;
  b = px & 0xff;
  return ABS (r - c.red * 255) < 24 && ABS (g - c.green * 255) < 24 && ABS (b - c.blue * 255) < 24;
}

static cairo_surface_t *
white_surface (int w, int h, cairo_t **cr)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);

  *cr = cairo_create (s);
  cairo_set_source_rgb (*cr, 1, 1, 1);
  cairo_paint (*cr);
  return s;
}

/* Each player's line goes through his points in his colour, his letter's
 * disc at its end; the frame fits the surface. */
static void
test_line_chart (void)
{
  Counted c;
  g_autoptr (VikGame) game = play (4, 6, 0, 6000, &c);
  VikReplay *r = vik_replay_new (NULL, game, NULL);
  g_autoptr (VikGameStats) stats = vik_game_stats_new (r);
  VikChartStyle style;

  vik_stats_chart_style_init (&style);
  for (int field = VIK_STATS_VP; field <= VIK_STATS_CITIES; field++)
    {
      cairo_t *cr;
      cairo_surface_t *s = white_surface (640, 400, &cr);
      VikChartFrame f;

      vik_stats_chart_lines (cr, 640, 400, stats, field, &style, &f);
      cairo_destroy (cr);
      cairo_surface_flush (s);
      g_assert_cmpuint (f.n_samples, ==, stats->base.samples->len);
      g_assert_cmpint (f.max_value, >=, vik_game_stats_max (stats, field));
      g_assert_cmpfloat (f.left, >, 0);
      g_assert_cmpfloat (f.left + f.width, <, 640);
      g_assert_cmpfloat (f.top + f.height, <, 400);
      if (g_test_verbose ())
        {
          g_autofree char *name = g_strdup_printf ("viktory-stats-chart-%d.png", field);
          g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);
          cairo_surface_write_to_png (s, path);
          g_test_message ("chart written to %s", path);
        }
      for (int p = 0; p < stats->base.n_players; p++)
        {
          int hits = 0;
          /* the disc, beside its letter */
          g_assert_true (pixel_is (s, f.end_x - 6, f.end_y[p], style.colors[p]));
          for (guint i = 0; i < f.n_samples; i++)
            {
              const VikStatsSample *smp = vik_game_stats_get_sample (stats, i);
              int value = field == VIK_STATS_VP ? smp->vp[p] : field == VIK_STATS_TOWNS ? smp->towns[p] : smp->cities[p];
              double x, y;
              vik_chart_frame_point (&f, stats, p, i, value, &x, &y);
              /* drawn apart from other lines by at most half their band */
              g_assert_cmpfloat (f.spacing, <=, 3.0);
              g_assert_cmpfloat (y, >=, f.top - f.spacing * stats->base.n_players / 2);
              g_assert_cmpfloat (y, <=, f.top + f.height + f.spacing * stats->base.n_players / 2);
              hits += pixel_is (s, x, y, style.colors[p]);
            }
          g_test_message ("field %d player %d: %d of %u", field, p, hits, f.n_samples);
          /* other lines may cross a point; most show the player's colour */
          g_assert_cmpint (hits, >, (int) f.n_samples / 2);
        }
      cairo_surface_destroy (s);
    }
  vik_replay_frames_free (r);
}

/* The bars have the player's colour and heights in proportion to the counts. */
static void
test_dice_chart (void)
{
  Counted c;
  g_autoptr (VikGame) game = play (3, 17, 0, 6000, &c);
  VikReplay *r = vik_replay_new (NULL, game, NULL);
  g_autoptr (VikGameStats) stats = vik_game_stats_new (r);
  VikChartStyle style;
  cairo_t *cr;
  cairo_surface_t *s = white_surface (900, 600, &cr);

  vik_stats_chart_style_init (&style);
  vik_stats_chart_dice (cr, 900, 600, stats, &style);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  for (int p = 0; p < 3; p++)
    {
      double x1, y1, w1, h1;
      g_assert_cmpuint (stats->base.n_dice[p], >, 0);
      vik_stats_chart_dice_bar (900, 600, stats, p, 1, &x1, &y1, &w1, &h1);
      for (int f = 1; f <= 6; f++)
        {
          double x, y, w, h;
          vik_stats_chart_dice_bar (900, 600, stats, p, f, &x, &y, &w, &h);
          g_assert_cmpfloat (x + w, <=, 900);
          g_assert_cmpfloat (y + h, <=, 600);
          if (stats->base.dice[p][f - 1] > 0 && h > 6)
            g_assert_true (pixel_is (s, x + w / 2, y + h / 2, style.colors[p]));
          if (stats->base.dice[p][0] > 0)
            g_assert_cmpfloat_with_epsilon (h / h1, (double) stats->base.dice[p][f - 1] / stats->base.dice[p][0], 1e-6);
        }
    }
  cairo_surface_destroy (s);
  vik_replay_frames_free (r);
}

/* The battle chart shows every player's colour. */
static void
test_battle_chart (void)
{
  Counted c;
  g_autoptr (VikGame) game = play (3, 17, 0, 6000, &c);
  VikReplay *r = vik_replay_new (NULL, game, NULL);
  g_autoptr (VikGameStats) stats = vik_game_stats_new (r);
  VikChartStyle style;
  cairo_t *cr;
  cairo_surface_t *s = white_surface (700, 300, &cr);

  vik_stats_chart_style_init (&style);
  vik_stats_chart_battles (cr, 700, 300, stats, &style);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  for (int p = 0; p < 3; p++)
    {
      gboolean seen = FALSE;
      for (int y = 0; y < 300 && !seen; y++)
        for (int x = 0; x < 700 && !seen; x++)
          seen = pixel_is (s, x + 0.5, y + 0.5, style.colors[p]);
      g_assert_true (seen);
    }
  cairo_surface_destroy (s);
  vik_replay_frames_free (r);
}

/* The part both games share (vik-game-stats-base.h): a game's struct with
 * the base first, its samples of the game's size, dice counted only for
 * the game's players and real faces, freed as a whole. */
typedef struct {
  int turn;
  double payload[3];   /* a sample larger than a pointer's alignment asks */
} OddSample;

typedef struct {
  VikStatsBase base;
  int own;
} OddStats;

VIK_STATS_BASE_DECLARE (OddStats, odd_stats, OddSample)

static void
test_base (void)
{
  const char *names[] = { "Ann", "Bob", "Cy" };
  g_autoptr (OddStats) stats = g_new0 (OddStats, 1);
  const guint8 faces[] = { 1, 6, 6, 0, 7, 3 };
  const OddSample *s;
  g_autofree char *words = NULL;

  vik_stats_base_init (&stats->base, 3, names, sizeof (OddSample));
  g_assert_cmpint (stats->base.n_players, ==, 3);
  g_assert_cmpstr (stats->base.names[2], ==, "Cy");
  g_assert_true (stats->base.names[2] != names[2]);
  g_assert_null (stats->base.names[3]);
  g_assert_null (vik_stats_base_last_sample (&stats->base));
  for (int t = 0; t < 5; t++)
    {
      OddSample one = { t, { t * 0.5, 0, -t } };
      g_array_append_val (stats->base.samples, one);
    }
  s = odd_stats_get_sample (stats, 3);
  g_assert_cmpint (s->turn, ==, 3);
  g_assert_cmpfloat (s->payload[2], ==, -3);
  s = vik_stats_base_last_sample (&stats->base);
  g_assert_cmpint (s->turn, ==, 4);
  g_assert_true (s == &g_array_index (stats->base.samples, OddSample, 4));

  vik_stats_base_count_dice (&stats->base, 1, faces, G_N_ELEMENTS (faces));
  vik_stats_base_count_dice (&stats->base, 3, faces, G_N_ELEMENTS (faces));    /* no player */
  vik_stats_base_count_dice (&stats->base, -1, faces, G_N_ELEMENTS (faces));
  vik_stats_base_count_dice (&stats->base, 0, faces, 2);
  g_assert_cmpuint (stats->base.n_dice[1], ==, 4);
  g_assert_cmpuint (stats->base.dice[1][5], ==, 2);
  g_assert_cmpuint (stats->base.dice[1][2], ==, 1);
  g_assert_cmpuint (stats->base.n_dice[0], ==, 2);
  g_assert_cmpuint (stats->base.n_dice[2], ==, 0);
  g_assert_cmpuint (stats->base.n_dice[3], ==, 0);
  words = vik_stats_base_describe_dice (&stats->base, 1);
  g_assert_nonnull (strstr (words, "Bob"));
  g_assert_nonnull (strstr (words, "4 dice"));
  odd_stats_free (NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stats/base", test_base);
  g_test_add_func ("/stats/per-turn", test_per_turn);
  g_test_add_func ("/stats/dice", test_dice);
  g_test_add_func ("/stats/battles", test_battles);
  g_test_add_func ("/stats/words", test_words);
  g_test_add_func ("/stats/chart/lines", test_line_chart);
  g_test_add_func ("/stats/chart/dice", test_dice_chart);
  g_test_add_func ("/stats/chart/battles", test_battle_chart);
  return g_test_run ();
}
