/* vic-help-window.h: How to Play *Victory*: the turn, the blocks and the fog
 * of war, moving, combat, supply and production in short, with the rule
 * book's cases, and how the window plays them. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct {
  const char *heading;   /* N_() */
  const char *body;      /* N_(), Pango markup */
} VicHelpSection;

/* The sections, ending with { NULL, NULL }. */
const VicHelpSection *vic_help_sections (void);
/* A window over parent (may be NULL) showing them, translated; it closes
 * with parent. */
GtkWindow *vic_help_window_new (GtkWindow *parent);
/* Shows parent's How to Play, reusing the one it has open (F1 twice makes
 * one window); it closes with parent, never staying over another game. */
void       vic_help_window_present (GtkWindow *parent);

G_END_DECLS
