#!/usr/bin/env python3
"""Blind round ver24a: 40 ordinary support mails, several goods and several requests each.

Writes ver24a.jsonl and notes.json next to this file. Every figure (tax, totals, refunds) is
computed here from the order data, never typed. Deterministic: no clock, no randomness.
"""
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2026-12-04T16:00:00Z"

SELLERS = {
    "S-HOME": ("Hearth & Home", "first_party", True, 30, "refund_keep_item",
               "Hearth & Home ships from our own warehouse. Returns of unused goods within 30 days. "
               "Damaged goods: refund, keep the item."),
    "S-KILN": ("Kiln Street Ceramics", "marketplace", True, 30, "refund_keep_item",
               "Kiln Street Ceramics accepts returns within 30 days of delivery. Items damaged in "
               "transit are refunded; no need to send them back."),
    "S-VOLT": ("Voltaic Gadgets", "marketplace", False, 0, "replace",
               "Voltaic Gadgets does not accept returns for change of mind. Damaged items are "
               "replaced by the seller."),
    "S-TRAIL": ("Trailhead Outfitters", "marketplace", True, 14, "refund_keep_item",
                "Trailhead Outfitters accepts unused returns within 14 days of delivery. Damaged "
                "gear is refunded."),
}


def cents(d):
    return int(Decimal(d).quantize(Decimal(1), rounding=ROUND_HALF_UP))


class Order:
    def __init__(self, ref, cust, seller, lines, rate="0.08", fee=599, placed="2026-11-20T09:14:00Z",
                 parcels=None, dup=None, refunds=None, returns=None, status="delivered"):
        """lines: (sku, description, qty, unit_cents[, tax_exempt]).
        parcels: list of dicts {skus, status, promised, delivered, scans, fee}; default one delivered parcel.
        dup: list of charge kinds to duplicate ('items', 'delivery', 'tax')."""
        self.ref, self.cust, self.seller = ref, cust, seller
        self.lines = [dict(sku=l[0], description=l[1], quantity=l[2], unit_price_cents=l[3],
                           **({"tax_exempt": True} if len(l) > 4 and l[4] else {})) for l in lines]
        self.rate = Decimal(rate)
        self.placed = placed
        self.status = status
        if parcels is None:
            parcels = [dict(skus=None, status="delivered", promised="2026-11-28",
                            delivered="2026-11-26T14:20:00Z")]
        self.parcels = parcels
        self.items = sum(l["quantity"] * l["unit_price_cents"] for l in self.lines)
        self.taxable = sum(l["quantity"] * l["unit_price_cents"] for l in self.lines if not l.get("tax_exempt"))
        self.tax = cents(self.taxable * self.rate)
        self.fees = [p.get("fee", fee) for p in parcels]
        ch = [dict(kind="items", description="Order items", amount_cents=self.items, charged_at=placed)]
        for i, f in enumerate(self.fees):
            if f:
                ch.append(dict(kind="delivery", description="Standard delivery" + (f" (parcel {i+1})" if len(parcels) > 1 else ""),
                               amount_cents=f, charged_at=placed))
        ch.append(dict(kind="tax", description="Sales tax", amount_cents=self.tax, charged_at=placed))
        self.dups = {}
        for kind in dup or []:
            src = next(c for c in ch if c["kind"] == kind)
            c2 = dict(src)
            c2["charged_at"] = placed.replace(":14:", ":16:")
            ch.append(c2)
            self.dups[kind] = c2["amount_cents"]
        self.charges = ch
        self.refunds = refunds or []
        self.returns = returns or []

    def line(self, sku):
        return next(l for l in self.lines if l["sku"] == sku)

    def item_refund(self, sku, qty=None):
        l = self.line(sku)
        q = l["quantity"] if qty is None else qty
        value = q * l["unit_price_cents"]
        share = 0 if l.get("tax_exempt") else cents(Decimal(self.tax) * value / self.taxable)
        return value + share

    def everything(self):
        return sum(c["amount_cents"] for c in self.charges) - sum(self.dups.values())

    def fixture(self):
        ships = []
        for i, p in enumerate(self.parcels):
            scans = p.get("scans")
            if scans is None:
                scans = [dict(at=self.placed.replace("09:14", "17:40"), code="picked_up", location="Reno NV"),
                         dict(at=(p["delivered"] or "2026-11-22T08:00:00Z")[:10] + "T06:10:00Z" if p["delivered"] else "2026-11-22T08:00:00Z",
                              code="in_transit", location="Sacramento CA")]
                if p["delivered"]:
                    scans.append(dict(at=p["delivered"], code="delivered", location="Front door"))
            s = dict(carrier=p.get("carrier", "UPS"), tracking_number=f"1Z{self.ref[-5:]}{i}{len(self.lines)}",
                     status=p["status"], promised_by=p["promised"], delivered_at=p["delivered"], scans=scans)
            if p.get("skus"):
                s["lines"] = p["skus"]
            ships.append(s)
        o = dict(ref=self.ref, customer=self.cust, seller=self.seller, status=self.status, placed_at=self.placed,
                 lines=self.lines, charges=self.charges, shipments=ships)
        if self.refunds:
            o["refunds"] = self.refunds
        if self.returns:
            o["returns"] = self.returns
        return o


def late(promised="2026-11-24", delivered="2026-11-27T15:05:00Z", skus=None, fee=599):
    return dict(skus=skus, status="delivered", promised=promised, delivered=delivered, fee=fee)


def ontime(promised="2026-11-28", delivered="2026-11-26T14:20:00Z", skus=None, fee=599):
    return dict(skus=skus, status="delivered", promised=promised, delivered=delivered, fee=fee)


def lost(promised="2026-11-25", skus=None, fee=599):
    return dict(skus=skus, status="lost", promised=promised, delivered=None, fee=fee,
                scans=[dict(at="2026-11-20T17:40:00Z", code="picked_up", location="Reno NV"),
                       dict(at="2026-11-21T03:12:00Z", code="in_transit", location="Sacramento CA"),
                       dict(at="2026-11-23T11:00:00Z", code="exception", location="Sacramento CA")])


CASES, NOTES = [], {}


def add(cid, title, voice, cust, subject, body, orders, intents, refunds, returns=(), escalations=(),
        outcome="resolved", approver=None, order_ref="", actions="", hard="", deferred=None, tags=()):
    name, email = cust
    cref = "C-" + cid
    custs = [dict(ref=cref, name=name, email=email)]
    sellers_used = sorted({o.seller for o in orders})
    world = dict(customers=custs,
                 sellers=[dict(ref=s, name=SELLERS[s][0], seller_type=SELLERS[s][1]) for s in sellers_used],
                 supplements=[dict(ref="SUP-" + s[2:], seller=s, accepts_returns=SELLERS[s][2],
                                   return_window_days=SELLERS[s][3], damage_remedy=SELLERS[s][4], text=SELLERS[s][5])
                              for s in sellers_used],
                 orders=[])
    for o in orders:
        o.cust = cref
        world["orders"].append(o.fixture())
    exp = dict(outcome=outcome, refunds=[dict(amount_cents=a, source=s, **({"lines": ln} if ln is not None else {}))
                                         for a, s, ln in refunds],
               returns=[dict(kind="return", sku=s) for s in returns],
               escalations=[dict(item=e) for e in escalations])
    if deferred:
        exp["deferred"] = [dict(item=d) for d in deferred]
    case = dict(id=cid, title=title, tags=["voice:" + voice, *tags],
                ticket=dict(subject=subject, body=body, customer_email=email, order_ref=order_ref),
                now=NOW, world=world, intents=intents, expected=exp)
    if approver:
        case["approver"] = approver
    for it in intents:
        q = it["quote"] if isinstance(it, dict) else None
        assert q is None or " ".join(q.lower().split()) in " ".join((subject + " " + body).lower().split()), (cid, q)
    CASES.append(case)
    total = sum(a for a, _, _ in refunds)
    NOTES[cid] = dict(title=title, exact_money=bool(refunds), money=[dict(amount_cents=a, source=s) for a, s, _ in refunds],
                      total_cents=total, total=f"${total/100:.2f}", returns=list(returns), escalations=list(escalations),
                      outcome=outcome, good_support_actions=actions, why_hard=hard)


def L(sku, q):
    return [dict(sku=sku, quantity=q)]


def I(kind, quote):
    return dict(kind=kind, quote=quote)


# ---------------------------------------------------------------- cases
# V24-01 reply on top of quoted mail; teapot lid + sugar bowl; delivery charged twice ($ amount)
o = Order("SU-72401", None, "S-HOME", [("TEA-POT-1", "Stoneware teapot with lid", 1, 3400),
                                      ("TEA-CUP-2", "Stoneware tea cup", 2, 1250),
                                      ("SUG-BWL-1", "Stoneware sugar bowl", 1, 1400)], rate="0.0725", fee=695, dup=["delivery"])
add("V24-01", "reply on top of quoted mail: two damaged lines and a double delivery charge", "polite",
    ("Margaret Oyelaran", "m.oyelaran@fastmail.com"),
    "Re: Your Hearth & Home enquiry [SU-72401]",
    "Hello Priya,\n\nThanks for getting back to me so fast. To answer your question: the two tea cups are fine, "
    "it's the teapot and the sugar bowl. The teapot lid is chipped right along the rim and the sugar bowl arrived in pieces. "
    "Please refund those two.\n\nWhile I was checking my card statement I also noticed the delivery charge ($6.95) "
    "went through twice on the same day.\n\nBest,\nMargaret\n\n"
    "> On Tue, 1 Dec 2026, Priya (Hearth & Home Support) wrote:\n> Hi Margaret, sorry to hear some of the tea set arrived damaged. "
    "Could you tell us which pieces were damaged, and whether you'd like a refund or a replacement?\n>\n"
    "> Margaret wrote:\n> The tea set came today and some of it is broken. Order SU-72401.",
    [o], [I("damaged_item", "The teapot lid is chipped right along the rim"),
          I("damaged_item", "the sugar bowl arrived in pieces"),
          I("duplicate_charge", "the delivery charge ($6.95) went through twice")],
    [(o.item_refund("TEA-POT-1"), "platform", L("TEA-POT-1", 1)), (o.item_refund("SUG-BWL-1"), "platform", L("SUG-BWL-1", 1)),
     (o.dups["delivery"], "platform", [])],
    actions="refund teapot and sugar bowl with tax (refund-and-keep), refund the second $6.95 delivery charge; cups untouched",
    hard="answer sits on top of quoted mail; the quoted original also says 'broken'; cups named as fine; lid is part of the teapot")

# V24-02 withdrawn return mid-mail; lamp base cracked; late delivery fee
o = Order("SU-72402", None, "S-HOME", [("LMP-BASE-1", "Ceramic table lamp base", 1, 5900),
                                      ("THR-WOOL-1", "Merino wool throw", 1, 7400),
                                      ("BLB-E26-4", "LED bulb 4-pack", 1, 1299)], rate="0.08", parcels=[late()])
add("V24-02", "return withdrawn mid-mail, damage and late fee stay", "rambling",
    ("Tomasz Wierzbicki", "tomasz.wierzbicki@gmail.com"),
    "order SU-72402",
    "Hi there,\n\nSo the order finally turned up on Friday (it was supposed to be here by the Tuesday, and I had taken the day off for it, "
    "but anyway). The ceramic lamp base arrived cracked straight down one side, you can see the light through it, so please refund it.\n\n"
    "I was also going to ask you to take back the wool throw because it's a bit scratchy, but my daughter has claimed it for her "
    "room and loves it, so forget that, we're keeping the throw.\n\n"
    "Since it came late I'd like the shipping charge refunded as well please.\n\nThanks,\nTomasz",
    [o], [I("damaged_item", "The ceramic lamp base arrived cracked"), I("late_delivery", "I'd like the shipping charge refunded")],
    [(o.item_refund("LMP-BASE-1"), "platform", L("LMP-BASE-1", 1)), (599, "platform", [])],
    actions="refund lamp base + tax; refund $5.99 delivery (promised 24 Nov, delivered 27 Nov); no return of the throw",
    hard="a return request told and withdrawn in the same paragraph ('forget that, we're keeping the throw')")

# V24-03 changed mid-mail: refund -> replacement for platter; duplicate items charge
o = Order("SU-72403", None, "S-HOME", [("PLT-SRV-1", "Oval serving platter", 1, 4600),
                                      ("BWL-SAL-1", "Salad bowl, large", 1, 3800)], rate="0.06", dup=["items"])
add("V24-03", "refund changed to replacement mid-mail; duplicate items charge", "polite",
    ("Helen Achterberg", "helen.achterberg@outlook.com"),
    "Platter + a double payment",
    "Hi, order SU-72403. The oval serving platter arrived with a crack across the middle. Please refund the platter. "
    "Actually no, thinking about it, I'd much rather you sent a replacement platter instead of the money, it's for Christmas dinner "
    "and I can't find the same one anywhere else.\n\nSecond thing: my bank shows the $84.00 order payment taken twice. Could you refund the extra one?\n\nHelen",
    [o], [I("damaged_item", "I'd much rather you sent a replacement platter instead of the money"),
          I("duplicate_charge", "my bank shows the $84.00 order payment taken twice")],
    [(o.dups["items"], "platform", [])], escalations=["platter"], outcome="partial",
    actions="refund the duplicate $84.00; no refund for the platter: a person arranges a replacement platter",
    hard="the request changes from refund to replacement mid-paragraph; paying the platter is wrong")

# V24-04 exchange (size swap) + leaking bottle + lost jacket parcel (split)
o = Order("SU-72404", None, "S-TRAIL", [("BOOT-HK-42", "Ridgeline hiking boots, EU 42", 1, 13900),
                                       ("BTL-STL-1", "Insulated steel water bottle 750 ml", 1, 3200),
                                       ("JKT-RAIN-M", "Packable rain jacket, M", 1, 8900)], rate="0.0875",
          parcels=[ontime(skus=["BOOT-HK-42", "BTL-STL-1"]), lost(skus=["JKT-RAIN-M"])])
add("V24-04", "size swap, damaged bottle, one parcel of two lost", "non-native",
    ("Lars Bergqvist", "lars.bergqvist@telia.se"),
    "Problems with order SU-72404",
    "Hello,\n\nI receive the first box with boots and bottle. Three things please:\n\n"
    "- The hiking boots are one size too small for me. Can I swap them for a EU 43?\n"
    "- The steel water bottle arrived with a big dent and it leaks at the lid, please refund it.\n"
    "- The rain jacket never arrived. It was in a second box and the tracking says now the parcel is lost. I want refund for the jacket.\n\n"
    "Thank you very much,\nLars",
    [o], [I("other", "Can I swap them for a EU 43?"), I("damaged_item", "steel water bottle arrived with a big dent"),
          I("non_delivery", "The rain jacket never arrived")],
    [(o.item_refund("BTL-STL-1"), "seller", L("BTL-STL-1", 1)), (o.item_refund("JKT-RAIN-M"), "carrier_claim", L("JKT-RAIN-M", 1))],
    escalations=["EU 43"], outcome="partial",
    actions="refund bottle + tax (seller); carrier claim for the jacket's lost parcel (jacket + tax); a person arranges the boot swap",
    hard="split order, one parcel lost; an exchange is no known kind")

# V24-05 cancel an existing return; damaged bookshelf; wrong bookends
o = Order("SU-72405", None, "S-HOME", [("LMP-DSK-1", "Brass desk lamp", 1, 6500),
                                      ("SHF-OAK-5", "Oak bookshelf, 5 tier", 1, 8900),
                                      ("BKE-BLK-2", "Bookends, matte black (pair)", 1, 2400)], rate="0.08",
          returns=[dict(sku="LMP-DSK-1", kind="return", reason="change of mind: too bright")])
add("V24-05", "cancel a return already started; damage; wrong item", "business",
    ("Ifeoma Nwosu", "ifeoma@nwosu-design.co"),
    "SU-72405 - three points",
    "Good afternoon,\n\nLast week I started a return for the brass desk lamp. Please cancel that return, I've decided to keep the lamp after all.\n\n"
    "Separately, the oak bookshelf arrived with one side panel split from top to bottom, and I would like a refund for it.\n\n"
    "Finally, the bookends: I ordered matte black and you sent polished brass ones. They are not what I ordered and I'd like to send them back.\n\n"
    "Kind regards,\nIfeoma Nwosu\nNwosu Interiors",
    [o], [I("other", "Please cancel that return"), I("damaged_item", "oak bookshelf arrived with one side panel split"),
          I("wrong_item", "I ordered matte black and you sent polished brass ones")],
    [(o.item_refund("SHF-OAK-5"), "platform", L("SHF-OAK-5", 1))], returns=["BKE-BLK-2"], escalations=["cancel"], outcome="partial",
    actions="refund bookshelf + tax; start return of the bookends; a person cancels the lamp's return",
    hard="a request to cancel a return must not start or pay anything on the lamp")

# V24-06 thank-you note, past refund context, dup charge in words, invoice request
o = Order("SU-72406", None, "S-HOME", [("TST-4SL-1", "Four-slice toaster", 1, 4200),
                                      ("KTL-GLS-1", "Glass kettle", 1, 3800)], rate="0.07", dup=["items"],
          refunds=[dict(amount_cents=4066, source="platform", case_type="damaged_item", reason="kettle arrived cracked", lines=["KTL-GLS-1"])])
add("V24-06", "thank-you note with a buried duplicate in words and an invoice ask", "polite",
    ("Rosalind Pike", "rosalind.pike@btinternet.com"),
    "Thank you!",
    "Dear Hearth & Home team,\n\nJust a note to say thank you for the quick refund on the cracked kettle last month, it was handled beautifully. "
    "The toaster has been wonderful.\n\nOne small thing I only noticed now when doing my accounts: the eighty dollar payment for order SU-72406 "
    "went through two times on my card. Could you look into it and refund the second one?\n\n"
    "And since I'm doing the accounts anyway, could you email me a proper invoice for that order?\n\nWarm regards,\nRosalind",
    [o], [I("duplicate_charge", "the eighty dollar payment for order SU-72406 went through two times"),
          I("other", "could you email me a proper invoice for that order?")],
    [(o.dups["items"], "platform", [])], escalations=["invoice"], outcome="partial",
    actions="refund the second $80.00; a person sends the invoice; nothing on the kettle (settled)",
    hard="amount in words; settled past kettle refund must stay context; the request is buried in a thank-you note")

# V24-07 order number only in signature; 3 of 12 glasses; dup delivery
o = Order("SU-72407", None, "S-KILN", [("GLS-WIN-12", "Hand-blown wine glass", 12, 1450),
                                      ("DEC-GLS-1", "Glass decanter", 1, 5200)], rate="0.0825", fee=1200, dup=["delivery"])
add("V24-07", "terse business mail, order number only in the signature", "business",
    ("Dana Whitfield", "dana@brightsidecafe.com"),
    "Two issues with our last delivery",
    "Hi,\n\nTwo issues w/ our last order:\n1. 3 of the 12 wine glasses broken in transit.\n2. Invoice shows the delivery charged twice.\n\n"
    "Pls fix both.\n\n--\nDana Whitfield | Operations Manager\nBrightside Cafe, 210 Harbor St\nOrder ref: SU-72407",
    [o], [I("damaged_item", "3 of the 12 wine glasses broken in transit"), I("duplicate_charge", "Invoice shows the delivery charged twice")],
    [(o.item_refund("GLS-WIN-12", 3), "seller", L("GLS-WIN-12", 3)), (o.dups["delivery"], "platform", [])],
    actions="refund 3 glasses + tax share (seller); refund the duplicate $12.00 delivery (platform)",
    hard="order number only in the signature; counts '3 of the 12'")

# V24-08 order number only in subject; angry; vase + 2 candle holders; no replacements
o = Order("SU-72408", None, "S-KILN", [("VSE-CER-1", "Ceramic bud vase", 1, 3600),
                                      ("CND-HLD-1", "Ceramic candle holder", 2, 1800),
                                      ("TRY-OAK-1", "Oak serving tray", 1, 4500)], rate="0.06")
add("V24-08", "angry, subject holds the order number, refuses replacements", "angry",
    ("Brent Kowalczyk", "brentk77@yahoo.com"),
    "Re: SU-72408 broken stuff AGAIN",
    "The ceramic vase was SMASHED and both candle holders are chipped. Unbelievable. I want my money back for the vase and the candle holders. "
    "Do NOT bother sending replacements, I'm done waiting on you people. The tray is fine, before you ask.",
    [o], [I("damaged_item", "The ceramic vase was SMASHED"), I("damaged_item", "both candle holders are chipped")],
    [(o.item_refund("VSE-CER-1"), "seller", L("VSE-CER-1", 1)), (o.item_refund("CND-HLD-1", 2), "seller", L("CND-HLD-1", 2))],
    actions="refund vase and both candle holders with tax (seller); nothing on the tray; no replacement",
    hard="order number only in the subject; 'Do NOT bother sending replacements' is a negation, not a request; tray said fine")

# V24-09 amount in words dup; blender jug cracked; address change
o = Order("SU-72409", None, "S-HOME", [("BLN-PRO-1", "Countertop blender", 1, 4500),
                                      ("SPT-SIL-3", "Silicone spatula set", 1, 1500)], rate="0.05", fee=0, dup=["items"])
add("V24-09", "duplicate stated in words, damage, address change", "terse",
    ("Kwame Asante", "kwame.asante@proton.me"),
    "blender order SU-72409",
    "hi. the sixty dollar charge shows up twice on my card. also the blender jug cracked the first time i used it, hairline crack at the base, "
    "it was like that out of the box i think. refund for both pls. and change my delivery address to 14 Birch Lane, Apt 3, Portland OR 97205 "
    "for future orders. thx",
    [o], [I("duplicate_charge", "the sixty dollar charge shows up twice on my card"), I("damaged_item", "the blender jug cracked"),
          I("other", "change my delivery address to 14 Birch Lane")],
    [(o.dups["items"], "platform", []), (o.item_refund("BLN-PRO-1"), "platform", L("BLN-PRO-1", 1))], escalations=["Birch Lane"],
    outcome="partial",
    actions="refund the second $60.00; refund blender + tax; a person changes the address",
    hard="'sixty dollar' in words; all lower case; address change is no known kind")

# V24-10 second order of the customer's own: frying pan + oven gloves never came on the other
o = Order("SU-72410", None, "S-HOME", [("PAN-FRY-28", "Cast iron frying pan 28 cm", 1, 5400),
                                      ("LID-GLS-28", "Glass lid 28 cm", 1, 1600)], rate="0.08")
o2 = Order("SU-72510", None, "S-HOME", [("GLV-OVN-2", "Quilted oven gloves (pair)", 1, 1900),
                                       ("TWL-TEA-3", "Tea towels, 3-pack", 1, 1500)], rate="0.08",
           placed="2026-11-18T10:02:00Z", parcels=[lost(promised="2026-11-24")])
add("V24-10", "two orders of the customer's own: damage on one, lost parcel on the other", "polite",
    ("Siobhan Gallagher", "siobhan.gallagher@eircom.net"),
    "Frying pan - order SU-72410",
    "Hi,\n\nOrder SU-72410: the handle of the cast iron frying pan came loose right out of the box, it wobbles and one rivet is missing. "
    "Could I get a refund for the pan please? The lid is perfect.\n\n"
    "Also, on my other order SU-72510, the oven gloves and tea towels never came at all. The tracking page says the parcel was lost. "
    "Please refund that order too.\n\nMany thanks,\nSiobhan",
    [o, o2], [I("damaged_item", "the handle of the cast iron frying pan came loose"), I("non_delivery", "the oven gloves and tea towels never came at all")],
    [(o.item_refund("PAN-FRY-28"), "platform", L("PAN-FRY-28", 1))], escalations=["SU-72510"], outcome="partial",
    order_ref="SU-72410",
    actions=f"refund pan + tax on SU-72410; the lost parcel of SU-72510 is owed {o2.everything()}c by carrier claim (a person or a follow-up run)",
    hard="a second order of the customer's own in the same mail")

# V24-11 elderly rambling: RC car (replace seller), missing batteries line in delivered parcel, late fee
o = Order("SU-72411", None, "S-VOLT", [("RC-CAR-1", "Remote control rally car", 1, 6900),
                                      ("BAT-AA-12", "AA batteries 12-pack", 1, 1100)], rate="0.0725", parcels=[late(promised="2026-11-20", delivered="2026-11-24T12:30:00Z")])
add("V24-11", "elderly, mostly context: car to replace, missing batteries, late fee", "elderly",
    ("Dorothy Fairweather", "dot.fairweather@aol.com"),
    "My grandson's present",
    "Hello,\n\nI hope this reaches the right person. I ordered a remote control car for my grandson Alfie, who turned eight on the 22nd. "
    "I ordered it in good time because the website said it would arrive by the 20th, but it did not come until Tuesday the 24th, so "
    "Alfie had his party without it, which I was sorry about. I would like the postage back for that, if it is not too much trouble.\n\n"
    "When we opened it, one of the front wheels of the car was snapped clean off. Alfie was very good about it. "
    "I would like a new car sent out to him, please, as he has his heart set on that one.\n\n"
    "Also the pack of batteries was not in the box at all, though it is on the packing slip. Could you look into that?\n\n"
    "My order number is SU-72411. Thank you for your help, and I am sorry for the long letter.\n\nYours sincerely,\nDorothy Fairweather (Mrs)",
    [o], [I("late_delivery", "I would like the postage back for that"), I("damaged_item", "one of the front wheels of the car was snapped clean off"),
          I("non_delivery", "the pack of batteries was not in the box at all")],
    [(599, "platform", [])], escalations=["car", "batteries"], outcome="partial",
    actions="refund $5.99 postage; a person arranges the seller's replacement car; a person looks into the missing batteries (parcel scanned delivered)",
    hard="long elderly letter; replacement remedy at a marketplace seller; missing line inside a delivered parcel")

# V24-12 non-native: cracked cutting board; wrong knife set
o = Order("SU-72412", None, "S-HOME", [("BRD-WAL-1", "Walnut cutting board", 1, 5500),
                                      ("KNF-SET-5", "Chef knife set, 5-piece", 1, 9900),
                                      ("OIL-BRD-1", "Board oil 250 ml", 1, 1200)], rate="0.08")
add("V24-12", "non-native: damaged board, wrong knife set", "non-native",
    ("Nguyen Thi Mai", "mai.nguyen88@gmail.com"),
    "order SU-72412 problem",
    "Hello, I am writing because my order have two problem. The walnut cutting board is arrive with big crack in the middle. "
    "Also the knife set, I order the 5-piece but I receive the 3-piece set, is not same. Please to refund the board and I send back the knife set "
    "for the correct one. The oil is ok. Thank you so much",
    [o], [I("damaged_item", "The walnut cutting board is arrive with big crack"), I("wrong_item", "I order the 5-piece but I receive the 3-piece set")],
    [(o.item_refund("BRD-WAL-1"), "platform", L("BRD-WAL-1", 1))], returns=["KNF-SET-5"],
    actions="refund board + tax; start a return of the wrong knife set",
    hard="non-native grammar ('is arrive', 'please to refund')")

# V24-13 change of mind x2 + late
o = Order("SU-72413", None, "S-HOME", [("DUV-LIN-Q", "Linen duvet cover, queen", 1, 11900),
                                      ("PLW-LIN-2", "Linen pillowcases (set of 2)", 1, 3900),
                                      ("SHT-FIT-Q", "Fitted sheet, queen", 1, 4900)], rate="0.06", parcels=[late(promised="2026-11-23", delivered="2026-11-26T10:00:00Z")])
add("V24-13", "two change-of-mind returns and a late fee", "polite",
    ("Anneliese Brandt", "a.brandt@posteo.de"),
    "Return + shipping question, SU-72413",
    "Hi! I'd like to return the linen duvet cover and the pillowcases please, the colour is much more orange than on screen and it doesn't work "
    "in our bedroom. Both are unused and still in their packaging. The fitted sheet I'm keeping.\n\n"
    "Also the parcel arrived three days after the date you promised (the 23rd) - can I get the shipping refunded for that?\n\nThanks a lot,\nAnneliese",
    [o], [I("change_of_mind", "return the linen duvet cover"), I("change_of_mind", "the pillowcases"),
          I("late_delivery", "can I get the shipping refunded for that?")],
    [(599, "platform", [])], returns=["DUV-LIN-Q", "PLW-LIN-2"],
    actions="start returns of duvet cover and pillowcases; refund $5.99 delivery (late); fitted sheet kept",
    hard="two lines in one return sentence; shade differs from screen (change of mind, not wrong item)")

# V24-14 two of three jars cracked; tax charged twice
o = Order("SU-72414", None, "S-KILN", [("JAR-PST-1", "Glass pasta jar", 3, 1600),
                                      ("RCK-SPC-1", "Bamboo spice rack", 1, 2900)], rate="0.0925", dup=["tax"])
add("V24-14", "two of three jars cracked; sales tax billed twice", "rambling",
    ("Paolo Ferraro", "paolo.ferraro@libero.it"),
    "Jars and a strange charge (SU-72414)",
    "Hello, the pasta jars came yesterday, I ordered three of them, and two of them arrived cracked near the neck. The third one is fine and the spice rack too. "
    "I would like the two cracked jars refunded please.\n\nAlso something strange on my statement: the sales tax for this order (${:.2f}) was billed twice, "
    "a few minutes apart. Can you refund the second one?\n\nGrazie,\nPaolo".format(o.tax / 100),
    [o], [I("damaged_item", "two of them arrived cracked near the neck"), I("duplicate_charge", "was billed twice")],
    [(o.item_refund("JAR-PST-1", 2), "seller", L("JAR-PST-1", 2)), (o.dups["tax"], "platform", [])],
    actions="refund 2 jars + tax share (seller); refund the duplicated tax charge (platform)",
    hard="a count 'two of them' after 'three of them'; a duplicated tax row")

# V24-15 late withdrawn (on time anyway); colander dented; wrong measuring cups
o = Order("SU-72415", None, "S-HOME", [("COL-STL-1", "Stainless colander", 1, 2800),
                                      ("CUP-MSR-IMP", "Measuring cups, imperial", 1, 1800),
                                      ("WSK-BAL-1", "Balloon whisk", 1, 900)], rate="0.08", parcels=[ontime(promised="2026-11-24", delivered="2026-11-24T11:00:00Z")])
add("V24-15", "late-fee ask withdrawn in the mail; damage; wrong item", "chatty",
    ("Gwen Llewellyn", "gwen.llewellyn@icloud.com"),
    "SU-72415",
    "Hiya! Please refund the delivery charge since it came late. Oh wait, I just checked my calendar and it actually came on the Tuesday, which was the "
    "promised day, so never mind that one, my mistake!\n\nBut the colander is properly dented on one side (looks like something heavy sat on it), "
    "I'd like my money back on that. And the measuring cups are the wrong set, they're metric, I ordered the imperial ones. Can I send them back?\n\nGwen x",
    [o], [I("damaged_item", "the colander is properly dented"), I("wrong_item", "the measuring cups are the wrong set")],
    [(o.item_refund("COL-STL-1"), "platform", L("COL-STL-1", 1))], returns=["CUP-MSR-IMP"],
    actions="refund colander + tax; return of measuring cups; no delivery refund (withdrawn, and on time)",
    hard="a request made then withdrawn ('never mind that one')")

# V24-16 angry: lost parcel, double charged, close my account
o = Order("SU-72416", None, "S-HOME", [("AIR-PUR-1", "HEPA air purifier", 1, 8900),
                                      ("FLT-HEPA-2", "HEPA replacement filter 2-pack", 1, 3400)], rate="0.07", dup=["items"],
          parcels=[lost(promised="2026-11-25")])
add("V24-16", "angry: lost parcel, charged twice, close my account", "angry",
    ("Marcus Delacroix", "mdelacroix@comcast.net"),
    "THIRD TIME WRITING - SU-72416",
    "This is the THIRD time I am writing. The parcel is LOST according to your own tracking page. I want ALL my money back, including the shipping. "
    "AND you charged my card twice for the order, ${:.2f} two times!! Refund that as well. After that I want my account closed, I'm done shopping here.".format(o.items / 100),
    [o], [I("non_delivery", "The parcel is LOST according to your own tracking page"), I("duplicate_charge", "you charged my card twice for the order"),
          I("other", "I want my account closed")],
    [(o.everything(), "carrier_claim", None), (o.dups["items"], "platform", None)], escalations=["account"], outcome="partial",
    actions="carrier claim for everything charged (items, delivery, tax); refund the duplicate items charge; a person closes the account",
    hard="the duplicate must not be paid twice (inside 'everything'); angry caps")

# V24-17 polite no rush: small frame glass cracked (large fine); stock question
o = Order("SU-72417", None, "S-KILN", [("FRM-OAK-S", "Oak picture frame, small 5x7", 1, 2200),
                                      ("FRM-OAK-L", "Oak picture frame, large 11x14", 1, 4200)], rate="0.06")
add("V24-17", "polite no-rush: small frame cracked, large fine, a stock question", "polite",
    ("Harriet Bellamy", "harriet.bellamy@me.com"),
    "No rush - frame order SU-72417",
    "Hello, no rush at all on this, I know it's a busy time of year. When you have a moment: the glass in the small oak frame was cracked when I unwrapped it. "
    "The large one is perfect. I'd be grateful for a refund on the small one.\n\nAlso, whenever convenient, could you let me know whether the large frame comes in walnut? "
    "I'd like two more for the hallway.\n\nWith thanks,\nHarriet",
    [o], [I("damaged_item", "the glass in the small oak frame was cracked"), I("other", "could you let me know whether the large frame comes in walnut?")],
    [(o.item_refund("FRM-OAK-S"), "seller", L("FRM-OAK-S", 1))], escalations=["walnut"], outcome="partial",
    actions="refund small frame + tax (seller); a person answers the walnut question",
    hard="two lines named alike, told apart by size word; polite 'no rush'")

# V24-18 exchange pillows colour + torn ottoman over the ceiling
o = Order("SU-72418", None, "S-HOME", [("OTM-VLV-1", "Velvet ottoman", 1, 18900),
                                      ("PLW-THR-MUS", "Throw pillow, mustard", 2, 2400)], rate="0.08")
amt18 = o.item_refund("OTM-VLV-1")
add("V24-18", "exchange colour + damaged ottoman over the ceiling (lead approves)", "chatty",
    ("Priyanka Raman", "priyanka.raman@hey.com"),
    "ottoman + pillows SU-72418",
    "Hi team! The velvet ottoman arrived with a torn seam along the bottom edge, stuffing poking out, so I'd like a refund for that one please. "
    "The throw pillows are lovely but I'd like to exchange the mustard ones for the grey ones if possible, the mustard clashes with the rug. "
    "Let me know how to do that. Cheers, Priyanka",
    [o], [I("damaged_item", "The velvet ottoman arrived with a torn seam"), I("other", "exchange the mustard ones for the grey ones")],
    [(amt18, "platform", L("OTM-VLV-1", 1))], escalations=["grey"], outcome="partial",
    approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": amt18, "note": "Photos show the torn seam."}]},
    actions=f"refund ottoman + tax {amt18}c after a lead approves (over $150); a person arranges the pillow exchange",
    hard="over the ceiling; exchange is no known kind")

# V24-19 cancel a return (grinder); French press glass cracked; shipping twice
o = Order("SU-72419", None, "S-KILN", [("GRN-BUR-1", "Burr coffee grinder", 1, 7900),
                                      ("PRS-FRN-8", "French press, 8 cup", 1, 3500)], rate="0.0725", fee=499, dup=["delivery"],
          returns=[dict(sku="GRN-BUR-1", kind="return", reason="missing burr")])
add("V24-19", "cancel a started return; cracked press; shipping twice", "chatty",
    ("Oliver Mbeki", "oliver.mbeki@gmail.com"),
    "grinder return + french press (SU-72419)",
    "Hey, I asked to return the coffee grinder on Monday because I thought the burr was missing. Turns out it was taped inside the lid the whole time, "
    "so please cancel the grinder return, I'm keeping it. Sorry for the hassle!\n\nThe French press on the other hand is a genuine problem - the glass "
    "beaker is cracked. Refund please. Oh and I see two charges of $4.99 for shipping on the same order.",
    [o], [I("other", "please cancel the grinder return"), I("damaged_item", "the glass beaker is cracked"),
          I("duplicate_charge", "I see two charges of $4.99 for shipping")],
    [(o.item_refund("PRS-FRN-8"), "seller", L("PRS-FRN-8", 1)), (o.dups["delivery"], "platform", [])], escalations=["cancel"], outcome="partial",
    actions="refund press + tax (seller); refund duplicate $4.99; a person cancels the grinder return",
    hard="cancelling a return; the grinder's 'missing' part is settled context")

# V24-20 second order: chair armrest + dup shipping on the other order
o = Order("SU-72420", None, "S-HOME", [("CHR-DSK-1", "Mesh desk chair", 1, 12900),
                                      ("MAT-CHR-1", "Chair mat", 1, 3900)], rate="0.08", fee=0)
o2 = Order("SU-72520", None, "S-HOME", [("LMP-FLR-1", "Floor lamp", 1, 7900)], rate="0.08", fee=899, dup=["delivery"],
           placed="2026-11-16T13:14:00Z")
add("V24-20", "two orders, both a mess: damaged chair, double shipping on the other", "terse",
    ("Devon Achebe", "devon.achebe@outlook.com"),
    "two orders both a mess",
    "SU-72420: the desk chair's left armrest snapped off during assembly, the plastic was split already. refund please, the mat is fine.\n"
    "SU-72520: you charged me shipping twice ($8.99 x2). refund one.\nDevon",
    [o, o2], [I("damaged_item", "the desk chair's left armrest snapped off"), I("duplicate_charge", "you charged me shipping twice ($8.99 x2)")],
    [(o.item_refund("CHR-DSK-1"), "platform", L("CHR-DSK-1", 1))], escalations=["SU-72520"], outcome="partial",
    actions=f"refund chair + tax {o.item_refund('CHR-DSK-1')}c; the second order's duplicate $8.99 is owed (a person or a follow-up run)",
    hard="two orders of the customer's own, no order_ref, subject names neither")

# V24-21 mostly context; 2 of 3 mixing bowls broke; wrong rolling pin buried
o = Order("SU-72421", None, "S-HOME", [("BWL-MIX-1", "Ceramic mixing bowl", 3, 2400),
                                      ("PIN-BCH-1", "Beech rolling pin", 1, 1800),
                                      ("SCL-KIT-1", "Digital kitchen scale", 1, 2600)], rate="0.06")
add("V24-21", "mostly context; damage near the end; wrong item buried mid-story", "rambling",
    ("Beatrix Holloway", "bea.holloway@gmail.com"),
    "Moving house and baking disaster",
    "Hi there,\n\nBit of a story, sorry. We moved into the new place two weeks ago and I decided to finally get a proper baking set-up going, so I ordered "
    "the mixing bowls, a rolling pin and a kitchen scale from you. Everything went to the new address fine, the courier was lovely, left it with the neighbour. "
    "Then my sister came round and we unpacked it all on the kitchen table, and the rolling pin was the wrong one - marble instead of beech, which I specifically "
    "didn't want because it weighs a ton - so I'd like to return that. The scale is great, already used it for bread.\n\n"
    "Anyway, the only other thing I actually need from you is the refund for the two mixing bowls that broke. Out of the three, two were in pieces, "
    "one was fine. Order number SU-72421.\n\nThanks so much,\nBea",
    [o], [I("wrong_item", "the rolling pin was the wrong one"), I("damaged_item", "the refund for the two mixing bowls that broke")],
    [(o.item_refund("BWL-MIX-1", 2), "platform", L("BWL-MIX-1", 2))], returns=["PIN-BCH-1"],
    actions="refund 2 mixing bowls + tax share; start return of the wrong rolling pin; scale untouched",
    hard="mostly story; the wrong item is mid-paragraph; 'the only other thing I actually need'")

# V24-22 past settled bowl refund; salad servers (pair) one snapped; napkins change of mind; late fee stated
o = Order("SU-72422", None, "S-KILN", [("SRV-OLV-2", "Olive wood salad servers (pair)", 1, 2600),
                                      ("NAP-LIN-4", "Linen napkins (set of 4)", 1, 3200),
                                      ("BWL-SLD-1", "Salad bowl, olive wood", 1, 5800)], rate="0.06",
          parcels=[late(promised="2026-11-19", delivered="2026-11-26T16:00:00Z")],
          refunds=[dict(amount_cents=6148, source="seller", case_type="damaged_item", reason="salad bowl arrived cracked", lines=["BWL-SLD-1"])])
add("V24-22", "settled past refund; one of a pair snapped; return napkins; late fee stated", "polite",
    ("Eleanor Whitcombe", "eleanor.whitcombe@gmail.com"),
    "Order SU-72422 - a few things",
    "Hello,\n\nBack in November you refunded the cracked salad bowl from this order, thank you for sorting that so quickly.\n\n"
    "This time it's the salad servers: one of the pair snapped at the handle the first time I used them. I'm not sure what you can do about that.\n\n"
    "I'd also like to send back the linen napkins, the colour isn't right for our table after all. They're unopened.\n\n"
    "And could you refund the $5.99 shipping? The parcel came a whole week after the promised date.\n\nThank you,\nEleanor",
    [o], [I("damaged_item", "one of the pair snapped at the handle"), I("change_of_mind", "I'd also like to send back the linen napkins"),
          I("late_delivery", "could you refund the $5.99 shipping?")],
    [(599, "platform", [])], returns=["NAP-LIN-4"], escalations=["servers"], outcome="partial",
    actions="refund $5.99 delivery; start return of napkins; a person decides on the servers (one of a pair sold as one unit); nothing on the bowl",
    hard="settled past bowl refund is context; part of a pair; stated amount")

# V24-23 terse: dup 39.90, two of four mugs chipped
o = Order("SU-72423", None, "S-KILN", [("MUG-SPK-1", "Speckled mug", 4, 750),
                                      ("CST-CRK-4", "Cork coasters (set of 4)", 1, 990)], rate="0.08", dup=["items"])
add("V24-23", "terse: duplicate and two chipped mugs", "terse",
    ("J. Okafor", "j.okafor@okaforlaw.com"),
    "SU-72423",
    "dup charge 39.90 on my card. 2 of the 4 mugs chipped. refund both pls",
    [o], [I("duplicate_charge", "dup charge 39.90 on my card"), I("damaged_item", "2 of the 4 mugs chipped")],
    [(o.dups["items"], "platform", []), (o.item_refund("MUG-SPK-1", 2), "seller", L("MUG-SPK-1", 2))],
    actions="refund the duplicate $39.90 (platform); refund 2 mugs + tax share (seller)",
    hard="three lines of shorthand; 'refund both' covers two different kinds")

# V24-24 business numbered list: 2 reams water damaged, delivery twice, corrected invoice
o = Order("SU-72424", None, "S-HOME", [("PPR-A4-1", "Copy paper, 500-sheet ream", 10, 899),
                                      ("TON-BLK-1", "Toner cartridge, black", 2, 6400),
                                      ("STP-BOX-1", "Staples, box of 5000", 1, 650)], rate="0.0825", fee=1500, dup=["delivery"])
add("V24-24", "business numbered list: part of a line damaged, double delivery, invoice", "business",
    ("Accounts Payable - Harlow & Finch LLP", "ap@harlowfinch.com"),
    "Order SU-72424 - discrepancies",
    "Hello,\n\nPlease action the following on order SU-72424:\n\n1) Copy paper (10 reams): 2 reams arrived water damaged and unusable. Please credit them.\n"
    "2) The delivery charge of $15.00 has been billed twice.\n3) Please issue a corrected invoice to ap@harlowfinch.com once the above is done.\n\n"
    "Toner and staples received in good order.\n\nRegards,\nMeredith Shaw\nAccounts Payable, Harlow & Finch LLP",
    [o], [I("damaged_item", "2 reams arrived water damaged"), I("duplicate_charge", "The delivery charge of $15.00 has been billed twice"),
          I("other", "Please issue a corrected invoice")],
    [(o.item_refund("PPR-A4-1", 2), "platform", L("PPR-A4-1", 2)), (o.dups["delivery"], "platform", [])], escalations=["invoice"], outcome="partial",
    actions="refund 2 reams + tax share; refund duplicate $15.00 delivery; a person issues a corrected invoice",
    hard="numbered list; 'credit' for refund")

# V24-25 replace-remedy seller: two damaged gadgets + late fee
o = Order("SU-72425", None, "S-VOLT", [("SPK-BT-1", "Bluetooth speaker", 1, 5900),
                                      ("CBL-USBC-2", "USB-C cable 2 m", 1, 1400)], rate="0.0725",
          parcels=[late(promised="2026-11-21", delivered="2026-11-25T13:00:00Z")])
add("V24-25", "replacement-only seller: two damaged lines, late fee", "non-native",
    ("Dieter Hausmann", "d.hausmann@web.de"),
    "SU-72425 damaged and late",
    "Good day. My order SU-72425 was promised for 21 November and arrived 25 November. I ask for the shipping cost back. "
    "Also the bluetooth speaker has the grille smashed in, and the USB-C cable has the connector bent at 90 degree. "
    "Please send new ones for both. Regards, Dieter Hausmann",
    [o], [I("late_delivery", "I ask for the shipping cost back"), I("damaged_item", "the bluetooth speaker has the grille smashed in"),
          I("damaged_item", "the USB-C cable has the connector bent")],
    [(599, "platform", [])], escalations=["speaker", "cable"], outcome="partial",
    actions="refund $5.99 delivery; a person arranges the seller's replacements for the speaker and the cable",
    hard="two damaged lines in one sentence at a replace-only seller")

# V24-26 split order: lamp arrived late; shade+bulbs parcel lost
o = Order("SU-72426", None, "S-HOME", [("LMP-ARC-1", "Arc floor lamp", 1, 11900),
                                      ("SHD-DRM-1", "Linen drum shade", 1, 3400),
                                      ("BLB-E27-2", "Vintage bulb 2-pack", 1, 1400)], rate="0.07",
          parcels=[late(promised="2026-11-24", delivered="2026-11-26T09:30:00Z", skus=["LMP-ARC-1"]),
                   lost(promised="2026-11-24", skus=["SHD-DRM-1", "BLB-E27-2"])])
nd26 = o.item_refund("SHD-DRM-1") + o.item_refund("BLB-E27-2")
add("V24-26", "split order: one parcel late, the other lost", "polite",
    ("Camille Fontaine", "camille.fontaine@orange.fr"),
    "Lamp order SU-72426",
    "Hello,\n\nThe arc lamp itself arrived, two days late but in one piece, so thank you for that. Since it was late, I'd like the delivery fee for that box refunded.\n\n"
    "However, the second box with the drum shade and the bulbs never came. The tracking now says the parcel is lost. Please refund the shade and the bulbs.\n\nBest regards,\nCamille",
    [o], [I("late_delivery", "I'd like the delivery fee for that box refunded"), I("non_delivery", "the second box with the drum shade and the bulbs never came")],
    [(599, "platform", []), (nd26, "carrier_claim", None)],
    actions=f"refund the lamp parcel's $5.99 fee; carrier claim for shade + bulbs + tax ({nd26}c)",
    hard="split parcels; late judged per parcel; the lost parcel's lines only")

# V24-27 amount in words dup; change of mind; refund destination question
o = Order("SU-72427", None, "S-TRAIL", [("TNT-2P-1", "Two-person tent", 1, 3250, False),
                                       ("MAT-SLP-1", "Self-inflating sleeping mat", 1, 4800)], rate="0.06", fee=0, dup=["items"])
add("V24-27", "duplicate in words, change-of-mind return, a question about where refunds go", "chatty",
    ("Rafael Quintero", "rafa.quintero@gmail.com"),
    "SU-72427 couple of things",
    "Hey folks,\n\nI see a second payment of eighty dollars and fifty cents on my card for the same order, looks like it went through twice. "
    "Can you reverse the extra one?\n\nAlso I'd like to return the sleeping mat, my buddy lent me his so I don't need it. It's still sealed.\n\n"
    "And will refunds go back to my PayPal or to the card?\n\nRafa",
    [o], [I("duplicate_charge", "I see a second payment of eighty dollars and fifty cents"), I("change_of_mind", "I'd like to return the sleeping mat"),
          I("other", "will refunds go back to my PayPal or to the card?")],
    [(o.dups["items"], "platform", [])], returns=["MAT-SLP-1"], escalations=["PayPal"], outcome="partial",
    actions="refund the duplicate $80.50; start return of the mat (within 14 days); a person answers the PayPal question",
    hard="amount in words with cents; a question of no known kind")

# V24-28 negations: no refund for teapot, want new one; don't return tin; want late fee
o = Order("SU-72428", None, "S-HOME", [("TEA-POT-CI", "Cast iron teapot", 1, 6200),
                                      ("TIN-SUG-1", "Enamel sugar tin", 1, 1800)], rate="0.08",
          parcels=[late(promised="2026-11-22", delivered="2026-11-25T15:00:00Z")])
add("V24-28", "negations: no refund, no return; replacement and late fee wanted", "angry",
    ("Gordon McAllister", "gordon.mcallister@virginmedia.com"),
    "SU-72428",
    "Right. The cast iron teapot arrived with the spout cracked. I do NOT want a refund for it, I want a new one sent. And I do NOT want the sugar tin "
    "returned either, it's fine, keep it out of this. What I DO want is the late delivery fee back, it was due on the 22nd and turned up on the 25th.",
    [o], [I("damaged_item", "I want a new one sent"), I("late_delivery", "What I DO want is the late delivery fee back")],
    [(599, "platform", [])], escalations=["teapot"], outcome="partial",
    actions="refund $5.99 delivery; a person arranges a replacement teapot; no teapot refund, no tin return",
    hard="capitalised negations beside real requests")

# V24-29 reply after a past refund; quoted earlier request; 2 of 6 cups; unsubscribe
o = Order("SU-72429", None, "S-KILN", [("PLT-DIN-6", "Dinner plate", 6, 1800),
                                      ("CUP-TEA-6", "Porcelain tea cup", 6, 1400)], rate="0.06",
          refunds=[dict(amount_cents=5724, source="seller", case_type="damaged_item", reason="3 dinner plates cracked", lines=["PLT-DIN-6"])])
add("V24-29", "reply above quoted earlier claim: earlier plates refunded, now cups", "polite",
    ("Sunita Venkataraman", "sunita.v@rediffmail.com"),
    "Re: Cracked plates - SU-72429",
    "Hi again,\n\nThe refund for the three cracked plates came through, thank you. Unfortunately now I've found a problem with the cups from the same order: "
    "2 of the 6 tea cups have hairline cracks, which I only spotted when I washed them. Could you refund those two as well?\n\n"
    "Also please take me off the marketing emails, I get three a day.\n\nSunita\n\n"
    "> On 24 Nov 2026, Sunita wrote:\n> Hello, 3 of my dinner plates arrived cracked in order SU-72429. Please refund them.",
    [o], [I("damaged_item", "2 of the 6 tea cups have hairline cracks"), I("other", "please take me off the marketing emails")],
    [(o.item_refund("CUP-TEA-6", 2), "seller", L("CUP-TEA-6", 2))], escalations=["marketing"], outcome="partial",
    actions="refund 2 cups + tax share (seller); a person unsubscribes her; nothing more on plates",
    hard="quoted earlier claim already paid must not be paid again")

# V24-30 second order: hose reel bent; other order late
o = Order("SU-72430", None, "S-HOME", [("HOS-REL-1", "Garden hose reel", 1, 6400),
                                      ("NOZ-SPR-1", "Spray nozzle", 1, 1200)], rate="0.0725")
o2 = Order("SU-72530", None, "S-HOME", [("POT-TER-3", "Terracotta pots (set of 3)", 1, 3600)], rate="0.0725", placed="2026-11-12T08:14:00Z",
           parcels=[late(promised="2026-11-18", delivered="2026-11-25T12:00:00Z")])
add("V24-30", "second order in a PS", "chatty",
    ("Niamh O'Sullivan", "niamh.osullivan@gmail.com"),
    "hose reel SU-72430",
    "Hi, order SU-72430 - the garden hose reel arrived bent, the crank won't turn all the way round. Could you refund it? Nozzle's fine.\n\n"
    "PS my other order SU-72530 (the terracotta pots) arrived a week late, could I have that delivery charge back too?\n\nNiamh",
    [o, o2], [I("damaged_item", "the garden hose reel arrived bent"), I("late_delivery", "could I have that delivery charge back too?")],
    [(o.item_refund("HOS-REL-1"), "platform", L("HOS-REL-1", 1))], escalations=["SU-72530"], outcome="partial", order_ref="SU-72430",
    actions="refund reel + tax on SU-72430; SU-72530's $5.99 late fee is owed (a person or a follow-up run)",
    hard="a second order of the customer's own in a PS")

# V24-31 wrong size sheet (exchange via wrong item) + duplicate in words
o = Order("SU-72431", None, "S-HOME", [("SHT-FLT-K", "Flat sheet, king", 1, 5400),
                                      ("PRT-PLW-2", "Pillow protectors (pair)", 1, 1900)], rate="0.06", dup=["items"])
add("V24-31", "wrong size sent, exchange wanted; billed two times", "polite",
    ("Agnieszka Nowak", "agnieszka.nowak@wp.pl"),
    "Wrong sheet size",
    "Hello, you sent me the flat sheet in king size, but I ordered queen (I checked my confirmation email for order SU-72431). Please exchange it for the queen. "
    "The pillow protectors are fine.\n\nAlso I was billed two times for this order, the same amount a few minutes apart.\n\nThank you, Agnieszka",
    [o], [I("wrong_item", "you sent me the flat sheet in king size, but I ordered queen"), I("duplicate_charge", "I was billed two times for this order")],
    [(o.dups["items"], "platform", [])], returns=["SHT-FLT-K"],
    actions="start return of the king sheet (the queen follows / a person arranges); refund the duplicate items charge",
    hard="an exchange phrased as a wrong item; duplicate in plain words")

# V24-32 no-returns seller: change of mind deferred; damaged headphones (replace); dup
o = Order("SU-72432", None, "S-VOLT", [("HPH-ANC-1", "Noise-cancelling headphones", 1, 12900),
                                      ("CHG-WL-1", "Wireless charging pad", 1, 2900)], rate="0.08", fee=799, dup=["delivery"])
add("V24-32", "no-returns seller: change of mind, damage to replace, dup shipping", "terse",
    ("Theo Vasquez", "theo.vasquez@fastmail.com"),
    "SU-72432",
    "3 things:\n- want to return the charging pad, changed my mind, dont need it\n- headphones arrived with the headband cracked, need them replaced\n"
    "- shipping $7.99 charged twice\nthanks",
    [o], [I("change_of_mind", "want to return the charging pad"), I("damaged_item", "headphones arrived with the headband cracked"),
          I("duplicate_charge", "shipping $7.99 charged twice")],
    [(o.dups["delivery"], "platform", [])], escalations=["headphones"], deferred=["charging pad"], outcome="partial",
    actions="refund duplicate $7.99; decline the pad return (seller takes no returns); a person arranges the seller's replacement headphones",
    hard="seller's terms decline one request; remedy replace for the other")

# V24-33 very short, request in subject
o = Order("SU-72433", None, "S-HOME", [("KTL-STL-1", "Stainless kettle", 1, 4900),
                                      ("MUG-ENM-2", "Enamel mug", 2, 1100)], rate="0.08", dup=["items"])
add("V24-33", "very short; the requests are in the subject", "terse",
    ("Ravi Chandrasekhar", "ravi.c@gmail.com"),
    "SU-72433 double charged + kettle lid broke",
    "see subject. kettle lid snapped off on day one, mugs ok. both need fixing thx",
    [o], [I("duplicate_charge", "double charged"), I("damaged_item", "kettle lid snapped off on day one")],
    [(o.dups["items"], "platform", []), (o.item_refund("KTL-STL-1"), "platform", L("KTL-STL-1", 1))],
    actions="refund the duplicate items charge; refund kettle + tax",
    hard="subject carries one request; 'both need fixing'")

# V24-34 thank-you for earlier replacement; bowl chipped; shipping twice
o = Order("SU-72434", None, "S-KILN", [("VSE-TAL-1", "Tall glazed vase", 1, 6800),
                                      ("BWL-GLZ-1", "Glazed fruit bowl", 1, 3900)], rate="0.0825", dup=["delivery"])
add("V24-34", "thank-you for an earlier replacement with two new requests", "polite",
    ("Gillian Ashworth", "gill.ashworth@sky.com"),
    "Thank you - and one more thing (SU-72434)",
    "Thanks so much for sending a new vase so quickly after the first one broke, it arrived yesterday and it's gorgeous.\n\n"
    "While I'm writing: the glazed fruit bowl I ordered with it has a chip on the rim. Could you refund it? And I've only just noticed the shipping on that "
    "order was charged twice.\n\nThank you again,\nGill",
    [o], [I("damaged_item", "the glazed fruit bowl I ordered with it has a chip on the rim"), I("duplicate_charge", "the shipping on that order was charged twice")],
    [(o.item_refund("BWL-GLZ-1"), "seller", L("BWL-GLZ-1", 1)), (o.dups["delivery"], "platform", [])],
    actions="refund bowl + tax (seller); refund duplicate $5.99 (platform); nothing on the vase (settled)",
    hard="past broken vase settled by a replacement is context")

# V24-35 waiver, missing calendar in delivered parcel, wrong ribbon, late fee
o = Order("SU-72435", None, "S-HOME", [("WRP-ROL-1", "Wrapping paper roll", 1, 900),
                                      ("ADV-CAL-1", "Wooden advent calendar", 1, 4500),
                                      ("RIB-GLD-1", "Satin ribbon, gold", 1, 700)], rate="0.06",
          parcels=[late(promised="2026-11-23", delivered="2026-11-27T10:00:00Z")])
add("V24-35", "waived damage, missing line, wrong colour, late fee", "rambling",
    ("Fenella Craig", "fenella.craig@gmail.com"),
    "Christmas bits SU-72435",
    "Hello! Christmas chaos here. The wrapping paper roll was a bit crushed at one end but honestly don't worry about that, it still wraps.\n\n"
    "The advent calendar though is missing, the box arrived without it. The parcel was delivered fine, the calendar just wasn't inside. That was the main "
    "thing I wanted!\n\nThe ribbon is red not gold, so I'd like to send it back.\n\nAnd it came four days late, so I'd like the delivery fee back please.\n\nFen",
    [o], [I("non_delivery", "The advent calendar though is missing"), I("wrong_item", "The ribbon is red not gold"),
          I("late_delivery", "I'd like the delivery fee back please")],
    [(599, "platform", [])], returns=["RIB-GLD-1"], escalations=["calendar"], outcome="partial",
    actions="refund $5.99 delivery; return the ribbon; a person looks into the missing calendar (parcel delivered); nothing on the paper (waived)",
    hard="waived damage must pay nothing; a missing line inside a delivered parcel")

# V24-36 four of twelve tumblers; ice bucket dented; delivery twice
o = Order("SU-72436", None, "S-HOME", [("TMB-GLS-12", "Highball tumbler", 12, 650),
                                      ("ICE-BKT-1", "Steel ice bucket", 1, 3900),
                                      ("TNG-ICE-1", "Ice tongs", 1, 800)], rate="0.0725", dup=["delivery"])
add("V24-36", "counts in words: four of the twelve; a dent; double delivery", "chatty",
    ("Winston Adeyemi", "winston.adeyemi@gmail.com"),
    "Bar order SU-72436",
    "Evening! Unpacked the bar order. Four of the twelve tumblers were broken, and the ice bucket has a dent in the side. Tongs are fine. "
    "Refund for the broken glasses and the bucket please. Also the delivery charge came out of my account twice.",
    [o], [I("damaged_item", "Four of the twelve tumblers were broken"), I("damaged_item", "the ice bucket has a dent in the side"),
          I("duplicate_charge", "the delivery charge came out of my account twice")],
    [(o.item_refund("TMB-GLS-12", 4), "platform", L("TMB-GLS-12", 4)), (o.item_refund("ICE-BKT-1"), "platform", L("ICE-BKT-1", 1)),
     (o.dups["delivery"], "platform", [])],
    actions="refund 4 tumblers + tax share; refund ice bucket + tax; refund duplicate delivery",
    hard="count in words; 'broken glasses' names the tumblers")

# V24-37 change of mind switched mid-mail: shorts -> socks; headlamp strap snapped
o = Order("SU-72437", None, "S-TRAIL", [("SHR-RUN-M", "Running shorts, blue, M", 1, 3500),
                                       ("SCK-RUN-3", "Running socks 3-pack", 1, 1800),
                                       ("HDL-LED-1", "LED headlamp", 1, 4200)], rate="0.0875",
          parcels=[ontime(promised="2026-11-30", delivered="2026-11-28T12:00:00Z")])
add("V24-37", "return switched from shorts to socks mid-mail; damaged headlamp", "chatty",
    ("Maya Lindqvist", "maya.lindqvist@gmail.com"),
    "Return + broken headlamp SU-72437",
    "Hi! I want to return the blue running shorts - changed my mind about the colour. Actually, scratch that, I'll keep the shorts and return the socks "
    "instead, they're unopened.\n\nSeparately, the headlamp strap snapped on my very first run, the buckle just split. Could I get a refund on the headlamp?\n\nMaya",
    [o], [I("change_of_mind", "return the socks"), I("damaged_item", "the headlamp strap snapped")],
    [(o.item_refund("HDL-LED-1"), "seller", L("HDL-LED-1", 1))], returns=["SCK-RUN-3"],
    actions="start return of the socks only; refund headlamp + tax (seller); no return of the shorts",
    hard="the first request is replaced mid-paragraph ('scratch that')")

# V24-38 second order in body; dup on first; signature order number
o = Order("SU-72438", None, "S-KILN", [("PLN-CER-L", "Ceramic planter, large", 1, 4800),
                                      ("SCR-CER-L", "Planter saucer, large", 1, 1200)], rate="0.06", dup=["items"])
o2 = Order("SU-72538", None, "S-KILN", [("BLK-KNT-1", "Chunky knit blanket", 1, 8900)], rate="0.06", placed="2026-11-15T10:14:00Z",
           parcels=[lost(promised="2026-11-22")])
add("V24-38", "order number in the signature; a second order lost in the body", "business",
    ("Tobias Reinholt", "tobias@reinholt-studio.com"),
    "Billing problem + missing parcel",
    "Hello,\n\nMy card was charged twice for the planter order, the same $60.00 two minutes apart. Please refund the duplicate.\n\n"
    "Separately, my other order SU-72538 (a knit blanket) never arrived; the tracking says lost. Please refund it.\n\n"
    "Best,\nTobias Reinholt\nReinholt Studio\nOrder: SU-72438",
    [o, o2], [I("duplicate_charge", "My card was charged twice for the planter order"), I("non_delivery", "my other order SU-72538 (a knit blanket) never arrived")],
    [(o.dups["items"], "platform", [])], escalations=["SU-72538"], outcome="partial",
    actions=f"refund duplicate $60.00 on SU-72438; SU-72538 is owed {o2.everything()}c by carrier claim (a person or a follow-up run)",
    hard="the pinned order only in the signature, the second order in the body")

# V24-39 elderly formal letter, amount in words (price without tax), postage twice
o = Order("SU-72439", None, "S-KILN", [("FIG-POR-1", "Porcelain bird figurine", 1, 2450),
                                      ("CRD-XMS-10", "Christmas cards, pack of 10", 1, 1200)], rate="0.06", dup=["delivery"])
add("V24-39", "formal elderly letter: amount in words, postage twice", "elderly",
    ("Reginald Thistlewood", "r.thistlewood@btopenworld.com"),
    "Order SU-72439",
    "Dear Sir or Madam,\n\nI write concerning my recent order, reference SU-72439. Upon unpacking, I found the porcelain bird figurine broken into three pieces. "
    "I should be obliged if you would refund the sum of twenty-four dollars and fifty cents, being its price.\n\n"
    "Furthermore, upon examining my bank statement, I notice that the postage was charged twice. I trust you will correct this.\n\n"
    "The Christmas cards arrived in good order.\n\nYours faithfully,\nReginald Thistlewood",
    [o], [I("damaged_item", "I found the porcelain bird figurine broken into three pieces"), I("duplicate_charge", "the postage was charged twice")],
    [(o.item_refund("FIG-POR-1"), "seller", L("FIG-POR-1", 1)), (o.dups["delivery"], "platform", [])],
    actions="refund figurine + tax (the stated $24.50 is its price; policy adds its tax) (seller); refund duplicate postage",
    hard="amount in words matching the unit price without tax; formal register")

# V24-40 do-not-refund shipping; planter in pieces; saucer fine; stock question
o = Order("SU-72440", None, "S-HOME", [("PLN-GLZ-1", "Glazed ceramic planter", 1, 3900),
                                      ("SCR-GLZ-1", "Matching saucer", 1, 900)], rate="0.07",
          parcels=[late(promised="2026-11-22", delivered="2026-11-25T10:00:00Z")])
add("V24-40", "declines the late fee in words; damage; stock question", "polite",
    ("Imogen Blackwood", "imogen.blackwood@gmail.com"),
    "Planter SU-72440",
    "Hi, please do not refund the shipping even though it came late, the delay was the storm and not your fault. But the glazed planter arrived in pieces, "
    "a refund for it would be lovely. The saucer that goes with it is fine.\n\nCan you tell me when the terracotta pots are back in stock?\n\nThanks, Imogen",
    [o], [I("damaged_item", "the glazed planter arrived in pieces"), I("other", "Can you tell me when the terracotta pots are back in stock?")],
    [(o.item_refund("PLN-GLZ-1"), "platform", L("PLN-GLZ-1", 1))], escalations=["terracotta"], outcome="partial",
    actions="refund planter + tax; no delivery refund (declined by the customer); a person answers the stock question",
    hard="a late delivery the customer explicitly declines; saucer fine")


if __name__ == "__main__":
    assert len(CASES) == 40, len(CASES)
    with open(os.path.join(HERE, "ver24a.jsonl"), "w") as f:
        f.write("// ver24a blind round: 40 ordinary support mails, written by gen.py\n")
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "notes.json"), "w") as f:
        json.dump(NOTES, f, indent=1, ensure_ascii=False)
    print(len(CASES), "cases;", sum(1 for n in NOTES.values() if n["exact_money"]), "expect exact money")
