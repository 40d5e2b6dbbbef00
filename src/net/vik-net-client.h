/* vik-net-client.h: a client of viktory-server, for the game window, the
 * headless computer players and the tests.
 *
 * It connects, says hello with its seat token and the last sequence number it
 * saw, and keeps the latest view: the game its [Game] Game names, loaded by
 * that game's rules->load_view (VIKTORY II: a VikGame whose pile order and
 * generator the server re-drew; Victory: a VicGame where the other sides'
 * unrevealed blocks are re-drawn), so it can show the board and list legal
 * actions, never foretell a die or a tile nor tell a hidden block.  Every
 * message received is also emitted as ::message (a const VikMsg *), and its
 * text before parsing as ::frame (a const char *, for recording). */
#pragma once

#include <gio/gio.h>
#include "vik-games.h"
#include "vik-net-protocol.h"

G_BEGIN_DECLS

#define VIK_TYPE_NET_CLIENT (vik_net_client_get_type ())
G_DECLARE_FINAL_TYPE (VikNetClient, vik_net_client, VIK, NET_CLIENT, GObject)

VikNetClient *vik_net_client_new        (void);
/* Trusts this certificate for wss:// even when no authority signed it (a
 * self-signed game server whose certificate the player accepted once). */
void          vik_net_client_pin_certificate (VikNetClient *self, GTlsCertificate *certificate);
/* The certificate the last connection attempt refused (no authority signed
 * it and it is not the pinned one), NULL if none: for asking the player. */
GTlsCertificate *vik_net_client_get_refused_certificate (VikNetClient *self);
/* A certificate's SHA-256 fingerprint over its DER bytes, "AB:CD:…" (32
 * pairs, as `openssl x509 -fingerprint -sha256` prints it).  g_free(). */
char         *vik_net_certificate_fingerprint (GTlsCertificate *certificate);
/* uri: ws://HOST:PORT/viktory (or wss://). */
void          vik_net_client_connect_async  (VikNetClient *self, const char *uri, GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
gboolean      vik_net_client_connect_finish (VikNetClient *self, GAsyncResult *result, GError **error);
gboolean      vik_net_client_is_connected (VikNetClient *self);
void          vik_net_client_close      (VikNetClient *self);

/* Hello also says how many lines of the game's chat the client heard (it
 * counts them; vik_net_client_set_chat_seen for a new client of the same
 * player): the server sends the kept lines after those. */
void          vik_net_client_hello      (VikNetClient *self, const char *game, const char *token, gint64 seq);
gint64        vik_net_client_get_chat_seen (VikNetClient *self);
void          vik_net_client_set_chat_seen (VikNetClient *self, gint64 seen);
/* Creates a game of human seats without a deadline. */
void          vik_net_client_create     (VikNetClient *self, int players, char *const *names);
/* Creates a game: seats[] as in docs/protocol.md ("human", "open",
 * "computer:normal"...; NULL: all human), turn_time in seconds (0: none),
 * on_deadline "skip" or "computer:LEVEL" (NULL: "skip"). */
void          vik_net_client_create_game (VikNetClient *self, int players, char *const *names,
                                          const char *const *seats, gint64 turn_time, const char *on_deadline);
/* The same for any game: kind "viktory2" (NULL) or "victory"; scenario: the
 * game's start (Victory: a preset's id such as "quick-start", or a scenario
 * key file's text; NULL: the game's default). */
void          vik_net_client_create_kind (VikNetClient *self, const char *kind, const char *scenario,
                                          int players, char *const *names, const char *const *seats,
                                          gint64 turn_time, const char *on_deadline);
/* Takes the first open seat of a game: answered by "claimed" (the token) and "welcome". */
void          vik_net_client_claim      (VikNetClient *self, const char *game);
/* Asks which games these tokens open: answered by "games-list". */
void          vik_net_client_list_games (VikNetClient *self, const char *const *tokens, guint n_tokens);
/* Asks for the games with an open seat: answered by "lobby-list". */
void          vik_net_client_lobby      (VikNetClient *self);
/* Sends an action for the current position (the last sequence number seen). */
void          vik_net_client_act        (VikNetClient *self, const char *action);
void          vik_net_client_chat       (VikNetClient *self, const char *text);
/* Sends raw text (for the protocol tests). */
void          vik_net_client_send_raw   (VikNetClient *self, const char *text, gsize length);

/* The latest view, NULL before the welcome: a game of vik_net_client_get_rules
 * (NULL before the welcome); the seat (-1 spectator); the last sequence number. */
gconstpointer vik_net_client_get_view   (VikNetClient *self);
const VikRules *vik_net_client_get_rules (VikNetClient *self);
int           vik_net_client_get_seat   (VikNetClient *self);
gint64        vik_net_client_get_seq    (VikNetClient *self);
const char   *vik_net_client_get_game_id (VikNetClient *self);
/* The seat kinds as last heard ("human", "open", "computer:LEVEL", "away:LEVEL"), NULL before the welcome. */
const char   *vik_net_client_get_seat_kind (VikNetClient *self, int seat);
/* When the decider's time runs out (Unix seconds; 0: no deadline), as last heard. */
gint64        vik_net_client_get_deadline (VikNetClient *self);
/* The reason the server gave when it closed the connection (NULL if none). */
const char   *vik_net_client_get_close_reason (VikNetClient *self);

G_END_DECLS
