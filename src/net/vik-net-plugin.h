/* vik-net-plugin.h: what a game gives the network layer (docs/protocol.md,
 * docs/design-two-games.md).
 *
 * The server and the client library hold a game through VikRules only.  What
 * the protocol must know of one game beyond its rules lives in this table:
 * how a game is started from a "create" (its scenario), who may play an
 * action out of turn, the passive action of a seat whose time ran out, and
 * above all what each seat may be told of an action: its notation and its
 * events as that seat may know them (nothing of another side's hidden
 * pieces), checked again on receipt by the client.
 *
 * Each game's table lives beside its wire code (src/net/viktory/,
 * src/net/victory/) and is plugged in through VikGamePlugin (vik-games.h).
 * This header includes no game's header. */
#pragma once

#include <glib.h>
#include "vik-rules.h"
#include "vik-net-protocol.h"

G_BEGIN_DECLS

/* The error domain of the network layer (VIK_NET_ERROR) without linking it:
 * the per-game libraries sit below the protocol's. */
#define VIK_NET_GAME_ERROR (g_quark_from_static_string ("vik-net-error-quark"))

typedef struct _VikNetGameTable VikNetGameTable;
struct _VikNetGameTable {
  const VikRules *rules;
  /* Every seat may be sent the same view (nothing hidden differs between
   * seats: VIKTORY II's pile): the server draws one view for the table. */
  gboolean shared_view;
  /* A new game for a "create": `scenario` as the client sent it (NULL or "":
   * the game's default), n_players seats named names[].  FALSE with an error
   * the creator may read.  *options_out: what to store to start the same game
   * again from the same seed (a key file's text; NULL: nothing). */
  gpointer (*new_game)   (const char *scenario, int n_players, char *const *names, guint64 seed,
                          char **options_out, GError **error);
  /* The game again from what new_game stored (restart). */
  gpointer (*restart)    (const char *options, int n_players, char *const *names, guint64 seed,
                          GError **error);
  /* The seat that may play `a` now (VIKTORY II: conceding is the current
   * player's at any time); NULL: the decider. */
  int      (*actor)      (gconstpointer game, const VikAnyAction *a);
  /* What a seat whose time ran out does (`view`: the decider's copy);
   * FALSE: any legal action will do. */
  gboolean (*passive)    (gconstpointer view, VikAnyAction *out);
  /* Whose turn it is and the game turn, for summaries. */
  int      (*current)    (gconstpointer game);
  int      (*turn)       (gconstpointer game);
  /* The notation of `a` (played in `before`, leading to `after`) as `seat`
   * (-1: a spectator) may read it; NULL: the canonical notation for all. */
  char    *(*action_for) (gconstpointer before, gconstpointer after, const VikAnyAction *a, int seat);
  /* The events of the last action applied to `game`, as `seat` (-1: a
   * spectator) may be told them: a GArray of VikNetEvent. */
  GArray  *(*events_for) (gconstpointer game, int seat);
  /* Checks received events against `view` (the position they led to): FALSE
   * for any event of an unknown kind or naming what the game cannot have. */
  gboolean (*events_check) (gconstpointer view, const GArray *events, GError **error);
  /* A game whose views are sent without their history (VIKTORY II's would
   * make each update as long as the game): trim_view empties a view's
   * history before the server sends it; carry_history gives a view a client
   * just received the history of the one before it (taken from it; NULL: the
   * view begins one) and the actions heard since (texts as the server sent
   * them), so that a client's view holds the whole history as the server's
   * game does.  Both NULL: views carry their history (Victory's hold none). */
  void     (*trim_view)     (gpointer view);
  gboolean (*carry_history) (gpointer view, gpointer previous, const GPtrArray *heard, GError **error);
};

G_END_DECLS
