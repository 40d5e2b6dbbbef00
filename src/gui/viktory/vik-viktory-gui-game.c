/* vik-viktory-gui-game.c: VIKTORY II's entry in the list of games' windows
 * (vik-gui-game.h). */
#include "config.h"

#include "vik-gui-game.h"
#include "vik-viktory-new-game-page.h"
#include "vik-file-chooser.h"
#include "vik-window-replay.h"

#include <glib/gi18n.h>

/* Opens a VIKTORY II save (another game's Open chose it) in a new window;
 * one that does not load is told over `parent`. */
static gboolean
open_file (GtkApplication *app, GtkWindow *parent, GFile *file, GError **error)
{
  VikWindow *window = vik_window_new (app);
  g_autoptr (GError) local = NULL;

  if (!vik_game_model_load (vik_window_get_model (window), file, &local))
    {
      if (parent != NULL)
        vik_file_error (parent, VIK_FILE_OPEN, file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      gtk_window_destroy (GTK_WINDOW (window));
      return FALSE;
    }
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

/* Its saves need no owner: a file no other game claims is VIKTORY II's (the
 * older ones have no [Game] group), and its window shows its own Continue. */
static const VikGuiGame viktory2 = {
  .id = "viktory2",
  .widget_name = "game-viktory",
  .label = "VIKTORY II",
  .subtitle = N_("Morrison Games’ hex game of exploration and conquest"),
  .new_game_page_new = vik_viktory_new_game_page_new,
  .window_is_empty = vik_window_shows_no_game,
  .open_file = open_file,
  .replay_file = vik_window_replay_file,
};

const VikGuiGame *
vik_viktory_gui_game (void)
{
  return &viktory2;
}
