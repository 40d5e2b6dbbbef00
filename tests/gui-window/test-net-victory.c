/* test-net-victory.c: a game of *Victory* over the network, in two game
 * windows under a display.
 *
 * The first VIKTORY II window hosts through its Host dialog, Victory and its
 * Quick Start chosen (this process's in-app server on a free port of
 * localhost, no mocks): a Victory window opens, plays the host's seat and
 * shows the invitations.  The second VIKTORY II window joins with the
 * friend's invitation link (win.join-link, as a pasted or opened link does):
 * the link does not say which game it is, so the join hands over, at the
 * server's welcome, to a second Victory window playing the friend's seat.
 * Both are in "Your network games" as Victory games.  Then each window plays
 * actions of its seat (a block's row, then a real mouse click on a lit hex
 * through the X server where xdotool can; the rest through win.apply-action
 * as the side panel sends them); after each, both boards are the server's.
 * The window whose seat does not decide cannot act (no choices listed, the
 * actions disabled, a real click on a hex the decider could play changes
 * nothing, here or on the server).  No hand-off screen ever shows.  Each
 * board is drawn for its own seat: the guest's painter never shows the
 * host's hidden blocks (blank blocks, no ink of a type or strength on them),
 * while the host's own board shows them. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vic-action-list.h"
#include "vic-action-words.h"
#include "vic-board-export.h"
#include "vic-game-model-start.h"
#include "vic-replay-window.h"
#include "vic-window-replay.h"
#include "vic-stats-window.h"
#include "vik-painter-export.h"
#include "vic-map-draw.h"
#include "vic-net-play.h"
#include "vic-policy.h"
#include "vic-window.h"
#include "vik-host-dialog.h"
#include "vik-host-server.h"
#include "vik-net-games.h"
#include "vik-rng.h"
#include "vik-window.h"
#include "vik-your-games.h"

#include "gui-test-util.h"

static char *tmpdir;
static int real_clicks;

/* ---------------------------------------------------------------- helpers */

static VikWindow *
viktory_window_new (void)
{
  VikWindow *w = vik_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (w), 1000, 700);
  gui_test_present (GTK_WINDOW (w));
  return w;
}

static const VicGame *
game_of (VicWindow *w)
{
  return vic_game_model_get_game (vic_window_get_model (w));
}

static VikNetSession *
play_of (VicWindow *w)
{
  return vic_window_get_net_play (w);
}

/* The Victory window playing `seat` of the network game, or NULL. */
static VicWindow *
victory_window (int seat)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (VIC_IS_WINDOW (top) && vik_net_session_get_state (play_of (VIC_WINDOW (top))) == VIK_NET_PLAY_PLAYING
          && vik_net_session_get_seat (play_of (VIC_WINDOW (top))) == seat && game_of (VIC_WINDOW (top)) != NULL)
        return VIC_WINDOW (top);
    }
  return NULL;
}

static gboolean
seat_playing (gpointer data)
{
  return victory_window (GPOINTER_TO_INT (data)) != NULL;
}

static gboolean
window_titled (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (gtk_widget_get_visible (GTK_WIDGET (top)) && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (top)), title) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
close_windows_titled (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i-- > 0;)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_window_get_title (GTK_WINDOW (top)), title) == 0)
        gtk_window_destroy (GTK_WINDOW (top));
    }
  gui_test_spin ();
}

/* The two Victory windows at one table of this process's server. */
typedef struct {
  VicWindow *w[2];     /* w[p] plays seat p */
  const char *game;
  gint64 at_least;     /* the server's position to wait for */
  gint64 seen[2];      /* the actions each window heard of */
  gint64 next_send[2]; /* when each seat may send again (monotonic µs) */
} Table;

static void
on_applied (VicGameModel *model, gpointer action, gpointer events, guint n, gint64 *seen)
{
  (*seen)++;
}

/* Both windows heard of every action the server accepted, and the decider's
 * window has the answer to its own last action. */
static gboolean
caught_up (gpointer data)
{
  Table *t = data;
  gint64 seq = vik_server_game_seq (vik_host_server_get (), t->game);

  if (seq < t->at_least)
    return FALSE;
  for (int p = 0; p < 2; p++)
    if (t->seen[p] != seq)
      return FALSE;
  for (int p = 0; p < 2; p++)
    if (!vic_game_is_over (game_of (t->w[p])) && vic_game_get_decider (game_of (t->w[p])) == p
        && !vic_game_model_decides_here (vic_window_get_model (t->w[p])))
      return FALSE;
  return TRUE;
}

/* Each window's view is the server's game as that seat may see it: the
 * same position, turn, phase and decider, and the seat's own blocks as
 * they are. */
static void
assert_views_are_the_servers (Table *t)
{
  const VicGame *real = vik_server_game_state (vik_host_server_get (), t->game);

  for (int p = 0; p < 2; p++)
    {
      const VicGame *view = game_of (t->w[p]);
      g_assert_cmpint (vic_game_get_decider (view), ==, vic_game_get_decider (real));
      g_assert_cmpint (vic_game_get_phase (view), ==, vic_game_get_phase (real));
      g_assert_cmpint (vic_game_get_turn (view), ==, vic_game_get_turn (real));
      g_assert_cmpint (vic_game_n_block_slots (view), ==, vic_game_n_block_slots (real));
      for (int k = 0; k < vic_game_n_block_slots (real); k++)
        {
          VicBlockInfo a, b;
          if (!vic_game_get_block (real, k, &a) || a.owner < 0)
            continue;
          g_assert_true (vic_game_get_block (view, k, &b));
          g_assert_cmpint (b.owner, ==, a.owner);
          g_assert_cmpint (b.hex, ==, a.hex);
          if (a.owner == p)
            {
              g_assert_cmpint (b.type, ==, a.type);
              g_assert_cmpint (b.steps, ==, a.steps);
            }
        }
    }
}

/* ---------------------------------------------------------------- the board */

/* A real click at a point of the window through the X server (xdotool's
 * XTest); FALSE when that cannot be done here. */
static gboolean
mouse_click (GtkWindow *window, double x, double y)
{
  return gui_test_mouse_click (GTK_NATIVE (window), x, y);
}

/* Clicks hex on w's board: with the mouse where it can, else as the view's
 * own click.  TRUE for a real click. */
static gboolean
click_hex (VicWindow *w, int hex)
{
  VikBoardView *view = vic_window_get_board_view (w);
  const VicMap *map = vic_game_get_map (game_of (w));
  graphene_point_t p;
  double x, y;

  vic_map_draw_hex_centre (map, vik_board_view_get_layout (view), hex, &x, &y);
  y += vik_board_view_get_hex_size (view) * 0.6;   /* below the blocks, inside the hex */
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (w),
                                           &GRAPHENE_POINT_INIT ((float) x, (float) y), &p));
  if (mouse_click (GTK_WINDOW (w), p.x, p.y))
    {
      real_clicks++;
      return TRUE;
    }
  vik_board_view_click_hex (view, hex, 0);
  gui_test_spin ();
  return FALSE;
}

static cairo_surface_t *
draw_board (VicWindow *w)
{
  VikBoardView *view = vic_window_get_board_view (w);
  int width = gtk_widget_get_width (GTK_WIDGET (view)), height = gtk_widget_get_height (GTK_WIDGET (view));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, MAX (width, 1), MAX (height, 1));
  cairo_t *cr = cairo_create (surface);

  vik_board_painter_draw (VIK_BOARD_PAINTER (vic_window_get_painter (w)), cr,
                          vik_board_view_get_layout (view), VIK_NO_HEX);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Pixels in the middle of each of a player's blocks other than its colour:
 * the type and strength drawn on it (test-victory-window.c's measure). */
static int
ink_on_blocks (VicWindow *w, cairo_surface_t *surface, int owner, int *n_blocks)
{
  const VicGame *game = game_of (w);
  VicVictoryPainter *painter = vic_window_get_painter (w);
  const VikLayout *layout = vik_board_view_get_layout (vic_window_get_board_view (w));
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface), ink = 0;
  int width = cairo_image_surface_get_width (surface), height = cairo_image_surface_get_height (surface);
  double r, g, b, s = layout->size;

  *n_blocks = 0;
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
      (*n_blocks)++;
      vic_map_draw_hex_centre (vic_game_get_map (game), layout, info.hex, &cx, &cy);
      for (int y = MAX ((int) (cy - s), 0); y < MIN ((int) (cy + s), height); y++)
        for (int x = MAX ((int) (cx - s), 0); x < MIN ((int) (cx + s), width); x++)
          {
            guint32 p;
            double pr, pg, pb;
            if (vic_victory_painter_block_at (painter, layout, x + 0.5, y + 0.5) != k
                || vic_victory_painter_block_at (painter, layout, x - s * 0.08, y) != k
                || vic_victory_painter_block_at (painter, layout, x + s * 0.08, y) != k
                || vic_victory_painter_block_at (painter, layout, x, y - s * 0.08) != k
                || vic_victory_painter_block_at (painter, layout, x, y + s * 0.08) != k)
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

/* The board as `viewer` sees the window's position (redraw FALSE) or a copy
 * of it whose blocks hidden to him are re-drawn from `seed`: equal pixels
 * mean nothing of a hidden block reaches the picture. */
static cairo_surface_t *
draw_redrawn (VicWindow *w, int viewer, guint64 seed, gboolean redraw)
{
  VikBoardView *view = vic_window_get_board_view (w);
  int width = gtk_widget_get_width (GTK_WIDGET (view)), height = gtk_widget_get_height (GTK_WIDGET (view));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, MAX (width, 1), MAX (height, 1));
  cairo_t *cr = cairo_create (surface);
  g_autoptr (VicGame) copy = redraw ? vic_game_copy_for_player (game_of (w), viewer, seed) : vic_game_copy (game_of (w));
  g_autoptr (VicVictoryPainter) painter = vic_victory_painter_new ();

  vic_victory_painter_set_game (painter, copy);
  vic_victory_painter_set_viewer (painter, viewer);
  vik_board_painter_draw (VIK_BOARD_PAINTER (painter), cr, vik_board_view_get_layout (view), VIK_NO_HEX);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a), height = cairo_image_surface_get_height (a);

  return stride == cairo_image_surface_get_stride (b) && height == cairo_image_surface_get_height (b)
         && memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b), (gsize) stride * height) == 0;
}

/* Each board is drawn for its own seat: the other side's blocks on it are
 * blank (drawn the same whatever they are), its own show what they are. */
static void
assert_boards_for_own_seat (Table *t)
{
  for (int p = 0; p < 2; p++)
    {
      VicWindow *w = t->w[p];
      const VicGame *view = game_of (w);
      cairo_surface_t *surface = draw_board (w);
      int other = 1 - p, n_other = 0, n_own = 0;
      int other_ink = ink_on_blocks (w, surface, other, &n_other);
      int own_ink = ink_on_blocks (w, surface, p, &n_own);

      g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, p);
      g_assert_false (vic_window_get_handoff_visible (w));
      for (int k = 0; k < vic_game_n_block_slots (view); k++)
        {
          VicBlockInfo info;
          if (vic_game_get_block (view, k, &info) && info.owner == other && info.hex >= 0
              && !(info.revealed & (1u << p)))
            g_assert_false (vic_victory_painter_sees (vic_window_get_painter (w), k));
        }
      g_test_message ("seat %d's board: %d of its blocks (ink %d), %d of the other side's (ink %d)", p, n_own,
                      own_ink, n_other, other_ink);
      /* (a name drawn over a blank block is ink too: public, the same in every copy) */
      {
        /* (the window's painter also lights its selection: a fresh one draws the position alone) */
        cairo_surface_t *base = draw_redrawn (w, p, 0, FALSE);
        for (guint64 seed = 1; seed <= 3; seed++)
          {
            cairo_surface_t *redrawn = draw_redrawn (w, p, seed, TRUE);
            g_assert_true (same_pixels (base, redrawn));
            cairo_surface_destroy (redrawn);
          }
        cairo_surface_destroy (base);
      }
      if (n_own > 0)
        g_assert_cmpint (own_ink, >, 0);
      cairo_surface_destroy (surface);
    }
}

/* ---------------------------------------------------------------- playing */

/* A message dialog over `parent` (an error said), or NULL. */
static GtkWindow *
message_dialog_over (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_window_get_transient_for (GTK_WINDOW (top)) == parent
          && gtk_widget_get_visible (GTK_WIDGET (top)))
        return GTK_WINDOW (top);
    }
  return NULL;
}

/* The seat that does not decide cannot act: nothing listed, the actions
 * disabled, a real click on a hex the decider could deploy to (after
 * selecting, as the decider would) changes nothing, here or on the server. */
static void
assert_cannot_act (Table *t, int idle)
{
  VicWindow *w = t->w[idle], *other = t->w[1 - idle];
  VicGameModel *model = vic_window_get_model (w);
  gint64 seq = vik_server_game_seq (vik_host_server_get (), t->game);
  GArray *theirs = vic_game_model_get_legal_actions (vic_window_get_model (other));
  g_autofree char *waiting = vic_game_model_describe_waiting (model);
  int hex = VIC_NO_HEX;

  g_assert_cmpint (vic_game_get_decider (game_of (w)), ==, 1 - idle);
  g_assert_false (vic_game_model_decides_here (model));
  g_assert_false (vic_game_model_person_decides (model));
  g_assert_cmpuint (vic_game_model_get_legal_actions (model)->len, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (vic_side_panel_get_model (vic_window_get_side_panel (w))), ==, 0);
  g_assert_nonnull (waiting);
  g_test_message ("seat %d waits: %s", idle, waiting);
  /* the actions are disabled: activated, they do nothing (not even say "Not allowed") */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.end", NULL);
  for (guint i = 0; i < theirs->len && hex == VIC_NO_HEX; i++)
    {
      const VicAction *a = &g_array_index (theirs, VicAction, i);
      g_autofree char *text = vic_action_to_string (game_of (other), a);
      hex = vic_action_target_hex (a);
      gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text);
      gtk_widget_activate_action (GTK_WIDGET (w), "win.select-block", "i", a->block);
      g_assert_cmpint (vic_window_get_selected (w), ==, VIC_NO_BLOCK);
    }
  if (hex >= 0)
    click_hex (w, hex);
  gui_test_run_for (300);
  g_assert_null (message_dialog_over (GTK_WINDOW (w)));
  g_assert_cmpint (vic_window_get_selected (w), ==, VIC_NO_BLOCK);
  g_assert_cmpint (vik_server_game_seq (vik_host_server_get (), t->game), ==, seq);
  g_assert_cmpint (t->seen[idle], ==, seq);
  g_assert_true (vik_session_get_remote_connected (VIK_SESSION (model)));
}

/* The side panel's row that selects `block`. */
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

/* One action of seat `me`: the first deployable block's row, then a real
 * click on the hex it may go to (first == TRUE); else one the aggressive
 * policy chooses, through win.apply-action.  Both windows catch up. */
/* The server takes 20 messages a second from a connection (40 in a burst):
 * a seat playing a long stretch alone waits for its turn to send. */
static gboolean
may_send (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

static void
play_one (Table *t, int me, VikRng *rng, gboolean by_click)
{
  VicWindow *w = t->w[me];
  VicGameModel *model = vic_window_get_model (w);
  GArray *legal = vic_game_model_get_legal_actions (model);
  VicAction chosen = vic_action_make (VIC_N_ACTION_KINDS);
  gboolean clicked = FALSE;

  g_assert_true (vic_game_model_decides_here (model));
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (gui_test_spin_until (may_send, &t->next_send[me], 1));
  t->next_send[me] = g_get_monotonic_time () + G_USEC_PER_SEC / 15;
  t->at_least = vik_server_game_seq (vik_host_server_get (), t->game) + 1;
  for (guint i = 0; by_click && i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      GtkWidget *row;
      if (a->kind != VIC_ACTION_DEPLOY || (row = block_row (w, a->block)) == NULL)
        continue;
      chosen = *a;
      gtk_widget_activate (row);
      gui_test_spin ();
      g_assert_cmpint (vic_window_get_selected (w), ==, chosen.block);
      clicked = click_hex (w, chosen.hex);
      break;
    }
  if (chosen.kind == VIC_N_ACTION_KINDS)
    {
      guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game_of (w), (const VicAction *) legal->data, legal->len,
                                   rng);
      g_autofree char *text = NULL;
      chosen = g_array_index (legal, VicAction, k);
      text = vic_action_to_string (game_of (w), &chosen);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
    }
  if (!gui_test_spin_until (caught_up, t, 15))
    g_error ("seat %d's action (%s) did not reach both windows: server at %" G_GINT64_FORMAT ", windows heard %"
             G_GINT64_FORMAT " and %" G_GINT64_FORMAT, me, clicked ? "clicked" : "sent",
             vik_server_game_seq (vik_host_server_get (), t->game), t->seen[0], t->seen[1]);
  assert_views_are_the_servers (t);
  if (chosen.kind == VIC_ACTION_DEPLOY)
    {
      VicBlockInfo info;
      g_assert_true (vic_game_get_block (game_of (w), chosen.block, &info));
      g_assert_cmpint (info.hex, ==, chosen.hex);
    }
}

/* ---------------------------------------------------------------- the test */

static void
test_host_join_play (void)
{
  static const int who[] = { 0, 1 };   /* you, a friend */
  VikWindow *host = viktory_window_new (), *guest = viktory_window_new ();
  VikHostDialog *dialog;
  g_autoptr (GPtrArray) entries = NULL;
  g_autofree char *path = vik_net_games_path ();
  g_autofree char *game = NULL;
  const char *link = NULL;
  GtkWidget *your_games;
  Table t = { 0 };
  VikRng rng;
  int first;

  vik_rng_seed (&rng, 5, 3);
  /* Host: Victory, Quick Start, two players, this process's server on a free port */
  dialog = VIK_HOST_DIALOG (vik_host_dialog_new (host));
  gtk_window_present (GTK_WINDOW (dialog));
  gui_test_spin ();
  vik_host_dialog_set_game (dialog, "victory", "quick-start");
  vik_host_dialog_set_players (dialog, 2, who);
  vik_host_dialog_set_port (dialog, 0);
  vik_host_dialog_set_address (dialog, "localhost");
  vik_host_dialog_host (dialog);
  g_assert_true (gui_test_spin_until (seat_playing, GINT_TO_POINTER (0), 15));
  t.w[0] = victory_window (0);
  game = g_strdup (vik_net_session_get_game_id (play_of (t.w[0])));
  t.game = game;
  g_assert_true (vik_session_is_remote (VIK_SESSION (vic_window_get_model (t.w[0]))));
  g_assert_cmpstr (vik_server_game_rules (vik_host_server_get (), game)->id, ==, "victory");
  /* the host's Victory window shows the invitations it has just made */
  g_assert_true (gui_test_spin_until ((GuiTestCond) window_titled, "Invitations", 5));
  close_windows_titled ("Invitations");
  g_test_message ("host: %s", vic_window_get_net_status (t.w[0]));
  g_assert_nonnull (strstr (vic_window_get_net_status (t.w[0]), "You host this game at localhost:"));

  /* the friend's link, as the Invitations dialog shows it */
  entries = vik_net_games_load (path, NULL);
  for (guint i = 0; i < entries->len && link == NULL; i++)
    {
      VikNetGameEntry *e = entries->pdata[i];
      if (e->hosted && g_strcmp0 (e->game, game) == 0 && e->invitations != NULL)
        {
          link = e->invitations[1];
          g_assert_cmpstr (e->kind, ==, "victory");
        }
    }
  g_assert_nonnull (link);
  g_test_message ("invitation: %s", link);

  /* Join with the link in the other window: it is a Victory game, so a
   * Victory window plays the friend's seat */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (guest), "win.join-link", "s", link));
  g_assert_true (gui_test_spin_until (seat_playing, GINT_TO_POINTER (1), 15));
  t.w[1] = victory_window (1);
  g_assert_true (t.w[1] != t.w[0]);
  g_assert_cmpstr (vik_net_session_get_game_id (play_of (t.w[1])), ==, game);
  g_assert_null (vik_game_model_get_game (vik_window_get_model (guest)));
  g_assert_cmpint (vik_net_session_get_state (vik_window_get_net_play (guest)), ==, VIK_NET_PLAY_IDLE);
  for (int p = 0; p < 2; p++)
    {
      g_signal_connect (vic_window_get_model (t.w[p]), "action-applied", G_CALLBACK (on_applied), &t.seen[p]);
      gtk_window_set_default_size (GTK_WINDOW (t.w[p]), 1100, 760);
    }
  gui_test_run_for (500);

  /* both in "Your network games", as Victory games */
  your_games = vik_your_games_new ();
  g_object_ref_sink (your_games);
  vik_your_games_refresh (VIK_YOUR_GAMES (your_games));
  for (gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
       vik_your_games_is_busy (VIK_YOUR_GAMES (your_games)) && g_get_monotonic_time () < end;)
    gui_test_step ();
  g_assert_cmpuint (vik_your_games_get_n_rows (VIK_YOUR_GAMES (your_games)), >=, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *row = vik_your_games_get_row_text (VIK_YOUR_GAMES (your_games), i);
      g_test_message ("your games: %s", row);
      g_assert_true (g_str_has_prefix (row, "Victory · game "));
      g_assert_nonnull (strstr (row, game));
    }
  g_object_unref (your_games);

  /* the deployment: the first to decide, then the other; each window plays
   * its seat, the other waits */
  first = vic_game_get_decider (game_of (t.w[0]));
  g_assert_true (first == 0 || first == 1);
  g_assert_cmpint (vic_game_get_decision (game_of (t.w[0])), ==, VIC_DECISION_DEPLOY);
  for (int p = 0; p < 2; p++)
    g_assert_false (vic_window_get_handoff_visible (t.w[p]));
  for (int round = 0; round < 2; round++)
    {
      int me = round == 0 ? first : 1 - first;
      int actions = 0;

      g_assert_cmpint (vic_game_get_decider (game_of (t.w[me])), ==, me);
      g_test_message ("seat %d: %s", me, vic_window_get_net_status (t.w[me]));
      g_assert_nonnull (strstr (vic_window_get_net_status (t.w[me]), "Your turn"));
      assert_cannot_act (&t, 1 - me);
      /* the first with a click on the board, then to the end of its deployment */
      while (vic_game_get_decider (game_of (t.w[me])) == me)
        {
          g_assert_cmpint (++actions, <, 200);
          play_one (&t, me, &rng, actions <= 2);
          if (actions == 2)
            assert_boards_for_own_seat (&t);
        }
      assert_boards_for_own_seat (&t);
      g_test_message ("seat %d played %d actions", me, actions);
    }
  g_test_message ("%d clicks through the X server; %" G_GINT64_FORMAT " actions on the server", real_clicks,
                  vik_server_game_seq (vik_host_server_get (), game));
  for (int p = 0; p < 2; p++)
    g_assert_false (vic_window_get_handoff_visible (t.w[p]));

  /* a game of this computer's in the guest's window leaves the network game
   * (it goes on on the server): the seats are this table's again */
  g_assert_false (gtk_widget_get_sensitive (gui_test_find_named (GTK_WIDGET (t.w[1]), "seats")));
  g_assert_true (vic_window_start_preset (t.w[1], "quick-start", 2, NULL, NULL, NULL, 9, NULL));
  gui_test_spin ();
  g_assert_false (vik_session_is_remote (VIK_SESSION (vic_window_get_model (t.w[1]))));
  g_assert_cmpint (vik_net_session_get_state (play_of (t.w[1])), ==, VIK_NET_PLAY_IDLE);
  g_assert_true (gtk_widget_get_sensitive (gui_test_find_named (GTK_WIDGET (t.w[1]), "seats")));
  gtk_widget_activate_action (GTK_WIDGET (t.w[1]), "win.set-seat", "(ii)", 1, 0);
  g_assert_cmpint (vic_game_model_get_seat (vic_window_get_model (t.w[1]), 1), ==, 0);
  g_assert_false (gtk_widget_get_visible (gui_test_find_named (GTK_WIDGET (t.w[1]), "net_bar")));

  for (int p = 0; p < 2; p++)
    gtk_window_destroy (GTK_WINDOW (t.w[p]));
  gtk_window_destroy (GTK_WINDOW (host));
  gtk_window_destroy (GTK_WINDOW (guest));
  gui_test_spin ();
  vik_host_server_stop ();
}

/* ---------------------------------------------------------------- the end: replay */

typedef struct {
  gboolean done;
  char *game;
  char **tokens;
} Created;

static void
on_created (GObject *source, GAsyncResult *result, gpointer data)
{
  Created *c = data;
  g_autoptr (GError) error = NULL;

  g_assert_true (vik_host_server_create_game_finish (result, &c->game, &c->tokens, &error));
  g_assert_no_error (error);
  c->done = TRUE;
}

static gboolean
both_fair (gpointer data)
{
  Table *t = data;
  return vik_net_session_get_fair (play_of (t->w[0])) >= 0 && vik_net_session_get_fair (play_of (t->w[1])) >= 0;
}

static gboolean
replay_open (gpointer data)
{
  VicReplayWindow *rw = vic_window_get_replay_window (data);
  return rw != NULL && gtk_widget_get_mapped (GTK_WIDGET (rw));
}

static gboolean
stats_open (gpointer data)
{
  VicStatsWindow *sw = vic_window_get_stats_window (data);
  return sw != NULL && gtk_widget_get_mapped (GTK_WIDGET (sw));
}

/* The replay's board at position k shows what its viewer saw: equal, pixel
 * for pixel, to the position's copy for him with the others' hidden blocks
 * re-drawn. */
static void
assert_replay_fog (VicReplayWindow *rw, guint k)
{
  VicReplay *replay = vic_replay_window_get_replay (rw);
  int viewer = vic_replay_window_get_viewer (rw);
  g_autoptr (VicGame) copy = vic_game_copy_for_player (vik_replay_frames_position (replay, k), viewer, 91 + k);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) redrawn = vic_board_export_bytes (copy, viewer, NULL, VIK_EXPORT_PNG, &error);
  g_autoptr (GBytes) shown = vik_painter_export_bytes (VIK_BOARD_PAINTER (vic_replay_window_get_painter (rw)),
                                                       VIK_EXPORT_PNG, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (vic_replay_window_get_position (rw), ==, k);
  g_assert_true (g_bytes_equal (redrawn, shown));
}

/* A key to the replay window, through the X server: FALSE where xdotool
 * cannot. */
static gboolean
replay_key (VicReplayWindow *rw, const char *key)
{
  const char *const list[] = { key, NULL };
  gboolean sent = gui_test_keys (list);

  gui_test_settle ();
  return sent;
}

/* A game of one Game Turn (10.6) on this process's server, each seat in a
 * Victory window, played to its end.  Before the end Replay and Statistics
 * do nothing (the seed and the other side's moves are secret); at the end
 * the server reveals the seed with its record of the game, and each window
 * replays it from its first position through its own seat's eyes (the
 * other side's blocks blank unless a battle showed them), stepping with
 * real keys, and shows its statistics. */
static void
test_replay_after_the_end (void)
{
  VikHostGame setup = {
    .players = 2, .names = { "Ann", "Bob" }, .kinds = { "human", "human" }, .game = "victory",
    .scenario = "[Scenario]\nPreset=quick-start\nPlayers=2\nTurnLimit=1\n",
  };
  g_autoptr (GError) error = NULL;
  g_autofree char *uri = NULL;
  Created c = { 0 };
  Table t = { 0 };
  VikRng rng;
  int actions = 0;

  vik_rng_seed (&rng, 11, 4);
  g_assert_nonnull (vik_host_server_ensure (0, &error));
  g_assert_no_error (error);
  vik_host_server_create_game (&setup, NULL, on_created, &c);
  g_assert_true (gui_test_spin_until_flag (&c.done, 10));
  t.game = c.game;
  uri = vik_host_server_local_uri ();
  for (int p = 0; p < 2; p++)
    {
      t.w[p] = vic_window_new (NULL);
      gtk_window_set_default_size (GTK_WINDOW (t.w[p]), 1100, 760);
      gui_test_present (GTK_WINDOW (t.w[p]));
      vic_window_join_network (t.w[p], uri, c.game, c.tokens[p], FALSE);
      g_assert_true (gui_test_spin_until (seat_playing, GINT_TO_POINTER (p), 15));
      g_assert_true (victory_window (p) == t.w[p]);
      g_signal_connect (vic_window_get_model (t.w[p]), "action-applied", G_CALLBACK (on_applied), &t.seen[p]);
    }
  gui_test_run_for (300);

  /* under way: no replay, no statistics */
  for (int p = 0; p < 2; p++)
    {
      gtk_widget_activate_action (GTK_WIDGET (t.w[p]), "win.replay", NULL);
      gtk_widget_activate_action (GTK_WIDGET (t.w[p]), "win.statistics", NULL);
    }
  gui_test_run_for (200);
  for (int p = 0; p < 2; p++)
    {
      g_assert_null (vic_window_get_replay_window (t.w[p]));
      g_assert_null (vic_window_get_stats_window (t.w[p]));
      g_assert_null (message_dialog_over (GTK_WINDOW (t.w[p])));
    }

  while (!vic_game_is_over (game_of (t.w[0])))
    {
      int decider = vic_game_get_decider (game_of (t.w[0]));
      g_assert_cmpint (++actions, <, 3000);
      g_assert_true (decider == 0 || decider == 1);
      play_one (&t, decider, &rng, FALSE);
    }
  g_assert_true (gui_test_spin_until (both_fair, &t, 15));
  g_test_message ("the game ended after %d actions", actions);

  for (int p = 0; p < 2; p++)
    {
      VicWindow *w = t.w[p];
      const VicGame *record = vic_game_model_get_record (vic_window_get_model (w));
      VicReplayWindow *rw;
      guint n;

      g_assert_cmpint (vik_net_session_get_fair (play_of (w)), ==, 1);
      g_assert_nonnull (record);
      g_assert_true (vic_game_equal (record, vik_server_game_state (vik_host_server_get (), c.game)));
      /* the first window by its game-over dialog's Replay (win.replay), the
       * other dialog closed first (Look at the Board: a modal dialog keeps
       * the keys); the second window by Ctrl+R */
      if (p == 0)
        {
          AdwMessageDialog *over = ADW_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (w)));
          AdwMessageDialog *other = ADW_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (t.w[1])));
          g_assert_nonnull (over);
          g_assert_nonnull (other);
          /* as their buttons do: the answer, then the dialog closes */
          adw_message_dialog_response (other, "close");
          gtk_window_close (GTK_WINDOW (other));
          g_assert_true (adw_message_dialog_has_response (over, "replay"));
          adw_message_dialog_response (over, "replay");
          gtk_window_close (GTK_WINDOW (over));
        }
      else if (!gui_test_window_keys (GTK_WINDOW (w), "ctrl+r"))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay", NULL));
      g_assert_true (gui_test_spin_until (replay_open, w, 10));
      rw = vic_window_get_replay_window (w);
      gui_test_settle ();
      n = vik_replay_frames_n_actions (vic_replay_window_get_replay (rw));
      g_assert_cmpuint (n, ==, (guint) vik_server_game_seq (vik_host_server_get (), c.game));
      g_assert_cmpint (vic_replay_window_get_viewer (rw), ==, p);
      g_assert_true (vic_game_equal (vik_replay_frames_final (vic_replay_window_get_replay (rw)), record));
      assert_replay_fog (rw, 0);
      /* a real click on its board (read-only: nothing happens) puts the keys there */
      gui_test_click_widget (GTK_WIDGET (vic_replay_window_get_board_view (rw)));
      g_assert_cmpuint (vic_replay_window_get_position (rw), ==, 0);
      if (replay_key (rw, "End"))
        {
          assert_replay_fog (rw, n);
          g_assert_true (replay_key (rw, "Left"));
          assert_replay_fog (rw, n - 1);
          g_assert_true (replay_key (rw, "Home"));
          g_assert_true (replay_key (rw, "Right"));
          assert_replay_fog (rw, 1);
        }
      for (guint k = 0; k <= n; k += MAX (1u, n / 9))
        {
          vic_replay_window_set_position (rw, k);
          assert_replay_fog (rw, k);
        }
      gtk_window_destroy (GTK_WINDOW (rw));
      gui_test_spin ();

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.statistics", NULL));
      g_assert_true (gui_test_spin_until (stats_open, w, 10));
      gtk_window_destroy (GTK_WINDOW (vic_window_get_stats_window (w)));
      gui_test_spin ();
    }

  for (int p = 0; p < 2; p++)
    gtk_window_destroy (GTK_WINDOW (t.w[p]));
  gui_test_spin ();
  vik_host_server_stop ();
  g_free (c.game);
  g_strfreev (c.tokens);
}

/* ---------------------------------------------------------------- main */

static void
drop_debug (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (!(level & G_LOG_LEVEL_DEBUG))
    g_log_default_handler (domain, level, message, data);
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-gui-net-victory-XXXXXX");
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "autosaves", NULL);
    g_autofree char *host = g_build_filename (tmpdir, "server", NULL);
    g_autofree char *games = g_build_filename (tmpdir, "network-games.ini", NULL);
    g_autofree char *trusted = g_build_filename (tmpdir, "trusted-servers.ini", NULL);
    g_setenv ("VIKTORY_AUTOSAVE_DIR", autosave, TRUE);
    g_setenv ("VIKTORY_HOST_DIR", host, TRUE);
    g_setenv ("VIKTORY_NET_GAMES", games, TRUE);
    g_setenv ("VIKTORY_TRUSTED_SERVERS", trusted, TRUE);
  }
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_log_set_default_handler (drop_debug, NULL);

  g_test_add_func ("/gui/net-victory/host-join-play", test_host_join_play);
  g_test_add_func ("/gui/net-victory/replay-after-the-end", test_replay_after_the_end);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  g_free (tmpdir);
  return status;
}
