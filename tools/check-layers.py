#!/usr/bin/env python3
"""check-layers.py: no folder circle.

docs/architecture.md: the folders are layers.  A folder's files include
headers of their own folder and of folders below, never of one that
includes theirs: src/gui (the game windows) does not include the editor's
headers, src/gui/victory's windows are reached from src/gui only through the
registered games (vik-gui-game.h), the editor's shared window only through
vik-editor-game.h, and only src/app (the program) names every game.

This maps every header to its folder, draws an edge from a folder to each
folder whose header one of its files includes, and fails on any cycle.
Run from the source root or give it: check-layers.py [SOURCE_ROOT]
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
FOLDERS = ["src/common", "src/engine", "src/victory", "src/ai", "src/ai/viktory", "src/ai/victory",
           "src/net", "src/net/viktory", "src/net/victory", "src/games", "src/cli",
           "src/gui", "src/gui/victory", "editor", "editor/victory", "src/app"]
# Known and documented (docs/architecture.md, "Layers"): the network layer
# finds a game by its id in the list of games (vik_games_find), which in turn
# holds each game's network table.  Any other cycle fails.
KNOWN = {frozenset(("src/games", "src/net"))}

owner = {}
for d in FOLDERS:
    for h in (root / d).glob("*.h"):
        if h.name in owner and owner[h.name] != d:
            print(f"{h.name} is in both {owner[h.name]} and {d}")
            sys.exit(1)
        owner[h.name] = d

include = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
edges = {d: {} for d in FOLDERS}
for d in FOLDERS:
    for f in sorted((root / d).glob("*.[ch]")):
        for name in include.findall(f.read_text(encoding="utf-8")):
            to = owner.get(name)
            if to and to != d:
                edges[d].setdefault(to, f"{f.relative_to(root)} includes {name}")

# Every cycle shows as a pair of folders each reaching the other.
def reaches(a, b):
    seen, todo = set(), [a]
    while todo:
        x = todo.pop()
        for y in edges[x]:
            if frozenset((x, y)) in KNOWN or y in seen:
                continue
            if y == b:
                return True
            seen.add(y)
            todo.append(y)
    return False

problems = []
for a in FOLDERS:
    for b, why in edges[a].items():
        if frozenset((a, b)) in KNOWN:
            continue
        if reaches(b, a):
            problems.append(f"{a} -> {b} ({why}), and {b} reaches {a} again")
if len(owner) == 0:
    print("no header found under", root)
    sys.exit(1)
for p in problems:
    print(p)
print(f"{len(FOLDERS)} folders, {sum(len(e) for e in edges.values())} edges, {len(problems)} in a circle")
sys.exit(1 if problems else 0)
