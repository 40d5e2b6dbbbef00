/* vik-unsaved-dialog.h: "Save changes?" before something replaces unsaved work
 * (a new game, a scenario, an opened file; the editor's new map), with Save,
 * Discard and Cancel as GNOME apps ask. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The response ids: VIK_UNSAVED_SAVE, VIK_UNSAVED_DISCARD, VIK_UNSAVED_CANCEL. */
#define VIK_UNSAVED_SAVE "save"
#define VIK_UNSAVED_DISCARD "discard"
#define VIK_UNSAVED_CANCEL "cancel"

/* Called once with the response id (Escape and closing: cancel). */
typedef void (*VikUnsavedFunc) (const char *response, gpointer data);

/* Presents the dialog, modal for parent; Save is the default. */
AdwMessageDialog *vik_unsaved_dialog_present (GtkWindow *parent, const char *heading, const char *body,
                                              VikUnsavedFunc func, gpointer data);

G_END_DECLS
