/* vik-choice-item.c: a choice in the decision bar (see vik-choice-item.h). */
#include "config.h"

#include "vik-choice-item.h"

enum { PROP_0, PROP_KIND, PROP_TEXT, PROP_TERRAIN, PROP_ACTION, PROP_VALUE, PROP_TOOLTIP, PROP_SENSITIVE,
       PROP_ACTIVE, N_PROPS };
static GParamSpec *properties[N_PROPS];

struct _VikChoiceItem
{
  GObject parent_instance;

  VikChoiceKind kind;
  char *text, *action, *tooltip;
  int terrain, value;
  gboolean sensitive, active;
};

G_DEFINE_FINAL_TYPE (VikChoiceItem, vik_choice_item, G_TYPE_OBJECT)

static void
set_string (VikChoiceItem *self, char **field, const char *text, guint prop)
{
  if (g_strcmp0 (*field, text) == 0)
    return;
  g_free (*field);
  *field = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_flag (VikChoiceItem *self, gboolean *field, gboolean flag, guint prop)
{
  if (*field == !!flag)
    return;
  *field = !!flag;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

VikChoiceItem *
vik_choice_item_new_heading (const char *text)
{
  VikChoiceItem *self = g_object_new (VIK_TYPE_CHOICE_ITEM, NULL);

  self->kind = VIK_CHOICE_HEADING;
  self->text = g_strdup (text);
  return self;
}

VikChoiceItem *
vik_choice_item_new_chip (const char *text, int terrain, const char *action, int value, const char *tooltip,
                          gboolean sensitive, gboolean active)
{
  VikChoiceItem *self = g_object_new (VIK_TYPE_CHOICE_ITEM, NULL);

  self->kind = VIK_CHOICE_CHIP;
  self->text = g_strdup (text);
  self->terrain = terrain;
  self->action = g_strdup (action);
  self->value = value;
  self->tooltip = g_strdup (tooltip);
  self->sensitive = !!sensitive;
  self->active = !!active;
  return self;
}

VikChoiceKind vik_choice_item_get_kind (VikChoiceItem *item) { return item->kind; }
const char *vik_choice_item_get_text (VikChoiceItem *item) { return item->text; }
int vik_choice_item_get_terrain (VikChoiceItem *item) { return item->terrain; }
const char *vik_choice_item_get_action (VikChoiceItem *item) { return item->action; }
int vik_choice_item_get_value (VikChoiceItem *item) { return item->value; }
gboolean vik_choice_item_get_sensitive (VikChoiceItem *item) { return item->sensitive; }
gboolean vik_choice_item_get_active (VikChoiceItem *item) { return item->active; }

gboolean
vik_choice_item_activate (VikChoiceItem *item, GtkWidget *widget)
{
  g_return_val_if_fail (VIK_IS_CHOICE_ITEM (item), FALSE);

  if (item->kind != VIK_CHOICE_CHIP || !item->sensitive)
    return FALSE;
  return gtk_widget_activate_action (widget, item->action, "i", item->value);
}

static gboolean
same_place (VikChoiceItem *a, VikChoiceItem *b)
{
  return a->kind == b->kind && a->terrain == b->terrain && a->value == b->value
         && g_strcmp0 (a->action, b->action) == 0
         && (a->kind == VIK_CHOICE_CHIP || g_strcmp0 (a->text, b->text) == 0);
}

void
vik_choice_store_update (GListStore *store, GPtrArray *items)
{
  GListModel *model = G_LIST_MODEL (store);
  guint n = g_list_model_get_n_items (model), first = 0, last = 0;

  /* the same choices at the start and at the end stay */
  while (first < n && first < items->len)
    {
      g_autoptr (VikChoiceItem) old = g_list_model_get_item (model, first);
      if (!same_place (old, items->pdata[first]))
        break;
      first++;
    }
  while (last < n - first && last < items->len - first)
    {
      g_autoptr (VikChoiceItem) old = g_list_model_get_item (model, n - 1 - last);
      if (!same_place (old, items->pdata[items->len - 1 - last]))
        break;
      last++;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (VikChoiceItem) old = NULL;
      VikChoiceItem *now;
      if (i >= first && i < n - last)
        continue;
      old = g_list_model_get_item (model, i);
      now = items->pdata[i < first ? i : items->len - (n - i)];
      set_string (old, &old->text, now->text, PROP_TEXT);
      set_string (old, &old->tooltip, now->tooltip, PROP_TOOLTIP);
      set_flag (old, &old->sensitive, now->sensitive, PROP_SENSITIVE);
      set_flag (old, &old->active, now->active, PROP_ACTIVE);
    }
  if (first + last < n || first + last < items->len)
    g_list_store_splice (store, first, n - first - last, items->pdata + first, items->len - first - last);
}

static void
vik_choice_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikChoiceItem *self = VIK_CHOICE_ITEM (object);

  switch (prop_id)
    {
    case PROP_KIND: g_value_set_int (value, self->kind); break;
    case PROP_TEXT: g_value_set_string (value, self->text); break;
    case PROP_TERRAIN: g_value_set_int (value, self->terrain); break;
    case PROP_ACTION: g_value_set_string (value, self->action); break;
    case PROP_VALUE: g_value_set_int (value, self->value); break;
    case PROP_TOOLTIP: g_value_set_string (value, self->tooltip); break;
    case PROP_SENSITIVE: g_value_set_boolean (value, self->sensitive); break;
    case PROP_ACTIVE: g_value_set_boolean (value, self->active); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_choice_item_finalize (GObject *object)
{
  VikChoiceItem *self = VIK_CHOICE_ITEM (object);

  g_free (self->text);
  g_free (self->action);
  g_free (self->tooltip);
  G_OBJECT_CLASS (vik_choice_item_parent_class)->finalize (object);
}

static void
vik_choice_item_class_init (VikChoiceItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = vik_choice_item_finalize;
  object_class->get_property = vik_choice_item_get_property;
  properties[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, VIK_CHOICE_HEADING, VIK_CHOICE_CHIP, 0, flags);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  properties[PROP_TERRAIN] = g_param_spec_int ("terrain", NULL, NULL, -1, G_MAXINT, -1, flags);
  properties[PROP_ACTION] = g_param_spec_string ("action", NULL, NULL, NULL, flags);
  properties[PROP_VALUE] = g_param_spec_int ("value", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_TOOLTIP] = g_param_spec_string ("tooltip", NULL, NULL, NULL, flags);
  properties[PROP_SENSITIVE] = g_param_spec_boolean ("sensitive", NULL, NULL, TRUE, flags);
  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vik_choice_item_init (VikChoiceItem *self)
{
  self->terrain = -1;
  self->sensitive = TRUE;
}
