/* vik-gui-util.h: small pieces the game window and the editor window share. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

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

/* A dialog's header bar (returned), appended to `box`: no title buttons,
 * Cancel at the start (closes the dialog), the suggested action at the end
 * (its button in *action when not NULL), labelled `mnemonic` and named
 * `name` (may be NULL), calling clicked (dialog) (the dialog's default
 * widget with `is_default`).  The dialog is titled `title` and modal. */
GtkWidget *vik_dialog_add_header (GtkWindow *dialog, GtkBox *box, const char *title, const char *mnemonic,
                                  const char *name, GCallback clicked, gboolean is_default, GtkWidget **action);
/* The dialog's content: `box` (its header first), `body` filling the rest. */
void       vik_dialog_set_body   (GtkWindow *dialog, GtkBox *box, GtkWidget *body);
/* A titled group (description may be NULL) added to the AdwPreferencesPage `page`. */
GtkWidget *vik_preferences_group_new (GtkWidget *page, const char *title, const char *description);

/* A dialog's error line: wrapped, in the error style, hidden until shown. */
GtkLabel  *vik_error_label_new   (void);
void       vik_error_label_show  (GtkLabel *label, const char *text);
/* A new game's "Seed" group on `page`: the seed's row (returned, named
 * "seed") and under it the dialog's error line (*error_label). */
GtkWidget *vik_seed_group_new    (GtkWidget *page, GtkLabel **error_label);
/* The seed typed in the row, or a random one when it is empty; FALSE (said
 * on error_label) when it is not a whole number. */
gboolean   vik_seed_read         (GtkWidget *seed_row, GtkLabel *error_label, guint64 *seed);

/* The game's settings (the schema APP_ID), or NULL (with a message, once)
 * when the schema is not installed: the game then runs with its defaults. */
GSettings *vik_settings_new (void);

G_END_DECLS
