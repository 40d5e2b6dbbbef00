/* vic-victory-painter-private.h: what the Victory painter's files share
 * (vic-victory-painter.c draws and picks, vic-victory-painter-words.c says
 * a hex in words). */
#pragma once

#include "vic-victory-painter.h"

G_BEGIN_DECLS

struct _VicVictoryPainter
{
  GObject parent_instance;

  const VicGame *game;            /* borrowed */
  int viewer;
  int selected;                   /* a block or VIC_NO_BLOCK */
  guint8 lit[VIC_MAX_HEXES];
  guint8 unsupplied[VIC_MAX_BLOCKS];   /* of the blocks the viewer sees, refreshed on change */
  gboolean show_labels;           /* the hexes' labels ("e5") on the board */
  VikPlayerColor colors[VIC_MAX_PLAYERS];   /* the players' (vic_victory_painter_set_colors) */
};

#define MAX_IN_HEX 24

typedef struct {
  int n;
  int blocks[MAX_IN_HEX];
} HexBlocks;

/* The blocks standing in each hex (map->n_hexes of them), by owner then
 * index (what anyone can see: a block's owner and hex are public).  g_free(). */
HexBlocks *vic_victory_painter_collect_blocks (VicVictoryPainter *self);
/* The hex in words, one part a line (the tooltip).  g_free(). */
char      *vic_victory_painter_hex_text       (VicVictoryPainter *self, int hex);
/* The hex in one sentence for a screen reader.  g_free(). */
char      *vic_victory_painter_describe_text  (VicVictoryPainter *self, int hex);

G_END_DECLS
