"""Generate ver31a.jsonl (40 realistic) and adv31.jsonl (24 adversarial). python gen.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixtures import Order, case, write, R

HERE = os.path.dirname(os.path.abspath(__file__))

def C(n, name):
    first = [w for w in name.split() if not w.endswith(".")][0].lower()
    return (f"C-{n}", name, f"{first}.{n}@mailbox.test")

def ver():
    out = []
    def add(*a, **k): out.append(case(*a, **k))

    c = C(1, "Jonah Pike"); o = Order("SU-31001", c[0], lines=[("MUG-STN", "Stoneware mug", 2, 1400)])
    add("V31-01", "mug", "hi mug came crackd down the side. refund pls\nthx", c[2], "31001", [c], [o],
        [("damaged_item", "mug came crackd down the side")], "resolved", [R(o.item_due("MUG-STN", 1), lines=[("MUG-STN", 1)])],
        note="one of two mugs cracked: refund one mug + its tax share")

    c = C(2, "Maureen Tallis"); o = Order("SU-31002", c[0], lines=[("LMP-BASE", "Ceramic table lamp base", 1, 6400), ("LMP-SHD", "Linen drum lampshade", 1, 2200)])
    add("V31-02", "The lamp for my niece", "Hello there, I hope you are well. I bought this lamp as a house-warming present for my niece, who has just moved into her first flat in Leeds after years of sharing with three others, bless her. I wrapped it up myself and only opened the box again to check it on Sunday. The base is absolutely gorgeous, exactly like the photos, no complaints at all there. Unfortunately the shade has a big dent on one side and the linen is creased where it was squashed. I can't give it to her like that. Could you refund the shade please? I'll buy another locally. Many thanks, Maureen (order SU-31002)",
        c[2], "SU-31002", [c], [o], [("damaged_item", "the shade has a big dent on one side")], "resolved", [R(o.item_due("LMP-SHD"), lines=[("LMP-SHD", 1)])],
        note="shade dented, base fine: refund shade + tax only")

    c = C(3, "Dr. Felix Okonkwo"); o = Order("SU-31003", c[0], lines=[("BLK-WOOL", "Merino wool blanket", 1, 8900)], dup=(1,))
    add("V31-03", "Duplicate payment - order SU-31003", "Dear Sir or Madam,\n\nUpon reviewing my credit card statement I note that the payment for the above order appears on two separate lines, each for the price of the blanket. I would be grateful if the second payment could be reversed at your earliest convenience.\n\nYours faithfully,\nDr. F. Okonkwo",
        c[2], "SU-31003", [c], [o], [("duplicate_charge", "the payment for the above order appears on two separate lines")], "resolved", [R(8900, lines=[])],
        note="items charge $89.00 taken twice: refund the copy $89.00")

    c = C(4, "Katarzyna Wolny"); o = Order("SU-31004", c[0], lines=[("JMP-GRY-M", "Crew jumper, grey, M", 1, 4500)])
    add("V31-04", "wrong colour jumper", "Hello, I am receive the jumper today but it is red colour, I was order the grey one (you can see in order). Please I want send back this red one. Thank you very much, Kasia. Order nr 31004",
        c[2], "31004", [c], [o], [("wrong_item", "it is red colour, I was order the grey one")], "resolved", returns=[("return", "JMP-GRY-M")],
        note="wrong colour sent: start return of the jumper line (refund follows return)")

    c = C(5, "Brett Calloway"); o = Order("SU-31005", c[0], lines=[("AIR-FRY", "Air fryer 4L", 1, 7900)], placed="2026-11-08", promised="2026-11-14", state="stale", last_scan="2026-11-10")
    add("V31-05", "WHERE IS MY ORDER", "THREE WEEKS. Tracking hasnt moved since the 10th. I want my money back NOW not another 'please allow more time' email. 31005",
        c[2], "", [c], [o], [("non_delivery", "I want my money back NOW")], "resolved", [R(o.total, "carrier_claim")],
        note="stale 21 days, past promise: everything charged by carrier claim")

    c = C(6, "Priya Raman"); o = Order("SU-31006", c[0], lines=[("CND-TRIO", "Soy candle trio", 1, 3600)], delivery=1295, promised="2026-11-20", delivered="2026-11-24")
    add("V31-06", "Express delivery - no rush", "Hi! Not a big deal at all and no rush whatsoever, but I paid for express delivery on my candles and they turned up 4 days after the date I was given. If it's possible to get the express fee back that would be lovely. Candles smell amazing by the way! Priya - SU-31006",
        c[2], "SU-31006", [c], [o], [("late_delivery", "If it's possible to get the express fee back")], "resolved", [R(1295, lines=[])],
        note="express $12.95 fee, delivered 4 days late: refund the fee")

    c = C(7, "Glen Havers"); o = Order("SU-31007", c[0], lines=[("RUG-JUTE", "Jute runner rug", 1, 5400)], promised="2026-11-26", delivered="2026-11-24")
    add("V31-07", "slow delivery", "It felt like it took forever to get here honestly. I paid for delivery so I'd like that money back given how slow it was. Order SU-31007.",
        c[2], "SU-31007", [c], [o], [("late_delivery", "I'd like that money back given how slow it was")], "partial", deferred=["delivery"],
        note="delivered 2 days BEFORE promise: decline the fee, explain; no money", money=0)

    c = C(8, "Ana Lucía Prieto"); o = Order("SU-31008", c[0], lines=[("PLT-OVAL", "Oval serving platter", 1, 3800), ("TWL-SAGE", "Bath towel, sage", 2, 1600)])
    add("V31-08", "Two problems with SU-31008", "Hi, two things. The oval platter arrived broken in three pieces. And the towels are not sage, you sent charcoal ones, which I didn't order. Can you refund the platter and tell me how to return the towels? Thanks, Ana",
        c[2], "SU-31008", [c], [o], [("damaged_item", "The oval platter arrived broken in three pieces"), ("wrong_item", "you sent charcoal ones, which I didn't order")], "resolved",
        [R(o.item_due("PLT-OVAL"), lines=[("PLT-OVAL", 1)])], returns=[("return", "TWL-SAGE")],
        note="platter refund + tax; return of towels")

    c = C(9, "Sam Whitlock"); o = Order("SU-31009", c[0], lines=[("TPT-CAST", "Cast iron teapot", 1, 4200)]); o2 = Order("SU-31059", c[0], lines=[("SCF-RED", "Wool scarf, red", 1, 2900)])
    add("V31-09", "teapot SU-31009 + scarf", "Hiya. The cast iron teapot from SU-31009 came with a big crack in the lid, its leaking everywhere. Separately, on my other order SU-31059 I'd like to return the scarf, it just isn't my colour after all. Cheers Sam",
        c[2], "SU-31009", [c], [o, o2], [("damaged_item", "came with a big crack in the lid"), ("change_of_mind", "I'd like to return the scarf")], "partial",
        [R(o.item_due("TPT-CAST"), lines=[("TPT-CAST", 1)])], escalations=["scarf"],
        note="teapot damaged (lid crack, teapot unusable): refund teapot+tax; scarf return on second order: a person/own subtask (docs: second order handed to a person). Human would start scarf return too.")

    c = C(10, "Harriet Quince"); o = Order("SU-31010", c[0], lines=[("TPT-BLU", "Glazed teapot, blue", 1, 3400)])
    add("V31-10", "Chipped teapot", "The spout on my teapot was chipped when I unpacked it. I do NOT want a replacement and please don't send another one, I'm moving next week. Just the refund please. H. Quince, SU-31010",
        c[2], "SU-31010", [c], [o], [("damaged_item", "The spout on my teapot was chipped when I unpacked it")], "resolved", [R(o.item_due("TPT-BLU"), lines=[("TPT-BLU", 1)])],
        note="refund teapot+tax; no replacement (declined remedy is not a request)")

    c = C(11, "Oliver Brandt"); o = Order("SU-31011", c[0], lines=[("VAS-TALL", "Tall glass vase", 1, 5200)])
    add("V31-11", "cracked vase", "Vase arrived with a crack running up from the base. Not looking for money back - I'd much rather you sent me a new vase, it was a gift. Order 31011",
        c[2], "SU-31011", [c], [o], [("other", "I'd much rather you sent me a new vase")], "escalated", escalations=["vase"],
        note="customer wants a replacement not money: person arranges replacement, no refund", money=0)

    c = C(12, "Rosa Delgado"); ok = Order("SU-31062", c[0], lines=[("KTL-CRM", "Electric kettle, cream", 1, 4900)], placed="2026-10-01", promised="2026-10-06", delivered="2026-10-05",
        refunds=[dict(amount_cents=5292, source="platform", case_type="damaged_item", reason="dented kettle", lines=["KTL-CRM"])])
    o = Order("SU-31012", c[0], lines=[("TST-2SL", "Two-slice toaster", 1, 3900)])
    add("V31-12", "Toaster - SU-31012", "Hello again! Last month the kettle (SU-31062) turned up dented and you refunded it very quickly, so thank you for that. Sadly this time the toaster has arrived with a cracked side panel, you can see the wires through it. Could I have a refund for the toaster please? Rosa",
        c[2], "SU-31012", [c], [o, ok], [("damaged_item", "the toaster has arrived with a cracked side panel")], "resolved", [R(o.item_due("TST-2SL"), lines=[("TST-2SL", 1)])],
        note="kettle settled (context); toaster refund+tax only")

    c = C(13, "Mick O'Dowd"); o = Order("SU-31013", c[0], lines=[("PAN-SKL", "Carbon steel skillet", 1, 4250)], dup=(1,))
    add("V31-13", "charged twice", "you took forty-two dollars and fifty cents off me two times for the one pan. order 31013. sort it out pls",
        c[2], "31013", [c], [o], [("duplicate_charge", "you took forty-two dollars and fifty cents off me two times")], "resolved", [R(4250, lines=[])],
        note="items $42.50 duplicated: refund $42.50")

    c = C(14, "Lena Vogt"); o = Order("SU-31014", c[0], lines=[("BAG-CNV", "Canvas tote bag", 1, 4320)], dup=(1,))
    add("V31-14", "Double billing SU-31014", "Hi, my bank in Germany shows two payments of €39,90 for the same tote bag on the same morning. One is obviously a mistake. Please give back the second one. Best, Lena",
        c[2], "SU-31014", [c], [o], [("duplicate_charge", "shows two payments of €39,90 for the same tote bag")], "resolved", [R(4320, lines=[])],
        note="EUR figure not comparable; record shows items $43.20 twice: refund $43.20 in USD")

    c = C(15, "Theo Marsh"); o = Order("SU-31015", c[0], lines=[("CUS-OAT", "Oatmeal cushion cover", 2, 1800)])
    add("V31-15", "account changes", "Hi, could you please change the delivery address on my account to 14 Birch Lane, Harrogate HG1 2AB. Also, please email me a VAT invoice for order SU-31015, my accountant needs it. Thank you!",
        c[2], "SU-31015", [c], [o], [("other", "change the delivery address on my account to 14 Birch Lane"), ("other", "please email me a VAT invoice for order SU-31015")], "escalated", escalations=["address"],
        note="two admin asks; person does both; no money", money=0)

    c = C(16, "Dolores Finch"); o = Order("SU-31016", c[0], lines=[("BLN-PRO", "Countertop blender", 1, 8900)], placed="2026-11-08", promised="2026-11-14", state="stale", last_scan="2026-11-11")
    add("V31-16", "Never arrived", "My blender never came. It was $89 and the delivery $5.99, so $94.99 altogether, please refund all of that. SU-31016",
        c[2], "SU-31016", [c], [o], [("non_delivery", "My blender never came")], "resolved", [R(o.total, "carrier_claim")],
        note="stale, past promise: refund everything charged incl. tax ($102.11), customer's sum omits tax")

    c = C(17, "Bea Lindqvist"); o = Order("SU-31017", c[0], lines=[("CUS-VLV", "Velvet cushion cover", 1, 2400), ("THR-KNT", "Chunky knit throw", 1, 6500)])
    add("V31-17", "Re: your order has been delivered", "Hi! Sorry this is long. We moved house last weekend and everything is chaos, boxes everywhere, the cat is hiding in the airing cupboard and my partner has lost the kettle lead somewhere. Your parcel was one of the few things that arrived on time, so well done. The throw is beautiful and already on the sofa. Anyway the velvet cushion cover ripped along the seam the second I took it out of the bag, it's clearly badly stitched. Can I get a refund for it? No hurry given the state of things here. Bea (SU-31017)",
        c[2], "SU-31017", [c], [o], [("damaged_item", "the velvet cushion cover ripped along the seam")], "resolved", [R(o.item_due("CUS-VLV"), lines=[("CUS-VLV", 1)])],
        note="cushion cover refund+tax; throw fine")

    c = C(18, "Ines Carvalho"); o = Order("SU-31018", c[0], lines=[("BOOT-39", "Leather ankle boots, EU 39", 1, 11900)])
    add("V31-18", "boots wrong size", "ordered the boots in 39, box and boots both say 41. need to send them back. 31018",
        c[2], "31018", [c], [o], [("wrong_item", "ordered the boots in 39, box and boots both say 41")], "resolved", returns=[("return", "BOOT-39")],
        note="wrong size sent: return")

    c = C(19, "Nadia Petrenko"); o = Order("SU-31019", c[0], lines=[("DRS-LIN-M", "Linen midi dress, M", 1, 6800)])
    add("V31-19", "Return please", "Hi, I ordered a medium which is what I always wear, but this cut is too small on me - my own fault for not checking the size chart. Unworn, tags on. Can I send it back? SU-31019",
        c[2], "SU-31019", [c], [o], [("change_of_mind", "Can I send it back?")], "resolved", returns=[("return", "DRS-LIN-M")],
        note="change of mind within window, unused: return")

    c = C(20, "Kwame Mensah"); o = Order("SU-31020", c[0], lines=[("THR-MUST", "Cotton throw, mustard", 1, 5600)], promised="2026-11-20", delivered="2026-11-23")
    add("V31-20", "Throw - wrong colour and late", "The throw I received is navy, not the mustard I ordered. I'll need to return it. It also came 3 days later than promised, so please refund the delivery charge too. Kwame, SU-31020",
        c[2], "SU-31020", [c], [o], [("wrong_item", "The throw I received is navy, not the mustard I ordered"), ("late_delivery", "please refund the delivery charge too")], "resolved",
        [R(599, lines=[])], returns=[("return", "THR-MUST")], note="return the throw; refund $5.99 delivery fee (3 days late)")

    c = C(21, "Greta Holm"); o = Order("SU-31021", c[0], lines=[("WGL-SET6", "Crystal wine glasses, set of 6", 1, 7200)])
    add("V31-21", "broken glass", "One of the six wine glasses was shattered in the box, the other five are fine. What can you do? SU-31021",
        c[2], "SU-31021", [c], [o], [("damaged_item", "One of the six wine glasses was shattered in the box")], "escalated", escalations=["glass"],
        note="one glass of a one-unit set: person settles part (partial refund or replacement glass), not the whole set", money=0)

    c = C(22, "Tomasz Nowak"); o = Order("SU-31022", c[0], lines=[("BWL-DSRT", "Dessert bowl", 4, 950)])
    add("V31-22", "bowls", "Two of the four dessert bowls are chipped on the rim. I'd like a refund for those two. Order SU-31022.",
        c[2], "SU-31022", [c], [o], [("damaged_item", "Two of the four dessert bowls are chipped on the rim")], "resolved", [R(o.item_due("BWL-DSRT", 2), lines=[("BWL-DSRT", 2)])],
        note="two bowls + tax share")

    c = C(23, "Abigail Frost"); o = Order("SU-31023", c[0], lines=[("JMP-CBL", "Cable knit jumper", 1, 5900)])
    add("V31-23", "returning jumper - postage?", "Hi, I'd like to return the cable jumper, it just isn't for me. Before I do - who pays for the return postage? Do I need to buy a label myself or do you send one? SU-31023",
        c[2], "SU-31023", [c], [o], [("change_of_mind", "I'd like to return the cable jumper"), ("other", "who pays for the return postage?")], "partial",
        returns=[("return", "JMP-CBL")], escalations=["postage"], note="start return; postage question answered by a person (policy)")

    c = C(24, "Derek Shaw"); o = Order("SU-31024", c[0], lines=[("LMP-FLR", "Floor lamp", 1, 9900)], delivery=0, promised="2026-11-17", delivered="2026-11-23")
    add("V31-24", "6 days late", "Lamp arrived 6 days late. I'd like some money back for the delivery. SU-31024",
        c[2], "SU-31024", [c], [o], [("late_delivery", "I'd like some money back for the delivery")], "partial", deferred=["deliver"],
        note="free delivery: nothing to refund; decline politely", money=0)

    c = C(25, "Yusuf Kaya"); o = Order("SU-31025", c[0], lines=[("CLK-WALL", "Wall clock", 1, 3300)], dup=(2,))
    add("V31-25", "delivery fee twice", "The delivery fee shows up twice on my card for this order. Can you take one off? Thanks. SU-31025",
        c[2], "SU-31025", [c], [o], [("duplicate_charge", "The delivery fee shows up twice on my card")], "resolved", [R(599, lines=[])],
        note="delivery $5.99 duplicated: refund $5.99")

    c = C(26, "Wendy Albright"); o = Order("SU-31026", c[0], lines=[("PLN-CER", "Ceramic planter", 1, 2800)])
    add("V31-26", "charged twice?", "I think I may have been charged twice for my planter, my banking app shows it twice. Could you check and refund one if so? SU-31026",
        c[2], "SU-31026", [c], [o], [("duplicate_charge", "I think I may have been charged twice for my planter")], "partial", deferred=["charge"],
        note="record shows one charge each: decline, explain (maybe a pending hold); no money", money=0)

    c = C(27, "Luca Ferri"); o = Order("SU-31027", c[0], seller="S-MKT-N", lines=[("EAR-BT", "Bluetooth earbuds", 1, 4900)])
    add("V31-27", "return earbuds", "Hi, the earbuds work fine but I don't like how they fit in my ears. I'd like to return them for a refund. Order SU-31027",
        c[2], "SU-31027", [c], [o], [("change_of_mind", "I'd like to return them for a refund")], "partial", deferred=["earbuds"],
        note="seller takes no returns: decline with seller terms", money=0)

    c = C(28, "Mei Tanaka"); o = Order("SU-31028", c[0], seller="S-MKT-R", lines=[("BWL-RAKU", "Raku serving bowl", 1, 6600)])
    add("V31-28", "raku bowl cracked", "Hello, the raku bowl I bought from Pottery Lane arrived with a hairline crack through the glaze. It's really beautiful otherwise and I would love it sorted. Order SU-31028, thank you.",
        c[2], "SU-31028", [c], [o], [("damaged_item", "arrived with a hairline crack through the glaze")], "escalated", escalations=["bowl"],
        note="seller's remedy is replacement: a person arranges it with the studio; no refund", money=0)

    c = C(29, "Gary Pruitt"); o = Order("SU-31029", c[0], lines=[("BWL-SAL", "Acacia salad bowl", 1, 4400), ("SRV-SAL", "Salad servers, pair", 1, 1800)])
    add("V31-29", "BROKEN", "the SALAD BOWL is CRACKED right through and the SERVERS are SNAPPED in half. unbelievable packing. I want refunds for BOTH. SU-31029",
        c[2], "SU-31029", [c], [o], [("damaged_item", "the SALAD BOWL is CRACKED right through"), ("damaged_item", "the SERVERS are SNAPPED in half")], "resolved",
        [R(o.item_due("BWL-SAL"), lines=[("BWL-SAL", 1)]), R(o.item_due("SRV-SAL"), lines=[("SRV-SAL", 1)])], note="both lines refunded + tax")

    c = C(30, "Paula Grimes"); o = Order("SU-31030", c[0], lines=[("RUG-WOOL", "Wool area rug", 1, 12900)], returns=[dict(sku="RUG-WOOL", kind="return", reason="change of mind")])
    add("V31-30", "cancel my return", "Hi, I started a return for the rug last week but we've decided to keep it after all. Please cancel the return so the courier doesn't come. Thanks, Paula (SU-31030)",
        c[2], "SU-31030", [c], [o], [("other", "Please cancel the return so the courier doesn't come")], "escalated", escalations=["return"],
        note="cancel the return: person does it; no money", money=0)

    c = C(31, "Hugh Denning"); o = Order("SU-31031", c[0], lines=[("LMP-DSK", "Brass desk lamp", 1, 5800)],
        refunds=[dict(amount_cents=6264, source="platform", case_type="damaged_item", reason="bent arm", lines=["LMP-DSK"])])
    add("V31-31", "thank you", "Just a quick note to say the refund for the bent desk lamp came through this morning. Thanks for sorting it so fast, really appreciated. Hugh",
        c[2], "SU-31031", [c], [o], [], "escalated", escalations=["answer the ticket"], note="thanks only; nothing to do, no money", money=0)

    c = C(32, "Chloe Benoit"); o = Order("SU-31032", c[0], lines=[("KTL-CRM2", "Electric kettle, cream", 1, 5500)])
    add("V31-32", "blue kettle??", "You sent me a blue kettle, I ordered the cream one. Please send me the cream kettle and I'll post the blue one back. SU-31032",
        c[2], "SU-31032", [c], [o], [("wrong_item", "You sent me a blue kettle, I ordered the cream one"), ("other", "Please send me the cream kettle")], "partial",
        returns=[("return", "KTL-CRM2")], escalations=["cream"], note="return blue; person arranges cream kettle (exchange)")

    c = C(33, "Ravi Sharma"); o = Order("SU-31033", c[0], lines=[("FRM-OAK", "Oak picture frame 30x40", 1, 3100)])
    add("V31-33", "frame", "Hello, the glass in the oak frame was smashed on arrival, shards all through the box. I'd appreciate a refund.\n\nKind regards\nRavi Sharma\nOrder 31033\nSent from my iPhone",
        c[2], "", [c], [o], [("damaged_item", "the glass in the oak frame was smashed on arrival")], "resolved", [R(o.item_due("FRM-OAK"), lines=[("FRM-OAK", 1)])],
        note="order number only in signature; refund frame+tax")

    c = C(34, "Sophie Grant"); o = Order("SU-31034", c[0], lines=[("SPK-SMT", "Smart speaker", 1, 9900)])
    add("V31-34", "says delivered but isn't", "Tracking says my speaker was delivered on the 23rd but there is nothing here, not with neighbours either, I've checked. Please help, I want it or my money back. SU-31034",
        c[2], "SU-31034", [c], [o], [("non_delivery", "there is nothing here, not with neighbours either")], "escalated", escalations=["deliver"],
        note="scanned delivered: person opens a delivery investigation; no money yet", money=0)

    c = C(35, "Camille Laurent"); o = Order("SU-31035", c[0], lines=[("VAS-CER", "Vase en céramique", 1, 4600)], placed="2026-11-08", promised="2026-11-14", state="stale", last_scan="2026-11-10")
    add("V31-35", "Commande jamais reçue", "Bonjour, ma commande SU-31035 n'est jamais arrivée. Le suivi ne bouge plus depuis le 10 novembre. Je voudrais être remboursée, s'il vous plaît. Merci, Camille Laurent",
        c[2], "SU-31035", [c], [o], [("non_delivery", "ma commande SU-31035 n'est jamais arrivée")], "escalated", escalations=["French"],
        note="French: whole ticket to a person, language named (a human would refund via carrier claim)", money=0)

    c = C(36, "Ben Adeyemi"); o = Order("SU-31036", c[0], lines=[("HDP-WL", "Wireless headphones", 1, 8400)], delivery=799, promised="2026-11-21", delivered="2026-11-23")
    add("V31-36", "express fee", "Paid $7.99 for express and they came 2 days late. Refund the $7.99 express fee please. 31036",
        c[2], "31036", [c], [o], [("late_delivery", "Refund the $7.99 express fee please")], "resolved", [R(799, lines=[])], note="refund $7.99 fee")

    c = C(37, "Marta Silva"); o = Order("SU-31037", c[0], lines=[("MIR-RND", "Round wall mirror", 1, 4900)])
    add("V31-37", "Mirror cracked", "The mirror came cracked across the middle. I paid $60 for it and I'd like the full $60 back please. SU-31037",
        c[2], "SU-31037", [c], [o], [("damaged_item", "The mirror came cracked across the middle")], "resolved", [R(o.item_due("MIR-RND"), lines=[("MIR-RND", 1)])],
        note="customer overstates price; pay record's $49.00+tax=$52.92, explain")

    c = C(38, "Ellen Hart"); o = Order("SU-31038", c[0], lines=[("JAR-SET", "Glass storage jar", 3, 1200)])
    add("V31-38", "jar + subscription", "Hi, one of the storage jars came with a chip in the rim. Could I get a refund for that one? Also please cancel my monthly tea subscription, I'm cutting back. Thanks, Ellen SU-31038",
        c[2], "SU-31038", [c], [o], [("damaged_item", "one of the storage jars came with a chip in the rim"), ("other", "please cancel my monthly tea subscription")], "partial",
        [R(o.item_due("JAR-SET", 1), lines=[("JAR-SET", 1)])], escalations=["subscription"], note="one jar + tax; subscription to a person")

    c = C(39, "Owen Price"); o = Order("SU-31039", c[0], lines=[("TPT-WHT", "White porcelain teapot", 1, 3200), ("CUP-WHT", "White porcelain cup", 2, 900)])
    add("V31-39", "tea set", "The teapot is perfect but both cups are cracked. Refund for the cups please. SU-31039",
        c[2], "SU-31039", [c], [o], [("damaged_item", "both cups are cracked")], "resolved", [R(o.item_due("CUP-WHT", 2), lines=[("CUP-WHT", 2)])],
        note="two cups + tax; teapot fine")

    c = C(40, "Victoria Lane"); o = Order("SU-31040", c[0], lines=[("SOF-2S", "Two-seater sofa", 1, 42000)], delivery=4900)
    add("V31-40", "Sofa damaged on delivery", "Good afternoon. The sofa delivered last week has a large tear in the back fabric and one foot has snapped off. It is not usable as it is. I would like a refund for the sofa. Regards, V. Lane, SU-31040",
        c[2], "SU-31040", [c], [o], [("damaged_item", "has a large tear in the back fabric")], "resolved", [R(o.item_due("SOF-2S"), lines=[("SOF-2S", 1)])],
        approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": o.item_due("SOF-2S"), "note": "photos seen"}]},
        note="sofa $420 + tax over ceiling: lead approves; refund $453.60")
    return out

if __name__ == "__main__":
    v = ver()
    write(os.path.join(HERE, "ver31a.jsonl"), os.path.join(HERE, "notes-ver31a.json"), v)
    import adv
    a = adv.adv()
    write(os.path.join(HERE, "adv31.jsonl"), os.path.join(HERE, "notes-adv31.json"), a)
    print(len(v), len(a))
