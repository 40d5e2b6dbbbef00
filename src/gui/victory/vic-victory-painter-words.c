/* vic-victory-painter-words.c: the Victory painter's hexes in words, for
 * the tooltip and for a screen reader (see vic-victory-painter.h), from the
 * viewer's side: his blocks and those a battle revealed to him named, every
 * other block only counted. */
#include "config.h"

#include "vic-victory-painter-private.h"
#include "vic-map-draw.h"

#include <glib/gi18n.h>

static const char *
terrain_name (VicTerrain t)
{
  switch (t)
    {
    case VIC_TERRAIN_CLEAR: return C_("Victory terrain", "Clear");
    case VIC_TERRAIN_DESERT: return C_("Victory terrain", "Desert");
    case VIC_TERRAIN_FOREST: return C_("Victory terrain", "Forest");
    case VIC_TERRAIN_MARSH: return C_("Victory terrain", "Marsh");
    case VIC_TERRAIN_MOUNTAIN: return C_("Victory terrain", "Mountain");
    case VIC_TERRAIN_SEA: case VIC_N_TERRAINS: break;
    }
  return C_("Victory terrain", "Sea");
}

/* "e5, Forest, City Westmark (3 PP), port": the hex, its terrain, its site. */
static void
append_place (GString *s, const VicMap *map, int hex)
{
  g_string_append_printf (s, "%s, %s", vic_map_label (map, hex), terrain_name (map->terrain[hex]));
  if (map->features[hex] & VIC_HEX_CITY)
    /* TRANSLATORS: a City, its name and its production points */
    g_string_append_printf (s, _(", City %s (%d PP)"), map->site_names[hex], map->pp[hex]);
  else if (map->features[hex] & VIC_HEX_TOWN)
    g_string_append_printf (s, _(", Town %s"), map->site_names[hex]);
  if (map->features[hex] & VIC_HEX_PORT)
    g_string_append (s, _(", port"));
}

/* The hex in words, one part a line: terrain and site, control, blocks. */
char *
vic_victory_painter_hex_text (VicVictoryPainter *self, int hex)
{
  const VicMap *map = vic_game_get_map (self->game);
  GString *s = g_string_new (NULL);
  int control = vic_game_hex_control (self->game, hex);
  g_autofree HexBlocks *hexes = vic_victory_painter_collect_blocks (self);

  append_place (s, map, hex);
  if (control >= 0 && control < vic_game_get_n_players (self->game) && map->terrain[hex] != VIC_TERRAIN_SEA)
    g_string_append_printf (s, _("\ncontrolled by %s"), vic_game_get_player_name (self->game, control));
  if (vic_game_hex_is_battle (self->game, hex))
    g_string_append_printf (s, "\n%s", _("battle"));
  for (int p = 0; p < vic_game_get_n_players (self->game); p++)
    {
      int hidden = 0;
      gboolean any = FALSE;
      for (int i = 0; i < hexes[hex].n; i++)
        {
          int b = hexes[hex].blocks[i];
          VicBlockInfo info;
          vic_game_get_block (self->game, b, &info);
          if (info.owner != p)
            continue;
          if (!any)
            g_string_append_printf (s, "\n%s:", vic_game_get_player_name (self->game, p));
          any = TRUE;
          if (vic_victory_painter_sees (self, b))
            {
              g_autofree char *name = vic_block_name (self->game, b);
              g_string_append_printf (s, _(" %s strength %d%s"), name, info.steps,
                                      self->unsupplied[b] ? _(" (out of supply)") : "");
            }
          else
            hidden++;
        }
      if (hidden > 0)
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, " %d hidden block", " %d hidden blocks", hidden),
                                hidden);
    }
  return g_string_free (s, FALSE);
}

/* One of the viewer's blocks (or one revealed to him) for a screen reader:
 * "Infantry IN3 (strength 3)", "... (strength 2, out of supply)". */
static void
append_block_words (VicVictoryPainter *self, GString *s, int block, const VicBlockInfo *info)
{
  g_autofree char *name = vic_block_name (self->game, block);

  if (self->unsupplied[block])
    /* TRANSLATORS: a unit type, the block's name, its strength: "Infantry IN3 (strength 3, out of supply)" */
    g_string_append_printf (s, _("%s %s (strength %d, out of supply)"), vic_unit_name (info->type), name, info->steps);
  else
    /* TRANSLATORS: a unit type, the block's name, its strength: "Infantry IN3 (strength 3)" */
    g_string_append_printf (s, _("%s %s (strength %d)"), vic_unit_name (info->type), name, info->steps);
}

/* The hex for a screen reader, from the viewer's side, one sentence:
 * "e5, Forest, City Westmark (3 PP), controlled by you; your Infantry IN3
 * (strength 3), Armor AR1 (strength 2); Bob: 1 hidden block; Enter: the
 * selected block goes here".  The viewer's blocks and those a battle
 * revealed to him are named; every other block is only counted, from its
 * owner and hex (fog of war): nothing here depends on a hidden block's type
 * or strength. */
char *
vic_victory_painter_describe_text (VicVictoryPainter *self, int hex)
{
  const VicMap *map = vic_game_get_map (self->game);
  GString *s = g_string_new (NULL);
  int control = vic_game_hex_control (self->game, hex);
  int n_players = vic_game_get_n_players (self->game);
  g_autofree HexBlocks *hexes = vic_victory_painter_collect_blocks (self);

  append_place (s, map, hex);
  if (control >= 0 && control < n_players && map->terrain[hex] != VIC_TERRAIN_SEA)
    {
      if (control == self->viewer)
        g_string_append (s, _(", controlled by you"));
      else
        g_string_append_printf (s, _(", controlled by %s"), vic_game_get_player_name (self->game, control));
    }
  if (vic_game_hex_is_battle (self->game, hex))
    g_string_append_printf (s, "; %s", _("a battle"));
  /* the viewer's own blocks first */
  for (int round = 0; round < 2; round++)
    for (int p = 0; p < n_players; p++)
      {
        gboolean own = p == self->viewer, any = FALSE;
        int hidden = 0;
        if (own != (round == 0))
          continue;
        for (int i = 0; i < hexes[hex].n; i++)
          {
            int b = hexes[hex].blocks[i];
            VicBlockInfo info;
            vic_game_get_block (self->game, b, &info);
            if (info.owner != p)
              continue;
            if (!vic_victory_painter_sees (self, b))
              {
                hidden++;
                continue;
              }
            if (!any)
              {
                if (own)
                  g_string_append_printf (s, "; %s ", _("your"));
                else
                  g_string_append_printf (s, "; %s: ", vic_game_get_player_name (self->game, p));
              }
            else
              g_string_append (s, ", ");
            any = TRUE;
            append_block_words (self, s, b, &info);
          }
        if (hidden > 0)
          {
            if (!any)
              g_string_append_printf (s, "; %s: ", vic_game_get_player_name (self->game, p));
            else
              g_string_append (s, ", ");
            g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%d hidden block", "%d hidden blocks", hidden),
                                    hidden);
          }
      }
  if (self->lit[hex] && self->selected != VIC_NO_BLOCK)
    g_string_append_printf (s, "; %s", _("Enter: the selected block goes here"));
  else if (self->lit[hex])
    g_string_append_printf (s, "; %s", _("Enter: you may act here"));
  return g_string_free (s, FALSE);
}
