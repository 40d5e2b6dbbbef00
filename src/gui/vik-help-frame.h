/* vik-help-frame.h: the How to Play window's frame, both games' (its
 * template: data/ui/vik-help-frame.ui).
 *
 * A header bar over a scrolled, clamped page that each game's help fills
 * (VIKTORY II: vik-help-window.c, the book of the game's edition; Victory:
 * vic-help-window.c); placed over its game window and closed with it,
 * Escape and Ctrl+W close it. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VIK_TYPE_HELP_FRAME (vik_help_frame_get_type ())
G_DECLARE_FINAL_TYPE (VikHelpFrame, vik_help_frame, VIK, HELP_FRAME, AdwWindow)

/* A frame titled `title` over `parent` (NULL: none), of that size. */
VikHelpFrame *vik_help_frame_new      (GtkWindow *parent, const char *title, int width, int height);
/* The page to fill (a vertical box). */
GtkBox       *vik_help_frame_get_page (VikHelpFrame *self);

G_END_DECLS
