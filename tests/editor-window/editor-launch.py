#!/usr/bin/env python3
"""The map editor launched as a player does, `viktory --editor`: it opens without a GTK warning or critical on its
standard error (it was made transient for itself: "gtk_window_set_transient_for:
assertion 'window != parent' failed"), and quits with Ctrl+Q.  Real keys
through the X server (xdotool).  Prints TAP; skipped (77) without a display
or xdotool."""
import os
import shutil
import subprocess
import sys
import tempfile
import time


def run(viktory, args, home, n, name):
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"), GDK_BACKEND="x11")
    proc = subprocess.Popen([viktory] + args, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Viktory Map Editor$"],
                               capture_output=True, text=True, timeout=60)
        windows = found.stdout.split()
        if not windows:
            proc.kill()
            print("not ok %d %s: no window" % (n, name))
            return False
        time.sleep(1.0)
        subprocess.run(["xdotool", "windowfocus", "--sync", windows[-1]], timeout=10)
        subprocess.run(["xdotool", "key", "ctrl+q"], timeout=10)
        status = proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        print("not ok %d %s: did not quit" % (n, name))
        return False
    output = proc.stdout.read().decode(errors="replace")
    bad = [line for line in output.splitlines() if "CRITICAL" in line or "-WARNING" in line]
    if status != 0 or bad:
        print("# " + output.replace("\n", "\n# "))
        print("not ok %d %s: status %d, %d warnings" % (n, name, status, len(bad)))
        return False
    print("ok %d %s" % (n, name))
    return True


def main():
    viktory = sys.argv[1]
    if not os.environ.get("DISPLAY") or not shutil.which("xdotool"):
        print("1..0 # SKIP needs a display and xdotool")
        return 77
    with tempfile.TemporaryDirectory() as home:
        print("1..1")
        ok = run(viktory, ["--editor"], home, 1, "/gui/editor/launch/no-warning")
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
