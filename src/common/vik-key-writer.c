/* vik-key-writer.c: key file text without a GKeyFile (see vik-key-writer.h). */
#include "vik-key-writer.h"

#include <string.h>

void
vik_key_writer_init (VikKeyWriter *w)
{
  w->text = g_string_sized_new (4096);
  w->group[0] = '\0';
  w->pending = FALSE;
  w->comment = NULL;
}

void
vik_key_writer_group (VikKeyWriter *w, const char *group, const char *comment)
{
  if (strcmp (w->group, group) == 0)
    return;
  g_return_if_fail (strlen (group) < sizeof w->group);
  strcpy (w->group, group);
  w->pending = TRUE;
  w->comment = comment;
}

static void
write_header (VikKeyWriter *w)
{
  GString *s = w->text;

  w->pending = FALSE;
  /* GKeyFile separates groups by an empty line */
  if (s->len >= 2 && s->str[s->len - 2] != '\n')
    g_string_append_c (s, '\n');
  if (w->comment != NULL)
    {
      const char *line = w->comment;
      for (;;)
        {
          const char *end = strchr (line, '\n');
          g_string_append_c (s, '#');
          g_string_append_len (s, line, end != NULL ? end - line : (gssize) strlen (line));
          g_string_append_c (s, '\n');
          if (end == NULL)
            break;
          line = end + 1;
        }
    }
  g_string_append_c (s, '[');
  g_string_append (s, w->group);
  g_string_append (s, "]\n");
}

/* GKeyFile's escapes: a space or tab only while nothing else came before it
 * in the value (or the list item), a new line, a return and the backslash
 * always, the list separator in a list's items. */
static void
append_escaped (GString *s, const char *value, gboolean in_list)
{
  gboolean leading = TRUE;

  for (const char *p = value; *p != '\0'; p++)
    switch (*p)
      {
      case ' ':
        g_string_append (s, leading ? "\\s" : " ");
        break;
      case '\t':
        g_string_append (s, leading ? "\\t" : "\t");
        break;
      case '\n':
        g_string_append (s, "\\n");
        break;
      case '\r':
        g_string_append (s, "\\r");
        break;
      case '\\':
        g_string_append (s, "\\\\");
        leading = FALSE;
        break;
      case ';':
        if (in_list)
          {
            g_string_append (s, "\\;");
            leading = TRUE;
            break;
          }
        /* fall through */
      default:
        g_string_append_c (s, *p);
        leading = FALSE;
        break;
      }
}

static void
begin_key (VikKeyWriter *w, const char *key)
{
  g_return_if_fail (w->group[0] != '\0');
  if (w->pending)
    write_header (w);
  g_string_append (w->text, key);
  g_string_append_c (w->text, '=');
}

void
vik_key_writer_string (VikKeyWriter *w, const char *key, const char *value)
{
  begin_key (w, key);
  append_escaped (w->text, value, FALSE);
  g_string_append_c (w->text, '\n');
}

void
vik_key_writer_int (VikKeyWriter *w, const char *key, int value)
{
  begin_key (w, key);
  g_string_append_printf (w->text, "%d\n", value);
}

void
vik_key_writer_uint64 (VikKeyWriter *w, const char *key, guint64 value)
{
  begin_key (w, key);
  g_string_append_printf (w->text, "%" G_GUINT64_FORMAT "\n", value);
}

void
vik_key_writer_string_list (VikKeyWriter *w, const char *key, const char *const *list, gsize n)
{
  begin_key (w, key);
  for (gsize i = 0; i < n && list[i] != NULL; i++)
    {
      append_escaped (w->text, list[i], TRUE);
      g_string_append_c (w->text, ';');
    }
  g_string_append_c (w->text, '\n');
}

char *
vik_key_writer_finish (VikKeyWriter *w, gsize *length)
{
  if (length != NULL)
    *length = w->text->len;
  return g_string_free (g_steal_pointer (&w->text), FALSE);
}

void
vik_key_writer_into_keyfile (VikKeyWriter *w, GKeyFile *kf)
{
  gsize length;
  g_autofree char *text = vik_key_writer_finish (w, &length);
  g_autoptr (GKeyFile) written = g_key_file_new ();
  g_auto (GStrv) groups = NULL;

  /* our own text always parses */
  if (!g_key_file_load_from_data (written, text, length, G_KEY_FILE_NONE, NULL))
    g_return_if_reached ();
  groups = g_key_file_get_groups (written, NULL);
  for (int g = 0; groups[g] != NULL; g++)
    {
      g_auto (GStrv) keys = g_key_file_get_keys (written, groups[g], NULL, NULL);
      for (int k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *value = g_key_file_get_value (written, groups[g], keys[k], NULL);
          g_key_file_set_value (kf, groups[g], keys[k], value);
        }
    }
}

void
vik_key_writer_fill (GKeyFile *kf, VikKeyWriteFunc write, gconstpointer data)
{
  VikKeyWriter w;

  vik_key_writer_init (&w);
  write (data, &w);
  vik_key_writer_into_keyfile (&w, kf);
}
