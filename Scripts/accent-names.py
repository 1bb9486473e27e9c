#!/usr/bin/env python3
"""Accent folding against fzf 0.38 on a list of names (issue 25).

The names (Benchmarks/accent-names.txt) are written by `--write-names`: first names and surnames
of European spellings, with and without accents, paired by a seeded generator so that the list
is the same every run. The queries are plain ASCII, as people type names they have heard.

  Scripts/accent-names.py --write-names      rewrite Benchmarks/accent-names.txt
  Scripts/accent-names.py --record           rewrite Benchmarks/accent-queries.tsv: each query
                                             and fzf's top 10 (`fzf --filter`), tab-separated;
                                             the test suite holds tfield to these answers
  Scripts/accent-names.py --compare [TFIELD] how many queries keep fzf's top 10, for tfield with
                                             accents folded (its default) and with --literal
                                             (what tfield did before folding)

Needs fzf (Debian's 0.38) for --record and --compare; TFIELD defaults to .build/debug/tfield.
"""
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAMES = ROOT / "Benchmarks" / "accent-names.txt"
QUERIES = ROOT / "Benchmarks" / "accent-queries.tsv"

FIRST = [
    "José", "Jose", "François", "Francois", "Björk", "Zoë", "Zoe", "Noël", "Sébastien", "Sebastian",
    "Céline", "Celine", "André", "Andre", "Renée", "Renee", "Jürgen", "Jurgen", "Håkon", "Hakon",
    "Raphaël", "Chloé", "Chloe", "Inês", "Ines", "Óscar", "Oscar", "Gaël", "Émilie", "Emilie",
    "Lukáš", "Lukas", "Šárka", "Sarka", "Dušan", "Dusan", "Søren", "Soren", "Ångel", "Íñigo",
    "Zoltán", "Zoltan", "Ágnes", "Agnes", "Mónica", "Monica", "Joël", "Joel", "Hélène", "Helene",
]
LAST = [
    "Mühlenhoff", "Muhlenhoff", "Müller", "Muller", "Mueller", "Dvořák", "Dvorak", "Gonçalves",
    "Goncalves", "López", "Lopez", "Núñez", "Nunez", "Sørensen", "Sorensen", "Özil", "Ozil",
    "Ångström", "Angstrom", "Lefèvre", "Lefevre", "Brontë", "Bronte", "Čapek", "Capek", "Kovačić",
    "Kovacic", "Wałęsa", "Walesa", "Þórsdóttir", "Thorsdottir", "Fernández", "Fernandez",
    "Schröder", "Schroder", "Jäger", "Jager", "Beaumont", "Rousseau", "Éluard", "Eluard",
]
QUERY_LIST = [
    "muhlenhoff", "muller", "dvorak", "goncalves", "lopez", "nunez", "sorensen", "ozil", "angstrom",
    "lefevre", "bronte", "capek", "kovacic", "walesa", "fernandez", "schroder", "jager", "eluard",
    "jose", "francois", "bjork", "zoe", "noel", "sebastien", "celine", "andre", "renee", "jurgen",
    "hakon", "raphael", "chloe", "ines", "oscar", "emilie",
]


def names():
    rng = random.Random(25)
    seen, out = set(), []
    while len(out) < 400:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def top10(command, query):
    data = NAMES.read_bytes()
    result = subprocess.run(command + ["--filter", query], input=data, capture_output=True, check=False)
    return result.stdout.decode().splitlines()[:10]


def main(argv):
    if argv[:1] == ["--write-names"]:
        NAMES.write_text("".join(name + "\n" for name in names()), encoding="utf-8")
    elif argv[:1] == ["--record"]:
        rows = ["\t".join([query] + top10(["fzf"], query)) for query in QUERY_LIST]
        QUERIES.write_text("".join(row + "\n" for row in rows), encoding="utf-8")
    elif argv[:1] == ["--compare"]:
        tfield = argv[1] if len(argv) > 1 else str(ROOT / ".build" / "debug" / "tfield")
        for label, extra in (("accents folded", []), ("--literal", ["--literal"])):
            kept = [q for q in QUERY_LIST if top10([tfield, "choose"] + extra, q) == top10(["fzf"], q)]
            print(f"tfield ({label}): {len(kept)} of {len(QUERY_LIST)} queries keep fzf's top 10")
            for query in QUERY_LIST:
                if query not in kept:
                    print(f"  differs: {query}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
