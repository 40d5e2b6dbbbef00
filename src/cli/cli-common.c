/* cli-common.c: option parsing, seeds and random play for the subcommands. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <unistd.h>

gboolean
cli_parse_options (const char *command, const char *parameters, const char *summary,
                   GOptionEntry *entries, int *argc, char ***argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (parameters);
  g_autoptr (GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("viktory-cli %s", command);

  g_set_prgname (prgname);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      cli_error ("%s", error->message);
      fprintf (stderr, _("Try “viktory-cli %s --help”.\n"), command);
      return FALSE;
    }
  return TRUE;
}

void
cli_error (const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "viktory-cli: %s\n", message);
}

gboolean
cli_parse_seed (const char *text, guint64 *seed)
{
  g_autoptr (GError) error = NULL;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, &error))
    {
      cli_error (_("Bad seed “%s”: %s"), text, error->message);
      return FALSE;
    }
  return TRUE;
}

guint64
cli_fresh_seed (void)
{
  guint64 seed = (guint64) g_get_real_time () * 0x9E3779B97F4A7C15ULL;
  guint64 noise = 0;
  int fd = open ("/dev/urandom", O_RDONLY | O_CLOEXEC);

  if (fd >= 0)
    {
      if (read (fd, &noise, sizeof noise) == sizeof noise)
        seed ^= noise;
      close (fd);
    }
  /* Keep it short enough to type back in. */
  return seed % 1000000000ULL;
}

gboolean
cli_random_action (const VikGame *game, VikRng *rng, GArray *scratch, VikAction *out)
{
  g_array_set_size (scratch, 0);
  vik_game_legal_actions (game, scratch);
  if (scratch->len == 0)
    return FALSE;
  *out = g_array_index (scratch, VikAction, vik_rng_below (rng, scratch->len));
  return TRUE;
}

int
cli_play_random (VikGame *game, VikRng *rng, int until_turn, int max_actions, GError **error)
{
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (VikAction));
  int n = 0;

  while (n < max_actions && !vik_game_is_over (game) && vik_game_get_turn (game) < until_turn)
    {
      VikAction action;

      if (!cli_random_action (game, rng, scratch, &action))
        {
          g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL,
                       _("No legal action although the game is not over"));
          return -1;
        }
      if (!vik_game_apply (game, &action, error))
        return -1;
      n++;
    }
  return n;
}

int
cli_compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

void
cli_wilson (int k, int n, double *lo, double *hi)
{
  const double z = 1.959964;
  double p, centre, half;

  if (n == 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = (double) k / n;
  centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
  half = z * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n)) / (1.0 + z * z / n);
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}
