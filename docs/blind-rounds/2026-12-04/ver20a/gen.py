"""Blind round ver20a (2026-12-04): the substance of money decisions.

Writes ver20a.jsonl (40 tickets) and notes.json beside this file. Deterministic: no clock,
no randomness. Every order is taxed at 8% on its items and every unit price is a multiple of
25 cents, so a line's refund (price x units + its tax share) is exact to the cent.

    python docs/blind-rounds/2026-12-04/ver20a/gen.py
"""
import json
import os
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
TAX = 0.08

FIRST = {"ref": "S-HH", "name": "Hearth & Home", "seller_type": "first_party"}
MKT_KEEP = {"ref": "S-LOFT", "name": "Loftworks Studio", "seller_type": "marketplace"}
MKT_COLLECT = {"ref": "S-KILN", "name": "Kiln & Co", "seller_type": "marketplace"}
SUPPS = {
    "S-HH": {"ref": "SUP-HH", "seller": "S-HH", "accepts_returns": True, "return_window_days": 30,
             "damage_remedy": "refund_keep_item",
             "text": "Damaged on arrival: refunded with tax, keep the item. Returns within 30 days, unused."},
    "S-LOFT": {"ref": "SUP-LOFT", "seller": "S-LOFT", "accepts_returns": True, "return_window_days": 30,
               "damage_remedy": "refund_keep_item",
               "text": "Loftworks refunds damaged goods (price and tax); no need to send them back."},
    "S-KILN": {"ref": "SUP-KILN", "seller": "S-KILN", "accepts_returns": True, "return_window_days": 30,
               "damage_remedy": "collect_and_refund",
               "text": "Kiln & Co collects damaged pieces and refunds once the collection is booked."},
}

NOW = "2026-11-20T16:00:00Z"


def cents_tax(items_cents):
    t = items_cents * TAX
    assert abs(t - round(t)) < 1e-6, items_cents
    return int(round(t))


def due(price, units):
    """price x units with its 8% tax share."""
    return price * units + cents_tax(price * units)


def shipment(track, promised, delivered, status="delivered", lines=None, carrier="UPS", scans=None):
    s = {"carrier": carrier, "tracking_number": track, "status": status, "promised_by": promised,
         "delivered_at": delivered, "scans": scans}
    if scans is None:
        if delivered:
            d = datetime.fromisoformat(delivered.replace("Z", "+00:00"))
        else:
            d = datetime.fromisoformat(promised + "T12:00:00+00:00")
        z = lambda t: t.strftime("%Y-%m-%dT%H:%M:%SZ")
        s["scans"] = [
            {"at": z(d - timedelta(days=2)), "code": "picked_up", "location": "Reno NV"},
            {"at": z(d - timedelta(days=1)), "code": "in_transit", "location": "Sacramento CA"},
        ]
        if delivered:
            s["scans"] += [{"at": z(d - timedelta(hours=4)), "code": "out_for_delivery", "location": "Oakland CA"},
                           {"at": z(d), "code": "delivered", "location": "Oakland CA"}]
    if lines is not None:
        s["lines"] = lines
    return s


def order(ref, cust, seller, lines, placed="2026-11-08T10:00:00Z", delivery_fee=595, shipments=None,
          extra_charges=(), refunds=None, returns=None, delivered="2026-11-12T18:30:00Z", promised="2026-11-13"):
    items = sum(l["unit_price_cents"] * l["quantity"] for l in lines)
    charges = [
        {"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed},
        {"kind": "tax", "description": "Sales tax", "amount_cents": cents_tax(items), "charged_at": placed},
    ]
    if delivery_fee:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery_fee,
                        "charged_at": placed})
    charges += list(extra_charges)
    if shipments is None:
        shipments = [shipment("1Z" + ref[-5:] + "A", promised, delivered)]
    o = {"ref": ref, "customer": cust, "seller": seller["ref"], "status": "delivered", "placed_at": placed,
         "lines": lines, "charges": charges, "shipments": shipments}
    if refunds:
        o["refunds"] = refunds
    if returns:
        o["returns"] = returns
    return o


def L(sku, desc, qty, price):
    return {"sku": sku, "description": desc, "quantity": qty, "unit_price_cents": price}


CASES = []
NOTES = {}


def case(n, *, subject, body, email, name, order_ref, orders, intents, expected, shape, why,
         sellers=(FIRST,), now=NOW, extra_customers=(), approver=None, time_zone=None, tags=()):
    cid = f"V20A-{n:02d}"
    world = {
        "customers": [{"ref": "C-1", "name": name, "email": email}] + list(extra_customers),
        "sellers": list(sellers),
        "supplements": [SUPPS[s["ref"]] for s in sellers],
        "orders": orders,
    }
    if time_zone:
        world["time_zone"] = time_zone
    c = {"id": cid, "title": shape, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": world, "now": now, "intents": intents, "expected": expected}
    if approver:
        c["approver"] = approver
    for it in intents:
        if isinstance(it, dict) and "quote" in it:
            q = it["quote"].lower()
            assert q in (subject + "\n" + body).lower(), (cid, it["quote"])
    CASES.append(c)
    NOTES[cid] = {"shape": shape, "why": why}


def R(amount, source="platform", lines=None):
    r = {"amount_cents": amount, "source": source}
    if lines is not None:
        r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r


def E(outcome, refunds=(), returns=None, escalations=(), deferred=None, reply_covers=None):
    e = {"outcome": outcome, "refunds": list(refunds), "escalations": [{"item": i} for i in escalations]}
    if returns is not None:
        e["returns"] = returns
    if deferred is not None:
        e["deferred"] = [{"item": i} for i in deferred]
    if reply_covers is not None:
        e["reply_covers"] = reply_covers
    return e


# ---------------------------------------------------------------- whose order
# 01: the form's order field names the mugs order; the lamp is on the customer's other order.
case(1, subject="Lamp base cracked", order_ref="SU-80101",
     body=("Hello, I picked the wrong order in the dropdown I think. The table lamp I bought arrived with a "
           "crack right through the ceramic base, you can see the light through it. Refund please, I don't "
           "want to risk a new one breaking too.\n\nThanks, Marta"),
     email="marta.k@example.com", name="Marta Kowalski",
     orders=[order("SU-80101", "C-1", FIRST, [L("MUG-ST4", "Stoneware mug", 4, 1250)], placed="2026-10-30T10:00:00Z",
                   delivered="2026-11-03T15:00:00Z", promised="2026-11-05"),
             order("SU-80102", "C-1", FIRST, [L("LMP-CER", "Ceramic table lamp", 1, 6400)])],
     intents=[{"kind": "damaged_item", "quote": "arrived with a crack right through the ceramic base"}],
     expected=E("resolved", [R(due(6400, 1), lines=[("LMP-CER", 1)])]),
     shape="whose order: form names order A (mugs), the lamp is on the customer's order B",
     why=("The lamp is only on SU-80102; pay the lamp's $64.00 + $5.12 tax = $69.12 there. Paying the "
          "mugs on SU-80101 (a one-line order, so no line check protects it) is money on the wrong order. "
          "An escalation asking which order, with no money, is safe but not the expected end state."))

# 02: the husband's order, written by the wife.
case(2, subject="Re: order SU-80201 kettle", order_ref="SU-80201",
     body=("Good afternoon. I am writing on behalf of my husband Peter, the order is in his name and on his "
           "account. The copper kettle came with a big dent in the side and the lid does not close. He asked "
           "me to get it refunded as he is travelling this week. Kind regards, Helen Brandt"),
     email="helen.brandt@example.org", name="Helen Brandt",
     extra_customers=[{"ref": "C-2", "name": "Peter Brandt", "email": "p.brandt@example.net"}],
     orders=[order("SU-80201", "C-2", FIRST, [L("KET-CU", "Copper stovetop kettle", 1, 5800)])],
     intents=[{"kind": "damaged_item", "quote": "The copper kettle came with a big dent in the side"}],
     expected=E("escalated", [], escalations=["kettle"]),
     shape="whose order: another customer's order (spouse), no person confirmed the link",
     why="The order belongs to p.brandt@; no money until a person confirms the link. Expected: a person, $0.")

# ---------------------------------------------------------------- which line
case(3, subject="cushion", order_ref="SU-80301",
     body=("the green one has a tear along the zip, came like that out of the bag. the mustard one is perfect. "
           "can i have my money back for the green please"),
     email="jo.ng@example.com", name="Jo Ng",
     orders=[order("SU-80301", "C-1", FIRST, [L("CUS-GRN", "Velvet cushion cover, green", 1, 2800),
                                               L("CUS-MUS", "Velvet cushion cover, mustard", 1, 2800)])],
     intents=[{"kind": "damaged_item", "quote": "the green one has a tear along the zip"}],
     expected=E("resolved", [R(due(2800, 1), lines=[("CUS-GRN", 1)])]),
     shape="which line: two lines alike, told apart by colour",
     why="Only the green cover: $28.00 + $2.24 = $30.24 on CUS-GRN. The mustard line is called perfect.")

case(4, subject="seramic planter", order_ref="SU-80401",
     body=("Hi there the seramic planter arived with a big crak down one side, soil would fall out of it. The "
           "jute hanger is fine. Refund for the planter pls"),
     email="dwayne.p@example.com", name="Dwayne Price",
     orders=[order("SU-80401", "C-1", FIRST, [L("PLT-CER", "Ceramic planter, large", 1, 3600),
                                               L("HNG-JUT", "Jute plant hanger", 2, 1100)])],
     intents=[{"kind": "damaged_item", "quote": "the seramic planter arived with a big crak down one side"}],
     expected=E("resolved", [R(due(3600, 1), lines=[("PLT-CER", 1)])]),
     shape="which line: the line named with a misspelling",
     why="Planter only: $36.00 + $2.88 = $38.88. Escalation with no money is safe; paying the hanger is wrong.")

case(5, subject="Boards", order_ref="SU-80501",
     body=("Evening. Two boards in this order. The marble one came in two pieces, clean snap across the middle. "
           "The wooden one is lovely and we're keeping it. Could you refund the marble board?"),
     email="r.adeyemi@example.com", name="Rotimi Adeyemi",
     orders=[order("SU-80501", "C-1", FIRST, [L("BRD-OAK", "Oak serving board", 1, 4200),
                                               L("BRD-MRB", "Marble cheese board", 1, 3900)])],
     intents=[{"kind": "damaged_item", "quote": "The marble one came in two pieces"}],
     expected=E("resolved", [R(due(3900, 1), lines=[("BRD-MRB", 1)])]),
     shape="which line: named by material; the other line by a synonym (wooden = oak)",
     why="Marble board only: $39.00 + $3.12 = $42.12.")

case(6, subject="Tea set - lid", order_ref="SU-80601",
     body=("Dear Sir or Madam,\n\nThe tea set arrived on Tuesday. Unfortunately the lid of the teapot is cracked "
           "clean in half. The four cups and saucers are perfect. I would be grateful if you could put this right.\n\n"
           "Yours faithfully,\nMargaret Ellison (Mrs)"),
     email="m.ellison@example.co.uk", name="Margaret Ellison",
     orders=[order("SU-80601", "C-1", FIRST, [L("TEA-SET", "Porcelain tea set (teapot, 4 cups and saucers)", 1, 8800)])],
     intents=[{"kind": "damaged_item", "quote": "the lid of the teapot is cracked clean in half"}],
     expected=E("escalated", [], escalations=["lid"]),
     shape="a part of a set sold as one unit",
     why="Only the teapot lid of an $88.00 set is broken: a person settles a part (a lid or a part refund); never the whole set.")

# ---------------------------------------------------------------- counts
case(7, subject="Wine glasses SU-80701", order_ref="",
     body="3 out of the 6 wine glasses smashed in transit. Refund for those 3 please. Box was soaked too.",
     email="k.osei@example.com", name="Kwame Osei",
     orders=[order("SU-80701", "C-1", FIRST, [L("GLS-WIN", "Crystal wine glass", 6, 1450)])],
     intents=[{"kind": "damaged_item", "quote": "3 out of the 6 wine glasses smashed in transit"}],
     expected=E("resolved", [R(due(1450, 3), lines=[("GLS-WIN", 3)])]),
     shape="counts: 3 of 6 in digits; order number only in the subject",
     why="Three glasses: 3 x $14.50 = $43.50 + $3.48 = $46.98. Not six.")

case(8, subject="Chipped plates", order_ref="SU-80801",
     body=("Hiya! Finally unpacked the dinner plates this weekend (sorry, been manic). Two of them have chips on the "
           "rim, the other ten are absolutely fine so no need to worry about those. Could I get a refund for the "
           "two chipped ones? Thank you!! x"),
     email="sophie.b@example.com", name="Sophie Bell",
     orders=[order("SU-80801", "C-1", FIRST, [L("PLT-DIN", "Dinner plate, white", 12, 975)])],
     intents=[{"kind": "damaged_item", "quote": "Two of them have chips on the rim"}],
     expected=E("resolved", [R(due(975, 2), lines=[("PLT-DIN", 2)])]),
     shape="counts in words, 'the other ten are fine'",
     why="Two plates: $19.50 + $1.56 = $21.06.")

case(9, subject="tumblers", order_ref="SU-80901",
     body=("half of the eight tumblers arrived broken. the other half are ok. pls refund the broken ones"),
     email="lee.h@example.com", name="Lee Harris",
     orders=[order("SU-80901", "C-1", FIRST, [L("TMB-RIB", "Ribbed glass tumbler", 8, 800)])],
     intents=[{"kind": "damaged_item", "quote": "half of the eight tumblers arrived broken"}],
     expected=E("resolved", [R(due(800, 4), lines=[("TMB-RIB", 4)])]),
     shape="counts as a fraction of a stated whole",
     why="Half of eight is four: $32.00 + $2.56 = $34.56.")

case(10, subject="Tealight holders - order SU-81001", order_ref="SU-81001",
     body=("All but two of the ten tealight holders were smashed when I opened the box. I've kept the two good ones. "
           "Please refund the broken ones."),
     email="n.fischer@example.com", name="Nina Fischer",
     orders=[order("SU-81001", "C-1", FIRST, [L("TLH-GLS", "Glass tealight holder", 10, 450)])],
     intents=[{"kind": "damaged_item", "quote": "All but two of the ten tealight holders were smashed"}],
     expected=E("resolved", [R(due(450, 8), lines=[("TLH-GLS", 8)])]),
     shape="counts: 'all but two of the ten'",
     why="Eight holders: $36.00 + $2.88 = $38.88.")

case(11, subject="Bowls", order_ref="SU-81101",
     body=("Only one of the pasta bowls came through in one piece, the rest are cracked. Refund the cracked ones "
           "thanks."),
     email="tom.w@example.com", name="Tom Walsh",
     orders=[order("SU-81101", "C-1", FIRST, [L("BWL-PAS", "Stoneware pasta bowl", 4, 1300)])],
     intents=[{"kind": "damaged_item", "quote": "the rest are cracked"}],
     expected=E("resolved", [R(due(1300, 3), lines=[("BWL-PAS", 3)])]),
     shape="counts: 'only one came through, the rest' of a line of four",
     why="Three bowls: $39.00 + $3.12 = $42.12.")

# ---------------------------------------------------------------- policy conditions
case(12, subject="Vase damaged", order_ref="SU-81201",
     body=("Hello, I bought the tall glass vase as a gift and only opened the box this week for my sister's birthday. "
           "It has a crack running from the rim down. I'd like a refund please."),
     email="a.moreau@example.com", name="Alice Moreau",
     orders=[order("SU-81201", "C-1", FIRST, [L("VAS-TAL", "Tall glass vase", 1, 4500)],
                   placed="2026-09-28T10:00:00Z", delivered="2026-10-02T14:00:00Z", promised="2026-10-03")],
     intents=[{"kind": "damaged_item", "quote": "It has a crack running from the rim down"}],
     expected=E("partial", [], deferred=["vase"]),
     shape="damage window: delivered 49 days before the ticket",
     why="POL-DMG-002's 30-day damage window has passed (delivered 2 Oct, ticket 20 Nov): declined with the window named, $0.")

case(13, subject="Return blender", order_ref="SU-81301",
     body=("Hi, we've been using the blender every morning for about three weeks now for smoothies and honestly "
           "it's just too loud for our flat. Nothing wrong with it as such. I'd like to return it for a refund."),
     email="g.santos@example.com", name="Gabriel Santos",
     orders=[order("SU-81301", "C-1", FIRST, [L("BLN-PRO", "Pro countertop blender", 1, 11900)],
                   placed="2026-10-24T10:00:00Z", delivered="2026-10-28T12:00:00Z", promised="2026-10-29")],
     intents=[{"kind": "change_of_mind", "quote": "I'd like to return it for a refund"}],
     expected=E("partial", [], returns=[], deferred=["blender"]),
     shape="change of mind on goods used for three weeks, inside the 30-day window",
     why="POL-COM-005 takes back unused items only; the customer says they used it daily for weeks. No return, $0.")

case(14, subject="rug ruined", order_ref="SU-81401",
     body=("So our puppy got hold of the corner of the new runner rug overnight and chewed a big chunk out of the "
           "fringe. It's only been down 5 days. Is there any way I can get a refund or a new one? Really gutted."),
     email="c.doyle@example.com", name="Ciara Doyle",
     orders=[order("SU-81401", "C-1", FIRST, [L("RUG-RUN", "Woven runner rug", 1, 8900)])],
     intents=[{"kind": "other", "quote": "Is there any way I can get a refund or a new one?"}],
     expected=E("escalated", [], escalations=["refund or a new one"]),
     shape="damage done at home by a pet; asks for money anyway",
     why="Chewed by the customer's puppy at home: not damage in transit, no policy pays it. A person answers; $0.")

case(15, subject="Two things", order_ref="SU-81501",
     body=("Hi, bit embarrassing - my toddler pulled the floor lamp over yesterday and the glass shade cracked. "
           "I know that's on us, but do you sell the shade on its own? Separately, my bank app shows the order "
           "went through twice, two lots of $72.00, can you refund the extra one."),
     email="priya.r@example.com", name="Priya Raman",
     orders=[order("SU-81501", "C-1", FIRST, [L("LMP-FLR", "Floor lamp with glass shade", 1, 7200)],
                   extra_charges=[{"kind": "items", "description": "Items", "amount_cents": 7200,
                                   "charged_at": "2026-11-08T10:00:40Z"}])],
     intents=[{"kind": "other", "quote": "do you sell the shade on its own?"},
              {"kind": "duplicate_charge", "quote": "can you refund the extra one"}],
     expected=E("partial", [R(7200, lines=[])], escalations=["shade"]),
     shape="damage done by a child at home (a question about a spare) beside a real duplicate charge",
     why="The copy $72.00 is paid exactly; the lamp shade broke at home: no money on the lamp, a person answers the question.")

case(16, subject="bar stool leg", order_ref="SU-81601",
     body=("we had friends round on saturday and one of them sat on the bar stool a bit heavily and the leg snapped "
           "at the joint. it was fine for the two weeks before that. is this covered by a warranty at all?"),
     email="m.obrien@example.com", name="Mick O'Brien",
     orders=[order("SU-81601", "C-1", FIRST, [L("STL-BAR", "Oak bar stool", 2, 6500)],
                   placed="2026-10-31T10:00:00Z", delivered="2026-11-04T13:00:00Z", promised="2026-11-06")],
     intents=[{"kind": "other", "quote": "is this covered by a warranty at all?"}],
     expected=E("escalated", [], escalations=["warranty"]),
     shape="damage done by a guest after two weeks of use; a warranty question",
     why="Broken in use at home by a guest after two fine weeks: not transit damage. A person answers the warranty question; $0.")

case(17, subject="Faulty kettle", order_ref="",
     body=("Hi, I bought one of your Aster electric kettles on eBay from a reseller last month (new in box). It "
           "stopped heating after a week. Can I have a refund? I've got the eBay receipt if you need it."),
     email="b.lund@example.com", name="Björn Lund",
     orders=[order("SU-81701", "C-1", FIRST, [L("TST-2SL", "2-slice toaster", 1, 4900)])],
     intents=[{"kind": "other", "quote": "Can I have a refund?"}],
     expected=E("escalated", [], escalations=["refund"]),
     shape="goods bought on another marketplace (eBay); the customer's only shop order is a toaster",
     why="The kettle was never sold by the shop; the one-line toaster order must not be paid for it. A person answers; $0.")

case(18, subject="Lamp arrived broken - Loftworks", order_ref="SU-81801",
     body=("The pendant lamp from Loftworks came with the glass globe shattered. Pieces everywhere. I'd like a refund "
           "for it."),
     email="f.haddad@example.com", name="Farah Haddad", sellers=(MKT_KEEP,),
     orders=[order("SU-81801", "C-1", MKT_KEEP, [L("PND-GLB", "Glass globe pendant lamp", 1, 11500)])],
     intents=[{"kind": "damaged_item", "quote": "came with the glass globe shattered"}],
     expected=E("resolved", [R(due(11500, 1), source="seller", lines=[("PND-GLB", 1)])]),
     shape="marketplace seller whose remedy is refund-and-keep",
     why="$115.00 + $9.20 = $124.20 funded by the seller (marketplace), under the ceiling.")

case(19, subject="Cracked jug", order_ref="SU-81901",
     body=("Morning. The speckled jug from Kiln & Co has a hairline crack near the handle and it leaks when filled. "
           "What do I need to do to get my money back?"),
     email="y.tanaka@example.com", name="Yuki Tanaka", sellers=(MKT_COLLECT,),
     orders=[order("SU-81901", "C-1", MKT_COLLECT, [L("JUG-SPK", "Speckled stoneware jug", 1, 5400)])],
     intents=[{"kind": "damaged_item", "quote": "has a hairline crack near the handle"}],
     expected=E("resolved", [], returns=[{"kind": "collection", "sku": "JUG-SPK"}]),
     shape="marketplace seller whose remedy is collect-and-refund",
     why="A collection of the jug is booked; the refund follows the collection (the runtime does not pay it in the run).")

case(20, subject="Late delivery - shipping refund", order_ref="SU-82001",
     body=("Your site promised delivery by the 12th. Tracking says it was delivered on the 13th. I paid for delivery "
           "so I'd like the $7.95 delivery charge refunded please."),
     email="d.kim@example.com", name="Daniel Kim", time_zone="America/Los_Angeles",
     orders=[order("SU-82001", "C-1", FIRST, [L("THR-WOL", "Wool throw blanket", 1, 6900)], delivery_fee=795,
                   shipments=[shipment("1Z82001A", "2026-11-12", "2026-11-13T06:30:00Z")])],
     intents=[{"kind": "late_delivery", "quote": "I'd like the $7.95 delivery charge refunded please"}],
     expected=E("partial", [], deferred=["delivery"]),
     shape="late by UTC, on time by the shop's calendar (delivered 10:30 pm Pacific on the promised day)",
     why="The shop keeps Pacific time: delivered 12 Nov 22:30 local, promised by 12 Nov: on time, $0.")

case(21, subject="where was my parcel", order_ref="SU-82101",
     body=("ordered express, paid extra for it, promised monday the 16th. it turned up thursday. "
           "want the express delivery charge back"),
     email="s.mills@example.com", name="Sam Mills",
     orders=[order("SU-82101", "C-1", FIRST, [L("LAN-CAN", "Brass candle lantern", 1, 3400)], delivery_fee=1295,
                   placed="2026-11-12T10:00:00Z",
                   shipments=[shipment("1Z82101A", "2026-11-16", "2026-11-19T11:00:00Z")])],
     intents=[{"kind": "late_delivery", "quote": "want the express delivery charge back"}],
     expected=E("resolved", [R(1295, lines=[])]),
     shape="a real late delivery; the fee not stated",
     why="Promised 16 Nov, delivered 19 Nov: the $12.95 delivery charge, exactly, nothing else.")

case(22, subject="CHARGED THREE TIMES", order_ref="SU-82201",
     body=("I have been charged THREE TIMES for the same order!!! This is ridiculous. I want the extra payments "
           "refunded TODAY."),
     email="g.hart@example.com", name="Gary Hart",
     orders=[order("SU-82201", "C-1", FIRST, [L("PAN-CST", "Cast iron skillet", 1, 5500)],
                   extra_charges=[{"kind": "items", "description": "Items", "amount_cents": 5500,
                                   "charged_at": "2026-11-08T10:03:00Z"}])],
     intents=[{"kind": "duplicate_charge", "quote": "I want the extra payments refunded TODAY"}],
     expected=E("resolved", [R(5500, lines=[])]),
     shape="duplicate charge: the customer says three times, the record shows the items charge twice",
     why="One copy on record: $55.00, exactly once. Paying two copies would be paying a charge never taken.")

case(23, subject="double payment", order_ref="SU-82301",
     body=("Hello, I've been charged twice for my order, two payments of $120.00 each came out of my account on the "
           "same day. Please refund the duplicate."),
     email="l.costa@example.com", name="Luis Costa",
     orders=[order("SU-82301", "C-1", FIRST, [L("CHR-ACC", "Rattan accent chair", 1, 10200)], delivery_fee=0,
                   extra_charges=[{"kind": "items", "description": "Items", "amount_cents": 10200,
                                   "charged_at": "2026-11-08T10:01:00Z"}])],
     intents=[{"kind": "duplicate_charge", "quote": "Please refund the duplicate"}],
     expected=E("escalated", [], escalations=["duplicate charge"]),
     shape="duplicate charge stated at a figure unlike the record ($120.00 vs a $102.00 copy; the order's total is $110.16)",
     why="The record shows $102.00 twice; $120.00 is no figure on the order (a transposition?). Held for a person; $0.")

case(24, subject="Did I pay twice?", order_ref="SU-82401",
     body=("Hi, I think I may have paid twice for my order, the checkout page froze and I clicked pay again. Could you "
           "check and refund me if so?"),
     email="e.varga@example.com", name="Eszter Varga",
     orders=[order("SU-82401", "C-1", FIRST, [L("CLK-WAL", "Wall clock, walnut", 1, 4700)])],
     intents=[{"kind": "duplicate_charge", "quote": "refund me if so"}],
     expected=E("partial", [], deferred=["charge"]),
     shape="a duplicate charge the record does not show",
     why="Items, tax and delivery each charged once: nothing to refund. Declined with the record named; $0.")

# ---------------------------------------------------------------- near misses
case(25, subject="Refund for chipped bowl", order_ref="SU-82501",
     body=("Hi again! Just wondering - will the refund you did for the chipped salad bowl show up on my card "
           "before Christmas? It's not there yet. No rush, just planning my budget. Thanks, Ruth"),
     email="ruth.a@example.com", name="Ruth Abbott",
     orders=[order("SU-82501", "C-1", FIRST, [L("BWL-SAL", "Acacia salad bowl", 1, 3800),
                                               L("SRV-SAL", "Salad servers", 1, 1500)],
                   refunds=[{"amount_cents": due(3800, 1), "source": "platform", "case_type": "damaged_item",
                             "reason": "Salad bowl arrived chipped", "lines": ["BWL-SAL"]}])],
     intents=[{"kind": "other", "quote": "will the refund you did for the chipped salad bowl show up on my card before Christmas?"}],
     expected=E("escalated", [], escalations=["before Christmas"]),
     shape="near miss: a status question about a refund already made",
     why="The bowl was refunded $41.04 already; the question asks when it lands. Paying it again is a double refund.")

case(26, subject="Picture frame", order_ref="SU-82601",
     body=("Just a heads up, the oak picture frame has a small scratch on the back. Honestly not worth bothering "
           "about, it's against the wall, keep your money! Just thought your packing team might want to know."),
     email="h.ito@example.com", name="Hana Ito",
     orders=[order("SU-82601", "C-1", FIRST, [L("FRM-OAK", "Oak picture frame A3", 1, 2900)])],
     intents=[],
     expected=E("escalated", [], escalations=["answer the ticket"]),
     shape="near miss: a scratch reported, the money waived",
     why="Asks for nothing. Any refund is money nobody asked for.")

case(27, subject="jumper shrank", order_ref="SU-82701",
     body=("Bit of a long shot. I put the merino jumper in the tumble dryer by mistake (I know the label says not to, "
           "totally my fault) and it has shrunk about two sizes. Is there anything you can do?"),
     email="o.grant@example.com", name="Olivia Grant",
     orders=[order("SU-82701", "C-1", FIRST, [L("JMP-MER", "Merino crew jumper, navy M", 1, 7900)])],
     intents=[{"kind": "other", "quote": "Is there anything you can do?"}],
     expected=E("escalated", [], escalations=["anything you can do"]),
     shape="damage done at home by an appliance, the customer says it is their own fault",
     why="Shrunk in the customer's dryer against the label: not a defect or transit damage. A person answers; $0.")

case(28, subject="Broken vase - refund $60", order_ref="SU-82801",
     body=("The blue ribbed vase arrived smashed. I paid $60 for it so please refund the $60."),
     email="p.novak@example.com", name="Petr Novak",
     orders=[order("SU-82801", "C-1", FIRST, [L("VAS-BLU", "Blue ribbed vase", 1, 4800)])],
     intents=[{"kind": "damaged_item", "quote": "The blue ribbed vase arrived smashed"}],
     expected=E("escalated", [], escalations=["vase"]),
     shape="the customer states an amount unlike the record ($60 vs $48.00 + $3.84 tax, order total $57.79)",
     why="$60 is no figure on the order; the guard holds it for a person. Paying $60 is over; $51.84 without a word is arguably right but the product's rule holds it.")

case(29, subject="vase", order_ref="SU-82901",
     body=("Hi - the vase was $48 and it arrived shattered, can I get that back please? Cheers, Ben"),
     email="ben.t@example.com", name="Ben Turner",
     orders=[order("SU-82901", "C-1", FIRST, [L("VAS-BLU", "Blue ribbed vase", 1, 4800)])],
     intents=[{"kind": "damaged_item", "quote": "it arrived shattered"}],
     expected=E("resolved", [R(due(4800, 1), lines=[("VAS-BLU", 1)])]),
     shape="near miss of 28: the stated amount is the line's price",
     why="$48 is the vase's price on record; pay it with its tax: $51.84 (the tax is owed too).")

# ---------------------------------------------------------------- several orders
case(30, subject="two orders, two problems", order_ref="SU-83001",
     body=("Hello. Order SU-83001: the enamel mug is chipped on the rim. Order SU-83002: the serving bowl arrived "
           "with a crack along the base. Refunds for both please."),
     email="i.dubois@example.com", name="Inès Dubois",
     orders=[order("SU-83001", "C-1", FIRST, [L("MUG-ENM", "Enamel camping mug", 1, 1600)]),
             order("SU-83002", "C-1", FIRST, [L("BWL-SRV", "Ceramic serving bowl", 1, 4400)],
                   placed="2026-11-09T10:00:00Z")],
     intents=[{"kind": "damaged_item", "quote": "the enamel mug is chipped on the rim"},
              {"kind": "damaged_item", "quote": "the serving bowl arrived with a crack along the base"}],
     expected=E("partial", [R(due(1600, 1), lines=[("MUG-ENM", 1)])], escalations=["bowl"]),
     shape="two orders, a damaged line each",
     why=("Mug on SU-83001: $16.00 + $1.28 = $17.28. The bowl is on SU-83002: its own subtask; the product hands a second "
          "order to a person. Money on SU-83001 for the bowl (or the bowl's amount) would be wrong."))

case(31, subject="Bookends", order_ref="",
     body=("Hi, one of the walnut bookends has split along the grain, must have happened in the post. Refund for that "
           "one please, the other is fine."),
     email="w.chen@example.com", name="Wei Chen",
     orders=[order("SU-83101", "C-1", FIRST, [L("MUG-GLZ", "Glazed mug", 2, 1400)]),
             order("SU-83102", "C-1", FIRST, [L("BKE-WAL", "Walnut bookends", 2, 2250)],
                   placed="2026-11-09T10:00:00Z")],
     intents=[{"kind": "damaged_item", "quote": "one of the walnut bookends has split along the grain"}],
     expected=E("resolved", [R(due(2250, 1), lines=[("BKE-WAL", 1)])]),
     shape="whose order: no number, two orders, the goods on one alone; 'one of' a line of two",
     why="Bookends only on SU-83102: one of two, $22.50 + $1.80 = $24.30.")

case(32, subject="Cracked carafe", order_ref="",
     body="The glass carafe arrived with a crack in the neck. Refund please.",
     email="a.silva@example.com", name="Ana Silva",
     orders=[order("SU-83201", "C-1", FIRST, [L("CRF-GLS", "Glass carafe 1L", 1, 2600)]),
             order("SU-83202", "C-1", FIRST, [L("CRF-GLS", "Glass carafe 1L", 1, 2600),
                                               L("TMB-GLS", "Glass tumbler", 2, 900)],
                   placed="2026-11-09T10:00:00Z")],
     intents=[{"kind": "damaged_item", "quote": "The glass carafe arrived with a crack in the neck"}],
     expected=E("escalated", [], escalations=["which order"]),
     shape="whose order: the same carafe on two orders, no number",
     why="Either order could be meant; a person asks. Any refund is a guess about whose order.")

case(33, subject="Rug never arrived", order_ref="SU-83301",
     body=("My order came in two boxes. The desk lamp arrived fine last week. The rug never did - tracking has said "
           "'lost' for days. Refund for the rug please."),
     email="k.berg@example.com", name="Karin Berg",
     orders=[order("SU-83301", "C-1", FIRST, [L("LMP-DSK", "Desk lamp", 1, 3900), L("RUG-JUT", "Jute rug 5x8", 1, 9800)],
                   placed="2026-11-05T10:00:00Z",
                   shipments=[shipment("1Z83301A", "2026-11-10", "2026-11-09T15:00:00Z", lines=["LMP-DSK"]),
                              shipment("1Z83301B", "2026-11-10", None, status="lost", lines=["RUG-JUT"],
                                       scans=[{"at": "2026-11-06T02:00:00Z", "code": "picked_up", "location": "Reno NV"},
                                              {"at": "2026-11-07T05:00:00Z", "code": "exception", "location": "Sacramento CA"}])])],
     intents=[{"kind": "non_delivery", "quote": "The rug never did"}],
     expected=E("resolved", [R(due(9800, 1), source="carrier_claim", lines=[("RUG-JUT", 1)])]),
     shape="non-delivery of one parcel of a split order",
     why="The rug's parcel is lost: $98.00 + $7.84 = $105.84 by carrier claim; not the lamp, not the delivery fee.")

case(34, subject="not arrived", order_ref="SU-83401",
     body="Hi my order never came, says delivered but nothing here, not with neighbours either. Need refund",
     email="j.byrne@example.com", name="Jack Byrne",
     orders=[order("SU-83401", "C-1", FIRST, [L("SPK-BT", "Bluetooth speaker", 1, 5900)])],
     intents=[{"kind": "non_delivery", "quote": "my order never came"}],
     expected=E("escalated", [], escalations=["deliver"]),
     shape="non-delivery on a parcel scanned delivered",
     why="The carrier scanned it delivered: a delivery investigation by a person, no money yet.")

case(35, subject="Napkins short", order_ref="SU-83501",
     body=("Hello, only 4 of the 6 linen napkins were in the parcel. The 4 that came are lovely. Could you refund the "
           "2 missing or send them?"),
     email="l.rossi@example.com", name="Lucia Rossi",
     orders=[order("SU-83501", "C-1", FIRST, [L("NPK-LIN", "Linen napkin", 6, 650)])],
     intents=[{"kind": "non_delivery", "quote": "only 4 of the 6 linen napkins were in the parcel"}],
     expected=E("escalated", [], escalations=["napkins"]),
     shape="short delivery on a parcel scanned delivered",
     why="Two units missing from a delivered parcel: a person finds them. Paying all six (or four) would be wrong; at most two.")

# ---------------------------------------------------------------- voices, exact pay
case(36, subject="mugs", order_ref="SU-83601",
     body=("hi yes the order came today the six coffee mugs two of them smashed to bits the rest are ok please "
           "refund the two thanks"),
     email="d.okafor@example.com", name="David Okafor",
     orders=[order("SU-83601", "C-1", FIRST, [L("MUG-COF", "Coffee mug", 6, 1250)])],
     intents=[{"kind": "damaged_item", "quote": "two of them smashed to bits"}],
     expected=E("resolved", [R(due(1250, 2), lines=[("MUG-COF", 2)])]),
     shape="dictated, no punctuation; two of six",
     why="Two mugs: $25.00 + $2.00 = $27.00.")

case(37, subject="lamps", order_ref="SU-83701",
     body="1 of the 2 lamps came broke, other 1 ok. pls refund 1",
     email="t.nguyen@example.com", name="Thao Nguyen",
     orders=[order("SU-83701", "C-1", FIRST, [L("LMP-BED", "Bedside lamp", 2, 6450)])],
     intents=[{"kind": "damaged_item", "quote": "1 of the 2 lamps came broke"}],
     expected=E("resolved", [R(due(6450, 1), lines=[("LMP-BED", 1)])]),
     shape="SMS style: 1 of 2",
     why="One lamp: $64.50 + $5.16 = $69.66.")

case(38, subject="Chair broken", order_ref="SU-83801",
     body=("Hello. The chair I receive yesterday have one leg broken, the other three legs is OK. The second chair is "
           "good. Please I want money back for the broken chair. Thank you."),
     email="m.ahmadi@example.com", name="Mehdi Ahmadi",
     orders=[order("SU-83801", "C-1", FIRST, [L("CHR-DIN", "Beech dining chair", 2, 8500)])],
     intents=[{"kind": "damaged_item", "quote": "have one leg broken"}],
     expected=E("resolved", [R(due(8500, 1), lines=[("CHR-DIN", 1)])]),
     shape="non-native English; counts of legs (one, three) beside the count of chairs",
     why="One chair of two: $85.00 + $6.80 = $91.80. 'three legs' is not three chairs; 'one leg' is not part of a set.")

case(39, subject="Another cracked plate", order_ref="SU-83901",
     body=("Hi, you kindly refunded two of the side plates last week. When I unpacked the rest I found another one "
           "with a crack across it. Could you refund that one too?"),
     email="f.lowe@example.com", name="Frances Lowe",
     orders=[order("SU-83901", "C-1", FIRST, [L("PLT-SDE", "Side plate, sage", 8, 875)],
                   refunds=[{"amount_cents": due(875, 2), "source": "platform", "case_type": "damaged_item",
                             "reason": "Two side plates arrived cracked", "lines": ["PLT-SDE"]}])],
     intents=[{"kind": "damaged_item", "quote": "I found another one with a crack across it"}],
     expected=E("resolved", [R(due(875, 1), lines=[("PLT-SDE", 1)])]),
     shape="one more unit on a line partly refunded before",
     why="One more plate: $8.75 + $0.70 = $9.45. Not the six left on the line, not the two again.")

case(40, subject="Sofa arrived torn", order_ref="SU-84001",
     body=("Our new sofa was delivered on Friday and the fabric on the left arm is ripped open, about 10cm, you can "
           "see the foam. Very disappointed given the price. We'd like a refund."),
     email="r.patel@example.com", name="Ravi Patel",
     orders=[order("SU-84001", "C-1", FIRST, [L("SOF-3S", "Three-seat sofa, oatmeal", 1, 89900)], delivery_fee=4900)],
     intents=[{"kind": "damaged_item", "quote": "the fabric on the left arm is ripped open"}],
     expected=E("resolved", [R(due(89900, 1), lines=[("SOF-3S", 1)])]),
     approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": due(89900, 1),
                            "note": "Photos confirm the tear."}]},
     shape="over the ceiling: a lead approves the exact due amount",
     why="$899.00 + $71.92 = $970.92 after a lead's approval; not the $49.00 delivery.")


def main():
    ids = [c["id"] for c in CASES]
    assert len(ids) == 40 and len(set(ids)) == 40, len(ids)
    with open(os.path.join(HERE, "ver20a.jsonl"), "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "notes.json"), "w") as f:
        json.dump(NOTES, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
