/* vik-net-game.h: one game held by the server, and its record on disk.
 *
 * The server owns chance and hidden information: the secret seed, the draw
 * pile and the generator never leave this object; clients get views whose
 * hidden part is re-drawn (vik_game_copy_redrawn).  Every accepted action is
 * appended to the game's journal and flushed to disk before the caller may tell
 * anyone about it, so a server killed at any moment restarts where it stood.
 *
 * On disk, in the server's data folder (docs/protocol.md):
 *   ID.game      a key file written once, atomically: players, names, the
 *                secret seed and salt, the commitment, SHA-256 of each seat token
 *   ID.journal   one line per accepted action, "SEQ ACTION\n", appended and
 *                fdatasync'ed; a torn last line (a crash during the write) was
 *                never acknowledged and is cut off when the game is loaded */
#pragma once

#include "vik-game.h"
#include "vik-net-protocol.h"

G_BEGIN_DECLS

typedef struct _VikNetGame VikNetGame;

/* A new game with a fresh secret seed from the system's random source; writes
 * ID.game.  Fills tokens[] (one per seat: the invitations, shown to the
 * creator only; the server keeps only their SHA-256). */
VikNetGame *vik_net_game_create   (const char *data_dir, int n_players, char *const *names,
                                   char **tokens, GError **error);
/* Loads ID.game and replays ID.journal (cutting off a torn last line). */
VikNetGame *vik_net_game_load     (const char *data_dir, const char *id, GError **error);
void        vik_net_game_free     (VikNetGame *ng);

const char *vik_net_game_id       (const VikNetGame *ng);
const char *vik_net_game_commitment (const VikNetGame *ng);
int         vik_net_game_n_players (const VikNetGame *ng);
gint64      vik_net_game_seq      (const VikNetGame *ng);
const VikGame *vik_net_game_state (const VikNetGame *ng);
/* The seat a token opens, -1 for none (compared in constant time). */
int         vik_net_game_seat_for_token (const VikNetGame *ng, const char *token);

/* Applies `text` for `seat` if it is that seat's decision, `seq` is the current
 * position, and the rules allow it; then appends it to the journal and syncs.
 * On any refusal or write failure the game is unchanged. */
gboolean    vik_net_game_apply    (VikNetGame *ng, int seat, gint64 seq, const char *text, GError **error);
/* The actions from position `from` on, in the notation. */
GPtrArray  *vik_net_game_actions_since (const VikNetGame *ng, gint64 from);
/* What a player (or a spectator, -1) may see: a save of a copy whose hidden
 * part (pile order, generator, seed) is re-drawn from `view_seed`. */
char       *vik_net_game_view     (const VikNetGame *ng, guint64 view_seed);
/* The secret, for the end of the game: the seed and the salt. */
void        vik_net_game_secret   (const VikNetGame *ng, guint64 *seed, const char **salt);
/* SHA-256 of "SALT:SEED" in hex: what is published at the start. */
char       *vik_net_commitment    (const char *salt, guint64 seed);

G_END_DECLS
