/* vik-game-model.c: placeholder, being written. */
#include "vik-game-model.h"
