"""gen_p4b.py: second set of P4 variants (writes probes-p4b.jsonl): line names that do not overlap, and one more overlap shape."""
import json, os
import gen
HERE = os.path.dirname(os.path.abspath(__file__))
P4 = "I was going to complain the parcel never came, but it turned up at number 12 this morning, so that part's sorted. Trouble is the headphones have a snapped headband. The pouch is fine. Refund the headphones please."
V = [
 ("V38C-P4e", [("HD-1", "Headphones", 1, 8900), ("CP-1", "Carry pouch", 1, 1500)], P4, "the headphones have a snapped headband", "HD-1"),
 ("V38C-P4f", [("HD-1", "Headphones", 1, 8900), ("CP-1", "Carry pouch", 1, 1500)], "Parcel arrived fine in the end. The headphones have a snapped headband though, the pouch is fine. Refund the headphones please.", "The headphones have a snapped headband", "HD-1"),
 ("V38C-P4g", [("HD-1", "Headphones", 1, 8900), ("CP-1", "Carry pouch", 1, 1500)], "I was going to complain the parcel never came, but it turned up at number 12 this morning. The headphones have a snapped headband. Refund the headphones please.", "The headphones have a snapped headband", "HD-1"),
 ("V38C-P4h", [("TP-1", "Teapot", 1, 4200), ("TS-1", "Teapot stand", 1, 1600)], "The teapot came with a cracked lid, the stand is fine. Please refund the teapot.", "The teapot came with a cracked lid", "TP-1"),
]
out = []
for cid, lines, body, quote, sku in V:
    o = gen.order("SU-38205", lines)
    gen.CASES = []
    gen.case(cid, "P4 variant", ["probe:P4"], "order SU-38205", body, "SU-38205", gen.world(o), [gen.Q("damaged_item", quote)],
             "resolved", [gen.R(gen.item_due(o, sku), lines=[{"sku": sku, "quantity": 1}])])
    out += gen.CASES
with open(os.path.join(HERE, "probes-p4b.jsonl"), "w") as f:
    for c in out:
        f.write(json.dumps(c) + "\n")
print(len(out))
