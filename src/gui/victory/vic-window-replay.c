/* vic-window-replay.c: the Victory window's replay and statistics (see
 * vic-window-replay.h). */
#include "config.h"

#include "vic-window-replay.h"
#include "vic-window-private.h"
#include "vic-game-model-start.h"
#include "vik-gui-util.h"
#include "vik-file-chooser.h"
#include "vik-replay-actions.h"

#include <glib/gi18n.h>
#include <string.h>

/* The game's name for the titles: its file's, else "this game". */
static char *
game_name (VicWindow *self)
{
  GFile *file = vik_model_base_get_file (VIK_MODEL_BASE (self->model));

  return file != NULL ? g_file_get_basename (file) : g_strdup (_("this game"));
}

static VicReplay *
replay_of (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_record (self->model);
  g_autoptr (GError) error = NULL;
  VicReplay *replay;

  /* a finished network game: the server's record (the view has no history) */
  if (game == NULL)
    game = vic_game_model_get_game (self->model);
  if (game == NULL)
    return NULL;
  replay = vic_replay_new (vic_game_model_get_start (self->model), game, &error);
  if (replay == NULL)
    vik_show_error_dialog (GTK_WINDOW (self), _("This game cannot be replayed"), error->message);
  return replay;
}

/* Forgets a window once it is gone. */
static void
forget (GtkWidget *widget, VicWindow *self)
{
  if (g_object_get_data (G_OBJECT (self), "vic-replay-window") == widget)
    g_object_set_data (G_OBJECT (self), "vic-replay-window", NULL);
  if (g_object_get_data (G_OBJECT (self), "vic-stats-window") == widget)
    g_object_set_data (G_OBJECT (self), "vic-stats-window", NULL);
}

static void
keep (VicWindow *self, const char *key, GtkWindow *window)
{
  g_object_set_data (G_OBJECT (self), key, window);
  g_signal_connect_object (window, "destroy", G_CALLBACK (forget), self, 0);
  /* it goes with its game window */
  gtk_window_set_destroy_with_parent (window, TRUE);
  gtk_window_present (window);
}

static void
replay_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicWindow *self = VIC_WINDOW (widget);
  VicReplay *replay = replay_of (self);
  g_autofree char *title = game_name (self);

  VicReplayWindow *window;

  if (replay == NULL)
    return;
  window = vic_replay_window_new (GTK_WINDOW (self), replay, vic_window_person_at_table (self), title);
  vic_replay_window_set_colors (window, vic_game_model_get_colors (self->model));
  keep (self, "vic-replay-window", GTK_WINDOW (window));
}

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicWindow *self = VIC_WINDOW (widget);
  g_autoptr (VicReplay) replay = replay_of (self);
  g_autofree char *title = game_name (self);

  VicGameStats *stats;

  if (replay == NULL)
    return;
  stats = vic_game_stats_new (replay);
  memcpy (stats->colors, vic_game_model_get_colors (self->model), sizeof stats->colors);
  keep (self, "vic-stats-window", GTK_WINDOW (vic_stats_window_new (GTK_WINDOW (self), stats, title)));
}

/* A saved game in a replay window, read as the game window reads it, never
 * into this window's own game; through its one person's eyes when only one
 * person played it (against computers), else nobody's (every block blank
 * until a battle reveals it), since whoever opens the file may be any of
 * them. */
void
vic_window_replay_file (GtkWindow *window, GFile *file)
{
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *file_name = g_file_get_basename (file);
  VicReplay *replay;

  if (!vic_game_model_load (model, file, &error))
    {
      vik_file_error (window, VIK_FILE_OPEN, file, error);
      return;
    }
  replay = vic_replay_new (vic_game_model_get_start (model), vic_game_model_get_game (model), &error);
  if (replay == NULL)
    {
      vik_show_error_dialog (window, _("This game cannot be replayed"), error->message);
      return;
    }
  {
    VicReplayWindow *replay_window = vic_replay_window_new (window, replay, vic_game_model_log_reader (model), file_name);
    vic_replay_window_set_colors (replay_window, vic_game_model_get_colors (model));
    gtk_window_present (GTK_WINDOW (replay_window));
  }
}

void
vic_window_replay_install_actions (GtkWidgetClass *widget_class)
{
  vik_replay_actions_install (widget_class, N_("Victory games"), "vic", replay_action, statistics_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.replay-file", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.replay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "win.statistics", NULL);
}

void
vic_window_replay_update (VicWindow *self)
{
  /* a network game: once the server's record came with the revealed seed */
  gboolean game = vic_game_model_get_game (self->model) != NULL
                  && (!vik_session_is_remote (VIK_SESSION (self->model)) || vic_game_model_get_record (self->model) != NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.replay", game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", game);
}

VicReplayWindow *
vic_window_get_replay_window (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return g_object_get_data (G_OBJECT (self), "vic-replay-window");
}

VicStatsWindow *
vic_window_get_stats_window (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return g_object_get_data (G_OBJECT (self), "vic-stats-window");
}
