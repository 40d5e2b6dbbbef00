/* vik-window-replay.c: the window's Replay and Statistics actions (see the header). */
#include "config.h"

#include "vik-window-replay.h"

#include <glib/gi18n.h>

#include "vik-file-chooser.h"
#include "vik-game-stats.h"
#include "vik-gui-util.h"
#include "vik-replay-actions.h"
#include "vik-replay-window.h"
#include "vik-stats-window.h"
#include "vik-window.h"

/* The replay of a model's game, or NULL after telling the player why not. */
static VikReplay *
replay_model (GtkWindow *window, VikGameModel *model, const char *name)
{
  g_autoptr (GError) error = NULL;
  VikReplay *replay;

  const VikGame *game = vik_game_model_get_record (model);

  /* a finished network game: the server's record (the view's pile is re-drawn) */
  if (game == NULL)
    game = vik_game_model_get_game (model);
  if (game == NULL)
    return NULL;
  replay = vik_replay_new (vik_game_model_get_start (model), game, &error);
  if (replay == NULL)
    {
      g_autofree char *body = name != NULL ? g_strdup_printf ("“%s”: %s", name, error->message)
                                           : g_strdup (error->message);
      vik_show_error_dialog (window, _("Could not replay the game"), body);
    }
  return replay;
}

static void
colors_of (VikGameModel *model, VikColor *colors)
{
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    colors[p] = vik_game_model_get_color (model, p);
}

/* The window's game's name: its file's, or none. */
static char *
game_name (VikGameModel *model)
{
  GFile *file = vik_model_base_get_file (VIK_MODEL_BASE (model));

  return file != NULL ? g_file_get_basename (file) : NULL;
}

static void
replay_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikGameModel *model = vik_window_get_model (VIK_WINDOW (widget));
  g_autofree char *file_name = game_name (model);
  VikReplay *replay = replay_model (GTK_WINDOW (widget), model, NULL);
  VikColor colors[VIK_MAX_PLAYERS];

  if (replay == NULL)
    return;
  colors_of (model, colors);
  gtk_window_present (GTK_WINDOW (vik_replay_window_new (GTK_WINDOW (widget), replay, colors, file_name)));
}

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikGameModel *model = vik_window_get_model (VIK_WINDOW (widget));
  g_autofree char *file_name = game_name (model);
  VikReplay *replay = replay_model (GTK_WINDOW (widget), model, NULL);
  VikColor colors[VIK_MAX_PLAYERS];
  VikGameStats *stats;

  if (replay == NULL)
    return;
  stats = vik_game_stats_new (replay);
  vik_replay_frames_free (replay);
  colors_of (model, colors);
  gtk_window_present (GTK_WINDOW (vik_stats_window_new (GTK_WINDOW (widget), stats, colors, file_name)));
}

/* A saved game in a replay window: read as the game window reads it (its
 * colours, its first position if it began from a scenario), never into the
 * window's own game. */
void
vik_window_replay_file (GtkWindow *window, GFile *file)
{
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *file_name = g_file_get_basename (file);
  VikReplay *replay;
  VikColor colors[VIK_MAX_PLAYERS];

  if (!vik_game_model_load (model, file, &error))
    {
      vik_file_error (window, VIK_FILE_OPEN, file, error);
      return;
    }
  replay = replay_model (window, model, file_name);
  if (replay == NULL)
    return;
  colors_of (model, colors);
  gtk_window_present (GTK_WINDOW (vik_replay_window_new (window, replay, colors, file_name)));
}

void
vik_window_replay_install_actions (GtkWidgetClass *widget_class)
{
  vik_replay_actions_install (widget_class, N_("Viktory games"), "vik", replay_action, statistics_action);
}
