/* cli-seats.h: who plays each seat in playouts and tournaments (cli-seats.c). */
#pragma once

#include "vik-ai-viktory.h"
#include "vik-policy.h"

G_BEGIN_DECLS

typedef enum {
  CLI_PLAYER_UNIFORM,
  CLI_PLAYER_AGGRESSIVE,
  CLI_PLAYER_EASY,       /* the AI levels, in VikAiLevel order */
  CLI_PLAYER_NORMAL,
  CLI_PLAYER_HARD,
  CLI_N_PLAYER_KINDS
} CliPlayerKind;

typedef struct {
  int n_players;
  CliPlayerKind kinds[VIK_MAX_PLAYERS];
  VikAiPlayer *ai[VIK_MAX_PLAYERS];
  VikRng rng;             /* the engine policies' choices */
  GArray *scratch;
} CliSeats;

gboolean    cli_player_kind_parse (const char *name, CliPlayerKind *kind);
const char *cli_player_kind_name  (CliPlayerKind kind);
/* "hard,normal" into kinds[] (room for VIK_MAX_PLAYERS). */
gboolean    cli_player_list_parse (const char *text, CliPlayerKind *kinds, int *n_kinds, GError **error);
/* Seat s is played by kinds[s]; Hard gets the budget (s per turn) and iteration limit. */
CliSeats   *cli_seats_new         (const CliPlayerKind *kinds, int n_players, guint64 seed,
                                   double hard_budget, guint hard_iterations);
void        cli_seats_free        (CliSeats *seats);
/* The choice of the seat that decides now. */
gboolean    cli_seats_choose      (CliSeats *seats, const VikGame *game, VikAction *out, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliSeats, cli_seats_free)

G_END_DECLS
