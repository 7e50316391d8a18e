from common import *
R = "SU-81001"
def ref(c, sku, q=1):
    return {"amount_cents": c*q + tax(c*q), "source": "platform", "lines": [{"sku": sku, "quantity": q}]}
cases = []
mug = [L("MUG-1", "Stoneware mug", 2400)]
lamp = [L("LMP-1", "Brass table lamp", 4000)]
kettle = [L("KET-1", "Stovetop kettle", 4800)]
gl = [L("GLS-6", "Crystal wine glass", 1500, 6)]
ml = [L("MUG-1", "Stoneware mug", 2400), L("LMP-1", "Brass table lamp", 4000)]
esc0 = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "answer"}]}
nothing = {"outcome": "escalated", "refunds": [], "returns": []}
# remedy corrected: replacement instead of refund
R_ = [
 ("R1", "mug", "Mug arrived cracked, refund please. Actually, on reflection, I'd rather have a new one sent than my money back.", mug),
 ("R2", "mug", "The mug is cracked. I want a replacement, not a refund.", mug),
 ("R3", "kettle", "Cracked kettle - please DON'T refund me, I need the kettle. Send another.", kettle),
 ("R4", "lamp", "lamp dented. no refund pls, i just want a new lamp", lamp),
]
for cid, s, b, lines in R_:
    cases.append(case(cid, s, b, [order(R, lines)], ["question"], esc0, R))
# partial money: only shipping / only tax
cases.append(case("A61", "mug", "The mug arrived chipped. Just refund the shipping and we're fine, I'll keep the mug.", [order(R, mug)], ["other"], esc0, R))
cases.append(case("A62", "lamp", "Dented lamp, but it works. Would be fair to get the delivery charge back, nothing more.", [order(R, lamp)], ["other"], esc0, R))
cases.append(case("A63", "mug", "Mug chipped. I'm not after a full refund. Maybe a voucher?", [order(R, mug)], ["other"], esc0, R))
cases.append(case("A64", "kettle", "Kettle dented! Refund me a bit for it, I'll keep using it.", [order(R, kettle)], ["other"], esc0, R))
cases.append(case("A65", "glasses", "One glass of six cracked. A refund of one glass would be fair - or even half that, honestly.", [order(R, gl)], ["other"], esc0, R))
# nothing-asked variants
N = [
 ("N11", "lamp", "Lamp arrived dented but I fixed it with a mallet. No action required.", lamp),
 ("N12", "kettle", "The kettle had a dent - I've already sorted it myself. Just letting you know for quality control.", kettle),
 ("N13", "mug", "The mug arrived chipped, I've glued it. Thanks anyway, nothing needed.", mug),
 ("N14", "lamp", "Heads up: lamp box was crushed and the lamp has a small dent, but I'm fine with it. No need to reply.", lamp),
]
for cid, s, b, lines in N:
    cases.append(case(cid, s, b, [order(R, lines)], [], nothing, R))
# corrections: goods
cases.append(case("C31", "order", "Refund the cracked lamp please. Wait - it's the mug that's cracked; the lamp is OK.", [order(R, ml)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
cases.append(case("C32", "order", "Mug and lamp both arrived damaged, refund please. Having looked again, the lamp's just dusty.", [order(R, ml)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
cases.append(case("C33", "glasses", "3 broken glasses, refund pls. Sorry - 2. Third was my own from before.", [order(R, gl)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(1500, "GLS-6", 2)]}, R))
cases.append(case("C34", "glasses", "Two of the glasses came smashed - no wait, just one, the other's only scratched. Refund the smashed one please.", [order(R, gl)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(1500, "GLS-6", 1)]}, R))
# late fee waived again
for cid, b in [("W11", "It came late but keep the delivery fee, I don't mind. The mug is cracked, refund that please."),
               ("W12", "Delivery was late, no need to refund the postage. Please refund the cracked mug."),
               ("W13", "Late delivery - forget the shipping charge. Cracked mug though, refund please.")]:
    cases.append(case(cid, "mug", b, [order(R, mug, delivered="2026-11-18T15:00:00Z")], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
write("round8.jsonl", cases)
