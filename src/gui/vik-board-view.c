/* vik-board-view.c: the board widget (see vik-board-view.h): the painter, the
 * layout (zoom and pan), drawing, and the accessible description of the hex
 * under the cursor.  The input is in vik-board-view-input.c.  No engine
 * header: everything about the board comes from the painter. */
#include "config.h"

#include "vik-board-view-private.h"
#include "vik-hex-cursor.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define MIN_HEX_SIZE 4.0
#define MAX_HEX_SIZE 220.0
#define MIN_ZOOM 0.25
#define MAX_ZOOM 4.0

G_DEFINE_FINAL_TYPE (VikBoardView, vik_board_view, GTK_TYPE_WIDGET)

guint vik_board_view_signals[VIK_BOARD_VIEW_N_SIGNALS];

enum { PROP_0, PROP_PAINTER, PROP_ZOOM, PROP_DRAG_PANS, PROP_LETTER_KEYS, N_PROPS };
static GParamSpec *properties[N_PROPS];

int
vik_board_view_n_hexes (VikBoardView *self)
{
  return self->painter != NULL ? vik_board_painter_get_n_hexes (self->painter) : 0;
}

int
vik_board_view_hex_at (VikBoardView *self, double x, double y)
{
  if (vik_board_view_n_hexes (self) == 0 || !self->have_layout)
    return VIK_NO_HEX;
  return vik_board_painter_pick (self->painter, &self->layout, x, y);
}

/* ---------------------------------------------------------------- layout */

/* The hex size of the whole board fitted to the widget (zoom 1.0). */
static double
fitted_size (VikBoardView *self)
{
  VikLayout fit;
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  if (vik_board_view_n_hexes (self) == 0 || w <= 0 || h <= 0)
    return 0;
  vik_board_painter_fit (self->painter, w, h, &fit);
  return fit.size;
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
  double size;

  if (vik_board_view_n_hexes (self) == 0 || width <= 0 || height <= 0)
    return;
  vik_board_painter_fit (self->painter, width, height, &self->layout);
  size = CLAMP (self->layout.size * self->zoom, MIN_HEX_SIZE, MAX_HEX_SIZE);
  /* the same board point stays at the widget's centre */
  self->layout.origin_x = width / 2.0 - (width / 2.0 - self->layout.origin_x) * size / self->layout.size;
  self->layout.origin_y = height / 2.0 - (height / 2.0 - self->layout.origin_y) * size / self->layout.size;
  self->layout.size = size;
}

void
vik_board_view_zoom_at (VikBoardView *self, double factor, double x, double y)
{
  VikLayout *l = &self->layout;
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
  vik_board_view_zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                          gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
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

void
vik_board_view_pan (VikBoardView *self, double dx, double dy)
{
  self->layout.origin_x += dx;
  self->layout.origin_y += dy;
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
  return self->layout.size;
}

const VikLayout *
vik_board_view_get_layout (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), NULL);
  return &self->layout;
}

gboolean
vik_board_view_get_hex_position (VikBoardView *self, int hex, double *x, double *y)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), FALSE);

  if (hex < 0 || hex >= vik_board_view_n_hexes (self))
    return FALSE;
  vik_layout_hex_to_pixel (&self->layout, vik_board_painter_get_coords (self->painter, hex), x, y);
  return TRUE;
}

/* A board with other bounds (another game, another size of map): centred at
 * the zoom the user chose. */
static void
place_board (VikBoardView *self)
{
  int w = MAX (gtk_widget_get_width (GTK_WIDGET (self)), 200);
  int h = MAX (gtk_widget_get_height (GTK_WIDGET (self)), 200);

  self->auto_fit = TRUE;
  center_at_zoom (self, w, h);
  self->placed = gtk_widget_get_width (GTK_WIDGET (self)) > 0;
  self->have_layout = TRUE;
}

/* ---------------------------------------------------------------- the painter */

static void
on_painter_changed (VikBoardPainter *painter, VikBoardView *self)
{
  int n = vik_board_painter_get_n_hexes (painter);
  double b[4];

  if (n > 0)
    {
      vik_board_painter_get_bounds (painter, &b[0], &b[1], &b[2], &b[3]);
      if (!self->have_layout || memcmp (b, self->bounds, sizeof b) != 0)
        {
          memcpy (self->bounds, b, sizeof b);
          place_board (self);
        }
    }
  if (self->cursor >= n)
    self->cursor = VIK_NO_HEX;
  if (self->hover >= n)
    self->hover = VIK_NO_HEX;
  vik_board_view_update_accessible (self);
  vik_board_view_update_pointer (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vik_board_view_set_painter (VikBoardView *self, VikBoardPainter *painter)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));
  g_return_if_fail (painter == NULL || VIK_IS_BOARD_PAINTER (painter));

  if (self->painter == painter)
    return;
  if (self->painter != NULL)
    g_signal_handlers_disconnect_by_data (self->painter, self);
  g_set_object (&self->painter, painter);
  self->have_layout = FALSE;
  self->hover = VIK_NO_HEX;
  self->cursor = VIK_NO_HEX;
  if (painter != NULL)
    {
      g_signal_connect (painter, "changed", G_CALLBACK (on_painter_changed), self);
      on_painter_changed (painter, self);
    }
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAINTER]);
}

VikBoardPainter *
vik_board_view_get_painter (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), NULL);
  return self->painter;
}

/* ---------------------------------------------------------------- options */

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
vik_board_view_set_letter_keys (VikBoardView *self, gboolean letter_keys)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));

  letter_keys = !!letter_keys;
  if (self->letter_keys == letter_keys)
    return;
  self->letter_keys = letter_keys;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LETTER_KEYS]);
}

int
vik_board_view_get_hover (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), VIK_NO_HEX);
  return self->hover;
}

/* ---------------------------------------------------------------- the hex cursor */

/* The accessible description follows the cursor (a screen reader reads the
 * hex the player is on, what is there and what a press of Enter does). */
void
vik_board_view_update_accessible (VikBoardView *self)
{
  g_autofree char *text = NULL;

  if (self->cursor == VIK_NO_HEX || self->cursor >= vik_board_view_n_hexes (self))
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
      return;
    }
  text = vik_board_painter_describe (self->painter, self->cursor);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* The cursor's hex in view: the board pans by whole steps when it would
 * leave the widget (with a margin of a hex). */
static void
cursor_into_view (VikBoardView *self)
{
  double x, y, margin = self->layout.size * 1.2;
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double dx = 0, dy = 0;

  if (!vik_board_view_get_hex_position (self, self->cursor, &x, &y) || w <= 0 || h <= 0)
    return;
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

int
vik_board_view_get_cursor (VikBoardView *self)
{
  return self->cursor;
}

void
vik_board_view_set_cursor (VikBoardView *self, int hex)
{
  if (hex < 0 || hex >= vik_board_view_n_hexes (self))
    hex = VIK_NO_HEX;
  self->cursor = hex;
  self->cursor_shown = hex != VIK_NO_HEX;
  cursor_into_view (self);
  vik_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
vik_board_view_get_cursor_shown (VikBoardView *self)
{
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (self), FALSE);
  return self->cursor_shown && gtk_widget_has_focus (GTK_WIDGET (self)) && self->cursor != VIK_NO_HEX;
}

/* The view does not pan for it: focus comes with a mouse press too, and the
 * board must not move under the pointer. */
void
vik_board_view_ensure_cursor (VikBoardView *self)
{
  int n = vik_board_view_n_hexes (self);

  if (n == 0 || (self->cursor != VIK_NO_HEX && self->cursor < n))
    return;
  self->cursor = vik_board_painter_find_hex (self->painter, vik_hex_make (0, 0));
  if (self->cursor == VIK_NO_HEX)
    self->cursor = 0;
  vik_board_view_update_accessible (self);
}

void
vik_board_view_click_hex (VikBoardView *self, int hex, GdkModifierType state)
{
  g_return_if_fail (VIK_IS_BOARD_VIEW (self));

  if (hex >= 0 && hex < vik_board_view_n_hexes (self))
    g_signal_emit (self, vik_board_view_signals[VIK_BOARD_VIEW_SIGNAL_HEX_ACTIVATED], 0, hex, (guint) state);
  else
    g_signal_emit (self, vik_board_view_signals[VIK_BOARD_VIEW_SIGNAL_CANCEL], 0);
}

gboolean
vik_board_view_has_popover (VikBoardView *self)
{
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c) && gtk_widget_get_visible (c))
      return TRUE;
  return FALSE;
}

/* ---------------------------------------------------------------- drawing */

static void
vik_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VikBoardView *self = VIK_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  int n = vik_board_view_n_hexes (self);
  cairo_t *cr;

  if (w <= 0 || h <= 0)
    return;
  /* the cairo node is rendered at the surface's scale: crisp on HiDPI */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_set_source_rgb (cr, 0.13, 0.20, 0.28);
  cairo_paint (cr);
  if (n > 0 && self->have_layout)
    {
      cairo_save (cr);
      vik_board_painter_draw (self->painter, cr, &self->layout, self->hover);
      cairo_restore (cr);
      if (gtk_widget_has_focus (widget) && self->cursor_shown && self->cursor != VIK_NO_HEX && self->cursor < n)
        vik_hex_cursor_draw (cr, &self->layout, vik_board_painter_get_coords (self->painter, self->cursor));
    }
  cairo_destroy (cr);
}

/* Whether the focus comes with the keyboard (Tab, the window's ::move-focus)
 * is marked on the window while it moves: the cursor's ring shows then. */
static void
on_root_move_focus (GtkWidget *root, GtkDirectionType direction, gpointer data)
{
  g_object_set_data (G_OBJECT (root), "vik-keyboard-moves-focus", GINT_TO_POINTER (GPOINTER_TO_INT (data)));
}

static void
vik_board_view_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (vik_board_view_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (root == NULL || g_object_get_data (G_OBJECT (root), "vik-move-focus-watched") != NULL)
    return;
  g_object_set_data (G_OBJECT (root), "vik-move-focus-watched", GINT_TO_POINTER (1));
  g_signal_connect (root, "move-focus", G_CALLBACK (on_root_move_focus), GINT_TO_POINTER (1));
  g_signal_connect_after (root, "move-focus", G_CALLBACK (on_root_move_focus), GINT_TO_POINTER (0));
}

/* The board keeps its scale and its place on the screen when the widget
 * changes size because something beside it did (the prompt bar above got a
 * line taller): hexes never move under the pointer.  Until the player zooms
 * or pans, a resized window centres the board again at the same zoom; after
 * that, a resized window keeps the zoom (the hex size relative to the board
 * fitted to the widget) and the board point at the widget's centre, so the
 * view stays what it was, scaled, and a smaller window never cuts the board
 * more than the zoom does. */
static void
vik_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VikBoardView *self = VIK_BOARD_VIEW (widget);
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);
  int root_width = root != NULL ? gtk_widget_get_width (root) : 0;
  int root_height = root != NULL ? gtk_widget_get_height (root) : 0;
  gboolean resized;

  if (root != NULL && !gtk_widget_compute_point (widget, root, &GRAPHENE_POINT_INIT (0, 0), &at))
    at = GRAPHENE_POINT_INIT (0, 0);
  /* the view's area changed: the window was resized, or the board got
   * another width (the side panel folded away or came back beside it); the
   * prompt bar growing a line changes only the height, and moves the board */
  resized = root_width != self->root_width || root_height != self->root_height
                     || (self->alloc_width > 0 && width != self->alloc_width);

  if (vik_board_view_n_hexes (self) > 0 && width > 0 && height > 0)
    {
      if (self->auto_fit && (!self->placed || resized))
        {
          center_at_zoom (self, width, height);
          self->placed = TRUE;
        }
      else if (self->placed && !self->auto_fit && resized && self->alloc_width > 0 && self->alloc_height > 0)
        {
          VikLayout fit;
          double size, px, py;

          /* the board point at the old centre, in hex sizes */
          px = (self->alloc_width / 2.0 - self->layout.origin_x) / self->layout.size;
          py = (self->alloc_height / 2.0 - self->layout.origin_y) / self->layout.size;
          vik_board_painter_fit (self->painter, width, height, &fit);
          size = CLAMP (fit.size * self->zoom, MIN_HEX_SIZE, MAX_HEX_SIZE);
          self->layout.size = size;
          self->layout.origin_x = width / 2.0 - px * size;
          self->layout.origin_y = height / 2.0 - py * size;
        }
      else if (self->placed)
        {
          self->layout.origin_x -= at.x - self->offset_x;
          self->layout.origin_y -= at.y - self->offset_y;
        }
    }
  self->offset_x = at.x;
  self->offset_y = at.y;
  self->root_width = root_width;
  self->root_height = root_height;
  self->alloc_width = width;
  self->alloc_height = height;
}

static void
vik_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 200;
  *natural = 800;
}

/* ---------------------------------------------------------------- class */

static void
vik_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikBoardView *self = VIK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_PAINTER:
      g_value_set_object (value, self->painter);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_DRAG_PANS:
      g_value_set_boolean (value, self->drag_pans);
      break;
    case PROP_LETTER_KEYS:
      g_value_set_boolean (value, self->letter_keys);
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
    case PROP_PAINTER:
      vik_board_view_set_painter (self, g_value_get_object (value));
      break;
    case PROP_ZOOM:
      vik_board_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_DRAG_PANS:
      vik_board_view_set_drag_pans (self, g_value_get_boolean (value));
      break;
    case PROP_LETTER_KEYS:
      vik_board_view_set_letter_keys (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_board_view_dispose (GObject *object)
{
  VikBoardView *self = VIK_BOARD_VIEW (object);
  GtkWidget *child;

  /* popovers an owner parented to the board */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  vik_board_view_set_painter (self, NULL);
  G_OBJECT_CLASS (vik_board_view_parent_class)->dispose (object);
}

static void
vik_board_view_class_init (VikBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  guint *signals = vik_board_view_signals;

  object_class->dispose = vik_board_view_dispose;
  object_class->get_property = vik_board_view_get_property;
  object_class->set_property = vik_board_view_set_property;

  properties[PROP_PAINTER] =
    g_param_spec_object ("painter", NULL, NULL, VIK_TYPE_BOARD_PAINTER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
  properties[PROP_LETTER_KEYS] =
    g_param_spec_boolean ("letter-keys", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = vik_board_view_snapshot;
  widget_class->root = vik_board_view_root;
  widget_class->size_allocate = vik_board_view_size_allocate;
  widget_class->measure = vik_board_view_measure;

  signals[VIK_BOARD_VIEW_SIGNAL_HEX_ACTIVATED] =
    g_signal_new ("hex-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  signals[VIK_BOARD_VIEW_SIGNAL_CANCEL] =
    g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[VIK_BOARD_VIEW_SIGNAL_STROKE_BEGIN] =
    g_signal_new ("stroke-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[VIK_BOARD_VIEW_SIGNAL_HEX_DRAGGED] =
    g_signal_new ("hex-dragged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[VIK_BOARD_VIEW_SIGNAL_STROKE_END] =
    g_signal_new ("stroke-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  vik_board_view_class_init_input (widget_class);
  gtk_widget_class_set_css_name (widget_class, "vikboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
vik_board_view_init (VikBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->zoom = 1.0;
  self->auto_fit = TRUE;
  self->drag_pans = TRUE;
  self->hover = VIK_NO_HEX;
  self->stroke_hex = VIK_NO_HEX;
  self->stroke_pointer_hex = VIK_NO_HEX;
  self->cursor = VIK_NO_HEX;
  self->layout.size = 30;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (widget, TRUE);
  vik_board_view_init_input (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
}

GtkWidget *
vik_board_view_new (void)
{
  return g_object_new (VIK_TYPE_BOARD_VIEW, NULL);
}
