/* vik-registry.c: a short list of entries found by id (see the header). */
#include "vik-registry.h"

static const char *
id_of (const void *entry)
{
  return *(const char *const *) entry;
}

void
vik_registry_add (VikRegistry *registry, const void *entry)
{
  g_return_if_fail (entry != NULL && id_of (entry) != NULL);

  if (vik_registry_find (registry, id_of (entry)) != NULL)
    return;
  g_return_if_fail (registry->n < VIK_REGISTRY_MAX);
  registry->entries[registry->n++] = entry;
}

const void *
vik_registry_find (const VikRegistry *registry, const char *id)
{
  for (guint i = 0; id != NULL && i < registry->n; i++)
    if (g_strcmp0 (id_of (registry->entries[i]), id) == 0)
      return registry->entries[i];
  return NULL;
}
