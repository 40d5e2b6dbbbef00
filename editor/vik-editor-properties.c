/* vik-editor-properties.c: the map editor's Properties page (see vik-editor-properties.h). */
#include "config.h"

#include "vik-editor-properties.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _VikEditorProperties
{
  GtkWidget parent_instance;

  VikEditor *editor;            /* borrowed */
  gboolean syncing;             /* the rows are being set from the scenario */

  /* template */
  GtkWidget *scroller;
  GtkBox *props_box;

  /* the rows */
  AdwComboRow *edition_row;     /* VikEdition: the rule book the scenario is for */
  AdwEntryRow *title_row, *author_row, *description_row;
  GtkSpinButton *players_spin, *first_spin, *turn_spin;
  GtkSwitch *setup_switch;
  AdwEntryRow *name_rows[VIK_MAX_PLAYERS];
  GtkColorButton *colour_buttons[VIK_MAX_PLAYERS];
  GtkSwitch *victory_switches[VIK_N_VICTORIES]; /* [5.0], the engine's table */
  GtkSwitch *option_switches[VIK_N_OPTIONS];   /* [16.0] */
  GtkSpinButton *frigate_spin, *bombard_spin, *towns_spin;
  GtkSwitch *pile_switch;
  GtkSpinButton *pile_spins[VIK_N_TERRAINS];
};

G_DEFINE_FINAL_TYPE (VikEditorProperties, vik_editor_properties, GTK_TYPE_WIDGET)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- rows */

static GtkWidget *
group_new (VikEditorProperties *self, const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_box_append (self->props_box, group);
  return group;
}

static AdwEntryRow *
entry_row (GtkWidget *group, const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return ADW_ENTRY_ROW (row);
}

static GtkWidget *
action_row (GtkWidget *group, const char *title, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static GtkSpinButton *
spin_row (GtkWidget *group, const char *title, double min, double max)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  action_row (group, title, spin);
  return GTK_SPIN_BUTTON (spin);
}

static GtkSwitch *
switch_row (GtkWidget *group, const char *title)
{
  GtkWidget *sw = gtk_switch_new ();

  action_row (group, title, sw);
  return GTK_SWITCH (sw);
}

static void
set_entry (AdwEntryRow *row, const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
}

static AdwActionRow *
row_of (gpointer suffix)
{
  return ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (suffix), ADW_TYPE_ACTION_ROW));
}

/* The rows name the edition's book: its cases, its options and victory
 * conditions only (docs/editions.md). */
static void
sync_edition (VikEditorProperties *self, VikEdition e)
{
  static const struct { const char *title; gsize offset; } spins[] = {
    { N_("Frigate capacity (10.41)"), G_STRUCT_OFFSET (VikEditorProperties, frigate_spin) },
    { N_("Bombard range (12.0)"), G_STRUCT_OFFSET (VikEditorProperties, bombard_spin) },
    { N_("Towns per build (8.2)"), G_STRUCT_OFFSET (VikEditorProperties, towns_spin) },
    { N_("Setup turns first (4.0)"), G_STRUCT_OFFSET (VikEditorProperties, setup_switch) },
  };

  adw_combo_row_set_selected (self->edition_row, e);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->edition_row), vik_edition_summary (e));
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    {
      g_autofree char *title = vik_edition_cite_text (e, _(spins[i].title));
      gpointer widget = G_STRUCT_MEMBER (gpointer, self, spins[i].offset);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row_of (widget)), title);
    }
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    {
      g_autofree char *title = vik_edition_cite_text (e, vik_victory_title (i));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row_of (self->victory_switches[i])), title);
      gtk_widget_set_visible (GTK_WIDGET (row_of (self->victory_switches[i])), vik_edition_has_victory (e, 1u << i));
    }
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      g_autofree char *title = vik_option_title_in (e, o);
      g_autofree char *summary = vik_option_summary_in (e, o);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row_of (self->option_switches[o])), title);
      adw_action_row_set_subtitle (row_of (self->option_switches[o]), summary);
      gtk_widget_set_visible (GTK_WIDGET (row_of (self->option_switches[o])), vik_edition_has_option (e, o));
    }
}

void
vik_editor_properties_sync (VikEditorProperties *self)
{
  const VikScenario *sc;
  guint counts[VIK_N_TERRAINS];

  g_return_if_fail (VIK_IS_EDITOR_PROPERTIES (self));
  if (self->editor == NULL)
    return;
  sc = vik_editor_get_scenario (self->editor);
  self->syncing = TRUE;
  sync_edition (self, sc->rules.edition < VIK_N_EDITIONS ? sc->rules.edition : VIK_EDITION_V2_1);
  set_entry (self->title_row, sc->title);
  set_entry (self->author_row, sc->map->author);
  set_entry (self->description_row, sc->description);
  gtk_spin_button_set_value (self->players_spin, sc->n_players);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      GdkRGBA rgba;
      gtk_widget_set_visible (GTK_WIDGET (self->name_rows[p]), p < sc->n_players);
      set_entry (self->name_rows[p], sc->players[p].name);
      if (gdk_rgba_parse (&rgba, sc->players[p].colour))
        gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (self->colour_buttons[p]), &rgba);
    }
  gtk_switch_set_active (self->setup_switch, sc->phase == VIK_PHASE_SETUP);
  gtk_spin_button_set_range (self->first_spin, 1, sc->n_players);
  gtk_spin_button_set_value (self->first_spin, sc->first_player + 1);
  gtk_spin_button_set_value (self->turn_spin, MAX (sc->turn, 1));
  gtk_widget_set_sensitive (GTK_WIDGET (self->turn_spin), sc->phase != VIK_PHASE_SETUP);
  gtk_widget_set_sensitive (GTK_WIDGET (self->first_spin), sc->phase != VIK_PHASE_SETUP);
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    gtk_switch_set_active (self->victory_switches[i],
                           ((sc->victory ? sc->victory : VIK_VICTORY_STANDARD) & (1u << i)) != 0);
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    gtk_switch_set_active (self->option_switches[o], vik_ruleset_has_option (&sc->rules, o));
  gtk_spin_button_set_value (self->frigate_spin, sc->rules.frigate_capacity);
  gtk_spin_button_set_value (self->bombard_spin, sc->rules.bombard_range);
  gtk_spin_button_set_value (self->towns_spin, sc->rules.towns_per_build);
  gtk_switch_set_active (self->pile_switch, sc->map->pile_set);
  vik_map_pile_counts (sc->map, counts);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      gtk_spin_button_set_value (self->pile_spins[t], counts[t]);
      gtk_widget_set_sensitive (GTK_WIDGET (self->pile_spins[t]), sc->map->pile_set);
    }
  self->syncing = FALSE;
}

static void
text_applied (AdwEntryRow *row, gpointer data)
{
  VikEditorProperties *self = data;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  if (self->syncing || self->editor == NULL)
    return;
  if (row == self->title_row)
    vik_editor_set_title (self->editor, text);
  else if (row == self->author_row)
    vik_editor_set_author (self->editor, text);
  else if (row == self->description_row)
    vik_editor_set_description (self->editor, text);
  else
    for (int p = 0; p < VIK_MAX_PLAYERS; p++)
      if (row == self->name_rows[p])
        vik_editor_set_player (self->editor, p, text, NULL);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
colour_set (GtkColorButton *button, gpointer data)
{
  VikEditorProperties *self = data;
  GdkRGBA rgba;
  char colour[8];

  if (self->syncing || self->editor == NULL)
    return;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  g_snprintf (colour, sizeof colour, "#%02x%02x%02x", (int) (rgba.red * 255 + 0.5),
              (int) (rgba.green * 255 + 0.5), (int) (rgba.blue * 255 + 0.5));
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    if (button == self->colour_buttons[p])
      vik_editor_set_player (self->editor, p, NULL, colour);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Any number or switch of the panel: the scenario takes them all. */
static void
numbers_changed (VikEditorProperties *self)
{
  const VikScenario *sc;
  int n = gtk_spin_button_get_value_as_int (self->players_spin);
  guint victory = 0;
  VikRuleset rules;
  guint counts[VIK_N_TERRAINS];

  if (self->syncing || self->editor == NULL)
    return;
  sc = vik_editor_get_scenario (self->editor);
  rules = sc->rules;
  if (n != sc->n_players)
    vik_editor_set_n_players (self->editor, n);
  vik_editor_set_start (self->editor,
                        gtk_switch_get_active (self->setup_switch) ? VIK_PHASE_SETUP : VIK_PHASE_MOVEMENT,
                        gtk_spin_button_get_value_as_int (self->first_spin) - 1,
                        gtk_spin_button_get_value_as_int (self->turn_spin));
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    if (gtk_switch_get_active (self->victory_switches[i]))
      victory |= 1u << i;
  vik_editor_set_victory (self->editor, victory);
  rules.frigate_capacity = gtk_spin_button_get_value_as_int (self->frigate_spin);
  rules.bombard_range = gtk_spin_button_get_value_as_int (self->bombard_spin);
  rules.towns_per_build = gtk_spin_button_get_value_as_int (self->towns_spin);
  rules.options = 0;
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (gtk_switch_get_active (self->option_switches[o]))
      rules.options |= 1u << o;
  vik_editor_set_rules (self->editor, &rules);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    counts[t] = gtk_spin_button_get_value_as_int (self->pile_spins[t]);
  vik_editor_set_pile (self->editor, gtk_switch_get_active (self->pile_switch), counts);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Another rule book: the editor switches the scenario to its table (one undo step). */
static void
edition_changed (AdwComboRow *row, GParamSpec *pspec, VikEditorProperties *self)
{
  guint e = adw_combo_row_get_selected (row);

  if (self->syncing || self->editor == NULL || e >= VIK_N_EDITIONS)
    return;
  vik_editor_set_edition (self->editor, e);
  vik_editor_properties_sync (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
spin_changed (GtkSpinButton *spin, gpointer data)
{
  numbers_changed (data);
}

static void
switch_changed (GObject *sw, GParamSpec *pspec, gpointer data)
{
  numbers_changed (data);
}

static void
build (VikEditorProperties *self)
{
  GtkWidget *group;

  group = group_new (self, _("Map and scenario"));
  {
    /* the rule book (docs/editions.md): validation follows it */
    GtkStringList *list = gtk_string_list_new (NULL);
    for (int e = 0; e < VIK_N_EDITIONS; e++)
      gtk_string_list_append (list, vik_edition_title (e));
    self->edition_row = ADW_COMBO_ROW (adw_combo_row_new ());
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->edition_row), _("Edition"));
    adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (list));
    /* the book's whole name as the subtitle (beside the title it was cut) */
    adw_combo_row_set_use_subtitle (self->edition_row, TRUE);
    adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->edition_row), 0);
    gtk_widget_set_name (GTK_WIDGET (self->edition_row), "edition");
    g_object_unref (list);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->edition_row));
    g_signal_connect (self->edition_row, "notify::selected", G_CALLBACK (edition_changed), self);
  }
  self->title_row = entry_row (group, _("Title"));
  self->author_row = entry_row (group, _("Author"));
  self->description_row = entry_row (group, _("Description"));

  group = group_new (self, _("Players"));
  self->players_spin = spin_row (group, _("Players"), 2, VIK_MAX_PLAYERS);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      /* an empty name is the game's "Player 1": the row's title says it */
      g_autofree char *title = g_strdup_printf (_("Player %d"), p + 1);
      g_autofree char *tip = g_strdup_printf (_("Player %d’s name; left empty, the game calls him “Player %d”"),
                                              p + 1, p + 1);
      GtkWidget *button = gtk_color_button_new ();
      self->name_rows[p] = entry_row (group, title);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->name_rows[p]), tip);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      adw_entry_row_add_suffix (self->name_rows[p], button);
      self->colour_buttons[p] = GTK_COLOR_BUTTON (button);
      g_signal_connect (button, "color-set", G_CALLBACK (colour_set), self);
    }

  group = group_new (self, _("Start"));
  self->setup_switch = switch_row (group, _("Setup turns first (4.0)"));
  self->first_spin = spin_row (group, _("First player"), 1, VIK_MAX_PLAYERS);
  self->turn_spin = spin_row (group, _("Game turn"), 1, 99);

  group = group_new (self, _("Victory conditions"));
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    self->victory_switches[i] = switch_row (group, vik_victory_title (i));

  group = group_new (self, _("Rule options"));
  self->frigate_spin = spin_row (group, _("Frigate capacity (10.41)"), 0, 9);
  self->bombard_spin = spin_row (group, _("Bombard range (12.0)"), 0, 9);
  self->towns_spin = spin_row (group, _("Towns per build (8.2)"), 1, 9);

  group = group_new (self, _("Optional rules"));
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      self->option_switches[o] = switch_row (group, vik_option_title (o));
      gtk_widget_set_name (GTK_WIDGET (self->option_switches[o]), vik_option_id (o));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (self->option_switches[o]),
                                                                             ADW_TYPE_ACTION_ROW)),
                                   vik_option_summary (o));
      g_signal_connect (self->option_switches[o], "notify::active", G_CALLBACK (switch_changed), self);
    }

  group = group_new (self, _("Draw pile"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The tiles for face-down hexes; R3 unless set here."));
  self->pile_switch = switch_row (group, _("Own composition"));
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    self->pile_spins[t] = spin_row (group, vik_terrain_name (t), 0, VIK_MAX_PILE);

  g_signal_connect (self->title_row, "apply", G_CALLBACK (text_applied), self);
  g_signal_connect (self->author_row, "apply", G_CALLBACK (text_applied), self);
  g_signal_connect (self->description_row, "apply", G_CALLBACK (text_applied), self);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    g_signal_connect (self->name_rows[p], "apply", G_CALLBACK (text_applied), self);
  {
    GtkSpinButton *spins[] = { self->players_spin, self->first_spin, self->turn_spin, self->frigate_spin,
                               self->bombard_spin, self->towns_spin };
    GtkSwitch *switches[] = { self->setup_switch, self->pile_switch };
    for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
      g_signal_connect (spins[i], "value-changed", G_CALLBACK (spin_changed), self);
    for (int i = 0; i < VIK_N_VICTORIES; i++)
      g_signal_connect (self->victory_switches[i], "notify::active", G_CALLBACK (switch_changed), self);
    for (int t = 0; t < VIK_N_TERRAINS; t++)
      g_signal_connect (self->pile_spins[t], "value-changed", G_CALLBACK (spin_changed), self);
    for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
      g_signal_connect (switches[i], "notify::active", G_CALLBACK (switch_changed), self);
  }
}

void
vik_editor_properties_set_editor (VikEditorProperties *self, VikEditor *editor)
{
  g_return_if_fail (VIK_IS_EDITOR_PROPERTIES (self));

  self->editor = editor;
  vik_editor_properties_sync (self);
}

static void
vik_editor_properties_dispose (GObject *object)
{
  VIK_EDITOR_PROPERTIES (object)->editor = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_EDITOR_PROPERTIES);
  G_OBJECT_CLASS (vik_editor_properties_parent_class)->dispose (object);
}

static void
vik_editor_properties_class_init (VikEditorPropertiesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_editor_properties_dispose;
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-editor-properties.ui");
  gtk_widget_class_bind_template_child (widget_class, VikEditorProperties, scroller);
  gtk_widget_class_bind_template_child (widget_class, VikEditorProperties, props_box);
}

static void
vik_editor_properties_init (VikEditorProperties *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  build (self);
}
