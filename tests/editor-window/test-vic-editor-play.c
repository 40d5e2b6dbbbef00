/* test-vic-editor-play.c: Play this map in the Victory editor, under a
 * display: a small change to a bundled map, Play, and a Victory game window
 * opens on that map behind the hand-off screen, with its own game id and
 * autosave; a map with problems, or one whose scenario does not start, gets
 * a dialog saying why and opens nothing. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vic-editor-window.h"
#include "vic-window.h"

#include "editor-test.h"

static char *tmpdir;

/* The Victory game windows and the visible message dialogs open now. */
static guint
count_toplevels (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (tops, i);
      n += G_TYPE_CHECK_INSTANCE_TYPE (top, type) && gtk_widget_get_visible (GTK_WIDGET (top));
    }
  return n;
}

static void
close_toplevels (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (tops); i > 0; i--)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (tops, i - 1);
      if (G_TYPE_CHECK_INSTANCE_TYPE (top, type))
        gtk_window_destroy (top);
    }
  gui_test_settle ();
}

/* What a wait needs: `n` visible windows of `type`. */
typedef struct
{
  GType type;
  guint n;
} Shown;

static gboolean
shown (gpointer data)
{
  Shown *s = data;
  return count_toplevels (s->type) == s->n;
}

static VicEditorWindow *
open_editor (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "victory", dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  VicEditorDoc *doc = vic_editor_doc_open (path, &error);
  VicEditorWindow *w;

  g_assert_no_error (error);
  w = vic_editor_window_new (NULL, doc, file);
  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  return w;
}

/* A Clear hex without a City, Town or other feature: where a change shows. */
static int
plain_clear_hex (const VicMap *map)
{
  for (int h = 0; h < map->n_hexes; h++)
    if (map->terrain[h] == VIC_TERRAIN_CLEAR && map->features[h] == 0)
      return h;
  g_assert_not_reached ();
}

/* The bundled two-map layout, one hex painted Forest: Play opens a Victory
 * window on that map, the hand-off screen first; F5 a second one, whose game
 * id and autosave are its own. */
static void
test_play_changed_map (void)
{
  VicEditorWindow *w = open_editor ("scenarios", "two-maps.vicmap");
  const VicMap *map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
  int hex = plain_clear_hex (map);
  g_autoptr(GError) error = NULL;
  VicWindow *game_window;
  const VicGame *game;
  VicGameModel *first;
  g_autofree char *first_id = NULL;
  g_autofree char *first_autosave = NULL;
  GListModel *tops = gtk_window_get_toplevels ();
  VicWindow *second = NULL;

  g_assert_cmpuint (vic_editor_window_get_n_problems (w), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (w), "vic-editor.tool", "s", "terrain");
  gtk_widget_activate_action (GTK_WIDGET (w), "vic-editor.terrain", "s", "forest");
  gtk_widget_activate_action (GTK_WIDGET (w), "vic-editor.apply-at", "s", map->labels[hex]);
  g_assert_cmpint (map->terrain[hex], ==, VIC_TERRAIN_FOREST);
  g_assert_cmpuint (count_toplevels (VIC_TYPE_WINDOW), ==, 0);

  game_window = vic_editor_window_play (w, 11, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game_window);
  g_assert_true (gui_test_spin_until (gui_test_mapped, game_window, 10));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (game_window)));
  game = vic_game_model_get_game (vic_window_get_model (game_window));
  g_assert_nonnull (game);
  g_assert_cmpint (vic_game_get_seed (game), ==, 11);
  g_assert_cmpint (vic_game_get_n_players (game), ==, 2);
  g_assert_cmpint (vic_game_get_map (game)->n_hexes, ==, map->n_hexes);
  g_assert_cmpint (vic_game_get_map (game)->terrain[hex], ==, VIC_TERRAIN_FOREST);
  g_assert_true (vic_window_get_handoff_visible (game_window));
  g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (game_window)), ==, -1);
  /* the editor stays open, its map unchanged by the game */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (w)));
  g_assert_cmpint (map->terrain[hex], ==, VIC_TERRAIN_FOREST);

  first = vic_window_get_model (game_window);
  first_id = g_strdup (vik_session_get_game_id (VIK_SESSION (first)));
  first_autosave = g_strdup (vik_session_get_autosave_path (VIK_SESSION (first)));
  g_assert_true (vik_session_autosave (VIK_SESSION (first), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (first_autosave, G_FILE_TEST_IS_REGULAR));

  /* F5 (vic-editor.play): another game, with its own id and autosave */
  g_usleep (2000);
  gtk_widget_activate_action (GTK_WIDGET (w), "vic-editor.play", NULL);
  g_assert_true (gui_test_spin_until (shown, &(Shown) { VIC_TYPE_WINDOW, 2 }, 10));
  g_assert_cmpuint (count_toplevels (VIC_TYPE_WINDOW), ==, 2);
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (tops, i);
      if (VIC_IS_WINDOW (top) && VIC_WINDOW (top) != game_window)
        second = VIC_WINDOW (top);
    }
  g_assert_nonnull (second);
  g_assert_true (vic_window_get_handoff_visible (second));
  g_assert_cmpstr (vik_session_get_game_id (VIK_SESSION (vic_window_get_model (second))), !=, first_id);
  g_assert_cmpstr (vik_session_get_autosave_path (VIK_SESSION (vic_window_get_model (second))), !=, first_autosave);
  g_assert_true (vik_session_autosave (VIK_SESSION (vic_window_get_model (second)), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (first_autosave, G_FILE_TEST_IS_REGULAR));

  close_toplevels (VIC_TYPE_WINDOW);
  vic_editor_doc_undo (vic_editor_window_get_doc (w));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* A blank tile breaks 8.1, a single tile cannot take Quick Start's two
 * players (1.1): Play shows why in a dialog and opens no game window. */
static void
test_play_refused (void)
{
  VicEditorWindow *w = vic_editor_window_new_tile (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  g_assert_null (vic_editor_window_play (w, 3, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "(8.1)"));
  g_assert_true (gui_test_spin_until (shown, &(Shown) { ADW_TYPE_MESSAGE_DIALOG, 1 }, 10));
  g_assert_cmpuint (count_toplevels (ADW_TYPE_MESSAGE_DIALOG), ==, 1);
  g_assert_cmpuint (count_toplevels (VIC_TYPE_WINDOW), ==, 0);
  close_toplevels (ADW_TYPE_MESSAGE_DIALOG);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();

  g_clear_error (&error);
  w = open_editor ("tiles", "westmark.vicmap");
  g_assert_cmpuint (vic_editor_window_get_n_problems (w), ==, 0);
  g_assert_null (vic_editor_window_play (w, 3, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "(1.1)"));
  g_assert_true (gui_test_spin_until (shown, &(Shown) { ADW_TYPE_MESSAGE_DIALOG, 1 }, 10));
  g_assert_cmpuint (count_toplevels (ADW_TYPE_MESSAGE_DIALOG), ==, 1);
  g_assert_cmpuint (count_toplevels (VIC_TYPE_WINDOW), ==, 0);
  close_toplevels (ADW_TYPE_MESSAGE_DIALOG);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* A scenario being edited plays with its own values, a change included. */
static void
test_play_scenario (void)
{
  VicEditorWindow *w = open_editor ("scenarios", "custom-forces.vicscn");
  g_autoptr(GError) error = NULL;
  VicWindow *game_window;

  g_assert_true (vic_editor_doc_is_scenario (vic_editor_window_get_doc (w)));
  gtk_widget_activate_action (GTK_WIDGET (w), "vic-editor.scenario-key", "(sss)", "Player1", "Name", "Rommel");
  game_window = vic_editor_window_play (w, 5, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game_window);
  g_assert_cmpstr (vic_game_get_player_name (vic_game_model_get_game (vic_window_get_model (game_window)), 0),
                   ==, "Rommel");
  g_assert_true (vic_window_get_handoff_visible (game_window));
  close_toplevels (VIC_TYPE_WINDOW);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* A scenario names a computer side ([Player2] Computer=normal): Play seats
 * it, so the person at Player 1 gets no hand-off screen; a bad level is
 * refused naming the key. */
static void
test_play_scenario_computer (void)
{
  VicEditorWindow *w = open_editor ("scenarios", "custom-forces.vicscn");
  g_autoptr(GError) error = NULL;
  VicWindow *game_window;
  VicGameModel *model;

  gtk_widget_activate_action (GTK_WIDGET (w), "vic-editor.scenario-key", "(sss)", "Player2", "Computer", "normal");
  game_window = vic_editor_window_play (w, 5, &error);
  g_assert_no_error (error);
  model = vic_window_get_model (game_window);
  g_assert_cmpint (vic_game_model_get_seat (model, 0), ==, VIK_SESSION_PERSON);
  g_assert_cmpint (vic_game_model_get_seat (model, 1), ==, VIK_AI_NORMAL);
  g_assert_false (vic_window_get_handoff_visible (game_window));
  close_toplevels (VIC_TYPE_WINDOW);
  g_assert_false (vic_editor_doc_set_scenario_key (vic_editor_window_get_doc (w), "Player2", "Computer", "wizard",
                                                   &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "Computer"));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-vic-play-XXXXXX");
  g_setenv ("VIKTORY_AUTOSAVE_DIR", tmpdir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  editor_test_init ();
  g_test_add_func ("/gui/vic-editor/play-changed-map", test_play_changed_map);
  g_test_add_func ("/gui/vic-editor/play-refused", test_play_refused);
  g_test_add_func ("/gui/vic-editor/play-scenario", test_play_scenario);
  g_test_add_func ("/gui/vic-editor/play-scenario-computer", test_play_scenario_computer);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  g_free (tmpdir);
  return status;
}
