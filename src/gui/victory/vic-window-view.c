/* vic-window-view.c: the Victory window's view of its board (see
 * vic-window-view.h): zoom and fit, the window's size and the board's zoom
 * remembered, the keyboard's hex cursor, the primary menu's actions (the menu and the
 * announcer's line are the template's, data/ui/vic-window.ui). */
#include "config.h"

#include "vic-window-view.h"
#include "vic-window-private.h"
#include "vic-action-words.h"
#include "vic-phase-guide.h"
#include "vic-window-export.h"
#include "vic-window-replay.h"
#include "vik-announcer.h"
#include "vik-gui-util.h"

/* ---------------------------------------------------------------- zoom */

static void
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_board_view_zoom_action (VIC_WINDOW (widget)->board_view, name);
}

/* ---------------------------------------------------------------- settings */

static void
restore_window_state (VicWindow *self)
{
  GSettings *settings = self->settings;

  if (!vik_settings_has_key (settings, "victory-board-zoom"))
    return;
  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (g_settings_get_int (settings, "victory-window-width"), 360),
                               MAX (g_settings_get_int (settings, "victory-window-height"), 300));
  if (g_settings_get_boolean (settings, "victory-window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  /* a new game, an opened one keep it (the board is centred at it); Ctrl+0 sets 1.0 */
  g_settings_bind (settings, "victory-board-zoom", self->board_view, "zoom", G_SETTINGS_BIND_DEFAULT);
  /* Show Hex Labels: one choice for both games' boards */
  if (vik_settings_has_key (settings, "show-hex-labels"))
    g_settings_bind (settings, "show-hex-labels", self->painter, "show-labels", G_SETTINGS_BIND_DEFAULT);
}

void
vic_window_view_save_state (VicWindow *self)
{
  int width, height;

  g_return_if_fail (VIC_IS_WINDOW (self));
  if (!vik_settings_has_key (self->settings, "victory-window-width"))
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "victory-window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (width > 0 && height > 0 && !gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "victory-window-width", width);
      g_settings_set_int (self->settings, "victory-window-height", height);
    }
}

static gboolean
on_close_request (GtkWindow *window, VicWindow *self)
{
  vic_window_view_save_state (self);
  return FALSE;   /* let it close */
}

/* ---------------------------------------------------------------- the keyboard */

/* The hex cursor where the player may act first (the first hex the side
 * panel's guide lights: a City to deploy in, a block that can move, a
 * battle...), else in the middle of the map. */
static void
place_cursor (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  guint8 lit[VIC_MAX_HEXES] = { 0 };
  const VicMap *map;
  int hex;

  if (game == NULL)
    return;
  map = vic_game_get_map (game);
  hex = vic_map_centre (map);
  if (!vic_game_is_over (game) && vic_game_model_person_decides (self->model)
      && vic_phase_guide_hexes (game, vic_game_model_get_legal_actions (self->model), lit))
    for (int h = 0; h < map->n_hexes; h++)
      if (lit[h])
        {
          hex = h;
          break;
        }
  vik_board_view_set_cursor (self->board_view, hex);
}

/* The player at the table begins on the board: the hex cursor's arrows and
 * Enter play there (a screen reader reads the hex under it). */
static void
take_the_board (VicWindow *self)
{
  place_cursor (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
on_handoff_take_board (VikHandoff *handoff, GParamSpec *pspec, VicWindow *self)
{
  if (!vik_handoff_get_active (handoff) && gtk_widget_get_mapped (GTK_WIDGET (self)))
    take_the_board (self);
}

static gboolean
focus_board (gpointer data)
{
  VicWindow *self = data;

  if (self->handoff != NULL && !vik_handoff_get_active (self->handoff))
    take_the_board (self);
  return G_SOURCE_REMOVE;
}

/* A window shown without the hand-off screen (one person at the table): the
 * board has the first focus, once GTK has given the window its own. */
static void
on_map_take_board (GtkWidget *widget, VicWindow *self)
{
  g_idle_add_full (G_PRIORITY_LOW, focus_board, g_object_ref (self), g_object_unref);
}

static void
on_has_game (GObject *model, GParamSpec *pspec, VicWindow *self)
{
  vic_window_export_update (self);
  vic_window_replay_update (self);
}

/* ---------------------------------------------------------------- public */

void
vic_window_view_install_actions (GtkWidgetClass *widget_class)
{
  /* the last of an action's keys is the one its menu item shows */
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_plus, 0, "win.zoom-in" },
    { GDK_KEY_KP_Add, 0, "win.zoom-in" },
    { GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_minus, 0, "win.zoom-out" },
    { GDK_KEY_KP_Subtract, 0, "win.zoom-out" },
    { GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "win.zoom-out" },
    { GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out" },
    { GDK_KEY_KP_0, GDK_CONTROL_MASK, "win.zoom-fit" },
    { GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit" },
  };

  /* the primary menu and the announcer are the template's (data/ui/vic-window.ui) */
  gtk_widget_class_bind_template_callback (widget_class, on_close_request);
  gtk_widget_class_bind_template_callback (widget_class, on_handoff_take_board);
  gtk_widget_class_bind_template_callback (widget_class, on_map_take_board);
  vic_window_export_install_actions (widget_class);
  vic_window_replay_install_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  /* wherever the focus is (the application's accelerators are VIKTORY II's
   * and the same: a window without an application has these) */
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods, keys[i].action, NULL);
}

void
vic_window_view_init (VicWindow *self)
{
  /* the announcer's line follows the model's actions, after the window's
   * own handler (connected before), which may clear it for a new reader */
  vik_announcer_attach (self->announcer, VIK_SESSION (self->model));
  g_signal_connect_object (self->model, "notify::has-game", G_CALLBACK (on_has_game), self, 0);
  vic_window_export_update (self);
  vic_window_replay_update (self);
  restore_window_state (self);
  {
    /* win.show-labels: the menu's Show Hex Labels toggles the painter's */
    g_autoptr (GPropertyAction) labels = g_property_action_new ("show-labels", self->painter, "show-labels");
    g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (labels));
  }
}
