/* vik-new-game-page.h: one game's page in the New Game dialog.
 *
 * The dialog (vik-new-game-dialog.h) is written once for every game; each
 * game registers a factory of its page (VikGuiGame.new_game_page_new,
 * vik-gui-game.h) and its page implements this interface: Start asks the
 * visible page to start its game.  A page that starts a game by other
 * means (VIKTORY II's scenarios' Play buttons) says so with "started";
 * one whose Start does not apply to all it shows (VIKTORY II's scenarios)
 * says so with vik_new_game_page_set_can_start(). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define VIK_TYPE_NEW_GAME_PAGE (vik_new_game_page_get_type ())
G_DECLARE_INTERFACE (VikNewGamePage, vik_new_game_page, VIK, NEW_GAME_PAGE, GtkWidget)

struct _VikNewGamePageInterface
{
  GTypeInterface g_iface;

  /* Starts the game set up on the page over `parent` (the window the dialog
   * stands over: a window of this game, whose game it replaces, or of
   * another game, or NULL: then in a new window of this game).  FALSE when
   * it does not start (the page shows why): the dialog stays. */
  gboolean (*start) (VikNewGamePage *page, GtkWindow *parent);
};

/* The page's start (see above); TRUE: the game started. */
gboolean vik_new_game_page_start         (VikNewGamePage *page, GtkWindow *parent);
/* Whether Start applies to what the page shows (TRUE unless the page said
 * otherwise). */
gboolean vik_new_game_page_get_can_start (VikNewGamePage *page);
/* For the page: whether Start applies (emits "can-start-changed" when it
 * changes), and its "started" signal (a game started without Start). */
void     vik_new_game_page_set_can_start (VikNewGamePage *page, gboolean can_start);
void     vik_new_game_page_started       (VikNewGamePage *page);

G_END_DECLS
