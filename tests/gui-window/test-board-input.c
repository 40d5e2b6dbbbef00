/* test-board-input.c: the board under the mouse and the keyboard, in the game
 * window under a display (issue 13, sections 4 and 5): the board keeps its
 * place, selection, the hex cursor, the accessible labels, and the dialogs'
 * placement and keys. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vik-action-text.h"
#include "vik-board-view.h"
#include "vik-help-window.h"
#include "vik-viktory-painter.h"
#include "vik-policy.h"
#include "vik-position.h"
#include "vik-save.h"
#include "vik-window-private.h"

#include "gui-test-util.h"

static char *tmpdir;

/* Lets GTK lay out and draw for a while. */
static VikWindow *
window_new_sized (int width, int height)
{
  VikWindow *w = vik_window_new (NULL);
  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (w), width, height);
  gui_test_present (GTK_WINDOW (w));
  gui_test_settle ();
  return w;
}

static void
window_free (VikWindow *w)
{
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static void
start (VikWindow *w, int n_players, guint64 seed)
{
  VikGameOptions options = { 0 };
  g_autoptr (GError) error = NULL;
  static const char *names[] = { "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal" };

  options.n_players = n_players;
  options.seed = seed;
  for (int p = 0; p < n_players; p++)
    options.names[p] = names[p];
  g_assert_true (vik_window_start_game (w, &options, NULL, &error));
  g_assert_no_error (error);
  gui_test_settle ();
}

static const VikGame *
game_of (VikWindow *w)
{
  return vik_game_model_get_game (vik_window_get_model (w));
}

/* Where the centre of hex h is in the window's coordinates. */
static void
hex_in_window (VikWindow *w, int h, double *x, double *y)
{
  VikBoardView *view = vik_window_get_board_view (w);
  const VikLayout *layout = vik_board_view_get_layout (view);
  graphene_point_t p;

  vik_layout_hex_to_pixel (layout, vik_game_get_board (game_of (w))->coords[h], x, y);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (w),
                                           &GRAPHENE_POINT_INIT ((float) *x, (float) *y), &p));
  *x = p.x;
  *y = p.y;
}


/* A real click of the primary button (or with Shift: "shift+") through the X
 * server (xdotool's XTest) at a point of the window, in its own coordinates:
 * FALSE when that cannot be done here (no X11, no xdotool). */
static gboolean
real_click (VikWindow *w, double x, double y)
{
  return gui_test_mouse_click (GTK_NATIVE (w), x, y);
}

/* Real key presses through the X server (xdotool's XTest) into the window:
 * FALSE when that cannot be done here. */
static gboolean
real_keys (VikWindow *w, const char *keys)
{
  return gui_test_window_keys (GTK_WINDOW (w), keys);
}

/* A real click on the centre of hex h. */
static gboolean
real_click_hex (VikWindow *w, int h)
{
  double x, y;

  hex_in_window (w, h, &x, &y);
  return real_click (w, x, y);
}


/* One action of the aggressive policy, applied through the model; the
 * hand-off screen is dismissed. */
static gboolean
play_one (VikWindow *w, VikRng *rng)
{
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
  g_autoptr (GError) error = NULL;
  VikAction a;

  if (vik_game_is_over (game_of (w)) || legal == NULL || legal->len == 0)
    return FALSE;
  a = g_array_index (legal, VikAction, vik_policy_choose (VIK_POLICY_AGGRESSIVE, game_of (w),
                                                         (const VikAction *) legal->data, legal->len, rng));
  g_assert_true (vik_game_model_apply (vik_window_get_model (w), &a, &error));
  gui_test_spin ();
  if (vik_window_get_handoff_visible (w))
    gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
  return TRUE;
}

/* Is hex the origin of a legal action of game? */
static gboolean
can_act (const VikGame *game, GArray *legal, int hex)
{
  for (guint i = 0; i < legal->len; i++)
    if (vik_action_origin (game, &g_array_index (legal, VikAction, i)) == hex)
      return TRUE;
  return FALSE;
}

typedef gboolean (*MoveTest) (const VikGame *game, GArray *legal, const VikAction *move);

/* Plays until a legal move passes `test`; FALSE if the game ends first. */
static gboolean
play_until_move (VikWindow *w, guint64 seed, MoveTest test, VikAction *out)
{
  VikRng rng;

  vik_rng_seed (&rng, seed, 3);
  for (int step = 0; step < 3000; step++)
    {
      GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      if (vik_game_get_decision (game_of (w)) == VIK_DECISION_NONE)
        for (guint i = 0; legal != NULL && i < legal->len; i++)
          {
            const VikAction *a = &g_array_index (legal, VikAction, i);
            if (a->kind == VIK_ACTION_MOVE && test (game_of (w), legal, a))
              {
                *out = *a;
                return TRUE;
              }
          }
      if (!play_one (w, &rng))
        return FALSE;
    }
  return FALSE;
}

/* A move onto another of the player's stacks that can act itself. */
static gboolean
onto_own_stack (const VikGame *game, GArray *legal, const VikAction *move)
{
  return can_act (game, legal, move->to) && move->from != move->to;
}

/* A move that reveals hexes (tiles to place) after which the unit can
 * still move on. */
static gboolean
interrupted_by_tiles (const VikGame *game, GArray *legal, const VikAction *move)
{
  g_autoptr (VikGame) copy = vik_game_copy (game);
  g_autoptr (GArray) after = g_array_new (FALSE, TRUE, sizeof (VikAction));

  if (!vik_game_apply (copy, move, NULL) || vik_game_get_decision (copy) != VIK_DECISION_ARRANGE)
    return FALSE;
  while (vik_game_get_decision (copy) != VIK_DECISION_NONE)
    {
      g_array_set_size (after, 0);
      vik_game_legal_actions (copy, after);
      if (after->len == 0 || !vik_game_apply (copy, &g_array_index (after, VikAction, 0), NULL))
        return FALSE;
    }
  g_array_set_size (after, 0);
  vik_game_legal_actions (copy, after);
  return vik_game_get_current_player (copy) == vik_game_get_current_player (game)
         && can_act (copy, after, move->to);
}

static void
count_chosen (VikPlayController *play, gpointer actions, double x, double y, gpointer data)
{
  *(GArray **) data = g_array_copy (actions);
}

/* ---------------------------------------------------------------- section 4 */

/* The prompt bar above the board grows by lines: the board keeps its scale
 * and every hex stays where it was on the screen (clicks land where the
 * player aimed). */
static void
test_prompt_keeps_board (void)
{
  VikWindow *w = window_new_sized (1024, 700);
  VikBoardView *view = vik_window_get_board_view (w);
  GtkLabel *prompt = GTK_LABEL (vik_window_get_part (w, "prompt_label"));
  double size, x0, y0, x1, y1;
  int height, h;

  start (w, 4, 5);
  h = vik_game_get_board (game_of (w))->n_hexes / 2;
  size = vik_board_view_get_hex_size (view);
  height = gtk_widget_get_height (GTK_WIDGET (view));
  hex_in_window (w, h, &x0, &y0);
  gtk_label_set_text (prompt, "One\nTwo\nThree\nFour\nFive");
  gui_test_settle ();
  /* the bar did grow: the board widget is shorter */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (view)), <, height - 30);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), size, 1e-9);
  hex_in_window (w, h, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x1, x0, 0.5);
  g_assert_cmpfloat_with_epsilon (y1, y0, 0.5);
  /* and back */
  gtk_label_set_text (prompt, "One");
  gui_test_settle ();
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), size, 1e-9);
  hex_in_window (w, h, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (y1, y0, 0.5);
  window_free (w);
}

/* How to Play: over the game window (transient, never taller than it),
 * Escape and Ctrl+W close it. */
static void
test_help_window (void)
{
  VikWindow *w = window_new_sized (1024, 600);
  GtkWindow *help;
  GListModel *controllers;
  gboolean escape = FALSE, ctrl_w = FALSE;
  int width, height;

  vik_help_window_present (GTK_WINDOW (w));
  help = NULL;
  {
    GListModel *tops = gtk_window_get_toplevels ();
    for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
      {
        g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);
        if (top != GTK_WINDOW (w) && gtk_window_get_transient_for (top) == GTK_WINDOW (w))
          help = top;
      }
  }
  g_assert_nonnull (help);
  g_object_add_weak_pointer (G_OBJECT (help), (gpointer *) &help);
  gtk_window_get_default_size (help, &width, &height);
  g_assert_cmpint (height, <=, gtk_widget_get_height (GTK_WIDGET (w)));
  g_assert_cmpint (width, <=, gtk_widget_get_width (GTK_WIDGET (w)));
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (help));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (sc));
          GtkShortcutAction *action = gtk_shortcut_get_action (sc);
          if (GTK_IS_NAMED_ACTION (action)
              && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "window.close"))
            {
              escape |= strstr (trigger, "Escape") != NULL;
              ctrl_w |= strstr (trigger, "<Control>w") != NULL;
            }
        }
    }
  g_object_unref (controllers);
  g_assert_true (escape);
  g_assert_true (ctrl_w);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (help), "window.close", NULL));
  gui_test_settle ();
  g_assert_null (help);
  window_free (w);
}

/* Mid-move, a click on another of one's own stacks selects it; Shift+click
 * (vik_play_controller_move_onto_hex) moves the selected unit there. */
static void
test_click_own_stack_selects (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikBoardView *view = vik_window_get_board_view (w);
  VikPlayController *play = vik_window_get_play_controller (w);
  g_autoptr (GArray) chosen = NULL;
  VikAction move = { 0 };
  guint64 seed;

  for (seed = 1; seed < 6; seed++)
    {
      start (w, 2, seed);
      if (play_until_move (w, seed, onto_own_stack, &move))
        break;
    }
  g_assert_cmpuint (seed, <, 6);
  g_signal_connect (play, "actions-chosen", G_CALLBACK (count_chosen), &chosen);
  vik_play_controller_set_selected (play, move.from);
  g_assert_cmpint (vik_play_controller_get_selected (play), ==, move.from);
  /* the move's target is lit, and a plain click selects the stack there */
  g_assert_cmpint (vik_play_controller_get_highlight (play, move.to), !=, VIK_HIGHLIGHT_NONE);
  vik_board_view_click_hex (view, move.to, 0);
  g_assert_null (chosen);
  g_assert_cmpint (vik_play_controller_get_selected (play), ==, move.to);
  /* Shift+click: the move */
  vik_play_controller_set_selected (play, move.from);
  vik_play_controller_move_onto_hex (play, move.to);
  g_assert_nonnull (chosen);
  g_assert_cmpuint (chosen->len, >, 0);
  for (guint i = 0; i < chosen->len; i++)
    {
      g_assert_cmpint (g_array_index (chosen, VikAction, i).from, ==, move.from);
      g_assert_cmpint (g_array_index (chosen, VikAction, i).to, ==, move.to);
    }
  g_signal_handlers_disconnect_by_data (play, &chosen);
  window_free (w);
}

/* The unit whose move is under way [10.0] with MPs left, or -1 (its info in *out). */
static int
moving_unit (const VikGame *game, VikUnitInfo *out)
{
  for (int i = 0; i < vik_game_n_units (game); i++)
    if (vik_game_get_unit (game, i, out) && out->moving && out->mp > 0
        && out->owner == vik_game_get_current_player (game))
      return i;
  return -1;
}

/* A move after which the unit still has MPs and another stack of the player
 * can act. */
static gboolean
leaves_unit_under_way (const VikGame *game, GArray *legal, const VikAction *move)
{
  g_autoptr (VikGame) copy = vik_game_copy (game);
  g_autoptr (GArray) after = g_array_new (FALSE, TRUE, sizeof (VikAction));
  VikUnitInfo u;

  if (!vik_game_apply (copy, move, NULL) || vik_game_get_decision (copy) != VIK_DECISION_NONE
      || vik_game_get_current_player (copy) != vik_game_get_current_player (game)
      || moving_unit (copy, &u) < 0 || u.carrier != 0)
    return FALSE;
  vik_game_legal_actions (copy, after);
  for (guint i = 0; i < after->len; i++)
    {
      const VikAction *a = &g_array_index (after, VikAction, i);
      int from = vik_action_origin (copy, a);
      if (a->kind == VIK_ACTION_MOVE && from != VIK_NO_HEX && from != u.hex)
        return TRUE;
    }
  return FALSE;
}

/* Units move one at a time [10.0]: with a unit's move under way, selecting
 * another stack says, before anything happens, that moving a unit from there
 * ends that move; back on the moving unit the warning goes.  Real clicks. */
static void
test_another_stack_warns (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikPlayController *play = vik_window_get_play_controller (w);
  GtkWidget *note = vik_window_get_part (w, "move_note_label");
  g_autoptr (GError) error = NULL;
  VikUnitInfo u;
  VikAction move, other = { 0 };
  guint64 seed;
  GArray *legal;

  g_assert_nonnull (note);
  for (seed = 1; seed < 8; seed++)
    {
      start (w, 2, seed);
      if (play_until_move (w, seed, leaves_unit_under_way, &move))
        break;
    }
  g_assert_cmpuint (seed, <, 8);
  g_assert_true (vik_game_model_apply (vik_window_get_model (w), &move, &error));
  g_assert_no_error (error);
  gui_test_settle ();
  g_assert_cmpint (moving_unit (game_of (w), &u), >=, 0);
  /* the whole board in view (an earlier test may have left the zoom stored) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (vik_window_get_board_view (w)), "board.zoom-fit", NULL));
  gui_test_settle ();
  legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (a->kind == VIK_ACTION_MOVE && a->from != u.hex)
        {
          other = *a;
          break;
        }
    }
  g_assert_cmpint (other.kind, ==, VIK_ACTION_MOVE);
  /* the moving unit stays selected: no warning */
  vik_play_controller_set_selected (play, u.hex);
  gui_test_settle ();
  g_assert_false (gtk_widget_get_visible (note));

  if (!real_click_hex (w, other.from))
    {
      g_test_skip ("no real input here (X11 and xdotool)");
      window_free (w);
      return;
    }
  g_assert_cmpint (vik_play_controller_get_selected (play), ==, other.from);
  g_assert_true (gtk_widget_get_visible (note));
  {
    const char *text = gtk_label_get_text (GTK_LABEL (note));
    g_autofree char *mp = g_strdup_printf ("%d MP", u.mp);
    g_assert_nonnull (strstr (text, vik_unit_name (u.type)));
    g_assert_nonnull (strstr (text, vik_board_label (vik_game_get_board (game_of (w)), u.hex)));
    g_assert_nonnull (strstr (text, mp));
    g_assert_nonnull (strstr (text, "ends its move"));
    g_assert_nonnull (strstr (text, "10.0"));
  }
  /* nothing ended yet: the unit still moves */
  {
    VikUnitInfo again;
    g_assert_cmpint (moving_unit (game_of (w), &again), >=, 0);
    g_assert_cmpint (again.hex, ==, u.hex);
  }
  /* back on the moving unit's stack: the warning goes */
  g_assert_true (real_click_hex (w, u.hex));
  g_assert_cmpint (vik_play_controller_get_selected (play), ==, u.hex);
  g_assert_false (gtk_widget_get_visible (note));
  /* what it said is the rule: a unit of the other stack moves, the first is done */
  g_assert_true (vik_game_model_apply (vik_window_get_model (w), &other, &error));
  g_assert_no_error (error);
  for (int i = 0; i < vik_game_n_units (game_of (w)); i++)
    {
      VikUnitInfo v;
      if (vik_game_get_unit (game_of (w), i, &v) && v.hex == u.hex && v.type == u.type && v.owner == u.owner
          && v.carrier == 0)
        g_assert_false (v.moving);
    }
  window_free (w);
}

/* [11.3] with the book's rule in words: Red's Cavalry has taken Yellow's
 * Mountain City at (0,0), which supported an Infantry and an Artillery;
 * Yellow has two Infantry (his Capital's at (4,-2), one at (2,0)) and one
 * Artillery at (3,0).  Saved while Yellow chooses, opened in the window. */
static void
load_lost_city (VikWindow *w)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 6, 2, 7);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vik-lost-city-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lost-city.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  g_autofree char *move = NULL, *battle = NULL;
  const VikBoard *board;
  const guint8 dice[] = { 6, 6, 6 };
  gsize len;

#define AT(q, r) vik_board_index (vik_game_get_board (game), vik_hex_make (q, r))
  board = vik_game_get_board (game);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_hex (game, AT (-4, 0), VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, AT (-4, 0), 0, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, AT (-1, 1), 0, VIK_UNIT_CAVALRY);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  vik_position_set_site (game, AT (4, -2), 1, VIK_SITE_TOWN, TRUE);
  vik_position_set_hex (game, AT (0, 0), VIK_TERRAIN_MOUNTAIN, TRUE);
  vik_position_set_site (game, AT (0, 0), 1, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, AT (4, -2), 1, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, AT (2, 0), 1, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, AT (3, 0), 1, VIK_UNIT_ARTILLERY);
  vik_position_begin_turn (game, 0, VIK_PHASE_MOVEMENT, 3);
  move = g_strdup_printf ("C %s-%s", vik_board_label (board, AT (-1, 1)), vik_board_label (board, AT (0, 0)));
  battle = g_strdup_printf ("battle %s", vik_board_label (board, AT (0, 0)));
  g_assert_true (vik_game_apply_text (game, move, &error));
  vik_game_force_dice (game, dice, G_N_ELEMENTS (dice));
  g_assert_true (vik_game_apply_text (game, battle, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ELIMINATE);
#undef AT
  data = vik_game_save_to_data (game, &len);
  g_assert_true (g_file_set_contents (path, data, len, &error));
  g_assert_true (vik_game_model_load (vik_window_get_model (w), file, &error));
  g_assert_no_error (error);
  gui_test_settle ();
  g_unlink (path);
  g_rmdir (dir);
}

static char *
log_text (VikWindow *w)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (vik_window_get_part (w, "log_view")));
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
}

/* After a lost City [11.3] the prompt says which units it takes (what it
 * supported) and that the player chooses; a real click on the Infantry he
 * gives applies it, and the Log says why the Artillery went with it without
 * a choice (he had no other). */
static void
test_lost_city_words (void)
{
  VikWindow *w = window_new_sized (0, 0);
  const VikBoard *board;
  const char *prompt;
  int city, infantry, artillery;

  load_lost_city (w);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (vik_window_get_board_view (w)), "board.zoom-fit", NULL));
  gui_test_settle ();
  board = vik_game_get_board (game_of (w));
  city = vik_board_index (board, vik_hex_make (0, 0));
  infantry = vik_board_index (board, vik_hex_make (2, 0));
  artillery = vik_board_index (board, vik_hex_make (3, 0));
  g_assert_cmpint (vik_game_get_decider (game_of (w)), ==, 1);
  prompt = vik_window_get_prompt (w);
  {
    g_autofree char *lost = g_strdup_printf ("lost City at %s takes 1 Infantry and 1 Artillery with it",
                                             vik_board_label (board, city));
    g_assert_nonnull (strstr (prompt, lost));
  }
  g_assert_nonnull (strstr (prompt, "the units it supported (11.3)"));
  g_assert_nonnull (strstr (prompt, "You choose which"));

  if (!real_click_hex (w, infantry))
    {
      g_test_skip ("no real input here (X11 and xdotool)");
      window_free (w);
      return;
    }
  if (vik_window_get_handoff_visible (w))
    gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
  gui_test_settle ();
  g_assert_cmpint (vik_game_get_decision (game_of (w)), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_units (game_of (w), infantry, 1, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_map_units (game_of (w), 1, VIK_UNIT_ARTILLERY), ==, 0);
  {
    g_autofree char *log = log_text (w);
    g_autofree char *chosen = g_strdup_printf ("Yellow eliminates Infantry at %s (11.3)", vik_board_label (board, infantry));
    g_autofree char *forced = g_strdup_printf ("Yellow eliminates Artillery at %s for the lost City at %s: "
                                               "no other choice was left (11.3)",
                                               vik_board_label (board, artillery), vik_board_label (board, city));
    g_assert_nonnull (strstr (log, chosen));
    g_assert_nonnull (strstr (log, forced));
  }
  window_free (w);
}

/* Subjugation [16.82]: when the Ruler must withdraw from his new Vassal's
 * capital, the capital is selected for him and the hexes next to it are lit;
 * a click on one chooses the withdrawal there. */
static void
test_withdrawal_selected (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikBoardView *view = vik_window_get_board_view (w);
  VikPlayController *play = vik_window_get_play_controller (w);
  g_autoptr (GArray) chosen = NULL;
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikAction withdraw = vik_action_make (VIK_ACTION_WITHDRAW);
  gboolean found = FALSE;

  rules.options = 1u << VIK_OPTION_SUBJUGATION;
  for (guint64 seed = 1; seed < 12 && !found; seed++)
    {
      VikGameOptions options = { .n_players = 2, .seed = seed, .rules = &rules };
      VikRng rng;
      g_autoptr (GError) error = NULL;

      g_assert_true (vik_window_start_game (w, &options, NULL, &error));
      gui_test_settle ();
      vik_rng_seed (&rng, seed, 5);
      for (int step = 0; step < 4000 && !found; step++)
        {
          GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
          if (vik_game_get_decision (game_of (w)) == VIK_DECISION_WITHDRAW && legal != NULL && legal->len > 0)
            {
              withdraw = g_array_index (legal, VikAction, legal->len - 1);
              found = withdraw.to != VIK_NO_HEX;
            }
          if (!found && !play_one (w, &rng))
            break;
        }
    }
  g_assert_true (found);
  gui_test_settle ();
  g_assert_cmpint (vik_play_controller_get_selected (play), ==, withdraw.from);
  g_assert_cmpint (vik_play_controller_get_highlight (play, withdraw.to), !=, VIK_HIGHLIGHT_NONE);
  g_signal_connect (play, "actions-chosen", G_CALLBACK (count_chosen), &chosen);
  vik_board_view_click_hex (view, withdraw.to, 0);
  if (chosen != NULL) /* several unit types could go there: a menu is offered */
    for (guint i = 0; i < chosen->len; i++)
      {
        g_assert_cmpint (g_array_index (chosen, VikAction, i).kind, ==, VIK_ACTION_WITHDRAW);
        g_assert_cmpint (g_array_index (chosen, VikAction, i).to, ==, withdraw.to);
      }
  else /* one: it was applied */
    g_assert_cmpint (vik_game_hex_units (game_of (w), withdraw.to, vik_game_get_current_player (game_of (w)),
                                         withdraw.unit), >, 0);
  g_signal_handlers_disconnect_by_data (play, &chosen);
  window_free (w);
}

/* Red's Building phase on a Plains board: his Capital Town at (-4,0) and a
 * Town at (0,0), which may be upgraded, and with Town/City Relocation [16.5]
 * also moved to a hex next to it. */
static void
load_building_position (VikWindow *w, guint32 options)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "building.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  gsize len;

  rules.options = options;
  game = vik_position_new (&rules, 5, 2, 3);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, vik_board_index (vik_game_get_board (game), vik_hex_make (-4, 0)), 0,
                         VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, vik_board_index (vik_game_get_board (game), vik_hex_make (0, 0)), 0,
                         VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, vik_board_index (vik_game_get_board (game), vik_hex_make (4, -4)), 1,
                         VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 2);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 3);
  g_assert_true (vik_game_check_invariants (game, &error));
  data = vik_game_save_to_data (game, &len);
  g_assert_true (g_file_set_contents (path, data, len, &error));
  g_assert_true (vik_game_model_load (vik_window_get_model (w), file, &error));
  g_assert_no_error (error);
  g_unlink (path);
  gui_test_settle ();
}

/* [16.5]: the first click on one's Town that can be upgraded or relocated
 * offers both (the upgrade and each hex it may move to) and selects it, its
 * new sites lit; a click on one of those relocates it.  Without the rule the
 * click upgrades the Town at once. */
static void
test_relocation_or_upgrade (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikBoardView *view = vik_window_get_board_view (w);
  VikPlayController *play = vik_window_get_play_controller (w);
  g_autoptr (GArray) chosen = NULL;
  int town, to = VIK_NO_HEX;
  guint upgrades = 0, relocations = 0;

  load_building_position (w, 1u << VIK_OPTION_RELOCATION);
  town = vik_board_index (vik_game_get_board (game_of (w)), vik_hex_make (0, 0));
  g_signal_connect (play, "actions-chosen", G_CALLBACK (count_chosen), &chosen);
  vik_board_view_click_hex (view, town, 0);
  gui_test_settle ();
  g_assert_nonnull (chosen);
  for (guint i = 0; i < chosen->len; i++)
    {
      const VikAction *a = &g_array_index (chosen, VikAction, i);
      if (a->kind == VIK_ACTION_CITY)
        {
          g_assert_cmpint (a->to, ==, town);
          g_assert_cmpuint (relocations, ==, 0);   /* the upgrade first */
          upgrades++;
        }
      else
        {
          g_assert_cmpint (a->kind, ==, VIK_ACTION_RELOCATE);
          g_assert_cmpint (a->from, ==, town);
          g_assert_cmpint (vik_board_distance (vik_game_get_board (game_of (w)), a->from, a->to), ==, 1);
          relocations++;
          to = a->to;
        }
    }
  g_assert_cmpuint (upgrades, ==, 1);
  g_assert_cmpuint (relocations, ==, 6);     /* every hex around: Plains, nothing near */
  g_assert_true (vik_board_view_has_popover (view));
  g_assert_cmpint (vik_play_controller_get_selected (play), ==, town);
  g_assert_cmpint (vik_play_controller_get_highlight (play, to), ==, VIK_HIGHLIGHT_BUILD);
  /* a click on a lit hex next to it: the relocation */
  vik_play_controller_close_menu (play);
  g_clear_pointer (&chosen, g_array_unref);
  vik_board_view_click_hex (view, to, 0);
  gui_test_settle ();
  g_assert_cmpint (vik_game_hex_site (game_of (w), to), ==, VIK_SITE_TOWN);
  g_assert_cmpint (vik_game_hex_site (game_of (w), town), ==, VIK_SITE_NONE);

  /* Without Relocation: one click, the upgrade. */
  load_building_position (w, 0);
  g_clear_pointer (&chosen, g_array_unref);
  vik_board_view_click_hex (view, town, 0);
  gui_test_settle ();
  g_assert_nonnull (chosen);
  g_assert_cmpuint (chosen->len, ==, 1);
  g_assert_cmpint (vik_game_hex_site (game_of (w), town), ==, VIK_SITE_CITY);
  g_signal_handlers_disconnect_by_data (play, &chosen);
  window_free (w);
}

/* A move that reveals tiles: while the tiles are placed [7.0] nothing is
 * selected, and afterwards the unit that moved is selected again. */
static void
test_selection_survives_tiles (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikBoardView *view = vik_window_get_board_view (w);
  VikPlayController *play = vik_window_get_play_controller (w);
  VikAction move = { 0 };
  guint64 seed;

  for (seed = 1; seed < 8; seed++)
    {
      start (w, 2, seed);
      if (play_until_move (w, seed, interrupted_by_tiles, &move))
        break;
    }
  g_assert_cmpuint (seed, <, 8);
  vik_play_controller_set_selected (play, move.from);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i", move.to));
  gui_test_spin ();
  /* the click may mean several moves (a menu); the test applies the one it found */
  if (vik_game_get_decision (game_of (w)) != VIK_DECISION_ARRANGE)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (vik_game_model_apply (vik_window_get_model (w), &move, &error));
      gui_test_spin ();
    }
  g_assert_cmpint (vik_game_get_decision (game_of (w)), ==, VIK_DECISION_ARRANGE);
  /* a waiting hex clicked: the menu of tiles opens and the hex tooltip
   * stays away from it */
  {
    GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
    g_assert_false (vik_board_view_has_popover (view));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i",
                                               g_array_index (legal, VikAction, 0).to));
    gui_test_settle ();
    if (vik_game_get_decision (game_of (w)) == VIK_DECISION_ARRANGE)
      g_assert_true (vik_board_view_has_popover (view));
  }
  while (vik_game_get_decision (game_of (w)) != VIK_DECISION_NONE)
    {
      GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      g_autoptr (GError) error = NULL;
      g_assert_true (vik_game_model_apply (vik_window_get_model (w), &g_array_index (legal, VikAction, 0), &error));
      gui_test_spin ();
    }
  g_assert_cmpint (vik_play_controller_get_selected (play), ==, move.to);
  window_free (w);
}

/* At 1024x700 with four players, at the default zoom, the text on the
 * counters (the owner's letter, "2I") is at least 11 px. */
static void
test_readable_counters (void)
{
  VikWindow *w = window_new_sized (1024, 700);
  VikBoardView *view = vik_window_get_board_view (w);
  double size;

  start (w, 4, 5);
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);
  size = vik_board_view_get_hex_size (view);
  g_test_message ("window %dx%d, hex size %.1f px, counter text %.1f px",
                  gtk_widget_get_width (GTK_WIDGET (w)), gtk_widget_get_height (GTK_WIDGET (w)),
                  size, vik_board_unit_text_size (size));
  g_assert_cmpfloat (vik_board_unit_text_size (size), >=, 11.0);
  /* and the text scales with the zoom, never below 11 px while drawn */
  g_assert_cmpfloat (vik_board_unit_text_size (14.0), >=, 11.0);
  g_assert_cmpfloat (vik_board_unit_text_size (100.0), >, vik_board_unit_text_size (40.0));
  window_free (w);
}

/* ---------------------------------------------------------------- section 5 */

/* A key press as the board's key controller receives it from GTK. */
static gboolean
press (VikBoardView *view, guint keyval, GdkModifierType state)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  gboolean handled = FALSE;
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        {
          g_signal_emit_by_name (c, "key-pressed", keyval, 0u, state, &handled);
          found = TRUE;
        }
    }
  g_object_unref (controllers);
  g_assert_true (found);
  gui_test_spin ();
  return handled;
}

/* A hex that one legal action alone targets (Enter there applies it without a menu). */
static int
single_target (VikWindow *w)
{
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));

  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      int t = vik_action_target (game_of (w), a), n = 0;
      if (t == VIK_NO_HEX || vik_action_origin (game_of (w), a) != VIK_NO_HEX)
        continue;
      for (guint j = 0; j < legal->len; j++)
        n += vik_action_target (game_of (w), &g_array_index (legal, VikAction, j)) == t;
      if (n == 1)
        return t;
    }
  return VIK_NO_HEX;
}

/* The hex cursor: arrows and Q W E A S D move it, Ctrl+arrows are left to
 * panning, Enter acts there; the board's accessible description reads the
 * hex and what Enter does; the focus stays on the board after the action;
 * the live label tells what happened. */
static void
test_keyboard_cursor (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikBoardView *view = vik_window_get_board_view (w);
  VikPlayController *play = vik_window_get_play_controller (w);
  const VikBoard *board;
  g_autofree char *expected = NULL;
  GtkWidget *announcer = NULL;
  int c, town;
  guint n_history = 0;

  start (w, 3, 7);
  board = vik_game_get_board (game_of (w));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_GRID);
  gtk_widget_grab_focus (GTK_WIDGET (view));
  gui_test_settle ();
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  /* the cursor starts at the centre */
  c = vik_board_view_get_cursor (view);
  g_assert_cmpint (c, ==, vik_board_index (board, vik_hex_make (0, 0)));
  g_assert_true (press (view, GDK_KEY_Up, 0));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, board->neighbors[c][VIK_DIR_N]);
  g_assert_true (press (view, GDK_KEY_Down, 0));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, c);
  g_assert_true (press (view, GDK_KEY_d, 0));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, board->neighbors[c][VIK_DIR_SE]);
  g_assert_true (press (view, GDK_KEY_q, 0));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, c);
  /* Right twice: up then down, along the row */
  g_assert_true (press (view, GDK_KEY_Right, 0));
  g_assert_true (press (view, GDK_KEY_Right, 0));
  g_assert_cmpint (board->coords[vik_board_view_get_cursor (view)].q, ==, board->coords[c].q + 2);
  g_assert_cmpint (vik_hex_distance (board->coords[vik_board_view_get_cursor (view)], board->coords[c]), ==, 2);
  /* Ctrl+arrows pan (a binding), they do not move the cursor */
  vik_board_view_set_cursor (view, c);
  g_assert_false (press (view, GDK_KEY_Up, GDK_CONTROL_MASK));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, c);

  /* on a hex where the player may act: the description says so */
  {
    VikRng rng;
    vik_rng_seed (&rng, 7, 5);
    for (int i = 0; i < 200 && single_target (w) == VIK_NO_HEX; i++)
      g_assert_true (play_one (w, &rng));
  }
  town = single_target (w);
  g_assert_cmpint (town, !=, VIK_NO_HEX);
  gtk_widget_grab_focus (GTK_WIDGET (view));
  gui_test_settle ();
  vik_board_view_set_cursor (view, town);
  expected = vik_hex_accessible_text (game_of (w), town, vik_game_get_current_player (game_of (w)),
                                      vik_play_controller_get_highlight (play, town), FALSE);
  g_assert_nonnull (strstr (expected, vik_board_label (board, town)));
  g_assert_cmpint (vik_play_controller_get_highlight (play, town), !=, VIK_HIGHLIGHT_NONE);
  g_assert_nonnull (strstr (expected, "highlighted: "));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  /* Enter acts there, and the focus stays on the board */
  vik_game_get_history (game_of (w), &n_history);
  g_assert_true (press (view, GDK_KEY_Return, 0));
  gui_test_settle ();
  {
    guint n = 0;
    vik_game_get_history (game_of (w), &n);
    g_assert_cmpuint (n, ==, n_history + 1);
  }
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));

  /* the live label says what happened */
  for (GtkWidget *c2 = gtk_widget_get_first_child (gtk_widget_get_parent (GTK_WIDGET (view)));
       c2 != NULL; c2 = gtk_widget_get_next_sibling (c2))
    if (g_strcmp0 (gtk_widget_get_name (c2), "announcer") == 0)
      announcer = c2;
  g_assert_nonnull (announcer);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (announcer), GTK_ACCESSIBLE_ROLE_STATUS);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (announcer)), vik_board_label (board, town)));
  window_free (w);
}

/* The hex cursor's ring is the keyboard's: a new game's board has the focus
 * without it, a real click moves the cursor to the clicked hex but shows no
 * ring (it would look like a selection), Enter then only shows it, the first
 * Tab shows it on the board (the board is the first focus) and the next one
 * leaves the board; Shift+Tab back shows it, an arrow moves it, a click hides
 * it again. */
static void
test_cursor_ring_keyboard_only (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikBoardView *view = vik_window_get_board_view (w);
  const VikBoard *board;
  int hex;
  guint n_history = 0, n = 0;

  start (w, 3, 42);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.zoom-fit", NULL));
  gui_test_settle ();
  board = vik_game_get_board (game_of (w));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_false (vik_board_view_get_cursor_shown (view));
  hex = vik_board_index (board, vik_hex_make (0, 2));
  g_assert_cmpint (hex, !=, VIK_NO_HEX);
  if (!real_click_hex (w, hex))
    {
      g_test_skip ("no real input here (X11 and xdotool)");
      window_free (w);
      return;
    }
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, hex);
  g_assert_false (vik_board_view_get_cursor_shown (view));
  /* Enter on a hidden cursor acts on nothing: it shows the cursor */
  vik_game_get_history (game_of (w), &n_history);
  g_assert_true (real_keys (w, "Return"));
  vik_game_get_history (game_of (w), &n);
  g_assert_cmpuint (n, ==, n_history);
  g_assert_true (vik_board_view_get_cursor_shown (view));
  g_assert_true (real_click_hex (w, hex));
  g_assert_false (vik_board_view_get_cursor_shown (view));
  /* the first Tab: the board's cursor, where the click left it */
  g_assert_true (real_keys (w, "Tab"));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_true (vik_board_view_get_cursor_shown (view));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, hex);
  /* the next Tab leaves the board, Shift+Tab comes back with the ring */
  g_assert_true (real_keys (w, "Tab"));
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_true (real_keys (w, "shift+Tab"));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_true (vik_board_view_get_cursor_shown (view));
  /* an arrow moves it; a click hides it again */
  g_assert_true (real_click_hex (w, hex));
  g_assert_false (vik_board_view_get_cursor_shown (view));
  g_assert_true (real_keys (w, "Up"));
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, board->neighbors[hex][VIK_DIR_N]);
  g_assert_true (vik_board_view_get_cursor_shown (view));
  g_assert_true (real_click_hex (w, hex));
  g_assert_false (vik_board_view_get_cursor_shown (view));
  window_free (w);
}

/* The window resized as a player drags its edge (the real window, through
 * GTK), then laid out. */
static void
resize_window (VikWindow *w, int width, int height)
{
  gtk_window_set_default_size (GTK_WINDOW (w), width, height);
  for (int i = 0; i < 30; i++)
    gui_test_settle ();
}

/* At 800 px the side panel folds away (an AdwFlap) and the board takes the
 * window's width, centred; the header's button and F9 (win.toggle-side-panel)
 * show the panel over the board; a wide window has it beside the board
 * again. */
static void
test_narrow_window_folds_side_panel (void)
{
  VikWindow *w = window_new_sized (800, 700);
  VikBoardView *view = vik_window_get_board_view (w);
  AdwFlap *flap = ADW_FLAP (vik_window_get_part (w, "flap"));
  GtkWidget *button = vik_window_get_part (w, "side_panel_button");
  double x0, y0, x1, y1;
  const VikBoard *board;

  start (w, 3, 7);
  for (int i = 0; i < 30; i++)
    gui_test_settle ();
  g_assert_nonnull (flap);
  g_assert_nonnull (button);
  g_test_message ("window %d px wide, board %d px", gtk_widget_get_width (GTK_WIDGET (w)),
                  gtk_widget_get_width (GTK_WIDGET (view)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (w)), <=, 820);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  /* the board has the window's width, not what a panel beside it leaves */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), >=, gtk_widget_get_width (GTK_WIDGET (w)) - 10);
  /* and the whole board is in view, centred */
  board = vik_game_get_board (game_of (w));
  x0 = y0 = G_MAXDOUBLE;
  x1 = y1 = -G_MAXDOUBLE;
  for (int h = 0; h < board->n_hexes; h++)
    {
      double x, y;
      vik_board_view_get_hex_position (view, h, &x, &y);
      x0 = MIN (x0, x);
      y0 = MIN (y0, y);
      x1 = MAX (x1, x);
      y1 = MAX (y1, y);
    }
  g_assert_cmpfloat (x0, >=, 0);
  g_assert_cmpfloat (y0, >=, 0);
  g_assert_cmpfloat (x1, <=, gtk_widget_get_width (GTK_WIDGET (view)));
  g_assert_cmpfloat (y1, <=, gtk_widget_get_height (GTK_WIDGET (view)));
  g_assert_cmpfloat (fabs ((x0 + x1) / 2 - gtk_widget_get_width (GTK_WIDGET (view)) / 2.0), <, 2.0);
  /* F9 shows the panel over the board, and hides it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.toggle-side-panel", NULL));
  gui_test_settle ();
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.toggle-side-panel", NULL));
  gui_test_settle ();
  g_assert_false (adw_flap_get_reveal_flap (flap));
  /* the header's button too */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  gui_test_settle ();
  g_assert_true (adw_flap_get_reveal_flap (flap));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), FALSE);

  /* wide: beside the board again; the button (F9) hides it there too */
  resize_window (w, 1300, 800);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (w)), >=, 1200);
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, gtk_widget_get_width (GTK_WIDGET (w)) - 300);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.toggle-side-panel", NULL));
  for (int i = 0; i < 30; i++)
    gui_test_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), >=, gtk_widget_get_width (GTK_WIDGET (w)) - 10);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.toggle-side-panel", NULL));
  window_free (w);
}

/* Zoomed and panned, then the window made smaller: the zoom (the hex size
 * relative to the fitted board) and the board point at the view's centre
 * stay, so the view is the same, scaled: nothing more of the board is cut
 * than the zoom cuts (no Ctrl+0 needed). */
static void
test_resize_keeps_view (void)
{
  VikWindow *w = window_new_sized (1300, 850);
  VikBoardView *view = vik_window_get_board_view (w);
  double zoom, px, py, qx, qy, size_before;
  const VikLayout *l;

  start (w, 3, 7);
  for (int i = 0; i < 10; i++)
    gui_test_settle ();
  vik_board_view_fit (view);
  gui_test_settle ();
  vik_board_view_zoom (view, 1.6);
  vik_board_view_pan (view, 40, -25);
  gui_test_settle ();
  zoom = vik_board_view_get_zoom (view);
  l = vik_board_view_get_layout (view);
  size_before = l->size;
  px = (gtk_widget_get_width (GTK_WIDGET (view)) / 2.0 - l->origin_x) / l->size;
  py = (gtk_widget_get_height (GTK_WIDGET (view)) / 2.0 - l->origin_y) / l->size;

  resize_window (w, 1000, 650);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (w)), <, 1100);
  l = vik_board_view_get_layout (view);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), zoom, 1e-9);
  g_assert_cmpfloat (l->size, <, size_before);
  qx = (gtk_widget_get_width (GTK_WIDGET (view)) / 2.0 - l->origin_x) / l->size;
  qy = (gtk_widget_get_height (GTK_WIDGET (view)) / 2.0 - l->origin_y) / l->size;
  g_assert_cmpfloat_with_epsilon (qx, px, 0.05);
  g_assert_cmpfloat_with_epsilon (qy, py, 0.05);
  /* the hex size is the zoom of the board fitted to the smaller view */
  {
    VikLayout fit;
    vik_board_painter_fit (vik_board_view_get_painter (view), gtk_widget_get_width (GTK_WIDGET (view)),
                           gtk_widget_get_height (GTK_WIDGET (view)), &fit);
    g_assert_cmpfloat_with_epsilon (l->size, fit.size * zoom, 0.01 * l->size);
  }
  window_free (w);
}

/* Focus coming to a zoomed and panned board (as with a mouse press) never
 * pans it: only keys that move the cursor out of view do. */
static void
test_focus_keeps_view (void)
{
  VikWindow *w = window_new_sized (0, 0);
  VikBoardView *view = vik_window_get_board_view (w);
  VikLayout before;
  const VikBoard *board;
  int c, far;

  start (w, 3, 7);
  board = vik_game_get_board (game_of (w));
  vik_board_view_zoom (view, 3.0);
  vik_board_view_pan (view, 2000, 2000);   /* the centre far off to the bottom right */
  gui_test_settle ();
  before = (*vik_board_view_get_layout (view));
  gtk_widget_grab_focus (GTK_WIDGET (view));
  gui_test_settle ();
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_cmpfloat ((*vik_board_view_get_layout (view)).origin_x, ==, before.origin_x);
  g_assert_cmpfloat ((*vik_board_view_get_layout (view)).origin_y, ==, before.origin_y);
  /* a key that moves the cursor brings it into view */
  c = vik_board_view_get_cursor (view);
  g_assert_cmpint (c, !=, VIK_NO_HEX);
  g_assert_true (press (view, GDK_KEY_Up, 0));
  far = vik_board_view_get_cursor (view);
  g_assert_cmpint (far, ==, board->neighbors[c][VIK_DIR_N]);
  {
    double x, y;
    vik_layout_hex_to_pixel (&(*vik_board_view_get_layout (view)), board->coords[far], &x, &y);
    g_assert_cmpfloat (x, >=, 0);
    g_assert_cmpfloat (x, <=, gtk_widget_get_width (GTK_WIDGET (view)));
    g_assert_cmpfloat (y, >=, 0);
    g_assert_cmpfloat (y, <=, gtk_widget_get_height (GTK_WIDGET (view)));
  }
  window_free (w);
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-board-XXXXXX");
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "autosave.vik", NULL);
    g_setenv ("VIKTORY_AUTOSAVE", autosave, TRUE);
  }
  /* GTK's test accessibility backend: the roles and properties a screen
   * reader would get can be checked */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();

  g_test_add_func ("/gui/board/prompt-keeps-board-in-place", test_prompt_keeps_board);
  g_test_add_func ("/gui/board/readable-counters-at-1024x700", test_readable_counters);
  g_test_add_func ("/gui/board/narrow-window-folds-side-panel", test_narrow_window_folds_side_panel);
  g_test_add_func ("/gui/board/resized-window-keeps-view", test_resize_keeps_view);
  g_test_add_func ("/gui/board/help-window-placed-and-closed-by-keys", test_help_window);
  g_test_add_func ("/gui/board/click-on-own-stack-selects-it", test_click_own_stack_selects);
  g_test_add_func ("/gui/board/10.0/another-stack-warns-before-ending-a-move", test_another_stack_warns);
  g_test_add_func ("/gui/board/11.3/lost-city-says-what-it-takes", test_lost_city_words);
  g_test_add_func ("/gui/board/7.0/selection-survives-placing-tiles", test_selection_survives_tiles);
  g_test_add_func ("/gui/board/16.82/withdrawal-starts-from-the-capital", test_withdrawal_selected);
  g_test_add_func ("/gui/board/16.5/town-offers-upgrade-and-relocation", test_relocation_or_upgrade);
  g_test_add_func ("/gui/board/keyboard-cursor-and-screen-reader", test_keyboard_cursor);
  g_test_add_func ("/gui/board/cursor-ring-keyboard-only-board-first-focus", test_cursor_ring_keyboard_only);
  g_test_add_func ("/gui/board/focus-keeps-view-keys-follow-cursor", test_focus_keeps_view);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  return status;
}
