/* vik-board-view.c: the board widget (see vik-board-view.h). */
#include "config.h"

#include "vik-board-view.h"
#include "vik-action-text.h"
#include "vik-board-render.h"

#include <glib/gi18n.h>
#include <math.h>

#define MIN_HEX_SIZE 4.0
#define MAX_HEX_SIZE 220.0
#define DRAG_THRESHOLD 5.0
#define MIN_ZOOM 0.25
#define MAX_ZOOM 4.0

struct _VikBoardView
{
  GtkWidget parent_instance;

  VikGameModel *model;
  VikBoardStyle style;
  gboolean have_style;
  gboolean auto_fit;        /* centre the board at `zoom` in the widget until the user pans */
  double zoom;              /* hex size relative to the board fitted to the widget */
  int selected;
  int pending;              /* a hex clicked first, waiting for a choice in the bar */
  int filter_kind;          /* VikActionKind, or VIK_ACTION_NONE for no filter */
  int filter_value;         /* unit type (PLACE) or terrain (TILE) the filter keeps */
  guint8 can_act[VIK_MAX_HEXES]; /* a stack there is the origin of a legal action */

  double pointer_x, pointer_y;
  double drag_origin_x, drag_origin_y;
  gboolean dragged;
  double zoom_start_size;
};

G_DEFINE_FINAL_TYPE (VikBoardView, vik_board_view, GTK_TYPE_WIDGET)

enum { SIGNAL_ACTIONS_CHOSEN, SIGNAL_SELECTION_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_ZOOM, N_PROPS };
static GParamSpec *properties[N_PROPS];

static const VikGame *
view_game (VikBoardView *self)
{
  return self->model != NULL ? vik_game_model_get_game (self->model) : NULL;
}

static void
update_colors (VikBoardView *self)
{
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    self->style.colors[p] = vik_game_model_get_color (self->model, p);
}

/* The hex size of the whole board fitted to the widget (zoom 1.0). */
static double
fitted_size (VikBoardView *self)
{
  const VikGame *game = view_game (self);
  VikLayout keep = self->style.layout;
  double size;
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  if (game == NULL || w <= 0 || h <= 0)
    return 0;
  vik_board_style_fit (&self->style, game, w, h);
  size = self->style.layout.size;
  self->style.layout = keep;
  return size;
}

static void
set_zoom_value (VikBoardView *self, double zoom)
{
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (fabs (zoom - self->zoom) < 1e-9)
    return;
  self->zoom = zoom;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

/* The board centred in a widget of width x height at the current zoom. */
static void
center_at_zoom (VikBoardView *self, int width, int height)
{
  const VikGame *game = view_game (self);

  if (game == NULL || width <= 0 || height <= 0)
    return;
  vik_board_style_fit (&self->style, game, width, height);
  self->style.layout.size = CLAMP (self->style.layout.size * self->zoom, MIN_HEX_SIZE, MAX_HEX_SIZE);
}

/* Zooms by factor keeping the board point under (x, y) in place. */
static void
zoom_at (VikBoardView *self, double factor, double x, double y)
{
  VikLayout *l = &self->style.layout;
  double fit = fitted_size (self);
  double size = CLAMP (l->size * factor, MIN_HEX_SIZE, MAX_HEX_SIZE);

  if (fit > 0)
    size = CLAMP (size, fit * MIN_ZOOM, fit * MAX_ZOOM);
  factor = size / l->size;
  l->origin_x = x - (x - l->origin_x) * factor;
  l->origin_y = y - (y - l->origin_y) * factor;
  l->size = size;
  self->auto_fit = FALSE;
  if (fit > 0)
    set_zoom_value (self, size / fit);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
vik_board_view_get_zoom (VikBoardView *self)
{
  return self->zoom;
}

void
vik_board_view_set_zoom (VikBoardView *self, double zoom)
{
  set_zoom_value (self, zoom);
  vik_board_view_center (self);
}

void
vik_board_view_center (VikBoardView *self)
{
  self->auto_fit = TRUE;
  center_at_zoom (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_zoom (VikBoardView *self, double factor)
{
  zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
vik_board_view_pan (VikBoardView *self, double dx, double dy)
{
  self->style.layout.origin_x += dx;
  self->style.layout.origin_y += dy;
  self->auto_fit = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_fit (VikBoardView *self)
{
  set_zoom_value (self, 1.0);
  vik_board_view_center (self);
}

double
vik_board_view_get_hex_size (VikBoardView *self)
{
  return self->style.layout.size;
}

void
vik_board_view_set_show_labels (VikBoardView *self, gboolean show)
{
  self->style.show_labels = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
vik_board_view_get_selected (VikBoardView *self)
{
  return self->selected;
}

int
vik_board_view_get_highlight (VikBoardView *self, int hex)
{
  g_return_val_if_fail (hex >= 0 && hex < VIK_MAX_HEXES, VIK_HIGHLIGHT_NONE);
  return self->style.highlight[hex];
}

/* Does the filter (a unit type or a terrain chosen in the bar) keep the
 * action?  Without a filter it keeps every action. */
static gboolean
filter_keeps (VikBoardView *self, const VikAction *a)
{
  if (self->filter_kind == VIK_BOARD_NO_FILTER)
    return TRUE;
  if (a->kind != self->filter_kind)
    return FALSE;
  if (a->kind == VIK_ACTION_PLACE)
    return a->unit == self->filter_value;
  if (a->kind == VIK_ACTION_TILE)
    return a->terrain == self->filter_value;
  return TRUE;
}

/* A filter that no legal action passes any more, or a pending hex no legal
 * action targets, is dropped. */
static void
drop_stale_choices (VikBoardView *self, const VikGame *game, GArray *legal)
{
  gboolean filter_used = FALSE, pending_used = FALSE;

  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (vik_action_origin (game, a) != VIK_NO_HEX)
        continue;
      if (self->filter_kind != VIK_BOARD_NO_FILTER && filter_keeps (self, a))
        filter_used = TRUE;
      if (self->pending != VIK_NO_HEX && vik_action_target (game, a) == self->pending)
        pending_used = TRUE;
    }
  if (!filter_used)
    self->filter_kind = VIK_BOARD_NO_FILTER;
  if (!pending_used)
    self->pending = VIK_NO_HEX;
}

/* Highlights: targets of actions chosen by their target alone (those the
 * filter keeps), and with a selection, the targets of the selected stack's
 * actions on top. */
void
vik_board_view_refresh (VikBoardView *self)
{
  const VikGame *game = view_game (self);
  GArray *legal;

  memset (self->style.highlight, 0, sizeof self->style.highlight);
  memset (self->can_act, 0, sizeof self->can_act);
  if (game == NULL)
    {
      self->selected = VIK_NO_HEX;
      self->pending = VIK_NO_HEX;
      self->filter_kind = VIK_BOARD_NO_FILTER;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  legal = vik_game_model_get_legal_actions (self->model);
  drop_stale_choices (self, game, legal);
  {
    /* The face-down hexes waiting for drawn tiles, also while the water
     * choices of [4.0] and [7.0] come first. */
    VikTerrain tiles[VIK_MAX_REVEAL];
    int places[VIK_MAX_REVEAL], n_places = 0;
    vik_game_drawn_tiles (game, tiles, places, &n_places);
    for (int i = 0; i < n_places; i++)
      self->style.highlight[places[i]] = VIK_HIGHLIGHT_TILE;
  }
  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      int origin = vik_action_origin (game, a);
      int target = vik_action_target (game, a);
      if (origin != VIK_NO_HEX)
        self->can_act[origin] = TRUE;
      else if (target != VIK_NO_HEX && filter_keeps (self, a))
        self->style.highlight[target] = vik_action_highlight (game, a);
    }
  if (self->pending != VIK_NO_HEX)
    self->style.highlight[self->pending] = VIK_HIGHLIGHT_SELECTED;
  if (self->selected != VIK_NO_HEX && !self->can_act[self->selected])
    {
      self->selected = VIK_NO_HEX;
      g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0, VIK_NO_HEX);
    }
  if (self->selected != VIK_NO_HEX)
    {
      for (guint i = 0; i < legal->len; i++)
        {
          const VikAction *a = &g_array_index (legal, VikAction, i);
          int target = vik_action_target (game, a);
          if (target != VIK_NO_HEX && vik_action_origin (game, a) == self->selected)
            self->style.highlight[target] = vik_action_highlight (game, a);
        }
      self->style.highlight[self->selected] = VIK_HIGHLIGHT_SELECTED;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_set_selected (VikBoardView *self, int hex)
{
  if (hex != VIK_NO_HEX && !self->can_act[hex])
    hex = VIK_NO_HEX;
  if (self->selected == hex)
    return;
  self->selected = hex;
  vik_board_view_refresh (self);
  g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0, hex);
}

void
vik_board_view_set_filter (VikBoardView *self, int kind, int value)
{
  self->filter_kind = kind;
  self->filter_value = value;
  if (kind != VIK_BOARD_NO_FILTER)
    self->pending = VIK_NO_HEX;
  vik_board_view_refresh (self);
}

gboolean
vik_board_view_get_filter (VikBoardView *self, int *kind, int *value)
{
  if (kind != NULL)
    *kind = self->filter_kind;
  if (value != NULL)
    *value = self->filter_value;
  return self->filter_kind != VIK_BOARD_NO_FILTER;
}

void
vik_board_view_set_pending (VikBoardView *self, int hex)
{
  if (self->pending == hex)
    return;
  self->pending = hex;
  vik_board_view_refresh (self);
}

int
vik_board_view_get_pending (VikBoardView *self)
{
  return self->pending;
}

static void
collect (VikBoardView *self, const VikGame *game, GArray *legal, int origin, int hex, GArray *out)
{
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (vik_action_target (game, a) == hex && vik_action_origin (game, a) == origin
          && (origin != VIK_NO_HEX || filter_keeps (self, a)))
        g_array_append_val (out, *a);
    }
}

gboolean
vik_board_view_activate_hex (VikBoardView *self, int hex, GArray *out)
{
  const VikGame *game = view_game (self);
  GArray *legal;

  if (game == NULL || hex == VIK_NO_HEX)
    {
      vik_board_view_set_selected (self, VIK_NO_HEX);
      return FALSE;
    }
  legal = vik_game_model_get_legal_actions (self->model);
  g_array_set_size (out, 0);
  /* 1. a target of the selected stack */
  if (self->selected != VIK_NO_HEX && hex != self->selected)
    {
      collect (self, game, legal, self->selected, hex, out);
      if (out->len > 0)
        return TRUE;
    }
  /* 2. another stack that can act: select it */
  if (self->can_act[hex] && hex != self->selected)
    {
      vik_board_view_set_selected (self, hex);
      return FALSE;
    }
  /* 3. an action chosen by its target alone (build, place, battle, tiles...) */
  collect (self, game, legal, VIK_NO_HEX, hex, out);
  if (out->len > 0)
    return TRUE;
  /* 4. anything else clears the selection */
  vik_board_view_set_selected (self, VIK_NO_HEX);
  return FALSE;
}

static void
click_hex_at (VikBoardView *self, int hex, double x, double y)
{
  g_autoptr (GArray) chosen = g_array_new (FALSE, TRUE, sizeof (VikAction));

  if (vik_board_view_activate_hex (self, hex, chosen))
    g_signal_emit (self, signals[SIGNAL_ACTIONS_CHOSEN], 0, chosen, x, y);
}

static void
click_at (VikBoardView *self, double x, double y)
{
  const VikGame *game = view_game (self);

  if (game == NULL)
    return;
  click_hex_at (self, vik_board_hex_at (game, &self->style, x, y), x, y);
}

void
vik_board_view_click_hex (VikBoardView *self, int hex)
{
  const VikGame *game = view_game (self);
  double x = 0, y = 0;

  if (game == NULL)
    return;
  if (hex >= 0 && hex < vik_game_get_board (game)->n_hexes)
    vik_layout_hex_to_pixel (&self->style.layout, vik_game_get_board (game)->coords[hex], &x, &y);
  click_hex_at (self, hex, x, y);
}

/* ---------------------------------------------------------------- model */

static void
on_game_changed (VikGameModel *model, VikBoardView *self)
{
  const VikGame *game = view_game (self);

  self->selected = VIK_NO_HEX;
  self->pending = VIK_NO_HEX;
  self->filter_kind = VIK_BOARD_NO_FILTER;
  if (game != NULL)
    {
      int w = MAX (gtk_widget_get_width (GTK_WIDGET (self)), 200);
      int h = MAX (gtk_widget_get_height (GTK_WIDGET (self)), 200);
      VikLayout keep = self->style.layout;
      gboolean had = self->have_style;
      gboolean labels = self->style.show_labels;
      vik_board_style_init (&self->style, game, w, h);
      self->style.show_labels = labels;
      if (had && !self->auto_fit)
        self->style.layout = keep;
      else
        center_at_zoom (self, w, h);
      self->have_style = TRUE;
      update_colors (self);
    }
  vik_board_view_refresh (self);
}

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events,
                   VikBoardView *self)
{
  const VikAction *a = action;

  /* The selection follows a unit that moved on, so it can keep moving. */
  if (self->selected != VIK_NO_HEX && a != NULL
      && (a->kind == VIK_ACTION_MOVE || a->kind == VIK_ACTION_DISEMBARK)
      && a->to != VIK_NO_HEX)
    self->selected = a->to;
  vik_board_view_refresh (self);
  if (self->selected == VIK_NO_HEX)
    g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0, VIK_NO_HEX);
}

static void
on_colors_changed (VikGameModel *model, VikBoardView *self)
{
  update_colors (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_set_model (VikBoardView *self, VikGameModel *model)
{
  if (self->model == model)
    return;
  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      g_clear_object (&self->model);
    }
  if (model != NULL)
    {
      self->model = g_object_ref (model);
      g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect (model, "action-applied", G_CALLBACK (on_action_applied), self);
      g_signal_connect (model, "colors-changed", G_CALLBACK (on_colors_changed), self);
      self->auto_fit = TRUE;
      on_game_changed (model, self);
    }
}

VikGameModel *
vik_board_view_get_model (VikBoardView *self)
{
  return self->model;
}

/* ---------------------------------------------------------------- drawing */

/* A dashed ring inside the hexes whose stacks can act, so players see what to click. */
static void
draw_actors (VikBoardView *self, cairo_t *cr, const VikGame *game)
{
  const VikBoard *board = vik_game_get_board (game);
  VikLayout inner = self->style.layout;
  double dash[] = { 4.0, 3.0 };

  inner.size *= 0.86;
  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1.5, self->style.layout.size / 18));
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  for (int h = 0; h < board->n_hexes; h++)
    {
      double cx, cy;
      if (!self->can_act[h] || h == self->selected)
        continue;
      /* a smaller hex around the same centre */
      vik_layout_hex_to_pixel (&self->style.layout, board->coords[h], &cx, &cy);
      for (int i = 0; i < 6; i++)
        {
          double x = cx + inner.size * cos (G_PI / 3 * i);
          double y = cy + inner.size * sin (G_PI / 3 * i);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
vik_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VikBoardView *self = VIK_BOARD_VIEW (widget);
  const VikGame *game = view_game (self);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (w <= 0 || h <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_set_source_rgb (cr, 0.13, 0.20, 0.28);
  cairo_paint (cr);
  if (game != NULL && self->have_style)
    {
      vik_board_render (cr, game, &self->style);
      draw_actors (self, cr, game);
    }
  cairo_destroy (cr);
}

static void
vik_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VikBoardView *self = VIK_BOARD_VIEW (widget);
  const VikGame *game = view_game (self);

  if (self->auto_fit && game != NULL && width > 0 && height > 0)
    center_at_zoom (self, width, height);
}

static void
vik_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 200;
  *natural = 800;
}

/* ---------------------------------------------------------------- input */

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, VikBoardView *self)
{
  const VikGame *game = view_game (self);
  int hex;

  self->pointer_x = x;
  self->pointer_y = y;
  if (game == NULL)
    return;
  hex = vik_board_hex_at (game, &self->style, x, y);
  if (hex != self->style.hover_hex)
    {
      gboolean clickable = hex != VIK_NO_HEX
                           && (self->can_act[hex] || self->style.highlight[hex] != VIK_HIGHLIGHT_NONE);
      self->style.hover_hex = hex;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), clickable ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *motion, VikBoardView *self)
{
  self->style.hover_hex = VIK_NO_HEX;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_begin (GtkGestureDrag *drag, double x, double y, VikBoardView *self)
{
  self->drag_origin_x = self->style.layout.origin_x;
  self->drag_origin_y = self->style.layout.origin_y;
  self->dragged = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag *drag, double dx, double dy, VikBoardView *self)
{
  if (!self->dragged && hypot (dx, dy) < DRAG_THRESHOLD)
    return;
  self->dragged = TRUE;
  self->auto_fit = FALSE;
  self->style.layout.origin_x = self->drag_origin_x + dx;
  self->style.layout.origin_y = self->drag_origin_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *drag, double dx, double dy, VikBoardView *self)
{
  double x, y;
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (drag));

  if (self->dragged)
    return;
  gtk_gesture_drag_get_start_point (drag, &x, &y);
  if (button == GDK_BUTTON_SECONDARY)
    vik_board_view_set_selected (self, VIK_NO_HEX);
  else if (button == GDK_BUTTON_PRIMARY)
    click_at (self, x, y);
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll, double dx, double dy, VikBoardView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));
  double step = gtk_event_controller_scroll_get_unit (scroll) == GDK_SCROLL_UNIT_WHEEL ? 40.0 : 1.0;

  if (state & GDK_CONTROL_MASK)
    zoom_at (self, pow (1.15, -dy * (step > 1 ? 1 : 0.05)), self->pointer_x, self->pointer_y);
  else if (state & GDK_SHIFT_MASK)
    vik_board_view_pan (self, -dy * step, -dx * step);
  else
    vik_board_view_pan (self, -dx * step, -dy * step);
  return TRUE;
}

static void
on_zoom_begin (GtkGesture *gesture, GdkEventSequence *sequence, VikBoardView *self)
{
  self->zoom_start_size = self->style.layout.size;
}

static void
on_zoom_scale (GtkGestureZoom *gesture, double scale, VikBoardView *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  zoom_at (self, self->zoom_start_size * scale / self->style.layout.size, x, y);
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  VikBoardView *self)
{
  const VikGame *game = view_game (self);
  g_autofree char *text = NULL;
  int hex;

  if (game == NULL)
    return FALSE;
  hex = vik_board_hex_at (game, &self->style, x, y);
  if (hex == VIK_NO_HEX)
    return FALSE;
  text = vik_hex_describe (game, hex, vik_game_get_current_player (game));
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
pan_action (GtkWidget *widget, const char *name, GVariant *param)
{
  double dx, dy;

  g_variant_get (param, "(dd)", &dx, &dy);
  vik_board_view_pan (VIK_BOARD_VIEW (widget), dx, dy);
}

static void
escape_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_board_view_set_selected (VIK_BOARD_VIEW (widget), VIK_NO_HEX);
}

/* ---------------------------------------------------------------- class */

static void
vik_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, VIK_BOARD_VIEW (object)->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ZOOM:
      vik_board_view_set_zoom (VIK_BOARD_VIEW (object), g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_board_view_dispose (GObject *object)
{
  vik_board_view_set_model (VIK_BOARD_VIEW (object), NULL);
  G_OBJECT_CLASS (vik_board_view_parent_class)->dispose (object);
}

static void
vik_board_view_class_init (VikBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_board_view_dispose;
  object_class->get_property = vik_board_view_get_property;
  object_class->set_property = vik_board_view_set_property;

  /* The hex size relative to the board fitted to the widget; saved in the
   * settings (board-zoom, same range). */
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = vik_board_view_snapshot;
  widget_class->size_allocate = vik_board_view_size_allocate;
  widget_class->measure = vik_board_view_measure;

  signals[SIGNAL_ACTIONS_CHOSEN] =
    g_signal_new ("actions-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_POINTER, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[SIGNAL_SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.pan", "(dd)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.deselect", NULL, escape_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.pan", "(dd)", 60.0, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.pan", "(dd)", -60.0, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "board.pan", "(dd)", 0.0, 60.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "board.pan", "(dd)", 0.0, -60.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.deselect", NULL);

  gtk_widget_class_set_css_name (widget_class, "vikboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
vik_board_view_init (VikBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkGesture *zoom = gtk_gesture_zoom_new ();

  self->selected = VIK_NO_HEX;
  self->pending = VIK_NO_HEX;
  self->filter_kind = VIK_BOARD_NO_FILTER;
  self->zoom = 1.0;
  self->auto_fit = TRUE;
  self->style.hover_hex = VIK_NO_HEX;
  self->style.layout.size = 30;
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    self->style.colors[p] = vik_game_model_default_color (p);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (widget, TRUE);

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, motion);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, scroll);

  g_signal_connect (zoom, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (on_zoom_scale), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));

  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
}

GtkWidget *
vik_board_view_new (void)
{
  return g_object_new (VIK_TYPE_BOARD_VIEW, NULL);
}
