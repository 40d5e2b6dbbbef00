/* vic-view.c: fog of war (Fog of War sidebar).  Blocks stand upright facing
 * their owner: the others see where a block is and whose it is, not its type
 * or strength, while a battle shows it (6.1: until it leaves the battle or the
 * battle ends), after a paradrop or invasion into a vacant hex (6.6) (6.7),
 * and while it stands face-up: a Beachhead (6.71), a blockader (6.8), a
 * coastal Submarine (Submarine Control).  A strike by Rockets alone reveals
 * the Rockets, not the defenders (Rocket).
 *
 * vic_game_copy_for_player() gives what one player may see (his allies'
 * blocks are revealed to him, 10.4): every block not revealed to him gets a type and strength drawn afresh from a generator of
 * the copy's own, among the types that fit what everybody sees of it (its
 * owner, its hex, its class, what it carries, whether it flies or invades);
 * the generator, the forced dice and the history are dropped.  Nothing in the
 * copy depends on the hidden identities: vic_test_check_fog()
 * (tests/victory/vic-test.c, run after every action of the fog playouts and
 * by the fog tests) checks that views of games differing only in them are
 * equal byte for byte. */
#include "config.h"

#include "vic-game-private.h"

#include <string.h>

#define VIEW_STREAM 0x464f47u /* "FOG" */

/* What every block of type `real` shows to others that `t` shows too: its
 * class, whether it is a Factory, moves only strategically, or keeps to
 * the sea's edge; and `t` is in this game. */
static gboolean
type_fits (const VicCore *c, VicUnitType real, VicUnitType t)
{
  int o = vic_unit_option (t);

  if (vic_unit_class (t) != vic_unit_class (real) || vic_unit_is_factory (t) != vic_unit_is_factory (real)
      || vic_unit_sm_only (t) != vic_unit_sm_only (real))
    return FALSE;
  if (o >= 0 && !vic_ruleset_has_option (&c->rules, o))
    return FALSE;
  if (vic_unit_sea_restricted (real) != vic_unit_sea_restricted (t))
    return FALSE;  /* where it may go is what others see it do */
  return TRUE;
}

/* What this block shows where it stands that `t` must show too. */
static gboolean
block_fits (const VicGame *game, const VicBlock *b, VicUnitType t)
{
  VicUnitType real = b->type;

  if (b->carrier != VIC_NO_BLOCK && !vic_air_may_be_aboard (game, b, t))
    return FALSE;
  if ((b->flags & VIC_BLOCK_FLYING) && t != VIC_UNIT_AIRBORNE)
    return FALSE;
  if ((b->flags & (VIC_BLOCK_INVADING | VIC_BLOCK_FACE_UP)) && vic_unit_class (t) == VIC_CLASS_GROUND
      && !vic_unit_is_amphibious (t))
    return FALSE;
  if (vic_unit_class (real) == VIC_CLASS_NAVAL && b->hex >= 0 && vic_map_is_land (game->map, b->hex)
      && (real == VIC_UNIT_SUBMARINE) != (t == VIC_UNIT_SUBMARINE))
    return FALSE;  /* a ship in a coastal hex controls it, a Submarine does not (5.4): everybody sees which */
  if (vic_unit_class (real) == VIC_CLASS_GROUND && b->hex >= 0 && vic_map_is_sea (game->map, b->hex)
      && !(b->flags & VIC_BLOCK_AT_SEA) && (real == VIC_UNIT_ROCKET) != (t == VIC_UNIT_ROCKET))
    return FALSE;  /* only a Rocket in flight stands over the sea without a ship (4.3) */
  return TRUE;
}

gboolean
vic_view_type_fits (const VicGame *game, const VicBlock *b, VicUnitType t)
{
  return type_fits (&game->core, b->type, t) && block_fits (game, b, t);
}

/* type_fits by real type, worked out once per view: fits[real] has bit t
 * set when t fits; known[real] once it is worked out. */
G_STATIC_ASSERT (VIC_N_UNIT_TYPES <= 64);

typedef struct {
  guint64 known;
  guint64 fits[VIC_N_UNIT_TYPES];
} TypeFits;

static void
redraw (VicGame *game, int block, VikRng *rng, TypeFits *tf)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];
  int candidates[VIC_N_UNIT_TYPES], n = 0, load = 0, units;
  VicUnitType t;
  int max;

  if (!((tf->known >> b->type) & 1))
    {
      tf->fits[b->type] = 0;
      for (int u = 0; u < VIC_N_UNIT_TYPES; u++)
        if (type_fits (c, b->type, u))
          tf->fits[b->type] |= G_GUINT64_CONSTANT (1) << u;
      tf->known |= G_GUINT64_CONSTANT (1) << b->type;
    }
  for (int u = 0; u < VIC_N_UNIT_TYPES; u++)
    if (((tf->fits[b->type] >> u) & 1) && block_fits (game, b, u))
      candidates[n++] = u;
  /* A Carrier with aircraft aboard stays a Carrier (they are seen with it);
   * the aircraft's steps, redrawn first, are cut so that it can hold them
   * (4.2): the real ones, at least a step each, fitted in the real Carrier. */
  if (b->type == VIC_UNIT_CARRIER)
    {
      load = vic_carrier_load (c, block, &units);
      if (units > 0)
        {
          int cv_max = c->rules.units[VIC_UNIT_CARRIER].max_steps;
          candidates[0] = VIC_UNIT_CARRIER;
          n = 1;
          for (int i = 0; i < c->n_slots && load > cv_max; i++)
            if (c->blocks[i].carrier == block && c->blocks[i].steps > 1)
              {
                int cut = MIN (c->blocks[i].steps - 1, load - cv_max);
                c->blocks[i].steps -= cut;
                load -= cut;
              }
        }
    }
  t = n > 0 ? candidates[vik_rng_below (rng, n)] : b->type;
  max = c->rules.units[t].max_steps;
  b->type = t;
  b->steps = vic_unit_is_factory (t) ? vik_rng_below (rng, max + 1) : 1 + vik_rng_below (rng, max);
  if (b->steps < load)
    b->steps = MIN (load, max);
  b->serial = 100 + block % 100;  /* unique, and saying nothing */
  /* Which hidden block took a half-hit is its owner's secret (a strike by
   * Rockets alone into a Marsh or Mountain, 6.47). */
  b->flags &= ~VIC_BLOCK_HALF_HIT;
}

VicGame *
vic_game_copy_for_player (const VicGame *game, int player, guint64 seed)
{
  VicGame *copy = vic_game_copy (game);
  VicCore *c = &copy->core;
  guint8 me = player >= 0 ? (guint8) (1u << player) : VIC_ALL_PLAYERS (c);
  VikRng rng;
  TypeFits tf = { 0 };

  vik_rng_seed (&rng, seed, VIEW_STREAM);
  /* The history names hidden blocks and builds: a fresh one. */
  if (g_atomic_int_dec_and_test (&copy->history->ref_count))
    g_assert_not_reached ();
  copy->history = g_new0 (VicHistory, 1);
  copy->history->ref_count = 1;
  copy->history->actions = g_array_new (FALSE, FALSE, sizeof (VicAction));
  c->n_forced = 0;
  memset (c->forced_dice, 0, sizeof c->forced_dice);
  c->seed = seed;
  c->view_of = VIC_VIEW_OF (player);
  vik_rng_seed (&c->rng, seed, 0x56494354u);
  /* Carriers last: what they must hold depends on their aircraft's steps,
   * which are redrawn first. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < c->n_slots; i++)
      {
        VicBlock *b = &c->blocks[i];
        int units = 0;
        /* Allies see each other's blocks (10.4). */
        if (b->owner == VIC_NO_PLAYER || vic_allied (c, b->owner, player) || (b->revealed & me) == me)
          continue;
        if (b->type == VIC_UNIT_CARRIER)
          vic_carrier_load (c, i, &units);
        if ((units > 0) == (pass == 1))
          redraw (copy, i, &rng, &tf);
      }
  /* Another player's PP left in his Cities tells what he spent: his Cities
   * show their full value in the copy. */
  if (c->phase == VIC_PHASE_PRODUCTION)
    for (int h = 0; h < copy->map->n_hexes; h++)
      {
        VicHexState *hs = &c->hexes[h];
        if (hs->control == VIC_NO_PLAYER || vic_allied (c, hs->control, player) || !vic_map_is_city (copy->map, h))
          continue;
        if (hs->pp_left + hs->pp_air + hs->pp_naval > 0 || (hs->flags & VIC_HS_PRODUCED))
          {
            hs->pp_left = copy->map->pp[h];
            hs->pp_air = hs->pp_naval = 0;
            hs->flags &= ~VIC_HS_PRODUCED;
          }
      }
  return copy;
}
