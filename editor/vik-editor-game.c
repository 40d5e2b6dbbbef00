/* vik-editor-game.c: the registered games' editors (see the header). */
#include "config.h"

#include "vik-editor-game.h"
#include "vik-registry.h"

static VikRegistry registered;

void
vik_editor_games_register (const VikEditorGame *game)
{
  vik_registry_add (&registered, game);
}

const VikEditorGame *const *
vik_editor_games (guint *n)
{
  *n = registered.n;
  return (const VikEditorGame *const *) registered.entries;
}

const VikEditorGame *
vik_editor_games_find (const char *id)
{
  return vik_registry_find (&registered, id);
}

const VikEditorGame *
vik_editor_games_of_path (const char *path)
{
  for (guint i = 0; path != NULL && i < registered.n; i++)
    {
      const VikEditorGame *game = registered.entries[i];
      if (game->owns_path != NULL && game->owns_path (path))
        return game;
    }
  return NULL;
}
