/* vik-action-menu.c: the menu of actions over the board (see vik-action-menu.h). */
#include "config.h"

#include "vik-action-menu.h"
#include "vik-action-row.h"

typedef struct {
  VikActionMenuFunc chosen;
  gpointer data;
} Target;

static void
on_closed (GtkPopover *popover, gpointer data)
{
  gtk_widget_unparent (GTK_WIDGET (popover));
}

static void
on_clicked (GtkButton *button, Target *target)
{
  VikAction copy = *(const VikAction *) g_object_get_data (G_OBJECT (button), "action");

  target->chosen (&copy, target->data);
}

GtkPopover *
vik_action_menu_popup (GtkWidget *parent, double x, double y, const VikGame *game, GArray *actions,
                       VikActionMenuFunc chosen, gpointer data)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  Target *target = g_new (Target, 1);

  target->chosen = chosen;
  target->data = data;
  g_object_set_data_full (G_OBJECT (popover), "target", target, g_free);
  for (guint i = 0; i < actions->len; i++)
    {
      const VikAction *a = &g_array_index (actions, VikAction, i);
      GtkWidget *button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), vik_action_row_new (game, a, TRUE));
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data_full (G_OBJECT (button), "action", g_memdup2 (a, sizeof *a), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_clicked), target);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, parent);
  gtk_popover_set_pointing_to (GTK_POPOVER (popover), &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  g_signal_connect (popover, "closed", G_CALLBACK (on_closed), NULL);
  gtk_popover_popup (GTK_POPOVER (popover));
  return GTK_POPOVER (popover);
}
