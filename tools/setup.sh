#!/bin/sh
# tools/setup.sh: installs the build dependencies on Debian/Ubuntu, then
# configures and builds into ./build.  Safe to run again.  The README's
# commands and .ci/run both start with it.
set -eu

cd "$(dirname "$0")/.."

# sudo only when not root (a fresh container has no sudo, and needs none).
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo

# The game window adds GTK 4 and libadwaita; its tests run under Xvfb (xdotool
# types real keys into it), and the desktop-integration tests use
# desktop-file-utils, appstream and glib tools.  The network layer: libsoup,
# json-glib, TLS (glib-networking; openssl makes the tests' certificate) and,
# optionally, DNS-SD through Avahi (its test starts a private avahi-daemon on a
# private D-Bus).  dbus gives the game dbus-run-session where no session bus
# runs (src/app/main.c); x11-utils, at-spi2-core and xfwm4 let its test build
# that case.
PACKAGES="meson ninja-build gcc pkg-config libglib2.0-dev libglib2.0-bin gettext
  libgtk-4-dev libadwaita-1-dev xvfb xauth xdotool desktop-file-utils appstream
  librsvg2-bin locales python3 libsoup-3.0-dev libjson-glib-dev glib-networking openssl
  libavahi-client-dev libavahi-glib-dev avahi-daemon dbus x11-utils at-spi2-core xfwm4
  haproxy"

missing=
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing
fi

# The "starts in German" test wants a German UTF-8 locale.
if ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$'; then
  [ ! -f /etc/locale.gen ] || $SUDO sed -i "s/^# *de_DE.UTF-8 UTF-8/de_DE.UTF-8 UTF-8/" /etc/locale.gen
  $SUDO locale-gen de_DE.UTF-8  # Ubuntu takes the name; Debian reads locale.gen
fi

[ -f build/build.ninja ] || meson setup build
ninja -C build
