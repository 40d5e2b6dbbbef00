/* vik-action-row.c: one legal action in words (see vik-action-row.h). */
#include "config.h"

#include "vik-action-row.h"
#include "vik-action-text.h"

GtkWidget *
vik_action_row_new_from_text (const char *words, const char *forecast, const char *notation)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (words);
  GtkWidget *small = gtk_label_new (notation);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (small), 0);
  gtk_widget_add_css_class (small, "dim-label");
  gtk_widget_add_css_class (small, "caption");
  gtk_box_append (GTK_BOX (box), label);
  if (forecast != NULL)
    {
      GtkWidget *f = gtk_label_new (forecast);
      gtk_label_set_xalign (GTK_LABEL (f), 0);
      gtk_label_set_wrap (GTK_LABEL (f), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (f), 44);
      gtk_widget_add_css_class (f, "forecast");
      gtk_box_append (GTK_BOX (box), f);
    }
  gtk_box_append (GTK_BOX (box), small);
  return box;
}

GtkWidget *
vik_action_row_new (const VikGame *game, const VikAction *action, gboolean with_forecast)
{
  g_autofree char *words = vik_action_describe (game, action);
  g_autofree char *notation = vik_action_to_string (action, vik_game_get_board (game));
  g_autofree char *forecast = with_forecast ? vik_action_forecast (game, action) : NULL;

  return vik_action_row_new_from_text (words, forecast, notation);
}
