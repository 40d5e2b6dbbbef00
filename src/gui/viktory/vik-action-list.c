/* vik-action-list.c: the legal actions as a GListModel (see vik-action-list.h). */
#include "config.h"

#include "vik-action-list.h"
#include "vik-action-text.h"

/* ---------------------------------------------------------------- items */

struct _VikActionItem
{
  GObject parent_instance;

  VikAction action;
  char *notation;
  char *words;
  char *forecast;
  int origin, target;
};

G_DEFINE_FINAL_TYPE (VikActionItem, vik_action_item, G_TYPE_OBJECT)

static VikActionItem *
action_item_new (const VikGame *game, const VikAction *action)
{
  VikActionItem *self = g_object_new (VIK_TYPE_ACTION_ITEM, NULL);

  self->action = *action;
  self->notation = vik_action_to_string (action, vik_game_get_board (game));
  self->words = vik_action_describe (game, action);
  /* (only a battle's forecast is listed: a move's is in the board's menu) */
  self->forecast = action->kind == VIK_ACTION_BATTLE ? vik_action_forecast (game, action) : NULL;
  self->origin = vik_action_origin (game, action);
  self->target = vik_action_target (game, action);
  return self;
}

static gboolean
action_item_equal (gconstpointer item_a, gconstpointer item_b)
{
  const VikActionItem *a = item_a, *b = item_b;

  return g_strcmp0 (a->notation, b->notation) == 0 && g_strcmp0 (a->words, b->words) == 0
         && g_strcmp0 (a->forecast, b->forecast) == 0 && a->origin == b->origin && a->target == b->target;
}

const VikAction *
vik_action_item_get_action (VikActionItem *self)
{
  return &self->action;
}

const char *
vik_action_item_get_notation (VikActionItem *self)
{
  return self->notation;
}

const char *
vik_action_item_get_words (VikActionItem *self)
{
  return self->words;
}

const char *
vik_action_item_get_forecast (VikActionItem *self)
{
  return self->forecast;
}

int
vik_action_item_get_origin (VikActionItem *self)
{
  return self->origin;
}

int
vik_action_item_get_target (VikActionItem *self)
{
  return self->target;
}

static void
vik_action_item_finalize (GObject *object)
{
  VikActionItem *self = VIK_ACTION_ITEM (object);

  g_free (self->notation);
  g_free (self->words);
  g_free (self->forecast);
  G_OBJECT_CLASS (vik_action_item_parent_class)->finalize (object);
}

static void
vik_action_item_class_init (VikActionItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = vik_action_item_finalize;
}

static void
vik_action_item_init (VikActionItem *self)
{
}

/* ---------------------------------------------------------------- the list */

struct _VikActionList
{
  VikItemList parent_instance;

  VikGameModel *model;
};

G_DEFINE_FINAL_TYPE (VikActionList, vik_action_list, VIK_TYPE_ITEM_LIST)

/* The new legal actions replace only the run of items that differ. */
static void
update (VikActionList *self)
{
  const VikGame *game = vik_game_model_get_game (self->model);
  GArray *legal = vik_game_model_get_legal_actions (self->model);
  gboolean person = vik_game_model_decides_here (self->model);
  guint n = game != NULL && person && legal != NULL ? legal->len : 0;
  g_autoptr (GPtrArray) fresh = g_ptr_array_new_full (n, g_object_unref);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (fresh, action_item_new (game, &g_array_index (legal, VikAction, i)));
  vik_item_list_replace (VIK_ITEM_LIST (self), fresh, action_item_equal);
}

VikActionList *
vik_action_list_new (VikGameModel *model)
{
  VikActionList *self;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (model), NULL);

  self = g_object_new (VIK_TYPE_ACTION_LIST, NULL);
  self->model = g_object_ref (model);
  g_signal_connect_swapped (model, "game-changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (model, "action-applied", G_CALLBACK (update), self);
  g_signal_connect_swapped (model, "seats-changed", G_CALLBACK (update), self);
  update (self);
  return self;
}

static void
vik_action_list_dispose (GObject *object)
{
  VikActionList *self = VIK_ACTION_LIST (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (vik_action_list_parent_class)->dispose (object);
}

static void
vik_action_list_class_init (VikActionListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = vik_action_list_dispose;
}

static void
vik_action_list_init (VikActionList *self)
{
  vik_item_list_set_item_type (VIK_ITEM_LIST (self), VIK_TYPE_ACTION_ITEM);
}
