/* vic-new-game-page.c: Victory's page of New Game (see the header); its
 * widgets in data/ui/vic-new-game-page.ui. */
#include "config.h"

#include "vic-new-game-page.h"
#include "vic-scenario.h"
#include "vic-window.h"
#include "vik-gui-util.h"
#include "vik-gui-game.h"
#include "vik-player-colors.h"
#include "vic-victory-painter.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#define N_NAMES 4
G_STATIC_ASSERT (N_NAMES == VIC_MAX_PLAYERS);

/* The colours of the last new game (vik-player-colors.h): Victory's own
 * key, its palette being another than VIKTORY II's. */
#define COLORS_KEY "victory-player-colors"

struct _VicNewGamePage
{
  GtkBox parent_instance;

  AdwComboRow *scenario;
  AdwComboRow *count;           /* the player counts the scenario accepts */
  int counts[N_NAMES];
  guint n_counts;
  AdwPreferencesGroup *players_group;
  GtkStringList *seat_kinds;    /* the template's choices of who plays a seat */
  AdwEntryRow *names[N_NAMES];
  GtkWidget *colors[N_NAMES];   /* each player's colour */
  GtkDropDown *seats[N_NAMES];  /* who plays: a person, or a computer of a level */
  GSettings *settings;          /* NULL without the schema */
  AdwEntryRow *seed;
  GtkLabel *error_label;
};

static void page_iface_init (VikNewGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VicNewGamePage, vic_new_game_page, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_NEW_GAME_PAGE, page_iface_init))

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

/* Starts the game in `parent` if it is a Victory window, else in a new one. */
static gboolean
start (VikNewGamePage *page, GtkWindow *parent)
{
  VicNewGamePage *self = VIC_NEW_GAME_PAGE (page);
  const char *const *ids = vic_scenario_preset_ids ();
  guint chosen = adw_combo_row_get_selected (self->scenario);
  guint count = adw_combo_row_get_selected (self->count);
  int n = count < self->n_counts ? self->counts[count] : 2;
  const char *names[N_NAMES];
  int seats[N_NAMES];
  VikPlayerColor colors[N_NAMES];
  guint64 seed;
  g_autoptr (GError) error = NULL;
  VicWindow *window;
  gboolean new_window = !VIC_IS_WINDOW (parent);

  if (!vik_seed_read (GTK_WIDGET (self->seed), self->error_label, &seed))
    return FALSE;
  for (int p = 0; p < N_NAMES; p++)
    {
      names[p] = gtk_editable_get_text (GTK_EDITABLE (self->names[p]));
      /* the list: Person, then the computer levels in VikAiLevel order */
      seats[p] = (int) gtk_drop_down_get_selected (self->seats[p]) - 1;
      colors[p] = vik_player_color_button_get (self->colors[p]);
    }
  window = new_window ? vic_window_new (parent != NULL ? gtk_window_get_application (parent) : NULL)
                      : VIC_WINDOW (parent);
  if (!vic_window_start_preset (window, ids[chosen], n, names, seats, colors, seed, &error))
    {
      if (new_window)
        gtk_window_destroy (GTK_WINDOW (window));
      vik_error_label_show (self->error_label, error->message);
      return FALSE;
    }
  vik_player_colors_remember (self->settings, COLORS_KEY, colors, n);
  gtk_window_present (GTK_WINDOW (window));
  vik_board_view_fit (vic_window_get_board_view (window));
  /* another game's window showing no game is not needed any more */
  if (new_window && vik_gui_games_window_is_empty (parent))
    gtk_window_destroy (parent);
  return TRUE;
}

static void
page_iface_init (VikNewGamePageInterface *iface)
{
  iface->start = start;
}

/* A row per player: his name, his colour and who plays him, a person at
 * this computer or a computer of a level (the template's `seat_kinds`). */
static void
add_player_rows (VicNewGamePage *self)
{
  for (int p = 0; p < N_NAMES; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %d"), p + 1);
      g_autofree char *id = g_strdup_printf ("player-%d", p + 1);
      g_autofree char *seat_id = g_strdup_printf ("player-%d-seat", p + 1);
      g_autofree char *label = g_strdup_printf (_("Who plays Player %d"), p + 1);

      self->names[p] = ADW_ENTRY_ROW (adw_entry_row_new ());
      gtk_widget_set_name (GTK_WIDGET (self->names[p]), id);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->names[p]), title);
      self->seats[p] = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->seat_kinds)), NULL));
      gtk_widget_set_name (GTK_WIDGET (self->seats[p]), seat_id);
      gtk_widget_set_valign (GTK_WIDGET (self->seats[p]), GTK_ALIGN_CENTER);
      /* no tooltip: it stood over the list the drop-down opens */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->seats[p]), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      self->colors[p] = vik_player_color_button_new (p, vic_player_default_color (p));
      adw_entry_row_add_suffix (self->names[p], self->colors[p]);
      adw_entry_row_add_suffix (self->names[p], GTK_WIDGET (self->seats[p]));
      adw_preferences_group_add (self->players_group, GTK_WIDGET (self->names[p]));
    }
}

static void
update_rows (VicNewGamePage *self)
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
update_counts (VicNewGamePage *self)
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
vic_new_game_page_dispose (GObject *object)
{
  VicNewGamePage *self = VIC_NEW_GAME_PAGE (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), VIC_TYPE_NEW_GAME_PAGE);
  G_OBJECT_CLASS (vic_new_game_page_parent_class)->dispose (object);
}

static void
vic_new_game_page_class_init (VicNewGamePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vic_new_game_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, VicNewGamePage, seat_kinds);
  gtk_widget_class_bind_template_child (widget_class, VicNewGamePage, scenario);
  gtk_widget_class_bind_template_child (widget_class, VicNewGamePage, players_group);
  gtk_widget_class_bind_template_child (widget_class, VicNewGamePage, count);
  gtk_widget_class_bind_template_child (widget_class, VicNewGamePage, seed);
  gtk_widget_class_bind_template_child (widget_class, VicNewGamePage, error_label);
  gtk_widget_class_bind_template_callback (widget_class, update_rows);
  gtk_widget_class_bind_template_callback (widget_class, update_counts);
}

static void
vic_new_game_page_init (VicNewGamePage *self)
{
  g_autoptr (GtkStringList) scenarios = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  add_player_rows (self);
  self->settings = vik_settings_new ();
  vik_player_colors_restore (self->settings, COLORS_KEY, self->colors, N_NAMES);
  /* the player rows are there: choosing the scenario updates them */
  for (const char *const *id = vic_scenario_preset_ids (); *id != NULL; id++)
    gtk_string_list_append (scenarios, vic_preset_title (*id));
  adw_combo_row_set_model (self->scenario, G_LIST_MODEL (scenarios));
  update_counts (self);
}

GtkWidget *
vic_new_game_page_new (GtkWindow *parent)
{
  (void) parent;   /* Start is told the window it stands over */
  return g_object_new (VIC_TYPE_NEW_GAME_PAGE, NULL);
}
