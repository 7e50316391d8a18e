import json, gen
from gen import case, order, ship, dupcharge
gen.CASES.clear()
case("P-31", "don't refund dup yet", "double charge - hold off",
     "My card shows the blanket payment twice. Please don't refund it yet - my bank says one of them may just be a hold that drops off in a few days. I'll email again if it is still there next week.",
     [order("SU-90231", [("BLK-1", "Wool blanket", 1, 7500)], extra_charges=[dupcharge(7500)])],
     [], "escalated", escalations=["answer"])
case("P-32", "charged again", "order SU-90232",
     "I paid for the lamp on Monday and then on Tuesday you charged me again for the exact same thing. I only ordered one lamp!",
     [order("SU-90232", [("LMP-2", "Desk lamp", 1, 4600)], extra_charges=[dupcharge(4600, at="2026-10-02T09:00:00+00:00")])],
     [{"kind": "duplicate_charge", "quote": "then on Tuesday you charged me again for the exact same thing"}], "resolved", refunds=[(4600, "platform")])
case("P-33", "past replaced mug, new saucer", "saucer SU-90233",
     "The mug I reported broken last month was replaced and the new one is perfect, thank you. The matching saucer in the same order, though, is chipped on the edge - could I get a refund for the saucer?",
     [order("SU-90233", [("MUG-3", "Porcelain mug", 1, 2000), ("SAU-3", "Porcelain saucer", 1, 1200)])],
     [{"kind": "damaged_item", "quote": "The matching saucer in the same order, though, is chipped on the edge"}], "resolved", refunds=[(1200, "platform")])
case("P-34", "cancel order in transit", "cancel please",
     "Hi, please cancel order SU-90234, I ordered the wrong size by mistake and it hasn't shipped yet I think.",
     [order("SU-90234", [("SHT-1", "Linen sheet, king", 1, 8800)], shipments=[ship(status="label_created", promised="2026-10-15", trk="TRK-90234")])],
     [{"kind": "other", "quote": "please cancel order SU-90234"}], "escalated", escalations=["cancel"])
case("P-35", "price tag", "kettle",
     "Kettle arrived fine, works great. Only thing: the price tag sticker came off and left glue on the side. Anyway, no biggie.",
     [order("SU-90235", [("KTL-2", "Electric kettle", 1, 5400)])],
     [], "escalated", escalations=["answer"])
with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "probes2.jsonl"), "w") as f:
    for c in gen.CASES: f.write(json.dumps(c) + "\n")
