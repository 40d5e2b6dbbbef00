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
err_lacks () { ! grep -Eq -- "$2" "$WORK/$1.err" || { echo "# $1: “$2” in stderr:"; sed 's/^/# /' "$WORK/$1.err"; false; }; }

# Usage errors.
run help --help
ok "help exits 0" status_is help 0
ok "help lists the commands" out_has help playout
run unknown frobnicate
ok "an unknown command exits 2" status_is unknown 2
run new-noout new --seed 5
ok "new without -o exits 2" status_is new-noout 2
run new-option new --seed 5 --option terrain-leveling --option no-exploration -o "$WORK/options.vik"
ok "new --option exits 0" status_is new-option 0
ok "new --option writes the options" grep -q "^Options=terrain-leveling,no-exploration" "$WORK/options.vik"
run show-option show "$WORK/options.vik"
ok "show lists the optional rules" out_has show-option "Optional rule: Terrain Leveling (16.1)"
run new-option2 new --seed 5 --option frigate-options --option relocation --option luck-averaging --option immediate-empires -o "$WORK/options2.vik"
ok "new --option takes the rules of 16.3-16.7" grep -q "^Options=immediate-empires,luck-averaging,relocation,frigate-options" "$WORK/options2.vik"
run new-metro new --seed 5 --option metropolises -o "$WORK/metro.vik"
ok "new --option metropolises (16.6) exits 0" status_is new-metro 0
ok "new --option writes metropolises" grep -q "^Options=metropolises" "$WORK/metro.vik"
run show-metro show "$WORK/metro.vik"
ok "show lists Metropolises" out_has show-metro "Optional rule: Metropolises (16.6)"
run new-balanced-v21 new --seed 5 --option balanced-land -o "$WORK/balanced21.vik"
ok "balanced-land is not a rule of v2.1's book" status_not new-balanced-v21 0
run new-badoption new --seed 5 --option dragons -o "$WORK/dragons.vik"
ok "new --option with an unknown rule exits 2" status_is new-badoption 2
ok "new --option says which" err_has new-badoption "dragons"
# Subjugation [16.8] and its victory conditions [5.2] [16.87].
run new-subj new --seed 5 --option subjugation --victory standard,subjugation,two-vassals -o "$WORK/subj.vik"
ok "new --option subjugation --victory subjugation exits 0" status_is new-subj 0
ok "new writes the Subjugation victories" grep -q "^Victory=standard;subjugation;two-vassals;" "$WORK/subj.vik"
run show-subj show "$WORK/subj.vik"
ok "show lists Subjugation" out_has show-subj "Optional rule: Subjugation (16.8)"
run new-subj-norule new --seed 5 --victory subjugation -o "$WORK/subj2.vik"
ok "Subjugation Conquest without the rule fails" status_not new-subj-norule 0
ok "and says it needs the rule" err_has new-subj-norule "16.8"
run new-badvictory new --seed 5 --victory conquest -o "$WORK/bv.vik"
ok "an unknown victory condition exits 2" status_is new-badvictory 2
ok "and lists the known ones" err_has new-badvictory "two-vassals"
run new-bad new --players 9 --seed 5 -o "$WORK/bad.vik"
ok "new with 9 players fails" status_not new-bad 0
ok "new with 9 players says why" err_has new-bad "2 to 8"

# The editions (docs/editions.md).
run new-de new --edition de-v1.1 --players 3 --seed 5 -o "$WORK/de.vik"
ok "new --edition exits 0" status_is new-de 0
ok "new --edition writes the edition" grep -q "^Edition=de-v1.1" "$WORK/de.vik"
run new-de7 new --edition de-v1.1 --players 7 --seed 5 -o "$WORK/de7.vik"
ok "new --edition de-v1.1 with 7 players fails" status_not new-de7 0
ok "new --edition says the book's player count" err_has new-de7 "2 to 6"
run new-de-balanced new --edition de-v1.1 --option balanced-land --seed 5 -o "$WORK/debalanced.vik"
ok "new --edition de-v1.1 --option balanced-land (15.3) exits 0" status_is new-de-balanced 0
ok "new writes balanced-land" grep -q "^Options=balanced-land" "$WORK/debalanced.vik"
run new-v1opt new --edition v1 --option terrain-leveling --seed 5 -o "$WORK/v1opt.vik"
ok "new --edition v1 refuses an optional rule" status_not new-v1opt 0
run new-badedition new --edition v3 --seed 5 -o "$WORK/v3.vik"
ok "new --edition with an unknown edition exits 2" status_is new-badedition 2
run odds-de odds --edition de-v1.1 --attack 2I,2C,2A --sides 3 --defend 2I,1A --terrain-dice 2 --city --naval-support
ok "odds --edition exits 0" status_is odds-de 0
ok "odds --edition plays the German book (90.02 %, not v2.1's 91.98 %)" out_has odds-de "90.02 %"

# new and show.
run new new --players 3 --seed 12345 --names Ann,Bob,Cy --first-player 1 -o "$WORK/game.vik"
ok "new exits 0" status_is new 0
ok "new wrote the save" test -s "$WORK/game.vik"
ok "new names the first player" out_has new "First player: Ann"
run new2 new --players 3 --seed 12345 --names Ann,Bob,Cy --first-player 1 -o "$WORK/same.vik"
ok "the same options give the same save" cmp -s "$WORK/game.vik" "$WORK/same.vik"
run fresh new -o "$WORK/fresh.vik"
ok "new without --seed prints the seed" out_has fresh "Seed: "

# [4.0] 1: the first player is drawn with the seed unless --first-player fixes him.
run bob new --players 3 --seed 12345 --names Ann,Bob,Cy --first-player 2 -o "$WORK/bob.vik"
run bob-legal legal "$WORK/bob.vik"
ok "--first-player 2 lets Bob begin" out_has bob-legal "Bob decides"
run bad-first new --players 3 --seed 5 --first-player 4 -o "$WORK/bad-first.vik"
ok "--first-player beyond the players exits 2" status_is bad-first 2
drawn=""
for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
  run drawn new --players 3 --seed $seed --names Ann,Bob,Cy -o "$WORK/drawn.vik"
  drawn="$drawn $(sed -n 's/^First player: //p' "$WORK/drawn.out")"
done
ok "a drawn first player is not always the same" bash -c "echo '$drawn' | tr ' ' '\n' | sort -u | grep -c . | grep -qv '^1$'"
run drawn-a new --players 3 --seed 77 -o "$WORK/drawn-a.vik"
run drawn-b new --players 3 --seed 77 -o "$WORK/drawn-b.vik"
ok "the seed reproduces the drawn first player" cmp -s "$WORK/drawn-a.vik" "$WORK/drawn-b.vik"

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
run tournament-no-game tournament --game chess --players normal,easy
ok "tournament refuses an unknown game with 2" status_is tournament-no-game 2
ok "tournament names the games it knows" err_has tournament-no-game "viktory2"
run tournament-one tournament --players normal
ok "tournament needs two seats" status_is tournament-one 2
# --keep-capped: a game stopped at the action cap is saved, and it loads.
mkdir -p "$WORK/capped"
run tournament-capped tournament --game victory --players easy,easy --games 1 --seed 3 --max-actions 30 --keep-capped "$WORK/capped" --quiet
ok "tournament --keep-capped exits 0" status_is tournament-capped 0
ok "tournament --keep-capped saves the capped game" test -s "$WORK/capped/capped-3.vic"
run capped-show victory show "$WORK/capped/capped-3.vic"
ok "the capped game loads" status_is capped-show 0
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
# Luck Averaging [16.4]: a sure hit kills the lone defender; his one die hits half the time.
run odds-average odds --attack 1I,1C --defend 1I --average-attacker all
ok "odds --average-attacker exits 0" status_is odds-average 0
ok "odds --average-attacker: the sure hit always wins" out_has odds-average "100.00 %"
ok "odds --average-attacker: half an Infantry lost" out_has odds-average "attacker 0.500"
run odds-badaverage odds --attack 1I --defend 1I --average-defender 7
ok "odds --average-defender 7 exits 2 citing 16.4" err_has odds-badaverage "\(16\.4\)"

# Files you can trust (docs/file-format.md): a failed save names the file and
# the cause and leaves the old save; devices and FIFOs are refused unread.
mkdir "$WORK/folder.vik"
run save-folder new --seed 4 -o "$WORK/folder.vik"
ok "saving over a folder exits 1" status_is save-folder 1
ok "saving over a folder says it is a folder" err_has save-folder "folder.vik.*it is a folder"
run show-device show /dev/zero
ok "show /dev/zero exits 1" status_is show-device 1
ok "show /dev/zero is refused unread" err_has show-device "not a regular file"
mkfifo "$WORK/fifo.vik"
run show-fifo show "$WORK/fifo.vik"
ok "show of a FIFO does not block and exits 1" status_is show-fifo 1

# verify: a game replays from its seed; a changed seed or commitment is caught.
cp "$WORK/game.vik" "$WORK/played.vik"
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
  a=$("$CLI" legal "$WORK/played.vik" | tail -n 1)
  "$CLI" apply "$WORK/played.vik" "$a" > /dev/null 2>&1 || break
done
run verify verify "$WORK/played.vik"
ok "verify of a real game exits 0" status_is verify 0
ok "verify says it followed from the seed" out_has verify "followed from the seed 12345"
sed 's/^Seed=12345$/Seed=12346/' "$WORK/played.vik" > "$WORK/forged.vik"
run verify-forged verify "$WORK/forged.vik"
ok "verify of a save with another seed exits 1" status_is verify-forged 1
COMMIT=$(printf 'abc:12345' | sha256sum | cut -d' ' -f1)
run verify-commit verify "$WORK/played.vik" --salt abc --commitment "$COMMIT"
ok "verify checks a matching commitment" out_has verify-commit "matches the commitment"
run verify-badcommit verify "$WORK/played.vik" --salt abd --commitment "$COMMIT"
ok "verify refuses another salt" status_is verify-badcommit 1

# net-bench plays Victory too: a few games for two seconds on a real server
# (the viktory-server built beside this viktory-cli).
run nbench-victory net-bench --games 3 --players 2 --seconds 2 --game victory
ok "net-bench --game victory exits 0" status_is nbench-victory 0
ok "net-bench --game victory plays Victory" out_has nbench-victory "games of Victory of 2 players"
ok "net-bench --game victory has actions accepted" grep -Eq " [1-9][0-9]* actions accepted" "$WORK/nbench-victory.out"
run nbench-nogame net-bench --game chess
ok "net-bench --game of no game exits 2" status_is nbench-nogame 2

# demo.
run demo demo --seed 3 --turns 1
ok "demo exits 0" status_is demo 0
ok "demo shows the board" out_has demo "Reserve"

# Victory (Columbia Games): viktory-cli victory ...
run vnew victory new -o "$WORK/g.vic" --seed 5
ok "victory new exits 0" status_is vnew 0
run vlegal victory legal "$WORK/g.vic"
ok "victory legal lists deployments" out_has vlegal "deploy "
FIRST=$(head -1 "$WORK/vlegal.out")
run vapply victory apply "$WORK/g.vic" "$FIRST"
ok "victory apply applies a legal action" status_is vapply 0
run vbad victory apply "$WORK/g.vic" "deploy IN1 a1"
ok "victory apply refuses an illegal action" status_is vbad 1
ok "victory refusals cite the case" err_has vbad "\(1\.4\)"
run vshow victory show "$WORK/g.vic" --as 2
ok "victory show prints the map" out_has vshow "Deployment"
ok "victory show hides the other player's blocks" out_has vshow "?@"
run vplay victory playout --games 2 --seed 3
ok "victory playout plays whole games" out_has vplay "2 games, 2 over"
run vbench victory bench --seconds 0.3
ok "victory bench measures" out_has vbench "actions per CPU second"
run vscn victory new -o "$WORK/s.vic" --scenario two-front-war --seed 1
ok "victory new takes a scenario" status_is vscn 0
# A scenario refused after its Preset= set up a map: the map is freed
# (LeakSanitizer reports it in sanitized builds).
printf '[Game]\nGame=victory\n[Scenario]\nPreset=quick-start\n[Player1]\nForces=bogus\n' >"$WORK/bad.vicscn"
run vbadscn victory new -o "$WORK/bad.vic" --scenario "$WORK/bad.vicscn"
ok "victory new refuses a bad scenario, naming the key" err_has vbadscn "\[Player1\] Forces"
ok "victory new refusing a scenario leaks nothing" err_lacks vbadscn "LeakSanitizer|leak"
ok "victory new refusing a scenario writes no game" test ! -e "$WORK/bad.vic"
ok "victory new refusing a bad scenario file exits 1, as every command does" status_is vbadscn 1
printf '[Game]\nGame=victory\n[Scenario]\nPreset=quick-start\n[Player1]\nTiles=2\n[Player2]\nTiles=2\n' >"$WORK/shared.vicscn"
run vsetup victory new -o "$WORK/shared.vic" --scenario "$WORK/shared.vicscn"
ok "victory new refusing a scenario's set-up exits 1" status_is vsetup 1
ok "and cites the case" err_has vsetup "same map tile \(1\.1\)"
run vplayers victory new -o "$WORK/p3.vic" --scenario quick-start --players 3
ok "victory new with a preset for the wrong players is a usage error" status_is vplayers 2
# A Victory scenario given to the VIKTORY II commands.
printf '[Game]\nGame=victory\n[Scenario]\nPreset=quick-start\n' >"$WORK/good.vicscn"
run vvalidate scenario validate "$WORK/good.vicscn"
ok "scenario validate checks a Victory scenario by Victory's rules" status_is vvalidate 0
ok "and says it is one" out_has vvalidate "a Victory scenario"
ok "not asking for VIKTORY II's keys" err_lacks vvalidate "FormatVersion"
run vvalidatebad scenario validate "$WORK/shared.vicscn"
ok "scenario validate refuses a Victory scenario that does not set up" status_is vvalidatebad 1
ok "naming its error and case" out_has vvalidatebad "error: .*same map tile (1.1)"
run vscnnew scenario new "$WORK/good.vicscn" -o "$WORK/good.vik"
ok "scenario new refuses a Victory scenario" status_is vscnnew 1
ok "naming the Victory command" err_has vscnnew "viktory-cli victory new --scenario"

# The battle forecast (issue 12): a game played on until a battle waits.
run vtobattle victory to-battle "$WORK/g.vic" -o "$WORK/b.vic" --seed 3
ok "victory to-battle finds a battle" out_has vtobattle "A battle waits"
run vodds victory odds "$WORK/b.vic" --trials 200 --seed 4
ok "victory odds forecasts the battle waiting" out_has vodds "Attacker takes the hex: .*%.*±"
ok "victory odds gives expected losses" out_has vodds "Expected steps lost: attacker [0-9.]* ± "
run vodds2 victory odds "$WORK/b.vic" --trials 200 --seed 4
ok "victory odds is deterministic given the seed" cmp -s "$WORK/vodds.out" "$WORK/vodds2.out"
run voddsbad victory odds "$WORK/b.vic" --hex zz
ok "victory odds refuses an unknown hex" status_is voddsbad 2
run voddsn victory odds "$WORK/b.vic" --trials 0
ok "victory odds bounds the trials" status_is voddsn 2

echo "1..$n"
exit $failed
