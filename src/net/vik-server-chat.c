/* vik-server-chat.c: a game's chat, kept for the players who were away (see the header). */
#include "config.h"

#include "vik-server-chat.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "vik-file-io.h"

struct _VikServerChat {
  char *path;
  GPtrArray *kept;   /* of VikMsg *, oldest first, at most VIK_SERVER_CHAT_KEPT */
  gint64 next;       /* the next line's number */
  gsize file_size;   /* bytes in the file, as far as we wrote or read them */
  gboolean torn;     /* the file ends inside a line (a crash while appending) */
};

static void
msg_free (gpointer data)
{
  vik_msg_clear (data);
  g_free (data);
}

static void
keep (VikServerChat *chat, VikMsg *said)
{
  g_ptr_array_add (chat->kept, said);
  if (chat->kept->len > VIK_SERVER_CHAT_KEPT)
    g_ptr_array_remove_range (chat->kept, 0, chat->kept->len - VIK_SERVER_CHAT_KEPT);
  chat->next = MAX (chat->next, said->chat + 1);
}

/* The file's lines: each a chat-said message numbered after the one before;
 * anything else (a torn last line after a crash, a hand-edited line) is passed over. */
static void
load (VikServerChat *chat)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  char *line, *end;

  if (!g_file_test (chat->path, G_FILE_TEST_EXISTS))
    return;
  if (!vik_file_read_bounded (chat->path, 2 * VIK_SERVER_CHAT_FILE_MAX, &data, &length, &error))
    {
      g_warning ("%s: %s; the game's earlier chat is not shown", chat->path, error->message);
      return;
    }
  chat->file_size = length;
  chat->torn = length > 0 && data[length - 1] != '\n';
  for (line = data; line < data + length; line = end + 1)
    {
      VikMsg *said = g_new0 (VikMsg, 1);
      end = memchr (line, '\n', (gsize) (data + length - line));
      if (end == NULL)
        end = data + length;
      if (vik_msg_parse (line, (gsize) (end - line), VIK_NET_MAX_CLIENT_FRAME, said, NULL)
          && said->type == VIK_MSG_CHAT_SAID && said->chat >= chat->next)
        keep (chat, said);
      else
        msg_free (said);
    }
}

VikServerChat *
vik_server_chat_open (const char *data_dir, const char *id)
{
  VikServerChat *chat = g_new0 (VikServerChat, 1);
  g_autofree char *name = g_strconcat (id, ".chat", NULL);

  chat->path = g_build_filename (data_dir, name, NULL);
  chat->kept = g_ptr_array_new_with_free_func (msg_free);
  load (chat);
  return chat;
}

void
vik_server_chat_free (VikServerChat *chat)
{
  if (chat == NULL)
    return;
  g_ptr_array_unref (chat->kept);
  g_free (chat->path);
  g_free (chat);
}

/* The kept lines alone, when the file has grown past its limit. */
static void
rewrite (VikServerChat *chat)
{
  g_autoptr (GError) error = NULL;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < chat->kept->len; i++)
    {
      g_autofree char *json = vik_msg_to_json (chat->kept->pdata[i]);
      g_string_append (text, json);
      g_string_append_c (text, '\n');
    }
  if (vik_file_write_atomic (chat->path, text->str, text->len, &error))
    chat->file_size = text->len;
  else
    g_warning ("%s: %s", chat->path, error->message);
  g_string_free (text, TRUE);
}

static void
append (VikServerChat *chat, const VikMsg *said)
{
  g_autofree char *json = vik_msg_to_json (said);
  /* after a torn line, a new line first: the torn one stays alone and is passed over */
  g_autofree char *line = g_strconcat (chat->torn ? "\n" : "", json, "\n", NULL);
  gsize length = strlen (line), done = 0;
  int fd = open (chat->path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);

  if (fd < 0)
    {
      g_warning ("%s: %s", chat->path, g_strerror (errno));
      return;
    }
  while (done < length)
    {
      ssize_t w = write (fd, line + done, length - done);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        {
          g_warning ("%s: %s", chat->path, g_strerror (errno));
          break;
        }
      done += (gsize) w;
    }
  close (fd);
  chat->torn = done < length;
  chat->file_size += done;
  if (chat->file_size > VIK_SERVER_CHAT_FILE_MAX)
    rewrite (chat);
}

void
vik_server_chat_add (VikServerChat *chat, VikMsg *said)
{
  VikMsg *copy = g_new0 (VikMsg, 1);

  said->chat = chat->next;
  said->when = g_get_real_time () / G_USEC_PER_SEC;
  copy->type = VIK_MSG_CHAT_SAID;
  copy->seat = said->seat;
  copy->name = g_strdup (said->name);
  copy->text = g_strdup (said->text);
  copy->chat = said->chat;
  copy->when = said->when;
  keep (chat, copy);
  append (chat, copy);
}

GPtrArray *
vik_server_chat_since (VikServerChat *chat, gint64 from)
{
  GPtrArray *lines = g_ptr_array_new ();

  for (guint i = 0; i < chat->kept->len; i++)
    {
      VikMsg *said = chat->kept->pdata[i];
      if (said->chat >= from)
        g_ptr_array_add (lines, said);
    }
  return lines;
}
