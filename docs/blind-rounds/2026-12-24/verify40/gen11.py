from common import *
R = "SU-81001"
def ref(c, sku, q=1):
    return {"amount_cents": c*q + tax(c*q), "source": "platform", "lines": [{"sku": sku, "quantity": q}]}
cases = []
sofa = [L("SOF-1", "Velvet armchair", 32000)]
tbl = [L("TBL-1", "Oak side table", 18000)]
esc0 = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "answer"}]}
ap = {"plans": [{"answer": "approve", "role": "reviewer"}], "refunds": [{"answer": "approve", "role": "support_lead"}]}
A = [
 ("A71", "armchair", "The armchair arrived with a scuffed leg. id settle for $40 back, not the whole price, im keeping it", sofa),
 ("A72", "armchair", "Armchair fabric has a pulled thread. I'll accept $50 towards it.", sofa),
 ("A73", "table", "Side table top scratched. Twenty percent back would do me fine.", tbl),
 ("A74", "table", "Oak table came with a dent. Just refund me a bit for it, I'm keeping it.", tbl),
 ("A75", "armchair", "Armchair leg is scratched - a discount would be appreciated.", sofa),
 ("A76", "table", "Table has a scratch. Just something for the trouble, don't need the full refund.", tbl),
]
for cid, s, b, lines in A:
    cases.append(case(cid, s, b, [order(R, lines)], ["other"], esc0, R, approver=ap))
three = [L("BWL-1", "Ceramic serving bowl", 3200), L("PLT-1", "Ceramic dinner plate", 1400), L("CUP-1", "Ceramic espresso cup", 900)]
B = [
 ("B51", "set", "Bowl, plate and espresso cup all chipped. I only want a refund for the bowl.", "BWL-1", 3200),
 ("B52", "set", "The bowl is cracked, the plate and espresso cup chipped. The plate and cup aren't worth claiming. Refund the bowl please.", "BWL-1", 3200),
 ("B53", "set", "Serving bowl cracked - refund. Plate chipped - I'm not claiming for it. Cup chipped - same, leave it.", "BWL-1", 3200),
]
for cid, s, b, sku, c in B:
    cases.append(case(cid, s, b, [order(R, three)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(c, sku)]}, R))
gl = [L("GLS-6", "Crystal wine glass", 1500, 6)]
C = [
 ("C41", "glasses", "Two glasses broken - no, three, I found another one in the box. Refund please.", 3),
 ("C42", "glasses", "Refund the 4 broken glasses please. Oh - only 3 are broken, one was just wrapped in extra paper.", 3),
 ("C43", "glasses", "Half the glasses came broken. Well, two of them actually. Please refund.", 2),
 ("C44", "glasses", "Five of the wine glasses broke. Recounted: four. Refund those.", 4),
]
for cid, s, b, q in C:
    cases.append(case(cid, s, b, [order(R, gl)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(1500, "GLS-6", q)]}, R))
mug = [L("MUG-1", "Stoneware mug", 2400)]
D = [
 ("D31", "refund", "Cracked jug. Refund pls.", mug),
 ("D32", "refund", "Broken cup handle, refund.", mug),
 ("D33", "Order", "Snapped chopsticks in the parcel, money back please", mug),
 ("D34", "refund", "Dented tin. Refund.", mug),
 ("D35", "broken", "Smashed tumbler - refund please", mug),
]
for cid, s, b, lines in D:
    cases.append(case(cid, s, b, [order(R, lines)], ["damaged_item"], esc0, R))
write("round11.jsonl", cases)
