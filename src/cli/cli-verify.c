/* cli-verify.c: viktory-cli verify — did every die and tile follow from the seed?
 *
 *   viktory-cli verify GAME.vik [--seed S] [--salt SALT --commitment HEX]
 *   viktory-cli verify DATA/ID.game [--commitment HEX] [--transcript FILE]
 *                      [--journal FILE] [--game ID]
 *
 * The second form checks a server's record of a network game of any game
 * (VIKTORY II or Victory: the record says which): cli-verify-record.c.
 *
 * Replays the save's history from a new game with the save's options and seed
 * (or the seed a server revealed at the end, for a client's copy whose hidden
 * part was re-drawn) and compares the result with the save: everything when the
 * save's own seed is used, the public part otherwise.  With --salt and
 * --commitment it also checks that SHA-256("SALT:SEED") is the commitment the
 * server published when the game began (docs/protocol.md). */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cli.h"
#include "cli-verify-record.h"
#include "vik-file-io.h"
#include "vik-rules.h"
#include "vik-save.h"

static char *
public_text (const VikGame *game)
{
  g_autoptr (VikGame) copy = vik_game_copy_redrawn (game, 1);
  gsize length;
  return vik_game_save_to_data (copy, &length);
}

static char *
full_text (const VikGame *game)
{
  gsize length;
  return vik_game_save_to_data (game, &length);
}

int
cli_cmd_verify (int argc, char **argv)
{
  g_autofree char *seed_text = NULL, *salt = NULL, *commitment = NULL;
  g_autofree char *journal = NULL, *transcript = NULL, *game_id = NULL;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("The seed the server revealed (default: the save's)"), "S" },
    { "salt", 0, 0, G_OPTION_ARG_STRING, &salt, N_("The salt the server revealed"), "SALT" },
    { "commitment", 0, 0, G_OPTION_ARG_STRING, &commitment, N_("The commitment published at the start"), "HEX" },
    { "transcript", 0, 0, G_OPTION_ARG_FILENAME, &transcript,
      N_("A server's record: what the server told a player (his client's frames, one a line)"), "FILE" },
    { "journal", 0, 0, G_OPTION_ARG_FILENAME, &journal,
      N_("A server's record: its journal (default: ID.journal beside ID.game)"), "FILE" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game the record must be of (viktory2, victory)"), "ID" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) saved = NULL, replayed = NULL;
  g_autofree char *expected = NULL, *got = NULL, *refusal = NULL;
  gboolean verified = FALSE;
  VikGameOptions options = { 0 };
  VikRuleset rules;
  const VikAction *history;
  guint n;
  guint64 seed;

  if (!cli_parse_options ("verify", "FILE",
                          _("Replays a saved game, or a server's record of a network game (ID.game and "
                            "ID.journal), from its seed and checks that every die and tile followed from it."),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc == 2)
    {
      /* a server's record (ID.game), of either game, or a save */
      g_autoptr (GKeyFile) kf = g_key_file_new ();
      g_autofree char *data = NULL, *id = NULL;
      gsize length;

      if (vik_file_read_bounded (argv[1], 1024 * 1024, &data, &length, NULL)
          && g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL))
        {
          if (cli_is_server_record (kf))
            {
              if (seed_text || salt)
                {
                  cli_error (_("A server’s record holds its seed and salt: give neither"));
                  return CLI_EXIT_USAGE;
                }
              return cli_verify_record (argv[1], kf, journal, transcript, commitment, game_id);
            }
          id = vik_rules_file_game_id (kf);
          if (g_strcmp0 (id, "viktory2") != 0)
            {
              cli_error (_("%s is a saved game of “%s”: only a server’s record of such a game (ID.game, with its "
                           "ID.journal) can be verified"), argv[1], id);
              return CLI_EXIT_FAILURE;
            }
        }
    }
  if (argc != 2 || (!salt != !commitment) || journal || transcript || (game_id && g_strcmp0 (game_id, "viktory2")))
    {
      cli_error (_("Give one save file, and --salt with --commitment or neither (--journal, --transcript and "
                   "--game are for a server’s record)"));
      return CLI_EXIT_USAGE;
    }
  saved = vik_game_load (argv[1], &error);
  if (!saved)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  seed = vik_game_get_seed (saved);
  if (seed_text && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  if (commitment)
    {
      g_autofree char *text = g_strdup_printf ("%s:%" G_GUINT64_FORMAT, salt, seed);
      g_autofree char *sha = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
      if (g_ascii_strcasecmp (sha, commitment) != 0)
        {
          cli_error (_("The seed and salt do not match the commitment: the server changed its secret"));
          return CLI_EXIT_FAILURE;
        }
      g_print (_("The seed matches the commitment published at the start.\n"));
    }

  rules = *vik_game_get_rules (saved);
  options.n_players = vik_game_get_n_players (saved);
  options.seed = seed;
  options.victory = vik_game_get_victory (saved);
  options.rules = &rules;
  for (int p = 0; p < options.n_players; p++)
    options.names[p] = vik_game_get_player_name (saved, p);
  expected = seed == vik_game_get_seed (saved) ? full_text (saved) : public_text (saved);
  history = vik_game_get_history (saved, &n);

  /* The first player was drawn with the seed (4.0) or fixed by the host: try both. */
  for (int attempt = 0; attempt < 2 && !verified; attempt++)
    {
      g_clear_pointer (&replayed, vik_game_free);
      g_clear_pointer (&got, g_free);
      g_clear_error (&error);
      options.first_player = attempt == 0 ? VIK_FIRST_PLAYER_DRAWN : vik_game_get_first_player (saved);
      replayed = vik_game_new (&options, &error);
      if (!replayed)
        {
          cli_error (_("This game cannot be replayed from a seed (it did not start as a new game): %s"),
                     error->message);
          return CLI_EXIT_FAILURE;
        }
      if (vik_game_get_first_player (replayed) != vik_game_get_first_player (saved))
        continue;
      for (guint i = 0; i < n && replayed; i++)
        if (!vik_game_apply (replayed, &history[i], &error))
          {
            g_autofree char *text = vik_action_to_string (&history[i], vik_game_get_board (saved));
            g_free (refusal);
            refusal = g_strdup_printf (_("Action %u (“%s”) does not follow from the seed: %s"), i + 1, text,
                                       error->message);
            g_clear_pointer (&replayed, vik_game_free);
          }
      if (!replayed)
        continue;
      got = seed == vik_game_get_seed (saved) ? full_text (replayed) : public_text (replayed);
      verified = strcmp (expected, got) == 0;
    }
  if (!verified)
    {
      if (refusal)
        cli_error ("%s", refusal);
      else
        cli_error (_("The game does not follow from the seed %" PRIu64
                     ": replaying its %u actions gives another position"), seed, n);
      return CLI_EXIT_FAILURE;
    }
  g_print (_("Verified: %u actions, every die and tile followed from the seed %" PRIu64 ".\n"), n, seed);
  return CLI_EXIT_OK;
}
