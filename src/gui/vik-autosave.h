/* vik-autosave.h: the autosave catalogue.
 *
 * Each game has an id (written in its saves, [Display] GameId) and its own
 * autosaves in one folder: <id>.vik, the newest, then <id>.1.vik and
 * <id>.2.vik (VIK_AUTOSAVE_KEEP in all).  A new game never overwrites another
 * game's autosave.  GTK-free: the model writes, the window lists. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VIK_AUTOSAVE_KEEP 3
/* The most files read to list the autosaved games (hostile folders stay cheap). */
#define VIK_AUTOSAVE_MAX_LISTED 64

typedef struct {
  char *path;          /* the newest autosave of the game */
  char *game_id;
  int n_players;
  int turn;
  char *to_move;       /* the name of the player to move */
  gint64 mtime;        /* seconds since the epoch */
  int mtime_usec;      /* and microseconds, to order autosaves of one second */
} VikAutosaveInfo;

/* $VIKTORY_AUTOSAVE_DIR when set, else g_get_user_data_dir()/viktory/autosaves. */
char      *vik_autosave_default_dir   (void);
/* A new game's id, from its seed and the time: [0-9a-f-] only. */
char      *vik_autosave_new_game_id   (guint64 seed);
/* TRUE for an id a file may be named after. */
gboolean   vik_autosave_id_valid      (const char *id);
/* dir/<id>.vik, or dir/<id>.<generation>.vik for the older ones. */
char      *vik_autosave_path          (const char *dir, const char *id, int generation);
/* "<id><suffix>" is generation 0, "<id>.<g><suffix>" generation g (below
 * VIK_AUTOSAVE_KEEP); FALSE for any other name.  Both games' autosaves. */
gboolean   vik_autosave_parse_name    (const char *name, const char *suffix, char **id, int *generation);
/* Moves the game's autosaves one generation older, dropping the oldest;
 * called before the newest is written. */
void       vik_autosave_rotate        (const char *dir, const char *id);
/* Removes all of a game's autosaves. */
void       vik_autosave_discard       (const char *dir, const char *id);
/* The newest autosave of each game in dir (its newest generation present)
 * that loads, newest first (a GPtrArray of VikAutosaveInfo, freed with it);
 * at most VIK_AUTOSAVE_MAX_LISTED files are read. */
GPtrArray *vik_autosave_list          (const char *dir);
/* "Continue: 4 players, turn 12, Bjorn to move, 2 hours ago". */
char      *vik_autosave_describe      (const VikAutosaveInfo *info, gint64 now);
void       vik_autosave_info_free     (VikAutosaveInfo *info);
/* "just now", "5 minutes ago", "2 hours ago", "3 days ago" (also for Victory's autosaves). */
char      *vik_autosave_age_text      (gint64 seconds);

G_END_DECLS
