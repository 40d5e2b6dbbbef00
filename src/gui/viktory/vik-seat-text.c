/* vik-seat-text.c: the words for who plays a seat (see the header). */
#include "config.h"

#include "vik-seat-text.h"

#include <glib/gi18n-lib.h>

static const struct {
  const char *title;
  const char *level;
  const char *summary;
} seat_texts[VIK_N_SEATS] = {
  [VIK_SEAT_HUMAN] = { N_("Person"), N_("Person"),
                       N_("A person at this computer plays this seat") },
  [VIK_SEAT_EASY] = { N_("Computer: Easy"), N_("Easy"),
                      N_("Plays sensibly, but misjudges close battles and makes a beginner’s mistakes") },
  [VIK_SEAT_NORMAL] = { N_("Computer: Normal"), N_("Normal"),
                        N_("Weighs every battle by its exact odds, expands, defends its Capital, uses Frigates") },
  [VIK_SEAT_HARD] = { N_("Computer: Hard"), N_("Hard"),
                      N_("Also tries its best moves against many possible dice and tiles: about a second a turn") },
};

const char *
vik_seat_title (VikSeat seat)
{
  g_return_val_if_fail (seat < VIK_N_SEATS, "");
  return _(seat_texts[seat].title);
}

const char *
vik_seat_level_name (VikSeat seat)
{
  g_return_val_if_fail (seat < VIK_N_SEATS, "");
  return _(seat_texts[seat].level);
}

const char *
vik_seat_summary (VikSeat seat)
{
  g_return_val_if_fail (seat < VIK_N_SEATS, "");
  return _(seat_texts[seat].summary);
}
