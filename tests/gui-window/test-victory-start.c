/* test-victory-start.c: starting Victory games under a display: the New Game
 * dialog offers only the player counts a scenario takes (2, or 4 on four
 * maps; the Two-Front War 2) and a colour per player, remembered for the
 * next game, and the start screen lists the newest Victory
 * autosave (its map, turn, who moves, when) and continues it in a Victory
 * window. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vic-autosave.h"
#include "vik-new-game-dialog.h"
#include "vic-replay-window.h"
#include "vic-victory-painter.h"
#include "vic-scenario.h"
#include "vic-window.h"
#include "vik-window.h"
#include "vik-game-model.h"

#include "gui-test-util.h"
#include "vik-gui-util.h"
#include "vik-player-colors.h"

static char *tmpdir;

/* The labels of the players row, joined by "|". */
static char *
count_labels (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (s, "%s%s", i > 0 ? "|" : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_string_free (s, FALSE);
}

static guint
preset_index (const char *id)
{
  const char *const *ids = vic_scenario_preset_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], id))
      return i;
  g_assert_not_reached ();
}

static void
test_new_game_counts (void)
{
  VicWindow *w = vic_window_new (NULL);
  GtkWidget *page;
  AdwComboRow *scenario, *players;
  g_autofree char *quick = NULL;
  g_autofree char *two_front = NULL;

  gtk_window_present (GTK_WINDOW (w));
  gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_settle ();
  page = gui_test_new_game_page ("victory");
  g_assert_nonnull (page);
  scenario = ADW_COMBO_ROW (gui_test_find_named (page, "scenario"));
  players = ADW_COMBO_ROW (gui_test_find_named (page, "players"));
  g_assert_nonnull (players);
  /* Quick Start: 2 or 4, never 3 (10.0) */
  quick = count_labels (players);
  g_assert_cmpstr (quick, ==, "2 players|4 players");
  g_assert_cmpuint (adw_combo_row_get_selected (players), ==, 0);
  /* 4 chosen; the Two-Front War takes 2, or 3 with two allies (10.4),
   * Sleeping Giant 4 again */
  adw_combo_row_set_selected (players, 1);
  adw_combo_row_set_selected (scenario, preset_index ("two-front-war"));
  two_front = count_labels (players);
  g_assert_cmpstr (two_front, ==, "2 players|3 players");
  adw_combo_row_set_selected (scenario, preset_index ("sleeping-giant"));
  adw_combo_row_set_selected (players, 1);
  adw_combo_row_set_selected (scenario, preset_index ("quick-start"));
  g_assert_cmpuint (adw_combo_row_get_selected (players), ==, 1);   /* 4 kept */
  g_assert_true (gtk_widget_get_visible (gui_test_find_named (page, "player-4")));
  gtk_editable_set_text (GTK_EDITABLE (gui_test_find_named (page, "seed")), "21");
  g_signal_emit_by_name (gui_test_find_named (GTK_WIDGET (gtk_widget_get_root (page)), "start-game"), "clicked");
  gui_test_settle ();
  g_assert_null (gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG));   /* started: no refusal shown */
  g_assert_cmpint (vic_game_get_n_players (vic_game_model_get_game (vic_window_get_model (w))), ==, 4);
  g_assert_cmpint (vic_game_get_map (vic_game_model_get_game (vic_window_get_model (w)))->n_tiles, ==, 4);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* (10.4) The New Game dialog starts the Two-Front War for three players: A
 * alone, the outer maps' players allied. */
static void
test_new_game_three_allies (void)
{
  VicWindow *w = vic_window_new (NULL);
  GtkWidget *page;
  const VicGame *game;

  gtk_window_present (GTK_WINDOW (w));
  gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_settle ();
  page = gui_test_new_game_page ("victory");
  g_assert_nonnull (page);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gui_test_find_named (page, "scenario")), preset_index ("two-front-war"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (gui_test_find_named (page, "players")), 1);   /* 3 players */
  g_assert_true (gtk_widget_get_visible (gui_test_find_named (page, "player-3")));
  g_assert_false (gtk_widget_get_visible (gui_test_find_named (page, "player-4")));
  g_signal_emit_by_name (gui_test_find_named (GTK_WIDGET (gtk_widget_get_root (page)), "start-game"), "clicked");
  gui_test_settle ();
  g_assert_null (gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG));
  game = vic_game_model_get_game (vic_window_get_model (w));
  g_assert_cmpint (vic_game_get_n_players (game), ==, 3);
  g_assert_cmpint (vic_game_get_map (game)->n_tiles, ==, 3);
  g_assert_true (vic_game_allied (game, 1, 2));
  g_assert_false (vic_game_allied (game, 0, 1));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

static gboolean
near (double a, double b)
{
  return fabs (a - b) < 1.5 / 255;
}

/* Pixels of the board as the window's painter draws it that have colour c. */
static int
pixels_of_color (VicWindow *w, VikPlayerColor c)
{
  VikBoardView *view = vic_window_get_board_view (w);
  int width = gtk_widget_get_width (GTK_WIDGET (view)), height = gtk_widget_get_height (GTK_WIDGET (view));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  const guint8 *data;
  int stride, n = 0;

  vik_board_painter_draw (VIK_BOARD_PAINTER (vic_window_get_painter (w)), cr, vik_board_view_get_layout (view),
                          VIK_NO_HEX);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + x * 4);
        n += near (((p >> 16) & 0xff) / 255.0, c.red) && near (((p >> 8) & 0xff) / 255.0, c.green)
             && near ((p & 0xff) / 255.0, c.blue);
      }
  cairo_surface_destroy (surface);
  return n;
}

static gboolean
allocated (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

static GtkWidget *
open_page (VicWindow *w)
{
  GtkWidget *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  g_assert_true (gui_test_spin_until (gui_test_mapped_toplevel, GSIZE_TO_POINTER (VIK_TYPE_NEW_GAME_DIALOG), 10));
  page = gui_test_new_game_page ("victory");
  g_assert_nonnull (page);
  return page;
}

/* A colour chosen for Player 1 in the dialog's colour chooser (a real click
 * on his colour button where xdotool can): the game started has it, the
 * board draws his blocks in it, the replay too; the next dialog offers it
 * again (the settings key `victory-player-colors`, Victory's own). */
static void
test_new_game_colors (void)
{
  VicWindow *w = vic_window_new (NULL);
  g_autoptr (GSettings) settings = vik_settings_new ();
  const VikPlayerColor chosen = { 0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0 };
  const GdkRGBA rgba = { chosen.red, chosen.green, chosen.blue, 1.0 };
  VikPlayerColor shown, second;
  GtkWidget *page, *button;
  GtkWindow *chooser;
  g_auto (GStrv) stored = NULL;

  g_assert_nonnull (settings);
  g_settings_reset (settings, "victory-player-colors");
  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  page = open_page (w);
  button = gui_test_find_named (page, "player-1-color");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  /* the default palette's first colour, the painter's */
  shown = vik_player_color_button_get (button);
  g_assert_true (near (shown.red, vic_player_default_color (0).red));
  g_assert_true (near (shown.blue, vic_player_default_color (0).blue));
  second = vik_player_color_button_get (gui_test_find_named (page, "player-2-color"));
  g_assert_true (near (second.blue, vic_player_default_color (1).blue));

  g_assert_true (gui_test_spin_until (allocated, button, 10));
  if (!gui_test_click_widget (button))
    g_signal_emit_by_name (button, "activate");   /* no xdotool here */
  g_assert_true (gui_test_spin_until (gui_test_mapped_toplevel, GSIZE_TO_POINTER (GTK_TYPE_COLOR_CHOOSER_DIALOG), 10));
  chooser = gui_test_find_toplevel (GTK_TYPE_COLOR_CHOOSER_DIALOG);
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (chooser), &rgba);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_OK);
  gui_test_settle ();
  shown = vik_player_color_button_get (button);
  g_assert_true (near (shown.red, chosen.red) && near (shown.green, chosen.green) && near (shown.blue, chosen.blue));

  g_assert_cmpint (pixels_of_color (w, chosen), ==, 0);   /* no game yet */
  gtk_editable_set_text (GTK_EDITABLE (gui_test_find_named (page, "seed")), "8");
  g_signal_emit_by_name (gui_test_find_named (GTK_WIDGET (gtk_widget_get_root (page)), "start-game"), "clicked");
  gui_test_settle ();
  g_assert_null (gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG));
  shown = vic_game_model_get_colors (vic_window_get_model (w))[0];
  g_assert_true (near (shown.red, chosen.red) && near (shown.green, chosen.green) && near (shown.blue, chosen.blue));
  second = vic_game_model_get_colors (vic_window_get_model (w))[1];
  g_assert_true (near (second.red, vic_player_default_color (1).red) && near (second.blue, vic_player_default_color (1).blue));
  shown = vic_victory_painter_get_color (vic_window_get_painter (w), 0);
  g_assert_true (near (shown.red, chosen.red) && near (shown.green, chosen.green) && near (shown.blue, chosen.blue));
  /* his Cities' flags are drawn in it, none in the default colour he did not take */
  g_assert_cmpint (pixels_of_color (w, chosen), >, 10);
  g_assert_cmpint (pixels_of_color (w, vic_player_default_color (0)), ==, 0);
  /* and the replay's board */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay", NULL));
  g_assert_true (gui_test_spin_until (gui_test_mapped_toplevel, GSIZE_TO_POINTER (VIC_TYPE_REPLAY_WINDOW), 10));
  shown = vic_victory_painter_get_color (vic_replay_window_get_painter (
                                           VIC_REPLAY_WINDOW (gui_test_find_toplevel (VIC_TYPE_REPLAY_WINDOW))), 0);
  g_assert_true (near (shown.red, chosen.red) && near (shown.green, chosen.green) && near (shown.blue, chosen.blue));
  gtk_window_destroy (gui_test_find_toplevel (VIC_TYPE_REPLAY_WINDOW));
  gui_test_settle ();

  /* remembered: in Victory's own key, and in the next dialog */
  stored = g_settings_get_strv (settings, "victory-player-colors");
  g_assert_cmpuint (g_strv_length (stored), ==, 2);
  g_assert_cmpstr (stored[0], ==, "#336699");
  g_assert_cmpstr (stored[1], ==, "#0072b2");
  page = open_page (w);
  shown = vik_player_color_button_get (gui_test_find_named (page, "player-1-color"));
  g_assert_true (near (shown.red, chosen.red) && near (shown.green, chosen.green) && near (shown.blue, chosen.blue));
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (page)));
  g_settings_reset (settings, "victory-player-colors");
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* Two autosaved Victory games (the older one twice: three generations, one
 * listed) and two files that are not ours: the start screen names the newest
 * game; Continue opens it in a Victory window, with its game id, behind the
 * hand-off screen, and the empty start window goes. */
static gboolean
has_action (GtkWidget *widget, gconstpointer name)
{
  return GTK_IS_ACTIONABLE (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), name) == 0;
}

static void
test_continue_from_start_screen (void)
{
  g_autoptr (VicGameModel) older = vic_game_model_new ();
  g_autoptr (VicGameModel) newer = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) list = NULL;
  g_autofree char *junk = g_build_filename (tmpdir, "0123abc.vic", NULL);
  g_autofree char *bad_name = g_build_filename (tmpdir, "not-an-id!.vic", NULL);
  const char *const names[] = { "Anna", "Bert" };
  VikWindow *start;
  GtkWidget *button;
  VicWindow *continued;
  const char *label;

  /* none yet: Continue says so in a dialog, opens nothing */
  start = vik_window_new (NULL);
  gtk_window_present (GTK_WINDOW (start));
  gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (start), "win.continue-game", "s", "victory"));
  gui_test_settle ();
  g_assert_null (gui_test_find_toplevel (VIC_TYPE_WINDOW));
  g_assert_nonnull (gui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  gtk_window_destroy (gui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  gtk_window_destroy (GTK_WINDOW (start));
  gui_test_settle ();

  g_assert_true (vic_game_model_new_preset (older, "quick-start", 2, NULL, 5, &error));
  g_assert_true (vik_session_autosave (VIK_SESSION (older), &error));
  g_assert_true (vik_session_autosave (VIK_SESSION (older), &error));
  g_usleep (20000);
  g_assert_true (vic_game_model_new_preset (newer, "two-front-war", 2, names, 6, &error));
  g_assert_true (vik_session_autosave (VIK_SESSION (newer), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (junk, "[Game]\nGame=victory\nbroken", -1, NULL));
  g_assert_true (g_file_set_contents (bad_name, "x", -1, NULL));

  list = vik_autosave_catalogue (vic_autosave_victory (), tmpdir);
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_cmpstr (((VikAutosaveInfo *) list->pdata[0])->game_id, ==, vik_session_get_game_id (VIK_SESSION (newer)));
  g_assert_cmpstr (((VikAutosaveInfo *) list->pdata[0])->path, ==, vik_session_get_autosave_path (VIK_SESSION (newer)));
  g_assert_cmpstr (((VikAutosaveInfo *) list->pdata[1])->game_id, ==, vik_session_get_game_id (VIK_SESSION (older)));

  start = vik_window_new (NULL);
  gtk_window_present (GTK_WINDOW (start));
  gui_test_settle ();
  button = NULL;
  {
    /* the button whose action is win.continue-game("victory") */
    GtkWidget *stack[256];
    int top = 0;
    stack[top++] = GTK_WIDGET (start);
    while (top > 0 && button == NULL)
      {
        GtkWidget *wd = stack[--top];
        GVariant *target = GTK_IS_BUTTON (wd) ? gtk_actionable_get_action_target_value (GTK_ACTIONABLE (wd)) : NULL;
        if (GTK_IS_BUTTON (wd) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (wd)),
                                              "win.continue-game") == 0
            && target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), "victory") == 0)
          button = wd;
        for (GtkWidget *c = gtk_widget_get_first_child (wd); c != NULL && top < 255; c = gtk_widget_get_next_sibling (c))
          stack[top++] = c;
      }
  }
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  label = gtk_button_get_label (GTK_BUTTON (button));
  g_assert_true (g_str_has_prefix (label, "Continue Victory: "));
  g_assert_nonnull (strstr (label, vic_game_get_map (vic_game_model_get_game (newer))->name));
  g_assert_nonnull (strstr (label, "Anna to move"));
  g_assert_nonnull (strstr (label, vic_game_get_turn (vic_game_model_get_game (newer)) == 0 ? ", deployment, " : ", turn "));
  {
    /* its tooltip: the file, the home folder as ~ (HOME is this test's folder) */
    g_autofree char *base = g_path_get_basename (vik_session_get_autosave_path (VIK_SESSION (newer)));
    g_autofree char *tip = g_strconcat ("~/", base, NULL);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, tip);
  }
  {
    /* VIKTORY II's Continue too */
    g_autoptr (VikGameModel) viktory = vik_game_model_new ();
    VikGameOptions options = { .n_players = 2, .seed = 4 };
    g_autofree char *base = NULL, *tip = NULL;
    GtkWidget *own;

    g_assert_true (vik_game_model_new_game (viktory, &options, NULL, &error));
    g_assert_true (vik_session_autosave (VIK_SESSION (viktory), &error));
    g_assert_no_error (error);
    base = g_path_get_basename (vik_session_get_autosave_path (VIK_SESSION (viktory)));
    tip = g_strconcat ("~/", base, NULL);
    gtk_window_destroy (GTK_WINDOW (start));
    start = vik_window_new (NULL);
    gtk_window_present (GTK_WINDOW (start));
    gui_test_settle ();
    own = gui_test_find_widget (GTK_WIDGET (start), has_action, "win.continue-autosave");
    g_assert_nonnull (own);
    g_assert_true (gtk_widget_get_visible (own));
    g_assert_cmpstr (gtk_widget_get_tooltip_text (own), ==, tip);
    vik_session_discard_autosave (VIK_SESSION (viktory));
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (start), "win.continue-game", "s", "victory"));
  gui_test_settle ();
  continued = VIC_WINDOW (gui_test_find_toplevel (VIC_TYPE_WINDOW));
  g_assert_nonnull (continued);
  g_assert_null (gui_test_find_toplevel (VIK_TYPE_WINDOW));
  g_assert_cmpstr (vik_session_get_game_id (VIK_SESSION (vic_window_get_model (continued))), ==,
                   vik_session_get_game_id (VIK_SESSION (newer)));
  g_assert_cmpstr (vik_session_get_autosave_path (VIK_SESSION (vic_window_get_model (continued))), ==,
                   vik_session_get_autosave_path (VIK_SESSION (newer)));
  g_assert_true (vic_window_get_handoff_visible (continued));
  g_assert_cmpint (vic_game_get_map (vic_game_model_get_game (vic_window_get_model (continued)))->n_tiles, ==, 3);
  gtk_window_destroy (GTK_WINDOW (continued));
  gui_test_settle ();
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-victory-start-XXXXXX");
  g_setenv ("VIKTORY_AUTOSAVE_DIR", tmpdir, TRUE);
  g_setenv ("HOME", tmpdir, TRUE);   /* the Continue tooltips say ~ for it */
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_test_add_func ("/gui/victory/new-game-player-counts", test_new_game_counts);
  g_test_add_func ("/gui/victory/new-game-three-allies", test_new_game_three_allies);
  g_test_add_func ("/gui/victory/new-game-player-colors", test_new_game_colors);
  g_test_add_func ("/gui/victory/continue-from-start-screen", test_continue_from_start_screen);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  return status;
}
