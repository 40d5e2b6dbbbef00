/* vik-new-game-page.c: a game's page in the New Game dialog (see the header). */
#include "config.h"

#include "vik-new-game-page.h"

G_DEFINE_INTERFACE (VikNewGamePage, vik_new_game_page, GTK_TYPE_WIDGET)

static void
vik_new_game_page_default_init (VikNewGamePageInterface *iface)
{
  g_object_interface_install_property (iface,
                                       g_param_spec_boolean ("can-start", NULL, NULL, TRUE,
                                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
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
  gboolean can = TRUE;

  g_object_get (page, "can-start", &can, NULL);
  return can;
}

void
vik_new_game_page_started (VikNewGamePage *page)
{
  g_signal_emit_by_name (page, "started");
}
