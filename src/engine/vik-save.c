/* vik-save.c: saved games as GKeyFile (docs/file-format.md).
 *
 * The state is written through tables of fields (key, type, offset), like the
 * ruleset's parameters: the same table writes and reads a field, so a new field
 * of VikCore is one line in one table below.  Values are written for people:
 * hexes as labels ("e5"), terrains and units as letters, phases as words.
 *
 * A load starts from a new game's state (vik_game_alloc_for_load) and
 * overwrites every field the file holds, so that load (save (g)) is
 * vik_game_equal to g (VikCore is compared with memcmp: the engine keeps every
 * slot past the end of a list zero, so a list's elements are all there is).
 * Every value is range-checked; errors name the file, the group and the key. */
#include "config.h"

#include "vik-save.h"
#include "vik-key-writer.h"
#include "vik-game-private.h"
#include "vik-keyfile.h"
#include "vik-rule-keys.h"
#include "vik-file-io.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (vik-save-error-quark, vik_save_error)

/* ---------------------------------------------------------------- field tables */

typedef enum {
  FT_U8,          /* guint8, decimal, up to `max` when set */
  FT_U16,         /* guint16, decimal, up to `max` when set */
  FT_BOOL,        /* guint8 0 or 1 */
  FT_HEX,         /* gint16 hex index: a label, or "-" for VIK_NO_HEX */
  FT_PLAYER,      /* gint8 player, or "-" for VIK_NO_PLAYER */
  FT_PLAYER_U8,   /* guint8 player, never none */
  FT_UNIT,        /* gint16 index into the unit list, or "-" */
  FT_U64,         /* guint64 as 16 hex digits */
  FT_ENUM,        /* guint8 written as one of `names` */
  FT_UNIT_TYPE,   /* guint8 VikUnitType as its letter */
  FT_LIST,        /* `length` elements of `elem`, comma-separated */
  FT_COUNTED,     /* like FT_LIST, with the count at `count_offset` */
} FieldType;

typedef enum {
  ELEM_U8,        /* guint8, decimal */
  ELEM_HEX,       /* gint16 hex label or "-" */
  ELEM_PLAYER,    /* gint8 player or "-" */
  ELEM_TERRAIN,   /* guint8 terrain letter; lists of them are written without commas */
} ElemType;

enum {
  F_NOT_NONE = 1 << 0,  /* FT_HEX, FT_PLAYER: "-" is refused */
  F_COUNT16  = 1 << 1,  /* FT_COUNTED: the count is a guint16 */
};

typedef struct {
  const char *key;
  FieldType type;
  gsize offset;
  guint16 length;             /* FT_LIST / FT_COUNTED: capacity */
  ElemType elem;
  gsize count_offset;         /* FT_COUNTED */
  guint max;                  /* FT_U8 / FT_U16: largest value (0: the type's) */
  const char *const *names;   /* FT_ENUM, NULL-terminated */
  guint flags;
} Field;

#define OFF(type, member) G_STRUCT_OFFSET (type, member)
#define U8(key, T, m)           { key, FT_U8, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define U8_MAX(key, T, m, mx)   { key, FT_U8, OFF (T, m), 0, 0, 0, mx, NULL, 0 }
#define U16(key, T, m)          { key, FT_U16, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define U16_MAX(key, T, m, mx)  { key, FT_U16, OFF (T, m), 0, 0, 0, mx, NULL, 0 }
#define BOOL(key, T, m)         { key, FT_BOOL, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define HEX(key, T, m)          { key, FT_HEX, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define HEX_SET(key, T, m)      { key, FT_HEX, OFF (T, m), 0, 0, 0, 0, NULL, F_NOT_NONE }
#define PLAYER(key, T, m)       { key, FT_PLAYER, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define OWNER(key, T, m)        { key, FT_PLAYER, OFF (T, m), 0, 0, 0, 0, NULL, F_NOT_NONE }
#define PLAYER_U8(key, T, m)    { key, FT_PLAYER_U8, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define UNIT(key, T, m)         { key, FT_UNIT, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define U64(key, T, m)          { key, FT_U64, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define ENUM(key, T, m, names)  { key, FT_ENUM, OFF (T, m), 0, 0, 0, 0, names, 0 }
#define UNIT_TYPE(key, T, m)    { key, FT_UNIT_TYPE, OFF (T, m), 0, 0, 0, 0, NULL, 0 }
#define LIST(key, T, m, e, n)   { key, FT_LIST, OFF (T, m), n, e, 0, 0, NULL, 0 }
#define COUNTED(key, T, m, e, n, cm, fl) \
  { key, FT_COUNTED, OFF (T, m), n, e, OFF (T, cm), 0, NULL, fl }

static const char *const phase_names[] = {
  "setup", "movement", "build", "reserve", "over", NULL
};
static const char *const decision_names[] = {
  "none", "start-water", "water-putback", "arrange", "casualty", "retreat", "eliminate", "average",
  "withdraw", "reinforce", NULL
};
static const char *const subj_step_names[] = {
  "none", "withdraw", "reinforce", "naval", NULL
};
static const char *const battle_step_names[] = {
  "none", "pre-fire", "attack-fire", "defend-fire", "retreat", "bombard",
  "attack-average", "defend-average", NULL
};

/* [State]: the scalars of VikCore.  Add a new one here. */
static const Field state_fields[] = {
  U16_MAX ("Turn", VikCore, turn, VIK_MAX_TURN),
  PLAYER_U8 ("Current", VikCore, current),
  ENUM ("Phase", VikCore, phase, phase_names),
  ENUM ("Decision", VikCore, decision, decision_names),
  U8 ("TownsBuilt", VikCore, towns_built),
  BOOL ("Upgraded", VikCore, upgraded),
  BOOL ("PlacedAny", VikCore, placed_any),
  PLAYER ("Winner", VikCore, winner),
  U8 ("Winners", VikCore, winners),
  BOOL ("Doomsday", VikCore, doomsday),
  PLAYER ("CapitalTakenFrom", VikCore, capital_taken_from),
  BOOL ("EndingTurn", VikCore, ending_turn),
  UNIT ("ActiveUnit", VikCore, active_unit),
  U64 ("RngState", VikCore, rng.state),
  U64 ("RngInc", VikCore, rng.inc),
  COUNTED ("ForcedDice", VikCore, forced_dice, ELEM_U8, 16, n_forced, 0),
  COUNTED ("Pile", VikCore, pile, ELEM_TERRAIN, VIK_MAX_PILE, pile_len, F_COUNT16),
};

/* [State] keys that came later, optional: a save without FirstPlayer [4.0] 1
 * (from before it was drawn) began with player 1 (0 here); Relocated and
 * RelocationReveal [16.5] are 0 and none in saves from before the rule. */
static const Field later_state_fields[] = {
  PLAYER_U8 ("FirstPlayer", VikCore, first_player),
  BOOL ("Relocated", VikCore, relocated),
  HEX ("RelocationReveal", VikCore, relocation_reveal),
};

/* [Reveal]: the tiles drawn and waiting [7.0]. */
static const Field reveal_fields[] = {
  PLAYER ("Player", VikReveal, player),
  BOOL ("Start", VikReveal, start),
  COUNTED ("Places", VikReveal, places, ELEM_HEX, VIK_MAX_REVEAL, n_places, 0),
  COUNTED ("Tiles", VikReveal, tiles, ELEM_TERRAIN, VIK_MAX_REVEAL, n_tiles, 0),
};

/* [Battle]: the battle under way [13.3]. */
static const Field battle_fields[] = {
  HEX ("Hex", VikBattle, hex),
  LIST ("Sides", VikBattle, side_player, ELEM_PLAYER, 2),
  ENUM ("Step", VikBattle, step, battle_step_names),
  BOOL ("Naval", VikBattle, naval),
  BOOL ("Placement", VikBattle, placement),
  U8 ("Round", VikBattle, round),
  BOOL ("Retreating", VikBattle, retreating),
  BOOL ("Town", VikBattle, town),
  LIST ("TacticalVictories", VikBattle, tv, ELEM_U8, 2),
  LIST ("Hits", VikBattle, hits, ELEM_U8, 2),
  U8 ("Suppressed", VikBattle, suppressed),
  U8_MAX ("Entries", VikBattle, entries, (1u << VIK_N_DIRS) - 1),
};

/* [Adjustment]: units owed after losing a Town or City [11.3]. */
static const Field adjust_fields[] = {
  PLAYER ("Player", VikAdjustment, player),
  LIST ("Owed", VikAdjustment, owed, ELEM_U8, VIK_N_UNIT_TYPES),
};
/* Written always, read when present (older files: unknown). */
static const Field later_adjust_fields[] = {
  HEX ("Hex", VikAdjustment, hex),
};

/* [Subjugation]: a captured Capital being handed back [16.82]; written with
 * the Subjugation rule on, read when present. */
static const Field subj_fields[] = {
  HEX ("Capital", VikSubjugation, capital),
  PLAYER ("Ruler", VikSubjugation, ruler),
  PLAYER ("Vassal", VikSubjugation, vassal),
  ENUM ("Step", VikSubjugation, step, subj_step_names),
};

/* [PlayerN] under Subjugation [16.81] [16.83] [16.87]: written with the rule on, read when present. */
static const Field player_subj_fields[] = {
  PLAYER ("Ruler", VikPlayer, ruler),
  BOOL ("Reorganizing", VikPlayer, reorganizing),
  U8 ("VassalsMade", VikPlayer, vassals_made),
};

/* [PlayerN]: one player (the name is in [Game] Names). */
static const Field player_fields[] = {
  LIST ("Reserve", VikPlayer, reserve, ELEM_U8, VIK_N_UNIT_TYPES),
  BOOL ("Eliminated", VikPlayer, eliminated),
  BOOL ("Conceded", VikPlayer, conceded),
  BOOL ("DoomsdayCoin", VikPlayer, doomsday_coin),
  HEX ("Capital", VikPlayer, capital_hex),
};

typedef struct {
  gint16 group[8];
} StartGroup;

/* [PlayerN] StartGroup: core.start_groups[N]. */
static const Field start_group_fields[] = {
  LIST ("StartGroup", StartGroup, group, ELEM_HEX, 8),
};

/* [Units] UnitN: one unit, its fields in this order, separated by spaces. */
static const Field unit_fields[] = {
  UNIT_TYPE ("type", VikUnit, type),
  OWNER ("owner", VikUnit, owner),
  HEX_SET ("hex", VikUnit, hex),
  U8 ("mp", VikUnit, mp),
  U8_MAX ("flags", VikUnit, flags, 15),
  UNIT ("carrier", VikUnit, carrier),
  U8 ("label", VikUnit, label),
  U8 ("carried", VikUnit, carried),
  HEX ("unload", VikUnit, unload_hex),
  HEX ("entered", VikUnit, entered_from),
  U8 ("landed", VikUnit, landed_by),  /* [16.7]; absent from saves written before it */
};

/* [Hexes]: fields written as one character per hex, in board index order. */
typedef struct {
  const char *key;
  gsize offset;
  gboolean optional;    /* absent from files older than the editions: all 0 */
} HexDigits;

static const HexDigits hex_digit_fields[] = {
  { "Revealed", OFF (VikHexState, revealed), FALSE },
  { "BeganHere", OFF (VikHexState, began_here), FALSE },
  { "Battled", OFF (VikHexState, battled), FALSE },
  { "BuiltNow", OFF (VikHexState, built_now), TRUE },
};


/* ---------------------------------------------------------------- context */

typedef struct {
  const VikBoard *board;
  int n_players;
  int n_units;
  VikKeyReader r;       /* the file, for messages that name file, group and key */
} Ctx;

/* ---------------------------------------------------------------- writing values */

static void
append_elem (GString *s, const Ctx *ctx, ElemType elem, const guint8 *base, int i)
{
  switch (elem)
    {
    case ELEM_U8:
      g_string_append_printf (s, "%u", base[i]);
      break;
    case ELEM_TERRAIN:
      g_string_append_c (s, vik_terrain_letter (base[i]));
      break;
    case ELEM_HEX:
      {
        gint16 h = ((const gint16 *) base)[i];
        g_string_append (s, h == VIK_NO_HEX ? "-" : vik_board_label (ctx->board, h));
        break;
      }
    case ELEM_PLAYER:
      {
        gint8 p = ((const gint8 *) base)[i];
        if (p == VIK_NO_PLAYER)
          g_string_append_c (s, '-');
        else
          g_string_append_printf (s, "%d", p);
        break;
      }
    }
}

static void
append_elems (GString *s, const Ctx *ctx, ElemType elem, const guint8 *base, int from, int to)
{
  for (int i = from; i < to; i++)
    {
      if (i > from && elem != ELEM_TERRAIN)
        g_string_append_c (s, ',');
      append_elem (s, ctx, elem, base, i);
    }
}

static guint
counted_len (const Field *f, const guint8 *base)
{
  return (f->flags & F_COUNT16) ? *(const guint16 *) (base + f->count_offset)
                                : *(const guint8 *) (base + f->count_offset);
}

/* The value of one field as text, appended to s. */
static void
format_field (GString *s, const Ctx *ctx, const Field *f, const guint8 *base)
{
  const guint8 *p = base + f->offset;

  switch (f->type)
    {
    case FT_U8:
    case FT_BOOL:
    case FT_PLAYER_U8:
      g_string_append_printf (s, "%u", *p);
      break;
    case FT_U16:
      g_string_append_printf (s, "%u", *(const guint16 *) p);
      break;
    case FT_HEX:
      append_elem (s, ctx, ELEM_HEX, p, 0);
      break;
    case FT_PLAYER:
      append_elem (s, ctx, ELEM_PLAYER, p, 0);
      break;
    case FT_UNIT:
      if (*(const gint16 *) p < 0)
        g_string_append_c (s, '-');
      else
        g_string_append_printf (s, "%d", *(const gint16 *) p);
      break;
    case FT_U64:
      g_string_append_printf (s, "%016" G_GINT64_MODIFIER "x", *(const guint64 *) p);
      break;
    case FT_ENUM:
      {
        guint n = g_strv_length ((char **) f->names);
        if (*p < n)
          g_string_append (s, f->names[*p]);
        else
          g_string_append_printf (s, "%u", *p); /* refused on load: add the name */
        break;
      }
    case FT_UNIT_TYPE:
      g_string_append_c (s, vik_unit_letter (*p));
      break;
    case FT_LIST:
      {
        int n = f->length;
        /* Trailing empty hexes are left out (start groups of 3 or 5 of 8). */
        while (f->elem == ELEM_HEX && n > 0 && ((const gint16 *) p)[n - 1] == VIK_NO_HEX)
          n--;
        append_elems (s, ctx, f->elem, p, 0, n);
        break;
      }
    case FT_COUNTED:
      {
        int n = MIN (counted_len (f, base), f->length);
        append_elems (s, ctx, f->elem, p, 0, n);
        break;
      }
    }
}

static void
write_fields (VikKeyWriter *w, GString *scratch, const Ctx *ctx, const char *group, const Field *fields, guint n,
              const void *base)
{
  vik_key_writer_group (w, group, NULL);
  for (guint i = 0; i < n; i++)
    {
      g_string_truncate (scratch, 0);
      format_field (scratch, ctx, &fields[i], base);
      vik_key_writer_string (w, fields[i].key, scratch->str);
    }
}

/* ---------------------------------------------------------------- saving */

/* Written with a VikKeyWriter: the bytes GKeyFile would write, without
 * building one (a server writes a view with every action). */

static void
save_game_group (VikKeyWriter *w, const VikGame *game)
{
  const VikCore *c = &game->core;
  const char *names[VIK_MAX_PLAYERS + 1] = { NULL };
  const char *victory[VIK_N_VICTORIES + 1] = { NULL };
  int nv = 0;

  vik_key_writer_group (w, "Game", NULL);
  vik_key_writer_int (w, "FormatVersion", VIK_SAVE_FORMAT_VERSION);
  vik_key_writer_string (w, "Ruleset", c->rules.id);
  vik_key_writer_int (w, "Players", c->n_players);
  for (int p = 0; p < c->n_players; p++)
    names[p] = c->players[p].name;
  vik_key_writer_string_list (w, "Names", names, c->n_players);
  vik_key_writer_uint64 (w, "Seed", c->seed);
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    if (c->victory & (1u << i))
      victory[nv++] = vik_victory_id (i);
  vik_key_writer_string_list (w, "Victory", victory, nv);
  vik_key_writer_int (w, "Radius", game->board->radius);
}

static void
save_rules (VikKeyWriter *w, GString *scratch, const VikRuleset *rules)
{
  guint n;
  const VikRulesetParam *params = vik_ruleset_params (&n);
  char *options;

  vik_key_writer_group (w, "Rules", NULL);
  for (guint i = 0; i < n; i++)
    {
      const guint8 *p = (const guint8 *) rules + params[i].offset;
      int len = params[i].type == VIK_PARAM_U8_ARRAY ? params[i].length : 1;

      g_string_truncate (scratch, 0);
      for (int j = 0; j < len; j++)
        g_string_append_printf (scratch, j ? ",%u" : "%u", p[j]);
      vik_key_writer_string (w, params[i].key, scratch->str);
    }
  vik_key_writer_string (w, "Edition", vik_edition_id (rules->edition));
  /* [16.0]: the optional rules on, by name */
  options = vik_options_to_string (rules->options);
  vik_key_writer_string (w, "Options", options);
  g_free (options);
}

static void
save_hexes (VikKeyWriter *w, GString *s, const Ctx *ctx, const VikCore *c)
{
  int n = ctx->board->n_hexes;

  vik_key_writer_group (w, "Hexes", NULL);
  g_string_truncate (s, 0);
  for (int h = 0; h < n; h++)
    g_string_append_c (s, vik_terrain_letter (c->hexes[h].terrain));
  vik_key_writer_string (w, "Terrain", s->str);

  for (guint i = 0; i < G_N_ELEMENTS (hex_digit_fields); i++)
    {
      g_string_truncate (s, 0);
      for (int h = 0; h < n; h++)
        {
          guint v = ((const guint8 *) &c->hexes[h])[hex_digit_fields[i].offset];
          g_string_append_c (s, v < 10 ? '0' + v : '?');
        }
      vik_key_writer_string (w, hex_digit_fields[i].key, s->str);
    }

  /* Sparse lists: only the hexes that hold something. */
  g_string_truncate (s, 0);
  for (int h = 0; h < n; h++)
    {
      const VikHexState *hs = &c->hexes[h];
      if (hs->site == VIK_SITE_NONE && hs->site_owner == VIK_NO_PLAYER)
        continue;
      g_string_append_printf (s, "%s%s:%c", s->len ? "," : "", vik_board_label (ctx->board, h),
                              hs->site == VIK_SITE_TOWN ? 'T' : hs->site == VIK_SITE_CITY ? 'C'
                              : hs->site == VIK_SITE_METROPOLIS ? 'M' : '-');
      if (hs->site_owner == VIK_NO_PLAYER)
        g_string_append_c (s, '-');
      else
        g_string_append_printf (s, "%d", hs->site_owner);
    }
  vik_key_writer_string (w, "Sites", s->str);

  g_string_truncate (s, 0);
  for (int h = 0; h < n; h++)
    if (c->hexes[h].capital_of != VIK_NO_PLAYER)
      g_string_append_printf (s, "%s%s:%d", s->len ? "," : "", vik_board_label (ctx->board, h),
                              c->hexes[h].capital_of);
  vik_key_writer_string (w, "Capitals", s->str);

  g_string_truncate (s, 0);
  for (int h = 0; h < n; h++)
    {
      const guint8 *pl = c->hexes[h].placed;
      if (pl[0] == 0 && pl[1] == 0 && pl[2] == 0 && pl[3] == 0)
        continue;
      g_string_append_printf (s, "%s%s:", s->len ? "," : "", vik_board_label (ctx->board, h));
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        g_string_append_printf (s, t ? "/%u" : "%u", pl[t]);
    }
  vik_key_writer_string (w, "Placed", s->str);
}

static void
save_units (VikKeyWriter *w, GString *s, const Ctx *ctx, const VikCore *c)
{
  vik_key_writer_group (w, "Units", " UnitN=type owner hex mp flags carrier label carried unload entered landed");
  vik_key_writer_int (w, "Count", c->n_units);
  for (int i = 0; i < c->n_units; i++)
    {
      char key[16];

      g_string_truncate (s, 0);
      for (guint k = 0; k < G_N_ELEMENTS (unit_fields); k++)
        {
          if (k > 0)
            g_string_append_c (s, ' ');
          format_field (s, ctx, &unit_fields[k], (const guint8 *) &c->units[i]);
        }
      g_snprintf (key, sizeof key, "Unit%d", i);
      vik_key_writer_string (w, key, s->str);
    }
}

char *
vik_game_save_to_data (const VikGame *game, gsize *length)
{
  const VikCore *c = &game->core;
  Ctx ctx = { game->board, c->n_players, c->n_units, { NULL, "", NULL, 0, 0 } };
  g_autoptr (GString) scratch = g_string_sized_new (1024);
  VikKeyWriter w;
  const VikAction *history;
  guint n_history;
  char *text;

  vik_key_writer_init (&w);
  save_game_group (&w, game);
  save_rules (&w, scratch, &c->rules);
  write_fields (&w, scratch, &ctx, "State", state_fields, G_N_ELEMENTS (state_fields), c);
  write_fields (&w, scratch, &ctx, "State", later_state_fields, G_N_ELEMENTS (later_state_fields), c);
  write_fields (&w, scratch, &ctx, "Reveal", reveal_fields, G_N_ELEMENTS (reveal_fields), &c->reveal);
  write_fields (&w, scratch, &ctx, "Battle", battle_fields, G_N_ELEMENTS (battle_fields), &c->battle);
  write_fields (&w, scratch, &ctx, "Adjustment", adjust_fields, G_N_ELEMENTS (adjust_fields), &c->adjust);
  write_fields (&w, scratch, &ctx, "Adjustment", later_adjust_fields, G_N_ELEMENTS (later_adjust_fields), &c->adjust);
  if (vik_ruleset_has_option (&c->rules, VIK_OPTION_SUBJUGATION))
    write_fields (&w, scratch, &ctx, "Subjugation", subj_fields, G_N_ELEMENTS (subj_fields), &c->subj);
  for (int p = 0; p < c->n_players; p++)
    {
      char group[16];
      g_snprintf (group, sizeof group, "Player%d", p);
      write_fields (&w, scratch, &ctx, group, player_fields, G_N_ELEMENTS (player_fields), &c->players[p]);
      if (vik_ruleset_has_option (&c->rules, VIK_OPTION_SUBJUGATION))
        write_fields (&w, scratch, &ctx, group, player_subj_fields, G_N_ELEMENTS (player_subj_fields),
                      &c->players[p]);
      write_fields (&w, scratch, &ctx, group, start_group_fields, G_N_ELEMENTS (start_group_fields),
                    c->start_groups[p]);
    }
  save_hexes (&w, scratch, &ctx, c);
  save_units (&w, scratch, &ctx, c);

  history = vik_game_get_history (game, &n_history);
  text = vik_action_list_to_string (history, n_history, game->board);
  vik_key_writer_group (&w, "History", NULL);
  vik_key_writer_string (&w, "Actions", text);
  g_free (text);
  return vik_key_writer_finish (&w, length);
}

gboolean
vik_game_save (const VikGame *game, const char *path, GError **error)
{
  gsize length;
  char *data = vik_game_save_to_data (game, &length);
  /* a temporary file renamed over path: the old file survives a failed write */
  gboolean ok = vik_file_write_atomic (path, data, length, error);

  g_free (data);
  return ok;
}

/* ---------------------------------------------------------------- reading values */

static gboolean
parse_uint (const char *text, guint64 max, guint64 *out)
{
  char *end;
  guint64 v;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  errno = 0;
  v = g_ascii_strtoull (text, &end, 10);
  if (errno != 0 || *end != '\0' || v > max)
    return FALSE;
  *out = v;
  return TRUE;
}

static gboolean
parse_hex_label (Ctx *ctx, const char *group, const char *key, const char *text,
                 gboolean allow_none, gint16 *out)
{
  int h;

  if (strcmp (text, "-") == 0 && allow_none)
    {
      *out = VIK_NO_HEX;
      return TRUE;
    }
  h = vik_board_parse_label (ctx->board, text);
  if (h == VIK_NO_HEX)
    {
      char *v = vik_key_shown (text);
      vik_key_invalid (&ctx->r, group, key, _("unknown hex “%s”"), v);
      g_free (v);
      return FALSE;
    }
  *out = h;
  return TRUE;
}

static gboolean
parse_player (Ctx *ctx, const char *group, const char *key, const char *text,
              gboolean allow_none, gint8 *out)
{
  guint64 v;

  if (strcmp (text, "-") == 0 && allow_none)
    {
      *out = VIK_NO_PLAYER;
      return TRUE;
    }
  if (!parse_uint (text, ctx->n_players - 1, &v))
    {
      char *s = vik_key_shown (text);
      vik_key_invalid (&ctx->r, group, key, _("“%s” is not a player (0 to %d)"), s, ctx->n_players - 1);
      g_free (s);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

static gboolean
bad_value (Ctx *ctx, const char *group, const char *key, const char *text)
{
  char *s = vik_key_shown (text);

  vik_key_invalid (&ctx->r, group, key, _("bad value “%s”"), s);
  g_free (s);
  return FALSE;
}

/* Reads elements [0, n) of a list from text into p; *n_read gets the count found. */
static gboolean
parse_elems (Ctx *ctx, const char *group, const char *key, ElemType elem, const char *text,
             guint8 *p, int capacity, int *n_read)
{
  char **items;
  int n;
  gboolean ok = TRUE;

  if (elem == ELEM_TERRAIN)
    {
      n = strlen (text);
      if (n > capacity)
        return vik_key_invalid (&ctx->r, group, key, _("more than %d tiles"), capacity);
      for (int i = 0; i < n; i++)
        {
          VikTerrain t;
          if (!vik_terrain_from_letter (text[i], &t) || g_ascii_islower (text[i]))
            return vik_key_invalid (&ctx->r, group, key, _("“%c” is not a terrain letter (W P G F M)"),
                            g_ascii_isprint (text[i]) ? text[i] : '?');
          p[i] = t;
        }
      *n_read = n;
      return TRUE;
    }

  if (text[0] == '\0')
    {
      *n_read = 0;
      return TRUE;
    }
  items = g_strsplit (text, ",", -1);
  n = g_strv_length (items);
  if (n > capacity)
    ok = vik_key_invalid (&ctx->r, group, key, _("more than %d values"), capacity);
  for (int i = 0; ok && i < n; i++)
    {
      guint64 v;
      char *item = g_strstrip (items[i]);
      switch (elem)
        {
        case ELEM_U8:
          if (parse_uint (item, 255, &v))
            p[i] = v;
          else
            ok = bad_value (ctx, group, key, item);
          break;
        case ELEM_HEX:
          ok = parse_hex_label (ctx, group, key, item, TRUE, &((gint16 *) p)[i]);
          break;
        case ELEM_PLAYER:
          ok = parse_player (ctx, group, key, item, TRUE, &((gint8 *) p)[i]);
          break;
        default:
          g_assert_not_reached ();
        }
    }
  g_strfreev (items);
  *n_read = n;
  return ok;
}

static gsize
elem_size (ElemType elem)
{
  return elem == ELEM_HEX ? sizeof (gint16) : 1;
}

static gboolean
parse_field (Ctx *ctx, const char *group, const Field *f, const char *text, guint8 *base)
{
  guint8 *p = base + f->offset;
  guint64 v;

  switch (f->type)
    {
    case FT_U8:
    case FT_U16:
    case FT_BOOL:
      {
        guint64 max = f->type == FT_BOOL ? 1 : f->max ? f->max : f->type == FT_U8 ? 255 : 65535;
        if (!parse_uint (text, max, &v))
          return bad_value (ctx, group, f->key, text);
        if (f->type == FT_U16)
          *(guint16 *) p = v;
        else
          *p = v;
        return TRUE;
      }
    case FT_PLAYER_U8:
      {
        gint8 pl;
        if (!parse_player (ctx, group, f->key, text, FALSE, &pl))
          return FALSE;
        *p = pl;
        return TRUE;
      }
    case FT_HEX:
      return parse_hex_label (ctx, group, f->key, text, !(f->flags & F_NOT_NONE), (gint16 *) p);
    case FT_PLAYER:
      return parse_player (ctx, group, f->key, text, !(f->flags & F_NOT_NONE), (gint8 *) p);
    case FT_UNIT:
      if (strcmp (text, "-") == 0)
        {
          *(gint16 *) p = -1;
          return TRUE;
        }
      if (!parse_uint (text, G_MAXINT16, &v) || (gint64) v >= ctx->n_units)
        {
          char *s = vik_key_shown (text);
          vik_key_invalid (&ctx->r, group, f->key, _("“%s” is not a unit (0 to %d, or -)"), s, ctx->n_units - 1);
          g_free (s);
          return FALSE;
        }
      *(gint16 *) p = v;
      return TRUE;
    case FT_U64:
      {
        char *end;
        if (strlen (text) != 16 || !g_ascii_isxdigit (text[0]))
          return bad_value (ctx, group, f->key, text);
        v = g_ascii_strtoull (text, &end, 16);
        if (*end != '\0')
          return bad_value (ctx, group, f->key, text);
        *(guint64 *) p = v;
        return TRUE;
      }
    case FT_ENUM:
      for (guint i = 0; f->names[i] != NULL; i++)
        if (strcmp (text, f->names[i]) == 0)
          {
            *p = i;
            return TRUE;
          }
      return bad_value (ctx, group, f->key, text);
    case FT_UNIT_TYPE:
      {
        VikUnitType t;
        if (text[0] == '\0' || text[1] != '\0' || g_ascii_islower (text[0])
            || !vik_unit_from_letter (text[0], &t))
          return bad_value (ctx, group, f->key, text);
        *p = t;
        return TRUE;
      }
    case FT_LIST:
      {
        int n;
        /* Slots the list leaves out are empty: VIK_NO_HEX, VIK_NO_PLAYER or 0. */
        for (int i = 0; i < f->length; i++)
          if (f->elem == ELEM_HEX)
            ((gint16 *) p)[i] = VIK_NO_HEX;
          else
            p[i] = f->elem == ELEM_PLAYER ? (guint8) VIK_NO_PLAYER : 0;
        if (!parse_elems (ctx, group, f->key, f->elem, text, p, f->length, &n))
          return FALSE;
        if (f->elem != ELEM_HEX && n != f->length)
          return vik_key_invalid (&ctx->r, group, f->key, _("%d values expected, not %d"), f->length, n);
        return TRUE;
      }
    case FT_COUNTED:
      {
        int n;
        memset (p, 0, f->length * elem_size (f->elem));
        if (!parse_elems (ctx, group, f->key, f->elem, text, p, f->length, &n))
          return FALSE;
        if (f->flags & F_COUNT16)
          *(guint16 *) (base + f->count_offset) = n;
        else
          *(guint8 *) (base + f->count_offset) = n;
        return TRUE;
      }
    }
  return FALSE;
}

static gboolean
read_fields (Ctx *ctx, const char *group, const Field *fields, guint n, void *base)
{
  for (guint i = 0; i < n; i++)
    {
      char *value = vik_key_get_string (&ctx->r, group, fields[i].key, TRUE);
      gboolean ok;

      if (value == NULL)
        return FALSE;
      ok = parse_field (ctx, group, &fields[i], g_strstrip (value), base);
      g_free (value);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- loading */

static gboolean
load_victory (Ctx *ctx, VikCore *c)
{
  gsize n;
  char **ids = g_key_file_get_string_list (ctx->r.kf, "Game", "Victory", &n, NULL);
  guint victory = 0;
  gboolean ok = TRUE;

  if (ids == NULL)
    return vik_key_invalid (&ctx->r, "Game", "Victory", _("the key is missing"));
  for (gsize i = 0; ok && i < n; i++)
    {
      int j = vik_victory_lookup (g_strstrip (ids[i]));
      if (j >= 0)
        victory |= 1u << j;
      else
        {
          char *s = vik_key_shown (ids[i]);
          ok = vik_key_invalid (&ctx->r, "Game", "Victory", _("unknown victory condition “%s”"), s);
          g_free (s);
        }
    }
  g_strfreev (ids);
  if (ok && victory == 0)
    ok = vik_key_invalid (&ctx->r, "Game", "Victory", _("at least one victory condition is needed"));
  c->victory = victory;
  return ok;
}

static gboolean
load_names (Ctx *ctx, VikCore *c)
{
  gsize n;
  char **names = g_key_file_get_string_list (ctx->r.kf, "Game", "Names", &n, NULL);
  gboolean ok = TRUE;

  if (names == NULL)
    return vik_key_invalid (&ctx->r, "Game", "Names", _("the key is missing"));
  if ((int) n != c->n_players)
    ok = vik_key_invalid (&ctx->r, "Game", "Names", _("%d names expected, not %d"), c->n_players, (int) n);
  for (int p = 0; ok && p < c->n_players; p++)
    {
      if (!g_utf8_validate (names[p], -1, NULL) || strlen (names[p]) >= VIK_NAME_MAX)
        ok = vik_key_invalid (&ctx->r, "Game", "Names", _("name %d is too long or not UTF-8"), p + 1);
      else
        {
          /* zero the whole slot: vik_game_equal compares the flat state */
          memset (c->players[p].name, 0, VIK_NAME_MAX);
          g_strlcpy (c->players[p].name, names[p], VIK_NAME_MAX);
        }
    }
  g_strfreev (names);
  return ok;
}

/* Every parameter within what the engine's arrays and counters hold. */
static gboolean
check_rules (VikKeyReader *r, const VikRuleset *rules)
{
  const char *key;
  char *why;

  if (vik_ruleset_validate (rules, &key, &why))
    return TRUE;
  vik_key_invalid (r, "Rules", key, "%s", why);
  g_free (why);
  return FALSE;
}

static gboolean
load_rules (Ctx *ctx, VikCore *c)
{
  guint n;
  const VikRulesetParam *params = vik_ruleset_params (&n);

  for (guint i = 0; i < n; i++)
    {
      guint8 *p = (guint8 *) &c->rules + params[i].offset;
      int len = params[i].type == VIK_PARAM_U8_ARRAY ? params[i].length : 1;
      guint8 values[256];
      int got;
      char *value;
      gboolean ok;

      /* A file older than the editions lacks their keys: the edition's values hold. */
      if (params[i].optional && !g_key_file_has_key (ctx->r.kf, "Rules", params[i].key, NULL))
        continue;
      value = vik_key_get_string (&ctx->r, "Rules", params[i].key, TRUE);
      if (value == NULL)
        return FALSE;
      ok = parse_elems (ctx, "Rules", params[i].key, ELEM_U8, g_strstrip (value), values,
                        MIN (len, 256), &got);
      g_free (value);
      if (!ok)
        return FALSE;
      if (got != len)
        return vik_key_invalid (&ctx->r, "Rules", params[i].key, _("%d values expected, not %d"), len, got);
      memcpy (p, values, len);
    }
  if (!vik_key_get_rule_options (&ctx->r, &c->rules.options))
    return FALSE;
  if (!check_rules (&ctx->r, &c->rules))
    return FALSE;
  {
    /* Only the options and victory conditions of the edition's book. */
    GError *local = NULL;
    if (!vik_edition_check (&c->rules, c->victory, c->n_players, &local))
      {
        vik_key_invalid (&ctx->r, "Rules", "Edition", "%s", local->message);
        g_error_free (local);
        return FALSE;
      }
  }
  return TRUE;
}

static gboolean
load_units (Ctx *ctx, VikCore *c)
{
  int n;

  if (!vik_key_get_int (&ctx->r, "Units", "Count", 0, VIK_MAX_UNITS, TRUE, 0, &n))
    return FALSE;
  ctx->n_units = n;
  c->n_units = n;
  for (int i = 0; i < n; i++)
    {
      char key[16];
      char *value;
      char **parts;
      guint n_parts;
      gboolean ok = TRUE;

      g_snprintf (key, sizeof key, "Unit%d", i);
      value = vik_key_get_string (&ctx->r, "Units", key, TRUE);
      if (value == NULL)
        return FALSE;
      parts = g_strsplit_set (g_strstrip (value), " \t", -1);
      /* Several spaces in a row give empty parts: drop them. */
      n_parts = 0;
      for (guint j = 0; parts[j] != NULL; j++)
        if (parts[j][0] != '\0')
          parts[n_parts++] = parts[j];
        else
          g_free (parts[j]);
      parts[n_parts] = NULL;
      /* The last field, "landed", came later: older saves leave it out. */
      if (n_parts != G_N_ELEMENTS (unit_fields) && n_parts != G_N_ELEMENTS (unit_fields) - 1)
        ok = vik_key_invalid (&ctx->r, "Units", key, _("%d fields expected, not %u"),
                      (int) G_N_ELEMENTS (unit_fields), n_parts);
      for (guint k = 0; ok && k < n_parts; k++)
        {
          Field f = unit_fields[k];
          f.key = key; /* messages name the key: "[Units] Unit3: unknown hex “z9”" */
          ok = parse_field (ctx, "Units", &f, parts[k], (guint8 *) &c->units[i]);
        }
      g_strfreev (parts);
      g_free (value);
      if (!ok)
        return FALSE;
      if (c->units[i].carrier == i)
        return vik_key_invalid (&ctx->r, "Units", key, _("a unit cannot carry itself"));
    }
  /* Carriers refer to later units too: check them once all are read. */
  for (int i = 0; i < n; i++)
    {
      int k = c->units[i].carrier;
      if (k >= 0 && (c->units[k].type != VIK_UNIT_FRIGATE || c->units[i].type == VIK_UNIT_FRIGATE))
        {
          char key[16];
          g_snprintf (key, sizeof key, "Unit%d", i);
          return vik_key_invalid (&ctx->r, "Units", key, _("only a land unit can be carried, and only by a Frigate"));
        }
    }
  return TRUE;
}

/* "e5:T0,c3:C1" and the like: calls back with the hex and the text after ":". */
typedef gboolean (*SparseFunc) (Ctx *ctx, VikHexState *hs, const char *value);

static gboolean
load_sparse (Ctx *ctx, VikCore *c, const char *key, SparseFunc func)
{
  char *value = vik_key_get_string (&ctx->r, "Hexes", key, TRUE);
  char **items;
  gboolean ok = TRUE;

  if (value == NULL)
    return FALSE;
  items = g_strsplit (g_strstrip (value), ",", -1);
  for (guint i = 0; ok && items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      char *colon = strchr (item, ':');
      gint16 h;

      if (colon == NULL)
        {
          ok = bad_value (ctx, "Hexes", key, item);
          break;
        }
      *colon = '\0';
      ok = parse_hex_label (ctx, "Hexes", key, item, FALSE, &h)
           && (func (ctx, &c->hexes[h], colon + 1) || bad_value (ctx, "Hexes", key, colon + 1));
    }
  g_strfreev (items);
  g_free (value);
  return ok;
}

static gboolean
sparse_site (Ctx *ctx, VikHexState *hs, const char *v)
{
  gint8 owner = VIK_NO_PLAYER;

  if (v[0] == '\0' || (v[0] != 'T' && v[0] != 'C' && v[0] != 'M' && v[0] != '-'))
    return FALSE;
  if (strcmp (v + 1, "-") != 0)
    {
      guint64 p;
      if (!parse_uint (v + 1, ctx->n_players - 1, &p))
        return FALSE;
      owner = p;
    }
  hs->site = v[0] == 'T' ? VIK_SITE_TOWN : v[0] == 'C' ? VIK_SITE_CITY
             : v[0] == 'M' ? VIK_SITE_METROPOLIS : VIK_SITE_NONE;
  hs->site_owner = owner;
  return TRUE;
}

static gboolean
sparse_capital (Ctx *ctx, VikHexState *hs, const char *v)
{
  guint64 p;

  if (!parse_uint (v, ctx->n_players - 1, &p))
    return FALSE;
  hs->capital_of = p;
  return TRUE;
}

static gboolean
sparse_placed (Ctx *ctx, VikHexState *hs, const char *v)
{
  char **counts = g_strsplit (v, "/", -1);
  gboolean ok = g_strv_length (counts) == VIK_N_UNIT_TYPES;

  for (int t = 0; ok && t < VIK_N_UNIT_TYPES; t++)
    {
      guint64 n;
      ok = parse_uint (counts[t], 255, &n);
      if (ok)
        hs->placed[t] = n;
    }
  g_strfreev (counts);
  return ok;
}

static gboolean
load_hexes (Ctx *ctx, VikCore *c)
{
  int n = ctx->board->n_hexes;
  char *value = vik_key_get_string (&ctx->r, "Hexes", "Terrain", TRUE);

  if (value == NULL)
    return FALSE;
  g_strstrip (value);
  if ((int) strlen (value) != n)
    {
      vik_key_invalid (&ctx->r, "Hexes", "Terrain", _("%d letters expected, not %d"), n, (int) strlen (value));
      g_free (value);
      return FALSE;
    }
  for (int h = 0; h < n; h++)
    {
      VikTerrain t;
      if (!vik_terrain_from_letter (value[h], &t) || g_ascii_islower (value[h]))
        {
          vik_key_invalid (&ctx->r, "Hexes", "Terrain", _("“%c” is not a terrain letter (W P G F M)"),
                   g_ascii_isprint (value[h]) ? value[h] : '?');
          g_free (value);
          return FALSE;
        }
      c->hexes[h].terrain = t;
    }
  g_free (value);

  for (guint i = 0; i < G_N_ELEMENTS (hex_digit_fields); i++)
    {
      const char *key = hex_digit_fields[i].key;
      if (hex_digit_fields[i].optional && !g_key_file_has_key (ctx->r.kf, "Hexes", key, NULL))
        continue;
      value = vik_key_get_string (&ctx->r, "Hexes", key, TRUE);
      if (value == NULL)
        return FALSE;
      g_strstrip (value);
      if ((int) strlen (value) != n)
        {
          vik_key_invalid (&ctx->r, "Hexes", key, _("%d digits expected, not %d"), n, (int) strlen (value));
          g_free (value);
          return FALSE;
        }
      for (int h = 0; h < n; h++)
        {
          if (value[h] != '0' && value[h] != '1')
            {
              vik_key_invalid (&ctx->r, "Hexes", key, _("“%c” is not 0 or 1"),
                       g_ascii_isprint (value[h]) ? value[h] : '?');
              g_free (value);
              return FALSE;
            }
          ((guint8 *) &c->hexes[h])[hex_digit_fields[i].offset] = value[h] - '0';
        }
      g_free (value);
    }

  for (int h = 0; h < n; h++)
    {
      VikHexState *hs = &c->hexes[h];
      hs->site = VIK_SITE_NONE;
      hs->site_owner = VIK_NO_PLAYER;
      hs->capital_of = VIK_NO_PLAYER;
      memset (hs->placed, 0, sizeof hs->placed);
    }
  return load_sparse (ctx, c, "Sites", sparse_site)
      && load_sparse (ctx, c, "Capitals", sparse_capital)
      && load_sparse (ctx, c, "Placed", sparse_placed);
}

/* The per-hex unit counts follow from the unit list. */
static void
count_hex_units (VikGame *game)
{
  VikCore *c = &game->core;

  for (int h = 0; h < VIK_MAX_HEXES; h++)
    memset (c->hexes[h].units, 0, sizeof c->hexes[h].units);
  for (int i = 0; i < c->n_units; i++)
    c->hexes[c->units[i].hex].units[c->units[i].owner]++;
}

static gboolean
load_history (Ctx *ctx, VikGame *game)
{
  char *value = vik_key_get_string (&ctx->r, "History", "Actions", TRUE);
  GError *local = NULL;
  gboolean ok;

  if (value == NULL)
    return FALSE;
  ok = vik_action_list_parse (value, game->board, game->history->actions, &local);
  if (!ok)
    {
      vik_key_invalid (&ctx->r, "History", "Actions", "%s", local->message);
      g_error_free (local);
    }
  g_free (value);
  return ok;
}

static gboolean
load_version (Ctx *ctx)
{
  char *value = vik_key_get_string (&ctx->r, "Game", "FormatVersion", TRUE);
  guint64 v;
  gboolean ok;

  if (value == NULL)
    return FALSE;
  ok = parse_uint (g_strstrip (value), G_MAXINT, &v) && v >= 1;
  if (!ok)
    bad_value (ctx, "Game", "FormatVersion", value);
  else if (v > VIK_SAVE_FORMAT_VERSION)
    {
      g_set_error (ctx->r.error, VIK_SAVE_ERROR, VIK_SAVE_ERROR_VERSION,
                   _("%s: the game was saved by a newer version of the program (format %u; this one reads format %d)"),
                   ctx->r.name, (guint) v, VIK_SAVE_FORMAT_VERSION);
      ok = FALSE;
    }
  g_free (value);
  return ok;
}

/* GLib's own message would quote the value whole, even when it is not UTF-8. */
static gboolean
load_seed (Ctx *ctx, guint64 *seed)
{
  char *value = vik_key_get_string (&ctx->r, "Game", "Seed", TRUE);
  gboolean ok;

  if (value == NULL)
    return FALSE;
  ok = parse_uint (g_strstrip (value), G_MAXUINT64, seed) || bad_value (ctx, "Game", "Seed", value);
  g_free (value);
  return ok;
}

/* Reads everything after the version, n_players and the radius into game. */
static gboolean
load_state (Ctx *ctx, VikGame *game)
{
  VikCore *c = &game->core;

  if (!load_names (ctx, c) || !load_victory (ctx, c) || !load_rules (ctx, c) || !load_units (ctx, c))
    return FALSE;
  if (!read_fields (ctx, "State", state_fields, G_N_ELEMENTS (state_fields), c))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (later_state_fields); i++)
    if (g_key_file_has_key (ctx->r.kf, "State", later_state_fields[i].key, NULL)
        && !read_fields (ctx, "State", &later_state_fields[i], 1, c))
      return FALSE;
  if (!read_fields (ctx, "Reveal", reveal_fields, G_N_ELEMENTS (reveal_fields), &c->reveal)
      || !read_fields (ctx, "Battle", battle_fields, G_N_ELEMENTS (battle_fields), &c->battle)
      || !read_fields (ctx, "Adjustment", adjust_fields, G_N_ELEMENTS (adjust_fields), &c->adjust)
      || (g_key_file_has_key (ctx->r.kf, "Adjustment", "Hex", NULL)
          && !read_fields (ctx, "Adjustment", later_adjust_fields, G_N_ELEMENTS (later_adjust_fields),
                           &c->adjust))
      || (g_key_file_has_group (ctx->r.kf, "Subjugation")
          && !read_fields (ctx, "Subjugation", subj_fields, G_N_ELEMENTS (subj_fields), &c->subj)))
    return FALSE;
  for (int p = 0; p < c->n_players; p++)
    {
      char group[16];
      g_snprintf (group, sizeof group, "Player%d", p);
      if ((g_key_file_has_key (ctx->r.kf, group, "Ruler", NULL)
           && !read_fields (ctx, group, player_subj_fields, G_N_ELEMENTS (player_subj_fields), &c->players[p]))
          || !read_fields (ctx, group, player_fields, G_N_ELEMENTS (player_fields), &c->players[p])
          || !read_fields (ctx, group, start_group_fields, G_N_ELEMENTS (start_group_fields),
                           c->start_groups[p]))
        return FALSE;
    }
  if (!load_hexes (ctx, c))
    return FALSE;
  count_hex_units (game);
  return load_history (ctx, game);
}

VikGame *
vik_game_load_from_data (const char *data, gsize length, const char *name, GError **error)
{
  GKeyFile *kf = g_key_file_new ();
  GError *local = NULL;
  Ctx ctx = { NULL, 0, 0, { kf, name ? name : "<data>", error, VIK_SAVE_ERROR, VIK_SAVE_ERROR_INVALID } };
  VikGame *game = NULL;
  const VikRuleset *rules;
  char *id = NULL;
  int n_players, radius, edition;
  guint64 seed;

  if (data == NULL || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &local))
    {
      char *shown = g_utf8_make_valid (local ? local->message : _("no data"), -1); /* GLib quotes raw bytes */
      g_set_error (error, VIK_SAVE_ERROR, VIK_SAVE_ERROR_INVALID, "%s: %s", ctx.r.name, shown);
      g_free (shown);
      g_clear_error (&local);
      goto out;
    }
  if (!g_key_file_has_group (kf, "Game"))
    {
      vik_key_invalid (&ctx.r, "Game", NULL, _("the group is missing: this is not a saved game"));
      goto out;
    }
  if (!load_version (&ctx)
      || !vik_key_get_int (&ctx.r, "Game", "Players", 2, VIK_MAX_PLAYERS, TRUE, 0, &n_players)
      || !vik_key_get_int (&ctx.r, "Game", "Radius", 2, VIK_MAX_RADIUS, TRUE, 0, &radius))
    goto out;
  if ((id = vik_key_get_string (&ctx.r, "Game", "Ruleset", TRUE)) == NULL)
    goto out;
  if (strlen (id) == 0 || strlen (id) >= G_SIZEOF_MEMBER (VikRuleset, id))
    {
      vik_key_invalid (&ctx.r, "Game", "Ruleset", _("bad ruleset id"));
      goto out;
    }
  if (!load_seed (&ctx, &seed))
    goto out;

  /* The edition's table, overwritten by the file's parameters; a ruleset id the
   * program does not know is its edition (v2.1 when absent) with them. */
  if ((edition = vik_key_get_edition (&ctx.r, id)) < 0)
    goto out;
  if (n_players > vik_edition_max_players (edition))
    {
      vik_key_invalid (&ctx.r, "Game", "Players", _("%s is for 2 to %d players, not %d"),
                       vik_edition_title (edition), vik_edition_max_players (edition), n_players);
      goto out;
    }
  rules = vik_ruleset_edition (edition);
  game = vik_game_alloc_for_load (rules, radius, n_players, seed);
  if (game == NULL)  /* cannot be: both were checked above */
    {
      g_set_error (error, VIK_SAVE_ERROR, VIK_SAVE_ERROR_INVALID, "%s: bad Radius or Players", ctx.r.name);
      goto out;
    }
  memset (game->core.rules.id, 0, sizeof game->core.rules.id);
  g_strlcpy (game->core.rules.id, id, sizeof game->core.rules.id);
  ctx.board = game->board;
  ctx.n_players = n_players;
  if (!load_state (&ctx, game))
    goto fail;
  g_array_set_size (game->events, 0);

  if (!vik_game_check_loaded (game, &local))
    {
      g_set_error (error, VIK_SAVE_ERROR, VIK_SAVE_ERROR_INVALID, _("%s: the position is impossible: %s"),
                   ctx.r.name, local->message);
      g_clear_error (&local);
      goto fail;
    }
  goto out;

fail:
  vik_game_free (game);
  game = NULL;
out:
  g_free (id);
  g_key_file_free (kf);
  return game;
}

VikGame *
vik_game_load (const char *path, GError **error)
{
  char *data = NULL;
  gsize length;
  char *name;
  VikGame *game;

  if (!vik_file_read_bounded (path, VIK_SAVE_MAX_FILE_BYTES, &data, &length, error))
    return NULL;
  name = g_path_get_basename (path);
  game = vik_game_load_from_data (data, length, name, error);
  g_free (name);
  g_free (data);
  return game;
}
