/* test-notation.c: the action notation both ways (docs/notation.md). */
#include "vik-game.h"

#include <string.h>

static VikBoard *board;

static int
hex (const char *label)
{
  int h = vik_board_parse_label (board, label);

  g_assert_cmpint (h, !=, VIK_NO_HEX);
  return h;
}

static VikAction
parse_ok (const char *text)
{
  VikAction a;
  GError *error = NULL;

  if (!vik_action_parse (text, board, &a, &error))
    g_error ("“%s” did not parse: %s", text, error->message);
  return a;
}

static void
assert_round_trip (const VikAction *a)
{
  char *text = vik_action_to_string (a, board);
  VikAction b = parse_ok (text);
  char *again = vik_action_to_string (&b, board);

  if (!vik_action_equal (a, &b))
    g_error ("“%s” parsed back to a different action", text);
  g_assert_cmpstr (text, ==, again);
  g_free (text);
  g_free (again);
}

/* Each text of the vik-action.h comment, and the action it names. */
static void
test_examples (void)
{
  struct {
    const char *text;
    VikActionKind kind;
    VikUnitType unit;
    int label, carrier;
    const char *from, *to;
    VikTerrain terrain;
  } cases[] = {
    { "I c4-d5", VIK_ACTION_MOVE, VIK_UNIT_INFANTRY, 0, 0, "c4", "d5", 0 },
    { "F2 c4-d5", VIK_ACTION_MOVE, VIK_UNIT_FRIGATE, 2, 0, "c4", "d5", 0 },
    { "I c4-F2", VIK_ACTION_EMBARK, VIK_UNIT_INFANTRY, 0, 2, "c4", NULL, 0 },
    { "I F2-d5", VIK_ACTION_DISEMBARK, VIK_UNIT_INFANTRY, 0, 2, NULL, "d5", 0 },
    { "stop", VIK_ACTION_STOP, 0, 0, 0, NULL, NULL, 0 },
    { "capital d5", VIK_ACTION_CAPITAL, 0, 0, 0, NULL, "d5", 0 },
    { "town d5", VIK_ACTION_TOWN, 0, 0, 0, NULL, "d5", 0 },
    { "city d5", VIK_ACTION_CITY, 0, 0, 0, NULL, "d5", 0 },
    { "metropolis d5", VIK_ACTION_METROPOLIS, 0, 0, 0, NULL, "d5", 0 },
    { "place I d5", VIK_ACTION_PLACE, VIK_UNIT_INFANTRY, 0, 0, NULL, "d5", 0 },
    { "place F d6", VIK_ACTION_PLACE, VIK_UNIT_FRIGATE, 0, 0, NULL, "d6", 0 },
    { "place F c5-d6", VIK_ACTION_PLACE, VIK_UNIT_FRIGATE, 0, 0, "c5", "d6", 0 },
    { "disband I d5", VIK_ACTION_DISBAND, VIK_UNIT_INFANTRY, 0, 0, "d5", NULL, 0 },
    { "disband F2", VIK_ACTION_DISBAND, VIK_UNIT_FRIGATE, 2, 0, NULL, NULL, 0 },
    { "d5=M", VIK_ACTION_TILE, 0, 0, 0, NULL, "d5", VIK_TERRAIN_MOUNTAIN },
    { "d5=W", VIK_ACTION_TILE, 0, 0, 0, NULL, "d5", VIK_TERRAIN_WATER },
    { "putback", VIK_ACTION_PUTBACK, 0, 0, 0, NULL, NULL, 0 },
    { "keep", VIK_ACTION_KEEP, 0, 0, 0, NULL, NULL, 0 },
    { "end", VIK_ACTION_END, 0, 0, 0, NULL, NULL, 0 },
    { "A c4xd5", VIK_ACTION_BOMBARD, VIK_UNIT_ARTILLERY, 0, 0, "c4", "d5", 0 },
    { "F2xd5", VIK_ACTION_BOMBARD, VIK_UNIT_FRIGATE, 2, 0, NULL, "d5", 0 },
    { "battle d5", VIK_ACTION_BATTLE, 0, 0, 0, NULL, "d5", 0 },
    { "hit I", VIK_ACTION_HIT, VIK_UNIT_INFANTRY, 0, 0, NULL, NULL, 0 },
    { "hit F2", VIK_ACTION_HIT, VIK_UNIT_FRIGATE, 2, 0, NULL, NULL, 0 },
    { "fight", VIK_ACTION_FIGHT, 0, 0, 0, NULL, NULL, 0 },
    { "retreat I d5-c4", VIK_ACTION_RETREAT, VIK_UNIT_INFANTRY, 0, 0, "d5", "c4", 0 },
    { "retreat I d5-F2", VIK_ACTION_RETREAT, VIK_UNIT_INFANTRY, 0, 2, "d5", NULL, 0 },
    { "retreat F2 d5-c4", VIK_ACTION_RETREAT, VIK_UNIT_FRIGATE, 2, 0, "d5", "c4", 0 },
    { "eliminate I", VIK_ACTION_ELIMINATE, VIK_UNIT_INFANTRY, 0, 0, NULL, NULL, 0 },
    { "eliminate I d5", VIK_ACTION_ELIMINATE, VIK_UNIT_INFANTRY, 0, 0, "d5", NULL, 0 },
    { "eliminate F2", VIK_ACTION_ELIMINATE, VIK_UNIT_FRIGATE, 2, 0, NULL, NULL, 0 },
    { "eliminate F", VIK_ACTION_ELIMINATE, VIK_UNIT_FRIGATE, 0, 0, NULL, NULL, 0 },
    { "concede", VIK_ACTION_CONCEDE, 0, 0, 0, NULL, NULL, 0 },
    { "average 1", VIK_ACTION_AVERAGE, 0, 1, 0, NULL, NULL, 0 },
    { "average 0", VIK_ACTION_AVERAGE, 0, 0, 0, NULL, NULL, 0 },
    { "relocate d5-e5", VIK_ACTION_RELOCATE, 0, 0, 0, "d5", "e5", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      VikAction want = vik_action_make (cases[i].kind);
      VikAction got = parse_ok (cases[i].text);
      char *text;

      want.unit = cases[i].unit;
      want.label = cases[i].label;
      want.carrier = cases[i].carrier;
      want.terrain = cases[i].terrain;
      if (cases[i].from)
        want.from = hex (cases[i].from);
      if (cases[i].to)
        want.to = hex (cases[i].to);
      if (!vik_action_equal (&want, &got))
        g_error ("“%s” parsed to the wrong action", cases[i].text);
      text = vik_action_to_string (&got, board);
      g_assert_cmpstr (text, ==, cases[i].text);
      g_free (text);
      assert_round_trip (&want);
    }
}

/* Every kind, built as a struct, goes to text and back unchanged. */
static void
test_every_kind (void)
{
  for (int kind = 0; kind < VIK_N_ACTION_KINDS; kind++)
    for (int unit = 0; unit < VIK_N_UNIT_TYPES; unit++)
      {
        VikAction a = vik_action_make (kind);
        switch (kind)
          {
          case VIK_ACTION_MOVE:
            a.unit = unit;
            a.label = unit == VIK_UNIT_FRIGATE ? 3 : 0;
            a.from = hex ("e5");
            a.to = hex ("e4");
            break;
          case VIK_ACTION_EMBARK:
          case VIK_ACTION_DISEMBARK:
            if (unit == VIK_UNIT_FRIGATE)
              continue;
            a.unit = unit;
            a.carrier = 12;
            if (kind == VIK_ACTION_EMBARK)
              a.from = hex ("a3");
            else
              a.to = hex ("i7");
            break;
          case VIK_ACTION_CAPITAL:
          case VIK_ACTION_TOWN:
          case VIK_ACTION_CITY:
          case VIK_ACTION_METROPOLIS:
          case VIK_ACTION_BATTLE:
            a.to = hex ("e9");
            break;
          case VIK_ACTION_PLACE:
            a.unit = unit;
            if (unit == VIK_UNIT_FRIGATE)
              a.from = hex ("f5");
            a.to = hex ("f6");
            break;
          case VIK_ACTION_DISBAND:
          case VIK_ACTION_ELIMINATE:
          case VIK_ACTION_HIT:
            a.unit = unit;
            if (unit == VIK_UNIT_FRIGATE)
              a.label = 255;
            else if (kind != VIK_ACTION_HIT)
              a.from = hex ("d4");
            break;
          case VIK_ACTION_TILE:
            a.to = hex ("b2");
            a.terrain = unit + 1;
            break;
          case VIK_ACTION_AVERAGE:
            a.label = unit + 1;
            break;
          case VIK_ACTION_RELOCATE:
            a.from = hex ("e5");
            a.to = hex ("f5");
            break;
          case VIK_ACTION_BOMBARD:
            a.unit = unit;
            if (unit == VIK_UNIT_FRIGATE)
              a.label = 1;
            else
              a.from = hex ("c4");
            a.to = hex ("c5");
            break;
          case VIK_ACTION_RETREAT:
            a.unit = unit;
            a.from = hex ("d5");
            if (unit == VIK_UNIT_FRIGATE)
              {
                a.label = 4;
                a.to = hex ("d6");
              }
            else if (unit == VIK_UNIT_CAVALRY)
              a.carrier = 4;
            else
              a.to = hex ("d4");
            break;
          default:
            break;
          }
        assert_round_trip (&a);
      }
}

static void
test_forgiving (void)
{
  VikAction want = parse_ok ("I c4-d5");
  VikAction got = parse_ok ("  i   C4 -  d5  ");

  g_assert_true (vik_action_equal (&want, &got));
  got = parse_ok ("move I c4-d5");
  g_assert_true (vik_action_equal (&want, &got));
  want = parse_ok ("end");
  got = parse_ok ("END");
  g_assert_true (vik_action_equal (&want, &got));
  want = parse_ok ("F2 c4-d5");
  got = parse_ok ("f2 C4-D5");
  g_assert_true (vik_action_equal (&want, &got));
  want = parse_ok ("d5=M");
  got = parse_ok ("D5 = m");
  g_assert_true (vik_action_equal (&want, &got));
  want = parse_ok ("A c4xd5");
  got = parse_ok ("a c4 X d5");
  g_assert_true (vik_action_equal (&want, &got));
  /* A capital F and a number is a Frigate; "f2" is the hex. */
  got = parse_ok ("I c4-F2");
  g_assert_cmpint (got.kind, ==, VIK_ACTION_EMBARK);
  got = parse_ok ("I c4-f2");
  g_assert_cmpint (got.kind, ==, VIK_ACTION_MOVE);
  g_assert_cmpint (got.to, ==, hex ("f2"));
}

static void
assert_refused (const char *text, const char *quoted)
{
  VikAction a = vik_action_make (VIK_ACTION_END);
  VikAction before = a;
  GError *error = NULL;

  if (vik_action_parse (text, board, &a, &error))
    g_error ("“%s” should not parse", text);
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE);
  if (quoted != NULL && strstr (error->message, quoted) == NULL)
    g_error ("the message “%s” does not quote “%s”", error->message, quoted);
  g_assert_true (vik_action_equal (&a, &before)); /* untouched on failure */
  g_clear_error (&error);
  g_assert_false (vik_action_parse (text, board, &a, NULL));
}

static void
test_refusals (void)
{
  assert_refused ("hello", "hello");
  assert_refused ("", NULL);
  assert_refused ("   ", NULL);
  assert_refused (NULL, NULL);
  assert_refused ("I z9-d5", "z9");
  assert_refused ("I c4-q1", "q1");
  assert_refused ("Q c4-d5", "Q c4-d5");
  assert_refused ("I2 c4-d5", "I2 c4-d5");
  assert_refused ("F0 c4-d5", NULL);
  assert_refused ("F256 c4-d5", NULL);
  assert_refused ("I c4", NULL);
  assert_refused ("I c4-d5 extra", "extra");
  assert_refused ("I c4-d5-e5", NULL);
  assert_refused ("d5=X", "d5=X");
  assert_refused ("d5=", NULL);
  assert_refused ("capital", NULL);
  assert_refused ("capital d5 d6", NULL);
  assert_refused ("endx", NULL);
  assert_refused ("place I", NULL);
  assert_refused ("retreat I d5", NULL);
  assert_refused ("hit", NULL);
  assert_refused ("I c4-F", NULL);
  assert_refused ("I c999999999-d5", NULL);
  assert_refused ("\xff\xfe garbage", NULL);
}

/* Random text never crashes the parser; whatever parses, prints and parses the same. */
static void
test_fuzz (void)
{
  static const char pieces[][12] = {
    "I", "C", "A", "F", "F2", "f", "c4", "d5", "e5", "z9", "a1", "i9", "-", "x", "=", " ",
    "M", "W", "end", "place", "retreat", "hit", "eliminate", "disband", "capital", "battle",
    "F300", "0", "99", ";", "\t", "\xc3", "\xa9", "move", "F2-", "-F2",
  };
  GRand *rand = g_rand_new_with_seed (1234);
  GString *s = g_string_new (NULL);
  int parsed = 0;

  for (int i = 0; i < 5000; i++)
    {
      VikAction a, b;
      GError *error = NULL;
      int n = g_rand_int_range (rand, 0, 8);

      g_string_truncate (s, 0);
      for (int k = 0; k < n; k++)
        {
          if (g_rand_int_range (rand, 0, 5) == 0)
            g_string_append_c (s, (char) g_rand_int_range (rand, 1, 256));
          else
            g_string_append (s, pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))]);
        }
      if (vik_action_parse (s->str, board, &a, &error))
        {
          char *text = vik_action_to_string (&a, board);
          parsed++;
          g_assert_true (vik_action_parse (text, board, &b, NULL));
          g_assert_true (vik_action_equal (&a, &b));
          g_free (text);
        }
      else
        {
          g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_clear_error (&error);
        }
    }
  g_assert_cmpint (parsed, >, 10);

  /* A huge text. */
  g_string_truncate (s, 0);
  for (int i = 0; i < 100000; i++)
    g_string_append (s, "I c4-d5 ");
  {
    VikAction a;
    GError *error = NULL;
    g_assert_false (vik_action_parse (s->str, board, &a, &error));
    g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE);
    g_assert_cmpint (strlen (error->message), <, 300);
    g_clear_error (&error);
  }
  g_string_free (s, TRUE);
  g_rand_free (rand);
}

static void
test_list (void)
{
  const char *text = "I c4-d5;F2 c4-d5;end;d5=M;retreat I d5-F2";
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (VikAction));
  GError *error = NULL;
  char *again;

  g_assert_true (vik_action_list_parse (text, board, actions, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (actions->len, ==, 5);
  again = vik_action_list_to_string ((VikAction *) actions->data, actions->len, board);
  g_assert_cmpstr (again, ==, text);
  g_free (again);

  g_assert_false (vik_action_list_parse ("end; I z9-d5", board, actions, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "z9"));
  g_assert_cmpuint (actions->len, ==, 5); /* unchanged on error */
  g_clear_error (&error);

  g_array_set_size (actions, 0);
  g_assert_true (vik_action_list_parse ("", board, actions, NULL));
  g_assert_cmpuint (actions->len, ==, 0);
  again = vik_action_list_to_string (NULL, 0, board);
  g_assert_cmpstr (again, ==, "");
  g_free (again);
  g_array_unref (actions);
}

/* In a real game, every legal action's text names that action. */
static void
test_legal_actions (void)
{
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      VikGameOptions options = { .n_players = seed == 4 ? 3 : 2, .seed = seed };
      GError *error = NULL;
      VikGame *game = vik_game_new (&options, &error);
      GRand *rand = g_rand_new_with_seed (seed);
      GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      guint checked = 0;

      g_assert_no_error (error);
      for (int step = 0; step < 300 && !vik_game_is_over (game); step++)
        {
          const VikAction *chosen;
          g_array_set_size (legal, 0);
          vik_game_legal_actions (game, legal);
          if (legal->len == 0)
            break;
          for (guint i = 0; i < legal->len; i++)
            {
              const VikAction *a = &g_array_index (legal, VikAction, i);
              char *text = vik_action_to_string (a, vik_game_get_board (game));
              VikAction b;
              if (!vik_action_parse (text, vik_game_get_board (game), &b, &error))
                g_error ("legal action “%s” does not parse: %s", text, error->message);
              if (!vik_action_equal (a, &b))
                g_error ("legal action “%s” parses to another action", text);
              g_free (text);
              checked++;
            }
          chosen = &g_array_index (legal, VikAction, g_rand_int_range (rand, 0, legal->len));
          if (!vik_game_apply (game, chosen, &error))
            g_error ("a legal action was refused: %s", error->message);
        }
      g_assert_cmpuint (checked, >, 100);
      g_array_unref (legal);
      g_rand_free (rand);
      vik_game_free (game);
    }
}

static void
test_names (void)
{
  g_assert_cmpint (vik_unit_letter (VIK_UNIT_CAVALRY), ==, 'C');
  g_assert_cmpint (vik_terrain_letter (VIK_TERRAIN_GRASSLAND), ==, 'G');
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      VikUnitType back;
      g_assert_true (vik_unit_from_letter (vik_unit_letter (t), &back));
      g_assert_cmpint (back, ==, t);
    }
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      VikTerrain back;
      g_assert_true (vik_terrain_from_letter (g_ascii_tolower (vik_terrain_letter (t)), &back));
      g_assert_cmpint (back, ==, t);
    }
  g_assert_false (vik_unit_from_letter ('Z', NULL));
  g_assert_false (vik_terrain_from_letter ('I', NULL));
  g_assert_cmpstr (vik_unit_id (VIK_UNIT_INFANTRY), ==, "infantry");
  g_assert_cmpstr (vik_terrain_id (VIK_TERRAIN_PLAINS), ==, "plains");
  g_assert_cmpstr (vik_unit_name (VIK_UNIT_FRIGATE), ==, "Frigate");
  g_assert_cmpstr (vik_terrain_name (VIK_TERRAIN_MOUNTAIN), ==, "Mountain");
  g_assert_cmpstr (vik_board_label (board, vik_board_index (board, vik_hex_make (0, 0))), ==, "e5");
}

int
main (int argc, char **argv)
{
  int result;

  g_test_init (&argc, &argv, NULL);
  board = vik_board_new (4);
  g_test_add_func ("/notation/examples", test_examples);
  g_test_add_func ("/notation/every-kind", test_every_kind);
  g_test_add_func ("/notation/forgiving", test_forgiving);
  g_test_add_func ("/notation/refusals", test_refusals);
  g_test_add_func ("/notation/fuzz", test_fuzz);
  g_test_add_func ("/notation/list", test_list);
  g_test_add_func ("/notation/names", test_names);
  g_test_add_func ("/notation/legal-actions", test_legal_actions);
  result = g_test_run ();
  vik_board_unref (board);
  return result;
}
