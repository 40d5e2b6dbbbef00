/* cli-server-probe.h: what net-bench learns of the server it measures. */
#pragma once

#include <gio/gio.h>

/* CPU seconds (user + system) the process has used so far. */
double cli_server_cpu_seconds   (GSubprocess *process);
/* Its resident memory, KiB. */
double cli_server_rss_kib       (GSubprocess *process);
/* Its open file descriptors. */
guint  cli_server_descriptors   (GSubprocess *process);
/* The viktory-server built or installed beside this program, else the one on PATH. */
char  *cli_server_default_path  (void);
/* New clients, one after another, each timed from connecting to its
 * `welcome` (as a spectator of `game`); prints the median and the largest. */
void   cli_server_time_welcomes (const char *uri, const char *game, int count);
