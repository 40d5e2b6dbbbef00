/* vik-rules.h: the game-neutral rules interface (docs/design-two-games.md).
 *
 * Each game (VIKTORY II, Victory) fills one const VikRules table; code that must
 * not know which game it runs (the computer players' search, the server, the
 * CLI's generic commands, the GUI's shared parts) calls only these functions.
 * The games keep their own richer APIs; this is the narrow waist.
 *
 *   const VikRules *rules = vik_rules_viktory2 ();    // from the game's header
 *   gpointer game = rules->new_game (options, seed, &error);
 *   while (!rules->is_over (game)) {
 *     rules->legal (game, actions);                   // of rules->decider (game)
 *     rules->apply (game, &g_array_index (actions, VikAnyAction, i), &error);
 *   }
 *
 * This header includes no game's header: a game plugs in through its table. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A game's own action struct, copied by value; unused bytes are zero so that
 * actions compare with memcmp. */
typedef struct {
  guint8 bytes[16];
} VikAnyAction;

typedef struct _VikRules VikRules;
struct _VikRules {
  const char *id;              /* "viktory2", "victory": the [Game] Game= key of saves */
  const char *name;            /* NC_("game name", ...): shown through vik_rules_display_name() */
  const char *save_extension;  /* of its saved games, without the dot: "vik", "vic" */
  /* options: the game's own keys (NULL: the defaults); see each game's docs. */
  gpointer (*new_game)   (GKeyFile *options, guint64 seed, GError **error);
  /* The options of the game's standard set-up for n_players, or NULL and an
   * error when the game has none for that many. */
  GKeyFile*(*default_options) (int n_players, GError **error);
  gpointer (*copy)       (gconstpointer game);
  void     (*free)       (gpointer game);
  gboolean (*equal)      (gconstpointer a, gconstpointer b);
  int      (*n_players)  (gconstpointer game);
  int      (*decider)    (gconstpointer game);        /* -1 when the game is over */
  int      (*turn)       (gconstpointer game);        /* the game turn; 0 before the first */
  gboolean (*is_over)    (gconstpointer game);
  /* out[n_players]: 1 win, 0 loss, shares for draws; all 0 while not over. */
  void     (*scores)     (gconstpointer game, double *out);
  /* Appends the decider's legal actions (VikAnyAction) to out; returns how many. */
  guint    (*legal)      (gconstpointer game, GArray *out);
  gboolean (*apply)      (gpointer game, const VikAnyAction *a, GError **error);
  char    *(*to_text)    (gconstpointer game, const VikAnyAction *a);
  gboolean (*from_text)  (gconstpointer game, const char *text, VikAnyAction *out, GError **error);
  /* What `player` may know, everything hidden re-drawn with a generator seeded
   * by `seed`: the computer players search only such copies and the server
   * sends only such views.  player -1: a spectator's view. */
  gpointer (*copy_for_player) (gconstpointer game, int player, guint64 seed);
  GKeyFile*(*save)       (gconstpointer game);
  /* file_name: for messages.  Refuses (never crashes on) any file. */
  gpointer (*load)       (GKeyFile *file, const char *file_name, GError **error);
  /* Optional: loads what copy_for_player gave one seat, as save wrote it (a
   * server's view), which load may refuse: in a Victory view another seat's
   * hidden pieces are guesses that may leave it no legal action.  NULL: load. */
  gpointer (*load_view)  (GKeyFile *file, const char *file_name, GError **error);
  /* Optional: the text of `save`'s key file, written directly (the server
   * sends a view with every accepted action).  NULL: vik_rules_save_text
   * writes `save`'s key file out. */
  char    *(*save_text)  (gconstpointer game, gsize *length);
  /* Optional: did the action just applied to `game` roll a die, reveal
   * something hidden or end the game?  Then it cannot be taken back (the
   * undo policy, src/gui/core/vik-undo.h).  NULL: never. */
  gboolean (*last_action_fixed) (gconstpointer game);
};

/* The game's name as shown (translated in the context "game name"). */
const char *vik_rules_display_name (const VikRules *rules);
/* The game a key file (save, map, scenario) belongs to: its [Game] Game= value;
 * absent means "viktory2" (files written before the second game). */
char    *vik_rules_file_game_id (GKeyFile *file);
/* The rules among `games` (n of them) whose id is `id`, or NULL. */
const VikRules *vik_rules_find (const VikRules *const *games, guint n, const char *id);
/* The text of a game's save (see save_text). */
char    *vik_rules_save_text   (const VikRules *rules, gconstpointer game, gsize *length);
/* rules->load_view, or rules->load when the game has none. */
gpointer vik_rules_load_view   (const VikRules *rules, GKeyFile *file, const char *file_name, GError **error);
/* Zeroes *out and copies size bytes of a game's action into it. */
void     vik_any_action_pack   (VikAnyAction *out, gconstpointer action, gsize size);
/* Appends n of a game's actions (`size` bytes each) to out (of VikAnyAction)
 * wrapped; returns n. */
guint    vik_any_actions_append (GArray *out, gconstpointer actions, guint n, gsize size);
/* Copies n actions out of their wrappers into out, an array of the game's
 * action struct of `size` bytes each. */
void     vik_any_actions_unpack (const VikAnyAction *actions, guint n, gpointer out, gsize size);

G_END_DECLS
