/* vik-gui-util.h: small pieces the game window and the editor window share. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A short message over the window's board (4 seconds), when the window is
 * shown: toasts queue, and those of moves made before it showed (a game
 * played on by --play) would come up long after; the log keeps every line.
 * The toast, or NULL. */
AdwToast *vik_toast_show (AdwToastOverlay *overlay, const char *text);

/* A message dialog over parent with a Close button, for a failed file operation. */
void vik_show_error_dialog (GtkWindow *parent, const char *heading, const char *body);

/* Makes window a transient of parent (the window manager centres it there)
 * with a default size of width x height, made smaller to fit in parent. */
void vik_window_place_over (GtkWindow *window, GtkWindow *parent, int width, int height);
/* A widget class's action: its name, the type of its parameter (NULL:
 * none), what it does (gtk_widget_class_install_action). */
typedef struct {
  const char *name;
  const char *parameter_type;
  GtkWidgetActionActivateFunc activate;
} VikWidgetAction;

/* Installs n actions on the class. */
void vik_widget_class_install_actions (GtkWidgetClass *widget_class, const VikWidgetAction *actions, guint n);

/* Escape and Ctrl+W close the window (window.close). */
void vik_window_add_close_keys (GtkWindow *window);

/* Shows `text` on a dialog's error line (a wrapped label in the error
 * style, hidden until then). */
void       vik_error_label_show  (GtkLabel *label, const char *text);
/* The seed typed in the row, or a random one when it is empty; FALSE (said
 * on error_label) when it is not a whole number. */
gboolean   vik_seed_read         (GtkWidget *seed_row, GtkLabel *error_label, guint64 *seed);

/* The game's settings (the schema APP_ID), or NULL (with a message, once)
 * when the schema is not installed: the game then runs with its defaults. */
GSettings *vik_settings_new (void);
/* Does `settings` (NULL: none) have `key`? (An older installed schema may
 * lack a newer key: then the default stays.) */
gboolean   vik_settings_has_key (GSettings *settings, const char *key);

G_END_DECLS
