/* vik-registry.h: a short list of entries found by id, filled once at
 * start-up by the program (the games' windows, vik-gui-game.h; the games'
 * editors, vik-editor-game.h).  An entry is any struct whose first member is
 * its id (`const char *id`); the list keeps pointers, never copies. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VIK_REGISTRY_MAX 8

typedef struct {
  const void *entries[VIK_REGISTRY_MAX];
  guint n;
} VikRegistry;

/* Adds entry unless it, or one with its id, is there already. */
void        vik_registry_add  (VikRegistry *registry, const void *entry);
/* The entry with this id, or NULL. */
const void *vik_registry_find (const VikRegistry *registry, const char *id);

G_END_DECLS
