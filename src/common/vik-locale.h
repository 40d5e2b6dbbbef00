/* vik-locale.h: where the programs find their translations. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The folder of the message catalogues to bind GETTEXT_PACKAGE to:
 * $VIKTORY_LOCALEDIR when set; else, for a program run uninstalled from a
 * meson build tree (<build>/src/<dir>/<program>, <build>/meson-private
 * beside it) whose <build>/po holds compiled catalogues, that folder (so
 * `build/src/app/viktory` speaks German under LANGUAGE=de, as the README
 * runs it); else the installed LOCALEDIR.  The string lives as long as the
 * program. */
const char *vik_locale_dir (void);

/* The same decision for a program at `exe` (tests). g_free(). */
char       *vik_locale_dir_for (const char *exe);

G_END_DECLS
