/* vik-keyfile.c: what every game's file readers share (see vik-keyfile.h). */
#include "config.h"

#include "vik-keyfile.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#define SHOWN_MAX 40 /* characters of a bad value quoted in a message */

gboolean
vik_key_invalid (VikKeyReader *r, const char *group, const char *key, const char *format, ...)
{
  va_list args;
  char *what;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (key != NULL)
    g_set_error (r->error, r->domain, r->code, "%s: [%s] %s: %s", r->name, group, key, what);
  else
    g_set_error (r->error, r->domain, r->code, "%s: [%s]: %s", r->name, group, what);
  g_free (what);
  return FALSE;
}

char *
vik_key_shown (const char *text)
{
  char *valid = g_utf8_make_valid (text, -1);
  char *shown;

  /* A short excerpt: a hostile file may hold lines of any length. */
  if (g_utf8_strlen (valid, -1) <= SHOWN_MAX)
    return valid;
  shown = g_utf8_substring (valid, 0, SHOWN_MAX);
  g_free (valid);
  valid = g_strconcat (shown, "…", NULL);
  g_free (shown);
  return valid;
}

/* Checks a raw value's backslash escapes before GLib decodes them. GLib 2.74's decoder sets its
 * GError twice on a value holding an invalid escape and then a backslash at the end (a GLib
 * bug that warns "GError set over the top of a previous GError"), so a hostile file must not
 * reach it; this also gives the player one clear message. In a list, "\;" is a separator kept. */
static gboolean
escapes_valid (VikKeyReader *r, const char *group, const char *key, const char *raw, gboolean list)
{
  for (const char *p = raw; *p != '\0'; p++)
    {
      if (*p != '\\')
        continue;
      p++;
      if (*p == '\0')
        return vik_key_invalid (r, group, key, _("the value ends with a lone backslash"));
      if (strchr ("sntr\\", *p) == NULL && !(list && *p == ';'))
        {
          char sequence[3] = { '\\', *p, '\0' };
          char *shown = vik_key_shown (sequence);
          vik_key_invalid (r, group, key, _("“%s” is not an escape sequence (\\s \\n \\t \\r \\\\)"), shown);
          g_free (shown);
          return FALSE;
        }
    }
  return TRUE;
}

/* The raw value of a key that must be there, with its escapes checked; NULL and an error if not. */
static gboolean
raw_value_valid (VikKeyReader *r, const char *group, const char *key, gboolean list)
{
  GError *local = NULL;
  char *raw = g_key_file_get_value (r->kf, group, key, &local);
  gboolean ok;

  if (raw == NULL)
    {
      if (g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_GROUP_NOT_FOUND))
        vik_key_invalid (r, group, NULL, _("the group is missing"));
      else if (g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
        vik_key_invalid (r, group, key, _("the key is missing"));
      else
        vik_key_invalid (r, group, key, "%s", local->message);
      g_error_free (local);
      return FALSE;
    }
  ok = escapes_valid (r, group, key, raw, list);
  g_free (raw);
  return ok;
}

char *
vik_key_get_string (VikKeyReader *r, const char *group, const char *key, gboolean required)
{
  GError *local = NULL;
  char *value;

  if (!required && !g_key_file_has_key (r->kf, group, key, NULL))
    return g_strdup ("");
  if (!raw_value_valid (r, group, key, FALSE))
    return NULL;
  value = g_key_file_get_string (r->kf, group, key, &local);
  if (value == NULL)
    {
      vik_key_invalid (r, group, key, "%s", local->message);
      g_error_free (local);
      return NULL;
    }
  if (!g_utf8_validate (value, -1, NULL))
    {
      vik_key_invalid (r, group, key, _("the value is not valid UTF-8"));
      g_free (value);
      return NULL;
    }
  return value;
}

gboolean
vik_key_parse_int (const char *text, gint64 min, gint64 max, int *out)
{
  char *end;
  gint64 v;

  while (g_ascii_isspace (*text))
    text++;
  if (!g_ascii_isdigit (text[0]) && !(text[0] == '-' && g_ascii_isdigit (text[1])))
    return FALSE;
  errno = 0;
  v = g_ascii_strtoll (text, &end, 10);
  while (g_ascii_isspace (*end))
    end++;
  if (errno != 0 || *end != '\0' || v < min || v > max)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

gboolean
vik_key_get_int (VikKeyReader *r, const char *group, const char *key, int min, int max,
                 gboolean required, int dflt, int *out)
{
  char *value;
  gboolean ok;

  if (!required && !g_key_file_has_key (r->kf, group, key, NULL))
    {
      *out = dflt;
      return TRUE;
    }
  value = vik_key_get_string (r, group, key, TRUE);
  if (value == NULL)
    return FALSE;
  ok = vik_key_parse_int (value, min, max, out);
  if (!ok)
    {
      char *shown = vik_key_shown (value);
      vik_key_invalid (r, group, key, _("“%s” is not a whole number from %d to %d"), shown, min, max);
      g_free (shown);
    }
  g_free (value);
  return ok;
}

char **
vik_key_get_string_list (VikKeyReader *r, const char *group, const char *key, gsize *length)
{
  GError *local = NULL;
  char **values;

  if (!raw_value_valid (r, group, key, TRUE))
    return NULL;
  values = g_key_file_get_string_list (r->kf, group, key, length, &local);
  if (values == NULL)
    {
      vik_key_invalid (r, group, key, "%s", local->message);
      g_error_free (local);
    }
  return values;
}
