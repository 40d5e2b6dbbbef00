/* vik-your-games.h: "Your network games" on the start screen: the games the
 * player holds a seat in (vik-net-games.h), with whose turn it is and the
 * deadline as their servers say; a click joins one.  A list box bound to a
 * GListStore of VikYourGameItem (vik-net-lists.h), a VikYourGameRow each
 * (vik-net-rows.h): a refresh keeps the items and rows of the games still
 * listed and splices out those gone. */
#pragma once

#include <gtk/gtk.h>

#include "vik-net-games.h"

G_BEGIN_DECLS

#define VIK_TYPE_YOUR_GAMES (vik_your_games_get_type ())
G_DECLARE_FINAL_TYPE (VikYourGames, vik_your_games, VIK, YOUR_GAMES, GtkWidget)

GtkWidget  *vik_your_games_new        (void);
/* Reads the list again and asks the servers (the rows say so meanwhile). */
void        vik_your_games_refresh    (VikYourGames *self);
/* TRUE while the servers are being asked. */
gboolean    vik_your_games_is_busy    (VikYourGames *self);
guint       vik_your_games_get_n_rows (VikYourGames *self);
/* The games listed: VikYourGameItem each, in the rows' order (tests). */
GListModel *vik_your_games_get_model  (VikYourGames *self);
/* A row's words, "title: subtitle" (tests).  g_free(). */
char       *vik_your_games_get_row_text (VikYourGames *self, guint i);
/* Opens row i as a click does (tests). */
void        vik_your_games_activate   (VikYourGames *self, guint i);

/* Signal: open (gpointer entry: const VikNetGameEntry *): the player chose a game. */

G_END_DECLS
