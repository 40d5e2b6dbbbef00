/* vik-autosave-files.h: the autosave folder, whichever game it holds
 * (docs/gui.md, "Autosaves").
 *
 * Each game has an id (written in its saves, [Display] GameId) and its own
 * autosaves in one folder: <id><suffix>, the newest, then <id>.1<suffix> and
 * <id>.2<suffix> (VIK_AUTOSAVE_KEEP in all); a game's suffix tells its files
 * apart (".vik" VIKTORY II's, vik-autosave.h; ".vic" Victory's,
 * victory/vic-autosave.h).  A new game never overwrites another game's
 * autosave.  Includes no game's header; GTK-free. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define VIK_AUTOSAVE_KEEP 3
/* The most files read to list the autosaved games (hostile folders stay cheap). */
#define VIK_AUTOSAVE_MAX_LISTED 64

/* $VIKTORY_AUTOSAVE_DIR when set, else g_get_user_data_dir()/viktory/autosaves. */
char      *vik_autosave_default_dir   (void);
/* A new game's id, from its seed and the time: [0-9a-f-] only. */
char      *vik_autosave_new_game_id   (guint64 seed);
/* TRUE for an id a file may be named after. */
gboolean   vik_autosave_id_valid      (const char *id);
/* dir/<id><suffix>, or dir/<id>.<generation><suffix> for the older ones. */
char      *vik_autosave_file          (const char *dir, const char *id, int generation, const char *suffix);
/* "<id><suffix>" is generation 0, "<id>.<g><suffix>" generation g (below
 * VIK_AUTOSAVE_KEEP); FALSE for any other name. */
gboolean   vik_autosave_parse_name    (const char *name, const char *suffix, char **id, int *generation);
/* "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
char      *vik_autosave_age_text      (gint64 seconds);

/* One autosaved game, for the start screen's Continue. */
typedef struct {
  char *path;          /* the newest autosave of the game */
  char *game_id;
  char *name;          /* the game's name where it has one (Victory: its map's), else NULL */
  int n_players;
  int turn;
  char *to_move;       /* the name of the player who decides now */
  gint64 mtime;        /* seconds since the epoch */
  int mtime_usec;      /* and microseconds, to order autosaves of one second */
} VikAutosaveInfo;

void       vik_autosave_info_free     (VikAutosaveInfo *info);

/* A game's autosaves: its files and how its catalogue reads and words them
 * (vik_autosave_viktory(), vik-autosave.h; vic_autosave_victory(),
 * victory/vic-autosave.h). */
typedef struct {
  const char *suffix;      /* its files' */
  gsize max_bytes;         /* a larger file is not one of its saves: not read */
  /* Reads an autosave's `data` into `info` (name, n_players, turn,
   * to_move); FALSE when it does not load. */
  gboolean (*read)     (VikAutosaveInfo *info, const char *data, gsize length);
  /* The start screen's words: "Continue" or "Continue Victory" before the
   * game ("4 players", or its map's name), and what comes before its first
   * turn ("setup", "deployment"); both marked with N_(). */
  const char *continue_words;
  const char *before_turn_1;
} VikAutosaveGame;

/* The newest autosave of each of the game's games in dir (its newest
 * generation present: should the write of a newer one have failed after the
 * rotation, the one before it) that loads, newest first (a GPtrArray of
 * VikAutosaveInfo, freed with it).  At most VIK_AUTOSAVE_MAX_LISTED files
 * are read. */
GPtrArray *vik_autosave_catalogue     (const VikAutosaveGame *game, const char *dir);
/* The game's words for one autosave, its age counted to `now` (seconds):
 * "Continue: 4 players, turn 12, Bjorn to move, 2 hours ago". */
char      *vik_autosave_describe      (const VikAutosaveGame *game, const VikAutosaveInfo *info, gint64 now);

/* A model's autosaves: the folder, the game's id and its newest file. */
typedef struct
{
  const VikAutosaveGame *game;   /* static */
  char *dir;
  char *id;             /* names the game's autosaves; NULL before a game */
  char *path;           /* the newest autosave; NULL before a game */
} VikAutosaveSlot;

/* The folder (NULL: vik_autosave_default_dir()). */
void       vik_autosave_slot_set_dir  (VikAutosaveSlot *self, const char *dir);
/* A game of its own: `id` (read from its file) when valid, else a new one. */
void       vik_autosave_slot_set_id   (VikAutosaveSlot *self, const char *id, guint64 seed);
/* Before the newest autosave is written: the folder made, the older ones
 * moved one generation back (the oldest goes; the newest stays until the
 * new one replaces it atomically).  The file to write. */
GFile     *vik_autosave_slot_prepare  (VikAutosaveSlot *self);
/* Removes all of the game's autosaves. */
void       vik_autosave_slot_discard  (VikAutosaveSlot *self);
void       vik_autosave_slot_clear    (VikAutosaveSlot *self);

/* A file's path as the start screen's Continue shows it in its tooltip:
 * "~/…" under the home folder, else as it is. */
char      *vik_autosave_display_path  (const char *path);

G_END_DECLS
