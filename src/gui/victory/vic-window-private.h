/* vic-window-private.h: the Victory window's parts, shared by vic-window.c
 * (building, the model's signals, the hand-off screen) and
 * vic-window-actions.c (the actions: clicks, files, undo). */
#pragma once

#include "vic-window.h"
#include "vik-computer-turns.h"
#include "vik-handoff.h"
#include "vik-unsaved-game.h"

G_BEGIN_DECLS

typedef struct _VicWindowNet VicWindowNet;

struct _VicWindow
{
  AdwApplicationWindow parent_instance;

  /* the template's parts (data/ui/vic-window.ui) */
  AdwWindowTitle *title;
  GtkMenuButton *seats_button;  /* who plays each seat; its menu follows the game */
  GtkWidget *chat_button;  /* a network game's chat (vic-window-net.c) */
  GtkWidget *chat;         /* VikChatPanel, in the chat button's popover */
  GtkWidget *net_bar;      /* VikNetBar, under the header */
  GtkWidget *content;      /* the board and the side panel, covered by the hand-off screen */
  AdwToastOverlay *toast_overlay;   /* over them: "Game saved" */
  VikBoardView *board_view;
  VicSidePanel *side_panel;
  VikHandoff *handoff;
  GtkLabel *announcer;     /* the last action's events, for screen readers (vic-window-view.c) */

  VicGameModel *model;
  VicVictoryPainter *painter;
  int selected;            /* the selected block, or VIC_NO_BLOCK */
  VikComputerTurns *computers;  /* plays the computer seats */
  GSettings *settings;     /* the computers' pace and Hard's time; NULL without the schema */
  int last_person;         /* the person at the table, or -1 */
  int log_reader;          /* whom the log's lines were written for (vic_game_model_log_reader) */
  gboolean log_names_blocks;  /* some of them were written for one player (log_reader ≥ 0) */
  VicWindowNet *net;       /* a network game (vic-window-net.c) */
};

/* vic-window-actions.c: the unsaved-game question before what replaces the game. */
void vic_window_confirm_unsaved (VicWindow *self, VikUnsavedThen then);
/* vic-window.c: the board, the panel and the painter follow the model and the selection. */
void vic_window_refresh        (VicWindow *self);
void vic_window_select         (VicWindow *self, int block);
/* Covers the board until the decider is at the desk (a game just opened). */
void vic_window_hand_off       (VicWindow *self);
/* vic-window-computers.c */
void     vic_window_computers_init    (VicWindow *self);
void     vic_window_computers_stop    (VicWindow *self);
gboolean vic_window_computer_decides  (VicWindow *self);
char    *vic_window_thinking_text     (VicWindow *self);
int      vic_window_person_at_table   (VicWindow *self);
void     vic_window_seat_first_person (VicWindow *self);
void     vic_window_update_seats_menu (VicWindow *self);
void     vic_window_computers_install_actions (GtkWidgetClass *widget_class);
/* vic-window-net.c: a network game; the hooks the other parts call */
void  vic_window_net_init            (VicWindow *self);
void  vic_window_net_dispose         (VicWindow *self);
/* From vic_window_class_init, after the template: also its callbacks. */
void  vic_window_net_install_actions (GtkWidgetClass *widget_class);
/* What a network game turns off (saving, undo, the seats). */
void  vic_window_net_update_actions  (VicWindow *self);
/* The title's subtitle in a network game ("Network game 1a2b…"), else NULL. */
char *vic_window_net_subtitle        (VicWindow *self);
/* vic-window-actions.c */
void vic_window_install_actions (GtkWidgetClass *widget_class);
void vic_window_update_actions (VicWindow *self);
void vic_window_on_hex_activated (VikBoardView *view, int hex, guint state, VicWindow *self);
void vic_window_on_action_chosen (VicSidePanel *panel, gpointer action, VicWindow *self);
void vic_window_on_block_chosen (VicSidePanel *panel, int block, VicWindow *self);

G_END_DECLS
