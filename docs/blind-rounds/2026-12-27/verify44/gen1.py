from lib import *
C = []
# 1 conditional: refund only if replacement fails
o = order("SU-44101", [line("TPT-1", "Stoneware teapot", 3400), line("CUP-2", "Stoneware cup", 900, 2)])
C.append(case("V1-01", "teapot lid", "Hiya, the teapot lid came with a hairline crack. What I'd really like is a new lid sent out. Only if you can't do that should you refund me - and please check with me first before any money moves, ta. Robin", [o],
  [{"kind": "damaged_item", "quote": "the teapot lid came with a hairline crack"}], escalations=["teapot"]))
# 2 put off: don't refund yet
o = order("SU-44102", [line("LMP-1", "Brass desk lamp", 6200)])
C.append(case("V1-02", "Lamp SU-44102", "The switch on the brass lamp is a bit wobbly, it clicks twice. Please hold off on refunding anything for now. My husband reckons he can tighten it up this weekend and I'll write back on Monday either way.", [o],
  [], escalations=[]))
# 3 waiver in own words + real late delivery fee
o = order("SU-44103", [line("MUG-1", "Speckled mug", 1800, 4)], delivered_at="2026-03-08T15:00:00+00:00", promised="2026-03-05")
C.append(case("V1-03", "late + a chip", "Order arrived on the 8th, you'd promised the 5th, so I'd like the delivery charge back please. One of the four speckled mugs has a small chip on the rim but I'm not bothered about it at all, I'll use it as a pen pot - don't refund that one.", [o],
  [{"kind": "late_delivery", "quote": "I'd like the delivery charge back please"}], refunds=[{"amount_cents": 599, "lines": []}], outcome="resolved"))
# 4 refused return, refund asked for; return must not be booked
o = order("SU-44104", [line("RUG-1", "Jute rug 120x170", 8900)])
C.append(case("V1-04", "Rug", "The jute rug arrived with a big tear along one edge. I'd like a refund for it. I am NOT sending it back and I don't want a courier turning up - it's already gone to the tip.", [o],
  [{"kind": "damaged_item", "quote": "The jute rug arrived with a big tear along one edge"}], refunds=[R(8900, "RUG-1")], outcome="resolved", returns=[]))
# 5 goods already sent back
o = order("SU-44105", [line("KTL-1", "Glass kettle", 4500), line("TST-1", "Two-slice toaster", 3900)])
C.append(case("V1-05", "Kettle returned", "I changed my mind about the glass kettle and already posted it back to you last Thursday with Royal Mail, tracking RM554433221GB. Can you let me know when the refund will come through? The toaster is staying.", [o],
  [{"kind": "other", "quote": "Can you let me know when the refund will come through?"}], escalations=["refund"], returns=[]))
# 6 wrong line: similar lines
o = order("SU-44106", [line("BWL-S", "Small serving bowl", 1500), line("BWL-L", "Large serving bowl", 4800)])
C.append(case("V1-06", "bowls", "The large serving bowl got here fine and it's lovely. Sadly the little one was in three pieces. Could I have my money back for the broken one please?", [o],
  [{"kind": "damaged_item", "quote": "the little one was in three pieces"}], refunds=[R(1500, "BWL-S")], outcome="resolved"))
# 7 two orders; damage on the second, order_ref field names the first
o1 = order("SU-44107", [line("CND-1", "Pillar candle set", 2400)])
o2 = order("SU-44177", [line("VAS-1", "Ribbed glass vase", 3600)], placed="2026-03-01T10:00:00+00:00", delivered_at="2026-03-06T15:00:00+00:00", promised="2026-03-07")
C.append(case("V1-07", "SU-44107", "The candles from SU-44107 are great, no issues there. It's my other order, SU-44177, where the ribbed vase showed up smashed. Refund for the vase please.", [o1, o2],
  [{"kind": "damaged_item", "quote": "the ribbed vase showed up smashed"}], refunds=[R(3600, "VAS-1")], outcome="resolved"))
# 8 neighbour's goods
o = order("SU-44108", [line("CLK-1", "Wall clock", 3200)])
C.append(case("V1-08", "wrong parcel", "My own wall clock came and it's fine. But the courier also left my neighbour's box at my door and when she opened it her mirror was cracked. She's elderly and not online, so could you refund her? Her name is Mrs Pat Ojo.", [o],
  [{"kind": "other", "quote": "could you refund her?"}], escalations=["refund"]))
# 9 units: one of six glasses
o = order("SU-44109", [line("GLS-6", "Tumbler glass", 700, 6)])
C.append(case("V1-09", "glasses", "One of the six tumblers was cracked when I unwrapped them. Just refund that one glass please, the other five are perfect.", [o],
  [{"kind": "damaged_item", "quote": "One of the six tumblers was cracked"}], refunds=[{"amount_cents": 700, "lines": [{"sku": "GLS-6", "quantity": 1}]}], outcome="resolved"))
# 10 hypothetical question about a future damage
o = order("SU-44110", [line("CHR-1", "Oak dining chair", 12900)], delivered=False, promised="2026-03-14")
C.append(case("V1-10", "question", "My oak chair is due next week. If it turns up damaged, would I get a full refund or would you send another? Just want to know before it arrives.", [o],
  [{"kind": "question", "quote": "would I get a full refund or would you send another?"}]))
# 11 wife says it leaks, customer says it doesn't
o = order("SU-44111", [line("KTL-2", "Enamel kettle", 3800)])
C.append(case("V1-11", "kettle", "My wife was convinced the enamel kettle leaked and asked me to email you for a refund. I've since checked properly and it doesn't leak at all, she'd overfilled it. So no refund needed, apologies for the bother.", [o],
  []))
# 12 store credit not money
o = order("SU-44112", [line("THR-1", "Wool throw", 5400)])
C.append(case("V1-12", "Throw arrived with a hole", "The wool throw has a moth hole in the middle. I do not want my money back to my card, I'd much rather have store credit for the same amount so I can pick something else.", [o],
  [{"kind": "damaged_item", "quote": "The wool throw has a moth hole in the middle"}], escalations=["throw"]))
# 13 retracted claim
o = order("SU-44113", [line("PLT-4", "Dinner plate", 1200, 4)])
C.append(case("V1-13", "ignore my last email", "Please ignore what I wrote yesterday about a cracked dinner plate. Turns out it was one of my daughter's old plates in the cupboard, all four of yours are perfect. Sorry!", [o],
  []))
# 14 deadline: don't process until after the 20th
o = order("SU-44114", [line("SPK-1", "Bluetooth speaker", 5900)])
C.append(case("V1-14", "speaker", "The speaker's charging port is broken, it doesn't charge at all. I'd like a refund, but please don't process anything before the 20th of March - my card has been cancelled and the new one arrives then. Thanks.", [o],
  [{"kind": "damaged_item", "quote": "The speaker's charging port is broken"}], escalations=["speaker"]))
# 15 duplicate charge already reversed by bank
o = order("SU-44115", [line("PIL-2", "Linen cushion", 2900, 2)], extra_charges=[{"kind": "items", "description": "Items", "amount_cents": 5800, "charged_at": "2026-02-27T10:00:00+00:00"}])
C.append(case("V1-15", "charged twice", "I was charged twice for my cushions, 58 pounds went out two times. My bank has already clawed the second one back for me, so that's sorted - just letting you know so your system doesn't do it again next time.", [o],
  []))
dump(C, "round1.jsonl")
