/* vik-player-item.c: a player as the players panel's row shows him (see vik-player-item.h). */
#include "config.h"

#include "vik-player-item.h"
#include "vik-ruleset.h"
#include "vik-seat-text.h"

#include <glib/gi18n.h>

enum { ITEM_PROP_0, ITEM_PROP_NAME, ITEM_PROP_SITES, ITEM_PROP_UNITS, ITEM_PROP_UNITS_TIP,
       ITEM_PROP_SEAT_TEXT, ITEM_PROP_ALLIANCE_TEXT, ITEM_PROP_CURRENT, ITEM_PROP_ELIMINATED, ITEM_PROP_THINKING,
       ITEM_PROP_COMPUTER, ITEM_PROP_COLOR, ITEM_PROP_SEAT, N_ITEM_PROPS };
static GParamSpec *item_properties[N_ITEM_PROPS];

struct _VikPlayerItem
{
  GObject parent_instance;

  int player;
  char *texts[ITEM_PROP_ALLIANCE_TEXT + 1];   /* name, sites, units, units-tip, seat-text, alliance-text */
  gboolean current, eliminated;
  gboolean thinking;        /* a computer player, deciding now */
  gboolean computer;        /* a computer plays the seat */
  VikSeat seat;
  GdkRGBA color;
};

G_DEFINE_FINAL_TYPE (VikPlayerItem, vik_player_item, G_TYPE_OBJECT)

static void
item_set_text (VikPlayerItem *item, guint prop, char *text)
{
  if (g_strcmp0 (item->texts[prop], text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (item->texts[prop]);
  item->texts[prop] = text;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[prop]);
}

static void
item_set_flag (VikPlayerItem *item, guint prop, gboolean *flag, gboolean value)
{
  if (*flag == value)
    return;
  *flag = value;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[prop]);
}

static void
item_set_color (VikPlayerItem *item, VikColor c)
{
  GdkRGBA rgba = { c.red, c.green, c.blue, 1.0 };

  if (gdk_rgba_equal (&rgba, &item->color))
    return;
  item->color = rgba;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[ITEM_PROP_COLOR]);
}

/* "4I 1A" (letters as on the counters), or with long_names "4 Infantry,
 * 1 Artillery"; the unit types a player has none of are left out. */
static char *
units_text (const VikGame *game, int player, gboolean reserve, gboolean long_names)
{
  GString *s = g_string_new (NULL);

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      int n = reserve ? vik_game_reserve (game, player, t) : vik_game_map_units (game, player, t);
      if (n == 0)
        continue;
      if (s->len > 0)
        g_string_append (s, long_names ? ", " : " ");
      if (long_names)
        g_string_append_printf (s, "%d %s", n, vik_unit_name (t));
      else
        g_string_append_printf (s, "%d%c", n, vik_unit_letter (t));
    }
  if (s->len == 0)
    g_string_append (s, long_names ? _("none") : "–");
  return g_string_free (s, FALSE);
}

/* Subjugation [16.8]: "Vassal of Red", "Ruler of Yellow, Blue",
 * "Reorganizing (16.83)" while it holds, and with the Alliance Optional
 * Victory [16.87] "Vassals made: 1 of 2"; "" without the rule. */
static char *
alliance_text (const VikGame *game, int p)
{
  const VikRuleset *rules = vik_game_get_rules (game);
  g_autoptr (GString) s = g_string_new (NULL);
  g_autoptr (GString) vassals = g_string_new (NULL);
  int ruler = vik_game_player_ruler (game, p);

  if (!vik_ruleset_has_option (rules, VIK_OPTION_SUBJUGATION) || vik_game_player_eliminated (game, p))
    return g_strdup ("");
  if (ruler != VIK_NO_PLAYER)
    /* Translators: Subjugation (16.81), a player's Ruler: "Vassal of Red" */
    g_string_append_printf (s, _("Vassal of %s"), vik_game_get_player_name (game, ruler));
  for (int q = 0; q < vik_game_get_n_players (game); q++)
    if (q != p && vik_game_player_ruler (game, q) == p)
      g_string_append_printf (vassals, "%s%s", vassals->len ? ", " : "", vik_game_get_player_name (game, q));
  if (vassals->len > 0)
    {
      g_string_append (s, s->len ? " · " : "");
      /* Translators: Subjugation (16.81), a Ruler's Vassals: "Ruler of Yellow, Blue" */
      g_string_append_printf (s, _("Ruler of %s"), vassals->str);
    }
  if (vik_game_player_reorganizing (game, p))
    {
      g_autofree char *text = vik_edition_cite_text (rules->edition, _("Reorganizing (16.83)"));
      g_string_append_printf (s, "%s%s", s->len ? " · " : "", text);
    }
  if (vik_game_get_victory (game) & VIK_VICTORY_TWO_VASSALS)
    {
      guint made = 0;
      for (guint bits = vik_game_vassals_made (game, p); bits != 0; bits &= bits - 1)
        made++;
      g_string_append (s, s->len ? " · " : "");
      /* Translators: the Alliance Optional Victory (16.87): two different players made Vassals wins */
      g_string_append_printf (s, _("Vassals made: %u of 2 (16.87)"), MIN (made, 2u));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

void
vik_player_item_update (VikPlayerItem *item, const VikGame *game, VikGameModel *model)
{
  g_return_if_fail (VIK_IS_PLAYER_ITEM (item));
  int p = item->player;
  g_autofree char *map = units_text (game, p, FALSE, FALSE);
  g_autofree char *reserve = units_text (game, p, TRUE, FALSE);
  g_autofree char *map_long = units_text (game, p, FALSE, TRUE);
  g_autofree char *reserve_long = units_text (game, p, TRUE, TRUE);
  int towns = vik_game_count_sites (game, p, VIK_SITE_TOWN);
  int cities = vik_game_count_sites (game, p, VIK_SITE_CITY)
               + vik_game_count_sites (game, p, VIK_SITE_METROPOLIS); /* [16.6] */
  g_autofree char *towns_text = g_strdup_printf (ngettext ("%d Town", "%d Towns", towns), towns);
  g_autofree char *cities_text = g_strdup_printf (ngettext ("%d City", "%d Cities", cities), cities);

  item_set_text (item, ITEM_PROP_NAME, g_strdup (vik_game_get_player_name (game, p)));
  item_set_text (item, ITEM_PROP_SITES, g_strdup_printf (_("%s · %s · %d VP"), towns_text, cities_text,
                                                         vik_game_score (game, p)));
  item_set_text (item, ITEM_PROP_UNITS, g_strdup_printf (_("On the map %s · Reserve %s"), map, reserve));
  item_set_text (item, ITEM_PROP_UNITS_TIP, g_strdup_printf (_("On the map: %s\nIn the Reserve: %s"),
                                                             map_long, reserve_long));
  item_set_text (item, ITEM_PROP_ALLIANCE_TEXT, alliance_text (game, p));
  item_set_flag (item, ITEM_PROP_CURRENT, &item->current,
                 p == vik_game_get_current_player (game) && !vik_game_is_over (game));
  item_set_flag (item, ITEM_PROP_ELIMINATED, &item->eliminated, vik_game_player_eliminated (game, p));
  item_set_color (item, vik_game_model_get_color (model, p));
  {
    VikSeat seat = vik_game_model_get_seat (model, p);
    gboolean computer = seat != VIK_SEAT_HUMAN;
    gboolean thinking = computer && !vik_game_is_over (game) && vik_game_get_decider (game) == p;

    item_set_text (item, ITEM_PROP_SEAT_TEXT,
                   !computer ? g_strdup ("")
                   : thinking ? g_strdup_printf (_("Computer, %s · thinking…"), vik_seat_level_name (seat))
                   : g_strdup_printf (_("Computer, %s"), vik_seat_level_name (seat)));
    item_set_flag (item, ITEM_PROP_COMPUTER, &item->computer, computer);
    item_set_flag (item, ITEM_PROP_THINKING, &item->thinking, thinking);
    if (item->seat != seat)
      {
        item->seat = seat;
        g_object_notify_by_pspec (G_OBJECT (item), item_properties[ITEM_PROP_SEAT]);
      }
  }
}

static void
vik_player_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikPlayerItem *item = VIK_PLAYER_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_NAME: case ITEM_PROP_SITES: case ITEM_PROP_UNITS: case ITEM_PROP_UNITS_TIP:
    case ITEM_PROP_SEAT_TEXT: case ITEM_PROP_ALLIANCE_TEXT:
      g_value_set_string (value, item->texts[prop_id]);
      break;
    case ITEM_PROP_CURRENT: g_value_set_boolean (value, item->current); break;
    case ITEM_PROP_ELIMINATED: g_value_set_boolean (value, item->eliminated); break;
    case ITEM_PROP_THINKING: g_value_set_boolean (value, item->thinking); break;
    case ITEM_PROP_COMPUTER: g_value_set_boolean (value, item->computer); break;
    case ITEM_PROP_SEAT: g_value_set_int (value, item->seat); break;
    case ITEM_PROP_COLOR: g_value_set_boxed (value, &item->color); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_player_item_finalize (GObject *object)
{
  VikPlayerItem *item = VIK_PLAYER_ITEM (object);

  for (guint i = 0; i < G_N_ELEMENTS (item->texts); i++)
    g_free (item->texts[i]);
  G_OBJECT_CLASS (vik_player_item_parent_class)->finalize (object);
}

static void
vik_player_item_class_init (VikPlayerItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = vik_player_item_get_property;
  object_class->finalize = vik_player_item_finalize;
  item_properties[ITEM_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_SITES] = g_param_spec_string ("sites", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_UNITS] = g_param_spec_string ("units", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_UNITS_TIP] = g_param_spec_string ("units-tip", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_CURRENT] = g_param_spec_boolean ("current", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_ELIMINATED] = g_param_spec_boolean ("eliminated", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_SEAT_TEXT] = g_param_spec_string ("seat-text", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_ALLIANCE_TEXT] = g_param_spec_string ("alliance-text", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_COMPUTER] = g_param_spec_boolean ("computer", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_SEAT] = g_param_spec_int ("seat", NULL, NULL, 0, VIK_N_SEATS - 1, 0, flags);
  item_properties[ITEM_PROP_COLOR] = g_param_spec_boxed ("color", NULL, NULL, GDK_TYPE_RGBA, flags);
  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
vik_player_item_init (VikPlayerItem *item)
{
}

VikPlayerItem *
vik_player_item_new (int player)
{
  VikPlayerItem *item = g_object_new (VIK_TYPE_PLAYER_ITEM, NULL);

  item->player = player;
  return item;
}

int
vik_player_item_get_player (VikPlayerItem *item)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ITEM (item), 0);
  return item->player;
}

const char *
vik_player_item_get_name (VikPlayerItem *item)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ITEM (item), NULL);
  return item->texts[ITEM_PROP_NAME];
}

const char *
vik_player_item_get_seat_text (VikPlayerItem *item)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ITEM (item), NULL);
  return item->texts[ITEM_PROP_SEAT_TEXT];
}

VikSeat
vik_player_item_get_seat (VikPlayerItem *item)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ITEM (item), VIK_SEAT_HUMAN);
  return item->seat;
}

gboolean
vik_player_item_get_current (VikPlayerItem *item)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ITEM (item), FALSE);
  return item->current;
}

gboolean
vik_player_item_get_eliminated (VikPlayerItem *item)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ITEM (item), FALSE);
  return item->eliminated;
}

const GdkRGBA *
vik_player_item_get_color (VikPlayerItem *item)
{
  g_return_val_if_fail (VIK_IS_PLAYER_ITEM (item), NULL);
  return &item->color;
}
