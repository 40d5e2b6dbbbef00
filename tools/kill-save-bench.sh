#!/bin/sh
# kill-save-bench.sh: kill -9 the command-line tool while it saves, many times,
# and count what is left on disk (issue 14, docs/file-format.md).
#
#   tools/kill-save-bench.sh [TRIALS] [VIKTORY-CLI] [FOLDER]
#
# Each trial puts the old save (game A) in place, starts
# `viktory-cli new -o game.vik` writing game B over it, kills it with SIGKILL
# after a random delay spread over the tool's measured run time (some 25 ms,
# the save with its fsyncs at the end), and checks that game.vik is A or B
# byte for byte.  It counts the temporary files the kill left (any file beside
# game.vik; ours are .game.vik.XXXXXX), ages them past the one-minute
# staleness limit (touch; waiting a minute per trial would take hours) and
# saves once more to completion: no temporary file may survive that save.  Prints the counts; exits 1 if a file was neither A nor B or a
# temporary file survived.
set -eu

trials=${1:-500}
cli=${2:-build/src/cli/viktory-cli}
folder=${3:-}

if [ -z "$folder" ]; then
  folder=$(mktemp -d "${TMPDIR:-/tmp}/vik-kill-save-XXXXXX")
  remove_folder=1
else
  mkdir -p "$folder"
  remove_folder=0
fi
ref="$folder/ref"
work="$folder/work"
mkdir -p "$ref" "$work"

"$cli" new -p 8 -s 1 -o "$ref/a.vik" >/dev/null
"$cli" new -p 8 -s 2 -o "$ref/b.vik" >/dev/null
"$cli" new -p 8 -s 3 -o "$ref/c.vik" >/dev/null
if cmp -s "$ref/a.vik" "$ref/b.vik"; then
  echo "games A and B are the same: nothing to tell apart" >&2
  exit 2
fi

# Calibrate: how long a save takes (T) and how long `sleep` takes to start (S);
# the kill then lands S to S+T after the start, spread over the save.
now_us() { echo $(( $(date +%s%N) / 1000 )); }
t0=$(now_us)
for k in 1 2 3 4 5; do "$cli" new -p 8 -s 2 -o "$work/calibrate.vik" >/dev/null; done
run_us=$(( ($(now_us) - t0) / 5 ))
t0=$(now_us)
for k in 1 2 3 4 5; do sleep 0.000001; done
sleep_us=$(( ($(now_us) - t0) / 5 ))
rm -f "$work/calibrate.vik"
echo "a save takes ~${run_us} us; starting sleep takes ~${sleep_us} us"

old=0 new=0 other=0 killed_mid=0 temps_left=0 temps_survived=0 trials_with_temp=0
i=0
while [ "$i" -lt "$trials" ]; do
  i=$((i + 1))
  cp "$ref/a.vik" "$work/game.vik"
  # 0 to T microseconds, from /dev/urandom (POSIX sh has no $RANDOM)
  delay=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
  delay=$((delay % (run_us + 1)))
  "$cli" new -p 8 -s 2 -o "$work/game.vik" >/dev/null 2>&1 &
  pid=$!
  sleep "$(printf '0.%06d' "$delay")"
  if kill -9 "$pid" 2>/dev/null; then
    killed_mid=$((killed_mid + 1))
  fi
  wait "$pid" 2>/dev/null || true

  if cmp -s "$work/game.vik" "$ref/a.vik"; then
    old=$((old + 1))
  elif cmp -s "$work/game.vik" "$ref/b.vik"; then
    new=$((new + 1))
  else
    other=$((other + 1))
    cp "$work/game.vik" "$folder/damaged-$i.vik" 2>/dev/null || true
  fi

  # any file beside game.vik is a temporary file (whatever its name)
  n=$(find "$work" -mindepth 1 -maxdepth 1 ! -name game.vik | wc -l)
  if [ "$n" -gt 0 ]; then
    temps_left=$((temps_left + n))
    trials_with_temp=$((trials_with_temp + 1))
    find "$work" -mindepth 1 -maxdepth 1 ! -name game.vik -exec touch -d '2 minutes ago' {} +
  fi
  # the next save, to completion, removes the stale temporary files
  "$cli" new -p 8 -s 3 -o "$work/game.vik" >/dev/null
  cmp -s "$work/game.vik" "$ref/c.vik" || other=$((other + 1))
  n=$(find "$work" -mindepth 1 -maxdepth 1 ! -name game.vik | wc -l)
  temps_survived=$((temps_survived + n))
  find "$work" -mindepth 1 -maxdepth 1 ! -name game.vik -delete
done

echo "trials:                                   $trials"
echo "killed while running:                     $killed_mid"
echo "game.vik was the old file byte for byte:  $old"
echo "game.vik was the new file byte for byte:  $new"
echo "game.vik was anything else:               $other"
echo "trials whose kill left a temporary file:  $trials_with_temp ($temps_left files)"
echo "temporary files surviving the next save:  $temps_survived"

[ "$remove_folder" = 1 ] && [ "$other" = 0 ] && rm -rf "$folder"
[ "$other" = 0 ] && [ "$temps_survived" = 0 ]
