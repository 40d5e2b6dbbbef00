/* vik-help-window.h: the "How to play" reference (app.help, F1). */
#pragma once

#include <adwaita.h>

#include "vik-ruleset.h"

G_BEGIN_DECLS

/* One section of the reference: a heading and paragraphs in Pango markup,
 * both translated.  The table ends with a NULL heading.  GTK-free, so tests
 * and other front ends can read the same text. */
typedef struct {
  const char *heading;
  const char *body;
} VikHelpSection;

const VikHelpSection *vik_help_sections (void);

/* Section index's body as the edition's book has it (its own text where the
 * book differs, else v2.1's with the book's case numbers), newly allocated. */
char *vik_help_section_body (VikEdition edition, guint index);
/* A new window showing the reference for the edition's book, transient for parent. */
GtkWindow *vik_help_window_new_for (GtkWindow *parent, VikEdition edition);
/* A new window showing the reference, transient for parent (may be NULL): for
 * the edition of the game parent shows (v2.1 without one). */
GtkWindow *vik_help_window_new (GtkWindow *parent);

/* Shows the reference for parent's application, reusing an open one; it
 * becomes parent's and closes with parent. */
void vik_help_window_present (GtkWindow *parent);

G_END_DECLS
