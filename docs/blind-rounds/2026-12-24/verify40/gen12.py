from common import *
R = "SU-81001"
def ref(c, sku, q=1, src="seller"):
    return {"amount_cents": c*q + tax(c*q), "source": src, "lines": [{"sku": sku, "quantity": q}]}
cases = []
mug = [L("MUG-1", "Stoneware mug", 2400)]
lamp = [L("LMP-1", "Brass table lamp", 4000)]
ml = [L("MUG-1", "Stoneware mug", 2400), L("LMP-1", "Brass table lamp", 4000)]
vase = [L("VAS-1", "Glass vase", 4500), L("CAN-1", "Candle holder", 1800)]
esc0 = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "answer"}]}
mk = dict(stype="marketplace")
cases.append(case("MA1", "lamp", "Lamp base dented. Knock ten dollars off and I'll keep it.", [order(R, lamp)], ["other"], esc0, R, **mk))
cases.append(case("MA2", "lamp", "The lamp came dented; I'll accept $8 towards it.", [order(R, lamp)], ["other"], esc0, R, **mk))
cases.append(case("MA3", "lamp", "lamp scratched, just refund me a bit for it", [order(R, lamp)], ["other"], esc0, R, **mk))
cases.append(case("MB1", "vase", "The vase is cracked and the candle holder chipped. I only want a refund for the vase.", [order(R, vase)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(4500, "VAS-1")]}, R, **mk))
cases.append(case("MB2", "vase", "Please refund the cracked vase. The candle holder also chipped but I'm not claiming for it.", [order(R, vase)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(4500, "VAS-1")]}, R, **mk))
cases.append(case("MC1", "order", "Mug and lamp both arrived damaged, refund please. Having looked again, the lamp's just dusty.", [order(R, ml)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R, **mk))
cases.append(case("MD1", "refund", "Shattered wine glass in the box. Refund.", [order(R, mug)], ["damaged_item"], esc0, R, **mk))
cases.append(case("MN1", "lamp", "Heads up: lamp box was crushed and the lamp has a small dent, but I'm fine with it. No need to reply.", [order(R, lamp)], [], {"outcome": "escalated", "refunds": [], "returns": []}, R, **mk))
two = lambda: [order("SU-81010", [L("MUG-1", "Stoneware mug", 2400)], tn="1ZA"), order("SU-81011", [L("MUG-2", "Stoneware mug", 3100)], tn="1ZB")]
cases.append(case("ME1", "Order SU-81010", "Mug arrived cracked, refund please. I mean order SU-81011.", two(), ["damaged_item"], {"outcome": "resolved", "refunds": [ref(3100, "MUG-2")]}, "SU-81010", **mk))
# replace remedy
cases.append(case("RP1", "vase", "The vase is cracked and the candle holder chipped. I only want something done about the vase.", [order(R, vase)], ["damaged_item"], {"outcome": "escalated", "refunds": []}, R, remedy="replace"))
cases.append(case("RP2", "lamp", "Lamp dented. I'd settle for $5 back.", [order(R, lamp)], ["other"], esc0, R, remedy="replace"))
# more catch-all wishes
O = [
 ("O1", "Refund the chipped mug please. I'd love it if you could add gift wrap next time.", "gift wrap"),
 ("O2", "Chipped mug, refund please. It'd be great to get tracking by text.", "tracking by text"),
 ("O3", "Mug chipped - refund please. Can't you just send everything in one box next time?", "one box"),
 ("O4", "Refund the chipped mug. Ideally my account would be set to paperless billing.", "paperless"),
 ("O5", "Please refund the chipped mug. I expect my loyalty points to be restored as well.", "loyalty points"),
 ("O6", "Refund for the chipped mug. My newsletter subscription should be cancelled.", "newsletter"),
 ("O7", "Chipped mug - refund please. Next order must arrive before Christmas.", "Christmas"),
]
for cid, b, item in O:
    cases.append(case(cid, "mug", b, [order(R, mug)], ["damaged_item", "other"], {"outcome": "partial", "refunds": [ref(2400, "MUG-1", src="platform")], "escalations": [{"item": item}]}, R))
write("round12.jsonl", cases)
