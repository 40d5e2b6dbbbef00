/* vic-editor-palette.h: the Victory editor's palette: buttons for the
 * tools, terrains, hexside kinds and symmetries, the City's PP and name, the
 * map tile and the brush, each tied to an action of the `vic-editor` group. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The palette, its widgets driving `actions` (the vic-editor group). */
GtkWidget  *vic_editor_palette_new      (GActionGroup *actions);
/* A heading label appended to box. */
void        vic_editor_palette_heading  (GtkWidget *box, const char *text);
/* A terrain's id ("clear" ... "sea"). */
const char *vic_editor_terrain_id       (int terrain);
/* The terrain of an id ("clear" ... "sea"), -1 for none. */
int         vic_editor_terrain_for_id   (const char *id);

G_END_DECLS
