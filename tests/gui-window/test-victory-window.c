/* test-victory-window.c: *Victory* played in the game window under a display.
 *
 * New Game's first row chooses Victory; its dialog starts Quick Start (10.1)
 * in a Victory window.  A block is deployed with clicks (its row in the side
 * panel, then a lit hex on the board: a real mouse click through the X
 * server where xdotool can send one), a block moved the same way; ending
 * the turn brings the hand-off screen over the board and the panel, the
 * board drawn for nobody; after Ready the next player's board never shows
 * the first player's hidden blocks' types or strengths. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "vic-action-list.h"
#include "vic-action-row.h"
#include "vic-action-words.h"
#include "vic-help-window.h"
#include "vic-hex-popover.h"
#include "vic-hex-row.h"
#include "vic-map-draw.h"
#include "vic-policy.h"
#include "vic-window.h"
#include "vik-gui-game.h"
#include "vik-help-window.h"
#include "vik-new-game-dialog.h"
#include "vik-rng.h"
#include "vik-window.h"

#include "gui-test-util.h"

static int real_clicks;

/* A real click at (x, y) of a window or popover (a GtkNative) through the X
 * server (xdotool's XTest); FALSE when that cannot be done here. */
static gboolean
mouse_click_native (GtkNative *native, double x, double y)
{
  return gui_test_mouse_click (native, x, y);
}

static gboolean
mouse_click (GtkWindow *window, double x, double y)
{
  return mouse_click_native (GTK_NATIVE (window), x, y);
}

/* Clicks a button (a side panel row, a popover's row): with the mouse at
 * its centre where it can, else as its own click. */
static void
click_button (GtkWidget *button)
{
  GtkNative *native = gtk_widget_get_native (button);
  graphene_point_t p;

  g_assert_true (gtk_widget_compute_point (button, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (button) / 2.0f,
                                                                 gtk_widget_get_height (button) / 2.0f), &p));
  if (mouse_click_native (native, p.x, p.y))
    real_clicks++;
  else if (GTK_IS_LIST_BOX_ROW (button))
    gtk_widget_activate (button);
  else
    g_signal_emit_by_name (button, "clicked");
  gui_test_settle ();
}

/* Clicks hex on the board: with the mouse where it can, else as the view's own click. */
static void
click_hex (VicWindow *w, int hex)
{
  VikBoardView *view = vic_window_get_board_view (w);
  const VicMap *map = vic_game_get_map (vic_game_model_get_game (vic_window_get_model (w)));
  graphene_point_t p;
  double x, y;
  guint n_before;

  vic_game_get_history (vic_game_model_get_game (vic_window_get_model (w)), &n_before);
  vic_map_draw_hex_centre (map, vik_board_view_get_layout (view), hex, &x, &y);
  y += vik_board_view_get_hex_size (view) * 0.6;   /* below the blocks, inside the hex */
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (w),
                                           &GRAPHENE_POINT_INIT ((float) x, (float) y), &p));
  if (mouse_click (GTK_WINDOW (w), p.x, p.y))
    real_clicks++;
  else
    vik_board_view_click_hex (view, hex, 0);
  gui_test_settle ();
}

static const VicGame *
game_of (VicWindow *w)
{
  return vic_game_model_get_game (vic_window_get_model (w));
}

/* The side panel's row that selects `block` (its actions follow). */
static GtkWidget *
block_row (VicWindow *w, int block)
{
  GListModel *rows = vic_side_panel_get_model (vic_window_get_side_panel (w));

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (VicActionItem) item = g_list_model_get_item (rows, i);
      if (vic_action_item_get_kind (item) == VIC_ACTION_ITEM_BLOCK && vic_action_item_get_block (item) == block)
        return vic_side_panel_get_row (vic_window_get_side_panel (w), i);
    }
  return NULL;
}

/* The row of the hex's popover that picks (or deploys) `block`. */
static GtkWidget *
popover_row (VicWindow *w, int block)
{
  GtkPopover *popover = vic_window_get_hex_popover (w);
  GPtrArray *stack = g_ptr_array_new ();
  GtkWidget *found = NULL;

  g_assert_nonnull (popover);
  g_ptr_array_add (stack, popover);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *x = g_ptr_array_steal_index (stack, stack->len - 1);
      if (VIC_IS_HEX_ROW (x) && g_strcmp0 (gtk_widget_get_name (x), "vic-hex-row") == 0
          && vic_hex_entry_get_pickable (vic_hex_row_get_entry (VIC_HEX_ROW (x)))
          && vic_hex_entry_get_block (vic_hex_row_get_entry (VIC_HEX_ROW (x))) == block)
        {
          /* a row of the list bound to the popover's blocks, in the block's words */
          g_autofree char *words = vic_block_words (game_of (w), block);
          g_assert_true (VIC_IS_HEX_POPOVER (popover));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (x)))), ==,
                           words);
          g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (x)));
          g_assert_true (g_list_model_get_item (vic_hex_popover_get_blocks (VIC_HEX_POPOVER (popover)),
                                                gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (x)))
                         == (gpointer) vic_hex_row_get_entry (VIC_HEX_ROW (x)));
          g_object_unref (vic_hex_row_get_entry (VIC_HEX_ROW (x)));
          found = x;
        }
      for (GtkWidget *c = gtk_widget_get_first_child (x); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  g_assert_nonnull (found);
  return found;
}

/* One action of the aggressive policy, through the window's action. */
static void
play_one (VicWindow *w, VikRng *rng)
{
  GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game_of (w), (const VicAction *) legal->data,
                               legal->len, rng);
  g_autofree char *text = vic_action_to_string (game_of (w), &g_array_index (legal, VicAction, k));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
  gui_test_spin ();
}

static cairo_surface_t *
draw_board (VicWindow *w)
{
  VikBoardView *view = vic_window_get_board_view (w);
  int width = gtk_widget_get_width (GTK_WIDGET (view)), height = gtk_widget_get_height (GTK_WIDGET (view));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  vik_board_painter_draw (VIK_BOARD_PAINTER (vic_window_get_painter (w)), cr,
                          vik_board_view_get_layout (view), VIK_NO_HEX);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Pixels in the middle of each of a player's blocks other than its colour:
 * the type and strength drawn on it. */
static int
ink_on_blocks (VicWindow *w, cairo_surface_t *surface, int owner)
{
  const VicGame *game = game_of (w);
  VicVictoryPainter *painter = vic_window_get_painter (w);
  const VikLayout *layout = vik_board_view_get_layout (vic_window_get_board_view (w));
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface), ink = 0;
  double r, g, b, s = layout->size;

  {
    VikPlayerColor c = vic_victory_painter_get_color (painter, owner);
    r = c.red;
    g = c.green;
    b = c.blue;
  }
  for (int k = 0; k < vic_game_n_block_slots (game); k++)
    {
      VicBlockInfo info;
      double cx, cy;
      if (!vic_game_get_block (game, k, &info) || info.owner != owner || info.hex < 0)
        continue;
      vic_map_draw_hex_centre (vic_game_get_map (game), layout, info.hex, &cx, &cy);
      for (int y = (int) (cy - s); y < (int) (cy + s); y++)
        for (int x = (int) (cx - s); x < (int) (cx + s); x++)
          {
            guint32 p;
            double pr, pg, pb;
            /* where this block shows, 4 pixels from its border (and from the
             * block in front of it in a fan) */
            if (vic_victory_painter_block_at (painter, layout, x + 0.5, y + 0.5) != k
                || vic_victory_painter_block_at (painter, layout, x - 3.5, y - 3.5) != k
                || vic_victory_painter_block_at (painter, layout, x + 4.5, y - 3.5) != k
                || vic_victory_painter_block_at (painter, layout, x - 3.5, y + 4.5) != k
                || vic_victory_painter_block_at (painter, layout, x + 4.5, y + 4.5) != k)
              continue;
            p = *(const guint32 *) (data + y * stride + x * 4);
            pr = ((p >> 16) & 0xff) / 255.0;
            pg = ((p >> 8) & 0xff) / 255.0;
            pb = (p & 0xff) / 255.0;
            ink += fabs (pr - r) + fabs (pg - g) + fabs (pb - b) > 0.15;
          }
    }
  return ink;
}

static VicWindow *
start_from_new_game (void)
{
  /* New Game: the first row chooses the game */
  GtkWindow *dialog = gui_test_open_new_game ();
  GtkWidget *toggle, *seed, *start, *page;
  VicWindow *w;

  toggle = gui_test_find_named (GTK_WIDGET (dialog), "game-victory");
  g_assert_nonnull (toggle);
  g_signal_emit_by_name (toggle, "clicked");
  gui_test_settle ();
  /* the same dialog shows Victory's page */
  g_assert_true (gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG) == dialog);
  g_assert_true (gtk_window_get_modal (dialog));
  page = gui_test_new_game_page ("victory");
  g_assert_nonnull (page);
  /* Quick Start first, two players */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (gui_test_find_named (page, "scenario"))), ==, 0);
  seed = gui_test_find_named (page, "seed");
  gtk_editable_set_text (GTK_EDITABLE (seed), "12");
  start = gui_test_find_named (GTK_WIDGET (dialog), "start-game");
  g_assert_true (gtk_window_get_default_widget (dialog) == start);
  g_signal_emit_by_name (start, "clicked");
  gui_test_settle ();
  g_assert_null (gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG));
  /* the empty VIKTORY II window gave way to the Victory window */
  g_assert_null (gui_test_find_toplevel (VIK_TYPE_WINDOW));
  w = VIC_WINDOW (gui_test_find_toplevel (VIC_TYPE_WINDOW));
  g_assert_nonnull (w);
  for (gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       !gtk_widget_get_mapped (GTK_WIDGET (w)) && g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  gui_test_settle ();
  g_assert_nonnull (game_of (w));
  g_assert_cmpint (vic_game_get_n_players (game_of (w)), ==, 2);
  g_assert_cmpuint (vic_game_get_seed (game_of (w)), ==, 12);
  g_assert_cmpint (vic_game_get_decision (game_of (w)), ==, VIC_DECISION_DEPLOY);
  return w;
}

/* ---------------------------------------------------------------- one New Game dialog (issue 20) */

static gboolean
page_shown (gpointer game)
{
  GtkWidget *page = gui_test_new_game_page (game);

  return page != NULL && gtk_widget_get_mapped (page);
}

static guint
n_new_game_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      n += VIK_IS_NEW_GAME_DIALOG (top);
    }
  return n;
}

static gboolean
is_view_stack (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_VIEW_STACK (widget);
}

/* A real click where xdotool can, else the signal; returns whether it was real. */
static gboolean
press (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  g_assert_true (gui_test_spin_until (gui_test_mapped, widget, 10));
  gui_test_settle ();
  if (gui_test_click_widget (widget))
    return TRUE;
  g_signal_emit_by_name (widget, "clicked");
  return FALSE;
}

/* Where the game toggles stand in the dialog (their box's top left). */
static double
toggles_y (GtkWindow *dialog)
{
  double x = 0, y = 0;

  gui_test_settle ();
  g_assert_true (gtk_widget_translate_coordinates (gui_test_find_named (GTK_WIDGET (dialog), "game-viktory"),
                                                   GTK_WIDGET (dialog), 0, 0, &x, &y));
  return y;
}

/* The game toggle (real clicks) shows the other game's page in the same
 * dialog, both ways, and Start starts the game shown: Victory from an empty
 * VIKTORY II window (which then goes), VIKTORY II from that Victory window
 * (which keeps its game: VIKTORY II gets a new window). */
static void
test_new_game_one_dialog (void)
{
  VikWindow *first = vik_window_new (NULL);
  GtkWindow *dialog;
  GtkWidget *start;
  VicWindow *w;
  VikWindow *second;
  double y_first;

  g_assert_true (gui_test_present (GTK_WINDOW (first)));
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (first), "win.new-game", NULL));
  g_assert_true (gui_test_spin_until (page_shown, (gpointer) "viktory2", 10));
  dialog = gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (gui_test_find_named (GTK_WIDGET (dialog), "game-viktory"))));
  y_first = toggles_y (dialog);
  press (gui_test_find_named (GTK_WIDGET (dialog), "game-victory"));
  g_assert_true (gui_test_spin_until (page_shown, (gpointer) "victory", 10));
  /* the toggles stay under the pointer (the games' subtitles differ in length) */
  g_assert_cmpfloat_with_epsilon (toggles_y (dialog), y_first, 0.5);
  /* the same dialog, no second one */
  g_assert_true (gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG) == dialog);
  g_assert_cmpuint (n_new_game_dialogs (), ==, 1);
  g_assert_null (gui_test_new_game_page ("viktory2"));   /* not the page shown */
  /* back to VIKTORY II's page, and to Victory's again; Start is not for
   * VIKTORY II's scenarios (their Play buttons), but for Victory's page */
  start = gui_test_find_named (GTK_WIDGET (dialog), "start-game");
  g_assert_true (gtk_widget_get_visible (start));
  press (gui_test_find_named (GTK_WIDGET (dialog), "game-viktory"));
  g_assert_true (gui_test_spin_until (page_shown, (gpointer) "viktory2", 10));
  g_assert_cmpuint (n_new_game_dialogs (), ==, 1);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gui_test_find_widget (gui_test_new_game_page ("viktory2"),
                                                                               is_view_stack, NULL)), "scenarios");
  g_assert_false (gtk_widget_get_visible (start));
  press (gui_test_find_named (GTK_WIDGET (dialog), "game-victory"));
  g_assert_true (gui_test_spin_until (page_shown, (gpointer) "victory", 10));
  g_assert_true (gtk_widget_get_visible (start));
  gtk_editable_set_text (GTK_EDITABLE (gui_test_find_named (gui_test_new_game_page ("victory"), "seed")), "7");
  g_assert_true (gtk_window_get_default_widget (dialog) == start);
  press (start);
  g_assert_true (gui_test_spin_until_gone ((gpointer *) &dialog, 10));
  /* a Victory game in a new window; the empty VIKTORY II window gave way */
  g_assert_true (gui_test_spin_until_gone ((gpointer *) &first, 10));
  w = VIC_WINDOW (gui_test_find_toplevel (VIC_TYPE_WINDOW));
  g_assert_nonnull (w);
  g_assert_true (gui_test_spin_until (gui_test_mapped, w, 10));
  g_assert_nonnull (game_of (w));
  g_assert_cmpuint (vic_game_get_seed (game_of (w)), ==, 7);

  /* From the Victory window: its page first, VIKTORY II's chosen and started */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  g_assert_true (gui_test_spin_until (page_shown, (gpointer) "victory", 10));
  dialog = gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (w));
  press (gui_test_find_named (GTK_WIDGET (dialog), "game-viktory"));
  g_assert_true (gui_test_spin_until (page_shown, (gpointer) "viktory2", 10));
  g_assert_cmpuint (n_new_game_dialogs (), ==, 1);
  start = gui_test_find_named (GTK_WIDGET (dialog), "start-game");
  g_assert_true (gtk_widget_get_visible (start));
  press (start);
  g_assert_true (gui_test_spin_until_gone ((gpointer *) &dialog, 10));
  second = VIK_WINDOW (gui_test_find_toplevel (VIK_TYPE_WINDOW));
  g_assert_nonnull (second);
  g_assert_nonnull (vik_game_model_get_game (vik_window_get_model (second)));
  /* the Victory window keeps its game */
  g_assert_true (gui_test_find_toplevel (VIC_TYPE_WINDOW) == GTK_WINDOW (w));
  g_assert_cmpuint (vic_game_get_seed (game_of (w)), ==, 7);
  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* Selects `block` through its row and clicks the first hex it may go to. */
static int
click_block_to_target (VicWindow *w, int block, VicActionKind kind)
{
  GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  int target = VIC_NO_HEX;

  for (guint i = 0; i < legal->len && target == VIC_NO_HEX; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (a->block == block && a->kind == kind)
        target = a->hex;
    }
  g_assert_cmpint (target, !=, VIC_NO_HEX);
  g_assert_cmpint (vic_window_get_selected (w), ==, block);
  click_hex (w, target);
  return target;
}

static void
test_play_victory (void)
{
  VicWindow *w = start_from_new_game ();
  GArray *legal;
  int block = VIC_NO_BLOCK, first, hex, mover = VIC_NO_BLOCK, from = VIC_NO_HEX;
  VikRng rng;
  VicBlockInfo info;
  cairo_surface_t *surface;

  /* deploy with clicks: the block's row, then a lit hex */
  first = vic_game_get_decider (game_of (w));
  legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  for (guint i = 0; i < legal->len && block == VIC_NO_BLOCK; i++)
    if (g_array_index (legal, VicAction, i).kind == VIC_ACTION_DEPLOY)
      block = g_array_index (legal, VicAction, i).block;
  g_assert_nonnull (block_row (w, block));
  gtk_widget_activate (block_row (w, block));
  gui_test_settle ();
  hex = click_block_to_target (w, block, VIC_ACTION_DEPLOY);
  g_assert_true (vic_game_get_block (game_of (w), block, &info));
  g_assert_cmpint (info.hex, ==, hex);
  g_assert_true (vic_game_model_can_undo (vic_window_get_model (w)));
  {
    g_autofree char *log = vic_side_panel_get_log (vic_window_get_side_panel (w));
    g_assert_nonnull (strstr (log, vic_map_label (vic_game_get_map (game_of (w)), hex)));
  }

  /* the rest of the deployment by the window's actions, until the other player decides */
  vik_rng_seed (&rng, 12, 3);
  while (vic_game_get_decider (game_of (w)) == first)
    {
      g_assert_false (vic_window_get_handoff_visible (w));
      play_one (w, &rng);
    }
  gui_test_settle ();
  /* the hand-off screen covers the board and the panel; the board is drawn for nobody */
  g_assert_true (vic_window_get_handoff_visible (w));
  g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, -1);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (vic_window_get_board_view (w))));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (vic_window_get_side_panel (w))));
  surface = draw_board (w);
  g_assert_cmpint (ink_on_blocks (w, surface, first), ==, 0);
  cairo_surface_destroy (surface);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL));
  gui_test_settle ();
  g_assert_false (vic_window_get_handoff_visible (w));

  /* the next player's board: the first player's blocks are blank */
  g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, 1 - first);
  surface = draw_board (w);
  g_assert_cmpint (ink_on_blocks (w, surface, first), ==, 0);
  cairo_surface_destroy (surface);
  for (int k = 0; k < vic_game_n_block_slots (game_of (w)); k++)
    if (vic_game_get_block (game_of (w), k, &info) && info.owner == first)
      g_assert_false (vic_victory_painter_sees (vic_window_get_painter (w), k));

  /* on to the moves; then a move with clicks: the block's hex, then a lit hex */
  while (vic_game_get_decision (game_of (w)) != VIC_DECISION_MOVE)
    {
      play_one (w, &rng);
      if (vic_window_get_handoff_visible (w))
        gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
    }
  gui_test_settle ();
  legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  for (guint i = 0; i < legal->len && mover == VIC_NO_BLOCK; i++)
    if (g_array_index (legal, VicAction, i).kind == VIC_ACTION_MOVE)
      {
        mover = g_array_index (legal, VicAction, i).block;
        from = g_array_index (legal, VicAction, i).hex2;
      }
  g_assert_cmpint (mover, !=, VIC_NO_BLOCK);
  /* clicking the hex selects its block, or lists a stack's to pick from */
  click_hex (w, from);
  if (vic_window_get_hex_popover (w) != NULL)
    click_button (popover_row (w, mover));
  g_assert_cmpint (vic_window_get_selected (w), ==, mover);
  hex = click_block_to_target (w, mover, VIC_ACTION_MOVE);
  g_assert_true (vic_game_get_block (game_of (w), mover, &info));
  g_assert_cmpint (info.hex, ==, hex);

  /* the turn ends: the hand-off screen covers, and then the other player sees only his own */
  {
    int mover_owner = info.owner;
    while (!vic_window_get_handoff_visible (w) && vic_game_get_decider (game_of (w)) == mover_owner)
      {
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.end", NULL));
        gui_test_settle ();
      }
    g_assert_true (vic_window_get_handoff_visible (w));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL));
    gui_test_settle ();
    g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==,
                     vic_game_get_decider (game_of (w)));
    surface = draw_board (w);
    g_assert_cmpint (ink_on_blocks (w, surface, vic_game_get_decider (game_of (w))), >, 0);
    for (int k = 0; k < vic_game_n_block_slots (game_of (w)); k++)
      if (vic_game_get_block (game_of (w), k, &info) && info.owner == mover_owner && info.hex >= 0
          && !(info.revealed & (1u << vic_game_get_decider (game_of (w)))))
        g_assert_false (vic_victory_painter_sees (vic_window_get_painter (w), k));
    cairo_surface_destroy (surface);
  }
  g_test_message ("%d clicks through the X server", real_clicks);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* Save, then Open from a VIKTORY II window: the file says its game
 * ([Game] Game=victory), so a Victory window opens it, behind the hand-off
 * screen; undo takes back one's own action. */
/* Whether the window's class installs the action `name`. */
static gboolean
window_has_action (VicWindow *w, const char *name)
{
  const char *action, *property;
  const GVariantType *parameter;
  GType owner;

  /* GTK 4.8 fills every out argument: none may be NULL */
  for (guint i = 0; gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (w), i, &owner, &action, &parameter, &property);
       i++)
    if (g_strcmp0 (action, name) == 0)
      return TRUE;
  return FALSE;
}

static void
test_save_open_undo (void)
{
  VicWindow *w = start_from_new_game ();
  VikWindow *other;
  VicWindow *opened;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("viktory-vic-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (VicGame) before = NULL;
  VikRng rng;

  vik_rng_seed (&rng, 7, 3);
  for (int i = 0; i < 6; i++)
    play_one (w, &rng);
  /* undo: back one action of one's own, and the log keeps what was said */
  before = vic_game_copy (game_of (w));
  play_one (w, &rng);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.undo", NULL));
  gui_test_settle ();
  g_assert_true (vic_game_equal (before, game_of (w)));

  g_assert_null (gui_test_find_label (GTK_WIDGET (w), "Game saved"));
  g_assert_true (vic_window_save_file (w, file, &error));
  g_assert_no_error (error);
  g_assert_true (vic_file_is_victory (file));
  /* told over the board, as in VIKTORY II's window (vik-unsaved-game.h's saver) */
  gui_test_settle ();
  g_assert_nonnull (gui_test_find_label (GTK_WIDGET (w), "Game saved"));
  /* Save again (Ctrl+S) writes to the same file without asking, as in
   * VIKTORY II's window; Save As (Ctrl+Shift+S) is there too */
  {
    g_autofree char *first = NULL;
    g_autofree char *second = NULL;

    g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
    play_one (w, &rng);
    g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (vic_window_get_model (w))));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.save", NULL));
    gui_test_settle ();
    g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (vic_window_get_model (w))));
    g_assert_true (g_file_get_contents (path, &second, NULL, NULL));
    g_assert_cmpstr (first, !=, second);
    g_assert_true (window_has_action (w, "win.save-as"));
  }
  other = vik_window_new (NULL);
  gtk_window_present (GTK_WINDOW (other));
  gui_test_settle ();
  g_assert_true (vik_window_open_file (other, file, &error));
  g_assert_no_error (error);
  gui_test_settle ();
  /* a new Victory window holds the game; the VIKTORY II window kept none */
  opened = NULL;
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
        if (VIC_IS_WINDOW (top) && VIC_WINDOW (top) != w)
          opened = VIC_WINDOW (top);
      }
  }
  g_assert_nonnull (opened);
  g_assert_null (vik_game_model_get_game (vik_window_get_model (other)));
  g_assert_true (vic_game_equal (game_of (w), game_of (opened)));
  g_assert_true (vic_window_get_handoff_visible (opened));
  g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (opened)), ==, -1);
  /* Enter is Ready: the screen's button has the focus */
  for (int i = 0; i < 20 && !GTK_IS_BUTTON (gtk_window_get_focus (GTK_WINDOW (opened))); i++)
    gui_test_settle ();
  g_assert_true (GTK_IS_BUTTON (gtk_window_get_focus (GTK_WINDOW (opened))));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (gtk_window_get_focus (GTK_WINDOW (opened)))), ==, _("_Ready"));
  gtk_window_destroy (GTK_WINDOW (opened));
  gtk_window_destroy (GTK_WINDOW (other));

  /* A VIKTORY II save chosen in the Victory window's Open opens in a VIKTORY
   * II window of its own, through the registered games (no header of the
   * other game's); a damaged one is told over the Victory window. */
  {
    g_autofree char *vik_path = g_build_filename (dir, "game.vik", NULL);
    g_autoptr (GFile) vik_file = g_file_new_for_path (vik_path);
    g_autoptr (VikGameModel) saved = vik_game_model_new ();
    VikGameOptions options = { .n_players = 2, .seed = 5 };
    GtkWindow *dialog;

    g_assert_true (vik_game_model_new_game (saved, &options, NULL, &error));
    g_assert_true (vik_game_model_save (saved, vik_file, &error));
    g_assert_no_error (error);
    g_assert_true (vik_gui_games_open_file (NULL, GTK_WINDOW (w), vik_file, &error));
    g_assert_no_error (error);
    other = VIK_WINDOW (gui_test_find_toplevel (VIK_TYPE_WINDOW));
    g_assert_nonnull (other);
    g_assert_true (vik_game_equal (vik_game_model_get_game (saved), vik_game_model_get_game (vik_window_get_model (other))));
    gtk_window_destroy (GTK_WINDOW (other));
    gui_test_settle ();
    g_assert_true (g_file_set_contents (vik_path, "not a save", -1, NULL));
    g_assert_false (vik_gui_games_open_file (NULL, GTK_WINDOW (w), vik_file, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    gui_test_settle ();
    g_assert_null (gui_test_find_toplevel (VIK_TYPE_WINDOW));
    dialog = gui_test_modal_over (GTK_WINDOW (w));
    g_assert_nonnull (dialog);
    gtk_window_destroy (dialog);
    g_remove (vik_path);
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
  g_remove (path);
  g_rmdir (dir);
}

/* How to Play (F1, win.help): every section over the window; the side
 * panel counts each player's Cities against what wins (10.0). */
/* In production the side panel lists End first, not after every "Build a
 * new ..." row (found by playing a whole turn: End was buried mid-list). */
static void
test_end_first_in_production (void)
{
  VicWindow *w = start_from_new_game ();
  VikRng rng;
  GListModel *rows;
  int n = 0;

  vik_rng_seed (&rng, 9, 1);
  while (vic_game_get_phase (game_of (w)) != VIC_PHASE_PRODUCTION && n++ < 4000)
    {
      if (vic_window_get_handoff_visible (w))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL));
          gui_test_settle ();
        }
      play_one (w, &rng);
    }
  g_assert_cmpint (vic_game_get_phase (game_of (w)), ==, VIC_PHASE_PRODUCTION);
  gui_test_settle ();
  rows = vic_side_panel_get_model (vic_window_get_side_panel (w));
  {
    g_autoptr (VicActionItem) first = g_list_model_get_item (rows, 0);
    if (vic_action_item_get_kind (first) == VIC_ACTION_ITEM_BLOCK && vic_action_item_get_block (first) == VIC_NO_BLOCK)
      {
        /* a block is still selected: back to all blocks, as the player would */
        gtk_widget_activate (vic_side_panel_get_row (vic_window_get_side_panel (w), 0));
        gui_test_settle ();
      }
  }
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, 2);
  {
    g_autoptr (VicActionItem) first = g_list_model_get_item (rows, 0);
    g_assert_cmpstr (vic_action_item_get_words (first), ==, _("End (finish your part of this phase)"));
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

static void
test_help_and_pp (void)
{
  VicWindow *w = start_from_new_game ();
  GtkWindow *help = NULL;
  g_autofree char *pp = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  int n = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.help", NULL));
  gui_test_settle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && help == NULL; i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_window_get_title (GTK_WINDOW (top)), _("How to Play Victory")) == 0)
        help = GTK_WINDOW (top);
    }
  g_assert_nonnull (help);
  g_assert_true (gtk_window_get_transient_for (help) == GTK_WINDOW (w));
  /* its frame a template (vic-help-window.ui), the sections in its page */
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (help), ==, "VikHelpFrame");
  g_assert_true (gtk_window_get_destroy_with_parent (help));
  for (const VicHelpSection *s = vic_help_sections (); s->heading != NULL; s++, n++)
    g_assert_nonnull (gui_test_find_label (GTK_WIDGET (help), _(s->heading)));
  g_assert_cmpint (n, >=, 7);
  gtk_window_destroy (help);
  /* 10 PP of Cities each at the start, 15 to win on two maps */
  pp = g_strdup_printf ("%s: %d of %d PP", vic_game_get_player_name (game_of (w), 0),
                        vic_game_controlled_pp (game_of (w), 0), vic_game_win_pp (game_of (w), 0));
  g_assert_cmpint (vic_game_controlled_pp (game_of (w), 0), ==, 10);
  g_assert_cmpint (vic_game_win_pp (game_of (w), 0), ==, 15);
  {
    GtkWidget *panel = GTK_WIDGET (vic_window_get_side_panel (w));
    gboolean found = FALSE;
    GPtrArray *stack = g_ptr_array_new ();
    g_ptr_array_add (stack, panel);
    while (stack->len > 0 && !found)
      {
        GtkWidget *x = g_ptr_array_steal_index (stack, stack->len - 1);
        if (GTK_IS_LABEL (x) && strstr (gtk_label_get_text (GTK_LABEL (x)), pp) != NULL)
          found = TRUE;
        for (GtkWidget *c = gtk_widget_get_first_child (x); c != NULL; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (stack, c);
      }
    g_ptr_array_unref (stack);
    g_assert_true (found);
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* The deployment explained (1.4): the panel says how many blocks are left
 * to deploy and where (the Cities and Towns lit on the board); a real click
 * on a lit hex lists the blocks that may go there, a click on one deploys
 * it, and the count and the log follow ("deploys a block in d2, Saltmere"). */
static void
test_deployment_explained (void)
{
  VicWindow *w = start_from_new_game ();
  const VicGame *game = game_of (w);
  const VicMap *map = vic_game_get_map (game);
  VikBoardPainter *painter = VIK_BOARD_PAINTER (vic_window_get_painter (w));
  GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  int decider = vic_game_get_decider (game), left = 0, target = VIC_NO_HEX, block;
  guint8 targets[VIC_MAX_HEXES] = { 0 };
  g_autofree char *guide = vic_side_panel_get_guide (vic_window_get_side_panel (w));
  g_autofree char *want = NULL, *log = NULL, *where = NULL;
  VicBlockInfo info;

  for (int b = 0; b < vic_game_n_block_slots (game); b++)
    if (vic_game_get_block (game, b, &info) && info.owner == decider && info.hex == VIC_NO_HEX)
      left++;
  g_assert_cmpint (left, ==, 20);   /* Quick Start: 20 random units (10.1) */
  g_test_message ("%s", guide);
  want = g_strdup_printf ("%d blocks left to deploy.", left);
  g_assert_nonnull (strstr (guide, want));
  g_assert_nonnull (strstr (guide, "Cities and Towns (lit)"));
  g_assert_nonnull (strstr (guide, "(1.4)"));
  g_assert_nonnull (strstr (guide, "End"));
  /* where: every hex a block may be deployed in is lit, and no other */
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VicAction, i).kind == VIC_ACTION_DEPLOY)
      targets[g_array_index (legal, VicAction, i).hex] = 1;
  for (int h = 0; h < map->n_hexes; h++)
    {
      g_assert_cmpint (vik_board_painter_is_active (painter, h), ==, targets[h]);
      if (targets[h] && target == VIC_NO_HEX && (map->features[h] & VIC_HEX_CITY))
        target = h;
    }
  g_assert_cmpint (target, !=, VIC_NO_HEX);

  /* a click on a lit City: the blocks that may go there; a click on one deploys it */
  g_assert_cmpint (vic_window_get_selected (w), ==, VIC_NO_BLOCK);
  click_hex (w, target);
  g_assert_nonnull (vic_window_get_hex_popover (w));
  block = VIC_NO_BLOCK;
  for (guint i = 0; i < legal->len && block == VIC_NO_BLOCK; i++)
    if (g_array_index (legal, VicAction, i).kind == VIC_ACTION_DEPLOY && g_array_index (legal, VicAction, i).hex == target)
      block = g_array_index (legal, VicAction, i).block;
  click_button (popover_row (w, block));
  g_assert_true (vic_game_get_block (game_of (w), block, &info));
  g_assert_cmpint (info.hex, ==, target);
  g_assert_null (vic_window_get_hex_popover (w));
  g_free (guide);
  guide = vic_side_panel_get_guide (vic_window_get_side_panel (w));
  g_free (want);
  want = g_strdup_printf ("%d blocks left to deploy.", left - 1);
  g_assert_nonnull (strstr (guide, want));
  log = vic_side_panel_get_log (vic_window_get_side_panel (w));
  where = g_strdup_printf ("deploys a block in %s, %s", vic_map_label (map, target), map->site_names[target]);
  g_test_message ("log: %s", log);
  g_assert_nonnull (strstr (log, where));
  g_test_message ("%d clicks through the X server", real_clicks);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* Clicks a row of the side panel: with the mouse at its centre where it
 * can, else activated as a click would. */
static void
click_row (GtkWidget *row)
{
  GtkNative *native = gtk_widget_get_native (row);
  graphene_point_t p;

  g_assert_true (gtk_widget_compute_point (row, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (row) / 2.0f,
                                                                 gtk_widget_get_height (row) / 2.0f), &p));
  if (mouse_click_native (native, p.x, p.y))
    real_clicks++;
  else
    gtk_widget_activate (row);
  gui_test_settle ();
}

/* The side panel's rows are a GListModel of VicActionItem, the list box
 * bound to it (a VicActionRow per item: its words, the whole text as
 * tooltip, a block row as a heading).  At the deployment (1.4): the actions
 * of no block (End first, once it may be chosen), then a row per block that
 * can act.  A
 * block row activated selects the block: the row back to all blocks, then
 * its actions; an action row activated applies its action, and the model
 * holds the next decision's rows. */
static void
test_side_panel_rows (void)
{
  VicWindow *w = start_from_new_game ();
  VicSidePanel *panel = vic_window_get_side_panel (w);
  GListModel *rows = vic_side_panel_get_model (panel);
  GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  g_autoptr (GHashTable) blocks = g_hash_table_new (NULL, NULL);
  guint n_no_block = 0, n_block_actions = 0, block_at = G_MAXUINT;
  gboolean can_end = FALSE;
  int block = VIC_NO_BLOCK;
  VicAction chosen;
  VicBlockInfo info;

  g_assert_true (g_list_model_get_item_type (rows) == VIC_TYPE_ACTION_ITEM);
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      can_end |= a->kind == VIC_ACTION_END;
      if (a->block == VIC_NO_BLOCK)
        n_no_block++;
      else
        g_hash_table_add (blocks, GINT_TO_POINTER (a->block));
    }
  g_assert_cmpuint (g_hash_table_size (blocks), >, 1);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n_no_block + g_hash_table_size (blocks));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (VicActionItem) item = g_list_model_get_item (rows, i);
      GtkWidget *row = vic_side_panel_get_row (panel, i), *label;
      gboolean is_block = vic_action_item_get_kind (item) == VIC_ACTION_ITEM_BLOCK;

      g_assert_true (VIC_IS_ACTION_ROW (row));
      g_assert_true (vic_action_row_get_item (VIC_ACTION_ROW (row)) == item);
      label = gui_test_find_label (row, vic_action_item_get_words (item));
      g_assert_nonnull (label);
      g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
      g_assert_cmpint (gtk_widget_has_css_class (label, "heading"), ==, is_block);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (row), ==, vic_action_item_get_tooltip (item));
      g_assert_true (gtk_widget_get_focusable (row));
      if (i < n_no_block)
        {
          /* End and the actions of no block first */
          g_assert_false (is_block);
          g_assert_cmpint (vic_action_item_get_action (item)->block, ==, VIC_NO_BLOCK);
          if (i == 0 && can_end)
            g_assert_cmpint (vic_action_item_get_action (item)->kind, ==, VIC_ACTION_END);
          continue;
        }
      /* a row per block: each deployable block has several hexes to go to */
      g_assert_true (is_block);
      g_assert_true (g_hash_table_remove (blocks, GINT_TO_POINTER (vic_action_item_get_block (item))));
      g_assert_null (vic_action_item_get_action (item));
      g_assert_nonnull (strstr (vic_action_item_get_words (item), "›"));
      if (block == VIC_NO_BLOCK)
        {
          block = vic_action_item_get_block (item);
          block_at = i;
        }
    }
  g_assert_cmpuint (g_hash_table_size (blocks), ==, 0);

  /* the block row activated: the block selected, its rows listed */
  click_row (vic_side_panel_get_row (panel, block_at));
  g_assert_cmpint (vic_window_get_selected (w), ==, block);
  for (guint i = 0; i < legal->len; i++)
    n_block_actions += g_array_index (legal, VicAction, i).block == block;
  g_assert_cmpuint (n_block_actions, >, 1);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 1 + n_block_actions + n_no_block);
  {
    g_autoptr (VicActionItem) back = g_list_model_get_item (rows, 0);
    g_autoptr (VicActionItem) first = g_list_model_get_item (rows, 1);
    g_autofree char *words = vic_block_words (game_of (w), block);
    g_assert_cmpint (vic_action_item_get_kind (back), ==, VIC_ACTION_ITEM_BLOCK);
    g_assert_cmpint (vic_action_item_get_block (back), ==, VIC_NO_BLOCK);
    g_assert_cmpstr (vic_action_item_get_words (back), ==, words);
    g_assert_cmpstr (vic_action_item_get_tooltip (back), ==, _("Back to all blocks"));
    g_assert_cmpint (vic_action_item_get_kind (first), ==, VIC_ACTION_ITEM_ACTION);
    chosen = *vic_action_item_get_action (first);
    g_assert_cmpint (chosen.block, ==, block);
    g_assert_cmpint (chosen.kind, ==, VIC_ACTION_DEPLOY);
  }

  /* the action row activated: the block deployed */
  g_assert_false (vic_game_model_can_undo (vic_window_get_model (w)));
  click_row (vic_side_panel_get_row (panel, 1));
  g_assert_true (vic_game_get_block (game_of (w), block, &info));
  g_assert_cmpint (info.hex, ==, chosen.hex);
  g_assert_true (vic_game_model_can_undo (vic_window_get_model (w)));
  /* the next decision's rows: a row per action of no block and per block, never the block deployed */
  g_assert_cmpint (vic_window_get_selected (w), ==, VIC_NO_BLOCK);
  legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
  n_no_block = 0;
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      g_assert_cmpint (a->block, !=, block);
      if (a->block == VIC_NO_BLOCK)
        n_no_block++;
      else
        g_hash_table_add (blocks, GINT_TO_POINTER (a->block));
    }
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n_no_block + g_hash_table_size (blocks));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (VicActionItem) item = g_list_model_get_item (rows, i);
      g_assert_true (vic_action_item_get_kind (item) != VIC_ACTION_ITEM_BLOCK || vic_action_item_get_block (item) != block);
    }
  g_test_message ("%d clicks through the X server", real_clicks);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* A stack picked: in the Move Phase a real click on a hex holding several
 * of one's blocks that can move lists them; each is picked by a click on
 * its row (the painter draws the stack as a fan, the picked block in front). */
static void
test_stack_picked (void)
{
  VicWindow *w = start_from_new_game ();
  VikRng rng;
  int stack = VIC_NO_HEX, picked = 0;
  g_autoptr (GArray) movers = g_array_new (FALSE, FALSE, sizeof (int));

  vik_rng_seed (&rng, 12, 3);
  while (vic_game_get_decision (game_of (w)) != VIC_DECISION_MOVE)
    {
      play_one (w, &rng);
      if (vic_window_get_handoff_visible (w))
        gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
    }
  gui_test_settle ();
  {
    /* the hex with the most of the decider's blocks that can move */
    GArray *legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
    const VicMap *map = vic_game_get_map (game_of (w));
    for (int h = 0; h < map->n_hexes; h++)
      {
        g_autoptr (GArray) here = g_array_new (FALSE, FALSE, sizeof (int));
        for (guint i = 0; i < legal->len; i++)
          {
            const VicAction *a = &g_array_index (legal, VicAction, i);
            gboolean seen = FALSE;
            int b = a->block;
            if (a->kind != VIC_ACTION_MOVE || a->hex2 != h)
              continue;
            for (guint k = 0; k < here->len; k++)
              seen = seen || g_array_index (here, int, k) == b;
            if (!seen)
              g_array_append_val (here, b);
          }
        if (here->len > movers->len)
          {
            g_array_set_size (movers, 0);
            g_array_append_vals (movers, here->data, here->len);
            stack = h;
          }
      }
  }
  g_assert_cmpint (stack, !=, VIC_NO_HEX);
  g_assert_cmpuint (movers->len, >=, 2);
  g_assert_cmpint (vic_game_hex_blocks (game_of (w), stack, vic_game_get_decider (game_of (w))), >=, 2);
  /* every block of the stack, one after the other, in any order */
  for (guint k = movers->len; k-- > 0;)
    {
      int b = g_array_index (movers, int, k);
      g_test_message ("picking block %d of %u (selected %d)", b, movers->len, vic_window_get_selected (w));
      click_hex (w, stack);
      g_assert_nonnull (vic_window_get_hex_popover (w));
      click_button (popover_row (w, b));
      g_assert_null (vic_window_get_hex_popover (w));
      g_assert_cmpint (vic_window_get_selected (w), ==, b);
      picked++;
    }
  g_test_message ("%d blocks of the stack in %s picked, %d clicks through the X server", picked,
                  vic_map_label (vic_game_get_map (game_of (w)), stack), real_clicks);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static int
count_titled (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  int n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      n += g_strcmp0 (gtk_window_get_title (GTK_WINDOW (top)), title) == 0 && gtk_widget_get_visible (GTK_WIDGET (top));
    }
  return n;
}

/* A How to Play window closes with its game window: closing a Victory
 * window while a VIKTORY II game stays open leaves no Victory help over it
 * (found by playing); F1 twice shows one window; VIKTORY II's help goes
 * with its window too. */
static void
test_help_closes_with_window (void)
{
  VicWindow *w = start_from_new_game ();
  VikWindow *other = vik_window_new (NULL);
  VikWindow *second = vik_window_new (NULL);

  gtk_window_present (GTK_WINDOW (other));
  gtk_window_present (GTK_WINDOW (w));
  gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.help", NULL));
  gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.help", NULL));
  gui_test_settle ();
  g_assert_cmpint (count_titled (_("How to Play Victory")), ==, 1);
  /* the window manager's close button: close-request, then the window goes */
  gtk_window_close (GTK_WINDOW (w));
  gui_test_settle ();
  g_assert_null (gui_test_find_toplevel (VIC_TYPE_WINDOW));
  g_assert_cmpint (count_titled (_("How to Play Victory")), ==, 0);

  /* VIKTORY II's goes with its window too */
  gtk_window_present (GTK_WINDOW (second));
  gui_test_settle ();
  vik_help_window_present (GTK_WINDOW (second));
  gui_test_settle ();
  g_assert_cmpint (count_titled (_("How to Play")), ==, 1);
  gtk_window_close (GTK_WINDOW (second));
  gui_test_settle ();
  g_assert_cmpint (count_titled (_("How to Play")), ==, 0);
  gtk_window_destroy (GTK_WINDOW (other));
  gui_test_spin ();
}

/* The battle forecast (issue 12): once a battle waits, the side panel shows
 * its line, computed in a worker thread, for the player who decides. */
static void
test_forecast (void)
{
  VicWindow *w = start_from_new_game ();
  int battle = VIC_NO_HEX;
  g_autofree char *text = NULL;
  VikRng rng;

  vik_rng_seed (&rng, 5, 1);
  for (int n = 0; n < 3000 && battle == VIC_NO_HEX; n++)
    {
      play_one (w, &rng);
      if (vic_window_get_handoff_visible (w))
        gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
      for (int h = 0; h < vic_game_get_map (game_of (w))->n_hexes && battle == VIC_NO_HEX; h++)
        if (vic_game_hex_is_battle (game_of (w), h))
          battle = h;
    }
  g_assert_cmpint (battle, !=, VIC_NO_HEX);
  for (gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC; g_get_monotonic_time () < end;)
    {
      gui_test_settle ();
      g_free (text);
      text = vic_side_panel_get_forecast (vic_window_get_side_panel (w));
      if (text[0] != '\0')
        break;
    }
  g_test_message ("forecast: %s", text);
  {
    g_autofree char *want = g_strdup_printf ("Battle in %s: the attacker takes it ",
                                             vic_map_label (vic_game_get_map (game_of (w)), battle));
    g_assert_nonnull (strstr (text, want));
    g_assert_nonnull (strstr (text, "% ± "));
    g_assert_nonnull (strstr (text, "steps"));
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* Answers the unsaved-game question as its button does. */
static void
answer (GtkWindow *ask, const char *response)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), response);
  gtk_window_close (ask);
  gui_test_settle ();
}

/* The dialog New Game or Open put over `w`, closed (NULL: none). */
static gboolean
close_dialog_over (VicWindow *w)
{
  GtkWindow *dialog = gui_test_modal_over (GTK_WINDOW (w));

  if (dialog == NULL)
    return FALSE;
  g_assert_false (ADW_IS_MESSAGE_DIALOG (dialog));
  gtk_window_destroy (dialog);
  gui_test_settle ();
  return TRUE;
}

/* With unsaved moves, New Game and Open ask first, as in VIKTORY II's window
 * (the question is written once, vik-unsaved-game.h): Cancel keeps the game
 * and opens nothing, Save writes the file and goes on, Discard goes on. */
static void
test_new_game_asks (void)
{
  VicWindow *w = vic_window_new (NULL);
  g_autofree char *dir = g_dir_make_tmp ("viktory-vic-ask-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "asked.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (VicGame) before = NULL;
  GtkWindow *ask;
  VikRng rng;

  gui_test_present (GTK_WINDOW (w));
  g_assert_true (vic_window_start_preset (w, "quick-start", 2, NULL, NULL, NULL, 31, &error));
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
  gui_test_settle ();
  /* a game with no move yet asks nothing */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_settle ();
  g_assert_true (close_dialog_over (w));

  vik_rng_seed (&rng, 31, 2);
  for (int i = 0; i < 3; i++)
    play_one (w, &rng);
  before = vic_game_copy (game_of (w));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_settle ();
  ask = gui_test_modal_over (GTK_WINDOW (w));
  g_assert_true (ADW_IS_MESSAGE_DIALOG (ask));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (ask)), ==, _("Save the Game?"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (ask)), ==, "save");
  answer (ask, "cancel");
  g_assert_false (close_dialog_over (w));
  g_assert_true (vic_game_equal (before, game_of (w)));
  /* Open asks too */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.open", NULL));
  gui_test_settle ();
  ask = gui_test_modal_over (GTK_WINDOW (w));
  g_assert_true (ADW_IS_MESSAGE_DIALOG (ask));
  answer (ask, "cancel");
  g_assert_true (vic_game_equal (before, game_of (w)));

  /* a game with a file: Save writes it, then New Game goes on */
  g_assert_true (vic_window_save_file (w, file, &error));
  g_assert_no_error (error);
  play_one (w, &rng);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (vic_window_get_model (w))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_settle ();
  ask = gui_test_modal_over (GTK_WINDOW (w));
  g_assert_true (ADW_IS_MESSAGE_DIALOG (ask));
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (ask)), "asked.vic"));
  answer (ask, "save");
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (vic_window_get_model (w))));
  {
    g_autoptr (VicGameModel) reread = vic_game_model_new ();
    g_assert_true (vic_game_model_load (reread, file, &error));
    g_assert_no_error (error);
    g_assert_true (vic_game_equal (vic_game_model_get_game (reread), game_of (w)));
  }
  g_assert_true (close_dialog_over (w));

  /* Discard goes on without saving */
  play_one (w, &rng);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_settle ();
  answer (gui_test_modal_over (GTK_WINDOW (w)), "discard");
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (vic_window_get_model (w))));
  g_assert_true (close_dialog_over (w));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *tmpdir = NULL;
  int status;

  if (!gui_test_have_display ())
    return 77;
  /* the autosaves of these games go to a folder of their own */
  tmpdir = gui_test_tree_new ("viktory-victory-XXXXXX");
  g_setenv ("VIKTORY_AUTOSAVE_DIR", tmpdir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_test_add_func ("/gui/victory/play", test_play_victory);
  g_test_add_func ("/gui/victory/new-game-one-dialog", test_new_game_one_dialog);
  g_test_add_func ("/gui/victory/save-open-undo", test_save_open_undo);
  g_test_add_func ("/gui/victory/help-and-pp", test_help_and_pp);
  g_test_add_func ("/gui/victory/end-first-in-production", test_end_first_in_production);
  g_test_add_func ("/gui/victory/forecast", test_forecast);
  g_test_add_func ("/gui/victory/help-closes-with-window", test_help_closes_with_window);
  g_test_add_func ("/gui/victory/deployment-explained", test_deployment_explained);
  g_test_add_func ("/gui/victory/stack-picked", test_stack_picked);
  g_test_add_func ("/gui/victory/side-panel-rows", test_side_panel_rows);
  g_test_add_func ("/gui/victory/new-game-asks-save-discard-cancel", test_new_game_asks);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  return status;
}
