/* vik-modal-pause.c: computers wait while a modal dialog shows (see the
 * header). */
#include "config.h"

#include "vik-modal-pause.h"

typedef struct {
  GtkWindow *window;       /* not held: the watch ends with its "destroy" */
  GWeakRef target;
  char *property;
  GListModel *toplevels;
  gulong changed_id;
  guint idle_id;
} ModalPause;

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
  if (target != NULL)
    g_object_set (target, mp->property, vik_modal_pause_has_modal (mp->window), NULL);
  return G_SOURCE_REMOVE;
}

/* A window comes or goes: look once the main loop is idle again, when a new
 * dialog has been made transient, modal and shown. */
static void
on_toplevels_changed (GListModel *list, guint position, guint removed, guint added, ModalPause *mp)
{
  if (mp->idle_id == 0)
    mp->idle_id = g_idle_add (update, mp);
}

static void
on_destroy (GtkWindow *window, ModalPause *mp)
{
  g_signal_handler_disconnect (mp->toplevels, mp->changed_id);
  g_signal_handlers_disconnect_by_data (window, mp);
  g_clear_handle_id (&mp->idle_id, g_source_remove);
  g_weak_ref_clear (&mp->target);
  g_free (mp->property);
  g_free (mp);
}

void
vik_modal_pause_bind (GtkWindow *window, GObject *target, const char *property)
{
  ModalPause *mp = g_new0 (ModalPause, 1);

  mp->window = window;
  g_weak_ref_init (&mp->target, target);
  mp->property = g_strdup (property);
  mp->toplevels = gtk_window_get_toplevels ();
  mp->changed_id = g_signal_connect (mp->toplevels, "items-changed", G_CALLBACK (on_toplevels_changed), mp);
  g_signal_connect (window, "destroy", G_CALLBACK (on_destroy), mp);
}
