/* vik-action.c: placeholder. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

VikAction
vik_action_make (VikActionKind kind)
{
  VikAction a;

  memset (&a, 0, sizeof a);
  a.kind = kind;
  a.from = VIK_NO_HEX;
  a.to = VIK_NO_HEX;
  return a;
}

gboolean
vik_action_equal (const VikAction *a, const VikAction *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

char *
vik_action_to_string (const VikAction *action, const VikBoard *board)
{
  return g_strdup ("?");
}

gboolean
vik_action_parse (const char *text, const VikBoard *board, VikAction *action, GError **error)
{
  return FALSE;
}

const char *
vik_terrain_name (VikTerrain terrain)
{
  return "?";
}
