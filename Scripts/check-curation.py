#!/usr/bin/env python3
"""Fails when a public top-level symbol of a module is not curated under a topic of its DocC
catalog. DocC files an uncurated symbol silently under a generated group, so a type nobody
placed goes unnoticed; this compares the module's symbol graph with the catalog's Topics.

    Scripts/check-curation.py SYMBOL_GRAPH_DIR CATALOG_DIR MODULE [MODULE ...]

Top-level symbols (types, protocols, functions, variables) must be linked from a "## Topics"
section ("- ``Name``" or "- ``Name/member``"); members are curated under their type's page by
DocC itself. Symbols whose names start with an underscore are skipped, as DocC hides them.
"""
import json
import os
import re
import sys


def public_top_level(graph_dir, module):
    path = os.path.join(graph_dir, module + ".symbols.json")
    with open(path, encoding="utf-8") as handle:
        graph = json.load(handle)
    names = set()
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        components = symbol.get("pathComponents", [])
        if len(components) != 1 or components[0].startswith("_"):
            continue
        names.add(components[0])
    return names


def curated(catalog_dir):
    names = set()
    link = re.compile(r"``([^`]+)``")
    for root, _, files in os.walk(catalog_dir):
        for name in files:
            if not name.endswith(".md"):
                continue
            in_topics = False
            with open(os.path.join(root, name), encoding="utf-8") as handle:
                for line in handle:
                    if line.startswith("## "):
                        in_topics = line.strip() == "## Topics"
                    if in_topics and line.lstrip().startswith("- "):
                        for target in link.findall(line):
                            # ``Module/Name``, ``Name``, ``Name/member(_:)``: the top-level name.
                            parts = target.split("/")
                            if len(parts) > 1 and parts[0] in modules:
                                parts = parts[1:]
                            names.add(parts[0].split("(")[0])
    return names


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    graph_dir, catalog_dir, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    placed = curated(catalog_dir)
    stray = sorted(
        name for module in modules for name in public_top_level(graph_dir, module) if name not in placed)
    if stray:
        print(
            f"DocC: {len(stray)} public symbols under no topic of {catalog_dir}: " + ", ".join(stray),
            file=sys.stderr)
        sys.exit(1)
    print(f"DocC: every public symbol of {', '.join(modules)} is under a topic")
