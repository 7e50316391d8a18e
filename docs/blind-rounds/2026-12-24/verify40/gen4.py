from common import *
R = "SU-81001"
def ref(c, sku, q=1):
    return {"amount_cents": c*q + tax(c*q), "source": "platform", "lines": [{"sku": sku, "quantity": q}]}
cases = []
mug = [L("MUG-1", "Stoneware mug", 2400)]
lamp = [L("LMP-1", "Brass table lamp", 4000)]
rug = [L("RUG-1", "Wool rug", 12000)]
kettle = [L("KET-1", "Stovetop kettle", 4800)]
jk = [L("JKT-1", "Denim jacket", 8900)]
none = {"outcome": "escalated", "refunds": [], "returns": []}
# (g) returns nobody wanted
cases.append(case("G21", "kettle", "Kettle arrived cracked, please refund. No need to send a courier, I've already recycled it.", [order(R, kettle)], ["damaged_item"], {"outcome": "escalated", "refunds": [], "returns": []}, R, remedy="collect_and_refund"))
cases.append(case("G22", "kettle", "Refund the cracked kettle please - I'd rather keep it than hand it to a courier, it still boils water.", [order(R, kettle)], ["damaged_item"], {"outcome": "escalated", "refunds": [], "returns": []}, R, remedy="collect_and_refund"))
cases.append(case("G23", "wrong item", "You sent a black jacket, I ordered blue. Honestly I like the black one, so I'll keep it - no return.", [order(R, jk)], [], none, R))
cases.append(case("G24", "jacket", "I want to return the jacket, it's too big. Hmm, actually my brother will take it. Forget the return.", [order(R, jk)], [], none, R))
cases.append(case("G25", "jacket", "Please set up a return for the jacket. EDIT: cancel that, found the receipt for the belt I meant - the jacket stays.", [order(R, jk)], [], none, R))
cases.append(case("G26", "return", "could u start a return on the rug... wait no dont, i measured wrong, it fits. all good", [order(R, rug)], [], none, R))
cases.append(case("G27", "jacket", "Wrong size jacket was sent (M instead of L). I'll not be sending it back, I gave it to my nephew. Can you refund me?", [order(R, jk)], ["wrong_item"], {"outcome": "escalated", "refunds": [], "returns": []}, R))
cases.append(case("G28", "Rug return", "I was going to ask for a return label for the rug but I've decided to keep it. Thanks anyway!", [order(R, rug)], [], none, R))
# (a) more
A = [
 ("A31", "lamp", "Lamp base dented. Would you consider refunding around half? I'm keeping it.", lamp),
 ("A32", "kettle", "The kettle has a dent. I'm not after the full refund - $10 back would be plenty.", kettle),
 ("A33", "rug", "Rug frayed at one corner. I'll accept a refund of a quarter of the price.", rug),
 ("A34", "mug", "Mug chipped. I'll take a few dollars back, whatever you think is fair.", mug),
 ("A35", "Rug", "rug came with a stain - if u refund like 40% ill keep it", rug),
 ("A36", "lamp", "The lamp shade is dented. A small goodwill refund would be appreciated, I'm keeping the lamp.", lamp),
]
for cid, s, b, lines in A:
    cases.append(case(cid, s, b, [order(R, lines)], ["other"], {"outcome": "escalated", "refunds": [], "escalations": [{"item": "answer"}]}, R))
# (b)
tea = [L("TEA-1", "Porcelain teapot", 3800), L("SUG-1", "Porcelain sugar bowl", 1600)]
vase = [L("VAS-1", "Glass vase", 4500), L("CAN-1", "Candle holder", 1800)]
B = [
 ("B31", "vase", "The vase is cracked and the candle holder is chipped. Refund the vase. The candle holder's chip doesn't bother me.", vase, "VAS-1", 4500),
 ("B32", "teapot", "Both the teapot and sugar bowl arrived chipped, but I only want a refund for the teapot.", tea, "TEA-1", 3800),
 ("B33", "vase", "The vase cracked and the candle holder chipped. Just the vase, please - I'm happy to live with the candle holder.", vase, "VAS-1", 4500),
 ("B34", "vase", "Vase and candle holder both damaged. I'll write off the candle holder myself. Please refund the vase.", vase, "VAS-1", 4500),
 ("B35", "teapot", "Chipped teapot and chipped sugar bowl. Sugar bowl's fine to keep as is, it's only cosmetic. Refund the teapot.", tea, "TEA-1", 3800),
]
for cid, s, b, lines, sku, c in B:
    cases.append(case(cid, s, b, [order(R, lines)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(c, sku)]}, R))
two = lambda: [order("SU-81010", [L("MUG-1", "Stoneware mug", 2400)], tn="1ZA"), order("SU-81011", [L("MUG-2", "Stoneware mug", 3100)], tn="1ZB")]
E = [
 ("E31", "Order SU-81010", "Mug arrived cracked, refund please. (Wrong number above - it's SU-81011.)", "SU-81010"),
 ("E32", "mug", "mug came cracked, refund.\n\nSent from my iPhone\nOrder: SU-81011", "SU-81010"),
 ("E33", "Order SU-81010", "My mistake in the subject, the order is SU-81011. Mug is cracked, refund please.", "SU-81010"),
 ("E34", "mug", "The mug arrived cracked. This concerns SU-81011. Refund please.", "SU-81010"),
]
for cid, s, b, oref in E:
    cases.append(case(cid, s, b, two(), ["damaged_item"], {"outcome": "resolved", "refunds": [ref(3100, "MUG-2")]}, oref))
write("round4.jsonl", cases)
