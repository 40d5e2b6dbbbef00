/* vik-new-game-dialog.c: New Game for every game (see the header); its
 * widgets in data/ui/vik-new-game-dialog.ui. */
#include "config.h"

#include "vik-new-game-dialog.h"
#include "vik-gui-game.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

struct _VikNewGameDialog
{
  AdwWindow parent_instance;

  GtkWindow *parent;        /* the window it stands over, or NULL */
  GtkWidget *start_button;
  AdwActionRow *game_row;
  GtkBox *toggles;          /* a toggle per registered game */
  GtkStack *stack;          /* a page per registered game, named by its id */
};

G_DEFINE_FINAL_TYPE (VikNewGameDialog, vik_new_game_dialog, ADW_TYPE_WINDOW)

static VikNewGamePage *
visible_page (VikNewGameDialog *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);

  return page != NULL ? VIK_NEW_GAME_PAGE (page) : NULL;
}

/* Start belongs to what the visible page shows (not to VIKTORY II's scenarios). */
static void
update_start (VikNewGameDialog *self)
{
  VikNewGamePage *page = visible_page (self);

  gboolean can = page != NULL && vik_new_game_page_get_can_start (page);

  gtk_widget_set_visible (self->start_button, can);
  /* hiding it took it from the window's default widget: Enter starts again */
  if (can)
    gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
}

static void
on_start (VikNewGameDialog *self)
{
  VikNewGamePage *page = visible_page (self);

  if (page != NULL && vik_new_game_page_start (page, self->parent))
    gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_page_started (VikNewGameDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

/* A game's page, built the first time it is shown or asked for: a
 * player who starts the game he came for never waits for the other's. */
static VikNewGamePage *
ensure_page (VikNewGameDialog *self, const VikGuiGame *game)
{
  GtkWidget *page = gtk_stack_get_child_by_name (self->stack, game->id);

  if (page == NULL)
    {
      page = game->new_game_page_new (self->parent);
      gtk_stack_add_named (self->stack, page, game->id);
      g_signal_connect_swapped (page, "can-start-changed", G_CALLBACK (update_start), self);
      g_signal_connect_swapped (page, "started", G_CALLBACK (on_page_started), self);
    }
  return VIK_NEW_GAME_PAGE (page);
}

static void
on_toggled (GtkToggleButton *toggle, VikNewGameDialog *self)
{
  const VikGuiGame *game = g_object_get_data (G_OBJECT (toggle), "game");

  if (!gtk_toggle_button_get_active (toggle))
    return;
  ensure_page (self, game);
  gtk_stack_set_visible_child_name (self->stack, game->id);
  adw_action_row_set_subtitle (self->game_row, _(game->subtitle));
  update_start (self);
}

static void
vik_new_game_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (vik_new_game_dialog_parent_class)->dispose (object);
}

static void
vik_new_game_dialog_class_init (VikNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_new_game_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VikNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, VikNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, VikNewGameDialog, toggles);
  gtk_widget_class_bind_template_child (widget_class, VikNewGameDialog, stack);
  gtk_widget_class_bind_template_callback (widget_class, on_start);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
vik_new_game_dialog_init (VikNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* A toggle per registered game, in the order registered (the pages come
 * when shown). */
static void
add_games (VikNewGameDialog *self)
{
  GtkToggleButton *first = NULL;
  guint n;
  const VikGuiGame *const *games = vik_gui_games (&n);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *toggle;

      if (games[i]->new_game_page_new == NULL)
        continue;
      toggle = gtk_toggle_button_new_with_label (games[i]->label);
      gtk_widget_set_name (toggle, games[i]->widget_name);
      g_object_set_data (G_OBJECT (toggle), "game", (gpointer) games[i]);
      if (first != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (toggle), first);
      else
        first = GTK_TOGGLE_BUTTON (toggle);
      g_signal_connect (toggle, "toggled", G_CALLBACK (on_toggled), self);
      gtk_box_append (self->toggles, toggle);
    }
}

void
vik_new_game_dialog_set_game (VikNewGameDialog *self, const char *game_id)
{
  GtkWidget *toggle = gtk_widget_get_first_child (GTK_WIDGET (self->toggles));

  for (GtkWidget *t = toggle; t != NULL; t = gtk_widget_get_next_sibling (t))
    {
      const VikGuiGame *game = g_object_get_data (G_OBJECT (t), "game");
      if (g_strcmp0 (game->id, game_id) == 0)
        toggle = t;
    }
  if (toggle == NULL)
    return;
  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
    on_toggled (GTK_TOGGLE_BUTTON (toggle), self);
  else
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
}

const char *
vik_new_game_dialog_get_game (VikNewGameDialog *self)
{
  return gtk_stack_get_visible_child_name (self->stack);
}

VikNewGamePage *
vik_new_game_dialog_get_page (VikNewGameDialog *self, const char *game_id)
{
  for (GtkWidget *t = gtk_widget_get_first_child (GTK_WIDGET (self->toggles)); t != NULL;
       t = gtk_widget_get_next_sibling (t))
    {
      const VikGuiGame *game = g_object_get_data (G_OBJECT (t), "game");
      if (g_strcmp0 (game->id, game_id) == 0)
        return ensure_page (self, game);
    }
  return NULL;
}

GtkWidget *
vik_new_game_dialog_new (GtkWindow *parent, const char *game_id)
{
  VikNewGameDialog *self = g_object_new (VIK_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);

  self->parent = parent;
  add_games (self);
  vik_new_game_dialog_set_game (self, game_id);
  vik_window_place_over (GTK_WINDOW (self), parent, 520, 720);
  return GTK_WIDGET (self);
}

void
vik_new_game_dialog_open (GtkWindow *parent, const char *game_id)
{
  gtk_window_present (GTK_WINDOW (vik_new_game_dialog_new (parent, game_id)));
}
