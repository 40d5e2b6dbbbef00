/* vik-model-base.h: what both games' models keep alike, written once
 * (docs/design-two-games.md, "VikSession").
 *
 * Each game's model (VikGameModel, VicGameModel) derives from VikModelBase:
 * the game's file and whether the game changed since it was saved or begun
 * (the properties "file" and "modified" VikSession reads), its autosaves'
 * slot, a network game's state (VikRemote, the property "remote"), the
 * signals VikSession's readers hear (game-changed, action-applied,
 * seats-changed: see vik-session.h), and VikSession's functions over them
 * (vik_model_base_session_init).  The model
 * reads and writes the fields itself; it changes the notified ones through
 * the setters.  GTK-free, and no game's header. */
#pragma once

#include <gio/gio.h>

#include "vik-autosave-files.h"
#include "vik-remote.h"
#include "vik-session.h"

G_BEGIN_DECLS

#define VIK_TYPE_MODEL_BASE (vik_model_base_get_type ())
#define VIK_MODEL_BASE(o)   (G_TYPE_CHECK_INSTANCE_CAST ((o), VIK_TYPE_MODEL_BASE, VikModelBase))
#define VIK_IS_MODEL_BASE(o) (G_TYPE_CHECK_INSTANCE_TYPE ((o), VIK_TYPE_MODEL_BASE))
#define VIK_MODEL_BASE_CLASS(k) (G_TYPE_CHECK_CLASS_CAST ((k), VIK_TYPE_MODEL_BASE, VikModelBaseClass))

typedef struct _VikModelBase VikModelBase;
typedef struct _VikModelBaseClass VikModelBaseClass;

struct _VikModelBase
{
  GObject parent_instance;

  /*< protected: the game's model's >*/
  GFile *file;                /* where it was saved or opened; NULL: never saved */
  gboolean modified;          /* changed since saved or begun */
  VikAutosaveSlot autosave;   /* the folder, the game's id (naming its autosaves), the newest */
  VikRemote net;              /* a network game: the position is the server's view */
};

struct _VikModelBaseClass
{
  GObjectClass parent_class;

  /* ::seats-changed's class handler, run before any other: who plays a
   * seat, or whether this screen may act, changed (the model's legal
   * actions for people change with it). */
  void (*seats_changed) (VikModelBase *self);
};

GType    vik_model_base_get_type      (void) G_GNUC_CONST;

GFile   *vik_model_base_get_file      (VikModelBase *self);
gboolean vik_model_base_get_modified  (VikModelBase *self);
/* Each notifies its property when the value changes. */
void     vik_model_base_set_file      (VikModelBase *self, GFile *file);
void     vik_model_base_set_modified  (VikModelBase *self, gboolean modified);
/* "remote" changed (net.on: vik_remote_begin, vik_remote_leave). */
void     vik_model_base_notify_remote (VikModelBase *self);

/* The signals (vik-session.h): a whole new position; an action applied
 * (the game's action struct and events, passed on as they are); who plays
 * a seat, or whether this screen may act, changed. */
void     vik_model_base_emit_game_changed   (VikModelBase *self);
void     vik_model_base_emit_action_applied (VikModelBase *self, gconstpointer action, gconstpointer events,
                                             guint n_events);
void     vik_model_base_emit_seats_changed  (VikModelBase *self);

/* Fills the model's VikSession with what is written here: get_remote,
 * get_autosave, saved_to, remote_ready_changed (::seats-changed). */
void     vik_model_base_session_init  (VikSessionInterface *iface);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikModelBase, g_object_unref)

G_END_DECLS
