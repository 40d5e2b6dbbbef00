/* vik-move.c: placeholder until the rules of this area are written. */
#include "config.h"

#include "vik-game-private.h"

void
vik_move_legal (const VikGame *game, GArray *out)
{
}

gboolean
vik_move_check (const VikGame *game, const VikAction *a, GError **error)
{
  return vik_refuse_code (error, VIK_RULE_ERROR_UNSUPPORTED, "not yet");
}

void
vik_move_apply (VikGame *game, const VikAction *a)
{
}
