/* vik-replay-actions.c: a game window's replay and statistics actions (see
 * vik-replay-actions.h). */
#include "config.h"

#include "vik-replay-actions.h"
#include "vik-file-chooser.h"
#include "vik-gui-game.h"

#include <glib/gi18n.h>

/* What the chooser of a window's class shows. */
typedef struct {
  const char *files_name;
  const char *suffix;
} SavesChoice;

/* Kept with the window's class (an action gets no data of its own). */
static GQuark
choice_quark (void)
{
  return g_quark_from_static_string ("vik-replay-actions");
}

static const SavesChoice *
choice_of (GtkWidget *widget)
{
  for (GType type = G_OBJECT_TYPE (widget); type != 0; type = g_type_parent (type))
    {
      const SavesChoice *choice = g_type_get_qdata (type, choice_quark ());
      if (choice != NULL)
        return choice;
    }
  g_return_val_if_reached (NULL);
}

static void
replay_file_action (GtkWidget *widget, const char *name, GVariant *param)
{
  const SavesChoice *choice = choice_of (widget);

  vik_file_chooser_ask_replay (GTK_WINDOW (widget), _(choice->files_name), choice->suffix,
                               vik_gui_games_replay_file);
}

/* win.replay-path (s): the same without the chooser (tests, scripts). */
static void
replay_path_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_file_chosen_path (GTK_WINDOW (widget), param, vik_gui_games_replay_file);
}

void
vik_replay_actions_install (GtkWidgetClass *widget_class, const char *files_name, const char *suffix,
                            GtkWidgetActionActivateFunc replay, GtkWidgetActionActivateFunc statistics)
{
  SavesChoice *choice;

  g_return_if_fail (GTK_IS_WIDGET_CLASS (widget_class));
  g_return_if_fail (files_name != NULL && suffix != NULL && replay != NULL && statistics != NULL);

  choice = g_new (SavesChoice, 1);   /* as long as the class: never freed */
  choice->files_name = files_name;
  choice->suffix = suffix;
  g_type_set_qdata (G_TYPE_FROM_CLASS (widget_class), choice_quark (), choice);
  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics);
  gtk_widget_class_install_action (widget_class, "win.replay-file", NULL, replay_file_action);
  gtk_widget_class_install_action (widget_class, "win.replay-path", "s", replay_path_action);
}
