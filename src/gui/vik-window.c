/* vik-window.c: the game window (see vik-window.h). */
#include "config.h"

#include "vik-window.h"
#include "vik-action-row.h"
#include "vik-announcer.h"
#include "vik-window-export.h"
#include "vik-gui-util.h"
#include "vik-action-text.h"
#include "vik-autosave.h"
#include "vik-new-game-dialog.h"
#include "vik-unsaved-dialog.h"
#include "vik-save.h"
#include "vik-text.h"

#include <inttypes.h>
#include <glib/gi18n.h>
#include <math.h>

struct _VikWindow
{
  AdwApplicationWindow parent_instance;

  VikGameModel *model;
  int last_decider;
  gboolean show_labels;
  int battle_round;
  GString *battle_markup;
  VikPlayController *play;  /* what clicks on the board mean */
  GtkFileChooserNative *chooser;
  AdwMessageDialog *game_over_dialog;
  GSettings *settings;      /* NULL when the schema is not installed */
  GtkWidget *choice_box;    /* the drawn tiles or the Reserve's unit types */
  gboolean autosave_failing;      /* the last autosave failed: the player was told */
  guint autosave_warnings;        /* toasts about failed autosaves so far */
  gboolean close_despite_autosave; /* an autosave on closing failed once: close anyway */
  GPtrArray *marks;         /* of Mark: the log and battle report at each undo depth */
  gboolean undoing;         /* win.undo is restoring a position */
  void (*after_save) (struct _VikWindow *self); /* what waits for Save As (Save / Discard / Cancel) */

  /* template children */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkStack *main_stack;
  GtkButton *continue_button;
  GtkButton *undo_button;
  GtkButton *end_button;
  GtkLabel *prompt_label;
  GtkLabel *selection_label;
  GtkFlowBox *decision_buttons;
  VikBoardView *board_view;
  GtkWidget *handoff;
  AdwStatusPage *handoff_page;
  GtkWidget *handoff_button;
  GtkWidget *side_panel;
  GtkListBox *players_list;
  GtkStack *side_stack;
  GtkListBox *actions_list;
  GtkLabel *battle_label;
  GtkScrolledWindow *log_scroller;
  GtkTextView *log_view;
};

G_DEFINE_FINAL_TYPE (VikWindow, vik_window, ADW_TYPE_APPLICATION_WINDOW)

/* What the log and the Battle tab showed when the model's undo stack was this
 * deep: Undo restores it, so neither keeps an undone action. */
typedef struct {
  int log_chars;
  int battle_round;
  char *battle_markup;
} Mark;

static void
mark_free (gpointer data)
{
  Mark *m = data;

  g_free (m->battle_markup);
  g_free (m);
}

enum { PROP_0, PROP_SHOW_LABELS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void update_ui (VikWindow *self);

static const VikGame *
window_game (VikWindow *self)
{
  return vik_game_model_get_game (self->model);
}

static void
toast (VikWindow *self, const char *text)
{
  AdwToast *t;

  /* Toasts queue, 4 seconds each: those of moves made before the window
   * shows (a game played on by --play) would still come up long after.
   * The log keeps every line. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  t = adw_toast_new (text);
  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static gboolean
apply_action (VikWindow *self, const VikAction *action)
{
  return vik_play_controller_apply (self->play, action);
}

static gboolean
find_legal (VikWindow *self, VikActionKind kind, VikAction *out)
{
  GArray *legal = vik_game_model_get_legal_actions (self->model);

  for (guint i = 0; legal != NULL && i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == kind)
      {
        *out = g_array_index (legal, VikAction, i);
        return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------- settings */

/* The game's settings, or NULL (with a message) when the schema is not
 * installed: the game then runs with its defaults and saves nothing.  Run
 * from the build tree, main() points GSETTINGS_SCHEMA_DIR at <build>/data. */
static GSettings *
settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  static gboolean warned;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      if (!warned)
        g_message ("The settings schema %s is not installed: settings will not be saved", APP_ID);
      warned = TRUE;
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static void
restore_window_state (VikWindow *self)
{
  if (self->settings == NULL)
    return;
  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (g_settings_get_int (self->settings, "window-width"), 360),
                               MAX (g_settings_get_int (self->settings, "window-height"), 300));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  g_settings_bind (self->settings, "show-hex-labels", self, "show-labels", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "board-zoom", self->board_view, "zoom", G_SETTINGS_BIND_DEFAULT);
}

static void
save_window_state (VikWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (width > 0 && height > 0 && !gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

/* ---------------------------------------------------------------- the log and the battle */

static void
log_append (VikWindow *self, const char *text, const char *tag)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log_view);
  GtkTextIter end;
  GtkTextMark *mark;

  gtk_text_buffer_get_end_iter (buffer, &end);
  if (tag != NULL)
    gtk_text_buffer_insert_with_tags_by_name (buffer, &end, text, -1, tag, NULL);
  else
    gtk_text_buffer_insert (buffer, &end, text, -1);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "\n", 1);
  mark = gtk_text_buffer_get_mark (buffer, "end");
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_move_mark (buffer, mark, &end);
  gtk_text_view_scroll_mark_onscreen (self->log_view, mark);
}

/* Takes the markup. */
static void
battle_line (VikWindow *self, char *markup)
{
  g_string_append (self->battle_markup, markup);
  g_string_append_c (self->battle_markup, '\n');
  g_free (markup);
}

static void
battle_event (VikWindow *self, const VikGame *game, const VikEvent *e)
{
  g_autofree char *text = vik_event_describe (game, e);
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  switch (e->kind)
    {
    case VIK_EVENT_BATTLE_BEGAN:
    case VIK_EVENT_BOMBARDED:
      g_string_truncate (self->battle_markup, 0);
      self->battle_round = 0;
      battle_line (self, g_strdup_printf ("<b>%s</b>", escaped));
      gtk_stack_set_visible_child_name (self->side_stack, "battle");
      break;
    case VIK_EVENT_DICE_ROLLED:
      {
        int hit_max = vik_game_hit_max (game, e->player);
        GString *dice = g_string_new (NULL);
        if (e->unit == VIK_DICE_ATTACK)
          {
            g_autofree char *round = g_strdup_printf (_("Round %d"), ++self->battle_round);
            battle_line (self, g_strdup_printf ("\n<b>%s</b>", round));
          }
        for (int i = 0; i < e->n_dice; i++)
          {
            g_autofree char *face = vik_dice_faces_text (&e->dice[i], 1);
            if (e->dice[i] == 1)
              g_string_append_printf (dice, "<span foreground=\"#d33\" weight=\"heavy\">%s</span> ", face);
            else if (e->dice[i] <= hit_max)
              g_string_append_printf (dice, "<span foreground=\"#e66100\" weight=\"bold\">%s</span> ", face);
            else
              g_string_append_printf (dice, "<span alpha=\"60%%\">%s</span> ", face);
          }
        /* the dice glyphs are small for their em: larger than xx-large */
        battle_line (self, g_strdup_printf ("%s\n<span size=\"250%%\">%s</span>", escaped, dice->str));
        g_string_free (dice, TRUE);
        break;
      }
    case VIK_EVENT_UNIT_HIT:
    case VIK_EVENT_UNIT_LOST:
    case VIK_EVENT_UNIT_RETREATED:
    case VIK_EVENT_SITE_CAPTURED:
    case VIK_EVENT_UNIT_ELIMINATED:
      battle_line (self, g_strdup_printf ("• %s", escaped));
      break;
    case VIK_EVENT_BATTLE_ENDED:
      battle_line (self, g_strdup_printf ("\n<b>%s</b>", escaped));
      toast (self, text);
      break;
    default:
      return;
    }
  gtk_label_set_markup (self->battle_label, self->battle_markup->str);
}

/* Keeps marks[depth] for the model's current undo depth. */
static void
record_mark (VikWindow *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log_view);
  guint depth = vik_game_model_get_undo_depth (self->model);
  Mark *m = g_new0 (Mark, 1);

  m->log_chars = gtk_text_buffer_get_char_count (buffer);
  m->battle_round = self->battle_round;
  m->battle_markup = g_strdup (self->battle_markup->str);
  if (self->marks->len > depth)
    g_ptr_array_set_size (self->marks, depth);
  while (self->marks->len < depth)
    g_ptr_array_add (self->marks, NULL); /* cannot happen: every action records */
  g_ptr_array_add (self->marks, m);
}

/* After an undo: the log and the battle report as they were at that depth.
 * FALSE when there is no such mark (then the game is a new one). */
static gboolean
restore_mark (VikWindow *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log_view);
  guint depth = vik_game_model_get_undo_depth (self->model);
  GtkTextIter from, end;
  Mark *m;

  if (!self->undoing || self->marks->len != depth + 2 || (m = g_ptr_array_index (self->marks, depth)) == NULL)
    return FALSE;
  gtk_text_buffer_get_iter_at_offset (buffer, &from, m->log_chars);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_delete (buffer, &from, &end);
  self->battle_round = m->battle_round;
  g_string_assign (self->battle_markup, m->battle_markup);
  if (self->battle_markup->len > 0)
    gtk_label_set_markup (self->battle_label, self->battle_markup->str);
  else
    gtk_label_set_text (self->battle_label, _("No battle yet."));
  g_ptr_array_set_size (self->marks, depth + 1);
  return TRUE;
}

/* ---------------------------------------------------------------- the side panel */

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VikWindow *self = g_object_get_data (G_OBJECT (area), "window");
  int player = GPOINTER_TO_INT (data);
  VikColor c = vik_game_model_get_color (self->model, player);
  char letter[2] = { vik_board_player_letter (player), 0 };
  cairo_text_extents_t ext;

  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
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

/* "4I 1A" (letters as on the counters), or with long = TRUE "4 Infantry,
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

/* [16.0]: the optional rules on, under the players, so the whole table knows them. */
static void
append_options_row (VikWindow *self, const VikGame *game)
{
  g_autoptr (GString) titles = g_string_new (NULL);
  g_autoptr (GString) tip = g_string_new (NULL);
  GtkWidget *label;

  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (vik_ruleset_has_option (vik_game_get_rules (game), o))
      {
        g_string_append_printf (titles, "%s%s", titles->len ? ", " : "", vik_option_title (o));
        g_string_append_printf (tip, "%s%s: %s", tip->len ? "\n" : "", vik_option_title (o),
                                vik_option_summary (o));
      }
  if (titles->len == 0)
    return;
  g_string_prepend (titles, _("Optional rules: "));
  label = gtk_label_new (titles->str);
  gtk_widget_set_name (label, "optional-rules");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_widget_set_tooltip_text (label, tip->str);
  gtk_list_box_append (self->players_list, label);
}

static void
update_players (VikWindow *self)
{
  const VikGame *game = window_game (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);
  if (game == NULL)
    return;
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *swatch = gtk_drawing_area_new ();
      GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = gtk_label_new (vik_game_get_player_name (game, p));
      g_autofree char *map = units_text (game, p, FALSE, FALSE);
      g_autofree char *reserve = units_text (game, p, TRUE, FALSE);
      g_autofree char *map_long = units_text (game, p, FALSE, TRUE);
      g_autofree char *reserve_long = units_text (game, p, TRUE, TRUE);
      g_autofree char *units_tip = g_strdup_printf (_("On the map: %s\nIn the Reserve: %s"),
                                                    map_long, reserve_long);
      int towns = vik_game_count_sites (game, p, VIK_SITE_TOWN);
      int cities = vik_game_count_sites (game, p, VIK_SITE_CITY)
                   + vik_game_count_sites (game, p, VIK_SITE_METROPOLIS); /* [16.6] */
      g_autofree char *towns_text = g_strdup_printf (ngettext ("%d Town", "%d Towns", towns), towns);
      g_autofree char *cities_text = g_strdup_printf (ngettext ("%d City", "%d Cities", cities), cities);
      g_autofree char *sites = g_strdup_printf (_("%s · %s · %d VP"), towns_text, cities_text,
                                                vik_game_score (game, p));
      g_autofree char *units = g_strdup_printf (_("On the map %s · Reserve %s"), map, reserve);
      GtkWidget *sites_label = gtk_label_new (sites);
      GtkWidget *units_label = gtk_label_new (units);

      gtk_widget_set_size_request (swatch, 24, 24);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (swatch), "window", self);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch, GINT_TO_POINTER (p), NULL);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (name, "heading");
      gtk_label_set_xalign (GTK_LABEL (sites_label), 0);
      gtk_label_set_xalign (GTK_LABEL (units_label), 0);
      gtk_widget_add_css_class (units_label, "dim-label");
      gtk_widget_add_css_class (units_label, "caption");
      gtk_widget_set_tooltip_text (units_label, units_tip);
      gtk_box_append (GTK_BOX (text), name);
      gtk_box_append (GTK_BOX (text), sites_label);
      gtk_box_append (GTK_BOX (text), units_label);
      gtk_box_append (GTK_BOX (row), swatch);
      gtk_box_append (GTK_BOX (row), text);
      gtk_widget_add_css_class (row, "player-row");
      if (p == vik_game_get_current_player (game) && !vik_game_is_over (game))
        gtk_widget_add_css_class (row, "current");
      if (vik_game_player_eliminated (game, p))
        gtk_widget_add_css_class (row, "eliminated");
      gtk_list_box_append (self->players_list, row);
    }
  append_options_row (self, game);
}

static void
update_actions_list (VikWindow *self)
{
  const VikGame *game = window_game (self);
  GArray *legal = vik_game_model_get_legal_actions (self->model);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->actions_list))) != NULL)
    gtk_list_box_remove (self->actions_list, child);
  if (game == NULL || legal == NULL)
    return;
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      GtkWidget *row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), vik_action_row_new (game, a, a->kind == VIK_ACTION_BATTLE));
      g_object_set_data_full (G_OBJECT (row), "notation",
                              vik_action_to_string (a, vik_game_get_board (game)), g_free);
      gtk_list_box_append (self->actions_list, row);
    }
}

static void
on_action_row_activated (GtkListBox *list, GtkListBoxRow *row, VikWindow *self)
{
  const char *notation = g_object_get_data (G_OBJECT (row), "notation");

  gtk_widget_activate_action (GTK_WIDGET (self), "win.apply-action", "s", notation);
}

/* ---------------------------------------------------------------- choices made in the bar first */

/* A small hex in the terrain's colour, as on the board. */
static void
draw_terrain_chip (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VikColor c = vik_board_terrain_color (GPOINTER_TO_INT (data));
  double r = MIN (width, height) / 2.0 - 1;

  for (int i = 0; i < 6; i++)
    cairo_line_to (cr, width / 2.0 + r * cos (G_PI / 3 * i), height / 2.0 + r * sin (G_PI / 3 * i));
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
on_choice_button_clicked (GtkButton *button, gpointer data)
{
  const char *action = g_object_get_data (G_OBJECT (button), "action");
  int value = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));

  gtk_widget_activate_action (GTK_WIDGET (button), action, "i", value);
}

/* A toggle button in the bar activating `action` with `value`; with a
 * terrain chip when terrain >= 0.  (Not a GtkActionable: a stateless action
 * would reset the pressed look.) */
static GtkWidget *
choice_button (const char *text, int terrain, gboolean active, const char *action, int value,
               const char *tooltip)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  if (terrain >= 0)
    {
      GtkWidget *chip = gtk_drawing_area_new ();
      gtk_widget_set_size_request (chip, 18, 18);
      gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (chip), draw_terrain_chip,
                                      GINT_TO_POINTER (terrain), NULL);
      gtk_box_append (GTK_BOX (box), chip);
    }
  gtk_box_append (GTK_BOX (box), gtk_label_new (text));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), active);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "choice-chip");
  g_object_set_data (G_OBJECT (button), "action", (gpointer) action);
  g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (value));
  g_signal_connect (button, "clicked", G_CALLBACK (on_choice_button_clicked), NULL);
  return button;
}

/* While tiles wait [7.0]: a chip per terrain still drawn (from the legal TILE
 * actions).  While Reserve units can be placed [14.0]: a button per unit type
 * in the decider's Reserve with its count.  Choose one, then a hex; or a hex,
 * then one of them. */
static void
update_choice_box (VikWindow *self, const VikGame *game, GArray *legal)
{
  GtkBox *box = GTK_BOX (self->choice_box);
  guint terrains = 0, units = 0;
  int kind, value;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_box_remove (box, child);
  for (guint i = 0; game != NULL && legal != NULL && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (a->kind == VIK_ACTION_TILE)
        terrains |= 1u << a->terrain;
      else if (a->kind == VIK_ACTION_PLACE)
        units |= 1u << a->unit;
    }
  if (!vik_play_controller_get_filter (self->play, &kind, &value))
    kind = VIK_BOARD_NO_FILTER;
  if (terrains != 0)
    {
      gtk_box_append (box, gtk_label_new (_("Drawn tiles:")));
      for (int t = 0; t < VIK_N_TERRAINS; t++)
        if (terrains & (1u << t))
          gtk_box_append (box, choice_button (vik_terrain_name (t), t,
                                              kind == VIK_ACTION_TILE && value == t,
                                              "win.choose-terrain", t,
                                              _("Choose this tile, then a hex waiting for a tile")));
    }
  else if (units != 0)
    {
      int decider = vik_game_get_decider (game);
      gtk_box_append (box, gtk_label_new (_("Place from your Reserve:")));
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          int n = vik_game_reserve (game, decider, t);
          g_autofree char *text = NULL;
          GtkWidget *button;
          if (n <= 0)
            continue;
          text = g_strdup_printf ("%s × %d", vik_unit_name (t), n);
          button = choice_button (text, -1, kind == VIK_ACTION_PLACE && value == t,
                                  "win.choose-unit", t,
                                  (units & (1u << t))
                                  ? _("Choose this unit type: only the hexes where it can go light up")
                                  : _("No hex can take this unit type now"));
          gtk_widget_set_sensitive (button, (units & (1u << t)) != 0);
          gtk_box_append (box, button);
        }
    }
  gtk_widget_set_visible (self->choice_box, gtk_widget_get_first_child (self->choice_box) != NULL);
}

/* Buttons for the legal actions that need no hex: stop, keep, put back, fight,
 * casualties, units eliminated from the Reserve. */
static void
update_decision_bar (VikWindow *self)
{
  const VikGame *game = window_game (self);
  GArray *legal = vik_game_model_get_legal_actions (self->model);
  g_autofree char *prompt = NULL;
  int selected = vik_play_controller_get_selected (self->play);
  int pending = vik_play_controller_get_pending (self->play);

  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->decision_buttons))) != NULL)
    gtk_flow_box_remove (self->decision_buttons, child);
  update_choice_box (self, game, legal);
  if (game == NULL)
    return;
  prompt = vik_decision_prompt (game);
  gtk_label_set_text (self->prompt_label, prompt);
  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      g_autofree char *words = NULL;
      g_autofree char *notation = NULL;
      GtkWidget *button;
      gboolean fight = a->kind == VIK_ACTION_BATTLE;
      if (a->kind == VIK_ACTION_END
          || (!fight && (vik_action_origin (game, a) != VIK_NO_HEX
                         || vik_action_target (game, a) != VIK_NO_HEX)))
        continue;
      /* a battle waiting to be fought [13.0] gets its button here too */
      words = fight ? g_strdup_printf (_("Fight at %s"), vik_board_label (vik_game_get_board (game), a->to))
                    : vik_action_describe (game, a);
      notation = vik_action_to_string (a, vik_game_get_board (game));
      button = gtk_button_new_with_label (words);
      if (fight)
        {
          /* (its forecast stands in the Actions list: computed once) */
          gtk_widget_set_tooltip_text (button, _("Fight the battle now; its forecast is in the Actions list"));
          gtk_widget_add_css_class (button, "destructive-action");
        }
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.apply-action");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", notation);
      gtk_flow_box_append (self->decision_buttons, button);
    }
  if (pending != VIK_NO_HEX)
    {
      g_autofree char *line = g_strdup_printf (_("%s chosen: now choose above what goes there"),
                                               vik_board_label (vik_game_get_board (game), pending));
      gtk_label_set_text (self->selection_label, line);
    }
  else if (selected != VIK_NO_HEX)
    {
      g_autofree char *text = vik_hex_describe (game, selected, vik_game_get_current_player (game));
      g_autofree char *line = g_strdup_printf (_("Selected: %s"), text);
      gtk_label_set_text (self->selection_label, line);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->selection_label),
                          selected != VIK_NO_HEX || pending != VIK_NO_HEX);
}

static void
update_title (VikWindow *self)
{
  const VikGame *game = window_game (self);
  GFile *file = vik_game_model_get_file (self->model);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (game == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Viktory"));
      adw_window_title_set_subtitle (self->window_title, "");
      return;
    }
  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);
      title = g_strdup_printf ("%s%s", vik_game_model_get_modified (self->model) ? "• " : "", base);
    }
  else
    title = g_strdup (_("Viktory"));
  if (vik_game_is_over (game))
    subtitle = g_strdup (_("Game over"));
  else if (vik_game_get_turn (game) == 0)
    subtitle = g_strdup_printf (_("Setup · %s"),
                                vik_game_get_player_name (game, vik_game_get_current_player (game)));
  else
    subtitle = g_strdup_printf (_("Turn %d · %s · %s"), vik_game_get_turn (game),
                                vik_game_get_player_name (game, vik_game_get_current_player (game)),
                                vik_phase_name (vik_game_get_phase (game)));
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* The start screen says which game Continue goes on with: "Continue: 4
 * players, turn 12, Bjorn to move, 2 hours ago". */
static void
update_continue_button (VikWindow *self)
{
  g_autoptr (GPtrArray) list = vik_autosave_list (vik_game_model_get_autosave_dir (self->model));
  g_autofree char *text = NULL;

  if (list->len == 0)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->continue_button), TRUE);
  text = vik_autosave_describe (g_ptr_array_index (list, 0), g_get_real_time () / G_USEC_PER_SEC);
  gtk_button_set_label (self->continue_button, text);
  gtk_button_set_use_underline (self->continue_button, FALSE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->continue_button),
                               ((VikAutosaveInfo *) g_ptr_array_index (list, 0))->path);
}

static void
update_action_states (VikWindow *self)
{
  const VikGame *game = window_game (self);
  gboolean has_game = game != NULL;
  gboolean handoff = gtk_widget_get_visible (self->handoff);
  gboolean can_undo = has_game && !handoff && vik_game_model_can_undo (self->model);
  VikAction end;
  gboolean can_end = has_game && !handoff && find_legal (self, VIK_ACTION_END, &end);
  static const char *const play_actions[] = {
    "win.apply-action", "win.choose-terrain", "win.choose-unit", "win.click-hex",
  };

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-phase", can_end);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-board", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-fit", has_game);
  for (guint i = 0; i < G_N_ELEMENTS (play_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), play_actions[i], has_game && !handoff);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.concede",
                                 has_game && !handoff && !vik_game_is_over (game)
                                 && vik_game_get_decision (game) == VIK_DECISION_NONE);
  /* (the autosave folder is read only on the start screen, not after every move) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-autosave",
                                 !has_game && vik_game_model_has_autosave (self->model));
  if (can_undo)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button), _("Undo the last action (Ctrl+Z)"));
  else if (has_game)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button),
                                 _("Nothing to undo: a die roll, a revealed hex, another player’s "
                                   "decision or the hand-over of the turn cannot be taken back"));
  else
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button), _("Undo (Ctrl+Z)"));
  if (has_game)
    {
      g_autofree char *words = can_end ? vik_action_describe (game, &end) : NULL;
      const char *label = _("End Phase");
      if (vik_game_get_phase (game) == VIK_PHASE_SETUP)
        label = _("End Setup Turn");
      else if (vik_game_get_phase (game) == VIK_PHASE_RESERVE)
        label = _("End Turn");
      gtk_button_set_label (self->end_button, label);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->end_button),
                                   can_end ? words
                                   : handoff ? _("First the next player presses Ready")
                                   : _("Not now: a decision is pending"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->end_button), has_game);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_button), FALSE);
  if (!has_game && vik_game_model_has_autosave (self->model))
    update_continue_button (self);
}

/* Shows or hides the hand-off screen.  While it shows, nothing but Ready (and
 * the menu) responds: the side panel's Actions list and every game action are
 * disabled, and Ready has the keyboard focus, so an Enter meant for Ready
 * cannot move the next player's unit. */
static void
set_handoff (VikWindow *self, gboolean visible)
{
  gtk_widget_set_visible (self->handoff, visible);
  gtk_widget_set_sensitive (GTK_WIDGET (self->side_stack), !visible);
  gtk_widget_set_sensitive (GTK_WIDGET (self->board_view), !visible);
  /* Tab cannot leave Ready for the side panel or the board either */
  gtk_widget_set_can_focus (self->side_panel, !visible);
  gtk_widget_set_can_focus (GTK_WIDGET (self->board_view), !visible);
  gtk_window_set_default_widget (GTK_WINDOW (self), visible ? self->handoff_button : NULL);
  update_action_states (self);
  if (visible)
    gtk_widget_grab_focus (self->handoff_button);
}

/* The hot-seat hand-off: whenever another player must decide, the board is
 * covered until he says he is ready. */
static void
check_handoff (VikWindow *self)
{
  const VikGame *game = window_game (self);
  int decider;

  if (game == NULL || vik_game_is_over (game))
    {
      set_handoff (self, FALSE);
      return;
    }
  decider = vik_game_get_decider (game);
  if (decider != self->last_decider && self->last_decider != VIK_NO_PLAYER
      && vik_game_get_n_players (game) > 1)
    {
      const char *name = vik_game_get_player_name (game, decider);
      g_autofree char *title = NULL;
      g_autofree char *prompt = vik_decision_prompt (game);
      if (decider == vik_game_get_current_player (game))
        title = g_strdup_printf (_("%s’s turn — click when ready"), name);
      else
        title = g_strdup_printf (_("%s must decide — click when ready"), name);
      adw_status_page_set_title (self->handoff_page, title);
      adw_status_page_set_description (self->handoff_page, prompt);
      set_handoff (self, TRUE);
    }
  self->last_decider = decider;
}

static void
update_ui (VikWindow *self)
{
  const VikGame *game = window_game (self);

  gtk_stack_set_visible_child_name (self->main_stack, game != NULL ? "game" : "welcome");
  update_title (self);
  update_players (self);
  update_actions_list (self);
  update_decision_bar (self);
  update_action_states (self);
}

/* ---------------------------------------------------------------- the model's signals */

static void
on_game_changed (VikGameModel *model, VikWindow *self)
{
  const VikGame *game = window_game (self);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log_view);

  set_handoff (self, FALSE);
  self->last_decider = game != NULL ? vik_game_get_decider (game) : VIK_NO_PLAYER;
  if (game != NULL && restore_mark (self))
    ; /* an undo: the log and the battle report go back with the game */
  else if (game != NULL)
    {
      g_autofree char *line = NULL;
      guint n_history = 0;
      g_string_truncate (self->battle_markup, 0);
      self->battle_round = 0;
      gtk_label_set_text (self->battle_label, _("No battle yet."));
      gtk_stack_set_visible_child_name (self->side_stack, "actions");
      vik_game_get_history (game, &n_history);
      if (n_history == 0)
        line = g_strdup_printf (_("A game for %d players (seed %" PRIu64 ")"),
                                vik_game_get_n_players (game), vik_game_get_seed (game));
      else
        line = g_strdup_printf (_("The game at turn %d, %s"), vik_game_get_turn (game),
                                vik_phase_name (vik_game_get_phase (game)));
      log_append (self, line, "heading");
      g_ptr_array_set_size (self->marks, 0);
      record_mark (self);
    }
  else
    {
      gtk_text_buffer_set_text (buffer, "", 0);
      g_ptr_array_set_size (self->marks, 0);
    }
  update_ui (self);
}

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events,
                   VikWindow *self)
{
  const VikGame *game = window_game (self);
  const VikEvent *ev = events;

  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *text = vik_event_describe (game, &ev[i]);
      log_append (self, text, ev[i].kind == VIK_EVENT_TURN_BEGAN ? "heading" : NULL);
      battle_event (self, game, &ev[i]);
    }
  record_mark (self);
  update_ui (self);
  check_handoff (self);
}

/* A failing autosave keeps the previous one (the write is atomic) and says
 * so once per run of failures, not after every turn. */
static void
on_turn_ended (VikGameModel *model, int player, VikWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (vik_game_model_autosave (model, &error))
    {
      self->autosave_failing = FALSE;
      self->close_despite_autosave = FALSE;
      return;
    }
  /* told once: not before the window shows (toasts wait for that), nor again */
  if (self->autosave_failing || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->autosave_failing = TRUE;
  self->autosave_warnings++;
  text = g_strdup_printf (_("Autosave failed, the previous autosave is kept. %s"), error->message);
  toast (self, text);
}

guint
vik_window_get_autosave_warnings (VikWindow *self)
{
  g_return_val_if_fail (VIK_IS_WINDOW (self), 0);
  return self->autosave_warnings;
}

static void
on_game_over_response (AdwMessageDialog *dialog, const char *response, VikWindow *self)
{
  self->game_over_dialog = NULL;
  if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static void
on_game_over (VikGameModel *model, int winner, VikWindow *self)
{
  const VikGame *game = window_game (self);
  GString *body = g_string_new (NULL);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  vik_game_model_discard_autosave (model);
  if (winner >= 0)
    heading = g_strdup_printf (_("%s wins!"), vik_game_get_player_name (game, winner));
  else
    heading = g_strdup (_("The game is over"));
  g_string_append (body, _("Final scores:\n"));
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    g_string_append_printf (body, _("%s: %d points (%d Towns, %d Cities)%s\n"),
                            vik_game_get_player_name (game, p), vik_game_score (game, p),
                            vik_game_count_sites (game, p, VIK_SITE_TOWN),
                            vik_game_count_sites (game, p, VIK_SITE_CITY),
                            vik_game_player_eliminated (game, p) ? _(" — eliminated") : "");
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body->str);
  g_string_free (body, TRUE);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Look at the Board"),
                                    "new", _("_New Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                              ADW_RESPONSE_SUGGESTED);
  g_signal_connect (dialog, "response", G_CALLBACK (on_game_over_response), self);
  self->game_over_dialog = ADW_MESSAGE_DIALOG (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_model_notify (GObject *object, GParamSpec *pspec, VikWindow *self)
{
  update_title (self);
  update_action_states (self);
}

/* ---------------------------------------------------------------- files */

gboolean
vik_window_open_file (VikWindow *self, GFile *file, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!vik_game_model_load (self->model, file, &local))
    {
      g_autofree char *base = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could not open “%s”"), base);
      vik_show_error_dialog (GTK_WINDOW (self), heading, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

gboolean
vik_window_save_file (VikWindow *self, GFile *file, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!vik_game_model_save (self->model, file, &local))
    {
      g_autofree char *base = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could not save “%s”"), base);
      vik_show_error_dialog (GTK_WINDOW (self), heading, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  toast (self, _("Game saved"));
  return TRUE;
}

gboolean
vik_window_continue_autosave (VikWindow *self, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!vik_game_model_load_autosave (self->model, &local))
    {
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not continue the autosaved game"), local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  toast (self, _("The autosaved game continues"));
  return TRUE;
}

static void
add_filters (GtkFileChooser *chooser)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Viktory games"));
  gtk_file_filter_add_pattern (filter, "*.vik");
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("All files"));
  gtk_file_filter_add_pattern (filter, "*");
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
on_chooser_response (GtkNativeDialog *native, int response, VikWindow *self)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (native)) == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      if (saving)
        {
          if (vik_window_save_file (self, file, NULL) && self->after_save != NULL)
            {
              void (*then) (VikWindow *) = self->after_save;
              self->after_save = NULL;
              g_clear_object (&self->chooser);
              then (self);
              return;
            }
        }
      else
        vik_window_open_file (self, file, NULL);
    }
  self->after_save = NULL;
  g_clear_object (&self->chooser);
}

static void
run_chooser (VikWindow *self, gboolean save)
{
  GtkFileChooserNative *native;

  if (self->chooser != NULL)
    return;
  native = gtk_file_chooser_native_new (save ? _("Save the Game") : _("Open a Saved Game"),
                                        GTK_WINDOW (self),
                                        save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        save ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  add_filters (GTK_FILE_CHOOSER (native));
  if (save)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), _("game.vik"));
  g_signal_connect (native, "response", G_CALLBACK (on_chooser_response), self);
  self->chooser = native;
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* ---------------------------------------------------------------- nothing lost without asking */

typedef void (*ThenFunc) (VikWindow *self);

/* TRUE when the game has moves that no save holds: the title's "•", or a
 * game never saved that was played. */
static gboolean
has_unsaved_play (VikWindow *self)
{
  const VikGame *game = window_game (self);
  guint n_history = 0;

  if (game == NULL || vik_game_is_over (game) || !vik_game_model_get_modified (self->model))
    return FALSE;
  vik_game_get_history (game, &n_history);
  return n_history > 0;
}

static void
on_unsaved_response (const char *response, gpointer data)
{
  VikWindow *self = data;
  ThenFunc then = self->after_save;
  GFile *file = vik_game_model_get_file (self->model);

  self->after_save = NULL;
  if (g_strcmp0 (response, VIK_UNSAVED_DISCARD) == 0)
    then (self);
  else if (g_strcmp0 (response, VIK_UNSAVED_SAVE) == 0)
    {
      if (file != NULL)
        {
          if (vik_window_save_file (self, file, NULL))
            then (self);
        }
      else
        {
          self->after_save = then; /* after the file chooser's Save */
          run_chooser (self, TRUE);
        }
    }
  g_object_unref (self);
}

/* Runs then (self) at once, or after Save / Discard when the game has unsaved
 * play; Cancel runs nothing. */
static void
confirm_unsaved (VikWindow *self, ThenFunc then)
{
  GFile *file = vik_game_model_get_file (self->model);
  g_autofree char *heading = NULL;

  if (!has_unsaved_play (self))
    {
      then (self);
      return;
    }
  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);
      heading = g_strdup_printf (_("Save Changes to “%s”?"), base);
    }
  else
    heading = g_strdup (_("Save the Game?"));
  self->after_save = then;
  vik_unsaved_dialog_present (GTK_WINDOW (self), heading,
                              _("The game has moves that are not saved. If you don’t save them, "
                                "they are lost."),
                              on_unsaved_response, g_object_ref (self));
}

static void
present_new_game_dialog (VikWindow *self)
{
  gtk_window_present (GTK_WINDOW (vik_new_game_dialog_new (self)));
}

static void
open_chooser (VikWindow *self)
{
  run_chooser (self, FALSE);
}

/* ---------------------------------------------------------------- actions */

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  confirm_unsaved (VIK_WINDOW (widget), present_new_game_dialog);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  confirm_unsaved (VIK_WINDOW (widget), open_chooser);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  GFile *file = vik_game_model_get_file (self->model);

  if (file != NULL)
    vik_window_save_file (self, file, NULL);
  else
    run_chooser (self, TRUE);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  run_chooser (VIK_WINDOW (widget), TRUE);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  gboolean ok;

  self->undoing = TRUE;
  ok = vik_game_model_undo (self->model);
  self->undoing = FALSE;
  if (!ok)
    toast (self, _("Nothing to undo: a die roll or a revealed hex cannot be taken back"));
}

static void
end_phase_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  VikAction end;

  if (window_game (self) == NULL)
    return;
  if (!find_legal (self, VIK_ACTION_END, &end))
    {
      toast (self, _("The phase cannot end now: a decision is pending"));
      return;
    }
  apply_action (self, &end);
}

static void
apply_text_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (window_game (self) == NULL)
    return;
  vik_play_controller_close_menu (self->play);
  if (!vik_game_model_apply_text (self->model, g_variant_get_string (param, NULL), &error))
    toast (self, error->message);
}

static void
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);

  vik_board_view_zoom_action (self->board_view, name);
}

/* win.choose-terrain (i) and win.choose-unit (i): a drawn tile's terrain or a
 * Reserve unit type chosen in the bar.  After a hex: the action there.
 * Otherwise the board lights up only where it can go (again: unchosen;
 * -1: none). */
static void
choose_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);

  vik_play_controller_choose (self->play,
                              g_str_equal (name, "win.choose-terrain") ? VIK_ACTION_TILE : VIK_ACTION_PLACE,
                              g_variant_get_int32 (param));
}

/* win.click-hex (i): what a click on the hex does (for the keyboard and tests). */
static void
click_hex_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);

  vik_board_view_click_hex (self->board_view, g_variant_get_int32 (param), 0);
}

static void
handoff_ready_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);

  set_handoff (self, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
continue_autosave_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_continue_autosave (VIK_WINDOW (widget), NULL);
}

static void
on_concede_response (AdwMessageDialog *dialog, const char *response, VikWindow *self)
{
  if (g_strcmp0 (response, "concede") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.apply-action", "s", "concede");
}

static void
concede_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  const VikGame *game = window_game (self);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (game == NULL)
    return;
  heading = g_strdup_printf (_("Concede the game, %s?"),
                             vik_game_get_player_name (game, vik_game_get_current_player (game)));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("Your empire leaves the game (5.1). This cannot be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "concede", _("C_oncede"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "concede",
                                              ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_concede_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------------- public */

VikGameModel *
vik_window_get_model (VikWindow *self)
{
  return self->model;
}

VikBoardView *
vik_window_get_board_view (VikWindow *self)
{
  return self->board_view;
}

VikPlayController *
vik_window_get_play_controller (VikWindow *self)
{
  return self->play;
}

gboolean
vik_window_start_game (VikWindow *self, const VikGameOptions *options, const VikColor *colors,
                       GError **error)
{
  if (!vik_game_model_new_game (self->model, options, colors, error))
    return FALSE;
  if (options->first_player == VIK_FIRST_PLAYER_DRAWN)
    {
      const VikGame *game = vik_game_model_get_game (self->model);
      g_autofree char *drawn = g_strdup_printf (_("%s was drawn to play first (4.0)"),
                                                vik_game_get_player_name (game, vik_game_get_first_player (game)));
      toast (self, drawn);
    }
  gtk_stack_set_visible_child_name (self->side_stack, "actions");
  gtk_label_set_text (self->battle_label, _("No battle yet."));
  g_string_truncate (self->battle_markup, 0);
  vik_board_view_center (self->board_view); /* at the zoom the player chose last */
  return TRUE;
}

gboolean
vik_window_get_handoff_visible (VikWindow *self)
{
  return gtk_widget_get_visible (self->handoff);
}

GSettings *
vik_window_get_settings (VikWindow *self)
{
  return self->settings;
}

const char *
vik_window_get_prompt (VikWindow *self)
{
  return gtk_label_get_text (self->prompt_label);
}

guint
vik_window_get_n_listed_actions (VikWindow *self)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->actions_list)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

const char *
vik_window_get_battle_report (VikWindow *self)
{
  return gtk_label_get_text (self->battle_label);
}

void
vik_window_show_side_page (VikWindow *self, const char *name)
{
  gtk_stack_set_visible_child_name (self->side_stack, name);
}

/* ---------------------------------------------------------------- class */

static gboolean
vik_window_close_request (GtkWindow *window)
{
  VikWindow *self = VIK_WINDOW (window);
  const VikGame *game = window_game (self);

  /* Nothing is lost on closing: an unfinished game is autosaved.  When that
   * fails the window stays open once, so the game can be saved elsewhere. */
  if (game != NULL && !vik_game_is_over (game) && vik_game_model_get_modified (self->model)
      && !self->close_despite_autosave)
    {
      g_autoptr (GError) error = NULL;

      if (!vik_game_model_autosave (self->model, &error))
        {
          g_autofree char *body = g_strdup_printf (
              _("%s\n\nThe game is still open: save it elsewhere with Save As, or close the window again to quit without saving."),
              error->message);
          self->close_despite_autosave = TRUE;
          vik_show_error_dialog (window, _("Could not autosave the game"), body);
          return TRUE;
        }
    }
  save_window_state (self);
  return GTK_WINDOW_CLASS (vik_window_parent_class)->close_request (window);
}

static void
vik_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikWindow *self = VIK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_LABELS:
      g_value_set_boolean (value, self->show_labels);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikWindow *self = VIK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_LABELS:
      self->show_labels = g_value_get_boolean (value);
      vik_viktory_painter_set_show_labels (vik_play_controller_get_painter (self->play), self->show_labels);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_window_dispose (GObject *object)
{
  VikWindow *self = VIK_WINDOW (object);

  g_clear_object (&self->play);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_WINDOW);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (vik_window_parent_class)->dispose (object);
}

static void
vik_window_finalize (GObject *object)
{
  VikWindow *self = VIK_WINDOW (object);

  g_string_free (self->battle_markup, TRUE);
  g_ptr_array_unref (self->marks);
  G_OBJECT_CLASS (vik_window_parent_class)->finalize (object);
}

static void
vik_window_class_init (VikWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = vik_window_dispose;
  object_class->finalize = vik_window_finalize;
  object_class->get_property = vik_window_get_property;
  object_class->set_property = vik_window_set_property;
  window_class->close_request = vik_window_close_request;

  properties[PROP_SHOW_LABELS] =
    g_param_spec_boolean ("show-labels", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VIK_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VikWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, end_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, selection_label);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, decision_buttons);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, handoff);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, handoff_page);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, handoff_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, players_list);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, actions_list);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, battle_label);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, log_view);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  vik_window_export_install_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.end-phase", NULL, end_phase_action);
  gtk_widget_class_install_action (widget_class, "win.apply-action", "s", apply_text_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.handoff-ready", NULL, handoff_ready_action);
  gtk_widget_class_install_action (widget_class, "win.continue-autosave", NULL, continue_autosave_action);
  gtk_widget_class_install_action (widget_class, "win.concede", NULL, concede_action);
  gtk_widget_class_install_action (widget_class, "win.choose-terrain", "i", choose_action);
  gtk_widget_class_install_action (widget_class, "win.choose-unit", "i", choose_action);
  gtk_widget_class_install_action (widget_class, "win.click-hex", "i", click_hex_action);
  gtk_widget_class_install_property_action (widget_class, "win.show-labels", "show-labels");

  /* Zoom keys without Ctrl work on the board too. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "win.zoom-out", NULL);
}

static void
vik_window_init (VikWindow *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter end;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->model = vik_game_model_new ();
  self->last_decider = VIK_NO_PLAYER;
  self->battle_markup = g_string_new (NULL);
  self->marks = g_ptr_array_new_with_free_func (mark_free);

  buffer = gtk_text_view_get_buffer (self->log_view);
  gtk_text_buffer_create_tag (buffer, "heading", "weight", PANGO_WEIGHT_BOLD,
                              "pixels-above-lines", 6, NULL);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_create_mark (buffer, "end", &end, FALSE);

  /* the row of tiles or unit types to choose, under the prompt */
  self->choice_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_visible (self->choice_box, FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->prompt_label))),
                              self->choice_box, GTK_WIDGET (self->selection_label));

  /* the last events under the board, read out by screen readers */
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->board_view))), vik_announcer_new (self->model));

  self->play = vik_play_controller_new (self->model, self->board_view);
  g_signal_connect_swapped (self->play, "refused", G_CALLBACK (toast), self);
  g_signal_connect_swapped (self->play, "notify::selected", G_CALLBACK (update_decision_bar), self);
  g_signal_connect_swapped (self->play, "notify::pending", G_CALLBACK (update_decision_bar), self);
  g_signal_connect_swapped (self->play, "notify::filter-kind", G_CALLBACK (update_decision_bar), self);
  g_signal_connect_swapped (self->play, "notify::filter-value", G_CALLBACK (update_decision_bar), self);
  g_signal_connect (self->actions_list, "row-activated", G_CALLBACK (on_action_row_activated), self);

  g_signal_connect (self->model, "game-changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect (self->model, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_connect (self->model, "turn-ended", G_CALLBACK (on_turn_ended), self);
  g_signal_connect (self->model, "game-over", G_CALLBACK (on_game_over), self);
  g_signal_connect (self->model, "notify::can-undo", G_CALLBACK (on_model_notify), self);
  g_signal_connect (self->model, "notify::modified", G_CALLBACK (on_model_notify), self);
  g_signal_connect (self->model, "notify::file", G_CALLBACK (on_model_notify), self);
  g_signal_connect (self->model, "notify::has-game", G_CALLBACK (on_model_notify), self);
  g_signal_connect_swapped (self->model, "colors-changed", G_CALLBACK (update_players), self);

  /* "2 hours ago" on the start screen stays true */
  g_signal_connect_swapped (self, "map", G_CALLBACK (update_action_states), self);
  g_signal_connect_swapped (self, "notify::is-active", G_CALLBACK (update_action_states), self);

  self->settings = settings_new ();
  restore_window_state (self);
  update_ui (self);
}

VikWindow *
vik_window_new (GtkApplication *app)
{
  return g_object_new (VIK_TYPE_WINDOW, "application", app, NULL);
}
