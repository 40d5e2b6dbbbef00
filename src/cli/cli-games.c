/* cli-games.c: `--game` and `--scenario` (see the header). */
#include "config.h"

#include "cli-games.h"

#include <glib/gi18n-lib.h>

gboolean
cli_game_setup (const char *game_id, const char *scenario, int n_players,
                const VikGamePlugin **plugin, GKeyFile **options, GError **error)
{
  const VikGamePlugin *game = vik_games_find (game_id != NULL ? game_id : "viktory2");
  g_autoptr (GKeyFile) kf = NULL;

  if (game == NULL)
    {
      g_autofree char *ids = vik_games_ids ();
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("No game “%s”; the games are %s"), game_id, ids);
      return FALSE;
    }
  if (scenario != NULL)
    {
      g_autofree char *file_game = NULL;

      kf = g_key_file_new ();
      if (!g_key_file_load_from_file (kf, scenario, G_KEY_FILE_NONE, error))
        {
          g_prefix_error (error, "%s: ", scenario);
          return FALSE;
        }
      file_game = vik_rules_file_game_id (kf);
      if (g_strcmp0 (file_game, game->rules->id) != 0)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("%s is a file of the game “%s”, not “%s”"),
                       scenario, file_game, game->rules->id);
          return FALSE;
        }
    }
  else if ((kf = game->rules->default_options (n_players, error)) == NULL)
    return FALSE;
  *plugin = game;
  *options = g_steal_pointer (&kf);
  return TRUE;
}
