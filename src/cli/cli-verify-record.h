/* cli-verify-record.h: viktory-cli verify of a server's record, ID.game and
 * ID.journal, for any game (cli-verify-record.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Is this key file a server's record of a game (ID.game: [Secret] and a
 * commitment), rather than a saved game? */
gboolean cli_is_server_record (GKeyFile *kf);
/* Checks the record `kf` read from `path`: its journal (journal_path, NULL:
 * ID.journal beside it), the commitment (and `published`, the one the player
 * noted at the start; NULL: none), every action from the seed, the end; with
 * a player's transcript (NULL: none), everything the server told him.
 * game_id: what --game said (NULL: the record's).  Prints the outcome;
 * returns the exit status. */
int      cli_verify_record    (const char *path, GKeyFile *kf, const char *journal_path,
                               const char *transcript_path, const char *published, const char *game_id);

G_END_DECLS
