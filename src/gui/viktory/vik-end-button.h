/* vik-end-button.h: the game window's End button (data/ui/vik-window.ui).
 *
 * It triggers win.end-phase and names what that ends, from the game of the
 * window it is in: vik_action_end_label(), "End Phase", "End Turn"... and
 * "Finish Reinforcing" while a Vassal reinforces his capital in his Ruler's
 * turn [16.82].  Whatever label the window gives it (vik-window.c sets one
 * after every action), the button keeps that one. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define VIK_TYPE_END_BUTTON (vik_end_button_get_type ())
G_DECLARE_FINAL_TYPE (VikEndButton, vik_end_button, VIK, END_BUTTON, GtkButton)

G_END_DECLS
