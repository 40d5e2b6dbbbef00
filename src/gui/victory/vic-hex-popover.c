/* vic-hex-popover.c: the list of a hex's blocks over the board (see the header). */
#include "config.h"

#include "vic-hex-popover.h"
#include "vic-hex-row.h"
#include "vic-window-private.h"
#include "vic-action-words.h"

#include <glib/gi18n.h>

#define MAX_LISTED 32

static gboolean
unparent_later (gpointer data)
{
  GtkWidget *popover = data;
  GtkWidget *board = gtk_widget_get_parent (popover);

  if (board != NULL)
    {
      /* the keyboard goes back to the board (its hex cursor) unless the
       * player went elsewhere */
      GtkRoot *root = gtk_widget_get_root (board);
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
      if (focus == NULL || focus == popover || gtk_widget_is_ancestor (focus, popover))
        gtk_widget_grab_focus (board);
      gtk_widget_unparent (popover);
    }
  return G_SOURCE_REMOVE;
}

/* Gone once closed, after the click that closed it is over. */
static void
on_closed (GtkPopover *popover, gpointer data)
{
  g_idle_add_full (G_PRIORITY_DEFAULT, unparent_later, g_object_ref (popover), g_object_unref);
}

static void
append (GListStore *store, VicHexEntry *entry)
{
  g_list_store_append (store, entry);
  g_object_unref (entry);
}

/* ---------------------------------------------------------------- the popover */

struct _VicHexPopover
{
  GtkPopover parent_instance;

  VicWindow *window;        /* whose board it is over (it is the board's child) */
  char *heading, *prompt;
  GListModel *blocks;       /* of VicHexEntry */

  /* the template's parts (data/ui/vic-hex-popover.ui) */
  GtkListBox *blocks_list;
};

G_DEFINE_FINAL_TYPE (VicHexPopover, vic_hex_popover, GTK_TYPE_POPOVER)

enum { PROP_0, PROP_HEADING, PROP_PROMPT, PROP_BLOCKS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_row (gpointer entry, gpointer data)
{
  return vic_hex_row_new (entry);
}

/* A line chosen: the popover closes, then the block is selected (or deployed). */
static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, VicHexPopover *self)
{
  VicHexEntry *entry = VIC_IS_HEX_ROW (row) ? vic_hex_row_get_entry (VIC_HEX_ROW (row)) : NULL;
  VicWindow *window = self->window;
  VicAction copy;

  if (entry == NULL || window == NULL || !vic_hex_entry_get_pickable (entry))
    return;
  if (vic_hex_entry_get_action (entry) != NULL)
    copy = *vic_hex_entry_get_action (entry);
  g_object_ref (window);
  g_object_ref (entry);
  gtk_popover_popdown (GTK_POPOVER (self));
  if (vic_hex_entry_get_action (entry) != NULL)
    vic_window_on_action_chosen (window->side_panel, &copy, window);
  else
    vic_window_select (window, vic_hex_entry_get_block (entry));
  g_object_unref (entry);
  g_object_unref (window);
}

GListModel *
vic_hex_popover_get_blocks (VicHexPopover *self)
{
  g_return_val_if_fail (VIC_IS_HEX_POPOVER (self), NULL);
  return self->blocks;
}

static void
vic_hex_popover_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VicHexPopover *self = VIC_HEX_POPOVER (object);

  switch (prop_id)
    {
    case PROP_HEADING: g_value_set_string (value, self->heading); break;
    case PROP_PROMPT: g_value_set_string (value, self->prompt); break;
    case PROP_BLOCKS: g_value_set_object (value, self->blocks); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_text (VicHexPopover *self, char **text, const GValue *value, GParamSpec *pspec)
{
  if (g_strcmp0 (*text, g_value_get_string (value)) == 0)
    return;
  g_free (*text);
  *text = g_value_dup_string (value);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
vic_hex_popover_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VicHexPopover *self = VIC_HEX_POPOVER (object);

  switch (prop_id)
    {
    case PROP_HEADING: set_text (self, &self->heading, value, pspec); break;
    case PROP_PROMPT: set_text (self, &self->prompt, value, pspec); break;
    case PROP_BLOCKS:
      if (g_set_object (&self->blocks, g_value_get_object (value)))
        {
          gtk_list_box_bind_model (self->blocks_list, self->blocks, self->blocks != NULL ? create_row : NULL,
                                   NULL, NULL);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vic_hex_popover_dispose (GObject *object)
{
  VicHexPopover *self = VIC_HEX_POPOVER (object);

  if (self->blocks_list != NULL)
    gtk_list_box_bind_model (self->blocks_list, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_HEX_POPOVER);
  g_clear_object (&self->blocks);
  G_OBJECT_CLASS (vic_hex_popover_parent_class)->dispose (object);
}

static void
vic_hex_popover_finalize (GObject *object)
{
  VicHexPopover *self = VIC_HEX_POPOVER (object);

  g_free (self->heading);
  g_free (self->prompt);
  G_OBJECT_CLASS (vic_hex_popover_parent_class)->finalize (object);
}

static void
vic_hex_popover_class_init (VicHexPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = vic_hex_popover_dispose;
  object_class->finalize = vic_hex_popover_finalize;
  object_class->get_property = vic_hex_popover_get_property;
  object_class->set_property = vic_hex_popover_set_property;
  properties[PROP_HEADING] = g_param_spec_string ("heading", NULL, NULL, NULL, flags);
  properties[PROP_PROMPT] = g_param_spec_string ("prompt", NULL, NULL, NULL, flags);
  properties[PROP_BLOCKS] = g_param_spec_object ("blocks", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-hex-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, VicHexPopover, blocks_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_closed);
}

static void
vic_hex_popover_init (VicHexPopover *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- the window's hex */

static gboolean
has (GArray *blocks, int block)
{
  for (guint i = 0; i < blocks->len; i++)
    if (g_array_index (blocks, int, i) == block)
      return TRUE;
  return FALSE;
}

/* Each block in hex: the decider's that can act as rows to pick, the rest as words. */
static void
list_blocks (VicWindow *self, GListStore *store, const VicGame *game, int hex, GArray *actors)
{
  int blocks[MAX_LISTED];
  int n = vic_victory_painter_hex_blocks (self->painter, hex, blocks, MAX_LISTED);
  int decider = vic_game_get_decider (game);

  for (int p = 0; p < vic_game_get_n_players (game); p++)
    {
      int hidden = 0;
      g_autoptr (GString) others = g_string_new (NULL);
      for (int i = 0; i < n; i++)
        {
          VicBlockInfo info;
          g_autofree char *words = NULL;
          if (!vic_game_get_block (game, blocks[i], &info) || info.owner != p)
            continue;
          if (!vic_victory_painter_sees (self->painter, blocks[i]))
            {
              hidden++;
              continue;
            }
          words = vic_block_words (game, blocks[i]);
          if (p == decider && has (actors, blocks[i]))
            append (store, vic_hex_entry_new_block (words, _("Select this block: the hexes it may go to light up"),
                                                    blocks[i]));
          else if (p == decider)
            {
              /* TRANSLATORS: one of one's blocks that has nothing to do now: "Armor AR1, strength 4" */
              g_autofree char *text = g_strdup_printf (_("%s (nothing to do now)"), words);
              append (store, vic_hex_entry_new_words (text));
            }
          else
            g_string_append_printf (others, "%s%s", others->len > 0 ? "; " : "", words);
        }
      if (others->len > 0 || hidden > 0)
        {
          g_autofree char *hidden_words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hidden block",
                                                                        "%d hidden blocks", hidden), hidden);
          /* TRANSLATORS: another player's blocks in the hex: his name, the blocks seen, the hidden ones counted */
          g_autofree char *text = g_strdup_printf (_("%s: %s%s%s"), vic_game_get_player_name (game, p), others->str,
                                                   others->len > 0 && hidden > 0 ? "; " : "",
                                                   hidden > 0 ? hidden_words : "");
          append (store, vic_hex_entry_new_words (text));
        }
    }
}

gboolean
vic_window_offer_hex (VicWindow *self, int hex, GArray *actors)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  GArray *legal = vic_game_model_get_legal_actions (self->model);
  g_autoptr (GArray) placing = g_array_new (FALSE, FALSE, sizeof (VicAction));
  g_autoptr (GListStore) store = NULL;
  VicHexPopover *popover;
  g_autofree char *where = NULL;
  double x, y;

  g_return_val_if_fail (VIC_IS_WINDOW (self), FALSE);
  if (game == NULL)
    return FALSE;
  /* the deployment with no block chosen yet: the blocks that may go there */
  if (self->selected == VIC_NO_BLOCK && vic_game_get_decision (game) == VIC_DECISION_DEPLOY)
    for (guint i = 0; i < legal->len; i++)
      {
        const VicAction *a = &g_array_index (legal, VicAction, i);
        if (a->kind == VIC_ACTION_DEPLOY && a->hex == hex && a->block != VIC_NO_BLOCK)
          g_array_append_vals (placing, a, 1);
      }
  if (actors->len < 2 && placing->len == 0)
    return FALSE;
  if (!vik_board_view_get_hex_position (self->board_view, hex, &x, &y))
    return FALSE;
  if (vic_window_get_hex_popover (self) != NULL)
    gtk_popover_popdown (vic_window_get_hex_popover (self));

  store = g_list_store_new (VIC_TYPE_HEX_ENTRY);
  for (guint i = 0; i < placing->len; i++)
    {
      const VicAction *a = &g_array_index (placing, VicAction, i);
      g_autofree char *words = vic_block_words (game, a->block);
      append (store, vic_hex_entry_new_action (words, a));
    }
  if (placing->len == 0)
    list_blocks (self, store, game, hex, actors);
  where = vic_hex_words (vic_game_get_map (game), hex);
  popover = g_object_new (VIC_TYPE_HEX_POPOVER, "heading", where,
                          "prompt", placing->len > 0 ? _("Deploy here:") : _("Choose a block:"),
                          "blocks", store, NULL);
  popover->window = self;
  gtk_widget_set_parent (GTK_WIDGET (popover), GTK_WIDGET (self->board_view));
  gtk_popover_set_pointing_to (GTK_POPOVER (popover), &(GdkRectangle) { (int) x - 4, (int) y - 4, 8, 8 });
  gtk_popover_popup (GTK_POPOVER (popover));
  return TRUE;
}

GtkPopover *
vic_window_get_hex_popover (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->board_view)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (VIC_IS_HEX_POPOVER (c) && gtk_widget_get_visible (c))
      return GTK_POPOVER (c);
  return NULL;
}
