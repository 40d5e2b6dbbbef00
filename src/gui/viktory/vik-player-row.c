/* vik-player-row.c: a player's row of the players panel (see vik-player-row.h). */
#include "config.h"

#include "vik-player-row.h"
#include "vik-board-render.h"
#include "vik-seat-text.h"

#include <glib/gi18n.h>

struct _VikPlayerRow
{
  GtkListBoxRow parent_instance;

  VikPlayerItem *item;

  /* the template's parts (data/ui/vik-player-row.ui) */
  GtkWidget *box;
  GtkWidget *swatch;
  GtkMenuButton *seat_menu;
};

G_DEFINE_FINAL_TYPE (VikPlayerRow, vik_player_row, GTK_TYPE_LIST_BOX_ROW)

enum { PROP_0, PROP_ITEM, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The player's colour as a disc with his letter. */
static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VikPlayerRow *self = data;
  char letter[2] = { 0, 0 };
  cairo_text_extents_t ext;

  if (self->item == NULL)
    return;
  letter[0] = vik_board_player_letter (vik_player_item_get_player (self->item));
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, vik_player_item_get_color (self->item));
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, height * 0.55);
  cairo_text_extents (cr, letter, &ext);
  cairo_move_to (cr, width / 2.0 - ext.x_bearing - ext.width / 2, height / 2.0 - ext.y_bearing - ext.height / 2);
  cairo_show_text (cr, letter);
}

static void
on_item_flags (VikPlayerItem *item, GParamSpec *pspec, VikPlayerRow *self)
{
  if (vik_player_item_get_current (item))
    gtk_widget_add_css_class (self->box, "current");
  else
    gtk_widget_remove_css_class (self->box, "current");
  if (vik_player_item_get_eliminated (item))
    gtk_widget_add_css_class (self->box, "eliminated");
  else
    gtk_widget_remove_css_class (self->box, "eliminated");
}

/* The row's menu: who plays the seat.  A person's seat can be handed to a
 * computer of a level (he leaves the table); a computer's seat taken over
 * by a person ("I'll play Bjorn") or given another level.  Each item is
 * win.set-seat (player, seat). */
static void
update_seat_menu (VikPlayerItem *item, GParamSpec *pspec, VikPlayerRow *self)
{
  g_autoptr (GMenu) menu = g_menu_new ();
  g_autoptr (GMenu) levels = g_menu_new ();
  const char *name = vik_player_item_get_name (item) != NULL ? vik_player_item_get_name (item) : "";
  int player = vik_player_item_get_player (item);
  VikSeat current = vik_player_item_get_seat (item);
  g_autofree char *levels_title = NULL;
  g_autofree char *tip = g_strdup_printf (_("Who plays %s"), name);

  if (current != VIK_SEAT_HUMAN)
    {
      g_autoptr (GMenu) take = g_menu_new ();
      g_autofree char *label = g_strdup_printf (_("I’ll Play %s"), name);
      g_autoptr (GMenuItem) mi = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (mi, "win.set-seat", g_variant_new ("(ii)", player, VIK_SEAT_HUMAN));
      g_menu_append_item (take, mi);
      g_menu_append_section (menu, NULL, G_MENU_MODEL (take));
      levels_title = g_strdup_printf (_("The computer plays at %s; instead at:"), vik_seat_level_name (current));
    }
  else
    levels_title = g_strdup_printf (_("Leave %s to the computer, at:"), name);
  for (VikSeat seat = VIK_SEAT_EASY; seat < VIK_N_SEATS; seat++)
    {
      g_autoptr (GMenuItem) mi = NULL;
      if (seat == current)
        continue;
      mi = g_menu_item_new (vik_seat_level_name (seat), NULL);
      g_menu_item_set_action_and_target_value (mi, "win.set-seat", g_variant_new ("(ii)", player, seat));
      g_menu_append_item (levels, mi);
    }
  g_menu_append_section (menu, levels_title, G_MENU_MODEL (levels));
  gtk_menu_button_set_menu_model (self->seat_menu, G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->seat_menu), tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->seat_menu), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
}

GtkWidget *
vik_player_row_new (VikPlayerItem *item)
{
  return g_object_new (VIK_TYPE_PLAYER_ROW, "item", item, NULL);
}

VikPlayerItem *
vik_player_row_get_item (VikPlayerRow *self)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ROW (self), NULL);
  return self->item;
}

/* The template binds the labels to the item; the rest follows it here. */
void
vik_player_row_set_item (VikPlayerRow *self, VikPlayerItem *item)
{
  g_return_if_fail (VIK_IS_PLAYER_ROW (self));
  g_return_if_fail (item == NULL || VIK_IS_PLAYER_ITEM (item));

  if (self->item == item)
    return;
  if (self->item != NULL)
    g_signal_handlers_disconnect_by_data (self->item, self);
  g_set_object (&self->item, item);
  if (item != NULL)
    {
      g_signal_connect_object (item, "notify::current", G_CALLBACK (on_item_flags), self, 0);
      g_signal_connect_object (item, "notify::eliminated", G_CALLBACK (on_item_flags), self, 0);
      g_signal_connect_object (item, "notify::color", G_CALLBACK (gtk_widget_queue_draw), self->swatch,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (item, "notify::seat", G_CALLBACK (update_seat_menu), self, 0);
      g_signal_connect_object (item, "notify::name", G_CALLBACK (update_seat_menu), self, 0);
      on_item_flags (item, NULL, self);
      update_seat_menu (item, NULL, self);
    }
  gtk_widget_queue_draw (self->swatch);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ITEM]);
}

/* The template's closures. */
static gboolean
has_text (gpointer this, const char *text)
{
  return text != NULL && *text != '\0';
}

static gboolean
invert (gpointer this, gboolean value)
{
  return !value;
}

static void
vik_player_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: g_value_set_object (value, VIK_PLAYER_ROW (object)->item); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_player_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: vik_player_row_set_item (VIK_PLAYER_ROW (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_player_row_dispose (GObject *object)
{
  VikPlayerRow *self = VIK_PLAYER_ROW (object);

  if (self->item != NULL)
    g_signal_handlers_disconnect_by_data (self->item, self);
  /* the box is the row's child: the row lets it go, then the template */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_PLAYER_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (vik_player_row_parent_class)->dispose (object);
}

static void
vik_player_row_class_init (VikPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_player_row_dispose;
  object_class->get_property = vik_player_row_get_property;
  object_class->set_property = vik_player_row_set_property;
  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, VIK_TYPE_PLAYER_ITEM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VIK_TYPE_PLAYER_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VikPlayerRow, box);
  gtk_widget_class_bind_template_child (widget_class, VikPlayerRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, VikPlayerRow, seat_menu);
  gtk_widget_class_bind_template_callback (widget_class, has_text);
  gtk_widget_class_bind_template_callback (widget_class, invert);
}

static void
vik_player_row_init (VikPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->swatch), draw_swatch, self, NULL);
}
