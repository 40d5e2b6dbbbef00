/* vik-host-dialog.c: Host a Network Game (see vik-host-dialog.h); its
 * widgets in data/ui/vik-host-dialog.ui. */
#include "config.h"

#include "vik-host-dialog.h"
#include "vik-gui-util.h"
#include "vik-host-server.h"
#include "vik-net-link.h"
#include "vik-gui-game.h"

#include <glib/gi18n.h>

/* Who plays a seat, as the dialog offers it (the template's who_choices). */
enum { WHO_ME, WHO_FRIEND, WHO_OPEN, WHO_EASY, WHO_NORMAL, WHO_HARD, N_WHO };
static const char *const who_kinds[N_WHO] = { "human", "human", "open", "computer:easy", "computer:normal",
                                              "computer:hard" };

/* The time per stretch of a player's decisions, and what happens then (the
 * Time for a turn and When the time is up rows of the template). */
static const gint64 turn_times[] = { 0, 3600, 6 * 3600, 24 * 3600, 2 * 24 * 3600, 3 * 24 * 3600, 7 * 24 * 3600 };
static const char *const on_deadline_ids[] = { "skip", "computer:easy", "computer:normal", "computer:hard" };

struct _VikHostDialog
{
  AdwWindow parent_instance;

  VikWindow *window;
  AdwComboRow *game;            /* the registered games (vik-gui-game.h) */
  AdwComboRow *scenario;        /* the chosen game's set-ups, when it has a choice */
  const VikGuiGame *scenarios_of; /* whose set-ups `scenario` lists */
  GtkSpinButton *count;
  AdwPreferencesGroup *players_group;
  GtkStringList *who_choices;   /* the template's choices of who plays a seat */
  AdwEntryRow *names[VIK_MAX_PLAYERS];
  GtkDropDown *who[VIK_MAX_PLAYERS];
  AdwComboRow *turn_time;
  AdwComboRow *on_deadline;
  AdwActionRow *port_row;
  GtkSpinButton *port;
  AdwEntryRow *address;
  GtkLabel *error_label;
};

G_DEFINE_FINAL_TYPE (VikHostDialog, vik_host_dialog, ADW_TYPE_WINDOW)

/* the template's Number of players goes from 2 to 8 */
G_STATIC_ASSERT (VIK_MAX_PLAYERS == 8);

static const char *default_names[] = { "Astrid", "Bjorn", "Cnut", "Dagny", "Erik", "Freya", "Gunnar", "Helga" };

static const VikGuiGame *
chosen_game (VikHostDialog *self)
{
  guint n, chosen = adw_combo_row_get_selected (self->game);
  const VikGuiGame *const *games = vik_gui_games (&n);

  return chosen < n ? games[chosen] : vik_viktory_gui_game ();
}

/* The chosen set-up's id, or NULL when the game offers no choice. */
static const char *
scenario_id (VikHostDialog *self)
{
  const VikGuiGame *game = chosen_game (self);
  const char *const *ids = game->scenario_ids ? game->scenario_ids () : NULL;
  guint chosen = adw_combo_row_get_selected (self->scenario);

  if (ids == NULL || ids[0] == NULL)
    return NULL;
  return chosen < g_strv_length ((char **) ids) ? ids[chosen] : ids[0];
}

/* "2 or 4 players": the counts the chosen set-up takes (as the game says);
 * *ok: whether n is one of them. */
static char *
scenario_counts (VikHostDialog *self, int n, gboolean *ok)
{
  const VikGuiGame *game = chosen_game (self);
  GString *words = g_string_new (NULL);
  int counts[VIK_MAX_PLAYERS], k = 0;

  *ok = FALSE;
  for (int c = 2; c <= VIK_MAX_PLAYERS; c++)
    {
      if (game->scenario_takes != NULL && !game->scenario_takes (scenario_id (self), c))
        continue;
      counts[k++] = c;
      *ok = *ok || c == n;
    }
  for (int i = 0; i < k; i++)
    {
      if (i > 0)
        g_string_append (words, i == k - 1 ? _(" or ") : ", ");
      g_string_append_printf (words, "%d", counts[i]);
    }
  {
    g_autofree char *list = g_string_free (words, FALSE);
    /* TRANSLATORS: player counts, "2 or 4" */
    return g_strdup_printf (_("%s players"), list);
  }
}

/* The set-up row lists the chosen game's set-ups (hidden when it has none). */
static void
fill_scenarios (VikHostDialog *self)
{
  const VikGuiGame *game = chosen_game (self);
  const char *const *ids = game->scenario_ids ? game->scenario_ids () : NULL;
  g_autoptr (GtkStringList) titles = gtk_string_list_new (NULL);

  if (self->scenarios_of == game)
    return;
  self->scenarios_of = game;
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    gtk_string_list_append (titles, game->scenario_title ? game->scenario_title (ids[i]) : ids[i]);
  adw_combo_row_set_model (self->scenario, G_LIST_MODEL (titles));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->game), _(game->subtitle));
}

static void
update_rows (VikHostDialog *self)
{
  int n = gtk_spin_button_get_value_as_int (self->count);
  gboolean choice, ok;

  fill_scenarios (self);
  choice = scenario_id (self) != NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->scenario), choice);
  if (choice)
    {
      g_autofree char *counts = scenario_counts (self, n, &ok);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->scenario), counts);
    }
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    gtk_widget_set_visible (GTK_WIDGET (self->names[p]), p < n);
  gtk_widget_set_sensitive (GTK_WIDGET (self->on_deadline), adw_combo_row_get_selected (self->turn_time) > 0);
}

static void
on_host (VikHostDialog *self)
{
  VikHostChoice choice = { 0 };
  g_autofree char *names[VIK_MAX_PLAYERS] = { 0 };
  g_autofree char *address = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->address))));
  int mine = 0;

  choice.game.players = gtk_spin_button_get_value_as_int (self->count);
  choice.my_seat = -1;
  for (int p = 0; p < choice.game.players; p++)
    {
      guint who = gtk_drop_down_get_selected (self->who[p]);
      names[p] = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->names[p]))));
      if (names[p][0] == '\0' || strlen (names[p]) >= 32)
        {
          vik_error_label_show (self->error_label, _("Each player needs a name of 1 to 31 bytes."));
          return;
        }
      if (who >= N_WHO)
        who = WHO_FRIEND;
      if (who == WHO_ME)
        {
          mine++;
          choice.my_seat = p;
        }
      choice.game.names[p] = names[p];
      choice.game.kinds[p] = who_kinds[who];
    }
  if (mine != 1)
    {
      vik_error_label_show (self->error_label, _("Choose “You” for exactly one seat: the one you play here."));
      return;
    }
  {
    const VikGuiGame *game = chosen_game (self);
    const char *scenario = scenario_id (self);
    gboolean ok;
    g_autofree char *counts = scenario_counts (self, choice.game.players, &ok);
    if (!ok)
      {
        g_autofree char *text = g_strdup_printf (_("%s is played by %s."),
                                                 scenario && game->scenario_title ? game->scenario_title (scenario)
                                                 : game->label, counts);
        vik_error_label_show (self->error_label, text);
        return;
      }
    /* VIKTORY II is the server's default game (an older server knows no other) */
    choice.game.game = game == vik_viktory_gui_game () ? NULL : game->id;
    choice.game.scenario = scenario;
  }
  if (address[0] == '\0')
    {
      vik_error_label_show (self->error_label, _("Give the address your friends reach this computer at."));
      return;
    }
  choice.game.turn_time = turn_times[MIN (adw_combo_row_get_selected (self->turn_time), G_N_ELEMENTS (turn_times) - 1)];
  choice.game.on_deadline = on_deadline_ids[MIN (adw_combo_row_get_selected (self->on_deadline),
                                                 G_N_ELEMENTS (on_deadline_ids) - 1)];
  choice.port = (guint) gtk_spin_button_get_value_as_int (self->port);
  choice.address = address;
  vik_window_host_game (self->window, &choice);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* A row per seat: its player's name and who plays it (the template's `who_choices`). */
static void
add_seat_rows (VikHostDialog *self)
{
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %d"), p + 1);
      self->names[p] = ADW_ENTRY_ROW (adw_entry_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->names[p]), title);
      gtk_editable_set_text (GTK_EDITABLE (self->names[p]), default_names[p]);
      self->who[p] = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->who_choices)), NULL));
      gtk_drop_down_set_selected (self->who[p], p == 0 ? WHO_ME : WHO_FRIEND);
      gtk_widget_set_valign (GTK_WIDGET (self->who[p]), GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->who[p]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Who plays this seat"), -1);
      adw_entry_row_add_suffix (self->names[p], GTK_WIDGET (self->who[p]));
      adw_preferences_group_add (self->players_group, GTK_WIDGET (self->names[p]));
    }
}

/* The port of the server running already (then not to be changed), or the
 * default one; the address friends reach this computer at, as guessed. */
static void
fill_server (VikHostDialog *self)
{
  VikServer *running = vik_host_server_get ();
  g_autofree char *address = vik_host_server_guess_address ();

  gtk_spin_button_set_value (self->port, running ? vik_server_get_port (running) : VIK_NET_DEFAULT_PORT);
  gtk_widget_set_sensitive (GTK_WIDGET (self->port), running == NULL);
  if (running != NULL)
    adw_action_row_set_subtitle (self->port_row, _("The server is running already"));
  gtk_editable_set_text (GTK_EDITABLE (self->address), address);
}

static void
vik_host_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_HOST_DIALOG);
  G_OBJECT_CLASS (vik_host_dialog_parent_class)->dispose (object);
}

static void
vik_host_dialog_class_init (VikHostDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_host_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-host-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, who_choices);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, game);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, scenario);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, count);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, turn_time);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, on_deadline);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, port_row);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, port);
  gtk_widget_class_bind_template_child (widget_class, VikHostDialog, address);
  gtk_widget_class_bind_template_callback (widget_class, on_host);
  gtk_widget_class_bind_template_callback (widget_class, update_rows);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vik_host_dialog_init (VikHostDialog *self)
{
  g_autoptr (GtkStringList) games = gtk_string_list_new (NULL);
  guint n;
  const VikGuiGame *const *registered = vik_gui_games (&n);

  gtk_widget_init_template (GTK_WIDGET (self));
  add_seat_rows (self);
  fill_server (self);
  /* the seat rows are there: choosing the game updates them */
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (games, registered[i]->label);
  adw_combo_row_set_model (self->game, G_LIST_MODEL (games));
  update_rows (self);
}

GtkWidget *
vik_host_dialog_new (VikWindow *window)
{
  VikHostDialog *self = g_object_new (VIK_TYPE_HOST_DIALOG, NULL);

  self->window = window;
  vik_window_place_over (GTK_WINDOW (self), GTK_WINDOW (window), 640, 760);
  return GTK_WIDGET (self);
}

void
vik_host_dialog_set_players (VikHostDialog *self, int players, const int *who)
{
  gtk_spin_button_set_value (self->count, players);
  for (int p = 0; p < players && p < VIK_MAX_PLAYERS; p++)
    gtk_drop_down_set_selected (self->who[p], (guint) who[p]);
}

void
vik_host_dialog_set_game (VikHostDialog *self, const char *game, const char *scenario)
{
  guint n;
  const VikGuiGame *const *games = vik_gui_games (&n);
  const VikGuiGame *chosen;
  const char *const *ids;

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (games[i]->id, game) == 0)
      adw_combo_row_set_selected (self->game, i);
  chosen = chosen_game (self);
  ids = chosen->scenario_ids ? chosen->scenario_ids () : NULL;
  for (guint i = 0; scenario != NULL && ids != NULL && ids[i] != NULL; i++)
    if (g_strcmp0 (ids[i], scenario) == 0)
      adw_combo_row_set_selected (self->scenario, i);
}

void
vik_host_dialog_set_port (VikHostDialog *self, guint port)
{
  gtk_spin_button_set_range (self->port, 0, 65535);
  gtk_spin_button_set_value (self->port, port);
}

void
vik_host_dialog_set_address (VikHostDialog *self, const char *address)
{
  gtk_editable_set_text (GTK_EDITABLE (self->address), address);
}

void
vik_host_dialog_host (VikHostDialog *self)
{
  on_host (self);
}
