/* cli-seats.h: who plays each seat in playouts and tournaments (cli-seats.c),
 * for any game of vik-games.h. */
#pragma once

#include "vik-games.h"

G_BEGIN_DECLS

/* The most seats of any game. */
#define CLI_MAX_SEATS 8

typedef enum {
  CLI_PLAYER_UNIFORM,
  CLI_PLAYER_AGGRESSIVE,
  CLI_PLAYER_EASY,       /* the AI levels, in VikAiLevel order */
  CLI_PLAYER_NORMAL,
  CLI_PLAYER_HARD,
  CLI_N_PLAYER_KINDS
} CliPlayerKind;

typedef struct {
  const VikGamePlugin *game;
  int n_players;
  CliPlayerKind kinds[CLI_MAX_SEATS];
  VikAiPlayer *ai[CLI_MAX_SEATS];
  VikRng rng;             /* the policies' choices */
  GArray *scratch;        /* of VikAnyAction */
} CliSeats;

gboolean    cli_player_kind_parse (const char *name, CliPlayerKind *kind);
const char *cli_player_kind_name  (CliPlayerKind kind);
/* "hard,normal" into kinds[] (room for CLI_MAX_SEATS). */
gboolean    cli_player_list_parse (const char *text, CliPlayerKind *kinds, int *n_kinds, GError **error);
/* Seat s is played by kinds[s]; Hard gets the budget (s per turn) and iteration limit. */
CliSeats   *cli_seats_new         (const VikGamePlugin *game, const CliPlayerKind *kinds, int n_players,
                                   guint64 seed, double hard_budget, guint hard_iterations);
void        cli_seats_free        (CliSeats *seats);
/* The choice of the seat that decides now, in a game of seats->game. */
gboolean    cli_seats_choose      (CliSeats *seats, gconstpointer game, VikAnyAction *out, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliSeats, cli_seats_free)

G_END_DECLS
