#!/bin/sh
# build-tree-german.sh CLI [GUI]: the programs run from the build tree as the
# README runs them (build/src/app/viktory, build/src/cli/viktory-cli), with
# LANGUAGE=de and no VIKTORY_LOCALEDIR, speak German: they find the build
# tree's catalogues (build/po) by themselves (src/common/vik-locale.c).
# Our own strings are looked for, not GLib's.  Prints TAP.
set -u
cli=$1
gui=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

lang=C.UTF-8
locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$' && lang=de_DE.UTF-8
de () { env -u VIKTORY_LOCALEDIR LANGUAGE=de LANG=$lang LC_ALL= LC_MESSAGES= "$@"; }

n=0
fails=0
check () { # check DESCRIPTION FILE WORD
  n=$((n + 1))
  if grep -q -- "$3" "$2"; then
    echo "ok $n - $1"
  else
    echo "not ok $n - $1"; fails=$((fails + 1)); sed 's/^/# /' "$2" | head -15
  fi
}

if [ -n "$gui" ]; then echo "1..2"; else echo "1..1"; fi
de "$cli" --help > "$tmp/cli" 2>&1
check "viktory-cli from the build tree speaks German" "$tmp/cli" "Befehle:"
if [ -n "$gui" ]; then
  # --help is answered before any window opens: no display needed
  de "$gui" --help > "$tmp/gui" 2>&1
  check "viktory from the build tree speaks German" "$tmp/gui" "Den Karten- und Szenarioeditor öffnen"
fi
[ $fails = 0 ]
