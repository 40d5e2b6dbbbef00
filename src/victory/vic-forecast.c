/* vic-forecast.c: the battle forecast by simulation (see vic-forecast.h).
 *
 * Each trial: the viewer's copy of the game (hidden blocks re-drawn from the
 * trial's seed), the move applied, the battle staged as the Combat Phase
 * would begin it (6.1), then fought to its end with vic_combat_apply() and
 * the aggressive policy for every decision of both sides.  The combat code
 * is called directly, not through vic_game_apply(): the phase changes that
 * follow the last battle (supply, attrition) are no part of the battle. */
#include "config.h"

#include "vic-forecast.h"
#include "vic-game-private.h"
#include "vic-policy.h"

#include <math.h>
#include <string.h>

#define POLICY_STREAM 0x4f444453u /* "ODDS" */

/* A trial's seed: the forecast's seed and the trial's number, mixed (splitmix64). */
static guint64
trial_seed (guint64 seed, int trial)
{
  guint64 z = seed + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (guint64) (trial + 1);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

int
vic_forecast_move_battle (const VicGame *game, const VicAction *move)
{
  const VicCore *c = &game->core;
  int owner;

  if (move == NULL || (move->kind != VIC_ACTION_MOVE && move->kind != VIC_ACTION_STRATEGIC
                       && move->kind != VIC_ACTION_FLY))
    return VIC_NO_HEX;
  if (move->block < 0 || move->block >= c->n_slots || move->hex < 0 || move->hex >= game->map->n_hexes)
    return VIC_NO_HEX;
  owner = c->blocks[move->block].owner;
  if (owner == VIC_NO_PLAYER)
    return VIC_NO_HEX;
  if (!vic_hex_has_enemy (game, move->hex, owner) && !vic_hex_is_battle (c, move->hex))
    return VIC_NO_HEX;
  return move->hex;
}

/* Brings the copy to the first decision of the battle in hex, as the Combat
 * Phase would (6.1): the moving block stops, the attacker's turn to choose
 * his battle.  A battle already under way there is left as it is. */
static gboolean
stage (VicGame *copy, int hex, GError **error)
{
  VicCore *c = &copy->core;
  VicAction battle = vic_action_make (VIC_ACTION_BATTLE);
  int attacker;

  if (c->battle.hex == hex)
    return TRUE;
  if (c->battle.hex != VIC_NO_HEX)
    return vic_refuse (error, _("Another battle is being fought: %s (6.1)"), vic_map_label (copy->map, c->battle.hex));
  if (hex < 0 || hex >= copy->map->n_hexes || !(c->hexes[hex].flags & VIC_HS_BATTLE))
    return vic_refuse (error, _("There is no battle in %s (6.1)"),
                       hex >= 0 && hex < copy->map->n_hexes ? vic_map_label (copy->map, hex) : "?");
  if (c->phase != VIC_PHASE_MOVE && c->phase != VIC_PHASE_COMBAT)
    return vic_refuse (error, _("Battles are fought in the Combat Phase (6.0)"));
  attacker = c->hexes[hex].attacker;
  if (c->phase == VIC_PHASE_MOVE)
    vic_move_finish_active (copy);
  c->phase = VIC_PHASE_COMBAT;
  for (int i = 0; i < c->n_players; i++)
    if (c->order[i] == attacker)
      c->turn_index = (guint8) i;
  battle.hex = (gint16) hex;
  if (!vic_combat_check (copy, &battle, error))
    return FALSE;
  vic_combat_apply (copy, &battle);
  return TRUE;
}

typedef struct {
  guint8 defenders;               /* players on the defending side */
  guint8 steps[VIC_MAX_BLOCKS];   /* each block's steps when the trial's battle began */
  gint8 owner[VIC_MAX_BLOCKS];    /* its owner then, or VIC_NO_PLAYER when not in it */
} Roster;

static void
roster_take (const VicGame *copy, int hex, Roster *r)
{
  const VicCore *c = &copy->core;

  r->defenders = c->hexes[hex].defenders;
  for (int i = 0; i < VIC_MAX_BLOCKS; i++)
    {
      const VicBlock *b = &c->blocks[i];
      gboolean in = i < c->n_slots && b->owner != VIC_NO_PLAYER && b->hex == hex;
      r->owner[i] = in ? b->owner : VIC_NO_PLAYER;
      r->steps[i] = in ? b->steps : 0;
    }
}

typedef struct {
  double n, take, hold;
  double loss[2], loss_sq[2];
  int unfinished;
} Tally;

/* One trial; FALSE with an error when the move or the battle is refused. */
static gboolean
trial (const VicGame *game, int viewer, const VicAction *move, int hex, guint64 seed, GArray *legal,
       Roster *r, Tally *t, GError **error)
{
  g_autoptr(VicGame) copy = vic_game_copy_for_player (game, viewer, seed);
  VicCore *c = &copy->core;
  VikRng rng;
  int loss[2] = { 0, 0 }, left[2] = { 0, 0 };
  gboolean done;

  vik_rng_seed (&rng, seed, POLICY_STREAM);
  if (move != NULL && !vic_game_apply (copy, move, error))
    return FALSE;
  /* The battle is taken as it stands before it is staged: its blocks then. */
  if (c->battle.hex != hex && hex >= 0 && hex < copy->map->n_hexes && !(c->hexes[hex].flags & VIC_HS_BATTLE))
    return vic_refuse (error, _("There is no battle in %s (6.1)"), vic_map_label (copy->map, hex));
  roster_take (copy, hex, r);
  if (!stage (copy, hex, error))
    return FALSE;
  for (int d = 0; d < VIC_FORECAST_MAX_DECISIONS && c->battle.hex != VIC_NO_HEX; d++)
    {
      VicAction a;
      g_array_set_size (legal, 0);
      vic_game_legal_actions (copy, legal);
      if (legal->len == 0)
        break;
      a = g_array_index (legal, VicAction,
                         vic_policy_choose (VIC_POLICY_AGGRESSIVE, copy, (VicAction *) legal->data, legal->len, &rng));
      g_array_set_size (copy->events, 0);
      vic_combat_apply (copy, &a);
    }
  done = c->battle.hex == VIC_NO_HEX;
  for (int i = 0; i < VIC_MAX_BLOCKS; i++)
    {
      int side, now;
      if (r->owner[i] == VIC_NO_PLAYER)
        continue;
      side = (r->defenders >> r->owner[i]) & 1;
      /* A captured Factory (9.1) is lost to its owner. */
      now = c->blocks[i].owner == r->owner[i] ? c->blocks[i].steps : 0;
      loss[side] += MAX (0, r->steps[i] - now);
    }
  for (int p = 0; p < c->n_players; p++)
    left[(r->defenders >> p) & 1] += c->hexes[hex].count[p];
  t->n += 1;
  if (!done)
    t->unfinished++;
  else if (left[1] > 0)
    t->hold += 1;
  else if (left[0] > 0)
    t->take += 1;
  for (int s = 0; s < 2; s++)
    {
      t->loss[s] += loss[s];
      t->loss_sq[s] += (double) loss[s] * loss[s];
    }
  return TRUE;
}

gboolean
vic_forecast_battle (const VicGame *game, int viewer, const VicAction *move, int hex,
                     int trials, guint64 seed, VicForecast *out, GError **error)
{
  g_autofree Roster *roster = g_new0 (Roster, 1);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  Tally t = { 0 };
  double n;

  g_return_val_if_fail (game != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  if (trials < 1 || trials > VIC_FORECAST_MAX_TRIALS)
    return vic_refuse_code (error, VIC_RULE_ERROR_OPTIONS, _("A forecast simulates 1 to %d battles"),
                            VIC_FORECAST_MAX_TRIALS);
  if (viewer < -1 || viewer >= game->core.n_players)
    return vic_refuse_code (error, VIC_RULE_ERROR_OPTIONS, _("No such player"));
  if (move != NULL)
    {
      hex = vic_forecast_move_battle (game, move);
      if (hex == VIC_NO_HEX)
        return vic_refuse (error, _("That move starts no battle (6.1)"));
      if (!vic_game_check_action (game, move, error))
        return FALSE;
    }
  if (hex < 0 || hex >= game->map->n_hexes)
    return vic_refuse (error, _("No such hex"));
  for (int i = 0; i < trials; i++)
    if (!trial (game, viewer, move, hex, trial_seed (seed, i), legal, roster, &t, error))
      return FALSE;
  n = t.n;
  out->hex = hex;
  out->attacker = move != NULL ? game->core.blocks[move->block].owner : game->core.hexes[hex].attacker;
  out->trials = trials;
  out->unfinished = t.unfinished;
  out->take = t.take / n;
  out->hold = t.hold / n;
  out->neither = 1.0 - out->take - out->hold;
  out->take_error = sqrt (out->take * (1.0 - out->take) / n);
  out->hold_error = sqrt (out->hold * (1.0 - out->hold) / n);
  out->attacker_losses = t.loss[0] / n;
  out->defender_losses = t.loss[1] / n;
  out->attacker_losses_error = sqrt (MAX (0.0, t.loss_sq[0] / n - out->attacker_losses * out->attacker_losses) / n);
  out->defender_losses_error = sqrt (MAX (0.0, t.loss_sq[1] / n - out->defender_losses * out->defender_losses) / n);
  return TRUE;
}
