/* vik-gui-game.c: the registered games' windows (see the header). */
#include "config.h"

#include "vik-gui-game.h"
#include "vik-gui-util.h"
#include "vik-registry.h"

#include <glib/gi18n.h>

static VikRegistry registered;

void
vik_gui_games_register (const VikGuiGame *game)
{
  vik_registry_add (&registered, game);
}

const VikGuiGame *const *
vik_gui_games (guint *n)
{
  *n = registered.n;
  return (const VikGuiGame *const *) registered.entries;
}

const VikGuiGame *
vik_gui_games_find (const char *id)
{
  return vik_registry_find (&registered, id);
}

gboolean
vik_gui_games_window_is_empty (GtkWindow *window)
{
  for (guint i = 0; window != NULL && i < registered.n; i++)
    {
      const VikGuiGame *game = registered.entries[i];
      if (game->window_is_empty != NULL && game->window_is_empty (window))
        return TRUE;
    }
  return FALSE;
}

const VikGuiGame *
vik_gui_games_of_file (GFile *file)
{
  for (guint i = 0; file != NULL && i < registered.n; i++)
    {
      const VikGuiGame *game = registered.entries[i];
      if (game->owns_file != NULL && game->owns_file (file))
        return game;
    }
  return NULL;
}

/* The game that says `file` is its own, else the one whose files say
 * nothing, else NULL. */
static const VikGuiGame *
game_of_file (GFile *file)
{
  const VikGuiGame *game = vik_gui_games_of_file (file);

  for (guint i = 0; game == NULL && i < registered.n; i++)
    if (((const VikGuiGame *) registered.entries[i])->owns_file == NULL)
      game = registered.entries[i];
  return game;
}

gboolean
vik_gui_games_open_file (GtkApplication *app, GtkWindow *parent, GFile *file, GError **error)
{
  const VikGuiGame *game = game_of_file (file);

  if (game == NULL || game->open_file == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("No game opens this file"));
      return FALSE;
    }
  return game->open_file (app, parent, file, error);
}

void
vik_gui_games_replay_file (GtkWindow *parent, GFile *file)
{
  const VikGuiGame *game = game_of_file (file);

  if (game == NULL || game->replay_file == NULL)
    {
      vik_show_error_dialog (parent, _("This game cannot be replayed"), _("No game opens this file"));
      return;
    }
  game->replay_file (parent, file);
}
