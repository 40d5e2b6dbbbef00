#!/usr/bin/env python3
"""Install the build into a temporary directory and check the tree.

Usage: check-install.py MESON BUILDDIR SOURCEDIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID GUI(true|false)

Runs `meson install --destdir TMP --no-rebuild`, then looks for the
executables, the desktop file, the metainfo, both icons, the GSettings
schema, the German catalogue and (when data/scenarios exists in the
source tree) every bundled scenario.  Prints TAP.
"""
import os
import subprocess
import sys
import tempfile


def main():
    meson, builddir, srcdir, prefix, bindir, datadir, localedir, app_id, gui = sys.argv[1:10]
    gui = gui == 'true'

    def under(base, sub):
        return sub if os.path.isabs(sub) else os.path.join(prefix, sub)

    bindir = under(prefix, bindir)
    datadir = under(prefix, datadir)
    localedir = under(prefix, localedir)

    with tempfile.TemporaryDirectory(prefix='viktory-install-') as dest:
        run = subprocess.run([meson, 'install', '-C', builddir, '--destdir', dest,
                              '--no-rebuild', '--quiet'],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        checks = [(run.returncode == 0, 'meson install --destdir succeeds')]
        if run.returncode != 0:
            for line in run.stdout.splitlines()[-20:]:
                print('# ' + line)

        def root(path):
            return os.path.join(dest, path.lstrip('/'))

        def has(path, what):
            checks.append((os.path.isfile(root(path)), '%s: %s' % (what, path)))

        has(os.path.join(bindir, 'viktory-cli'), 'the command-line tool')
        has(os.path.join(localedir, 'de', 'LC_MESSAGES', 'viktory.mo'), 'the German catalogue')
        if gui:
            has(os.path.join(bindir, 'viktory'), 'the game')
            has(os.path.join(datadir, 'applications', app_id + '.desktop'), 'the desktop file')
            has(os.path.join(datadir, 'metainfo', app_id + '.metainfo.xml'), 'the metainfo')
            has(os.path.join(datadir, 'icons', 'hicolor', 'scalable', 'apps', app_id + '.svg'),
                'the application icon')
            has(os.path.join(datadir, 'icons', 'hicolor', 'symbolic', 'apps', app_id + '-symbolic.svg'),
                'the symbolic icon')
            has(os.path.join(datadir, 'glib-2.0', 'schemas', app_id + '.gschema.xml'), 'the schema')

        scenarios = os.path.join(srcdir, 'data', 'scenarios')
        if os.path.isdir(scenarios):
            installed = set()
            for dirpath, _, files in os.walk(root(os.path.join(datadir, 'viktory'))):
                installed.update(files)
            bundled = sorted(f for f in os.listdir(scenarios)
                             if os.path.isfile(os.path.join(scenarios, f))
                             and not f.startswith('.') and f not in ('meson.build', 'README.md'))
            checks.append((bool(bundled), 'data/scenarios holds scenarios'))
            for f in bundled:
                checks.append((f in installed, 'the bundled scenario %s is installed' % f))
            # Victory's tiles, layouts and scenarios (data/victory/*/).
            for sub in ('tiles', 'scenarios'):
                folder = os.path.join(srcdir, 'data', 'victory', sub)
                if not os.path.isdir(folder):
                    continue
                for f in sorted(os.listdir(folder)):
                    if f.endswith(('.vicmap', '.vicscn')):
                        checks.append((os.path.isfile(os.path.join(root(os.path.join(datadir, 'viktory', 'victory',
                                                                                      sub)), f)),
                                       'the bundled Victory file %s/%s is installed' % (sub, f)))

    print('1..%d' % len(checks))
    for i, (ok, what) in enumerate(checks, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, what))
    return 0 if all(ok for ok, _ in checks) else 1


if __name__ == '__main__':
    sys.exit(main())
