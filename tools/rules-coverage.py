#!/usr/bin/env python3
"""Writes docs/rules-coverage.md: every case of the three rule books (VIKTORY II
v2.1, VIKTORY II v1.1 German, VIKTORY v1.1) and the tests that name it (test
paths like /rules/10.12/infantry-stops-in-forest, /rules-de/9.12/...,
/rules-v1/regular-attacks-2/...).  A case of another edition whose rule is
v2.1's, word for word, names that v2.1 case: its tests test the same code.

    tools/rules-coverage.py            print the table
    tools/rules-coverage.py --check F  fail if F is not what would be printed,
                                       or if a case of any edition has no test
                                       (and no note saying why)
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


# VIKTORY II, Regeln v1.1 (German): (case, rule, the v2.1 case with the same
# rule or None, note).  docs/editions.md has every difference.
DE_CASES = [
    ("1.1", "2 to 6 players", None, ""),
    ("3.2", "Tiles face down in random order: nobody arranges them (editions decision 3)", None, ""),
    ("3.3", "Starting positions: three hexes a player (R2)", "3.3", ""),
    ("4.0", "Setup turn: the Capital only; all-water start hexes reveal the hexes around", None, ""),
    ("5.1", "Auslöschen (Standard Conquest)", "5.1", ""),
    ("5.2", "Unterwerfung (Subjugation Conquest, needs 15.6)", "5.2", ""),
    ("5.3", "Entscheidungsschlag (Shorter Conquest)", "5.3", ""),
    ("5.4", "Vorherrschaft: 20 points at the start of the turn", None, ""),
    ("5.5", "Zufallsende (the Doomsday Clock)", "5.5", ""),
    ("6.0", "Sequence of play: Building first", None, ""),
    ("7.1", "Capital requirement", "8.1", ""),
    ("7.2", "One Town or one upgrade a turn", None, ""),
    ("7.21", "Where Towns can be built", "8.2.1", ""),
    ("7.22", "Enemy units: not on their hex; next to them allowed", None, ""),
    ("7.23", "Upgrading Towns to Cities", "8.2.3", ""),
    ("7.24", "Town building limitations", "8.24", ""),
    ("7.3", "Exploration from building", "8.3", ""),
    ("7.4", "Units from building", "8.4", ""),
    ("8.1", "Towns support one Infantry", "9.1", ""),
    ("8.2", "Cities: a Plains City supports two Infantry", None, ""),
    ("9.0", "Movement: one unit at a time", "10.0", ""),
    ("9.1", "Land movement (no ferries: see 9.13)", "10.1", ""),
    ("9.11", "Movement allowances", "10.11", ""),
    ("9.12", "Slow terrain: every unit stops", None, ""),
    ("9.13", "Roads: land hexes only; not a Town built this turn", None, ""),
    ("9.2", "Exploration from movement", "10.2", ""),
    ("9.31", "Frigate movement allowance", "10.31", ""),
    ("9.32", "Port transit: next to water; not a Town built this turn", None, ""),
    ("9.41", "Cargo capacity", "10.41", ""),
    ("9.42", "Embarking", "10.42", ""),
    ("9.43", "No land movement before or after transport", "10.43", ""),
    ("9.44", "Artillery bombard restriction", "10.44", ""),
    ("9.45", "Cargo", "10.45", ""),
    ("9.46", "Disembarking", "10.46", ""),
    ("9.47", "Amphibious landings", "10.47", ""),
    ("10.1", "Hits and Volltreffer; no Combat Supply", None, ""),
    ("10.2", "Applying losses, the economic adjustment", "11.3", ""),
    ("10.3", "Conquering Towns and Cities", "11.4", ""),
    ("10.4", "Types of attacks", "11.5", ""),
    ("10.5", "Targets", "11.6", ""),
    ("10.6", "One attack a unit a turn", "11.7", ""),
    ("10.7", "Combat effect on movement", "11.8", ""),
    ("11.0", "Bombardment one or two hexes away", None, ""),
    ("11.1", "No defence", "12.1", ""),
    ("11.2", "Line of sight", None, ""),
    ("11.3", "Frigates with cargo bombard", "12.2", ""),
    ("11.4", "Mnemonic", "12.3", ""),
    ("12.1", "Attacker and defender", "13.1", ""),
    ("12.2", "One battle per hex per turn", "13.2", ""),
    ("12.3", "Battle rounds: the attacker's Artillery fires first; Cavalry two dice; no hex-side dice; four at most", None, ""),
    ("12.31", "Suppression: never Naval Support or terrain dice", None, ""),
    ("12.32", "Naval support in several battles", "13.32", ""),
    ("12.33", "Naval support limitation", "13.33", ""),
    ("12.4", "Movement & Combat sequencing", "13.4", ""),
    ("13.0", "Reserve placement (no redeployment)", None, ""),
    ("13.11", "Placement capacities: a Plains City takes two Infantry", None, ""),
    ("13.12", "Any fitting Town or City", "14.12", ""),
    ("13.2", "Adjacent enemy units restriction", "14.2", ""),
    ("13.3", "Frigate placement", "14.3", ""),
    ("13.4", "Placement in the Capital", "14.4", ""),
    ("13.5", "Frigate placement naval battle", "14.5", ""),
    ("14.0", "Losing the Capital", "15.0", ""),
    ("15.0", "Optional rules: the book's own", None, ""),
    ("15.1", "Flache Welt: also the line of sight", None, ""),
    ("15.2", "Keine Erkundung (No Exploration)", "16.2", ""),
    ("15.3", "Ausgewogene Landverteilung (Balanced Land)", None, ""),
    ("15.4", "Weniger Glück (Luck Averaging), with the book's dice", "16.4", ""),
    ("15.5", "Stadtverlegung (Relocation): building first; the rebuilt Town off the roads this turn", "16.5", ""),
    ("15.6", "Unterwerfung (Subjugation): a captured Capital is handed back", "16.8", ""),
    ("15.61", "Zwangsallianz: Vassal, Ruler, Alliance", "16.81", ""),
    ("15.62", "Rückgabe der Hauptstadt: withdrawal, battles, reinforcement", "16.82", ""),
    ("15.63", "Neuorganisation: no attack on the next turn, which begins with building", "16.83", ""),
    ("15.64", "Wirkung von Allianzen; the Cavalry example with every unit slowed (9.12)", "16.84", ""),
    ("15.65", "Bruch der Allianz", "16.85", ""),
    ("15.66", "Sieg durch Unterwerfung (= 5.2); no Alliance Optional Victory", "16.86", ""),
    ("file", "The edition in saves and scenarios (`[Rules] Edition`)", None, ""),
    ("cite", "Refusals cite the German book's own cases", None, ""),
]

# VIKTORY v1.1 manual: (label in test paths, heading and step, v2.1 case or None, note).
V1_CASES = [
    ("introduction", "Introduction: 2-4 players; conquest the only victory; no optional rules", None, ""),
    ("contents", "Contents: 132 hexagons, six dice", None, "Descriptive; the board sizes are under The Map."),
    ("the-map", "The Map: face up, outer edge water, the boards (editions decisions 1)", None, ""),
    ("game-start", "Game Start 1-3 and its example: first player, corners, the Capital", None, ""),
    ("each-turn", "Each turn: building, movement/attack, placement", None, ""),
    ("building", "Building: one Town or upgrade; first Town on a starting hex or the nearest land; not on enemy units", None, ""),
    ("unit-types", "Unit Types: a Plains City supports two Infantry", None, ""),
    ("movement", "Movement: allowances; no slow terrain, no roads", None, ""),
    ("frigate-transport", "Frigate Transport: three units, one drop-off hex, no move before or after, cargo", "10.41", ""),
    ("frigate-pass-through", "Frigate Pass-Through: a Town next to water, not one built this turn", None, ""),
    ("casualties", "Casualties go to the reserve", "11.3", ""),
    ("attacks", "Attacks: bombard or regular, one a turn, ends movement", "11.7", ""),
    ("bombard-attacks", "Bombard Attacks: one or two hexes, no line of sight; its example", None, ""),
    ("regular-attacks", "Regular Attacks: one per hex per turn; the example", None, ""),
    ("regular-attacks-1", "Regular Attacks 1: only the attacker's artillery fires first", None, ""),
    ("regular-attacks-2", "Regular Attacks 2: cavalry two dice, four at most, no hex-side dice", None, ""),
    ("regular-attacks-3", "Regular Attacks 3: town 1, city 2, frigate 1; no terrain dice, no suppression", None, ""),
    ("regular-attacks-4", "Regular Attacks 4: remove casualties", "13.3", ""),
    ("regular-attacks-5", "Regular Attacks 5: all to one hex, never onto a frigate", None, ""),
    ("regular-attacks-6", "Regular Attacks 6: battle resolution, the economic adjustment", "11.3", ""),
    ("placement", "Placement: none without the Capital; no siege; no redeployment", None, ""),
    ("file", "The edition in saves and scenarios (`[Rules] Edition`)", None, ""),
    ("cite", "Refusals cite the manual's headings and steps", None, ""),
]


def collect(root, prefix):
    found = {}
    pattern = r'"/%s/([^/"]+)/([^"]+)"' % re.escape(prefix)
    for path in sorted((root / "tests").rglob("test-*.c")):
        for m in re.finditer(pattern, path.read_text(encoding="utf-8")):
            found.setdefault(m.group(1), []).append("`%s` (%s)" % (m.group(2), path.name))
    return found


def render(root):
    found = collect(root, "rules")
    v21_cells = {}
    lines = [
        "# Rules coverage",
        "",
        "Every case of the three rule books (docs/editions.md), and the tests that",
        "name it.  Written by `tools/rules-coverage.py`; a test (`meson test",
        "rules-coverage`) fails when this file is out of date or a case has no",
        "test (nor a note saying why).  Gaps in the books are decided in",
        "[rules-notes.md](rules-notes.md), [editions.md](editions.md) and",
        "`../shared/RULINGS.md`.",
        "",
        "## VIKTORY II v2.1 (`v2.1`)",
        "",
        "| Case | Rule | Tests |",
        "| --- | --- | --- |",
    ]
    untested = []
    for case, title, note in CASES:
        tests = found.pop(case, [])
        cell = "<br>".join(tests) if tests else ""
        if note:
            cell = (cell + "<br>" if cell else "") + "_" + note + "_"
        v21_cells[case] = cell
        if not cell:
            untested.append("v2.1 " + case)
        lines.append("| %s | %s | %s |" % (case, title, cell or "**untested**"))
    for case in sorted(found):
        lines.append("| %s | (not in the case list) | %s |" % (case, "<br>".join(found[case])))
    for heading, prefix, cases, label in (
            ("VIKTORY II v1.1, German (`de-v1.1`)", "rules-de", DE_CASES, "de-v1.1"),
            ("VIKTORY v1.1, the original game (`v1`)", "rules-v1", V1_CASES, "v1")):
        own = collect(root, prefix)
        lines += ["", "## " + heading, "",
                  "Tests `/%s/<case>/...`; \"= v2.1 [x]\" marks a rule the same as v2.1's, tested there." % prefix,
                  "The edition's 500-game playouts (`editions-playout-%s-*`) play every case." % label,
                  "", "| Case | Rule | Tests |", "| --- | --- | --- |"]
        for case, title, same, note in cases:
            tests = own.pop(case, [])
            parts = list(tests)
            if same is not None:
                if not v21_cells.get(same):
                    untested.append("%s %s (= v2.1 %s, untested)" % (label, case, same))
                parts.append("_= v2.1 [%s]_" % same)
            if note:
                parts.append("_" + note + "_")
            cell = "<br>".join(parts)
            if not cell:
                untested.append(label + " " + case)
            lines.append("| %s | %s | %s |" % (case, title, cell or "**untested**"))
        for case in sorted(own):
            lines.append("| %s | (not in the case list) | %s |" % (case, "<br>".join(own[case])))
            untested.append("%s %s (not in the case list)" % (label, case))
    return "\n".join(lines) + "\n", untested


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    text, untested = render(root)
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        current = pathlib.Path(sys.argv[2]).read_text(encoding="utf-8")
        if current != text:
            sys.stderr.write("%s is out of date: run tools/rules-coverage.py > docs/rules-coverage.md\n" % sys.argv[2])
            return 1
        if untested:
            sys.stderr.write("cases without a test: %s\n" % ", ".join(untested))
            print("1..1\nnot ok 1 cases without a test: %s" % ", ".join(untested))
            return 1
        print("1..1\nok 1 rules coverage is current")
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
