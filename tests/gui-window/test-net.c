/* test-net.c: two game windows play one network game, under a display
 * (issue 11: "two game windows in one test join one server and play a turn
 * each").
 *
 * The first window hosts through its Host dialog (this process's in-app
 * server on a free port of localhost, no mocks); the second joins with the
 * invitation link the host got, through win.join-link as a pasted or opened
 * link does.  Each window then plays its seat's setup turn: actions chosen by
 * a hex alone are clicked with the real mouse through the X server (xdotool,
 * where it is installed), the End Phase button too, the tile choices go
 * through win.apply-action as the Actions list sends them.  After every
 * action both boards are the server's; the other window's board shows it
 * (the hex's words on its board name the new Capital); the window whose seat
 * does not decide cannot act (a real click on a hex the decider could play,
 * its End Phase button and win.apply-action change nothing, here or on the
 * server); the network bar says whose turn it is. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vik-action-text.h"
#include "vik-host-dialog.h"
#include "gui-test-util.h"
#include "vik-invitations-dialog.h"
#include "vik-join-dialog.h"
#include "vik-net-client.h"
#include "vik-host-server.h"
#include "vik-net-games.h"
#include "vik-net-lists.h"
#include "vik-net-rows.h"
#include "vik-net-trust.h"
#include "vik-your-games.h"
#include "vik-policy.h"
#include "vik-window-private.h"


static char *tmpdir;

/* ---------------------------------------------------------------- helpers */

static VikWindow *
window_new (void)
{
  VikWindow *w = vik_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (w), 1200, 800);
  gui_test_present (GTK_WINDOW (w));
  return w;
}

static const VikGame *
game_of (VikWindow *w)
{
  return vik_game_model_get_game (vik_window_get_model (w));
}

static gboolean
is_playing (gpointer data)
{
  return vik_net_session_get_state (vik_window_get_net_play (data)) == VIK_NET_PLAY_PLAYING
         && game_of (data) != NULL;
}

static guint
history_length (VikWindow *w)
{
  guint n = 0;

  vik_game_get_history (game_of (w), &n);
  return n;
}

/* The two windows at one table of this process's server. */
typedef struct {
  VikWindow *w[2];        /* w[p] plays seat p */
  const char *game;
  gint64 at_least;        /* the server's position to wait for */
  guint clicks;           /* actions chosen with the real mouse */
} Table;

static VikServer *
server (void)
{
  VikServer *s = vik_host_server_get ();

  g_assert_nonnull (s);
  return s;
}

/* Both windows show the server's position, and can tell who decides. */
static gboolean
caught_up (gpointer data)
{
  Table *t = data;
  gint64 seq = vik_server_game_seq (server (), t->game);

  if (seq < t->at_least)
    return FALSE;
  for (int p = 0; p < 2; p++)
    if (!is_playing (t->w[p]) || (gint64) history_length (t->w[p]) != seq)
      return FALSE;
  /* the decider's window has heard its last action's answer */
  for (int p = 0; p < 2; p++)
    if (vik_game_get_decider (game_of (t->w[p])) == p && !vik_game_model_decides_here (vik_window_get_model (t->w[p])))
      return FALSE;
  return TRUE;
}

static void
assert_both_public_equal (Table *t)
{
  const VikGame *real = vik_server_game_state (server (), t->game);

  for (int p = 0; p < 2; p++)
    g_assert_true (vik_game_public_equal (game_of (t->w[p]), real));
}

/* Where a point of widget (in its own coordinates) is on its X window's
 * surface. */
static void
widget_to_surface (GtkWidget *widget, double x, double y, int *sx, int *sy)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t p;
  double dx = 0, dy = 0;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT ((float) x, (float) y),
                                           &p));
  gtk_native_get_surface_transform (native, &dx, &dy);
  *sx = (int) (p.x + dx + 0.5);
  *sy = (int) (p.y + dy + 0.5);
}

/* A real click of the primary button through the X server (xdotool's XTest)
 * at a point of widget: FALSE when that cannot be done here (no X11, no
 * xdotool). */
static gboolean
real_click (GtkWidget *widget, double x, double y)
{
  return gui_test_click_at (widget, x, y);
}

/* Real input through the X server into a window (xdotool): `what` is an
 * xdotool command ("key H i Return", "type --delay 20 TEXT" without spaces
 * in TEXT).  FALSE when that cannot be done here. */
static gboolean
send_keys (GtkWindow *window, const char *what)
{
  gulong xid = gui_test_xid (GTK_NATIVE (window));

  return xid != 0 && gui_test_xdotool ("windowraise %lu windowfocus --sync %lu %s", xid, xid, what);
}

/* Can real input be sent to this widget's window (X11 and xdotool)? */
static gboolean
real_input_possible (GtkWidget *widget)
{
  return gui_test_xid (gtk_widget_get_native (widget)) != 0;
}

/* Waits until the window shows its game page (the start page slides away:
 * meanwhile the board is not where it will be). */
static void
wait_still (VikWindow *w)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  int x = -1, y = -1;

  /* and until the window has grown to what the game page needs (the board
   * lies partly outside it meanwhile) */
  while (g_get_monotonic_time () < deadline
         && (gtk_stack_get_transition_running (w->main_stack) || x < 0 || y < 0))
    {
      gui_test_step ();
      widget_to_surface (GTK_WIDGET (w->board_view), 0, 0, &x, &y);
    }
  gui_test_settle ();
}

/* A real click on hex h of w's board. */
static gboolean
click_hex (VikWindow *w, int h)
{
  VikBoardView *view = vik_window_get_board_view (w);
  double x, y;

  g_assert_true (vik_board_view_get_hex_position (view, h, &x, &y));
  return real_click (GTK_WIDGET (view), x, y);
}

/* A real click on the middle of a widget. */
static gboolean
click_widget (GtkWidget *widget)
{
  return real_click (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

/* A hex that one legal action alone targets, without a forecast and with no
 * stack of ours to select there: a click on it applies that action at once.
 * VIK_NO_HEX if there is none; *out gets the action. */
static int
single_target (VikWindow *w, VikAction *out)
{
  const VikGame *game = game_of (w);
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));

  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      int t = vik_action_target (game, a), n = 0;
      g_autofree char *forecast = NULL;

      if (t == VIK_NO_HEX || vik_action_origin (game, a) != VIK_NO_HEX)
        continue;
      for (guint j = 0; j < legal->len; j++)
        {
          const VikAction *b = &g_array_index (legal, VikAction, j);
          n += vik_action_target (game, b) == t || vik_action_origin (game, b) == t;
        }
      forecast = vik_action_forecast (game, a);
      if (n == 1 && forecast == NULL)
        {
          *out = *a;
          return t;
        }
    }
  return VIK_NO_HEX;
}

static gboolean
legal_has (VikWindow *w, VikActionKind kind)
{
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));

  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == kind)
      return TRUE;
  return FALSE;
}

/* The seat that does not decide cannot act: nothing to choose in its window,
 * a real click on a hex the decider could play there, its End Phase button
 * and win.apply-action change nothing, in the window or on the server. */
static void
assert_cannot_act (Table *t, int idle, gboolean real_input)
{
  VikWindow *w = t->w[idle], *other = t->w[1 - idle];
  VikGameModel *model = vik_window_get_model (w);
  gint64 seq = vik_server_game_seq (server (), t->game);
  guint before = history_length (w);
  VikAction theirs;
  int hex = single_target (other, &theirs);
  g_autofree char *text = NULL;

  g_assert_cmpint (vik_game_get_decider (game_of (w)), ==, 1 - idle);
  g_assert_false (vik_game_model_decides_here (model));
  g_assert_cmpuint (vik_game_model_get_legal_actions (model)->len, ==, 0);
  g_assert_cmpuint (vik_window_get_n_listed_actions (w), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (vik_window_get_part (w, "end_button")));
  if (real_input && hex != VIK_NO_HEX)
    {
      g_assert_true (click_hex (w, hex));
      g_assert_true (click_widget (vik_window_get_part (w, "end_button")));
    }
  text = vik_action_to_string (&theirs, vik_game_get_board (game_of (w)));
  if (hex != VIK_NO_HEX)
    gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.end-phase", NULL);
  gui_test_run_for (300);
  g_assert_cmpint (vik_server_game_seq (server (), t->game), ==, seq);
  g_assert_cmpuint (history_length (w), ==, before);
  g_assert_cmpuint (history_length (other), ==, before);
  g_assert_true (vik_session_get_remote_connected (VIK_SESSION (model)));
}

/* The network bars: "Your turn" in the decider's window, "NAME to play" in
 * the other's, each naming its own seat. */
static void
assert_bars (Table *t, int decider)
{
  const char *name = vik_game_get_player_name (game_of (t->w[0]), decider);
  g_autofree char *to_play = g_strdup_printf ("%s to play", name);

  for (int p = 0; p < 2; p++)
    {
      const char *status = vik_window_get_net_status (t->w[p]);
      g_autofree char *you = g_strdup_printf ("you play %s", vik_game_get_player_name (game_of (t->w[p]), p));

      g_test_message ("window %d: %s", p, status);
      g_assert_nonnull (strstr (status, you));
      /* the host's bar names the address in his invitations, not his own 127.0.0.1 */
      g_assert_nonnull (strstr (status, p == 0 ? "You host this game at localhost:" : "Network game at localhost:"));
      if (p == decider)
        g_assert_nonnull (strstr (status, "Your turn"));
      else
        {
          g_assert_nonnull (strstr (status, to_play));
          g_assert_null (strstr (status, "Your turn"));
        }
      g_assert_cmpstr (vik_window_get_net_security (t->w[p]), ==, "Not encrypted");
    }
}

/* Plays the decider's turn in its window until the decision passes to the
 * other seat: clicks with the real mouse where a hex alone chooses the action
 * (and on End Phase), the rest through win.apply-action; after each action
 * both boards are the server's.  Returns the hex of the Capital built. */
static int
play_turn (Table *t, int me, VikRng *rng, gboolean real_input)
{
  VikWindow *w = t->w[me];
  VikGameModel *model = vik_window_get_model (w);
  int capital = VIK_NO_HEX;

  for (int actions = 0; vik_game_get_decider (game_of (w)) == me; actions++)
    {
      GArray *legal = vik_game_model_get_legal_actions (model);
      VikAction a, clicked;
      int hex = single_target (w, &clicked);
      gboolean by_mouse = FALSE;

      g_assert_cmpint (actions, <, 100);
      g_assert_true (vik_game_model_decides_here (model));
      g_assert_cmpuint (legal->len, >, 0);
      t->at_least = vik_server_game_seq (server (), t->game) + 1;
      if (real_input && hex != VIK_NO_HEX)
        {
          a = clicked;
          by_mouse = click_hex (w, hex);
          g_assert_true (by_mouse);
        }
      else if (real_input && legal->len == 1 && legal_has (w, VIK_ACTION_END))
        {
          a = g_array_index (legal, VikAction, 0);
          by_mouse = click_widget (vik_window_get_part (w, "end_button"));
          g_assert_true (by_mouse);
        }
      else
        {
          g_autofree char *text = NULL;
          a = g_array_index (legal, VikAction, vik_policy_choose (VIK_POLICY_AGGRESSIVE, game_of (w),
                                                                 (const VikAction *) legal->data, legal->len, rng));
          text = vik_action_to_string (&a, vik_game_get_board (game_of (w)));
          gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text);
        }
      if (!gui_test_spin_until (caught_up, t, 15))
        {
          g_autofree char *text = vik_action_to_string (&a, vik_game_get_board (game_of (w)));
          g_error ("%s (%s) did not reach both windows: server at %" G_GINT64_FORMAT ", windows at %u and %u",
                   text, by_mouse ? "clicked" : "sent", vik_server_game_seq (server (), t->game),
                   history_length (t->w[0]), history_length (t->w[1]));
        }
      {
        guint n;
        const VikAction *history = vik_game_get_history (game_of (w), &n);
        g_assert_true (vik_action_equal (&history[n - 1], &a));
      }
      t->clicks += by_mouse;
      assert_both_public_equal (t);
      if (a.kind == VIK_ACTION_CAPITAL)
        capital = vik_action_target (game_of (w), &a);
    }
  return capital;
}

/* The other window's board shows the hex as the server has it: its words
 * (the tooltip's and the keyboard cursor's) name a Capital. */
static void
assert_board_shows_capital (VikWindow *w, int hex)
{
  VikBoardView *view = vik_window_get_board_view (w);
  g_autofree char *words = vik_board_painter_describe (vik_board_view_get_painter (view), hex);

  g_test_message ("the other board at the new Capital: %s", words);
  g_assert_nonnull (strstr (words, "Capital"));
}

/* ---------------------------------------------------------------- the test */

static void
close_other_windows (VikWindow *a, VikWindow *b)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i-- > 0;)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (top != G_OBJECT (a) && top != G_OBJECT (b) && gtk_widget_get_visible (GTK_WIDGET (top)))
        gtk_window_destroy (GTK_WINDOW (top));
    }
  gui_test_spin ();
}

static gboolean
invitations_shown (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (gtk_widget_get_visible (GTK_WIDGET (top))
          && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (top)), "Invitations") == 0)
        return TRUE;
    }
  return FALSE;
}

/* The Invitations dialog shows the friend's link, and its copy button's
 * action puts it on the clipboard. */
static void
assert_invitation_shown_and_copied (const char *link)
{
  GtkWindow *dialog = gui_test_find_toplevel (VIK_TYPE_INVITATIONS_DIALOG);
  GdkClipboard *clipboard;
  GdkContentProvider *content;
  g_auto (GValue) value = G_VALUE_INIT;

  g_assert_nonnull (dialog);
  g_assert_nonnull (gui_test_find_label (GTK_WIDGET (dialog), link));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "invitations.copy", "s", link));
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (dialog));
  g_assert_true (gdk_clipboard_is_local (clipboard));
  content = gdk_clipboard_get_content (clipboard);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  g_assert_cmpstr (g_value_get_string (&value), ==, link);
}

/* The first window hosts a game of two (itself and a friend), the second
 * joins with the friend's invitation link; each plays its setup turn. */
static void
test_two_windows_play_a_turn_each (void)
{
  static const int who[] = { 0, 1 };   /* you, a friend */
  Table t = { { window_new (), window_new () } };
  VikHostDialog *dialog;
  g_autoptr (GPtrArray) entries = NULL;
  g_autofree char *path = vik_net_games_path ();
  g_autofree char *game = NULL;
  const char *link = NULL;
  gboolean real_input;
  VikRng rng;
  int first;

  vik_rng_seed (&rng, 4, 3);
  /* Host: this process's server on a free port, invitations to localhost */
  dialog = VIK_HOST_DIALOG (vik_host_dialog_new (t.w[0]));
  vik_host_dialog_set_players (dialog, 2, who);
  vik_host_dialog_set_port (dialog, 0);
  vik_host_dialog_set_address (dialog, "localhost");
  vik_host_dialog_host (dialog);
  g_assert_true (gui_test_spin_until (is_playing, t.w[0], 15));
  g_assert_cmpint (vik_net_session_get_seat (vik_window_get_net_play (t.w[0])), ==, 0);
  game = g_strdup (vik_net_session_get_game_id (vik_window_get_net_play (t.w[0])));
  t.game = game;

  /* the friend's link, as the Invitations dialog shows it */
  entries = vik_net_games_load (path, NULL);
  g_assert_nonnull (entries);
  for (guint i = 0; i < entries->len && link == NULL; i++)
    {
      VikNetGameEntry *e = entries->pdata[i];
      if (e->hosted && g_strcmp0 (e->game, game) == 0 && e->invitations != NULL)
        link = e->invitations[1];
    }
  g_assert_nonnull (link);
  g_test_message ("invitation: %s", link);
  g_assert_true (g_str_has_prefix (link, "viktory://localhost:"));
  assert_invitation_shown_and_copied (link);
  close_other_windows (t.w[0], t.w[1]);   /* the dialogs */

  /* Join: the link, as pasted into the Join dialog or opened from a mail */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t.w[1]), "win.join-link", "s", link));
  g_assert_true (gui_test_spin_until (is_playing, t.w[1], 15));
  g_assert_cmpint (vik_net_session_get_seat (vik_window_get_net_play (t.w[1])), ==, 1);
  g_assert_cmpstr (vik_net_session_get_game_id (vik_window_get_net_play (t.w[1])), ==, game);
  g_assert_true (gui_test_spin_until (caught_up, &t, 10));
  assert_both_public_equal (&t);
  /* both seats on this computer: the host's invitations are still the host's */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t.w[0]), "win.invitations", NULL));
  gui_test_spin ();
  g_assert_true (invitations_shown ());
  close_other_windows (t.w[0], t.w[1]);
  for (int p = 0; p < 2; p++)
    g_assert_true (gtk_widget_get_visible (t.w[p]->net_bar));

  /* the first player was drawn with the game's seed (4.0) */
  first = vik_game_get_decider (game_of (t.w[0]));
  g_assert_true (first == 0 || first == 1);
  for (int p = 0; p < 2; p++)
    wait_still (t.w[p]);
  real_input = real_input_possible (GTK_WIDGET (t.w[first]));
  /* a click on a corner of the board view, off every hex, does nothing */
  if (real_input)
    g_assert_true (real_click (GTK_WIDGET (vik_window_get_board_view (t.w[first])), 2, 2));
  gui_test_run_for (200);
  g_test_message ("%s; %s plays first", real_input ? "real clicks through xdotool" : "no xdotool: actions only",
                  vik_game_get_player_name (game_of (t.w[0]), first));
  g_assert_cmpint (vik_server_game_seq (server (), game), ==, 0);   /* a click off the legal hexes does nothing */

  for (int turn = 0; turn < 2; turn++)
    {
      int me = turn == 0 ? first : 1 - first;
      int capital;
      g_autofree char *others_view = NULL;

      assert_bars (&t, me);
      assert_cannot_act (&t, 1 - me, real_input);
      capital = play_turn (&t, me, &rng, real_input);
      g_assert_cmpint (capital, !=, VIK_NO_HEX);
      /* the other window's board shows what this one did */
      assert_board_shows_capital (t.w[1 - me], capital);
      g_assert_cmpint (vik_game_get_decider (game_of (t.w[1 - me])), ==, 1 - me);
      g_assert_true (vik_game_model_decides_here (vik_window_get_model (t.w[1 - me])));
      g_assert_false (vik_game_model_decides_here (vik_window_get_model (t.w[me])));
    }
  /* the Chat tab chosen, what the player types goes to the table */
  gtk_stack_set_visible_child_name (t.w[1]->side_stack, "chat");
  if (real_input)
    {
      g_autofree char *said = NULL;
      g_assert_true (send_keys (GTK_WINDOW (t.w[1]), "key --delay 20 H i Return"));
      for (gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
           g_get_monotonic_time () < end && (said == NULL || strstr (said, "Bjorn: Hi") == NULL);)
        {
          g_free (said);
          gui_test_step ();
          said = vik_window_get_chat_text (t.w[0]);
        }
      g_test_message ("the host's chat: %s", said);
      g_assert_nonnull (strstr (said, "Bjorn: Hi"));
      g_assert_cmpint (vik_server_game_seq (server (), game), ==, history_length (t.w[0]));  /* no action */
    }

  /* after both setup turns: turn 1 begins, its first player to play */
  g_assert_cmpint (vik_game_get_turn (game_of (t.w[0])), ==, 1);
  assert_bars (&t, vik_game_get_decider (game_of (t.w[0])));
  g_test_message ("%u actions chosen with the real mouse, %" G_GINT64_FORMAT " in all", t.clicks,
                  vik_server_game_seq (server (), game));
  if (real_input)
    g_assert_cmpuint (t.clicks, >=, 4);

  for (int p = 0; p < 2; p++)
    gtk_window_destroy (GTK_WINDOW (t.w[p]));
  gui_test_spin ();
  vik_host_server_stop ();
}

/* ---------------------------------------------------------------- a self-signed server */

/* A self-signed certificate made with openssl (NULL: no openssl here);
 * *fingerprint gets openssl's SHA-256 fingerprint of it. */
static GTlsCertificate *
make_certificate (char **fingerprint)
{
  g_autofree char *cert = g_build_filename (tmpdir, "cert.pem", NULL);
  g_autofree char *key = g_build_filename (tmpdir, "key.pem", NULL);
  g_autofree char *out = NULL;
  const char *make[] = { "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                         "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1",
                         "-addext", "subjectAltName=IP:127.0.0.1", NULL };
  const char *print[] = { "openssl", "x509", "-in", cert, "-noout", "-fingerprint", "-sha256", NULL };
  g_autoptr (GError) error = NULL;
  GTlsCertificate *certificate;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) make, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL
                     | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL))
    return NULL;
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) print, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, NULL, &status,
                               NULL));
  g_assert_nonnull (strchr (out, '='));
  *fingerprint = g_strdup (g_strstrip (strchr (out, '=') + 1));
  certificate = g_tls_certificate_new_from_files (cert, key, &error);
  g_assert_no_error (error);
  g_unlink (cert);
  g_unlink (key);
  return certificate;
}

typedef struct {
  gboolean up;
  char *game;
  char *tokens[2];
} Created;

static void
on_created_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  g_assert_true (vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, NULL));
  ((Created *) data)->up = TRUE;
}

static void
on_created_message (VikNetClient *client, const VikMsg *msg, Created *c)
{
  if (msg->type != VIK_MSG_CREATED || c->game != NULL)
    return;
  c->game = g_strdup (msg->game);
  for (int p = 0; p < 2; p++)
    c->tokens[p] = g_strdup (msg->tokens[p]);
}

static gboolean
created_up (gpointer data)
{
  return ((Created *) data)->up;
}

static gboolean
created_done (gpointer data)
{
  return ((Created *) data)->game != NULL;
}

static gboolean
dialog_shows_fingerprint (gpointer data)
{
  g_autofree char *fingerprint = vik_join_dialog_get_fingerprint (data);
  return fingerprint != NULL;
}

static gboolean
dialog_lists_games (gpointer data)
{
  g_auto (GStrv) games = vik_join_dialog_get_games (data);
  return games[0] != NULL;
}

static AdwMessageDialog *
find_message_dialog (VikWindow *w)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_window_get_transient_for (GTK_WINDOW (top)) == GTK_WINDOW (w)
          && gtk_widget_get_visible (GTK_WIDGET (top)))
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

static gboolean
has_message_dialog (gpointer data)
{
  return find_message_dialog (data) != NULL;
}

/* A wss:// server with a self-signed certificate (viktory-server
 * --tls-cert/--tls-key): the Join dialog shows its fingerprint (openssl's)
 * and, trusted once, lists its games and takes the open seat, encrypted, and
 * the trust is remembered; an invitation link to it, when another certificate
 * was trusted for it, asks in the window, says the certificate changed, shows
 * the fingerprint, and trusted, plays, encrypted.  Nothing is trusted without the player. */
static void
test_self_signed_server (void)
{
  g_autofree char *fingerprint = NULL, *uri = NULL, *address = NULL, *link = NULL;
  g_autoptr (GTlsCertificate) certificate = make_certificate (&fingerprint);
  g_autoptr (GTlsCertificate) other = NULL, remembered = NULL;
  g_autoptr (VikServer) tls_server = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data_dir = g_build_filename (tmpdir, "tls-server", NULL);
  VikServerOptions options = { .data_dir = data_dir, .allow_create = TRUE, .rate_per_second = 1000,
                               .rate_burst = 2000 };
  const char *kinds[] = { "human", "open" };
  char *names[] = { "Ann", "Bob" };
  Created c = { 0 };
  g_autoptr (VikNetClient) creator = NULL;
  VikWindow *w[2];
  GtkWidget *join;
  AdwMessageDialog *ask;
  g_autofree char *shown = NULL, *typed = NULL;

  if (certificate == NULL)
    {
      g_test_skip ("openssl is not installed (tools/setup.sh installs it)");
      return;
    }
  {
    g_autofree char *other_fingerprint = NULL;
    other = make_certificate (&other_fingerprint);
    g_assert_nonnull (other);
  }
  options.tls = certificate;
  tls_server = vik_server_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_server_listen (tls_server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  uri = g_strdup_printf ("wss://127.0.0.1:%u/viktory", vik_server_get_port (tls_server));
  creator = vik_net_client_new ();
  vik_net_client_pin_certificate (creator, certificate);
  vik_net_client_connect_async (creator, uri, NULL, on_created_connected, &c);
  g_assert_true (gui_test_spin_until (created_up, &c, 10));
  g_signal_connect (creator, "message", G_CALLBACK (on_created_message), &c);
  vik_net_client_create_game (creator, 2, names, kinds, 0, NULL);
  g_assert_true (gui_test_spin_until (created_done, &c, 10));

  /* the Join dialog, the server's address typed: its fingerprint, no games */
  w[0] = window_new ();
  join = vik_join_dialog_present (w[0], NULL);
  gui_test_spin ();
  /* the address typed with real keys where xdotool can (the entry has the
   * focus), then Enter; else given to the dialog */
  typed = g_strdup_printf ("type --delay 10 %s", uri);
  if (send_keys (GTK_WINDOW (join), typed))
    g_assert_true (send_keys (GTK_WINDOW (join), "key Return"));
  else
    {
      gtk_window_destroy (GTK_WINDOW (join));
      join = vik_join_dialog_present (w[0], uri);
    }
  gui_test_spin_until (dialog_shows_fingerprint, join, 10);
  g_assert_true (dialog_shows_fingerprint (join));
  shown = vik_join_dialog_get_fingerprint (join);
  g_test_message ("the dialog: %s SHA-256 %s (openssl: %s)", vik_join_dialog_get_status (join), shown, fingerprint);
  g_assert_cmpstr (shown, ==, fingerprint);
  g_assert_nonnull (strstr (vik_join_dialog_get_status (join), "no known authority signed"));
  g_assert_false (dialog_lists_games (join));
  /* trusted: its games, and the open seat taken over wss:// */
  vik_join_dialog_trust (join);
  g_assert_true (gui_test_spin_until (dialog_lists_games, join, 10));
  vik_join_dialog_take_seat (join, 0);
  g_assert_true (gui_test_spin_until (is_playing, w[0], 10));
  g_assert_cmpint (vik_net_session_get_seat (vik_window_get_net_play (w[0])), ==, 1);
  g_assert_cmpstr (vik_window_get_net_security (w[0]), ==, "Encrypted");

  /* the trust is remembered for the next run */
  remembered = vik_net_trust_lookup (uri);
  g_assert_true (remembered != NULL && g_tls_certificate_is_same (remembered, certificate));
  /* as if the server had shown another certificate when it was trusted: an
   * invitation link to it makes the window ask, saying the certificate
   * changed, with the fingerprint */
  g_assert_true (vik_net_trust_remember (uri, other, &error));
  g_assert_no_error (error);
  w[1] = window_new ();
  address = g_strdup_printf ("127.0.0.1:%u", vik_server_get_port (tls_server));
  link = g_strdup_printf ("viktory://%s/%s?seat=%s&tls=1", address, c.game, c.tokens[0]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w[1]), "win.join-link", "s", link));
  g_assert_true (gui_test_spin_until (has_message_dialog, w[1], 10));
  ask = find_message_dialog (w[1]);
  g_test_message ("the window asks: %s: %s", adw_message_dialog_get_heading (ask), adw_message_dialog_get_body (ask));
  g_assert_cmpstr (adw_message_dialog_get_heading (ask), ==, "The Server’s Certificate Changed");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), fingerprint));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), address));
  g_assert_cmpint (vik_net_session_get_state (vik_window_get_net_play (w[1])), ==, VIK_NET_PLAY_FAILED);
  g_assert_null (game_of (w[1]));
  adw_message_dialog_response (ask, "trust");
  g_assert_true (gui_test_spin_until (is_playing, w[1], 10));
  g_clear_object (&remembered);
  remembered = vik_net_trust_lookup (uri);
  g_assert_true (remembered != NULL && g_tls_certificate_is_same (remembered, certificate));
  g_assert_cmpint (vik_net_session_get_seat (vik_window_get_net_play (w[1])), ==, 0);
  g_assert_cmpstr (vik_window_get_net_security (w[1]), ==, "Encrypted");
  g_assert_true (vik_game_public_equal (game_of (w[1]), vik_server_game_state (tls_server, c.game)));
  g_assert_true (vik_game_public_equal (game_of (w[0]), vik_server_game_state (tls_server, c.game)));

  for (int p = 0; p < 2; p++)
    gtk_window_destroy (GTK_WINDOW (w[p]));
  gui_test_spin ();
  g_free (c.game);
  for (int p = 0; p < 2; p++)
    g_free (c.tokens[p]);
}

/* ---------------------------------------------------------------- the lists follow the server */

/* What a model said it changed, "position,removed,added" each. */
static void
on_items_changed (GListModel *list, guint position, guint removed, guint added, GString *said)
{
  g_string_append_printf (said, "%s%u,%u,%u", said->len > 0 ? " " : "", position, removed, added);
}

typedef struct {
  GListModel *list;
  guint n;
} Count;

static gboolean
has_n_items (gpointer data)
{
  Count *c = data;
  return g_list_model_get_n_items (c->list) == c->n;
}

static gboolean
is_idle (gpointer your_games)
{
  return !vik_your_games_is_busy (your_games);
}

static gboolean
claimed (gpointer client)
{
  return vik_net_client_get_seat (client) >= 0;
}

/* The button of a row whose action is `action` (its row's target in it). */
static gboolean
button_of_action (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static gboolean
is_your_games (GtkWidget *widget, gconstpointer data)
{
  return VIK_IS_YOUR_GAMES (widget);
}

/* Waits until widget stays where it is in its window (a layout after a
 * change of words may move it), at most 3 s. */
static void
wait_laid_out (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_point_t at = { -1, -1 }, now;
  int still = 0;

  for (gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC; still < 3 && g_get_monotonic_time () < end;)
    {
      gui_test_settle ();
      if (!gtk_widget_compute_point (widget, root, &GRAPHENE_POINT_INIT (0, 0), &now))
        continue;
      still = graphene_point_equal (&at, &now) ? still + 1 : 0;
      at = now;
    }
}

/* Row i of a list box and the item it is bound to are the model's i-th. */
static GtkListBoxRow *
row_of (GtkWidget *list_box, GListModel *model, guint i)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list_box), (int) i);
  g_autoptr (GObject) item = g_list_model_get_item (model, i);

  g_assert_nonnull (row);
  if (VIK_IS_LOBBY_ROW (row))
    g_assert_true ((GObject *) vik_lobby_row_get_item (VIK_LOBBY_ROW (row)) == item);
  else
    g_assert_true ((GObject *) vik_your_game_row_get_item (VIK_YOUR_GAME_ROW (row)) == item);
  return row;
}

/* The Join dialog's lobby and Your network games, from a real server's
 * answers (three games, one of Victory, each with an open seat): the models'
 * items say each game as the server does (its id, its game, its players and
 * seats, whose turn), each row is bound to its item and its buttons' actions
 * have the game as target.  The server asked again once one game's seat was
 * taken, exactly that row leaves (one splice), the others' items and rows
 * stay; a game forgotten with its row's button leaves Your network games the
 * same way. */
static void
test_lists_follow_the_server (void)
{
  g_autofree char *data_dir = g_build_filename (tmpdir, "lists-server", NULL);
  g_autofree char *games_file = g_build_filename (tmpdir, "lists-network-games.ini", NULL);
  g_autofree char *previous = g_strdup (g_getenv ("VIKTORY_NET_GAMES"));
  VikServerOptions options = { .data_dir = data_dir, .allow_create = TRUE, .rate_per_second = 1000,
                               .rate_burst = 2000 };
  g_autoptr (VikServer) srv = NULL;
  g_autoptr (VikNetClient) creator = vik_net_client_new ();
  g_autoptr (VikNetClient) claimer = vik_net_client_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *uri = NULL, *address = NULL, *gone = NULL;
  g_autoptr (GString) said = g_string_new (NULL);
  const char *kinds[] = { "human", "open" };
  char *names[3][2] = { { "Ann", "Bob" }, { "Cid", "Dag" }, { "Eve", "Finn" } };
  const char *game_names[3] = { "VIKTORY II", "Victory", "VIKTORY II" };
  Created c[3] = { { 0 } }, claiming = { 0 };
  GObject *kept_items[2];
  GtkWidget *kept_rows[2];
  GListModel *lobby, *yours;
  GtkWidget *join, *lobby_box, *yours_box, *forget;
  VikYourGames *your_games;
  VikWindow *w;
  Count count;

  g_setenv ("VIKTORY_NET_GAMES", games_file, TRUE);
  srv = vik_server_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_server_listen (srv, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  address = g_strdup_printf ("127.0.0.1:%u", vik_server_get_port (srv));
  uri = g_strdup_printf ("ws://%s/viktory", address);
  vik_net_client_connect_async (creator, uri, NULL, on_created_connected, &c[0]);
  g_assert_true (gui_test_spin_until (created_up, &c[0], 10));
  for (int i = 0; i < 3; i++)
    {
      gulong id = g_signal_connect (creator, "message", G_CALLBACK (on_created_message), &c[i]);
      if (i == 1)
        vik_net_client_create_kind (creator, "victory", "quick-start", 2, names[i], kinds, 0, NULL);
      else
        vik_net_client_create_game (creator, 2, names[i], kinds, 0, NULL);
      g_assert_true (gui_test_spin_until (created_done, &c[i], 10));
      g_signal_handler_disconnect (creator, id);
    }

  /* the lobby, the server's address given to the dialog: the three games */
  w = window_new ();
  join = vik_join_dialog_present (w, address);
  lobby = vik_join_dialog_get_lobby (join);
  lobby_box = gui_test_find_named (GTK_WIDGET (join), "lobby");
  g_assert_nonnull (lobby_box);
  count = (Count) { lobby, 3 };
  g_assert_true (gui_test_spin_until (has_n_items, &count, 10));
  g_assert_true (gtk_widget_get_visible (lobby_box));
  g_assert_cmpstr (vik_join_dialog_get_status (join), ==, "Games with a seat open to the first who takes it:");
  for (int i = 0; i < 3; i++)
    {
      VikLobbyItem *item = vik_lobby_list_find (lobby, c[i].game);
      g_autofree char *title = g_strdup_printf ("%s, %s (open)", names[i][0], names[i][1]);
      g_autofree char *setup = g_strdup_printf ("%s · game %s · setup · ", game_names[i], c[i].game);

      g_assert_nonnull (item);
      g_test_message ("lobby: %s: %s", vik_lobby_item_get_title (item), vik_lobby_item_get_subtitle (item));
      g_assert_cmpstr (vik_lobby_item_get_server (item), ==, uri);
      g_assert_cmpstr (vik_lobby_item_get_game_name (item), ==, game_names[i]);
      g_assert_cmpstr (vik_lobby_item_get_title (item), ==, title);
      g_assert_cmpint (vik_lobby_item_get_turn (item), ==, 0);
      g_assert_true (g_str_has_prefix (vik_lobby_item_get_subtitle (item), setup));
      if (i != 1)
        {
          /* VIKTORY II: the server's decider is the one to play */
          int decider = vik_game_get_decider (vik_server_game_state (srv, c[i].game));
          g_autofree char *subtitle = g_strdup_printf ("%s%s to play", setup, names[i][decider]);
          g_assert_cmpstr (vik_lobby_item_get_subtitle (item), ==, subtitle);
        }
      else
        g_assert_true (g_str_equal (vik_lobby_item_get_to_play (item), names[i][0])
                       || g_str_equal (vik_lobby_item_get_to_play (item), names[i][1]));
    }
  for (guint i = 0; i < 3; i++)
    {
      GtkListBoxRow *row = row_of (lobby_box, lobby, i);
      g_autoptr (VikLobbyItem) item = g_list_model_get_item (lobby, i);

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, vik_lobby_item_get_title (item));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, vik_lobby_item_get_subtitle (item));
      for (int b = 0; b < 2; b++)
        {
          GtkWidget *button = gui_test_find_widget (GTK_WIDGET (row), button_of_action, b ? "join.take" : "join.watch");
          GVariant *target;

          g_assert_nonnull (button);
          target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
          g_assert_cmpstr (g_variant_get_string (target, NULL), ==, vik_lobby_item_get_game (item));
        }
    }

  /* the middle game's open seat taken elsewhere, the server asked again:
   * exactly its row leaves, the others' items and rows stay */
  {
    g_autoptr (GObject) middle = g_list_model_get_item (lobby, 1);
    gone = g_strdup (vik_lobby_item_get_game (VIK_LOBBY_ITEM (middle)));
  }
  for (guint i = 0; i < 2; i++)
    {
      kept_items[i] = g_list_model_get_item (lobby, i * 2);
      kept_rows[i] = g_object_ref (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (lobby_box), i * 2)));
    }
  vik_net_client_connect_async (claimer, uri, NULL, on_created_connected, &claiming);
  g_assert_true (gui_test_spin_until (created_up, &claiming, 10));
  vik_net_client_claim (claimer, gone);
  g_assert_true (gui_test_spin_until (claimed, claimer, 10));
  g_signal_connect (lobby, "items-changed", G_CALLBACK (on_items_changed), said);
  g_assert_true (gtk_widget_activate_action (join, "join.show-games", "s", uri));
  count.n = 2;
  g_assert_true (gui_test_spin_until (has_n_items, &count, 10));
  gui_test_run_for (200);
  g_test_message ("the lobby asked again: items-changed %s", said->str);
  g_assert_cmpstr (said->str, ==, "1,1,0");
  g_assert_null (vik_lobby_list_find (lobby, gone));
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (lobby, i);
      g_assert_true (item == kept_items[i]);
      g_assert_true (GTK_WIDGET (row_of (lobby_box, lobby, i)) == kept_rows[i]);
      g_object_unref (kept_items[i]);
      g_object_unref (kept_rows[i]);
    }
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (lobby_box), 2));
  g_signal_handlers_disconnect_by_data (lobby, said);
  gtk_window_destroy (GTK_WINDOW (join));

  /* Your network games: the first seat of each, as the server says */
  for (int i = 0; i < 3; i++)
    {
      VikNetGameEntry e = { .uri = uri, .game = c[i].game, .token = c[i].tokens[0], .seat = 0, .name = names[i][0],
                            .kind = i == 1 ? "victory" : "viktory2" };
      g_assert_true (vik_net_games_remember (games_file, &e, &error));
      g_assert_no_error (error);
    }
  your_games = VIK_YOUR_GAMES (gui_test_find_widget (GTK_WIDGET (w), is_your_games, NULL));
  g_assert_nonnull (your_games);
  yours = vik_your_games_get_model (your_games);
  yours_box = gui_test_find_named (GTK_WIDGET (your_games), "your-games");
  vik_your_games_refresh (your_games);
  g_assert_true (gui_test_spin_until (is_idle, your_games, 15));
  g_assert_cmpuint (g_list_model_get_n_items (yours), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (VikYourGameItem) item = g_list_model_get_item (yours, i);
      GtkListBoxRow *row = row_of (yours_box, yours, i);
      g_autofree char *text = vik_your_games_get_row_text (your_games, i);
      g_autofree char *title = NULL, *shown = NULL;
      int k = 0;
      g_autoptr (GVariant) want = NULL;
      GVariant *target;

      while (k < 3 && g_strcmp0 (c[k].game, vik_your_game_item_get_game (item)) != 0)
        k++;
      g_assert_cmpint (k, <, 3);
      g_test_message ("your games: %s", text);
      title = g_strdup_printf ("%s · game %s at %s", game_names[k], c[k].game, address);
      g_assert_cmpstr (vik_your_game_item_get_server (item), ==, uri);
      g_assert_cmpstr (vik_your_game_item_get_game_name (item), ==, game_names[k]);
      g_assert_cmpstr (vik_your_game_item_get_title (item), ==, title);
      g_assert_nonnull (vik_your_game_item_get_entry (item)->summary);
      g_assert_true (g_str_has_prefix (vik_your_game_item_get_subtitle (item), names[k][0]));
      g_assert_nonnull (strstr (vik_your_game_item_get_subtitle (item), " (you)"));
      g_assert_nonnull (strstr (vik_your_game_item_get_subtitle (item), "setup"));
      if (k != 1)
        g_assert_true (vik_your_game_item_get_my_turn (item)
                       == (vik_game_get_decider (vik_server_game_state (srv, c[k].game)) == 0));
      g_assert_true (vik_your_game_item_get_my_turn (item) == gtk_widget_has_css_class (GTK_WIDGET (row), "your-turn"));
      shown = g_strdup_printf ("%s: %s", vik_your_game_item_get_title (item), vik_your_game_item_get_subtitle (item));
      g_assert_cmpstr (text, ==, shown);
      g_assert_true (gtk_list_box_row_get_activatable (row));
      forget = gui_test_find_widget (GTK_WIDGET (row), button_of_action, "your-games.forget");
      target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (forget));
      want = g_variant_ref_sink (g_variant_new ("(ss)", uri, c[k].game));
      g_assert_true (g_variant_equal (target, want));
    }

  /* the middle game forgotten with its row's button (a real click where it
   * can be): exactly its row leaves */
  {
    g_autoptr (VikYourGameItem) middle = g_list_model_get_item (yours, 1);
    g_free (gone);
    gone = g_strdup (vik_your_game_item_get_game (middle));
  }
  for (guint i = 0; i < 2; i++)
    {
      kept_items[i] = g_list_model_get_item (yours, i * 2);
      kept_rows[i] = g_object_ref (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (yours_box), i * 2)));
    }
  g_signal_connect (yours, "items-changed", G_CALLBACK (on_items_changed), said);
  g_string_truncate (said, 0);
  forget = gui_test_find_widget (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (yours_box), 1)),
                                 button_of_action, "your-games.forget");
  /* (the rows' words changed with the servers' answers: the list is laid out again first) */
  wait_laid_out (forget);
  if (gtk_widget_get_mapped (forget) && real_input_possible (forget) && click_widget (forget))
    g_test_message ("Forget clicked with the real mouse");
  else
    g_signal_emit_by_name (forget, "clicked");
  count = (Count) { yours, 2 };
  g_assert_true (gui_test_spin_until (has_n_items, &count, 10));
  g_assert_true (gui_test_spin_until (is_idle, your_games, 15));
  g_test_message ("a game forgotten: items-changed %s", said->str);
  g_assert_cmpstr (said->str, ==, "1,1,0");
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (VikYourGameItem) item = g_list_model_get_item (yours, i);
      g_autofree char *text = vik_your_games_get_row_text (your_games, i);

      g_assert_true ((GObject *) item == kept_items[i]);
      g_assert_true (GTK_WIDGET (row_of (yours_box, yours, i)) == kept_rows[i]);
      g_assert_cmpstr (vik_your_game_item_get_game (item), !=, gone);
      g_assert_nonnull (vik_your_game_item_get_entry (item)->summary);
      g_assert_null (strstr (text, "Asking"));
      g_object_unref (kept_items[i]);
      g_object_unref (kept_rows[i]);
    }
  {
    g_autoptr (GPtrArray) left = vik_net_games_load (games_file, NULL);
    g_assert_cmpuint (left->len, ==, 2);
    g_assert_null (vik_net_games_find (left, uri, gone, NULL));
  }
  g_signal_handlers_disconnect_by_data (yours, said);

  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
  for (int i = 0; i < 3; i++)
    {
      g_free (c[i].game);
      for (int p = 0; p < 2; p++)
        g_free (c[i].tokens[p]);
    }
  if (previous != NULL)
    g_setenv ("VIKTORY_NET_GAMES", previous, TRUE);
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
  tmpdir = gui_test_tree_new ("viktory-gui-net-XXXXXX");
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "autosaves", NULL);
    g_autofree char *host = g_build_filename (tmpdir, "server", NULL);
    g_autofree char *games = g_build_filename (tmpdir, "network-games.ini", NULL);
    g_setenv ("VIKTORY_AUTOSAVE_DIR", autosave, TRUE);
    g_setenv ("VIKTORY_HOST_DIR", host, TRUE);
    g_autofree char *trusted = g_build_filename (tmpdir, "trusted-servers.ini", NULL);
    g_setenv ("VIKTORY_NET_GAMES", games, TRUE);
    g_setenv ("VIKTORY_TRUSTED_SERVERS", trusted, TRUE);
  }
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_log_set_default_handler (drop_debug, NULL);

  g_test_add_func ("/gui/net/two-windows-play-a-turn-each", test_two_windows_play_a_turn_each);
  g_test_add_func ("/gui/net/self-signed-server", test_self_signed_server);
  g_test_add_func ("/gui/net/lists-follow-the-server", test_lists_follow_the_server);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  g_free (tmpdir);
  return status;
}
