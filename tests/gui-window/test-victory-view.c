/* test-victory-view.c: the *Victory* window's view of its board under a
 * display, with real keys and clicks through the X server (xdotool) where
 * they can be sent: zoom and fit by the keys and Ctrl+wheel, the window's
 * size and the board's zoom remembered in GSettings and restored; a game
 * played from the keyboard with the hex cursor, its accessible description
 * read through GTK's test accessibility backend; the side panel's rows
 * reached by Tab and activated by Enter; the board exported through
 * the primary menu and the file chooser, as the player at the table sees it;
 * the game replayed (Ctrl+R) as that player saw it, stepped with real keys,
 * read-only; its statistics (Ctrl+I). */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gui-test-util.h"
#include "vic-action-list.h"
#include "vic-action-row.h"
#include "vic-action-words.h"
#include "vic-board-export.h"
#include "vic-game-model-start.h"
#include "vic-window-replay.h"
#include "vik-stats-view.h"
#include "vic-hex-popover.h"
#include "vic-map-draw.h"
#include "vic-phase-guide.h"
#include "vic-policy.h"
#include "vik-rng.h"
#include "vic-window.h"
#include "vik-board-view.h"
#include "vik-replay-bar.h"

/* Were real keys and clicks sent?  (Where not, the test says so and skips
 * the parts that need them.) */
static gboolean have_xdotool;

static GSettings *
settings (void)
{
  return g_settings_new ("io.github.viktory.Viktory");
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* A Victory window with Quick Start for two people, shown. */
static VicWindow *
window_with_game (guint64 seed)
{
  VicWindow *w = vic_window_new (NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (vic_window_start_preset (w, "quick-start", 2, NULL, NULL, NULL, seed, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (w));
  g_assert_true (gui_test_spin_until (mapped, w, 5));
  gui_test_settle ();
  return w;
}

/* The pointer to (x, y) of the window, then xdotool's `then` ("keydown ctrl
 * click 4 keyup ctrl"); FALSE when it cannot be run here. */
static gboolean
xdotool_at (GtkWindow *window, double x, double y, const char *then)
{
  return gui_test_pointer_at (GTK_NATIVE (window), x, y, then);
}

static gboolean
keys (const char *key)
{
  const char *const list[] = { key, NULL };
  gboolean sent = gui_test_keys (list);

  gui_test_settle ();
  return sent;
}

/* Ctrl+− Ctrl++ Ctrl+0 with the focus off the board (on a side panel
 * row) and on it; Ctrl+wheel over the board; the zoom stored as it goes. */
static void
test_zoom_keys (void)
{
  VicWindow *w = window_with_game (3);
  VikBoardView *view = vic_window_get_board_view (w);
  g_autoptr (GSettings) s = settings ();
  GtkWidget *row = vic_side_panel_get_row (vic_window_get_side_panel (w), 0);
  double size_fit;

  vik_board_view_fit (view);
  gui_test_settle ();
  size_fit = vik_board_view_get_hex_size (view);
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);
  /* the actions, as the menu has them */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), size_fit * 1.25, 1e-6);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"), 1.25, 1e-9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-fit", NULL));
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);

  /* real keys: the focus on a row of the side panel, then on the board */
  g_assert_nonnull (row);
  gtk_widget_grab_focus (row);
  gui_test_settle ();
  g_assert_true (gtk_widget_has_focus (row));
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (view)));
  have_xdotool = keys ("ctrl+minus");
  if (!have_xdotool)
    {
      g_test_message ("no xdotool here: the real keys and the wheel are not tried");
      gtk_window_destroy (GTK_WINDOW (w));
      return;
    }
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 0.8, 1e-9);
  g_assert_true (keys ("ctrl+plus"));
  g_assert_true (keys ("ctrl+equal"));
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"), 1.25, 1e-9);
  g_assert_true (keys ("ctrl+0"));
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (view)));
  /* on the board */
  gtk_widget_grab_focus (GTK_WIDGET (view));
  gui_test_settle ();
  g_assert_true (keys ("ctrl+minus"));
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 0.8, 1e-9);
  g_assert_true (keys ("ctrl+0"));
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);
  /* Ctrl+wheel over the board's middle zooms in there */
  {
    graphene_point_t p;
    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (w),
                                             &GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (view)) / 2.0f,
                                                                   gtk_widget_get_height (GTK_WIDGET (view)) / 2.0f),
                                             &p));
    g_assert_true (xdotool_at (GTK_WINDOW (w), p.x, p.y, "keydown ctrl click 4 keyup ctrl"));
    g_assert_cmpfloat (vik_board_view_get_zoom (view), >, 1.0);
    g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"),
                                    vik_board_view_get_zoom (view), 1e-9);
    g_assert_true (xdotool_at (GTK_WINDOW (w), p.x, p.y, "keydown ctrl click 5 click 5 keyup ctrl"));
    g_assert_cmpfloat (vik_board_view_get_zoom (view), <, 1.0);
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static gboolean
is_narrower (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) < 1100;
}

/* The size and the zoom stored on closing come back in the next window, and
 * a new game there keeps the zoom (centred at it, not fitted). */
static void
test_remembered (void)
{
  VicWindow *w = window_with_game (4);
  VikBoardView *view = vic_window_get_board_view (w);
  g_autoptr (GSettings) s = settings ();
  g_autoptr (GError) error = NULL;
  int width, height;

  gtk_window_set_default_size (GTK_WINDOW (w), 980, 700);
  g_assert_true (gui_test_spin_until (is_narrower, w, 5));
  for (int i = 0; i < 20; i++)
    gui_test_settle ();
  gtk_window_get_default_size (GTK_WINDOW (w), &width, &height);
  g_test_message ("%d x %d, drawn %d wide", width, height, gtk_widget_get_width (GTK_WIDGET (w)));
  /* the window opened at the zoom the last test left: fitted, then twice in */
  if (have_xdotool)
    g_assert_cmpfloat (vik_board_view_get_zoom (view), <, 1.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-fit", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL));
  gtk_window_close (GTK_WINDOW (w));   /* the close request stores the size */
  gui_test_settle ();
  g_assert_cmpint (g_settings_get_int (s, "victory-window-width"), ==, width);
  g_assert_cmpint (g_settings_get_int (s, "victory-window-height"), ==, height);
  g_assert_cmpint (abs (width - 980), <, 40);
  g_assert_false (g_settings_get_boolean (s, "victory-window-maximized"));
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"), 1.5625, 1e-9);

  w = vic_window_new (NULL);
  view = vic_window_get_board_view (w);
  {
    int w2, h2;
    gtk_window_get_default_size (GTK_WINDOW (w), &w2, &h2);
    g_assert_cmpint (w2, ==, width);
    g_assert_cmpint (h2, ==, height);
  }
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.5625, 1e-9);
  g_assert_true (vic_window_start_preset (w, "quick-start", 2, NULL, NULL, NULL, 5, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (w));
  g_assert_true (gui_test_spin_until (mapped, w, 5));
  gui_test_settle ();
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.5625, 1e-9);
  g_assert_cmpint (abs (gtk_widget_get_width (GTK_WIDGET (w)) - width), <, 40);
  /* the board is centred at that zoom: the middle hex in the middle */
  {
    const VicGame *game = vic_game_model_get_game (vic_window_get_model (w));
    const VicMap *map = vic_game_get_map (game);
    double bx, by, bw, bh, cx, cy;
    vic_map_draw_bounds (map, &bx, &by, &bw, &bh);
    cx = vik_board_view_get_layout (view)->origin_x + vik_board_view_get_hex_size (view) * (bx + bw / 2);
    cy = vik_board_view_get_layout (view)->origin_y + vik_board_view_get_hex_size (view) * (by + bh / 2);
    g_assert_cmpfloat (fabs (cx - gtk_widget_get_width (GTK_WIDGET (view)) / 2.0), <, 2);
    g_assert_cmpfloat (fabs (cy - gtk_widget_get_height (GTK_WIDGET (view)) / 2.0), <, 2);
  }
  /* Ctrl+0 fits again, and that is stored */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-fit", NULL));
  g_assert_cmpfloat (g_settings_get_double (s, "victory-board-zoom"), ==, 1.0);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* ---------------------------------------------------------------- keyboard play */

static const VicGame *
game_of (VicWindow *w)
{
  return vic_game_model_get_game (vic_window_get_model (w));
}

static guint
n_actions (VicWindow *w)
{
  guint n = 0;

  vic_game_get_history (game_of (w), &n);
  return n;
}

/* The board's accessible description is the painter's words for the hex
 * under the cursor. */
static void
assert_description (VicWindow *w)
{
  VikBoardView *view = vic_window_get_board_view (w);
  g_autofree char *words = vik_board_painter_describe (vik_board_view_get_painter (view),
                                                       vik_board_view_get_cursor (view));

  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words);
}

/* Walks the hex cursor to `target` with real letter keys (Q W E A S D: NW N
 * NE SW S SE), each step checked. */
static void
walk_to (VicWindow *w, int target)
{
  static const char *const letters[6] = { "w", "e", "d", "s", "a", "q" };   /* VikDirection order */
  VikBoardView *view = vic_window_get_board_view (w);
  VikBoardPainter *painter = vik_board_view_get_painter (view);
  VikHex goal = vik_board_painter_get_coords (painter, target);

  for (int step = 0; step < 80 && vik_board_view_get_cursor (view) != target; step++)
    {
      int from = vik_board_view_get_cursor (view), best = -1, best_d = G_MAXINT, next = VIK_NO_HEX;
      for (int d = 0; d < 6; d++)
        {
          int n = vik_board_painter_neighbor (painter, from, d);
          int dist = n != VIK_NO_HEX ? vik_hex_distance (vik_board_painter_get_coords (painter, n), goal) : G_MAXINT;
          if (dist < best_d)
            best = d, best_d = dist, next = n;
        }
      g_assert_cmpint (best, >=, 0);
      g_assert_true (keys (letters[best]));
      g_assert_cmpint (vik_board_view_get_cursor (view), ==, next);
    }
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, target);
  assert_description (w);
}

static void
play_one (VicWindow *w, VikRng *rng)
{
  GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game_of (w), (const VicAction *) legal->data, legal->len, rng);
  g_autofree char *text = vic_action_to_string (game_of (w), &g_array_index (legal, VicAction, k));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
  gui_test_spin ();
}

/* A move of the decider's selected block to another hex, or FALSE. */
static gboolean
move_of (VicWindow *w, int block, VicAction *move)
{
  GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));

  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      VicBlockInfo info;
      if (a->block == block && a->kind == VIC_ACTION_MOVE && vic_game_get_block (game_of (w), block, &info)
          && vic_action_target_hex (a) >= 0 && vic_action_target_hex (a) != info.hex)
        {
          *move = *a;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
board_focused (gpointer data)
{
  return gtk_widget_has_focus (GTK_WIDGET (vic_window_get_board_view (data)));
}

static gboolean
handoff_gone (gpointer data)
{
  return !vic_window_get_handoff_visible (data);
}

/* Quick Start played from the keyboard: the board has the focus and the
 * hex cursor starts where the player may act; arrows and letters move it,
 * its accessible description is the painter's words for its hex (from the
 * player's side, "your ..."); Enter on a lit City lists the blocks to
 * deploy, Enter deploys the first; after the hand-off screen's Ready (a real
 * Return) the next player has the board; in the Move Phase Enter on a block
 * selects it and Enter on a lit hex moves it there. */
static void
test_keyboard_play (void)
{
  VicWindow *w;
  VikBoardView *view;
  guint8 lit[VIC_MAX_HEXES] = { 0 };
  int first = -1, target = -1, c;
  guint before;
  VikRng rng;

  if (!have_xdotool)
    {
      g_test_skip ("no xdotool: real keys cannot be sent here");
      return;
    }
  w = window_with_game (21);
  view = vic_window_get_board_view (w);
  g_assert_true (gui_test_spin_until (board_focused, w, 5));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_GRID);
  /* the cursor on the first City to deploy in */
  g_assert_true (vic_phase_guide_hexes (game_of (w), vic_game_model_get_legal_actions (vic_window_get_model (w)), lit));
  for (int h = 0; h < vic_game_get_map (game_of (w))->n_hexes; h++)
    if (lit[h])
      {
        if (first < 0)
          first = h;
        target = h;
      }
  g_assert_cmpint (vik_board_view_get_cursor (view), ==, first);
  assert_description (w);
  {
    g_autofree char *words = vik_board_painter_describe (vik_board_view_get_painter (view), first);
    g_test_message ("%s", words);
    g_assert_nonnull (strstr (words, "Enter: you may act here"));
  }
  /* arrows */
  c = first;
  {
    int south = vik_board_painter_neighbor (vik_board_view_get_painter (view), c, VIK_DIR_S);
    g_assert_true (keys ("Down"));
    g_assert_cmpint (vik_board_view_get_cursor (view), ==, south != VIK_NO_HEX ? south : c);
    assert_description (w);
    g_assert_true (keys ("Up"));
    g_assert_cmpint (vik_board_view_get_cursor (view), ==, c);
  }
  /* to the last lit City, Enter: the blocks to deploy there; Enter: the first deploys */
  walk_to (w, target);
  before = n_actions (w);
  g_assert_true (keys ("Return"));
  g_assert_nonnull (vic_window_get_hex_popover (w));
  g_assert_true (keys ("Return"));
  g_assert_cmpuint (n_actions (w), ==, before + 1);
  {
    guint n;
    const VicAction *last = &vic_game_get_history (game_of (w), &n)[n - 1];
    g_assert_cmpint (last->kind, ==, VIC_ACTION_DEPLOY);
    g_assert_cmpint (last->hex, ==, target);
  }
  g_assert_null (vic_window_get_hex_popover (w));
  g_assert_true (gui_test_spin_until (board_focused, w, 2));
  assert_description (w);
  {
    g_autofree char *words = vik_board_painter_describe (vik_board_view_get_painter (view), target);
    g_assert_nonnull (strstr (words, "; your "));
  }

  /* the deployment played on; each hand-off screen dismissed with a real Return */
  vik_rng_seed (&rng, 21, 1);
  for (int i = 0; i < 400 && vic_game_get_decision (game_of (w)) != VIC_DECISION_MOVE; i++)
    {
      if (vic_window_get_handoff_visible (w))
        {
          g_assert_true (keys ("Return"));
          /* Return on Ready: the button's activation ends after its delay */
          g_assert_true (gui_test_spin_until (handoff_gone, w, 10));
          g_assert_false (vic_window_get_handoff_visible (w));
          g_assert_true (gui_test_spin_until (board_focused, w, 2));
        }
      else
        play_one (w, &rng);
    }
  g_assert_cmpint (vic_game_get_decision (game_of (w)), ==, VIC_DECISION_MOVE);
  if (vic_window_get_handoff_visible (w))
    {
      g_assert_true (keys ("Return"));
      g_assert_true (gui_test_spin_until (board_focused, w, 2));
    }
  gui_test_settle ();
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  assert_description (w);

  /* a block that can move: Enter selects it (through the hex's list in a
   * stack: Enter picks its first block), Enter on a lit hex moves it */
  {
    GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
    VicAction move = { 0 };
    int from = -1, block = VIC_NO_BLOCK, to;
    g_autofree char *words = NULL;
    for (guint i = 0; i < legal->len && from < 0; i++)
      {
        VicBlockInfo info;
        if (g_array_index (legal, VicAction, i).kind == VIC_ACTION_MOVE
            && vic_game_get_block (game_of (w), g_array_index (legal, VicAction, i).block, &info))
          from = info.hex;
      }
    g_assert_cmpint (from, >=, 0);
    walk_to (w, from);
    g_assert_true (keys ("Return"));
    if (vic_window_get_hex_popover (w) != NULL)
      {
        g_test_message ("a stack: its list, Return on the first block");
        g_assert_true (keys ("Return"));
        g_assert_null (vic_window_get_hex_popover (w));
        g_assert_true (gui_test_spin_until (board_focused, w, 2));
      }
    block = vic_window_get_selected (w);
    g_assert_cmpint (block, !=, VIC_NO_BLOCK);
    {
      VicBlockInfo info;
      g_assert_true (vic_game_get_block (game_of (w), block, &info));
      g_assert_cmpint (info.hex, ==, from);
    }
    if (!move_of (w, block, &move))
      g_error ("the selected block has no move");
    to = vic_action_target_hex (&move);
    walk_to (w, to);
    words = vik_board_painter_describe (vik_board_view_get_painter (view), to);
    g_test_message ("%s", words);
    g_assert_nonnull (strstr (words, "Enter: the selected block goes here"));
    before = n_actions (w);
    g_assert_true (keys ("Return"));
    g_assert_cmpuint (n_actions (w), ==, before + 1);
    {
      guint n;
      const VicAction *last = &vic_game_get_history (game_of (w), &n)[n - 1];
      g_assert_cmpint (last->block, ==, block);
      g_assert_cmpint (vic_action_target_hex (last), ==, to);
    }
    g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* The side panel's row that has the focus, or NULL. */
static VicActionRow *
focused_row (VicWindow *w)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (w));

  return focus != NULL && VIC_IS_ACTION_ROW (focus) ? VIC_ACTION_ROW (focus) : NULL;
}

static int
focused_index (VicWindow *w)
{
  VicActionRow *row = focused_row (w);

  return row != NULL ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) : -1;
}

/* The side panel's rows from the keyboard (real keys): Tab from the board
 * reaches the first row and goes on to the next, the arrows move along the
 * list; Enter on a block row selects the block (the focus stays in the
 * list, on its first row: back to all blocks), Down and Enter on its first
 * action apply it. */
static void
test_side_panel_keys (void)
{
  VicWindow *w;
  GListModel *rows;
  VicAction chosen;
  int block = VIC_NO_BLOCK, tabs = 0;
  guint before;

  if (!have_xdotool)
    {
      g_test_skip ("no xdotool: real keys cannot be sent here");
      return;
    }
  w = window_with_game (21);
  rows = vic_side_panel_get_model (vic_window_get_side_panel (w));
  g_assert_true (gui_test_spin_until (board_focused, w, 5));
  /* Tab: from the board to the panel's first row, then the next */
  while (focused_row (w) == NULL && tabs++ < 8)
    g_assert_true (keys ("Tab"));
  g_test_message ("%d Tabs from the board to the first row", tabs);
  g_assert_cmpint (focused_index (w), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, 2);
  g_assert_true (keys ("Tab"));
  g_assert_cmpint (focused_index (w), ==, 1);
  g_assert_true (keys ("Up"));
  g_assert_cmpint (focused_index (w), ==, 0);
  /* Down to the first block row, Enter: the block selected */
  for (guint i = 0; i < g_list_model_get_n_items (rows) && block == VIC_NO_BLOCK; i++)
    {
      g_autoptr (VicActionItem) listed = g_list_model_get_item (rows, i);
      VicActionItem *item = vic_action_row_get_item (focused_row (w));
      g_assert_true (item == listed);
      if (vic_action_item_get_kind (item) == VIC_ACTION_ITEM_BLOCK)
        block = vic_action_item_get_block (item);
      else
        g_assert_true (keys ("Down"));
    }
  g_assert_cmpint (block, !=, VIC_NO_BLOCK);
  g_assert_cmpint (vic_window_get_selected (w), ==, VIC_NO_BLOCK);
  g_assert_true (keys ("Return"));
  g_assert_cmpint (vic_window_get_selected (w), ==, block);
  g_assert_cmpint (focused_index (w), ==, 0);
  g_assert_cmpint (vic_action_item_get_block (vic_action_row_get_item (focused_row (w))), ==, VIC_NO_BLOCK);
  /* Down, Enter: its first action applied */
  g_assert_true (keys ("Down"));
  g_assert_cmpint (focused_index (w), ==, 1);
  g_assert_nonnull (vic_action_item_get_action (vic_action_row_get_item (focused_row (w))));
  chosen = *vic_action_item_get_action (vic_action_row_get_item (focused_row (w)));
  g_assert_cmpint (chosen.block, ==, block);
  before = n_actions (w);
  g_assert_true (keys ("Return"));
  g_assert_cmpuint (n_actions (w), ==, before + 1);
  {
    guint n;
    const VicAction *last = &vic_game_get_history (game_of (w), &n)[n - 1];
    g_assert_true (vic_action_equal (last, &chosen));
  }
  /* the focus still in the list, ready for the next choice */
  g_assert_cmpint (focused_index (w), ==, 0);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* ---------------------------------------------------------------- export */

static gboolean
chooser_open (gpointer data)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);
      if (GTK_IS_FILE_CHOOSER (top) && gtk_widget_get_mapped (GTK_WIDGET (top)))
        return TRUE;
    }
  return FALSE;
}

static gboolean
chooser_closed (gpointer data)
{
  return !chooser_open (data);
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* The file's bytes equal the board exported for `viewer`, pixel for pixel. */
static void
assert_exported (const char *path, const VicGame *game, int viewer)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) expected = vic_board_export_bytes (game, viewer, NULL, VIK_EXPORT_PNG, &error);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpmem (data, length, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));
}

/* Export Board… from the primary menu (F10, the last item, Return), a name
 * typed into the file chooser: the file is the board for the player at the
 * table (player 1: his blocks with type and strength, player 2's blank);
 * behind the hand-off screen it is nobody's view; the other formats by name. */
static void
test_export_board (void)
{
  VicWindow *w;
  g_autofree char *cwd = g_get_current_dir ();
  g_autofree char *dir = g_dir_make_tmp ("vic-export-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "mine.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "hidden.svg", NULL);
  g_autofree char *hidden = g_build_filename (dir, "hidden.png", NULL);
  VikRng rng;

  /* the chooser opens in the current folder */
  g_assert_cmpint (g_chdir (dir), ==, 0);
  w = window_with_game (8);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (w)));
  vik_rng_seed (&rng, 8, 2);
  for (int i = 0; i < 5; i++)
    play_one (w, &rng);   /* a few blocks on the map */
  g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, 0);
  if (have_xdotool)
    {
      const char *const open_menu[] = { "F10", NULL };
      const char *const last_item[] = { "Up", "Return", NULL };
      const char *const name[] = { "ctrl+a", "m", "i", "n", "e", "period", "p", "n", "g", "Return", NULL };
      g_assert_true (gui_test_keys (open_menu));
      g_assert_true (gui_test_keys (last_item));
      g_assert_true (gui_test_spin_until (chooser_open, NULL, 5));
      gui_test_settle ();
      g_assert_true (gui_test_keys (name));
      g_assert_true (gui_test_spin_until (chooser_closed, NULL, 5));
      g_assert_true (gui_test_spin_until (file_exists, png, 5));
    }
  else
    {
      g_test_message ("no xdotool: exported through win.export-board-to");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.export-board-to", "s", png));
    }
  assert_exported (png, game_of (w), 0);

  /* on to the next player: behind the hand-off screen, nobody's blocks */
  for (int i = 0; i < 400 && !vic_window_get_handoff_visible (w); i++)
    play_one (w, &rng);
  g_assert_true (vic_window_get_handoff_visible (w));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.export-board-to", "s", hidden));
  assert_exported (hidden, game_of (w), -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.export-board-to", "s", svg));
  {
    g_autofree char *data = NULL;
    g_assert_true (g_file_get_contents (svg, &data, NULL, NULL));
    g_assert_true (g_str_has_prefix (data, "<?xml"));
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
  for (const char *const *f = (const char *const[]) { png, svg, hidden, NULL }; *f != NULL; f++)
    g_remove (*f);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_rmdir (dir);
}

/* Show Hex Labels (the primary menu's win.show-labels): the board gains
 * its hexes' labels, the choice is the show-hex-labels key both games'
 * windows share, and a new window starts with it. */
static void
test_hex_labels (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.viktory.Viktory");
  VicWindow *w = window_with_game (15);
  VicWindow *again;
  VicVictoryPainter *painter = vic_window_get_painter (w);
  g_autoptr (GBytes) plain = NULL;
  g_autoptr (GBytes) labelled = NULL;

  g_settings_reset (settings, "show-hex-labels");
  g_assert_false (vic_victory_painter_get_show_labels (painter));
  plain = vik_painter_export_bytes (VIK_BOARD_PAINTER (painter), VIK_EXPORT_PNG, 800, 600, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.show-labels", NULL));
  g_assert_true (vic_victory_painter_get_show_labels (painter));
  g_assert_true (g_settings_get_boolean (settings, "show-hex-labels"));
  labelled = vik_painter_export_bytes (VIK_BOARD_PAINTER (painter), VIK_EXPORT_PNG, 800, 600, NULL);
  g_assert_nonnull (plain);
  g_assert_nonnull (labelled);
  g_assert_false (g_bytes_equal (plain, labelled));
  again = window_with_game (16);
  g_assert_true (vic_victory_painter_get_show_labels (vic_window_get_painter (again)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (again), "win.show-labels", NULL));
  g_assert_false (vic_victory_painter_get_show_labels (painter));   /* one choice, both windows */
  g_settings_reset (settings, "show-hex-labels");
  gtk_window_destroy (GTK_WINDOW (again));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* ---------------------------------------------------------------- the announcer */

typedef struct {
  VikSession *session;
  GString *expected;      /* the last action's events in words, as the announcer should join them */
  guint described;        /* how many of them the log tells */
} Announced;

static void
on_applied_words (VikSession *session, gpointer action, gpointer events, guint n_events, Announced *an)
{
  g_string_truncate (an->expected, 0);
  an->described = 0;
  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *line = vik_session_describe_event (session, events, i);
      if (line == NULL || *line == '\0')
        continue;
      g_string_append_printf (an->expected, "%s%s", an->described++ > 0 ? ". " : "", line);
    }
}

/* The line under the board (VikAnnouncer, both games'): an action's events
 * in the log's words, one sentence each ("Player 1 moves IN1 b6-b7.  Player 1
 * now controls b7", not run together), also as its tooltip and what a screen
 * reader reads; New Game empties it. */
static void
test_announcer (void)
{
  VicWindow *w = window_with_game (21);
  VicGameModel *model = vic_window_get_model (w);
  GtkWidget *label = gui_test_find_named (GTK_WIDGET (w), "announcer");
  Announced an = { VIK_SESSION (model), g_string_new (NULL), 0 };
  gulong id = g_signal_connect (model, "action-applied", G_CALLBACK (on_applied_words), &an);
  VikRng rng;
  int i;

  g_assert_nonnull (label);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_ROLE_STATUS);
  vik_rng_seed (&rng, 21, 4);
  for (i = 0; i < 3000 && an.described < 2; i++)
    {
      GArray *legal = vic_game_model_get_legal_actions (model);
      guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game_of (w), (const VicAction *) legal->data, legal->len, &rng);
      g_assert_true (vic_game_model_apply (model, &g_array_index (legal, VicAction, k), NULL));
    }
  g_assert_cmpuint (an.described, >=, 2);
  g_assert_nonnull (strstr (an.expected->str, ". "));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, an.expected->str);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, an.expected->str);
  /* a new game: nothing of the old one stays on the line */
  g_assert_true (vic_window_start_preset (w, "quick-start", 2, NULL, NULL, NULL, 22, NULL));
  gui_test_settle ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "");
  g_assert_null (gtk_widget_get_tooltip_text (label));
  g_signal_handler_disconnect (model, id);
  g_string_free (an.expected, TRUE);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* ---------------------------------------------------------------- replay and statistics */

/* A game of two people played on through the model to the Move Phase of
 * game turn 2 and a little further. */
static VicWindow *
window_with_history (guint64 seed)
{
  VicWindow *w = window_with_game (seed);
  VicGameModel *model = vic_window_get_model (w);
  VikRng rng;

  vik_rng_seed (&rng, seed, 4);
  for (int i = 0; i < 3000 && !(vic_game_get_turn (game_of (w)) >= 2 && vic_game_get_phase (game_of (w)) == VIC_PHASE_MOVE
                                 && n_actions (w) % 7 == 3); i++)
    {
      GArray *legal = vic_game_model_get_legal_actions (model);
      guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game_of (w), (const VicAction *) legal->data, legal->len, &rng);
      g_assert_true (vic_game_model_apply (model, &g_array_index (legal, VicAction, k), NULL));
    }
  gui_test_settle ();
  if (vic_window_get_handoff_visible (w))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL));
  gui_test_settle ();
  return w;
}

/* What the replay window's board shows at position k is what the viewer
 * may see: equal, pixel for pixel, to the position's copy for him with the
 * others' hidden blocks re-drawn. */
static void
assert_replay_fog (VicReplayWindow *rw, guint k)
{
  VicReplay *replay = vic_replay_window_get_replay (rw);
  int viewer = vic_replay_window_get_viewer (rw);
  g_autoptr (VicGame) copy = vic_game_copy_for_player (vik_replay_frames_position (replay, k), viewer, 77 + k);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) redrawn = vic_board_export_bytes (copy, viewer, NULL, VIK_EXPORT_PNG, &error);
  g_autoptr (GBytes) shown = vik_painter_export_bytes (VIK_BOARD_PAINTER (vic_replay_window_get_painter (rw)),
                                                       VIK_EXPORT_PNG, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT, &error);

  g_assert_cmpuint (vic_replay_window_get_position (rw), ==, k);
  g_assert_true (g_bytes_equal (redrawn, shown));
}

static gboolean
is_replay_bar (GtkWidget *widget, gconstpointer data)
{
  return VIK_IS_REPLAY_BAR (widget);
}

static gboolean
replay_playing_on (gpointer rw)
{
  return vic_replay_window_get_position (rw) >= 1;
}

/* The replay's control bar, both games' (VikReplayBar): it follows the
 * window, its scale moves the window, its play button plays on and stops
 * (Space too, with real keys). */
static void
assert_replay_bar (VicReplayWindow *rw, guint n)
{
  GtkWidget *bar = gui_test_find_widget (GTK_WIDGET (rw), is_replay_bar, NULL);
  GtkWidget *play, *scale;
  GtkAdjustment *adj;
  g_autofree char *words = NULL;

  g_assert_nonnull (bar);
  play = gui_test_find_named (bar, "replay-play");
  scale = gui_test_find_named (bar, "replay-scale");
  g_assert_true (play == vik_replay_bar_get_play_button (VIK_REPLAY_BAR (bar)));
  g_assert_true (GTK_IS_SCALE (scale));
  adj = gtk_range_get_adjustment (GTK_RANGE (scale));
  g_assert_cmpuint (vik_replay_bar_get_n_actions (VIK_REPLAY_BAR (bar)), ==, n);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, n);
  vic_replay_window_set_position (rw, 3);
  g_assert_cmpuint (vik_replay_bar_get_position (VIK_REPLAY_BAR (bar)), ==, 3);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 3);
  /* the scale moved: the window goes there */
  gtk_adjustment_set_value (adj, n / 2);
  assert_replay_fog (rw, n / 2);
  words = g_strdup_printf ("Action %u of %u", n / 2, n);
  g_assert_cmpstr (vik_replay_bar_get_text (VIK_REPLAY_BAR (bar)), ==, words);
  /* play: the window plays on, the button says Pause; again: it stops */
  vic_replay_window_set_position (rw, 0);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rw), "replay.play", NULL));
  g_assert_true (vic_replay_window_get_playing (rw));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play)), ==, "media-playback-pause-symbolic");
  g_assert_true (gui_test_spin_until (replay_playing_on, rw, 5));
  if (have_xdotool)
    {
      gtk_widget_grab_focus (play);
      g_assert_true (keys ("space"));
    }
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rw), "replay.play", NULL));
  g_assert_false (vic_replay_window_get_playing (rw));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (play)), ==, "media-playback-start-symbolic");
  vic_replay_window_set_position (rw, 0);
}

static gboolean
replay_open (gpointer data)
{
  return vic_window_get_replay_window (data) != NULL
         && gtk_widget_get_mapped (GTK_WIDGET (vic_window_get_replay_window (data)));
}

static gboolean
stats_open (gpointer data)
{
  return vic_window_get_stats_window (data) != NULL
         && gtk_widget_get_mapped (GTK_WIDGET (vic_window_get_stats_window (data)));
}

/* Ctrl+R: the game replayed as the person at the table saw it; End, Left,
 * Page Up, Home with real keys; at each position the board hides what he
 * could not see and the log holds only public words; the other player's
 * actions are not named; a real click on the board changes nothing, and the
 * game is untouched. */
static void
test_replay (void)
{
  VicWindow *w = window_with_history (12);
  g_autoptr (VicGame) before = vic_game_copy (game_of (w));
  VicReplayWindow *rw;
  VicReplay *replay;
  int viewer;
  guint n;

  g_assert_nonnull (vic_game_model_get_start (vic_window_get_model (w)));
  if (have_xdotool)
    g_assert_true (keys ("ctrl+r"));
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay", NULL));
  g_assert_true (gui_test_spin_until (replay_open, w, 5));
  rw = vic_window_get_replay_window (w);
  gui_test_settle ();
  replay = vic_replay_window_get_replay (rw);
  n = vik_replay_frames_n_actions (replay);
  viewer = vic_replay_window_get_viewer (rw);
  g_assert_cmpint (viewer, ==, vic_victory_painter_get_viewer (vic_window_get_painter (w)));
  g_assert_cmpint (viewer, >=, 0);
  g_assert_cmpuint (n, ==, n_actions (w));
  for (const char *const *name = (const char *const[]) { "replay-play", "replay-scale", "replay-action", NULL };
       *name != NULL; name++)
    g_assert_nonnull (gui_test_find_named (GTK_WIDGET (rw), *name));
  assert_replay_fog (rw, 0);
  assert_replay_bar (rw, n);
  assert_replay_fog (rw, 0);
  if (have_xdotool)
    {
      guint turn_start;
      g_assert_true (keys ("End"));
      assert_replay_fog (rw, n);
      g_assert_true (keys ("Left"));
      assert_replay_fog (rw, n - 1);
      g_assert_true (keys ("Prior"));
      turn_start = vik_replay_frames_turn_step (replay, n - 1, FALSE);
      assert_replay_fog (rw, turn_start);
      g_assert_true (keys ("Right"));
      assert_replay_fog (rw, turn_start + 1);
      /* a click on the board: nothing */
      {
        VikBoardView *view = vic_replay_window_get_board_view (rw);
        graphene_point_t p;
        g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (rw),
                                                 &GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (view)) / 2.0f,
                                                                       gtk_widget_get_height (GTK_WIDGET (view)) / 2.0f),
                                                 &p));
        g_assert_true (gui_test_mouse_click (GTK_NATIVE (rw), p.x, p.y));
        g_assert_cmpuint (vic_replay_window_get_position (rw), ==, turn_start + 1);
      }
      g_assert_true (keys ("Home"));
      assert_replay_fog (rw, 0);
    }
  /* positions here and there: the board for the viewer, the log's words public, others' actions unnamed */
  for (guint k = 0; k <= n; k += MAX (1, n / 23))
    {
      g_autofree char *log = NULL;
      GString *expected = g_string_new (NULL);
      vic_replay_window_set_position (rw, k);
      assert_replay_fog (rw, k);
      for (guint i = 0; i < k; i++)
        {
          guint n_events;
          const VicEvent *ev = vik_replay_frames_events (replay, i, &n_events);
          for (guint e = 0; e < n_events; e++)
            {
              g_autofree char *words = vic_event_words (vik_replay_frames_position (replay, i + 1), &ev[e],
                                                        vic_replay_window_get_viewer (rw));
              if (words != NULL)
                g_string_append_printf (expected, "%s%s", expected->len > 0 ? "\n" : "", words);
            }
        }
      log = vic_replay_window_get_log_text (rw);
      g_assert_cmpstr (log, ==, expected->str);
      g_string_free (expected, TRUE);
      if (k > 0 && vic_game_get_decider (vik_replay_frames_position (replay, k - 1)) != viewer)
        g_assert_true (g_str_has_suffix (vic_replay_window_get_action_text (rw), "(see the log)"));
      else if (k > 0)
        g_assert_true (g_str_has_prefix (vic_replay_window_get_action_text (rw), "You: "));
    }
  /* read-only */
  g_assert_true (vic_game_equal (game_of (w), before));
  gtk_window_destroy (GTK_WINDOW (rw));
  gui_test_spin ();
  g_assert_null (vic_window_get_replay_window (w));

  /* Ctrl+I: the statistics, every page drawn */
  if (have_xdotool)
    {
      gtk_window_present (GTK_WINDOW (w));
      gui_test_settle ();
      g_assert_true (keys ("ctrl+i"));
    }
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.statistics", NULL));
  g_assert_true (gui_test_spin_until (stats_open, w, 5));
  {
    VicStatsWindow *sw = vic_window_get_stats_window (w);
    VikStatsView *view = vik_stats_view_of (GTK_WINDOW (sw));
    const VicGameStats *stats = vic_stats_window_get_stats (sw);
    const VicStatsSample *last = vic_game_stats_get_sample (stats, stats->base.samples->len - 1);
    g_assert_cmpint (stats->base.n_players, ==, 2);
    g_assert_cmpuint (last->position, ==, n);
    for (int p = 0; p < 2; p++)
      g_assert_cmpint (last->pp[p], ==, vic_game_controlled_pp (game_of (w), p));
    gui_test_settle ();
    g_assert_cmpuint (vik_stats_view_get_draws (view), >, 0);   /* the PP page */
    g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (sw)), "Statistics: "));
    g_assert_true (gui_test_charts_described (GTK_WIDGET (sw)));
    for (const char *const *page = (const char *const[]) { "losses", "dice", NULL }; *page != NULL; page++)
      {
        guint draws = vik_stats_view_get_draws (view);
        vik_stats_view_show_page (view, *page);
        gui_test_settle ();
        g_assert_cmpuint (vik_stats_view_get_draws (view), >, draws);
      }
    gtk_window_destroy (GTK_WINDOW (sw));
  }
  g_assert_true (vic_game_equal (game_of (w), before));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static gboolean
modal_over (gpointer window)
{
  return gui_test_modal_over (GTK_WINDOW (window)) != NULL;
}

/* Replay a Saved Game (win.replay-path, the chooser's path): the file's
 * game in a replay window of its own, through nobody's eyes when two people
 * played it, through the one person's when he played against a computer;
 * the window's own game untouched. */
static void
test_replay_saved_game (void)
{
  VicWindow *w = window_with_history (14);
  g_autofree char *dir = g_dir_make_tmp ("vic-replay-file-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (VicGame) before = vic_game_copy (game_of (w));
  guint n_history;

  vic_game_get_history (game_of (w), &n_history);
  for (int against_computer = 0; against_computer < 2; against_computer++)
    {
      VicReplayWindow *rw;
      /* saved with a computer at seat 2, then a person again before the
       * computer could move: the window's own game must stay as it is */
      if (against_computer)
        vic_game_model_set_seat (vic_window_get_model (w), 1, 1);   /* VIK_AI_NORMAL */
      g_assert_true (vic_window_save_file (w, file, NULL));
      vic_game_model_set_seat (vic_window_get_model (w), 1, VIK_SESSION_PERSON);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay-path", "s", path));
      g_assert_true (gui_test_spin_until (gui_test_mapped_toplevel, GSIZE_TO_POINTER (VIC_TYPE_REPLAY_WINDOW), 10));
      rw = VIC_REPLAY_WINDOW (gui_test_find_toplevel (VIC_TYPE_REPLAY_WINDOW));
      g_assert_cmpuint (vik_replay_frames_n_actions (vic_replay_window_get_replay (rw)), ==, n_history);
      g_assert_cmpuint (vic_replay_window_get_position (rw), ==, 0);
      g_assert_cmpint (vic_replay_window_get_viewer (rw), ==, against_computer ? 0 : -1);
      gtk_window_destroy (GTK_WINDOW (rw));
      gui_test_settle ();
    }
  /* a file that is not a game: the error, no replay window */
  g_assert_true (g_file_set_contents (path, "[Game]\nGame=victory\nbroken", -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay-path", "s", path));
  g_assert_true (gui_test_spin_until (modal_over, w, 10));
  /* (the replay windows destroyed above may linger among the toplevels
   * until finalized on a loaded machine, but none is shown) */
  g_assert_false (gui_test_mapped_toplevel (GSIZE_TO_POINTER (VIC_TYPE_REPLAY_WINDOW)));
  g_assert_true (ADW_IS_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (w))));
  gtk_window_destroy (gui_test_modal_over (GTK_WINDOW (w)));
  g_assert_true (vic_game_equal (game_of (w), before));
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* A game opened from a save without its first position: refused, saying why. */
static void
test_replay_refused (void)
{
  VicWindow *w = window_with_history (13);
  g_autofree char *dir = g_dir_make_tmp ("vic-replay-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "old.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (vic_window_save_file (w, file, NULL));
  g_assert_true (g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL));
  g_assert_true (g_key_file_remove_group (kf, "Start", NULL));
  data = g_key_file_to_data (kf, &length, NULL);
  g_assert_true (g_file_set_contents (path, data, length, NULL));
  g_assert_true (vic_window_open_file (w, file, NULL));
  gui_test_settle ();
  g_assert_null (vic_game_model_get_start (vic_window_get_model (w)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay", NULL));
  gui_test_settle ();
  g_assert_null (vic_window_get_replay_window (w));
  {
    /* the error dialog over the window names the reason */
    GListModel *tops = gtk_window_get_toplevels ();
    gboolean told = FALSE;
    for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
      {
        g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);
        if (ADW_IS_MESSAGE_DIALOG (top))
          {
            told = strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (top)), "first position") != NULL;
            gtk_window_destroy (top);
          }
      }
    g_assert_true (told);
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *tmpdir = NULL;
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-victory-view-XXXXXX");
  g_setenv ("VIKTORY_AUTOSAVE_DIR", tmpdir, TRUE);
  /* GTK's test accessibility backend: the properties a screen reader gets */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_test_add_func ("/gui/victory/zoom-keys", test_zoom_keys);
  g_test_add_func ("/gui/victory/size-and-zoom-remembered", test_remembered);
  g_test_add_func ("/gui/victory/keyboard-play", test_keyboard_play);
  g_test_add_func ("/gui/victory/side-panel-keys", test_side_panel_keys);
  g_test_add_func ("/gui/victory/export-board", test_export_board);
  g_test_add_func ("/gui/victory/hex-labels", test_hex_labels);
  g_test_add_func ("/gui/victory/announcer", test_announcer);
  g_test_add_func ("/gui/victory/replay-and-statistics", test_replay);
  g_test_add_func ("/gui/victory/replay-refused", test_replay_refused);
  g_test_add_func ("/gui/victory/replay-saved-game", test_replay_saved_game);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  return status;
}
