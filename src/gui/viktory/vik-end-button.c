/* vik-end-button.c: the game window's End button (see vik-end-button.h). */
#include "config.h"

#include "vik-end-button.h"
#include "vik-action-text.h"
#include "vik-window.h"

#include <string.h>

struct _VikEndButton
{
  GtkButton parent_instance;
};

G_DEFINE_FINAL_TYPE (VikEndButton, vik_end_button, GTK_TYPE_BUTTON)

/* The label the game asks for, once the window has set its own. */
static void
on_label (VikEndButton *self, GParamSpec *pspec, gpointer data)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  const VikGame *game;
  const char *label, *shown;

  if (root == NULL || !VIK_IS_WINDOW (root))
    return;
  game = vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (root)));
  if (game == NULL)
    return;
  label = vik_action_end_label (game);
  shown = gtk_button_get_label (GTK_BUTTON (self));
  if (shown == NULL || strcmp (shown, label) != 0)
    gtk_button_set_label (GTK_BUTTON (self), label);  /* notifies again: then equal */
}

static void
vik_end_button_class_init (VikEndButtonClass *klass)
{
}

static void
vik_end_button_init (VikEndButton *self)
{
  g_signal_connect (self, "notify::label", G_CALLBACK (on_label), NULL);
}
