#!/usr/bin/env bash
# test-cli.sh: drives viktory-cli through new, show, legal, apply, playout and
# demo in a temporary directory; checks outputs and exit codes.  TAP output.
#
#   tests/test-cli.sh path/to/viktory-cli
set -uo pipefail

CLI=${1:?usage: test-cli.sh VIKTORY-CLI}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
n=0
failed=0

ok () {   # ok DESCRIPTION COMMAND...: one TAP line from a command's status
  local what=$1; shift
  n=$((n + 1))
  if "$@"; then
    echo "ok $n - $what"
  else
    echo "not ok $n - $what"
    failed=1
  fi
}

run () {  # run NAME ARGS...: runs the CLI, keeps stdout, stderr and the status
  local name=$1; shift
  "$CLI" "$@" >"$WORK/$name.out" 2>"$WORK/$name.err"
  echo $? >"$WORK/$name.rc"
}

status_is () { [ "$(cat "$WORK/$1.rc")" = "$2" ] || { echo "# $1: exit $(cat "$WORK/$1.rc"), wanted $2"; cat "$WORK/$1.err" | sed 's/^/# /'; false; }; }
status_not () { [ "$(cat "$WORK/$1.rc")" != "$2" ]; }
out_has () { grep -q -- "$2" "$WORK/$1.out" || { echo "# $1: no “$2” in stdout"; false; }; }
err_has () { grep -Eq -- "$2" "$WORK/$1.err" || { echo "# $1: no “$2” in stderr:"; sed 's/^/# /' "$WORK/$1.err"; false; }; }

# Usage errors.
run help --help
ok "help exits 0" status_is help 0
ok "help lists the commands" out_has help playout
run unknown frobnicate
ok "an unknown command exits 2" status_is unknown 2
run new-noout new --seed 5
ok "new without -o exits 2" status_is new-noout 2
run new-bad new --players 9 --seed 5 -o "$WORK/bad.vik"
ok "new with 9 players fails" status_not new-bad 0
ok "new with 9 players says why" err_has new-bad "2 to 8"

# new and show.
run new new --players 3 --seed 12345 --names Ann,Bob,Cy -o "$WORK/game.vik"
ok "new exits 0" status_is new 0
ok "new wrote the save" test -s "$WORK/game.vik"
run new2 new --players 3 --seed 12345 --names Ann,Bob,Cy -o "$WORK/same.vik"
ok "the same options give the same save" cmp -s "$WORK/game.vik" "$WORK/same.vik"
run fresh new -o "$WORK/fresh.vik"
ok "new without --seed prints the seed" out_has fresh "Seed: "

run show show "$WORK/game.vik"
ok "show exits 0" status_is show 0
ok "show names the players" out_has show "Bob"
ok "show lists Reserves" out_has show "Reserve"
run show2 show "$WORK/same.vik"
ok "show is deterministic" cmp -s "$WORK/show.out" "$WORK/show2.out"
run show-missing show "$WORK/missing.vik"
ok "show of a missing file fails" status_is show-missing 1

# legal.
run legal legal "$WORK/game.vik"
ok "legal exits 0" status_is legal 0
ok "legal says who decides" out_has legal "Ann decides"
first=$(sed -n 2p "$WORK/legal.out")
ok "legal lists at least one action" test -n "$first"

# An illegal action: refused with a rule case, file byte-identical.
cp "$WORK/game.vik" "$WORK/before.vik"
run illegal apply "$WORK/game.vik" "city f6"
ok "an illegal action exits 1" status_is illegal 1
ok "the refusal cites a rule case" err_has illegal '\([0-9]+\.[0-9]+'
ok "the refused apply left the file untouched" cmp -s "$WORK/game.vik" "$WORK/before.vik"
run garbage apply "$WORK/game.vik" "no such action"
ok "unparsable notation exits 1" status_is garbage 1
ok "unparsable notation left the file untouched" cmp -s "$WORK/game.vik" "$WORK/before.vik"

# A legal action then an illegal one: nothing is saved.
run partial apply "$WORK/game.vik" "$first" "city f6"
ok "legal then illegal exits 1" status_is partial 1
ok "legal then illegal left the file untouched" cmp -s "$WORK/game.vik" "$WORK/before.vik"

# A legal action applies, prints what happened and changes the save.
run apply apply "$WORK/game.vik" "$first"
ok "a legal action exits 0" status_is apply 0
ok "apply echoes the action" out_has apply "$first"
ok "apply changed the save" bash -c "! cmp -s '$WORK/game.vik' '$WORK/before.vik'"
run legal2 legal "$WORK/game.vik"
ok "legal still works after apply" status_is legal2 0

# Several legal actions in one call, as the engine lists them.
for i in 1 2 3 4 5; do
  run step legal "$WORK/game.vik"
  act=$(sed -n 2p "$WORK/step.out")
  [ -n "$act" ] || break
  run stepapply apply "$WORK/game.vik" "$act"
  ok "applying listed action “$act”" status_is stepapply 0
done

# playout: reproducible, and reports its figures.
run playout playout --games 8 --seed 7 --max-actions 300 --quiet
ok "playout exits 0" status_is playout 0
ok "playout counts the games" out_has playout "Games played: 8"
ok "playout reports actions per second" out_has playout "actions/s"
ok "playout reports how games ended" out_has playout "Ended: "
run playout2 playout --games 8 --seed 7 --max-actions 300
grep -v "actions/s" "$WORK/playout.out" >"$WORK/p1"
grep -v "actions/s" "$WORK/playout2.out" | grep -v "^game " >"$WORK/p2"
ok "playout is reproducible" cmp -s "$WORK/p1" "$WORK/p2"
run aggressive playout --games 7 --seed 3 --policy aggressive --max-actions 20000 --max-turns 400 --quiet
ok "aggressive playouts run clean" status_is aggressive 0
run policy-bad playout --policy clever
ok "an unknown policy exits 2" status_is policy-bad 2
run playout-bad playout --players 1
ok "playout --players 1 exits 2" status_is playout-bad 2
run playout-ai playout --games 2 --players 3 --seed 5 --policy normal,easy,hard --max-turns 6 --quiet
ok "computer players in playouts run clean" status_is playout-ai 0

# tournament and ai-bench: computer players against each other (docs/ai.md).
run tournament tournament --players normal,easy --games 2 --seed 1 --max-turns 40 --quiet
ok "tournament exits 0" status_is tournament 0
ok "tournament prints win rates with intervals" out_has tournament "95% interval"
ok "tournament prints the mean game length" out_has tournament "Mean game length"
run tournament-bad tournament --players normal,wizard
ok "tournament refuses an unknown player with 2" status_is tournament-bad 2
run tournament-one tournament --players normal
ok "tournament needs two seats" status_is tournament-one 2
run ai-bench ai-bench --level easy --players 2 --turns 4
ok "ai-bench prints the turn times" out_has ai-bench "median"

# odds: by counts, and for a battle waiting in a saved game.
run odds odds --attack 2I,2C,2A --sides 3 --defend 2I,1A --terrain-dice 2 --city --naval-support
ok "odds exits 0" status_is odds 0
ok "odds gives the book's battle 91.98 %" out_has odds "91.98 %"
run odds-game odds --game "$WORK/game.vik" --hex e5
ok "odds on a hex with no battle exits 1" status_is odds-game 1
ok "odds on a hex with no battle cites 13.0" err_has odds-game "\(13\.0\)"
run odds-nohex odds --game "$WORK/game.vik"
ok "odds --game without --hex exits 2" status_is odds-nohex 2

# demo.
run demo demo --seed 3 --turns 1
ok "demo exits 0" status_is demo 0
ok "demo shows the board" out_has demo "Reserve"

echo "1..$n"
exit $failed
