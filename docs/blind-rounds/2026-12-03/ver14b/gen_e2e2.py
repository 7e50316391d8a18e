"""Second batch: probes aimed at money paid on claims never made."""
import json
import gen_e2e as g
g.CASES.clear()
case, order, E = g.case, g.order, g.E
def cid(n): return "B14-%02d" % n

case(cid(47), "mug", "One of the mugs has a tiny chip on the handle but I'm keeping it, it really doesn't bother me. Thanks for the fast shipping!", [],
     [order("SU-81047", "C-" + cid(47), [("MUG-2", "Speckled mug", 2, 1600)])], E("escalated", esc=["answer the ticket"]), tags=["waived"])
case(cid(48), "kettle again", "In January the kettle from my previous order came broken and you refunded it, thank you. I ordered the same kettle again and this one is perfect. The only thing: the delivery was late (came the 2nd, promised the 27th). Could I get that fee back?", ["late_delivery"],
     [order("SU-81048", "C-" + cid(48), [("KET-2", "Glass kettle", 1, 3400)], late=True)], E("resolved", [(599, "platform")]), tags=["settled_past"])
case(cid(49), "question", "What happens if something arrives broken - do you refund or replace? Asking before I order more of the vases, the one I got is fine.", [{"kind": "other", "quote": "do you refund or replace?"}],
     [order("SU-81049", "C-" + cid(49), [("VAS-3", "Bud vase", 1, 1900)])], E("escalated", esc=["replace"]), tags=["hypothetical"])
case(cid(50), "Re: broken lamp", "Refund arrived today, all good now, thanks!\n\n> On 20 Feb I wrote:\n> The lamp arrived broken, the base is in two pieces. Please refund me.", [],
     [order("SU-81050", "C-" + cid(50), [("LMP-2", "Desk lamp", 1, 4400)], refunds=[{"amount_cents": 4840, "source": "platform", "case_type": "damaged_item", "reason": "lamp broken", "lines": ["LMP-2"]}])],
     E("escalated", esc=["answer the ticket"]), tags=["quoted_history", "asks_nothing"])
case(cid(51), "candles", "The candle holders were not damaged at all, the packing was excellent. But the parcel came 3 days late, so can I have the delivery fee back?", ["late_delivery"],
     [order("SU-81051", "C-" + cid(51), [("CDH-1", "Glass candle holder", 2, 1300)], late=True)], E("resolved", [(599, "platform")]), tags=["negation"])
case(cid(52), "neighbour", "My neighbour asked me to pass this on: her vase from you (she ordered separately) came smashed. Mine was fine. Can someone contact her at 07700 900456?", [{"kind": "other", "quote": "Can someone contact her"}],
     [order("SU-81052", "C-" + cid(52), [("VAS-4", "Tall vase", 1, 5600)])], E("escalated", esc=["contact"]), tags=["third_party"])
case(cid(53), "twice", "I've been charged twice, thirty dollars each time, for the same bath mat.", ["duplicate_charge"],
     [order("SU-81053", "C-" + cid(53), [("BTM-1", "Bath mat", 1, 4500)], dup="items")], E("escalated", esc=["duplicate"]), tags=["stated_amount_mismatch"])
case(cid(54), "towels", "I returned the hand towels last month (wrong colour) and you refunded me. The bath sheet from the same order is great. Please can you add me to your mailing list?", [{"kind": "other", "quote": "Please can you add me to your mailing list?"}],
     [order("SU-81054", "C-" + cid(54), [("HTW-1", "Hand towel", 2, 1200), ("BSH-1", "Bath sheet", 1, 3600)])], E("escalated", esc=["mailing"]), tags=["settled_past"])
case(cid(55), "planter", "The planter arrived cracked. Actually scratch that - I looked again and it's just a line in the glaze, it's meant to be like that. All fine! Sorry.", [],
     [order("SU-81055", "C-" + cid(55), [("PLN-1", "Glazed planter", 1, 3900)])], E("escalated", esc=["answer the ticket"]), tags=["withdrawn"])
case(cid(56), "two problems", "The bowl is chipped. Refund me for it. The delivery also came late but I don't want anything for that, the courier explained about the floods.", ["damaged_item"],
     [order("SU-81056", "C-" + cid(56), [("BWL-2", "Ramen bowl", 1, 2200)], late=True)], E("resolved", [(2420, "platform")]), tags=["declined"])
case(cid(57), "rug", "The rug is the wrong size, 120x170 instead of the 160x230 I ordered. I'll keep it for the hallway though, it works there. No need to do anything.", [],
     [order("SU-81057", "C-" + cid(57), [("RUG-3", "Rug 160x230", 1, 12900)])], E("escalated", esc=["answer the ticket"]), tags=["waived"])
case(cid(58), "chair", "The chair wobbles. My husband fixed it with a washer so it's fine now. But the cushion that came with it is torn along the seam, please refund the cushion.", ["damaged_item"],
     [order("SU-81058", "C-" + cid(58), [("CHR-2", "Dining chair", 1, 8900), ("CSH-3", "Seat cushion", 1, 1900)])], E("resolved", [(2090, "platform")]), tags=["declined"])
case(cid(59), "dented", "tin arrived dented, dont care, its for storage. but you charged me $12.50 two times, fix that", ["duplicate_charge"],
     [order("SU-81059", "C-" + cid(59), [("TIN-1", "Storage tin", 1, 1250)], delivery=0, dup="items")], E("resolved", [(1250, "platform")]), tags=["declined"])
case(cid(60), "lid", "The casserole dish is fine but the lid has a crack right across it. Please refund the lid.", ["damaged_item"],
     [order("SU-81060", "C-" + cid(60), [("CAS-1", "Casserole dish with lid", 1, 6900)])], E("escalated", esc=["lid"]), tags=["part"])
with open("/work/wt/ver14b/blind-e2e-2.jsonl", "w") as f:
    for c in g.CASES: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(g.CASES))
