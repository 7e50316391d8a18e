from lib import *
C = []
AT = ["answer the ticket"]
o = order("SU-44201", [line("MIR-1", "Round wall mirror", 7400)])
C.append(case("V2-01", "mirror crack", "hi there - mirror came with a crack running across the corner. i'll send photos tomorrow when the light is better, please don't refund or do anything until you've seen them. cheers, Robin", [o],
  [{"kind": "damaged_item", "quote": "mirror came with a crack running across the corner"}], escalations=["mirror"]))
o = order("SU-44202", [line("JUG-1", "Glazed water jug", 2600)])
C.append(case("V2-02", "Jug", "Good morning. The glazed jug has a chip out of the spout. A replacement would be ideal - a refund is honestly my very last resort, so please try a replacement first and only come back to me if that's impossible. Many thanks, R. Vale", [o],
  [{"kind": "damaged_item", "quote": "The glazed jug has a chip out of the spout"}], escalations=["jug"]))
o = order("SU-44203", [line("TWL-1", "Bath towel", 1900, 2)], extra_charges=[{"kind": "items", "description": "Items", "amount_cents": 3800, "charged_at": "2026-02-27T10:00:00+00:00"}])
C.append(case("V2-03", "Double payment", "You took 38.00 twice for my towels. I've raised a chargeback with my card issuer for the second payment and they say it'll land within 10 days, so please don't refund it from your side as well or I'll end up paid three times.", [o],
  [], escalations=AT))
o = order("SU-44204", [line("DSK-1", "Desk organiser", 2200)], extra_charges=[{"kind": "delivery", "description": "Standard delivery", "amount_cents": 599, "charged_at": "2026-02-27T10:00:00+00:00"}])
C.append(case("V2-04", "delivery charged twice", "Delivery was charged twice on this one (5.99 x2). Already opened a PayPal dispute for the extra one yesterday, just FYI so it can be matched up on your end.", [o],
  [], escalations=AT))
o = order("SU-44205", [line("LMP-2", "Ceramic table lamp", 6800)])
C.append(case("V2-05", "lamp taken back to store", "The ceramic lamp base was cracked so I took it back to your Leeds shop on Saturday. They took the lamp and gave me a receipt but said the refund has to come from online. Can you put it through please? Receipt no. LDS-20931.", [o],
  [{"kind": "damaged_item", "quote": "The ceramic lamp base was cracked"}], escalations=["lamp"], returns=[]))
o1 = order("SU-44206", [line("LMP-3", "Arc floor lamp", 9900)])
o2 = order("SU-44266", [line("LMP-3", "Arc floor lamp", 9900)], cust="C-2")
cs = [{"ref": "C-1", "name": "Robin Vale", "email": "robin.vale@example.com"}, {"ref": "C-2", "name": "Jo Amari", "email": "jo.amari@example.com"}]
C.append(case("V2-06", "friend's lamp", "My arc lamp is great. My friend Jo bought the same one on my recommendation (her order is SU-44266) and hers arrived with the shade dented - please refund her for it, she asked me to email since she's away.", [o1, o2],
  [{"kind": "other", "quote": "please refund her for it"}], escalations=["refund"], customers=cs))
o = order("SU-44207", [line("FRM-1", "Oak picture frame", 3100)])
C.append(case("V2-07", "frame", "Just a heads up - the oak frame came with a light scratch down one side. I really don't want anything back for it, it's going on a shelf and you can't see it. Keep it as feedback for your packing team.", [o],
  [], escalations=AT))
o = order("SU-44208", [line("CND-2", "Pillar candle set", 2400)], placed="2026-03-02T10:00:00+00:00", delivered_at="2026-03-06T15:00:00+00:00", promised="2026-03-07")
C.append(case("V2-08", "candles", "This latest order is fine, thank you. But the pillar candle set I bought from you back in January arrived half melted and I never got round to telling you. Could you refund that one?", [o],
  [{"kind": "damaged_item", "quote": "the pillar candle set I bought from you back in January arrived half melted"}], escalations=["candle"]))
o = order("SU-44209", [line("GLS-12", "Set of 12 wine glasses", 6000)])
C.append(case("V2-09", "one glass broken", "Of the twelve wine glasses in the set, one was snapped at the stem when I opened the box. The other eleven are fine. Could I get something back for the broken glass?", [o],
  [{"kind": "damaged_item", "quote": "one was snapped at the stem"}], escalations=["glass"]))
o = order("SU-44210", [line("SHR-M", "Linen shirt, size M", 4500)])
C.append(case("V2-10", "wrong size", "You sent the linen shirt in L, I ordered M. Money back is no use to me - I need the shirt in M for a wedding on the 21st. Please swap it, I'll post the L back.", [o],
  [{"kind": "wrong_item", "quote": "You sent the linen shirt in L, I ordered M"}], escalations=["shirt"]))
o = order("SU-44211", [line("BOT-1", "Chelsea boots", 11900)], returns=[{"sku": "BOT-1", "kind": "return", "reason": "change of mind"}])
C.append(case("V2-11", "cancel my return", "Last week I started a return for the chelsea boots. I've changed my mind again and want to keep them after all - please cancel that return and don't refund me, I haven't sent them.", [o],
  [{"kind": "other", "quote": "please cancel that return and don't refund me"}], escalations=["return"]))
o = order("SU-44212", [line("JUG-2", "Milk jug", 1400)], delivered_at="2026-03-08T15:00:00+00:00", promised="2026-03-05")
C.append(case("V2-12", "late again", "Last time (a different order) your milk jug arrived smashed and you refunded it, thank you. This time the jug is perfect, but it came three days after the date you promised, so could I have the delivery fee back?", [o],
  [{"kind": "late_delivery", "quote": "could I have the delivery fee back?"}], refunds=[{"amount_cents": 599, "lines": []}], outcome="resolved"))
o = order("SU-44213", [line("LMP-4", "Pendant lamp", 5500), line("SHD-1", "Linen lamp shade", 2500)])
C.append(case("V2-13", "battered box", "The outer box was really battered when it arrived. Neither the pendant lamp nor the linen shade was damaged though, amazingly. Maybe use more padding next time.", [o],
  [], escalations=AT))
o = order("SU-44214", [line("SOF-1", "Two-seat sofa", 54900)], fee=4900)
C.append(case("V2-14", "sofa", "The sofa has a small scuff on the back leg. I'm keeping it. I'd be happy with 20 quid off as a gesture but I don't expect anything more than that.", [o],
  [{"kind": "damaged_item", "quote": "The sofa has a small scuff on the back leg"}, {"kind": "other", "quote": "I'd be happy with 20 quid off"}], escalations=["sofa"]))
o = order("SU-44215", [line("BLK-1", "Cotton blanket", 3900)])
C.append(case("V2-15", "blanket", "The blanket has a pulled thread. I was going to ask for a refund but to be honest I've decided not to bother, it's only small. No refund please.", [o],
  [], escalations=AT))
dump(C, "round2.jsonl")
