/* vik-viktory-painter.c: the VIKTORY II board as a VikBoardPainter (see the header). */
#include "config.h"

#include "vik-viktory-painter.h"
#include "vik-action-text.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define SQRT3 1.7320508075688772

struct _VikViktoryPainter
{
  GObject parent_instance;

  const VikGame *game;                 /* borrowed */
  VikBoardStyle style;                 /* colours, highlights, labels; layout and hover per draw */
  guint8 can_act[VIK_MAX_HEXES];
  int mp_player;
};

static void painter_iface_init (VikBoardPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VikViktoryPainter, vik_viktory_painter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_BOARD_PAINTER, painter_iface_init))

enum { PROP_0, PROP_SHOW_LABELS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
changed (VikViktoryPainter *self)
{
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

static gboolean
valid_hex (VikViktoryPainter *self, int hex)
{
  return self->game != NULL && hex >= 0 && hex < vik_game_get_board (self->game)->n_hexes;
}

/* ---------------------------------------------------------------- words */

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
vik_hex_accessible_text (const VikGame *game, int hex, int mp_player, VikHighlight highlight,
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

/* ---------------------------------------------------------------- VikBoardPainter */

static const VikHex *
painter_get_hexes (VikBoardPainter *painter, int *n_hexes)
{
  const VikGame *game = VIK_VIKTORY_PAINTER (painter)->game;

  *n_hexes = game != NULL ? vik_game_get_board (game)->n_hexes : 0;
  return game != NULL ? vik_game_get_board (game)->coords : NULL;
}

static int
painter_find_hex (VikBoardPainter *painter, VikHex coords)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (painter);

  return self->game != NULL ? vik_board_index (vik_game_get_board (self->game), coords) : VIK_NO_HEX;
}

/* A board of radius R spans 3R + 2 hex sizes across and sqrt(3) (2R + 1)
 * down (flat-topped hexes), centred on hex (0, 0). */
static void
painter_get_bounds (VikBoardPainter *painter, double *x, double *y, double *width, double *height)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (painter);
  int R = self->game != NULL ? vik_game_get_board (self->game)->radius : 0;

  *width = 3.0 * R + 2.0;
  *height = SQRT3 * (2 * R + 1);
  *x = -*width / 2.0;
  *y = -*height / 2.0;
}

/* A dashed ring inside the hexes whose stacks can act, so players see what to click. */
static void
draw_actors (VikViktoryPainter *self, cairo_t *cr, const VikLayout *layout)
{
  const VikBoard *board = vik_game_get_board (self->game);
  double r = layout->size * 0.86;
  double dash[] = { 4.0, 3.0 };

  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1.5, layout->size / 18));
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  for (int h = 0; h < board->n_hexes; h++)
    {
      double cx, cy;
      if (!self->can_act[h] || self->style.highlight[h] == VIK_HIGHLIGHT_SELECTED)
        continue;
      /* a smaller hex around the same centre */
      vik_layout_hex_to_pixel (layout, board->coords[h], &cx, &cy);
      for (int i = 0; i < 6; i++)
        {
          double x = cx + r * cos (G_PI / 3 * i);
          double y = cy + r * sin (G_PI / 3 * i);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
painter_draw (VikBoardPainter *painter, cairo_t *cr, const VikLayout *layout, int hover)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (painter);

  if (self->game == NULL)
    return;
  self->style.layout = *layout;
  self->style.hover_hex = hover;
  vik_board_render (cr, self->game, &self->style);
  draw_actors (self, cr, layout);
}

static int
painter_pick (VikBoardPainter *painter, const VikLayout *layout, double x, double y)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (painter);
  VikBoardStyle style;

  if (self->game == NULL)
    return VIK_NO_HEX;
  style.layout = *layout;
  return vik_board_hex_at (self->game, &style, x, y);
}

static char *
painter_describe (VikBoardPainter *painter, int hex)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (painter);

  return vik_hex_accessible_text (self->game, hex, self->mp_player, self->style.highlight[hex],
                                  self->can_act[hex]);
}

/* The hex in words, and a legend of the letters on the pieces there. */
static char *
painter_tooltip (VikBoardPainter *painter, int hex)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (painter);
  const VikGame *game = self->game;
  g_autofree char *text = vik_hex_describe (game, hex, self->mp_player);
  GString *legend = g_string_new (text);

  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      gboolean here = vik_game_hex_site_owner (game, hex) == p && vik_game_hex_site (game, hex) != VIK_SITE_NONE;
      for (int t = 0; t < VIK_N_UNIT_TYPES && !here; t++)
        here = vik_game_hex_units (game, hex, p, t) > 0;
      if (here)
        g_string_append_printf (legend, "\n%c = %s", vik_board_player_letter (p), vik_game_get_player_name (game, p));
    }
  return g_string_free (legend, FALSE);
}

static gboolean
painter_is_active (VikBoardPainter *painter, int hex)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (painter);

  return self->can_act[hex] || self->style.highlight[hex] != VIK_HIGHLIGHT_NONE;
}

static void
painter_iface_init (VikBoardPainterInterface *iface)
{
  iface->get_hexes = painter_get_hexes;
  iface->find_hex = painter_find_hex;
  iface->get_bounds = painter_get_bounds;
  iface->draw = painter_draw;
  iface->pick = painter_pick;
  iface->describe = painter_describe;
  iface->tooltip = painter_tooltip;
  iface->is_active = painter_is_active;
}

/* ---------------------------------------------------------------- public */

VikViktoryPainter *
vik_viktory_painter_new (void)
{
  return g_object_new (VIK_TYPE_VIKTORY_PAINTER, NULL);
}

void
vik_viktory_painter_set_game (VikViktoryPainter *self, const VikGame *game)
{
  g_return_if_fail (VIK_IS_VIKTORY_PAINTER (self));

  self->game = game;
  changed (self);
}

const VikGame *
vik_viktory_painter_get_game (VikViktoryPainter *self)
{
  g_return_val_if_fail (VIK_IS_VIKTORY_PAINTER (self), NULL);
  return self->game;
}

void
vik_viktory_painter_set_color (VikViktoryPainter *self, int player, VikColor color)
{
  g_return_if_fail (VIK_IS_VIKTORY_PAINTER (self));
  g_return_if_fail (player >= 0 && player < VIK_MAX_PLAYERS);

  self->style.colors[player] = color;
  changed (self);
}

VikColor
vik_viktory_painter_get_color (VikViktoryPainter *self, int player)
{
  g_return_val_if_fail (VIK_IS_VIKTORY_PAINTER (self), vik_game_model_default_color (0));
  g_return_val_if_fail (player >= 0 && player < VIK_MAX_PLAYERS, vik_game_model_default_color (0));
  return self->style.colors[player];
}

void
vik_viktory_painter_set_show_labels (VikViktoryPainter *self, gboolean show)
{
  g_return_if_fail (VIK_IS_VIKTORY_PAINTER (self));

  show = !!show;
  if (self->style.show_labels == show)
    return;
  self->style.show_labels = show;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LABELS]);
  changed (self);
}

gboolean
vik_viktory_painter_get_show_labels (VikViktoryPainter *self)
{
  g_return_val_if_fail (VIK_IS_VIKTORY_PAINTER (self), FALSE);
  return self->style.show_labels;
}

void
vik_viktory_painter_set_mp_player (VikViktoryPainter *self, int player)
{
  g_return_if_fail (VIK_IS_VIKTORY_PAINTER (self));

  if (self->mp_player == player)
    return;
  self->mp_player = player;
  changed (self);
}

void
vik_viktory_painter_set_marks (VikViktoryPainter *self, const guint8 *highlight, const guint8 *can_act)
{
  g_return_if_fail (VIK_IS_VIKTORY_PAINTER (self));

  if (highlight != NULL)
    memcpy (self->style.highlight, highlight, sizeof self->style.highlight);
  else
    memset (self->style.highlight, 0, sizeof self->style.highlight);
  if (can_act != NULL)
    memcpy (self->can_act, can_act, sizeof self->can_act);
  else
    memset (self->can_act, 0, sizeof self->can_act);
  changed (self);
}

void
vik_viktory_painter_set_highlight (VikViktoryPainter *self, int hex, VikHighlight highlight)
{
  g_return_if_fail (VIK_IS_VIKTORY_PAINTER (self));
  g_return_if_fail (hex >= 0 && hex < VIK_MAX_HEXES);
  g_return_if_fail (highlight < VIK_N_HIGHLIGHTS);

  if (self->style.highlight[hex] == highlight)
    return;
  self->style.highlight[hex] = highlight;
  changed (self);
}

void
vik_viktory_painter_clear_highlights (VikViktoryPainter *self)
{
  vik_viktory_painter_set_marks (self, NULL, self->can_act);
}

VikHighlight
vik_viktory_painter_get_highlight (VikViktoryPainter *self, int hex)
{
  g_return_val_if_fail (VIK_IS_VIKTORY_PAINTER (self), VIK_HIGHLIGHT_NONE);
  g_return_val_if_fail (hex >= 0 && hex < VIK_MAX_HEXES, VIK_HIGHLIGHT_NONE);
  return self->style.highlight[hex];
}

gboolean
vik_viktory_painter_get_can_act (VikViktoryPainter *self, int hex)
{
  g_return_val_if_fail (VIK_IS_VIKTORY_PAINTER (self), FALSE);
  return valid_hex (self, hex) && self->can_act[hex];
}

/* ---------------------------------------------------------------- GObject */

static void
vik_viktory_painter_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (object);

  switch (prop_id)
    {
    case PROP_SHOW_LABELS:
      g_value_set_boolean (value, self->style.show_labels);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_viktory_painter_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikViktoryPainter *self = VIK_VIKTORY_PAINTER (object);

  switch (prop_id)
    {
    case PROP_SHOW_LABELS:
      vik_viktory_painter_set_show_labels (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_viktory_painter_class_init (VikViktoryPainterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = vik_viktory_painter_get_property;
  object_class->set_property = vik_viktory_painter_set_property;
  properties[PROP_SHOW_LABELS] =
    g_param_spec_boolean ("show-labels", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
vik_viktory_painter_init (VikViktoryPainter *self)
{
  self->style.hover_hex = VIK_NO_HEX;
  self->mp_player = -1;
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    self->style.colors[p] = vik_game_model_default_color (p);
}
