/* vik-rule-keys.h: VIKTORY II's own key-file readers on top of the shared
 * vik-keyfile.h (the optional rules of [16.0] by name, the edition). */
#pragma once

#include "vik-keyfile.h"

G_BEGIN_DECLS

/* [Rules] Options: the optional rules of [16.0] by name ("" or absent: none);
 * an unknown name is refused. */
gboolean  vik_key_get_rule_options (VikKeyReader *r, guint32 *options);
/* [Rules] Edition: the VikEdition the file is for; absent, the edition the
 * ruleset id names, else v2.1 (files older than the editions).  -1 and an
 * error for an unknown edition or one that contradicts the ruleset id. */
int       vik_key_get_edition (VikKeyReader *r, const char *fallback_id);

G_END_DECLS
