/* vik-text.c: the board and the events in words (see vik-text.h).
 *
 * The board is drawn in text columns, one per hex column (a, b, c... west to
 * east).  Each hex takes two text lines:
 *
 *   e5 F c1*      label, terrain letter ('?' face down, '~' perimeter water),
 *   1:2I1A        then a Town 't' or City 'c' with its owner's number and '*'
 *                 on a Capital; the second line holds each player's units.
 *
 * A column sits half a hex (one text line) lower than its west neighbour's
 * alternate, exactly as flat-topped hexes do, so neighbours stay neighbours. */
#include "config.h"

#include "vik-text.h"
#include "vik-game-private.h"

#include <string.h>

const char *
vik_phase_name (VikPhase phase)
{
  switch (phase)
    {
    case VIK_PHASE_SETUP: return _("Setup");
    case VIK_PHASE_MOVEMENT: return _("Movement & Combat");
    case VIK_PHASE_BUILD: return _("Building");
    case VIK_PHASE_RESERVE: return _("Reserve Placement");
    case VIK_PHASE_OVER: return _("Game over");
    default: return "?";
    }
}

const char *
vik_decision_describe (VikDecision decision)
{
  switch (decision)
    {
    case VIK_DECISION_NONE: return _("an ordinary step of the phase");
    case VIK_DECISION_START_WATER: return _("return starting water tiles for land? (4.0)");
    case VIK_DECISION_WATER_PUTBACK: return _("all drawn tiles are water: put one back? (7.0)");
    case VIK_DECISION_ARRANGE: return _("place the drawn tiles (7.0)");
    case VIK_DECISION_CASUALTY: return _("choose which unit a hit takes (11.1)");
    case VIK_DECISION_RETREAT: return _("retreat or fight another round (13.3)");
    case VIK_DECISION_ELIMINATE: return _("choose the units a lost Town or City takes with it, from the Reserve or the map (11.3)");
    case VIK_DECISION_AVERAGE: return _("choose how many pairs of dice to leave unrolled, for a sure hit each (16.4)");
    case VIK_DECISION_WITHDRAW: return _("withdraw the units from the Vassal's capital to the hexes next to it (16.82)");
    case VIK_DECISION_REINFORCE: return _("reinforce the capital from the Reserve, or end (16.82)");
    default: return "?";
    }
}

static const char *
player_name (const VikGame *game, int player)
{
  if (player < 0 || player >= vik_game_get_n_players (game))
    return _("Nobody");
  return vik_game_get_player_name (game, player);
}

static const char *
dice_kind_name (int kind)
{
  switch (kind)
    {
    case VIK_DICE_PRE_FIRE: return _("pre-battle fire");
    case VIK_DICE_ATTACK: return _("attack");
    case VIK_DICE_DEFENSE: return _("defence");
    case VIK_DICE_BOMBARD: return _("bombardment");
    default: return "?";
    }
}

static const char *
battle_result_name (int result)
{
  switch (result)
    {
    case VIK_BATTLE_ATTACKER_WON: return _("the attacker won");
    case VIK_BATTLE_DEFENDER_HELD: return _("the defender held");
    case VIK_BATTLE_BOTH_DESTROYED: return _("both sides were destroyed");
    case VIK_BATTLE_ATTACKER_RETREATED: return _("the attacker retreated");
    default: return "?";
    }
}

/* ---------------------------------------------------------------- the board */

static char
hex_terrain_char (const VikGame *game, int hex)
{
  const VikBoard *board = vik_game_get_board (game);

  if (!vik_game_hex_revealed (game, hex))
    return '?';
  if (vik_board_is_perimeter (board, hex))
    return '~';
  return vik_terrain_letter (vik_game_hex_terrain (game, hex));
}

static void
hex_first_line (const VikGame *game, int hex, GString *out)
{
  VikSite site = vik_game_hex_site (game, hex);

  g_string_append_printf (out, "%s %c", vik_board_label (vik_game_get_board (game), hex),
                          hex_terrain_char (game, hex));
  if (site != VIK_SITE_NONE)
    g_string_append_printf (out, " %c%d", site == VIK_SITE_METROPOLIS ? 'm' : site == VIK_SITE_CITY ? 'c' : 't',
                            vik_game_hex_site_owner (game, hex) + 1);
  if (vik_game_hex_capital_of (game, hex) != VIK_NO_PLAYER)
    g_string_append (out, site == VIK_SITE_NONE ? " *" : "*");
}

static void
hex_second_line (const VikGame *game, int hex, GString *out)
{
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      gboolean any = FALSE;

      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          int n = vik_game_hex_units (game, hex, p, t);
          if (n == 0)
            continue;
          if (!any)
            g_string_append_printf (out, "%s%d:", out->len > 0 ? " " : "", p + 1);
          any = TRUE;
          g_string_append_printf (out, "%d%c", n, vik_unit_letter (t));
        }
    }
}

/* Half rows from the top: a flat-topped hex at (q, r) sits at y = r + q/2. */
static int
hex_half_row (const VikBoard *board, int hex)
{
  return 2 * board->coords[hex].r + board->coords[hex].q;
}

static void
put_text (GString **lines, int line, int column, const char *text)
{
  GString *s = lines[line];

  while (s->len < (gsize) column)
    g_string_append_c (s, ' ');
  g_string_append (s, text);
}

static void
render_board (const VikGame *game, GString *out)
{
  const VikBoard *board = vik_game_get_board (game);
  int n = board->n_hexes;
  char **first = g_new0 (char *, n);
  char **second = g_new0 (char *, n);
  int min_y = G_MAXINT, max_y = G_MININT, width = 6;
  int n_lines;
  GString **lines;
  const int margin = 2;

  for (int h = 0; h < n; h++)
    {
      GString *s = g_string_new (NULL);

      hex_first_line (game, h, s);
      first[h] = g_string_free (s, FALSE);
      s = g_string_new (NULL);
      hex_second_line (game, h, s);
      second[h] = g_string_free (s, FALSE);
      width = MAX (width, (int) strlen (first[h]));
      width = MAX (width, (int) strlen (second[h]));
      min_y = MIN (min_y, hex_half_row (board, h));
      max_y = MAX (max_y, hex_half_row (board, h));
    }
  /* One space between cells is enough: a column's neighbours are on other lines. */
  width += 1;

  n_lines = max_y - min_y + 2;
  lines = g_new0 (GString *, n_lines);
  for (int i = 0; i < n_lines; i++)
    lines[i] = g_string_new (NULL);

  /* The column letters. */
  {
    GString *header = g_string_new (NULL);
    for (int col = 0; col <= 2 * board->radius; col++)
      {
        while (header->len < (gsize) (margin + col * width))
          g_string_append_c (header, ' ');
        g_string_append_c (header, 'a' + col);
      }
    g_string_append_printf (out, "%s\n", header->str);
    g_string_free (header, TRUE);
  }

  for (int h = 0; h < n; h++)
    {
      int column = margin + (board->coords[h].q + board->radius) * width;
      int line = hex_half_row (board, h) - min_y;

      put_text (lines, line, column, first[h]);
      if (second[h][0] != '\0')
        put_text (lines, line + 1, column, second[h]);
    }

  for (int i = 0; i < n_lines; i++)
    {
      if (lines[i]->len > 0 || i < n_lines - 1)
        g_string_append_printf (out, "%s\n", lines[i]->str);
      g_string_free (lines[i], TRUE);
    }
  g_free (lines);
  for (int h = 0; h < n; h++)
    {
      g_free (first[h]);
      g_free (second[h]);
    }
  g_free (first);
  g_free (second);
}

/* ---------------------------------------------------------------- the players */

static void
append_units (GString *out, const int counts[VIK_N_UNIT_TYPES])
{
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    g_string_append_printf (out, "%s%d%c", t > 0 ? " " : "", counts[t], vik_unit_letter (t));
}

static void
render_players (const VikGame *game, GString *out)
{
  const VikBoard *board = vik_game_get_board (game);
  int n_players = vik_game_get_n_players (game);
  glong name_width = 0;

  for (int p = 0; p < n_players; p++)
    name_width = MAX (name_width, g_utf8_strlen (vik_game_get_player_name (game, p), -1));

  for (int p = 0; p < n_players; p++)
    {
      const char *name = vik_game_get_player_name (game, p);
      int capital = vik_game_capital_hex (game, p);
      int map[VIK_N_UNIT_TYPES], reserve[VIK_N_UNIT_TYPES];

      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          map[t] = vik_game_map_units (game, p, t);
          reserve[t] = vik_game_reserve (game, p, t);
        }
      g_string_append_printf (out, "%c %d %s", p == vik_game_get_current_player (game) ? '>' : ' ',
                              p + 1, name);
      for (glong i = g_utf8_strlen (name, -1); i < name_width; i++)
        g_string_append_c (out, ' ');
      g_string_append_printf (out, "  %s %d  %s %d  %s %-3s  %s ",
                              _("Towns"), vik_game_count_sites (game, p, VIK_SITE_TOWN),
                              _("Cities"), vik_game_count_sites (game, p, VIK_SITE_CITY),
                              _("Capital"),
                              capital == VIK_NO_HEX ? "-" : vik_board_label (board, capital),
                              _("Map"));
      append_units (out, map);
      g_string_append_printf (out, "  %s ", _("Reserve"));
      append_units (out, reserve);
      if (vik_game_player_eliminated (game, p))
        g_string_append_printf (out, "  (%s)", _("eliminated"));
      if (vik_game_player_ruler (game, p) != VIK_NO_PLAYER)
        /* Translators: Subjugation (16.81): "Vassal of Red" */
        g_string_append_printf (out, _("  (Vassal of %s)"), player_name (game, vik_game_player_ruler (game, p)));
      if (vik_game_player_reorganizing (game, p))
        g_string_append_printf (out, "  (%s)", _("reorganizing, 16.83"));
      g_string_append_c (out, '\n');
    }
}

char *
vik_game_render_text (const VikGame *game)
{
  GString *out = g_string_new (NULL);
  int current = vik_game_get_current_player (game);

  g_return_val_if_fail (game != NULL, NULL);

  if (vik_game_is_over (game))
    g_string_append_printf (out, _("Game over after turn %d; winner: %s\n"),
                            vik_game_get_turn (game), player_name (game, vik_game_get_winner (game)));
  else
    g_string_append_printf (out, _("Turn %d, %d %s to play, %s phase\n"),
                            vik_game_get_turn (game), current + 1, player_name (game, current),
                            vik_phase_name (vik_game_get_phase (game)));
  if (vik_game_get_decision (game) != VIK_DECISION_NONE)
    g_string_append_printf (out, _("%s must decide: %s\n"),
                            player_name (game, vik_game_get_decider (game)),
                            vik_decision_describe (vik_game_get_decision (game)));
  if (vik_game_battle_hex (game) != VIK_NO_HEX)
    g_string_append_printf (out, _("A battle is under way at %s\n"),
                            vik_board_label (vik_game_get_board (game), vik_game_battle_hex (game)));
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (vik_ruleset_has_option (vik_game_get_rules (game), o))
      g_string_append_printf (out, _("Optional rule: %s\n"), vik_option_title (o));
  g_string_append_printf (out, _("Tiles in the pile: %d\n\n"), vik_game_pile_size (game));
  render_board (game, out);
  g_string_append_c (out, '\n');
  render_players (game, out);
  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- events */

/* The event in words, citing v2.1's cases. */
static char *
describe_event (const VikGame *game, const VikEvent *e)
{
  const VikBoard *board = vik_game_get_board (game);
  const char *who = player_name (game, e->player);
  const char *at = vik_board_label (board, e->hex);
  const char *to = vik_board_label (board, e->hex2);
  const char *unit = e->unit < VIK_N_UNIT_TYPES ? vik_unit_name (e->unit) : "?";

  switch (e->kind)
    {
    case VIK_EVENT_TURN_BEGAN:
      if (e->value == 0 && e->unit == 1)
        return g_strdup_printf (_("%s begins a build-only turn of Immediate Empires (16.3)"), who);
      if (e->value == 0)
        return g_strdup_printf (_("%s begins the setup turn (4.0)"), who);
      return g_strdup_printf (_("%s begins turn %d"), who, e->value);
    case VIK_EVENT_PHASE_BEGAN:
      return g_strdup_printf (_("%s: %s phase"), who, vik_phase_name (e->value));
    case VIK_EVENT_TILES_DRAWN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s draws %d tile",
                                           "%s draws %d tiles", e->value),
                              who, e->value);
    case VIK_EVENT_TILE_RETURNED:
      return g_strdup_printf (_("%s puts a water tile back into the pile"), who);
    case VIK_EVENT_HEX_REVEALED:
      return g_strdup_printf (_("%s reveals %s at %s"), who,
                              vik_terrain_name (e->terrain), at);
    case VIK_EVENT_UNIT_MOVED:
      return g_strdup_printf (_("%s moves %s from %s to %s"), who, unit, at, to);
    case VIK_EVENT_UNIT_EMBARKED:
      return g_strdup_printf (_("%s embarks %s at %s onto the Frigate at %s"), who, unit, at, to);
    case VIK_EVENT_UNIT_DISEMBARKED:
      return g_strdup_printf (_("%s disembarks %s from the Frigate at %s into %s"), who, unit, at, to);
    case VIK_EVENT_TOWN_BUILT:
      if (e->value)
        return g_strdup_printf (_("%s builds the Capital at %s"), who, at);
      return g_strdup_printf (_("%s builds a Town at %s"), who, at);
    case VIK_EVENT_CITY_BUILT:
      if (e->value)
        return g_strdup_printf (_("%s makes the City at %s a Metropolis"), who, at);
      return g_strdup_printf (_("%s makes the Town at %s a City"), who, at);
    case VIK_EVENT_UNITS_GAINED:
      return g_strdup_printf (_("%s adds %d %s to the Reserve"), who, e->value, unit);
    case VIK_EVENT_UNIT_PLACED:
      return g_strdup_printf (_("%s places %s at %s"), who, unit, at);
    case VIK_EVENT_UNIT_DISBANDED:
      return g_strdup_printf (_("%s returns %s at %s to the Reserve"), who, unit, at);
    case VIK_EVENT_BOMBARDED:
      return g_strdup_printf (_("%s bombards %s with %s from %s (12.0)"), who, to, unit, at);
    case VIK_EVENT_BATTLE_BEGAN:
      return g_strdup_printf (_("%s attacks %s at %s"), who, player_name (game, e->value), at);
    case VIK_EVENT_DICE_ROLLED:
      {
        GString *faces = g_string_new (NULL);
        char *text;
        if (e->n_dice == 0 && e->unit == VIK_DICE_DEFENSE && e->averaged == 0)
          {
            g_string_free (faces, TRUE);
            return g_strdup_printf (_("%s rolls no dice (defence): the attacker's extra hits "
                                      "suppress them (Defender Suppression, 13.31)"), who);
          }
        for (int i = 0; i < MIN (e->n_dice, (int) G_N_ELEMENTS (e->dice)); i++)
          g_string_append_printf (faces, "%s%d", i > 0 ? " " : "", e->dice[i]);
        if (e->averaged > 0)
          {
            /* [16.4]: the pairs left unrolled scored a sure hit each. */
            g_autofree char *pairs = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d pair of dice averaged",
                                                                   "%d pairs of dice averaged", e->averaged),
                                                      e->averaged);
            if (e->n_dice == 0)
              text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s rolls no dice (%s), %s (16.4): %d hit",
                                                   "%s rolls no dice (%s), %s (16.4): %d hits", e->value),
                                      who, dice_kind_name (e->unit), pairs, e->value);
            else
              text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s rolls %s (%s), %s (16.4): %d hit",
                                                   "%s rolls %s (%s), %s (16.4): %d hits", e->value),
                                      who, faces->str, dice_kind_name (e->unit), pairs, e->value);
          }
        else
          text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s rolls %s (%s): %d hit",
                                               "%s rolls %s (%s): %d hits", e->value),
                                  who, faces->str, dice_kind_name (e->unit), e->value);
        g_string_free (faces, TRUE);
        return text;
      }
    case VIK_EVENT_UNIT_HIT:
      if (e->value)
        return g_strdup_printf (_("%s's %s at %s is hit by a tactical victory (11.1)"), who, unit, at);
      return g_strdup_printf (_("%s's %s at %s is hit"), who, unit, at);
    case VIK_EVENT_UNIT_LOST:
      return g_strdup_printf (_("%s loses %s at %s"), who, unit, at);
    case VIK_EVENT_UNIT_RETREATED:
      return g_strdup_printf (_("%s's %s retreats from %s to %s"), who, unit, at, to);
    case VIK_EVENT_BATTLE_ENDED:
      if (e->value == VIK_BATTLE_BOTH_DESTROYED && vik_game_hex_site (game, e->hex) != VIK_SITE_NONE
          && vik_game_hex_site_owner (game, e->hex) != e->player)
        {
          /* a Town or City attacked (perhaps an empty one, whose Defensive
           * Terrain alone fought [11.0] [13.3]): no unit is left on either
           * side, and the attack failed: it stays its owner's */
          const char *owner = player_name (game, vik_game_hex_site_owner (game, e->hex));
          if (VIK_SITE_IS_CITY (vik_game_hex_site (game, e->hex)))
            return g_strdup_printf (_("The battle at %s ends: every attacking unit was destroyed, and the City "
                                      "stays %s’s (no defending unit is left in it)"), at, owner);
          return g_strdup_printf (_("The battle at %s ends: every attacking unit was destroyed, and the Town "
                                    "stays %s’s (no defending unit is left in it)"), at, owner);
        }
      return g_strdup_printf (_("The battle at %s ends: %s"), at, battle_result_name (e->value));
    case VIK_EVENT_SITE_CAPTURED:
      return g_strdup_printf (_("%s takes %s from %s"), who, at, player_name (game, e->value));
    case VIK_EVENT_UNIT_ELIMINATED:
      if (e->hex2 != VIK_NO_HEX)
        {
          /* no choice was left: say which Town or City took it, and why */
          g_autofree char *what = e->value > 1 ? g_strdup_printf ("%d %s", e->value, unit) : g_strdup (unit);
          gboolean relocated = vik_game_hex_site_owner (game, e->hex2) == e->player;
          const char *site = VIK_SITE_IS_CITY (vik_game_hex_site (game, e->hex2)) ? _("City") : _("Town");
          if (relocated && e->hex == VIK_NO_HEX)
            return g_strdup_printf (_("%s eliminates %s from the Reserve, no longer supported by the %s "
                                      "relocated to %s: no other choice was left (16.5, 11.3)"),
                                    who, what, site, to);
          if (relocated)
            return g_strdup_printf (_("%s eliminates %s at %s, no longer supported by the %s relocated to %s: "
                                      "no other choice was left (16.5, 11.3)"),
                                    who, what, at, site, to);
          if (e->hex == VIK_NO_HEX)
            return g_strdup_printf (_("%s eliminates %s from the Reserve for the lost %s at %s: no other "
                                      "choice was left (11.3)"),
                                    who, what, site, to);
          return g_strdup_printf (_("%s eliminates %s at %s for the lost %s at %s: no other choice was "
                                    "left (11.3)"),
                                  who, what, at, site, to);
        }
      if (e->hex == VIK_NO_HEX)
        return g_strdup_printf (_("%s eliminates %s from the Reserve (11.3)"), who, unit);
      return g_strdup_printf (_("%s eliminates %s at %s (11.3)"), who, unit, at);
    case VIK_EVENT_PLAYER_ELIMINATED:
      return g_strdup_printf (_("%s is eliminated"), who);
    case VIK_EVENT_CONCEDED:
      return g_strdup_printf (_("%s concedes (5.1)"), who);
    case VIK_EVENT_DOOMSDAY_ROLL:
      if (e->value)
        return g_strdup_printf (_("%s rolls %d on the Doomsday Clock: a coin is placed (5.5)"), who, e->dice[0]);
      return g_strdup_printf (_("%s rolls %d on the Doomsday Clock (5.5)"), who, e->dice[0]);
    case VIK_EVENT_GAME_OVER:
      if (e->player == VIK_NO_PLAYER)
        return g_strdup (_("The game is over"));
      return g_strdup_printf (_("The game is over: %s wins"), who);
    case VIK_EVENT_SITE_RELOCATED:
      if (e->value == VIK_SITE_TOWN)
        return g_strdup_printf (_("%s relocates the Town at %s to %s (16.5)"), who, at, to);
      if (e->value == VIK_SITE_METROPOLIS)
        return g_strdup_printf (_("%s relocates the Metropolis at %s to %s (16.5)"), who, at, to);
      return g_strdup_printf (_("%s relocates the City at %s to %s (16.5)"), who, at, to);
    case VIK_EVENT_SUBJUGATED:
      return g_strdup_printf (_("%s loses the capital at %s and becomes the Vassal of %s (16.81)"),
                              who, at, player_name (game, e->value));
    case VIK_EVENT_ALLIANCE_BROKEN:
      return g_strdup_printf (_("%s is no longer the Vassal of %s (16.85)"), who, player_name (game, e->value));
    case VIK_EVENT_UNIT_WITHDRAWN:
      if (e->hex2 == VIK_NO_HEX)
        return g_strdup_printf (_("%s's %s in %s has nowhere to go and returns to the Reserve (16.82)"),
                                who, unit, at);
      return g_strdup_printf (_("%s withdraws %s from %s to %s (16.82)"), who, unit, at, to);
    default:
      /* Kinds added later, until they get their own words. */
      return g_strdup_printf (_("%s: event %d at %s"), who, e->kind, at);
    }
}

char *
vik_event_describe (const VikGame *game, const VikEvent *e)
{
  char *text = describe_event (game, e);
  const VikRuleset *rules = vik_game_get_rules (game);
  char *own;

  /* The log cites the book of the edition played, as refusals do: (15.4) in
   * the German book for v2.1's (16.4). */
  if (text == NULL || rules->edition == VIK_EDITION_V2_1)
    return text;
  own = vik_cite_message (rules, text);
  g_free (text);
  return own;
}
