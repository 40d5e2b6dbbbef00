/* test-file-io.c: files you can trust (src/common/vik-file-io.h).
 *
 * Atomic replacement keeps the old file byte for byte whenever a save fails
 * (a folder as the path, a full disk, a read-only disk, no permission) and
 * leaves no temporary file; the mode, symbolic links and stale temporary files
 * are handled; bounded reads refuse FIFOs, devices, folders and oversized files
 * without blocking or reading them; a scenario's Map= names only a map file in
 * the scenario's own folder and never quotes another file.  Disk-full and
 * read-only cases mount a tiny tmpfs or a read-only bind mount, so they run as
 * root only and are skipped otherwise. */
#include "config.h"

#include "vik-file-io.h"
#include "vik-save.h"
#include "vik-scenario.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

/* ---------------------------------------------------------------- helpers */

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("vik-file-io-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *dir)
{
  const char *argv[] = { "rm", "-rf", dir, NULL };
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}

static void
put (const char *path, const char *text)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpuint (len, ==, strlen (expected));
  g_assert_cmpmem (data, len, expected, strlen (expected));
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

static mode_t
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

static gboolean
run (const char *command)
{
  int status = -1;

  return g_spawn_command_line_sync (command, NULL, NULL, &status, NULL)
         && g_spawn_check_wait_status (status, NULL);
}

/* Mounts something over dir (as root only); FALSE and a skip otherwise. */
static gboolean
mount_or_skip (const char *what, const char *dir)
{
  g_autofree char *cmd = NULL;

  if (geteuid () != 0)
    {
      g_test_skip ("mounting needs root");
      return FALSE;
    }
  if (g_strcmp0 (what, "tmpfs") == 0)
    cmd = g_strdup_printf ("mount -t tmpfs -o size=64k tmpfs %s", dir);
  else
    cmd = g_strdup_printf ("sh -c 'mount --bind %s %s && mount -o remount,ro,bind %s'", dir, dir, dir);
  if (!run (cmd))
    {
      g_autofree char *undo = g_strdup_printf ("umount %s", dir);
      run (undo);   /* the bind may have worked and the remount not */
      g_test_skip ("mount failed (no CAP_SYS_ADMIN here)");
      return FALSE;
    }
  return TRUE;
}

static void
unmount (const char *dir)
{
  g_autofree char *cmd = g_strdup_printf ("umount %s", dir);
  g_assert_true (run (cmd));
}

/* ---------------------------------------------------------------- writing */

static void
test_write_new (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autoptr (GError) error = NULL;
  mode_t mask = umask (022);

  g_assert_true (vik_file_write_atomic (path, "new", 3, &error));
  g_assert_no_error (error);
  assert_contents (path, "new");
  g_assert_cmpint (mode_of (path), ==, 0644);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  umask (mask);
  remove_tree (dir);
}

static void
test_write_replace (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autoptr (GError) error = NULL;

  put (path, "the old game, longer than the new one");
  g_assert_true (vik_file_write_atomic (path, "new", 3, &error));
  g_assert_no_error (error);
  assert_contents (path, "new");
  /* an empty file is a valid write too */
  g_assert_true (vik_file_write_atomic (path, "", 0, &error));
  assert_contents (path, "");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

static void
test_write_mode_kept (void)
{
  static const mode_t modes[] = { 0444, 0600, 0640 };
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr (GError) error = NULL;

      put (path, "old");
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      g_assert_true (vik_file_write_atomic (path, "new", 3, &error));
      g_assert_no_error (error);
      assert_contents (path, "new");
      g_assert_cmpint (mode_of (path), ==, modes[i]);
      g_assert_cmpint (g_chmod (path, 0644), ==, 0);
    }
  /* root saving someone else's file leaves it theirs */
  if (geteuid () == 0)
    {
      GStatBuf st;

      g_assert_cmpint (chown (path, 65534, 65534), ==, 0);
      g_assert_true (vik_file_write_atomic (path, "theirs", 6, NULL));
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_uid, ==, 65534);
      g_assert_cmpint (st.st_gid, ==, 65534);
      assert_contents (path, "theirs");
    }
  remove_tree (dir);
}

static void
test_write_symlink (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *sub = g_build_filename (dir, "saves", NULL);
  g_autofree char *target = g_build_filename (sub, "real.vik", NULL);
  g_autofree char *link1 = g_build_filename (dir, "link.vik", NULL);
  g_autofree char *link2 = g_build_filename (dir, "link2.vik", NULL);
  g_autofree char *loop = g_build_filename (dir, "loop.vik", NULL);
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  put (target, "old");
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  /* a relative link to a link: both resolved from their own folders */
  g_assert_cmpint (symlink ("saves/real.vik", link1), ==, 0);
  g_assert_cmpint (symlink ("link.vik", link2), ==, 0);
  g_assert_true (vik_file_write_atomic (link2, "new", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link1, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (link2, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_contents (target, "new");
  g_assert_cmpint (mode_of (target), ==, 0600);
  /* the temporary file went beside the target, and is gone */
  g_assert_cmpuint (count_entries (sub), ==, 1);
  g_assert_cmpuint (count_entries (dir), ==, 3);

  /* a loop of links is an error, not a hang */
  g_assert_cmpint (symlink ("loop.vik", loop), ==, 0);
  g_assert_false (vik_file_write_atomic (loop, "x", 1, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP);
  remove_tree (dir);
}

/* The accepted trade-off (docs/file-format.md): a rename gives the save a new
 * inode, so another hard link to the old file keeps the old contents. */
static void
test_write_hard_link (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autofree char *other = g_build_filename (dir, "other.vik", NULL);
  g_autoptr (GError) error = NULL;

  put (path, "old");
  g_assert_cmpint (link (path, other), ==, 0);
  g_assert_true (vik_file_write_atomic (path, "new", 3, &error));
  assert_contents (path, "new");
  assert_contents (other, "old");
  remove_tree (dir);
}

static void
test_write_directory (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "folder.vik", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "game.vik", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  g_assert_false (vik_file_write_atomic (path, "new", 3, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "folder"));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  g_clear_error (&error);

  g_assert_false (vik_file_write_atomic (missing, "new", 3, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

static void
test_write_stale_temps (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autofree char *stale = g_build_filename (dir, ".game.vik.AbC123", NULL);
  g_autofree char *fresh = g_build_filename (dir, ".game.vik.XyZ789", NULL);
  g_autofree char *other = g_build_filename (dir, ".other.vik.AbC123", NULL);
  g_autofree char *longer = g_build_filename (dir, ".game.vik.AbC123.keep", NULL);
  struct utimbuf old = { .actime = time (NULL) - 3600, .modtime = time (NULL) - 3600 };
  g_autoptr (GError) error = NULL;

  put (path, "old");
  put (stale, "half a save");
  put (fresh, "a save under way elsewhere");
  put (other, "another file's");
  put (longer, "not ours");
  g_assert_cmpint (utime (stale, &old), ==, 0);
  g_assert_cmpint (utime (other, &old), ==, 0);
  g_assert_cmpint (utime (longer, &old), ==, 0);
  g_assert_true (vik_file_write_atomic (path, "new", 3, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (longer, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_entries (dir), ==, 4);
  remove_tree (dir);
}

/* A game too big for a 64 KiB tmpfs: the save fails, the old one stays. */
static void
test_write_disk_full (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autoptr (GError) error = NULL;
  gsize big = 256 * 1024;
  g_autofree char *data = g_malloc (big);

  if (!mount_or_skip ("tmpfs", dir))
    {
      remove_tree (dir);
      return;
    }
  memset (data, 'x', big);
  put (path, "the old game");
  g_assert_false (vik_file_write_atomic (path, data, big, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "disk is full"));
  assert_contents (path, "the old game");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  /* the space is back: a small save still works */
  g_assert_true (vik_file_write_atomic (path, "new", 3, NULL));
  assert_contents (path, "new");
  unmount (dir);
  remove_tree (dir);
}

static void
test_write_read_only_disk (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autoptr (GError) error = NULL;

  put (path, "the old game");
  if (!mount_or_skip ("ro-bind", dir))
    {
      remove_tree (dir);
      return;
    }
  g_assert_false (vik_file_write_atomic (path, "new", 3, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ROFS);
  g_assert_nonnull (strstr (error->message, "read-only"));
  assert_contents (path, "the old game");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  unmount (dir);
  remove_tree (dir);
}

/* root ignores a folder's mode: this case runs as an ordinary user only. */
static void
test_write_no_permission (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autoptr (GError) error = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root bypasses a folder's permissions (the read-only mount covers root)");
      remove_tree (dir);
      return;
    }
  put (path, "the old game");
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  g_assert_false (vik_file_write_atomic (path, "new", 3, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
  g_assert_nonnull (strstr (error->message, "permission"));
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  assert_contents (path, "the old game");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

/* The engine's savers go through the atomic writer: a failing save of a game
 * leaves the previous save as it was. */
static void
test_write_game_save_fails_cleanly (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  VikGameOptions options = { .n_players = 3, .seed = 5 };
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  g_autoptr (VikGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;

  g_assert_true (vik_game_save (game, path, &error));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  if (!mount_or_skip ("ro-bind", dir))
    {
      remove_tree (dir);
      return;
    }
  g_assert_false (vik_game_save (game, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ROFS);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  loaded = vik_game_load (path, NULL);
  g_assert_nonnull (loaded);
  unmount (dir);
  remove_tree (dir);
}

/* ---------------------------------------------------------------- reading */

static void
test_read_regular (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  put (path, "0123456789");
  g_assert_true (vik_file_read_bounded (path, 10, &data, &len, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (len, ==, 10);
  g_assert_cmpstr (data, ==, "0123456789");   /* NUL-terminated */
  g_clear_pointer (&data, g_free);

  /* one byte over the limit: refused, nothing returned */
  g_assert_false (vik_file_read_bounded (path, 9, &data, &len, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "larger than"));
  g_assert_nonnull (strstr (error->message, path));
  g_assert_null (data);
  g_clear_error (&error);

  put (path, "");
  g_assert_true (vik_file_read_bounded (path, 10, &data, &len, &error));
  g_assert_cmpuint (len, ==, 0);
  g_assert_cmpstr (data, ==, "");
  remove_tree (dir);
}

/* Oversized files are refused from their size, before reading. */
static void
test_read_oversize (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "huge.vik", NULL);
  g_autoptr (GError) error = NULL;
  char *data = NULL;
  gsize len;
  FILE *f = fopen (path, "w");

  g_assert_nonnull (f);
  /* a sparse 8 GiB file: reading it would take minutes and all the memory */
  g_assert_cmpint (fseeko (f, (off_t) 8 << 30, SEEK_SET), ==, 0);
  fputc ('x', f);
  fclose (f);
  g_assert_false (vik_file_read_bounded (path, VIK_SAVE_MAX_FILE_BYTES, &data, &len, &error));
  g_assert_nonnull (strstr (error->message, "4.0\u00a0MiB"));
  g_assert_null (data);
  remove_tree (dir);
}

static void
test_read_fifo (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "pipe.vik", NULL);
  g_autoptr (GError) error = NULL;
  char *data = NULL;
  gsize len;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  /* no writer: a blocking open would hang here (the test's timeout) */
  g_assert_false (vik_file_read_bounded (path, 1024, &data, &len, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "not a regular file"));
  g_assert_null (data);
  remove_tree (dir);
}

static void
test_read_device (void)
{
  g_autoptr (GError) error = NULL;
  char *data = NULL;
  gsize len;

  g_assert_false (vik_file_read_bounded ("/dev/zero", VIK_SAVE_MAX_FILE_BYTES, &data, &len, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "/dev/zero"));
  g_assert_null (data);
}

static void
test_read_directory (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *missing = g_build_filename (dir, "missing.vik", NULL);
  g_autoptr (GError) error = NULL;
  char *data = NULL;
  gsize len;

  g_assert_false (vik_file_read_bounded (dir, 1024, &data, &len, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_clear_error (&error);
  g_assert_false (vik_file_read_bounded (missing, 1024, &data, &len, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_null (data);
  remove_tree (dir);
}

static void
test_read_no_symlink (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "real.vik", NULL);
  g_autofree char *link_path = g_build_filename (dir, "link.vik", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;

  put (path, "real");
  g_assert_cmpint (symlink ("real.vik", link_path), ==, 0);
  g_assert_true (vik_file_read_bounded (link_path, 100, &data, &len, &error));
  g_assert_cmpstr (data, ==, "real");
  g_clear_pointer (&data, g_free);
  g_assert_false (vik_file_read_bounded_full (link_path, 100, VIK_FILE_READ_NO_SYMLINK, &data, &len, &error));
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_assert_null (data);
  remove_tree (dir);
}

/* ---------------------------------------------------------------- a scenario's Map= */

/* A folder holding strait.vikmap (the Duel's map), and a scenario text whose
 * Map= names `map`. */
static char *
scenario_naming (const char *dir, const char *map)
{
  g_autofree char *bundled = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "duel.vikscn", NULL);
  g_autoptr (VikScenario) duel = vik_scenario_load (bundled, NULL);
  g_autofree char *map_path = g_build_filename (dir, "strait.vikmap", NULL);
  g_autofree char *data = NULL;
  g_auto (GStrv) parts = NULL;
  gsize len;

  g_assert_nonnull (duel);
  g_assert_true (vik_map_save (duel->map, map_path, NULL));
  duel->map_path = g_strdup ("strait.vikmap");
  data = vik_scenario_save_to_data (duel, &len);
  parts = g_strsplit (data, "Map=strait.vikmap", 2);
  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], "Map=", map, parts[1], NULL);
}

/* Loads a scenario naming `map` from dir; returns the error message. */
static char *
map_refusal (const char *dir, const char *map)
{
  g_autofree char *text = scenario_naming (dir, map);
  g_autoptr (GError) error = NULL;
  VikScenario *sc = vik_scenario_load_from_data (text, strlen (text), "test.vikscn", dir, &error);

  g_assert_null (sc);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "Map"));
  return g_strdup (error->message);
}

static void
test_map_reference_accepted (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *text = scenario_naming (dir, "strait.vikmap");
  g_autoptr (GError) error = NULL;
  g_autoptr (VikScenario) sc = vik_scenario_load_from_data (text, strlen (text), "t.vikscn", dir, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (sc->map_path, ==, "strait.vikmap");
  remove_tree (dir);
}

static void
test_map_reference_paths (void)
{
  static const char *const refused[] = {
    "/etc/passwd", "../strait.vikmap", "..", ".", "sub/strait.vikmap", "./strait.vikmap",
    "..\\strait.vikmap", ".hidden.vikmap",
  };
  g_autofree char *dir = make_dir ();
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  g_autofree char *moved = g_build_filename (sub, "strait.vikmap", NULL);

  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *message = map_refusal (dir, refused[i]);
      g_assert_nonnull (strstr (message, "not the name of a file in the scenario's folder"));
    }
  /* a real map one folder down is refused too: its name has a folder */
  put (moved, "[Map]\n");
  g_free (map_refusal (dir, "sub/strait.vikmap"));
  remove_tree (dir);
}

/* A file that is not a map: refused without a word of its contents. */
static void
test_map_reference_not_quoted (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *secret = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *keyfile = g_build_filename (dir, "other.ini", NULL);
  g_autofree char *message = NULL;

  put (secret, "root:x:0:0:SECRET-PASSWORD-LINE:/root:/bin/bash\n");
  message = map_refusal (dir, "notes.txt");
  g_assert_null (strstr (message, "SECRET"));
  g_assert_null (strstr (message, "root:x"));
  g_assert_nonnull (strstr (message, "not a map file"));
  g_clear_pointer (&message, g_free);

  put (keyfile, "[Account]\nPassword=SECRET\n");
  message = map_refusal (dir, "other.ini");
  g_assert_null (strstr (message, "SECRET"));
  g_assert_nonnull (strstr (message, "not a map file"));
  remove_tree (dir);
}

static void
test_map_reference_special_files (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *fifo = g_build_filename (dir, "pipe.vikmap", NULL);
  g_autofree char *link_path = g_build_filename (dir, "link.vikmap", NULL);
  g_autofree char *huge = g_build_filename (dir, "huge.vikmap", NULL);
  g_autofree char *message = NULL;
  FILE *f;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  message = map_refusal (dir, "pipe.vikmap");     /* no blocking on the FIFO */
  g_assert_nonnull (strstr (message, "not a regular file"));
  g_clear_pointer (&message, g_free);

  g_assert_cmpint (symlink ("/dev/zero", link_path), ==, 0);
  message = map_refusal (dir, "link.vikmap");
  g_assert_nonnull (strstr (message, "symbolic link"));
  g_clear_pointer (&message, g_free);

  f = fopen (huge, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (fseeko (f, VIK_MAP_MAX_FILE_BYTES, SEEK_SET), ==, 0);
  fputs ("[Map]\n", f);
  fclose (f);
  message = map_refusal (dir, "huge.vikmap");
  g_assert_nonnull (strstr (message, "1.0\u00a0MiB"));
  g_clear_pointer (&message, g_free);

  message = map_refusal (dir, "missing.vikmap");
  g_assert_nonnull (strstr (message, "no such file"));
  remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file-io/write/new-file", test_write_new);
  g_test_add_func ("/file-io/write/replace", test_write_replace);
  g_test_add_func ("/file-io/write/mode-and-owner-kept", test_write_mode_kept);
  g_test_add_func ("/file-io/write/symlink-followed", test_write_symlink);
  g_test_add_func ("/file-io/write/hard-link-keeps-old", test_write_hard_link);
  g_test_add_func ("/file-io/write/directory-or-missing-folder", test_write_directory);
  g_test_add_func ("/file-io/write/stale-temps-removed", test_write_stale_temps);
  g_test_add_func ("/file-io/write/disk-full", test_write_disk_full);
  g_test_add_func ("/file-io/write/read-only-disk", test_write_read_only_disk);
  g_test_add_func ("/file-io/write/no-permission", test_write_no_permission);
  g_test_add_func ("/file-io/write/game-save-fails-cleanly", test_write_game_save_fails_cleanly);
  g_test_add_func ("/file-io/read/regular-and-limit", test_read_regular);
  g_test_add_func ("/file-io/read/oversize-not-read", test_read_oversize);
  g_test_add_func ("/file-io/read/fifo", test_read_fifo);
  g_test_add_func ("/file-io/read/device", test_read_device);
  g_test_add_func ("/file-io/read/directory-or-missing", test_read_directory);
  g_test_add_func ("/file-io/read/no-symlink", test_read_no_symlink);
  g_test_add_func ("/file-io/scenario-map/accepted", test_map_reference_accepted);
  g_test_add_func ("/file-io/scenario-map/paths-refused", test_map_reference_paths);
  g_test_add_func ("/file-io/scenario-map/not-a-map-not-quoted", test_map_reference_not_quoted);
  g_test_add_func ("/file-io/scenario-map/special-files", test_map_reference_special_files);
  return g_test_run ();
}
