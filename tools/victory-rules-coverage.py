#!/usr/bin/env python3
"""Writes docs/victory-rules-coverage.md: every numbered case of Columbia
Games' Victory (sections 1-10), each optional rule of the sidebars and each
stretch-goal unit, with the tests that name it (test paths such as
/victory/6.46/hit-allocation in tests/victory/).

    tools/victory-rules-coverage.py            print the table
    tools/victory-rules-coverage.py --check F  fail if F is out of date, or if
                                               a case has no test and no note
"""
import pathlib
import re
import sys

# (case, title, note).  A note stands in for tests only where the book states
# no rule for the engine to enforce; such cases are listed in the report.
CASES = [
    ("1.1", "Choosing maps", ""),
    ("1.2", "Production cities", ""),
    ("1.3", "Picking a scenario", ""),
    ("1.4", "Deploying units", ""),
    ("2.0", "Game turns: initiative, move, combat, supply & victory, production", ""),
    ("3.0", "Terrain: hexes and hexsides", ""),
    ("3.1", "Terrain types", ""),
    ("3.2", "Cities & Towns, ports", ""),
    ("3.3", "Roads", ""),
    ("4.0", "Unit types: the Unit Data Chart", ""),
    ("4.1", "Air units; Medium Bombers on Carriers", ""),
    ("4.2", "Naval units, Carriers, Submarines", ""),
    ("4.3", "Ground units", ""),
    ("5.0", "Movement (and the Movement Example)", ""),
    ("5.1", "Pinning", ""),
    ("5.2", "Stacking limits", ""),
    ("5.3", "Hexside limits", ""),
    ("5.4", "Hex control", ""),
    ("5.41", "Hexside control", ""),
    ("5.5", "Air movement", ""),
    ("5.51", "Airbases", ""),
    ("5.52", "Air stacking", ""),
    ("5.53", "Air range", ""),
    ("5.6", "Naval movement", ""),
    ("5.7", "Ground movement", ""),
    ("5.8", "Response movement", ""),
    ("5.9", "Strategic movement", ""),
    ("5.91", "Sea transport", ""),
    ("5.92", "Port capacity", ""),
    ("6.0", "Combat (and the Battle Example)", ""),
    ("6.1", "Battle hexes", ""),
    ("6.2", "Unit strength", ""),
    ("6.3", "Combat rounds", ""),
    ("6.31", "Combat turns", ""),
    ("6.4", "Firing units", ""),
    ("6.41", "Firepower", ""),
    ("6.42", "Target groups", ""),
    ("6.43", "Ship to shore combat", ""),
    ("6.44", "Air to surface combat", ""),
    ("6.45", "Surface to air (flak)", ""),
    ("6.46", "Hit allocation", ""),
    ("6.47", "Double defense", ""),
    ("6.48", "Friendly fire", ""),
    ("6.5", "Retreats", ""),
    ("6.51", "Ground unit retreats", ""),
    ("6.52", "Amphibious retreats", ""),
    ("6.53", "Naval retreats", ""),
    ("6.54", "Air retreats", ""),
    ("6.6", "Airborne landings", ""),
    ("6.7", "Amphibious invasions", ""),
    ("6.71", "Beachheads", ""),
    ("6.8", "Blockade", ""),
    ("7.0", "Supply", ""),
    ("7.1", "Supply attrition", ""),
    ("7.2", "Supply lines", ""),
    ("7.3", "Supply bases", ""),
    ("7.4", "Sea supply", ""),
    ("7.5", "Naval unit supply", ""),
    ("8.0", "Production", ""),
    ("8.1", "Production points", ""),
    ("8.2", "Building units", ""),
    ("8.21", "Merging", ""),
    ("8.22", "Disbanding", ""),
    ("8.3", "Unit costs", ""),
    ("8.4", "Captured cities", ""),
    ("9.1", "Factories (advanced)", ""),
    ("9.4", "Storms (advanced)", ""),
    ("9.5", "Destruction markers (advanced)", ""),
    ("9.6", "Airfields (advanced)", ""),
    ("9.7", "Mulberries (advanced)", ""),
    ("10.0", "Scenarios: victory conditions", ""),
    ("10.1", "Quick Start", ""),
    ("10.2", "Custom Forces", ""),
    ("10.3", "Sleeping Giant", ""),
    ("10.4", "Two Front War", "The 3-player game with two allied players: alliances as read in victory-rules-notes.md (Allies)."),
    ("10.5", "Commanders", "Roles and which commander gives each action as read in victory-rules-notes.md (Commanders); the side panel names him (tests/gui/test-vic-decider-words.c). Votes, replacing commanders and coups are table talk."),
    ("10.6", "Time limit games", ""),
    ("10.7", "More scenarios", "No rule: scenarios online."),
    ("fog", "Fog of War (sidebar): views blind to hidden blocks", ""),
    ("opt-air-range", "Optional: Air Range (5.53 sidebar)", ""),
    ("opt-mandatory-first-round", "Optional: Mandatory 1st Round", ""),
    ("opt-regroups", "Optional: Regroups", ""),
    ("opt-pursuit-round", "Optional: Pursuit Combat Round", ""),
    ("opt-building-cadres", "Optional: Building Cadres", ""),
    ("opt-submarine-control", "Optional: Submarine Control", ""),
    ("opt-alternate-deployment", "Optional: deployment three blocks at a time (Fog of War sidebar)", ""),
    ("elite-units", "Elite units (chart notes 1, 3; Elite tanks)", ""),
    ("stretch-atom-bomb", "Stretch goal: Atom Bomb", ""),
    ("stretch-cavalry", "Stretch goal: Cavalry", ""),
    ("stretch-commando", "Stretch goal: Commando", ""),
    ("stretch-jet-fighter", "Stretch goal: Jet Fighter", ""),
    ("stretch-recon", "Stretch goal: Recon", ""),
    ("stretch-rocket", "Stretch goal: Rocket", ""),
]

# Test paths that are not rule cases (saves, notation, playouts, the computer players...).
OTHER = {"save", "playout", "notation", "interface", "scenario", "ai"}


def collect(root):
    found = {}
    for path in sorted((root / "tests" / "victory").glob("test-*.c")):
        for m in re.finditer(r'"/victory/([^/"]+)/([^"]+)"', path.read_text(encoding="utf-8")):
            found.setdefault(m.group(1), []).append("`%s` (%s)" % (m.group(2), path.name))
    return found


def render(root):
    found = collect(root)
    lines = [
        "# Victory rules coverage",
        "",
        "Every numbered case of Columbia Games' *Victory* rule book, each optional",
        "rule and each stretch-goal unit, with the tests that name it.  Written by",
        "`tools/victory-rules-coverage.py`; a test (`meson test victory-rules-coverage`)",
        "fails when this file is out of date or a case has neither a test nor a note.",
        "Gaps in the book are decided in [victory-rules-notes.md](victory-rules-notes.md).",
        "",
        "| Case | Rule | Tests |",
        "| --- | --- | --- |",
    ]
    missing = []
    for case, title, note in CASES:
        tests = found.pop(case, [])
        cell = "<br>".join(tests)
        if note:
            cell = (cell + "<br>" if cell else "") + "_" + note + "_"
        if not tests and not note:
            missing.append(case)
        lines.append("| %s | %s | %s |" % (case, title, cell or "**untested**"))
    lines += ["", "Tests of the engine's own machinery:", ""]
    for case in sorted(found):
        tag = "" if case in OTHER else " (not in the case list)"
        lines.append("- `/victory/%s/`%s: %s" % (case, tag, ", ".join(found[case])))
    return "\n".join(lines) + "\n", missing, [c for c in found if c not in OTHER]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    text, missing, strays = render(root)
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        current = pathlib.Path(sys.argv[2]).read_text(encoding="utf-8")
        problems = []
        if current != text:
            problems.append("%s is out of date: run tools/victory-rules-coverage.py > %s" % (sys.argv[2], sys.argv[2]))
        problems += ["case %s has no test" % c for c in missing]
        problems += ["test paths /victory/%s/ name no case" % c for c in strays]
        print("1..1")
        if problems:
            for p in problems:
                print("# " + p)
            print("not ok 1 victory rules coverage")
            return 1
        print("ok 1 victory rules coverage is current and complete")
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
