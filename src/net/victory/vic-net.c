/* vic-net.c: Victory on the wire (see vic-net.h). */
#include "config.h"

#include "vic-net.h"
#include "vic-game.h"
#include "vic-rules.h"
#include "vic-scenario.h"

#include <string.h>

/* A scenario as a "create" gives it: a preset's id, or a scenario key file's text. */
static gpointer
start (const char *scenario, int n_players, char *const *names, guint64 seed, char **options_out, GError **error)
{
  VicScenario sc = { 0 };
  g_autofree char *text = NULL;
  gpointer game = NULL;
  gboolean ok;

  if (!scenario || !scenario[0])
    scenario = "quick-start";
  if (strchr (scenario, '[') == NULL)
    {
      ok = vic_scenario_preset (scenario, n_players, &sc, error);
      text = g_strdup_printf ("[Scenario]\nPreset=%s\nPlayers=%d\n", scenario, n_players);
    }
  else
    {
      g_autoptr (GKeyFile) kf = g_key_file_new ();
      ok = g_key_file_load_from_data (kf, scenario, strlen (scenario), G_KEY_FILE_NONE, error)
           && vic_scenario_load_keyfile (kf, "scenario", &sc, error);
      text = g_strdup (scenario);
    }
  if (ok && sc.options.n_players != n_players)
    {
      g_set_error (error, VIK_NET_GAME_ERROR, VIK_NET_ERROR_ILLEGAL,
                   "The scenario is for %d players, not %d", sc.options.n_players, n_players);
      ok = FALSE;
    }
  if (ok)
    {
      for (int p = 0; p < n_players; p++)
        g_strlcpy (sc.names[p], names[p], sizeof sc.names[p]);
      game = vic_scenario_new_game (&sc, seed, error);
    }
  vic_scenario_clear (&sc);
  if (game && options_out)
    *options_out = g_steal_pointer (&text);
  return game;
}

static gpointer
net_new_game (const char *scenario, int n_players, char *const *names, guint64 seed, char **options_out,
              GError **error)
{
  *options_out = NULL;
  return start (scenario, n_players, names, seed, options_out, error);
}

static gpointer
net_restart (const char *options, int n_players, char *const *names, guint64 seed, GError **error)
{
  return start (options, n_players, names, seed, NULL, error);
}

static gboolean
net_passive (gconstpointer view, VikAnyAction *out)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));

  vic_game_legal_actions (view, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (a->kind == VIC_ACTION_END || a->kind == VIC_ACTION_STOP || a->kind == VIC_ACTION_PASS)
        {
          vik_any_action_pack (out, a, sizeof *a);
          return TRUE;
        }
    }
  return FALSE;
}

static int net_current (gconstpointer game) { return vic_game_get_current_player (game); }
static int net_turn (gconstpointer game) { return vic_game_get_turn (game); }

/* May `seat` (-1: a spectator) see the type and strength of `block`? */
static gboolean
sees_block (const VicGame *game, int block, int seat)
{
  VicBlockInfo info;
  guint me = seat >= 0 ? 1u << seat : (1u << vic_game_get_n_players (game)) - 1;

  if (block < 0 || !vic_game_get_block (game, block, &info) || info.owner < 0)
    return FALSE;
  if (seat >= 0 && vic_game_allied (game, info.owner, seat))
    return TRUE;
  return (info.revealed & me) == me;
}

static gboolean
seat_hears (const VicGame *game, const VicEvent *e, int seat)
{
  guint all = (1u << vic_game_get_n_players (game)) - 1;
  return seat >= 0 ? ((e->visible >> seat) & 1) != 0 : (e->visible & all) == all;
}

static gboolean
eliminated_told (const VicGame *game, const VicEvent *e, int seat)
{
  guint all = (1u << vic_game_get_n_players (game)) - 1, revealed;
  VicUnitType type;
  int serial;

  if (!vic_event_eliminated (e, &type, &serial, &revealed))
    return TRUE;   /* nothing to tell */
  if (seat < 0)
    return (revealed & all) == all;
  return (e->player >= 0 && vic_game_allied (game, e->player, seat)) || ((revealed >> seat) & 1);
}

static GArray *
net_events_for (gconstpointer game, int seat)
{
  guint n;
  const VicEvent *events = vic_game_get_events (game, &n);
  GArray *out = g_array_sized_new (FALSE, TRUE, sizeof (VikNetEvent), n);

  for (guint i = 0; i < n; i++)
    {
      const VicEvent *e = &events[i];
      VikNetEvent w = {
        .kind = e->kind, .player = e->player, .unit = e->block, .terrain = 0,
        .hex = e->hex, .hex2 = e->hex2, .value = e->value, .averaged = 0,
        .n_dice = MIN (e->n_dice, (int) G_N_ELEMENTS (w.dice)),
      };

      if (!seat_hears (game, e, seat))
        continue;
      memcpy (w.dice, e->dice, sizeof w.dice);
      /* A block this seat may not see: its strength is not told (the steps
       * left after a hit or a build; the dice it fired, one per step). */
      if (e->block >= 0 && !sees_block (game, e->block, seat)
          && !(seat >= 0 && e->player >= 0 && vic_game_allied (game, e->player, seat)))
        {
          if (e->kind == VIC_EVENT_HIT || e->kind == VIC_EVENT_BUILT)
            w.value = 0;
          if (e->kind == VIC_EVENT_FIRED)
            w.n_dice = 0;
        }
      /* An eliminated block is gone: what it was is told to its side and to
       * those a battle had shown it to (vic_event_eliminated). */
      if (e->kind == VIC_EVENT_ELIMINATED && !eliminated_told (game, e, seat))
        w.value = 0;
      for (int d = w.n_dice; d < (int) G_N_ELEMENTS (w.dice); d++)
        w.dice[d] = 0;
      g_array_append_val (out, w);
    }
  return out;
}

static gboolean
bad (GError **error, guint index, const char *what)
{
  g_set_error (error, VIK_NET_GAME_ERROR, VIK_NET_ERROR_MALFORMED, "Event %u: %s", index + 1, what);
  return FALSE;
}

static gboolean
net_events_check (gconstpointer view, const GArray *events, GError **error)
{
  int n_players = vic_game_get_n_players (view);
  int n_hexes = vic_game_get_map (view)->n_hexes;

  for (guint i = 0; i < events->len; i++)
    {
      const VikNetEvent *e = &g_array_index (events, VikNetEvent, i);
      if (e->kind < 0 || e->kind > VIC_EVENT_GAME_OVER)
        return bad (error, i, "an event of an unknown kind");
      if (e->player < -1 || e->player >= n_players)
        return bad (error, i, "no such player");
      if (e->unit < -1 || e->unit >= VIC_MAX_BLOCKS)
        return bad (error, i, "no such block");
      if ((e->hex != VIC_NO_HEX && (e->hex < 0 || e->hex >= n_hexes))
          || (e->hex2 != VIC_NO_HEX && (e->hex2 < 0 || e->hex2 >= n_hexes)))
        return bad (error, i, "no such hex");
      if (e->terrain != 0 || e->averaged != 0 || e->value < G_MININT16 || e->value > G_MAXINT16)
        return bad (error, i, "a value out of range");
      for (int d = 0; d < e->n_dice; d++)
        if (e->dice[d] < 1 || e->dice[d] > 6)
          return bad (error, i, "a die is not 1 to 6");
    }
  return TRUE;
}

/* Another side's action, as a seat that does not share its blocks may read
 * it: by block number where only what everybody sees moves ("move #12
 * e5-f6"), by block number where the blocks it names are seen, else "?". */
static char *
net_action_for (gconstpointer before, gconstpointer after, const VikAnyAction *any, int seat)
{
  VicAction a;
  int actor = vic_game_get_decider (before);

  memcpy (&a, any->bytes, sizeof a);
  if (seat >= 0 && actor >= 0 && vic_game_allied (before, actor, seat))
    return vic_action_to_string (before, &a);
  switch (a.kind)
    {
    case VIC_ACTION_END:
    case VIC_ACTION_STOP:
    case VIC_ACTION_BATTLE:
    case VIC_ACTION_MOVE:
    case VIC_ACTION_STRATEGIC:
    case VIC_ACTION_FLY:
    case VIC_ACTION_RETREAT:
    case VIC_ACTION_REGROUP:
    case VIC_ACTION_BASE:
      return vic_action_to_raw_string (before, &a);
    case VIC_ACTION_FIRE:
    case VIC_ACTION_PASS:
    case VIC_ACTION_HIT:
    case VIC_ACTION_BLOCKADE:
      if ((sees_block (before, a.block, seat) || sees_block (after, a.block, seat)))
        return vic_action_to_raw_string (before, &a);
      return g_strdup ("?");
    default:
      return g_strdup ("?");
    }
}

const VikNetGameTable *
vic_net_victory (void)
{
  static VikNetGameTable table = {
    .shared_view = FALSE,
    .new_game = net_new_game,
    .restart = net_restart,
    .passive = net_passive,
    .current = net_current,
    .turn = net_turn,
    .action_for = net_action_for,
    .events_for = net_events_for,
    .events_check = net_events_check,
  };
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      table.rules = vic_rules_victory ();
      g_once_init_leave (&ready, 1);
    }
  return &table;
}
