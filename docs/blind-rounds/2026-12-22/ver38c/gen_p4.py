"""gen_p4.py: variants of V38C-P4 (writes probes-p4.jsonl) to isolate what turns a settled non-arrival into the plan."""
import json, os
import gen
HERE = os.path.dirname(os.path.abspath(__file__))
V = [
 ("V38C-P4a", "The parcel went missing for a few days but turned up at number 12 this morning, so that part's sorted. Trouble is the headphones have a snapped headband. The case is fine. Refund the headphones please."),
 ("V38C-P4b", "I was going to complain the parcel never came, but it turned up at number 12 this morning. The headphones have a snapped headband. Refund the headphones please."),
 ("V38C-P4c", "The headphones have a snapped headband. The case is fine. Refund the headphones please. (It was left at number 12, not with me, but I have it now.)"),
 ("V38C-P4d", "Parcel arrived fine in the end. The headphones have a snapped headband though, the case is fine. Refund the headphones please."),
]
out = []
for cid, body in V:
    o = gen.order("SU-38205", [("HD-1", "Headphones", 1, 8900), ("CS-1", "Headphone case", 1, 1500)])
    gen.CASES = []
    gen.case(cid, "P4 variant", ["probe:P4"], "headphones SU-38205", body, "SU-38205", gen.world(o),
             [gen.Q("damaged_item", "The headphones have a snapped headband" if "Trouble" not in body else "the headphones have a snapped headband")],
             "resolved", [gen.R(gen.item_due(o, "HD-1"), lines=[{"sku": "HD-1", "quantity": 1}])])
    out += gen.CASES
with open(os.path.join(HERE, "probes-p4.jsonl"), "w") as f:
    for c in out:
        f.write(json.dumps(c) + "\n")
print(len(out))
