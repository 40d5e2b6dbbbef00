/* vic-carrier.c: which air units go aboard which Carrier (4.1) (4.2).
 *
 * "Each carrier can hold two Air units (not Heavy Bombers) whose total
 * strength cannot exceed the strength of the carrier" (4.2).  Fighters, Dive
 * and Torpedo Bombers land on Carriers; Medium Bombers "can load on to CVs in
 * port hexes and can fly from them but cannot land on them" (4.1): one goes
 * aboard only where its flight ends in a friendly port (a City or Town on the
 * coast, 3.2), by a move, a landing after battle or a retreat alike, and then
 * travels with its Carrier.  Every way onto a Carrier asks vic_carrier_taking(),
 * so listing and applying agree (docs/victory-rules-notes.md). */
#include "config.h"

#include "vic-game-private.h"

/* May an air unit of type t be taken aboard a Carrier in hex now? */
static gboolean
may_go_aboard (const VicGame *game, VicUnitType t, int hex, int player)
{
  if (game->map->features[hex] & VIC_HEX_CANAL)
    return FALSE;  /* no launch or recovery in Canal hexes (4.2) */
  if (vic_unit_carrier_air (t))
    return TRUE;
  return vic_unit_loads_in_port (t) && vic_map_is_port (game->map, hex)
    && game->core.hexes[hex].control == player;
}

int
vic_carrier_taking (const VicGame *game, int hex, const VicBlock *air, gboolean moving, gboolean *mb_barred)
{
  const VicCore *c = &game->core;
  gboolean allowed = may_go_aboard (game, air->type, hex, air->owner);

  if (mb_barred != NULL)
    *mb_barred = FALSE;
  if (!allowed && !(vic_unit_loads_in_port (air->type) && mb_barred != NULL))
    return VIC_NO_BLOCK;
  if (c->hexes[hex].count[air->owner] == 0)
    return VIC_NO_BLOCK;  /* none of his blocks there: no Carrier of his (asked for many hexes a move) */
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *cv = &c->blocks[i];
      int units;
      if (cv->owner != air->owner || cv->hex != hex || cv->type != VIC_UNIT_CARRIER)
        continue;
      if (moving && (cv->flags & VIC_BLOCK_STRATEGIC) && (cv->flags & VIC_BLOCK_MOVED))
        continue;  /* no launch or recovery with a Strategic Move (4.2) */
      if (vic_carrier_load (c, i, &units) + air->steps > cv->steps || units >= c->rules.carrier_air_units)
        continue;
      if (allowed)
        return i;
      /* A Carrier with room that a Fighter could land on, not in port. */
      if (!(game->map->features[hex] & VIC_HEX_CANAL))
        *mb_barred = TRUE;
      return VIC_NO_BLOCK;
    }
  return VIC_NO_BLOCK;
}

gboolean
vic_carrier_refuse_landing (GError **error)
{
  return vic_refuse (error, _("Medium Bombers cannot land on Carriers; they load onto them only in a friendly port (4.1)"));
}

gboolean
vic_air_may_be_aboard (const VicGame *game, const VicBlock *b, VicUnitType t)
{
  const VicCore *c = &game->core;
  const VicBlock *cv;

  if (vic_unit_carrier_air (t))
    return TRUE;
  if (!vic_unit_loads_in_port (t))
    return FALSE;
  /* A Medium Bomber that ended its move this Move Phase went aboard in a
   * port; the Carrier may have sailed since, its move beginning there.
   * (Later phases are not checked: a Carrier retreats or regroups with no
   * trace of where from.) */
  if (c->phase != VIC_PHASE_MOVE || b->mp == 0 || vic_map_is_port (game->map, b->hex))
    return TRUE;
  cv = &c->blocks[b->carrier];
  return cv->mp > 0 && cv->start >= 0 && cv->start < game->map->n_hexes && vic_map_is_port (game->map, cv->start);
}
