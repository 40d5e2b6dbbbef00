/* vik-viktory-new-game-page.c: VIKTORY II's page of New Game (see
 * vik-viktory-new-game-page.h); its widgets in
 * data/ui/vik-viktory-new-game-page.ui. */
#include "config.h"

#include "vik-viktory-new-game-page.h"
#include "vik-gui-game.h"
#include "vik-gui-util.h"
#include "vik-board-render.h"
#include "vik-seat-row.h"
#include "vik-seat-text.h"
#include "vik-player-colors.h"

#include <glib/gi18n.h>
#include <stdlib.h>

struct _VikViktoryNewGamePage
{
  GtkBox parent_instance;

  GtkWindow *parent;        /* the window the dialog stands over, or NULL */
  GSettings *settings;      /* the last game's options; NULL without the schema */
  AdwViewStack *stack;      /* the pages: "custom", "options", "scenarios" */
  AdwViewStackPage *scenarios_page;
  AdwPreferencesGroup *names_group, *seats_group, *victory_group, *scenarios_group;
  AdwComboRow *edition;     /* VikEdition: the rule book played (docs/editions.md) */
  GtkLabel *edition_summary;  /* one sentence on that book, under the row */
  GtkSpinButton *count;
  AdwActionRow *board_row;
  AdwComboRow *first;       /* 0: drawn at random [4.0] 1; k: player k */
  AdwEntryRow *names[VIK_MAX_PLAYERS];
  GtkWidget *colors[VIK_MAX_PLAYERS];    /* vik-player-colors.h */
  AdwComboRow *seats[VIK_MAX_PLAYERS];  /* a person or a computer level */
  GtkCheckButton *victory[VIK_N_VICTORIES];   /* [5.0], the engine's table (vik_victory_title) */
  GtkSwitch *options[VIK_N_OPTIONS];   /* [16.0], on the "Optional rules" page */
  AdwActionRow *option_rows[VIK_N_OPTIONS];
  AdwPreferencesGroup *options_group;  /* titled with the edition's case [16.0] */
  AdwActionRow *victory_rows[VIK_N_VICTORIES];
  AdwEntryRow *seed;
  GtkLabel *error_label;
};

static void page_iface_init (VikNewGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VikViktoryNewGamePage, vik_viktory_new_game_page, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_NEW_GAME_PAGE, page_iface_init))

/* the template's Number of players goes from 2 to 8 */
G_STATIC_ASSERT (VIK_MAX_PLAYERS == 8);

/* The first-player choices: drawn at random, or one of the n players. */
static void
update_first_player (VikViktoryNewGamePage *self, int n)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (self->first);

  gtk_string_list_append (list, _("Drawn at random"));
  for (int p = 0; p < n; p++)
    {
      g_autofree char *item = g_strdup_printf (_("Player %d (%c)"), p + 1, vik_board_player_letter (p));
      gtk_string_list_append (list, item);
    }
  adw_combo_row_set_model (self->first, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->first, selected != GTK_INVALID_LIST_POSITION && selected <= (guint) n
                                           ? selected : 0);
  g_object_unref (list);
}

static VikEdition
chosen_edition (VikViktoryNewGamePage *self)
{
  guint e = adw_combo_row_get_selected (self->edition);

  return e < VIK_N_EDITIONS ? (VikEdition) e : VIK_EDITION_V2_1;
}

/* The edition decides the player count, the optional rules and victory
 * conditions on offer, and the case numbers shown (its own book's). */
static void
update_edition (VikViktoryNewGamePage *self)
{
  VikEdition e = chosen_edition (self);
  int max = vik_edition_max_players (e);

  gtk_label_set_text (self->edition_summary, vik_edition_summary (e));
  gtk_spin_button_set_range (self->count, 2, max);
  {
    /* The book's own case (15.0 in the German book); the original game has none. */
    g_autofree char *title = vik_edition_cite_text (e, _("Optional Rules (16.0)"));
    gboolean none = TRUE;

    for (int o = 0; o < VIK_N_OPTIONS; o++)
      none = none && !vik_edition_has_option (e, o);
    adw_preferences_group_set_title (self->options_group, none ? _("Optional rules") : title);
    adw_preferences_group_set_description (self->options_group,
                                           none ? _("The original game has no optional rules: \"The object of VIKTORY can only be total "
                                                    "victory and conquest of the world\" (Introduction).")
                                           : _("Variants from the rule book; the side panel shows everyone which are on."));
  }
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      gboolean has = vik_edition_has_option (e, o);
      g_autofree char *title = vik_option_title_in (e, o);
      g_autofree char *summary = vik_option_summary_in (e, o);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->option_rows[o]), title);
      adw_action_row_set_subtitle (self->option_rows[o], summary);
      if (!has)
        gtk_switch_set_active (self->options[o], FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->option_rows[o]), has);
    }
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    {
      guint bit = 1u << i;
      gboolean has = vik_edition_has_victory (e, bit);
      g_autofree char *title = vik_edition_cite_text (e, vik_victory_title (i));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->victory_rows[i]), title);
      if (bit == VIK_VICTORY_RACE)
        adw_action_row_set_subtitle (self->victory_rows[i], e == VIK_EDITION_DE_V1_1
                                     ? _("The first empire worth 20 points at the start of its turn wins")
                                     : vik_victory_summary (i));
      if (!has)
        gtk_check_button_set_active (self->victory[i], bit == VIK_VICTORY_STANDARD);
      gtk_widget_set_sensitive (GTK_WIDGET (self->victory_rows[i]), has);
    }
}

static void
update_rows (VikViktoryNewGamePage *self)
{
  int n = gtk_spin_button_get_value_as_int (self->count);
  int radius = vik_board_radius_for_players (n);
  g_autofree char *board = g_strdup_printf (_("%d hexes across, %d hexes (radius %d)"),
                                            2 * radius + 1, 3 * radius * (radius + 1) + 1, radius);

  adw_action_row_set_subtitle (self->board_row, board);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->names[p]), p < n);
      gtk_widget_set_visible (GTK_WIDGET (self->seats[p]), p < n);
    }
  update_first_player (self, n);
}

/* The last new game's options (GSettings) as the defaults.  The player
 * count is taken only once a game was started, so a first game offers 3. */
static void
load_last_options (VikViktoryNewGamePage *self)
{
  GSettings *settings = self->settings;
  g_autoptr (GVariant) count = NULL;
  g_auto (GStrv) names = NULL;
  g_auto (GStrv) seats = NULL;
  guint victory;

  if (settings == NULL)
    return;
  count = g_settings_get_user_value (settings, "player-count");
  if (count != NULL)
    gtk_spin_button_set_value (self->count, g_variant_get_int32 (count));
  names = g_settings_get_strv (settings, "player-names");
  for (int p = 0; p < VIK_MAX_PLAYERS && names[p] != NULL; p++)
    if (*names[p] != '\0')
      gtk_editable_set_text (GTK_EDITABLE (self->names[p]), names[p]);
  vik_player_colors_restore (settings, "player-colors", self->colors, VIK_MAX_PLAYERS);
  seats = g_settings_get_strv (settings, "player-seats");
  for (int p = 0; p < VIK_MAX_PLAYERS && seats[p] != NULL; p++)
    {
      VikSeat seat;
      if (vik_seat_from_id (seats[p], &seat))
        vik_seat_row_set_seat (self->seats[p], seat);
    }
  victory = g_settings_get_flags (settings, "victory-conditions");
  if (victory == 0)
    victory = VIK_VICTORY_STANDARD;
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    gtk_check_button_set_active (self->victory[i], (victory & (1u << i)) != 0);
  update_rows (self);
}

/* Remembers the options of the game just started for the next one. */
static void
store_options (VikViktoryNewGamePage *self, const VikGameOptions *options, const VikColor *colors)
{
  GSettings *settings = self->settings;
  const char *names[VIK_MAX_PLAYERS + 1] = { NULL };
  const char *seat_ids[VIK_MAX_PLAYERS + 1] = { NULL };

  if (settings == NULL)
    return;
  for (int p = 0; p < options->n_players; p++)
    {
      names[p] = options->names[p] != NULL ? options->names[p] : "";
      seat_ids[p] = vik_seat_id (vik_seat_row_get_seat (self->seats[p]));
    }
  g_settings_set_int (settings, "player-count", options->n_players);
  g_settings_set_strv (settings, "player-names", names);
  vik_player_colors_remember (settings, "player-colors", colors, options->n_players);
  g_settings_set_strv (settings, "player-seats", seat_ids);
  g_settings_set_flags (settings, "victory-conditions", options->victory);
}

/* The window a game starts in: `parent` when it is a VIKTORY II window, else
 * a new one, presented (*made: TRUE). */
static VikWindow *
target_window (GtkWindow *parent, gboolean *made)
{
  VikWindow *window;

  *made = !VIK_IS_WINDOW (parent);
  if (!*made)
    return VIK_WINDOW (parent);
  window = vik_window_new (parent != NULL ? gtk_window_get_application (parent) : NULL);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* A game started (made: in a new window) or not (the new window goes):
 * another game's window showing no game is not needed any more. */
static gboolean
started_in (VikWindow *window, gboolean made, GtkWindow *parent, gboolean ok)
{
  if (made && !ok)
    gtk_window_destroy (GTK_WINDOW (window));
  else if (made && vik_gui_games_window_is_empty (parent))
    gtk_window_destroy (parent);
  return ok;
}

static gboolean
start (VikNewGamePage *page, GtkWindow *parent)
{
  VikViktoryNewGamePage *self = VIK_VIKTORY_NEW_GAME_PAGE (page);
  VikWindow *window;
  gboolean made;
  VikGameOptions options = { 0 };
  VikRuleset rules = *vik_ruleset_edition (chosen_edition (self));
  VikColor colors[VIK_MAX_PLAYERS];
  VikSeat seats[VIK_MAX_PLAYERS];
  g_autoptr (GError) error = NULL;
  char *names[VIK_MAX_PLAYERS] = { NULL };
  gboolean ok;

  options.n_players = gtk_spin_button_get_value_as_int (self->count);
  options.first_player = (int) adw_combo_row_get_selected (self->first) - 1; /* 0 - 1: drawn */
  if (options.first_player < 0 || options.first_player >= options.n_players)
    options.first_player = VIK_FIRST_PLAYER_DRAWN;
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (gtk_switch_get_active (self->options[o]))
      rules.options |= 1u << o;
  options.rules = &rules;
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    if (gtk_check_button_get_active (self->victory[i]))
      options.victory |= 1u << i;
  if (!vik_seed_read (GTK_WIDGET (self->seed), self->error_label, &options.seed))
    return FALSE;
  for (int p = 0; p < options.n_players; p++)
    {
      names[p] = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->names[p]))));
      options.names[p] = *names[p] != '\0' ? names[p] : NULL;
      colors[p] = vik_player_color_button_get (self->colors[p]);
      seats[p] = vik_seat_row_get_seat (self->seats[p]);
    }
  for (int p = options.n_players; p < VIK_MAX_PLAYERS; p++)
    colors[p] = vik_game_model_default_color (p);
  window = target_window (parent, &made);
  ok = vik_window_start_game_with_seats (window, &options, colors, seats, &error);
  if (ok)
    store_options (self, &options, colors);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    g_free (names[p]);
  if (!ok)
    vik_error_label_show (self->error_label, error->message);
  return started_in (window, made, parent, ok);
}

/* A row per player: his name and colour. */
static void
add_name_rows (VikViktoryNewGamePage *self)
{
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %d (%c)"), p + 1, vik_board_player_letter (p));
      g_autofree char *name = g_strdup_printf (_("Player %d"), p + 1);
      self->names[p] = ADW_ENTRY_ROW (adw_entry_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->names[p]), title);
      gtk_editable_set_text (GTK_EDITABLE (self->names[p]), name);
      self->colors[p] = vik_player_color_button_new (p, vik_game_model_default_color (p));
      adw_entry_row_add_suffix (self->names[p], self->colors[p]);
      adw_preferences_group_add (self->names_group, GTK_WIDGET (self->names[p]));
    }
}

/* Who plays each seat: a person, or a computer player of a level. */
static void
add_seat_rows (VikViktoryNewGamePage *self)
{
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      self->seats[p] = vik_seat_row_new ();
      /* the first seat a person's, the others the computer's: one can play at once */
      vik_seat_row_set_seat (self->seats[p], p == 0 ? VIK_SEAT_HUMAN : VIK_SEAT_NORMAL);
      gtk_widget_set_name (GTK_WIDGET (self->seats[p]), "seat-row");
      g_object_bind_property (self->names[p], "text", self->seats[p], "title", G_BINDING_SYNC_CREATE);
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (self->seats[p]));
    }
}

/* [5.0]: a check button per victory condition of the engine's table. */
static void
add_victory_rows (VikViktoryNewGamePage *self)
{
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), vik_victory_title (i));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), vik_victory_summary (i));
      self->victory[i] = GTK_CHECK_BUTTON (gtk_check_button_new ());
      gtk_check_button_set_active (self->victory[i], i == 0);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), GTK_WIDGET (self->victory[i]));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->victory[i]));
      adw_preferences_group_add (self->victory_group, row);
      self->victory_rows[i] = ADW_ACTION_ROW (row);
    }
}

/* [16.0]: one switch per optional rule, each with one line saying what it changes. */
static void
add_option_rows (VikViktoryNewGamePage *self)
{
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), vik_option_title (o));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), vik_option_summary (o));
      self->options[o] = GTK_SWITCH (gtk_switch_new ());
      gtk_widget_set_valign (GTK_WIDGET (self->options[o]), GTK_ALIGN_CENTER);
      gtk_widget_set_name (GTK_WIDGET (self->options[o]), vik_option_id (o));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->options[o]));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->options[o]));
      adw_preferences_group_add (self->options_group, row);
      self->option_rows[o] = ADW_ACTION_ROW (row);
    }
}

/* The Start button starts a game set up on the first page and the optional rules. */
static void
on_page_changed (VikViktoryNewGamePage *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->stack);

  vik_new_game_page_set_can_start (VIK_NEW_GAME_PAGE (self),
                                   g_strcmp0 (name, "custom") == 0 || g_strcmp0 (name, "options") == 0);
}

static void
page_iface_init (VikNewGamePageInterface *iface)
{
  iface->start = start;
}

static gboolean add_scenarios (VikViktoryNewGamePage *self);

static void
vik_viktory_new_game_page_dispose (GObject *object)
{
  g_clear_object (&VIK_VIKTORY_NEW_GAME_PAGE (object)->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_VIKTORY_NEW_GAME_PAGE);
  G_OBJECT_CLASS (vik_viktory_new_game_page_parent_class)->dispose (object);
}

static void
vik_viktory_new_game_page_class_init (VikViktoryNewGamePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_viktory_new_game_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-viktory-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, stack);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, scenarios_page);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, edition);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, edition_summary);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, count);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, board_row);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, first);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, names_group);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, seats_group);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, victory_group);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, seed);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, error_label);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, options_group);
  gtk_widget_class_bind_template_child (widget_class, VikViktoryNewGamePage, scenarios_group);
  gtk_widget_class_bind_template_callback (widget_class, update_rows);
  gtk_widget_class_bind_template_callback (widget_class, update_edition);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed);
}

static void
vik_viktory_new_game_page_init (VikViktoryNewGamePage *self)
{
  g_autoptr (GtkStringList) editions = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  add_name_rows (self);
  add_seat_rows (self);
  add_victory_rows (self);
  add_option_rows (self);
  adw_view_stack_page_set_visible (self->scenarios_page, add_scenarios (self));
  /* the rows are there: choosing the edition updates them */
  for (int e = 0; e < VIK_N_EDITIONS; e++)
    gtk_string_list_append (editions, vik_edition_title (e));
  adw_combo_row_set_model (self->edition, G_LIST_MODEL (editions));
  update_edition (self);
  update_rows (self);
}

/* ---------------------------------------------------------------- bundled scenarios */

static void
on_play_scenario (GtkButton *button, VikViktoryNewGamePage *self)
{
  const char *path = g_object_get_data (G_OBJECT (button), "path");
  g_autoptr (GError) error = NULL;
  g_autoptr (VikScenario) sc = vik_scenario_load (path, &error);
  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();
  gboolean made;
  VikWindow *window;

  if (sc == NULL)
    {
      vik_error_label_show (self->error_label, error->message);
      return;
    }
  window = target_window (self->parent, &made);
  if (!started_in (window, made, self->parent,
                   vik_game_model_new_from_scenario (vik_window_get_model (window), sc, seed, &error)))
    {
      vik_error_label_show (self->error_label, error->message);
      return;
    }
  vik_window_show_side_page (window, "actions");
  vik_board_view_fit (vik_window_get_board_view (window));
  vik_new_game_page_started (VIK_NEW_GAME_PAGE (self));
}

/* g_ptr_array_sort() hands over pointers to the elements. */
static int
compare_file_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* One row with a Play button for each scenario of vik_scenario_bundled_dir(),
 * in the order of their file names; FALSE when there is none. */
static gboolean
add_scenarios (VikViktoryNewGamePage *self)
{
  g_autofree char *dir_path = vik_scenario_bundled_dir ();
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, VIK_SCENARIO_EXTENSION))
      g_ptr_array_add (names, g_strdup (name));
  if (names->len == 0)
    return FALSE;
  g_ptr_array_sort (names, compare_file_names);
  for (guint i = 0; i < names->len; i++)
    {
      char *path = g_build_filename (dir_path, g_ptr_array_index (names, i), NULL);
      g_autoptr (VikScenario) sc = vik_scenario_load (path, NULL);
      g_autofree char *subtitle = NULL;
      GtkWidget *row, *button;

      if (sc == NULL)
        {
          g_free (path);
          continue;
        }
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player. %s", "%d players. %s", sc->n_players),
                                  sc->n_players, sc->description ? sc->description : "");
      {
        /* the scenario's computer seats, as it will seat them */
        g_autoptr (GString) computers = g_string_new (NULL);
        for (int p = 0; p < sc->n_players; p++)
          if (sc->players[p].seat != VIK_SEAT_HUMAN)
            {
              g_autofree char *dflt = g_strdup_printf (_("Player %d"), p + 1);
              const char *who = sc->players[p].name != NULL && *sc->players[p].name ? sc->players[p].name : dflt;
              g_string_append_printf (computers, "%s%s (%s)", computers->len > 0 ? ", " : "", who,
                                      vik_seat_level_name (sc->players[p].seat));
            }
        if (computers->len > 0)
          {
            char *more = g_strdup_printf (_("%s\nPlayed by the computer: %s"), subtitle, computers->str);
            g_free (subtitle);
            subtitle = more;
          }
      }
      row = adw_action_row_new ();
      /* the row's title and subtitle are markup: the file's text is escaped */
      {
        g_autofree char *title = g_markup_escape_text (sc->title ? sc->title : "", -1);
        g_autofree char *escaped = g_markup_escape_text (subtitle, -1);
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped);
      }
      /* the whole description, wrapped: never cut off */
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_tooltip_text (row, subtitle);
      button = gtk_button_new_with_mnemonic (_("_Play"));
      gtk_widget_set_name (button, "play-scenario");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (button), "path", path, g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_play_scenario), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (self->scenarios_group, row);
    }
  return TRUE;
}

gboolean
vik_window_shows_no_game (GtkWindow *window)
{
  return VIK_IS_WINDOW (window) && vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (window))) == NULL;
}

GtkWidget *
vik_viktory_new_game_page_new (GtkWindow *parent)
{
  VikViktoryNewGamePage *self = g_object_new (VIK_TYPE_VIKTORY_NEW_GAME_PAGE, NULL);

  self->parent = parent;
  self->settings = vik_settings_new ();
  load_last_options (self);
  return GTK_WIDGET (self);
}
