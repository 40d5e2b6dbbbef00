/* vik-action.c: actions and their text form, the notation (docs/notation.md).
 *
 * The notation is written by vik_action_to_string() and read back by
 * vik_action_parse(), a small hand-written parser that works on a cursor over
 * the text: it never allocates until it reports an error, accepts any amount
 * of white space between the parts, ignores the case of words and letters, and
 * checks only the form of the text and that the hexes named exist on the board.
 *
 * One ambiguity needs a convention: "F2" may be a Frigate or the hex f2.  Where
 * both could stand (embark, disembark, retreat onto a Frigate), an upper-case F
 * followed by a number is the Frigate and anything else is a hex label. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

VikAction
vik_action_make (VikActionKind kind)
{
  VikAction a;

  memset (&a, 0, sizeof a);
  a.kind = kind;
  a.from = VIK_NO_HEX;
  a.to = VIK_NO_HEX;
  return a;
}

gboolean
vik_action_equal (const VikAction *a, const VikAction *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* ---------------------------------------------------------------- letters and names */

static const char unit_letters[VIK_N_UNIT_TYPES] = { 'I', 'C', 'A', 'F' };
static const char terrain_letters[VIK_N_TERRAINS] = { 'W', 'P', 'G', 'F', 'M' };

static const char *const unit_names[VIK_N_UNIT_TYPES] = {
  N_("Infantry"), N_("Cavalry"), N_("Artillery"), N_("Frigate"),
};
static const char *const terrain_names[VIK_N_TERRAINS] = {
  N_("Water"), N_("Plains"), N_("Grassland"), N_("Forest"), N_("Mountain"),
};
static const char *const unit_ids[VIK_N_UNIT_TYPES] = {
  "infantry", "cavalry", "artillery", "frigate",
};
static const char *const terrain_ids[VIK_N_TERRAINS] = {
  "water", "plains", "grassland", "forest", "mountain",
};

char
vik_unit_letter (VikUnitType type)
{
  return (guint) type < VIK_N_UNIT_TYPES ? unit_letters[type] : '?';
}

char
vik_terrain_letter (VikTerrain terrain)
{
  return (guint) terrain < VIK_N_TERRAINS ? terrain_letters[terrain] : '?';
}

/* The index of letter c (either case) among n letters, or -1. */
static int
letter_index (const char *letters, int n, char c)
{
  for (int i = 0; i < n; i++)
    if (g_ascii_toupper (c) == letters[i])
      return i;
  return -1;
}

gboolean
vik_unit_from_letter (char c, VikUnitType *type)
{
  int t = letter_index (unit_letters, VIK_N_UNIT_TYPES, c);

  if (t >= 0 && type != NULL)
    *type = t;
  return t >= 0;
}

gboolean
vik_terrain_from_letter (char c, VikTerrain *terrain)
{
  int t = letter_index (terrain_letters, VIK_N_TERRAINS, c);

  if (t >= 0 && terrain != NULL)
    *terrain = t;
  return t >= 0;
}

const char *
vik_unit_name (VikUnitType type)
{
  return (guint) type < VIK_N_UNIT_TYPES ? _(unit_names[type]) : "?";
}

const char *
vik_terrain_name (VikTerrain terrain)
{
  return (guint) terrain < VIK_N_TERRAINS ? _(terrain_names[terrain]) : "?";
}

const char *
vik_unit_id (VikUnitType type)
{
  return (guint) type < VIK_N_UNIT_TYPES ? unit_ids[type] : "unknown";
}

const char *
vik_terrain_id (VikTerrain terrain)
{
  return (guint) terrain < VIK_N_TERRAINS ? terrain_ids[terrain] : "unknown";
}

/* ---------------------------------------------------------------- to text */

/* The words of the keyword kinds; NULL where the text starts with a unit or hex. */
static const char *const kind_words[VIK_N_ACTION_KINDS] = {
  [VIK_ACTION_END] = "end",
  [VIK_ACTION_STOP] = "stop",
  [VIK_ACTION_CAPITAL] = "capital",
  [VIK_ACTION_TOWN] = "town",
  [VIK_ACTION_CITY] = "city",
  [VIK_ACTION_METROPOLIS] = "metropolis",
  [VIK_ACTION_PLACE] = "place",
  [VIK_ACTION_DISBAND] = "disband",
  [VIK_ACTION_PUTBACK] = "putback",
  [VIK_ACTION_KEEP] = "keep",
  [VIK_ACTION_BATTLE] = "battle",
  [VIK_ACTION_HIT] = "hit",
  [VIK_ACTION_FIGHT] = "fight",
  [VIK_ACTION_RETREAT] = "retreat",
  [VIK_ACTION_ELIMINATE] = "eliminate",
  [VIK_ACTION_CONCEDE] = "concede",
  [VIK_ACTION_AVERAGE] = "average",
  [VIK_ACTION_RELOCATE] = "relocate",
};

static void
append_unit (GString *s, const VikAction *a)
{
  g_string_append_c (s, vik_unit_letter (a->unit));
  if (a->label > 0)
    g_string_append_printf (s, "%u", a->label);
}

static void
append_hex (GString *s, const VikBoard *board, int hex)
{
  g_string_append (s, vik_board_label (board, hex));
}

char *
vik_action_to_string (const VikAction *a, const VikBoard *board)
{
  GString *s = g_string_sized_new (24);

  g_return_val_if_fail (a != NULL && board != NULL, g_strdup ("?"));

  if (a->kind < VIK_N_ACTION_KINDS && kind_words[a->kind] != NULL)
    g_string_append (s, kind_words[a->kind]);

  switch (a->kind)
    {
    case VIK_ACTION_END:
    case VIK_ACTION_STOP:
    case VIK_ACTION_PUTBACK:
    case VIK_ACTION_KEEP:
    case VIK_ACTION_FIGHT:
    case VIK_ACTION_CONCEDE:
      break;
    case VIK_ACTION_CAPITAL:
    case VIK_ACTION_TOWN:
    case VIK_ACTION_CITY:
    case VIK_ACTION_METROPOLIS:
    case VIK_ACTION_BATTLE:
      g_string_append_c (s, ' ');
      append_hex (s, board, a->to);
      break;
    case VIK_ACTION_MOVE:
      append_unit (s, a);
      g_string_append_c (s, ' ');
      append_hex (s, board, a->from);
      g_string_append_c (s, '-');
      append_hex (s, board, a->to);
      break;
    case VIK_ACTION_EMBARK:
      append_unit (s, a);
      g_string_append_c (s, ' ');
      append_hex (s, board, a->from);
      g_string_append_printf (s, "-F%u", a->carrier);
      break;
    case VIK_ACTION_DISEMBARK:
      append_unit (s, a);
      g_string_append_printf (s, " F%u-", a->carrier);
      append_hex (s, board, a->to);
      break;
    case VIK_ACTION_PLACE:
      g_string_append_c (s, ' ');
      append_unit (s, a);
      g_string_append_c (s, ' ');
      if (a->from != VIK_NO_HEX)
        {
          append_hex (s, board, a->from);
          g_string_append_c (s, '-');
        }
      append_hex (s, board, a->to);
      break;
    case VIK_ACTION_DISBAND:
    case VIK_ACTION_ELIMINATE:
      g_string_append_c (s, ' ');
      append_unit (s, a);
      if (a->from != VIK_NO_HEX)
        {
          g_string_append_c (s, ' ');
          append_hex (s, board, a->from);
        }
      break;
    case VIK_ACTION_TILE:
      append_hex (s, board, a->to);
      g_string_append_c (s, '=');
      g_string_append_c (s, vik_terrain_letter (a->terrain));
      break;
    case VIK_ACTION_BOMBARD:
      append_unit (s, a);
      if (a->from != VIK_NO_HEX)
        {
          g_string_append_c (s, ' ');
          append_hex (s, board, a->from);
        }
      g_string_append_c (s, 'x');
      append_hex (s, board, a->to);
      break;
    case VIK_ACTION_HIT:
      g_string_append_c (s, ' ');
      append_unit (s, a);
      break;
    case VIK_ACTION_AVERAGE:
      g_string_append_printf (s, " %u", a->label);
      break;
    case VIK_ACTION_RELOCATE:
      g_string_append_c (s, ' ');
      append_hex (s, board, a->from);
      g_string_append_c (s, '-');
      append_hex (s, board, a->to);
      break;
    case VIK_ACTION_RETREAT:
      g_string_append_c (s, ' ');
      append_unit (s, a);
      g_string_append_c (s, ' ');
      append_hex (s, board, a->from);
      g_string_append_c (s, '-');
      if (a->to == VIK_NO_HEX && a->carrier > 0)
        g_string_append_printf (s, "F%u", a->carrier);
      else
        append_hex (s, board, a->to);
      break;
    default:
      g_string_append_c (s, '?');
      break;
    }
  return g_string_free (s, FALSE);
}

char *
vik_action_list_to_string (const VikAction *actions, guint n, const VikBoard *board)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      char *one = vik_action_to_string (&actions[i], board);
      if (i > 0)
        g_string_append_c (s, ';');
      g_string_append (s, one);
      g_free (one);
    }
  return g_string_free (s, FALSE);
}

/* ---------------------------------------------------------------- from text */

typedef struct {
  const char *p;            /* the cursor */
  const VikBoard *board;
  const char *why;          /* what went wrong, untranslated (N_) */
  char bad[8];              /* the unknown hex label, for the message */
} Parser;

static void
skip_space (Parser *ps)
{
  while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
    ps->p++;
}

static gboolean
fail (Parser *ps, const char *why)
{
  if (ps->why == NULL)
    ps->why = why;
  return FALSE;
}

static gboolean
at_boundary (const char *p)
{
  return !g_ascii_isalnum (*p);
}

/* Consumes `word` (any case) when it stands alone at the cursor. */
static gboolean
take_word (Parser *ps, const char *word)
{
  gsize n = strlen (word);

  skip_space (ps);
  if (g_ascii_strncasecmp (ps->p, word, n) != 0 || !at_boundary (ps->p + n))
    return FALSE;
  ps->p += n;
  return TRUE;
}

static gboolean
take_char (Parser *ps, char c)
{
  skip_space (ps);
  if (g_ascii_tolower (*ps->p) != g_ascii_tolower (c))
    return FALSE;
  ps->p++;
  return TRUE;
}

/* A number of at most three digits, 1..255. */
static gboolean
take_number (Parser *ps, guint8 *out)
{
  guint value = 0;
  int n = 0;

  while (g_ascii_isdigit (*ps->p) && n < 4)
    {
      value = value * 10 + (*ps->p - '0');
      ps->p++;
      n++;
    }
  if (n == 0)
    return fail (ps, N_("a number is missing"));
  if (n > 3 || value == 0 || value > 255 || g_ascii_isdigit (*ps->p))
    return fail (ps, N_("a Frigate number must be 1 to 255"));
  *out = value;
  return TRUE;
}

/* [16.4]: the pairs of dice of `average N`, one digit. */
static gboolean
take_pairs (Parser *ps, guint8 *out)
{
  skip_space (ps);
  if (!g_ascii_isdigit (ps->p[0]) || g_ascii_isdigit (ps->p[1]))
    return fail (ps, N_("the number of pairs of dice, 0 to 9, was expected"));
  *out = ps->p[0] - '0';
  ps->p++;
  return TRUE;
}

/* "F2" with a capital F at the cursor: a Frigate rather than a hex. */
static gboolean
looks_like_frigate (Parser *ps)
{
  skip_space (ps);
  return ps->p[0] == 'F' && g_ascii_isdigit (ps->p[1]);
}

static gboolean
take_frigate (Parser *ps, guint8 *label)
{
  skip_space (ps);
  if (g_ascii_toupper (*ps->p) != 'F' || !g_ascii_isdigit (ps->p[1]))
    return fail (ps, N_("a Frigate such as F2 was expected"));
  ps->p++;
  return take_number (ps, label);
}

static gboolean
take_hex (Parser *ps, gint16 *hex)
{
  char label[8];
  int n = 0;
  int index;

  skip_space (ps);
  if (!g_ascii_isalpha (*ps->p) || !g_ascii_isdigit (ps->p[1]))
    return fail (ps, N_("a hex such as e5 was expected"));
  label[n++] = *ps->p++;
  while (g_ascii_isdigit (*ps->p) && n < 6)
    label[n++] = *ps->p++;
  label[n] = '\0';
  if (g_ascii_isalnum (*ps->p) && !(g_ascii_tolower (*ps->p) == 'x'))
    return fail (ps, N_("a hex such as e5 was expected"));
  index = vik_board_parse_label (ps->board, label);
  if (index == VIK_NO_HEX)
    {
      memcpy (ps->bad, label, n + 1);
      return fail (ps, "unknown hex");
    }
  *hex = index;
  return TRUE;
}

/* A unit letter, and for a Frigate its number if one follows ("F2"). */
static gboolean
take_unit (Parser *ps, VikAction *a)
{
  VikUnitType type;

  skip_space (ps);
  if (!vik_unit_from_letter (*ps->p, &type))
    return fail (ps, N_("a unit letter (I, C, A or F) was expected"));
  ps->p++;
  a->unit = type;
  if (g_ascii_isdigit (*ps->p))
    {
      if (type != VIK_UNIT_FRIGATE)
        return fail (ps, N_("only a Frigate has a number"));
      if (!take_number (ps, &a->label))
        return FALSE;
    }
  if (g_ascii_isalnum (*ps->p) && g_ascii_tolower (*ps->p) != 'x')
    return fail (ps, N_("a unit letter (I, C, A or F) was expected"));
  return TRUE;
}

static gboolean
take_dash (Parser *ps)
{
  return take_char (ps, '-') || fail (ps, N_("“-” was expected"));
}

/* After the unit of a move, embark, disembark or bombardment. */
static gboolean
parse_unit_action (Parser *ps, VikAction *a)
{
  if (!take_unit (ps, a))
    return FALSE;
  if (a->unit != VIK_UNIT_FRIGATE && looks_like_frigate (ps))
    {
      a->kind = VIK_ACTION_DISEMBARK;
      return take_frigate (ps, &a->carrier) && take_dash (ps) && take_hex (ps, &a->to);
    }
  if (take_char (ps, 'x'))
    {
      a->kind = VIK_ACTION_BOMBARD;
      return take_hex (ps, &a->to);
    }
  if (!take_hex (ps, &a->from))
    return FALSE;
  if (take_char (ps, 'x'))
    {
      a->kind = VIK_ACTION_BOMBARD;
      return take_hex (ps, &a->to);
    }
  if (!take_char (ps, '-'))
    return fail (ps, N_("“-” or “x” was expected"));
  if (a->unit != VIK_UNIT_FRIGATE && looks_like_frigate (ps))
    {
      a->kind = VIK_ACTION_EMBARK;
      return take_frigate (ps, &a->carrier);
    }
  a->kind = VIK_ACTION_MOVE;
  return take_hex (ps, &a->to);
}

/* "retreat I d5-c4", "retreat I d5-F2", "retreat F2 d5-c4". */
static gboolean
parse_retreat (Parser *ps, VikAction *a)
{
  if (!take_unit (ps, a) || !take_hex (ps, &a->from) || !take_dash (ps))
    return FALSE;
  if (a->unit != VIK_UNIT_FRIGATE && looks_like_frigate (ps))
    return take_frigate (ps, &a->carrier);
  return take_hex (ps, &a->to);
}

/* "place I d5", "place F c5-d6". */
static gboolean
parse_place (Parser *ps, VikAction *a)
{
  gint16 hex;

  if (!take_unit (ps, a) || !take_hex (ps, &hex))
    return FALSE;
  if (take_char (ps, '-'))
    {
      a->from = hex;
      return take_hex (ps, &a->to);
    }
  a->to = hex;
  return TRUE;
}

static gboolean
parse_tile (Parser *ps, VikAction *a)
{
  VikTerrain terrain;

  if (!take_hex (ps, &a->to) || !take_char (ps, '='))
    return fail (ps, N_("“=” was expected"));
  skip_space (ps);
  if (!vik_terrain_from_letter (*ps->p, &terrain))
    return fail (ps, N_("a terrain letter (W, P, G, F or M) was expected"));
  ps->p++;
  a->terrain = terrain;
  return TRUE;
}

/* Does the text at the cursor start with a hex label followed by "="? */
static gboolean
looks_like_tile (Parser *ps)
{
  const char *p = ps->p;

  if (!g_ascii_isalpha (*p) || !g_ascii_isdigit (p[1]))
    return FALSE;
  p++;
  while (g_ascii_isdigit (*p))
    p++;
  while (*p == ' ' || *p == '\t')
    p++;
  return *p == '=';
}

static gboolean
parse_action (Parser *ps, VikAction *a)
{
  int kind;

  skip_space (ps);
  for (kind = 0; kind < VIK_N_ACTION_KINDS; kind++)
    if (kind_words[kind] != NULL && take_word (ps, kind_words[kind]))
      break;

  *a = vik_action_make (kind < VIK_N_ACTION_KINDS ? kind : VIK_ACTION_MOVE);
  switch (kind)
    {
    case VIK_ACTION_END:
    case VIK_ACTION_STOP:
    case VIK_ACTION_PUTBACK:
    case VIK_ACTION_KEEP:
    case VIK_ACTION_FIGHT:
    case VIK_ACTION_CONCEDE:
      return TRUE;
    case VIK_ACTION_CAPITAL:
    case VIK_ACTION_TOWN:
    case VIK_ACTION_CITY:
    case VIK_ACTION_METROPOLIS:
    case VIK_ACTION_BATTLE:
      return take_hex (ps, &a->to);
    case VIK_ACTION_PLACE:
      return parse_place (ps, a);
    case VIK_ACTION_DISBAND:
    case VIK_ACTION_ELIMINATE:
      if (!take_unit (ps, a))
        return FALSE;
      skip_space (ps);
      if (a->label == 0 && *ps->p != '\0')
        return take_hex (ps, &a->from);
      return TRUE;
    case VIK_ACTION_HIT:
      return take_unit (ps, a);
    case VIK_ACTION_RETREAT:
      return parse_retreat (ps, a);
    case VIK_ACTION_AVERAGE:
      return take_pairs (ps, &a->label);
    case VIK_ACTION_RELOCATE:
      return take_hex (ps, &a->from) && take_dash (ps) && take_hex (ps, &a->to);
    default:
      break;
    }

  /* No keyword: a tile, or a unit's move, embarkation or bombardment. */
  take_word (ps, "move");
  skip_space (ps);
  if (*ps->p == '\0')
    return fail (ps, N_("the text is empty"));
  if (looks_like_tile (ps))
    {
      a->kind = VIK_ACTION_TILE;
      return parse_tile (ps, a);
    }
  if (vik_unit_from_letter (*ps->p, NULL)
      && (at_boundary (ps->p + 1) || g_ascii_tolower (ps->p[1]) == 'x'
          || g_ascii_toupper (*ps->p) == 'F'))
    return parse_unit_action (ps, a);
  return fail (ps, N_("no action starts like this"));
}

/* The text for an error message: valid UTF-8, one line, not too long. */
static char *
quote_text (const char *text)
{
  char *valid = g_utf8_make_valid (text, MIN (strlen (text), 200));
  char *out;

  g_strdelimit (valid, "\n\r\t", ' ');
  if (g_utf8_strlen (valid, -1) > 40)
    {
      char *cut = g_utf8_substring (valid, 0, 40);
      out = g_strconcat (cut, "…", NULL);
      g_free (cut);
    }
  else
    out = g_strdup (valid);
  g_free (valid);
  return out;
}

gboolean
vik_action_parse (const char *text, const VikBoard *board, VikAction *action, GError **error)
{
  Parser ps = { 0 };
  VikAction a;
  gboolean ok;

  g_return_val_if_fail (board != NULL && action != NULL, FALSE);
  if (text == NULL)
    {
      g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE, _("No action was given"));
      return FALSE;
    }

  ps.p = text;
  ps.board = board;
  ok = parse_action (&ps, &a);
  if (ok)
    {
      skip_space (&ps);
      if (*ps.p != '\0')
        ok = fail (&ps, N_("unexpected text after the action"));
    }
  if (!ok)
    {
      if (error != NULL)
        {
          char *quoted = quote_text (text);
          if (g_strcmp0 (ps.why, "unknown hex") == 0)
            g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE,
                         _("Cannot read the action “%s”: there is no hex “%s” on this board"),
                         quoted, ps.bad);
          else
            g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE,
                         _("Cannot read the action “%s”: %s"),
                         quoted, _(ps.why ? ps.why : N_("no action starts like this")));
          g_free (quoted);
        }
      return FALSE;
    }
  *action = a;
  return TRUE;
}

gboolean
vik_action_list_parse (const char *text, const VikBoard *board, GArray *out, GError **error)
{
  char **items;
  guint start = out->len;
  gboolean ok = TRUE;

  g_return_val_if_fail (board != NULL && out != NULL, FALSE);
  if (text == NULL)
    return TRUE;
  items = g_strsplit (text, ";", -1);
  for (guint i = 0; items[i] != NULL && ok; i++)
    {
      VikAction a;
      GError *local = NULL;

      if (g_strstrip (items[i])[0] == '\0')
        continue; /* empty items, e.g. after a final ";" */
      if (vik_action_parse (items[i], board, &a, &local))
        g_array_append_val (out, a);
      else
        {
          g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE,
                       _("Action %u: %s"), i + 1, local->message);
          g_error_free (local);
          ok = FALSE;
        }
    }
  g_strfreev (items);
  if (!ok)
    g_array_set_size (out, start);
  return ok;
}
