#!/bin/sh
# tools/setup.sh: installs the build dependencies on Debian/Ubuntu, then
# configures and builds into ./build.  Safe to run again.  The README's
# commands and .ci/run both start with it.
set -eu

cd "$(dirname "$0")/.."

# sudo only when not root (a fresh container has no sudo, and needs none).
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo

# The engine and the command-line tool need only GLib.
PACKAGES="meson ninja-build gcc pkg-config libglib2.0-dev gettext"

missing=
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing
fi

[ -f build/build.ninja ] || meson setup build
ninja -C build
