from common import *
R = "SU-81001"
def ref(c, sku, q=1):
    return {"amount_cents": c*q + tax(c*q), "source": "platform", "lines": [{"sku": sku, "quantity": q}]}
cases = []
mug = [L("MUG-1", "Stoneware mug", 2400)]
ml = [L("MUG-1", "Stoneware mug", 2400), L("LMP-1", "Brass table lamp", 4000)]
good = lambda *r: {"outcome": "resolved", "refunds": list(r)}
P = [
 ("P11", "mug", "Your team already refunded the dented lamp last week (thanks Priya!). Now the mug has turned up cracked too - refund please.", ml),
 ("P12", "mug", "The lamp had a dent but that was settled on the phone. The mug is cracked, refund please.", ml),
 ("P13", "mug", "Lamp: dented, already refunded by chat on Monday. Mug: cracked, please refund.", ml),
 ("P14", "mug", "Ages ago the lamp arrived dented and you sorted it. Anyway, today's issue: cracked mug. Refund please.", ml),
]
for cid, s, b, lines in P:
    cases.append(case(cid, s, b, [order(R, lines)], ["damaged_item"], good(ref(2400, "MUG-1")), R))
# two orders, claims on both
two = lambda: [order("SU-81010", [L("MUG-1", "Stoneware mug", 2400)], tn="1ZA"), order("SU-81011", [L("LMP-1", "Brass table lamp", 4000)], tn="1ZB")]
cases.append(case("E71", "two orders", "SU-81010: mug cracked, refund please.\nSU-81011: lamp fine, no issue.", two(), ["damaged_item"], good(ref(2400, "MUG-1")), "SU-81010"))
cases.append(case("E72", "two orders", "The mug from SU-81010 is cracked and the lamp from SU-81011 is dented. Refund both please.", two(), ["damaged_item", "damaged_item"], good(ref(2400, "MUG-1"), ref(4000, "LMP-1")), "SU-81010"))
cases.append(case("E73", "lamp", "The lamp is dented, refund please. (Wrong order number on the form - it's SU-81011.) The mug on SU-81010 is fine.", two(), ["damaged_item"], good(ref(4000, "LMP-1")), "SU-81010"))
# G: change of mind returns
rug = [L("RUG-1", "Wool rug", 12000)]
none = {"outcome": "escalated", "refunds": [], "returns": []}
cases.append(case("G61", "rug", "Thinking of returning the rug... no, I'll keep it. Just wanted to say the colour is darker than the photo.", [order(R, rug)], [], none, R))
cases.append(case("G62", "rug", "Please arrange a return of the rug - it's too big.\nActually I've found a room it fits in. Please don't bother with the return.", [order(R, rug)], [], none, R))
cases.append(case("G63", "rug", "Return the rug please. Hold on, I've changed my mind again; keeping it.", [order(R, rug)], [], none, R))
cases.append(case("G64", "rug", "I'd like to return the rug.\n\nOh, disregard - my wife says it stays.", [order(R, rug)], [], none, R))
# C: goods corrected with 'not X but Y'
gl = [L("GLS-6", "Crystal wine glass", 1500, 6)]
bp = [L("BWL-1", "Ceramic serving bowl", 3200), L("PLT-1", "Ceramic dinner plate", 1400)]
cases.append(case("C51", "broken", "Plate broken - sorry, not the plate but the bowl. Refund please.", [order(R, bp)], ["damaged_item"], good(ref(3200, "BWL-1")), R))
cases.append(case("C52", "broken", "Refund the bowl and plate, both cracked. Hmm, I take that back about the bowl, it's fine.", [order(R, bp)], ["damaged_item"], good(ref(1400, "PLT-1")), R))
cases.append(case("C53", "broken", "The bowl and plate are cracked. Correction - only the bowl. Refund please.", [order(R, bp)], ["damaged_item"], good(ref(3200, "BWL-1")), R))
cases.append(case("C54", "glasses", "Refund all 6 glasses, they're smashed. Oops, exaggerated: 2 are smashed.", [order(R, gl)], ["damaged_item"], good(ref(1500, "GLS-6", 2)), R))
write("round13.jsonl", cases)
