/* vik-action-row.c: one legal action in words (see vik-action-row.h). */
#include "config.h"

#include "vik-action-row.h"
#include "vik-action-text.h"

struct _VikActionRow
{
  GtkWidget parent_instance;

  char *words, *forecast, *notation;

  /* the template's labels (data/ui/vik-action-row.ui), bound to the texts */
  GtkWidget *words_label, *forecast_label, *notation_label;
};

G_DEFINE_FINAL_TYPE (VikActionRow, vik_action_row, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_WORDS, PROP_FORECAST, PROP_NOTATION, N_PROPS };
static GParamSpec *properties[N_PROPS];

GtkWidget *
vik_action_row_new_from_text (const char *words, const char *forecast, const char *notation)
{
  return g_object_new (VIK_TYPE_ACTION_ROW, "words", words, "forecast", forecast, "notation", notation, NULL);
}

GtkWidget *
vik_action_row_new (const VikGame *game, const VikAction *action, gboolean with_forecast)
{
  g_autofree char *words = vik_action_describe (game, action);
  g_autofree char *notation = vik_action_to_string (action, vik_game_get_board (game));
  g_autofree char *forecast = with_forecast ? vik_action_forecast (game, action) : NULL;

  return vik_action_row_new_from_text (words, forecast, notation);
}

const char *
vik_action_row_get_words (VikActionRow *self)
{
  g_return_val_if_fail (VIK_IS_ACTION_ROW (self), NULL);
  return self->words;
}

const char *
vik_action_row_get_forecast (VikActionRow *self)
{
  g_return_val_if_fail (VIK_IS_ACTION_ROW (self), NULL);
  return self->forecast;
}

const char *
vik_action_row_get_notation (VikActionRow *self)
{
  g_return_val_if_fail (VIK_IS_ACTION_ROW (self), NULL);
  return self->notation;
}

/* The template's closure: the forecast's label shows while there is one. */
static gboolean
has_text (gpointer this, const char *text)
{
  return text != NULL && *text != '\0';
}

static void
vik_action_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikActionRow *self = VIK_ACTION_ROW (object);

  switch (prop_id)
    {
    case PROP_WORDS: g_value_set_string (value, self->words); break;
    case PROP_FORECAST: g_value_set_string (value, self->forecast); break;
    case PROP_NOTATION: g_value_set_string (value, self->notation); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Set after the template is built: the notification updates its labels. */
static void
set_text (VikActionRow *self, char **text, const GValue *value, guint prop_id)
{
  if (g_strcmp0 (*text, g_value_get_string (value)) == 0)
    return;
  g_free (*text);
  *text = g_value_dup_string (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
vik_action_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikActionRow *self = VIK_ACTION_ROW (object);

  switch (prop_id)
    {
    case PROP_WORDS: set_text (self, &self->words, value, prop_id); break;
    case PROP_FORECAST: set_text (self, &self->forecast, value, prop_id); break;
    case PROP_NOTATION: set_text (self, &self->notation, value, prop_id); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_action_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_ACTION_ROW);
  G_OBJECT_CLASS (vik_action_row_parent_class)->dispose (object);
}

static void
vik_action_row_finalize (GObject *object)
{
  VikActionRow *self = VIK_ACTION_ROW (object);

  g_free (self->words);
  g_free (self->forecast);
  g_free (self->notation);
  G_OBJECT_CLASS (vik_action_row_parent_class)->finalize (object);
}

static void
vik_action_row_class_init (VikActionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = vik_action_row_get_property;
  object_class->set_property = vik_action_row_set_property;
  object_class->dispose = vik_action_row_dispose;
  object_class->finalize = vik_action_row_finalize;
  properties[PROP_WORDS] = g_param_spec_string ("words", NULL, NULL, NULL, flags);
  properties[PROP_FORECAST] = g_param_spec_string ("forecast", NULL, NULL, NULL, flags);
  properties[PROP_NOTATION] = g_param_spec_string ("notation", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-action-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VikActionRow, words_label);
  gtk_widget_class_bind_template_child (widget_class, VikActionRow, forecast_label);
  gtk_widget_class_bind_template_child (widget_class, VikActionRow, notation_label);
  gtk_widget_class_bind_template_callback (widget_class, has_text);
}

static void
vik_action_row_init (VikActionRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
