/* vic-editor-window-private.h: the Victory editor window's parts, shared by
 * vic-editor-window.c (the window, the tools, files, closing),
 * vic-editor-window-join.c (joining a map tile) and vic-editor-window-play.c
 * (Play this map). */
#pragma once

#include "vic-editor-window.h"
#include "vic-editor-painter.h"
#include "vik-editor-problems.h"

G_BEGIN_DECLS

struct _VicEditorWindow
{
  AdwApplicationWindow parent_instance;

  VicEditorDoc *doc;
  GFile *file;
  VicToolSettings settings;
  char name[24];                /* the City's or Town's name given to the tool */
  VicEditorPainter *painter;
  double pointer_x, pointer_y;  /* the pointer over the board, for the hexside tool */
  GSimpleActionGroup *actions;

  guint scenario_idle;
  gboolean close_confirmed;
  int selected;                 /* a clicked problem's hex, VIC_NO_HEX for none */

  /* template children (data/ui/vic-editor-window.ui) */
  AdwWindowTitle *title;
  GtkBox *body;                 /* the palette, the board, the right column */
  VikBoardView *board;
  VikEditorProblems *problems;  /* the Problems page, both games' editors' */
  GtkWidget *scenario;          /* the Scenario panel */
  GtkLabel *status;
};

/* vic-editor-window.c */
void vic_editor_window_set_status       (VicEditorWindow *self, const char *text);
/* After every change: the board, the title, the problems, the scenario. */
void vic_editor_window_contents_changed (VicEditorWindow *self);
/* vic-editor-window-join.c: vic-editor.join, join-at and join-tile */
void vic_editor_window_join_action      (GSimpleAction *action, GVariant *param, gpointer data);
void vic_editor_window_join_at_action   (GSimpleAction *action, GVariant *param, gpointer data);
void vic_editor_window_join_ask_action  (GSimpleAction *action, GVariant *param, gpointer data);
/* vic-editor-window-play.c: vic-editor.play */
void vic_editor_window_play_action      (GSimpleAction *action, GVariant *param, gpointer data);

G_END_DECLS
