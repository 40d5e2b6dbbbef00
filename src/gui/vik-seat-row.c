/* vik-seat-row.c: who plays a seat, in the New Game dialog (see the header). */
#include "config.h"

#include "vik-seat-row.h"
#include "vik-seat-text.h"

/* In the open list: the choice's title and, dimmed below, how it plays. */
static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *summary = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (summary), 40);
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_widget_add_css_class (summary, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *title = gtk_widget_get_first_child (gtk_list_item_get_child (list_item));
  VikSeat seat = (VikSeat) gtk_list_item_get_position (list_item);

  gtk_label_set_text (GTK_LABEL (title), vik_seat_title (seat));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (title)), vik_seat_summary (seat));
}

/* The row's subtitle says how the chosen seat plays. */
static void
on_selected (AdwComboRow *row, GParamSpec *pspec, gpointer data)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), vik_seat_summary (vik_seat_row_get_seat (row)));
}

AdwComboRow *
vik_seat_row_new (void)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  GtkStringList *choices = gtk_string_list_new (NULL);
  GtkListItemFactory *list_factory = gtk_signal_list_item_factory_new ();

  for (VikSeat seat = 0; seat < VIK_N_SEATS; seat++)
    gtk_string_list_append (choices, vik_seat_title (seat));
  g_signal_connect (list_factory, "setup", G_CALLBACK (setup_choice), NULL);
  g_signal_connect (list_factory, "bind", G_CALLBACK (bind_choice), NULL);
  adw_combo_row_set_model (row, G_LIST_MODEL (choices));
  adw_combo_row_set_expression (row, gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  adw_combo_row_set_list_factory (row, list_factory);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_selected), NULL);
  on_selected (row, NULL, NULL);
  g_object_unref (choices);
  g_object_unref (list_factory);
  return row;
}

VikSeat
vik_seat_row_get_seat (AdwComboRow *row)
{
  guint selected = adw_combo_row_get_selected (row);

  return selected < VIK_N_SEATS ? (VikSeat) selected : VIK_SEAT_HUMAN;
}

void
vik_seat_row_set_seat (AdwComboRow *row, VikSeat seat)
{
  adw_combo_row_set_selected (row, seat < VIK_N_SEATS ? seat : VIK_SEAT_HUMAN);
}
