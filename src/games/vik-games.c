/* vik-games.c: the list of games (see the header). */
#include "config.h"

#include "vik-games.h"
#include "vik-ai-viktory.h"
#include "vik-rules-viktory.h"
#include "vik-net-viktory.h"
#include "vic-ai.h"
#include "vic-net.h"
#include "vic-rules.h"

#include <string.h>

static const VikGamePlugin *const *
plugins (guint *n)
{
  static VikGamePlugin viktory, victory;
  static const VikGamePlugin *all[2];
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      viktory.rules = vik_rules_viktory2 ();
      viktory.ai = vik_ai_viktory ();
      viktory.net = vik_net_viktory ();
      victory.rules = vic_rules_victory ();
      victory.ai = vic_ai_victory ();
      victory.net = vic_net_victory ();
      all[0] = &viktory;
      all[1] = &victory;
      g_once_init_leave (&ready, 1);
    }
  *n = G_N_ELEMENTS (all);
  return all;
}

const VikGamePlugin *const *
vik_games_all (guint *n)
{
  return plugins (n);
}

const VikGamePlugin *
vik_games_find (const char *id)
{
  guint n;
  const VikGamePlugin *const *all = plugins (&n);

  if (g_strcmp0 (id, "viktory") == 0)
    id = "viktory2";
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (all[i]->rules->id, id) == 0)
      return all[i];
  return NULL;
}

char *
vik_games_ids (void)
{
  guint n;
  const VikGamePlugin *const *all = plugins (&n);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", all[i]->rules->id);
  return g_string_free (s, FALSE);
}
