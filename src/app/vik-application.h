/* vik-application.h: the game application (io.github.viktory.Viktory). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VIK_TYPE_APPLICATION (vik_application_get_type ())
G_DECLARE_FINAL_TYPE (VikApplication, vik_application, VIK, APPLICATION, AdwApplication)

VikApplication *vik_application_new (void);

/* When main() started (g_get_monotonic_time), for --benchmark-startup. */
extern gint64 vik_main_start_time;

G_END_DECLS
