/* cli-victory-ai.c: Victory's computer players on the command line
 * (docs/ai.md):
 *
 *   viktory-cli victory ai-bench --level normal --games 3 --turns 12
 *   viktory-cli victory match --players normal,easy --games 400 --seed 1
 *
 * ai-bench plays games in which the measured level holds every seat (Hard:
 * the first seat only, Normal the others) and times each game turn of each
 * of its seats: every choice the seat makes while that turn lasts (its
 * moves, its battles and the others' battles it defends in, its
 * production).  It prints the median, 95th percentile and largest.
 *
 * match plays seeded games with one name per seat (easy, normal, hard,
 * uniform, aggressive); in game g seat s is played by name (s + g) mod n, so
 * no player keeps a seat.  It prints each name's win rate with a 95% Wilson
 * interval.  Use a release build for both. */
#include "config.h"

#include "cli.h"
#include "cli-victory.h"
#include "vic-ai.h"
#include "vic-policy.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef enum {
  SEAT_UNIFORM,
  SEAT_AGGRESSIVE,
  SEAT_EASY,      /* the VikAiLevel order */
  SEAT_NORMAL,
  SEAT_HARD,
  N_SEAT_KINDS
} SeatKind;

static const char *const seat_names[N_SEAT_KINDS] = { "uniform", "aggressive", "easy", "normal", "hard" };

static gboolean
seat_parse (const char *name, SeatKind *kind)
{
  for (int k = 0; k < N_SEAT_KINDS; k++)
    if (g_strcmp0 (name, seat_names[k]) == 0)
      {
        *kind = k;
        return TRUE;
      }
  return FALSE;
}

typedef struct {
  int n;
  SeatKind kinds[VIC_MAX_PLAYERS];
  VikAiPlayer *ai[VIC_MAX_PLAYERS];
  VikRng rng;
  GArray *legal;
} Seats;

static Seats *
seats_new (const SeatKind *kinds, int n, guint64 seed, double budget, guint iterations)
{
  Seats *s = g_new0 (Seats, 1);

  s->n = n;
  vik_rng_seed (&s->rng, seed, 0x5e47);
  s->legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  for (int i = 0; i < n; i++)
    {
      s->kinds[i] = kinds[i];
      if (kinds[i] >= SEAT_EASY)
        {
          s->ai[i] = vic_ai_new ((VikAiLevel) (kinds[i] - SEAT_EASY), seed * 31 + (guint64) i + 1);
          vik_ai_set_time_budget (s->ai[i], budget);
          vik_ai_set_iterations (s->ai[i], iterations);
        }
    }
  return s;
}

static void
seats_free (Seats *s)
{
  for (int i = 0; i < s->n; i++)
    vik_ai_free (s->ai[i]);
  g_array_unref (s->legal);
  g_free (s);
}

static gboolean
seats_choose (Seats *s, const VicGame *game, VicAction *out, GError **error)
{
  int d = vic_game_get_decider (game);

  g_return_val_if_fail (d >= 0 && d < s->n, FALSE);
  if (s->ai[d] != NULL)
    return vic_ai_choose (s->ai[d], game, out, error);
  g_array_set_size (s->legal, 0);
  vic_game_legal_actions (game, s->legal);
  if (s->legal->len == 0)
    {
      g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_NOT_NOW, "no legal action");
      return FALSE;
    }
  *out = g_array_index (s->legal, VicAction,
                        vic_policy_choose (s->kinds[d] == SEAT_UNIFORM ? VIC_POLICY_UNIFORM : VIC_POLICY_AGGRESSIVE,
                                           game, (VicAction *) s->legal->data, s->legal->len, &s->rng));
  return TRUE;
}

/* CPU seconds of this thread: on a machine shared with other work, what the
 * computer players cost. */
static double
thread_cpu (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
cli_victory_ai_bench (int argc, char **argv)
{
  int players = 2, max_turns = 12, games = 1;
  double budget = 1.0;
  g_autofree char *seed_text = NULL, *level_text = NULL, *scenario = NULL;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("easy, normal (default) or hard"), "LEVEL" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (default 2)"), "N" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, N_("A scenario id or file (default quick-start)"), "ID|FILE" },
    { "turns", 't', 0, G_OPTION_ARG_INT, &max_turns, N_("Stop each game when turn T begins (default 12)"), "T" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Number of games (default 1)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game"), "S" },
    { "budget", 'b', 0, G_OPTION_ARG_DOUBLE, &budget, N_("Hard's time per turn in seconds (default 1)"), "SECONDS" },
    { NULL }
  };
  SeatKind level = SEAT_NORMAL;
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 seed = 1;
  double cpu0 = thread_cpu ();

  if (!cli_parse_options ("victory ai-bench", "", _("Times the Victory computer players' turns."), entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1 || players < 2 || players > VIC_MAX_PLAYERS || max_turns < 1 || games < 1 || budget < 0
      || (level_text != NULL && (!seat_parse (level_text, &level) || level < SEAT_EASY)))
    {
      cli_error (_("Bad arguments; see “viktory-cli victory ai-bench --help”"));
      return CLI_EXIT_USAGE;
    }
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  for (int g = 0; g < games; g++)
    {
      g_autoptr (VicGame) game = cli_victory_new_game (scenario, players, seed + g, 0);
      SeatKind kinds[VIC_MAX_PLAYERS];
      Seats *seats;
      g_autofree double *turn_time = NULL, *turn_cpu = NULL;
      int n;

      if (game == NULL)
        return CLI_EXIT_USAGE;
      n = vic_game_get_n_players (game);
      turn_time = g_new0 (double, (max_turns + 1) * VIC_MAX_PLAYERS);
      turn_cpu = g_new0 (double, (max_turns + 1) * VIC_MAX_PLAYERS);
      for (int s = 0; s < n; s++)
        kinds[s] = level == SEAT_HARD && s > 0 ? SEAT_NORMAL : level;
      seats = seats_new (kinds, n, seed + g, budget, 0);
      while (!vic_game_is_over (game) && vic_game_get_turn (game) < max_turns)
        {
          g_autoptr (GError) error = NULL;
          VicAction a;
          int d = vic_game_get_decider (game), turn = vic_game_get_turn (game);
          gint64 t0 = g_get_monotonic_time ();
          double c0 = thread_cpu ();

          if (!seats_choose (seats, game, &a, &error))
            {
              cli_error ("%s", error->message);
              seats_free (seats);
              return CLI_EXIT_FAILURE;
            }
          turn_time[turn * VIC_MAX_PLAYERS + d] += (g_get_monotonic_time () - t0) / 1e3;
          turn_cpu[turn * VIC_MAX_PLAYERS + d] += (thread_cpu () - c0) * 1e3;
          if (!vic_game_apply (game, &a, &error))
            {
              cli_error ("%s", error->message);
              seats_free (seats);
              return CLI_EXIT_FAILURE;
            }
        }
      /* Turns 1.. (deployment is timed apart: it is once a game). */
      for (int t = 1; t <= MIN (vic_game_get_turn (game), max_turns - 1); t++)
        for (int s = 0; s < n; s++)
          if (kinds[s] == level && turn_time[t * VIC_MAX_PLAYERS + s] > 0)
            {
              g_array_append_val (times, turn_time[t * VIC_MAX_PLAYERS + s]);
              g_array_append_val (cpu_times, turn_cpu[t * VIC_MAX_PLAYERS + s]);
            }
      for (int s = 0; s < n; s++)
        if (kinds[s] == level && g == 0 && s == 0)
          printf (_("deployment (turn 0) of seat 1: %.2f ms\n"), turn_time[0 * VIC_MAX_PLAYERS + s]);
      seats_free (seats);
    }
  if (times->len == 0)
    {
      cli_error (_("No turn was timed"));
      return CLI_EXIT_FAILURE;
    }
  qsort (times->data, times->len, sizeof (double), cli_compare_double);
  qsort (cpu_times->data, cpu_times->len, sizeof (double), cli_compare_double);
  printf (_("%s, %d players, %u turns timed: wall-clock median %.2f ms, 95th percentile %.2f ms, max %.2f ms per turn\n"),
          seat_names[level], players, times->len, g_array_index (times, double, times->len / 2),
          g_array_index (times, double, MIN (times->len - 1, (guint) (times->len * 0.95))),
          g_array_index (times, double, times->len - 1));
  printf (_("%s, CPU time: median %.2f ms, 95th percentile %.2f ms, max %.2f ms per turn; %.2f s in all\n"),
          seat_names[level], g_array_index (cpu_times, double, cpu_times->len / 2),
          g_array_index (cpu_times, double, MIN (cpu_times->len - 1, (guint) (cpu_times->len * 0.95))),
          g_array_index (cpu_times, double, cpu_times->len - 1), thread_cpu () - cpu0);
  return CLI_EXIT_OK;
}

int
cli_victory_match (int argc, char **argv)
{
  int games = 100, max_turns = 40, max_actions = 60000, iterations = 0, n = 0, players = 2;
  double budget = 1.0;
  gboolean quiet = FALSE, trace = FALSE;
  g_autofree char *seed_text = NULL, *players_text = NULL, *scenario = NULL, *options = NULL;
  GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text,
      N_("One name per seat: easy, normal, hard, uniform, aggressive"), "NAME,NAME[,…]" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, N_("A scenario id or file (default quick-start)"), "ID|FILE" },
    { "options", 0, 0, G_OPTION_ARG_STRING, &options, N_("Optional rules, comma-separated"), "LIST" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Number of games (default 100)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game; game g uses S+g"), "S" },
    { "budget", 'b', 0, G_OPTION_ARG_DOUBLE, &budget, N_("Hard's time per turn in seconds (default 1)"), "SECONDS" },
    { "iterations", 'i', 0, G_OPTION_ARG_INT, &iterations, N_("Hard's most playout rounds per decision"), "N" },
    { "max-turns", 't', 0, G_OPTION_ARG_INT, &max_turns, N_("No winner when turn T begins (default 40)"), "T" },
    { "max-actions", 'm', 0, G_OPTION_ARG_INT, &max_actions, N_("No winner after M actions (default 60000)"), "M" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Print only the summary"), NULL },
    { "trace", 0, 0, G_OPTION_ARG_NONE, &trace, N_("Print every action and the PP each player controls"), NULL },
    { NULL }
  };
  SeatKind kinds[VIC_MAX_PLAYERS];
  int wins[N_SEAT_KINDS] = { 0 }, seats_of[N_SEAT_KINDS] = { 0 }, capped = 0, failed = 0, played = 0;
  gint64 total_turns = 0, start;
  guint64 seed = 1;
  guint32 option_bits = 0;
  g_auto (GStrv) names = NULL;

  if (!cli_parse_options ("victory match", "",
                          _("Plays Victory computer players against each other, seats rotated from game to game"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  names = g_strsplit (players_text != NULL ? players_text : "normal,easy", ",", -1);
  for (n = 0; names[n] != NULL; n++)
    if (n >= VIC_MAX_PLAYERS || !seat_parse (names[n], &kinds[n]))
      {
        cli_error (_("Bad player “%s”"), names[n]);
        return CLI_EXIT_USAGE;
      }
  if (argc != 1 || n < 2 || games < 1 || max_turns < 1 || budget < 0 || iterations < 0)
    {
      cli_error (_("Bad arguments; see “viktory-cli victory match --help”"));
      return CLI_EXIT_USAGE;
    }
  players = n;
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  if (options != NULL)
    {
      char *bad = NULL;
      if (!vic_options_parse (options, &option_bits, &bad))
        {
          cli_error (_("Unknown optional rule “%s”"), bad);
          g_free (bad);
          return CLI_EXIT_USAGE;
        }
    }
  for (int s = 0; s < n; s++)
    seats_of[kinds[s]]++;
  start = g_get_monotonic_time ();
  for (int g = 0; g < games; g++)
    {
      g_autoptr (VicGame) game = cli_victory_new_game (scenario, players, seed + g, option_bits);
      SeatKind rotated[VIC_MAX_PLAYERS];
      Seats *seats;
      int actions = 0, winner = -1, last_turn = -1;
      gboolean error_seen = FALSE;

      if (game == NULL)
        return CLI_EXIT_USAGE;
      for (int s = 0; s < n; s++)
        rotated[s] = kinds[(s + g) % n];
      seats = seats_new (rotated, n, seed + g, budget, (guint) iterations);
      while (!vic_game_is_over (game) && vic_game_get_turn (game) < max_turns && actions < max_actions)
        {
          g_autoptr (GError) error = NULL;
          VicAction a;
          int d = vic_game_get_decider (game);
          if (trace && vic_game_get_turn (game) != last_turn)
            {
              int steps[VIC_MAX_PLAYERS] = { 0 }, blocks[VIC_MAX_PLAYERS] = { 0 };
              last_turn = vic_game_get_turn (game);
              for (int i = 0; i < vic_game_n_block_slots (game); i++)
                {
                  VicBlockInfo b;
                  if (vic_game_get_block (game, i, &b) && b.owner >= 0)
                    {
                      steps[b.owner] += b.steps;
                      blocks[b.owner]++;
                    }
                }
              printf ("== turn %d:", last_turn);
              for (int p = 0; p < n; p++)
                printf ("  %s PP %d, %d blocks, %d steps;", seat_names[rotated[p]], vic_game_controlled_pp (game, p),
                        blocks[p], steps[p]);
              printf ("\n");
            }
          if (seats_choose (seats, game, &a, &error) && trace)
            {
              g_autofree char *text = vic_action_to_string (game, &a);
              printf ("t%d p%d %-10s %s   [PP %d-%d]\n", vic_game_get_turn (game), d + 1, seat_names[rotated[d]], text,
                      vic_game_controlled_pp (game, 0), vic_game_controlled_pp (game, 1));
            }
          if (error != NULL || !vic_game_apply (game, &a, &error))
            {
              cli_error (_("seed %" PRIu64 ", action %d: %s"), seed + g, actions + 1, error->message);
              error_seen = TRUE;
              break;
            }
          if (trace)
            {
              guint n_events;
              const VicEvent *ev = vic_game_get_events (game, &n_events);
              for (guint e = 0; e < n_events; e++)
                if (ev[e].kind == VIC_EVENT_ATTRITION)
                  printf ("   attrition: p%d\n", ev[e].player + 1);
            }
          actions++;
        }
      seats_free (seats);
      if (error_seen)
        {
          failed++;
          continue;
        }
      played++;
      total_turns += vic_game_get_turn (game);
      if (vic_game_is_over (game))
        {
          guint w = vic_game_get_winners (game);
          /* One winning seat, or allies who won together (10.4): the first. */
          for (int s = 0; s < n && winner < 0; s++)
            if ((w >> s) & 1)
              winner = s;
        }
      if (winner >= 0)
        wins[rotated[winner]]++;
      else
        capped++;
      if (!quiet)
        printf (_("game %d: seed %" PRIu64 ", %d turns, %d actions, won by %s\n"), g, seed + g,
                vic_game_get_turn (game), actions, winner >= 0 ? seat_names[rotated[winner]] : _("nobody (cap)"));
      fflush (stdout);
    }
  printf (_("%-10s %5s %6s %9s  %s\n"), _("player"), _("seats"), _("wins"), _("win rate"), _("95% interval"));
  for (int k = 0; k < N_SEAT_KINDS; k++)
    if (seats_of[k] > 0)
      {
        double lo, hi;
        cli_wilson (wins[k], played, &lo, &hi);
        printf ("%-10s %5d %6d %8.1f%%  [%.1f%%, %.1f%%]\n", seat_names[k], seats_of[k], wins[k],
                played > 0 ? 100.0 * wins[k] / played : 0.0, 100.0 * lo, 100.0 * hi);
      }
  printf (_("No winner (turn cap %d or action cap %d): %d\n"), max_turns, max_actions, capped);
  if (played > 0)
    printf (_("Mean game length: %.1f turns; %.2f s per game\n"), (double) total_turns / played,
            (g_get_monotonic_time () - start) / 1e6 / played);
  if (failed > 0)
    {
      printf (_("FAILED: %d games stopped on a refused action\n"), failed);
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}
