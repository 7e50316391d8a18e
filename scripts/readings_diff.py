"""Diff two dumps of scripts/readings_dump.py (before / after a change): the count identical / changed, and every
sentence (index, text, span, role, kinds, why, order) and removed passage that changed."""
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
b = [json.loads(l) for l in open(sys.argv[2])]
assert [x["where"] for x in a] == [x["where"] for x in b]
changed = [(x, y) for x, y in zip(a, b) if x != y]
print(f"{len(a)} tickets: {len(a) - len(changed)} identical, {len(changed)} changed")
for x, y in changed:
    print("==", x["where"])
    for s, t in zip(x["sentences"], y["sentences"]):
        if s != t:
            print("  -", s); print("  +", t)
    if len(x["sentences"]) != len(y["sentences"]):
        print("  sentence count", len(x["sentences"]), "->", len(y["sentences"]))
    if x["removed"] != y["removed"]:
        print("  removed -", x["removed"]); print("  removed +", y["removed"])
