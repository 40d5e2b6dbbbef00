/* vic-hex-row.c: a line of the hex's list of blocks (see vic-hex-row.h). */
#include "config.h"

#include "vic-hex-row.h"

/* ---------------------------------------------------------------- the entry */

struct _VicHexEntry
{
  GObject parent_instance;

  char *words, *tooltip;
  gboolean pickable;
  int block;
  gboolean has_action;
  VicAction action;
};

G_DEFINE_FINAL_TYPE (VicHexEntry, vic_hex_entry, G_TYPE_OBJECT)

enum { ENTRY_PROP_0, ENTRY_PROP_WORDS, ENTRY_PROP_TOOLTIP, ENTRY_PROP_PICKABLE, N_ENTRY_PROPS };
static GParamSpec *entry_properties[N_ENTRY_PROPS];

static VicHexEntry *
entry_new (const char *words, const char *tooltip, gboolean pickable, int block)
{
  VicHexEntry *self = g_object_new (VIC_TYPE_HEX_ENTRY, NULL);

  self->words = g_strdup (words);
  self->tooltip = g_strdup (tooltip);
  self->pickable = pickable;
  self->block = block;
  return self;
}

VicHexEntry *
vic_hex_entry_new_block (const char *words, const char *tooltip, int block)
{
  return entry_new (words, tooltip, TRUE, block);
}

VicHexEntry *
vic_hex_entry_new_action (const char *words, const VicAction *action)
{
  VicHexEntry *self = entry_new (words, NULL, TRUE, action->block);

  self->has_action = TRUE;
  self->action = *action;
  return self;
}

VicHexEntry *
vic_hex_entry_new_words (const char *words)
{
  return entry_new (words, NULL, FALSE, VIC_NO_BLOCK);
}

const char *
vic_hex_entry_get_words (VicHexEntry *self)
{
  g_return_val_if_fail (VIC_IS_HEX_ENTRY (self), NULL);
  return self->words;
}

const char *
vic_hex_entry_get_tooltip (VicHexEntry *self)
{
  g_return_val_if_fail (VIC_IS_HEX_ENTRY (self), NULL);
  return self->tooltip;
}

gboolean
vic_hex_entry_get_pickable (VicHexEntry *self)
{
  g_return_val_if_fail (VIC_IS_HEX_ENTRY (self), FALSE);
  return self->pickable;
}

int
vic_hex_entry_get_block (VicHexEntry *self)
{
  g_return_val_if_fail (VIC_IS_HEX_ENTRY (self), VIC_NO_BLOCK);
  return self->block;
}

const VicAction *
vic_hex_entry_get_action (VicHexEntry *self)
{
  g_return_val_if_fail (VIC_IS_HEX_ENTRY (self), NULL);
  return self->has_action ? &self->action : NULL;
}

static void
vic_hex_entry_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VicHexEntry *self = VIC_HEX_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_WORDS: g_value_set_string (value, self->words); break;
    case ENTRY_PROP_TOOLTIP: g_value_set_string (value, self->tooltip); break;
    case ENTRY_PROP_PICKABLE: g_value_set_boolean (value, self->pickable); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vic_hex_entry_finalize (GObject *object)
{
  VicHexEntry *self = VIC_HEX_ENTRY (object);

  g_free (self->words);
  g_free (self->tooltip);
  G_OBJECT_CLASS (vic_hex_entry_parent_class)->finalize (object);
}

static void
vic_hex_entry_class_init (VicHexEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->get_property = vic_hex_entry_get_property;
  object_class->finalize = vic_hex_entry_finalize;
  entry_properties[ENTRY_PROP_WORDS] = g_param_spec_string ("words", NULL, NULL, NULL, flags);
  entry_properties[ENTRY_PROP_TOOLTIP] = g_param_spec_string ("tooltip", NULL, NULL, NULL, flags);
  entry_properties[ENTRY_PROP_PICKABLE] = g_param_spec_boolean ("pickable", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_ENTRY_PROPS, entry_properties);
}

static void
vic_hex_entry_init (VicHexEntry *self)
{
  self->block = VIC_NO_BLOCK;
}

/* ---------------------------------------------------------------- the row */

struct _VicHexRow
{
  GtkListBoxRow parent_instance;

  VicHexEntry *entry;

  /* the template's parts (data/ui/vic-hex-row.ui) */
  GtkWidget *label;
};

G_DEFINE_FINAL_TYPE (VicHexRow, vic_hex_row, GTK_TYPE_LIST_BOX_ROW)

enum { PROP_0, PROP_ENTRY, N_PROPS };
static GParamSpec *properties[N_PROPS];

GtkWidget *
vic_hex_row_new (VicHexEntry *entry)
{
  g_return_val_if_fail (VIC_IS_HEX_ENTRY (entry), NULL);
  return g_object_new (VIC_TYPE_HEX_ROW, "entry", entry, NULL);
}

VicHexEntry *
vic_hex_row_get_entry (VicHexRow *self)
{
  g_return_val_if_fail (VIC_IS_HEX_ROW (self), NULL);
  return self->entry;
}

static void
vic_hex_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ENTRY: g_value_set_object (value, VIC_HEX_ROW (object)->entry); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Set once, after the template is built: the notification binds its parts. */
static void
vic_hex_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VicHexRow *self = VIC_HEX_ROW (object);

  switch (prop_id)
    {
    case PROP_ENTRY:
      if (g_set_object (&self->entry, g_value_get_object (value)))
        {
          if (self->entry != NULL && !self->entry->pickable)
            gtk_widget_add_css_class (self->label, "dim-label");
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vic_hex_row_dispose (GObject *object)
{
  VicHexRow *self = VIC_HEX_ROW (object);

  /* the label is the row's child: the row lets it go, then the template */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_HEX_ROW);
  g_clear_object (&self->entry);
  G_OBJECT_CLASS (vic_hex_row_parent_class)->dispose (object);
}

static void
vic_hex_row_class_init (VicHexRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vic_hex_row_dispose;
  object_class->get_property = vic_hex_row_get_property;
  object_class->set_property = vic_hex_row_set_property;
  properties[PROP_ENTRY] =
    g_param_spec_object ("entry", NULL, NULL, VIC_TYPE_HEX_ENTRY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VIC_TYPE_HEX_ENTRY);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-hex-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VicHexRow, label);
}

static void
vic_hex_row_init (VicHexRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
