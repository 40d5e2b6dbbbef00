/* vic-new-game-dialog.c: New Game for Victory (see the header). */
#include "config.h"

#include "vic-new-game-dialog.h"
#include "vic-scenario.h"
#include "vic-window.h"
#include "vik-gui-util.h"
#include "vik-new-game-dialog.h"
#include "vik-window.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#define N_NAMES 4

struct _VicNewGameDialog
{
  AdwWindow parent_instance;

  GtkWindow *parent;        /* a VicWindow or a VikWindow */
  AdwComboRow *scenario;
  AdwComboRow *count;           /* the player counts the scenario accepts */
  int counts[N_NAMES];
  guint n_counts;
  AdwEntryRow *names[N_NAMES];
  GtkDropDown *seats[N_NAMES];  /* who plays: a person, or a computer of a level */
  AdwEntryRow *seed;
  GtkLabel *error_label;
};

G_DEFINE_FINAL_TYPE (VicNewGameDialog, vic_new_game_dialog, ADW_TYPE_WINDOW)

const char *
vic_preset_title (const char *id)
{
  if (g_strcmp0 (id, "quick-start") == 0) return _("Quick Start (10.1)");
  if (g_strcmp0 (id, "custom-forces") == 0) return _("Custom Forces (10.2)");
  if (g_strcmp0 (id, "sleeping-giant") == 0) return _("Sleeping Giant (10.3)");
  if (g_strcmp0 (id, "two-front-war") == 0) return _("Two-Front War (10.4)");
  if (g_strcmp0 (id, "commanders") == 0) return _("Commanders (10.5)");
  return id;
}

GtkWidget *
vic_scenario_row_new (void)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();

  for (const char *const *id = vic_scenario_preset_ids (); *id != NULL; id++)
    gtk_string_list_append (list, vic_preset_title (*id));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Scenario"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  g_object_unref (list);
  gtk_widget_set_name (row, "scenario");
  return row;
}

GtkWidget *
vic_game_choice_row_new (gboolean victory, GCallback other, gpointer data)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *viktory = gtk_toggle_button_new_with_label ("VIKTORY II");
  GtkWidget *vic = gtk_toggle_button_new_with_label (C_("game name", "Victory"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Game"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), victory ? _("Columbia Games’ WW2 block game")
                                                             : _("Morrison Games’ hex game of exploration and conquest"));
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_name (viktory, "game-viktory");
  gtk_widget_set_name (vic, "game-victory");
  gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (vic), GTK_TOGGLE_BUTTON (viktory));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (victory ? vic : viktory), TRUE);
  g_signal_connect_swapped (victory ? viktory : vic, "clicked", other, data);
  gtk_box_append (GTK_BOX (box), viktory);
  gtk_box_append (GTK_BOX (box), vic);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  return row;
}

/* VIKTORY II chosen: its own dialog, over a VIKTORY II window. */
static void
on_viktory_chosen (VicNewGameDialog *self)
{
  GtkWindow *target = self->parent;

  if (!VIK_IS_WINDOW (target))
    {
      target = GTK_WINDOW (vik_window_new (gtk_window_get_application (self->parent)));
      gtk_window_present (target);
    }
  gtk_window_present (GTK_WINDOW (vik_new_game_dialog_new (VIK_WINDOW (target))));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_start (VicNewGameDialog *self)
{
  const char *const *ids = vic_scenario_preset_ids ();
  guint chosen = adw_combo_row_get_selected (self->scenario);
  guint count = adw_combo_row_get_selected (self->count);
  int n = count < self->n_counts ? self->counts[count] : 2;
  const char *names[N_NAMES];
  int seats[N_NAMES];
  guint64 seed;
  g_autoptr (GError) error = NULL;
  VicWindow *window;
  gboolean new_window = !VIC_IS_WINDOW (self->parent);

  if (!vik_seed_read (GTK_WIDGET (self->seed), self->error_label, &seed))
    return;
  for (int p = 0; p < N_NAMES; p++)
    {
      names[p] = gtk_editable_get_text (GTK_EDITABLE (self->names[p]));
      /* the list: Person, then the computer levels in VikAiLevel order */
      seats[p] = (int) gtk_drop_down_get_selected (self->seats[p]) - 1;
    }
  window = new_window ? vic_window_new (gtk_window_get_application (self->parent)) : VIC_WINDOW (self->parent);
  if (!vic_window_start_preset (window, ids[chosen], n, names, seats, seed, &error))
    {
      if (new_window)
        gtk_window_destroy (GTK_WINDOW (window));
      vik_error_label_show (self->error_label, error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (window));
  vik_board_view_fit (vic_window_get_board_view (window));
  /* a VIKTORY II window showing no game is not needed any more */
  if (new_window && VIK_IS_WINDOW (self->parent)
      && vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (self->parent))) == NULL)
    gtk_window_destroy (self->parent);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Who plays a seat: a person at this computer or a computer of a level. */
static GtkDropDown *
seat_drop_down_new (int player)
{
  const char *const kinds[] = { _("Person"), _("Computer (Easy)"), _("Computer (Normal)"),
                                _("Computer (Hard)"), NULL };
  GtkDropDown *drop = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (kinds));
  g_autofree char *id = g_strdup_printf ("player-%d-seat", player + 1);
  g_autofree char *label = g_strdup_printf (_("Who plays Player %d"), player + 1);

  gtk_widget_set_name (GTK_WIDGET (drop), id);
  gtk_widget_set_valign (GTK_WIDGET (drop), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (drop), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return drop;
}

static void
update_rows (VicNewGameDialog *self)
{
  guint count = adw_combo_row_get_selected (self->count);
  int n = count < self->n_counts ? self->counts[count] : 2;

  for (int p = 0; p < N_NAMES; p++)
    gtk_widget_set_visible (GTK_WIDGET (self->names[p]), p < n);
}

/* The player counts the chosen scenario takes, as the engine says (10.0: 2
 * on two maps or 4 on four; 10.4: 2, or 3 with two allies): only those are offered, the count
 * chosen before kept when the scenario takes it too. */
static void
update_counts (VicNewGameDialog *self)
{
  const char *const *ids = vic_scenario_preset_ids ();
  guint chosen = adw_combo_row_get_selected (self->scenario);
  guint old = adw_combo_row_get_selected (self->count);
  int before = old < self->n_counts ? self->counts[old] : 2;
  GtkStringList *list = gtk_string_list_new (NULL);
  guint keep = 0;

  self->n_counts = 0;
  for (int n = 2; n <= N_NAMES && chosen < g_strv_length ((char **) ids); n++)
    {
      VicScenario sc = { 0 };
      g_autofree char *label = NULL;
      if (!vic_scenario_preset (ids[chosen], n, &sc, NULL))
        continue;
      vic_scenario_clear (&sc);
      if (n == before)
        keep = self->n_counts;
      self->counts[self->n_counts++] = n;
      label = g_strdup_printf (ngettext ("%d player", "%d players", n), n);
      gtk_string_list_append (list, label);
    }
  adw_combo_row_set_model (self->count, G_LIST_MODEL (list));
  g_object_unref (list);
  adw_combo_row_set_selected (self->count, keep);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->count),
                               chosen >= g_strv_length ((char **) ids) ? ""
                               : g_strcmp0 (ids[chosen], "two-front-war") == 0
                               ? _("2 players on three maps, or 3: two allies on the outer maps (10.4)")
                               : g_strcmp0 (ids[chosen], "commanders") == 0
                               ? _("2 sides on four maps; each side’s General, Admiral, Air Marshal and "
                                   "Politician share its seat (10.5)")
                               : _("2 players on two maps, or 4 on four (10.0)"));
  update_rows (self);
}

static void
vic_new_game_dialog_class_init (VicNewGameDialogClass *klass)
{
}

static void
vic_new_game_dialog_init (VicNewGameDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group;

  vik_dialog_add_header (GTK_WINDOW (self), GTK_BOX (box), _("New Game"), _("_Start Game"), "start-game",
                         G_CALLBACK (on_start), TRUE, NULL);

  group = vik_preferences_group_new (page, _("Game"), NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             vic_game_choice_row_new (TRUE, G_CALLBACK (on_viktory_chosen), self));

  group = vik_preferences_group_new (page, _("Scenario"),
                     _("The book’s scenarios on the bundled maps; Quick Start deals each player 20 random units."));
  self->scenario = ADW_COMBO_ROW (vic_scenario_row_new ());
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->scenario));

  group = vik_preferences_group_new (page, _("Players"),
                     _("Two to four players, people or computers, take turns at this computer; between two people a screen keeps each one’s blocks hidden from the other. Computers see only what their side may see."));
  self->count = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->count), _("Number of players"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->count),
                               _("2 players on two maps, or 4 on four (10.0)"));
  gtk_widget_set_name (GTK_WIDGET (self->count), "players");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->count));
  for (int p = 0; p < N_NAMES; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %d"), p + 1);
      g_autofree char *id = g_strdup_printf ("player-%d", p + 1);
      self->names[p] = ADW_ENTRY_ROW (adw_entry_row_new ());
      gtk_widget_set_name (GTK_WIDGET (self->names[p]), id);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->names[p]), title);
      self->seats[p] = seat_drop_down_new (p);
      adw_entry_row_add_suffix (self->names[p], GTK_WIDGET (self->seats[p]));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->names[p]));
    }
  g_signal_connect_swapped (self->count, "notify::selected", G_CALLBACK (update_rows), self);
  g_signal_connect_swapped (self->scenario, "notify::selected", G_CALLBACK (update_counts), self);

  self->seed = ADW_ENTRY_ROW (vik_seed_group_new (page, &self->error_label));

  vik_dialog_set_body (GTK_WINDOW (self), GTK_BOX (box), page);
  update_counts (self);
}

GtkWidget *
vic_new_game_dialog_new (GtkWindow *parent)
{
  VicNewGameDialog *self = g_object_new (VIC_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);

  self->parent = parent;
  vik_window_place_over (GTK_WINDOW (self), parent, 480, 640);
  return GTK_WIDGET (self);
}
