/* vik-new-game-page.c: a game's page in the New Game dialog (see the header). */
#include "config.h"

#include "vik-new-game-page.h"

G_DEFINE_INTERFACE (VikNewGamePage, vik_new_game_page, GTK_TYPE_WIDGET)

/* set on a page whose Start does not apply (unset: it does) */
#define CANNOT_START "vik-new-game-page-cannot-start"

static void
vik_new_game_page_default_init (VikNewGamePageInterface *iface)
{
  g_signal_new ("can-start-changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_signal_new ("started", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

gboolean
vik_new_game_page_start (VikNewGamePage *page, GtkWindow *parent)
{
  g_return_val_if_fail (VIK_IS_NEW_GAME_PAGE (page), FALSE);
  return VIK_NEW_GAME_PAGE_GET_IFACE (page)->start (page, parent);
}

gboolean
vik_new_game_page_get_can_start (VikNewGamePage *page)
{
  return g_object_get_data (G_OBJECT (page), CANNOT_START) == NULL;
}

void
vik_new_game_page_set_can_start (VikNewGamePage *page, gboolean can_start)
{
  if (can_start == vik_new_game_page_get_can_start (page))
    return;
  g_object_set_data (G_OBJECT (page), CANNOT_START, can_start ? NULL : GINT_TO_POINTER (1));
  g_signal_emit_by_name (page, "can-start-changed");
}

void
vik_new_game_page_started (VikNewGamePage *page)
{
  g_signal_emit_by_name (page, "started");
}
