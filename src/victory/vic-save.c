/* vic-save.c: saved Victory games (see vic-save.h, docs/victory-file-format.md).
 *
 * Everything in VicCore is written, so load (save (g)) is vic_game_equal to g
 * and a second save is the same bytes.  Values are written for people (hex
 * labels, unit ids, phase words); every value read is range-checked, and the
 * loaded state must then pass the invariants and have a legal action. */
#include "config.h"

#include "vic-save.h"
#include "vic-game-private.h"
#include "vic-commanders.h"
#include "vik-keyfile.h"
#include "vik-file-io.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (vic-save-error-quark, vic_save_error)

static const char *const phase_ids[VIC_N_PHASES] = {
  "deploy", "move", "combat", "supply", "production", "over",
};

/* ---------------------------------------------------------------- rules */

void
vic_ruleset_write (const VicRuleset *rules, VikKeyWriter *w)
{
  guint n;
  const VicRulesetParam *params = vic_ruleset_params (&n);
  g_autofree char *options = vic_options_to_string (rules->options);

  vik_key_writer_group (w, "Rules", NULL);
  vik_key_writer_string (w, "Options", options);
  for (guint i = 0; i < n; i++)
    {
      const guint8 *p = (const guint8 *) rules + params[i].offset;
      if (params[i].type == VIC_PARAM_U8)
        vik_key_writer_int (w, params[i].key, p[0]);
      else
        {
          char list[16 * 4 + 1] = "";
          for (int j = 0; j < params[i].length; j++)
            g_snprintf (list + strlen (list), sizeof list - strlen (list), "%u;", p[j]);
          vik_key_writer_string (w, params[i].key, list);   /* as g_key_file_set_integer_list */
        }
    }
  vik_key_writer_group (w, "Units", NULL);
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    {
      g_autofree char *line = vic_unit_data_to_string (&rules->units[t]);
      vik_key_writer_string (w, vic_unit_key (t), line);
    }
}

void
vic_ruleset_save_keyfile (const VicRuleset *rules, GKeyFile *kf)
{
  vik_key_writer_fill (kf, (VikKeyWriteFunc) vic_ruleset_write, rules);
}

gboolean
vic_ruleset_load_keyfile (VicRuleset *rules, GKeyFile *kf, const char *name, GQuark domain, int code, GError **error)
{
  VikKeyReader r = { kf, name, error, domain, code };
  guint n;
  const VicRulesetParam *params = vic_ruleset_params (&n);
  g_autofree char *options = vik_key_get_string (&r, "Rules", "Options", FALSE);
  char *bad = NULL;
  const char *key;
  char *why;

  if (options == NULL)
    return FALSE;
  if (!vic_options_parse (options, &rules->options, &bad))
    {
      g_autofree char *shown = vik_key_shown (bad);
      g_free (bad);
      return vik_key_invalid (&r, "Rules", "Options", _("unknown optional rule “%s”"), shown);
    }
  for (guint i = 0; i < n; i++)
    {
      guint8 *p = (guint8 *) rules + params[i].offset;
      if (!g_key_file_has_key (kf, "Rules", params[i].key, NULL))
        continue;
      if (params[i].type == VIC_PARAM_U8)
        {
          int v;
          if (!vik_key_get_int (&r, "Rules", params[i].key, params[i].min, params[i].max, TRUE, 0, &v))
            return FALSE;
          p[0] = v;
        }
      else
        {
          g_autofree char *text = vik_key_get_string (&r, "Rules", params[i].key, TRUE);
          g_auto(GStrv) parts = NULL;
          int count = 0;
          if (text == NULL)
            return FALSE;
          parts = g_strsplit (text, ";", -1);
          for (int j = 0; parts[j] != NULL; j++)
            {
              int v;
              if (g_strstrip (parts[j])[0] == '\0')
                continue;
              if (count == params[i].length || !vik_key_parse_int (parts[j], params[i].min, params[i].max, &v))
                return vik_key_invalid (&r, "Rules", params[i].key, _("%u whole numbers from %u to %u, separated by “;”"),
                                        params[i].length, params[i].min, params[i].max);
              p[count++] = v;
            }
          if (count != params[i].length)
            return vik_key_invalid (&r, "Rules", params[i].key, _("%u whole numbers from %u to %u, separated by “;”"),
                                    params[i].length, params[i].min, params[i].max);
        }
    }
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    {
      g_autofree char *line = NULL;
      if (!g_key_file_has_key (kf, "Units", vic_unit_key (t), NULL))
        continue;
      line = vik_key_get_string (&r, "Units", vic_unit_key (t), TRUE);
      if (line == NULL)
        return FALSE;
      if (!vic_unit_data_parse (line, &rules->units[t]))
        {
          g_autofree char *shown = vik_key_shown (line);
          return vik_key_invalid (&r, "Units", vic_unit_key (t),
                                  _("“%s” is not a chart line: turn (A-F, A+, B+, R), move or SM, A-N-G, cost, "
                                    "steps, e.g. “E 2 1-1-2 1 4”"), shown);
        }
    }
  if (!vic_ruleset_validate (rules, &key, &why))
    {
      gboolean unit = g_key_file_has_group (kf, "Units") && !g_str_has_prefix (why, "0") && strchr (key, 'A') == NULL;
      vik_key_invalid (&r, unit ? "Units" : "Rules", key, "%s", why);
      g_free (why);
      return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- writing */

static void
hex_word (GString *s, const VicMap *map, int hex)
{
  g_string_append_c (s, ' ');
  g_string_append (s, hex == VIC_NO_HEX ? "-" : vic_map_label (map, hex));
}

static void
num_word (GString *s, int v, gboolean none)
{
  if (none)
    g_string_append (s, " -");
  else
    g_string_append_printf (s, " %d", v);
}

static gboolean
hex_is_default (const VicHexState *hs)
{
  static VicHexState dflt;
  VicHexState copy = *hs;

  if (dflt.control == 0)
    {
      dflt.control = VIC_NO_PLAYER;
      dflt.attacker = VIC_NO_PLAYER;
      for (int d = 0; d < 6; d++)
        dflt.entry[d] = VIC_NO_PLAYER;
    }
  memset (copy.count, 0, sizeof copy.count);
  return memcmp (&copy, &dflt, sizeof copy) == 0;
}

/* Written with a VikKeyWriter: the bytes a GKeyFile would hold, without
 * building one (a server writes a view for every seat with every action). */
static void
write_game (const VicGame *game, VikKeyWriter *w)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  GString *s = g_string_new (NULL);
  const char *names[VIC_MAX_PLAYERS + 1] = { NULL };
  char key[32];
  guint n_history;
  const VicAction *history = vic_game_get_history (game, &n_history);

  vik_key_writer_group (w, "Game", NULL);
  vik_key_writer_string (w, "Game", "victory");
  vik_key_writer_int (w, "FormatVersion", VIC_SAVE_FORMAT_VERSION);
  vik_key_writer_int (w, "Players", c->n_players);
  for (int p = 0; p < c->n_players; p++)
    names[p] = c->players[p].name;
  vik_key_writer_string_list (w, "Names", names, c->n_players);
  vik_key_writer_uint64 (w, "Seed", c->seed);
  if (c->view_of != VIC_VIEW_NONE)  /* a fog-of-war copy: whose (0 an onlooker's) */
    vik_key_writer_int (w, "Viewer", c->view_of == VIC_VIEW_ONLOOKER ? 0 : c->view_of);
  vic_ruleset_write (&c->rules, w);
  vic_map_write (map, w);

  vik_key_writer_group (w, "State", NULL);
  vik_key_writer_string (w, "Phase", phase_ids[c->phase]);
  vik_key_writer_int (w, "Turn", c->turn);
  vik_key_writer_int (w, "TurnLimit", c->turn_limit);
  g_string_truncate (s, 0);
  for (int i = 0; i < c->n_players; i++)
    g_string_append_printf (s, "%s%d", i ? ";" : "", c->order[i] + 1);
  vik_key_writer_string (w, "Order", s->str);
  vik_key_writer_int (w, "TurnIndex", c->turn_index);
  vik_key_writer_int (w, "Active", c->active);
  vik_key_writer_int (w, "Winners", c->winners);
  vik_key_writer_string (w, "Storm", c->storm == VIC_NO_HEX ? "-" : vic_map_label (map, c->storm));
  g_string_printf (s, "%016" G_GINT64_MODIFIER "x:%016" G_GINT64_MODIFIER "x", c->rng.state, c->rng.inc);
  vik_key_writer_string (w, "Rng", s->str);
  g_string_truncate (s, 0);
  for (int i = 0; i < c->n_forced; i++)
    g_string_append_printf (s, "%s%u", i ? ";" : "", c->forced_dice[i]);
  vik_key_writer_string (w, "ForcedDice", s->str);
  g_string_truncate (s, 0);
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    if (c->pool[t] > 0)
      g_string_append_printf (s, "%s%s:%u", s->len ? "," : "", vic_unit_id (t), c->pool[t]);
  vik_key_writer_string (w, "Pool", s->str);
  vik_key_writer_int (w, "Slots", c->n_slots);

  for (int p = 0; p < c->n_players; p++)
    {
      const VicPlayer *pl = &c->players[p];
      g_snprintf (key, sizeof key, "Player%d", p + 1);
      vik_key_writer_group (w, key, NULL);
      vik_key_writer_int (w, "HomeTiles", pl->home_tiles);
      vik_key_writer_int (w, "WinPP", pl->win_pp);
      vik_key_writer_int (w, "HomeBonus", pl->home_bonus);
      if (pl->team != 0)
        vik_key_writer_int (w, "Team", pl->team);  /* (10.4); absent: alone */
      vic_commanders_write (w, (const char (*)[VIC_NAME_MAX]) pl->commanders);  /* (10.5); absent: none */
      vik_key_writer_string (w, "Forces", pl->forces == VIC_FORCES_CUSTOM ? "custom" : "random");
      vik_key_writer_int (w, "Budget", pl->budget);
      vik_key_writer_int (w, "Done", pl->done);
      vik_key_writer_int (w, "Batch", pl->batch);
      vik_key_writer_int (w, "Initiative", pl->initiative);
    }

  vik_key_writer_group (w, "Blocks", NULL);
  /* [Blocks] B<i>=owner type number steps hex from start carrier flags mp exit revealed battle join */
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == VIC_NO_PLAYER)
        continue;
      g_string_printf (s, "%d %s %u %u", b->owner + 1, vic_unit_id (b->type), b->serial, b->steps);
      hex_word (s, map, b->hex);
      hex_word (s, map, b->from);
      hex_word (s, map, b->start);
      num_word (s, b->carrier, b->carrier == VIC_NO_BLOCK);
      g_string_append_printf (s, " %u %u %u %u %u %u", b->flags, b->mp, b->exit_dir, b->revealed, b->bflags, b->join);
      g_snprintf (key, sizeof key, "B%d", i);
      vik_key_writer_string (w, key, s->str);
    }

  vik_key_writer_group (w, "Hexes", NULL);
  /* [Hexes] label=control flags attacker begun airfield port damage pp air naval bridges(3) entries(6) defenders */
  for (int h = 0; h < map->n_hexes; h++)
    {
      const VicHexState *hs = &c->hexes[h];
      if (hex_is_default (hs))
        continue;
      g_string_truncate (s, 0);
      num_word (s, hs->control + 1, hs->control == VIC_NO_PLAYER);
      g_string_append_printf (s, " %u", hs->flags);
      num_word (s, hs->attacker + 1, hs->attacker == VIC_NO_PLAYER);
      g_string_append_printf (s, " %u %u %u %u %u %u %u %u %u %u", hs->begun_in, hs->airfield, hs->port_used,
                              hs->damage, hs->pp_left, hs->pp_air, hs->pp_naval,
                              hs->side_damage[0], hs->side_damage[1], hs->side_damage[2]);
      for (int d = 0; d < 6; d++)
        num_word (s, hs->entry[d] + 1, hs->entry[d] == VIC_NO_PLAYER);
      g_string_append_printf (s, " %u", hs->defenders);
      vik_key_writer_string (w, vic_map_label (map, h), s->str + 1);
    }

  {
    const VicBattle *bt = &c->battle;
    vik_key_writer_group (w, "Battle", NULL);
    vik_key_writer_string (w, "Hex", bt->hex == VIC_NO_HEX ? "-" : vic_map_label (map, bt->hex));
    g_string_printf (s, "%u %u %u %u %d %d", bt->step, bt->round, bt->slot, bt->side_now, bt->leader[0], bt->leader[1]);
    for (int p = 0; p < VIC_MAX_PLAYERS; p++)
      g_string_append_printf (s, " %d", bt->side_of[p]);
    g_string_append_printf (s, " %u %u %u %u %d %u %d", bt->hits, bt->hit_group, bt->hit_kind, bt->hit_side,
                            bt->winner, bt->friendly, bt->firer);
    vik_key_writer_string (w, "State", s->str);
    if (bt->hidden != 0)
      vik_key_writer_int (w, "Hidden", bt->hidden);
    g_string_truncate (s, 0);
    for (int p = 0; p < VIC_MAX_PLAYERS; p++)
      for (int d = 0; d < 6; d++)
        for (int k = 0; k < 2; k++)
          g_string_append_printf (s, "%s%u", s->len ? " " : "", bt->retreats[p][d][k]);
    vik_key_writer_string (w, "Retreats", s->str);
  }

  g_string_truncate (s, 0);
  for (guint i = 0; i < n_history; i++)
    {
      g_autofree char *text = vic_action_to_raw_string (game, &history[i]);
      g_string_append_printf (s, "%s%s", i ? ";" : "", text);

    }
  vik_key_writer_group (w, "History", NULL);
  vik_key_writer_string (w, "Actions", s->str);
  g_string_free (s, TRUE);
}

GKeyFile *
vic_game_save_keyfile (const VicGame *game)
{
  GKeyFile *kf = g_key_file_new ();

  vik_key_writer_fill (kf, (VikKeyWriteFunc) write_game, game);
  return kf;
}

char *
vic_game_save_to_data (const VicGame *game, gsize *length)
{
  VikKeyWriter w;

  vik_key_writer_init (&w);
  write_game (game, &w);
  return vik_key_writer_finish (&w, length);
}

gboolean
vic_game_save (const VicGame *game, const char *path, GError **error)
{
  gsize length;
  g_autofree char *data = vic_game_save_to_data (game, &length);

  return vik_file_write_atomic (path, data, length, error);
}

/* ---------------------------------------------------------------- reading */

typedef struct {
  VikKeyReader r;
  const VicMap *map;
  int n_players;
} Ctx;

/* Splits a value into exactly n words; FALSE with an error otherwise. */
static char **
words_of (Ctx *x, const char *group, const char *key, int n)
{
  g_autofree char *text = vik_key_get_string (&x->r, group, key, TRUE);
  char **w;

  if (text == NULL)
    return NULL;
  w = g_strsplit (g_strstrip (text), " ", -1);
  if ((int) g_strv_length (w) != n)
    {
      g_strfreev (w);
      vik_key_invalid (&x->r, group, key, _("expected %d values separated by spaces"), n);
      return NULL;
    }
  return w;
}

static gboolean
word_int (Ctx *x, const char *group, const char *key, const char *word, int min, int max, gboolean none_ok, int *out)
{
  if (none_ok && strcmp (word, "-") == 0)
    {
      *out = min - 1;
      return TRUE;
    }
  if (!vik_key_parse_int (word, min, max, out))
    {
      g_autofree char *shown = vik_key_shown (word);
      return vik_key_invalid (&x->r, group, key, _("“%s” is not a whole number from %d to %d"), shown, min, max);
    }
  return TRUE;
}

static gboolean
word_hex (Ctx *x, const char *group, const char *key, const char *word, int *out)
{
  if (strcmp (word, "-") == 0)
    {
      *out = VIC_NO_HEX;
      return TRUE;
    }
  *out = vic_map_lookup (x->map, word);
  if (*out == VIC_NO_HEX)
    {
      g_autofree char *shown = vik_key_shown (word);
      return vik_key_invalid (&x->r, group, key, _("unknown hex “%s”"), shown);
    }
  return TRUE;
}

static gboolean
key_int (Ctx *x, const char *group, const char *key, int min, int max, int *out)
{
  return vik_key_get_int (&x->r, group, key, min, max, TRUE, 0, out);
}

static gboolean
load_state (Ctx *x, VicGame *game)
{
  VicCore *c = &game->core;
  g_autofree char *phase = vik_key_get_string (&x->r, "State", "Phase", TRUE);
  g_autofree char *order = NULL, *storm = NULL, *rng = NULL, *forced = NULL, *pool = NULL;
  int v, found = -1;

  if (phase == NULL)
    return FALSE;
  for (int i = 0; i < VIC_N_PHASES; i++)
    if (strcmp (phase, phase_ids[i]) == 0)
      found = i;
  if (found < 0)
    return vik_key_invalid (&x->r, "State", "Phase", _("a phase is deploy, move, combat, supply, production or over"));
  c->phase = found;
  if (!key_int (x, "State", "Turn", 0, VIC_MAX_TURN, &v))
    return FALSE;
  c->turn = v;
  if (!key_int (x, "State", "TurnLimit", 0, VIC_MAX_TURN, &v))
    return FALSE;
  c->turn_limit = v;
  order = vik_key_get_string (&x->r, "State", "Order", TRUE);
  if (order == NULL)
    return FALSE;
  {
    g_auto(GStrv) parts = g_strsplit (order, ";", -1);
    guint seen = 0;
    if ((int) g_strv_length (parts) != c->n_players)
      return vik_key_invalid (&x->r, "State", "Order", _("every player once, separated by “;”"));
    for (int i = 0; i < c->n_players; i++)
      {
        if (!word_int (x, "State", "Order", parts[i], 1, c->n_players, FALSE, &v))
          return FALSE;
        if (seen & (1u << (v - 1)))
          return vik_key_invalid (&x->r, "State", "Order", _("every player once, separated by “;”"));
        seen |= 1u << (v - 1);
        c->order[i] = v - 1;
      }
  }
  if (!key_int (x, "State", "TurnIndex", 0, c->n_players - 1, &v))
    return FALSE;
  c->turn_index = v;
  if (!key_int (x, "State", "Active", -1, VIC_MAX_BLOCKS - 1, &v))
    return FALSE;
  c->active = v;
  if (!key_int (x, "State", "Winners", 0, (1 << c->n_players) - 1, &v))
    return FALSE;
  c->winners = v;
  storm = vik_key_get_string (&x->r, "State", "Storm", TRUE);
  if (storm == NULL || !word_hex (x, "State", "Storm", storm, &v))
    return FALSE;
  c->storm = v;
  rng = vik_key_get_string (&x->r, "State", "Rng", TRUE);
  if (rng == NULL)
    return FALSE;
  {
    char *end;
    if (strlen (rng) != 33 || rng[16] != ':')
      return vik_key_invalid (&x->r, "State", "Rng", _("two 16-digit hexadecimal numbers joined by “:”"));
    errno = 0;
    c->rng.state = g_ascii_strtoull (rng, &end, 16);
    if (end != rng + 16 || errno != 0)
      return vik_key_invalid (&x->r, "State", "Rng", _("two 16-digit hexadecimal numbers joined by “:”"));
    c->rng.inc = g_ascii_strtoull (rng + 17, &end, 16);
    if (*end != '\0' || errno != 0 || !(c->rng.inc & 1))
      return vik_key_invalid (&x->r, "State", "Rng", _("two 16-digit hexadecimal numbers joined by “:”"));
  }
  forced = vik_key_get_string (&x->r, "State", "ForcedDice", TRUE);
  if (forced == NULL)
    return FALSE;
  {
    g_auto(GStrv) parts = g_strsplit (forced, ";", -1);
    c->n_forced = 0;
    for (int i = 0; parts[i] != NULL; i++)
      {
        if (parts[i][0] == '\0')
          continue;
        if (c->n_forced == sizeof c->forced_dice)
          return vik_key_invalid (&x->r, "State", "ForcedDice", _("at most 32 dice"));
        if (!word_int (x, "State", "ForcedDice", parts[i], 1, 6, FALSE, &v))
          return FALSE;
        c->forced_dice[c->n_forced++] = v;
      }
  }
  pool = vik_key_get_string (&x->r, "State", "Pool", TRUE);
  if (pool == NULL)
    return FALSE;
  {
    g_auto(GStrv) parts = g_strsplit (pool, ",", -1);
    memset (c->pool, 0, sizeof c->pool);
    for (int i = 0; parts[i] != NULL; i++)
      {
        char *colon = strchr (parts[i], ':');
        int t;
        if (parts[i][0] == '\0')
          continue;
        t = colon != NULL ? vic_unit_from_id (parts[i], colon - parts[i]) : -1;
        if (t < 0 || c->pool[t] != 0 || !word_int (x, "State", "Pool", colon + 1, 1, 99, FALSE, &v))
          return t < 0 || c->pool[t] != 0
            ? vik_key_invalid (&x->r, "State", "Pool", _("unit types with counts, e.g. IN:8,FA:4"))
            : FALSE;
        c->pool[t] = v;
      }
  }
  if (!key_int (x, "State", "Slots", 0, VIC_MAX_BLOCKS, &v))
    return FALSE;
  c->n_slots = v;
  return TRUE;
}

static gboolean
load_players (Ctx *x, VicGame *game)
{
  VicCore *c = &game->core;

  for (int p = 0; p < c->n_players; p++)
    {
      VicPlayer *pl = &c->players[p];
      char group[16];
      g_autofree char *forces = NULL;
      int v;

      g_snprintf (group, sizeof group, "Player%d", p + 1);
      if (!key_int (x, group, "HomeTiles", 0, (1 << x->map->n_tiles) - 1, &v))
        return FALSE;
      pl->home_tiles = v;
      if (!key_int (x, group, "WinPP", 1, 255, &v))
        return FALSE;
      pl->win_pp = v;
      if (!key_int (x, group, "HomeBonus", 0, 3, &v))
        return FALSE;
      pl->home_bonus = v;
      if (!vik_key_get_int (&x->r, group, "Team", 0, VIC_MAX_PLAYERS, FALSE, 0, &v))
        return FALSE;
      pl->team = v;
      if (!vic_commanders_read (&x->r, group, pl->commanders))
        return FALSE;
      forces = vik_key_get_string (&x->r, group, "Forces", TRUE);
      if (forces == NULL)
        return FALSE;
      if (strcmp (forces, "random") != 0 && strcmp (forces, "custom") != 0)
        return vik_key_invalid (&x->r, group, "Forces", _("forces are random or custom"));
      pl->forces = strcmp (forces, "custom") == 0 ? VIC_FORCES_CUSTOM : VIC_FORCES_RANDOM;
      if (!key_int (x, group, "Budget", 0, 999, &v))
        return FALSE;
      pl->budget = v;
      if (!key_int (x, group, "Done", 0, 1, &v))
        return FALSE;
      pl->done = v;
      if (!key_int (x, group, "Batch", 0, 3, &v))
        return FALSE;
      pl->batch = v;
      if (!key_int (x, group, "Initiative", 0, 12, &v))
        return FALSE;
      pl->initiative = v;
      for (int q = 0; q < p; q++)
        if (c->players[q].home_tiles & pl->home_tiles)
          return vik_key_invalid (&x->r, group, "HomeTiles", _("two players have the same map tile (1.1)"));
    }
  for (int p = 1; p < c->n_players; p++)
    if (!vic_allied (c, 0, p))
      return TRUE;
  return vik_key_invalid (&x->r, "Player1", "Team", _("all players are allies: a game needs two sides (10.4)"));
}

static gboolean
load_blocks (Ctx *x, VicGame *game)
{
  VicCore *c = &game->core;
  g_auto(GStrv) keys = g_key_file_get_keys (x->r.kf, "Blocks", NULL, NULL);

  for (int k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      g_auto(GStrv) w = NULL;
      VicBlock *b;
      int i, v, type;

      if (keys[k][0] != 'B' || !vik_key_parse_int (keys[k] + 1, 0, c->n_slots - 1, &i))
        return vik_key_invalid (&x->r, "Blocks", keys[k], _("blocks are B0 to B%d (the slots in use)"), c->n_slots - 1);
      w = words_of (x, "Blocks", keys[k], 14);
      if (w == NULL)
        return FALSE;
      b = &c->blocks[i];
      if (!word_int (x, "Blocks", keys[k], w[0], 1, c->n_players, FALSE, &v))
        return FALSE;
      b->owner = v - 1;
      type = vic_unit_from_id (w[1], strlen (w[1]));
      if (type < 0)
        return vik_key_invalid (&x->r, "Blocks", keys[k], _("unknown unit type"));
      b->type = type;
      if (!word_int (x, "Blocks", keys[k], w[2], 1, 255, FALSE, &v))
        return FALSE;
      b->serial = v;
      if (!word_int (x, "Blocks", keys[k], w[3], 0, c->rules.units[type].max_steps, FALSE, &v))
        return FALSE;
      b->steps = v;
      if (!word_hex (x, "Blocks", keys[k], w[4], &v))
        return FALSE;
      b->hex = v;
      if (!word_hex (x, "Blocks", keys[k], w[5], &v))
        return FALSE;
      b->from = v;
      if (!word_hex (x, "Blocks", keys[k], w[6], &v))
        return FALSE;
      b->start = v;
      if (!word_int (x, "Blocks", keys[k], w[7], 0, c->n_slots - 1, TRUE, &v))
        return FALSE;
      b->carrier = v;
      if (!word_int (x, "Blocks", keys[k], w[8], 0, 0xffff, FALSE, &v))
        return FALSE;
      b->flags = v;
      if (!word_int (x, "Blocks", keys[k], w[9], 0, 255, FALSE, &v))
        return FALSE;
      b->mp = v;
      if (!word_int (x, "Blocks", keys[k], w[10], 0, 5, FALSE, &v))
        return FALSE;
      b->exit_dir = v;
      if (!word_int (x, "Blocks", keys[k], w[11], 1, (1 << c->n_players) - 1, FALSE, &v))
        return FALSE;
      b->revealed = v;
      if (!word_int (x, "Blocks", keys[k], w[12], 0, 0x7f, FALSE, &v))
        return FALSE;
      b->bflags = v;
      if (!word_int (x, "Blocks", keys[k], w[13], 0, 3, FALSE, &v))
        return FALSE;
      b->join = v;
      if (b->hex != VIC_NO_HEX)
        c->hexes[b->hex].count[b->owner]++;
      c->players[b->owner].n_blocks++;
    }
  vic_stacks_recount (c);
  return TRUE;
}

static gboolean
load_hexes (Ctx *x, VicGame *game)
{
  VicCore *c = &game->core;
  g_auto(GStrv) keys = g_key_file_get_keys (x->r.kf, "Hexes", NULL, NULL);

  for (int k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      int h = vic_map_lookup (x->map, keys[k]);
      g_auto(GStrv) w = NULL;
      VicHexState *hs;
      int v, vals[10];

      if (h == VIC_NO_HEX)
        return vik_key_invalid (&x->r, "Hexes", keys[k], _("no such hex on the map"));
      w = words_of (x, "Hexes", keys[k], 20);
      if (w == NULL)
        return FALSE;
      hs = &c->hexes[h];
      if (!word_int (x, "Hexes", keys[k], w[0], 1, c->n_players, TRUE, &v))
        return FALSE;
      hs->control = v - 1;
      if (!word_int (x, "Hexes", keys[k], w[1], 0, 255, FALSE, &v))
        return FALSE;
      hs->flags = v;
      if (!word_int (x, "Hexes", keys[k], w[2], 1, c->n_players, TRUE, &v))
        return FALSE;
      hs->attacker = v - 1;
      {
        static const int max[10] = { 3, 2, 20, 255, 255, 255, 255, 15, 15, 15 };
        for (int i = 0; i < 10; i++)
          if (!word_int (x, "Hexes", keys[k], w[3 + i], 0, max[i], FALSE, &vals[i]))
            return FALSE;
      }
      hs->begun_in = vals[0];
      hs->airfield = vals[1];
      hs->port_used = vals[2];
      hs->damage = vals[3];
      hs->pp_left = vals[4];
      hs->pp_air = vals[5];
      hs->pp_naval = vals[6];
      for (int i = 0; i < 3; i++)
        hs->side_damage[i] = vals[7 + i];
      for (int d = 0; d < 6; d++)
        {
          if (!word_int (x, "Hexes", keys[k], w[13 + d], 1, c->n_players, TRUE, &v))
            return FALSE;
          hs->entry[d] = v - 1;
        }
      if (!word_int (x, "Hexes", keys[k], w[19], 0, (1 << c->n_players) - 1, FALSE, &v))
        return FALSE;
      hs->defenders = v;
    }
  return TRUE;
}

static gboolean
load_battle (Ctx *x, VicGame *game)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  g_autofree char *hex = vik_key_get_string (&x->r, "Battle", "Hex", TRUE);
  g_auto(GStrv) w = NULL, r = NULL;
  int v, vals[17];
  static const int lo[17] = { 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, -1, 0, -1 };
  static const int hi[17] = { VIC_BATTLE_REGROUP, 9, VIC_N_TURNS, 1, 3, 3, 1, 1, 1, 1, 255, 2, 31, 1, 1, 255,
                              VIC_MAX_BLOCKS - 1 };

  if (hex == NULL || !word_hex (x, "Battle", "Hex", hex, &v))
    return FALSE;
  bt->hex = v;
  w = words_of (x, "Battle", "State", 17);
  if (w == NULL)
    return FALSE;
  for (int i = 0; i < 17; i++)
    if (!word_int (x, "Battle", "State", w[i], lo[i], hi[i], FALSE, &vals[i]))
      return FALSE;
  bt->step = vals[0];
  bt->round = vals[1];
  bt->slot = vals[2];
  bt->side_now = vals[3];
  bt->leader[0] = vals[4];
  bt->leader[1] = vals[5];
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    bt->side_of[p] = vals[6 + p];
  bt->hits = vals[10];
  bt->hit_group = vals[11];
  bt->hit_kind = vals[12];
  bt->hit_side = vals[13];
  bt->winner = vals[14];
  bt->friendly = vals[15];
  bt->firer = vals[16];
  /* The players a strike by Rockets alone does not reveal (absent: none). */
  if (!vik_key_get_int (&x->r, "Battle", "Hidden", 0, VIC_ALL_PLAYERS (c), FALSE, 0, &v))
    return FALSE;
  bt->hidden = v;
  r = words_of (x, "Battle", "Retreats", VIC_MAX_PLAYERS * 12);
  if (r == NULL)
    return FALSE;
  for (int p = 0, i = 0; p < VIC_MAX_PLAYERS; p++)
    for (int d = 0; d < 6; d++)
      for (int k = 0; k < 2; k++, i++)
        {
          if (!word_int (x, "Battle", "Retreats", r[i], 0, 8, FALSE, &v))
            return FALSE;
          bt->retreats[p][d][k] = v;
        }
  if ((bt->hex == VIC_NO_HEX) != (bt->step == VIC_BATTLE_NONE))
    return vik_key_invalid (&x->r, "Battle", "State", _("a battle step without its hex, or a hex without a step"));
  for (int i = 0; i < 2; i++)
    if (bt->hex != VIC_NO_HEX && (bt->leader[i] < 0 || bt->leader[i] >= c->n_players))
      return vik_key_invalid (&x->r, "Battle", "State", _("a battle needs its attacker and defender"));
  for (int p = c->n_players; p < VIC_MAX_PLAYERS; p++)
    if (bt->side_of[p] != -1)
      return vik_key_invalid (&x->r, "Battle", "State", _("a side for a player not in the game"));
  for (int p = 0; p < c->n_players; p++)
    if (((bt->hidden >> p) & 1) && (bt->hex == VIC_NO_HEX || bt->side_of[p] < 0))
      return vik_key_invalid (&x->r, "Battle", "Hidden", _("only players in the battle under way are hidden"));
  return TRUE;
}

static gboolean
load_history (Ctx *x, VicGame *game)
{
  g_autofree char *text = vik_key_get_string (&x->r, "History", "Actions", FALSE);
  g_auto(GStrv) parts = NULL;

  if (text == NULL)
    return FALSE;
  parts = g_strsplit (text, ";", -1);
  for (int i = 0; parts[i] != NULL; i++)
    {
      VicAction a;
      g_autoptr(GError) local = NULL;
      if (g_strstrip (parts[i])[0] == '\0')
        continue;
      if (!vic_action_parse (game, parts[i], &a, &local))
        return vik_key_invalid (&x->r, "History", "Actions", _("action %d: %s"), i + 1, local->message);
      g_array_append_val (game->history->actions, a);
    }
  return TRUE;
}

/* view: a fog-of-war copy (what a server sends one seat) may be loaded. */
static VicGame *
load_keyfile (GKeyFile *kf, const char *name, gboolean view, GError **error)
{
  Ctx x = { { kf, name != NULL ? name : "<data>", error, VIC_SAVE_ERROR, VIC_SAVE_ERROR_INVALID }, NULL, 0 };
  g_autoptr(VicMap) map = NULL;
  g_autofree char *id = NULL;
  g_auto(GStrv) names = NULL;
  VicRuleset rules = *vic_ruleset_default ();
  g_autoptr(VicGame) game = NULL;
  GError *local = NULL;
  int version, n_players;
  guint64 seed;
  gsize n_names = 0;

  id = vik_key_get_string (&x.r, "Game", "Game", TRUE);
  if (id == NULL)
    return NULL;
  if (strcmp (id, "victory") != 0)
    {
      vik_key_invalid (&x.r, "Game", "Game", _("not a Victory game"));
      return NULL;
    }
  if (!vik_key_get_int (&x.r, "Game", "FormatVersion", 1, 1000, TRUE, 0, &version))
    return NULL;
  if (version > VIC_SAVE_FORMAT_VERSION)
    {
      g_set_error (error, VIC_SAVE_ERROR, VIC_SAVE_ERROR_VERSION,
                   _("%s: [Game] FormatVersion: written by a newer version of the program (%d)"), x.r.name, version);
      return NULL;
    }
  if (!vik_key_get_int (&x.r, "Game", "Players", 2, VIC_MAX_PLAYERS, TRUE, 0, &n_players))
    return NULL;
  {
    g_autofree char *text = vik_key_get_string (&x.r, "Game", "Seed", TRUE);
    char *end = NULL;
    if (text == NULL)
      return NULL;
    errno = 0;
    seed = g_ascii_isdigit (text[0]) ? g_ascii_strtoull (text, &end, 10) : 0;
    if (!g_ascii_isdigit (text[0]) || *end != '\0' || errno != 0)
      {
        vik_key_invalid (&x.r, "Game", "Seed", _("a whole number from 0 to 18446744073709551615"));
        return NULL;
      }
  }
  names = g_key_file_get_string_list (kf, "Game", "Names", &n_names, NULL);
  if (names == NULL || (int) n_names != n_players)
    {
      vik_key_invalid (&x.r, "Game", "Names", _("one name per player, separated by “;”"));
      return NULL;
    }
  if (!vic_ruleset_load_keyfile (&rules, kf, x.r.name, VIC_SAVE_ERROR, VIC_SAVE_ERROR_INVALID, error))
    return NULL;
  map = vic_map_load_keyfile (kf, x.r.name, &local);
  if (map == NULL)
    {
      g_set_error_literal (error, VIC_SAVE_ERROR, VIC_SAVE_ERROR_INVALID, local->message);
      g_error_free (local);
      return NULL;
    }
  x.map = map;
  x.n_players = n_players;
  game = vic_game_alloc (map, &rules, n_players, seed);
  {
    int viewer;
    if (!vik_key_get_int (&x.r, "Game", "Viewer", 0, n_players, FALSE, -1, &viewer))
      return NULL;
    /* A view's hidden blocks are guesses, and its other players may be left
     * without a move: not a game to play on. */
    if (viewer >= 0 && !view)
      {
        vik_key_invalid (&x.r, "Game", "Viewer",
                         _("this is what a server showed one player of a network game, not a game to play on"));
        return NULL;
      }
    game->core.view_of = viewer < 0 ? VIC_VIEW_NONE : viewer == 0 ? VIC_VIEW_ONLOOKER : (guint8) viewer;
  }
  for (int p = 0; p < n_players; p++)
    {
      if (!g_utf8_validate (names[p], -1, NULL))
        {
          vik_key_invalid (&x.r, "Game", "Names", _("the value is not valid UTF-8"));
          return NULL;
        }
      vic_name_copy (game->core.players[p].name, names[p]);
    }
  if (!load_state (&x, game) || !load_players (&x, game) || !load_blocks (&x, game) || !load_hexes (&x, game)
      || !load_battle (&x, game) || !load_history (&x, game))
    return NULL;
  for (int i = 0; i < game->core.n_slots; i++)
    if (game->core.blocks[i].owner == VIC_NO_PLAYER && i == game->core.n_slots - 1)
      {
        vik_key_invalid (&x.r, "State", "Slots", _("the last slot in use has no block"));
        return NULL;
      }
  if (!vic_game_check_loaded (game, &local))
    {
      g_set_error (error, VIC_SAVE_ERROR, VIC_SAVE_ERROR_INVALID, _("%s: the saved position is not possible: %s"),
                   x.r.name, local->message);
      g_error_free (local);
      return NULL;
    }
  return g_steal_pointer (&game);
}

VicGame *
vic_game_load_keyfile (GKeyFile *kf, const char *name, GError **error)
{
  return load_keyfile (kf, name, FALSE, error);
}

VicGame *
vic_game_load_view_keyfile (GKeyFile *kf, const char *name, GError **error)
{
  return load_keyfile (kf, name, TRUE, error);
}

VicGame *
vic_game_load_from_data (const char *data, gsize length, const char *name, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  GError *local = NULL;

  if (data == NULL || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, VIC_SAVE_ERROR, VIC_SAVE_ERROR_INVALID, "%s: %s", name ? name : "<data>",
                   local ? local->message : "no data");
      g_clear_error (&local);
      return NULL;
    }
  return vic_game_load_keyfile (kf, name, error);
}

VicGame *
vic_game_load (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!vik_file_read_bounded (path, VIC_SAVE_MAX_FILE_BYTES, &data, &length, error))
    return NULL;
  return vic_game_load_from_data (data, length, path, error);
}
