/* vik-build.c: placeholder until the rules of this area are written. */
#include "config.h"

#include "vik-game-private.h"

void
vik_build_legal (const VikGame *game, GArray *out)
{
}

gboolean
vik_build_check (const VikGame *game, const VikAction *a, GError **error)
{
  return vik_refuse_code (error, VIK_RULE_ERROR_UNSUPPORTED, "not yet");
}

void
vik_build_apply (VikGame *game, const VikAction *a)
{
}

gboolean
vik_build_town_site_ok (const VikGame *game, int player, int hex, gboolean capital, GError **error)
{
  return FALSE;
}
