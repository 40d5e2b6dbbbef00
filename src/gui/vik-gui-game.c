/* vik-gui-game.c: the registered games' windows (see the header). */
#include "config.h"

#include "vik-gui-game.h"

#define MAX_GAMES 8

static const VikGuiGame *registered[MAX_GAMES];
static guint n_registered;

void
vik_gui_games_register (const VikGuiGame *game)
{
  g_return_if_fail (game != NULL && game->id != NULL);

  for (guint i = 0; i < n_registered; i++)
    if (registered[i] == game || g_strcmp0 (registered[i]->id, game->id) == 0)
      return;
  g_return_if_fail (n_registered < MAX_GAMES);
  registered[n_registered++] = game;
}

const VikGuiGame *const *
vik_gui_games (guint *n)
{
  *n = n_registered;
  return registered;
}

const VikGuiGame *
vik_gui_games_find (const char *id)
{
  for (guint i = 0; id != NULL && i < n_registered; i++)
    if (g_strcmp0 (registered[i]->id, id) == 0)
      return registered[i];
  return NULL;
}

const VikGuiGame *
vik_gui_games_of_file (GFile *file)
{
  for (guint i = 0; file != NULL && i < n_registered; i++)
    if (registered[i]->owns_file != NULL && registered[i]->owns_file (file))
      return registered[i];
  return NULL;
}
