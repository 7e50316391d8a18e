#!/usr/bin/env python3
"""ver38a: 40 blind tickets for issue #11 (homeware & electronics shop). Deterministic."""
import json, os

NOW = "2026-11-20T12:00:00Z"
CUST = {"ref": "C-1", "name": "Pat Doe", "email": "pat@example.com"}
SELLERS = [{"ref": "S-HC", "name": "Hearth & Circuit", "seller_type": "first_party"},
           {"ref": "S-MK", "name": "Nordlight Trading", "seller_type": "marketplace"}]
SUPPS = [{"ref": "SUP-HC", "seller": "S-HC", "accepts_returns": True, "return_window_days": 30,
          "damage_remedy": "refund_keep_item", "text": "Damaged goods: we refund the item and its tax; keep it."},
         {"ref": "SUP-MK", "seller": "S-MK", "accepts_returns": True, "return_window_days": 30,
          "damage_remedy": "replace", "text": "Damaged goods: the seller sends a replacement."}]


def order(ref, lines, seller="S-HC", delivered="2026-11-17T10:00:00Z", promised="2026-11-18",
          ship_status="delivered", dup=None, fee=599, refunds=None, customer="C-1"):
    """lines: (sku, description, qty, unit_cents). tax is 10% of items."""
    items = sum(q * p for _, _, q, p in lines)
    tax = items // 10
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-12T09:00:00Z"},
               {"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": "2026-11-12T09:00:00Z"}]
    if fee:
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": fee, "charged_at": "2026-11-12T09:00:00Z"})
    if dup:
        c = dict(next(c for c in charges if c["kind"] == dup)); c["charged_at"] = "2026-11-12T09:03:00Z"; charges.append(c)
    scans = [{"at": "2026-11-13T08:00:00Z", "code": "picked_up", "location": "Leeds hub"}]
    if ship_status == "delivered":
        scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    sh = {"carrier": "ParcelNet", "tracking_number": "PN" + ref[-5:], "status": ship_status, "promised_by": promised,
          "delivered_at": delivered if ship_status == "delivered" else None, "scans": scans}
    o = {"ref": ref, "customer": customer, "seller": seller, "status": "delivered" if ship_status == "delivered" else "shipped",
         "placed_at": "2026-11-12T09:00:00Z",
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges, "shipments": [sh]}
    if refunds:
        o["refunds"] = refunds
    return o


def world(*orders):
    return {"customers": [CUST], "sellers": SELLERS, "supplements": SUPPS, "orders": list(orders)}


def item(cents, qty=1):  # refund of an item line and its tax share (10%)
    return cents * qty + (cents * qty) // 10


CASES = []


def case(n, subject, body, ref, w, intents, outcome, refunds=(), returns=None, escalations=(), deferred=None, tags=(), approver=None):
    c = {"id": f"V38A-{n:02d}", "title": subject, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": CUST["email"], "order_ref": ref},
         "world": w, "now": NOW, "intents": intents,
         "expected": {"outcome": outcome, "refunds": list(refunds), "escalations": [{"item": e} for e in escalations]}}
    if returns is not None:
        c["expected"]["returns"] = returns
    if deferred is not None:
        c["expected"]["deferred"] = [{"item": d} for d in deferred]
    if approver:
        c["approver"] = approver
    CASES.append(c)


def R(cents, sku=None, qty=1, source="platform"):
    r = {"amount_cents": cents, "source": source}
    if sku is not None:
        r["lines"] = [{"sku": sku, "quantity": qty}]
    return r


DI, DC, ND, WI, CM, LD, OT = "damaged_item", "duplicate_charge", "non_delivery", "wrong_item", "change_of_mind", "late_delivery", "other"
def Q(kind, quote): return {"kind": kind, "quote": quote}

# 01 three of six glasses, counted units
case(1, "glasses", "Hi there,\n\nMy order SU-83001 came yesterday. Three of the 6 tumblers were cracked right down the side when I unwrapped them, the other three are fine. Could I get my money back for the broken ones please? Not fussed about replacements.\n\nThanks, Pat",
     "SU-83001", world(order("SU-83001", [("GL-TMB", "Highball tumbler glass", 6, 1290), ("NP-LIN", "Linen napkin", 4, 650)])),
     [Q(DI, "Three of the 6 tumblers were cracked")], "resolved", [R(item(1290, 3), "GL-TMB", 3)])
# 02 part of a boxed set -> person
case(2, "Wine glass set - 2 chipped", "Hello, the boxed set of six wine glasses from order SU-83002 arrived with two of the glasses chipped on the rim. The other four are perfect. What can you do for me on the two?\nRegards,\nPat Doe",
     "SU-83002", world(order("SU-83002", [("GL-WS6", "Wine glass set of 6", 1, 4800), ("CN-TEA", "Soy candle, tea rose", 2, 1200)])),
     [Q(DI, "two of the glasses chipped on the rim")], "escalated", [], escalations=["wine glass"])
# 03 brand nickname for the kettle
case(3, "My Smeg is leaking!!", "So the Smeg finally turned up (order SU-83003) and the first time I filled it there was water all over the worktop. The base has a hairline crack, you can see it if you tilt it to the light. The chopping board in the same box is fine. I'd like a refund for the kettle please, I've gone off the idea of that model.",
     "SU-83003", world(order("SU-83003", [("KT-RET", "Retro electric kettle 1.7L, cream", 1, 8990), ("CB-BAM", "Bamboo chopping board", 1, 1890)])),
     [Q(DI, "The base has a hairline crack")], "resolved", [R(item(8990), "KT-RET")])
# 04 screen with a line through it
case(4, "tablet screen", "hi. the tablet from SU-83004 has a line through the screen, a green one, top to bottom. it was like that straight out of the box. the case is fine. refund the tablet pls",
     "SU-83004", world(order("SU-83004", [("TB-10A", "10-inch Android tablet 64GB", 1, 12900), ("TB-CSE", "Folio case for 10-inch tablet", 1, 1990)])),
     [Q(DI, "has a line through the screen")], "resolved", [R(item(12900), "TB-10A")])
# 05 two damaged, refund asked for only one
case(5, "Mug and saucer", "Good afternoon,\n\nOrder SU-83005 arrived on Tuesday. The espresso cup has a chip out of the lip and the saucer underneath it has a small crack too. Honestly the saucer I can live with, it's only underneath, so please don't bother about that one. Just the cup refunded would be great.\n\nKind regards\nMrs P. Doe",
     "SU-83005", world(order("SU-83005", [("CP-ESP", "Espresso cup, speckled stoneware", 2, 1400), ("SC-ESP", "Espresso saucer, speckled stoneware", 2, 900)])),
     [Q(DI, "The espresso cup has a chip out of the lip")], "resolved", [R(item(1400), "CP-ESP")])
# 06 both remedies declined -> asks nothing
case(6, "Lamp base - FYI only", "Just a heads up, the ceramic lamp base from SU-83006 has a small crack near the switch. It still works and it faces the wall, so I don't want a refund and I definitely don't want a new one sent out. Maybe tell whoever packs them to use more bubble wrap. No reply needed.",
     "SU-83006", world(order("SU-83006", [("LP-CER", "Ceramic table lamp, sage", 1, 5400)])),
     [], "escalated", [], escalations=["answer the ticket"])
# 07 no replacement, money instead
case(7, "Toaster dented - NO replacement", "The 4-slice toaster (SU-83007) came with the side panel caved in and the lever sticks. I do NOT want another one posted to me, the last courier left it in the rain. Money back to my card please.",
     "SU-83007", world(order("SU-83007", [("TS-4SL", "4-slice toaster, brushed steel", 1, 6490)])),
     [Q(DI, "came with the side panel caved in")], "resolved", [R(item(6490), "TS-4SL")])
# 08 other ask buried mid-paragraph
case(8, "Order SU-83008", "Hello, the rice cooker arrived with the inner bowl dented so it won't sit flat and rocks about. While I remember, could you change the phone number on my account to 07700 900412, the old one is gone. Anyway, a refund for the cooker is what I'd like. Thanks a lot.",
     "SU-83008", world(order("SU-83008", [("RC-5CP", "Rice cooker 5-cup", 1, 4990)])),
     [Q(DI, "the rice cooker arrived with the inner bowl dented"), Q(OT, "could you change the phone number on my account to 07700 900412")],
     "partial", [R(item(4990), "RC-5CP")], escalations=["phone number"])
# 09 settled history, new problem
case(9, "Another one, sorry!", "Hi again. Back in the summer my blender jug arrived cracked and your team refunded it straight away, which was great, no complaints there. Unfortunately this time it's the hand mixer from order SU-83009: one of the beaters is bent and it clatters against the bowl. Could I have a refund for the mixer? Cheers.",
     "SU-83009", world(order("SU-83009", [("HM-5SP", "Hand mixer 5-speed", 1, 3490), ("BL-JUG", "Blender jug 1.5L", 1, 2200)])),
     [Q(DI, "one of the beaters is bent")], "resolved", [R(item(3490), "HM-5SP")])
# 10 second order number in the signature
case(10, "Cracked serving platter", "Hi, the large oval serving platter in my order arrived in two pieces. Please refund it.\n\n--\nPat Doe\nOrder: SU-83010\n(also waiting on SU-83110, no rush on that one, it's not due till next week)",
     "SU-83010", world(order("SU-83010", [("PL-OVL", "Oval serving platter, large", 1, 3900)]),
                       order("SU-83110", [("TT-LIN", "Linen tea towels, pack of 3", 1, 1800)], ship_status="in_transit", promised="2026-11-26")),
     [Q(DI, "the large oval serving platter in my order arrived in two pieces")], "resolved", [R(item(3900), "PL-OVL")])
# 11 duplicate charge, amount in words
case(11, "charged twice", "You lot have taken fifty-nine dollars ninety twice for my order SU-83011. One payment is for the speaker, the other is just the same again. Give me the second one back.",
     "SU-83011", world(order("SU-83011", [("SP-BT1", "Bluetooth speaker, mini", 1, 5990)], dup="items")),
     [Q(DC, "taken fifty-nine dollars ninety twice")], "resolved", [{"amount_cents": 5990, "source": "platform", "lines": []}])
# 12 other currency stated
case(12, "Broken bowl - refund CAD", "Hello from Toronto! The big salad bowl (SU-83012) had a crack through the bottom when it arrived. Could you refund me C$38 for it? That's what it came to on my card in Canadian dollars.",
     "SU-83012", world(order("SU-83012", [("BW-SAL", "Acacia salad bowl, large", 1, 2490)])),
     [Q(DI, "had a crack through the bottom")], "escalated", [], escalations=["salad bowl"])
# 13 self-correction bowl -> plate
case(13, "cracked bowl.. I mean plate", "Hi, in SU-83013 one of the bowls is cracked - actually, no, sorry, not the bowl, it's one of the dinner plates. The bowls are all fine. Can I get a refund for the one plate?",
     "SU-83013", world(order("SU-83013", [("BW-CER", "Cereal bowl, stoneware", 4, 1100), ("PL-DIN", "Dinner plate, stoneware", 4, 1500)])),
     [Q(DI, "it's one of the dinner plates")], "resolved", [R(item(1500), "PL-DIN")])
# 14 Spanish
case(14, "Lámpara rota", "Hola, el pedido SU-83014 llegó ayer y la lámpara de pie tiene la pantalla rota y el tubo doblado. Quiero que me devuelvan el dinero, por favor. Gracias.",
     "SU-83014", world(order("SU-83014", [("LP-FLR", "Floor lamp, arc, black", 1, 8900)])),
     [Q(DI, "la lámpara de pie tiene la pantalla rota")], "escalated", [], escalations=["Spanish"], tags=["non_english"])
# 15 German duplicate charge
case(15, "Doppelte Abbuchung", "Guten Tag, für meine Bestellung SU-83015 wurde mein Konto zweimal mit 45,90 belastet. Bitte erstatten Sie mir den doppelten Betrag. Mit freundlichen Grüßen, P. Doe",
     "SU-83015", world(order("SU-83015", [("DV-THR", "Wool throw, grey", 1, 4590)], dup="items")),
     [Q(DC, "wurde mein Konto zweimal mit 45,90 belastet")], "escalated", [], escalations=["German"], tags=["non_english"])
# 16 terse
case(16, "hdmi", "hdmi cable from SU-83016 frayed at the plug end out of the bag. refund pls",
     "SU-83016", world(order("SU-83016", [("HD-2M", "HDMI 2.1 cable 2m", 1, 1490), ("SC-USB", "USB-C charger 30W", 1, 2490)])),
     [Q(DI, "frayed at the plug end")], "resolved", [R(item(1490), "HD-2M")])
# 17 wrong item, angry
case(17, "WRONG COLOUR AGAIN", "I ordered the charcoal duvet cover in SU-83017 and got a PINK one. Pink! It's for my teenage son. Sort out a return and get me the right one, this is ridiculous.",
     "SU-83017", world(order("SU-83017", [("DC-CHR", "Duvet cover double, charcoal", 1, 3990)])),
     [Q(WI, "got a PINK one")], "resolved", [], returns=[{"kind": "return", "sku": "DC-CHR"}])
# 18 polite late delivery, no rush, mostly context
case(18, "No rush - delivery", "Hi there, hope you're well. I ordered the bedside lamps (SU-83018) for my mum's birthday on the 18th and they were promised for that day, but they actually turned up on the 20th, so I ended up giving her a card with a picture of them, which she found funny to be fair. The lamps themselves are gorgeous and she loves them. No rush at all, but if the delivery charge could be refunded since they came late that would be lovely. Thank you!",
     "SU-83018", world(order("SU-83018", [("LP-BED", "Bedside lamp, brass", 2, 3200)], delivered="2026-11-20T09:00:00Z", promised="2026-11-18")),
     [Q(LD, "if the delivery charge could be refunded since they came late")], "resolved", [{"amount_cents": 599, "source": "platform", "lines": []}])
# 19 late claimed but on time
case(19, "late delivery refund", "My parcel SU-83019 arrived on the 18th, which felt like ages. I want the delivery fee back.",
     "SU-83019", world(order("SU-83019", [("CL-WAL", "Wall clock, oak", 1, 3500)], delivered="2026-11-18T15:00:00Z", promised="2026-11-18")),
     [Q(LD, "I want the delivery fee back")], "partial", [], deferred=["delivery"])
# 20 lost parcel
case(20, "Where is my parcel?", "Morning. Order SU-83020, the air fryer, never came. Tracking says the carrier lost it. I'd like my money back, all of it.",
     "SU-83020", world(order("SU-83020", [("AF-4L", "Air fryer 4L", 1, 7990)], ship_status="lost")),
     [Q(ND, "never came")], "resolved", [{"amount_cents": 7990 + 799 + 599, "source": "carrier_claim"}])
# 21 change of mind
case(21, "Sending cushions back", "hiya, the velvet cushions (SU-83021) are lovely but the mustard really doesn't go with our sofa once you see it in real life. can I send both back? they're still in the bags x",
     "SU-83021", world(order("SU-83021", [("CU-MUS", "Velvet cushion, mustard", 2, 2200)])),
     [Q(CM, "can I send both back?")], "resolved", [], returns=[{"kind": "return", "sku": "CU-MUS"}])
# 22 marketplace seller, remedy is replacement -> person arranges
case(22, "Rug arrived torn", "The jute rug from SU-83022 has a tear along one edge, maybe 10cm. Could you get it replaced?",
     "SU-83022", world(order("SU-83022", [("RG-JUT", "Jute rug 120x170", 1, 6900)], seller="S-MK")),
     [Q(DI, "has a tear along one edge")], "escalated", [], escalations=["rug"])
# 23 two other asks + damage
case(23, "A few things", "Hi, three things on SU-83023. First, the glass cafetiere was shattered in the box, I'd like a refund for that. Second, please stop sending me the weekly newsletter, I get far too many emails. And third, can you email me a proper VAT invoice for the order, my accountant needs it. Thanks!",
     "SU-83023", world(order("SU-83023", [("CF-8C", "Glass cafetiere 8-cup", 1, 2990), ("CO-GRD", "Coffee grinder, burr", 1, 4500)])),
     [Q(DI, "the glass cafetiere was shattered in the box"), Q(OT, "please stop sending me the weekly newsletter"), Q(OT, "can you email me a proper VAT invoice for the order")],
     "partial", [R(item(2990), "CF-8C")], escalations=["newsletter", "invoice"])
# 24 earlier refund already paid on the same line, customer thanks; nothing asked
case(24, "Thanks!", "Just wanted to say thanks for refunding the dented speaker on SU-83024 last week, all sorted. The headphones in the same order are brilliant too. Have a good weekend.",
     "SU-83024", world(order("SU-83024", [("SP-DNT", "Bluetooth speaker, large", 1, 8900), ("HP-OVR", "Over-ear headphones", 1, 9900)],
                             refunds=[{"amount_cents": item(8900), "source": "platform", "case_type": "damaged_item", "reason": "dented speaker", "lines": ["SP-DNT"]}])),
     [], "escalated", [], escalations=["answer the ticket"])
# 25 vague damage -> person
case(25, "Soggy box", "The box for my order SU-83025 was soaked through when the driver left it and the thing inside looks a bit off now, there's a tide mark on it. Not sure if it's OK to plug in? What should I do?",
     "SU-83025", world(order("SU-83025", [("AF-4L", "Air fryer 4L", 1, 7990)])),
     [Q(DI, "the thing inside looks a bit off now")], "escalated", [], escalations=["air fryer"])
# 26 asks for less than policy
case(26, "Frame glass cracked", "The glass in the A3 poster frame (SU-83026) has a crack in one corner. Honestly, just knock ten dollars off and I'll keep it, I can live with it.",
     "SU-83026", world(order("SU-83026", [("FR-A3", "Poster frame A3, black", 1, 2890)])),
     [Q(DI, "has a crack in one corner")], "escalated", [], escalations=["frame"])
# 27 two of the four mugs
case(27, "mugs", "2 of the 4 mugs in SU-83027 have chips on the handles. refund those 2 please, keeping the others",
     "SU-83027", world(order("SU-83027", [("MG-STN", "Stoneware mug, ocean glaze", 4, 1200)])),
     [Q(DI, "2 of the 4 mugs in SU-83027 have chips on the handles")], "resolved", [R(item(1200, 2), "MG-STN", 2)])
# 28 pairs
case(28, "Pillowcases ripped", "Hello. I ordered two pairs of pillowcases (SU-83028). One pair has the seam ripped along the side on both cases. The other pair is fine. Please refund the one pair.",
     "SU-83028", world(order("SU-83028", [("PC-PR", "Cotton pillowcase pair, white", 2, 1800)])),
     [Q(DI, "One pair has the seam ripped along the side")], "resolved", [R(item(1800, 1), "PC-PR", 1)])
# 29 duplicate charge in plain words
case(29, "bank statement", "My bank app shows two payments of $54.90 to you on the same morning for the table lamp (SU-83029). I only bought one lamp. Please put one back.",
     "SU-83029", world(order("SU-83029", [("LP-TBL", "Table lamp, rattan", 1, 5490)], dup="items")),
     [Q(DC, "shows two payments of $54.90")], "resolved", [{"amount_cents": 5490, "source": "platform", "lines": []}])
# 30 second order in the body with its own problem
case(30, "Two orders", "Hi, on SU-83030 the toaster has a big dent in the side. And on my other order, SU-83130, the matching kettle's lid hinge is snapped so it won't close. Refunds for both please.",
     "SU-83030", world(order("SU-83030", [("TS-2SL", "2-slice toaster, cream", 1, 3990)]), order("SU-83130", [("KT-CRM", "Electric kettle, cream", 1, 4490)])),
     [Q(DI, "the toaster has a big dent in the side"), Q(DI, "the matching kettle's lid hinge is snapped")], "resolved",
     [R(item(3990), "TS-2SL"), R(item(4490), "KT-CRM")])
# 31 rambling, buried late delivery
case(31, "Re: my order", "So I've been meaning to write for a few days. We've just moved house and everything is chaos, boxes everywhere, and the dog hates the new place. The throw and the cushions (SU-83031) were supposed to come on the 15th and you promised that on the website, but they came on the 19th and I'd taken a day off work to wait in for them on the 15th, so refund me the delivery, that's only fair. Anyway they're lovely and the colour is just right for the new lounge. Thanks for reading all that!",
     "SU-83031", world(order("SU-83031", [("DV-THR", "Wool throw, grey", 1, 4590), ("CU-GRY", "Cushion, grey boucle", 2, 1900)], delivered="2026-11-19T11:00:00Z", promised="2026-11-15")),
     [Q(LD, "refund me the delivery")], "resolved", [{"amount_cents": 599, "source": "platform", "lines": []}])
# 32 texted, amount in words, duplicate delivery fee
case(32, "double charge", "hey u charged me the delivery twice on SU-83032, five ninety-nine both times. can i have one back thx",
     "SU-83032", world(order("SU-83032", [("CN-FIG", "Soy candle, fig", 3, 1200)], dup="delivery")),
     [Q(DC, "u charged me the delivery twice")], "resolved", [{"amount_cents": 599, "source": "platform", "lines": []}])
# 33 order number self-corrected
case(33, "cracked jug", "Hi, the milk jug in order SU-83033 - sorry, wrong one, I mean SU-83133 - arrived with a crack in the spout. Please refund it.",
     "SU-83133", world(order("SU-83033", [("MJ-ENM", "Enamel milk jug", 1, 1800), ("PL-SID", "Side plate", 2, 900)]),
                       order("SU-83133", [("MJ-PRC", "Porcelain milk jug", 1, 2200)])),
     [Q(DI, "arrived with a crack in the spout")], "resolved", [R(item(2200), "MJ-PRC")])
# 34 remedy declined + other ask only
case(34, "Card details", "The enamel jug in SU-83034 has a tiny chip but don't worry about it, I don't want a refund or a replacement. What I do need: please delete the saved card on my account, I don't want it stored.",
     "SU-83034", world(order("SU-83034", [("MJ-ENM", "Enamel milk jug", 1, 1800)])),
     [Q(OT, "please delete the saved card on my account")], "escalated", [], escalations=["saved card"])
# 35 ambiguous part -> person
case(35, "handle snapped", "The handle snapped off the big one the first time I used it. Order SU-83035. What happens now?",
     "SU-83035", world(order("SU-83035", [("PN-FRY", "Frying pan 28cm", 1, 3900), ("PN-SAU", "Saucepan 20cm", 1, 3400), ("PN-SML", "Saucepan 16cm", 1, 2900)])),
     [Q(DI, "The handle snapped off the big one")], "escalated", [], escalations=["handle"])
# 36 French change of mind
case(36, "Retour coussins", "Bonjour, j'ai reçu ma commande SU-83036 mais les coussins ne vont pas avec mon canapé. Je voudrais les renvoyer, s'il vous plaît. Merci d'avance.",
     "SU-83036", world(order("SU-83036", [("CU-MUS", "Velvet cushion, mustard", 2, 2200)])),
     [Q(CM, "Je voudrais les renvoyer")], "escalated", [], escalations=["French"], tags=["non_english"])
# 37 Dyson nickname
case(37, "Dyson wand cracked", "My Dyson (order SU-83037) - the wand part that clicks into the body is cracked at the joint and it won't hold. Refund please, the charger and the wall mount are OK.",
     "SU-83037", world(order("SU-83037", [("VC-STK", "Cordless stick vacuum V8", 1, 12900), ("VC-MNT", "Wall dock for stick vacuum", 1, 1500)])),
     [Q(DI, "is cracked at the joint")], "resolved", [R(item(12900), "VC-STK")])
# 38 damage + stock question (other)
case(38, "vase + question", "The tall ribbed vase from SU-83038 arrived with the neck snapped off, please refund it. Oh and do you know when the sage green version is back in stock? I'd love one for my sister.",
     "SU-83038", world(order("SU-83038", [("VS-RIB", "Ribbed vase, tall, white", 1, 3200)])),
     [Q(DI, "arrived with the neck snapped off"), Q(OT, "do you know when the sage green version is back in stock?")],
     "partial", [R(item(3200), "VS-RIB")], escalations=["sage green"])
# 39 forty quid (pound words) on a USD order, duplicate
case(39, "Charged twice", "Morning, I'm visiting from the UK and my card got hit twice for order SU-83039, about forty quid each time after conversion. Can you sort the extra one out?",
     "SU-83039", world(order("SU-83039", [("HP-EAR", "Wireless earbuds", 1, 4990)], dup="items")),
     [Q(DC, "my card got hit twice for order SU-83039")], "resolved", [{"amount_cents": 4990, "source": "platform", "lines": []}])
# 40 cancel the return request, new damage instead
case(40, "Change of plan", "Hi, last week I asked to return the linen curtains from SU-83040. Please cancel that return, I've decided to keep them after all. But the curtain pole that came with them is bent in the middle, so could I have a refund for the pole?",
     "SU-83040", world(order("SU-83040", [("CT-LIN", "Linen curtains, pair, oat", 1, 6400), ("CP-MET", "Curtain pole 180cm, brass", 1, 2800)])),
     [Q(OT, "Please cancel that return"), Q(DI, "the curtain pole that came with them is bent in the middle")],
     "partial", [R(item(2800), "CP-MET")], escalations=["cancel that return"])

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "cases.jsonl"), "w") as f:
    for c in CASES:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(CASES))
