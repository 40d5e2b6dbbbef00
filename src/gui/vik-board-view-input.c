/* vik-board-view-input.c: what the board view does with the pointer, the
 * keys and the gestures (see vik-board-view.h): hover, clicks, panning and
 * strokes by dragging, the wheel and pinch zoom, the hex cursor's keys, the
 * tooltip. */
#include "config.h"

#include "vik-board-view-private.h"
#include "vik-hex-cursor.h"

#include <math.h>

#define DRAG_THRESHOLD 5.0

#define SIGNAL(name) vik_board_view_signals[VIK_BOARD_VIEW_SIGNAL_##name]

/* The pointer's shape: grabbing while panning, an open hand with Space held,
 * a hand over what a player can click, a cross over hexes to paint. */
void
vik_board_view_update_pointer (VikBoardView *self)
{
  int hex = self->hover;
  const char *name = NULL;

  if (self->drag_mode == DRAG_PAN && self->dragged)
    name = "grabbing";
  else if (self->space_held)
    name = "grab";
  else if (hex == VIK_NO_HEX)
    name = NULL;
  else if (self->painter != NULL && vik_board_painter_is_active (self->painter, hex))
    name = "pointer";
  else if (!self->drag_pans)
    name = "crosshair";
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, VikBoardView *self)
{
  int hex = vik_board_view_hex_at (self, x, y);

  self->pointer_x = x;
  self->pointer_y = y;
  if (hex != self->hover)
    {
      self->hover = hex;
      vik_board_view_update_pointer (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *motion, VikBoardView *self)
{
  self->hover = VIK_NO_HEX;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- strokes */

static void
end_stroke (VikBoardView *self)
{
  if (!self->in_stroke)
    return;
  self->in_stroke = FALSE;
  g_signal_emit (self, SIGNAL (STROKE_END), 0);
}

static void
stroke_report (VikBoardView *self, int hex)
{
  if (hex == VIK_NO_HEX || hex == self->stroke_hex)
    return;
  self->stroke_hex = hex;
  g_signal_emit (self, SIGNAL (HEX_DRAGGED), 0, hex);
}

/* The stroke moves on to the hex under the pointer; a fast pointer that
 * jumped over hexes still reports those between, as a painter expects. */
static void
stroke_to (VikBoardView *self, int hex)
{
  int from = self->stroke_pointer_hex;

  if (!self->in_stroke)
    {
      self->in_stroke = TRUE;
      g_signal_emit (self, SIGNAL (STROKE_BEGIN), 0);
      /* the pressed hex first: the stroke begins there */
      stroke_report (self, self->stroke_pointer_hex);
    }
  if (from != VIK_NO_HEX && hex != VIK_NO_HEX && hex != from && from < vik_board_view_n_hexes (self))
    {
      VikHex a = vik_board_painter_get_coords (self->painter, from);
      VikHex b = vik_board_painter_get_coords (self->painter, hex);
      int distance = vik_hex_distance (a, b);

      /* (a board's hexes are never further apart than this) */
      if (distance <= 1000)
        {
          g_autofree VikHex *line = g_new (VikHex, distance + 1);
          int n = vik_hex_line (a, b, line);
          for (int i = 1; i < n; i++)
            stroke_report (self, vik_board_painter_find_hex (self->painter, line[i]));
        }
    }
  stroke_report (self, hex);
  self->stroke_pointer_hex = hex;
}

/* ---------------------------------------------------------------- the buttons */

static void
on_drag_begin (GtkGestureDrag *drag, double x, double y, VikBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (drag));

  self->drag_origin_x = self->layout.origin_x;
  self->drag_origin_y = self->layout.origin_y;
  self->dragged = FALSE;
  self->drag_cancelled = FALSE;
  if (self->drag_pans || button == GDK_BUTTON_MIDDLE || self->space_held)
    self->drag_mode = DRAG_PAN;
  else if (button == GDK_BUTTON_PRIMARY)
    self->drag_mode = DRAG_STROKE;
  else
    self->drag_mode = DRAG_CLICK;
  self->stroke_hex = VIK_NO_HEX;
  self->stroke_pointer_hex = vik_board_view_hex_at (self, x, y);
  if (self->stroke_pointer_hex != VIK_NO_HEX)
    self->cursor = self->stroke_pointer_hex;   /* the keyboard goes on from here */
  /* the ring is the keyboard's: hidden after a click, until a key moves it */
  self->cursor_shown = FALSE;
  self->pointer_focus = TRUE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->pointer_focus = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
      vik_board_view_update_pointer (self);
    }
  switch (self->drag_mode)
    {
    case DRAG_PAN:
      self->auto_fit = FALSE;
      self->layout.origin_x = self->drag_origin_x + dx;
      self->layout.origin_y = self->drag_origin_y + dy;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      break;
    case DRAG_STROKE:
      gtk_gesture_drag_get_start_point (drag, &x, &y);
      stroke_to (self, vik_board_view_hex_at (self, x + dx, y + dy));
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
  vik_board_view_update_pointer (self);
  if (!click)
    return;
  gtk_gesture_drag_get_start_point (drag, &x, &y);
  if (button == GDK_BUTTON_SECONDARY)
    g_signal_emit (self, SIGNAL (CANCEL), 0);
  else if (button == GDK_BUTTON_PRIMARY)
    {
      GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (drag));
      int hex = vik_board_view_hex_at (self, x, y);

      /* the keyboard goes on from where the mouse clicked */
      if (hex != VIK_NO_HEX)
        {
          self->cursor = hex;
          vik_board_view_update_accessible (self);
        }
      vik_board_view_click_hex (self, hex, state & GDK_SHIFT_MASK);
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

/* ---------------------------------------------------------------- wheel and pinch */

static gboolean
on_scroll (GtkEventControllerScroll *scroll, double dx, double dy, VikBoardView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));
  double step = gtk_event_controller_scroll_get_unit (scroll) == GDK_SCROLL_UNIT_WHEEL ? 40.0 : 1.0;

  if (state & GDK_CONTROL_MASK)
    vik_board_view_zoom_at (self, pow (1.15, -dy * (step > 1 ? 1 : 0.05)), self->pointer_x, self->pointer_y);
  else if (state & GDK_SHIFT_MASK)
    vik_board_view_pan (self, -dy * step, -dx * step);
  else
    vik_board_view_pan (self, -dx * step, -dy * step);
  return TRUE;
}

static void
on_zoom_begin (GtkGesture *gesture, GdkEventSequence *sequence, VikBoardView *self)
{
  self->zoom_start_size = self->layout.size;
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
  vik_board_view_zoom_at (self, self->zoom_start_size * scale / self->layout.size, x, y);
}

/* ---------------------------------------------------------------- keys and focus */

/* The hex cursor: arrows (and Q W E A S D with letter-keys) move it, Enter
 * and Space act as a click there (Shift+Enter as a Shift+click).  Space held
 * makes a primary drag pan where dragging paints. */
static gboolean
on_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                VikBoardView *self)
{
  GdkModifierType mods = state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK);

  if (vik_board_view_n_hexes (self) > 0 && (mods & ~GDK_SHIFT_MASK) == 0)
    {
      int next;

      vik_board_view_ensure_cursor (self);
      if (!self->cursor_shown && mods == 0 && keyval == GDK_KEY_Tab)
        {
          /* the board is the first focus: the first Tab shows its cursor
           * where the keyboard goes on (a click, or the program, gave it
           * the focus without a ring); the next one moves on */
          self->cursor_shown = TRUE;
          vik_board_view_update_accessible (self);
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return TRUE;
        }
      next = mods == 0 ? vik_hex_cursor_step (self->painter, self->cursor, keyval, self->letter_keys,
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
          if (!self->cursor_shown)
            {
              /* never act on a hex the player cannot see marked: show it first */
              self->cursor_shown = TRUE;
              gtk_widget_queue_draw (GTK_WIDGET (self));
              return TRUE;
            }
          vik_board_view_click_hex (self, self->cursor, mods);
          vik_board_view_update_accessible (self);
          return TRUE;
        }
    }
  if (keyval != GDK_KEY_space || self->drag_pans)
    return FALSE;
  if (!self->space_held)
    {
      self->space_held = TRUE;
      vik_board_view_update_pointer (self);
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
  vik_board_view_update_pointer (self);
}

static void
on_focus_enter (GtkEventControllerFocus *focus, VikBoardView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  /* Tab brought the focus (the window is moving it): the ring shows; a
   * click, or focus given by the program, leaves it hidden */
  self->cursor_shown = !self->pointer_focus && root != NULL
                       && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (root), "vik-keyboard-moves-focus"));
  vik_board_view_ensure_cursor (self);
  vik_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (GtkEventControllerFocus *focus, VikBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!self->space_held)
    return;
  self->space_held = FALSE;
  vik_board_view_update_pointer (self);
}

/* The painter's words for the hex under the pointer; none while a popover
 * (the action menu, the forecast) is open over the board. */
static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  VikBoardView *self)
{
  int hex = vik_board_view_hex_at (self, x, y);
  g_autofree char *text = NULL;

  if (hex == VIK_NO_HEX || vik_board_view_has_popover (self))
    return FALSE;
  text = vik_board_painter_tooltip (self->painter, hex);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ---------------------------------------------------------------- actions and bindings */

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
  vik_board_view_zoom_action (VIK_BOARD_VIEW (widget), name);
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_signal_emit (widget, SIGNAL (CANCEL), 0);
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

void
vik_board_view_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.pan", "(dd)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, "board.pan", "(dd)", 60.0, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, "board.pan", "(dd)", -60.0, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, "board.pan", "(dd)", 0.0, 60.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, "board.pan", "(dd)", 0.0, -60.0);
  add_zoom_keys (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
}

void
vik_board_view_init_input (VikBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkGesture *zoom = gtk_gesture_zoom_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

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
}
