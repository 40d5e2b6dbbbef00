/* test-net-disk.c: a full disk on the server.  The data folder is a small
 * tmpfs of the test's own (a private mount namespace: as root directly, else
 * in a user namespace; exit 77, skipped, where neither is allowed).  The test
 * fills it, a player acts: refused to him with error "io", told to nobody,
 * the game unchanged; space comes back, he acts again: accepted and told to
 * the table; a restarted server finds exactly the accepted actions. */
#define _GNU_SOURCE
#include "net-test-util.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <glib/gstdio.h>

#include "vik-policy.h"

static char *mount_dir;

static gboolean
write_file (const char *path, const char *text)
{
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  gboolean ok = fd >= 0 && write (fd, text, strlen (text)) == (ssize_t) strlen (text);
  if (fd >= 0)
    close (fd);
  return ok;
}

/* A private mount namespace with a 1 MiB tmpfs at mount_dir. */
static const char *
private_tmpfs (void)
{
  uid_t uid = getuid ();
  gid_t gid = getgid ();

  if (uid == 0 && unshare (CLONE_NEWNS) == 0)
    ;
  else if (unshare (CLONE_NEWUSER | CLONE_NEWNS) == 0)
    {
      g_autofree char *uid_map = g_strdup_printf ("0 %u 1", (guint) uid);
      g_autofree char *gid_map = g_strdup_printf ("0 %u 1", (guint) gid);
      write_file ("/proc/self/setgroups", "deny");
      if (!write_file ("/proc/self/uid_map", uid_map) || !write_file ("/proc/self/gid_map", gid_map))
        return "cannot map the user in a user namespace";
    }
  else
    return "neither root nor allowed a user namespace";
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    return "cannot make the mounts private";
  mount_dir = g_dir_make_tmp ("viktory-disk-XXXXXX", NULL);
  if (!mount_dir || mount ("tmpfs", mount_dir, "tmpfs", 0, "size=1m,mode=0700") != 0)
    return "cannot mount a tmpfs";
  return NULL;
}

/* Fills the file system: returns the filler's path. */
static char *
fill (const char *dir)
{
  char *path = g_build_filename (dir, "filler", NULL);
  int fd = open (path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  static char block[4096];
  gsize n = 0;

  g_assert_cmpint (fd, >=, 0);
  for (;;)
    {
      ssize_t w = write (fd, block, n < 100000 ? sizeof block : 1);
      if (w <= 0)
        {
          g_assert_cmpint (errno, ==, ENOSPC);
          break;
        }
      n++;
      g_assert_cmpuint (n, <, 1000000);
    }
  close (fd);
  return path;
}

/* The decider's client (and its seat); its action chosen with the aggressive policy. */
static int
decider_of (TestClient **tc, int n)
{
  for (int p = 0; p < n; p++)
    {
      const VikGame *view = vik_net_client_get_view (tc[p]->client);
      if (view && vik_game_get_decider (view) == p)
        return p;
    }
  return -1;
}

static char *
choose (TestClient *tc, VikRng *rng)
{
  const VikGame *view = vik_net_client_get_view (tc->client);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  guint i;

  vik_game_legal_actions (view, legal);
  i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data, legal->len, rng);
  return vik_action_to_string (&g_array_index (legal, VikAction, i), vik_game_get_board (view));
}

static guint
count (TestClient *tc, const char *needle)
{
  guint n = 0;
  for (guint i = 0; i < tc->frames->len; i++)
    if (strstr (tc->frames->pdata[i], needle))
      n++;
  return n;
}

static void
test_disk_full (void)
{
  g_autofree char *dir = g_build_filename (mount_dir, "data", NULL);
  g_autoptr (VikServer) server = NULL;
  g_autofree char *uri = NULL, *game = NULL, *filler = NULL, *action = NULL;
  TestClient *creator, *tc[2];
  char *tokens[2] = { 0 };
  VikRng rng;
  VikMsg msg;
  int p;

  vik_rng_seed (&rng, 5, 5);
  server = net_test_server_new (dir, NULL);
  uri = net_test_server_uri (server);
  creator = test_client_connect (uri, NULL);
  game = test_client_create (creator, 2, NULL, 0, NULL, tokens);
  for (p = 0; p < 2; p++)
    {
      tc[p] = test_client_connect (uri, NULL);
      vik_net_client_hello (tc[p]->client, game, tokens[p], -1);
      g_assert_true (test_client_wait (tc[p], VIK_MSG_WELCOME, 10, &msg));
      vik_msg_clear (&msg);
    }

  /* The disk is full: the first action (its journal has no block yet) cannot be stored. */
  filler = fill (mount_dir);
  p = decider_of (tc, 2);
  g_assert_cmpint (p, >=, 0);
  action = choose (tc[p], &rng);
  vik_net_client_act (tc[p]->client, action);
  g_assert_true (test_client_wait (tc[p], VIK_MSG_ERROR, 10, &msg));
  g_assert_cmpstr (msg.code, ==, "io");
  g_test_message ("refused: %s", msg.text);
  vik_msg_clear (&msg);
  net_test_spin (0.3);
  g_assert_cmpuint (count (tc[0], "\"update\""), ==, 0);
  g_assert_cmpuint (count (tc[1], "\"update\""), ==, 0);
  g_assert_cmpuint (count (tc[1 - p], "\"error\""), ==, 0);
  g_assert_cmpint (vik_server_game_seq (server, game), ==, 0);
  g_assert_false (tc[p]->closed);
  /* a new game cannot be stored either: refused, the server goes on */
  vik_net_client_create_game (creator->client, 2, (char *[]) { "X", "Y" }, NULL, 0, NULL);
  g_assert_true (test_client_wait (creator, VIK_MSG_ERROR, 10, &msg));
  g_assert_cmpstr (msg.code, ==, "io");
  vik_msg_clear (&msg);
  g_assert_cmpuint (vik_server_n_games (server), ==, 1);

  /* Space comes back: the same action is accepted, and the game goes on. */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  vik_net_client_act (tc[p]->client, action);
  for (int q = 0; q < 2; q++)
    {
      g_assert_true (test_client_wait (tc[q], VIK_MSG_UPDATE, 10, &msg));
      g_assert_cmpint (msg.seq, ==, 1);
      vik_msg_clear (&msg);
    }
  for (int n = 2; n <= 10; n++)
    {
      g_autofree char *next = NULL;
      p = decider_of (tc, 2);
      g_assert_cmpint (p, >=, 0);
      next = choose (tc[p], &rng);
      vik_net_client_act (tc[p]->client, next);
      for (int q = 0; q < 2; q++)
        {
          g_assert_true (test_client_wait (tc[q], VIK_MSG_UPDATE, 10, &msg));
          g_assert_cmpint (msg.seq, ==, n);
          vik_msg_clear (&msg);
        }
    }
  for (int q = 0; q < 2; q++)
    {
      g_assert_cmpuint (count (tc[q], "\"error\""), ==, count (tc[q], "\"io\""));
      test_client_free (tc[q]);
      g_free (tokens[q]);
    }
  test_client_free (creator);
  vik_server_free (g_steal_pointer (&server));

  /* A restart finds exactly the accepted actions. */
  server = net_test_server_new (dir, NULL);
  g_assert_cmpint (vik_server_game_seq (server, game), ==, 10);
  vik_server_free (g_steal_pointer (&server));
}

int
main (int argc, char **argv)
{
  const char *why = private_tmpfs ();
  int status;

  if (why)
    {
      g_printerr ("skipped: %s\n", why);
      return 77;
    }
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  /* the server warns of each write that failed: expected here */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_test_add_func ("/net/disk/full", test_disk_full);
  status = g_test_run ();
  umount2 (mount_dir, MNT_DETACH);
  g_rmdir (mount_dir);
  return status;
}
