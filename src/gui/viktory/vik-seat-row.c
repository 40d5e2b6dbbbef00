/* vik-seat-row.c: who plays a seat, in the New Game dialog (see the header). */
#include "config.h"

#include "vik-seat-row.h"
#include "vik-seat-text.h"

/* The seat an item of the row's list stands for (the list is in VikSeat order). */
static VikSeat
seat_of (GtkListItem *list_item)
{
  GtkStringObject *item = gtk_list_item_get_item (list_item);

  return item != NULL ? (VikSeat) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (item), "seat")) : VIK_SEAT_HUMAN;
}

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
  VikSeat seat = seat_of (list_item);

  gtk_label_set_text (GTK_LABEL (title), vik_seat_title (seat));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (title)), vik_seat_summary (seat));
}

/* On the row: the choice's title, never shortened (the subtitle wraps instead). */
static void
setup_value (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  gtk_list_item_set_child (list_item, gtk_label_new (NULL));
}

static void
bind_value (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)),
                      vik_seat_title (seat_of (list_item)));
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
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  for (VikSeat seat = 0; seat < VIK_N_SEATS; seat++)
    {
      g_autoptr (GObject) item = NULL;
      gtk_string_list_append (choices, vik_seat_title (seat));
      item = g_list_model_get_item (G_LIST_MODEL (choices), seat);
      g_object_set_data (item, "seat", GINT_TO_POINTER (seat));
    }
  g_signal_connect (list_factory, "setup", G_CALLBACK (setup_choice), NULL);
  g_signal_connect (list_factory, "bind", G_CALLBACK (bind_choice), NULL);
  adw_combo_row_set_model (row, G_LIST_MODEL (choices));
  adw_combo_row_set_expression (row, gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_value), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_value), NULL);
  adw_combo_row_set_factory (row, factory);
  adw_combo_row_set_list_factory (row, list_factory);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_selected), NULL);
  on_selected (row, NULL, NULL);
  g_object_unref (choices);
  g_object_unref (list_factory);
  g_object_unref (factory);
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
