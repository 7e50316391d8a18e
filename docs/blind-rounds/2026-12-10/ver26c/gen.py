#!/usr/bin/env python3
"""ver26c: 30 blind support mails, deterministic. Writes ver26c.jsonl, notes.json."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2025-06-20T15:00:00Z"
SELLERS = [
    {"ref": "S-HH", "name": "Hearth & Harbor", "seller_type": "first_party"},
    {"ref": "S-CC", "name": "Crafty Corner", "seller_type": "marketplace"},
    {"ref": "S-GB", "name": "Gadget Bay", "seller_type": "marketplace"},
]
SUPPS = [
    {"ref": "SUP-HH", "seller": "S-HH", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Damaged goods: refund, keep the item. Returns within 30 days."},
    {"ref": "SUP-CC", "seller": "S-CC", "accepts_returns": False, "return_window_days": 0, "damage_remedy": "refund_keep_item", "text": "Handmade goods: no change-of-mind returns. Damage refunded, keep the item."},
    {"ref": "SUP-GB", "seller": "S-GB", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "replace", "text": "Damaged electronics are replaced by the seller."},
]
def usd(c): return "$%d.%02d" % (c // 100, c % 100)
def tax(c): 
    assert (c * 8) % 100 == 0, c
    return c * 8 // 100

class Order:
    def __init__(s, ref, cust, seller, lines, fee=599, placed="2025-06-01T10:00:00Z", ships=None, dup=None, refunds=None):
        s.ref, s.cust, s.seller, s.lines, s.fee = ref, cust, seller, lines, fee
        s.items = sum(q * p for _, _, q, p in lines)
        s.tax = tax(s.items)
        s.charges = [{"kind": "items", "description": "Items", "amount_cents": s.items, "charged_at": placed}]
        nparcels = len(ships)
        for i in range(nparcels):
            if fee:
                s.charges.append({"kind": "delivery", "description": "Delivery" + (" (parcel %d)" % (i + 1) if nparcels > 1 else ""), "amount_cents": fee, "charged_at": placed})
        s.charges.append({"kind": "tax", "description": "Sales tax 8%", "amount_cents": s.tax, "charged_at": placed})
        if dup == "items":
            s.charges.append({"kind": "items", "description": "Items", "amount_cents": s.items, "charged_at": placed.replace("10:00", "10:03")})
        elif dup == "delivery":
            s.charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": fee, "charged_at": placed.replace("10:00", "10:02")})
        s.total_nodup = s.items + s.tax + fee * nparcels
        s.ships, s.placed, s.refunds = ships, placed, refunds or []
    def unit(s, sku): 
        for k, d, q, p in s.lines:
            if k == sku: return p
    def dmg(s, sku, n=1): p = s.unit(sku) * n; return p + tax(p)
    def fx(s):
        status = "delivered" if all(sh["status"] == "delivered" for sh in s.ships) else "shipped"
        o = {"ref": s.ref, "customer": s.cust, "seller": s.seller, "status": status, "placed_at": s.placed,
             "lines": [{"sku": k, "description": d, "quantity": q, "unit_price_cents": p} for k, d, q, p in s.lines],
             "charges": s.charges, "shipments": s.ships}
        if s.refunds: o["refunds"] = s.refunds
        return o

_tn = [0]
def ship(status, promised, delivered=None, lines=None, stale=None):
    _tn[0] += 1
    tn = "1Z26C%05d" % _tn[0]
    scans = [{"at": "2025-06-02T09:00:00Z", "code": "picked_up", "location": "Depot A"},
             {"at": (stale or "2025-06-03") + "T08:00:00Z", "code": "in_transit", "location": "Hub B"}]
    if delivered: scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    sh = {"carrier": "ParcelPost", "tracking_number": tn, "status": status, "promised_by": promised, "delivered_at": delivered, "scans": scans}
    if lines: sh["lines"] = lines
    return sh
def dl(day, promised="2025-06-10", lines=None):  # delivered on 2025-06-<day>
    return ship("delivered", promised, "2025-06-%02dT14:00:00Z" % day, lines)

CASES, NOTES = [], {}
def case(n, subject, body, cust, orders, intents, exp_refunds, outcome, escal=None, deferred=None, returns=None, order_ref=None, approver=None, tags=(), note=""):
    cid = "VER26C-%02d" % n
    name, email = cust
    c = {"id": cid, "title": subject[:60], "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref if order_ref is not None else orders[0].ref},
         "now": NOW,
         "world": {"customers": [{"ref": "C-%02d" % n, "name": name, "email": email}], "sellers": SELLERS, "supplements": SUPPS,
                   "orders": [o.fx() for o in orders]},
         "intents": intents,
         "expected": {"outcome": outcome, "refunds": [{"amount_cents": a, "source": s} for a, s in exp_refunds],
                      "escalations": [{"item": i} for i in (escal or [])]}}
    if deferred is not None: c["expected"]["deferred"] = [{"item": i} for i in deferred]
    if returns is not None: c["expected"]["returns"] = returns
    if approver: c["approver"] = approver
    for o in c["world"]["orders"]: o["customer"] = "C-%02d" % n
    CASES.append(c)
    money = ", ".join("%s from %s" % (usd(a), s) for a, s in exp_refunds) or "no money"
    NOTES[cid] = "Right: %s; outcome %s%s. %s" % (money, outcome, ("; person: " + "; ".join(escal)) if escal else "", note)

I = lambda k, q: {"kind": k, "quote": q}

# 01 terse: 2 of 6 glasses cracked + late fee
o = Order("SU-26001", 0, "S-HH", [("GL-6", "Ribbed highball glass", 6, 1150)], ships=[dl(14)])
case(1, "glasses + late", "2 of the 6 highball glasses cracked. Also it came 4 days late so refund the shipping.\nT. Brandt",
     ("Tom Brandt", "tbrandt@example.com"), [o],
     [I("damaged_item", "2 of the 6 highball glasses cracked"), I("late_delivery", "refund the shipping")],
     [(o.dmg("GL-6", 2), "platform"), (599, "platform")], "resolved", tags=["voice:terse"],
     note="Two glasses with tax %s and the $5.99 fee (promised 10 Jun, delivered 14 Jun). Wrong: six glasses, no fee." % usd(o.dmg("GL-6", 2)))

# 02 angry duplicate in plain words + no replacement + why question
o = Order("SU-26002", 0, "S-HH", [("BT-1", "Chelsea boot, tan, size 9", 1, 8975)], ships=[dl(8)], dup="items")
case(2, "YOU TOOK MY MONEY TWICE", "I bought ONE pair of boots. ONE. Your company has taken $89.75 off my debit card two separate times and I want the second lot back today. I do NOT want another pair of boots sent, the boots are fine, it's the money. And can someone explain to me why this keeps happening with your checkout??\n\nFurious,\nDana Whitcombe",
     ("Dana Whitcombe", "dana.w@example.com"), [o],
     [I("duplicate_charge", "taken $89.75 off my debit card two separate times"), I("other", "can someone explain to me why this keeps happening with your checkout")],
     [(8975, "platform")], "partial", escal=["checkout"], tags=["voice:angry", "negation"],
     note="The copy $89.75 once; the why-question to a person; nothing sent. Wrong: a replacement, $89.75 twice, question ignored.")

# 03 elderly chatty; settled past; teapot crack; catalogue
o = Order("SU-26003", 0, "S-HH", [("TP-1", "Stoneware teapot, sage", 1, 4200), ("CS-1", "Cork coasters, set of 6", 1, 1400)], ships=[dl(16)])
case(3, "My teapot", "Dear Sir or Madam,\n\nI hope you are keeping well. I am 81 and my granddaughter usually does these things for me but she is away in Portugal so you must forgive my typing. Last year some cups I bought from you came chipped and a very kind young man on the telephone refunded me, so I have no complaints about that at all, it was all settled.\n\nThis time the sage teapot has arrived with a crack running down from the spout and it dribbles tea onto my tablecloth. I would like my money back for the teapot please. The coasters are lovely and I am keeping them.\n\nWould you also be so kind as to post me one of your paper catalogues? I do not use the computer much.\n\nYours faithfully,\nMargaret Ellery (Mrs)",
     ("Margaret Ellery", "m.ellery@example.com"), [o],
     [I("damaged_item", "the sage teapot has arrived with a crack running down from the spout"), I("other", "post me one of your paper catalogues")],
     [(o.dmg("TP-1"), "platform")], "partial", escal=["catalogue"], tags=["voice:elderly", "settled_past"],
     note="Teapot with tax %s; catalogue to a person; the cups last year are settled (no money); coasters kept." % usd(o.dmg("TP-1")))

# 04 non-native: wrong item return + change of mind return
o = Order("SU-26004", 0, "S-HH", [("KT-BL", "Electric kettle, blue", 1, 3900), ("TS-2", "Two-slice toaster, cream", 1, 4500)], ships=[dl(12)])
case(4, "wrong colour kettle and toaster return", "Hello, i write from Poland, sorry for my english. I order the blue kettle but in box is a red kettle, is not what i order. I want send it back please. Also the toaster i not need anymore, my sister give me one for name day, so i want return it also, it is not opened. Thank you very much\nPiotr",
     ("Piotr Nowak", "pnowak@example.com"), [o],
     [I("wrong_item", "I order the blue kettle but in box is a red kettle"), I("change_of_mind", "the toaster i not need anymore")],
     [], "resolved", returns=[{"kind": "return", "sku": "KT-BL"}, {"kind": "return", "sku": "TS-2"}], tags=["voice:non-native"],
     note="Two returns (kettle wrong, toaster change of mind, delivered 8 days ago). No money in run.")

# 05 phone typing: lost parcel + newsletter
o = Order("SU-26005", 0, "S-HH", [("YM-1", "Cork yoga mat", 1, 3400), ("YB-2", "Yoga block", 2, 1200)], ships=[ship("in_transit", "2025-06-09", stale="2025-06-04")])
case(5, "where is my stuff", "hi parcel never came, tracking hasnt moved since the 4th. been 2 wks. just refund it all pls dont resend. also take me off ur newsletter its every day\nsent from my phone",
     ("Kai Moreno", "kai.m@example.com"), [o],
     [I("non_delivery", "parcel never came"), I("other", "take me off ur newsletter")],
     [(o.total_nodup, "carrier_claim")], "partial", escal=["newsletter"], tags=["voice:phone"],
     note="Everything charged %s by carrier claim (no movement since 4 Jun, promised 9 Jun); newsletter to a person; no resend." % usd(o.total_nodup))

# 06 business: shipping billed twice + 3 of 12 mugs + corrected invoice; order number in signature
o = Order("SU-26006", 0, "S-HH", [("MG-12", "Enamel camp mug", 12, 875)], ships=[dl(11)], dup="delivery")
case(6, "Invoice query and damaged stock", "Good afternoon,\n\nWe received the consignment of enamel mugs for our cafe on 11 June. Three of the twelve mugs were chipped on the rim and cannot be used for service; please credit them. In addition, the delivery fee of $5.99 was billed to our company card two times.\n\nPlease also issue a corrected invoice addressed to Lantern Cafe Ltd, 4 Quay Street, once the above is settled.\n\nKind regards,\nPriya Raman\nOperations Manager, Lantern Cafe Ltd\nPO / order ref: SU-26006",
     ("Priya Raman", "ops@lanterncafe.example.com"), [o],
     [I("damaged_item", "Three of the twelve mugs were chipped on the rim"), I("duplicate_charge", "the delivery fee of $5.99 was billed to our company card two times"), I("other", "issue a corrected invoice")],
     [(o.dmg("MG-12", 3), "platform"), (599, "platform")], "partial", escal=["invoice"], order_ref="", tags=["voice:business", "ref_in_signature"],
     note="Three mugs with tax %s, the $5.99 delivery copy, invoice to a person." % usd(o.dmg("MG-12", 3)))

# 07 lawyer-ish: scanned delivered but denied + duplicate + compensation
o = Order("SU-26007", 0, "S-HH", [("RC-1", "Rattan side chair", 1, 11000)], ships=[dl(9)], dup="items")
case(7, "Formal notice regarding order SU-26007", "To whom it may concern,\n\nI write in respect of the above order. Your carrier's tracking record asserts that the consignment was delivered on 9 June 2025. I categorically deny receipt: no item was left at my address, no neighbour holds it and no card was left. I require that you investigate and either locate the goods or refund the purchase in full.\n\nFurther, my bank statement reflects two debits of one hundred and ten dollars for the same chair. The second debit is unauthorised and must be reversed.\n\nI also request compensation in the sum of $40.00 for the time expended on this matter.\n\nI reserve all rights.\n\nR. J. Okonkwo",
     ("Ruth Okonkwo", "rj.okonkwo@example.com"), [o],
     [I("non_delivery", "I categorically deny receipt"), I("duplicate_charge", "two debits of one hundred and ten dollars for the same chair"), I("other", "compensation in the sum of $40.00")],
     [(11000, "platform")], "partial", escal=["deliver", "compensation"], tags=["voice:legal", "amount_in_words"],
     note="The $110.00 copy; the denied delivery to a person for investigation (scan says delivered); compensation to a person. Wrong: refunding the chair without investigation.")

# 08 pasted chat transcript: late fee promised not paid + torn shade
o = Order("SU-26008", 0, "S-HH", [("FL-1", "Brass floor lamp base", 1, 8800), ("SH-1", "Linen drum shade", 1, 3200)], ships=[dl(15, "2025-06-11")])
case(8, "Chat from Monday - still waiting", "Pasting our chat from Monday because nothing happened:\n\n[10:02] Agent Sam: Hi, how can I help?\n[10:03] Me: my lamp order was 4 days late\n[10:05] Agent Sam: So sorry! I'll get the delivery charge refunded for you.\n[10:06] Me: thanks\n\nThat refund never showed up, so please refund the delivery charge like Sam said. Also when I unpacked properly the linen shade is torn along the seam, the brass base is perfect. Can I have the shade refunded too.\n\nJo",
     ("Jo Lindqvist", "jo.lindqvist@example.com"), [o],
     [I("late_delivery", "please refund the delivery charge like Sam said"), I("damaged_item", "the linen shade is torn along the seam")],
     [(599, "platform"), (o.dmg("SH-1"), "platform")], "resolved", tags=["chat_transcript"],
     note="$5.99 fee (promised 11 Jun, delivered 15 Jun; chat promise unpaid) and the shade with tax %s; not the base." % usd(o.dmg("SH-1")))

# 09 mind changed: keep rug; 2 of 4 cushions stained
o = Order("SU-26009", 0, "S-HH", [("RG-1", "Jute runner rug", 1, 6500), ("CU-4", "Velvet cushion cover", 4, 1875)], ships=[dl(13)])
case(9, "cushions", "Hi there! So I emailed yesterday saying I wanted to send the runner rug back, but we put it down in the hall and actually love it, so please forget that, we're keeping the rug. The bad news is two of the four velvet cushion covers came with big oily stains on the front that won't come out. Could I get a refund for those two? Thanks so much, Bea",
     ("Bea Hartley", "bea.h@example.com"), [o],
     [I("damaged_item", "two of the four velvet cushion covers came with big oily stains")],
     [(o.dmg("CU-4", 2), "platform")], "resolved", returns=[], tags=["mind_changed", "voice:chatty"],
     note="Two covers with tax %s; no return of the rug (taken back). Wrong: a rug return." % usd(o.dmg("CU-4", 2)))

# 10 change of mind outside window + duplicate in words
o = Order("SU-26010", 0, "S-HH", [("JK-1", "Waxed cotton jacket", 1, 4950)], placed="2025-04-28T10:00:00Z", ships=[ship("delivered", "2025-05-06", "2025-05-05T14:00:00Z")], dup="items")
case(10, "jacket return + double payment", "Hello. I'd like to return the waxed jacket, it's just not my style after all (tags still on). I know it's been a while, it came on 5 May. Separately, looking at my statement I was charged forty-nine dollars fifty for it twice, please put the extra one back.\nMarcus",
     ("Marcus Bell", "mbell@example.com"), [o],
     [I("change_of_mind", "I'd like to return the waxed jacket"), I("duplicate_charge", "charged forty-nine dollars fifty for it twice")],
     [(4950, "platform")], "partial", deferred=["jacket"], tags=["outside_window", "amount_in_words"],
     note="$49.50 copy paid; the return declined (delivered 46 days ago, window 30).")

# 11 second order in PS
o = Order("SU-26011", 0, "S-HH", [("VS-1", "Ribbed glass vase", 1, 3600)], ships=[dl(12)])
o2 = Order("SU-26111", 0, "S-HH", [("PL-1", "Linen placemats, set of 4", 1, 2800)], ships=[dl(16, "2025-06-12")])
case(11, "Vase broken SU-26011", "The glass vase from order SU-26011 arrived in three pieces, the box was crushed on one corner. I'd like a refund for it please.\n\nThanks, Hana\n\nP.S. On my other order, SU-26111 (placemats), the delivery was four days late - could I have that delivery charge back as well?",
     ("Hana Sato", "hana.sato@example.com"), [o, o2],
     [I("damaged_item", "The glass vase from order SU-26011 arrived in three pieces"), I("late_delivery", "could I have that delivery charge back as well")],
     [(o.dmg("VS-1"), "platform")], "partial", escal=["SU-26111"], tags=["second_order"],
     note="Vase with tax %s; the second order's late fee ($5.99, delivered 16 Jun, promised 12 Jun) gets its own subtask; a person or a $5.99 refund on SU-26111 are both acceptable." % usd(o.dmg("VS-1")))

# 12 currency: pounds duplicate + restock question
o = Order("SU-26012", 0, "S-HH", [("DP-4", "Speckled dinner plate", 4, 975)], ships=[dl(10)], dup="items")
case(12, "Double charge in GBP", "Hiya, I'm ordering from the UK and my card shows the plates payment twice, £31.40 both times. Can you refund the duplicate? Also, do you know when the matching side plates will be back in stock? Cheers, Fiona",
     ("Fiona McRae", "fiona.mcrae@example.co.uk"), [o],
     [I("duplicate_charge", "my card shows the plates payment twice"), I("other", "do you know when the matching side plates will be back in stock")],
     [(3900, "platform")], "partial", escal=["stock"], tags=["currency:GBP"],
     note="Recorded copy $39.00 paid in USD (customer's GBP figure not compared); stock question to a person.")

# 13 settled past blender + late fee + one of 3 measuring cups missing from set
o = Order("SU-26013", 0, "S-HH", [("BL-2", "Glass jug blender", 1, 7900), ("MC-3", "Copper measuring cups, set of 3", 1, 2400)], ships=[dl(15, "2025-06-12")])
case(13, "Late again + measuring cups", "Hi team, first off - the blender you replaced for me back in March works brilliantly, that's all sorted, thank you. This new order was meant to arrive by the 12th and only got here on the 15th, so I'd like the shipping fee refunded. Also the copper measuring cup set only had 2 cups in it, the 1/3 cup is missing. Can you send the missing cup?\nAlex",
     ("Alex Duarte", "alex.d@example.com"), [o],
     [I("late_delivery", "I'd like the shipping fee refunded"), I("other", "Can you send the missing cup")],
     [(599, "platform")], "partial", escal=["cup"], tags=["settled_past", "part_of_set"],
     note="$5.99 fee; the missing cup (part of a set) to a person; no blender money. Wrong: whole set refunded, blender refunded.")

# 14 units missing + duplicate
o = Order("SU-26014", 0, "S-HH", [("CD-6", "Soy pillar candle", 6, 1250)], ships=[dl(12)], dup="items")
case(14, "only 4 candles + charged twice", "Evening. The box had 4 candles in it, I paid for 6. Two are missing. Also my bank app shows the candle order went through twice for $75.00 each. Please sort both.\nGreg Foley",
     ("Greg Foley", "gfoley@example.com"), [o],
     [I("non_delivery", "Two are missing"), I("duplicate_charge", "the candle order went through twice for $75.00 each")],
     [(7500, "platform")], "partial", escal=["candle"], tags=["units_missing"],
     note="$75.00 copy; two missing candles (parcel scanned delivered) to a person, or two candles with tax %s if the policy pays short deliveries." % usd(o.dmg("CD-6", 2)))

# 15 marketplace replace remedy + duplicate delivery
o = Order("SU-26015", 0, "S-GB", [("SP-1", "Bluetooth speaker", 1, 5900)], ships=[dl(13)], dup="delivery")
case(15, "Speaker dead on arrival", "The bluetooth speaker arrived with the grille pushed in and it rattles when it plays. I'd like it replaced. Separately, you charged me delivery two times on this order, please return one of them. Thanks - Ola",
     ("Ola Bergstrom", "ola.b@example.com"), [o],
     [I("damaged_item", "arrived with the grille pushed in"), I("duplicate_charge", "you charged me delivery two times")],
     [(599, "platform")], "partial", escal=["speaker"], tags=["seller:marketplace"],
     note="$5.99 delivery copy; the speaker replacement arranged by a person (seller's remedy: replace). Wrong: money for the speaker.")

# 16 change of mind in window, store credit; late fee to card
o = Order("SU-26016", 0, "S-HH", [("WB-1", "Wool throw blanket", 1, 6800)], ships=[dl(14, "2025-06-11")])
case(16, "Return the throw for store credit + late fee", "Hello, the wool throw is lovely but too warm for our flat, so I'd like to send it back (unused, still folded in its bag). For that one, I'd rather have store credit than money back on my card. Separately, it turned up 3 days after the date promised, so please refund the delivery charge - that one to my card is fine.\nNadia",
     ("Nadia Petrov", "nadia.p@example.com"), [o],
     [I("change_of_mind", "I'd like to send it back"), I("other", "I'd rather have store credit than money back on my card"), I("late_delivery", "please refund the delivery charge")],
     [(599, "platform")], "partial", escal=["store credit"], returns=[{"kind": "return", "sku": "WB-1"}], tags=["subject_request", "other_remedy"],
     note="Return of the throw started; store credit to a person; $5.99 late fee to the card.")

# 17 rushed: billed 2x + dont send + frayed charger
o = Order("SU-26017", 0, "S-HH", [("HP-1", "Wireless headphones", 1, 7200), ("CB-1", "USB-C charging cable", 1, 1500)], ships=[dl(15)], dup="items")
case(17, "billed 2x", "billed 2x for the headphones order, $87 twice on my card. refund the 2nd pls. and the usb cable in the same box is frayed at the plug end, refund that too. dont send a new cable im not waiting again",
     ("Sam Reyes", "sam.reyes@example.com"), [o],
     [I("duplicate_charge", "billed 2x for the headphones order"), I("damaged_item", "the usb cable in the same box is frayed at the plug end")],
     [(8700, "platform"), (o.dmg("CB-1"), "platform")], "resolved", tags=["voice:rushed", "negation"],
     note="Items copy $87.00 and the cable with tax %s; no replacement." % usd(o.dmg("CB-1")))

# 18 non-native wrong size + late fee
o = Order("SU-26018", 0, "S-HH", [("SW-M", "Merino sweater, size M", 1, 8400)], ships=[dl(16, "2025-06-12")])
case(18, "Size is wrong, and late", "Good day. I have ordered sweater in size M but the label inside say XL, it is very big for me. Please can I exchange or send back. Also the packet was arriving 4 days after promise date, the delivery money should come back to me I think. Best regards, Thanh",
     ("Thanh Vu", "thanh.vu@example.com"), [o],
     [I("wrong_item", "I have ordered sweater in size M but the label inside say XL"), I("late_delivery", "the delivery money should come back to me")],
     [(599, "platform")], "resolved", returns=[{"kind": "return", "sku": "SW-M"}], tags=["voice:non-native"],
     note="Return of the sweater (wrong size) and $5.99 late fee.")

# 19 elderly: replacement instead of refund for broken clock + late fee
o = Order("SU-26019", 0, "S-HH", [("CL-1", "Oak mantel clock", 1, 5600)], ships=[dl(14, "2025-06-10")])
case(19, "Clock", "Hello dear, the mantel clock arrived with the glass front cracked. I don't want the money back, I would much prefer you send me another clock as it was a present for my husband's birthday. Also, the parcel came four days late, I believe I am owed the postage back for that.\nBest wishes, Joan Pike",
     ("Joan Pike", "joan.pike@example.com"), [o],
     [I("other", "I would much prefer you send me another clock"), I("late_delivery", "I believe I am owed the postage back")],
     [(599, "platform")], "partial", escal=["clock"], tags=["voice:elderly", "negation"],
     note="$5.99 fee; replacement clock to a person; no money for the clock.")

# 20 numbered list
o = Order("SU-26020", 0, "S-HH", [("PW-2", "Feather pillow", 2, 3150), ("TH-1", "Cotton throw", 1, 4400)], ships=[dl(12)], dup="delivery")
case(20, "A few things", "Hi, a few things on my recent order:\n\n1. The delivery charge appears twice on my statement.\n2. One of the two pillows has a tear in the seam and feathers are coming out.\n3. Please update the phone number on my account to 0412 555 019.\n4. The cotton throw is perfect, no issues there.\n\nThanks,\nLeila Haddad\nOrder SU-26020",
     ("Leila Haddad", "leila.h@example.com"), [o],
     [I("duplicate_charge", "The delivery charge appears twice on my statement"), I("damaged_item", "One of the two pillows has a tear in the seam"), I("other", "Please update the phone number on my account")],
     [(599, "platform"), (o.dmg("PW-2"), "platform")], "partial", escal=["phone"], order_ref="", tags=["list", "ref_in_signature"],
     note="$5.99 copy, one pillow with tax %s, phone to a person; not the throw." % usd(o.dmg("PW-2")))

# 21 lost parcel over ceiling, don't send another, lead approves
o = Order("SU-26021", 0, "S-HH", [("DK-1", "Folding standing desk", 1, 18500)], ships=[ship("lost", "2025-06-08", stale="2025-06-03")])
amt21 = o.total_nodup
case(21, "Desk lost - refund, not a resend", "Your courier has now marked my desk as lost. I have bought one locally in the meantime so please do not ship another - I just want my money back for the whole order.\nBen Adeyemi",
     ("Ben Adeyemi", "ben.adeyemi@example.com"), [o],
     [I("non_delivery", "Your courier has now marked my desk as lost")],
     [(amt21, "carrier_claim")], "resolved", approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": amt21, "note": "Lost, confirmed."}]},
     tags=["above_ceiling", "negation"], note="Everything charged %s by carrier claim, approved by lead; no reshipment." % usd(amt21))

# 22 chatty buried: 1 of 3 frames + late claim that was on time
o = Order("SU-26022", 0, "S-HH", [("PF-3", "Walnut picture frame 8x10", 3, 2250)], ships=[dl(9, "2025-06-10")])
case(22, "frames :)", "Hi!! Long story but we finally moved into the new place and I ordered these walnut frames for the hallway gallery wall, which my partner has been going on about for months. We spent Saturday measuring and arguing about spacing lol. Anyway one of the three frames has the glass smashed, so could I get a refund on that one? The other two are up and look great. Also I feel like delivery took forever, could you refund the shipping for the wait? Thanks heaps, Carly",
     ("Carly Owens", "carly.o@example.com"), [o],
     [I("damaged_item", "one of the three frames has the glass smashed"), I("late_delivery", "could you refund the shipping for the wait")],
     [(o.dmg("PF-3"), "platform")], "partial", deferred=["deliver"], tags=["voice:chatty", "buried"],
     note="One frame with tax %s; the shipping claim declined (delivered 9 Jun, promised 10 Jun: on time)." % usd(o.dmg("PF-3")))

# 23 lawyer-ish: return past window + duplicate 112.50 in words
o = Order("SU-26023", 0, "S-HH", [("LP-1", "Ceramic table lamp", 1, 11250)], placed="2025-04-20T10:00:00Z", ships=[ship("delivered", "2025-04-30", "2025-04-29T14:00:00Z")], dup="items")
case(23, "Re: Order SU-26023 - request for rectification", "Dear Customer Services,\n\nI refer to order SU-26023. Two matters require your attention.\n\n(a) I was debited the sum of one hundred and twelve dollars and fifty cents on two occasions for a single lamp. I require that the second debit be refunded forthwith.\n\n(b) Having lived with the lamp, I find it does not suit the room, and I wish to return it for a refund. It is in as-new condition.\n\nI look forward to your written confirmation of both.\n\nYours faithfully,\nE. Vasquez",
     ("Elena Vasquez", "e.vasquez@example.com"), [o],
     [I("duplicate_charge", "debited the sum of one hundred and twelve dollars and fifty cents on two occasions"), I("change_of_mind", "I wish to return it for a refund")],
     [(11250, "platform")], "partial", deferred=["lamp"], tags=["voice:legal", "outside_window", "amount_in_words"],
     note="$112.50 copy; return declined (delivered 52 days ago, window 30).")

# 24 quoted shop mail; late + 2 of 5 spoons in set split
o = Order("SU-26024", 0, "S-HH", [("SP-5", "Olive wood spoon set (5 pieces)", 1, 3000), ("CB-2", "Olive wood chopping board", 1, 4500)], ships=[dl(9, "2025-06-03")])
case(24, "Fwd: Your order is on its way", "Hi, see your own email below - it said the 3rd. It came on the 9th. Please refund the delivery charge.\n\nAlso 2 of the 5 spoons in the olive wood set have split along the grain. The chopping board is fine.\n\nRita\n\n-------- Forwarded message --------\nFrom: orders@hearthharbor.example\nSubject: Your order is on its way\n> Good news! Your order SU-26024 has shipped.\n> Estimated delivery: Tuesday 3 June.\n> Need help? Just reply to this email.",
     ("Rita Kowalczyk", "rita.k@example.com"), [o],
     [I("late_delivery", "Please refund the delivery charge"), I("damaged_item", "2 of the 5 spoons in the olive wood set have split")],
     [(599, "platform")], "partial", escal=["spoon"], tags=["quoted_mail", "part_of_set"],
     note="$5.99 fee; the two spoons (part of one set) to a person; not the board, not the whole set.")

# 25 angry marketplace mirror + shipping twice
o = Order("SU-26025", 0, "S-CC", [("MR-1", "Round rattan mirror", 1, 6400)], ships=[dl(14)], dup="delivery")
case(25, "SHATTERED mirror and double shipping", "Opened the box and the mirror was SHATTERED, glass all over my floor, my dog nearly cut his paw. Refund it. And while I'm at it you people charged me shipping twice. $5.99 and $5.99. Unbelievable. Fix it.\n-- Victor Lang",
     ("Victor Lang", "victor.lang@example.com"), [o],
     [I("damaged_item", "the mirror was SHATTERED"), I("duplicate_charge", "you people charged me shipping twice")],
     [(o.dmg("MR-1"), "seller"), (599, "platform")], "resolved", tags=["voice:angry", "seller:marketplace"],
     note="Mirror with tax %s from the seller; $5.99 copy from the platform." % usd(o.dmg("MR-1")))

# 26 two orders in subject
o = Order("SU-26026", 0, "S-HH", [("NB-1", "Linen notebook", 2, 1400)], ships=[dl(15, "2025-06-11")])
o2 = Order("SU-26126", 0, "S-HH", [("BW-1", "Ceramic salad bowl", 1, 3800)], ships=[dl(13)])
case(26, "SU-26026 late / SU-26126 bowl chipped", "Two orders, two problems. The notebooks (SU-26026) came four days past the promised date - refund the delivery fee please. The salad bowl (SU-26126) has a chip out of the rim - please refund it.\nThanks, Irene",
     ("Irene Cho", "irene.cho@example.com"), [o, o2],
     [I("late_delivery", "refund the delivery fee please"), I("damaged_item", "The salad bowl (SU-26126) has a chip out of the rim")],
     [(599, "platform")], "partial", escal=["SU-26126"], order_ref="", tags=["second_order", "subject_request"],
     note="$5.99 fee on SU-26026; the bowl on SU-26126 (%s with tax) its own subtask, to a person or paid." % usd(o2.dmg("BW-1")))

# 27 scanned delivered but denied + express fee late
o = Order("SU-26027", 0, "S-HH", [("BK-1", "Cast iron skillet", 1, 4800)], fee=1499, ships=[dl(13, "2025-06-10")])
case(27, "Says delivered - it wasn't", "Tracking says my skillet was delivered on Friday the 13th. It wasn't. I've checked with every neighbour and the building manager. Please find it or refund me. Also I paid $14.99 for express and even by your own tracking it was 3 days late, so I want the express fee back regardless.\nOwen",
     ("Owen Pratt", "owen.pratt@example.com"), [o],
     [I("non_delivery", "Tracking says my skillet was delivered on Friday the 13th. It wasn't"), I("late_delivery", "I want the express fee back regardless")],
     [(1499, "platform")], "partial", escal=["deliver"], tags=["scanned_delivered_denied"],
     note="$14.99 express fee (delivered-scan 13 Jun, promised 10 Jun); the missing skillet to a person for investigation.")

# 28 marketplace no returns: change of mind deferred + 1 of 2 mugs cracked
o = Order("SU-26028", 0, "S-CC", [("HM-2", "Hand-thrown mug", 2, 2600), ("BW-2", "Hand-thrown bowl", 1, 3400)], ships=[dl(13)])
case(28, "Mug cracked, and returning the bowl", "Hi, one of the two hand-thrown mugs has a hairline crack and leaks coffee. Could you refund that one? Also I'd like to return the bowl, I've realised it's smaller than I wanted.\nThank you, Mei",
     ("Mei Lin", "mei.lin@example.com"), [o],
     [I("damaged_item", "one of the two hand-thrown mugs has a hairline crack"), I("change_of_mind", "I'd like to return the bowl")],
     [(o.dmg("HM-2"), "seller")], "partial", deferred=["bowl"], tags=["seller:marketplace", "no_returns"],
     note="One mug with tax %s from the seller; the bowl return declined (seller takes no returns)." % usd(o.dmg("HM-2")))

# 29 settled duplicate + cutting board damage + cancel return
o = Order("SU-26029", 0, "S-HH", [("CT-1", "Maple cutting board", 1, 5200), ("AP-1", "Linen apron", 1, 2800)], ships=[dl(12)], dup="items")
case(29, "Cutting board split", "Hello - two things. The maple cutting board has split right across the middle, I'd like a refund for it. Also, I started a return for the apron last week, but please cancel that return, I've decided to keep it. (Re the double charge I mentioned on the phone - my bank has already reversed it, so nothing needed there.)\nTheo",
     ("Theo Grant", "theo.grant@example.com"), [o],
     [I("damaged_item", "The maple cutting board has split right across the middle"), I("other", "please cancel that return")],
     [(o.dmg("CT-1"), "platform")], "partial", escal=["return"], tags=["settled_past", "other"],
     note="Board with tax %s; apron return cancellation to a person; duplicate settled by bank: no money." % usd(o.dmg("CT-1")))

# 30 split order: stool parcel lost + lamp parcel late
o = Order("SU-26030", 0, "S-HH", [("ST-1", "Bar stool, black", 1, 7500), ("DL-1", "Desk lamp", 1, 3900)],
          ships=[ship("in_transit", "2025-06-09", stale="2025-06-04", lines=["ST-1"]), dl(14, "2025-06-10", lines=["DL-1"])])
case(30, "stool never arrived, lamp late", "Hiya, my order came in two parcels. The desk lamp arrived on the 14th, four days after the date you gave, so please refund that parcel's delivery fee. The bar stool on the other hand never arrived at all - tracking has been stuck since 4 June. Please refund the stool.\nDev",
     ("Dev Malhotra", "dev.m@example.com"), [o],
     [I("late_delivery", "please refund that parcel's delivery fee"), I("non_delivery", "The bar stool on the other hand never arrived at all")],
     [(599, "platform"), (o.dmg("ST-1"), "carrier_claim")], "resolved", tags=["split_order"],
     note="Lamp parcel fee $5.99; stool with tax %s by carrier claim (its parcel stuck since 4 Jun, promised 9 Jun); perhaps its parcel fee too." % usd(o.dmg("ST-1")))

with open(os.path.join(HERE, "ver26c.jsonl"), "w") as f:
    for c in CASES: f.write(json.dumps(c) + "\n")
with open(os.path.join(HERE, "notes.json"), "w") as f:
    json.dump(NOTES, f, indent=1)
print(len(CASES), "cases;", sum(1 for c in CASES if c["expected"]["refunds"]), "expect money")
