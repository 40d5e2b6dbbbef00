/* vic-action.c: Victory actions and their notation (docs/victory-notation.md). */
#include "config.h"

#include "vic-game-private.h"

#include <string.h>

G_STATIC_ASSERT (sizeof (VicAction) <= 16);

gboolean
vic_action_equal (const VicAction *a, const VicAction *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

static const char *const kind_words[VIC_N_ACTION_KINDS] = {
  [VIC_ACTION_END] = "end",
  [VIC_ACTION_DEPLOY] = "deploy",
  [VIC_ACTION_BUY] = "buy",
  [VIC_ACTION_MOVE] = "move",
  [VIC_ACTION_STRATEGIC] = "sm",
  [VIC_ACTION_FLY] = "fly",
  [VIC_ACTION_STOP] = "stop",
  [VIC_ACTION_BATTLE] = "battle",
  [VIC_ACTION_GROUNDED] = "grounded",
  [VIC_ACTION_FIRE] = "fire",
  [VIC_ACTION_PASS] = "pass",
  [VIC_ACTION_RETREAT] = "retreat",
  [VIC_ACTION_DROP] = "drop",
  [VIC_ACTION_LAND] = "land",
  [VIC_ACTION_HIT] = "hit",
  [VIC_ACTION_BASE] = "base",
  [VIC_ACTION_BLOCKADE] = "blockade",
  [VIC_ACTION_REGROUP] = "regroup",
  [VIC_ACTION_STRIKE] = "strike",
  [VIC_ACTION_BEACHHEAD] = "beachhead",
  [VIC_ACTION_BUILD] = "build",
  [VIC_ACTION_ADD] = "add",
  [VIC_ACTION_MERGE] = "merge",
  [VIC_ACTION_SPLIT] = "split",
  [VIC_ACTION_DISBAND] = "disband",
  [VIC_ACTION_CONVERT] = "convert",
  [VIC_ACTION_AIRFIELD] = "airfield",
  [VIC_ACTION_MULBERRY] = "mulberry",
  [VIC_ACTION_REPAIR] = "repair",
  [VIC_ACTION_EXCHANGE] = "exchange",
};

static const char group_letters[VIC_N_CLASSES] = { 'A', 'N', 'G' };

char *
vic_block_name (const VicGame *game, int block)
{
  const VicCore *c = &game->core;

  if (block < 0 || block >= c->n_slots || c->blocks[block].owner == VIC_NO_PLAYER)
    return g_strdup_printf ("#%d", block);
  return g_strdup_printf ("%s%u", vic_unit_id (c->blocks[block].type), c->blocks[block].serial);
}

int
vic_block_lookup (const VicGame *game, int player, const char *text)
{
  const VicCore *c = &game->core;
  gsize n = 0;
  int type, serial = 0;

  if (text[0] == '#')
    {
      int idx = 0;
      if (!g_ascii_isdigit (text[1]))
        return VIC_NO_BLOCK;
      for (int i = 1; text[i] != '\0'; i++)
        {
          if (!g_ascii_isdigit (text[i]) || idx > VIC_MAX_BLOCKS)
            return VIC_NO_BLOCK;
          idx = idx * 10 + (text[i] - '0');
        }
      return idx < VIC_MAX_BLOCKS ? idx : VIC_NO_BLOCK;
    }
  while (g_ascii_isalpha (text[n]))
    n++;
  type = vic_unit_from_id (text, n);
  if (type < 0 || !g_ascii_isdigit (text[n]))
    return VIC_NO_BLOCK;
  for (gsize i = n; text[i] != '\0'; i++)
    {
      if (!g_ascii_isdigit (text[i]) || serial > 255)
        return VIC_NO_BLOCK;
      serial = serial * 10 + (text[i] - '0');
    }
  for (int i = 0; i < c->n_slots; i++)
    if (c->blocks[i].owner == player && c->blocks[i].type == type && c->blocks[i].serial == serial)
      return i;
  return VIC_NO_BLOCK;
}

static void
append_hex (GString *s, const VicGame *game, int hex)
{
  g_string_append_c (s, ' ');
  g_string_append (s, vic_map_label (game->map, hex));
}

static void
append_block (GString *s, const VicGame *game, int block, gboolean raw)
{
  g_autofree char *name = raw ? g_strdup_printf ("#%d", block) : vic_block_name (game, block);

  g_string_append_c (s, ' ');
  g_string_append (s, name);
}

static char *to_string (const VicGame *game, const VicAction *a, gboolean raw);

char *
vic_action_to_string (const VicGame *game, const VicAction *a)
{
  return to_string (game, a, FALSE);
}

char *
vic_action_to_raw_string (const VicGame *game, const VicAction *a)
{
  return to_string (game, a, TRUE);
}

static char *
to_string (const VicGame *game, const VicAction *a, gboolean raw)
{
  GString *s = g_string_new (a->kind < VIC_N_ACTION_KINDS ? kind_words[a->kind] : "?");

  switch (a->kind)
    {
    case VIC_ACTION_END:
    case VIC_ACTION_STOP:
      break;
    case VIC_ACTION_BATTLE:
      append_hex (s, game, a->hex);
      break;
    case VIC_ACTION_DEPLOY:
      append_block (s, game, a->block, raw);
      append_hex (s, game, a->hex);
      break;
    case VIC_ACTION_BUY:
      g_string_append_printf (s, " %s %u", vic_unit_id (a->group), a->steps);
      append_hex (s, game, a->hex);
      break;
    case VIC_ACTION_BUILD:
      g_string_append_printf (s, " %s", vic_unit_id (a->group));
      append_hex (s, game, a->hex);
      break;
    case VIC_ACTION_MOVE:
    case VIC_ACTION_STRATEGIC:
    case VIC_ACTION_FLY:
    case VIC_ACTION_RETREAT:
    case VIC_ACTION_REGROUP:
    case VIC_ACTION_BASE:
      append_block (s, game, a->block, raw);
      g_string_append_printf (s, " %s-%s", vic_map_label (game->map, a->hex2), vic_map_label (game->map, a->hex));
      if (a->flags & VIC_ACT_JOIN_DEFENDER)
        g_string_append (s, " defend");
      break;
    case VIC_ACTION_FIRE:
      append_block (s, game, a->block, raw);
      g_string_append_c (s, ' ');
      g_string_append_c (s, (a->flags & VIC_ACT_STRUCTURE) ? 'S' : group_letters[MIN (a->group, 2)]);
      break;
    case VIC_ACTION_STRIKE:
    case VIC_ACTION_REPAIR:
      append_block (s, game, a->block, raw);
      append_hex (s, game, a->hex);
      if (a->hex2 != VIC_NO_HEX)
        g_string_append_printf (s, "-%s", vic_map_label (game->map, a->hex2));
      break;
    case VIC_ACTION_MERGE:
      append_block (s, game, a->block, raw);
      append_block (s, game, a->block2, raw);
      break;
    case VIC_ACTION_EXCHANGE:
      append_block (s, game, a->block, raw);
      g_string_append_printf (s, " %s", vic_unit_id (a->group));
      break;
    default:
      append_block (s, game, a->block, raw);
      break;
    }
  return g_string_free (s, FALSE);
}

/* ---------------------------------------------------------------- parsing */

static gboolean
bad (GError **error, const char *text, const char *why)
{
  g_autofree char *shown = g_utf8_make_valid (text, MIN (strlen (text), 60));
  g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_PARSE, _("“%s”: %s (docs/victory-notation.md)"), shown, why);
  return FALSE;
}

static gboolean
parse_block (const VicGame *game, const char *word, const char *text, int *out, GError **error)
{
  int decider = vic_game_get_decider (game);

  *out = vic_block_lookup (game, decider < 0 ? 0 : decider, word);
  if (*out == VIC_NO_BLOCK)
    return bad (error, text, _("no such block of the player to act, e.g. IN3 for Infantry 3"));
  return TRUE;
}

static gboolean
parse_hex (const VicGame *game, const char *word, const char *text, int *out, GError **error)
{
  *out = vic_map_lookup (game->map, word);
  if (*out == VIC_NO_HEX)
    return bad (error, text, _("no such hex"));
  return TRUE;
}

/* "e5-f6": two hexes. */
static gboolean
parse_path (const VicGame *game, const char *word, const char *text, int *from, int *to, GError **error)
{
  g_auto(GStrv) ends = g_strsplit (word, "-", -1);

  if (g_strv_length (ends) != 2)
    return bad (error, text, _("write the hexes as from-to, e.g. e5-f6"));
  return parse_hex (game, ends[0], text, from, error) && parse_hex (game, ends[1], text, to, error);
}

static gboolean
parse_type (const char *word, const char *text, int *out, GError **error)
{
  *out = vic_unit_from_id (word, strlen (word));
  if (*out < 0)
    return bad (error, text, _("no such unit type, e.g. IN, AR, FA, BB"));
  return TRUE;
}

gboolean
vic_action_parse (const VicGame *game, const char *text, VicAction *out, GError **error)
{
  g_auto(GStrv) raw = g_strsplit_set (text, " \t", -1);
  const char *w[5] = { NULL };
  int n = 0, kind = -1, value;
  VicAction a;

  for (int i = 0; raw[i] != NULL; i++)
    if (raw[i][0] != '\0')
      {
        if (n == 5)
          return bad (error, text, _("too many words"));
        w[n++] = raw[i];
      }
  if (n == 0)
    return bad (error, text, _("an empty action"));
  for (int k = 0; k < VIC_N_ACTION_KINDS; k++)
    if (g_ascii_strcasecmp (w[0], kind_words[k]) == 0)
      kind = k;
  if (kind < 0)
    return bad (error, text, _("unknown action word"));
  a = vic_action_make (kind);
#define NEED(count) G_STMT_START { if (n != (count)) return bad (error, text, _("wrong number of words")); } G_STMT_END
  switch (kind)
    {
    case VIC_ACTION_END:
    case VIC_ACTION_STOP:
      NEED (1);
      break;
    case VIC_ACTION_BATTLE:
      NEED (2);
      if (!parse_hex (game, w[1], text, &value, error))
        return FALSE;
      a.hex = value;
      break;
    case VIC_ACTION_DEPLOY:
      NEED (3);
      if (!parse_block (game, w[1], text, &value, error))
        return FALSE;
      a.block = value;
      if (!parse_hex (game, w[2], text, &value, error))
        return FALSE;
      a.hex = value;
      break;
    case VIC_ACTION_BUY:
      NEED (4);
      if (!parse_type (w[1], text, &value, error))
        return FALSE;
      a.group = value;
      if (w[2][0] < '1' || w[2][0] > '4' || w[2][1] != '\0')
        return bad (error, text, _("a strength is 1 to 4"));
      a.steps = w[2][0] - '0';
      if (!parse_hex (game, w[3], text, &value, error))
        return FALSE;
      a.hex = value;
      break;
    case VIC_ACTION_BUILD:
      NEED (3);
      if (!parse_type (w[1], text, &value, error))
        return FALSE;
      a.group = value;
      if (!parse_hex (game, w[2], text, &value, error))
        return FALSE;
      a.hex = value;
      break;
    case VIC_ACTION_MOVE:
    case VIC_ACTION_STRATEGIC:
    case VIC_ACTION_FLY:
    case VIC_ACTION_RETREAT:
    case VIC_ACTION_REGROUP:
    case VIC_ACTION_BASE:
      {
        int from = VIC_NO_HEX, to = VIC_NO_HEX;
        if (n == 4 && kind == VIC_ACTION_MOVE && g_ascii_strcasecmp (w[3], "defend") == 0)
          a.flags |= VIC_ACT_JOIN_DEFENDER;
        else
          NEED (3);
        if (!parse_block (game, w[1], text, &value, error) || !parse_path (game, w[2], text, &from, &to, error))
          return FALSE;
        a.block = value;
        a.hex2 = from;
        a.hex = to;
        break;
      }
    case VIC_ACTION_FIRE:
      {
        char g;
        if (n != 2 && n != 3)
          return bad (error, text, _("wrong number of words"));
        if (!parse_block (game, w[1], text, &value, error))
          return FALSE;
        a.block = value;
        if (n == 2)
          {
            /* No declaration: the unit's own type (6.42). */
            a.group = vic_block_class (&game->core, &game->core.blocks[value]);
            break;
          }
        g = g_ascii_toupper (w[2][0]);
        if (w[2][1] != '\0' || (g != 'A' && g != 'N' && g != 'G' && g != 'S'))
          return bad (error, text, _("the target group is A (air), N (naval), G (ground) or S (structure)"));
        if (g == 'S')
          {
            a.group = VIC_CLASS_GROUND;
            a.flags |= VIC_ACT_STRUCTURE;
          }
        else
          a.group = g == 'A' ? VIC_CLASS_AIR : g == 'N' ? VIC_CLASS_NAVAL : VIC_CLASS_GROUND;
        break;
      }
    case VIC_ACTION_STRIKE:
    case VIC_ACTION_REPAIR:
      {
        g_auto(GStrv) ends = NULL;
        NEED (3);
        if (!parse_block (game, w[1], text, &value, error))
          return FALSE;
        a.block = value;
        ends = g_strsplit (w[2], "-", -1);
        if (g_strv_length (ends) > 2)
          return bad (error, text, _("a Bridge is named by its two hexes, e.g. e5-e6"));
        if (!parse_hex (game, ends[0], text, &value, error))
          return FALSE;
        a.hex = value;
        if (ends[1] != NULL)
          {
            if (!parse_hex (game, ends[1], text, &value, error))
              return FALSE;
            a.hex2 = value;
          }
        break;
      }
    case VIC_ACTION_MERGE:
      NEED (3);
      if (!parse_block (game, w[1], text, &value, error))
        return FALSE;
      a.block = value;
      if (!parse_block (game, w[2], text, &value, error))
        return FALSE;
      a.block2 = value;
      break;
    case VIC_ACTION_EXCHANGE:
      NEED (3);
      if (!parse_block (game, w[1], text, &value, error) )
        return FALSE;
      a.block = value;
      if (!parse_type (w[2], text, &value, error))
        return FALSE;
      a.group = value;
      break;
    default:
      NEED (2);
      if (!parse_block (game, w[1], text, &value, error))
        return FALSE;
      a.block = value;
      break;
    }
#undef NEED
  *out = a;
  return TRUE;
}
