#!/usr/bin/env python3
"""Check that po/POTFILES lists every source file with translatable strings.

Usage: check-potfiles.py SOURCE_ROOT [--list]

A C file counts when, outside comments, it calls _(), N_(), C_(), NC_(),
ngettext(), g_dngettext() or g_dpgettext2(); a .ui file when it has
translatable="yes"; the .desktop.in and .metainfo.xml.in files under data/
always count.  Every entry of POTFILES must exist.  Prints TAP; --list
prints the files that should be listed instead.
"""
import os
import re
import sys

SCAN_DIRS = ('src', 'data', 'editor')
C_CALL = re.compile(r'(?<![A-Za-z0-9_])(?:N?C?_|ngettext|g_dngettext|g_dpgettext2|g_dcgettext)\s*\(')
C_COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
C_STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')


def translatable(path):
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
    except UnicodeDecodeError:
        return False
    if path.endswith(('.c', '.h')):
        # Strings first (a "/*" inside a string is not a comment), then comments.
        text = C_STRING.sub('""', text)
        text = C_COMMENT.sub(' ', text)
        return bool(C_CALL.search(text))
    if path.endswith(('.ui', '.blp')):
        return 'translatable="yes"' in text or '_(' in text
    if path.endswith(('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in')):
        return True
    if path.endswith('.gschema.xml'):
        return 'gettext-domain=' in text
    return False


def wanted(root):
    found = []
    for top in SCAN_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
            for name in sorted(filenames):
                path = os.path.join(dirpath, name)
                if translatable(path):
                    found.append(os.path.relpath(path, root))
    return sorted(found)


def listed(root):
    entries = []
    with open(os.path.join(root, 'po', 'POTFILES'), encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                entries.append(line)
    return entries


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else '.'
    want = wanted(root)
    if '--list' in sys.argv:
        print('\n'.join(want))
        return 0
    have = listed(root)
    missing = [p for p in want if p not in have]
    absent = [p for p in have if not os.path.exists(os.path.join(root, p))]
    print('1..2')
    if missing:
        print('not ok 1 - files with translatable strings missing from po/POTFILES')
        for p in missing:
            print('# missing: ' + p)
    else:
        print('ok 1 - po/POTFILES lists all %d files with translatable strings' % len(want))
    if absent:
        print('not ok 2 - po/POTFILES lists files that do not exist')
        for p in absent:
            print('# absent: ' + p)
    else:
        print('ok 2 - every po/POTFILES entry exists')
    return 1 if missing or absent else 0


if __name__ == '__main__':
    sys.exit(main())
