/* test-help.c: the "How to play" reference builds, and speaks German.
 *
 * Run under Xvfb.  With VIKTORY_LOCALEDIR set to the build's catalogues and
 * LANGUAGE=de, the window title and the first heading must be the German
 * ones; with --expect-english, the English ones. */
#include "config.h"

#include "vik-help-window.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "gui-test-util.h"

static gboolean expect_german = TRUE;

static gboolean
is_type (GtkWidget *widget, gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static void
test_help_window (void)
{
  GtkWindow *window = vik_help_window_new (NULL);
  const VikHelpSection *s = vik_help_sections ();
  guint n = 0;

  g_assert_nonnull (window);
  g_assert_cmpstr (gtk_window_get_title (window), ==, expect_german ? "So wird gespielt" : "How to Play");
  /* its frame a template (vik-help-window.ui): the header bar, the scrolled page */
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (window), ==, "VikHelpFrame");
  g_assert_nonnull (gui_test_find_widget (GTK_WIDGET (window), is_type, GSIZE_TO_POINTER (ADW_TYPE_HEADER_BAR)));
  g_assert_nonnull (gui_test_find_widget (GTK_WIDGET (window), is_type, GSIZE_TO_POINTER (GTK_TYPE_SCROLLED_WINDOW)));
  /* every section's heading is on the page, translated */
  for (; s->heading != NULL; s++, n++)
    g_assert_nonnull (gui_test_find_label (GTK_WIDGET (window), _(s->heading)));
  g_assert_cmpuint (n, >=, 8);
  g_assert_nonnull (gui_test_find_label (GTK_WIDGET (window), expect_german ? "Gebirge" : "Mountain"));
  g_assert_nonnull (gui_test_find_label (GTK_WIDGET (window), expect_german ? "1 Infanterie + 1 Artillerie"
                                                                   : "1 Infantry + 1 Artillery"));
  gtk_window_destroy (window);
}

static void
test_sections_cite_rules (void)
{
  /* every section but the first cites a rule case as a number, e.g. (10.12) */
  const VikHelpSection *s = vik_help_sections ();

  for (s++; s->heading != NULL; s++)
    g_assert_true (g_regex_match_simple ("\\([0-9]+\\.[0-9]+", s->body, 0, 0));
}

/* docs/editions.md: the reference follows the edition, in its book's words and
 * case numbers, with its chart. */
static void
test_help_editions (void)
{
  g_autofree char *v21 = vik_help_section_body (VIK_EDITION_V2_1, 4);
  g_autofree char *de = vik_help_section_body (VIK_EDITION_DE_V1_1, 4);
  g_autofree char *v1 = vik_help_section_body (VIK_EDITION_V1, 4);
  g_autofree char *de_aim = vik_help_section_body (VIK_EDITION_DE_V1_1, 0);
  GtkWindow *window;

  /* Movement: v2.1's slow terrain (10.12), the German book's (9.12), none in v1. */
  g_assert_nonnull (strstr (v21, "(10.12)"));
  g_assert_nonnull (strstr (de, "(9.12)"));
  g_assert_null (strstr (de, "(10.12)"));
  g_assert_nonnull (strstr (v1, "(Movement)"));
  g_assert_null (strstr (v1, "(10."));
  /* A section the German book does not change keeps v2.1's text with its cases. */
  g_assert_cmpstr (de_aim, ==, _(vik_help_sections ()[0].body));
  for (int e = 0; e < VIK_N_EDITIONS; e++)
    for (guint i = 1; vik_help_sections ()[i].heading != NULL; i++)
      {
        g_autofree char *body = vik_help_section_body (e, i);
        g_assert_true (g_regex_match_simple ("\\([0-9]+\\.[0-9]+|\\([A-Z][a-z]", body, 0, 0));
      }
  /* The German book's chart: a Plains City supports two Infantry. */
  window = vik_help_window_new_for (NULL, VIK_EDITION_DE_V1_1);
  g_assert_nonnull (gui_test_find_label (GTK_WIDGET (window), expect_german ? "2 Infanterie" : "2 Infantry"));
  g_assert_null (gui_test_find_label (GTK_WIDGET (window), expect_german ? "3 Infanterie" : "3 Infantry"));
  gtk_window_destroy (window);
}

/* The index of the section headed `heading` (untranslated). */
static guint
section_index (const char *heading)
{
  const VikHelpSection *s = vik_help_sections ();

  for (guint i = 0; s[i].heading != NULL; i++)
    if (strcmp (s[i].heading, heading) == 0)
      return i;
  g_assert_not_reached ();
}

/* Victory names Subjugation Conquest [5.2] and the Alliance Optional Victory
 * [16.87] where the book has them; the optional rules section lists every
 * optional rule of the edition's book by its own name and case, and none of
 * another book's. */
static void
test_help_victory_and_options (void)
{
  guint victory = section_index ("Victory"), options = section_index ("Optional rules");

  for (int e = 0; e < VIK_N_EDITIONS; e++)
    {
      g_autofree char *v = vik_help_section_body (e, victory);
      g_autofree char *o = vik_help_section_body (e, options);
      GtkWindow *window;

      g_assert_true ((strstr (v, "(5.2, ") != NULL) == vik_edition_has_victory (e, VIK_VICTORY_SUBJUGATION));
      g_assert_true ((strstr (v, "(16.87)") != NULL) == vik_edition_has_victory (e, VIK_VICTORY_TWO_VASSALS));
      g_assert_true (pango_parse_markup (o, -1, 0, NULL, NULL, NULL, NULL));
      g_assert_true (pango_parse_markup (v, -1, 0, NULL, NULL, NULL, NULL));
      for (int k = 0; k < VIK_N_OPTIONS; k++)
        {
          g_autofree char *title = vik_option_title_in (e, k);
          g_autofree char *escaped = g_markup_escape_text (title, -1);
          if ((strstr (o, escaped) != NULL) != vik_edition_has_option (e, k))
            g_error ("%s: %s %s listed", vik_edition_id (e), title,
                     vik_edition_has_option (e, k) ? "not" : "wrongly");
        }
      window = vik_help_window_new_for (NULL, e);
      g_assert_nonnull (gui_test_find_label (GTK_WIDGET (window), _("Optional rules")));
      gtk_window_destroy (window);
    }
  /* The German book's names and cases: Flat World (15.1), Subjugation's cases 15.6x. */
  {
    g_autofree char *de = vik_help_section_body (VIK_EDITION_DE_V1_1, options);
    g_autofree char *v21 = vik_help_section_body (VIK_EDITION_V2_1, options);
    g_assert_nonnull (strstr (de, expect_german ? "Flache Welt (15.1)" : "Flat World (15.1)"));
    g_assert_nonnull (strstr (de, "(15.63)"));
    g_assert_null (strstr (de, "(16."));
    g_assert_nonnull (strstr (v21, "(16.83)"));
    g_assert_nonnull (strstr (v21, expect_german ? "Unterwerfung (16.8)" : "Subjugation (16.8)"));
  }
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("VIKTORY_LOCALEDIR");

  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--expect-english") == 0)
      expect_german = FALSE;
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  g_test_add_func ("/help/window", test_help_window);
  g_test_add_func ("/help/sections-cite-rules", test_sections_cite_rules);
  g_test_add_func ("/help/editions", test_help_editions);
  g_test_add_func ("/help/victory-and-optional-rules", test_help_victory_and_options);
  return g_test_run ();
}
