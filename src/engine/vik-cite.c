/* vik-cite.c: refusals cite the book of the edition played (docs/editions.md).
 *
 * Every message of the engine cites the v2.1 case, "(10.12)", as the default
 * edition's book numbers it.  When another edition is played, the refusal's
 * message is rewritten on its way out (vik_game_check_action): each cited case
 * becomes the case of that edition's own book, from the small tables below,
 * so a player looks it up in the book on his table.  The German book numbers
 * its sections one lower from 8.0 on (building comes first); the original
 * VIKTORY manual has no case numbers, so its headings are cited, with the step
 * where the manual numbers one: "(Regular Attacks 5)".
 *
 * A message about a rule only another edition has cites that edition's case
 * directly, marked with '@' ("(@11.2)"): it is shown without the mark and
 * never mapped.  Cases a table does not know (rulings "R7", steps) stay. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

typedef struct {
  const char *v21;
  const char *own;
} Cite;

/* VIKTORY II v2.1 -> VIKTORY II v1.1 (German). */
static const Cite de_cites[] = {
  { "7.0", "3.2" },
  { "8.0", "7.0" }, { "8.1", "7.1" }, { "8.2", "7.2" }, { "8.2.1", "7.21" }, { "8.2.2", "7.22" },
  { "8.2.3", "7.23" }, { "8.24", "7.24" }, { "8.3", "7.3" }, { "8.4", "7.4" },
  { "9.0", "8.0" }, { "9.1", "8.1" }, { "9.2", "8.2" },
  { "10.0", "9.0" }, { "10.1", "9.1" }, { "10.11", "9.11" }, { "10.12", "9.12" }, { "10.13", "9.13" },
  { "10.2", "9.2" }, { "10.3", "9.3" }, { "10.31", "9.31" }, { "10.32", "9.32" },
  { "10.4", "9.4" }, { "10.41", "9.41" }, { "10.42", "9.42" }, { "10.43", "9.43" }, { "10.44", "9.44" },
  { "10.45", "9.45" }, { "10.46", "9.46" }, { "10.47", "9.47" },
  { "11.0", "10.0" }, { "11.1", "10.1" }, { "11.3", "10.2" }, { "11.4", "10.3" }, { "11.5", "10.4" },
  { "11.6", "10.5" }, { "11.7", "10.6" }, { "11.8", "10.7" },
  { "12.0", "11.0" }, { "12.1", "11.1" }, { "12.2", "11.3" }, { "12.3", "11.4" },
  { "13.0", "12.0" }, { "13.1", "12.1" }, { "13.2", "12.2" }, { "13.3", "12.3" }, { "13.31", "12.31" },
  { "13.32", "12.32" }, { "13.33", "12.33" }, { "13.4", "12.4" },
  { "14.0", "13.0" }, { "14.1", "13.1" }, { "14.11", "13.11" }, { "14.12", "13.12" }, { "14.2", "13.2" },
  { "14.3", "13.3" }, { "14.4", "13.4" }, { "14.5", "13.5" },
  { "15.0", "14.0" },
  { "16.0", "15.0" }, { "16.1", "15.1" }, { "16.2", "15.2" }, { "16.4", "15.4" }, { "16.5", "15.5" },
  { "16.8", "15.6" }, { "16.81", "15.61" }, { "16.82", "15.62" }, { "16.83", "15.63" },
  { "16.84", "15.64" }, { "16.85", "15.65" }, { "16.86", "15.66" },
  { NULL, NULL }
};

/* VIKTORY II v2.1 -> the headings of the VIKTORY v1.1 manual.  Whole citations
 * with a step come first ("13.3, 3"), then single cases. */
static const Cite v1_cites[] = {
  { "13.3, 0", "Regular Attacks 1" }, { "13.3, 1", "Regular Attacks 2" },
  { "13.3, 2", "Regular Attacks 3" }, { "13.3, 3", "Regular Attacks 5" },
  { "13.3, 4", "Regular Attacks 6" },
  { "1.1", "Introduction" },
  { "3.1", "The Map" }, { "3.2", "The Map" }, { "3.3", "Game Start 3" }, { "3.4", "Contents" },
  { "4.0", "Game Start" },
  { "5.0", "Placement" }, { "5.1", "Placement" },
  { "6.0", "Each Turn" },
  { "7.0", "The Map" }, { "8.3", "The Map" }, { "10.2", "The Map" },
  { "8.0", "Building" }, { "8.1", "Building" }, { "8.2", "Building" }, { "8.2.1", "Building" },
  { "8.2.2", "Building" }, { "8.2.3", "Building" }, { "8.24", "Building" }, { "8.4", "Building" },
  { "9.0", "Unit Types" }, { "9.1", "Unit Types" }, { "9.2", "Unit Types" },
  { "10.0", "Movement" }, { "10.1", "Movement" }, { "10.11", "Movement" }, { "10.12", "Movement" },
  { "10.13", "Movement" }, { "10.3", "Movement" }, { "10.31", "Movement" }, { "10.44", "Frigate Transport" },
  { "11.2", "Attacks" }, { "13.31", "Regular Attacks 3" }, { "13.5", "Placement" }, { "14.2", "Placement" },
  { "10.32", "Frigate Pass-Through" },
  { "10.4", "Frigate Transport" }, { "10.41", "Frigate Transport" }, { "10.42", "Frigate Transport" },
  { "10.43", "Frigate Transport" }, { "10.45", "Frigate Transport" }, { "10.46", "Frigate Transport" },
  { "10.47", "Frigate Transport" },
  { "11.0", "Attacks" }, { "11.1", "Attacks" }, { "11.5", "Attacks" }, { "11.6", "Attacks" },
  { "11.7", "Attacks" }, { "11.8", "Attacks" },
  { "11.3", "Regular Attacks 6" }, { "11.4", "Regular Attacks 6" },
  { "12.0", "Bombard Attacks" }, { "12.1", "Bombard Attacks" }, { "12.2", "Bombard Attacks" },
  { "12.3", "Bombard Attacks" },
  { "13.0", "Regular Attacks" }, { "13.1", "Regular Attacks" }, { "13.2", "Regular Attacks" },
  { "13.3", "Regular Attacks" }, { "13.32", "Regular Attacks 3" }, { "13.33", "Regular Attacks 3" },
  { "13.4", "Regular Attacks" },
  { "14.0", "Placement" }, { "14.1", "Placement" }, { "14.11", "Placement" }, { "14.12", "Placement" },
  { "14.3", "Placement" }, { "14.4", "Placement" }, { "14.5", "Placement" }, { "15.0", "Placement" },
  { NULL, NULL }
};

static const Cite *
table_of (const VikRuleset *rules)
{
  switch (rules->edition)
    {
    case VIK_EDITION_DE_V1_1:
      return de_cites;
    case VIK_EDITION_V1:
      return v1_cites;
    default:
      return NULL;
    }
}

static const char *
lookup (const Cite *table, const char *v21)
{
  for (int i = 0; table != NULL && table[i].v21 != NULL; i++)
    if (strcmp (table[i].v21, v21) == 0)
      return table[i].own;
  return NULL;
}

const char *
vik_cite (const VikRuleset *rules, const char *v21_case)
{
  const char *own = lookup (table_of (rules), v21_case);

  return own != NULL ? own : v21_case;
}

/* "10.12", "8.2.1", "R7", "@11.2": a citation, not words in brackets. */
static gboolean
is_case (const char *token)
{
  if (token[0] == '@')
    return TRUE;
  if (token[0] == 'R' && g_ascii_isdigit (token[1]))
    return TRUE;
  if (!g_ascii_isdigit (token[0]) || strchr (token, '.') == NULL)
    return FALSE;
  for (const char *p = token; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && *p != '.')
      return FALSE;
  return TRUE;
}

/* The rewritten contents of one pair of brackets, or NULL when it cites nothing. */
static char *
rewrite_group (const Cite *table, const char *inside)
{
  char **tokens;
  GString *out;
  const char *whole;

  if ((whole = lookup (table, inside)) != NULL)
    return g_strdup (whole);
  tokens = g_strsplit (inside, ", ", -1);
  if (tokens[0] == NULL || !is_case (tokens[0]))
    {
      g_strfreev (tokens);
      return NULL;
    }
  out = g_string_new (NULL);
  for (int i = 0; tokens[i] != NULL; i++)
    {
      const char *t = tokens[i];
      const char *own;

      if (t[0] == '@')
        own = t + 1;
      else if (is_case (t) && (own = lookup (table, t)) != NULL)
        ;
      else
        own = t;
      /* v1's headings repeat ("Movement, Movement"): cite each once. */
      {
        char *seen = g_strdup_printf (", %s,", out->str);
        char *piece = g_strdup_printf (", %s,", own);
        gboolean again = i > 0 && strstr (seen, piece) != NULL;
        g_free (seen);
        g_free (piece);
        if (again)
          continue;
      }
      g_string_append_printf (out, "%s%s", out->len ? ", " : "", own);
    }
  g_strfreev (tokens);
  return g_string_free (out, FALSE);
}

char *
vik_cite_message (const VikRuleset *rules, const char *message)
{
  const Cite *table = table_of (rules);
  GString *out = g_string_new (NULL);
  const char *p = message;

  while (*p != '\0')
    {
      const char *open = strchr (p, '(');
      const char *close = open ? strchr (open, ')') : NULL;
      char *inside, *rewritten;

      if (open == NULL || close == NULL)
        {
          g_string_append (out, p);
          break;
        }
      g_string_append_len (out, p, open - p + 1);
      inside = g_strndup (open + 1, close - open - 1);
      rewritten = rewrite_group (table, inside);
      g_string_append (out, rewritten != NULL ? rewritten : inside);
      g_free (rewritten);
      g_free (inside);
      g_string_append_c (out, ')');
      p = close + 1;
    }
  return g_string_free (out, FALSE);
}

void
vik_cite_error (const VikRuleset *rules, GError *error)
{
  char *message;

  if (error == NULL || (table_of (rules) == NULL && strchr (error->message, '@') == NULL))
    return;
  message = vik_cite_message (rules, error->message);
  g_free (error->message);
  error->message = message;
}
