/* vic-gui-game.c: Victory's entry in the list of games' windows. */
#include "config.h"

#include "vic-gui-game.h"
#include "vic-continue.h"
#include "vic-new-game-page.h"
#include "vic-scenario.h"
#include "vic-window.h"
#include "vic-window-replay.h"

#include <glib/gi18n.h>

static gboolean
open_file (GtkApplication *app, GtkWindow *parent, GFile *file, GError **error)
{
  return vic_window_open_in_new (app, parent, file, error) != NULL;
}

static gboolean
continue_newest (GtkWindow *parent, const char *dir)
{
  return vic_continue_newest (parent, dir, NULL) != NULL;
}

static GtkWindow *
join_network (GtkApplication *app, const char *uri, const char *game, const char *token, gboolean just_hosted)
{
  VicWindow *window = vic_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  vic_window_join_network (window, uri, game, token, just_hosted);
  return GTK_WINDOW (window);
}

/* The counts a book's scenario takes are the engine's (vic_scenario_preset). */
static gboolean
scenario_takes (const char *id, int players)
{
  VicScenario sc = { 0 };

  if (!vic_scenario_preset (id, players, &sc, NULL))
    return FALSE;
  vic_scenario_clear (&sc);
  return TRUE;
}

static const VikGuiGame victory = {
  .id = "victory",
  .widget_name = "game-victory",
  .label = "Victory",
  .subtitle = N_("Columbia Games’ WW2 block game"),
  .new_game_page_new = vic_new_game_page_new,
  .window_is_empty = NULL,
  .owns_file = vic_file_is_victory,
  .open_file = open_file,
  .replay_file = vic_window_replay_file,
  .continue_label = vic_continue_label,
  .continue_path = vic_continue_path,
  .continue_newest = continue_newest,
  .join_network = join_network,
  .scenario_ids = vic_scenario_preset_ids,
  .scenario_title = vic_preset_title,
  .scenario_takes = scenario_takes,
};

const VikGuiGame *
vic_victory_gui_game (void)
{
  return &victory;
}
