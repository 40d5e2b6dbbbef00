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

It also fails when a GUI folder includes a game's header it must not: the
parts both games share (src/gui/core, the display-free core; src/gui, the
shared widgets) include neither game's (src/engine and src/gui/viktory for
VIKTORY II, src/victory and src/gui/victory for Victory); src/gui/viktory
includes none of Victory's, src/gui/victory none of VIKTORY II's (the
hand-off screen is written once over VikSession, in src/gui; another
game's save opens through the registered games, vik-gui-game.h).  The
editor's shared parts (editor/shared: the Problems page) include neither
game's either; each game's editor (editor, editor/victory) fills them.  src/engine holds only VIKTORY II's headers: the hex
maths and the rules interface both games use are in src/common.
Run from the source root or give it: check-layers.py [SOURCE_ROOT]
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
FOLDERS = ["src/common", "src/engine", "src/victory", "src/ai", "src/ai/viktory", "src/ai/victory",
           "src/net", "src/net/viktory", "src/net/victory", "src/games", "src/cli",
           "src/gui/core", "src/gui", "src/gui/viktory", "src/gui/victory",
           "editor/shared", "editor", "editor/victory", "src/app"]
# Known and documented (docs/architecture.md, "Layers"): the network layer
# finds a game by its id in the list of games (vik_games_find), which in turn
# holds each game's network table.  Any other cycle fails.
KNOWN = {frozenset(("src/games", "src/net"))}

# Each game's headers for the GUI folders: its engine and its GUI folder.
GAMES = {"VIKTORY II": ["src/engine", "src/gui/viktory"],
         "Victory": ["src/victory", "src/gui/victory"]}
# Which games' headers each GUI folder may not include.
NOT_GAMES = {"src/gui/core": ["VIKTORY II", "Victory"],
             "src/gui": ["VIKTORY II", "Victory"],
             "src/gui/viktory": ["Victory"],
             "src/gui/victory": ["VIKTORY II"],
             "editor/shared": ["VIKTORY II", "Victory"]}

owner = {}
for d in FOLDERS:
    for h in (root / d).glob("*.h"):
        if h.name in owner and owner[h.name] != d:
            print(f"{h.name} is in both {owner[h.name]} and {d}")
            sys.exit(1)
        owner[h.name] = d

include = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
edges = {d: {} for d in FOLDERS}
game_includes = []
for d in FOLDERS:
    for f in sorted((root / d).glob("*.[ch]")):
        for name in include.findall(f.read_text(encoding="utf-8")):
            to = owner.get(name)
            if to and to != d:
                edges[d].setdefault(to, f"{f.relative_to(root)} includes {name}")
            for game in NOT_GAMES.get(d, []):
                if to in GAMES[game]:
                    game_includes.append(f"{f.relative_to(root)} includes {name} of {to} ({game})")

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
for p in problems + game_includes:
    print(p)
print(f"{len(FOLDERS)} folders, {sum(len(e) for e in edges.values())} edges, {len(problems)} in a circle, "
      f"{len(game_includes)} game headers where they may not be")
sys.exit(1 if problems or game_includes else 0)
