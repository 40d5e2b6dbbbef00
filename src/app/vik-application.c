/* vik-application.c: the game application: app actions, shortcuts, the
 * About window, and hidden options for the screenshot and the benchmark. */
#include "config.h"

#include "vik-application.h"
#include "vik-gui-util.h"
#include "vik-editor-window.h"
#include "vik-action-text.h"
#include "vik-board-render.h"
#include "vik-help-window.h"
#include "vik-host-server.h"
#include "vik-turn-watch.h"
#include "vik-policy.h"
#include "vik-text.h"
#include "vik-window.h"
#include "vic-window.h"
#include "vic-gui-game.h"
#include "vic-editor-game.h"
#include "vic-help-window.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

gint64 vik_main_start_time;

struct _VikApplication
{
  AdwApplication parent_instance;

  /* hidden options */
  char *screenshot;
  gboolean benchmark;
  int players;
  gint64 seed;
  int play;
  char *activate;
  /* --editor [FILE] */
  gboolean editor;
  /* "it is your turn" for the network games no window shows */
  VikTurnWatch *turns;
};

G_DEFINE_FINAL_TYPE (VikApplication, vik_application, ADW_TYPE_APPLICATION)

static const GOptionEntry options[] = {
  { "screenshot", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, NULL,
    N_("Write a PNG of the window once it is drawn, then quit"), N_("FILE") },
  { "benchmark-startup", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, NULL,
    N_("Print the time to the first frame and the memory with an 8-player game, then quit"), NULL },
  { "players", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, NULL,
    N_("Start a game for N players at once"), N_("N") },
  { "seed", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT64, NULL,
    N_("The seed of that game"), N_("SEED") },
  { "play", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, NULL,
    N_("Play N actions of that game with the computer's aggressive policy"), N_("N") },
  { "activate", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, NULL,
    N_("Activate ACTION (e.g. win.new-game) before the screenshot; its dialog is written to FILE-dialog.png"),
    N_("ACTION") },
  { "editor", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Open the map and scenario editor, on FILE when given"), NULL },
  { NULL }
};

static const char *demo_names[] = {
  "Astrid", "Bjorn", "Cnut", "Dagny", "Erik", "Freya", "Gunnar", "Helga"
};

static double
elapsed_ms (void)
{
  return (g_get_monotonic_time () - vik_main_start_time) / 1000.0;
}

/* ---------------------------------------------------------------- benchmark and screenshot */

static long
resident_kb (void)
{
  long size = 0, resident = 0;
  FILE *f = fopen ("/proc/self/statm", "r");

  if (f == NULL)
    return -1;
  if (fscanf (f, "%ld %ld", &size, &resident) != 2)
    resident = -1;
  fclose (f);
  return resident < 0 ? -1 : resident * (sysconf (_SC_PAGESIZE) / 1024);
}

/* Private memory (not shared with other processes: no library code pages), in kB. */
static long
private_kb (void)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  long total = 0;

  if (!g_file_get_contents ("/proc/self/smaps_rollup", &text, NULL, NULL))
    return -1;
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Private_Clean:") || g_str_has_prefix (lines[i], "Private_Dirty:"))
      total += g_ascii_strtoll (strchr (lines[i], ':') + 1, NULL, 10);
  return total;
}

static double
board_draw_ms (VikWindow *window)
{
  const VikGame *game = vik_game_model_get_game (vik_window_get_model (window));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  cairo_t *cr = cairo_create (surface);
  VikBoardStyle style;
  const int frames = 30;
  gint64 start;

  vik_board_style_init (&style, game, 1920, 1080);
  vik_board_render (cr, game, &style); /* warm up fonts and caches */
  start = g_get_monotonic_time ();
  for (int i = 0; i < frames; i++)
    vik_board_render (cr, game, &style);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

static gboolean
save_screenshot (GtkWidget *window, const char *path, GError **error)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int w = gtk_widget_get_width (window), h = gtk_widget_get_height (window);
  GskRenderNode *node;
  GdkTexture *texture;
  gboolean ok;

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_object_unref (paintable);
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "nothing drawn");
      return FALSE;
    }
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  ok = gdk_texture_save_to_png (texture, path);
  if (!ok)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not write %s", path);
  g_object_unref (texture);
  gsk_render_node_unref (node);
  return ok;
}

/* A dialog of window on show (the new game, the game over, the shortcuts), or NULL. */
static GtkWidget *
shown_dialog (GtkWidget *window)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *i = toplevels; i != NULL; i = i->next)
    if (i->data != window && gtk_widget_get_visible (i->data)
        && gtk_window_get_transient_for (i->data) == GTK_WINDOW (window))
      return i->data;
  return NULL;
}

static gboolean
screenshot_later (gpointer data)
{
  VikApplication *self = VIK_APPLICATION (g_application_get_default ());
  GtkWidget *window = data;
  GtkWidget *dialog = shown_dialog (window);
  g_autoptr (GError) error = NULL;

  if (dialog != NULL)
    {
      g_autofree char *base = g_str_has_suffix (self->screenshot, ".png")
                              ? g_strndup (self->screenshot, strlen (self->screenshot) - 4)
                              : g_strdup (self->screenshot);
      g_autofree char *path = g_strconcat (base, "-dialog.png", NULL);
      if (!save_screenshot (dialog, path, &error))
        g_printerr ("viktory: %s\n", error->message);
      else
        g_print ("%s\n", path);
      g_clear_error (&error);
    }
  if (!save_screenshot (window, self->screenshot, &error))
    g_printerr ("viktory: %s\n", error->message);
  else
    {
      /* the editor's window has no game */
      const VikGame *game = VIK_IS_WINDOW (window)
                            ? vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (window))) : NULL;
      if (game != NULL)
        g_print ("%s: turn %d, %s\n", self->screenshot, vik_game_get_turn (game),
                 vik_phase_name (vik_game_get_phase (game)));
      else
        g_print ("%s\n", self->screenshot);
    }
  g_application_quit (G_APPLICATION (self));
  return G_SOURCE_REMOVE;
}

static void
on_first_paint (GdkFrameClock *clock, GtkWidget *window)
{
  VikApplication *self = VIK_APPLICATION (g_application_get_default ());

  g_signal_handlers_disconnect_by_func (clock, on_first_paint, window);
  if (self->benchmark)
    {
      double startup = elapsed_ms ();
      long kb = resident_kb ();
      long private = private_kb ();
      double draw = board_draw_ms (VIK_WINDOW (window));
      g_print ("startup to first frame: %.1f ms (target < 300 ms)\n", startup);
      g_print ("resident memory, 8-player game open: %.1f MB (target < 100 MB), "
               "of which private (not shared library pages): %.1f MB\n", kb / 1024.0, private / 1024.0);
      g_print ("board draw, 8 players at 1920x1080 (cairo image surface): %.2f ms per frame (target < 8 ms)\n",
               draw);
      g_application_quit (G_APPLICATION (self));
      return;
    }
  if (self->activate != NULL)
    {
      g_autofree char *name = NULL;
      g_autoptr (GVariant) target = NULL;
      g_autoptr (GError) error = NULL;
      if (g_action_parse_detailed_name (self->activate, &name, &target, &error))
        gtk_widget_activate_action_variant (window, name, target);
      else
        g_printerr ("viktory: %s\n", error->message);
    }
  if (self->screenshot != NULL)
    g_timeout_add (self->activate != NULL ? 800 : 400, screenshot_later, window);
}

static void
on_window_map (GtkWidget *window, gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  if (clock != NULL)
    g_signal_connect (clock, "after-paint", G_CALLBACK (on_first_paint), window);
}

/* A started game for the screenshot and the benchmark, played on a little. */
static void
start_demo_game (VikApplication *self, VikWindow *window)
{
  VikGameOptions opts = { 0 };
  VikGameModel *model = vik_window_get_model (window);
  g_autoptr (GError) error = NULL;
  VikRng rng;

  opts.n_players = CLAMP (self->players, 2, VIK_MAX_PLAYERS);
  opts.seed = self->seed;
  for (int p = 0; p < opts.n_players; p++)
    opts.names[p] = demo_names[p];
  if (!vik_window_start_game (window, &opts, NULL, &error))
    {
      g_printerr ("viktory: %s\n", error->message);
      return;
    }
  vik_rng_seed (&rng, opts.seed, 99);
  for (int i = 0; i < self->play; i++)
    {
      const VikGame *game = vik_game_model_get_game (model);
      GArray *legal = vik_game_model_get_legal_actions (model);
      guint k;
      VikAction a;
      if (vik_game_is_over (game) || legal == NULL || legal->len == 0)
        break;
      k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data,
                             legal->len, &rng);
      a = g_array_index (legal, VikAction, k);
      if (!vik_game_model_apply (model, &a, &error))
        {
          g_printerr ("viktory: %s\n", error->message);
          break;
        }
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.handoff-ready", NULL);
  /* show a selected stack and its destinations, as a player would see them */
  {
    GArray *legal = vik_game_model_get_legal_actions (model);
    const VikGame *game = vik_game_model_get_game (model);
    for (guint i = 0; legal != NULL && i < legal->len; i++)
      {
        const VikAction *a = &g_array_index (legal, VikAction, i);
        if (a->kind == VIK_ACTION_MOVE)
          {
            vik_play_controller_set_selected (vik_window_get_play_controller (window), vik_action_origin (game, a));
            break;
          }
      }
  }
}

/* ---------------------------------------------------------------- app actions */

static void
quit_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (data)));

  /* closing lets each window autosave an unfinished game */
  for (GList *i = windows; i != NULL; i = i->next)
    gtk_window_close (GTK_WINDOW (i->data));
  g_list_free (windows);
}

static void
about_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplication *app = GTK_APPLICATION (data);
  static const char *developers[] = { "The Viktory contributors", NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("Viktory"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("A desktop version of the board wargame VIKTORY II: "
                                       "explore the map, build Towns and Cities, and conquer."),
                         "developers", developers,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "copyright", _("Game design: VIKTORY II by Morrison Games"),
                         NULL);
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (data));

  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
}

static void
help_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (data));

  /* each game its own How to Play */
  if (VIC_IS_WINDOW (active))
    {
      vic_help_window_present (active);
      return;
    }
  vik_help_window_present (active);
}

/* The map editor in a window of its own, on path when not NULL. */
static void
open_editor (GtkApplication *app, const char *path)
{
  VikApplication *self = VIK_APPLICATION (app);
  /* the window it was opened from, asked before the editor joins the
   * application (then it would be the active one itself: `--editor`) */
  GtkWindow *game = gtk_application_get_active_window (app);
  VikEditorWindow *editor = vik_editor_window_new (app);

  /* over the game window, centred, and never larger than it */
  if (game != NULL && game != GTK_WINDOW (editor))
    vik_window_place_over (GTK_WINDOW (editor), game, 1280, 820);

  if (self->screenshot != NULL)
    g_signal_connect (editor, "map", G_CALLBACK (on_window_map), NULL);
  gtk_window_present (GTK_WINDOW (editor));
  if (path != NULL)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
      vik_editor_window_open_file (editor, file, NULL);
    }
}

static void
editor_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  open_editor (GTK_APPLICATION (data), NULL);
}

static void join_link_activated (GSimpleAction *action, GVariant *param, gpointer data);
static gboolean game_in_a_window (const char *uri, const char *game, gpointer data);

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
  { .name = "help", .activate = help_activated },
  { .name = "new-game", .activate = new_game_activated },
  { .name = "editor", .activate = editor_activated },
  { .name = "join-link", .activate = join_link_activated, .parameter_type = "s" },
};

static const struct {
  const char *action;
  const char *accels[4];
} accels[] = {
  { "app.quit", { "<Primary>q", NULL } },
  { "win.new-game", { "<Primary>n", NULL } },
  { "win.open", { "<Primary>o", NULL } },
  { "win.save", { "<Primary>s", NULL } },
  { "win.save-as", { "<Primary><Shift>s", NULL } },
  { "win.undo", { "<Primary>z", NULL } },
  { "win.end-phase", { "<Primary>e", "<Primary>Return", NULL } },
  { "win.zoom-in", { "<Primary>plus", "<Primary>equal", "<Primary>KP_Add", NULL } },
  { "win.zoom-out", { "<Primary>minus", "<Primary>KP_Subtract", NULL } },
  { "win.zoom-fit", { "<Primary>0", "<Primary>KP_0", NULL } },
  { "win.replay", { "<Primary>r", NULL } },
  { "win.replay-file", { "<Primary><Shift>r", NULL } },
  { "win.statistics", { "<Primary>i", NULL } },
  { "win.toggle-side-panel", { "F9", NULL } },
  { "win.show-help-overlay", { "<Primary>question", NULL } },
  { "app.help", { "F1", NULL } },
};

/* ---------------------------------------------------------------- life cycle */

static void
vik_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (vik_application_parent_class)->startup (app);

  /* the games this program plays, for the shared window parts: the New Game
   * dialogs' choice, Host, Continue, another game's file or network game */
  vik_gui_games_register (vik_viktory_gui_game ());
  vik_gui_games_register (vic_victory_gui_game ());
  vik_editor_games_register (vik_viktory_editor_game ());
  vik_editor_games_register (vic_victory_editor_game ());
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries), app);
  {
    /* every few minutes: is it the player's turn in one of his network games? */
    VikApplication *self = VIK_APPLICATION (app);
    const char *every = g_getenv ("VIKTORY_TURN_POLL_SECONDS");
    guint seconds = every ? (guint) g_ascii_strtoull (every, NULL, 10) : 300;
    self->turns = vik_turn_watch_new (app, game_in_a_window, app);
    if (self->screenshot == NULL && !self->benchmark)
      vik_turn_watch_start (self->turns, seconds);
  }
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
  gtk_window_set_default_icon_name (APP_ID);
}

/* The game window: a new one unless the one shown has no game yet. */
static VikWindow *
window_for_game (VikApplication *self)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (VIK_IS_WINDOW (active) && vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (active))) == NULL)
    return VIK_WINDOW (active);
  return vik_window_new (GTK_APPLICATION (self));
}

static void
vik_application_activate (GApplication *app)
{
  VikApplication *self = VIK_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL && self->editor)
    {
      self->editor = FALSE;
      open_editor (GTK_APPLICATION (app), NULL);
      return;
    }
  if (window == NULL)
    {
      window = GTK_WINDOW (vik_window_new (GTK_APPLICATION (app)));
      if (self->benchmark && self->players == 0)
        self->players = 8;
      if (self->players > 0)
        start_demo_game (self, VIK_WINDOW (window));
      if (self->screenshot != NULL)
        gtk_window_set_default_size (window, 1400, 880);
      if (self->benchmark || self->screenshot != NULL)
        g_signal_connect (window, "map", G_CALLBACK (on_window_map), NULL);
    }
  gtk_window_present (window);
}

/* `viktory FILE` (and the desktop's "open with", and viktory:// links):
 * maps and scenarios open in the editor, an invitation link or a game's
 * address joins the network game, anything else is taken for a saved game. */
static void
vik_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  VikApplication *self = VIK_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      g_autofree char *path = g_file_get_path (files[i]);
      VikWindow *window;

      if (g_file_has_uri_scheme (files[i], "viktory"))
        {
          g_autofree char *link = g_file_get_uri (files[i]);
          window = window_for_game (self);
          gtk_window_present (GTK_WINDOW (window));
          vik_window_join_link (window, link);
          continue;
        }
      if (self->editor || (path != NULL && (g_str_has_suffix (path, ".vikscn") || g_str_has_suffix (path, ".vikmap"))))
        {
          self->editor = FALSE;
          open_editor (GTK_APPLICATION (app), path);
          continue;
        }
      /* another game's save ([Game] Game=victory) opens in a window of its game */
      {
        const VikGuiGame *other = vik_gui_games_of_file (files[i]);
        if (other != NULL && other->open_file != NULL
            && other->open_file (GTK_APPLICATION (app), NULL, files[i], NULL))
          continue;
      }
      /* a damaged one gets the window's dialog */
      window = window_for_game (self);
      gtk_window_present (GTK_WINDOW (window));
      vik_window_open_file (window, files[i], NULL);
    }
}

/* app.join-link (s): a notification's click, or any link. */
static void
join_link_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  VikWindow *window = window_for_game (VIK_APPLICATION (data));

  gtk_window_present (GTK_WINDOW (window));
  vik_window_join_link (window, g_variant_get_string (param, NULL));
}

/* A network game a window shows is watched by the window. */
static gboolean
game_in_a_window (const char *uri, const char *game, gpointer data)
{
  for (GList *i = gtk_application_get_windows (GTK_APPLICATION (data)); i != NULL; i = i->next)
    if (VIK_IS_WINDOW (i->data))
      {
        VikNetSession *play = vik_window_get_net_play (VIK_WINDOW (i->data));
        if (g_strcmp0 (vik_net_session_get_uri (play), uri) == 0
            && g_strcmp0 (vik_net_session_get_game_id (play), game) == 0)
          return TRUE;
      }
  return FALSE;
}

static void
vik_application_shutdown (GApplication *app)
{
  VikApplication *self = VIK_APPLICATION (app);

  g_clear_object (&self->turns);
  /* the server lives as long as the application (docs/gui.md, "Hosting") */
  vik_host_server_stop ();
  G_APPLICATION_CLASS (vik_application_parent_class)->shutdown (app);
}

static int
vik_application_handle_local_options (GApplication *app, GVariantDict *dict)
{
  VikApplication *self = VIK_APPLICATION (app);

  g_variant_dict_lookup (dict, "screenshot", "^ay", &self->screenshot);
  self->benchmark = g_variant_dict_contains (dict, "benchmark-startup");
  g_variant_dict_lookup (dict, "players", "i", &self->players);
  g_variant_dict_lookup (dict, "seed", "x", &self->seed);
  g_variant_dict_lookup (dict, "play", "i", &self->play);
  g_variant_dict_lookup (dict, "activate", "s", &self->activate);
  self->editor = g_variant_dict_contains (dict, "editor");
  if (self->benchmark || self->screenshot != NULL || self->editor)
    {
      /* a private instance: no D-Bus uniqueness, so it always runs here */
      GApplicationFlags flags = g_application_get_flags (app);
      g_application_set_flags (app, flags | G_APPLICATION_NON_UNIQUE);
    }
  return -1;
}

static void
vik_application_finalize (GObject *object)
{
  VikApplication *self = VIK_APPLICATION (object);

  g_free (self->screenshot);
  g_free (self->activate);
  G_OBJECT_CLASS (vik_application_parent_class)->finalize (object);
}

static void
vik_application_class_init (VikApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = vik_application_finalize;
  app_class->startup = vik_application_startup;
  app_class->activate = vik_application_activate;
  app_class->open = vik_application_open;
  app_class->shutdown = vik_application_shutdown;
  app_class->handle_local_options = vik_application_handle_local_options;
}

static void
vik_application_init (VikApplication *self)
{
  self->seed = 1;
  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

VikApplication *
vik_application_new (void)
{
  return g_object_new (VIK_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_CAN_OVERRIDE_APP_ID,
                       "resource-base-path", "/io/github/viktory/Viktory",
                       NULL);
}
