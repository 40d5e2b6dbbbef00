/* vik-rule-keys.c: VIKTORY II's own key-file readers (see vik-rule-keys.h). */
#include "config.h"

#include "vik-rule-keys.h"
#include "vik-ruleset.h"

#include <glib/gi18n-lib.h>

gboolean
vik_key_get_rule_options (VikKeyReader *r, guint32 *options)
{
  char *text = vik_key_get_string (r, "Rules", "Options", FALSE);
  char *bad = NULL;
  gboolean ok;

  if (text == NULL)
    return FALSE;
  ok = vik_options_parse (text, options, &bad);
  g_free (text);
  if (!ok)
    {
      char *shown = vik_key_shown (bad);
      vik_key_invalid (r, "Rules", "Options", _("unknown optional rule “%s”"), shown);
      g_free (shown);
      g_free (bad);
    }
  return ok;
}

int
vik_key_get_edition (VikKeyReader *r, const char *fallback_id)
{
  char *text = vik_key_get_string (r, "Rules", "Edition", FALSE);
  int e;

  if (text == NULL)
    return -1;
  g_strstrip (text);
  if (*text == '\0')
    {
      /* Older files: the ruleset id when it names an edition, else v2.1. */
      g_free (text);
      e = vik_edition_lookup (fallback_id);
      return e < 0 ? VIK_EDITION_V2_1 : e;
    }
  e = vik_edition_lookup (text);
  if (e < 0)
    {
      char *shown = vik_key_shown (text);
      vik_key_invalid (r, "Rules", "Edition", _("unknown edition “%s” (v2.1, de-v1.1 or v1)"), shown);
      g_free (shown);
    }
  else if (fallback_id != NULL && vik_edition_lookup (fallback_id) >= 0 && vik_edition_lookup (fallback_id) != e)
    {
      char *shown = vik_key_shown (fallback_id);
      vik_key_invalid (r, "Rules", "Edition", _("the edition “%s” is not the ruleset “%s”"), text, shown);
      g_free (shown);
      e = -1;
    }
  g_free (text);
  return e;
}
