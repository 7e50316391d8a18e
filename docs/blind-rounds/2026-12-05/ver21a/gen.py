"""Blind round ver21a: money going to the right place.

Writes ver21a.jsonl and notes.json beside this file. Deterministic, no clock.
Every case arrives at NOW (2026-11-20 15:00 UTC) unless it says otherwise.
Tax is 8% on every taxable line and prices are multiples of 25 cents, so every
line's (and unit's) tax share is exact: share = 8% of price x units.
"""
import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
NOW = datetime(2026, 11, 20, 15, 0, tzinfo=timezone.utc)

SELLERS = {
    "SEL-SUN": ("Sundry", "first_party", True, 30, "refund_keep_item",
                "Sundry (sold and shipped by Sundry). Returns: unused items in their original packaging can be returned within 30 days of delivery for a refund of the item price and its sales tax; the original delivery charge is not refunded. Damaged on arrival: we refund the item price and its sales tax and you keep or recycle the damaged item; we do not ask you to send it back. Personalised items and opened personal-care products cannot be returned."),
    "SEL-ASH": ("Ashford Home", "marketplace", True, 30, "collect_and_refund",
                "Ashford Home seller terms. Returns: we accept returns of unused pieces within 30 days of delivery; start the return through the marketplace and use the prepaid label. Damaged in delivery: tell us within 30 days. We do not send replacements for damaged furniture, because a second delivery of the same piece is often damaged the same way. Instead the carrier collects the damaged unit (booked through the marketplace as a collection) and we refund the item price and its sales tax once the collection is booked. Keeping the packaging helps but is not required."),
    "SEL-KPN": ("Kettle & Pine", "marketplace", True, 14, "replace",
                "Kettle & Pine seller terms. Returns: unused kitchenware in its original box within 14 days of delivery. Knives that have been sharpened or used cannot be returned. Damaged in delivery: we send a replacement of the same item at no charge as soon as you tell us; you do not need to send the damaged one back. If the item is out of stock we refund it instead."),
    "SEL-NBO": ("Northbound Outfitters", "marketplace", True, 30, "refund_keep_item",
                "Northbound Outfitters seller terms. Returns: unused gear with tags attached within 30 days of delivery. Tents and sleeping bags must not have been slept in. Damaged in delivery: we refund the item price and its sales tax; keep the item or donate it, we do not need it back."),
    "SEL-CYD": ("Circuit Yard Refurbished", "marketplace", False, 0, "replace",
                "Circuit Yard Refurbished seller terms. All refurbished devices are final sale: we do not accept change-of-mind returns. Every device carries a 90-day functional warranty. Damaged in delivery or dead on arrival: we ship a replacement unit of the same grade at no charge and arrange collection of the faulty one."),
    "SEL-LML": ("Loom & Lantern", "marketplace", False, 0, "refund_keep_item",
                "Loom & Lantern seller terms. Everything we sell is woven or assembled to order in our studio, so we cannot accept returns for a change of mind, including for colour, which varies between batches of hand-dyed yarn. Damaged in delivery: we refund the item price and its sales tax and you keep the piece; please send a photo to help us improve our packaging (optional)."),
    "SEL-PFS": ("Paper Finch Stationery", "marketplace", True, 14, "refund_keep_item",
                "Paper Finch Stationery seller terms. Returns: unused, unopened items within 14 days of delivery. Filled or inked fountain pens cannot be returned for hygiene reasons. Damaged in delivery: we refund the item price and its sales tax; no need to send anything back."),
}

TAX = 0.08


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def tax_of(cents):
    t = cents * 8 / 100
    assert t == int(t), cents
    return int(t)


def L(sku, desc, qty, price, **kw):
    d = {"sku": sku, "description": desc, "quantity": qty, "unit_price_cents": price}
    d.update(kw)
    return d


def order(ref, cust, seller, lines, *, delivery=599, delivered_days=6, placed_days=None,
          promised_days=None, status="delivered", extra=(), refunds=(), returns=(),
          shipments=None, carrier="UPS", late_hours=None):
    """delivered_days: days before NOW the parcel was delivered (None: not delivered)."""
    placed_days = placed_days if placed_days is not None else (delivered_days or 3) + 4
    placed = NOW - timedelta(days=placed_days)
    items = sum(l["quantity"] * l["unit_price_cents"] for l in lines)
    taxable = sum(l["quantity"] * l["unit_price_cents"] for l in lines if not l.get("tax_exempt"))
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": iso(placed)}]
    if delivery:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery,
                        "charged_at": iso(placed)})
    charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax_of(taxable),
                    "charged_at": iso(placed)})
    for i in extra:  # duplicate copies of charge number i (1-based)
        c = dict(charges[i - 1])
        c["charged_at"] = iso(placed + timedelta(minutes=2))
        charges.append(c)
    if shipments is None:
        if delivered_days is not None:
            dlv = NOW - timedelta(days=delivered_days)
            dlv = dlv.replace(hour=11, minute=20)
            pb = (dlv - timedelta(days=1 if promised_days is None else promised_days)).date()
            if promised_days is None:
                pb = (dlv + timedelta(days=1)).date()
            shipments = [{"carrier": carrier, "tracking_number": f"1Z{ref[-5:]}A", "status": "delivered",
                          "promised_by": pb.isoformat(), "delivered_at": iso(dlv),
                          "scans": [{"at": iso(placed + timedelta(days=1)), "code": "in_transit", "location": "Memphis, TN"},
                                    {"at": iso(dlv), "code": "delivered", "location": "Front door"}]}]
        else:
            shipments = []
    o = {"ref": ref, "customer": cust, "seller": seller, "status": status, "placed_at": iso(placed),
         "lines": lines, "charges": charges, "shipments": shipments}
    if refunds:
        o["refunds"] = list(refunds)
    if returns:
        o["returns"] = list(returns)
    return o


def world(customers, orders, tz=None):
    used = sorted({o["seller"] for o in orders})
    w = {"customers": [{"ref": r, "name": n, "email": e} for r, n, e in customers],
         "sellers": [{"ref": s, "name": SELLERS[s][0], "seller_type": SELLERS[s][1]} for s in used],
         "supplements": [{"ref": f"SUP-{s[4:]}-V21", "seller": s, "accepts_returns": SELLERS[s][2],
                          "return_window_days": SELLERS[s][3], "damage_remedy": SELLERS[s][4],
                          "text": SELLERS[s][5]} for s in used],
         "orders": orders}
    if tz:
        w["time_zone"] = tz
    return w


def due(price, units=1, taxable=True):
    return price * units + (tax_of(price * units) if taxable else 0)


CASES, NOTES = [], {}


def case(cid, shape, why, *, subject, body, email, order_ref, w, intents, outcome, refunds=(), returns=None,
         escalations=(), deferred=None, now=NOW, tags=(), approver=None):
    c = {"id": cid, "title": shape, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": w, "now": iso(now), "intents": intents,
         "expected": {"outcome": outcome, "refunds": list(refunds),
                      "escalations": [{"item": e} for e in escalations]}}
    if returns is not None:
        c["expected"]["returns"] = returns
    if deferred is not None:
        c["expected"]["deferred"] = [{"item": d} for d in deferred]
    if approver:
        c["approver"] = approver
    CASES.append(c)
    labels = [i if isinstance(i, str) else f'{i["kind"]}: {i["quote"]}' for i in intents]
    NOTES[cid] = {"shape": shape, "why": why, "labels": labels}


def R(amount, source, lines=None):
    r = {"amount_cents": amount, "source": source}
    if lines is not None:
        r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r


# ---------------------------------------------------------------- cases
ANA = ("C-ANA", "Ana Ribeiro", "ana.ribeiro@example.com")

# 01 duplicate on own order; wife's order mentioned, not to touch
case("V21-01", "duplicate on own order, wife's order mentioned as hers to sort",
     "only the copy of delivery on my order; the wife's order (her account) must not be touched",
     subject="double charge", email="tom.hale@example.com", order_ref="SU-21011",
     body="Order SU-21011. Delivery was charged twice on my card. Refund the extra one. "
          "My wife had a problem with her own order SU-21012 too but she's writing to you herself from her account, ignore that here.",
     w=world([("C-TOM", "Tom Hale", "tom.hale@example.com"), ("C-JEN", "Jen Hale", "jen.hale@example.com")],
             [order("SU-21011", "C-TOM", "SEL-SUN", [L("HM-RUG1", "Jute runner rug 70x200", 1, 4800)], extra=(2,)),
              order("SU-21012", "C-JEN", "SEL-SUN", [L("HM-VAS2", "Ribbed glass vase", 1, 2600)], extra=(1,))]),
     intents=["duplicate_charge"], outcome="resolved", refunds=[R(599, "platform", [])])

# 02 two own orders: damaged mug + late fee on the other
MIA = ("C-MIA", "Mia Kowalski", "mia.k@example.com")
case("V21-02", "two own orders, damage on one, late fee on the other",
     "each order gets its own remedy: mug price+tax on A, delivery fee on B",
     subject="couple of things", email=MIA[2], order_ref="SU-21021",
     body="Hi there, so this is a bit of a saga. I ordered the speckled mugs (SU-21021) for my sister's birthday and "
          "one of the two came with the handle snapped clean off, which, fine, these things happen. Then the other "
          "order, the bath towels, SU-21022, was meant to come by the 10th for when my in-laws arrived and it turned up "
          "four days after that, so we paid for delivery that didn't deliver when it said. Could you refund the broken mug "
          "and the delivery on the towels? The towels themselves are lovely. Thanks, Mia",
     w=world([MIA],
             [order("SU-21021", "C-MIA", "SEL-SUN", [L("KT-MUG7", "Speckled stoneware mug", 2, 1400)], delivered_days=5),
              order("SU-21022", "C-MIA", "SEL-SUN", [L("BT-TWL3", "Cotton bath towel", 4, 1800)], delivery=799,
                    delivered_days=6, promised_days=4)]),
     intents=[{"kind": "damaged_item", "quote": "one of the two came with the handle snapped clean off"},
              {"kind": "late_delivery", "quote": "it turned up four days after that"}],
     outcome="resolved", refunds=[R(due(1400), "platform", [("KT-MUG7", 1)]), R(799, "platform", [])])

# 03 sister's order (her account) torn scarf + own torn gloves (Northbound)
case("V21-03", "own damaged gloves + sister's own-account scarf",
     "gloves: seller refund; the scarf is the sister's order on her account: no money on it",
     subject="Torn items", email="lena.moss@example.com", order_ref="SU-21031",
     body="Hello. My order SU-21031: the leather gloves arrived with a seam torn open along the thumb. "
          "Also my sister ordered a wool scarf on her own account (SU-21032) and it arrived torn as well, "
          "she asked me to mention it - can you refund both please? Thank you, Lena Moss",
     w=world([("C-LEN", "Lena Moss", "lena.moss@example.com"), ("C-KAT", "Kate Moss-Bailey", "kate.mb@example.com")],
             [order("SU-21031", "C-LEN", "SEL-NBO", [L("NB-GLV1", "Leather trail gloves", 1, 3900)]),
              order("SU-21032", "C-KAT", "SEL-NBO", [L("NB-SCF2", "Merino wool scarf", 1, 3400)])]),
     intents=[{"kind": "damaged_item", "quote": "the leather gloves arrived with a seam torn open along the thumb"},
              {"kind": "damaged_item", "quote": "it arrived torn as well"}],
     outcome="partial", refunds=[R(due(3900), "seller", [("NB-GLV1", 1)])], escalations=["scarf"])

# 04 set sold as one unit, one plate cracked -> person
case("V21-04", "16-piece dinner set, one side plate cracked",
     "a part of a unit sold as a set: a person settles it, never the whole set",
     subject="Dinner set SU-21041", email="r.osei@example.com", order_ref="SU-21041",
     body="Good afternoon. The 16-piece dinner set arrived on Saturday. One of the side plates is cracked right "
          "across. Everything else is perfect. What can you do about the one plate?",
     w=world([("C-OSE", "Rita Osei", "r.osei@example.com")],
             [order("SU-21041", "C-OSE", "SEL-SUN", [L("KT-DIN16", "Porcelain dinner set, 16 pieces", 1, 11900)])]),
     intents=["damaged_item"], outcome="escalated", escalations=["plate"])

# 05 two of the six wine glasses
case("V21-05", "two of the six glasses",
     "2 units of a 6-unit line, price and tax of 2",
     subject="glasses", email="dev.patel@example.com", order_ref="SU-21051",
     body="two of the six wine glasses arrived shattered, the other four are ok. order SU-21051. refund the two pls",
     w=world([("C-DEV", "Dev Patel", "dev.patel@example.com")],
             [order("SU-21051", "C-DEV", "SEL-SUN", [L("KT-WGL6", "Crystal wine glass", 6, 1200),
                                                     L("KT-DEC1", "Glass decanter", 1, 3500)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(1200, 2), "platform", [("KT-WGL6", 2)])])

# 06 half the box of tealights (one unit) -> person
case("V21-06", "half of a box sold as one unit",
     "part of one unit: a person, not a whole box refund",
     subject="crushed tealights", email="g.brandt@example.com", order_ref="SU-21061",
     body="Hallo, about half the box of tealights came crushed flat, wax everywhere in the parcel. "
          "The candle holder in the same order is fine. Order SU-21061.",
     w=world([("C-GBR", "Greta Brandt", "g.brandt@example.com")],
             [order("SU-21061", "C-GBR", "SEL-SUN", [L("HM-TEA48", "Unscented tealights, box of 48", 1, 1600),
                                                     L("HM-HLD2", "Brass candle holder", 1, 2400)])]),
     intents=["damaged_item"], outcome="escalated", escalations=["tealight"])

# 07 nickname: dutch oven for cast iron casserole
case("V21-07", "line named by nickname (dutch oven)",
     "the casserole is the only cookware; the enamel mug stays",
     subject="Cracked enamel", email="sam.oyelaran@example.com", order_ref="SU-21071",
     body="The dutch oven I got from you last week has a crack right through the enamel on the inside, can't cook in it. "
          "Please refund it. The little mug that came with the order is fine. SU-21071",
     w=world([("C-SAM", "Sam Oyelaran", "sam.oyelaran@example.com")],
             [order("SU-21071", "C-SAM", "SEL-SUN", [L("KT-CIC5", "Cast iron casserole 5.2L, Marseille blue", 1, 8900),
                                                     L("KT-EMG1", "Enamel camp mug, blue", 1, 1400)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(8900), "platform", [("KT-CIC5", 1)])])

# 08 brand: Sage toaster vs kettle
case("V21-08", "line named by brand",
     "toaster only; kettle said fine",
     subject="Sage broken", email="paula.v@example.com", order_ref="SU-21081",
     body="Ordered the Sage and a kettle together. The Sage has a cracked side panel and the crumb tray is bent. "
          "The kettle is fine, no complaints. I'd like the money back for the Sage. Paula (SU-21081)",
     w=world([("C-PAU", "Paula Vidal", "paula.v@example.com")],
             [order("SU-21081", "C-PAU", "SEL-SUN", [L("EL-TST4", "Sage smart toaster, 4 slice, brushed steel", 1, 12900),
                                                     L("EL-KTL2", "Electric kettle 1.7L, brushed steel", 1, 5900)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(12900), "platform", [("EL-TST4", 1)])])

# 09 colour: the green one (marketplace Northbound)
case("V21-09", "line named by colour, two near-identical lines",
     "sage green travel mug only, from the seller",
     subject="dented mug", email="j.nakamura@example.com", order_ref="SU-21091",
     body="I bought two travel mugs, the charcoal one and the green one. The green one came dented near the lid so it "
          "doesn't seal. Charcoal is perfect. Can I get a refund on the green please. Order SU-21091, Jun",
     w=world([("C-JUN", "Jun Nakamura", "j.nakamura@example.com")],
             [order("SU-21091", "C-JUN", "SEL-NBO", [L("NB-TMG-GRN", "Insulated travel mug 450ml, sage green", 1, 2900),
                                                     L("NB-TMG-CHR", "Insulated travel mug 450ml, charcoal", 1, 2900)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(2900), "seller", [("NB-TMG-GRN", 1)])])

# 10 misspelling: caffetierre
case("V21-10", "line named with a misspelling",
     "cafetiere glass cracked; the coffee beans are food and fine",
     subject="caffetierre craked", email="b.ionescu@example.com", order_ref="SU-21101",
     body="the caffetierre glass is craked all down one side, came like that in the box. please refund it. beans fine. SU-21101",
     w=world([("C-BIO", "Bogdan Ionescu", "b.ionescu@example.com")],
             [order("SU-21101", "C-BIO", "SEL-SUN", [L("KT-CAF8", "Glass cafetière, 8 cup", 1, 3300),
                                                     L("FD-BEAN1", "Whole coffee beans 1kg", 1, 2200, tax_exempt=True)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(3300), "platform", [("KT-CAF8", 1)])])

# 11 item bought elsewhere shares a word with a line; actual ask is duplicate delivery
case("V21-11", "frame bought elsewhere broke; our frame fine; delivery charged twice",
     "the Target frame is not ours and ours is fine: only the duplicate delivery copy",
     subject="Re: my order", email="c.flores@example.com", order_ref="SU-21111",
     body="Quick one. The photo frame I picked up at Target the same week broke in the car, that's on me, not you - "
          "your frame is absolutely fine. But looking at my statement you took the delivery fee twice on SU-21111. "
          "Can you put the second one back?",
     w=world([("C-CFL", "Carmen Flores", "c.flores@example.com")],
             [order("SU-21111", "C-CFL", "SEL-SUN", [L("HM-FRM57", "Oak photo frame 5x7", 2, 1900),
                                                     L("HM-ALB1", "Linen photo album", 1, 2700)], delivery=499, extra=(2,))]),
     intents=["duplicate_charge"], outcome="resolved", refunds=[R(499, "platform", [])])

# 12 marketplace (Circuit Yard, no returns) vs first-party return in one ticket
case("V21-12", "two returns: first-party accepted, refurbished marketplace final sale",
     "return the headphones stand (Sundry); the refurbished phone cannot go back for change of mind",
     subject="Returns", email="oli.grant@example.com", order_ref="SU-21121",
     body="Hi, I'd like to return two things I no longer need. The bamboo headphone stand from order SU-21121 - unused, "
          "still boxed. And the refurbished phone from SU-21122, I've decided to keep my old one. Both unused. How do I send them back?",
     w=world([("C-OLI", "Oliver Grant", "oli.grant@example.com")],
             [order("SU-21121", "C-OLI", "SEL-SUN", [L("EL-HST1", "Bamboo headphone stand", 1, 2400)], delivered_days=9),
              order("SU-21122", "C-OLI", "SEL-CYD", [L("CY-PH12", "Refurbished phone 128GB, grade A", 1, 21900)],
                    delivered_days=9)]),
     intents=[{"kind": "change_of_mind", "quote": "The bamboo headphone stand from order SU-21121 - unused, still boxed"},
              {"kind": "change_of_mind", "quote": "the refurbished phone from SU-21122, I've decided to keep my old one"}],
     outcome="partial", returns=[{"kind": "return", "sku": "EL-HST1"}], deferred=["phone"])

# 13 Kettle & Pine damage, remedy replace, customer insists on money
case("V21-13", "marketplace damage, seller remedy is replacement, customer asks money",
     "no refund: the seller replaces; a person arranges it",
     subject="DENTED PAN - REFUND NOW", email="h.walsh@example.com", order_ref="SU-21131",
     body="The copper saute pan from Kettle & Pine came with a massive dent in the rim. I want my $96 back TODAY. "
          "Order SU-21131. Not interested in excuses.",
     w=world([("C-HWA", "Harriet Walsh", "h.walsh@example.com")],
             [order("SU-21131", "C-HWA", "SEL-KPN", [L("KP-SAU28", "Copper saute pan 28cm", 1, 9600)])]),
     intents=["damaged_item"], outcome="escalated", escalations=["pan"])

# 14 damage window just inside: delivered 30 days before
case("V21-14", "damage reported on day 30",
     "inside POL-DMG-002's 30 days: lamp shade price+tax from the seller",
     subject="lampshade", email="n.achebe@example.com", order_ref="SU-21141",
     body="Dear team, I am only now unpacking the woven lampshade I ordered (SU-21141) as we were away, and I find "
          "the frame inside is bent and the weave torn at the seam. I believe I am still within your thirty days. "
          "I would be grateful for a refund. Kind regards, Ngozi Achebe",
     w=world([("C-NGO", "Ngozi Achebe", "n.achebe@example.com")],
             [order("SU-21141", "C-NGO", "SEL-LML", [L("LL-SHD40", "Hand-woven rattan lampshade 40cm", 1, 6400)],
                    delivered_days=30)]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(6400), "seller", [("LL-SHD40", 1)])])

# 15 damage window just outside: day 31
case("V21-15", "damage reported on day 31",
     "one day past POL-DMG-002's window: declined with the dates",
     subject="cushion", email="e.lindqvist@example.com", order_ref="SU-21151",
     body="Hi, the linen cushion from SU-21151 has a tear along the zip. It's been in the cupboard since it came. Can I get a refund?",
     w=world([("C-ELI", "Elin Lindqvist", "e.lindqvist@example.com")],
             [order("SU-21151", "C-ELI", "SEL-SUN", [L("HM-CSH45", "Linen cushion 45cm", 1, 3200)], delivered_days=31)]),
     intents=["damaged_item"], outcome="partial", deferred=["cushion"])

# 16 late by one day, marketplace seller: fee from platform
case("V21-16", "late by one day on a marketplace order",
     "the delivery promise is the platform's: fee from platform",
     subject="Late", email="t.mwangi@example.com", order_ref="SU-21161",
     body="Paid 9.99 for delivery by Tuesday. It came Wednesday. I'd like that delivery charge refunded. SU-21161",
     w=world([("C-TMW", "Tomas Mwangi", "t.mwangi@example.com")],
             [order("SU-21161", "C-TMW", "SEL-NBO", [L("NB-HDL1", "Head torch 400 lumen", 1, 4400)], delivery=999,
                    delivered_days=2, promised_days=1)]),
     intents=["late_delivery"], outcome="resolved", refunds=[R(999, "platform", [])])

# 17 on time in Los Angeles, next day in UTC
case("V21-17", "delivered late evening on the promised day (LA time)",
     "on time in the shop's zone: no fee",
     subject="delivery late?", email="k.reyes@example.com", order_ref="SU-21171",
     body="My order SU-21171 was promised on the 14th and I didn't get the notification until basically midnight, so as "
          "far as I'm concerned it was late. Refund the delivery fee please.",
     w=world([("C-KRY", "Kai Reyes", "k.reyes@example.com")],
             [order("SU-21171", "C-KRY", "SEL-SUN", [L("HM-THR1", "Knitted throw", 1, 5600)], delivery=699,
                    shipments=[{"carrier": "UPS", "tracking_number": "1Z21171LA", "status": "delivered",
                                "promised_by": "2026-11-14", "delivered_at": "2026-11-14T22:50:00-08:00",
                                "scans": [{"at": "2026-11-13T09:00:00Z", "code": "in_transit", "location": "Ontario, CA"},
                                          {"at": "2026-11-14T22:50:00-08:00", "code": "delivered", "location": "Porch"}]}],
                    placed_days=10)], tz="America/Los_Angeles"),
     intents=["late_delivery"], outcome="partial", deferred=["late"])

# 18 late but delivery was free
case("V21-18", "late, but delivery was free",
     "nothing to refund on a free delivery; a late fee not charged is not paid",
     subject="slow!!", email="a.dubois@example.com", order_ref="SU-21181",
     body="three days late. refund my shipping. SU-21181",
     w=world([("C-ADU", "Alain Dubois", "a.dubois@example.com")],
             [order("SU-21181", "C-ADU", "SEL-SUN", [L("HM-LMP3", "Ceramic table lamp", 1, 7900)], delivery=0,
                    delivered_days=3, promised_days=3)]),
     intents=["late_delivery"], outcome="partial", deferred=["deliver"])

# 19 shipping asked back on a damaged item: only item+tax
case("V21-19", "damaged item, customer asks shipping back too",
     "POL-DMG-002: delivery not refunded unless the whole order is unusable; the rest of the order is fine",
     subject="Smashed bowl - refund incl. shipping", email="w.okafor@example.com", order_ref="SU-21191",
     body="Your courier managed to smash the large serving bowl. The placemats in the same box are fine. "
          "Refund the bowl AND the shipping, I'm not paying to have broken things delivered. SU-21191",
     w=world([("C-WOK", "Wale Okafor", "w.okafor@example.com")],
             [order("SU-21191", "C-WOK", "SEL-SUN", [L("KT-SBW30", "Stoneware serving bowl 30cm", 1, 4500),
                                                     L("KT-PLM4", "Cotton placemats, set of 4", 1, 2000)], delivery=799)]),
     intents=["damaged_item", {"kind": "other", "quote": "AND the shipping"}],
     outcome="partial", refunds=[R(due(4500), "platform", [("KT-SBW30", 1)])], escalations=["shipping"])

# 20 store credit for the trouble + damage refund
case("V21-20", "damage refund plus store credit asked for the trouble",
     "refund the item; the $20 credit is a request of no known kind for a person",
     subject="Cracked planter", email="s.hughes@example.com", order_ref="SU-21201",
     body="Hello! The terracotta planter arrived cracked in two places. Please refund it. Also, given I had to drive "
          "to the tip with the bits, I think a $20 store credit voucher for the trouble would be fair. Order SU-21201. Cheers, Sian",
     w=world([("C-SHU", "Sian Hughes", "s.hughes@example.com")],
             [order("SU-21201", "C-SHU", "SEL-SUN", [L("GD-PLT35", "Terracotta planter 35cm", 1, 3800)])]),
     intents=["damaged_item", {"kind": "other", "quote": "a $20 store credit voucher for the trouble would be fair"}],
     outcome="partial", refunds=[R(due(3800), "platform", [("GD-PLT35", 1)])], escalations=["voucher"])

# 21 refund already made on the record; customer asks again
case("V21-21", "damage already refunded by an earlier ticket, asked again",
     "the record shows the kettle refunded in full last week: no second payment",
     subject="kettle still broken", email="m.farah@example.com", order_ref="SU-21211",
     body="The kettle from SU-21211 arrived with a cracked water window and leaks. I want a refund for it please.",
     w=world([("C-MFA", "Mohamed Farah", "m.farah@example.com")],
             [order("SU-21211", "C-MFA", "SEL-SUN", [L("EL-KTL9", "Glass electric kettle", 1, 4900)], delivered_days=9,
                    refunds=[{"amount_cents": due(4900), "source": "platform", "case_type": "damaged_item",
                              "reason": "kettle arrived cracked", "lines": ["EL-KTL9"]}])]),
     intents=["damaged_item"], outcome="escalated", escalations=["kettle"])

# 22 partial refund already paid on the line: another two of the plates
case("V21-22", "one plate refunded earlier, two more found cracked",
     "line of 6; 1 refunded before; the ticket says another two: pay 2 units",
     subject="more cracked plates", email="l.moreau@example.com", order_ref="SU-21221",
     body="Bonjour. Last week you refunded one cracked side plate on SU-21221, thank you. Now I unpacked the rest of the "
          "box and another two plates are cracked. Please refund these two also. Louise",
     w=world([("C-LMO", "Louise Moreau", "l.moreau@example.com")],
             [order("SU-21221", "C-LMO", "SEL-SUN", [L("KT-SPL6", "Side plate 21cm", 6, 1100)], delivered_days=10,
                    refunds=[{"amount_cents": due(1100), "source": "platform", "case_type": "damaged_item",
                              "reason": "one side plate cracked", "lines": ["KT-SPL6"]}])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(1100, 2), "platform", [("KT-SPL6", 2)])])

# 23 price drop (other) + duplicate delivery
case("V21-23", "price dropped after purchase + duplicate delivery",
     "duplicate copy refunded; the price difference is a request for a person",
     subject="Two things", email="p.novak@example.com", order_ref="SU-21231",
     body="1) The rain jacket went down by $15 two days after I bought it. Can you refund me the difference? "
          "2) I was charged for delivery twice on SU-21231 ($5.99 and $5.99). Please refund the extra.",
     w=world([("C-PNO", "Petr Novak", "p.novak@example.com")],
             [order("SU-21231", "C-PNO", "SEL-NBO", [L("NB-RJK2", "Packable rain jacket", 1, 8900)], extra=(2,))]),
     intents=[{"kind": "other", "quote": "Can you refund me the difference?"}, "duplicate_charge"],
     outcome="partial", refunds=[R(599, "platform", [])], escalations=["difference"])

# 24 wrong amount stated for the duplicate
case("V21-24", "duplicate with the wrong figure stated",
     "the record shows $58.50 items twice; the customer says $64.50: held for a person",
     subject="charged twice", email="d.kim@example.com", order_ref="SU-21241",
     body="You took two identical payments of $64.50 for order SU-21241. I only ordered once. Please refund one of them.",
     w=world([("C-DKM", "Daniel Kim", "d.kim@example.com")],
             [order("SU-21241", "C-DKM", "SEL-SUN", [L("HM-SHT2", "Percale sheet set, double", 1, 5850)], delivery=0, extra=(1,))]),
     intents=["duplicate_charge"], outcome="escalated", escalations=["duplicate"])

# 25 right amount stated with cents
case("V21-25", "duplicate with the right figure stated",
     "items charge $23.75 twice: the copy from the platform",
     subject="Duplicate payment SU-21251", email="f.rossi@example.com", order_ref="SU-21251",
     body="Good morning, my bank statement shows the $23.75 payment for order SU-21251 twice on the same day. "
          "Could you please refund the second one? Many thanks, Francesca Rossi",
     w=world([("C-FRO", "Francesca Rossi", "f.rossi@example.com")],
             [order("SU-21251", "C-FRO", "SEL-PFS", [L("PF-NTB3", "Dot grid notebook A5", 1, 2375)], extra=(1,))]),
     intents=["duplicate_charge"], outcome="resolved", refunds=[R(2375, "platform", [])])

# 26 amount in words
case("V21-26", "duplicate with the amount in words",
     "thirty-two dollars and fifty cents = the items charge; its copy refunded",
     subject="twice", email="r.adeyemi@example.com", order_ref="SU-21261",
     body="Hello, I have been billed two times the thirty-two dollars and fifty cents for my bird feeder, order SU-21261. "
          "Kindly reverse the second payment.",
     w=world([("C-RAD", "Remi Adeyemi", "r.adeyemi@example.com")],
             [order("SU-21261", "C-RAD", "SEL-SUN", [L("GD-BFD1", "Hanging bird feeder", 1, 3250)], extra=(1,))]),
     intents=["duplicate_charge"], outcome="resolved", refunds=[R(3250, "platform", [])])

# 27 lost shipment, marketplace; another order arrived fine
case("V21-27", "lost parcel on marketplace order; other order arrived fine",
     "everything charged on the lost order, by carrier claim; nothing on the order that arrived",
     subject="Never arrived", email="y.haddad@example.com", order_ref="SU-21271",
     body="Order SU-21271 (the sleeping bag) never arrived - tracking has said 'exception' for over a week and now says lost. "
          "My other order SU-21272 with the stove came fine. Please refund the sleeping bag order.",
     w=world([("C-YHA", "Yusuf Haddad", "y.haddad@example.com")],
             [order("SU-21271", "C-YHA", "SEL-NBO", [L("NB-SLB3", "Down sleeping bag -5C", 1, 12900)], delivery=899,
                    status="shipped", placed_days=16,
                    shipments=[{"carrier": "UPS", "tracking_number": "1Z21271LS", "status": "lost",
                                "promised_by": (NOW - timedelta(days=10)).date().isoformat(), "delivered_at": None,
                                "scans": [{"at": iso(NOW - timedelta(days=14)), "code": "in_transit", "location": "Reno, NV"},
                                          {"at": iso(NOW - timedelta(days=9)), "code": "exception", "location": "Reno, NV"}]}]),
              order("SU-21272", "C-YHA", "SEL-NBO", [L("NB-STV1", "Backpacking stove", 1, 5400)], delivered_days=6)]),
     intents=["non_delivery"], outcome="resolved",
     refunds=[R(12900 + 899 + tax_of(12900), "carrier_claim")])

# 28 split order: chair parcel lost, desk parcel delivered
ch, dk = 14500, 18900
case("V21-28", "split order, one parcel lost",
     "the chair's lines and tax by carrier claim, not the order's charges",
     subject="chair missing", email="i.petrov@example.com", order_ref="SU-21281",
     body="The desk came on Monday, all good. The chair that was supposed to come separately never showed up and the "
          "tracking for it says lost. I'd like a refund for the chair. Order SU-21281. Ivan",
     w=world([("C-IPE", "Ivan Petrov", "i.petrov@example.com")],
             [order("SU-21281", "C-IPE", "SEL-SUN", [L("FN-CHR1", "Task chair, grey", 1, ch), L("FN-DSK1", "Oak desk 120cm", 1, dk)],
                    delivery=0, placed_days=14,
                    shipments=[{"carrier": "UPS", "tracking_number": "1Z21281DK", "status": "delivered",
                                "promised_by": (NOW - timedelta(days=5)).date().isoformat(),
                                "delivered_at": iso(NOW - timedelta(days=4)), "lines": ["FN-DSK1"],
                                "scans": [{"at": iso(NOW - timedelta(days=4)), "code": "delivered", "location": "Front door"}]},
                               {"carrier": "UPS", "tracking_number": "1Z21281CH", "status": "lost",
                                "promised_by": (NOW - timedelta(days=5)).date().isoformat(), "delivered_at": None,
                                "lines": ["FN-CHR1"],
                                "scans": [{"at": iso(NOW - timedelta(days=12)), "code": "in_transit", "location": "Dayton, OH"}]}])]),
     intents=["non_delivery"], outcome="escalated", escalations=["chair"],
     approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": due(ch)}]},
     refunds=[R(due(ch), "carrier_claim", [("FN-CHR1", 1)])])
# (over the ceiling: the lead approves $156.60; outcome then resolved)
CASES[-1]["expected"]["outcome"] = "resolved"
CASES[-1]["expected"]["escalations"] = []

# 29 three orders: dup on A, late on B, husband's lamp on C
case("V21-29", "three orders: duplicate, late, husband's own order",
     "copy of items on A, fee on B; C is the husband's order on his account: no money",
     subject="Orders SU-21291 / SU-21292 / SU-21293", email="z.ahmed@example.com", order_ref="SU-21291",
     body="Hi, three things, sorry!\n"
          "- SU-21291: the items were charged twice (two lots of $44.00).\n"
          "- SU-21292: promised by last Thursday, came Monday. Please refund the delivery charge.\n"
          "- SU-21293 is my husband's order on his own account - the lamp arrived with a broken base. He's hopeless with "
          "emails so could you just refund it to him while you're at it?\nThanks, Zara",
     w=world([("C-ZAH", "Zara Ahmed", "z.ahmed@example.com"), ("C-IMR", "Imran Ahmed", "imran.ahmed@example.com")],
             [order("SU-21291", "C-ZAH", "SEL-SUN", [L("HM-BSK2", "Seagrass basket", 2, 2200)], extra=(1,)),
              order("SU-21292", "C-ZAH", "SEL-SUN", [L("HM-MRR1", "Round wall mirror", 1, 6500)], delivery=699,
                    delivered_days=4, promised_days=4),
              order("SU-21293", "C-IMR", "SEL-SUN", [L("HM-LMP8", "Marble base table lamp", 1, 8800)])]),
     intents=[{"kind": "duplicate_charge", "quote": "the items were charged twice (two lots of $44.00)"},
              {"kind": "late_delivery", "quote": "Please refund the delivery charge"},
              {"kind": "damaged_item", "quote": "the lamp arrived with a broken base"}],
     outcome="partial", refunds=[R(4400, "platform", []), R(699, "platform", [])], escalations=["lamp"])

# 30 gift bought by aunt on her own account, recipient writes
case("V21-30", "recipient of a gift ordered on someone else's account",
     "the order is the aunt's: no money to the recipient without a person confirming the link",
     subject="Gift arrived broken", email="c.obrien@example.com", order_ref="SU-21301",
     body="Hi, my aunt sent me a snow globe from your shop for my birthday (she ordered it on her account, order SU-21301). "
          "It arrived smashed, glitter water all through the box. She doesn't use email much, so can the refund come to me? Thanks, Ciara",
     w=world([("C-CIA", "Ciara O'Brien", "c.obrien@example.com"), ("C-AUN", "Maeve Doyle", "maeve.doyle@example.com")],
             [order("SU-21301", "C-AUN", "SEL-SUN", [L("HM-SNG1", "Glass snow globe", 1, 2900)])]),
     intents=["damaged_item"], outcome="escalated", escalations=["globe"])

# 31 gift for mum on customer's own order
case("V21-31", "gift for mum on the customer's own order",
     "own order: the teapot refunded from the platform",
     subject="teapot for mum", email="g.singh@example.com", order_ref="SU-21311",
     body="I bought a teapot as a gift for my mum and had it sent to her house. She rang to say the spout is snapped off. "
          "Could you refund it to my card? It's order SU-21311. The tea cosy I ordered with it is fine.",
     w=world([("C-GSI", "Gurpreet Singh", "g.singh@example.com")],
             [order("SU-21311", "C-GSI", "SEL-SUN", [L("KT-TPT1", "Cast iron teapot 0.9L", 1, 4200),
                                                     L("KT-CSY1", "Knitted tea cosy", 1, 1500)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(4200), "platform", [("KT-TPT1", 1)])])

# 32 SMS style duplicate
case("V21-32", "SMS-style duplicate",
     "copy of the items charge, platform",
     subject="refund", email="jj.boateng@example.com", order_ref="21321",
     body="hi u charged me 2x for order 21321 pls refund the extra 1 thx",
     w=world([("C-JJB", "JJ Boateng", "jj.boateng@example.com")],
             [order("SU-21321", "C-JJB", "SEL-NBO", [L("NB-BTL1", "Steel water bottle 750ml", 1, 2600)], extra=(1,))]),
     intents=["duplicate_charge"], outcome="resolved", refunds=[R(2600, "platform", [])])

# 33 non-native English: damaged blender + late
case("V21-33", "non-native English, damage and late on one order",
     "blender price+tax, delivery fee: two refunds from the platform",
     subject="Problem with blender order", email="h.tran@example.com", order_ref="SU-21331",
     body="Hello. I receive the blender yesterday but the body of it have crack and it is not working when I press. "
          "Also delivery is coming 3 days later than you promise me. Please give me refund for blender and for the delivery money. "
          "Order is SU-21331. Thank you very much.",
     w=world([("C-HTR", "Hoa Tran", "h.tran@example.com")],
             [order("SU-21331", "C-HTR", "SEL-SUN", [L("EL-BLN6", "Countertop blender 1.5L", 1, 7400)], delivery=699,
                    delivered_days=1, promised_days=3)]),
     intents=["damaged_item", "late_delivery"], outcome="resolved",
     refunds=[R(due(7400), "platform", [("EL-BLN6", 1)]), R(699, "platform", [])])

# 34 elderly polite: duplicate; a settled problem last year mentioned
case("V21-34", "elderly polite, duplicate, past settled problem as context",
     "only the duplicate delivery copy; last year's settled teapot is context",
     subject="A query about my statement", email="edith.marsh@example.com", order_ref="SU-21341",
     body="Dear Sir or Madam,\n\nI hope this finds you well. I have been a customer of yours for some years, and I must say "
          "that when my teapot arrived broken last winter your lady on the telephone sorted it out beautifully with a refund, "
          "for which I remain grateful.\n\nI am writing because my grandson helped me read my card statement and it seems the "
          "delivery charge for my recent order of knitting wool (SU-21341) has been taken twice. I should be most obliged if "
          "the second one could be returned to me.\n\nWith kind regards,\nMrs Edith Marsh",
     w=world([("C-EDM", "Edith Marsh", "edith.marsh@example.com")],
             [order("SU-21341", "C-EDM", "SEL-LML", [L("LL-WOL10", "Hand-dyed merino yarn, 10 skeins", 1, 5400)], extra=(2,))]),
     intents=["duplicate_charge"], outcome="resolved", refunds=[R(599, "platform", [])])

# 35 angry: 3 of the 5 bowls, shipping back, wrong figure in pounds
case("V21-35", "angry, three of five bowls, shipping asked",
     "3 units of 5: price and tax; shipping is not owed on a damage (asked as other)",
     subject="BROKEN AGAIN", email="r.knight@example.com", order_ref="SU-21351",
     body="THREE of the FIVE pasta bowls came in pieces. Three! Who packs these?? The other two survived somehow. "
          "Refund the three broken ones and give me my shipping back as well. SU-21351.",
     w=world([("C-RKN", "Rob Knight", "r.knight@example.com")],
             [order("SU-21351", "C-RKN", "SEL-SUN", [L("KT-PBW5", "Pasta bowl 22cm", 5, 1350)], delivery=599)]),
     intents=["damaged_item", {"kind": "other", "quote": "give me my shipping back as well"}],
     outcome="partial", refunds=[R(due(1350, 3), "platform", [("KT-PBW5", 3)])], escalations=["shipping"])

# 36 bundle: one mug of a cook set dented -> person
case("V21-36", "one mug of a cook set sold as one unit",
     "a part of a unit: a person, never the whole set",
     subject="cook set", email="a.larsen@example.com", order_ref="SU-21361",
     body="Hi, one of the two mugs in the camping cook set is dented badly, the pot and pan are fine. What can you do? SU-21361",
     w=world([("C-ALA", "Anders Larsen", "a.larsen@example.com")],
             [order("SU-21361", "C-ALA", "SEL-NBO", [L("NB-CKS4", "Camping cook set (pot, pan, 2 mugs)", 1, 5600)])]),
     intents=["damaged_item"], outcome="escalated", escalations=["mug"])

# 37 bundle all crushed: whole unit paid
case("V21-37", "whole cook set crushed",
     "every piece damaged: the whole unit's price and tax from the seller",
     subject="crushed cook set", email="m.ferreira@example.com", order_ref="SU-21371",
     body="The whole camping cook set arrived crushed - pot, pan and both mugs, every piece bent. Refund please. SU-21371",
     w=world([("C-MFE", "Marta Ferreira", "m.ferreira@example.com")],
             [order("SU-21371", "C-MFE", "SEL-NBO", [L("NB-CKS4", "Camping cook set (pot, pan, 2 mugs)", 1, 5600),
                                                     L("NB-LTR1", "Folding lantern", 1, 2100)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(5600), "seller", [("NB-CKS4", 1)])])

# 38 all but one of the four tumblers
case("V21-38", "all but one of four",
     "3 units of 4",
     subject="Tumblers", email="o.bakker@example.com", order_ref="SU-21381",
     body="All but one of the 4 tumblers arrived cracked. Order SU-21381. Refund for the cracked ones please.",
     w=world([("C-OBA", "Olga Bakker", "o.bakker@example.com")],
             [order("SU-21381", "C-OBA", "SEL-SUN", [L("KT-TMB4", "Recycled glass tumbler", 4, 900)])]),
     intents=["damaged_item"], outcome="resolved", refunds=[R(due(900, 3), "platform", [("KT-TMB4", 3)])])

# 39 duplicate already refunded on the record
case("V21-39", "duplicate already refunded, customer asks again",
     "the copy was refunded last week (on the record): nothing more",
     subject="double charge still not fixed", email="v.costa@example.com", order_ref="SU-21391",
     body="Order SU-21391 - I was charged twice for the delivery. Please refund the extra charge.",
     w=world([("C-VCO", "Vera Costa", "v.costa@example.com")],
             [order("SU-21391", "C-VCO", "SEL-SUN", [L("HM-CLK1", "Wall clock", 1, 3600)], extra=(2,),
                    refunds=[{"amount_cents": 599, "source": "platform", "case_type": "duplicate_charge",
                              "reason": "duplicate delivery charge", "charges": [4]}])]),
     intents=["duplicate_charge"], outcome="partial", deferred=["duplicate"])

# 40 Ashford Home collect_and_refund + mention of refund by phone
case("V21-40", "marketplace furniture damage, collect and refund; partial phone goodwill mentioned",
     "a collection of the side table (refund follows the collection); no refund in the run",
     subject="Side table damaged", email="h.berg@example.com", order_ref="SU-21401",
     body="Hi, the walnut side table from Ashford Home arrived with one leg split. The matching stool I ordered with it "
          "is fine. What are my options? I'd like it taken away and refunded. SU-21401",
     w=world([("C-HBE", "Hanna Berg", "h.berg@example.com")],
             [order("SU-21401", "C-HBE", "SEL-ASH", [L("AH-STB1", "Walnut side table", 1, 12400),
                                                     L("AH-STL1", "Walnut stool", 1, 8600)])]),
     intents=["damaged_item"], outcome="resolved", returns=[{"kind": "collection", "sku": "AH-STB1"}])


def main():
    assert len(CASES) == 40, len(CASES)
    with open(HERE / "ver21a.jsonl", "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(HERE / "notes.json", "w") as f:
        json.dump(NOTES, f, indent=1, ensure_ascii=False)
    money = sum(1 for c in CASES if c["expected"]["refunds"])
    print(len(CASES), "cases,", money, "expecting a payment")


if __name__ == "__main__":
    main()
