/* vik-server-chat.h: a game's chat, kept for the players who were away.
 *
 * A game of weeks is played by people who connect once a day: what the table
 * said meanwhile waits for them.  Each line gets a number (from 0) and the
 * time it was said; the newest VIK_SERVER_CHAT_KEPT lines are kept in memory
 * and in DATA_DIR/GAME.chat (one chat-said message's JSON a line, appended;
 * rewritten atomically with the kept lines once it grows past
 * VIK_SERVER_CHAT_FILE_MAX), so they survive a restart.  A client's hello says
 * how many lines it has seen; the welcome is followed by the kept lines it has
 * not.  The file is read as hostile: bounded, every line parsed by the
 * protocol's parser, the rest passed over.  Unlike actions, a chat line is not
 * synced to the disk before it is sent: a power cut may lose the last ones. */
#pragma once

#include "vik-net-protocol.h"

G_BEGIN_DECLS

#define VIK_SERVER_CHAT_KEPT     100
#define VIK_SERVER_CHAT_FILE_MAX (256 * 1024)

typedef struct _VikServerChat VikServerChat;

/* The chat of game `id` in `data_dir`, with the lines its file keeps. */
VikServerChat *vik_server_chat_open  (const char *data_dir, const char *id);
void           vik_server_chat_free  (VikServerChat *chat);
/* Numbers, stamps, keeps and stores a line: sets said->chat and said->when. */
void           vik_server_chat_add   (VikServerChat *chat, VikMsg *said);
/* The kept lines numbered `from` or later, oldest first (borrowed VikMsg *). */
GPtrArray     *vik_server_chat_since (VikServerChat *chat, gint64 from);

G_END_DECLS
