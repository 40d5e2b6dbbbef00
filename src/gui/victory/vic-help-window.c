/* vic-help-window.c: How to Play Victory (see the header). */
#include "config.h"

#include "vic-help-window.h"
#include "vik-help-frame.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

static const VicHelpSection sections[] = {
  { N_("The goal (10.0)"),
    N_("Each map has six Cities worth 10 production points (PP) in all (1.2). Control Cities worth the "
       "scenario’s PP and you win at the Victory Check: 15 PP on two maps in Quick Start. The side panel "
       "shows what each player holds.") },
  { N_("A game turn (2.0)"),
    N_("<b>Initiative:</b> each player rolls two dice; the highest moves first. <b>Move Phase:</b> the players "
       "move in turn. <b>Combat Phase:</b> the battles are fought one by one. <b>Supply and Victory Check.</b> "
       "<b>Production Phase:</b> each player builds in his Cities.") },
  { N_("Blocks and the fog of war (4.0, 6.2)"),
    N_("Your blocks show their type and, on the top edge, their strength (1 to 4); each hit turns a block "
       "down one step. Other players’ blocks are blank squares of their colour until a battle reveals them. "
       "Between players a screen covers the board: pass the computer on and press Ready.") },
  { N_("Moving (5.0)"),
    N_("Click one of your blocks (or its row in the side panel): the hexes it may enter light up; click one "
       "to move a hex at a time, and Stop or End when done. A stack is drawn as a fan, its front block whole: "
       "a click on it lists its blocks to pick from. Forests, Marshes and Mountains stop ground units, "
       "and so does a River without a Bridge. Stacking and hexside limits count (5.2, 5.3). A Strategic Move "
       "goes up to six hexes by road, air or sea but never into a battle (5.9). Entering an enemy hex starts a "
       "battle.") },
  { N_("Combat (6.0)"),
    N_("A battle lasts up to three rounds. In each round every block acts in its combat turn, A to F, the "
       "defender first on the same letter: it fires, passes or retreats (6.31). Firing rolls one die per "
       "step; each die at or under the block’s firepower against the chosen target group (air, naval, ground) "
       "is a hit (6.4). Hits go to the strongest blocks of the group; among equals the owner chooses (6.46). "
       "The attacker who has not won after the third round retreats.") },
  { N_("Supply (7.0)"),
    N_("Ground and air units need a supply line: a road of friendly or neutral hexes to a friendly City that "
       "is linked to another. A unit out of supply loses a step in the Supply Phase; your blocks out of supply "
       "carry a red cross on the map.") },
  { N_("Production (8.0)"),
    N_("Each City’s PP are spent in that City only: a new block at strength 1 or a step more for a block "
       "there; PP not spent are lost. New blocks can be built only in Cities held from the start.") },
  { N_("Allies (10.4)"),
    N_("In the Two-Front War for three, the players of the two outer maps are allies. They never fight each "
       "other, may stand in the same hexes (each with his own stacking limits), count each other’s hexes as "
       "friendly for supply, retreats, ports and Airbases, see each other’s blocks, and win together when "
       "their Cities make 25 PP.") },
  { N_("Commanders (10.5)"),
    N_("A team game on four maps: each side’s General commands its ground units, its Admiral its ships, its "
       "Air Marshal its aircraft, and its Politician, if it has one, all production. The side panel names the "
       "commander who decides, or the war council of the whole side. Votes and changes of command are settled "
       "at the table.") },
  { N_("In this window"),
    N_("The side panel names the phase, who decides and what is asked, with the rule case; says what to do, "
       "how much is left (blocks to deploy, blocks that can still move, PP to spend) and how it ends; lights "
       "where it may be done while no block is selected; and lists what can be done in words. The log says "
       "what happened as everybody may see it, naming Cities and Towns. Undo takes back your own "
       "moves, never past a die, a revealed block or another player’s decision. Games are saved as .vic "
       "files; Open finds the right game by itself.") },
  { NULL, NULL },
};

const VicHelpSection *
vic_help_sections (void)
{
  return sections;
}

GtkWindow *
vic_help_window_new (GtkWindow *parent)
{
  /* the frame both games' help share (vik-help-frame.h) */
  VikHelpFrame *self = vik_help_frame_new (parent, _("How to Play Victory"), 560, 640);
  GtkBox *page = vik_help_frame_get_page (self);

  for (const VicHelpSection *s = sections; s->heading != NULL; s++)
    {
      GtkWidget *heading = gtk_label_new (_(s->heading));
      GtkWidget *body = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "title-4");
      gtk_label_set_markup (GTK_LABEL (body), _(s->body));
      gtk_label_set_wrap (GTK_LABEL (body), TRUE);
      gtk_label_set_xalign (GTK_LABEL (body), 0);
      gtk_box_append (page, heading);
      gtk_box_append (page, body);
    }
  return GTK_WINDOW (self);
}

static void
on_help_destroy (GtkWindow *window, gpointer data)
{
  GtkWindow *parent = gtk_window_get_transient_for (window);

  if (parent != NULL && g_object_get_data (G_OBJECT (parent), "vic-help-window") == window)
    g_object_set_data (G_OBJECT (parent), "vic-help-window", NULL);
}

void
vic_help_window_present (GtkWindow *parent)
{
  GtkWindow *window = parent != NULL ? g_object_get_data (G_OBJECT (parent), "vic-help-window") : NULL;

  if (window == NULL)
    {
      window = vic_help_window_new (parent);
      if (parent != NULL)
        {
          g_object_set_data (G_OBJECT (parent), "vic-help-window", window);
          g_signal_connect (window, "destroy", G_CALLBACK (on_help_destroy), NULL);
        }
    }
  gtk_window_present (window);
}
