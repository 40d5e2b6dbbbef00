/* test-subjugation.c: Subjugation [16.8] in the game window, under a display:
 * the side panel tells who is whose Vassal and Ruler, who is reorganizing
 * [16.83] and, with the Alliance Optional Victory [16.87], how many Vassals
 * each has made; while the Vassal reinforces his capital [16.82] the End
 * button says "Finish Reinforcing". */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vik-action-text.h"
#include "vik-position.h"
#include "vik-save.h"
#include "vik-window-private.h"

#include "gui-test-util.h"

enum { RED, YELLOW, BLUE };

static VikWindow *
window_new (void)
{
  VikWindow *w = vik_window_new (NULL);
  gui_test_present (GTK_WINDOW (w));
  return w;
}

static int
hex (const VikGame *game, int q, int r)
{
  return vik_board_index (vik_game_get_board (game), vik_hex_make (q, r));
}

static const char *
lb (VikWindow *w, int q, int r)
{
  const VikGame *game = vik_game_model_get_game (vik_window_get_model (w));

  return vik_board_label (vik_game_get_board (game), hex (game, q, r));
}

static void
site (VikGame *game, int q, int r, int player, VikSite s, gboolean capital)
{
  vik_position_set_site (game, hex (game, q, r), player, s, capital);
}

/* Three players on Plains with Subjugation, Standard Conquest and the
 * Alliance Optional Victory: Red's Capital City at (-4,0), Yellow's Capital
 * Town at (0,0) and a Town at (2,3), Blue's Capital Town at (4,-4) and a City
 * at (3,1) with two Infantry at (1,0).  Yellow is Red's Vassal; Blue moves. */
static void
load_position (VikWindow *w)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vik-subjugation-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "alliance.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  gsize len;

  rules.options = 1u << VIK_OPTION_SUBJUGATION;
  game = vik_position_new (&rules, 6, 3, 5);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_victory (game, VIK_VICTORY_STANDARD | VIK_VICTORY_TWO_VASSALS);
  site (game, -4, 0, RED, VIK_SITE_CITY, TRUE);
  site (game, 0, 0, YELLOW, VIK_SITE_TOWN, TRUE);
  site (game, 2, 3, YELLOW, VIK_SITE_TOWN, FALSE);
  site (game, 4, -4, BLUE, VIK_SITE_TOWN, TRUE);
  site (game, 3, 1, BLUE, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, hex (game, 1, 0), BLUE, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, hex (game, 1, 0), BLUE, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 3);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 2);
  vik_position_set_reserve (game, BLUE, VIK_UNIT_INFANTRY, 2);
  vik_position_set_ruler (game, YELLOW, RED);
  vik_position_begin_turn (game, BLUE, VIK_PHASE_MOVEMENT, 3);
  g_assert_true (vik_game_check_invariants (game, &error));
  data = vik_game_save_to_data (game, &len);
  g_assert_true (g_file_set_contents (path, data, len, &error));
  g_assert_true (vik_game_model_load (vik_window_get_model (w), file, &error));
  g_assert_no_error (error);
  gui_test_spin ();
  g_unlink (path);
  g_rmdir (dir);
}

static void
collect_labels (GtkWidget *widget, const char *name, GPtrArray *out)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, name, out);
}

/* The Subjugation line of each player's row, in seat order ("" when hidden). */
static const char *
alliance_line (VikWindow *w, int player)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *label;

  collect_labels (vik_window_get_part (w, "players_list"), "alliance-label", labels);
  g_assert_cmpuint (labels->len, ==, 3);
  label = g_ptr_array_index (labels, player);
  return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : "";
}

static void
apply (VikWindow *w, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

static void
apply (VikWindow *w, const char *fmt, ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, fmt);
  text = g_strdup_vprintf (fmt, args);
  va_end (args);
  if (!vik_game_model_apply_text (vik_window_get_model (w), text, &error))
    g_error ("“%s” refused: %s", text, error->message);
  gui_test_spin ();
  if (vik_window_get_handoff_visible (w))
    gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
  gui_test_spin ();
}

static void
test_panel_and_end_button (void)
{
  VikWindow *w = window_new ();
  GtkButton *end;
  const VikGame *game;

  load_position (w);
  end = GTK_BUTTON (vik_window_get_part (w, "end_button"));
  g_assert_cmpstr (alliance_line (w, RED), ==, "Ruler of Yellow · Vassals made: 1 of 2 (16.87)");
  g_assert_cmpstr (alliance_line (w, YELLOW), ==, "Vassal of Red · Vassals made: 0 of 2 (16.87)");
  g_assert_cmpstr (alliance_line (w, BLUE), ==, "Vassals made: 0 of 2 (16.87)");
  g_assert_cmpstr (gtk_button_get_label (end), ==, "End Phase");

  /* Blue takes Yellow's empty Capital: Yellow changes Ruler [16.85]. */
  apply (w, "I %s-%s", lb (w, 1, 0), lb (w, 0, 0));
  apply (w, "I %s-%s", lb (w, 1, 0), lb (w, 0, 0));
  apply (w, "battle %s", lb (w, 0, 0));
  game = vik_game_model_get_game (vik_window_get_model (w));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WITHDRAW);
  while (vik_game_get_decision (game) == VIK_DECISION_WITHDRAW)
    {
      apply (w, "withdraw I %s-%s", lb (w, 0, 0), lb (w, 1, 0));
      game = vik_game_model_get_game (vik_window_get_model (w));
    }

  /* Yellow reinforces his capital in Blue's turn: the End button says so. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_REINFORCE);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  g_assert_cmpstr (gtk_button_get_label (end), ==, "Finish Reinforcing");
  g_assert_cmpstr (alliance_line (w, YELLOW), ==, "Vassal of Blue · Reorganizing (16.83) · Vassals made: 0 of 2 (16.87)");
  g_assert_cmpstr (alliance_line (w, BLUE), ==, "Ruler of Yellow · Vassals made: 1 of 2 (16.87)");
  g_assert_cmpstr (alliance_line (w, RED), ==, "Vassals made: 1 of 2 (16.87)");
  apply (w, "place I %s", lb (w, 0, 0));
  g_assert_cmpstr (gtk_button_get_label (end), ==, "Finish Reinforcing");
  gtk_widget_activate_action (GTK_WIDGET (w), "win.end-phase", NULL);
  gui_test_spin ();
  if (vik_window_get_handoff_visible (w))
    gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
  gui_test_spin ();
  game = vik_game_model_get_game (vik_window_get_model (w));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_get_current_player (game), ==, BLUE);
  g_assert_cmpstr (gtk_button_get_label (end), ==, "End Phase");
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

/* Without Subjugation the line is not there. */
static void
test_no_line_without_the_rule (void)
{
  VikWindow *w = window_new ();
  VikGameOptions options = { .n_players = 3, .seed = 4 };
  g_autoptr (GError) error = NULL;

  g_assert_true (vik_window_start_game (w, &options, NULL, &error));
  gui_test_spin ();
  for (int p = 0; p < 3; p++)
    g_assert_cmpstr (alliance_line (w, p), ==, "");
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

int
main (int argc, char **argv)
{
  g_autofree char *tmpdir = NULL;
  g_autofree char *autosave = NULL;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-subjugation-XXXXXX");
  autosave = g_build_filename (tmpdir, "autosave.vik", NULL);
  g_setenv ("VIKTORY_AUTOSAVE", autosave, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_test_add_func ("/gui/players-panel/16.81/vassal-ruler-reorganizing-and-vassals-made", test_panel_and_end_button);
  g_test_add_func ("/gui/players-panel/16.8/no-line-without-subjugation", test_no_line_without_the_rule);
  {
    int status = g_test_run ();
    gui_test_tree_remove (tmpdir);
    return status;
  }
}
