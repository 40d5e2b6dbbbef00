/* vik-chat-panel.c: the Chat tab of a network game (see the header). */
#include "config.h"

#include "vik-chat-panel.h"
#include "vik-net-protocol.h"

#include <string.h>
#include <glib/gi18n.h>

/* Older lines go: a game of weeks says a lot. */
#define MAX_LINES 500

struct _VikChatPanel
{
  GtkWidget parent_instance;

  guint lines;
  GtkTextView *chat_view;
  GtkWidget *scroller;
  GtkEntry *chat_entry;
  GtkButton *send_button;
};

G_DEFINE_FINAL_TYPE (VikChatPanel, vik_chat_panel, GTK_TYPE_WIDGET)

enum { SIGNAL_SEND, N_SIGNALS };
static guint signals[N_SIGNALS];

static gboolean
to_bottom (gpointer data)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (data));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  return G_SOURCE_REMOVE;
}

static void
append (VikChatPanel *self, const char *name, const char *text, const char *tag)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->chat_view);
  GtkTextIter end;

  if (++self->lines > MAX_LINES)
    {
      GtkTextIter start, second;
      gtk_text_buffer_get_start_iter (buffer, &start);
      gtk_text_buffer_get_iter_at_line (buffer, &second, 1);
      gtk_text_buffer_delete (buffer, &start, &second);
      self->lines--;
    }
  gtk_text_buffer_get_end_iter (buffer, &end);
  if (name != NULL)
    {
      g_autofree char *who = g_strdup_printf (_("%s: "), name);
      gtk_text_buffer_insert_with_tags_by_name (buffer, &end, who, -1, "name", NULL);
    }
  gtk_text_buffer_insert_with_tags_by_name (buffer, &end, text, -1, tag, NULL);
  gtk_text_buffer_insert (buffer, &end, "\n", 1);
  g_idle_add_full (G_PRIORITY_LOW, to_bottom, g_object_ref (self->scroller), g_object_unref);
}

void
vik_chat_panel_add (VikChatPanel *self, const char *name, const char *text)
{
  g_return_if_fail (VIK_IS_CHAT_PANEL (self));
  append (self, name, text, NULL);
}

void
vik_chat_panel_note (VikChatPanel *self, const char *text)
{
  g_return_if_fail (VIK_IS_CHAT_PANEL (self));
  append (self, NULL, text, "note");
}

void
vik_chat_panel_clear (VikChatPanel *self)
{
  g_return_if_fail (VIK_IS_CHAT_PANEL (self));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->chat_view), "", 0);
  self->lines = 0;
}

char *
vik_chat_panel_get_text (VikChatPanel *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->chat_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

void
vik_chat_panel_focus_entry (VikChatPanel *self)
{
  g_return_if_fail (VIK_IS_CHAT_PANEL (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->chat_entry));
}

void
vik_chat_panel_set_can_send (VikChatPanel *self, gboolean can)
{
  g_return_if_fail (VIK_IS_CHAT_PANEL (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->chat_entry), can);
  gtk_widget_set_sensitive (GTK_WIDGET (self->send_button), can);
}

static void
send (VikChatPanel *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->chat_entry))));
  const char *end;

  if (text[0] == '\0')
    return;
  /* at most what the server takes (bytes), cut at a character's end */
  if (strlen (text) > VIK_NET_MAX_CHAT)
    {
      g_utf8_validate (text, VIK_NET_MAX_CHAT, &end);
      text[end - text] = '\0';
    }
  g_signal_emit (self, signals[SIGNAL_SEND], 0, text);
  gtk_editable_set_text (GTK_EDITABLE (self->chat_entry), "");
}

static void
vik_chat_panel_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_CHAT_PANEL);
  /* the template's entry box has no id: GTK 4.8 leaves it to us */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (vik_chat_panel_parent_class)->dispose (object);
}

static void
vik_chat_panel_class_init (VikChatPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_chat_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-chat-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VikChatPanel, chat_view);
  gtk_widget_class_bind_template_child (widget_class, VikChatPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VikChatPanel, chat_entry);
  gtk_widget_class_bind_template_child (widget_class, VikChatPanel, send_button);
  signals[SIGNAL_SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
vik_chat_panel_init (VikChatPanel *self)
{
  GtkTextBuffer *buffer;

  gtk_widget_init_template (GTK_WIDGET (self));
  buffer = gtk_text_view_get_buffer (self->chat_view);
  gtk_text_buffer_create_tag (buffer, "name", "weight", PANGO_WEIGHT_BOLD, NULL);
  gtk_text_buffer_create_tag (buffer, "note", "style", PANGO_STYLE_ITALIC, NULL);
  g_signal_connect_swapped (self->chat_entry, "activate", G_CALLBACK (send), self);
  g_signal_connect_swapped (self->send_button, "clicked", G_CALLBACK (send), self);
}

GtkWidget *
vik_chat_panel_new (void)
{
  return g_object_new (VIK_TYPE_CHAT_PANEL, NULL);
}
