/* vic-window-private.h: the Victory window's parts, shared by vic-window.c
 * (building, the model's signals, the hand-off screen) and
 * vic-window-actions.c (the actions: clicks, files, undo). */
#pragma once

#include "vic-window.h"
#include "vik-handoff.h"

G_BEGIN_DECLS

struct _VicWindow
{
  AdwApplicationWindow parent_instance;

  VicGameModel *model;
  VicVictoryPainter *painter;
  VikBoardView *board_view;
  VicSidePanel *side_panel;
  VikHandoff *handoff;
  AdwWindowTitle *title;
  GtkWidget *content;      /* the board and the side panel, covered by the hand-off screen */
  int selected;            /* the selected block, or VIC_NO_BLOCK */
};

/* vic-window.c: the board, the panel and the painter follow the model and the selection. */
void vic_window_refresh        (VicWindow *self);
void vic_window_select         (VicWindow *self, int block);
/* Covers the board until the decider is at the desk (a game just opened). */
void vic_window_hand_off       (VicWindow *self);
/* vic-window-actions.c */
void vic_window_install_actions (GtkWidgetClass *widget_class);
void vic_window_update_actions (VicWindow *self);
void vic_window_on_hex_activated (VikBoardView *view, int hex, guint state, VicWindow *self);
void vic_window_on_action_chosen (VicSidePanel *panel, gpointer action, VicWindow *self);
void vic_window_on_block_chosen (VicSidePanel *panel, int block, VicWindow *self);

G_END_DECLS
