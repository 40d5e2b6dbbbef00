/* vik-hex-cursor.c: the board's keyboard cursor (see vik-hex-cursor.h). */
#include "config.h"

#include "vik-hex-cursor.h"
#include "vik-action-text.h"

#include <glib/gi18n.h>
#include <string.h>

/* The neighbour in dir, or the first of `alt` on the board. */
static int
neighbor_or (const VikBoard *board, int hex, VikDirection dir, VikDirection alt)
{
  int n = board->neighbors[hex][dir];

  return n != VIK_NO_HEX ? n : board->neighbors[hex][alt];
}

int
vik_hex_cursor_step (const VikBoard *board, int hex, guint keyval, gboolean letters, gboolean *zig)
{
  int next;

  if (hex < 0 || hex >= board->n_hexes)
    return VIK_NO_HEX;
  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      next = board->neighbors[hex][VIK_DIR_N];
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      next = board->neighbors[hex][VIK_DIR_S];
      break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      next = *zig ? neighbor_or (board, hex, VIK_DIR_SW, VIK_DIR_NW) : neighbor_or (board, hex, VIK_DIR_NW, VIK_DIR_SW);
      *zig = !*zig;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      next = *zig ? neighbor_or (board, hex, VIK_DIR_SE, VIK_DIR_NE) : neighbor_or (board, hex, VIK_DIR_NE, VIK_DIR_SE);
      *zig = !*zig;
      break;
    default:
      if (!letters)
        return VIK_NO_HEX;
      switch (gdk_keyval_to_lower (keyval))
        {
        case GDK_KEY_q: next = board->neighbors[hex][VIK_DIR_NW]; break;
        case GDK_KEY_w: next = board->neighbors[hex][VIK_DIR_N]; break;
        case GDK_KEY_e: next = board->neighbors[hex][VIK_DIR_NE]; break;
        case GDK_KEY_a: next = board->neighbors[hex][VIK_DIR_SW]; break;
        case GDK_KEY_s: next = board->neighbors[hex][VIK_DIR_S]; break;
        case GDK_KEY_d: next = board->neighbors[hex][VIK_DIR_SE]; break;
        default: return VIK_NO_HEX;
        }
    }
  return next != VIK_NO_HEX ? next : hex;
}

static const char *
highlight_meaning (VikHighlight highlight)
{
  switch (highlight)
    {
    case VIK_HIGHLIGHT_SELECTED: return _("selected");
    case VIK_HIGHLIGHT_MOVE: return _("highlighted: you can move here");
    case VIK_HIGHLIGHT_ATTACK: return _("highlighted: you can attack here");
    case VIK_HIGHLIGHT_BOMBARD: return _("highlighted: you can bombard here");
    case VIK_HIGHLIGHT_BUILD: return _("highlighted: you can build here");
    case VIK_HIGHLIGHT_PLACE: return _("highlighted: you can place a unit here");
    case VIK_HIGHLIGHT_TILE: return _("highlighted: a drawn tile goes here");
    case VIK_HIGHLIGHT_NONE: case VIK_N_HIGHLIGHTS: break;
    }
  return NULL;
}

char *
vik_hex_cursor_describe (const VikGame *game, int hex, int mp_player, VikHighlight highlight,
                         gboolean can_act)
{
  g_autofree char *text = vik_hex_describe (game, hex, mp_player);
  g_auto (GStrv) parts = NULL;
  g_autofree char *joined = NULL;
  const char *meaning = highlight_meaning (highlight);
  GString *s;

  /* one line for a screen reader: the tooltip's " · " and lines become commas */
  parts = g_strsplit_set (text, "\n", -1);
  joined = g_strjoinv (", ", parts);
  s = g_string_new (NULL);
  for (const char *c = joined; *c != '\0'; c++)
    if (g_str_has_prefix (c, " · "))
      {
        g_string_append (s, ", ");
        c += strlen (" · ") - 1;
      }
    else
      g_string_append_c (s, *c);
  if (meaning != NULL)
    g_string_append_printf (s, ", %s", meaning);
  if (can_act && highlight != VIK_HIGHLIGHT_SELECTED)
    g_string_append_printf (s, ", %s", _("your units here can act: Enter selects them"));
  return g_string_free (s, FALSE);
}
