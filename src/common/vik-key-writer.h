/* vik-key-writer.h: a key file's text written straight into a string, the
 * same bytes as g_key_file_to_data() gives after the same g_key_file_set_*()
 * calls: groups in the order begun (a group is begun once; its keys follow
 * it), each key once, values escaped as GKeyFile escapes them.
 *
 * For texts written often: a network server sends a game's view with every
 * accepted action, and building a GKeyFile for it cost half of the server's
 * time.  tests/common/test-key-writer.c holds it to GKeyFile's bytes. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  GString *text;
  char group[64];       /* the group begun last ("" before any) */
  gboolean pending;     /* its header is not written yet: it has no key yet */
  const char *comment;  /* and the comment to write with it */
} VikKeyWriter;

void   vik_key_writer_init        (VikKeyWriter *w);
/* Begins `group` (nothing when it is the group begun last).  As in a
 * GKeyFile, a group without keys is not written: its header comes with its
 * first key.  comment (may be NULL, else it must last until then): its
 * lines stand before the header, each after a '#', as
 * g_key_file_set_comment (file, group, NULL, comment) puts them. */
void   vik_key_writer_group       (VikKeyWriter *w, const char *group, const char *comment);
/* key=value, the value escaped as g_key_file_set_string() does. */
void   vik_key_writer_string      (VikKeyWriter *w, const char *key, const char *value);
void   vik_key_writer_int         (VikKeyWriter *w, const char *key, int value);
void   vik_key_writer_uint64      (VikKeyWriter *w, const char *key, guint64 value);
/* As g_key_file_set_string_list(): each item escaped, ';' after each. */
void   vik_key_writer_string_list (VikKeyWriter *w, const char *key, const char *const *list, gsize n);
/* The text (the writer's, now the caller's); *length may be NULL. */
char  *vik_key_writer_finish      (VikKeyWriter *w, gsize *length);
/* Finishes the writer into kf instead: its groups and keys set there (values
 * as written), for the callers that build a larger GKeyFile (a map inside
 * a scenario). */
void   vik_key_writer_into_keyfile (VikKeyWriter *w, GKeyFile *kf);
/* The same for what `write` writes of `data` into a new writer. */
typedef void (*VikKeyWriteFunc) (gconstpointer data, VikKeyWriter *w);
void   vik_key_writer_fill        (GKeyFile *kf, VikKeyWriteFunc write, gconstpointer data);

G_END_DECLS
