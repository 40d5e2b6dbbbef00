/* vik-rules.c: helpers of the game-neutral rules interface (see vik-rules.h). */
#include "config.h"

#include "vik-rules.h"

#include <glib/gi18n-lib.h>
#include <string.h>

const char *
vik_rules_display_name (const VikRules *rules)
{
  /* in the context "game name": "Victory" is also a word of VIKTORY II's
   * books, translated as one */
  return g_dpgettext2 (GETTEXT_PACKAGE, "game name", rules->name);
}

char *
vik_rules_file_game_id (GKeyFile *file)
{
  char *id = g_key_file_get_string (file, "Game", "Game", NULL);

  return id != NULL ? id : g_strdup ("viktory2");
}

const VikRules *
vik_rules_find (const VikRules *const *games, guint n, const char *id)
{
  for (guint i = 0; i < n && id != NULL; i++)
    if (strcmp (games[i]->id, id) == 0)
      return games[i];
  return NULL;
}

char *
vik_rules_save_text (const VikRules *rules, gconstpointer game, gsize *length)
{
  GKeyFile *kf;
  char *data;

  if (rules->save_text)
    return rules->save_text (game, length);
  kf = rules->save (game);
  data = g_key_file_to_data (kf, length, NULL);
  g_key_file_unref (kf);
  return data;
}

gpointer
vik_rules_load_view (const VikRules *rules, GKeyFile *file, const char *file_name, GError **error)
{
  return (rules->load_view ? rules->load_view : rules->load) (file, file_name, error);
}

void
vik_any_action_pack (VikAnyAction *out, gconstpointer action, gsize size)
{
  g_return_if_fail (size <= sizeof out->bytes);
  memset (out, 0, sizeof *out);
  memcpy (out->bytes, action, size);
}

guint
vik_any_actions_append (GArray *out, gconstpointer actions, guint n, gsize size)
{
  g_return_val_if_fail (size <= sizeof ((VikAnyAction *) NULL)->bytes, 0);
  for (guint i = 0; i < n; i++)
    {
      VikAnyAction any;
      vik_any_action_pack (&any, (const guint8 *) actions + i * size, size);
      g_array_append_val (out, any);
    }
  return n;
}

void
vik_any_actions_unpack (const VikAnyAction *actions, guint n, gpointer out, gsize size)
{
  g_return_if_fail (size <= sizeof actions->bytes);
  for (guint i = 0; i < n; i++)
    memcpy ((guint8 *) out + i * size, actions[i].bytes, size);
}
