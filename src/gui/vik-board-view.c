/* vik-board-view.c: the board widget (see vik-board-view.h).
 *
 * The view part (drawing, zoom, pan, hover, strokes) reads the game through
 * view_game() and never needs the model; the game layer (legal-action
 * highlights, selection, filter, pending hex, ::actions-chosen) reads it
 * through model_game(), which is NULL without a model. */
#include "config.h"

#include "vik-board-view.h"
#include "vik-action-text.h"
#include "vik-board-render.h"
#include "vik-hex-cursor.h"

#include <glib/gi18n.h>
#include <math.h>

#define MIN_HEX_SIZE 4.0
#define MAX_HEX_SIZE 220.0
#define DRAG_THRESHOLD 5.0
#define MIN_ZOOM 0.25
#define MAX_ZOOM 4.0

/* What a press of a mouse button turns into. */
typedef enum {
  DRAG_CLICK,               /* a click only (the secondary button without drag-pans) */
  DRAG_PAN,                 /* moving the board */
  DRAG_STROKE,              /* the owner's stroke over hexes (drag-pans FALSE) */
} DragMode;

struct _VikBoardView
{
  GtkWidget parent_instance;

  /* the view */
  const VikGame *game;      /* drawn without a model; borrowed from the owner */
  int style_hexes;          /* the board size the style was made for */
  VikBoardStyle style;
  gboolean have_style;
  gboolean auto_fit;        /* centre the board at `zoom` in the widget until the user pans */
  double zoom;              /* hex size relative to the board fitted to the widget */
  gboolean drag_pans;       /* a primary-button drag pans (else it is a stroke) */
  gboolean placed;          /* the layout was made for a real allocation */
  double offset_x, offset_y; /* the widget's top left in its window, at the last allocation */
  int root_width, root_height; /* the window's size then */

  /* input */
  double pointer_x, pointer_y;
  double drag_origin_x, drag_origin_y;
  DragMode drag_mode;
  gboolean dragged;
  gboolean drag_cancelled;
  gboolean in_stroke;
  int stroke_hex;           /* the hex the stroke last reported */
  int stroke_pointer_hex;   /* the hex under the pointer at the last update */
  gboolean space_held;
  int cursor;               /* the keyboard's hex, VIK_NO_HEX before the board had focus */
  gboolean cursor_zig;      /* Left/Right go up, then down (a row of flat-topped hexes) */
  double zoom_start_size;

  /* the game layer: only with a model */
  VikGameModel *model;
  int selected;
  int suspended;            /* a selection a decision interrupted (tiles to place): back after it */
  gboolean move_onto;       /* this click moves onto one's own stack rather than selecting it */
  int pending;              /* a hex clicked first, waiting for a choice in the bar */
  int filter_kind;          /* VikActionKind, or VIK_ACTION_NONE for no filter */
  int filter_value;         /* unit type (PLACE) or terrain (TILE) the filter keeps */
  guint8 can_act[VIK_MAX_HEXES]; /* a stack there is the origin of a legal action */
};

G_DEFINE_FINAL_TYPE (VikBoardView, vik_board_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_ACTIONS_CHOSEN,
  SIGNAL_SELECTION_CHANGED,
  SIGNAL_HEX_ACTIVATED,
  SIGNAL_STROKE_BEGIN,
  SIGNAL_HEX_DRAGGED,
  SIGNAL_STROKE_END,
  SIGNAL_DRAW_OVERLAY,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void update_accessible (VikBoardView *self);
static void draw_cursor (VikBoardView *self, cairo_t *cr, const VikGame *game);

enum { PROP_0, PROP_ZOOM, PROP_DRAG_PANS, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The game the game layer works on: the model's, NULL without a model. */
static const VikGame *
model_game (VikBoardView *self)
{
  return self->model != NULL ? vik_game_model_get_game (self->model) : NULL;
}

/* The game drawn: the model's, or the one the owner set. */
static const VikGame *
view_game (VikBoardView *self)
{
  return self->model != NULL ? vik_game_model_get_game (self->model) : self->game;
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
  self->placed = gtk_widget_get_width (GTK_WIDGET (self)) > 0;
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

void
vik_board_view_set_drag_pans (VikBoardView *self, gboolean drag_pans)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));

  drag_pans = !!drag_pans;
  if (self->drag_pans == drag_pans)
    return;
  self->drag_pans = drag_pans;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAG_PANS]);
}

gboolean
vik_board_view_get_drag_pans (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), TRUE);
  return self->drag_pans;
}

void
vik_board_view_set_color (VikBoardView *self, int player, VikColor color)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));
  g_return_if_fail (player >= 0 && player < VIK_MAX_PLAYERS);

  self->style.colors[player] = color;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_set_highlight (VikBoardView *self, int hex, VikHighlight highlight)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));
  g_return_if_fail (hex >= 0 && hex < VIK_MAX_HEXES);
  g_return_if_fail (highlight < VIK_N_HIGHLIGHTS);

  if (self->style.highlight[hex] == highlight)
    return;
  self->style.highlight[hex] = highlight;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_clear_highlights (VikBoardView *self)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));

  memset (self->style.highlight, 0, sizeof self->style.highlight);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
vik_board_view_get_hover (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), VIK_NO_HEX);
  return self->style.hover_hex;
}

const VikBoardStyle *
vik_board_view_get_style (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), NULL);
  return &self->style;
}

const VikGame *
vik_board_view_get_game (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), NULL);
  return view_game (self);
}

/* A fresh style for game: the colours, the labels and, with keep_layout,
 * the zoom and pan stay; otherwise the board is centred at the current zoom.
 * The highlights and the hover go. */
static void
reset_style (VikBoardView *self, const VikGame *game, gboolean keep_layout)
{
  int w = MAX (gtk_widget_get_width (GTK_WIDGET (self)), 200);
  int h = MAX (gtk_widget_get_height (GTK_WIDGET (self)), 200);
  VikLayout layout = self->style.layout;
  gboolean labels = self->style.show_labels;
  VikColor colors[VIK_MAX_PLAYERS];

  memcpy (colors, self->style.colors, sizeof colors);
  vik_board_style_init (&self->style, game, w, h);
  memcpy (self->style.colors, colors, sizeof colors);
  self->style.show_labels = labels;
  if (keep_layout)
    self->style.layout = layout;
  else
    {
      center_at_zoom (self, w, h);
      self->placed = gtk_widget_get_width (GTK_WIDGET (self)) > 0;
    }
  self->have_style = TRUE;
  self->style_hexes = vik_game_get_board (game)->n_hexes;
}

void
vik_board_view_set_game (VikBoardView *self, const VikGame *game)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));

  if (self->model != NULL)
    vik_board_view_set_model (self, NULL);
  self->game = game;
  if (game != NULL && (!self->have_style || vik_game_get_board (game)->n_hexes != self->style_hexes))
    {
      /* another board: centred at the zoom the user chose */
      self->auto_fit = TRUE;
      reset_style (self, game, FALSE);
    }
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
  const VikGame *game = model_game (self);
  GArray *legal;

  memset (self->can_act, 0, sizeof self->can_act);
  /* Without a model the highlights are the owner's: keep them. */
  if (self->model != NULL)
    memset (self->style.highlight, 0, sizeof self->style.highlight);
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
      /* a decision interrupting the move (tiles to place, a casualty):
       * the stack is selected again once it can act */
      self->suspended = vik_game_get_decision (game) != VIK_DECISION_NONE ? self->selected : VIK_NO_HEX;
      self->selected = VIK_NO_HEX;
      g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0, VIK_NO_HEX);
    }
  else if (self->selected == VIK_NO_HEX && self->suspended != VIK_NO_HEX
           && vik_game_get_decision (game) == VIK_DECISION_NONE)
    {
      int hex = self->suspended;
      self->suspended = VIK_NO_HEX;
      if (self->can_act[hex])
        {
          self->selected = hex;
          g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0, hex);
        }
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
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_set_selected (VikBoardView *self, int hex)
{
  if (hex != VIK_NO_HEX && !self->can_act[hex])
    hex = VIK_NO_HEX;
  self->suspended = VIK_NO_HEX;
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
  const VikGame *game = model_game (self);
  GArray *legal;

  if (game == NULL || hex == VIK_NO_HEX)
    {
      vik_board_view_set_selected (self, VIK_NO_HEX);
      return FALSE;
    }
  legal = vik_game_model_get_legal_actions (self->model);
  g_array_set_size (out, 0);
  /* 1. another of one's stacks that can act: select it, also when the
   * selected stack could move there (that is a deliberate Shift+click) */
  if (self->can_act[hex] && hex != self->selected && !self->move_onto)
    {
      vik_board_view_set_selected (self, hex);
      return FALSE;
    }
  /* 2. a target of the selected stack */
  if (self->selected != VIK_NO_HEX && hex != self->selected)
    {
      collect (self, game, legal, self->selected, hex, out);
      if (out->len > 0)
        return TRUE;
    }
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

/* A primary click: ::hex-activated for the owner, then the game layer. */
static void
click_hex_at (VikBoardView *self, int hex, double x, double y)
{
  g_autoptr (GArray) chosen = NULL;

  if (hex != VIK_NO_HEX)
    g_signal_emit (self, signals[SIGNAL_HEX_ACTIVATED], 0, hex);
  if (self->model == NULL)
    return;
  chosen = g_array_new (FALSE, TRUE, sizeof (VikAction));
  if (vik_board_view_activate_hex (self, hex, chosen))
    g_signal_emit (self, signals[SIGNAL_ACTIONS_CHOSEN], 0, chosen, x, y);
}

static void
click_at (VikBoardView *self, double x, double y)
{
  const VikGame *game = view_game (self);
  int hex;

  if (game == NULL)
    return;
  hex = vik_board_hex_at (game, &self->style, x, y);
  /* the keyboard goes on from where the mouse clicked */
  if (hex != VIK_NO_HEX)
    {
      self->cursor = hex;
      update_accessible (self);
    }
  click_hex_at (self, hex, x, y);
}

void
vik_board_view_move_onto_hex (VikBoardView *self, int hex)
{
  self->move_onto = TRUE;
  vik_board_view_click_hex (self, hex);
  self->move_onto = FALSE;
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
  const VikGame *game = model_game (self);

  self->selected = VIK_NO_HEX;
  self->suspended = VIK_NO_HEX;
  self->pending = VIK_NO_HEX;
  self->filter_kind = VIK_BOARD_NO_FILTER;
  if (game != NULL)
    {
      /* a new game keeps the view the user panned to */
      reset_style (self, game, self->have_style && !self->auto_fit);
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
  if (self->suspended != VIK_NO_HEX && a != NULL && a->kind != VIK_ACTION_TILE)
    self->suspended = VIK_NO_HEX;   /* only placing the tiles is an interruption */
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
      /* the legal actions' highlights and selection go with the model */
      memset (self->style.highlight, 0, sizeof self->style.highlight);
      vik_board_view_refresh (self);
    }
  if (model != NULL)
    {
      self->game = NULL;
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

/* The keyboard's hex: a thick dashed ring, yellow on black, that no
 * highlight or hover outline looks like. */
static void
draw_cursor (VikBoardView *self, cairo_t *cr, const VikGame *game)
{
  double cx, cy, r = self->style.layout.size * 0.8;
  double dash[] = { MAX (3.0, r / 4), MAX (2.0, r / 6) };

  vik_layout_hex_to_pixel (&self->style.layout, vik_game_get_board (game)->coords[self->cursor], &cx, &cy);
  cairo_save (cr);
  for (int i = 0; i < 6; i++)
    cairo_line_to (cr, cx + r * cos (G_PI / 3 * i), cy + r * sin (G_PI / 3 * i));
  cairo_close_path (cr);
  cairo_set_line_width (cr, MAX (4.0, self->style.layout.size / 6));
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, MAX (2.0, self->style.layout.size / 12));
  cairo_set_source_rgb (cr, 1.0, 0.85, 0.0);
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
  /* the cairo node is rendered at the surface's scale: crisp on HiDPI */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_set_source_rgb (cr, 0.13, 0.20, 0.28);
  cairo_paint (cr);
  if (game != NULL && self->have_style)
    {
      vik_board_render (cr, game, &self->style);
      if (self->model != NULL)
        draw_actors (self, cr, game);
      if (gtk_widget_has_focus (widget) && self->cursor != VIK_NO_HEX
          && self->cursor < vik_game_get_board (game)->n_hexes)
        draw_cursor (self, cr, game);
      cairo_save (cr);
      g_signal_emit (self, signals[SIGNAL_DRAW_OVERLAY], 0, cr);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
}

/* The board keeps its scale and its place on the screen when the widget
 * changes size because something beside it did (the prompt bar above got a
 * line taller): hexes never move under the pointer.  Until the player zooms
 * or pans, a resized window centres the board again at the same zoom. */
static void
vik_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VikBoardView *self = VIK_BOARD_VIEW (widget);
  const VikGame *game = view_game (self);
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);
  int root_width = root != NULL ? gtk_widget_get_width (root) : 0;
  int root_height = root != NULL ? gtk_widget_get_height (root) : 0;

  if (root != NULL && !gtk_widget_compute_point (widget, root, &GRAPHENE_POINT_INIT (0, 0), &at))
    at = GRAPHENE_POINT_INIT (0, 0);
  if (game != NULL && width > 0 && height > 0)
    {
      if (self->auto_fit
          && (!self->placed || root_width != self->root_width || root_height != self->root_height))
        {
          center_at_zoom (self, width, height);
          self->placed = TRUE;
        }
      else if (self->placed)
        {
          self->style.layout.origin_x -= at.x - self->offset_x;
          self->style.layout.origin_y -= at.y - self->offset_y;
        }
    }
  self->offset_x = at.x;
  self->offset_y = at.y;
  self->root_width = root_width;
  self->root_height = root_height;
}

static void
vik_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 200;
  *natural = 800;
}

/* ---------------------------------------------------------------- input */

static int
hex_at (VikBoardView *self, double x, double y)
{
  const VikGame *game = view_game (self);

  if (game == NULL || !self->have_style)
    return VIK_NO_HEX;
  return vik_board_hex_at (game, &self->style, x, y);
}

/* The pointer's shape: grabbing while panning, an open hand with Space held,
 * a hand over what a player can click, a cross over hexes to paint. */
static void
update_cursor (VikBoardView *self)
{
  int hex = self->style.hover_hex;
  const char *name = NULL;

  if (self->drag_mode == DRAG_PAN && self->dragged)
    name = "grabbing";
  else if (self->space_held)
    name = "grab";
  else if (hex == VIK_NO_HEX)
    name = NULL;
  else if (self->model != NULL)
    name = self->can_act[hex] || self->style.highlight[hex] != VIK_HIGHLIGHT_NONE ? "pointer" : NULL;
  else if (!self->drag_pans)
    name = "crosshair";
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, VikBoardView *self)
{
  int hex = hex_at (self, x, y);

  self->pointer_x = x;
  self->pointer_y = y;
  if (hex != self->style.hover_hex)
    {
      self->style.hover_hex = hex;
      update_cursor (self);
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
end_stroke (VikBoardView *self)
{
  if (!self->in_stroke)
    return;
  self->in_stroke = FALSE;
  g_signal_emit (self, signals[SIGNAL_STROKE_END], 0);
}

static void
stroke_report (VikBoardView *self, int hex)
{
  if (hex == VIK_NO_HEX || hex == self->stroke_hex)
    return;
  self->stroke_hex = hex;
  g_signal_emit (self, signals[SIGNAL_HEX_DRAGGED], 0, hex);
}

/* The stroke moves on to the hex under the pointer; a fast pointer that
 * jumped over hexes still reports those between, as a painter expects. */
static void
stroke_to (VikBoardView *self, int hex)
{
  const VikGame *game = view_game (self);
  int from = self->stroke_pointer_hex;

  if (!self->in_stroke)
    {
      self->in_stroke = TRUE;
      g_signal_emit (self, signals[SIGNAL_STROKE_BEGIN], 0);
      /* the pressed hex first: the stroke begins there */
      stroke_report (self, self->stroke_pointer_hex);
    }
  if (game != NULL && from != VIK_NO_HEX && hex != VIK_NO_HEX && hex != from)
    {
      const VikBoard *board = vik_game_get_board (game);
      VikHex line[2 * VIK_MAX_RADIUS + 2];
      int n;

      if (vik_hex_distance (board->coords[from], board->coords[hex]) <= 2 * VIK_MAX_RADIUS)
        {
          n = vik_hex_line (board->coords[from], board->coords[hex], line);
          for (int i = 1; i < n; i++)
            stroke_report (self, vik_board_index (board, line[i]));
        }
    }
  stroke_report (self, hex);
  self->stroke_pointer_hex = hex;
}

static void
on_drag_begin (GtkGestureDrag *drag, double x, double y, VikBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (drag));

  self->drag_origin_x = self->style.layout.origin_x;
  self->drag_origin_y = self->style.layout.origin_y;
  self->dragged = FALSE;
  self->drag_cancelled = FALSE;
  if (self->drag_pans || button == GDK_BUTTON_MIDDLE || self->space_held)
    self->drag_mode = DRAG_PAN;
  else if (button == GDK_BUTTON_PRIMARY)
    self->drag_mode = DRAG_STROKE;
  else
    self->drag_mode = DRAG_CLICK;
  self->stroke_hex = VIK_NO_HEX;
  self->stroke_pointer_hex = hex_at (self, x, y);
  if (self->stroke_pointer_hex != VIK_NO_HEX)
    self->cursor = self->stroke_pointer_hex;   /* the keyboard goes on from here */
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag *drag, double dx, double dy, VikBoardView *self)
{
  double x, y;

  if (self->drag_cancelled || (!self->dragged && hypot (dx, dy) < DRAG_THRESHOLD))
    return;
  if (!self->dragged)
    {
      self->dragged = TRUE;
      update_cursor (self);
    }
  switch (self->drag_mode)
    {
    case DRAG_PAN:
      self->auto_fit = FALSE;
      self->style.layout.origin_x = self->drag_origin_x + dx;
      self->style.layout.origin_y = self->drag_origin_y + dy;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      break;
    case DRAG_STROKE:
      gtk_gesture_drag_get_start_point (drag, &x, &y);
      stroke_to (self, hex_at (self, x + dx, y + dy));
      break;
    case DRAG_CLICK:
      break;
    }
}

static void
on_drag_end (GtkGestureDrag *drag, double dx, double dy, VikBoardView *self)
{
  double x, y;
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (drag));
  gboolean click = !self->dragged && !self->drag_cancelled;

  end_stroke (self);
  self->dragged = FALSE;
  update_cursor (self);
  if (!click)
    return;
  gtk_gesture_drag_get_start_point (drag, &x, &y);
  if (button == GDK_BUTTON_SECONDARY)
    {
      if (self->model != NULL)
        vik_board_view_set_selected (self, VIK_NO_HEX);
    }
  else if (button == GDK_BUTTON_PRIMARY)
    {
      GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (drag));
      /* Shift+click: the selected stack moves onto one's own stack there */
      self->move_onto = (state & GDK_SHIFT_MASK) != 0;
      click_at (self, x, y);
      self->move_onto = FALSE;
    }
}

/* A grab elsewhere or a touch turned into a pinch: a stroke under way still
 * ends (the owner's undo step closes), and no click follows. */
static void
on_drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, VikBoardView *self)
{
  self->drag_cancelled = TRUE;
  end_stroke (self);
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

/* The cursor's hex in view: the board pans by whole steps when it would
 * leave the widget (with a margin of a hex). */
static void
cursor_into_view (VikBoardView *self)
{
  const VikGame *game = view_game (self);
  double x, y, margin = self->style.layout.size * 1.2;
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double dx = 0, dy = 0;

  if (game == NULL || self->cursor == VIK_NO_HEX || w <= 0 || h <= 0)
    return;
  vik_layout_hex_to_pixel (&self->style.layout, vik_game_get_board (game)->coords[self->cursor], &x, &y);
  if (x < margin)
    dx = margin - x;
  else if (x > w - margin)
    dx = w - margin - x;
  if (y < margin)
    dy = margin - y;
  else if (y > h - margin)
    dy = h - margin - y;
  if (dx != 0 || dy != 0)
    vik_board_view_pan (self, dx, dy);
}

/* The accessible description follows the cursor (a screen reader reads the
 * hex the player is on, what is there and what a press of Enter does). */
static void
update_accessible (VikBoardView *self)
{
  const VikGame *game = view_game (self);
  g_autofree char *text = NULL;

  if (game == NULL || self->cursor == VIK_NO_HEX || self->cursor >= vik_game_get_board (game)->n_hexes)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
      return;
    }
  text = vik_hex_cursor_describe (game, self->cursor,
                                  self->model != NULL ? vik_game_get_current_player (game) : -1,
                                  self->style.highlight[self->cursor],
                                  self->model != NULL && self->can_act[self->cursor]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

int
vik_board_view_get_cursor (VikBoardView *self)
{
  return self->cursor;
}

void
vik_board_view_set_cursor (VikBoardView *self, int hex)
{
  const VikGame *game = view_game (self);

  if (game == NULL || hex < 0 || hex >= vik_game_get_board (game)->n_hexes)
    hex = VIK_NO_HEX;
  self->cursor = hex;
  cursor_into_view (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Where the cursor starts: the selection, else the board's centre.  The
 * view does not pan for it: focus comes with a mouse press too, and the
 * board must not move under the pointer. */
static void
ensure_cursor (VikBoardView *self)
{
  const VikGame *game = view_game (self);

  if (game == NULL || (self->cursor != VIK_NO_HEX && self->cursor < vik_game_get_board (game)->n_hexes))
    return;
  self->cursor = self->selected != VIK_NO_HEX
                 ? self->selected : vik_board_index (vik_game_get_board (game), vik_hex_make (0, 0));
  update_accessible (self);
}

/* The hex cursor: arrows (and Q W E A S D in a game) move it, Enter and
 * Space act as a click there (Shift+Enter moves onto one's own stack).
 * Space held makes a primary drag pan where dragging paints. */
static gboolean
on_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                VikBoardView *self)
{
  const VikGame *game = view_game (self);
  GdkModifierType mods = state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK);

  if (game != NULL && (mods & ~GDK_SHIFT_MASK) == 0)
    {
      gboolean letters = self->model != NULL && mods == 0;
      int next;

      ensure_cursor (self);
      next = mods == 0 ? vik_hex_cursor_step (vik_game_get_board (game), self->cursor, keyval, letters,
                                              &self->cursor_zig)
                       : VIK_NO_HEX;
      if (next != VIK_NO_HEX)
        {
          vik_board_view_set_cursor (self, next);
          return TRUE;
        }
      if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter
          || (keyval == GDK_KEY_space && self->drag_pans))
        {
          if (mods == GDK_SHIFT_MASK)
            vik_board_view_move_onto_hex (self, self->cursor);
          else
            vik_board_view_click_hex (self, self->cursor);
          update_accessible (self);
          return TRUE;
        }
    }
  if (keyval != GDK_KEY_space || self->drag_pans)
    return FALSE;
  if (!self->space_held)
    {
      self->space_held = TRUE;
      update_cursor (self);
    }
  return TRUE;
}

static void
on_key_released (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                 VikBoardView *self)
{
  if (keyval != GDK_KEY_space || !self->space_held)
    return;
  self->space_held = FALSE;
  update_cursor (self);
}

static void
on_focus_enter (GtkEventControllerFocus *focus, VikBoardView *self)
{
  ensure_cursor (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (GtkEventControllerFocus *focus, VikBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!self->space_held)
    return;
  self->space_held = FALSE;
  update_cursor (self);
}

gboolean
vik_board_view_has_popover (VikBoardView *self)
{
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c) && gtk_widget_get_visible (c))
      return TRUE;
  return FALSE;
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  VikBoardView *self)
{
  const VikGame *game = view_game (self);
  g_autofree char *text = NULL;
  GString *legend;
  int hex = hex_at (self, x, y);

  if (hex == VIK_NO_HEX || vik_board_view_has_popover (self))
    return FALSE;
  /* the movement points left are the current player's business, in a game */
  text = vik_hex_describe (game, hex, self->model != NULL ? vik_game_get_current_player (game) : -1);
  legend = g_string_new (text);
  /* the legend of the letters on the pieces there */
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      gboolean here = vik_game_hex_site_owner (game, hex) == p && vik_game_hex_site (game, hex) != VIK_SITE_NONE;
      for (int t = 0; t < VIK_N_UNIT_TYPES && !here; t++)
        here = vik_game_hex_units (game, hex, p, t) > 0;
      if (here)
        g_string_append_printf (legend, "\n%c = %s", vik_board_player_letter (p), vik_game_get_player_name (game, p));
    }
  gtk_tooltip_set_text (tooltip, legend->str);
  g_string_free (legend, TRUE);
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
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikBoardView *self = VIK_BOARD_VIEW (widget);

  if (g_str_equal (name, "board.zoom-in"))
    vik_board_view_zoom (self, 1.25);
  else if (g_str_equal (name, "board.zoom-out"))
    vik_board_view_zoom (self, 0.8);
  else
    vik_board_view_fit (self);
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
  VikBoardView *self = VIK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_DRAG_PANS:
      g_value_set_boolean (value, self->drag_pans);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikBoardView *self = VIK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      vik_board_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_DRAG_PANS:
      vik_board_view_set_drag_pans (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_board_view_dispose (GObject *object)
{
  VikBoardView *self = VIK_BOARD_VIEW (object);

  vik_board_view_set_model (self, NULL);
  self->game = NULL;
  G_OBJECT_CLASS (vik_board_view_parent_class)->dispose (object);
}

static void
add_zoom_keys (GtkWidgetClass *widget_class)
{
  static const struct {
    guint key;
    GdkModifierType mods;
    const char *action;
  } keys[] = {
    { GDK_KEY_plus, 0, "board.zoom-in" },
    { GDK_KEY_KP_Add, 0, "board.zoom-in" },
    { GDK_KEY_plus, GDK_CONTROL_MASK, "board.zoom-in" },
    { GDK_KEY_equal, GDK_CONTROL_MASK, "board.zoom-in" },
    { GDK_KEY_KP_Add, GDK_CONTROL_MASK, "board.zoom-in" },
    { GDK_KEY_minus, 0, "board.zoom-out" },
    { GDK_KEY_KP_Subtract, 0, "board.zoom-out" },
    { GDK_KEY_minus, GDK_CONTROL_MASK, "board.zoom-out" },
    { GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "board.zoom-out" },
    { GDK_KEY_0, GDK_CONTROL_MASK, "board.zoom-fit" },
    { GDK_KEY_KP_0, GDK_CONTROL_MASK, "board.zoom-fit" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods, keys[i].action, NULL);
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
  /* TRUE in the game: a primary drag pans.  FALSE in the editor: it is a
   * stroke (::stroke-begin, ::hex-dragged, ::stroke-end). */
  properties[PROP_DRAG_PANS] =
    g_param_spec_boolean ("drag-pans", NULL, NULL, TRUE,
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
  signals[SIGNAL_HEX_ACTIVATED] =
    g_signal_new ("hex-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_STROKE_BEGIN] =
    g_signal_new ("stroke-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_HEX_DRAGGED] =
    g_signal_new ("hex-dragged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_STROKE_END] =
    g_signal_new ("stroke-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DRAW_OVERLAY] =
    g_signal_new ("draw-overlay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_install_action (widget_class, "board.pan", "(dd)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.deselect", NULL, escape_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, "board.pan", "(dd)", 60.0, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, "board.pan", "(dd)", -60.0, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, "board.pan", "(dd)", 0.0, 60.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, "board.pan", "(dd)", 0.0, -60.0);
  add_zoom_keys (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.deselect", NULL);

  gtk_widget_class_set_css_name (widget_class, "vikboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
vik_board_view_init (VikBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkGesture *zoom = gtk_gesture_zoom_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->selected = VIK_NO_HEX;
  self->suspended = VIK_NO_HEX;
  self->pending = VIK_NO_HEX;
  self->filter_kind = VIK_BOARD_NO_FILTER;
  self->zoom = 1.0;
  self->auto_fit = TRUE;
  self->drag_pans = TRUE;
  self->stroke_hex = VIK_NO_HEX;
  self->stroke_pointer_hex = VIK_NO_HEX;
  self->cursor = VIK_NO_HEX;
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
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, scroll);

  g_signal_connect (zoom, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (on_zoom_scale), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  g_signal_connect (keys, "key-released", G_CALLBACK (on_key_released), self);
  gtk_widget_add_controller (widget, keys);
  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (widget, focus);

  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
}

GtkWidget *
vik_board_view_new (void)
{
  return g_object_new (VIK_TYPE_BOARD_VIEW, NULL);
}

void
vik_board_view_zoom_action (VikBoardView *self, const char *action_name)
{
  if (g_str_has_suffix (action_name, "zoom-in"))
    vik_board_view_zoom (self, 1.25);
  else if (g_str_has_suffix (action_name, "zoom-out"))
    vik_board_view_zoom (self, 0.8);
  else
    vik_board_view_fit (self);
}
