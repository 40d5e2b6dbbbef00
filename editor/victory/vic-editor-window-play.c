/* vic-editor-window-play.c: Play this map: the map or scenario being edited
 * starts a Victory game in a game window of its own (vic-editor-window.h). */
#include "config.h"

#include "vic-editor-window-private.h"
#include "vic-window.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

VicWindow *
vic_editor_window_play (VicEditorWindow *self, guint64 seed, GError **error)
{
  g_autoptr(GError) local = NULL;
  VicGame *game;
  VicWindow *window;
  int seats[VIC_MAX_PLAYERS];

  g_return_val_if_fail (VIC_IS_EDITOR_WINDOW (self), NULL);
  game = vic_editor_doc_new_game_seated (self->doc, seed, seats, &local);
  if (game == NULL)
    {
      vik_show_error_dialog (GTK_WINDOW (self), _("This Map Cannot Be Played Yet"), local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  /* A window of its own (the editor stays open to change the map and play
   * again), a new game id and so autosaves of its own. */
  window = vic_window_new (gtk_window_get_application (GTK_WINDOW (self)));
  gtk_window_present (GTK_WINDOW (window));
  vic_window_start_game_seated (window, game, seats);
  return window;
}

void
vic_editor_window_play_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();

  vic_editor_window_play (VIC_EDITOR_WINDOW (data), seed, NULL);
}
