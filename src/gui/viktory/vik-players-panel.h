/* vik-players-panel.h: the players at the table, above the side panel's tabs.
 *
 * A row per player (the colour with the player's letter, the name, Towns,
 * Cities and Victory Points, the units on the map and in the Reserve with the
 * full names in a tooltip), the current player's row marked and an
 * eliminated player's dimmed; a computer's seat says so with its level
 * ("Computer, Normal · thinking…" and a spinner while it decides), and each
 * row's menu hands the seat to a computer of a level or lets a person take it
 * over (win.set-seat); below, the optional rules in play [16.0] (a
 * label named "optional-rules", each rule's summary in its tooltip).  The
 * rows are made once per game from a list of player items and bound to
 * them: after an action only the texts that changed change. */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_PLAYERS_PANEL (vik_players_panel_get_type ())
G_DECLARE_FINAL_TYPE (VikPlayersPanel, vik_players_panel, VIK, PLAYERS_PANEL, GtkWidget)

/* The "model" property. */
void          vik_players_panel_set_model (VikPlayersPanel *self, VikGameModel *model);
VikGameModel *vik_players_panel_get_model (VikPlayersPanel *self);

G_END_DECLS
