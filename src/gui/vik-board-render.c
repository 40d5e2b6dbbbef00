/* vik-board-render.c: placeholder, being written. */
#include "vik-board-render.h"
