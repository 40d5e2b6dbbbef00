#!/bin/sh
# check-german.sh CLI LOCALEDIR: viktory-cli starts in German.
# Runs viktory-cli with LANGUAGE=de and the build's catalogues (VIKTORY_LOCALEDIR)
# and looks for German words, then the same in English to show that the words
# come from the translation.  (The game window's German is checked by
# tests/desktop/test-help.c.)  Prints TAP.
set -u
cli=$1
localedir=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A UTF-8 locale that exists: de_DE.UTF-8 when generated (tools/setup.sh),
# else C.UTF-8 (glibc then still honours LANGUAGE for messages).
lang=C.UTF-8
locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$' && lang=de_DE.UTF-8

de () { env LANGUAGE=de LANG=$lang LC_ALL= LC_MESSAGES= VIKTORY_LOCALEDIR="$localedir" "$@"; }
en () { env LANGUAGE= LANG=C.UTF-8 LC_ALL= LC_MESSAGES= VIKTORY_LOCALEDIR="$localedir" "$@"; }

n=0
fails=0
check () { # check DESCRIPTION FILE WORD [!]
  n=$((n + 1))
  if grep -q -- "$3" "$2"; then found=yes; else found=no; fi
  if { [ "${4:-}" = "!" ] && [ $found = no ]; } || { [ "${4:-}" != "!" ] && [ $found = yes ]; }; then
    echo "ok $n - $1"
  else
    echo "not ok $n - $1"; fails=$((fails + 1)); sed 's/^/# /' "$2" | head -15
  fi
}

echo "1..6"
de "$cli" --help > "$tmp/help.de" 2>&1
en "$cli" --help > "$tmp/help.en" 2>&1
check "viktory-cli --help speaks German" "$tmp/help.de" "Befehle:"
check "viktory-cli --help in English without LANGUAGE" "$tmp/help.en" "Befehle:" "!"

en "$cli" new --players 3 --seed 5 -o "$tmp/game.vik" > /dev/null 2>&1
de "$cli" show "$tmp/game.vik" > "$tmp/show.de" 2>&1
en "$cli" show "$tmp/game.vik" > "$tmp/show.en" 2>&1
check "show: the turn line in German" "$tmp/show.de" "^Spielzug 0"
check "show: the players' table in German" "$tmp/show.de" "Städte"
check "show: English without LANGUAGE" "$tmp/show.en" "Städte" "!"

de "$cli" apply "$tmp/game.vik" 'capital z99' > "$tmp/refuse.de" 2>&1
check "a refused action is explained in German" "$tmp/refuse.de" "Unbekannt\|unbekannt\|ungültig\|Ungültig\|nicht"

[ $fails = 0 ]
