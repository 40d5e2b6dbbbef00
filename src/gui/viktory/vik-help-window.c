/* vik-help-window.c: the "How to play" reference, in our own words.
 *
 * The text is a table of translatable sections in Pango markup; the window
 * shows them one under another in a scrolled page, with the Terrain and
 * Units Supported chart (RULINGS R10) as a grid.  Rule cases are cited as
 * numbers so a player can look them up in the rule book. */
#include "config.h"

#include "vik-help-window.h"
#include "vik-help-frame.h"
#include "vik-gui-util.h"
#include "vik-window.h"
#include "vik-game-model.h"

#include <glib/gi18n.h>

static const VikHelpSection sections[] = {
  { N_("The aim"),
    N_("Each player starts with a few face-down hexes of an unknown map. You explore the map, "
       "build Towns and Cities, raise armies and fleets, and take your rivals' Towns, Cities "
       "and Capitals. The players agree before the game which victory conditions count (5.0).") },
  { N_("A player's turn"),
    N_("The players take turns in seat order. Your turn has three phases, always in this order (6.0):\n"
       "<b>1. Movement &amp; Combat.</b> Move your units and attack: bombard with Artillery and "
       "Frigates, and fight battles by moving units into hexes held by the enemy.\n"
       "<b>2. Building.</b> Build one or two new Towns, or upgrade one of your Towns to a City "
       "(8.2). You must hold your Capital to build (8.1). Every Town or City you build adds the "
       "units it supports to your Reserve.\n"
       "<b>3. Reserve Placement.</b> Place the units of your Reserve in your Towns and Cities; "
       "Frigates go to water next to a Forest City or your Capital (14.0).\n"
       "On your very first turn you build your Capital on one of your starting hexes, and "
       "usually a second Town (4.0).") },
  { N_("Exploring"),
    N_("When a unit moves, or a Town or City is built, next to face-down hexes, those hexes are "
       "revealed: you draw as many tiles from the pile and arrange them as you like (7.0). If "
       "every tile you drew is water, you may put one back and draw until you get land.") },
  { N_("Terrain and units supported"),
    N_("Each Town supports one Infantry. A City supports units according to its terrain, as the "
       "chart below shows (9.1, 9.2). A Town gives one defensive die and a City two, but not in "
       "addition to the terrain's: the better one counts (13.3).") },
  { N_("Movement"),
    N_("Infantry and Artillery have 2 movement points (MP) a turn, Cavalry 3 (10.11). Infantry "
       "and Artillery must stop on entering a Forest or a Mountain, unless one of your Towns or "
       "Cities is there or one of your land units started the turn there (10.12); Cavalry ignore "
       "this. Between two of your Towns or Cities two or three hexes apart, a land unit may move "
       "along a road or ferry for one MP, if the way is explored and free of enemies (10.13).\n"
       "Frigates have 5 MP and stay on water; they may pass through a port, one of your Towns or "
       "Cities next to two water hexes (10.3). A Frigate carries up to three land units: they "
       "embark from the land next to it and disembark onto the land next to it, and may not move "
       "on their own in the same turn (10.4).") },
  { N_("Dice and hits"),
    N_("Every attack is rolled with six-sided dice. Each 1, 2 or 3 is a hit (11.1). For each 1, "
       "the firing player chooses which enemy unit is lost (a tactical victory); the owner "
       "chooses the losses for the 2s and 3s. A player who holds a City on each of the four land "
       "terrains has Combat Supply: his dice hit on 4 or less (11.2). Lost units go back to their "
       "owner's Reserve (11.3). A unit may make only one attack a turn (11.7).") },
  { N_("Bombardment"),
    N_("An Artillery or a Frigate may bombard the enemy units in an adjacent hex: one die per "
       "bombarding unit, and the target cannot fire back (12.0). Towns and Cities cannot be "
       "bombarded.") },
  { N_("Battles"),
    N_("Move land units into a land hex held by the enemy, or Frigates into a water hex with "
       "enemy Frigates, and fight a battle there; only one battle per hex each turn (13.2). "
       "Before the first round, every Artillery on both sides fires one die (13.3, step 0).\n"
       "<b>The attacker rolls</b> one die for each unit type he has in the battle (Infantry, "
       "Cavalry, Artillery; Frigates in a naval battle), plus one die for each extra hex side he "
       "entered from.\n"
       "<b>The defender rolls</b> one die for each unit type he has there, plus one Naval Support "
       "die if one of his Frigates is adjacent, plus the Defensive Terrain dice: two for a "
       "Mountain or a City, else one for a Forest or a Town (13.3). Hits beyond what is needed to "
       "destroy the defenders take away his dice (13.31).\n"
       "Then the casualties are removed. If both sides still have units, the attacker may "
       "retreat to the hexes he came from or fight another round. When the defenders are gone "
       "and an attacker survives, the attacker takes the hex, and a Town or City in it with the "
       "units it supports (11.4).") },
  { N_("Victory"),
    N_("<b>Standard Conquest:</b> win when every other player is eliminated or concedes (5.1).\n"
       "<b>Shorter Conquest:</b> the game ends when the first Capital is captured; the largest "
       "empire wins, scoring one point per Town and two per City (5.3).\n"
       "<b>Race for Dominance:</b> the first empire to reach the points needed for the number of "
       "players wins (5.4).\n"
       "<b>The Doomsday Clock:</b> once the first City is captured, each player rolls a die at the "
       "start of his turn; a 1 puts a coin by his Capital and he rolls no more. When every "
       "Capital has a coin, the game ends and the largest empire wins (5.5).\n"
       "<b>Subjugation Conquest:</b> with the optional rule Subjugation, win when every other "
       "player is your Vassal or concedes (5.2, 16.86).\n"
       "<b>Alliance Optional Victory:</b> with Subjugation, win once you have made Vassals of two "
       "different players without losing your own Capital in between; one of them may be free "
       "again by then (16.87).") },
  { N_("Optional rules"),
    N_("Before the game the players may agree on any of the book's optional rules (16.0). The New "
       "Game dialog offers them, and the side panel shows everyone which are on:") },
  { N_("People and computer players"),
    N_("Every seat is played by a person at this computer or by a computer player. The New Game "
       "dialog sets who plays each one; a scenario may name its computer seats. People and "
       "computers take their turns alike, in seat order (6.0).\n"
       "<b>Easy</b> plays sensibly but misjudges close battles and makes a beginner's mistakes. "
       "<b>Normal</b> weighs every battle by its exact odds, expands, defends its Capital and uses "
       "its Frigates. <b>Hard</b> also tries its best moves against many possible dice and tiles, "
       "for about a second a turn. No computer player cheats: it sees the board as you do, never "
       "the order of the tiles in the pile nor the coming dice.\n"
       "While a computer decides, the bar above the board says so and nothing of the game "
       "responds; its moves, battles and dice show on the board, in the Log and in the Battle "
       "tab like anyone's, at the pace chosen in the main menu (Computer Players' Pace). The "
       "hand-off screen shows only when the decision passes from one person to another: one "
       "person against computers never sees it.\n"
       "The menu on each player's row lets a person take a computer's seat (\"I'll Play …\") or "
       "leave his own to the computer at a level, at any time. Nobody can undo what another "
       "player did: Undo stops where a computer's move or a seat changing hands lies.") },
  { NULL, NULL }
};

/* The sections the other editions' books change (docs/editions.md), by heading;
 * the others are v2.1's with their cases in the edition's own book. */
static const VikHelpSection de_sections[] = {
  { N_("A player's turn"),
    N_("The players take turns in seat order. Your turn has three phases, always in this order (6.0):\n"
       "<b>1. Building.</b> Build one new Town, or upgrade one of your Towns to a City (7.2). You "
       "must hold your Capital at the start of your turn to build (7.1). Every Town or City you "
       "build adds the unit it supports to your Reserve.\n"
       "<b>2. Movement &amp; Combat.</b> Move your units and attack: bombard with Artillery and "
       "Frigates, and fight battles by moving units into hexes held by the enemy.\n"
       "<b>3. Reserve Placement.</b> Place the units of your Reserve in your Towns and Cities; "
       "Frigates go to water next to a Forest City or your Capital (13.0).\n"
       "On your very first turn you only build your Capital on one of your three starting hexes "
       "and place its Infantry (4.0).") },
  { N_("Exploring"),
    N_("The tiles lie face down from the start. When a unit moves next to face-down hexes, or a "
       "Town or City is built next to them, they are turned over (3.2, 9.2, 7.3): nobody chooses "
       "where a tile goes.") },
  { N_("Movement"),
    N_("Infantry and Artillery have 2 movement points (MP) a turn, Cavalry 3 (9.11). Every unit "
       "must stop on entering a Forest or a Mountain, unless one of your Towns or Cities is there "
       "or one of your land units started the turn there (9.12). Between two of your Towns or "
       "Cities at most three land hexes apart, a land unit may move along a road for one MP, if "
       "the way is free of enemies; a Town built this turn is not on the roads yet (9.13).\n"
       "Frigates have 5 MP and stay on water; they may pass through a port, one of your Towns or "
       "Cities next to water but not one built this turn (9.32). A Frigate carries up to three "
       "land units: they embark from the land next to it and disembark onto the land next to it, "
       "and may not move on their own in the same turn (9.4).") },
  { N_("Dice and hits"),
    N_("Every attack is rolled with six-sided dice. Each 1, 2 or 3 is a hit (10.1). For each 1, "
       "the firing player chooses which enemy unit is lost; the owner chooses the losses for the "
       "2s and 3s. Lost units go back to their owner's Reserve (10.2). A unit may make only one "
       "attack a turn (10.6).") },
  { N_("Bombardment"),
    N_("An Artillery or a Frigate may bombard the enemy units in a hex one or two hexes away: one "
       "die, and the target cannot fire back (11.0). Forests, Mountains, Towns and Cities block "
       "the line of sight; you choose the path, so one free hex between is enough (11.2). Towns "
       "and Cities cannot be bombarded.") },
  { N_("Battles"),
    N_("Move land units into a land hex held by the enemy, or Frigates into a water hex with "
       "enemy Frigates, and fight a battle there; only one battle per hex each turn (12.2). "
       "Before the first round, each attacking Artillery fires one die (12.3, step 0).\n"
       "<b>The attacker rolls</b> one die for Infantry, two for Cavalry and one for Artillery, "
       "four at most; one die in a naval battle. Extra hex sides give no dice.\n"
       "<b>The defender rolls</b> one die for each unit type he has there, plus one Naval Support "
       "die if one of his Frigates is adjacent, plus the Defensive Terrain dice: two for a "
       "Mountain or a City, else one for a Forest or a Town (12.3). Hits beyond what is needed to "
       "destroy the defenders take away the dice of his units, never the Naval Support or terrain "
       "dice (12.31).\n"
       "Then the casualties are removed. If both sides still have units, the attacker may "
       "retreat to the hexes he came from or fight another round. When the defenders are gone "
       "and an attacker survives, the attacker takes the hex, and a Town or City in it with the "
       "units it supports (10.3).") },
  { N_("Victory"),
    N_("<b>Standard Conquest:</b> win when every other player is eliminated or concedes (5.1).\n"
       "<b>Shorter Conquest:</b> the game ends when the first Capital is captured; the largest "
       "empire wins, scoring one point per Town and two per City (5.3).\n"
       "<b>Race for Dominance:</b> the first empire worth 20 points at the start of its turn, "
       "before building, wins (5.4).\n"
       "<b>The Doomsday Clock:</b> once the first City is captured, each player rolls a die at the "
       "start of his turn; a 1 puts a coin by his Capital and he rolls no more. When every "
       "Capital has a coin, the game ends and the largest empire wins (5.5).\n"
       "<b>Subjugation Conquest:</b> with the optional rule Subjugation, win when every other "
       "player is your Vassal or concedes (5.2, 15.66). The book has no other victory by "
       "Vassals.") },
  { NULL, NULL }
};

static const VikHelpSection v1_sections[] = {
  { N_("The aim"),
    N_("Each player starts from a corner of a map that lies face up. You build Towns and Cities, "
       "raise armies and fleets, and take your rivals' Towns, Cities and Capitals. The only "
       "victory is conquest: you win when every other player is eliminated or concedes.") },
  { N_("A player's turn"),
    N_("The players take turns in seat order. Your turn has three steps (Each Turn):\n"
       "<b>1. Building.</b> Build one Town, or upgrade one of your Towns to a City; you must hold "
       "your Capital at the beginning of your turn (Building).\n"
       "<b>2. Movement and attacks</b> with your units, in any order.\n"
       "<b>3. Placement.</b> Place your Reserve in your Towns and Cities; without your Capital you "
       "place nothing (Placement).\n"
       "Your first turn builds your Capital on one of your starting hexes (or, when they are all "
       "water, the nearest land) and places its Infantry (Game Start).") },
  { N_("Exploring"),
    N_("There is no exploring: the whole map is face up from the start (The Map).") },
  { N_("Terrain and units supported"),
    N_("Each Town supports one Infantry. A City supports units according to its terrain, as the "
       "chart below shows (Unit Types). A Town gives one defensive die and a City two; the land "
       "itself gives none (Regular Attacks 3).") },
  { N_("Movement"),
    N_("Infantry and Artillery move 2 hexes a turn, Cavalry 3, Frigates 5 over water (Movement). "
       "There is no slow terrain and there are no roads. A Frigate may pass through one of your "
       "Towns or Cities next to water, but not one built this turn (Frigate Pass-Through), and "
       "carries up to three land units, which may not move on their own in the same turn "
       "(Frigate Transport).") },
  { N_("Dice and hits"),
    N_("Every attack is rolled with six-sided dice. Each 1, 2 or 3 is a hit. For each 1, the "
       "firing player chooses which enemy unit is lost; the owner chooses the losses for the 2s "
       "and 3s. Lost units go to their owner's Reserve. A unit may make only one attack a turn "
       "(Attacks).") },
  { N_("Bombardment"),
    N_("An Artillery or a Frigate may bombard the enemy units in a hex one or two hexes away: one "
       "die, and the target cannot fire back (Bombard Attacks). Towns and Cities cannot be "
       "bombarded.") },
  { N_("Battles"),
    N_("Move units into a hex held by the enemy to attack it; each hex may be attacked once a "
       "turn (Regular Attacks). Each attacking Artillery first fires one die (Regular Attacks 1).\n"
       "<b>The attacker rolls</b> one die for Infantry, two for Cavalry and one for Artillery, "
       "four at most (Regular Attacks 2).\n"
       "<b>The defender rolls</b> one die for each unit type he has there, plus one for a Town or "
       "two for a City, plus one for an adjacent Frigate (Regular Attacks 3).\n"
       "Then the casualties are removed. The attacker may retreat all his units to one hex an "
       "attacking unit came from, never onto a Frigate (Regular Attacks 5). When the defenders "
       "are gone and an attacker survives, he takes the hex and a Town or City in it with the "
       "units it supports (Regular Attacks 6).") },
  { N_("Victory"),
    N_("<b>Conquest:</b> play goes on until one player has conquered all the others or they "
       "concede (Placement).") },
  { N_("Optional rules"),
    N_("The original game has no optional rules: \"The object of VIKTORY can only be total "
       "victory and conquest of the world\" (Introduction).") },
  { NULL, NULL }
};

/* [16.8]: what Subjugation changes, after its line in the optional rules
 * (v2.1's cases, rewritten for the edition's book). */
static const char subjugation_text[] =
  N_("The Ruler at once withdraws his units from the capital he took to the hexes around it, and "
     "the Vassal may reinforce it from his Reserve (16.82). The Vassal may not attack anyone on his "
     "next turn (16.83), never attacks his Alliance and may pass through its hexes without stopping; "
     "his Ruler may pass through the Vassal's hexes, but stopping in one, or bombarding it, is a "
     "battle that frees him (16.84). A Vassal is also free when his Ruler loses his own Capital, or "
     "when he takes another player's Capital himself (16.85).");

/* RULINGS R10: what a Town and a City support on each land terrain, and the
 * terrain's defensive dice. */
static const struct {
  const char *terrain, *town, *city, *dice;
} chart[] = {
  { N_("Plains"), N_("1 Infantry"), N_("3 Infantry"), "0" },
  { N_("Grassland"), N_("1 Infantry"), N_("1 Infantry + 1 Cavalry"), "0" },
  { N_("Forest"), N_("1 Infantry"), N_("1 Infantry + 1 Frigate"), "1" },
  { N_("Mountain"), N_("1 Infantry"), N_("1 Infantry + 1 Artillery"), "2" },
};

const VikHelpSection *
vik_help_sections (void)
{
  return sections;
}

/* The edition's section for the v2.1 section `s`: its own, or NULL for v2.1's. */
static const VikHelpSection *
edition_section (VikEdition edition, const VikHelpSection *s)
{
  const VikHelpSection *own = edition == VIK_EDITION_DE_V1_1 ? de_sections
                              : edition == VIK_EDITION_V1 ? v1_sections : NULL;

  for (; own != NULL && own->heading != NULL; own++)
    if (g_strcmp0 (own->heading, s->heading) == 0)
      return own;
  return NULL;
}

/* The optional rules of the edition's book, one line each by the book's own
 * names and cases ("Flat World (15.1)"), after the section's introduction. */
static char *
optional_rules_body (VikEdition edition, const char *intro)
{
  GString *body = g_string_new (intro);

  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      g_autofree char *title = NULL, *summary = NULL, *line = NULL;

      if (!vik_edition_has_option (edition, o))
        continue;
      title = vik_option_title_in (edition, o);
      summary = vik_option_summary_in (edition, o);
      line = g_markup_printf_escaped ("\n• <b>%s:</b> %s.", title, summary);
      g_string_append (body, line);
      if (o == VIK_OPTION_SUBJUGATION)
        {
          g_autofree char *more = vik_edition_cite_text (edition, _(subjugation_text));
          g_string_append_printf (body, " %s", more);
        }
    }
  return g_string_free (body, FALSE);
}

char *
vik_help_section_body (VikEdition edition, guint index)
{
  const VikHelpSection *s = &sections[index];
  const VikHelpSection *own = edition_section (edition, s);
  g_autofree char *body = own != NULL ? g_strdup (_(own->body)) : vik_edition_cite_text (edition, _(s->body));

  if (g_strcmp0 (s->heading, N_("Optional rules")) == 0)
    return optional_rules_body (edition, body);
  return g_steal_pointer (&body);
}

static GtkWidget *
label_new (const char *markup, gboolean heading)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (heading)
    gtk_widget_add_css_class (label, "title-3");
  return label;
}

static GtkWidget *
chart_new (VikEdition edition)
{
  const VikRuleset *rules = vik_ruleset_edition (edition);
  GtkWidget *grid = gtk_grid_new ();
  const char *heads[] = { N_("Terrain"), N_("A Town supports"), N_("A City supports"),
                          N_("Defensive dice") };

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_widget_set_margin_start (grid, 12);
  for (guint c = 0; c < G_N_ELEMENTS (heads); c++)
    {
      g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", _(heads[c]));
      gtk_grid_attach (GTK_GRID (grid), label_new (markup, FALSE), c, 0, 1, 1);
    }
  for (guint r = 0; r < G_N_ELEMENTS (chart); r++)
    {
      static const VikTerrain terrain[] = { VIK_TERRAIN_PLAINS, VIK_TERRAIN_GRASSLAND,
                                            VIK_TERRAIN_FOREST, VIK_TERRAIN_MOUNTAIN };
      char dice[4];
      const char *city = _(chart[r].city);
      const char *cells[4];

      /* The edition's table: a Plains City of the older books supports two Infantry. */
      g_snprintf (dice, sizeof dice, "%u", rules->terrain_defense[terrain[r]]);
      if (terrain[r] == VIK_TERRAIN_PLAINS && rules->city_support[VIK_TERRAIN_PLAINS][VIK_UNIT_INFANTRY] == 2)
        city = _("2 Infantry");
      cells[0] = _(chart[r].terrain);
      cells[1] = _(chart[r].town);
      cells[2] = city;
      cells[3] = dice;

      for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
        {
          GtkWidget *label = gtk_label_new (cells[c]);

          gtk_label_set_xalign (GTK_LABEL (label), 0.0);
          gtk_grid_attach (GTK_GRID (grid), label, c, r + 1, 1, 1);
        }
    }
  return grid;
}

/* The edition of the game shown in parent (a game window), else v2.1. */
static VikEdition
parent_edition (GtkWindow *parent)
{
  const VikGame *game;

  if (parent == NULL || !VIK_IS_WINDOW (parent))
    return VIK_EDITION_V2_1;
  game = vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (parent)));
  return game != NULL ? vik_game_get_rules (game)->edition : VIK_EDITION_V2_1;
}

GtkWindow *
vik_help_window_new (GtkWindow *parent)
{
  return vik_help_window_new_for (parent, parent_edition (parent));
}

GtkWindow *
vik_help_window_new_for (GtkWindow *parent, VikEdition edition)
{
  /* the frame both games' help share (vik-help-frame.h) */
  VikHelpFrame *self = vik_help_frame_new (parent, _("How to Play"), 640, 720);
  GtkWidget *window = GTK_WIDGET (self);
  GtkWidget *box = GTK_WIDGET (vik_help_frame_get_page (self));

  /* Which book: its title first, then the sections in its words and cases. */
  {
    g_autofree char *book = g_markup_printf_escaped ("<i>%s</i>", vik_edition_title (edition));
    GtkWidget *label = label_new (book, FALSE);
    gtk_widget_set_name (label, "help-edition");
    gtk_box_append (GTK_BOX (box), label);
  }
  for (const VikHelpSection *s = sections; s->heading != NULL; s++)
    {
      g_autofree char *heading = g_markup_escape_text (_(s->heading), -1);
      g_autofree char *body = vik_help_section_body (edition, s - sections);

      gtk_box_append (GTK_BOX (box), label_new (heading, TRUE));
      gtk_box_append (GTK_BOX (box), label_new (body, FALSE));
      if (s == &sections[3]) /* after "Terrain and units supported" */
        gtk_box_append (GTK_BOX (box), chart_new (edition));
    }
  g_object_set_data (G_OBJECT (window), "vik-help-edition", GINT_TO_POINTER (edition + 1));
  return GTK_WINDOW (window);
}

void
vik_help_window_present (GtkWindow *parent)
{
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;
  GtkWindow *window = NULL;

  /* one reference window per application */
  if (app != NULL)
    for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
      if (g_object_get_data (l->data, "vik-help") != NULL)
        window = l->data;
  /* it follows the edition of the game being played */
  if (window != NULL
      && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "vik-help-edition")) != (int) parent_edition (parent) + 1)
    {
      gtk_window_destroy (window);
      window = NULL;
    }
  if (window == NULL)
    {
      window = vik_help_window_new (parent);
      g_object_set_data (G_OBJECT (window), "vik-help", GINT_TO_POINTER (1));
    }
  /* it belongs to the game window that asked last, and closes with it: it
   * never stays open over another game */
  if (parent != NULL)
    gtk_window_set_transient_for (window, parent);
  gtk_window_set_destroy_with_parent (window, TRUE);
  gtk_window_present (window);
}
