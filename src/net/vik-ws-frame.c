/* vik-ws-frame.c: the WebSocket handshake and frames (RFC 6455), on bytes. */
#define _GNU_SOURCE   /* memmem */
#include "vik-ws-frame.h"

#include <string.h>

VikWsParse
vik_ws_frame_parse (const guint8 *data, gsize len, gsize max_payload, gboolean from_client, VikWsFrame *frame,
                    gushort *close_code)
{
  guint64 payload;
  gsize at = 2;

  *close_code = VIK_WS_CLOSE_PROTOCOL_ERROR;
  if (len < 2)
    return VIK_WS_PARSE_MORE;
  frame->fin = (data[0] & 0x80) != 0;
  frame->opcode = data[0] & 0x0f;
  if (data[0] & 0x70)
    return VIK_WS_PARSE_ERROR;          /* no extension was agreed: reserved bits stay 0 */
  switch (frame->opcode)
    {
    case VIK_WS_OP_CONTINUATION:
    case VIK_WS_OP_TEXT:
    case VIK_WS_OP_BINARY:
    case VIK_WS_OP_CLOSE:
    case VIK_WS_OP_PING:
    case VIK_WS_OP_PONG:
      break;
    default:
      return VIK_WS_PARSE_ERROR;
    }
  if (!(data[1] & 0x80) != !from_client)
    return VIK_WS_PARSE_ERROR;          /* a client masks every frame, a server none (5.1) */
  payload = data[1] & 0x7f;
  if (payload == 126)
    {
      if (len < 4)
        return VIK_WS_PARSE_MORE;
      payload = ((guint64) data[2] << 8) | data[3];
      at = 4;
    }
  else if (payload == 127)
    {
      if (len < 10)
        return VIK_WS_PARSE_MORE;
      if (data[2] & 0x80)
        return VIK_WS_PARSE_ERROR;      /* the most significant bit is 0 (5.2) */
      payload = 0;
      for (int i = 2; i < 10; i++)
        payload = (payload << 8) | data[i];
      at = 10;
    }
  if (frame->opcode >= VIK_WS_OP_CLOSE && (!frame->fin || payload > 125))
    return VIK_WS_PARSE_ERROR;          /* control frames are whole and short (5.5) */
  if (payload > max_payload)
    {
      *close_code = VIK_WS_CLOSE_TOO_BIG;
      return VIK_WS_PARSE_ERROR;
    }
  if (from_client)
    {
      if (len < at + 4)
        return VIK_WS_PARSE_MORE;
      memcpy (frame->mask, data + at, 4);
      at += 4;
    }
  else
    memset (frame->mask, 0, 4);
  frame->header_len = at;
  frame->payload_len = (gsize) payload;
  if (len - frame->header_len < frame->payload_len)
    return VIK_WS_PARSE_MORE;
  return VIK_WS_PARSE_DONE;
}

void
vik_ws_frame_unmask (guint8 *payload, gsize len, const guint8 mask[4])
{
  for (gsize i = 0; i < len; i++)
    payload[i] ^= mask[i & 3];
}

static void
append_frame (GByteArray *out, VikWsOpcode opcode, const void *payload, gsize len, const guint8 *mask)
{
  guint8 header[14];
  gsize n = 2;

  header[0] = 0x80 | (guint8) opcode;
  if (len < 126)
    header[1] = (guint8) len;
  else if (len <= 0xffff)
    {
      header[1] = 126;
      header[2] = (guint8) (len >> 8);
      header[3] = (guint8) len;
      n = 4;
    }
  else
    {
      header[1] = 127;
      for (int i = 0; i < 8; i++)
        header[2 + i] = (guint8) ((guint64) len >> (56 - 8 * i));
      n = 10;
    }
  if (mask)
    {
      header[1] |= 0x80;
      memcpy (header + n, mask, 4);
      n += 4;
    }
  g_byte_array_append (out, header, (guint) n);
  if (len)
    {
      guint start = out->len;
      g_byte_array_append (out, payload, (guint) len);
      if (mask)
        vik_ws_frame_unmask (out->data + start, len, mask);   /* masking is the same XOR */
    }
}

void
vik_ws_frame_append (GByteArray *out, VikWsOpcode opcode, const void *payload, gsize len)
{
  append_frame (out, opcode, payload, len, NULL);
}

void
vik_ws_frame_append_masked (GByteArray *out, VikWsOpcode opcode, const void *payload, gsize len,
                            const guint8 mask[4])
{
  append_frame (out, opcode, payload, len, mask);
}

void
vik_ws_frame_append_close (GByteArray *out, gushort code, const char *reason)
{
  guint8 payload[125];
  gsize n = reason ? strlen (reason) : 0;

  if (n > sizeof payload - 2)
    {
      /* cut on a character's boundary: the reason is UTF-8 (5.5.1) */
      const char *end = g_utf8_find_prev_char (reason, reason + sizeof payload - 2 + 1);
      n = end ? (gsize) (end - reason) : 0;
    }
  payload[0] = (guint8) (code >> 8);
  payload[1] = (guint8) code;
  if (n)
    memcpy (payload + 2, reason, n);
  vik_ws_frame_append (out, VIK_WS_OP_CLOSE, payload, n + 2);
}

/* ------------------------------------------------------------ handshake */

static char *
http_error (const char *status, const char *extra)
{
  return g_strdup_printf ("HTTP/1.1 %s\r\nContent-Length: 0\r\nConnection: close\r\n%s\r\n", status,
                          extra ? extra : "");
}

/* Is `token` one of the comma-separated tokens of a header's value? */
static gboolean
has_token (const char *value, const char *token)
{
  g_auto (GStrv) tokens = g_strsplit (value, ",", -1);
  for (int i = 0; tokens[i]; i++)
    if (g_ascii_strcasecmp (g_strstrip (tokens[i]), token) == 0)
      return TRUE;
  return FALSE;
}

/* The Sec-WebSocket-Accept of a key (4.2.2). */
static char *
accept_of (const char *key)
{
  static const char guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
  g_autoptr (GChecksum) sha1 = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize n = sizeof digest;

  g_checksum_update (sha1, (const guchar *) key, (gssize) strlen (key));
  g_checksum_update (sha1, (const guchar *) guid, sizeof guid - 1);
  g_checksum_get_digest (sha1, digest, &n);
  return g_base64_encode (digest, n);
}

static gboolean
key_valid (const char *key)
{
  gsize n = 0;
  g_autofree guchar *raw = NULL;

  if (strlen (key) != 24 || strspn (key, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") != 24)
    return FALSE;
  raw = g_base64_decode (key, &n);
  return n == 16;
}

VikWsParse
vik_ws_handshake_parse (const char *data, gsize len, const char *path, gsize *consumed, char **response,
                        char **query)
{
  gsize seen = MIN (len, (gsize) VIK_WS_MAX_REQUEST);
  const char *end = memmem (data, seen, "\r\n\r\n", 4);
  g_autofree char *head = NULL;
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) request = NULL;
  const char *upgrade = NULL, *connection = NULL, *version = NULL, *key = NULL;
  g_autofree char *accept = NULL;
  char *target_query;

  *response = NULL;
  *query = NULL;
  if (memchr (data, '\0', end ? (gsize) (end - data) : seen))
    {
      *response = http_error ("400 Bad Request", NULL);
      return VIK_WS_PARSE_ERROR;
    }
  if (!end)
    {
      if (len < VIK_WS_MAX_REQUEST)
        return VIK_WS_PARSE_MORE;
      *response = http_error ("431 Request Header Fields Too Large", NULL);
      return VIK_WS_PARSE_ERROR;
    }
  *consumed = (gsize) (end - data) + 4;
  head = g_strndup (data, (gsize) (end - data));
  lines = g_strsplit (head, "\r\n", -1);
  request = g_strsplit (lines[0], " ", -1);
  if (g_strv_length (request) != 3 || strcmp (request[0], "GET") != 0 || strcmp (request[2], "HTTP/1.1") != 0)
    {
      *response = http_error ("400 Bad Request", NULL);
      return VIK_WS_PARSE_ERROR;
    }
  target_query = strchr (request[1], '?');
  if (target_query)
    *target_query++ = '\0';
  if (strcmp (request[1], path) != 0)
    {
      *response = http_error ("404 Not Found", NULL);
      return VIK_WS_PARSE_ERROR;
    }
  for (int i = 1; lines[i]; i++)
    {
      char *colon = strchr (lines[i], ':');
      char *value;
      if (!colon)
        {
          *response = http_error ("400 Bad Request", NULL);
          return VIK_WS_PARSE_ERROR;
        }
      *colon = '\0';
      value = g_strstrip (colon + 1);
      if (g_ascii_strcasecmp (lines[i], "Upgrade") == 0)
        upgrade = value;
      else if (g_ascii_strcasecmp (lines[i], "Connection") == 0)
        connection = value;
      else if (g_ascii_strcasecmp (lines[i], "Sec-WebSocket-Version") == 0)
        version = value;
      else if (g_ascii_strcasecmp (lines[i], "Sec-WebSocket-Key") == 0)
        key = value;
    }
  if (!upgrade || !has_token (upgrade, "websocket") || !connection || !has_token (connection, "upgrade"))
    {
      *response = http_error ("426 Upgrade Required", "Upgrade: websocket\r\n");
      return VIK_WS_PARSE_ERROR;
    }
  if (!version || strcmp (version, "13") != 0)
    {
      *response = http_error ("426 Upgrade Required", "Sec-WebSocket-Version: 13\r\n");
      return VIK_WS_PARSE_ERROR;
    }
  if (!key || !key_valid (key))
    {
      *response = http_error ("400 Bad Request", NULL);
      return VIK_WS_PARSE_ERROR;
    }
  accept = accept_of (key);
  *response = g_strdup_printf ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                               "Connection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n", accept);
  *query = target_query ? g_strdup (target_query) : NULL;
  return VIK_WS_PARSE_DONE;
}
