#!/usr/bin/env python3
"""ver34a: 40 realistic held-back tickets (V34-01..V34-40). Writes ver34a.jsonl beside this file."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from lib34 import adder, order, R, ret, write

C, add = adder("V34", "v34c", "Pat Doe")

def o(n, *a, **k):
    return order(*a, **k)

# 01 long rambling, duplicate in words
add(1, "bank statement question",
    "Hello there,\n\nI hope this finds you well. I've been a customer for years, mostly bedding, and I have always liked the way you pack things. "
    "My daughter set up the online banking for me last month so I look at it now more than I used to. Anyway I was going down the list on Sunday and "
    "there are two payments to Larkspur on the same morning, each of forty-two dollars and fifty cents, and I only bought the one duvet cover (order SU-34001). "
    "The duvet cover itself is lovely, no complaints at all there. Could one of those be put back please? Thank you kindly,\nMargaret",
    [order("SU-34001", "C-01", [("DUV-QN", "Duvet cover, queen, linen", 1, 4250)], delivery=0, dup="items")],
    ["duplicate_charge"], {"outcome": "resolved", "refunds": [R(4250)]}, name="Margaret Ellis")

# 02 very short with typos, order ref only in signature
add(2, "mug",
    "hi mug came crackd down the side, cant use it. refund pls thx\n\n-- J. Ortiz / ord SU-34002",
    [order("SU-34002", "C-02", [("MUG-ST", "Stoneware mug, speckled", 1, 1800)])],
    ["damaged_item"], {"outcome": "resolved", "refunds": [R(1800)]}, order_ref="", name="J Ortiz")

# 03 two orders, damage on one, late on the other
add(3, "Two orders - a broken lamp and a late parcel",
    "Hi, two things on two orders. The table lamp from SU-34003 arrived with the ceramic base cracked through. Separately, SU-34103 (the curtains) turned up "
    "several days after the date you promised, and I paid $7.99 for delivery on that one, so I'd like the delivery charge back. Thanks, Ruth",
    [order("SU-34003", "C-03", [("LMP-CER", "Ceramic table lamp", 1, 5600)]),
     order("SU-34103", "C-03", [("CRT-LIN", "Linen curtains, pair", 1, 8900)], delivery=799, ship="late")],
    ["damaged_item", "late_delivery"], {"outcome": "resolved", "refunds": [R(5600), R(799)]}, name="Ruth Banner")

# 04 polite no-rush, mostly context, change of mind
add(4, "No rush at all",
    "Good afternoon. We have been redecorating the spare room and I ordered the wool throw (SU-34004) thinking it would match the new paint. "
    "The paint went on yesterday and, sadly, it is the wrong shade of green entirely; my husband says it looks like pea soup next to it. "
    "It is unused and still in its bag. There is absolutely no rush, but when you have a moment I would like to send it back. With thanks, Hilary",
    [order("SU-34004", "C-04", [("THR-WL", "Wool throw, moss", 1, 6400)])],
    ["change_of_mind"], {"outcome": "resolved", "refunds": [], "returns": [ret("THR-WL")]}, name="Hilary Fenwick")

# 05 what-not-to-do: wrong colour, no replacement
add(5, "Wrong colour cushion SU-34005",
    "I ordered the mustard cushion cover and a grey one came. Please do NOT send another one out, I've bought one locally in the meantime. "
    "I just want to send the grey one back.",
    [order("SU-34005", "C-05", [("CUS-MUS", "Cushion cover, mustard", 1, 2400)])],
    ["wrong_item"], {"outcome": "resolved", "refunds": [], "returns": [ret("CUS-MUS")]})

# 06 waiver of part of the claim
add(6, "Breakages in SU-34006",
    "Hello, the serving bowl arrived in two pieces, and the side plate has a tiny chip on the rim. Honestly don't worry about the plate, it's barely visible and "
    "I'll use it anyway. The bowl though is unusable, so a refund for that please.",
    [order("SU-34006", "C-06", [("BWL-SRV", "Serving bowl, glazed", 1, 3800), ("PLT-SD", "Side plate, glazed", 1, 1200)])],
    [{"kind": "damaged_item", "quote": "the serving bowl arrived in two pieces"}],
    {"outcome": "resolved", "refunds": [R(3800)]})

# 07 settled past problem + new damage
add(7, "Toaster dented",
    "Hi again. Back in February the kettle from this same order came with a broken switch and your chat team refunded it, all sorted, thank you. "
    "This time it's the toaster: I finally unboxed it and the side panel is dented in and the crumb tray won't slide out. Could I have a refund for the toaster? Order SU-34007.",
    [order("SU-34007", "C-07", [("KTL-01", "Electric kettle", 1, 4500), ("TST-02", "Two-slice toaster", 1, 3900)],
           refunds=[{"amount_cents": 4500, "source": "platform", "case_type": "damaged_item", "reason": "kettle switch broken", "lines": ["KTL-01"]}])],
    [{"kind": "damaged_item", "quote": "it's the toaster"}], {"outcome": "resolved", "refunds": [R(3900)]})

# 08 invoice request only
add(8, "Invoice for SU-34008",
    "Hi, my accountant needs a proper VAT invoice with my company name (Brightwater Design Ltd) for the desk lamp order SU-34008. Can you send one over? Everything else was fine.",
    [order("SU-34008", "C-08", [("LMP-DSK", "Desk lamp, brass", 1, 7200)])],
    [{"kind": "other", "quote": "Can you send one over?"}], {"outcome": "escalated", "refunds": [], "escalations": [{"item": "invoice"}]})

# 09 foreign currency duplicate
add(9, "Charged twice?",
    "Hello from Lyon! My card statement shows two payments of about 38 euros to your shop on 8 March, for one pair of slippers (SU-34009). "
    "I think one is a mistake. Could you reverse the extra one? Merci.",
    [order("SU-34009", "C-09", [("SLP-FLT", "Felt slippers", 1, 4100)], delivery=0, dup="items")],
    ["duplicate_charge"], {"outcome": "resolved", "refunds": [R(4100)]}, name="Amelie Roux")

# 10 forwarded thread, lost parcel
add(10, "Fwd: Re: where is the lamp",
    "See below - still nothing. Can I just have my money back for it?\n\n---------- Forwarded message ---------\nFrom: Dan <dan.k@example.org>\nDate: Mon, 16 Mar 2026\n"
    "Subject: Re: where is the lamp\n\nHey, did the floor lamp ever turn up? The tracking page hasn't moved since the 9th. Order is SU-34010 I think.\n\n> On Sun, you wrote:\n> ordered it on the 8th, should be here by Friday",
    [order("SU-34010", "C-10", [("LMP-FLR", "Floor lamp, arc", 1, 8900)], delivery=599, ship="lost")],
    ["non_delivery"], {"outcome": "resolved", "refunds": [R(9499, "carrier_claim")]})

# 11 writing for a relative, late
add(11, "For my dad - late delivery",
    "Hi, this is Sofia, writing from my dad's account because he doesn't do email. He ordered the reading chair cushion (SU-34011) and paid $9.99 for faster delivery "
    "but it came days after the date. He'd like the delivery charge refunded. Thanks from both of us.",
    [order("SU-34011", "C-11", [("CSH-RDG", "Reading chair cushion", 1, 3200)], delivery=999, ship="late")],
    ["late_delivery"], {"outcome": "resolved", "refunds": [R(999)]}, name="Tomas Alvarez")

# 12 size swap
add(12, "swap size?",
    "hey the linen shirt in M is a bit tight across the shoulders. can i send it back and get an L instead? order SU-34012, never worn",
    [order("SU-34012", "C-12", [("SHR-LIN-M", "Linen shirt, size M", 1, 5400)])],
    ["change_of_mind"], {"outcome": "resolved", "refunds": [], "returns": [ret("SHR-LIN-M")]})

# 13 missing parts
add(13, "Bookshelf - screws missing",
    "The bookshelf (SU-34013) arrived fine but the little bag of screws and the allen key weren't in the box. Could you send the fittings? I don't want to return the whole shelf.",
    [order("SU-34013", "C-13", [("BSH-OAK", "Oak bookshelf, flat pack", 1, 12900)])],
    [{"kind": "other", "quote": "Could you send the fittings?"}], {"outcome": "escalated", "refunds": [], "escalations": [{"item": "fittings"}]})

# 14 partial damage, units
add(14, "wine glasses",
    "Evening. Of the six wine glasses in order SU-34014, two were smashed when I opened the box, the other four are perfect. Please refund the two broken ones.",
    [order("SU-34014", "C-14", [("GLS-WN6", "Wine glass", 6, 600)])],
    ["damaged_item"], {"outcome": "resolved", "refunds": [R(1200)]})

# 15 late express fee
add(15, "Express that wasn't",
    "I paid $12.99 for express on SU-34015 specifically because it was a birthday present. It arrived four days after the promised day, after the birthday. I'd like the express fee back.",
    [order("SU-34015", "C-15", [("CND-SET", "Candle gift set", 1, 3600)], delivery=1299, ship="late")],
    ["late_delivery"], {"outcome": "resolved", "refunds": [R(1299)]})

# 16 plain-words duplicate
add(16, "billed two times",
    "Hi, I've been billed two times for the same order (SU-34016, a bath mat). Same amount both times, same day. Please sort out the extra one.",
    [order("SU-34016", "C-16", [("BTH-MAT", "Bath mat, cotton", 1, 2900)], delivery=0, dup="items")],
    ["duplicate_charge"], {"outcome": "resolved", "refunds": [R(2900)]})

# 17 duplicate suspected, record shows none
add(17, "possible double charge",
    "I might be wrong but I think I was charged twice for SU-34017? There's one payment and then a smaller one a bit later. If it's a double charge could you refund it.",
    [order("SU-34017", "C-17", [("PLN-POT", "Plant pot, terracotta", 1, 2200)], delivery=499)],
    ["duplicate_charge"], {"outcome": "partial", "refunds": [], "deferred": [{"item": "charge"}]})

# 18 terse non-delivery
add(18, "SU-34018", "never arrived. tracking stuck since the 9th.",
    [order("SU-34018", "C-18", [("RUG-JT", "Jute rug, 120x170", 1, 7900)], delivery=699, ship="lost")],
    ["non_delivery"], {"outcome": "resolved", "refunds": [R(8599, "carrier_claim")]})

# 19 status question, not late yet
add(19, "Just checking",
    "Hi, not urgent at all - where is my parcel at the moment? Order SU-34019. Just want to know roughly when to be home.",
    [order("SU-34019", "C-19", [("TBL-SD", "Side table", 1, 9900)], ship="in_transit")],
    [{"kind": "other", "quote": "where is my parcel at the moment?"}], {"outcome": "escalated", "refunds": [], "escalations": [{"item": "parcel"}]})

# 20 damage + address change
add(20, "Cracked planter, and new address",
    "The large planter from SU-34020 came with a crack running from the rim to the base, so I'd like a refund for it. "
    "Also, we've moved - please change the address on my account to 14 Birch Lane, Fairview, for future orders.",
    [order("SU-34020", "C-20", [("PLN-LG", "Large planter, glazed", 1, 4800)])],
    ["damaged_item", {"kind": "other", "quote": "please change the address on my account to 14 Birch Lane"}],
    {"outcome": "partial", "refunds": [R(4800)], "escalations": [{"item": "address"}]})

# 21 cancel subscription only
add(21, "Candle club",
    "Thanks for the candles over the last year, they've been lovely. We're cutting back though, so please cancel my monthly candle club subscription from April. Order this month was SU-34021 and it was perfect.",
    [order("SU-34021", "C-21", [("CND-CLB", "Candle club, March box", 1, 2500)])],
    [{"kind": "other", "quote": "please cancel my monthly candle club subscription from April"}],
    {"outcome": "escalated", "refunds": [], "escalations": [{"item": "subscription"}]})

# 22 full waiver - asks nothing
add(22, "frame - just so you know",
    "The picture frame in SU-34022 has a small scratch on the back edge. Honestly no need to do anything, keep your money, it faces the wall. Just so your packers know.",
    [order("SU-34022", "C-22", [("FRM-A4", "Picture frame, A4, walnut", 1, 2700)])],
    [], {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]})

# 23 wrong model, not a refund
add(23, "Wrong blender",
    "You've sent me the 500W blender but I ordered the 900W one (SU-34023). I don't want a refund - I want the one I ordered. How do I send this back?",
    [order("SU-34023", "C-23", [("BLN-900", "Blender 900W", 1, 8900)])],
    ["wrong_item"], {"outcome": "resolved", "refunds": [], "returns": [ret("BLN-900")]})

# 24 typo-heavy late
add(24, "packge late",
    "helo my packge SU-34024 came late by like 4 days an i payed extra for the fast shiping ($8.50) so can i get that bak. thnks",
    [order("SU-34024", "C-24", [("SCF-WL", "Wool scarf", 1, 3500)], delivery=850, ship="late")],
    ["late_delivery"], {"outcome": "resolved", "refunds": [R(850)]})

# 25 amount in words, damage
add(25, "Broken lamp shade",
    "The pendant shade I bought (order SU-34025) cost me sixty-four dollars and it arrived with the glass cracked right across. I'd like my money back for it please.",
    [order("SU-34025", "C-25", [("PND-GLS", "Glass pendant shade", 1, 6400)])],
    ["damaged_item"], {"outcome": "resolved", "refunds": [R(6400)]})

# 26 postage taken twice
add(26, "postage twice",
    "You took the postage twice on SU-34026 - $5.99 and then $5.99 again a few minutes later. The goods were only charged once. Please return the second postage.",
    [order("SU-34026", "C-26", [("TWL-SET", "Towel set", 1, 4400)], delivery=599, dup="delivery")],
    ["duplicate_charge"], {"outcome": "resolved", "refunds": [R(599)]})

# 27 two orders, two kinds
add(27, "two orders",
    "Two separate things. SU-34027: the rain jacket doesn't suit me, unworn, I'd like to return it. SU-34127: the socks never came at all, tracking says nothing since the 9th - please refund that order.",
    [order("SU-34027", "C-27", [("JKT-RN", "Rain jacket", 1, 9800)]),
     order("SU-34127", "C-27", [("SCK-3P", "Merino socks, 3 pack", 1, 2400)], delivery=399, ship="lost")],
    ["change_of_mind", "non_delivery"], {"outcome": "resolved", "refunds": [R(2799, "carrier_claim")], "returns": [ret("JKT-RN")]})

# 28 settled past duplicate mentioned, new change of mind
add(28, "Returning the vase",
    "Hello, thanks again for sorting out the double payment back in January, my bank shows it all fine now. This time I'd just like to return the tall vase from SU-34028, "
    "it's too big for the mantel. Unused and boxed.",
    [order("SU-34028", "C-28", [("VAS-TL", "Tall vase, smoked glass", 1, 5200)])],
    ["change_of_mind"], {"outcome": "resolved", "refunds": [], "returns": [ret("VAS-TL")]})

# 29 earlier request withdrawn, new wrong item
add(29, "Re: rug damaged",
    "I wrote yesterday about the rug being damaged - please cancel that request, my husband had just unrolled it the wrong way and the crease has gone. "
    "But the cushion cover in the same order is the wrong colour: I ordered mustard and got grey. I'll send it back.",
    [order("SU-34029", "C-29", [("RUG-WV", "Woven rug", 1, 11900), ("CUS-MUS", "Cushion cover, mustard", 1, 2400)])],
    [{"kind": "wrong_item", "quote": "the cushion cover in the same order is the wrong colour"}],
    {"outcome": "resolved", "refunds": [], "returns": [ret("CUS-MUS")]}, order_ref="SU-34029")

# 30 question + damage
add(30, "Vase question and a crack",
    "Two things about SU-34030. Is the bud vase dishwasher safe? And the second bud vase arrived with a hairline crack near the base - could I get a refund for that one?",
    [order("SU-34030", "C-30", [("VAS-BD", "Bud vase", 2, 1600)])],
    [{"kind": "other", "quote": "Is the bud vase dishwasher safe?"}, "damaged_item"],
    {"outcome": "partial", "refunds": [R(1600)], "escalations": [{"item": "dishwasher"}]})

# 31 late but free delivery
add(31, "Late",
    "My order SU-34031 came three days late. I'd like the delivery charge refunded please.",
    [order("SU-34031", "C-31", [("BLK-FL", "Fleece blanket", 1, 3900)], delivery=0, ship="late")],
    ["late_delivery"], {"outcome": "partial", "refunds": [], "deferred": [{"item": "deliver"}]})

# 32 marketplace damage, seller replaces
add(32, "teapot chipped",
    "The cast iron teapot from Odd Lot Traders (SU-34032) arrived with the spout chipped. Could I get a replacement please?",
    [order("SU-34032", "C-32", [("TPT-CI", "Cast iron teapot", 1, 4600)], seller="S-MP")],
    ["damaged_item"], {"outcome": "escalated", "refunds": [], "escalations": [{"item": "teapot"}]})

# 33 change of mind outside window
add(33, "return?",
    "Hi, I'd like to return the ottoman from SU-34033, it just doesn't work in the room. I know it's been a while, sorry.",
    [order("SU-34033", "C-33", [("OTT-VL", "Velvet ottoman", 1, 8900)], placed="2026-01-20T10:00:00Z", delivered="2026-01-26T14:00:00Z")],
    ["change_of_mind"], {"outcome": "partial", "refunds": [], "deferred": [{"item": "ottoman"}]})

# 34 opened personal care
add(34, "Don't like the scent",
    "I opened the body oil from SU-34034 and really don't like the smell. Can I return it?",
    [order("SU-34034", "C-34", [("OIL-BDY", "Body oil, vetiver", 1, 2800, {"exclusion": "opened_personal_care"})])],
    ["change_of_mind"], {"outcome": "partial", "refunds": [], "deferred": [{"item": "oil"}]})

# 35 forwarded by an assistant from the customer's own mailbox
add(35, "FW: card charged twice - Dr Okafor",
    "Forwarding on behalf of Dr Okafor (I manage her inbox). Her note is below.\n\n-----Original Message-----\nFrom: Dr N. Okafor\n"
    "Please ask Larkspur why my card was charged twice for the desk organiser, order SU-34035. I'd like the second charge returned.\n\nKind regards, Femi (PA)",
    [order("SU-34035", "C-35", [("ORG-DSK", "Desk organiser, walnut", 1, 5900)], delivery=0, dup="items")],
    ["duplicate_charge"], {"outcome": "resolved", "refunds": [R(5900)]}, name="Ngozi Okafor")

# 36 waiver of wrong item, asks late fee
add(36, "late + wrong colour (keeping it)",
    "The kettle on SU-34036 came in blue rather than the green I picked. I'll keep it actually, I've grown to like it, no need to do anything about that. "
    "But it came five days late and I paid $6.99 for delivery, so that I would like back.",
    [order("SU-34036", "C-36", [("KTL-GRN", "Kettle, green", 1, 5500)], delivery=699, ship="late")],
    [{"kind": "late_delivery", "quote": "it came five days late"}], {"outcome": "resolved", "refunds": [R(699)]})

# 37 angry caps, duplicate + late
add(37, "UNACCEPTABLE",
    "You CHARGED ME TWICE for SU-34037 and it was LATE on top of that. I want the extra charge back AND the $9.00 delivery fee. Sort it out.",
    [order("SU-34037", "C-37", [("PAN-CI", "Cast iron pan", 1, 6900)], delivery=900, ship="late", dup="items")],
    ["duplicate_charge", "late_delivery"], {"outcome": "resolved", "refunds": [R(6900), R(900)]})

# 38 counts in words
add(38, "tealights",
    "Three of the twelve glass tealight holders in SU-34038 arrived shattered. The rest are fine. Refund for the three please.",
    [order("SU-34038", "C-38", [("TLH-GL", "Glass tealight holder", 12, 250)])],
    ["damaged_item"], {"outcome": "resolved", "refunds": [R(750)]})

# 39 thanks only
add(39, "Thank you!",
    "Just a quick note to say the replacement lamp arrived this morning and it's perfect. Thanks for sorting the broken one out so quickly last week. Order SU-34039.",
    [order("SU-34039", "C-39", [("LMP-TBL", "Table lamp", 1, 5600)])],
    [], {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]})

# 40 Spanish ticket
add(40, "Pedido SU-34040 roto",
    "Hola, el jarrón de mi pedido SU-34040 llegó roto, con una grieta grande en el cuello. Me gustaría un reembolso, por favor. Gracias, Lucía",
    [order("SU-34040", "C-40", [("JAR-CR", "Ceramic jug vase", 1, 4200)])],
    ["damaged_item"], {"outcome": "escalated", "refunds": [], "escalations": [{"item": "Spanish"}]}, name="Lucia Marin")

write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ver34a.jsonl"), C)
