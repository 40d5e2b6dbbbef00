/* vik-keyfile.h: what the file readers of both games (saves, maps, scenarios) share.
 *
 * Every refusal names the file, the group and the key, e.g.
 * "game.vik: [Units] Unit3: unknown hex “z9”", in the reader's error domain. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  GKeyFile *kf;
  const char *name;   /* the file, for messages */
  GError **error;
  GQuark domain;      /* the domain and code of an invalid value */
  int code;
} VikKeyReader;

/* Sets the error "name: [group] key: what" and returns FALSE (key may be NULL). */
gboolean  vik_key_invalid    (VikKeyReader *r, const char *group, const char *key,
                              const char *format, ...) G_GNUC_PRINTF (4, 5);
/* A value as shown in messages: valid UTF-8, cut to 60 bytes with an ellipsis. */
char     *vik_key_shown      (const char *text);
/* A key's value (valid UTF-8); when absent, "" if not required, else NULL and an error. */
char     *vik_key_get_string (VikKeyReader *r, const char *group, const char *key, gboolean required);
/* A key's list of strings (it must be there); NULL and an error when absent or badly escaped. */
char    **vik_key_get_string_list (VikKeyReader *r, const char *group, const char *key, gsize *length);
/* A whole number from min to max, surrounded by spaces at most. */
gboolean  vik_key_parse_int  (const char *text, gint64 min, gint64 max, int *out);
/* A whole-number key; `dflt` when absent and not required. */
gboolean  vik_key_get_int    (VikKeyReader *r, const char *group, const char *key, int min, int max,
                              gboolean required, int dflt, int *out);

G_END_DECLS
