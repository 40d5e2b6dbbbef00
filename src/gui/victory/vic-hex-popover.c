/* vic-hex-popover.c: the list of a hex's blocks over the board (see the header). */
#include "config.h"

#include "vic-hex-popover.h"
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
on_row_clicked (GtkButton *button, VicWindow *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);
  const VicAction *action = g_object_get_data (G_OBJECT (button), "vic-action");
  int block = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "vic-block")) - 1;
  VicAction copy;

  if (action != NULL)
    copy = *action;
  g_object_ref (self);
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  if (action != NULL)
    vic_window_on_action_chosen (self->side_panel, &copy, self);
  else
    vic_window_select (self, block);
  g_object_unref (self);
}

static GtkWidget *
row_button (VicWindow *self, GtkWidget *box, const char *text, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_label (text);

  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, "vic-hex-row");
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect (button, "clicked", G_CALLBACK (on_row_clicked), self);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static void
add_label (GtkWidget *box, const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
}

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
list_blocks (VicWindow *self, GtkWidget *box, const VicGame *game, int hex, GArray *actors)
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
            {
              GtkWidget *row = row_button (self, box, words, _("Select this block: the hexes it may go to light up"));
              g_object_set_data (G_OBJECT (row), "vic-block", GINT_TO_POINTER (blocks[i] + 1));
            }
          else if (p == decider)
            {
              /* TRANSLATORS: one of one's blocks that has nothing to do now: "Armor AR1, strength 4" */
              g_autofree char *text = g_strdup_printf (_("%s (nothing to do now)"), words);
              add_label (box, text, "dim-label");
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
          add_label (box, text, "dim-label");
        }
    }
}

gboolean
vic_window_offer_hex (VicWindow *self, int hex, GArray *actors)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  GArray *legal = vic_game_model_get_legal_actions (self->model);
  g_autoptr (GArray) placing = g_array_new (FALSE, FALSE, sizeof (VicAction));
  GtkWidget *popover, *box;
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

  popover = gtk_popover_new ();
  gtk_widget_set_name (popover, "vic-hex-popover");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  where = vic_hex_words (vic_game_get_map (game), hex);
  add_label (box, where, "heading");
  if (placing->len > 0)
    {
      add_label (box, _("Deploy here:"), NULL);
      for (guint i = 0; i < placing->len; i++)
        {
          const VicAction *a = &g_array_index (placing, VicAction, i);
          g_autofree char *words = vic_block_words (game, a->block);
          GtkWidget *row = row_button (self, box, words, NULL);
          g_object_set_data_full (G_OBJECT (row), "vic-action", g_memdup2 (a, sizeof *a), g_free);
          g_object_set_data (G_OBJECT (row), "vic-block", GINT_TO_POINTER (a->block + 1));
        }
    }
  else
    {
      add_label (box, _("Choose a block:"), NULL);
      list_blocks (self, box, game, hex, actors);
    }
  {
    GtkWidget *scrolled = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
    gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 480);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
    gtk_popover_set_child (GTK_POPOVER (popover), scrolled);
  }
  gtk_widget_set_parent (popover, GTK_WIDGET (self->board_view));
  gtk_popover_set_pointing_to (GTK_POPOVER (popover), &(GdkRectangle) { (int) x - 4, (int) y - 4, 8, 8 });
  g_signal_connect (popover, "closed", G_CALLBACK (on_closed), NULL);
  gtk_popover_popup (GTK_POPOVER (popover));
  return TRUE;
}

GtkPopover *
vic_window_get_hex_popover (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->board_view)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c) && gtk_widget_get_visible (c) && g_strcmp0 (gtk_widget_get_name (c), "vic-hex-popover") == 0)
      return GTK_POPOVER (c);
  return NULL;
}
