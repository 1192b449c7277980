#!/usr/bin/env python3
"""Verb warnings per destructive label, per language, on the apps of a folder.
usage: scripts/verb-stats.py path/to/sheet-l10n DIR...  (each DIR holds one folder per app)

The destructive labels are those `check` infers (catalog.inferred-role notes); a locale counts
the keys it translates (not missing, not left in the source language)."""
import json, subprocess, sys, os, glob, collections
cli = sys.argv[1]
labels = collections.Counter(); warned = collections.Counter(); errors = collections.Counter()
by_rule = collections.Counter()
for root in sys.argv[2:]:
    for app in sorted(os.listdir(root)):
        path = os.path.join(root, app)
        if not os.path.isdir(path): continue
        out = subprocess.run([cli, 'check', path, '--format', 'json'], capture_output=True, text=True).stdout
        try: data = json.loads(out)
        except Exception: continue
        fs = data['findings']
        destructive = {f['key'] for f in fs if f['ruleId'] == 'catalog.inferred-role' and 'destructive label' in f['message']}
        locales = {f['locale'] for f in fs if f.get('locale')}
        missing = collections.defaultdict(set)
        for f in fs:
            if f['ruleId'] in ('catalog.missing-key', 'catalog.untranslated', 'verb.untranslated') and f.get('key') in destructive:
                missing[f['locale']].add(f['key'])
        src = {f['locale'] for f in fs if f['ruleId'] == 'catalog.inferred-role'}
        for loc in locales - src:
            lang = loc.split('-')[0]
            labels[lang] += len(destructive - missing[loc])
        for f in fs:
            if f['ruleId'].startswith('verb.') and f.get('locale') and f['ruleId'] != 'verb.untranslated':
                lang = f['locale'].split('-')[0]
                if f['severity'] == 'warning': warned[lang] += 1; by_rule[f['ruleId']] += 1
                if f['severity'] == 'error': errors[lang] += 1; by_rule[f['ruleId']+' (error)'] += 1
total = sum(labels.values()); tw = sum(warned.values())
print(f"destructive labels (approx.) {total}, verb warnings {tw} ({100*tw/max(total,1):.1f}%), verb errors {sum(errors.values())}")
print("by rule:", dict(by_rule))
bad = [(l, warned[l], labels[l]) for l in labels if labels[l] and warned[l] / labels[l] > 0.05]
print("languages over 5%:", sorted(bad, key=lambda x: -x[1]/x[2]))
