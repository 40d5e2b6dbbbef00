/* vik-ws-frame.h: the WebSocket wire format (RFC 6455) as pure functions over
 * bytes, for the server's own event loop (vik-ws-server.c): the opening
 * handshake a client sends and the frames it sends and receives.  Nothing
 * here reads a socket, so every case is tested (and fuzzed) on plain bytes. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  VIK_WS_OP_CONTINUATION = 0x0,
  VIK_WS_OP_TEXT = 0x1,
  VIK_WS_OP_BINARY = 0x2,
  VIK_WS_OP_CLOSE = 0x8,
  VIK_WS_OP_PING = 0x9,
  VIK_WS_OP_PONG = 0xA,
} VikWsOpcode;

/* The close codes the server sends (RFC 6455 7.4.1). */
#define VIK_WS_CLOSE_NORMAL          1000
#define VIK_WS_CLOSE_PROTOCOL_ERROR  1002
#define VIK_WS_CLOSE_BAD_DATA        1007
#define VIK_WS_CLOSE_POLICY          1008
#define VIK_WS_CLOSE_TOO_BIG         1009

/* The most a request's line and headers may take before the blank line. */
#define VIK_WS_MAX_REQUEST 8192

typedef enum {
  VIK_WS_PARSE_MORE,    /* not a whole frame (or request) yet: read more */
  VIK_WS_PARSE_DONE,    /* one whole frame (or request) */
  VIK_WS_PARSE_ERROR,   /* the peer broke the protocol: close (with *close_code) */
} VikWsParse;

typedef struct {
  guint8 opcode;         /* VikWsOpcode */
  gboolean fin;          /* the last frame of its message */
  gsize header_len;      /* bytes before the payload */
  gsize payload_len;
  guint8 mask[4];        /* a client's frames are always masked */
} VikWsFrame;

/* Reads the frame at the start of `data` (`len` bytes so far): masked if
 * `from_client` (as a server reads), unmasked if not (as a client reads); no
 * reserved bits, a known opcode, control frames whole and at most 125
 * bytes, a payload of at most `max_payload` bytes (else
 * VIK_WS_CLOSE_TOO_BIG).  DONE: the frame's header_len + payload_len bytes
 * are all in `data`. */
VikWsParse vik_ws_frame_parse  (const guint8 *data, gsize len, gsize max_payload, gboolean from_client,
                                VikWsFrame *frame, gushort *close_code);
/* Unmasks a whole payload in place. */
void       vik_ws_frame_unmask (guint8 *payload, gsize len, const guint8 mask[4]);
/* Appends a server's frame (final, unmasked) holding `payload`. */
void       vik_ws_frame_append (GByteArray *out, VikWsOpcode opcode, const void *payload, gsize len);
/* Appends a client's frame (final, masked with `mask`). */
void       vik_ws_frame_append_masked (GByteArray *out, VikWsOpcode opcode, const void *payload, gsize len,
                                       const guint8 mask[4]);
/* Appends a close frame: the code, then the reason cut to what fits (123 bytes). */
void       vik_ws_frame_append_close (GByteArray *out, gushort code, const char *reason);

/* Reads a client's opening handshake at the start of `data`: a GET of
 * `path` (with an optional ?query) over HTTP/1.1 asking to upgrade to
 * WebSocket version 13 with a valid key.
 * MORE: no blank line yet (and under VIK_WS_MAX_REQUEST bytes).
 * DONE: *consumed bytes were the request; *response is the 101 answer and
 *   *query the query string (NULL if none): both for the caller to free.
 * ERROR: *response is an HTTP error answer to send before closing. */
VikWsParse vik_ws_handshake_parse (const char *data, gsize len, const char *path, gsize *consumed,
                                   char **response, char **query);

G_END_DECLS
