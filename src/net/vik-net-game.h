/* vik-net-game.h: one game held by the server, and its record on disk.
 *
 * The server owns chance and hidden information: the secret seed, the draw
 * pile, the other sides' blocks and the generator never leave this object;
 * clients get views whose hidden part is re-drawn (rules->copy_for_player).
 * The game is held through VikRules and its plugin's net table only: this
 * file knows no game.  Every accepted action is
 * appended to the game's journal and flushed to disk before the caller may tell
 * anyone about it, so a server killed at any moment restarts where it stood.
 *
 * On disk, in the server's data folder (docs/protocol.md):
 *   ID.game      a key file written once, atomically: the game ([Game] Game,
 *                absent: VIKTORY II) and its start options, players, names, the
 *                secret seed and salt, the commitment, the seats as created,
 *                SHA-256 of each seat token, the turn deadline and its rule
 *   ID.seats     the seats as they are now (an open seat claimed, a player
 *                away and played by a computer), rewritten atomically on change
 *   ID.journal   one line per accepted action, "SEQ TIME ACTION\n" (TIME: the
 *                server's wall clock, Unix µs), appended and fdatasync'ed; a
 *                torn last line (a crash during the write) was never
 *                acknowledged and is cut off when the game is loaded */
#pragma once

#include "vik-games.h"
#include "vik-net-protocol.h"

G_BEGIN_DECLS

typedef struct _VikNetGame VikNetGame;

typedef struct {
  int n_players;
  char *const *names;
  const char *const *seats;   /* one kind per seat (vik_net_seat_kind_valid); NULL: all "human" */
  gint64 turn_time;           /* seconds a seat has for its decisions; 0: no limit */
  const char *on_deadline;    /* "skip" or "computer:LEVEL"; NULL: "skip" */
  const VikGamePlugin *plugin;/* the game played; NULL: VIKTORY II */
  const char *scenario;       /* the game's own start (net->new_game); NULL: its default */
  const char *id_prefix;      /* the server's id (vik_net_server_id_valid): the game id begins with it; NULL: none */
} VikNetGameSetup;

/* A new game with a fresh secret seed from the system's random source; writes
 * ID.game.  Fills tokens[] (one per human seat, NULL for the others: the
 * invitations, shown to the creator only; the server keeps only their SHA-256). */
VikNetGame *vik_net_game_create   (const char *data_dir, const VikNetGameSetup *setup,
                                   char **tokens, GError **error);
/* Loads ID.game and replays ID.journal (cutting off a torn last line). */
VikNetGame *vik_net_game_load     (const char *data_dir, const char *id, GError **error);
void        vik_net_game_free     (VikNetGame *ng);

const char *vik_net_game_id       (const VikNetGame *ng);
const char *vik_net_game_commitment (const VikNetGame *ng);
/* The game's own start options (ID.game's Options: what starts it again
 * from its seed), NULL when it has none (VIKTORY II). */
const char *vik_net_game_options  (const VikNetGame *ng);
int         vik_net_game_n_players (const VikNetGame *ng);
gint64      vik_net_game_seq      (const VikNetGame *ng);
/* The true game, with its hidden part: never for sending. */
gconstpointer vik_net_game_state  (const VikNetGame *ng);
const VikGamePlugin *vik_net_game_plugin (const VikNetGame *ng);
const VikRules *vik_net_game_rules (const VikNetGame *ng);
const char *vik_net_game_name     (const VikNetGame *ng, int seat);
/* The winner once over (the best score; -1: none, or the game goes on). */
int         vik_net_game_winner   (const VikNetGame *ng);
/* The seat a token opens, -1 for none (compared in constant time). */
int         vik_net_game_seat_for_token (const VikNetGame *ng, const char *token);
/* SHA-256 of a seat's token ("" for a seat without one). */
const char *vik_net_game_token_hash (const VikNetGame *ng, int seat);

/* Seats: "human", "open", "computer:LEVEL", or "away:LEVEL" (a human seat
 * played by a computer of that level until its player returns). */
const char *vik_net_game_seat_kind (const VikNetGame *ng, int seat);
/* The level id ("normal") if a computer plays the seat now (a computer seat or
 * an away player's), else NULL. */
const char *vik_net_game_seat_computer (const VikNetGame *ng, int seat);
/* Gives the first open seat a new token (its SHA-256 kept, ID.seats rewritten):
 * -1 with an error if no seat is open. */
int         vik_net_game_claim    (VikNetGame *ng, char **token, GError **error);
/* Hands a human seat to a computer of `level` while its player is away, or
 * (level NULL) gives it back; rewrites ID.seats.  A return restarts the
 * seat's clock. */
gboolean    vik_net_game_set_away (VikNetGame *ng, int seat, const char *level, GError **error);

/* The turn deadline: seconds per stretch of a seat's decisions (0: none), what
 * happens when it passes ("skip" or "computer:LEVEL"), and when the current
 * decider's time runs out (Unix µs on the server's wall clock; 0: no deadline,
 * or the game is over).  A seat's clock starts when it becomes the decider,
 * or when its player returns. */
gint64      vik_net_game_turn_time   (const VikNetGame *ng);
const char *vik_net_game_on_deadline (const VikNetGame *ng);
gint64      vik_net_game_deadline    (const VikNetGame *ng);

/* Applies `text` for `seat` if it is that seat's decision, `seq` is the current
 * position, and the rules allow it; then appends it to the journal and syncs.
 * On any refusal or write failure the game is unchanged. */
gboolean    vik_net_game_apply    (VikNetGame *ng, int seat, gint64 seq, const char *text, GError **error);
/* The same in three steps, so that the writing (and its fdatasync, some
 * milliseconds on a disk) can run in a worker thread while the server serves
 * other games: begin checks and plays the action on a copy (main thread; the
 * game refuses other actions as stale until the end); write appends it to the
 * journal and syncs (any thread, one pending action per game); end, on the
 * main thread, makes the game the copy if it was written, else forgets it. */
typedef struct _VikNetPending VikNetPending;
VikNetPending *vik_net_game_begin_apply (VikNetGame *ng, int seat, gint64 seq, const char *text, GError **error);
gboolean    vik_net_game_write_pending (VikNetPending *pending, GError **error);
/* The same in two steps, for a group commit: append many, then sync them
 * together.  A failure cuts the line off again. */
gboolean    vik_net_pending_append (VikNetPending *pending, GError **error);
gboolean    vik_net_pending_sync   (VikNetPending *pending, GError **error);
/* Syncs appended actions of games of one data folder together: one syncfs()
 * for all of them (fdatasync for one).  On failure all are cut off. */
gboolean    vik_net_pending_sync_batch (VikNetPending **batch, guint n, GError **error);
const char *vik_net_pending_action (const VikNetPending *pending);   /* canonical notation */
int         vik_net_pending_seat   (const VikNetPending *pending);
void        vik_net_game_end_apply (VikNetGame *ng, VikNetPending *pending, gboolean written);
/* Writes ID.snap (the position and where the journal stands) unless it is
 * there already: loading then replays only the journal's lines after it.
 * Done every 256 actions and before a game goes to sleep. */
gboolean    vik_net_game_snapshot (VikNetGame *ng, GError **error);
/* The journal's length in bytes (its accepted lines). */
gint64      vik_net_game_journal_bytes (const VikNetGame *ng);
/* The actions from position `from` on, in the notation. */
GPtrArray  *vik_net_game_actions_since (const VikNetGame *ng, gint64 from);
/* The events of each action from position `from` on (a GArray of VikNetEvent
 * each) as `seat` (-1: a spectator) may be told them, replayed from the
 * secret seed; NULL if the replay fails. */
GPtrArray  *vik_net_game_events_since (const VikNetGame *ng, gint64 from, int seat);
/* The same with the actions as `seat` may read them (net->action_for);
 * either out may be NULL.  FALSE if the replay fails. */
gboolean    vik_net_game_story_since  (const VikNetGame *ng, gint64 from, int seat,
                                       GPtrArray **actions, GPtrArray **events);
/* The last accepted action and its events, as `seat` may be told them. */
char       *vik_net_game_last_action_for (const VikNetGame *ng, int seat);
GArray     *vik_net_game_last_events_for (const VikNetGame *ng, int seat);
/* When the game was created (Unix µs; 0 for a game of format 1). */
gint64      vik_net_game_created  (const VikNetGame *ng);
/* What a player (or a spectator, -1) may see: a save (key file text) of
 * rules->copy_for_player (game, seat, view_seed). */
char       *vik_net_game_view     (const VikNetGame *ng, int seat, guint64 view_seed);
/* The secret, for the end of the game: the seed and the salt. */
void        vik_net_game_secret   (const VikNetGame *ng, guint64 *seed, const char **salt);
/* SHA-256 of "SALT:SEED" in hex: what is published at the start. */
char       *vik_net_commitment    (const char *salt, guint64 seed);

G_END_DECLS
