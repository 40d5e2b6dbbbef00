/* vik-model-base.c: what both games' models keep alike (see the header). */
#include "config.h"

#include "vik-model-base.h"

G_DEFINE_ABSTRACT_TYPE (VikModelBase, vik_model_base, G_TYPE_OBJECT)

enum { PROP_0, PROP_FILE, PROP_MODIFIED, PROP_REMOTE, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { GAME_CHANGED, ACTION_APPLIED, SEATS_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

GFile *
vik_model_base_get_file (VikModelBase *self)
{
  g_return_val_if_fail (VIK_IS_MODEL_BASE (self), NULL);
  return self->file;
}

gboolean
vik_model_base_get_modified (VikModelBase *self)
{
  g_return_val_if_fail (VIK_IS_MODEL_BASE (self), FALSE);
  return self->modified;
}

void
vik_model_base_set_file (VikModelBase *self, GFile *file)
{
  g_return_if_fail (VIK_IS_MODEL_BASE (self));
  if (self->file == file || (self->file && file && g_file_equal (self->file, file)))
    return;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

void
vik_model_base_set_modified (VikModelBase *self, gboolean modified)
{
  g_return_if_fail (VIK_IS_MODEL_BASE (self));
  if (self->modified == !!modified)
    return;
  self->modified = !!modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
vik_model_base_notify_remote (VikModelBase *self)
{
  g_return_if_fail (VIK_IS_MODEL_BASE (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REMOTE]);
}

void
vik_model_base_emit_game_changed (VikModelBase *self)
{
  g_return_if_fail (VIK_IS_MODEL_BASE (self));
  g_signal_emit (self, signals[GAME_CHANGED], 0);
}

void
vik_model_base_emit_action_applied (VikModelBase *self, gconstpointer action, gconstpointer events, guint n_events)
{
  g_return_if_fail (VIK_IS_MODEL_BASE (self));
  g_signal_emit (self, signals[ACTION_APPLIED], 0, action, events, n_events);
}

void
vik_model_base_emit_seats_changed (VikModelBase *self)
{
  g_return_if_fail (VIK_IS_MODEL_BASE (self));
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

/* ---------------------------------------------------------------- VikSession */

static VikRemote *
session_get_remote (VikSession *session)
{
  return &VIK_MODEL_BASE (session)->net;
}

static VikAutosaveSlot *
session_get_autosave (VikSession *session)
{
  return &VIK_MODEL_BASE (session)->autosave;
}

/* Whether this screen may act changed: the window hears it as seats-changed. */
static void
session_remote_ready_changed (VikSession *session)
{
  vik_model_base_emit_seats_changed (VIK_MODEL_BASE (session));
}

static void
session_saved_to (VikSession *session, GFile *file)
{
  vik_model_base_set_file (VIK_MODEL_BASE (session), file);
  vik_model_base_set_modified (VIK_MODEL_BASE (session), FALSE);
}

void
vik_model_base_session_init (VikSessionInterface *iface)
{
  iface->get_remote = session_get_remote;
  iface->get_autosave = session_get_autosave;
  iface->saved_to = session_saved_to;
  iface->remote_ready_changed = session_remote_ready_changed;
}

/* ---------------------------------------------------------------- GObject */

static void
vik_model_base_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikModelBase *self = VIK_MODEL_BASE (object);

  switch (prop_id)
    {
    case PROP_FILE: g_value_set_object (value, self->file); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    case PROP_REMOTE: g_value_set_boolean (value, self->net.on); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_model_base_finalize (GObject *object)
{
  VikModelBase *self = VIK_MODEL_BASE (object);

  g_clear_object (&self->file);
  vik_autosave_slot_clear (&self->autosave);
  G_OBJECT_CLASS (vik_model_base_parent_class)->finalize (object);
}

static void
vik_model_base_class_init (VikModelBaseClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = vik_model_base_get_property;
  object_class->finalize = vik_model_base_finalize;
  /* the game's file (NULL: never saved) and whether it changed since */
  properties[PROP_FILE] = g_param_spec_object ("file", "File", NULL, G_TYPE_FILE, flags);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", "Modified", NULL, FALSE, flags);
  /* a network game: the position is the server's view for the local seat */
  properties[PROP_REMOTE] = g_param_spec_boolean ("remote", "A network game", NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[GAME_CHANGED] = g_signal_new ("game-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ACTION_APPLIED] = g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                          G_TYPE_POINTER, G_TYPE_POINTER, G_TYPE_UINT);
  /* run first: the model forgets its legal actions before anybody asks */
  signals[SEATS_CHANGED] = g_signal_new ("seats-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_FIRST,
                                         G_STRUCT_OFFSET (VikModelBaseClass, seats_changed),
                                         NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vik_model_base_init (VikModelBase *self)
{
}
