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
/* A window over parent (may be NULL) showing them, translated. */
GtkWindow *vic_help_window_new (GtkWindow *parent);

G_END_DECLS
