/* vic-fuzz.h: the Victory formats' part of the fuzz body (vik-fuzz.h). */
#pragma once

#include "vik-fuzz.h"

G_BEGIN_DECLS

gboolean vic_fuzz_one (VikFuzzFormat format, const guint8 *data, gsize size, GString *why);

G_END_DECLS
