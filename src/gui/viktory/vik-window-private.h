/* vik-window-private.h: the game window's state, shared by its files
 * (vik-window.c: the window and its panels; vik-window-actions.c: the win.*
 * actions; vik-window-files.c: open, save and the unsaved-game question;
 * vik-window-computers.c: the computer players, their pace and win.set-seat;
 * vik-window-export.c: Export Board), and the getters the tests use to reach
 * its widgets. */
#pragma once

#include "vik-gui-game.h"
#include "vik-unsaved-game.h"

#include "vik-window.h"
#include "vik-action-list.h"
#include "vik-actions-panel.h"
#include "vik-battle-report.h"
#include "vik-computer-turns.h"
#include "vik-decision-bar.h"
#include "vik-game-log.h"
#include "vik-handoff.h"
#include "vik-net-play.h"
#include "vik-net-table.h"
#include "vik-players-panel.h"

G_BEGIN_DECLS

struct _VikWindow
{
  AdwApplicationWindow parent_instance;

  VikGameModel *model;
  VikActionList *actions;         /* the legal actions: the Actions tab and the bar's buttons */
  VikPlayController *play;        /* what clicks on the board mean */
  VikComputerTurns *computers;    /* plays the computers' seats; NULL once the window closes */
  GSettings *settings;            /* NULL when the schema is not installed */
  gboolean show_labels;
  AdwToast *battle_toast;         /* the last battle's toast (weak): the next one replaces it */
  gboolean autosave_failing;      /* the last autosave failed: the player was told */
  guint autosave_warnings;        /* toasts about failed autosaves so far */
  gboolean close_despite_autosave; /* an autosave on closing failed once: close anyway */

  /* template children */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkStack *main_stack;
  GtkButton *continue_button;
  GtkBox *other_continue_box;          /* the other games' newest autosaves (vik-gui-game.h) */
  GtkButton *undo_button;
  GtkButton *end_button;
  GtkBox *board_column;
  VikDecisionBar *decision_bar;
  VikBoardView *board_view;
  VikHandoff *handoff;
  GtkWidget *side_panel;
  AdwFlap *flap;                  /* the side panel beside the board, or folded over it */
  GtkWidget *side_panel_button;   /* shows or hides it (F9) */
  VikPlayersPanel *players_panel;
  GtkStack *side_stack;
  VikActionsPanel *actions_panel;
  VikBattleReport *battle_report;
  VikGameLog *game_log;

  /* a network game (vik-window-net.c, vik-window-host.c) */
  VikNetSession *net;
  GtkWidget *net_bar;             /* VikNetBar, above the decision bar */
  GtkWidget *chat;                /* VikChatPanel, the side panel's Chat tab */
  GtkStackPage *chat_page;
  GtkWidget *your_games;          /* VikYourGames, on the start screen */
  GtkBox *your_games_box;         /* (template) where it goes */
  char *join_uri, *join_game, *join_token;   /* a join waiting for the unsaved-game question */
  gboolean join_claim;            /* ... taking an open seat */
  VikNetTable *table;             /* the play at the window (vik-net-table.h) */
  gboolean close_despite_guests;  /* the host was asked and closes anyway */
};

/* vik-window.c */
void      vik_window_toast                 (VikWindow *self, const char *text);
/* Which win.* actions can be used now (the game, the hand-off screen). */
void      vik_window_update_action_states  (VikWindow *self);
/* The first legal action of that kind, FALSE when there is none. */
gboolean  vik_window_find_legal            (VikWindow *self, VikActionKind kind, VikAction *out);

/* vik-window-actions.c */
void      vik_window_install_actions       (GtkWidgetClass *widget_class);

/* vik-window-computers.c */
void      vik_window_computers_init        (VikWindow *self);
void      vik_window_computers_install_actions (GtkWidgetClass *widget_class);
/* Stops the computers for good (the window closes). */
void      vik_window_computers_stop        (VikWindow *self);
/* A computer player decides now: people's game actions are disabled. */
gboolean  vik_window_computer_decides      (VikWindow *self);

/* vik-window-net.c: a network game in the window */
void      vik_window_net_class_init        (GtkWidgetClass *widget_class);
void      vik_window_net_init              (VikWindow *self);
void      vik_window_net_dispose           (VikWindow *self);
/* What a network game turns off (undo, saving, replays, seats...). */
void      vik_window_net_update_action_states (VikWindow *self);
/* TRUE: the window stays open (the host is asked first). */
gboolean  vik_window_net_close_request     (VikWindow *self);
/* Joins a network game (token: a seat's, "" to watch, NULL to take an open
 * seat), after the Save / Discard / Cancel question for an unsaved game. */
void      vik_window_join_game             (VikWindow *self, const char *uri, const char *game,
                                            const char *token);
/* A network game of Victory: played in a Victory window of its own (token:
 * the seat's, "" to watch; just_hosted: it shows the invitations once
 * joined); this window goes when it shows no game and this application
 * hosts no server.  Returns the Victory window (a VicWindow). */
/* The start screen's Continue buttons: this game's newest autosave and each
 * other game's (vik-window-files.c); none while a game shows. */
void      vik_window_update_continue_buttons (VikWindow *self, gboolean has_game);
GtkWindow *vik_window_play_other           (VikWindow *self, const VikGuiGame *other, const char *uri, const char *game,
                                            const char *token, gboolean just_hosted);

/* vik-window-host.c: hosting a game, the invitations */
void      vik_window_host_install_actions  (GtkWidgetClass *widget_class);

/* vik-window-files.c */
/* Save: to the game's file, or as Save As. */
void      vik_window_save                  (VikWindow *self);
/* Save As; `then` (may be NULL) runs once the game is saved, not on Cancel. */
void      vik_window_ask_save              (VikWindow *self, VikUnsavedThen then);
void      vik_window_ask_open              (VikWindow *self);
/* Runs then (self) at once, or after Save / Discard when the game has
 * unsaved play (vik-unsaved-game.h); Cancel runs nothing. */
void      vik_window_confirm_unsaved       (VikWindow *self, VikUnsavedThen then);

/* ---- for tests ---- */

gboolean    vik_window_get_handoff_visible   (VikWindow *self);
const char *vik_window_get_prompt            (VikWindow *self);
guint       vik_window_get_n_listed_actions  (VikWindow *self);
const char *vik_window_get_battle_report     (VikWindow *self);
/* How often the player was told that autosaving failed (once per run of failures). */
guint       vik_window_get_autosave_warnings (VikWindow *self);
/* A widget of the window or of one of its panels by its id in their .ui
 * files: "undo_button", "end_button", "continue_button", "side_panel",
 * "handoff_button", "actions_list", "log_view", "prompt_label",
 * "selection_label", "decision_buttons"...; NULL for none. */
GtkWidget  *vik_window_get_part              (VikWindow *self, const char *name);
/* The computers at the table (NULL once the window closed). */
VikComputerTurns *vik_window_get_computer_turns (VikWindow *self);
/* Desktop notifications the window sent (chat, "your turn"). */
guint       vik_window_get_notifications     (VikWindow *self);
/* The status line of the network bar, its security words, and the chat. */
const char *vik_window_get_net_status        (VikWindow *self);
const char *vik_window_get_net_security      (VikWindow *self);
char       *vik_window_get_chat_text         (VikWindow *self);

G_END_DECLS
