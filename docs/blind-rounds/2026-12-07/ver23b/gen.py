"""Blind round ver23b (held back): ordinary support mail as it really arrives.

Writes ver23b.jsonl and notes.json next to this file. Deterministic: no clock, no randomness.
Theme: long rambling mails with one request buried, very short ones, greetings / signatures /
quoted earlier replies, customers who change their mind mid-message, several orders in one
mail, typos and phone-typed text, non-native English, thank-you notes, chasers.

Every order is taxed 8% on its lines (prices are multiples of $0.25, so every tax share is exact
to the cent); an item remedy pays the units' price plus their 8% share.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2026-11-20T16:00:00Z"

SELLERS = {
    "S-HEARTH": ("Hearth & Home", "first_party", True, 30, "refund_keep_item"),
    "S-FERN": ("Fernhill Ceramics", "marketplace", True, 30, "refund_keep_item"),
    "S-LOOM": ("Loomworks Textiles", "marketplace", True, 30, "replace"),
}


def cents(d):
    return int(round(d * 100))


def world(customers, orders):
    used = sorted({o["seller"] for o in orders})
    return {
        "customers": [{"ref": r, "name": n, "email": e} for r, n, e in customers],
        "sellers": [{"ref": s, "name": SELLERS[s][0], "seller_type": SELLERS[s][1]} for s in used],
        "supplements": [{"ref": "SUP-" + s[2:], "seller": s, "accepts_returns": SELLERS[s][2],
                         "return_window_days": SELLERS[s][3], "damage_remedy": SELLERS[s][4],
                         "text": f"{SELLERS[s][0]}: returns within {SELLERS[s][3]} days; "
                                 f"damage remedy {SELLERS[s][4]}."} for s in used],
        "orders": orders,
    }


def order(ref, cust, seller, lines, delivery=4.99, placed="2026-11-10T09:00:00Z",
          promised="2026-11-17", delivered="2026-11-16T14:00:00Z", ship="delivered",
          dup=None, refunds=None, status=None, tracking=None):
    """lines: [(sku, description, qty, unit_price_dollars)]; dup: 'items' or 'delivery'."""
    items = sum(q * p for _, _, q, p in lines)
    tax = round(items * 0.08, 2)
    charges = [
        {"kind": "items", "description": "Items", "amount_cents": cents(items), "charged_at": placed},
    ]
    if delivery:
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": cents(delivery),
                        "charged_at": placed})
    charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": cents(tax), "charged_at": placed})
    if dup == "items":
        charges.append({"kind": "items", "description": "Items", "amount_cents": cents(items),
                        "charged_at": placed.replace("09:00:00", "09:04:00")})
    elif dup == "delivery":
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": cents(delivery),
                        "charged_at": placed.replace("09:00:00", "09:03:00")})
    day = placed[:10]
    nxt = day[:8] + f"{int(day[8:10]) + 1:02d}"
    scans = [{"at": nxt + "T08:00:00Z", "code": "picked_up", "location": "Reno sort centre"},
             {"at": nxt + "T19:30:00Z", "code": "in_transit", "location": "Sacramento hub"}]
    shipment = {"carrier": "PX", "tracking_number": tracking or ("PX" + ref[3:] + "US"),
                "status": ship, "promised_by": promised, "scans": scans}
    if ship == "delivered":
        shipment["delivered_at"] = delivered
        scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    o = {"ref": ref, "customer": cust, "seller": seller,
         "status": status or ("delivered" if ship == "delivered" else "shipped"),
         "placed_at": placed,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": cents(p)}
                   for s, d, q, p in lines],
         "charges": charges, "shipments": [shipment]}
    if refunds:
        o["refunds"] = refunds
    return o


def due(lines, sku, units=None):
    """price + 8% share for `units` of `sku` (all units when None)."""
    for s, _, q, p in lines:
        if s == sku:
            u = q if units is None else units
            return cents(u * p * 1.08)
    raise KeyError(sku)


CASES, NOTES = [], {}


def add(cid, title, tags, subject, body, email, order_ref, customers, orders, intents, expected,
        note, approver=None):
    c = {"id": cid, "title": title, "tags": tags,
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": world(customers, orders), "now": NOW, "intents": intents, "expected": expected}
    if approver:
        c["approver"] = approver
    for it in intents:
        if isinstance(it, dict):
            assert it["quote"].lower() in (subject + " " + body).lower(), (cid, it["quote"])
    CASES.append(c)
    money = [{"amount_cents": r["amount_cents"], "source": r["source"]} for r in expected.get("refunds", [])]
    NOTES[cid] = {"exact_money": bool(money), "money": money,
                  "total_cents": sum(r["amount_cents"] for r in money), **note}


def ref(amount, source, lines=None):
    r = {"amount_cents": amount, "source": source}
    if lines is not None:
        r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r


def cust(n, name, email):
    return [(f"C-{n}", name, email)]


# ---------------------------------------------------------------- 01 very short
L = [("MUG-STN", "Stoneware mug, speckled", 1, 18.00)]
add("V23B-01", "very short: refund pls mug smashed", ["voice:terse", "damaged_item"],
    "mug", "refund pls order 74411 mug smashed", "kit.b@example.com", "",
    cust(1, "Kit Barrow", "kit.b@example.com"),
    [order("SU-74411", "C-1", "S-HEARTH", L)],
    ["damaged_item"],
    {"outcome": "resolved", "refunds": [ref(due(L, "MUG-STN"), "platform", [("MUG-STN", 1)])], "escalations": []},
    {"actions": "Refund the smashed mug: $18.00 + $1.44 tax = $19.44 from the platform (refund and keep).",
     "why": "Order number only in the body, no greeting, no punctuation."})

# ---------------------------------------------------------------- 02 long rambling, one request buried
L = [("PLT-OVAL", "Oval serving platter, white", 1, 40.00), ("NAP-LIN", "Linen napkins, set of 6", 1, 20.00)]
add("V23B-02", "rambling wedding story, platter crack buried mid-mail", ["voice:rambling", "damaged_item"],
    "Order SU-76021 - a bit of a long one, sorry!",
    "Hi there,\n\nI hope you're having a good week. Mine has been absolutely mad - my daughter got married "
    "on Saturday and I was in charge of the tables for the after-party at my sister's place, which is why I "
    "ordered in such a rush. The napkins were perfect by the way, everyone commented on them, and the colour "
    "went beautifully with the flowers my sister-in-law did.\n\nWhen I unpacked the box on Friday evening the "
    "oval serving platter had a crack running straight across it, so I had to borrow one from a neighbour at "
    "the last minute. Could you refund the platter please? I don't need another one now, the party's been and "
    "gone.\n\nAnyway the day itself was lovely, the weather held, the speeches were short (thank goodness) and "
    "my new son-in-law's family were very sweet. I'll definitely be shopping with you again for Christmas.\n\n"
    "All the best,\nMaureen Oakes",
    "maureen.oakes@example.com", "SU-76021",
    cust(2, "Maureen Oakes", "maureen.oakes@example.com"),
    [order("SU-76021", "C-2", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "Could you refund the platter please?"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "PLT-OVAL"), "platform", [("PLT-OVAL", 1)])], "escalations": []},
    {"actions": "Refund the platter only: $40.00 + $3.20 tax = $43.20, platform. Napkins praised, no replacement wanted.",
     "why": "One request in the middle of a long friendly mail; the rest is context."})

# ---------------------------------------------------------------- 03 changes mind: replacement -> refund
L = [("VAS-BUD", "Glass bud vase, amber", 1, 32.00)]
add("V23B-03", "asks a replacement then 'actually, just refund it'", ["mind_change", "damaged_item"],
    "broken vase",
    "Hello,\n\nThe amber bud vase from order SU-76031 arrived with the neck snapped off. Could you send me a "
    "replacement? Actually, forget the replacement - I've found something similar locally, so just refund it "
    "please.\n\nThanks,\nDev",
    "dev.p@example.com", "SU-76031",
    cust(3, "Dev Patel", "dev.p@example.com"),
    [order("SU-76031", "C-3", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "just refund it"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "VAS-BUD"), "platform", [("VAS-BUD", 1)])], "escalations": []},
    {"actions": "Refund the vase, $32.00 + $2.56 = $34.56, platform. The replacement was withdrawn in the next sentence: nobody arranges one.",
     "why": "Customer changes mind mid-message; the final wish is the refund."})

# ---------------------------------------------------------------- 04 two orders, two problems
L1 = [("TWL-BTH", "Bath towel, sage", 2, 22.00)]
L2 = [("LMP-DSK", "Desk lamp, brass", 1, 45.00)]
add("V23B-04", "two orders in one mail: double charge on one, broken lamp on the other", ["multi_order", "multi_intent"],
    "Two orders - SU-76041 and SU-76042",
    "Hi,\n\nTwo things, sorry to bundle them.\n\nOrder SU-76041 (the towels): my bank app shows the $44.00 for "
    "the towels taken twice, a few minutes apart. Please refund the extra one.\n\nOrder SU-76042: the brass desk "
    "lamp arrived with the base cracked right through. I'd like a refund for it.\n\nThanks a lot,\nJosh Ferreira",
    "josh.ferreira@example.com", "SU-76041",
    cust(4, "Josh Ferreira", "josh.ferreira@example.com"),
    [order("SU-76041", "C-4", "S-HEARTH", L1, dup="items"),
     order("SU-76042", "C-4", "S-HEARTH", L2, placed="2026-11-11T09:00:00Z")],
    [{"kind": "duplicate_charge", "quote": "Please refund the extra one."},
     {"kind": "damaged_item", "quote": "I'd like a refund for it."}],
    {"outcome": "resolved", "refunds": [ref(4400, "platform"), ref(due(L2, "LMP-DSK"), "platform")], "escalations": []},
    {"actions": "SU-76041: refund the copy of the $44.00 items charge. SU-76042: refund the lamp $45.00 + $3.60 = $48.60. Both platform; total $92.60.",
     "why": "Two orders in one mail, each with its own request; a human handles both. (Runtime may hand the second order to a person; that would be a miss on money not paid.)"})

# ---------------------------------------------------------------- 05 thank-you note, asks nothing
L = [("BWL-RAM", "Ramen bowl, indigo", 2, 16.00)]
add("V23B-05", "thank-you note after an earlier refund", ["intents:none", "thanks"],
    "Thank you!",
    "Hi team,\n\nJust a quick note to say thank you - the refund for the chipped ramen bowl landed on my card "
    "yesterday and the other bowl is in daily use. Really appreciate how quickly Sam sorted it out.\n\n"
    "Have a lovely weekend,\nRuth\n\nOrder SU-76051",
    "ruth.k@example.com", "SU-76051",
    cust(5, "Ruth Kellerman", "ruth.k@example.com"),
    [order("SU-76051", "C-5", "S-HEARTH", L, refunds=[{"amount_cents": due(L, "BWL-RAM", 1), "source": "platform",
                                                        "case_type": "damaged_item", "reason": "one bowl chipped",
                                                        "lines": ["BWL-RAM"]}])],
    [],
    {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]},
    {"actions": "No money, no goods. A short thank-you reply; nothing to do.",
     "why": "Thank-you note; the refund it mentions is on record ($17.28)."})

# ---------------------------------------------------------------- 06 chaser about an earlier ticket
L = [("THR-WOOL", "Wool throw, oatmeal", 1, 36.50)]
add("V23B-06", "chaser: still charged twice, no answer to earlier mail", ["chaser", "duplicate_charge"],
    "Re: charged twice - still waiting",
    "Hello again,\n\nI wrote last Tuesday about order SU-76061 and haven't heard anything back. The $36.50 for "
    "the wool throw is STILL showing twice on my statement. Can someone please refund the second payment?\n\n"
    "Regards,\nAlan Whitby",
    "a.whitby@example.com", "SU-76061",
    cust(6, "Alan Whitby", "a.whitby@example.com"),
    [order("SU-76061", "C-6", "S-HEARTH", L, dup="items")],
    [{"kind": "duplicate_charge", "quote": "Can someone please refund the second payment?"}],
    {"outcome": "resolved", "refunds": [ref(3650, "platform", [])], "escalations": []},
    {"actions": "Refund the copy of the $36.50 items charge, platform. No earlier refund on record, so nothing was done on the first mail.",
     "why": "A chaser is still a live request when the record shows nothing was refunded."})

# ---------------------------------------------------------------- 07 quoted earlier reply, late fee
L = [("KTL-ENM", "Enamel kettle, red", 1, 38.00)]
add("V23B-07", "reply on top of a quoted support answer: late express fee", ["quoted_reply", "late_delivery"],
    "Re: Your order SU-76071",
    "Thanks for getting back to me, but nothing has happened yet. The kettle was meant to be here by the 12th "
    "(I paid for express for exactly that reason) and it came on the 15th. Can you refund the $9.95 express "
    "delivery please?\n\nCheers\nNina\n\n"
    "On Mon, 16 Nov 2026, Hearth & Home Support wrote:\n"
    "> Hi Nina, thanks for your message. I've passed your question about the delivery on to the team and\n"
    "> someone will be in touch within two working days.\n> Kind regards, Sam",
    "nina.l@example.com", "SU-76071",
    cust(7, "Nina Lowe", "nina.l@example.com"),
    [order("SU-76071", "C-7", "S-HEARTH", L, delivery=9.95, promised="2026-11-12",
           delivered="2026-11-15T11:00:00Z")],
    [{"kind": "late_delivery", "quote": "Can you refund the $9.95 express delivery please?"}],
    {"outcome": "resolved", "refunds": [ref(995, "platform", [])], "escalations": []},
    {"actions": "Refund the $9.95 delivery fee (promised 12 Nov, delivered 15 Nov), platform.",
     "why": "The quoted reply promises nothing done; the new text above it asks."})

# ---------------------------------------------------------------- 08 order number only in the signature
L = [("JUG-GLS", "Glass water jug, 1.2 l", 1, 27.00), ("CST-CRK", "Cork coasters, set of 4", 1, 9.00)]
add("V23B-08", "order ref only in signature; jug in pieces", ["ref:signature", "damaged_item"],
    "jug",
    "Morning,\n\nThe glass water jug came in pieces - the box was fine from the outside but the jug itself was "
    "shattered inside the bubble wrap. The coasters were ok. Could I have my money back for the jug?\n\n"
    "Thanks\nTom Reilly\nOrder SU-76081",
    "tom.reilly@example.com", "",
    cust(8, "Tom Reilly", "tom.reilly@example.com"),
    [order("SU-76081", "C-8", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "Could I have my money back for the jug?"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "JUG-GLS"), "platform", [("JUG-GLS", 1)])], "escalations": []},
    {"actions": "Refund the jug $27.00 + $2.16 = $29.16, platform; coasters fine.",
     "why": "Order number only after the sign-off; order_ref empty."})

# ---------------------------------------------------------------- 09 phone-typed, shade only
L = [("LMP-BASE", "Table lamp base, ceramic", 1, 48.00), ("LMP-SHD", "Lamp shade, linen drum", 1, 22.00)]
add("V23B-09", "phone-typed: shade bent, lamp fine", ["voice:typos", "damaged_item"],
    "order 76091",
    "hi got my parcel 2day but the lamp shade is all bent nd squashed on one side. can i get money back for "
    "the shade only, lamp itself is fine\nsent from my phone",
    "leah.m@example.com", "76091",
    cust(9, "Leah Morgan", "leah.m@example.com"),
    [order("SU-76091", "C-9", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "can i get money back for the shade only"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "LMP-SHD"), "platform", [("LMP-SHD", 1)])], "escalations": []},
    {"actions": "Refund the shade only: $22.00 + $1.76 = $23.76, platform. Never the base.",
     "why": "Phone text, no capitals, malformed ref '76091'."})

# ---------------------------------------------------------------- 10 non-native English
L = [("BLK-KNT", "Knitted blanket, grey", 1, 55.00)]
add("V23B-10", "non-native English: blanket with a hole", ["voice:non_native", "damaged_item"],
    "Problem with my order SU-76101",
    "Hello,\n\nI am writing you because I have received the order but the blanket have a big hole in the middle "
    "of it, I think it was like this already when it was packed. I want to ask you for to give my money back "
    "for it. I send photo if you need.\n\nThank you very much for your understanding.\nBest regards\nKatarzyna",
    "k.nowak@example.com", "SU-76101",
    cust(10, "Katarzyna Nowak", "k.nowak@example.com"),
    [order("SU-76101", "C-10", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "I want to ask you for to give my money back for it"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "BLK-KNT"), "platform", [("BLK-KNT", 1)])], "escalations": []},
    {"actions": "Refund the blanket $55.00 + $4.40 = $59.40, platform.",
     "why": "Non-native phrasing of a plain damage refund."})

# ---------------------------------------------------------------- 11 very short duplicate
L = [("CDL-SOY", "Soy candle, fig", 3, 12.00)]
add("V23B-11", "very short: charged twice??", ["voice:terse", "duplicate_charge"],
    "charged twice", "charged twice for 76111?? pls fix", "b.osei@example.com", "76111",
    cust(11, "Ben Osei", "b.osei@example.com"),
    [order("SU-76111", "C-11", "S-HEARTH", L, dup="items")],
    ["duplicate_charge"],
    {"outcome": "resolved", "refunds": [ref(3600, "platform", [])], "escalations": []},
    {"actions": "Refund the copy of the $36.00 items charge, platform.", "why": "Six words."})

# ---------------------------------------------------------------- 12 lost parcel, short
L = [("PAN-CST", "Cast iron skillet, 26 cm", 1, 39.00)]
add("V23B-12", "lost parcel: tracking says lost", ["non_delivery"],
    "Parcel never came",
    "Parcel never came. Tracking has said lost for about two weeks now. Order SU-76121. Refund please.\n-- Greg",
    "greg.h@example.com", "SU-76121",
    cust(12, "Greg Halloran", "greg.h@example.com"),
    [order("SU-76121", "C-12", "S-HEARTH", L, placed="2026-10-28T09:00:00Z", promised="2026-11-04",
           ship="lost", status="shipped")],
    ["non_delivery"],
    {"outcome": "resolved", "refunds": [ref(cents(39.00 + 4.99 + 3.12), "carrier_claim")], "escalations": []},
    {"actions": "Refund everything charged: $39.00 + $4.99 delivery + $3.12 tax = $47.11, by carrier claim.",
     "why": "Parcel marked lost, past its promised date."})

# ---------------------------------------------------------------- 13 late express, long context
L = [("GFT-BOX", "Tea gift box", 1, 34.00)]
add("V23B-13", "birthday present late, express fee asked back at the end", ["voice:rambling", "late_delivery"],
    "Late birthday present",
    "Dear Hearth & Home,\n\nI ordered the tea gift box for my mother's 80th, which was on Friday 13th. The site "
    "said express delivery would get it to me by Thursday the 12th, so I paid the extra for express. It arrived "
    "on Monday the 16th, three days after the party. My mother was very gracious about it and she loves the "
    "teas, so no harm done in the end, and the box itself is lovely.\n\nHowever, I did pay $7.95 specifically "
    "for the express service, and I'd like that back please.\n\nYours sincerely,\nPhilippa Grant\n(order SU-76131)",
    "p.grant@example.com", "SU-76131",
    cust(13, "Philippa Grant", "p.grant@example.com"),
    [order("SU-76131", "C-13", "S-HEARTH", L, delivery=7.95, promised="2026-11-12",
           delivered="2026-11-16T10:00:00Z", placed="2026-11-09T09:00:00Z")],
    [{"kind": "late_delivery", "quote": "I'd like that back please"}],
    {"outcome": "resolved", "refunds": [ref(795, "platform", [])], "escalations": []},
    {"actions": "Refund the $7.95 express fee (promised 12 Nov, delivered 16 Nov), platform.",
     "why": "Request is one line near the end; 'I'd like that back' refers to the fee in the sentence."})

# ---------------------------------------------------------------- 14 change of mind, return only
L = [("CUS-VLV", "Velvet cushion cover, mustard", 2, 19.00)]
add("V23B-14", "colour doesn't go with the sofa: send them back", ["change_of_mind"],
    "Returning cushion covers",
    "Hi! The cushion covers arrived safe and sound and they're lovely quality, but once I put them on the sofa "
    "the mustard just doesn't work with our rug. Can I send them back? They're unused, still in the packet.\n\n"
    "Thanks, Priti (SU-76141)",
    "priti.s@example.com", "SU-76141",
    cust(14, "Priti Shah", "priti.s@example.com"),
    [order("SU-76141", "C-14", "S-HEARTH", L)],
    ["change_of_mind"],
    {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "CUS-VLV"}], "escalations": []},
    {"actions": "Start a return of the two covers (4 days after delivery, window 30). Refund follows the return; no money in the run.",
     "why": "Plain change of mind."})

# ---------------------------------------------------------------- 15 wrong item
L = [("TPT-BLU", "Teapot, cobalt blue", 1, 29.00)]
add("V23B-15", "wrong colour sent: ordered blue, got green", ["wrong_item"],
    "wrong teapot",
    "hiya, ordered the blue teapot (SU-76151) and a green one turned up in the box. not what i ordered! "
    "how do i swap it over?",
    "jo.c@example.com", "SU-76151",
    cust(15, "Jo Carter", "jo.c@example.com"),
    [order("SU-76151", "C-15", "S-HEARTH", L)],
    ["wrong_item"],
    {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TPT-BLU"}], "escalations": []},
    {"actions": "Start a return of the wrong teapot (the line); the right one / refund follows. No money in the run.",
     "why": "Wrong item asked as 'how do i swap it over?'."})

# ---------------------------------------------------------------- 16 damaged mug + double charge same order
L = [("MUG-TAL", "Tall latte mug", 2, 14.00), ("SPN-SET", "Teaspoons, set of 4", 1, 12.00)]
add("V23B-16", "one mug cracked and the whole order charged twice", ["multi_intent"],
    "A couple of problems with SU-76161",
    "Hello,\n\nSorry to be a pain. One of the two latte mugs came with a crack down the handle, and when I "
    "checked my card I've also been charged twice for the order ($40.00 both times).\n\nCould you refund the "
    "cracked mug and the extra $40.00?\n\nMany thanks,\nOwen",
    "owen.d@example.com", "SU-76161",
    cust(16, "Owen Davies", "owen.d@example.com"),
    [order("SU-76161", "C-16", "S-HEARTH", L, dup="items")],
    [{"kind": "damaged_item", "quote": "One of the two latte mugs came with a crack down the handle"},
     {"kind": "duplicate_charge", "quote": "I've also been charged twice for the order ($40.00 both times)"}],
    {"outcome": "resolved",
     "refunds": [ref(due(L, "MUG-TAL", 1), "platform", [("MUG-TAL", 1)]), ref(4000, "platform", [])],
     "escalations": []},
    {"actions": "Refund one mug $14.00 + $1.12 = $15.12 and the $40.00 items copy; both platform; total $55.12.",
     "why": "Two requests in one sentence; one mug of two."})

# ---------------------------------------------------------------- 17 damage withdrawn (glued), duplicate stays
L = [("FRM-OAK", "Oak picture frame, A4", 2, 12.00)]
add("V23B-17", "was going to ask about the frame, glued it; second payment still there", ["mind_change", "duplicate_charge"],
    "second payment",
    "Hi,\n\nI was going to ask you to send a new corner piece for one of the oak frames, it came a bit loose in "
    "transit, but never mind, I glued it back and it's fine now.\n\nThe real reason I'm writing: there's a "
    "second payment of $24.00 for SU-76171 on my card. Please refund that one.\n\nThanks\nMia",
    "mia.r@example.com", "SU-76171",
    cust(17, "Mia Russo", "mia.r@example.com"),
    [order("SU-76171", "C-17", "S-HEARTH", L, dup="items")],
    [{"kind": "duplicate_charge", "quote": "Please refund that one."}],
    {"outcome": "resolved", "refunds": [ref(2400, "platform", [])], "escalations": []},
    {"actions": "Refund the $24.00 items copy, platform. Nothing for the frame (customer fixed it).",
     "why": "A withdrawn part request before the real one."})

# ---------------------------------------------------------------- 18 refund -> replacement instead
L = [("PLN-TER", "Terracotta planter, large", 1, 30.00)]
add("V23B-18", "asks refund then 'send a new one instead of the money'", ["mind_change", "other"],
    "cracked planter SU-76181",
    "Please refund the cracked planter. Hmm, on second thought I'd rather you send a new one instead of the "
    "money - it was a perfect match for the other two on the patio.\n\nRegards,\nIan",
    "ian.w@example.com", "SU-76181",
    cust(18, "Ian Walsh", "ian.w@example.com"),
    [order("SU-76181", "C-18", "S-HEARTH", L)],
    [{"kind": "other", "quote": "I'd rather you send a new one instead of the money"}],
    {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "send a new one"}]},
    {"actions": "No refund (customer withdrew it for a replacement). A person arranges a new planter.",
     "why": "Mind changed the other way: the money must be held."})

# ---------------------------------------------------------------- 19 over the ceiling, rambling
L = [("CHR-ACC", "Accent armchair, teal boucle", 1, 180.00)]
add("V23B-19", "armchair torn, over the ceiling, long mail", ["above_ceiling", "damaged_item", "voice:rambling"],
    "Armchair",
    "Good afternoon,\n\nWe took delivery of the teal armchair on Monday. The two delivery men were very nice "
    "and carried it up to the flat, which I appreciated as we're on the fourth floor with no lift. It was only "
    "after they left and I took the plastic off that I saw the fabric on the left arm is torn, about 10 cm, "
    "looks like it caught on a staple in the crate. We'd rather not wait weeks for another one and honestly "
    "we've gone off the colour a bit, so I'd like a refund for the chair.\n\nWe'll keep it in the spare room "
    "in the meantime if you'd like to collect it at some point.\n\nKind regards,\nRosa and Mark Bianchi\nSU-76191",
    "rosa.bianchi@example.com", "SU-76191",
    cust(19, "Rosa Bianchi", "rosa.bianchi@example.com"),
    [order("SU-76191", "C-19", "S-HEARTH", L, delivery=0)],
    [{"kind": "damaged_item", "quote": "so I'd like a refund for the chair"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "CHR-ACC"), "platform", [("CHR-ACC", 1)])], "escalations": []},
    {"actions": "Refund the armchair $180.00 + $14.40 = $194.40, platform, after a lead approves (over the $150 ceiling).",
     "why": "Over the ceiling; the lead approves exactly $194.40."},
    approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": 19440,
                           "note": "Torn on arrival, photos fine."}]})

# ---------------------------------------------------------------- 20 marketplace, one of two holders
L = [("HLD-CDL", "Ceramic candle holder", 2, 15.00)]
add("V23B-20", "marketplace: one of two candle holders shattered", ["seller:marketplace", "damaged_item"],
    "Candle holders - one broken",
    "Hi there, the two candle holders from Fernhill arrived today (order SU-76201). One is perfect, the other "
    "one was shattered in the box. Could I get a refund for the broken one? Thank you! Aoife",
    "aoife.m@example.com", "SU-76201",
    cust(20, "Aoife Murphy", "aoife.m@example.com"),
    [order("SU-76201", "C-20", "S-FERN", L)],
    ["damaged_item"],
    {"outcome": "resolved", "refunds": [ref(due(L, "HLD-CDL", 1), "seller", [("HLD-CDL", 1)])], "escalations": []},
    {"actions": "Refund one holder $15.00 + $1.20 = $16.20, funded by the seller (marketplace, refund_keep_item).",
     "why": "One unit of two; marketplace seller pays."})

# ---------------------------------------------------------------- 21 marketplace replace remedy
L = [("RUG-JUT", "Jute runner rug, 70x200", 1, 64.00)]
add("V23B-21", "marketplace seller whose remedy is a replacement", ["seller:marketplace", "damaged_item"],
    "Rug arrived damaged",
    "Hello, my jute runner (SU-76211) came with a big water stain and the edging unravelling along one side. "
    "What can you do? I'm happy with whatever is quickest. - Sven",
    "sven.l@example.com", "SU-76211",
    cust(21, "Sven Lund", "sven.l@example.com"),
    [order("SU-76211", "C-21", "S-LOOM", L)],
    ["damaged_item"],
    {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "replace"}]},
    {"actions": "No refund: Loomworks' damage remedy is a replacement the seller sends; a person arranges it with the seller.",
     "why": "Seller supplement says replace."})

# ---------------------------------------------------------------- 22 two orders: damage + late
L1 = [("SLD-BWL", "Salad bowl, olive wood", 1, 42.00)]
L2 = [("OIL-DSP", "Oil dispenser, glass", 1, 16.00)]
add("V23B-22", "two orders, two problems, one chatty mail", ["multi_order", "multi_intent"],
    "My two orders",
    "Hiya!\n\nHope all's well. I've got two orders on the go with you. The olive wood salad bowl (SU-76221) "
    "turned up with a split along the grain, which is a shame because it's gorgeous otherwise - please refund "
    "it. And the oil dispenser (SU-76222) was supposed to come by the 12th and only got here on the 14th; I "
    "paid $4.99 delivery for that, could I have the delivery charge back?\n\nTa,\nBecky",
    "becky.t@example.com", "SU-76221",
    cust(22, "Becky Tran", "becky.t@example.com"),
    [order("SU-76221", "C-22", "S-HEARTH", L1),
     order("SU-76222", "C-22", "S-HEARTH", L2, promised="2026-11-12", delivered="2026-11-14T15:00:00Z",
           placed="2026-11-08T09:00:00Z")],
    [{"kind": "damaged_item", "quote": "please refund it"},
     {"kind": "late_delivery", "quote": "could I have the delivery charge back?"}],
    {"outcome": "resolved", "refunds": [ref(due(L1, "SLD-BWL"), "platform"), ref(499, "platform")], "escalations": []},
    {"actions": "SU-76221: refund the bowl $42.00 + $3.36 = $45.36. SU-76222: refund the $4.99 delivery fee (promised 12th, came 14th). Platform; total $50.35.",
     "why": "Second order named only in the body."})

# ---------------------------------------------------------------- 23 thank-you with a buried request
L = [("PIL-FTH", "Feather pillow", 2, 26.00)]
add("V23B-23", "thank-you note with delivery charged twice tucked in", ["thanks", "duplicate_charge"],
    "Thanks so much!",
    "Hi lovely people,\n\nThank you so much for the quick help last month, the replacement duvet is dreamy and "
    "I sleep like a baby now. Just placed another order (SU-76231, the pillows) and everything arrived fine. "
    "Oh, one small thing - the $4.99 delivery got charged twice on it, could you pop one back? No rush at all.\n\n"
    "Warmly,\nHelen x",
    "helen.f@example.com", "SU-76231",
    cust(23, "Helen Fry", "helen.f@example.com"),
    [order("SU-76231", "C-23", "S-HEARTH", L, dup="delivery")],
    [{"kind": "duplicate_charge", "quote": "could you pop one back?"}],
    {"outcome": "resolved", "refunds": [ref(499, "platform", [])], "escalations": []},
    {"actions": "Refund the duplicated $4.99 delivery charge, platform. The duvet thanks is context.",
     "why": "Request buried in a thank-you note."})

# ---------------------------------------------------------------- 24 non-native, lost parcel
L = [("SCR-WOL", "Wool scarf, rust", 1, 28.00), ("GLV-LTH", "Leather gloves", 1, 42.00)]
add("V23B-24", "non-native: parcel not arrive, tracking not move", ["voice:non_native", "non_delivery"],
    "Order not arrive",
    "Good day. My order number SU-76241 is not arrive until now. The tracking is not move since many days and "
    "now it say lost. Please I want refund of all the money. Thank you",
    "l.ferrari@example.com", "SU-76241",
    cust(24, "Luca Ferrari", "l.ferrari@example.com"),
    [order("SU-76241", "C-24", "S-HEARTH", L, placed="2026-10-30T09:00:00Z", promised="2026-11-06",
           ship="lost", status="shipped")],
    [{"kind": "non_delivery", "quote": "Please I want refund of all the money"}],
    {"outcome": "resolved", "refunds": [ref(cents(70.00 + 4.99 + 5.60), "carrier_claim")], "escalations": []},
    {"actions": "Refund everything: $70.00 + $4.99 + $5.60 = $80.59, by carrier claim.",
     "why": "Non-native English; parcel lost, past promise."})

# ---------------------------------------------------------------- 25 quoted reply says charge refunded; new damage
L = [("POT-GLZ", "Glazed plant pot, 18 cm", 1, 21.00), ("SCR-PLT", "Plant mister", 1, 8.00)]
add("V23B-25", "thanks for the double-charge refund; pot cracked too (quoted thread)", ["quoted_reply", "damaged_item"],
    "Re: Re: double charge SU-76251",
    "Thanks Sam, I can see the refund for the double charge now, all good there.\n\nSorry, I forgot to say last "
    "time: the glazed plant pot in the same order arrived with a crack up the side. Can that be refunded too?\n\n"
    "Best,\nDaniel\n\n"
    "On Tue, 17 Nov 2026, Hearth & Home Support wrote:\n"
    "> Hi Daniel, you were charged twice for order SU-76251. I've refunded the second charge of $29.00 today;\n"
    "> it should show within 3-5 days.\n> Sam",
    "daniel.k@example.com", "SU-76251",
    cust(25, "Daniel Kim", "daniel.k@example.com"),
    [order("SU-76251", "C-25", "S-HEARTH", L, dup="items",
           refunds=[{"amount_cents": 2900, "source": "platform", "case_type": "duplicate_charge",
                     "reason": "items charged twice", "charges": [4]}])],
    [{"kind": "damaged_item", "quote": "Can that be refunded too?"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "POT-GLZ"), "platform", [("POT-GLZ", 1)])], "escalations": []},
    {"actions": "Refund the pot $21.00 + $1.68 = $22.68, platform. Never the $29.00 copy again (already refunded).",
     "why": "Settled duplicate in the quoted thread and the first line; new damage claim."})

# ---------------------------------------------------------------- 26 phone typos, 2 of 3 glasses
L = [("GLS-HIB", "Highball glass", 3, 12.00)]
add("V23B-26", "typos: 2 of the 3 glases brokn", ["voice:typos", "damaged_item"],
    "glases",
    "ordr SU-76261 - the 3 glases, 2 came brokn. 3rd one ok. refnd the 2 pls",
    "zac.p@example.com", "SU-76261",
    cust(26, "Zac Price", "zac.p@example.com"),
    [order("SU-76261", "C-26", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "refnd the 2 pls"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "GLS-HIB", 2), "platform", [("GLS-HIB", 2)])], "escalations": []},
    {"actions": "Refund two glasses: $24.00 + $1.92 = $25.92, platform.", "why": "Counts in digits, heavy typos."})

# ---------------------------------------------------------------- 27 return withdrawn, late fee stays
L = [("RUG-WOL", "Wool rug, 120x170", 1, 89.00)]
add("V23B-27", "return label asked, then 'I'll keep it'; late fee asked", ["mind_change", "late_delivery"],
    "rug SU-76271",
    "Hi, please send me a return label for the rug, I'm not sure about the pattern. Wait - actually I've just "
    "put it down again and my partner loves it, so I'll keep it, ignore that. What I would like though: it was "
    "promised for the 10th and didn't arrive until the 14th, and I paid $6.95 delivery. Can I get that back?\n"
    "Cheers, Sol",
    "sol.a@example.com", "SU-76271",
    cust(27, "Sol Amari", "sol.a@example.com"),
    [order("SU-76271", "C-27", "S-HEARTH", L, delivery=6.95, promised="2026-11-10",
           delivered="2026-11-14T13:00:00Z", placed="2026-11-05T09:00:00Z")],
    [{"kind": "late_delivery", "quote": "Can I get that back?"}],
    {"outcome": "resolved", "refunds": [ref(695, "platform", [])], "returns": [], "escalations": []},
    {"actions": "Refund the $6.95 delivery fee (promised 10th, delivered 14th), platform. No return of the rug.",
     "why": "Return withdrawn mid-message."})

# ---------------------------------------------------------------- 28 very short thanks
L = [("TRY-BAM", "Bamboo tray", 1, 24.00)]
add("V23B-28", "got the refund, thx", ["intents:none", "thanks", "voice:terse"],
    "Re: tray", "got the refund, thx!", "nico.v@example.com", "SU-76281",
    cust(28, "Nico Vega", "nico.v@example.com"),
    [order("SU-76281", "C-28", "S-HEARTH", L, refunds=[{"amount_cents": due(L, "TRY-BAM"), "source": "platform",
                                                         "case_type": "damaged_item", "reason": "tray split",
                                                         "lines": ["TRY-BAM"]}])],
    [],
    {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]},
    {"actions": "Nothing; no money. At most a one-line acknowledgement.", "why": "Acknowledges a refund on record."})

# ---------------------------------------------------------------- 29 past settled problem on old order + new one
Lold = [("KTL-STL", "Steel kettle", 1, 35.00)]
L = [("TST-2SL", "Two-slice toaster, cream", 1, 49.00)]
add("V23B-29", "last month's kettle refunded (context); this time the toaster", ["settled_past", "damaged_item"],
    "Another breakage, sorry! SU-76291",
    "Hello again,\n\nLast month the kettle (SU-76290) came dented and you refunded it straight away, which I "
    "was really grateful for. I'm afraid this time the toaster (SU-76291) has arrived with the plastic housing "
    "cracked at the back. Could you refund the toaster as well?\n\nThanks for your help,\nMargaret",
    "margaret.o@example.com", "SU-76291",
    cust(29, "Margaret O'Neill", "margaret.o@example.com"),
    [order("SU-76290", "C-29", "S-HEARTH", Lold, placed="2026-10-12T09:00:00Z", promised="2026-10-19",
           delivered="2026-10-17T12:00:00Z",
           refunds=[{"amount_cents": due(Lold, "KTL-STL"), "source": "platform", "case_type": "damaged_item",
                     "reason": "kettle dented", "lines": ["KTL-STL"]}]),
     order("SU-76291", "C-29", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "Could you refund the toaster as well?"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "TST-2SL"), "platform", [("TST-2SL", 1)])], "escalations": []},
    {"actions": "Refund the toaster $49.00 + $3.92 = $52.92 on SU-76291, platform. Nothing on the kettle (settled, on record).",
     "why": "A settled past problem on another order is context."})

# ---------------------------------------------------------------- 30 numbered list: chipped bowl, tongs fine, late
L = [("BWL-SLD", "Ceramic salad bowl, large", 1, 36.00), ("TNG-WD", "Wooden salad tongs", 1, 10.00)]
add("V23B-30", "numbered list: bowl chipped, tongs fine, delivery late", ["multi_intent", "voice:formal"],
    "Order SU-76301 - issues",
    "Dear Sir or Madam,\n\nI write regarding order SU-76301.\n\n1. The large salad bowl arrived chipped on the "
    "rim.\n2. The salad tongs are in perfect condition.\n3. Delivery was promised for 10 November but the "
    "parcel arrived on 14 November.\n\nI would be grateful if you would refund the bowl and the delivery "
    "charge.\n\nYours faithfully,\nE. Hargreaves",
    "e.hargreaves@example.com", "SU-76301",
    cust(30, "Edith Hargreaves", "e.hargreaves@example.com"),
    [order("SU-76301", "C-30", "S-HEARTH", L, promised="2026-11-10", delivered="2026-11-14T10:00:00Z",
           placed="2026-11-05T09:00:00Z")],
    [{"kind": "damaged_item", "quote": "The large salad bowl arrived chipped on the rim."},
     {"kind": "late_delivery", "quote": "Delivery was promised for 10 November but the parcel arrived on 14 November."}],
    {"outcome": "resolved",
     "refunds": [ref(due(L, "BWL-SLD"), "platform", [("BWL-SLD", 1)]), ref(499, "platform", [])],
     "escalations": []},
    {"actions": "Refund the bowl $36.00 + $2.88 = $38.88 and the $4.99 delivery fee; platform; total $43.87. Not the tongs.",
     "why": "Numbered list, one line fine."})

# ---------------------------------------------------------------- 31 amount in words
L = [("APR-LIN", "Linen apron", 1, 42.50)]
add("V23B-31", "amount in words: forty-two fifty twice", ["duplicate_charge", "amount_words"],
    "Charged two times",
    "Hi, you took forty-two dollars fifty off my card two times for the apron, order SU-76311. Only bought one! "
    "Could you give the second one back please. Thanks, Georgia",
    "georgia.b@example.com", "SU-76311",
    cust(31, "Georgia Bell", "georgia.b@example.com"),
    [order("SU-76311", "C-31", "S-HEARTH", L, dup="items")],
    [{"kind": "duplicate_charge", "quote": "Could you give the second one back please."}],
    {"outcome": "resolved", "refunds": [ref(4250, "platform", [])], "escalations": []},
    {"actions": "Refund the $42.50 items copy, platform.", "why": "Amount in words matches the record's copy."})

# ---------------------------------------------------------------- 32 foreign currency
L = [("CLK-WAL", "Wall clock, walnut", 1, 39.00)]
add("V23B-32", "UK card: two payments of £31.20", ["duplicate_charge", "currency:gbp", "voice:formal"],
    "Duplicate payment - SU-76321",
    "Good morning,\n\nI am based in the UK and bought the walnut wall clock (order SU-76321) last week. My credit "
    "card statement shows two payments of £31.20 to your company on the same day. I only placed one order. "
    "Please refund the duplicate.\n\nKind regards,\nOliver Pemberton",
    "o.pemberton@example.co.uk", "SU-76321",
    cust(32, "Oliver Pemberton", "o.pemberton@example.co.uk"),
    [order("SU-76321", "C-32", "S-HEARTH", L, dup="items")],
    [{"kind": "duplicate_charge", "quote": "Please refund the duplicate."}],
    {"outcome": "resolved", "refunds": [ref(3900, "platform", [])], "escalations": []},
    {"actions": "Refund the $39.00 items copy the record shows, in USD, platform; tell the customer the GBP figure was not compared.",
     "why": "Amount stated in pounds; the record has an identical copy."})

# ---------------------------------------------------------------- 33 angry chaser, lost
L = [("SPK-BT", "Bluetooth speaker", 1, 59.00)]
add("V23B-33", "angry third chaser: never arrived", ["chaser", "voice:angry", "non_delivery"],
    "THIRD EMAIL - where is my order??",
    "This is the THIRD time I am writing. Order SU-76331 NEVER ARRIVED. Your tracking page says lost. I don't "
    "want excuses, I want my money back. Today.",
    "r.hughes@example.com", "SU-76331",
    cust(33, "Ray Hughes", "r.hughes@example.com"),
    [order("SU-76331", "C-33", "S-HEARTH", L, placed="2026-10-26T09:00:00Z", promised="2026-11-02",
           ship="lost", status="shipped")],
    [{"kind": "non_delivery", "quote": "I want my money back"}],
    {"outcome": "resolved", "refunds": [ref(cents(59.00 + 4.99 + 4.72), "carrier_claim")], "escalations": []},
    {"actions": "Refund everything: $59.00 + $4.99 + $4.72 = $68.71, by carrier claim.",
     "why": "Angry chaser, capitals; lost parcel."})

# ---------------------------------------------------------------- 34 non-native, one of two cups
L = [("CUP-ESP", "Espresso cup with saucer", 2, 11.00)]
add("V23B-34", "non-native: one cup broken when arrive", ["voice:non_native", "damaged_item"],
    "broken cup",
    "Hello, sorry for my english. I buy 2 cups (order SU-76341), one is broken when arrive, the other is good. "
    "Can you return me the money for the broken one? Thank you so much. Yuki",
    "yuki.t@example.com", "SU-76341",
    cust(34, "Yuki Tanaka", "yuki.t@example.com"),
    [order("SU-76341", "C-34", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "Can you return me the money for the broken one?"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "CUP-ESP", 1), "platform", [("CUP-ESP", 1)])], "escalations": []},
    {"actions": "Refund one cup $11.00 + $0.88 = $11.88, platform. 'return me the money' is a refund, not a return of goods.",
     "why": "Non-native 'return me the money'."})

# ---------------------------------------------------------------- 35 praise + address change
L = [("BSK-WIL", "Willow log basket", 1, 45.00)]
add("V23B-35", "loved it; please update my address", ["other", "thanks"],
    "Lovely basket + address",
    "Hi, the willow basket is even nicer in real life, thank you! Could you please update my address to "
    "14 Birch Lane, Bramford for future orders? We're moving next week.\n\nBest, Carys",
    "carys.j@example.com", "SU-76351",
    cust(35, "Carys Jones", "carys.j@example.com"),
    [order("SU-76351", "C-35", "S-HEARTH", L)],
    [{"kind": "other", "quote": "Could you please update my address to 14 Birch Lane, Bramford for future orders?"}],
    {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "14 Birch Lane"}]},
    {"actions": "No money. A person updates the address.", "why": "Request of no known kind beside praise."})

# ---------------------------------------------------------------- 36 request only in the subject
L = [("PAN-SCE", "Saucepan, 18 cm stainless", 1, 33.00)]
add("V23B-36", "request in the subject, body 'see subject'", ["subject_only", "damaged_item"],
    "Refund for dented saucepan - SU-76361",
    "Hi, see subject. The side is pushed in, it won't sit flat on the hob. Photos attached.\n\nRegards,\nPriya",
    "priya.n@example.com", "SU-76361",
    cust(36, "Priya Nair", "priya.n@example.com"),
    [order("SU-76361", "C-36", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "Refund for dented saucepan"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "PAN-SCE"), "platform", [("PAN-SCE", 1)])], "escalations": []},
    {"actions": "Refund the saucepan $33.00 + $2.64 = $35.64, platform.", "why": "The ask is only in the subject."})

# ---------------------------------------------------------------- 37 late claim, but delivered on time
L = [("BRD-BIN", "Bread bin, enamel", 1, 31.00)]
add("V23B-37", "says it was late, record says on time", ["late_delivery", "decline"],
    "late delivery refund",
    "Hi, my bread bin (SU-76371) took ages to come, I had to wait in all week. Can I have the delivery fee "
    "refunded please? Thanks, Fran",
    "fran.g@example.com", "SU-76371",
    cust(37, "Fran Gill", "fran.g@example.com"),
    [order("SU-76371", "C-37", "S-HEARTH", L, promised="2026-11-17", delivered="2026-11-16T14:00:00Z")],
    [{"kind": "late_delivery", "quote": "Can I have the delivery fee refunded please?"}],
    {"outcome": "partial", "refunds": [], "returns": [], "escalations": [], "deferred": [{"item": "delivery"}]},
    {"actions": "No money: promised 17 Nov, delivered 16 Nov - on time. Decline politely, telling the dates.",
     "why": "A claim the record does not support."})

# ---------------------------------------------------------------- 38 two orders: double charge + lost
L1 = [("NTB-A5", "A5 notebook, dotted", 4, 9.00)]
L2 = [("LMP-FLR", "Floor lamp, black", 1, 74.00)]
add("V23B-38", "two orders: notebooks charged twice, lamp lost", ["multi_order", "multi_intent"],
    "SU-76381 / SU-76382",
    "Hello,\n\nA couple of things:\n- SU-76381 (notebooks): I've been charged $36.00 twice.\n- SU-76382 (floor "
    "lamp): never arrived, the tracking says the parcel was lost.\n\nPlease refund both. Thanks,\nAmir",
    "amir.h@example.com", "SU-76381",
    cust(38, "Amir Haddad", "amir.h@example.com"),
    [order("SU-76381", "C-38", "S-HEARTH", L1, dup="items"),
     order("SU-76382", "C-38", "S-HEARTH", L2, placed="2026-10-27T09:00:00Z", promised="2026-11-03",
           ship="lost", status="shipped")],
    [{"kind": "duplicate_charge", "quote": "I've been charged $36.00 twice."},
     {"kind": "non_delivery", "quote": "never arrived, the tracking says the parcel was lost."}],
    {"outcome": "resolved",
     "refunds": [ref(3600, "platform"), ref(cents(74.00 + 4.99 + 5.92), "carrier_claim")], "escalations": []},
    {"actions": "SU-76381: refund the $36.00 items copy (platform). SU-76382: refund everything $74.00 + $4.99 + $5.92 = $84.91 by carrier claim. Total $120.91.",
     "why": "Two orders in a bulleted list; 'refund both'."})

# ---------------------------------------------------------------- 39 quoted question, replacement -> refund
L = [("DSH-PIE", "Enamel pie dish", 1, 19.00)]
add("V23B-39", "answers 'replacement or refund?' then changes to refund", ["quoted_reply", "mind_change", "damaged_item"],
    "Re: Your chipped pie dish",
    "Replacement please.\n\nActually, you know what, just refund me instead, I don't want to wait another week "
    "for the post. Sorry for the back and forth!\n\nLiz\n\n"
    "On Wed, 18 Nov 2026, Hearth & Home Support wrote:\n"
    "> Hi Liz, sorry to hear the pie dish from order SU-76391 arrived chipped. Would you like a replacement\n"
    "> or a refund?\n> Sam",
    "liz.m@example.com", "SU-76391",
    cust(39, "Liz Moreno", "liz.m@example.com"),
    [order("SU-76391", "C-39", "S-HEARTH", L)],
    [{"kind": "damaged_item", "quote": "just refund me instead"}],
    {"outcome": "resolved", "refunds": [ref(due(L, "DSH-PIE"), "platform", [("DSH-PIE", 1)])], "escalations": []},
    {"actions": "Refund the pie dish $19.00 + $1.52 = $20.52, platform. No replacement.",
     "why": "The damage is told only in the quoted support mail; the new text changes the remedy to a refund."})

# ---------------------------------------------------------------- 40 duplicate delivery + waived squashed box
L = [("BKS-SET", "Bookends, cast iron pair", 1, 38.00)]
add("V23B-40", "mostly context: gift story, double delivery fee, squashed box waived", ["voice:rambling", "duplicate_charge"],
    "bookends order",
    "Hello!\n\nThe bookends were a leaving present for a colleague who's retiring after thirty years in the "
    "library - very fitting, everyone laughed. The box was a bit squashed when it came but the bookends "
    "themselves are fine, so no need to do anything about that.\n\nI did notice the $4.99 delivery was charged "
    "twice on SU-76401 though. Could you refund the duplicate delivery charge?\n\nThanks,\nGwen",
    "gwen.a@example.com", "SU-76401",
    cust(40, "Gwen Ashby", "gwen.a@example.com"),
    [order("SU-76401", "C-40", "S-HEARTH", L, dup="delivery")],
    [{"kind": "duplicate_charge", "quote": "Could you refund the duplicate delivery charge?"}],
    {"outcome": "resolved", "refunds": [ref(499, "platform", [])], "escalations": []},
    {"actions": "Refund the duplicated $4.99 delivery charge, platform. Nothing for the squashed box (waived).",
     "why": "Waived problem beside the real request."})


def main():
    assert len(CASES) == 40 and len({c["id"] for c in CASES}) == 40
    with open(os.path.join(HERE, "ver23b.jsonl"), "w") as f:
        f.write("// blind round ver23b (held back): ordinary support mail as it really arrives; written by gen.py\n")
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    money = sum(1 for n in NOTES.values() if n["exact_money"])
    with open(os.path.join(HERE, "notes.json"), "w") as f:
        json.dump({"round": "ver23b", "held_back": True, "cases": len(CASES),
                   "expect_exact_money": money, "notes": NOTES}, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(f"{len(CASES)} cases, {money} expect exact money")


if __name__ == "__main__":
    main()
