/* vik-gui-util.h: small pieces the game window and the editor window share. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A message dialog over parent with a Close button, for a failed file operation. */
void vik_show_error_dialog (GtkWindow *parent, const char *heading, const char *body);

/* Makes window a transient of parent (the window manager centres it there)
 * with a default size of width x height, made smaller to fit in parent. */
void vik_window_place_over (GtkWindow *window, GtkWindow *parent, int width, int height);
/* Escape and Ctrl+W close the window (window.close). */
void vik_window_add_close_keys (GtkWindow *window);

/* The game's settings (the schema APP_ID), or NULL (with a message, once)
 * when the schema is not installed: the game then runs with its defaults. */
GSettings *vik_settings_new (void);

G_END_DECLS
