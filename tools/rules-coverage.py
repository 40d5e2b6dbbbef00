#!/usr/bin/env python3
"""Writes docs/rules-coverage.md: every case of the VIKTORY II v2.1 rules and
the tests that name it (test paths like /rules/10.12/infantry-stops-in-forest).

    tools/rules-coverage.py            print the table
    tools/rules-coverage.py --check F  fail if F is not what would be printed
"""
import pathlib
import re
import sys

CASES = [
    ("3.1", "The game map", ""),
    ("3.2", "Setting up the board, the draw pile (R1, R3)", ""),
    ("3.3", "Player starting positions (R2)", ""),
    ("3.4", "The playing pieces", "Descriptive: unit types are the engine's VikUnitType."),
    ("3.5", "Charts and tables", "The Terrain and Units Supported chart is the ruleset table (R10)."),
    ("4.0", "Starting the game: setup turns", ""),
    ("5.1", "Standard Conquest", ""),
    ("5.2", "Subjugation Conquest (= 16.86; needs the Subjugation rule)", ""),
    ("5.3", "Shorter Conquest", ""),
    ("5.4", "Race for Dominance", ""),
    ("5.5", "The Doomsday Clock", ""),
    ("6.0", "Sequence of play", ""),
    ("7.0", "Map exploration (R4)", ""),
    ("8.1", "Capital requirement", ""),
    ("8.2", "Towns and Cities: one or two Towns or one upgrade", ""),
    ("8.2.1", "Where Towns can be built", ""),
    ("8.2.2", "Enemy units", ""),
    ("8.2.3", "Upgrading Towns to Cities", ""),
    ("8.24", "Town building limitations", "Follows from 8.2.1-8.2.3: no legal site leaves only `end`."),
    ("8.3", "Exploration from building", ""),
    ("8.4", "Gaining units from building", ""),
    ("9.1", "Towns support one Infantry", "Checked by the [9.2] accounting invariant after every action of every playout."),
    ("9.2", "Cities; one-to-one accounting", ""),
    ("10.0", "Movement: one unit at a time", ""),
    ("10.1", "Land movement", ""),
    ("10.11", "Movement allowances", ""),
    ("10.12", "Slow terrain", ""),
    ("10.13", "Road/ferry movement (R7)", ""),
    ("10.2", "Exploration from movement", ""),
    ("10.31", "Frigate movement allowance", ""),
    ("10.32", "Frigate port transit", ""),
    ("10.41", "Cargo capacity", ""),
    ("10.42", "Embarking", ""),
    ("10.43", "No land movement before or after transport", ""),
    ("10.44", "Artillery bombard restriction", ""),
    ("10.45", "Cargo", ""),
    ("10.46", "Disembarking", ""),
    ("10.47", "Amphibious landings", ""),
    ("11.1", "Scoring hits, tactical victories (R6, R12)", ""),
    ("11.2", "Combat Supply", ""),
    ("11.3", "Applying losses, the economic adjustment", ""),
    ("11.4", "Conquering Towns and Cities", ""),
    ("11.5", "Types of attacks", "Bombard and Battle are the two attack actions."),
    ("11.6", "Targets", "Battles take only the units standing in the hex (land in land hexes, Frigates in water); cargo never fights (see 10.45)."),
    ("11.7", "Engagement limitation", ""),
    ("11.8", "Combat effect on movement", "Tested in /rules/12.0/bombard-example and /rules/10.0/entering-enemy-ends-movement."),
    ("12.0", "Bombard attacks", ""),
    ("12.1", "No defence", ""),
    ("12.2", "Frigates with cargo bombard", ""),
    ("12.3", "Mnemonic", "Nothing to enforce: the engine marks attacked units itself."),
    ("13.1", "Attacker and defender", "The player moving in is side 0 of every battle."),
    ("13.2", "One battle per hex per turn", ""),
    ("13.3", "Battle rounds, resolution, retreat", ""),
    ("13.31", "Defender suppression (R11)", ""),
    ("13.32", "Naval support in several battles", ""),
    ("13.33", "Naval support limitation", "Tested with 13.32 and in the forecast."),
    ("13.4", "Movement & Combat sequencing", "Free order: nothing to enforce."),
    ("13.5", "Redeployment", ""),
    ("14.0", "Reserve placement", ""),
    ("14.11", "Placement capacities, lost-Capital penalty", ""),
    ("14.12", "Any fitting Town or City", ""),
    ("14.2", "Adjacent enemy units restriction", ""),
    ("14.3", "Frigate placement", ""),
    ("14.4", "Placement in the Capital", ""),
    ("14.5", "Frigate placement naval battle", ""),
    ("15.0", "Losing the Capital", ""),
    ("16.0", "Optional rules: each selectable, carried by saves and scenarios", ""),
    ("16.1", "Terrain Leveling", ""),
    ("16.2", "No Exploration", ""),
    ("16.3", "Immediate Empires", ""),
    ("16.4", "Luck Averaging", ""),
    ("16.5", "Town/City Relocation", ""),
    ("16.6", "Metropolises", ""),
    ("16.7", "Frigate Options", ""),
    ("16.8", "Subjugation: a captured Capital is handed back; its state in saves", ""),
    ("16.81", "Political relationship: Vassal, Ruler, Alliance", ""),
    ("16.82", "Returning the Vassal's capital: withdrawal, battles, reinforcement", ""),
    ("16.83", "Vassal reorganization: no attack on the next turn", ""),
    ("16.84", "Vassal and Alliance effects", ""),
    ("16.85", "Breaking the Alliance", ""),
    ("16.86", "Alliance Victory Condition (= 5.2)", ""),
    ("16.87", "Alliance Optional Victory Condition (a victory condition: two-vassals)", ""),
]


def collect(root):
    found = {}
    for path in sorted((root / "tests").rglob("test-*.c")):
        for m in re.finditer(r'"/rules/([0-9.]+)/([^"]+)"', path.read_text(encoding="utf-8")):
            found.setdefault(m.group(1), []).append("`%s` (%s)" % (m.group(2), path.name))
    return found


def render(root):
    found = collect(root)
    lines = [
        "# Rules coverage",
        "",
        "Every case of the VIKTORY II v2.1 rules, and the tests that name it.",
        "Written by `tools/rules-coverage.py`; a test (`meson test rules-coverage`)",
        "fails when this file is out of date.  Gaps in the book are decided in",
        "[rules-notes.md](rules-notes.md) and `../shared/RULINGS.md`.",
        "",
        "| Case | Rule | Tests |",
        "| --- | --- | --- |",
    ]
    for case, title, note in CASES:
        tests = found.pop(case, [])
        cell = "<br>".join(tests) if tests else ""
        if note:
            cell = (cell + "<br>" if cell else "") + "_" + note + "_"
        lines.append("| %s | %s | %s |" % (case, title, cell or "**untested**"))
    for case in sorted(found):
        lines.append("| %s | (not in the case list) | %s |" % (case, "<br>".join(found[case])))
    return "\n".join(lines) + "\n"


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    text = render(root)
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        current = pathlib.Path(sys.argv[2]).read_text(encoding="utf-8")
        if current != text:
            sys.stderr.write("%s is out of date: run tools/rules-coverage.py > docs/rules-coverage.md\n" % sys.argv[2])
            return 1
        print("1..1\nok 1 rules coverage is current")
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
