#!/usr/bin/env python3
"""ver36a: 40 blind tickets on the substance of money decisions. Deterministic (no randomness)."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "2026-12-18"))  # lib34.py
from lib34 import R as rf, charge, copy_charge, cust, line as order_line, ret, tax_of, ticket, write_lines

NOW = "2026-11-20T12:00:00Z"
PLACED = "2026-11-10T09:00:00Z"
HERE = os.path.dirname(os.path.abspath(__file__))

def seller(accepts=True, window=30, remedy="refund_keep_item"):
    return ([{"ref": "S-H", "name": "Hearth & Home", "seller_type": "first_party"}],
            [{"ref": "SP-H", "seller": "S-H", "accepts_returns": accepts, "return_window_days": window,
              "damage_remedy": remedy, "text": "Hearth & Home own stock. Returns within %d days, unused. Damage: %s." % (window, remedy)}])

def line(sku, desc, qty, price, excl=""):
    return order_line(sku, desc, qty, price, {"exclusion": excl} if excl else None)

def order(ref, customer, lines, fee=499, delivered="2026-11-16T14:00:00Z", promised="2026-11-17",
          status="delivered", ship_status="delivered", dup=None, refunds=None, placed=PLACED, track=None):
    items = sum(l["quantity"] * l["unit_price_cents"] for l in lines)
    charges = [charge("items", "Items", items, placed), charge("tax", "Sales tax", tax_of(items), placed)]
    if fee:
        charges.append(charge("delivery", "Standard delivery", fee, placed))
    for kind in (dup or []):
        copy_charge(charges, kind, placed.replace("09:00", "09:02"))
    scans = [{"at": placed.replace("09:00", "18:00"), "code": "picked_up", "location": "Leeds DC"}]
    if ship_status == "delivered":
        scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    elif ship_status in ("in_transit", "lost"):
        scans.append({"at": "2026-11-12T08:00:00Z", "code": "in_transit", "location": "Hub"})
    sh = {"carrier": "DPD", "tracking_number": track or ("TRK" + ref.replace("-", "")), "status": ship_status,
          "promised_by": promised, "delivered_at": delivered if ship_status == "delivered" else None, "scans": scans}
    o = {"ref": ref, "customer": customer, "seller": "S-H", "status": status, "placed_at": placed,
         "lines": lines, "charges": charges, "shipments": [sh]}
    if refunds: o["refunds"] = refunds
    return o

CASES = []

def case(cid, subject, body, orders, intents, expected, email="maya.r@example.com", ref="", customers=None,
         approver=None, sel=None, now=NOW, title=""):
    sellers, sups = sel or seller()
    world = {"customers": customers or [cust("C-1", "Maya Rowe", "maya.r@example.com")],
             "sellers": sellers, "supplements": sups, "orders": orders}
    c = {"id": cid, "title": title, "ticket": ticket(subject, body, email, ref),
         "world": world, "now": now, "intents": intents, "expected": expected}
    if approver: c["approver"] = approver
    CASES.append(c)

def exp(outcome, refunds=(), returns=(), esc=(), deferred=None):
    e = {"outcome": outcome, "refunds": [dict(r) for r in refunds], "returns": list(returns),
         "escalations": [{"item": i} for i in esc]}
    if deferred is not None: e["deferred"] = [{"item": i} for i in deferred]
    return e

TWO = [cust("C-1", "Maya Rowe", "maya.r@example.com"), cust("C-2", "Tom Baird", "tbaird@example.net")]

# 01 goods on another customer's order
case("W36-01", "dented kettle", "hi, order SU-36001 - the kettle came with a big dent in the side. can I get my money back for it please. Maya",
     [order("SU-36001", "C-2", [line("KET-1", "Enamel stovetop kettle", 1, 3800)])],
     [{"kind": "damaged_item", "quote": "the kettle came with a big dent in the side"}],
     exp("escalated", esc=["kettle"]), ref="SU-36001", customers=TWO, title="another customer's order")

# 02 goods on a different order than the one pinned
case("W36-02", "Order SU-36002 problem",
     "Hello,\n\nThe glass vase was smashed when I opened the box, please refund it.\n\nThanks, Maya (order SU-36002)",
     [order("SU-36002", "C-1", [line("LMP-2", "Rattan table lamp", 1, 4400)]),
      order("SU-36003", "C-1", [line("VAS-3", "Glass bud vase", 1, 2250)], placed="2026-11-08T09:00:00Z")],
     [{"kind": "damaged_item", "quote": "The glass vase was smashed when I opened the box"}],
     exp("resolved", [rf(2250 + 180, lines=[("VAS-3", 1)])]), ref="SU-36002", title="vase is on the other order, lamp pinned")

# 03 line not on the order at all
case("W36-03", "missing salad servers SU-36004",
     "The salad bowl is lovely but the wooden salad servers I paid for were snapped in half. Refund for the servers please.",
     [order("SU-36004", "C-1", [line("BWL-4", "Acacia salad bowl", 1, 3600)])],
     [{"kind": "damaged_item", "quote": "the wooden salad servers I paid for were snapped in half"}],
     exp("escalated", esc=["servers"]), ref="SU-36004", title="line not on the order")

# 04 one of three damaged
case("W36-04", "cracked tumbler", "Order SU-36005. One of the three tumblers arrived with a crack right down it, the other two are fine. Could you refund the broken one?",
     [order("SU-36005", "C-1", [line("TMB-5", "Ribbed glass tumbler", 3, 1250)])],
     [{"kind": "damaged_item", "quote": "One of the three tumblers arrived with a crack right down it"}],
     exp("resolved", [rf(1250 + 100, lines=[("TMB-5", 1)])]), ref="SU-36005", title="one of three")

# 05 set sold as one unit, one piece chipped
case("W36-05", "chipped plate", "hiya, the dinner set from SU-36006 came today and one plate has a chip on the rim. rest are ok. what can you do?",
     [order("SU-36006", "C-1", [line("DIN-6", "Stoneware dinner plate set of 6", 1, 6000)])],
     [{"kind": "damaged_item", "quote": "one plate has a chip on the rim"}],
     exp("escalated", esc=["plate"]), ref="SU-36006", title="piece of a set")

# 06 part of a unit missing
case("W36-06", "Desk lamp - no shade", "Dear team, my desk lamp (SU-36007) arrived without the shade in the box. Kindly send the shade or tell me what you can do.",
     [order("SU-36007", "C-1", [line("DLP-7", "Brass desk lamp with shade", 1, 4500)])],
     [{"kind": "damaged_item", "quote": "my desk lamp (SU-36007) arrived without the shade in the box"}],
     exp("escalated", esc=["shade", "arrange the remedy"]), ref="SU-36007", title="part of a unit missing")

# 07 change of mind past window
case("W36-07", "return", "I'd like to return the linen throw from order SU-36008, it just doesnt go with the sofa. Never used, still folded in its bag.",
     [order("SU-36008", "C-1", [line("THR-8", "Linen throw", 1, 5200)], delivered="2026-10-05T11:00:00Z", promised="2026-10-06", placed="2026-10-01T09:00:00Z")],
     [{"kind": "change_of_mind", "quote": "I'd like to return the linen throw from order SU-36008"}],
     exp("partial", deferred=["throw"]), ref="SU-36008", title="return after the window")

# 08 change of mind inside window
case("W36-08", "Sending back cushion", "Hi - order SU-36009. Changed my mind about the mustard cushion, it's unused with tags on. How do I send it back?",
     [order("SU-36009", "C-1", [line("CSH-9", "Mustard velvet cushion", 1, 2800)])],
     [{"kind": "change_of_mind", "quote": "Changed my mind about the mustard cushion"}],
     exp("resolved", returns=[ret("CSH-9")]), ref="SU-36009", title="return in window")

# 09 damage reported late
case("W36-09", "cracked serving dish", "Afternoon. I've only just unpacked the serving dish from SU-36010 (we've been away) and it has a crack across the base. Please refund.",
     [order("SU-36010", "C-1", [line("SRV-10", "Ceramic serving dish", 1, 3400)], delivered="2026-10-08T11:00:00Z", promised="2026-10-09", placed="2026-10-02T09:00:00Z")],
     [{"kind": "damaged_item", "quote": "it has a crack across the base"}],
     exp("partial", deferred=["dish"]), ref="SU-36010", title="damage 43 days after delivery")

# 10 final sale, change of mind
case("W36-10", "return please", "the clearance rug from SU-36011 is a bit too orange in real life. I'd like to return it for a refund, it's unused.",
     [order("SU-36011", "C-1", [line("RUG-11", "Jute rug (clearance, final sale)", 1, 6400, "final_sale")])],
     [{"kind": "change_of_mind", "quote": "I'd like to return it for a refund"}],
     exp("partial", deferred=["rug"]), ref="SU-36011", title="final sale change of mind")

# 11 final sale but damaged on arrival
case("W36-11", "rug arrived torn", "Order SU-36012: the final-sale rug arrived with a tear along one edge where the packaging was ripped. I know it was clearance but it's damaged, refund please.",
     [order("SU-36012", "C-1", [line("RUG-12", "Jute rug (clearance, final sale)", 1, 3000, "final_sale")])],
     [{"kind": "damaged_item", "quote": "the final-sale rug arrived with a tear along one edge"}],
     exp("resolved", [rf(3000 + 240, lines=[("RUG-12", 1)])]), ref="SU-36012", title="final sale damaged")

# 12 over ceiling, lead approves
case("W36-12", "armchair leg snapped", "SU-36013 - the armchair was delivered yesterday and one of the legs is snapped clean off. It's unusable. I want a refund please.",
     [order("SU-36013", "C-1", [line("ARM-13", "Oak frame armchair", 1, 24000)], fee=0)],
     [{"kind": "damaged_item", "quote": "one of the legs is snapped clean off"}],
     exp("resolved", [rf(24000 + 1920, lines=[("ARM-13", 1)])]), ref="SU-36013",
     approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": 25920, "note": "photos seen"}]}, title="over ceiling approved")

# 13 over ceiling, lead rejects
case("W36-13", "Mirror shattered!!!", "The big floor mirror on SU-36014 came SHATTERED. Refund the full amount.",
     [order("SU-36014", "C-1", [line("MIR-14", "Arched floor mirror", 1, 19000)], fee=0)],
     [{"kind": "damaged_item", "quote": "The big floor mirror on SU-36014 came SHATTERED"}],
     exp("escalated", esc=["mirror"]), ref="SU-36014",
     approver={"refunds": [{"answer": "reject", "role": "support_lead", "amount_cents": 20520, "note": "courier claim first, I'll call"}]}, title="over ceiling rejected")

# 14 refund already paid before
case("W36-14", "broken jug", "hello, order SU-36015, the water jug arrived in pieces. please can i have a refund for it",
     [order("SU-36015", "C-1", [line("JUG-14", "Glass water jug", 1, 2600), line("GLS-14", "Glass tumbler", 2, 900)],
            refunds=[{"amount_cents": 2808, "source": "platform", "case_type": "damaged_item", "reason": "jug broken in transit", "lines": ["JUG-14"]}])],
     [{"kind": "damaged_item", "quote": "the water jug arrived in pieces"}],
     exp("partial", deferred=["jug"]), ref="SU-36015", title="line refunded before")

# 15 duplicate, figure matches
case("W36-15", "charged twice", "My card shows two payments of $45.50 for order SU-36016 a couple of minutes apart. Please refund the extra one.",
     [order("SU-36016", "C-1", [line("PLT-15", "Serving platter", 1, 4550)], dup=["items"])],
     [{"kind": "duplicate_charge", "quote": "My card shows two payments of $45.50 for order SU-36016"}],
     exp("resolved", [rf(4550, lines=[])]), ref="SU-36016", title="duplicate, figure matches")

# 16 duplicate real, figure does not match
case("W36-16", "double payment", "Hi there, I was billed $52.80 two times for SU-36017. Can you put one of them back on my card?",
     [order("SU-36017", "C-1", [line("TRY-16", "Walnut serving tray", 1, 4550)], dup=["items"])],
     [{"kind": "duplicate_charge", "quote": "I was billed $52.80 two times for SU-36017"}],
     exp("escalated", esc=["duplicate charge"]), ref="SU-36017", title="duplicate figure not on order")

# 17 no duplicate on record, figure is the order total
case("W36-17", "Charged twice?", "I think I've been charged twice - $44.64 on the 10th for SU-36018 and I'm sure I saw it again. Please refund the second one.",
     [order("SU-36018", "C-1", [line("CAN-17", "Soy candle trio", 1, 4133)], fee=0)],
     [{"kind": "duplicate_charge", "quote": "Please refund the second one"}],
     exp("partial", deferred=["duplicate"]), ref="SU-36018", title="no duplicate on record")

# 18 late, shown
case("W36-18", "late parcel", "SU-36019 was promised for the 12th and turned up on the 16th. I paid $6.99 for delivery so I'd like that back please.",
     [order("SU-36019", "C-1", [line("BSK-18", "Seagrass basket", 1, 2400)], fee=699, promised="2026-11-12")],
     [{"kind": "late_delivery", "quote": "I'd like that back please"}],
     exp("resolved", [rf(699, lines=[])]), ref="SU-36019", title="late shown")

# 19 late claimed, on time on record
case("W36-19", "delivery was late", "My order SU-36020 took ages, far too long. Please refund the delivery charge.",
     [order("SU-36020", "C-1", [line("BSK-19", "Seagrass basket", 1, 2400)], fee=499, promised="2026-11-17")],
     [{"kind": "late_delivery", "quote": "Please refund the delivery charge"}],
     exp("partial", deferred=["delivery"]), ref="SU-36020", title="late not shown")

# 20 late but free delivery
case("W36-20", "late", "su-36021 arrived 3 days late. refund the postage thanks",
     [order("SU-36021", "C-1", [line("MAT-20", "Cotton bath mat", 1, 2200)], fee=0, promised="2026-11-13")],
     [{"kind": "late_delivery", "quote": "refund the postage thanks"}],
     exp("partial", deferred=["delivery"]), ref="SU-36021", title="late, free delivery")

# 21 damage only supposed
case("W36-21", "blender noise", "Hi, the blender from SU-36022 makes a rattling noise when I shake the box - I haven't opened it yet but I think something might be broken inside. What should I do?",
     [order("SU-36022", "C-1", [line("BLD-21", "Countertop blender", 1, 8900)])],
     [{"kind": "damaged_item", "quote": "I think something might be broken inside"}],
     exp("escalated", esc=["blender"]), ref="SU-36022", title="supposed damage")

# 22 hearsay, hedged
case("W36-22", "teapot", "My wife reckons the teapot from order SU-36023 might have a hairline crack by the spout, though it could just be a mark in the glaze, hard to tell. Refund it if it's cracked I suppose?",
     [order("SU-36023", "C-1", [line("TPT-22", "Glazed teapot", 1, 3200)])],
     [{"kind": "damaged_item", "quote": "might have a hairline crack by the spout"}],
     exp("escalated", esc=["teapot"]), ref="SU-36023", title="hearsay, uncertain")

# 23 goods waived, nothing asked
case("W36-23", "plate chip - no action", "Just so you know, one of the side plates in SU-36024 had a tiny chip underneath. Keep your money for the plate, honestly it's fine and we're using it. Just thought your packers should know.",
     [order("SU-36024", "C-1", [line("SPL-23", "Side plate", 4, 1100)])],
     [],
     exp("escalated", esc=["keep your money"]), ref="SU-36024", title="waived")

# 24 waived + real duplicate delivery fee
case("W36-24", "delivery charged twice", "The mug in SU-36025 has a small chip but don't worry about that, we'll keep it and no refund needed. What I DO need sorting is the $5.99 delivery that went out of my account twice.",
     [order("SU-36025", "C-1", [line("MUG-24", "Speckled mug", 2, 1400)], fee=599, dup=["delivery"])],
     [{"kind": "duplicate_charge", "quote": "the $5.99 delivery that went out of my account twice"}],
     exp("resolved", [rf(599, lines=[])]), ref="SU-36025", title="waived damage + duplicate")

# 25 refund to another method
case("W36-25", "chipped bowl - refund to paypal", "Order SU-36026: the pasta bowl came chipped. Please refund it to my PayPal (maya.r@example.com) rather than the card, the card's been cancelled.",
     [order("SU-36026", "C-1", [line("PAS-25", "Pasta bowl", 1, 2000)])],
     [{"kind": "damaged_item", "quote": "the pasta bowl came chipped"},
      {"kind": "other", "quote": "Please refund it to my PayPal (maya.r@example.com) rather than the card"}],
     exp("escalated", esc=["PayPal"]), ref="SU-36026", title="another method")

# 26 two of three damaged, customer asks whole lot
case("W36-26", "glasses", "two of the 3 wine glasses in SU-36027 arrived cracked. just refund the whole lot to be honest",
     [order("SU-36027", "C-1", [line("WIN-26", "Stemless wine glass", 3, 1250)])],
     [{"kind": "damaged_item", "quote": "two of the 3 wine glasses in SU-36027 arrived cracked"},
      {"kind": "other", "quote": "just refund the whole lot"}],
     exp("partial", [rf(2 * 1350, lines=[("WIN-26", 2)])], esc=["whole lot"]), ref="SU-36027", title="2 of 3, whole lot asked")

# 27 only ask: address change
case("W36-27", "new address", "Hi, we've moved. Please change the delivery address on my account to 14 Elm Row, Kendal LA9 4QT for future orders. Thanks!",
     [order("SU-36028", "C-1", [line("BSK-27", "Seagrass basket", 1, 2400)])],
     [{"kind": "other", "quote": "Please change the delivery address on my account to 14 Elm Row"}],
     exp("escalated", esc=["address"]), ref="", title="other only: address")

# 28 only ask: VAT invoice
case("W36-28", "invoice", "Could you email me a VAT invoice for SU-36029? It's for my business accounts.",
     [order("SU-36029", "C-1", [line("LMP-28", "Ceramic table lamp", 1, 5600)])],
     [{"kind": "other", "quote": "Could you email me a VAT invoice for SU-36029?"}],
     exp("escalated", esc=["invoice"]), ref="SU-36029", title="other only: invoice")

# 29 compensation asked, nothing wrong on record
case("W36-29", "poor experience", "Order SU-36030 arrived fine in the end but the tracking never updated and I wasted a whole day waiting in. I'd like $20 compensation for the hassle.",
     [order("SU-36030", "C-1", [line("QLT-29", "Cotton quilt", 1, 7800)])],
     [{"kind": "other", "quote": "I'd like $20 compensation for the hassle"}],
     exp("escalated", esc=["hassle"]), ref="SU-36030", title="compensation")

# 30 count above order
case("W36-30", "bowls smashed", "Both of the cereal bowls from SU-36031 were smashed in the box. Refund both please.",
     [order("SU-36031", "C-1", [line("CER-30", "Cereal bowl", 1, 1600)])],
     [{"kind": "damaged_item", "quote": "Both of the cereal bowls from SU-36031 were smashed in the box"}],
     exp("escalated", esc=["bowl"]), ref="SU-36031", title="count above the order")

# 31 both of two damaged
case("W36-31", "candles broken", "Hello! Both pillar candles in order SU-36032 arrived snapped in two. Could I get a refund for them? Thank you :)",
     [order("SU-36032", "C-1", [line("CND-31", "Pillar candle", 2, 1400)])],
     [{"kind": "damaged_item", "quote": "Both pillar candles in order SU-36032 arrived snapped in two"}],
     exp("resolved", [rf(2 * 1512, lines=[("CND-31", 2)])]), ref="SU-36032", title="both of two")

# 32 goods on two orders, no order given
case("W36-32", "wrong towels", "the towels you sent are grey not the sage green I ordered. can you sort it",
     [order("SU-36033", "C-1", [line("TWL-32", "Bath towel, sage", 2, 1800)]),
      order("SU-36034", "C-1", [line("TWL-33", "Hand towel, sage", 2, 900)], placed="2026-11-11T09:00:00Z")],
     [{"kind": "wrong_item", "quote": "the towels you sent are grey not the sage green I ordered"}],
     exp("escalated", esc=["which order"]), ref="", title="goods on two orders")

# 33 duplicate charge on another customer's order
case("W36-33", "double charge SU-36035", "Hi, SU-36035 was charged twice ($4.99 delivery, twice). Please refund the duplicate. Maya",
     [order("SU-36035", "C-2", [line("CUP-33", "Espresso cup", 2, 800)], dup=["delivery"])],
     [{"kind": "duplicate_charge", "quote": "SU-36035 was charged twice ($4.99 delivery, twice)"}],
     exp("escalated", esc=["charged twice"]), ref="SU-36035", customers=TWO, title="duplicate on another customer's order")

# 34 late fee asked, parcel still in transit
case("W36-34", "where is it / delivery fee", "SU-36036 was meant to be here on the 14th and it STILL hasn't come. It's obviously late so refund the $4.99 delivery charge now please.",
     [order("SU-36036", "C-1", [line("PIL-34", "Feather pillow", 2, 2200)], promised="2026-11-14", status="shipped", ship_status="in_transit")],
     [{"kind": "late_delivery", "quote": "refund the $4.99 delivery charge now please"}],
     exp("escalated", esc=["delivery"]), ref="SU-36036", title="late fee, parcel not delivered")

# 35 past settled + new real damage
case("W36-35", "butter dish lid", "Back in October the milk jug from you arrived cracked and you refunded it - thanks for that. This time (SU-36037) the lid of the butter dish is chipped on the edge. Refund for the butter dish please.",
     [order("SU-36037", "C-1", [line("BTR-35", "Butter dish with lid", 1, 1800), line("SUG-35", "Sugar bowl", 1, 1500)])],
     [{"kind": "damaged_item", "quote": "the lid of the butter dish is chipped on the edge"}],
     exp("resolved", [rf(1800 + 144, lines=[("BTR-35", 1)])]), ref="SU-36037", title="settled past + new damage")

# 36 personalised, change of mind
case("W36-36", "return engraved board", "I ordered the chopping board with our initials (SU-36038) but we've decided we don't really need it. Can I return it for a refund? It's not been used.",
     [order("SU-36038", "C-1", [line("CHB-36", "Engraved oak chopping board (personalised)", 1, 4200, "personalised")])],
     [{"kind": "change_of_mind", "quote": "Can I return it for a refund?"}],
     exp("partial", deferred=["board"]), ref="SU-36038", title="personalised")

# 37 unwrapped mattress, used, change of mind
case("W36-37", "mattress return", "We've slept on the mattress from SU-36039 for four nights and it's just too firm for us. We want to send it back and get our money back.",
     [order("SU-36039", "C-1", [line("MAT-37", "Pocket sprung mattress, double", 1, 12900, "unwrapped_mattress")], fee=0)],
     [{"kind": "change_of_mind", "quote": "We want to send it back and get our money back"}],
     exp("partial", deferred=["mattress"]), ref="SU-36039", title="unwrapped mattress")

# 38 overstated price on a damaged line
case("W36-38", "lamp base cracked", "SU-36040: the lamp base arrived cracked. It cost me $60 so I want $60 back.",
     [order("SU-36040", "C-1", [line("LMB-38", "Stoneware lamp base", 1, 4500)])],
     [{"kind": "damaged_item", "quote": "the lamp base arrived cracked"}],
     exp("resolved", [rf(4500 + 360, lines=[("LMB-38", 1)])]), ref="SU-36040", title="price overstated")

# 39 duplicate, amount in words
case("W36-39", "payment taken twice", "Good morning. For order SU-36041 I have been charged thirty-two dollars and forty cents twice for the same items. I would be grateful if the second payment could be returned. Regards, M. Rowe",
     [order("SU-36041", "C-1", [line("NAP-39", "Linen napkins set of 4", 1, 3240)], fee=0, dup=["items"])],
     [{"kind": "duplicate_charge", "quote": "I have been charged thirty-two dollars and forty cents twice for the same items"}],
     exp("resolved", [rf(3240, lines=[])]), ref="SU-36041", title="duplicate in words")

# 40 lost parcel, no replacement wanted
case("W36-40", "never arrived", "My parcel for SU-36042 never came - tracking has said 'in transit' for over a week. I do NOT want another one sent, just refund me please.",
     [order("SU-36042", "C-1", [line("CLK-40", "Wall clock", 1, 4000)], promised="2026-11-13", status="shipped", ship_status="lost", delivered=None)],
     [{"kind": "non_delivery", "quote": "My parcel for SU-36042 never came"}],
     exp("resolved", [rf(4000 + 320 + 499, source="carrier_claim")]), ref="SU-36042", title="lost, refund not replacement")

write_lines(os.path.join(HERE, "cases.jsonl"), CASES)
print(len(CASES))
