/* vik-gui-util.h: small pieces the game window and the editor window share. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A message dialog over parent with a Close button, for a failed file operation. */
void vik_show_error_dialog (GtkWindow *parent, const char *heading, const char *body);

G_END_DECLS
