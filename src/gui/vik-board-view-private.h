/* vik-board-view-private.h: the board view's state, shared by its two
 * files: vik-board-view.c (the widget: painter, layout, drawing, the cursor's
 * accessible description) and vik-board-view-input.c (pointer, keys,
 * gestures). */
#pragma once

#include "vik-board-view.h"

G_BEGIN_DECLS

/* What a press of a mouse button turns into. */
typedef enum {
  DRAG_CLICK,               /* a click only (the secondary button without drag-pans) */
  DRAG_PAN,                 /* moving the board */
  DRAG_STROKE,              /* the owner's stroke over hexes (drag-pans FALSE) */
} DragMode;

struct _VikBoardView
{
  GtkWidget parent_instance;

  /* the board and where it is */
  VikBoardPainter *painter;
  VikLayout layout;         /* zoom and pan */
  double bounds[4];         /* the painter's bounds the layout was made for */
  gboolean have_layout;
  gboolean auto_fit;        /* centre the board at `zoom` in the widget until the user pans */
  double zoom;              /* hex size relative to the board fitted to the widget */
  gboolean placed;          /* the layout was made for a real allocation */
  double offset_x, offset_y; /* the widget's top left in its window, at the last allocation */
  int root_width, root_height; /* the window's size then */
  int alloc_width, alloc_height; /* the widget's own size then */
  gboolean drag_pans;       /* a primary-button drag pans (else it is a stroke) */
  gboolean letter_keys;     /* Q W E A S D move the cursor */

  /* input */
  int hover;                /* the hex under the pointer */
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
  gboolean pointer_focus;   /* a pointer press is giving the focus */
  gboolean cursor_shown;    /* the ring is drawn: the keyboard moved the cursor or brought the
                             * focus; a pointer click (or focus given by the program) hides it */
  double zoom_start_size;
};

enum {
  VIK_BOARD_VIEW_SIGNAL_HEX_ACTIVATED,
  VIK_BOARD_VIEW_SIGNAL_CANCEL,
  VIK_BOARD_VIEW_SIGNAL_STROKE_BEGIN,
  VIK_BOARD_VIEW_SIGNAL_HEX_DRAGGED,
  VIK_BOARD_VIEW_SIGNAL_STROKE_END,
  VIK_BOARD_VIEW_N_SIGNALS
};
extern guint vik_board_view_signals[VIK_BOARD_VIEW_N_SIGNALS];

/* vik-board-view.c */
int   vik_board_view_n_hexes            (VikBoardView *self);
int   vik_board_view_hex_at             (VikBoardView *self, double x, double y);
void  vik_board_view_zoom_at            (VikBoardView *self, double factor, double x, double y);
void  vik_board_view_update_accessible  (VikBoardView *self);
/* Where the cursor starts: the centre (or the first hex). */
void  vik_board_view_ensure_cursor      (VikBoardView *self);

/* vik-board-view-input.c: the event controllers, the key bindings, the tooltip. */
void  vik_board_view_init_input         (VikBoardView *self);
void  vik_board_view_class_init_input   (GtkWidgetClass *widget_class);
/* The pointer's shape for what it is over and what the buttons do. */
void  vik_board_view_update_pointer     (VikBoardView *self);

G_END_DECLS
