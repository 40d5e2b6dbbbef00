/* vik-players-panel.c: the players at the table (see vik-players-panel.h). */
#include "config.h"

#include "vik-players-panel.h"
#include "vik-board-render.h"
#include "vik-ruleset.h"
#include "vik-seat-text.h"

#include <glib/gi18n.h>

/* ---------------------------------------------------------------- a player, as the row shows him */

#define VIK_TYPE_PLAYER_ITEM (vik_player_item_get_type ())
G_DECLARE_FINAL_TYPE (VikPlayerItem, vik_player_item, VIK, PLAYER_ITEM, GObject)

enum { ITEM_PROP_0, ITEM_PROP_NAME, ITEM_PROP_SITES, ITEM_PROP_UNITS, ITEM_PROP_UNITS_TIP,
       ITEM_PROP_SEAT_TEXT, ITEM_PROP_ALLIANCE_TEXT, ITEM_PROP_CURRENT, ITEM_PROP_ELIMINATED, ITEM_PROP_THINKING,
       ITEM_PROP_COMPUTER, ITEM_PROP_COLOR, ITEM_PROP_SEAT, N_ITEM_PROPS };
static GParamSpec *item_properties[N_ITEM_PROPS];

struct _VikPlayerItem
{
  GObject parent_instance;

  int player;
  char *texts[ITEM_PROP_ALLIANCE_TEXT + 1];   /* name, sites, units, units-tip, seat-text, alliance-text */
  gboolean current, eliminated;
  gboolean thinking;        /* a computer player, deciding now */
  gboolean computer;        /* a computer plays the seat */
  VikSeat seat;
  GdkRGBA color;
};

G_DEFINE_FINAL_TYPE (VikPlayerItem, vik_player_item, G_TYPE_OBJECT)

static void
item_set_text (VikPlayerItem *item, guint prop, char *text)
{
  if (g_strcmp0 (item->texts[prop], text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (item->texts[prop]);
  item->texts[prop] = text;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[prop]);
}

static void
item_set_flag (VikPlayerItem *item, guint prop, gboolean *flag, gboolean value)
{
  if (*flag == value)
    return;
  *flag = value;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[prop]);
}

static void
item_set_color (VikPlayerItem *item, VikColor c)
{
  GdkRGBA rgba = { c.red, c.green, c.blue, 1.0 };

  if (gdk_rgba_equal (&rgba, &item->color))
    return;
  item->color = rgba;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[ITEM_PROP_COLOR]);
}

/* "4I 1A" (letters as on the counters), or with long_names "4 Infantry,
 * 1 Artillery"; the unit types a player has none of are left out. */
static char *
units_text (const VikGame *game, int player, gboolean reserve, gboolean long_names)
{
  GString *s = g_string_new (NULL);

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      int n = reserve ? vik_game_reserve (game, player, t) : vik_game_map_units (game, player, t);
      if (n == 0)
        continue;
      if (s->len > 0)
        g_string_append (s, long_names ? ", " : " ");
      if (long_names)
        g_string_append_printf (s, "%d %s", n, vik_unit_name (t));
      else
        g_string_append_printf (s, "%d%c", n, vik_unit_letter (t));
    }
  if (s->len == 0)
    g_string_append (s, long_names ? _("none") : "–");
  return g_string_free (s, FALSE);
}

/* Subjugation [16.8]: "Vassal of Red", "Ruler of Yellow, Blue",
 * "Reorganizing (16.83)" while it holds, and with the Alliance Optional
 * Victory [16.87] "Vassals made: 1 of 2"; "" without the rule. */
static char *
alliance_text (const VikGame *game, int p)
{
  const VikRuleset *rules = vik_game_get_rules (game);
  g_autoptr (GString) s = g_string_new (NULL);
  g_autoptr (GString) vassals = g_string_new (NULL);
  int ruler = vik_game_player_ruler (game, p);

  if (!vik_ruleset_has_option (rules, VIK_OPTION_SUBJUGATION) || vik_game_player_eliminated (game, p))
    return g_strdup ("");
  if (ruler != VIK_NO_PLAYER)
    /* Translators: Subjugation (16.81), a player's Ruler: "Vassal of Red" */
    g_string_append_printf (s, _("Vassal of %s"), vik_game_get_player_name (game, ruler));
  for (int q = 0; q < vik_game_get_n_players (game); q++)
    if (q != p && vik_game_player_ruler (game, q) == p)
      g_string_append_printf (vassals, "%s%s", vassals->len ? ", " : "", vik_game_get_player_name (game, q));
  if (vassals->len > 0)
    {
      g_string_append (s, s->len ? " · " : "");
      /* Translators: Subjugation (16.81), a Ruler's Vassals: "Ruler of Yellow, Blue" */
      g_string_append_printf (s, _("Ruler of %s"), vassals->str);
    }
  if (vik_game_player_reorganizing (game, p))
    {
      g_autofree char *text = vik_edition_cite_text (rules->edition, _("Reorganizing (16.83)"));
      g_string_append_printf (s, "%s%s", s->len ? " · " : "", text);
    }
  if (vik_game_get_victory (game) & VIK_VICTORY_TWO_VASSALS)
    {
      guint made = 0;
      for (guint bits = vik_game_vassals_made (game, p); bits != 0; bits &= bits - 1)
        made++;
      g_string_append (s, s->len ? " · " : "");
      /* Translators: the Alliance Optional Victory (16.87): two different players made Vassals wins */
      g_string_append_printf (s, _("Vassals made: %u of 2 (16.87)"), MIN (made, 2u));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* The item says what the game says of its player now. */
static void
item_update (VikPlayerItem *item, const VikGame *game, VikGameModel *model)
{
  int p = item->player;
  g_autofree char *map = units_text (game, p, FALSE, FALSE);
  g_autofree char *reserve = units_text (game, p, TRUE, FALSE);
  g_autofree char *map_long = units_text (game, p, FALSE, TRUE);
  g_autofree char *reserve_long = units_text (game, p, TRUE, TRUE);
  int towns = vik_game_count_sites (game, p, VIK_SITE_TOWN);
  int cities = vik_game_count_sites (game, p, VIK_SITE_CITY)
               + vik_game_count_sites (game, p, VIK_SITE_METROPOLIS); /* [16.6] */
  g_autofree char *towns_text = g_strdup_printf (ngettext ("%d Town", "%d Towns", towns), towns);
  g_autofree char *cities_text = g_strdup_printf (ngettext ("%d City", "%d Cities", cities), cities);

  item_set_text (item, ITEM_PROP_NAME, g_strdup (vik_game_get_player_name (game, p)));
  item_set_text (item, ITEM_PROP_SITES, g_strdup_printf (_("%s · %s · %d VP"), towns_text, cities_text,
                                                         vik_game_score (game, p)));
  item_set_text (item, ITEM_PROP_UNITS, g_strdup_printf (_("On the map %s · Reserve %s"), map, reserve));
  item_set_text (item, ITEM_PROP_UNITS_TIP, g_strdup_printf (_("On the map: %s\nIn the Reserve: %s"),
                                                             map_long, reserve_long));
  item_set_text (item, ITEM_PROP_ALLIANCE_TEXT, alliance_text (game, p));
  item_set_flag (item, ITEM_PROP_CURRENT, &item->current,
                 p == vik_game_get_current_player (game) && !vik_game_is_over (game));
  item_set_flag (item, ITEM_PROP_ELIMINATED, &item->eliminated, vik_game_player_eliminated (game, p));
  item_set_color (item, vik_game_model_get_color (model, p));
  {
    VikSeat seat = vik_game_model_get_seat (model, p);
    gboolean computer = seat != VIK_SEAT_HUMAN;
    gboolean thinking = computer && !vik_game_is_over (game) && vik_game_get_decider (game) == p;

    item_set_text (item, ITEM_PROP_SEAT_TEXT,
                   !computer ? g_strdup ("")
                   : thinking ? g_strdup_printf (_("Computer, %s · thinking…"), vik_seat_level_name (seat))
                   : g_strdup_printf (_("Computer, %s"), vik_seat_level_name (seat)));
    item_set_flag (item, ITEM_PROP_COMPUTER, &item->computer, computer);
    item_set_flag (item, ITEM_PROP_THINKING, &item->thinking, thinking);
    if (item->seat != seat)
      {
        item->seat = seat;
        g_object_notify_by_pspec (G_OBJECT (item), item_properties[ITEM_PROP_SEAT]);
      }
  }
}

static void
vik_player_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikPlayerItem *item = VIK_PLAYER_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_NAME: case ITEM_PROP_SITES: case ITEM_PROP_UNITS: case ITEM_PROP_UNITS_TIP:
    case ITEM_PROP_SEAT_TEXT: case ITEM_PROP_ALLIANCE_TEXT:
      g_value_set_string (value, item->texts[prop_id]);
      break;
    case ITEM_PROP_CURRENT: g_value_set_boolean (value, item->current); break;
    case ITEM_PROP_ELIMINATED: g_value_set_boolean (value, item->eliminated); break;
    case ITEM_PROP_THINKING: g_value_set_boolean (value, item->thinking); break;
    case ITEM_PROP_COMPUTER: g_value_set_boolean (value, item->computer); break;
    case ITEM_PROP_SEAT: g_value_set_int (value, item->seat); break;
    case ITEM_PROP_COLOR: g_value_set_boxed (value, &item->color); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_player_item_finalize (GObject *object)
{
  VikPlayerItem *item = VIK_PLAYER_ITEM (object);

  for (guint i = 0; i < G_N_ELEMENTS (item->texts); i++)
    g_free (item->texts[i]);
  G_OBJECT_CLASS (vik_player_item_parent_class)->finalize (object);
}

static void
vik_player_item_class_init (VikPlayerItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = vik_player_item_get_property;
  object_class->finalize = vik_player_item_finalize;
  item_properties[ITEM_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_SITES] = g_param_spec_string ("sites", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_UNITS] = g_param_spec_string ("units", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_UNITS_TIP] = g_param_spec_string ("units-tip", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_CURRENT] = g_param_spec_boolean ("current", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_ELIMINATED] = g_param_spec_boolean ("eliminated", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_SEAT_TEXT] = g_param_spec_string ("seat-text", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_ALLIANCE_TEXT] = g_param_spec_string ("alliance-text", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_COMPUTER] = g_param_spec_boolean ("computer", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_SEAT] = g_param_spec_int ("seat", NULL, NULL, 0, VIK_N_SEATS - 1, 0, flags);
  item_properties[ITEM_PROP_COLOR] = g_param_spec_boxed ("color", NULL, NULL, GDK_TYPE_RGBA, flags);
  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
vik_player_item_init (VikPlayerItem *item)
{
}

/* ---------------------------------------------------------------- the rows */

struct _VikPlayersPanel
{
  GtkWidget parent_instance;

  VikGameModel *model;
  GListStore *players;      /* of VikPlayerItem */
  GtkWidget *options_label; /* the optional rules in play, while there are some */

  GtkListBox *players_list;
};

G_DEFINE_FINAL_TYPE (VikPlayersPanel, vik_players_panel, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The player's colour as a disc with his letter. */
static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VikPlayerItem *item = data;
  char letter[2] = { vik_board_player_letter (item->player), 0 };
  cairo_text_extents_t ext;

  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &item->color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, height * 0.55);
  cairo_text_extents (cr, letter, &ext);
  cairo_move_to (cr, width / 2.0 - ext.x_bearing - ext.width / 2, height / 2.0 - ext.y_bearing - ext.height / 2);
  cairo_show_text (cr, letter);
}

static void
on_item_flags (VikPlayerItem *item, GParamSpec *pspec, GtkWidget *row)
{
  if (item->current)
    gtk_widget_add_css_class (row, "current");
  else
    gtk_widget_remove_css_class (row, "current");
  if (item->eliminated)
    gtk_widget_add_css_class (row, "eliminated");
  else
    gtk_widget_remove_css_class (row, "eliminated");
}

/* The row's menu: who plays the seat.  A person's seat can be handed to a
 * computer of a level (he leaves the table); a computer's seat taken over
 * by a person ("I'll play Bjorn") or given another level.  Each item is
 * win.set-seat (player, seat). */
static void
update_seat_menu (VikPlayerItem *item, GParamSpec *pspec, GtkMenuButton *button)
{
  g_autoptr (GMenu) menu = g_menu_new ();
  g_autoptr (GMenu) levels = g_menu_new ();
  const char *name = item->texts[ITEM_PROP_NAME] != NULL ? item->texts[ITEM_PROP_NAME] : "";
  g_autofree char *levels_title = NULL;
  g_autofree char *tip = g_strdup_printf (_("Who plays %s"), name);

  if (item->seat != VIK_SEAT_HUMAN)
    {
      g_autoptr (GMenu) take = g_menu_new ();
      g_autofree char *label = g_strdup_printf (_("I’ll Play %s"), name);
      g_autoptr (GMenuItem) mi = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (mi, "win.set-seat", g_variant_new ("(ii)", item->player, VIK_SEAT_HUMAN));
      g_menu_append_item (take, mi);
      g_menu_append_section (menu, NULL, G_MENU_MODEL (take));
      levels_title = g_strdup_printf (_("The computer plays at %s; instead at:"), vik_seat_level_name (item->seat));
    }
  else
    levels_title = g_strdup_printf (_("Leave %s to the computer, at:"), name);
  for (VikSeat seat = VIK_SEAT_EASY; seat < VIK_N_SEATS; seat++)
    {
      g_autoptr (GMenuItem) mi = NULL;
      if (seat == item->seat)
        continue;
      mi = g_menu_item_new (vik_seat_level_name (seat), NULL);
      g_menu_item_set_action_and_target_value (mi, "win.set-seat", g_variant_new ("(ii)", item->player, seat));
      g_menu_append_item (levels, mi);
    }
  g_menu_append_section (menu, levels_title, G_MENU_MODEL (levels));
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (GTK_WIDGET (button), tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
}

static GtkWidget *
seat_menu_button (VikPlayerItem *item)
{
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, "seat-menu");
  g_object_bind_property (item, "eliminated", button, "visible", G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_signal_connect_object (item, "notify::seat", G_CALLBACK (update_seat_menu), button, 0);
  g_signal_connect_object (item, "notify::name", G_CALLBACK (update_seat_menu), button, 0);
  update_seat_menu (item, NULL, GTK_MENU_BUTTON (button));
  return button;
}

/* "Computer, Normal", with a spinner while it thinks; nothing for a person. */
static GtkWidget *
seat_line (VikPlayerItem *item)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *icon = gtk_image_new_from_icon_name ("computer-symbolic");
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *spinner = gtk_spinner_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_name (label, "seat-label");
  g_object_bind_property (item, "seat-text", label, "label", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "computer", line, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "thinking", spinner, "spinning", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "thinking", spinner, "visible", G_BINDING_SYNC_CREATE);
  gtk_box_append (GTK_BOX (line), icon);
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (line), spinner);
  return line;
}

static GtkWidget *
bound_label (VikPlayerItem *item, const char *property)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  g_object_bind_property (item, property, label, "label", G_BINDING_SYNC_CREATE);
  return label;
}

/* The text is not empty: the Subjugation line shows. */
static gboolean
text_to_visible (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  const char *text = g_value_get_string (from);

  g_value_set_boolean (to, text != NULL && *text != '\0');
  return TRUE;
}

/* Subjugation [16.8]: who rules whom, reorganizing, Vassals made. */
static GtkWidget *
alliance_line (VikPlayerItem *item)
{
  GtkWidget *label = bound_label (item, "alliance-text");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_name (label, "alliance-label");
  g_object_bind_property_full (item, "alliance-text", label, "visible", G_BINDING_SYNC_CREATE,
                               text_to_visible, NULL, NULL, NULL);
  return label;
}

static GtkWidget *
create_row (gpointer data, gpointer user_data)
{
  VikPlayerItem *item = data;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = bound_label (item, "name");
  GtkWidget *units = bound_label (item, "units");

  gtk_widget_set_size_request (swatch, 24, 24);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch, g_object_ref (item), g_object_unref);
  g_signal_connect_object (item, "notify::color", G_CALLBACK (gtk_widget_queue_draw), swatch, G_CONNECT_SWAPPED);
  gtk_widget_add_css_class (name, "heading");
  gtk_widget_add_css_class (units, "dim-label");
  gtk_widget_add_css_class (units, "caption");
  g_object_bind_property (item, "units-tip", units, "tooltip-text", G_BINDING_SYNC_CREATE);
  gtk_box_append (GTK_BOX (text), name);
  gtk_box_append (GTK_BOX (text), bound_label (item, "sites"));
  gtk_box_append (GTK_BOX (text), units);
  gtk_box_append (GTK_BOX (text), alliance_line (item));
  gtk_box_append (GTK_BOX (text), seat_line (item));
  gtk_box_append (GTK_BOX (row), swatch);
  gtk_box_append (GTK_BOX (row), text);
  gtk_box_append (GTK_BOX (row), seat_menu_button (item));
  gtk_widget_add_css_class (row, "player-row");
  g_signal_connect_object (item, "notify::current", G_CALLBACK (on_item_flags), row, 0);
  g_signal_connect_object (item, "notify::eliminated", G_CALLBACK (on_item_flags), row, 0);
  on_item_flags (item, NULL, row);
  return row;
}

/* [16.0]: the optional rules on, under the players, so the whole table knows them. */
static void
update_options (VikPlayersPanel *self, const VikGame *game)
{
  g_autoptr (GString) titles = g_string_new (NULL);
  g_autoptr (GString) tip = g_string_new (NULL);

  for (int o = 0; game != NULL && o < VIK_N_OPTIONS; o++)
    if (vik_ruleset_has_option (vik_game_get_rules (game), o))
      {
        /* By the names and cases of the book being played (Flat World (15.1)). */
        VikEdition edition = vik_game_get_rules (game)->edition;
        g_autofree char *title = vik_option_title_in (edition, o);
        g_autofree char *summary = vik_option_summary_in (edition, o);
        g_string_append_printf (titles, "%s%s", titles->len ? ", " : "", title);
        g_string_append_printf (tip, "%s%s: %s", tip->len ? "\n" : "", title, summary);
      }
  g_clear_pointer (&self->options_label, gtk_widget_unparent);
  if (titles->len == 0)
    return;
  g_string_prepend (titles, _("Optional rules: "));
  self->options_label = g_object_new (GTK_TYPE_LABEL, "label", titles->str, "name", "optional-rules",
                                      "xalign", 0.0f, "wrap", TRUE, "tooltip-text", tip->str,
                                      "margin-start", 8, "margin-end", 8, NULL);
  gtk_widget_add_css_class (self->options_label, "caption");
  gtk_widget_set_parent (self->options_label, GTK_WIDGET (self));
}

static void
update_items (VikPlayersPanel *self)
{
  const VikGame *game = vik_game_model_get_game (self->model);

  for (guint i = 0; game != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (self->players)); i++)
    {
      g_autoptr (VikPlayerItem) item = g_list_model_get_item (G_LIST_MODEL (self->players), i);
      item_update (item, game, self->model);
    }
}

/* A new game: a row per player, made once. */
static void
on_game_changed (VikGameModel *model, VikPlayersPanel *self)
{
  const VikGame *game = vik_game_model_get_game (model);
  int n = game != NULL ? vik_game_get_n_players (game) : 0;

  if ((int) g_list_model_get_n_items (G_LIST_MODEL (self->players)) != n)
    {
      g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
      for (int p = 0; p < n; p++)
        {
          VikPlayerItem *item = g_object_new (VIK_TYPE_PLAYER_ITEM, NULL);
          item->player = p;
          g_ptr_array_add (items, item);
        }
      g_list_store_splice (self->players, 0, g_list_model_get_n_items (G_LIST_MODEL (self->players)),
                           items->pdata, items->len);
    }
  update_items (self);
  update_options (self, game);
}

void
vik_players_panel_set_model (VikPlayersPanel *self, VikGameModel *model)
{
  g_return_if_fail (VIK_IS_PLAYERS_PANEL (self));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  g_list_store_remove_all (self->players);
  update_options (self, NULL);
  if (model != NULL)
    {
      g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect_swapped (model, "action-applied", G_CALLBACK (update_items), self);
      g_signal_connect_swapped (model, "colors-changed", G_CALLBACK (update_items), self);
      g_signal_connect_swapped (model, "seats-changed", G_CALLBACK (update_items), self);
      on_game_changed (model, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

VikGameModel *
vik_players_panel_get_model (VikPlayersPanel *self)
{
  g_return_val_if_fail (VIK_IS_PLAYERS_PANEL (self), NULL);
  return self->model;
}

static void
vik_players_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, VIK_PLAYERS_PANEL (object)->model); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_players_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: vik_players_panel_set_model (VIK_PLAYERS_PANEL (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_players_panel_dispose (GObject *object)
{
  VikPlayersPanel *self = VIK_PLAYERS_PANEL (object);

  vik_players_panel_set_model (self, NULL);
  g_clear_pointer (&self->options_label, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_PLAYERS_PANEL);
  g_clear_object (&self->players);
  G_OBJECT_CLASS (vik_players_panel_parent_class)->dispose (object);
}

static void
vik_players_panel_class_init (VikPlayersPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_players_panel_dispose;
  object_class->get_property = vik_players_panel_get_property;
  object_class->set_property = vik_players_panel_set_property;
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, VIK_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-players-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VikPlayersPanel, players_list);
}

static void
vik_players_panel_init (VikPlayersPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->players = g_list_store_new (VIK_TYPE_PLAYER_ITEM);
  gtk_list_box_bind_model (self->players_list, G_LIST_MODEL (self->players), create_row, NULL, NULL);
}
