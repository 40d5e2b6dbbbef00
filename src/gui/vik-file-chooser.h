/* vik-file-chooser.h: how both windows ask for a file and tell what went
 * wrong with one.
 *
 * One GtkFileChooserNative per window at a time (GTK 4.8 has no
 * GtkFileDialog), modal, with the document kind's filter first and "All
 * files" second; the window learns the file chosen through a callback and
 * nothing on Cancel.  A failed open or save is told by one error dialog that
 * names the file ("Could not open “game.vik”") with the error's message. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What the player chose, for the window that asked. */
typedef void (*VikFileChosenFunc) (GtkWindow *window, GFile *file);

typedef struct {
  gboolean save;                 /* a file to save to (else one to open) */
  const char *title;             /* "Open a Saved Game" */
  const char *accept_label;      /* "_Open" */
  const char *filter_name;       /* "Viktory games" */
  const char *const *suffixes;   /* { "vik", NULL }: names ending so, in any case */
  const char *suggested_name;    /* saving: the name offered, or NULL */
  GFile *current_file;           /* saving: the file now (offered before the name), or NULL */
} VikFileChoice;

/* Asks over window; chosen (window, file) once the player accepted.  FALSE
 * when a chooser of this window is open already (nothing else happens). */
gboolean vik_file_chooser_ask     (GtkWindow *window, const VikFileChoice *choice, VikFileChosenFunc chosen);
/* Replay a Saved Game: the chooser for the saves ending in `suffix`
 * ("vik"), filtered as filter_name ("Viktory games"), then chosen. */
gboolean vik_file_chooser_ask_replay (GtkWindow *window, const char *filter_name, const char *suffix,
                                      VikFileChosenFunc chosen);
/* chosen (window, the file at the path `path_variant` holds): the actions
 * that take a path instead of asking (win.replay-path, for tests). */
void     vik_file_chosen_path     (GtkWindow *window, GVariant *path_variant, VikFileChosenFunc chosen);
/* Is a chooser of this window open? */
gboolean vik_file_chooser_is_open (GtkWindow *window);

typedef enum {
  VIK_FILE_OPEN,
  VIK_FILE_SAVE,
} VikFileOperation;

/* The error dialog of a failed open or save of file (modal over window). */
void     vik_file_error           (GtkWindow *window, VikFileOperation operation, GFile *file,
                                   const GError *error);

G_END_DECLS
