/* vik-host-dialog.h: Host a Network Game: the game (VIKTORY II, or Victory
 * and its scenario), the players (you, friends by invitation, an open seat,
 * computers), the time for a turn and what happens when it runs out, the
 * port of this computer's server and the address put in the invitations.  "Host" hands the choice to vik_window_host_game(). */
#pragma once

#include <adwaita.h>

#include "vik-host-server.h"
#include "vik-window.h"

G_BEGIN_DECLS

typedef struct {
  VikHostGame game;          /* the seats' kinds: "human" for you and your friends */
  int my_seat;               /* the seat played in this window */
  guint port;                /* the server's port (0: any free one) */
  const char *address;       /* this computer's address, as friends reach it */
} VikHostChoice;

/* Starts this computer's server if it is not running, creates the game,
 * joins the host's seat and shows the invitations (vik-window-host.c). */
void       vik_window_host_game (VikWindow *window, const VikHostChoice *choice);

#define VIK_TYPE_HOST_DIALOG (vik_host_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VikHostDialog, vik_host_dialog, VIK, HOST_DIALOG, AdwWindow)

GtkWidget *vik_host_dialog_new  (VikWindow *window);

/* For tests: the seats (who[p]: 0 you, 1 a friend, 2 open, 3-5 a computer
 * Easy, Normal, Hard), the port (0: any free one), the address in the
 * invitations, and pressing Host. */
void       vik_host_dialog_set_players (VikHostDialog *self, int players, const int *who);
/* The game ("viktory2", "victory") and, for Victory, the scenario (a
 * preset's id, vic_scenario_preset_ids; NULL: Quick Start). */
void       vik_host_dialog_set_game    (VikHostDialog *self, const char *game, const char *scenario);
void       vik_host_dialog_set_port    (VikHostDialog *self, guint port);
void       vik_host_dialog_set_address (VikHostDialog *self, const char *address);
void       vik_host_dialog_host        (VikHostDialog *self);

G_END_DECLS
