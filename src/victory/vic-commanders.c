/* vic-commanders.c: which commander of a side gives an action (10.5). */
#include "config.h"

#include "vic-commanders.h"
#include "vic-game-private.h"
#include <string.h>

VicRole
vic_role_of_class (VicClass klass)
{
  switch (klass)
    {
    case VIC_CLASS_AIR:   return VIC_ROLE_AIR_MARSHAL;
    case VIC_CLASS_NAVAL: return VIC_ROLE_ADMIRAL;
    default:              return VIC_ROLE_GENERAL;
    }
}

const char *
vic_role_name (VicRole role)
{
  /* a context: "General" alone is also a heading (German "Allgemein") */
  static const char *const names[] = {
    NC_("commander", "General"), NC_("commander", "Admiral"), NC_("commander", "Air Marshal"),
    NC_("commander", "Politician"), NC_("commander", "war council"),
  };
  return role <= VIC_ROLE_WAR_COUNCIL ? g_dpgettext2 (GETTEXT_PACKAGE, "commander", names[role]) : "?";
}

const char *
vic_role_key (VicRole role)
{
  static const char *const keys[] = { "General", "Admiral", "AirMarshal", "Politician" };
  return role < VIC_N_COMMANDERS ? keys[role] : NULL;
}

gboolean
vic_commander_name_ok (const char *name, const char **problem)
{
  if (!g_utf8_validate (name, -1, NULL))
    {
      *problem = _("the name is not valid UTF-8");
      return FALSE;
    }
  if (strlen (name) >= VIC_NAME_MAX)
    {
      *problem = _("a commander's name has at most 31 bytes");
      return FALSE;
    }
  for (const char *s = name; *s != '\0'; s = g_utf8_next_char (s))
    if (g_unichar_iscntrl (g_utf8_get_char (s)))
      {
        *problem = _("a commander's name has no control characters");
        return FALSE;
      }
  return TRUE;
}

gboolean
vic_commanders_complete (const char *const names[VIC_N_COMMANDERS], VicRole *role, const char **problem)
{
  gboolean any = FALSE;

  for (int r = 0; r < VIC_N_COMMANDERS; r++)
    any = any || (names[r] != NULL && names[r][0] != '\0');
  if (!any)
    return TRUE;
  for (int r = VIC_ROLE_GENERAL; r <= VIC_ROLE_AIR_MARSHAL; r++)
    if (names[r] == NULL || names[r][0] == '\0')
      {
        *role = r;
        *problem = _("a side of commanders has a General, an Admiral and an Air Marshal (10.5)");
        return FALSE;
      }
  return TRUE;
}

gboolean
vic_game_has_commanders (const VicGame *game, int player)
{
  /* the General is always there when any commander is (vic_commanders_complete) */
  return vic_game_get_commander (game, player, VIC_ROLE_GENERAL)[0] != '\0';
}

const char *
vic_game_get_commander (const VicGame *game, int player, VicRole role)
{
  g_return_val_if_fail (player >= 0 && player < game->core.n_players, "");
  if (role >= VIC_N_COMMANDERS)
    return "";
  return game->core.players[player].commanders[role];
}

/* [PlayerN] General, Admiral, AirMarshal, Politician (10.5): all absent, or
 * the three military commanders at least. */
gboolean
vic_commanders_read (VikKeyReader *r, const char *group, char names[VIC_N_COMMANDERS][VIC_NAME_MAX])
{
  const char *given[VIC_N_COMMANDERS];
  const char *problem = NULL;
  VicRole missing;

  for (int role = 0; role < VIC_N_COMMANDERS; role++)
    {
      g_autofree char *name = vik_key_get_string (r, group, vic_role_key (role), FALSE);
      if (name == NULL)
        return FALSE;
      if (!vic_commander_name_ok (name, &problem))
        return vik_key_invalid (r, group, vic_role_key (role), "%s", problem);
      g_strlcpy (names[role], name, VIC_NAME_MAX);
      given[role] = names[role];
    }
  if (!vic_commanders_complete (given, &missing, &problem))
    return vik_key_invalid (r, group, vic_role_key (missing), "%s", problem);
  return TRUE;
}

void
vic_commanders_write (VikKeyWriter *w, const char names[VIC_N_COMMANDERS][VIC_NAME_MAX])
{
  for (int role = 0; role < VIC_N_COMMANDERS; role++)
    if (names[role][0] != '\0')
      vik_key_writer_string (w, vic_role_key (role), names[role]);
}

/* "He controls all Production" (10.5); without him the war council decides. */
static VicRole
production_role (const VicGame *game)
{
  int decider = vic_game_get_decider (game);

  if (decider >= 0 && vic_game_get_commander (game, decider, VIC_ROLE_POLITICIAN)[0] != '\0')
    return VIC_ROLE_POLITICIAN;
  return VIC_ROLE_WAR_COUNCIL;
}

VicRole
vic_action_role (const VicGame *game, const VicAction *action)
{
  const VicCore *c = &game->core;
  int block = action->block;

  if (c->phase == VIC_PHASE_PRODUCTION || action->kind == VIC_ACTION_BUY)
    return production_role (game);
  if (action->kind == VIC_ACTION_STOP)
    block = c->active;
  if (block < 0 || block >= c->n_slots || c->blocks[block].owner == VIC_NO_PLAYER)
    return VIC_ROLE_WAR_COUNCIL;  /* ending a phase, the next battle: the whole side */
  return vic_role_of_class (vic_unit_class (c->blocks[block].type));
}
