/* vic-save.h: saved Victory games as GKeyFile (docs/victory-file-format.md).
 *
 * A save holds the rules (every parameter, the Unit Data Chart, the options),
 * the map it is played on, the whole state (generator included) and the
 * history.  Loading refuses any damaged or hand-edited file with a GError
 * naming the file, the group and the key, and never crashes. */
#pragma once

#include "vik-key-writer.h"

#include "vic-game.h"

G_BEGIN_DECLS

#define VIC_SAVE_FORMAT_VERSION 1
#define VIC_SAVE_ERROR (vic_save_error_quark ())
GQuark vic_save_error_quark (void);

typedef enum {
  VIC_SAVE_ERROR_INVALID,
  VIC_SAVE_ERROR_VERSION,
} VicSaveError;

#define VIC_SAVE_MAX_FILE_BYTES (8u << 20)

GKeyFile *vic_game_save_keyfile   (const VicGame *game);
char     *vic_game_save_to_data   (const VicGame *game, gsize *length);
gboolean  vic_game_save           (const VicGame *game, const char *path, GError **error);
/* A game to play on: a fog-of-war copy ([Game] Viewer) is refused. */
VicGame  *vic_game_load_keyfile   (GKeyFile *kf, const char *name, GError **error);
/* A game or a fog-of-war copy (vic_game_copy_for_player: what a server sends
 * one seat), whose other players may have no legal action in it. */
VicGame  *vic_game_load_view_keyfile (GKeyFile *kf, const char *name, GError **error);
VicGame  *vic_game_load_from_data (const char *data, gsize length, const char *name, GError **error);
VicGame  *vic_game_load           (const char *path, GError **error);

/* The rules' groups ([Rules], [Units]) alone, for scenario files. */
void      vic_ruleset_save_keyfile (const VicRuleset *rules, GKeyFile *kf);
/* The same groups into a writer (vik-key-writer.h). */
void      vic_ruleset_write        (const VicRuleset *rules, VikKeyWriter *w);
/* Reads what the file gives over `rules` (absent keys keep their value). */
gboolean  vic_ruleset_load_keyfile (VicRuleset *rules, GKeyFile *kf, const char *name, GQuark domain,
                                    int code, GError **error);

G_END_DECLS
