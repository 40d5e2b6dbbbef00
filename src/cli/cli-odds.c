/* cli-odds.c: `viktory-cli odds`, the Battle forecast [13.3] from the shell.
 *
 *   viktory-cli odds --attack 2I,2C,2A --sides 3 --defend 2I,1A \
 *                    --terrain-dice 2 --city --naval-support [--bench]
 *   viktory-cli odds --game game.vik --hex d5    the battle waiting in d5
 *   ... --average-attacker all --average-defender 1   Luck Averaging [16.4]
 */
#include "config.h"

#include "cli.h"
#include "vik-forecast.h"
#include "vik-game.h"
#include "vik-ruleset.h"
#include "vik-save.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

/* Parses "2I,2C,1A" (a missing count means 1; "" or "none" is no unit). */
static gboolean
parse_units (const char *option, const char *text, guint8 counts[VIK_N_UNIT_TYPES])
{
  g_auto (GStrv) items = NULL;

  memset (counts, 0, VIK_N_UNIT_TYPES);
  if (text == NULL || *text == '\0' || g_ascii_strcasecmp (text, "none") == 0)
    return TRUE;
  items = g_strsplit (text, ",", -1);
  for (int i = 0; items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      char *end = item;
      guint64 n = 1;
      int type;

      if (g_ascii_isdigit (*item))
        n = g_ascii_strtoull (item, &end, 10);
      switch (g_ascii_toupper (*end))
        {
        case 'I': type = VIK_UNIT_INFANTRY; break;
        case 'C': type = VIK_UNIT_CAVALRY; break;
        case 'A': type = VIK_UNIT_ARTILLERY; break;
        case 'F': type = VIK_UNIT_FRIGATE; break;
        default: type = -1; break;
        }
      if (type < 0 || end[1] != '\0' || n > 255 || counts[type] + n > 255)
        {
          cli_error (_("%s: “%s” is not a list like 2I,1C,1A (I, C, A or F)"), option, text);
          return FALSE;
        }
      counts[type] += n;
    }
  return TRUE;
}

static gboolean
small_number (const char *option, int value, int max, guint8 *out)
{
  if (value < 0 || value > max)
    {
      cli_error (_("%s must be between 0 and %d"), option, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

/* [16.4]: "all" or a number of pairs of dice left unrolled each Fire Round. */
static gboolean
parse_pairs (const char *option, const char *text, guint8 *out)
{
  guint64 n;

  if (text == NULL)
    return TRUE;
  if (g_ascii_strcasecmp (text, "all") == 0)
    {
      *out = VIK_FORECAST_ALL_PAIRS;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, 4, &n, NULL))
    {
      cli_error (_("%s must be a number of pairs of dice from 0 to 4, or “all” (16.4)"), option);
      return FALSE;
    }
  *out = n;
  return TRUE;
}

static void
print_pairs (gboolean attacker, guint8 pairs)
{
  if (pairs == VIK_FORECAST_ALL_PAIRS)
    printf ("%s\n", attacker ? _("Luck Averaging (16.4): the attacker leaves every pair of dice unrolled")
                             : _("Luck Averaging (16.4): the defender leaves every pair of dice unrolled"));
  else if (pairs > 0)
    printf (attacker ? ngettext ("Luck Averaging (16.4): the attacker leaves up to %u pair of dice unrolled\n",
                                 "Luck Averaging (16.4): the attacker leaves up to %u pairs of dice unrolled\n", pairs)
                     : ngettext ("Luck Averaging (16.4): the defender leaves up to %u pair of dice unrolled\n",
                                 "Luck Averaging (16.4): the defender leaves up to %u pairs of dice unrolled\n", pairs),
            pairs);
}

static void
print_forecast (const VikForecast *f)
{
  printf (_("Attacker takes the hex:  %6.2f %%\n"), 100.0 * f->attacker_wins);
  printf (_("Defender holds:          %6.2f %%\n"), 100.0 * f->defender_holds);
  printf (_("Both sides wiped out:    %6.2f %%  (the defender keeps the hex, 13.3 4)\n"),
          100.0 * f->both_wiped_out);
  printf (_("Expected losses: attacker %.3f, defender %.3f\n"),
          f->attacker_losses, f->defender_losses);
}

static void
simulate (const VikBattleSetup *setup, int battles)
{
  VikRng rng;
  double count[VIK_N_BATTLE_OUTCOMES] = { 0 };
  double a_lost = 0, d_lost = 0;

  vik_rng_seed (&rng, cli_fresh_seed (), 0);
  for (int i = 0; i < battles; i++)
    {
      int result, al, dl;

      vik_forecast_simulate_one (setup, &rng, &result, &al, &dl);
      count[result]++;
      a_lost += al;
      d_lost += dl;
    }
  printf (_("Simulated %d battles: attacker %.2f %%, defender %.2f %%, both %.2f %%; "
            "losses %.3f / %.3f\n"),
          battles, 100.0 * count[0] / battles, 100.0 * count[1] / battles,
          100.0 * count[2] / battles, a_lost / battles, d_lost / battles);
}

/* Times vik_forecast_battle() over at least half a second. */
static void
bench (const VikBattleSetup *setup)
{
  gint64 start = g_get_monotonic_time ();
  gint64 elapsed;
  int runs = 0;
  VikForecast f;

  do
    {
      for (int i = 0; i < 10; i++)
        vik_forecast_battle (setup, &f, NULL);
      runs += 10;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < G_USEC_PER_SEC / 2);
  printf (_("Forecast time: %.4f ms (average of %d runs)\n"),
          elapsed / 1000.0 / runs, runs);
}

/* The setup of the battle the current player's units wait to fight in a saved game. */
static gboolean
setup_from_game (const char *path, const char *label, VikBattleSetup *setup)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) game = vik_game_load (path, &error);
  int hex;

  if (game == NULL)
    {
      cli_error ("%s", error->message);
      return FALSE;
    }
  hex = vik_board_parse_label (vik_game_get_board (game), label);
  if (hex == VIK_NO_HEX)
    {
      cli_error (_("--hex: “%s” is not a hex of this board"), label);
      return FALSE;
    }
  if (!vik_game_pending_battle_setup (game, hex, setup, &error))
    {
      cli_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

int
cli_cmd_odds (int argc, char **argv)
{
  const VikRuleset *rules = vik_ruleset_v2_1 ();
  g_autofree char *attack = NULL, *defend = NULL, *game_path = NULL, *hex = NULL, *edition = NULL;
  g_autofree char *average_attacker = NULL, *average_defender = NULL;
  int sides = 1, terrain = 0, simulated = 0;
  gboolean city = FALSE, support = FALSE, supply = FALSE, defender_supply = FALSE;
  gboolean is_naval = FALSE, do_bench = FALSE;
  GOptionEntry entries[] = {
    { "attack", 0, 0, G_OPTION_ARG_STRING, &attack, N_("Attacking units, e.g. 2I,1C,1A or 2F"), N_("UNITS") },
    { "defend", 0, 0, G_OPTION_ARG_STRING, &defend, N_("Defending units (none for an empty Town or City)"), N_("UNITS") },
    { "sides", 0, 0, G_OPTION_ARG_INT, &sides, N_("Hex sides the attackers enter from (default 1)"), N_("N") },
    { "terrain-dice", 0, 0, G_OPTION_ARG_INT, &terrain, N_("Defensive Terrain dice, 0-2 (best of terrain and Town/City)"), N_("N") },
    { "city", 0, 0, G_OPTION_ARG_NONE, &city, N_("The hex holds a defender's Town or City"), NULL },
    { "town", 0, 0, G_OPTION_ARG_NONE, &city, N_("The same as --city"), NULL },
    { "naval-support", 0, 0, G_OPTION_ARG_NONE, &support, N_("A defending Frigate is adjacent (13.32; at sea with Frigate Options, 16.7)"), NULL },
    { "average-attacker", 0, 0, G_OPTION_ARG_STRING, &average_attacker, N_("Luck Averaging (16.4): pairs of dice the attacker leaves unrolled each round, or all"), N_("N|all") },
    { "average-defender", 0, 0, G_OPTION_ARG_STRING, &average_defender, N_("Luck Averaging (16.4): pairs of dice the defender leaves unrolled each round, or all"), N_("N|all") },
    { "supply", 0, 0, G_OPTION_ARG_NONE, &supply, N_("The attacker has Combat Supply (11.2)"), NULL },
    { "defender-supply", 0, 0, G_OPTION_ARG_NONE, &defender_supply, N_("The defender has Combat Supply (11.2)"), NULL },
    { "edition", 0, 0, G_OPTION_ARG_STRING, &edition, N_("The rule book: v2.1 (default), de-v1.1 or v1"), "ID" },
    { "naval", 0, 0, G_OPTION_ARG_NONE, &is_naval, N_("A Naval Battle, Frigates against Frigates"), NULL },
    { "game", 0, 0, G_OPTION_ARG_FILENAME, &game_path, N_("A saved game: the battle waiting in --hex"), N_("FILE") },
    { "hex", 0, 0, G_OPTION_ARG_STRING, &hex, N_("With --game: the hex where the current player's units wait to fight"), N_("HEX") },
    { "simulate", 0, 0, G_OPTION_ARG_INT, &simulated, N_("Also play N battles with dice, to compare"), N_("N") },
    { "bench", 0, 0, G_OPTION_ARG_NONE, &do_bench, N_("Print the time one forecast takes"), NULL },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  VikBattleSetup setup;
  VikForecast f;

  if (!cli_parse_options ("odds", NULL, _("The odds of a Battle (13.3), computed exactly."),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    {
      cli_error (_("Unexpected argument “%s”"), argv[1]);
      return CLI_EXIT_USAGE;
    }
  if (game_path != NULL)
    {
      if (hex == NULL)
        {
          cli_error (_("--game needs --hex"));
          return CLI_EXIT_USAGE;
        }
      if (!setup_from_game (game_path, hex, &setup))
        return CLI_EXIT_FAILURE;
      goto forecast;
    }
  if (attack == NULL)
    {
      cli_error (_("--attack is required (or --game and --hex)"));
      return CLI_EXIT_USAGE;
    }

  if (edition != NULL)
    {
      int e = vik_edition_lookup (edition);
      if (e < 0)
        {
          cli_error (_("Unknown edition “%s”: v2.1, de-v1.1 or v1"), edition);
          return CLI_EXIT_USAGE;
        }
      rules = vik_ruleset_edition (e);
    }
  vik_battle_setup_init (&setup, is_naval);
  setup.town_or_city = city;
  setup.naval_support = support;
  setup.attacker_hit_max = supply ? rules->supply_hit_max : rules->hit_max;
  setup.defender_hit_max = defender_supply ? rules->supply_hit_max : rules->hit_max;
  setup.max_attack_dice = is_naval ? rules->max_naval_attack_dice : rules->max_land_attack_dice;
  vik_ruleset_battle_setup (rules, &setup);
  if (!parse_units ("--attack", attack, setup.attackers)
      || !parse_units ("--defend", defend, setup.defenders)
      || !small_number ("--sides", sides, 6, &setup.hex_sides)
      || !small_number ("--terrain-dice", terrain, 6, &setup.terrain_dice))
    return CLI_EXIT_USAGE;

forecast:
  /* Given, they override what a saved game's rules say. */
  if (!parse_pairs ("--average-attacker", average_attacker, &setup.attacker_pairs)
      || !parse_pairs ("--average-defender", average_defender, &setup.defender_pairs))
    return CLI_EXIT_USAGE;
  if (!vik_forecast_battle (&setup, &f, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  print_pairs (TRUE, setup.attacker_pairs);
  print_pairs (FALSE, setup.defender_pairs);
  print_forecast (&f);
  if (simulated > 0)
    simulate (&setup, simulated);
  if (do_bench)
    bench (&setup);
  return CLI_EXIT_OK;
}
