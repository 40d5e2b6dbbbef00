#!/usr/bin/env python3
"""The game run where no D-Bus session bus is (a bare X session, ssh -X)
but an accessibility bus is: GTK 4.8 crashes when an application window
closes there, so the game runs itself inside dbus-run-session
(src/app/main.c).  Started as a player would,
its window found on the X display, Ctrl+Q pressed with real keys: it must
quit with status 0.  Skipped (77) without a display or xdotool."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

REGISTRYD = "/usr/libexec/at-spi2-registryd"

def main():
    viktory = sys.argv[1]
    if (not os.environ.get("DISPLAY") or not shutil.which("xdotool") or not shutil.which("xprop")
            or not shutil.which("dbus-daemon") or not os.path.exists(REGISTRYD) or not shutil.which("xfwm4")):
        print("1..0 # SKIP needs a display, xdotool, xprop, dbus-daemon, at-spi2-registryd and xfwm4"
              " (tools/setup.sh installs them)")
        return 77
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith("DBUS_") and k not in ("GTK_A11Y", "NO_AT_BRIDGE")}
        runtime = os.path.join(home, "runtime")
        os.mkdir(runtime, 0o700)
        env.update(XDG_RUNTIME_DIR=runtime, XDG_DATA_HOME=os.path.join(home, "data"),
                   XDG_CONFIG_HOME=os.path.join(home, "config"), GDK_BACKEND="x11",
                   GSETTINGS_BACKEND="memory", GSK_RENDERER="cairo")
        # An accessibility bus published on the X display, as a desktop's
        # at-spi does, with its registry: GTK 4.8 then registers the window's
        # accessible objects under the application's D-Bus path, which is NULL
        # without a session bus, and crashes on closing the window.
        # A window manager makes the window active, as on a desktop (the crash
        # needs that); xfwm4 wants a session bus of its own, not the game's.
        wm_bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        wm = subprocess.Popen(["xfwm4", "--compositor=off"],
                              env=dict(os.environ, DBUS_SESSION_BUS_ADDRESS=wm_bus.stdout.readline().strip()),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.5)
        a11y = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        address = a11y.stdout.readline().strip()
        subprocess.run(["xprop", "-root", "-f", "AT_SPI_BUS", "8s", "-set", "AT_SPI_BUS", address], check=True)
        registry = subprocess.Popen([REGISTRYD], env=dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address),
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        game = subprocess.Popen([viktory], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Viktory$"],
                                   capture_output=True, text=True, timeout=60)
            windows = found.stdout.split()
            if not windows:
                print("not ok 1 the window did not appear")
                return 1
            time.sleep(1.0)
            subprocess.run(["xdotool", "windowfocus", "--sync", windows[-1]], timeout=10)
            subprocess.run(["xdotool", "key", "ctrl+q"], timeout=10)
            status = game.wait(timeout=30)
        except subprocess.TimeoutExpired:
            game.kill()
            print("not ok 1 the game did not quit")
            return 1
        finally:
            subprocess.run(["xprop", "-root", "-remove", "AT_SPI_BUS"])
            for process in (registry, a11y, wm, wm_bus):
                process.kill()
                process.wait()
        output = game.stdout.read().decode(errors="replace")
        print("1..1")
        if status != 0:
            print("# " + output.replace("\n", "\n# "))
            print("not ok 1 /gui/no-session-bus/quits-cleanly: exit status %d" % status)
            return 1
        print("ok 1 /gui/no-session-bus/quits-cleanly")
        return 0

if __name__ == "__main__":
    sys.exit(main())
