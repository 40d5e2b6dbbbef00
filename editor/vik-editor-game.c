/* vik-editor-game.c: the registered games' editors (see the header). */
#include "config.h"

#include "vik-editor-game.h"

#define MAX_GAMES 8

static const VikEditorGame *registered[MAX_GAMES];
static guint n_registered;

void
vik_editor_games_register (const VikEditorGame *game)
{
  g_return_if_fail (game != NULL && game->id != NULL);

  for (guint i = 0; i < n_registered; i++)
    if (registered[i] == game || g_strcmp0 (registered[i]->id, game->id) == 0)
      return;
  g_return_if_fail (n_registered < MAX_GAMES);
  registered[n_registered++] = game;
}

const VikEditorGame *const *
vik_editor_games (guint *n)
{
  *n = n_registered;
  return registered;
}

const VikEditorGame *
vik_editor_games_find (const char *id)
{
  for (guint i = 0; id != NULL && i < n_registered; i++)
    if (g_strcmp0 (registered[i]->id, id) == 0)
      return registered[i];
  return NULL;
}

const VikEditorGame *
vik_editor_games_of_path (const char *path)
{
  for (guint i = 0; path != NULL && i < n_registered; i++)
    if (registered[i]->owns_path != NULL && registered[i]->owns_path (path))
      return registered[i];
  return NULL;
}
