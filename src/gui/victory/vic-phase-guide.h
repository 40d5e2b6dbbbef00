/* vic-phase-guide.h: what the decider is asked, explained for the side panel
 * of the *Victory* window: what to do, how much is left (blocks still to
 * deploy, PP still to spend, blocks still to move, battles still to fight),
 * where it may be done (the hexes lit on the board while no block is
 * selected) and how it ends.  From the engine's public API and the legal
 * actions only: nothing the decider may not see.  No GTK here. */
#pragma once

#include "vic-game.h"

G_BEGIN_DECLS

/* The counts behind the words, for tests and the panel. */
typedef struct {
  int to_deploy;      /* the decider's blocks not yet on the map (1.4) */
  int short_cities;   /* his Cities with fewer than two of his blocks (1.4) */
  int can_move;       /* his blocks with a move, strategic move or flight left (5.0) */
  int battles;        /* battles still to fight (6.1) */
  int pp_left;        /* PP still to spend in his Cities (8.0) */
  int pp_cities;      /* Cities where some are left */
} VicGuideCounts;

void      vic_phase_guide_counts (const VicGame *game, const GArray *legal, VicGuideCounts *counts);
/* A few sentences, one a line: "Place your blocks … (1.4)", "14 blocks left
 * to deploy.", "Where: …", "End …".  g_free(). */
char     *vic_phase_guide_words  (const VicGame *game, const GArray *legal, int selected);
/* Flags the hexes (n_hexes flags, cleared first) where the decision may be
 * acted on: the Cities and Towns to deploy in, the hexes holding blocks that
 * can move or act, the battles to choose from, the Cities with PP left.
 * TRUE when any is flagged. */
gboolean  vic_phase_guide_hexes  (const VicGame *game, const GArray *legal, guint8 *lit);

G_END_DECLS
