/* vik-test-edition.c: see vik-test-edition.h. */
#include "vik-test-edition.h"

#include <string.h>

VikGame *
ed_board (VikEdition edition, int radius, int n_players, VikTerrain fill, VikPhase phase)
{
  VikGame *game = vik_position_new (vik_ruleset_edition (edition), radius, n_players, 7);

  vik_position_fill (game, fill);
  vik_position_begin_turn (game, 0, phase, 3);
  return game;
}

const char *
ed_lb (VikGame *game, int q, int r)
{
  return vik_board_label (vik_game_get_board (game), H (game, q, r));
}

void
ed_ok (VikGame *game, const char *fmt, ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, fmt);
  text = g_strdup_vprintf (fmt, args);
  va_end (args);
  if (!vik_game_apply_text (game, text, &error))
    g_error ("“%s” refused: %s", text, error->message);
}

void
ed_refused (VikGame *game, const char *cite, const char *fmt, ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, fmt);
  text = g_strdup_vprintf (fmt, args);
  va_end (args);
  if (vik_game_apply_text (game, text, &error))
    g_error ("“%s” was accepted", text);
  g_assert_true (error->domain == VIK_RULE_ERROR);
  g_assert_true (error->code == VIK_RULE_ERROR_ILLEGAL || error->code == VIK_RULE_ERROR_NOT_NOW
                 || error->code == VIK_RULE_ERROR_OPTIONS);
  if (strstr (error->message, cite) == NULL)
    g_error ("“%s”: “%s” does not cite %s", text, error->message, cite);
}

void
ed_force (VikGame *game, const char *faces)
{
  guint8 dice[16];
  int n = 0;

  for (const char *p = faces; *p && n < 16; p++)
    if (*p >= '1' && *p <= '6')
      dice[n++] = *p - '0';
  vik_game_force_dice (game, dice, n);
}

void
ed_hex (VikGame *game, int q, int r, VikTerrain terrain)
{
  vik_position_set_hex (game, H (game, q, r), terrain, TRUE);
}

void
ed_site (VikGame *game, int q, int r, VikTerrain terrain, int player, VikSite site, gboolean capital)
{
  vik_position_set_hex (game, H (game, q, r), terrain, TRUE);
  vik_position_set_site (game, H (game, q, r), player, site, capital);
}

int
ed_unit (VikGame *game, int q, int r, int player, VikUnitType type)
{
  return vik_position_add_unit (game, H (game, q, r), player, type);
}

int
ed_units (VikGame *game, int q, int r, int player, VikUnitType type)
{
  return vik_game_hex_units (game, H (game, q, r), player, type);
}

void
ed_invariants (VikGame *game)
{
  g_autoptr (GError) error = NULL;

  if (!vik_game_check_invariants (game, &error))
    g_error ("invariant broken: %s", error->message);
}

int
ed_dice_rolled (VikGame *game, VikDiceKind kind)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);
  int dice = -1;

  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == kind)
      dice = (dice < 0 ? 0 : dice) + events[i].n_dice;
  return dice;
}

void
ed_play_setup (VikGame *game)
{
  while (vik_game_get_turn (game) == 0 && !vik_game_is_over (game))
    {
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      g_autoptr (GError) error = NULL;
      const VikAction *pick = NULL;

      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      for (guint i = 0; i < legal->len && pick == NULL; i++)
        if (g_array_index (legal, VikAction, i).kind != VIK_ACTION_END)
          pick = &g_array_index (legal, VikAction, i);
      if (pick == NULL)
        pick = &g_array_index (legal, VikAction, 0);
      g_assert_true (vik_game_apply (game, pick, &error));
    }
}
