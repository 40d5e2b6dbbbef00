/* fuzz-target.c: a libFuzzer target for one file format, chosen at build time
 * with -DVIK_FUZZ_FORMAT (tests/fuzz/meson.build builds fuzz-save, fuzz-map
 * and fuzz-scenario from it).  A finding aborts, so libFuzzer keeps the input. */
#include "config.h"

#include "vik-fuzz.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  /* A GLib critical or warning is a defect like a crash. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *why = NULL;

  if (!vik_fuzz_one (VIK_FUZZ_FORMAT, data, size, &why))
    {
      fprintf (stderr, "viktory fuzz finding (%s): %s\n", vik_fuzz_format_name (VIK_FUZZ_FORMAT), why);
      abort ();
    }
  return 0;
}
