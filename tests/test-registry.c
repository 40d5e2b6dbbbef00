/* test-registry.c: the short list of entries found by id (vik-registry.h),
 * under the registered games' windows and editors. */
#include "vik-registry.h"

typedef struct {
  const char *id;
  int value;
} Entry;

static void
test_add_and_find (void)
{
  static const Entry a = { "viktory2", 1 }, b = { "victory", 2 }, a_again = { "viktory2", 3 };
  VikRegistry registry = { 0 };
  const Entry *found;

  g_assert_null (vik_registry_find (&registry, "viktory2"));
  vik_registry_add (&registry, &a);
  vik_registry_add (&registry, &b);
  /* once: the same entry, or another with its id, is not added again */
  vik_registry_add (&registry, &a);
  vik_registry_add (&registry, &a_again);
  g_assert_cmpuint (registry.n, ==, 2);
  g_assert_true (registry.entries[0] == &a);
  g_assert_true (registry.entries[1] == &b);
  found = vik_registry_find (&registry, "victory");
  g_assert_nonnull (found);
  g_assert_cmpint (found->value, ==, 2);
  g_assert_cmpint (((const Entry *) vik_registry_find (&registry, "viktory2"))->value, ==, 1);
  g_assert_null (vik_registry_find (&registry, "chess"));
  g_assert_null (vik_registry_find (&registry, NULL));
}

/* Full: a ninth entry is refused with a critical, the eight kept. */
static void
test_full (void)
{
  static Entry entries[VIK_REGISTRY_MAX + 1];
  static char ids[VIK_REGISTRY_MAX + 1][8];
  VikRegistry registry = { 0 };

  for (int i = 0; i <= VIK_REGISTRY_MAX; i++)
    {
      g_snprintf (ids[i], sizeof ids[i], "g%d", i);
      entries[i].id = ids[i];
      entries[i].value = i;
    }
  for (int i = 0; i < VIK_REGISTRY_MAX; i++)
    vik_registry_add (&registry, &entries[i]);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*registry->n < VIK_REGISTRY_MAX*");
  vik_registry_add (&registry, &entries[VIK_REGISTRY_MAX]);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (registry.n, ==, VIK_REGISTRY_MAX);
  g_assert_null (vik_registry_find (&registry, ids[VIK_REGISTRY_MAX]));
  g_assert_cmpint (((const Entry *) vik_registry_find (&registry, "g7"))->value, ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/registry/add-and-find", test_add_and_find);
  g_test_add_func ("/registry/full", test_full);
  return g_test_run ();
}
