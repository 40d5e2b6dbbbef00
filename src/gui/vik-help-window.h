/* vik-help-window.h: the "How to play" reference (app.help, F1). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* One section of the reference: a heading and paragraphs in Pango markup,
 * both translated.  The table ends with a NULL heading.  GTK-free, so tests
 * and other front ends can read the same text. */
typedef struct {
  const char *heading;
  const char *body;
} VikHelpSection;

const VikHelpSection *vik_help_sections (void);

/* A new window showing the reference, transient for parent (may be NULL). */
GtkWindow *vik_help_window_new (GtkWindow *parent);

/* Shows the reference for parent's application, reusing an open one. */
void vik_help_window_present (GtkWindow *parent);

G_END_DECLS
