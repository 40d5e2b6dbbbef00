/* vik-unsaved-game.c: the unsaved-game question (see the header). */
#include "config.h"

#include "vik-unsaved-game.h"
#include "vik-unsaved-dialog.h"

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
        q->saver->ask_save (q->window, q->then);   /* goes on after the file chooser's Save */
      else if (q->saver->save_file (q->window, file))
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
