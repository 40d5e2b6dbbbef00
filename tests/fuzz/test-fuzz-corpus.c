/* test-fuzz-corpus.c: every file of the fuzz corpus and of the regression set
 * (tests/fuzz/{corpus,regressions}/{save,map,scenario}/) through the fuzz
 * targets' own checks (vik-fuzz.c), with the ordinary compiler: a defect a
 * fuzzer once found stays found without clang. */
#include "config.h"

#include "vik-fuzz.h"

typedef struct {
  VikFuzzFormat format;
  char *path;
} Input;

static void
input_free (gpointer data)
{
  Input *input = data;

  g_free (input->path);
  g_free (input);
}

static void
test_input (gconstpointer data)
{
  const Input *input = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *why = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (input->path, &contents, &length, &error));
  g_assert_no_error (error);
  if (!vik_fuzz_one (input->format, (const guint8 *) contents, length, &why))
    g_test_fail_printf ("%s: %s", input->path, why);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* Adds a test for each file of set/format; returns how many. */
static guint
add_folder (const char *set, VikFuzzFormat format)
{
  const char *name = vik_fuzz_format_name (format);
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "fuzz", set, name, NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *file;

  if (dir == NULL)
    return 0;
  while ((file = g_dir_read_name (dir)) != NULL)
    if (file[0] != '.')
      g_ptr_array_add (files, g_strdup (file));
  g_ptr_array_sort (files, compare_names);
  for (guint i = 0; i < files->len; i++)
    {
      Input *input = g_new0 (Input, 1);
      g_autofree char *test_path = g_strdup_printf ("/fuzz/%s/%s/%s", set, name,
                                                    (const char *) files->pdata[i]);

      input->format = format;
      input->path = g_build_filename (dir_path, files->pdata[i], NULL);
      g_test_add_data_func_full (test_path, input, test_input, input_free);
    }
  return files->len;
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (VikFuzzFormat format = VIK_FUZZ_SAVE; format < VIK_FUZZ_N_FORMATS; format++)
    {
      /* The seed corpus is part of the tree: an empty folder is a packaging mistake. */
      if (add_folder ("corpus", format) == 0)
        g_error ("no fuzz corpus for %s", vik_fuzz_format_name (format));
      add_folder ("regressions", format);
    }
  return g_test_run ();
}
