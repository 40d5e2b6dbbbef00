/* vik-test.c: small helpers the engine's rule tests share (see vik-test.h). */
#include "vik-test.h"

int
H (const VikGame *game, int q, int r)
{
  int h = vik_board_index (vik_game_get_board (game), vik_hex_make (q, r));

  g_assert_cmpint (h, !=, VIK_NO_HEX);
  return h;
}

VikAction
act (VikActionKind kind, int hex)
{
  VikAction a = vik_action_make (kind);

  a.to = hex;
  return a;
}

gboolean
is_legal (const VikGame *game, const VikAction *a)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    if (vik_action_equal (&g_array_index (legal, VikAction, i), a))
      return TRUE;
  return FALSE;
}

int
count_legal (const VikGame *game, VikActionKind kind)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  int n = 0;

  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      g_assert_true (vik_game_check_action (game, a, NULL));
      n += a->kind == kind;
    }
  return n;
}
