/* vic-game-model-start.h: a Victory game's first position, kept by the
 * model for its replay and statistics.
 *
 * A game's first position does not follow from its save (the starting
 * forces were drawn with the generator, a scenario set them up), so the
 * model keeps a copy of it from the moment the game is started (a new game,
 * a scenario, the editor's Play), and its saves and autosaves carry it in a
 * `[Start]` group: `Game=`, the engine's save text of that position in
 * base64, read back with the engine's loader (docs/victory-file-format.md).
 * A missing or damaged one costs only the replay.  GTK-free. */
#pragma once

#include "vic-game-model.h"

G_BEGIN_DECLS

/* The game's first position (its history empty), or NULL when it is not
 * known (a save written without it). */
const VicGame *vic_game_model_get_start (VicGameModel *self);
/* A network game after its end (vik-net-session.h): the whole game as the
 * server recorded it (every side's blocks as they were), replayed from the
 * revealed seed, and get_start its first position; NULL otherwise (the
 * game shown, the seat's view, holds no history to replay).  The replay
 * shows it through the seat's eyes only. */
const VicGame *vic_game_model_get_record (VicGameModel *self);

G_END_DECLS
