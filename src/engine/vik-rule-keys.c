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
