/* test-save-fault.c: the game window when saving or autosaving fails (issue 14).
 *
 * Save As onto a full disk (a 64 KiB tmpfs, as root) shows the error dialog,
 * leaves the old file byte for byte and the game modified in memory, and the
 * game can then be saved elsewhere.
 *
 * The autosave's folder is made read-only (a read-only bind mount as root,
 * chmod otherwise): the turns that end then tell the player once, with one
 * toast, and the previous autosave stays byte for byte; after an autosave
 * works again the next failure is told again.  Closing the window when its
 * autosave fails keeps it open once, with an error dialog, so the game can
 * still be saved elsewhere. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "vik-action-text.h"
#include "vik-policy.h"
#include "vik-window-private.h"

#include "gui-test-util.h"

static char *tmpdir;

static VikWindow *
window_new (void)
{
  VikWindow *w = vik_window_new (NULL);
  gui_test_present (GTK_WINDOW (w));
  return w;
}

static const VikGame *
game_of (VikWindow *w)
{
  return vik_game_model_get_game (vik_window_get_model (w));
}

/* One action of the aggressive policy, through win.apply-action. */
static void
play_one (VikWindow *w, VikRng *rng)
{
  const VikGame *game = game_of (w);
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
  g_autofree char *text = NULL;
  guint k;

  g_assert_false (vik_game_is_over (game));
  g_assert_true (legal != NULL && legal->len > 0);
  k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data, legal->len, rng);
  text = vik_action_to_string (&g_array_index (legal, VikAction, k), vik_game_get_board (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
  gui_test_spin ();
  if (vik_window_get_handoff_visible (w))
    gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
}

static void
count_turn (VikGameModel *model, int player, guint *n)
{
  (*n)++;
}

/* Plays until `turns` more turns have ended. */
static void
play_turns (VikWindow *w, VikRng *rng, guint turns)
{
  guint ended = 0;
  gulong id = g_signal_connect (vik_window_get_model (w), "turn-ended", G_CALLBACK (count_turn), &ended);

  for (int i = 0; i < 2000 && ended < turns; i++)
    play_one (w, rng);
  g_signal_handler_disconnect (vik_window_get_model (w), id);
  g_assert_cmpuint (ended, >=, turns);
}

/* Is a label showing text that starts with `start` somewhere under widget? */
static gboolean
shows_label (GtkWidget *widget, const char *start)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), start))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (shows_label (c, start))
      return TRUE;
  return FALSE;
}

static gboolean
run (const char *command)
{
  int status = -1;

  return g_spawn_command_line_sync (command, NULL, NULL, &status, NULL)
         && g_spawn_check_wait_status (status, NULL);
}

/* root ignores modes, so root gets a read-only bind mount instead. */
static void
make_read_only (const char *dir, gboolean read_only)
{
  g_autofree char *cmd = NULL;

  if (geteuid () != 0)
    {
      g_assert_cmpint (g_chmod (dir, read_only ? 0555 : 0755), ==, 0);
      return;
    }
  if (read_only)
    cmd = g_strdup_printf ("sh -c 'mount --bind %s %s && mount -o remount,ro,bind %s'", dir, dir, dir);
  else
    cmd = g_strdup_printf ("umount %s", dir);
  g_assert_true (run (cmd));
}

/* As root: whether mounting works here (a container may not allow it). */
static gboolean
can_make_read_only (const char *dir)
{
  g_autofree char *cmd = NULL;

  if (geteuid () != 0)
    return TRUE;
  cmd = g_strdup_printf ("sh -c 'mount --bind %s %s && mount -o remount,ro,bind %s'", dir, dir, dir);
  if (!run (cmd))
    {
      g_autofree char *undo = g_strdup_printf ("umount %s", dir);
      run (undo);   /* the bind may have worked and the remount not */
      return FALSE;
    }
  make_read_only (dir, FALSE);
  return TRUE;
}

static char *
contents (const char *path)
{
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

static guint
count_entries (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  g_dir_close (d);
  return n;
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *tops = gtk_window_get_toplevels ();   /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (tops, i);
      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_widget_get_visible (GTK_WIDGET (top)))
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

static void
test_autosave_fault (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "autosaves", NULL);
  g_autofree char *path = NULL;
  guint entries;
  g_autofree char *before = NULL, *after = NULL;
  VikWindow *w;
  AdwMessageDialog *dialog;
  VikRng rng;

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  if (!can_make_read_only (dir))
    {
      g_test_skip ("mounting is not allowed here (no CAP_SYS_ADMIN)");
      return;
    }
  w = window_new ();
  g_object_add_weak_pointer (G_OBJECT (w), (gpointer *) &w);
  vik_session_set_autosave_dir (VIK_SESSION (vik_window_get_model (w)), dir);
  {
    VikGameOptions options = { .n_players = 2, .seed = 9 };
    g_assert_true (vik_window_start_game (w, &options, NULL, NULL));
  }
  path = g_strdup (vik_session_get_autosave_path (VIK_SESSION (vik_window_get_model (w))));
  vik_rng_seed (&rng, 9, 5);

  /* a turn ends: the autosave is written */
  play_turns (w, &rng, 1);
  before = contents (path);
  g_assert_cmpuint (vik_window_get_autosave_warnings (w), ==, 0);

  /* read-only: three turns end, one toast, the previous autosave kept */
  entries = count_entries (dir);
  make_read_only (dir, TRUE);
  play_turns (w, &rng, 3);
  g_assert_cmpuint (vik_window_get_autosave_warnings (w), ==, 1);
  g_assert_true (shows_label (GTK_WIDGET (w), "Autosave failed, the previous autosave is kept."));
  after = contents (path);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (count_entries (dir), ==, entries);

  /* it works again, then fails again: told again */
  make_read_only (dir, FALSE);
  play_turns (w, &rng, 1);
  g_clear_pointer (&after, g_free);
  after = contents (path);
  g_assert_cmpstr (before, !=, after);
  g_clear_pointer (&before, g_free);
  before = g_steal_pointer (&after);
  entries = count_entries (dir);
  make_read_only (dir, TRUE);
  play_turns (w, &rng, 2);
  g_assert_cmpuint (vik_window_get_autosave_warnings (w), ==, 2);

  /* closing: the autosave fails, so the window stays open with a dialog */
  play_one (w, &rng);   /* something to autosave */
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (vik_window_get_model (w))));
  gtk_window_close (GTK_WINDOW (w));
  gui_test_spin ();
  g_assert_nonnull (w);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (w)));
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could not autosave the game");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "read-only"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  after = contents (path);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (count_entries (dir), ==, entries);

  /* closing again quits without saving */
  gtk_window_close (GTK_WINDOW (w));
  gui_test_spin ();
  g_assert_null (w);
  make_read_only (dir, FALSE);
}

/* Fills the file system holding dir to the last byte. */
static void
fill_disk (const char *dir)
{
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  FILE *f = fopen (filler, "w");
  char block[512] = { 0 };

  g_assert_nonnull (f);
  setvbuf (f, NULL, _IONBF, 0);
  while (fwrite (block, 1, sizeof block, f) == sizeof block)
    ;
  while (fputc ('x', f) != EOF)
    ;
  fclose (f);
}

static void
test_save_disk_full (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "full", NULL);
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autofree char *elsewhere = g_build_filename (tmpdir, "elsewhere.vik", NULL);
  g_autofree char *cmd = NULL;
  g_autofree char *before = NULL, *after = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) other = g_file_new_for_path (elsewhere);
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *dialog;
  VikWindow *w;
  VikRng rng;

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  cmd = g_strdup_printf ("mount -t tmpfs -o size=64k tmpfs %s", dir);
  if (geteuid () != 0 || !run (cmd))
    {
      g_test_skip ("a full disk needs root and mount");
      return;
    }
  w = window_new ();
  {
    VikGameOptions options = { .n_players = 3, .seed = 4 };
    g_assert_true (vik_window_start_game (w, &options, NULL, NULL));
  }
  vik_rng_seed (&rng, 4, 1);
  play_one (w, &rng);
  g_assert_true (vik_window_save_file (w, file, NULL));
  before = contents (path);
  fill_disk (dir);
  play_one (w, &rng);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (vik_window_get_model (w))));

  /* the save fails: a dialog, the old file whole, no temporary file */
  g_assert_false (vik_window_save_file (w, file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  gui_test_spin ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "the disk is full"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  after = contents (path);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (count_entries (dir), ==, 2);   /* game.vik and the filler */
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (vik_window_get_model (w))));

  /* the game is still there and saves elsewhere */
  g_assert_true (vik_window_save_file (w, other, NULL));
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (vik_window_get_model (w))));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
  g_free (cmd);
  cmd = g_strdup_printf ("umount %s", dir);
  g_assert_true (run (cmd));
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-gui-XXXXXX");
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "default-autosaves", NULL);
    g_setenv ("VIKTORY_AUTOSAVE_DIR", autosave, TRUE);
  }
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_test_add_func ("/gui/window/autosave-fault-told-once-old-kept", test_autosave_fault);
  g_test_add_func ("/gui/window/save-disk-full-old-kept", test_save_disk_full);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  g_free (tmpdir);
  return status;
}
