/* vik-gui-game.h: a game's windows as the shared window parts see them.
 *
 * Each game's window library describes itself once (VIKTORY II:
 * vik_viktory_gui_game(), src/gui/viktory/vik-viktory-gui-game.c; Victory:
 * vic_victory_gui_game(), src/gui/victory/vic-gui-game.c) and the program
 * registers every game at start-up (src/app/vik-application.c; the GUI
 * tests: gui_test_init_gtk()).  The shared parts (the New Game dialog's
 * "which game" row and its pages, the Host dialog, the start screen's Continue buttons,
 * opening a file or a network game of another game) go through this list,
 * so no folder of one game's windows includes another game's headers. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;             /* the game's VikRules id: "viktory2", "victory" */
  const char *widget_name;    /* of its toggle in New Game: "game-viktory", "game-victory" */
  const char *label;          /* the game's name */
  const char *subtitle;       /* N_(): what the game is, under the row's title */
  /* This game's page of the New Game dialog (vik-new-game-dialog.h), a
   * widget implementing VikNewGamePage (vik-new-game-page.h); `parent`: the
   * window the dialog stands over (any game's window, or NULL). */
  GtkWidget *(*new_game_page_new) (GtkWindow *parent);
  /* Is `window` one of this game's windows, showing no game? (Starting
   * another game from it closes it.)  NULL: never. */
  gboolean (*window_is_empty) (GtkWindow *window);

  /* Files.  Is `file` this game's save (its first group says so)?  NULL for
   * the game whose files say nothing (VIKTORY II's older saves). */
  gboolean (*owns_file)       (GFile *file);
  /* Opens `file` in a new window of this game over `parent`; FALSE with an
   * error (and a dialog shown) when it does not load. */
  gboolean (*open_file)       (GtkApplication *app, GtkWindow *parent, GFile *file, GError **error);
  /* Replays `file` (this game's save) in a replay window over `parent`, the
   * game never opened for play; one that cannot be replayed is told in a
   * dialog over `parent`. */
  void     (*replay_file)     (GtkWindow *parent, GFile *file);

  /* The start screen's Continue: the label of a button for the newest
   * autosave of this game in `dir` (NULL: there is none); opening it in a
   * new window over `parent` (FALSE with a dialog when there is none). */
  char    *(*continue_label)  (const char *dir);
  /* ... that autosave's path (its tooltip), NULL when there is none */
  char    *(*continue_path)   (const char *dir);
  gboolean (*continue_newest) (GtkWindow *parent, const char *dir);

  /* Network: a new window of this game joins `game` on `uri` with `token`
   * ("" for a spectator); just_hosted: this computer hosts it. */
  GtkWindow *(*join_network)  (GtkApplication *app, const char *uri, const char *game, const char *token,
                               gboolean just_hosted);

  /* Hosting: the game's set-ups to choose from (NULL: one standard set-up),
   * their titles, and whether one is played by `players`. */
  const char *const *(*scenario_ids) (void);
  const char *(*scenario_title)      (const char *id);
  gboolean    (*scenario_takes)      (const char *id, int players);
} VikGuiGame;

/* Adds a game to the list (once; in the order registered: its toggles and
 * buttons stand in that order). */
void                     vik_gui_games_register (const VikGuiGame *game);
/* Every registered game; n: how many. */
const VikGuiGame *const *vik_gui_games          (guint *n);
/* The game with this id, or NULL. */
const VikGuiGame        *vik_gui_games_find     (const char *id);
/* Some game's window showing no game (window_is_empty). */
gboolean                 vik_gui_games_window_is_empty (GtkWindow *window);
/* The game that says `file` is its own (owns_file), or NULL. */
const VikGuiGame        *vik_gui_games_of_file  (GFile *file);
/* Opens `file` in a new window of its game over `parent`: the game that
 * says it is its own, else the one whose files say nothing (owns_file
 * NULL).  FALSE with an error (and a dialog shown) when it does not load. */
gboolean                 vik_gui_games_open_file (GtkApplication *app, GtkWindow *parent, GFile *file,
                                                  GError **error);

/* Replays `file` in its game's replay window over `parent` (any game's
 * window's Replay a Saved Game…): the game that says it is its own, else the
 * one whose files say nothing. */
void                     vik_gui_games_replay_file (GtkWindow *parent, GFile *file);

/* VIKTORY II's entry (its windows are src/gui/viktory's). */
const VikGuiGame        *vik_viktory_gui_game   (void);

G_END_DECLS
