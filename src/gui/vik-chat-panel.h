/* vik-chat-panel.h: the Chat tab of a network game: the lines the table
 * said, each with its speaker's name, and an entry to say something. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define VIK_TYPE_CHAT_PANEL (vik_chat_panel_get_type ())
G_DECLARE_FINAL_TYPE (VikChatPanel, vik_chat_panel, VIK, CHAT_PANEL, GtkWidget)

GtkWidget *vik_chat_panel_new   (void);
/* A line: "name: text" (the name in bold). */
void       vik_chat_panel_add   (VikChatPanel *self, const char *name, const char *text);
/* A line of the game itself ("Reconnected"), in italics. */
void       vik_chat_panel_note  (VikChatPanel *self, const char *text);
void       vik_chat_panel_clear (VikChatPanel *self);
/* Everything shown (tests). g_free(). */
char      *vik_chat_panel_get_text (VikChatPanel *self);
/* Whether lines may be sent (connected). */
void       vik_chat_panel_set_can_send (VikChatPanel *self, gboolean can);
/* Puts the keyboard focus in the entry (the Chat tab was chosen: what the
 * player types next is for the table). */
void       vik_chat_panel_focus_entry (VikChatPanel *self);

/* Signal: send (const char *text): the player pressed Enter or Send. */

G_END_DECLS
