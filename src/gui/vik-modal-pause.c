/* vik-modal-pause.c: computers wait while a modal dialog shows (see the
 * header).
 *
 * A dialog is noticed when it joins or leaves the toplevels and when it
 * changes its visibility, modality or parent: a dialog may be hidden rather
 * than destroyed, or made modal after it was shown. */
#include "config.h"

#include "vik-modal-pause.h"

typedef struct {
  GtkWindow *window;       /* NULL once it is destroyed */
  GWeakRef target;
  char *property;
  GListModel *toplevels;
  gulong changed_id;
  guint idle_id;
} ModalPause;

static void
modal_pause_clear (gpointer data)
{
  ModalPause *mp = data;

  g_weak_ref_clear (&mp->target);
  g_free (mp->property);
}

static void
modal_pause_unref (gpointer data)
{
  g_rc_box_release_full (data, modal_pause_clear);
}

static void
modal_pause_unref_closure (gpointer data, GClosure *closure)
{
  modal_pause_unref (data);
}

gboolean
vik_modal_pause_has_modal (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = g_list_model_get_n_items (toplevels);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkWindow) other = g_list_model_get_item (toplevels, i);
      if (other != window && gtk_window_get_transient_for (other) == window && gtk_window_get_modal (other)
          && gtk_widget_get_visible (GTK_WIDGET (other)))
        return TRUE;
    }
  return FALSE;
}

static gboolean
update (gpointer data)
{
  ModalPause *mp = data;
  g_autoptr (GObject) target = g_weak_ref_get (&mp->target);

  mp->idle_id = 0;
  if (mp->window != NULL && target != NULL)
    g_object_set (target, mp->property, vik_modal_pause_has_modal (mp->window), NULL);
  return G_SOURCE_REMOVE;
}

/* Looked at once what runs now is done, when a new dialog has been made
 * transient, modal and shown.  At the default priority, not the idle one:
 * a spinner or an animation redraws at a higher priority than idle work
 * and, drawn slowly, can keep an idle source from ever running (the
 * computers then stayed paused after New Game). */
static void
schedule (ModalPause *mp)
{
  if (mp->window != NULL && mp->idle_id == 0)
    mp->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, update, g_rc_box_acquire (mp), modal_pause_unref);
}

static void
on_window_changed (GtkWindow *window, GParamSpec *pspec, ModalPause *mp)
{
  schedule (mp);
}

static void
watch (ModalPause *mp, GtkWindow *window)
{
  static const char *const changes[] = { "notify::visible", "notify::modal", "notify::transient-for" };

  if (window == mp->window)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    g_signal_connect_data (window, changes[i], G_CALLBACK (on_window_changed), g_rc_box_acquire (mp),
                           modal_pause_unref_closure, 0);
}

static void
on_toplevels_changed (GListModel *list, guint position, guint removed, guint added, ModalPause *mp)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (list, i);
      watch (mp, window);
    }
  schedule (mp);
}

static void
on_destroy (GtkWindow *window, ModalPause *mp)
{
  g_clear_signal_handler (&mp->changed_id, mp->toplevels);
  g_clear_handle_id (&mp->idle_id, g_source_remove);
  mp->window = NULL;   /* the handlers on other windows do nothing more */
}

void
vik_modal_pause_bind (GtkWindow *window, GObject *target, const char *property)
{
  ModalPause *mp = g_rc_box_new0 (ModalPause);
  guint n;

  mp->window = window;
  g_weak_ref_init (&mp->target, target);
  mp->property = g_strdup (property);
  mp->toplevels = gtk_window_get_toplevels ();
  n = g_list_model_get_n_items (mp->toplevels);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkWindow) other = g_list_model_get_item (mp->toplevels, i);
      watch (mp, other);
    }
  mp->changed_id = g_signal_connect_data (mp->toplevels, "items-changed", G_CALLBACK (on_toplevels_changed),
                                          g_rc_box_acquire (mp), modal_pause_unref_closure, 0);
  /* the bind's own reference, given back when the window goes */
  g_signal_connect_data (window, "destroy", G_CALLBACK (on_destroy), mp, modal_pause_unref_closure, 0);
}
