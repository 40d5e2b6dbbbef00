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

/* A GLib critical or warning is a defect like a crash.  GLib would stop on a
 * fatal message with SIGTRAP, which libFuzzer does not catch: abort() instead,
 * so the input is kept. */
static GLogWriterOutput
abort_on_warning (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  GLogWriterOutput out = g_log_writer_standard_streams (level, fields, n_fields, data);

  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      fprintf (stderr, "viktory fuzz finding (%s): a GLib warning or critical\n",
               vik_fuzz_format_name (VIK_FUZZ_FORMAT));
      abort ();
    }
  return out;
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_log_set_writer_func (abort_on_warning, NULL, NULL);
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
