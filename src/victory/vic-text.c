/* vic-text.c: Victory as text (see vic-text.h). */
#include "config.h"

#include "vic-text.h"
#include "vic-game-private.h"

const char *
vic_phase_name (VicPhase phase)
{
  switch (phase)
    {
    case VIC_PHASE_DEPLOY: return _("Deployment");
    case VIC_PHASE_MOVE: return _("Move Phase");
    case VIC_PHASE_COMBAT: return _("Combat Phase");
    case VIC_PHASE_SUPPLY: return _("Supply & Victory Check");
    case VIC_PHASE_PRODUCTION: return _("Production Phase");
    default: return _("Game over");
    }
}

static gboolean
sees (const VicCore *c, const VicBlock *b, int viewer)
{
  return viewer < 0 || b->owner == viewer || (b->revealed >> viewer) & 1;
}

/* May the viewer read the name of the block an ELIMINATED event tells of?
 * Its owner and his allies, everybody (viewer < 0), and a player a battle
 * had revealed it to. */
static gboolean
eliminated_seen (const VicGame *game, const VicEvent *e, int viewer)
{
  VicUnitType type;
  int serial;
  guint revealed;

  if (!vic_event_eliminated (e, &type, &serial, &revealed))
    return FALSE;
  if (viewer < 0)
    return TRUE;
  if (!((e->visible >> viewer) & 1))
    return FALSE;
  return (e->player >= 0 && vic_game_allied (game, e->player, viewer)) || ((revealed >> viewer) & 1);
}

char *
vic_game_to_text (const VicGame *game, int viewer)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  GString *s = g_string_new (NULL);
  static const char letters[] = "cdfwms";

  g_string_append_printf (s, _("Turn %d, %s"), c->turn, vic_phase_name (c->phase));
  if (c->phase != VIC_PHASE_OVER && c->phase != VIC_PHASE_DEPLOY)
    {
      g_string_append (s, _(", order:"));
      for (int i = 0; i < c->n_players; i++)
        g_string_append_printf (s, " %s", c->players[c->order[i]].name);
    }
  if (c->phase != VIC_PHASE_OVER)
    g_string_append_printf (s, _("; %s decides"), c->players[MAX (0, vic_game_get_decider (game))].name);
  g_string_append_c (s, '\n');
  /* The map: terrain letter, then C/T for Cities and Towns (upper case when
   * controlled by the first player), then the number of blocks. */
  g_string_append (s, "    ");
  for (int col = 0; col < map->columns; col++)
    g_string_append_printf (s, " %-4c", 'a' + col);
  g_string_append_c (s, '\n');
  for (int row = 0; row < map->rows; row++)
    {
      g_string_append_printf (s, "%3d ", row + 1);
      for (int col = 0; col < map->columns; col++)
        {
          int h = vic_map_hex_at (map, col, row);
          int n = 0;
          char site = ' ';
          if (h == VIC_NO_HEX)
            {
              g_string_append (s, "     ");
              continue;
            }
          for (int p = 0; p < c->n_players; p++)
            n += c->hexes[h].count[p];
          if (map->features[h] & VIC_HEX_CITY)
            site = '0' + map->pp[h];
          else if (map->features[h] & VIC_HEX_TOWN)
            site = 't';
          g_string_append_printf (s, " %c%c%c%c", letters[map->terrain[h]], site,
                                  c->hexes[h].control >= 0 ? '1' + c->hexes[h].control : (vic_hex_is_battle (c, h) ? '!' : '.'),
                                  n > 0 ? (n < 10 ? '0' + n : '+') : ' ');
        }
      g_string_append_c (s, '\n');
    }
  for (int p = 0; p < c->n_players; p++)
    {
      if (c->players[p].team != 0)
        g_string_append_printf (s, _("%s (%d PP of Cities, %d with his allies, %d to win):"), c->players[p].name,
                                vic_game_controlled_pp (game, p), vic_game_team_pp (game, p), c->players[p].win_pp);
      else
        g_string_append_printf (s, _("%s (%d PP of Cities, %d to win):"), c->players[p].name,
                                vic_game_controlled_pp (game, p), c->players[p].win_pp);
      for (int i = 0; i < c->n_slots; i++)
        {
          const VicBlock *b = &c->blocks[i];
          if (b->owner != p)
            continue;
          if (sees (c, b, viewer))
            {
              g_autofree char *name = vic_block_name (game, i);
              g_string_append_printf (s, " %s-%u@%s%s", name, b->steps, vic_map_label (map, b->hex),
                                      (b->flags & VIC_BLOCK_AT_SEA) ? "~" : "");
            }
          else
            g_string_append_printf (s, " ?@%s", vic_map_label (map, b->hex));
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

/* The event as the viewer may know it: events private to others (a step
 * added in secret) say only what everybody sees. */
char *
vic_event_to_text (const VicGame *game, const VicEvent *e, int viewer)
{
  const VicCore *c = &game->core;
  const char *who = e->player >= 0 && e->player < c->n_players ? c->players[e->player].name : "-";
  const char *hex = vic_map_label (game->map, e->hex);
  const char *hex2 = vic_map_label (game->map, e->hex2);
  int needed = c->rules.structure_hits;
  gboolean named = FALSE;
  g_autofree char *block = NULL;

  /* A block is named only to a viewer who may see both it and the event (a
   * hit in a strike by Rockets alone is its owner's to know). */
  if (e->block >= 0 && e->block < c->n_slots && c->blocks[e->block].owner != VIC_NO_PLAYER
      && sees (c, &c->blocks[e->block], viewer) && (viewer < 0 || (e->visible >> viewer) & 1))
    {
      block = vic_block_name (game, e->block);
      named = TRUE;
    }
  else if (e->kind == VIC_EVENT_ELIMINATED && eliminated_seen (game, e, viewer))
    {
      /* gone from the board: the event tells what it was, to its side and
       * to those a battle had shown it to (6.1) */
      VicUnitType type;
      int serial;
      guint revealed;
      vic_event_eliminated (e, &type, &serial, &revealed);
      block = g_strdup_printf ("%s%d", vic_unit_id (type), serial);
      named = TRUE;
    }
  else
    block = g_strdup (_("a block"));
  switch ((VicEventKind) e->kind)
    {
    case VIC_EVENT_TURN_BEGAN: return g_strdup_printf (_("Game turn %d"), e->value);
    case VIC_EVENT_INITIATIVE:
      if (e->value)
        return g_strdup_printf (_("%s wins the initiative"), who);
      return g_strdup_printf (_("%s rolls %d+%d for the initiative"), who, e->dice[0], e->dice[1]);
    case VIC_EVENT_PLAYER_TURN:
      return g_strdup_printf (_("%s’s turn: %s"), who, vic_phase_name (CLAMP (e->value, 0, VIC_N_PHASES - 1)));
    case VIC_EVENT_PHASE_BEGAN:
      return g_strdup_printf (_("%s begins"), vic_phase_name (CLAMP (e->value, 0, VIC_N_PHASES - 1)));
    case VIC_EVENT_DEPLOYED: return g_strdup_printf (_("%s deploys %s in %s"), who, block, hex);
    case VIC_EVENT_MOVED:
      if (e->value)
        return g_strdup_printf (_("%s moves %s %s-%s by Strategic Move"), who, block, hex, hex2);
      return g_strdup_printf (_("%s moves %s %s-%s"), who, block, hex, hex2);
    case VIC_EVENT_CONTROL:
      if (e->player < 0 || e->player >= c->n_players)
        return g_strdup_printf (_("Nobody controls %s now"), hex);   /* its last blocks left it */
      return g_strdup_printf (_("%s now controls %s"), who, hex);
    case VIC_EVENT_BATTLE_BEGAN: return g_strdup_printf (_("Battle in %s (attacker %s)"), hex, who);
    case VIC_EVENT_REVEALED: return g_strdup_printf (_("%s of %s is revealed in %s"), block, who, hex);
    case VIC_EVENT_ROUND: return g_strdup_printf (_("Round %d of the battle in %s"), e->value, hex);
    case VIC_EVENT_FIRED:
      {
        GString *s = g_string_new (NULL);
        g_string_append_printf (s, _("%s fires %s at %c:"), who, block, "ANG"[CLAMP (e->value, 0, 2)]);
        for (int i = 0; i < e->n_dice; i++)
          g_string_append_printf (s, " %d", e->dice[i]);
        return g_string_free (s, FALSE);
      }
    case VIC_EVENT_PASSED: return g_strdup_printf (_("%s of %s passes"), block, who);
    case VIC_EVENT_HIT: return g_strdup_printf (_("%s of %s is hit"), block, who);
    case VIC_EVENT_ELIMINATED: return g_strdup_printf (_("%s of %s is eliminated"), block, who);
    case VIC_EVENT_RETREATED:
      if (e->value)
        return g_strdup_printf (_("%s regroups %s %s-%s"), who, block, hex, hex2);
      return g_strdup_printf (_("%s retreats %s %s-%s"), who, block, hex, hex2);
    case VIC_EVENT_LANDED:
      if (e->hex2 >= 0)
        return g_strdup_printf (_("%s lands %s at %s after the battle in %s"), who, block, hex2, hex);
      return g_strdup_printf (_("%s lands %s in %s"), who, block, hex);
    case VIC_EVENT_BATTLE_ENDED: return g_strdup_printf (_("The battle in %s is over"), hex);
    case VIC_EVENT_BLOCKADE: return g_strdup_printf (_("%s blockades %s (6.8)"), who, hex);
    case VIC_EVENT_ATTRITION: return g_strdup_printf (_("%s of %s is out of supply (7.1)"), block, who);
    case VIC_EVENT_BUILT:
      /* a new block has one step; a step added leaves two or more */
      if (e->value <= 1)
        return g_strdup_printf (_("%s builds %s in %s"), who, block, hex);
      if (named)
        return g_strdup_printf (_("%s adds a step to %s in %s (strength %d)"), who, block, hex, e->value);
      return g_strdup_printf (_("%s adds a step to %s in %s"), who, block, hex);
    case VIC_EVENT_STORM:
      if (e->hex < 0)
        return g_strdup_printf (_("The Storm moves off the map (dice %d, %d) (9.4)"), e->dice[0], e->dice[1]);
      return g_strdup_printf (_("The Storm moves to %s (dice %d, %d) (9.4)"), hex, e->dice[0], e->dice[1]);
    case VIC_EVENT_STRUCTURE:
      if (e->hex2 >= 0)
        {
          if (e->value >= needed)
            return g_strdup_printf (_("%s of %s destroys the Bridge between %s and %s (9.5)"), block, who, hex, hex2);
          return g_strdup_printf (_("%s of %s hits the Bridge between %s and %s: %d of %d hits (9.5)"), block, who,
                                  hex, hex2, e->value, needed);
        }
      if (e->value >= needed)
        return g_strdup_printf (_("%s of %s destroys the Canal in %s (9.5)"), block, who, hex);
      return g_strdup_printf (_("%s of %s hits the Canal in %s: %d of %d hits (9.5)"), block, who, hex, e->value,
                              needed);
    case VIC_EVENT_GAME_OVER: return g_strdup_printf (_("%s wins"), who);
    case VIC_EVENT_AIRFIELD_HIT:
      if (e->value >= needed)
        return g_strdup_printf (_("%s of %s reduces the Major Airfield in %s to a Minor one (9.6)"), block, who, hex);
      return g_strdup_printf (_("%s of %s hits the Major Airfield in %s: %d of %d hits (9.6)"), block, who, hex,
                              e->value, needed);
    case VIC_EVENT_MULBERRY_HIT:
      if (e->value >= needed)
        return g_strdup_printf (_("%s of %s destroys the Mulberry in %s (9.7)"), block, who, hex);
      return g_strdup_printf (_("%s of %s hits the Mulberry in %s: %d of %d hits (9.7)"), block, who, hex, e->value,
                              needed);
    case VIC_EVENT_MULBERRY_LOST: return g_strdup_printf (_("The Storm destroys the Mulberry in %s (9.4)"), hex);
    case VIC_EVENT_AIRFIELD_BUILT:
      if (e->value >= 2)
        return g_strdup_printf (_("%s of %s makes the Airfield in %s a Major one (9.6)"), block, who, hex);
      return g_strdup_printf (_("%s of %s builds a Minor Airfield in %s (9.6)"), block, who, hex);
    case VIC_EVENT_MULBERRY_BUILT: return g_strdup_printf (_("%s of %s builds a Mulberry in %s (9.7)"), block, who, hex);
    case VIC_EVENT_REPAIRED:
      if (e->hex2 >= 0)
        return g_strdup_printf (_("%s of %s rebuilds the Bridge between %s and %s (9.5)"), block, who, hex, hex2);
      return g_strdup_printf (_("%s of %s rebuilds the Canal in %s (9.5)"), block, who, hex);
    case VIC_N_EVENT_KINDS:
      break;
    }
  /* not an event the engine makes */
  return g_strdup_printf (_("Unknown event %d"), e->kind);
}
