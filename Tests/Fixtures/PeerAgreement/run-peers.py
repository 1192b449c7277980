#!/usr/bin/env python3
"""Runs the peers on the cases and writes what each says to peers.tsv.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install translate-toolkit compare-locales
    apt-get install -y gettext
    PEERS_BIN=/tmp/venv/bin python3 run-peers.py

- msgfmt -c: each gettext case alone (its file's header and its one entry), since msgfmt
  reports one plural-count problem per file; header-field warnings are left out.
- pofilter --language=<locale>: each .po file whole (its checks are per unit); every test
  that fails on the case's unit is listed.
- compare-locales: the Android folders, with an l10n.toml naming values-{android_locale}.
"""
import csv, json, os, re, shutil, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("PEERS_BIN", "/tmp/venv/bin")
rows = list(csv.DictReader(open(os.path.join(HERE, "cases.tsv"), encoding="utf-8"), delimiter="\t"))


def po_blocks(data):
    """The header block and the entry blocks of a .po file, as bytes."""
    blocks = re.split(rb"\n\n", data.strip(b"\n"))
    return blocks[0], blocks[1:]


def msgid_of(block):
    match = re.search(rb'^msgid "(.*)"$', block, re.M)
    return match.group(1).decode("utf-8", "replace") if match else None


def msgfmt(path, key):
    data = open(path, "rb").read()
    header, entries = po_blocks(data)
    entry = next(block for block in entries if msgid_of(block) == key)
    with tempfile.TemporaryDirectory() as folder:
        single = os.path.join(folder, "case.po")
        open(single, "wb").write(header + b"\n\n" + entry + b"\n")
        result = subprocess.run(["msgfmt", "-c", "-o", os.devnull, single], capture_output=True)
    lines = result.stderr.decode("utf-8", "replace").splitlines()
    problems = [re.sub(r"^.*?case\.po:[0-9:]+ ", "", line).strip() for line in lines
                if "case.po:" in line and "header field" not in line]
    return "; ".join(problems) if problems else "ok"


def pofilter(path, locale):
    """msgid → the pofilter tests that fail on its unit."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "out.po")
        subprocess.run([os.path.join(BIN, "pofilter"), f"--language={locale}", "--progress=none", path, out],
                       capture_output=True)
        if not os.path.exists(out):
            return {}
        data = open(out, "rb").read()
    failed = {}
    for block in re.split(rb"\n\n", data):
        tests = re.findall(rb"^# \(pofilter\) ([a-z]+):", block, re.M)
        key = msgid_of(block)
        if key and tests:
            failed[key] = ",".join(sorted({test.decode() for test in tests}))
    return failed


def compare_locales(folder, locales):
    """(locale, string name) → compare-locales' messages, and (locale) → missing names."""
    with tempfile.TemporaryDirectory() as work:
        shutil.copytree(os.path.join(HERE, folder, "res"), os.path.join(work, "res"))
        toml = os.path.join(work, "l10n.toml")
        open(toml, "w").write(
            'basepath = "."\nlocales = [%s]\n[env]\n[[paths]]\n  reference = "res/values/strings.xml"\n'
            '  l10n = "res/values-{android_locale}/strings.xml"\n' % ", ".join(f'"{l}"' for l in locales))
        result = subprocess.run([os.path.join(BIN, "compare-locales"), toml, work] + locales,
                                capture_output=True, text=True, cwd=work)
    said = {}
    locale = None
    for line in result.stdout.splitlines():
        match = re.match(r"\s*(?:res/)?values-([a-zA-Z-]+)/strings\.xml", line)
        if match:
            locale = match.group(1)
            continue
        match = re.match(r"\s+(ERROR|WARNING): (.*?)(?: at line \d+, column \d+)? for (\S+)$", line)
        if match and locale:
            said.setdefault((locale, match.group(3)), []).append(f"{match.group(1).lower()}: {match.group(2)}")
            continue
        match = re.match(r"\s+(ERROR|WARNING): (?:Unparsed content|.*could not be parsed|.*Parser error)", line)
        if match and locale:
            said.setdefault((locale, "*"), []).append(line.strip())
            continue
        match = re.match(r"\s+\+(\S+)$", line)
        if match and locale:
            said.setdefault((locale, match.group(1)), []).append("missing string")
    return said


def unescape(key):
    return key


# The pofilter tests that speak to each concern (its other tests, such as startcaps, are about
# style and are listed but not counted as its verdict on the case).
RELEVANT = {
    "placeholders": {"printf", "pythonbraceformat"},
    "plural forms": {"nplurals", "untranslated", "printf"},
    "untranslated": {"untranslated", "unchanged"},
    "blank": {"blank", "untranslated"},
    "escapes": {"escapes", "newlines", "tabs"},
    "quotes": {"doublequoting", "singlequoting", "escapes"},
    "encodings": set(),
    "whitespace": {"startwhitespace", "endwhitespace", "newlines", "doublespacing"},
    "numbers": {"numbers"},
    "links": {"urls", "emails"},
    "markup": {"xmltags"},
    "punctuation": {"endpunc", "startpunc", "puncspacing", "purepunc"},
    "ordinary": None,  # every test
}


def peer_verdict(row, verdicts):
    """reject when a peer reports the case for its concern; which peers do."""
    rejecting = []
    if verdicts["msgfmt"] not in ("ok", "-", "?"):
        rejecting.append("msgfmt")
    tests = set(verdicts["pofilter"].split(",")) - {"ok", "-"}
    relevant = RELEVANT[row["concern"]]
    if tests and (relevant is None or tests & relevant):
        rejecting.append("pofilter")
    said = verdicts["compare-locales"]
    if said not in ("ok", "-") and "Unparsed content" not in said:
        rejecting.append("compare-locales")
    return ("reject" if rejecting else "accept"), ",".join(rejecting) or "-"


out_rows = []
pofilter_cache = {}
cl_cache = {}
for row in rows:
    path = os.path.join(HERE, row["file"])
    verdicts = {"msgfmt": "-", "pofilter": "-", "compare-locales": "-"}
    if row["format"] == "gettext":
        locale = os.path.basename(path)[:-3]
        try:
            verdicts["msgfmt"] = msgfmt(path, row["key"])
        except StopIteration:
            verdicts["msgfmt"] = "?"
        if path not in pofilter_cache:
            pofilter_cache[path] = pofilter(path, locale)
        verdicts["pofilter"] = pofilter_cache[path].get(row["key"], "ok")
    else:
        folder = row["file"].split("/")[0]
        locale = row["file"].split("/")[-2].replace("values-", "")
        if folder not in cl_cache:
            locales = sorted({r["file"].split("/")[-2].replace("values-", "") for r in rows
                              if r["file"].startswith(folder + "/")})
            cl_cache[folder] = compare_locales(folder, locales)
        said = cl_cache[folder].get((locale, row["key"]), [])
        if row["key"].startswith("pl_"):
            said = said + [m for m in cl_cache[folder].get((locale, "*"), []) if row["key"] in m]
        verdicts["compare-locales"] = "; ".join(said) if said else "ok"
    verdict, rejecting = peer_verdict(row, verdicts)
    out_rows.append([row["id"], verdict, rejecting, verdicts["msgfmt"], verdicts["pofilter"], verdicts["compare-locales"]])

with open(os.path.join(HERE, "peers.tsv"), "w", encoding="utf-8") as handle:
    handle.write("id\tpeers\trejected_by\tmsgfmt -c\tpofilter\tcompare-locales\n")
    for row in out_rows:
        handle.write("\t".join(cell.replace("\t", " ") for cell in row) + "\n")
print(len(out_rows), "cases")
