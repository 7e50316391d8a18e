"""probes.py: variants of the failing tickets, to locate what the product misreads (not part of the 40)."""
import json
cases = {c["id"]: c for c in map(json.loads, open("cases.jsonl"))}
out = []
def variant(src, pid, old, new):
    c = json.loads(json.dumps(cases[src])); c["id"] = pid
    assert old in c["ticket"]["body"], (pid, old)
    c["ticket"]["body"] = c["ticket"]["body"].replace(old, new)
    body = c["ticket"]["subject"] + " " + c["ticket"]["body"]
    c["intents"] = [i for i in c["intents"] if not isinstance(i, dict) or i["quote"] in body] or c["intents"][:0]
    if src == "V37A-09": c["intents"] = [{"kind": "damaged_item", "quote": "dinner plates"}, {"kind": "damaged_item", "quote": "serving bowl"}]
    out.append(c)
variant("V37A-09", "P09-a", " the tumblers all survived.", " nothing else was damaged.")
variant("V37A-09", "P09-b", "two of the dinner plates and the serving bowl were broken when I opened the box", "the serving bowl and two of the dinner plates were broken when I opened the box")
variant("V37A-09", "P09-c", "two of the dinner plates and the serving bowl were broken when I opened the box; the tumblers all survived", "two of the dinner plates were broken when I opened the box. The serving bowl was broken too")
variant("V37A-19", "P19-a", "a doormat that says 'go away' which my partner finds hilarious", "a doormat")
variant("V37A-19", "P19-b", " Could you refund that one?", "")
variant("V37A-19", "P19-c", " so it won't stand", "")
variant("V37A-19", "P19-d", " the fridge didn't fit and", "")
variant("V37A-19", "P19-e", "I ordered a few bits from you to make the place feel like home - ", "")
variant("V37A-40", "P40-a", "\nDon't make me ring up.", "")
variant("V37A-38", "P38-a", " Can you refund whichever one is the mistake?", " Can you check?")
with open("probes.jsonl", "w") as f:
    for c in out: f.write(json.dumps(c, ensure_ascii=False) + "\n")
