/* vik-rule-keys.h: VIKTORY II's own key-file readers on top of the shared
 * vik-keyfile.h (the optional rules of [16.0] by name). */
#pragma once

#include "vik-keyfile.h"

G_BEGIN_DECLS

/* [Rules] Options: the optional rules of [16.0] by name ("" or absent: none);
 * an unknown name is refused. */
gboolean  vik_key_get_rule_options (VikKeyReader *r, guint32 *options);

G_END_DECLS
