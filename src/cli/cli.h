/* cli.h: what the subcommands of viktory-cli share.
 *
 * Each subcommand is one function in the table of viktory-cli.c; it parses its
 * own options with a GOptionContext, writes results to stdout and errors to
 * stderr, and returns the process exit status. */
#pragma once

#include "vik-game.h"
#include "vik-rng.h"

G_BEGIN_DECLS

enum {
  CLI_EXIT_OK = 0,
  CLI_EXIT_FAILURE = 1,   /* refused action, broken invariant, unreadable file */
  CLI_EXIT_USAGE = 2,     /* bad command line */
};

typedef int (*CliCommandFunc) (int argc, char **argv);

typedef struct {
  const char *name;
  CliCommandFunc func;
  const char *summary;    /* N_() */
} CliCommand;

/* cli-game.c */
int cli_cmd_new    (int argc, char **argv);
int cli_cmd_show   (int argc, char **argv);
int cli_cmd_legal  (int argc, char **argv);
int cli_cmd_apply  (int argc, char **argv);
/* cli-playout.c */
int cli_cmd_playout (int argc, char **argv);
int cli_cmd_demo   (int argc, char **argv);
/* cli-bench.c */
int cli_cmd_bench  (int argc, char **argv);
/* cli-tournament.c, cli-ai-bench.c */
int cli_cmd_tournament (int argc, char **argv);
int cli_cmd_ai_bench (int argc, char **argv);
/* cli-odds.c */
int cli_cmd_odds   (int argc, char **argv);

/* cli-net-bench.c */
int cli_cmd_net_bench (int argc, char **argv);
/* cli-victory.c: the second game, Columbia Games' Victory */
int cli_cmd_victory (int argc, char **argv);
/* cli-victory-odds.c: its battle forecast */
int cli_victory_odds (int argc, char **argv);
int cli_victory_to_battle (int argc, char **argv);

/* cli-verify.c */
int cli_cmd_verify (int argc, char **argv);

/* cli-scenario.c */
int cli_cmd_scenario (int argc, char **argv);
int cli_cmd_scenario_bench (int argc, char **argv);
/* A game set up from the scenario file at path (new --scenario). */
VikGame *cli_scenario_new_game (const char *path, guint64 seed, GError **error);

/* cli-common.c */
/* Parses the subcommand's options; on failure prints the error and returns FALSE. */
gboolean  cli_parse_options   (const char *command, const char *parameters,
                               const char *summary, GOptionEntry *entries,
                               int *argc, char ***argv);
void      cli_error           (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Parses a decimal 64-bit number; FALSE (and an error printed) when it is not one. */
gboolean  cli_parse_seed      (const char *text, guint64 *seed);
/* A seed nobody chose: the clock mixed with the kernel's randomness. */
guint64   cli_fresh_seed      (void);
/* One uniformly chosen legal action of the decider; FALSE when there is none. */
gboolean  cli_random_action   (const VikGame *game, VikRng *rng, GArray *scratch, VikAction *out);
/* Applies one random action after another until the turn `until_turn` begins,
 * the game ends or `max_actions` were applied; the number applied, or -1 with
 * error set when the engine refused one of its own legal actions. */
int       cli_play_random     (VikGame *game, VikRng *rng, int until_turn, int max_actions, GError **error);
/* qsort/g_array_sort order of doubles, smallest first. */
int       cli_compare_double  (const void *a, const void *b);
/* Wilson's 95% score interval [lo, hi] for k successes in n trials. */
void      cli_wilson          (int k, int n, double *lo, double *hi);

G_END_DECLS
