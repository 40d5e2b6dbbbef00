#!/usr/bin/env python3
"""Check that the shared board view (and the other shared pieces of the
GUI: the painter export, the charts, the session interface and the network
play's connection) include no game's header.

Usage: check-game-free.py SOURCE_ROOT

Follows the #include "..." lines of the board view, its input, the hex
cursor (src/gui) and the painter interface (src/gui/core) through the
repository's headers and fails when one of them reaches a header of
src/engine other than the shared hex maths (vik-hex.h and the vik-types.h it
needs), of src/gui/viktory (VIKTORY II's model and painter), or of
src/victory or src/gui/victory (Victory's engine, model and painter), as
docs/design-two-games.md asks: the view draws through a painter and never
knows the game.  Prints TAP.
"""
import os
import re
import sys

ROOTS = ['vik-board-view.c', 'vik-board-view-input.c', 'vik-board-view.h',
         'vik-board-view-private.h', 'vik-hex-cursor.c', 'vik-hex-cursor.h',
         'core/vik-board-painter.c', 'core/vik-board-painter.h',
         'core/vik-painter-export.c', 'core/vik-painter-export.h', 'core/vik-chart.c', 'core/vik-chart.h',
         'core/vik-session.c', 'core/vik-session.h', 'core/vik-net-session.c', 'core/vik-net-session.h',
         'core/vik-net-record.c', 'core/vik-net-record.h',
         'core/vik-remote.c', 'core/vik-remote.h',
         'core/vik-autosave-files.c', 'core/vik-autosave-files.h',
         'core/vik-save-file.c', 'core/vik-save-file.h',
         'vik-replay-steps.c', 'vik-replay-steps.h', 'vik-replay-bar.c', 'vik-replay-bar.h',
         'vik-export-actions.c', 'vik-export-actions.h',
         'vik-stats-view.c', 'vik-stats-view.h']
SHARED = {'vik-hex.h', 'vik-types.h'}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def main():
    root = sys.argv[1]
    dirs = [os.path.join(root, d) for d in ('src/gui', 'src/gui/core', 'src/common', 'src/engine',
                                            'src/gui/viktory', 'src/victory', 'src/gui/victory',
                                            'editor')]
    engine = os.path.join(root, 'src/engine')
    games = {os.path.join(root, d) for d in ('src/gui/viktory', 'src/victory', 'src/gui/victory')}

    def find(name):
        for d in dirs:
            path = os.path.join(d, name)
            if os.path.exists(path):
                return path
        return None  # config.h and system headers

    print('1..%d' % len(ROOTS))
    failed = 0
    for n, start in enumerate(ROOTS, 1):
        seen, todo, bad = set(), [os.path.join(root, 'src/gui', start)], []
        while todo:
            path = todo.pop()
            if path in seen:
                continue
            seen.add(path)
            with open(path, encoding='utf-8') as f:
                for name in INCLUDE.findall(f.read()):
                    found = find(name)
                    if found is None:
                        continue
                    if ((os.path.dirname(found) == engine and name not in SHARED)
                            or os.path.dirname(found) in games):
                        bad.append('%s includes %s' % (os.path.basename(path), name))
                    else:
                        todo.append(found)
        if bad:
            failed += 1
            print('not ok %d - %s reaches game headers: %s' % (n, start, ', '.join(sorted(set(bad)))))
        else:
            print('ok %d - %s includes no game header' % (n, start))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
