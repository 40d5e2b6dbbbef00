#!/usr/bin/env python3
"""check-shared-includes.py: the shared parts include no game's header.

docs/design-two-games.md: code written once for both games (src/common, the
computer players' core in src/ai, the editor's shared parts in
editor/shared) plugs each
game in through a table (VikRules, VikAiGame, ...) or is filled by each
game's code (the Problems page), never by including its engine.  This lists every header of a game (src/engine, src/victory and the
games' own folders below src/ai) and fails when a shared file includes one.
Run from the source root or give it: check-shared-includes.py [SOURCE_ROOT]
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
GAME_DIRS = ["src/engine", "src/victory", "src/ai/viktory", "src/ai/victory",
             "src/net/viktory", "src/net/victory"]
# Shared folders: every file directly in them (a game's own subfolder is not).
SHARED_DIRS = ["src/common", "src/ai", "src/net", "editor/shared"]

game_headers = {}
for d in GAME_DIRS:
    for h in (root / d).glob("*.h"):
        game_headers[h.name] = d

include = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
problems = []
checked = 0
for d in SHARED_DIRS:
    for f in sorted((root / d).glob("*.[ch]")):
        checked += 1
        for name in include.findall(f.read_text(encoding="utf-8")):
            if name in game_headers:
                problems.append(f"{f.relative_to(root)} includes {name} of {game_headers[name]}")

if checked == 0:
    print("no shared file found under", root)
    sys.exit(1)
for p in problems:
    print(p)
print(f"{checked} shared files checked, {len(problems)} include a game's header")
sys.exit(1 if problems else 0)
