/* vik-net-viktory.h: VIKTORY II's table for the network layer (vik-net-plugin.h). */
#pragma once

#include "vik-net-plugin.h"

G_BEGIN_DECLS

const VikNetGameTable *vik_net_viktory (void);

G_END_DECLS
