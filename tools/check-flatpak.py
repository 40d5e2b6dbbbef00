#!/usr/bin/env python3
"""Check the Flatpak manifest against the build.

Usage: check-flatpak.py MANIFEST APP_ID COMMAND

The manifest (JSON, or YAML when PyYAML is installed) must parse, name the
build's application id and executable, use the GNOME runtime and SDK of the
same version, build this project with meson from the source tree, and ask
for nothing beyond what the game needs: a display, the GPU and the network
(games over the network, issue 11); no files, no D-Bus names beyond the
defaults.  Prints TAP.
"""
import json
import sys

ALLOWED = {'--share=ipc', '--socket=wayland', '--socket=fallback-x11', '--device=dri', '--share=network'}
REQUIRED = ALLOWED


def load(path):
    with open(path, encoding='utf-8') as f:
        text = f.read()
    if path.endswith(('.yml', '.yaml')):
        import yaml
        return yaml.safe_load(text)
    return json.loads(text)


def main():
    path, app_id, command = sys.argv[1:4]
    checks = []

    def check(ok, what):
        checks.append((bool(ok), what))

    try:
        m = load(path)
    except Exception as e:  # noqa: BLE001 - any parse error fails the test
        print('1..1\nnot ok 1 - %s does not parse: %s' % (path, e))
        return 1
    check(isinstance(m, dict), 'the manifest is an object')
    m = m if isinstance(m, dict) else {}
    got_id = m.get('app-id', m.get('id'))
    check(got_id == app_id, 'app-id %r is the build\'s %r' % (got_id, app_id))
    check(m.get('command') == command, 'command %r is the executable %r' % (m.get('command'), command))
    check(m.get('runtime') == 'org.gnome.Platform', 'runtime is org.gnome.Platform')
    check(m.get('sdk') == 'org.gnome.Sdk', 'sdk is org.gnome.Sdk')
    version = str(m.get('runtime-version', ''))
    check(version.isdigit() and int(version) >= 45, 'runtime-version %r is a current GNOME release' % version)
    args = set(m.get('finish-args', []))
    check(REQUIRED <= args, 'finish-args give a display, IPC, the GPU and the network')
    extra = sorted(args - ALLOWED)
    check(not extra, 'no permission beyond the game\'s (extra: %s)' % (', '.join(extra) or 'none'))
    check(not any(a.startswith(('--filesystem', '--talk-name', '--system-talk-name', '--socket=system-bus',
                                '--socket=session-bus')) for a in args),
          'no file-system access and no D-Bus names')
    modules = m.get('modules', [])
    last = modules[-1] if modules and isinstance(modules[-1], dict) else {}
    check(last.get('buildsystem') == 'meson', 'the last module builds with meson')
    sources = last.get('sources', [])
    check(any(isinstance(s, dict) and s.get('type') == 'dir' and s.get('path') == '..' for s in sources),
          'the last module builds this source tree (type dir, path "..")')

    print('1..%d' % len(checks))
    for i, (ok, what) in enumerate(checks, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, what))
    return 0 if all(ok for ok, _ in checks) else 1


if __name__ == '__main__':
    sys.exit(main())
