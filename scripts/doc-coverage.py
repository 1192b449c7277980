#!/usr/bin/env python3
"""Lists the public symbols of SheetL10n's library modules that have no doc comment.

Reads the symbol graphs that `swift package dump-symbol-graph` writes; exits 1 when any
public symbol is undocumented. Members that only implement a standard protocol's
requirement (`==`, `hash(into:)`, `description`, `id`, …) take their documentation from
the protocol, as DocC shows them, and are not counted.
"""
import glob
import json
import os
import sys

MODULES = ["ActionSheetCore", "ICU", "LocaleCatalog", "VerbSpecificity", "LocalizedSheets", "CatalogLint"]
INHERITED = {
    "==(_:_:)", "!=(_:_:)", "<(_:_:)", "hash(into:)", "hashValue", "description", "debugDescription", "id",
    "init(from:)", "encode(to:)", "rawValue", "init(rawValue:)", "allCases", "makeIterator()", "next()",
    "startIndex", "endIndex", "index(after:)", "index(before:)", "subscript(_:)", "count", "isEmpty",
    "errorDescription", "localizedDescription", "callAsFunction(_:)",
}

def main(directory):
    missing = []
    total = 0
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        module = os.path.basename(path).split(".symbols.json")[0].split("@")[0]
        if module not in MODULES:
            continue
        graph = json.load(open(path))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            name = symbol["pathComponents"][-1]
            kind = symbol["kind"]["identifier"]
            if kind == "swift.extension":
                continue
            total += 1
            if symbol.get("docComment"):
                continue
            if name in INHERITED:
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "").split("/Sources/")[-1]
            line = location.get("position", {}).get("line", 0) + 1
            missing.append(f"Sources/{uri}:{line}: {module}.{'.'.join(symbol['pathComponents'])} ({kind})")
    for row in missing:
        print(row)
    print(f"{total - len(missing)} of {total} public symbols documented; {len(missing)} undocumented")
    return 1 if missing else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ".build/symbolgraph"))
