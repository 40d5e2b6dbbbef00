/* vik-fuzz.h: the body shared by the libFuzzer targets (fuzz-*.c, built with
 * clang and -Dfuzzing=true) and the ordinary corpus test (test-fuzz-corpus.c).
 *
 * One input is one file of a format.  It may be refused with a GError; if it
 * loads, it must hold the invariants, play on for a few seeded legal actions,
 * save, reload to the same thing and save to the same bytes again. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  VIK_FUZZ_SAVE,       /* a saved game (docs/file-format.md) */
  VIK_FUZZ_MAP,        /* a map (docs/map-format.md) */
  VIK_FUZZ_SCENARIO,   /* a scenario (docs/scenario-format.md) */
  VIK_FUZZ_VIC_SAVE,   /* a Victory save (docs/victory-file-format.md) */
  VIK_FUZZ_VIC_MAP,    /* a Victory map or layout */
  VIK_FUZZ_VIC_SCENARIO, /* a Victory scenario */
} VikFuzzFormat;

#define VIK_FUZZ_N_FORMATS (VIK_FUZZ_VIC_SCENARIO + 1)

/* The legal actions played on after a load, with the invariants after each. */
#define VIK_FUZZ_PLAY_ON 8

/* "save", "map", "scenario", "vic-save", "vic-map", "vic-scenario"; the
 * corpus folders have these names. */
const char *vik_fuzz_format_name (VikFuzzFormat format);

/* Runs one input.  TRUE when it was refused cleanly or passed every check;
 * FALSE with *why (free it) when the engine misbehaved: that is a finding. */
gboolean vik_fuzz_one (VikFuzzFormat format, const guint8 *data, gsize size, char **why);

G_END_DECLS
