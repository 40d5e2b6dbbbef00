/* vik-unsaved-game.c: the unsaved-game question (see the header). */
#include "config.h"

#include "vik-unsaved-game.h"
#include "vik-unsaved-dialog.h"
#include "vik-file-chooser.h"

#include <glib/gi18n.h>

typedef struct {
  GtkWindow *window;
  VikSession *session;
  const VikUnsavedSaver *saver;
  VikUnsavedThen then;
  gboolean answered;
} Question;

static void
question_free (gpointer data)
{
  Question *q = data;

  g_object_unref (q->window);
  g_object_unref (q->session);
  g_free (q);
}

/* What waits for Save As's chooser, kept on the window. */
typedef struct {
  VikSession *session;
  const VikUnsavedSaver *saver;
  VikUnsavedThen then;
} SaveAs;

#define SAVE_AS_KEY "vik-unsaved-save-as"

static void
save_as_free (gpointer data)
{
  SaveAs *pending = data;

  g_object_unref (pending->session);
  g_free (pending);
}

gboolean
vik_unsaved_game_save_file (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver,
                            GFile *file, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!vik_session_save (session, file, &local))
    {
      vik_file_error (window, VIK_FILE_SAVE, file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (saver->saved != NULL)
    saver->saved (window);
  return TRUE;
}

void
vik_unsaved_game_save (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver)
{
  GFile *file = vik_session_get_file (session);

  if (file != NULL)
    vik_unsaved_game_save_file (window, session, saver, file, NULL);
  else
    vik_unsaved_game_save_as (window, session, saver, NULL);
}

static void
save_as_chosen (GtkWindow *window, GFile *file)
{
  SaveAs *pending = g_object_steal_data (G_OBJECT (window), SAVE_AS_KEY);

  if (pending == NULL)
    return;
  if (vik_unsaved_game_save_file (window, pending->session, pending->saver, file, NULL) && pending->then != NULL)
    pending->then (window);
  save_as_free (pending);
}

void
vik_unsaved_game_save_as (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver,
                          VikUnsavedThen then)
{
  VikFileChoice choice = {
    .save = TRUE, .title = _("Save the Game"), .accept_label = _("_Save"),
    .filter_name = _(saver->filter_name), .suffixes = saver->suffixes,
    .suggested_name = _(saver->suggested_name), .current_file = vik_session_get_file (session),
  };
  SaveAs *pending;

  if (vik_file_chooser_is_open (window))
    return;
  pending = g_new0 (SaveAs, 1);
  pending->session = g_object_ref (session);
  pending->saver = saver;
  pending->then = then;
  g_object_set_data_full (G_OBJECT (window), SAVE_AS_KEY, pending, save_as_free);
  vik_file_chooser_ask (window, &choice, save_as_chosen);
}

/* The first answer counts (the question lives as long as its dialog). */
static void
on_response (const char *response, gpointer data)
{
  Question *q = data;
  GFile *file = vik_session_get_file (q->session);

  if (q->answered)
    return;
  q->answered = TRUE;
  if (g_strcmp0 (response, VIK_UNSAVED_DISCARD) == 0)
    q->then (q->window);
  else if (g_strcmp0 (response, VIK_UNSAVED_SAVE) == 0)
    {
      if (file == NULL)
        vik_unsaved_game_save_as (q->window, q->session, q->saver, q->then);   /* goes on after its Save */
      else if (vik_unsaved_game_save_file (q->window, q->session, q->saver, file, NULL))
        q->then (q->window);
    }
}

void
vik_unsaved_game_confirm (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver,
                          VikUnsavedThen then)
{
  GFile *file = vik_session_get_file (session);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;
  Question *q;

  if (!vik_session_has_unsaved_play (session))
    {
      then (window);
      return;
    }
  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);
      heading = g_strdup_printf (_("Save Changes to “%s”?"), base);
    }
  else
    heading = g_strdup (_("Save the Game?"));
  q = g_new0 (Question, 1);
  q->window = g_object_ref (window);
  q->session = g_object_ref (session);
  q->saver = saver;
  q->then = then;
  dialog = vik_unsaved_dialog_present (window, heading,
                                       _("The game has moves that are not saved. If you don’t save them, "
                                         "they are lost."),
                                       on_response, q);
  g_object_set_data_full (G_OBJECT (dialog), "vik-unsaved-question", q, question_free);
}
