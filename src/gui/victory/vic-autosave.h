/* vic-autosave.h: the catalogue of *Victory* autosaves, for the start
 * screen's Continue.
 *
 * VicGameModel writes each game's autosaves as <id>.vic, <id>.1.vic and
 * <id>.2.vic in the autosave folder it shares with VIKTORY II
 * (vik-autosave.h, whose catalogue reads only `.vik`).  This lists each
 * game's newest generation present that loads, newest first.  GTK-free. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  char *path;          /* the newest autosave of the game */
  char *game_id;
  char *name;          /* the game's name: its map's */
  int n_players;
  int turn;
  char *to_move;       /* the player who decides now */
  gint64 mtime;        /* seconds since the epoch */
  int mtime_usec;
} VicAutosaveInfo;

/* At most VIK_AUTOSAVE_MAX_LISTED files are read (a hostile folder stays cheap). */
GPtrArray *vic_autosave_list      (const char *dir);
/* "Continue Victory: North and South, turn 3, Anna to move, 5 minutes ago". */
char      *vic_autosave_describe  (const VicAutosaveInfo *info, gint64 now);
void       vic_autosave_info_free (VicAutosaveInfo *info);

G_END_DECLS
