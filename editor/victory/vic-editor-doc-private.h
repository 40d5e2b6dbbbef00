/* vic-editor-doc-private.h: the document's insides, shared by its two files
 * (vic-editor-doc.c: files and undo; vic-editor-tools.c: the tools). */
#pragma once

#include "vic-editor-doc.h"

G_BEGIN_DECLS

typedef struct {
  VicMap *map;            /* the map before the step */
  char *scenario;         /* the scenario's groups as text, or NULL for a map */
  gint64 serial;          /* its serial */
} VicSnapshot;

struct _VicEditorDoc {
  VicMap *map;            /* owned alone: edited in place */
  GKeyFile *scenario;     /* NULL for a map */
  char *map_file;         /* the scenario's map file (next to it), or NULL */
  GPtrArray *undo;        /* of VicSnapshot, the last step at the end */
  GPtrArray *redo;
  gint64 serial;          /* names the map's state */
  gint64 next_serial;
  gint64 saved_serial;
  gboolean in_stroke;
  gboolean stroke_recorded;
};

/* A step: begin takes a snapshot and opens the map for editing (the sides
 * lose what vic_map_finish derived); end finishes the map and records the
 * step when the map changed.  Returns whether it changed. */
VicSnapshot *vic_editor_doc_step_begin (VicEditorDoc *doc);
gboolean     vic_editor_doc_step_end   (VicEditorDoc *doc, VicSnapshot *before);
/* Replaces the map as one step (joins). */
void         vic_editor_doc_replace_map (VicEditorDoc *doc, VicMap *map);
VicMap      *vic_editor_map_copy       (const VicMap *map);

G_END_DECLS
