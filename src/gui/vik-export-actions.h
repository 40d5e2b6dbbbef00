/* vik-export-actions.h: a game window's "Export Board…" actions, whichever
 * game it shows.
 *
 * win.export-board asks for a file name (the shared file chooser) and writes
 * the board as PNG, SVG or PDF by the name's extension; win.export-board-to
 * (a path) does the same without asking, for tests and scripts.  What is
 * drawn is the game's to say (VikExportGame: Victory's for the player at
 * the table only).  Includes no game's header. */
#pragma once

#include <gtk/gtk.h>

#include "vik-painter-export.h"

G_BEGIN_DECLS

/* A window class's board, for its export actions. */
typedef struct {
  /* Is there a board to export? */
  gboolean (*has_board) (GtkWidget *window);
  /* Writes the board as the window shows it now to path, in format. */
  gboolean (*export)    (GtkWidget *window, const char *path, VikExportFormat format, GError **error);
} VikExportGame;

/* Installs the actions on the window class, with its game's table (static). */
void vik_export_actions_install (GtkWidgetClass *widget_class, const VikExportGame *game);
/* Enables the actions while there is a board (after the game came or went). */
void vik_export_actions_update  (GtkWidget *window);

G_END_DECLS
