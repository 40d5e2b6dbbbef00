/* vik-help-frame.c: the How to Play window's frame (see the header). */
#include "config.h"

#include "vik-help-frame.h"
#include "vik-gui-util.h"

struct _VikHelpFrame
{
  AdwWindow parent_instance;

  GtkBox *page;
};

G_DEFINE_FINAL_TYPE (VikHelpFrame, vik_help_frame, ADW_TYPE_WINDOW)

static void
vik_help_frame_class_init (VikHelpFrameClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-help-frame.ui");
  gtk_widget_class_bind_template_child (widget_class, VikHelpFrame, page);
}

static void
vik_help_frame_init (VikHelpFrame *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

VikHelpFrame *
vik_help_frame_new (GtkWindow *parent, const char *title, int width, int height)
{
  VikHelpFrame *self = g_object_new (VIK_TYPE_HELP_FRAME, "title", title, NULL);

  vik_window_place_over (GTK_WINDOW (self), parent, width, height);
  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  vik_window_add_close_keys (GTK_WINDOW (self));
  return self;
}

GtkBox *
vik_help_frame_get_page (VikHelpFrame *self)
{
  g_return_val_if_fail (VIK_IS_HELP_FRAME (self), NULL);
  return self->page;
}
