/* vic-phase-guide.c: the decision explained for the side panel (see the header). */
#include "config.h"

#include "vic-phase-guide.h"
#include "vic-action-words.h"

#include <glib/gi18n.h>
#include <string.h>

static gboolean
is_move (VicActionKind kind)
{
  return kind == VIC_ACTION_MOVE || kind == VIC_ACTION_STRATEGIC || kind == VIC_ACTION_FLY;
}

static gboolean
has_kind (const GArray *legal, VicActionKind kind)
{
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VicAction, i).kind == kind)
      return TRUE;
  return FALSE;
}

void
vic_phase_guide_counts (const VicGame *game, const GArray *legal, VicGuideCounts *counts)
{
  const VicMap *map = vic_game_get_map (game);
  int decider = vic_game_get_decider (game);
  g_autoptr (GHashTable) movers = g_hash_table_new (NULL, NULL);

  memset (counts, 0, sizeof *counts);
  if (decider < 0)
    return;
  for (int b = 0; b < vic_game_n_block_slots (game); b++)
    {
      VicBlockInfo info;
      if (vic_game_get_block (game, b, &info) && info.owner == decider && info.hex == VIC_NO_HEX
          && info.carrier == VIC_NO_BLOCK)
        counts->to_deploy++;
    }
  for (int h = 0; h < map->n_hexes; h++)
    {
      if (vic_game_hex_is_battle (game, h))
        counts->battles++;
      if (!(map->features[h] & VIC_HEX_CITY) || vic_game_hex_control (game, h) != decider)
        continue;
      if (vic_game_get_phase (game) == VIC_PHASE_DEPLOY && vic_game_hex_blocks (game, h, decider) < 2)
        counts->short_cities++;
      if (vic_game_get_phase (game) == VIC_PHASE_PRODUCTION && vic_game_city_pp_left (game, h) > 0)
        {
          counts->pp_left += vic_game_city_pp_left (game, h);
          counts->pp_cities++;
        }
    }
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (is_move (a->kind) && a->block != VIC_NO_BLOCK)
        g_hash_table_add (movers, GINT_TO_POINTER (a->block + 1));
    }
  counts->can_move = (int) g_hash_table_size (movers);
}

gboolean
vic_phase_guide_hexes (const VicGame *game, const GArray *legal, guint8 *lit)
{
  const VicMap *map = vic_game_get_map (game);
  gboolean any = FALSE;

  memset (lit, 0, map->n_hexes);
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      int hex = VIC_NO_HEX;
      VicBlockInfo info;
      switch (a->kind)
        {
        case VIC_ACTION_DEPLOY: case VIC_ACTION_BUY: case VIC_ACTION_BATTLE: case VIC_ACTION_BUILD:
          hex = a->hex;
          break;
        case VIC_ACTION_END: case VIC_ACTION_STOP:
          break;
        default:
          /* an action of a block: where it stands */
          if (a->block != VIC_NO_BLOCK && vic_game_get_block (game, a->block, &info))
            hex = info.hex;
          break;
        }
      if (hex >= 0 && hex < map->n_hexes)
        any = lit[hex] = 1;
    }
  return any;
}

/* "14 blocks", "1 block" */
static char *
blocks_words (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d block", "%d blocks", n), n);
}

/* While a block is under way no other may start (5.0): how many could move
 * once it stops. */
static int
movers_after_stop (const VicGame *game)
{
  g_autoptr (VicGame) after = vic_game_copy (game);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  VicAction stop = vic_action_make (VIC_ACTION_STOP);
  VicGuideCounts n;

  if (!vic_game_apply (after, &stop, NULL) || vic_game_get_decider (after) != vic_game_get_decider (game))
    return 0;
  vic_game_legal_actions (after, legal);
  vic_phase_guide_counts (after, legal, &n);
  return n.can_move;
}

char *
vic_phase_guide_words (const VicGame *game, const GArray *legal, int selected)
{
  GString *s = g_string_new (NULL);
  VicGuideCounts n;
  gboolean can_end = has_kind (legal, VIC_ACTION_END);

  vic_phase_guide_counts (game, legal, &n);
  switch (vic_game_get_decision (game))
    {
    case VIC_DECISION_DEPLOY:
      if (has_kind (legal, VIC_ACTION_BUY))
        g_string_append (s, _("Buy your starting forces and set them up in your Cities and Towns (lit), within "
                              "the stacking limits, at least two blocks in each City (1.4, 10.2)."));
      else
        g_string_append (s, _("Set your blocks up in your Cities and Towns (lit), within the stacking limits, "
                              "at least two in each City (1.4)."));
      g_string_append_c (s, '\n');
      if (n.to_deploy > 0)
        {
          g_autofree char *blocks = blocks_words (n.to_deploy);
          /* TRANSLATORS: "14 blocks left to deploy." */
          g_string_append_printf (s, _("%s left to deploy."), blocks);
        }
      else
        g_string_append (s, _("Every block is deployed."));
      if (n.short_cities > 0)
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, " %d City still needs blocks.",
                                                " %d Cities still need blocks.", n.short_cities), n.short_cities);
      g_string_append_c (s, '\n');
      g_string_append (s, _("Choose a block below, then click a lit hex; or click a lit hex and choose the block "
                            "there."));
      g_string_append_c (s, '\n');
      /* the next player may be a person at this table or a computer: both
       * set up out of sight (1.4) */
      g_string_append (s, can_end ? _("Now End (first in the list) finishes your deployment; then the next "
                                      "player sets up his blocks where you cannot see them.")
                                  : _("When every block is placed, End finishes your deployment."));
      break;
    case VIC_DECISION_MOVE:
      if (has_kind (legal, VIC_ACTION_STOP))
        {
          g_autofree char *name = selected != VIC_NO_BLOCK ? vic_block_words (game, selected) : NULL;
          if (name != NULL)
            /* TRANSLATORS: the block under way: "Infantry IN3, strength 4" */
            g_string_append_printf (s, _("%s is moving: click the next lit hex, or Stop to end its move here."), name);
          else
            g_string_append (s, _("A block is moving: click the next lit hex, or Stop to end its move here."));
          g_string_append_c (s, '\n');
        }
      g_string_append (s, _("Move your blocks a hex at a time up to their movement (5.0); entering an enemy hex "
                            "starts a battle, fought in the Combat Phase."));
      g_string_append_c (s, '\n');
      if (has_kind (legal, VIC_ACTION_STOP))
        {
          int after = movers_after_stop (game);
          g_autofree char *blocks = blocks_words (after);
          if (after > 0)
            /* TRANSLATORS: "When it stops, 6 blocks can still move." */
            g_string_append_printf (s, _("When it stops, %s can still move."), blocks);
          else
            g_string_append (s, _("When it stops, no other block can move."));
        }
      else if (n.can_move > 0)
        {
          g_autofree char *blocks = blocks_words (n.can_move);
          /* TRANSLATORS: "6 blocks can still move." */
          g_string_append_printf (s, _("%s can still move (their hexes are lit)."), blocks);
        }
      else
        g_string_append (s, _("No other block can move now."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("Click a block, or a stack to choose among its blocks, then a lit hex."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("End finishes your moves; then the next player moves, or the battles are fought."));
      break;
    case VIC_DECISION_CHOOSE_BATTLE:
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%d battle to fight (ringed in red, lit).",
                                              "%d battles to fight (ringed in red, lit).", n.battles), n.battles);
      g_string_append_c (s, '\n');
      g_string_append (s, _("Choose which comes next: click its hex or its row (6.1). The Combat Phase ends when "
                            "all are fought."));
      break;
    case VIC_DECISION_COMBAT_TURN:
      {
        int hex = vic_game_battle_hex (game);
        g_autofree char *where = vic_hex_words (vic_game_get_map (game), hex);
        /* TRANSLATORS: the round of a battle and its hex: "Round 1 of up to 3 in d2, Westmark." */
        g_string_append_printf (s, _("Round %d of up to 3 in %s."), vic_game_battle_round (game), where);
        g_string_append_c (s, '\n');
        g_string_append (s, _("The block framed in yellow fires, passes or retreats (6.31); each die at or under "
                              "its firepower against the chosen group is a hit (6.4)."));
      }
      break;
    case VIC_DECISION_HIT:
      g_string_append (s, _("Choose which of your strongest blocks takes the hit (6.46)."));
      break;
    case VIC_DECISION_GROUNDED:
      g_string_append (s, _("At most two air units fight in a battle: choose those that stay out (5.52)."));
      break;
    case VIC_DECISION_FINAL_RETREAT:
      g_string_append (s, _("The battle is not won after the last round: retreat, or stay as a blockade where "
                            "allowed (6.5, 6.8)."));
      break;
    case VIC_DECISION_FORCED_RETREAT:
      g_string_append (s, _("Naval and air units cannot stay with enemy ground units: choose where they go (6.5)."));
      break;
    case VIC_DECISION_AIR_LANDING:
      g_string_append (s, _("After the battle your air units land at a friendly Airbase in range (5.51): click a "
                            "lit hex."));
      break;
    case VIC_DECISION_REGROUP:
      g_string_append (s, _("The victor may regroup blocks from the battle hex to adjacent friendly or neutral "
                            "hexes (6.5); End when done."));
      break;
    case VIC_DECISION_BEACHHEAD:
      g_string_append (s, _("Choose whether a landed unit makes a Beachhead (6.71)."));
      break;
    case VIC_DECISION_PRODUCTION:
      g_string_append (s, _("Spend each City’s PP in that City: a new block at strength 1 (only in Cities held "
                            "from the start) or a step more for a block there (8.0)."));
      g_string_append_c (s, '\n');
      if (n.pp_left > 0)
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%d PP left to spend in %d City (lit).",
                                                "%d PP left to spend in %d Cities (lit).", n.pp_cities),
                                n.pp_left, n.pp_cities);
      else
        g_string_append (s, _("No PP left to spend."));
      g_string_append_c (s, '\n');
      g_string_append (s, _("PP not spent are lost. End finishes your production; then a new turn begins."));
      break;
    case VIC_DECISION_NONE:
      break;
    }
  return g_string_free (s, FALSE);
}
