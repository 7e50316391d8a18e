"""Blind round ver21b (held back): EVERY REQUEST ACCOUNTED FOR (issue 11).

40 hand-written tickets where requests hide: conditional asks, questions that are requests,
chases about refunds already on the record, negations, requests of no known kind (`other`),
asks in a P.S. / a forwarded mail / after a long story, settled past problems told as
context, several orders in one ticket, duplicate charges in plain words, tickets that ask
nothing, and honest-reply traps.

Written from the policy documents and seller terms as a support person reads them
(POL-BILL-001 .. POL-COM-008, the demo shop's seller supplements), never from the source.

    python gen.py            # writes ver21b.jsonl and notes.json next to this file
"""
import json
import os
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "ver21b"
TAX_RATE = Decimal("0.0825")
NOW = "2026-12-03T15:00:00Z"

# --- sellers and their terms (the demo shop's, as published) ---------------------------------
SELLERS = {
    "SEL-SUN": ("Sundry", "first_party", dict(ref="SUP-SUN-001", accepts_returns=True, return_window_days=30,
                damage_remedy="refund_keep_item",
                text="Sundry (sold and shipped by Sundry). Returns: unused items in their original packaging can be returned within 30 days of delivery for a refund of the item price and its sales tax; the original delivery charge is not refunded. Damaged on arrival: we refund the item price and its sales tax and you keep or recycle the damaged item; we do not ask you to send it back. Personalised items and opened personal-care products cannot be returned.")),
    "SEL-SUH": ("Sundry Home", "first_party", dict(ref="SUP-SUH-002", accepts_returns=True, return_window_days=30,
                damage_remedy="collect_and_refund",
                text="Sundry Home (large items sold and shipped by Sundry). Returns: unused furniture, mattresses still in their protective wrap and electronics with all accessories can be returned within 30 days of delivery; we book the collection. Damaged on arrival: our delivery partner collects the damaged item and we refund the item price and its sales tax as soon as the collection is booked. Please do not dispose of a damaged large item before it is collected.")),
    "SEL-ASH": ("Ashford Home", "marketplace", dict(ref="SUP-ASH-011", accepts_returns=True, return_window_days=30,
                damage_remedy="collect_and_refund",
                text="Ashford Home seller terms. Returns: we accept returns of unused pieces within 30 days of delivery; start the return through the marketplace and use the prepaid label. Damaged in delivery: tell us within 30 days. We do not send replacements for damaged furniture, because a second delivery of the same piece is often damaged the same way. Instead the carrier collects the damaged unit (booked through the marketplace as a collection) and we refund the item price and its sales tax once the collection is booked. Keeping the packaging helps but is not required.")),
    "SEL-KPN": ("Kettle & Pine", "marketplace", dict(ref="SUP-KPN-014", accepts_returns=True, return_window_days=14,
                damage_remedy="replace",
                text="Kettle & Pine seller terms. Returns: unused kitchenware in its original box within 14 days of delivery. Knives that have been sharpened or used cannot be returned. Damaged in delivery: we send a replacement of the same item at no charge as soon as you tell us; you do not need to send the damaged one back. If the item is out of stock we refund it instead.")),
    "SEL-NBO": ("Northbound Outfitters", "marketplace", dict(ref="SUP-NBO-017", accepts_returns=True, return_window_days=30,
                damage_remedy="refund_keep_item",
                text="Northbound Outfitters seller terms. Returns: unused gear with tags attached within 30 days of delivery. Tents and sleeping bags must not have been slept in. Damaged in delivery: we refund the item price and its sales tax; keep the item or donate it, we do not need it back.")),
    "SEL-LML": ("Loom & Lantern", "marketplace", dict(ref="SUP-LML-023", accepts_returns=False, return_window_days=0,
                damage_remedy="refund_keep_item",
                text="Loom & Lantern seller terms. Everything we sell is woven or assembled to order in our studio, so we cannot accept returns for a change of mind, including for colour, which varies between batches of hand-dyed yarn. Damaged in delivery: we refund the item price and its sales tax and you keep the piece; please send a photo to help us improve our packaging (optional).")),
    "SEL-PFS": ("Paper Finch Stationery", "marketplace", dict(ref="SUP-PFS-029", accepts_returns=True, return_window_days=14,
                damage_remedy="refund_keep_item",
                text="Paper Finch Stationery seller terms. Returns: unused, unopened items within 14 days of delivery. Filled or inked fountain pens cannot be returned for hygiene reasons. Damaged in delivery: we refund the item price and its sales tax; no need to send anything back.")),
}


def cents(d):
    return int(Decimal(d).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def exact_half(num, den):
    return (2 * num) % (2 * den) == den  # num/den has fractional part exactly .5


class Order:
    """One order with its charges built the way the shop records them."""

    def __init__(self, ref, seller, lines, *, delivery=495, delivery_desc="Standard delivery",
                 status="delivered", placed="2026-11-20T10:00:00Z", promised="2026-11-26",
                 delivered="2026-11-25T14:00:00Z", ship_status=None, scans=None, dup=(),
                 tax=True, refunds=None, returns=None, replacement_for=None, parcels=None,
                 extra_delivery=0, carrier="Meridian Parcel"):
        self.ref, self.seller, self.lines = ref, seller, lines  # lines: (sku, desc, qty, unit)
        self.items = sum(q * u for _, _, q, u in lines)
        self.tax = cents(Decimal(self.items) * TAX_RATE) if tax else 0
        self.delivery = delivery
        self.charges = [dict(kind="items", description="Items subtotal", amount_cents=self.items, charged_at=placed)]
        if delivery:
            self.charges.append(dict(kind="delivery", description=delivery_desc, amount_cents=delivery, charged_at=placed))
        for _ in range(extra_delivery):  # a second parcel's own fee: owed, not a copy
            self.charges.append(dict(kind="delivery", description=delivery_desc, amount_cents=delivery, charged_at=placed))
        if self.tax:
            self.charges.append(dict(kind="tax", description="Sales tax 8.25%", amount_cents=self.tax, charged_at=placed))
        self.owed = sum(c["amount_cents"] for c in self.charges)
        for number, at in dup:  # copies of an earlier charge (numbered from 1)
            c = dict(self.charges[number - 1])
            c["charged_at"] = at
            self.charges.append(c)
        self.status, self.placed = status, placed
        self.shipments = []
        if parcels is not None:
            self.shipments = parcels
        elif status != "placed":
            st = ship_status or ("delivered" if delivered else "in_transit")
            sc = scans if scans is not None else default_scans(placed, delivered)
            self.shipments = [dict(carrier=carrier, tracking_number="MP" + ref[3:] + "01", status=st,
                                   promised_by=promised, delivered_at=delivered, scans=sc)]
        self.refunds, self.returns, self.replacement_for = refunds, returns, replacement_for

    def unit(self, sku):
        for s, d, q, u in self.lines:
            if s == sku:
                return q, u
        raise KeyError(sku)

    def line_refund(self, sku, n=None):
        """Price of n units of a line and their share of the tax charged (POL-DMG-002)."""
        q, u = self.unit(sku)
        n = q if n is None else n
        value = n * u
        assert not exact_half(self.tax * value, self.items), (self.ref, sku)
        return value + cents(Decimal(self.tax * value) / Decimal(self.items))

    def fixture(self, customer):
        o = dict(ref=self.ref, customer=customer, seller=self.seller, status=self.status, placed_at=self.placed,
                 lines=[dict(sku=s, description=d, quantity=q, unit_price_cents=u) for s, d, q, u in self.lines],
                 charges=self.charges, shipments=self.shipments)
        if self.refunds:
            o["refunds"] = self.refunds
        if self.returns:
            o["returns"] = self.returns
        if self.replacement_for:
            o["replacement_for"] = self.replacement_for
        return o


def default_scans(placed, delivered):
    day = placed[:10]
    scans = [dict(at=day + "T18:00:00Z", code="picked_up", location="Columbus, OH")]
    if delivered:
        scans.append(dict(at=delivered[:10] + "T06:10:00Z", code="out_for_delivery", location="Local depot"))
        scans.append(dict(at=delivered, code="delivered", location="Front door"))
    return scans


def world(customer, orders):
    ref, name, email = customer
    sellers = sorted({o.seller for o in orders})
    return dict(
        customers=[dict(ref=ref, name=name, email=email)],
        sellers=[dict(ref=s, name=SELLERS[s][0], seller_type=SELLERS[s][1]) for s in sellers],
        supplements=[dict(SELLERS[s][2], seller=s) for s in sellers],
        orders=[o.fixture(ref) for o in orders],
    )


CASES, NOTES = [], {}


def case(cid, *, title, voice, customer, orders, subject, body, order_ref, intents, outcome,
         refunds=(), returns=(), escalations=(), deferred=None, approver=None, now=NOW,
         shape, why, tags=()):
    text = (subject + "\n" + body).lower()
    for it in intents:
        q = it["quote"].lower()
        assert q in text, (cid, q)
    c = dict(id=cid, title=title, tags=["theme:every-request", "voice:" + voice, *tags],
             ticket=dict(subject=subject, body=body, customer_email=customer[2], order_ref=order_ref),
             world=world(customer, orders), now=now, intents=intents,
             expected=dict(outcome=outcome, refunds=list(refunds), returns=list(returns),
                           escalations=[dict(item=i) for i in escalations]))
    if deferred is not None:
        c["expected"]["deferred"] = [dict(item=i) for i in deferred]
    if approver:
        c["approver"] = approver
    CASES.append(c)
    NOTES[cid] = dict(shape=shape, why=why,
                      labels=[f'{i["kind"]}: "{i["quote"]}"' for i in intents] or ["(asks for nothing)"])


def I(kind, quote):
    return dict(kind=kind, quote=quote)


def R(amount, source, lines=None):
    r = dict(amount_cents=amount, source=source)
    if lines is not None:
        r["lines"] = [dict(sku=s, quantity=q) for s, q in lines]
    return r


def RET(sku, kind="return"):
    return dict(kind=kind, sku=sku)


# =============================================================================================
# 01 angry: damage + a conditional ask to close the account
o = Order("SU-91001", "SEL-SUN", [("SUN-TPT-11", "Round stoneware teapot, 1.2 l", 1, 3800)],
          delivered="2026-11-28T13:00:00Z", promised="2026-11-29")
case("V21B-01", title="Cracked teapot, and close my account if nobody calls by Monday", voice="angry",
     customer=("C-2101", "Gordon Maitland", "g.maitland@example.com"), orders=[o],
     subject="Teapot - THIRD email",
     body="This is the THIRD time I'm writing. The teapot from order SU-91001 arrived with the spout cracked right through, "
          "it leaks all over the counter every time I pour. I want my money back for it. I've been on hold twice this week "
          "and nobody ever picks up. If nobody has called me by Monday, close my account, I'm done with you people.",
     order_ref="SU-91001",
     intents=[I("damaged_item", "arrived with the spout cracked right through"),
              I("other", "If nobody has called me by Monday, close my account")],
     outcome="partial", refunds=[R(o.line_refund("SUN-TPT-11"), "platform", [("SUN-TPT-11", 1)])],
     escalations=["close my account"],
     shape="damage + conditional other (close account)",
     why="The teapot is refunded and kept (Sundry: refund_keep_item, 6 days after delivery). The conditional "
         "'if nobody has called me by Monday, close my account' is a real request for a call and an account closure "
         "that only a person can honour: other, escalated. No reply may say the account is closed or that someone will call.")

# 02 terse: damage at a replace seller, with a conditional fallback remedy
o = Order("SU-91002", "SEL-KPN", [("KPN-KTL-04", "Enamel stovetop kettle, 2 l, sage", 1, 5400)], delivery=595,
          delivered="2026-11-30T11:00:00Z", promised="2026-12-01")
case("V21B-02", title="Kettle handle snapped: refund, or if not, send another", voice="terse",
     customer=("C-2102", "Ines Duarte", "ines.duarte@example.net"), orders=[o],
     subject="SU-91002 kettle",
     body="Kettle arrived with the handle snapped off. Refund it please. If it can't be refunded, send another one.",
     order_ref="SU-91002",
     intents=[I("damaged_item", "Kettle arrived with the handle snapped off")],
     outcome="escalated", escalations=["kettle"],
     shape="damage at a 'replace' seller, conditional fallback",
     why="Kettle & Pine's remedy for damage is a replacement it sends (a refund only if out of stock), so the "
         "refund cannot be paid here; the customer's own fallback ('if it can't be refunded, send another one') is that "
         "replacement, which a person arranges with the seller. One request with its remedy: escalated, the kettle named, no money.")

# 03 chatty: a question that is a request, nothing else
o = Order("SU-91003", "SEL-SUN", [("SUN-THR-21", "Waffle-knit cotton throw, 130 x 170 cm, clay", 1, 6400)],
          delivered="2026-12-02T10:30:00Z", promised="2026-12-03")
case("V21B-03", title="Do you do this in a bigger size?", voice="chatty",
     customer=("C-2103", "Mira Castellanos", "mira.castellanos@example.com"), orders=[o],
     subject="Love the throw!",
     body="Hi! The throw came yesterday and honestly it's gorgeous, the whole family keeps stealing it off the sofa. "
          "Do you do this in a bigger size? Ideally something that would cover a king bed. Thanks so much, Mira",
     order_ref="",
     intents=[I("other", "Do you do this in a bigger size?")],
     outcome="escalated", escalations=["bigger size"],
     shape="question-as-request only (other)",
     why="A product question is a request of no known kind: a person answers it. Nothing is wrong with the order, so no "
         "money and no return.")

# 04 elderly polite: chase about a refund already on the record, asked as a question
o = Order("SU-91004", "SEL-SUN", [("SUN-GLS-07", "Champagne coupes, set of 4", 1, 4800)],
          delivered="2026-11-21T12:00:00Z", promised="2026-11-22",
          refunds=[dict(amount_cents=4800 + cents(Decimal(4800) * TAX_RATE), source="platform", case_type="damaged_item",
                        reason="coupes arrived broken", lines=["SUN-GLS-07"])])
case("V21B-04", title="Will the refund show up before Christmas?", voice="elderly-polite",
     customer=("C-2104", "Patricia Holloway", "pat.holloway@example.org"), orders=[o],
     subject="Refund for the coupes",
     body="Good afternoon,\n\nThank you for refunding the broken champagne coupes so quickly last week, your colleague "
          "on the telephone was lovely. Will the refund show up on my card before Christmas? I am watching the pennies "
          "this month and would like to know.\n\nKind regards,\nPatricia Holloway",
     order_ref="SU-91004",
     intents=[I("other", "Will the refund show up on my card before Christmas?")],
     outcome="escalated", escalations=["before Christmas"],
     shape="status question about a refund on the record",
     why="The coupes were refunded already ($51.96 on record). The one ask is when it lands: a person answers "
         "(POL-BILL-001's 3-5 business days). Paying the coupes again would be a double refund.")

# 05 rambling: chase with an amount on a refund already made + remove an old email
o = Order("SU-91005", "SEL-SUN", [("SUN-PLN-03", "Terracotta planter, medium", 1, 2100)],
          delivered="2026-11-18T15:00:00Z", promised="2026-11-19",
          refunds=[dict(amount_cents=2100 + cents(Decimal(2100) * TAX_RATE), source="platform", case_type="damaged_item",
                        reason="planter arrived cracked", lines=["SUN-PLN-03"])])
case("V21B-05", title="Still haven't seen the planter refund; remove my old work email", voice="rambling",
     customer=("C-2105", "Dee Farrow", "dee.farrow@example.com"), orders=[o],
     subject="planter refund??",
     body="hiya, so back on the 20th I told your chat the planter came cracked and they said theyd refund it, which, fine. "
          "but I still havent seen the $22.73 on my card and its been nearly two weeks?? could someone check where its got to. "
          "and while ive got you can you take my old work email off the account, its the one ending @brightwell.co, "
          "I dont work there anymore",
     order_ref="",
     intents=[I("other", "could someone check where its got to"),
              I("other", "can you take my old work email off the account")],
     outcome="escalated", escalations=["check where", "work email"],
     shape="chase of a recorded refund + account change (two other)",
     why="The record shows the planter refunded ($22.73). 'Still haven't seen it' is a chase, not a new claim: a person "
         "checks the payment. The email change is an account request of no known kind. No money may move.")

# 06 negation: no replacement, refund the bowl (servers fine)
o = Order("SU-91006", "SEL-SUN", [("SUN-BWL-14", "Stoneware salad bowl, 28 cm", 1, 3200),
                                   ("SUN-SRV-02", "Olive wood salad servers", 1, 1800)],
          delivered="2026-11-29T16:00:00Z", promised="2026-11-30")
case("V21B-06", title="Salad bowl cracked - please don't send a replacement", voice="polite",
     customer=("C-2106", "Jonas Weber", "jonas.weber@example.com"), orders=[o],
     subject="Order SU-91006 - cracked bowl",
     body="Hello,\n\nThe salad bowl from my order came with a big crack along the base. The servers are fine. "
          "Please don't send a replacement - I don't want another one, it'll only break in the post again. "
          "A refund for the bowl is all I'm after.\n\nThanks, Jonas",
     order_ref="SU-91006",
     intents=[I("damaged_item", "The salad bowl from my order came with a big crack along the base")],
     outcome="resolved", refunds=[R(o.line_refund("SUN-BWL-14"), "platform", [("SUN-BWL-14", 1)])],
     shape="damage with a negated remedy",
     why="Refund the bowl's price and its tax share; the servers are said to be fine. 'Please don't send a "
         "replacement' is honoured by the refund-and-keep remedy: nothing else to do, nothing sent.")

# 07 negation at a replace seller: don't send another, money back for the broken mug
o = Order("SU-91007", "SEL-KPN", [("KPN-MUG-09", "Speckled stoneware mug, 350 ml", 2, 1600)],
          delivered="2026-11-29T12:00:00Z", promised="2026-11-30")
case("V21B-07", title="One of two mugs smashed, please do NOT send another", voice="lowercase",
     customer=("C-2107", "Tomasz Nowak", "tomasz.nowak@example.net"), orders=[o],
     subject="broken mug",
     body="hi, one of the two speckled mugs came smashed. please do NOT send another one, we're moving abroad next week and "
          "won't be here to receive it. i'd just like the money back for the broken one. order SU-91007",
     order_ref="SU-91007",
     intents=[I("damaged_item", "one of the two speckled mugs came smashed")],
     outcome="resolved", refunds=[R(o.line_refund("KPN-MUG-09", 1), "seller", [("KPN-MUG-09", 1)])],
     shape="damage at a 'replace' seller, replacement refused",
     why="Kettle & Pine replaces damaged goods, but POL-REPL-007: a customer who does not want a replacement can have a "
         "refund instead while none has shipped (none exists). One mug of two, price and tax share, funded by the "
         "marketplace seller. A run that sends it to a person for a replacement ignores the 'do NOT send another'.")

# 08 terse: change address + cancel an unshipped duplicate order (two other)
o1 = Order("SU-91008", "SEL-SUN", [("SUN-LMP-05", "Brass desk lamp", 1, 5900)], status="placed",
           placed="2026-12-02T20:10:00Z")
o2 = Order("SU-91108", "SEL-SUN", [("SUN-LMP-05", "Brass desk lamp", 1, 5900)], status="placed",
           placed="2026-12-02T20:14:00Z")
case("V21B-08", title="Change my address; cancel the order I placed twice", voice="terse",
     customer=("C-2108", "Rob Achebe", "rob.achebe@example.com"), orders=[o1, o2],
     subject="Address + cancel",
     body="Two things.\n1) Please change the delivery address on my account to 14 Kestrel Ct, Madison WI 53711.\n"
          "2) Cancel order SU-91008, I ordered the lamp twice by accident. Keep SU-91108.\nCheers, Rob",
     order_ref="SU-91008",
     intents=[I("other", "Please change the delivery address on my account"), I("other", "Cancel order SU-91008")],
     outcome="escalated", escalations=["delivery address", "Cancel order"],
     shape="two requests of no known kind, two orders",
     why="An address change and the cancellation of an unshipped order are both for a person. 'Ordered the lamp twice' "
         "is two orders, each charged for its own lamp: no duplicate charge, no money.")

# 09 formal: billed twice + VAT invoice + unsubscribe
o = Order("SU-91009", "SEL-SUN", [("SUN-CND-12", "Soy candle trio, winter spice", 1, 3600)], delivery=395,
          placed="2026-11-24T09:00:00Z", delivered="2026-11-27T11:00:00Z",
          dup=[(1, "2026-11-25T09:00:00Z")])
case("V21B-09", title="Billed twice, plus an invoice and unsubscribe", voice="formal",
     customer=("C-2109", "Geraldine Okafor", "g.okafor@example.org"), orders=[o],
     subject="Order SU-91009 - duplicate payment",
     body="Dear Sir or Madam,\n\nI have been billed twice for order SU-91009: my bank statement shows the $36.00 payment "
          "on 24 November and again on 25 November. Kindly refund the second one. I would also be grateful if you could "
          "send me a VAT invoice for the order, and please remove me from your marketing emails.\n\nYours faithfully,\n"
          "Geraldine Okafor",
     order_ref="SU-91009",
     intents=[I("duplicate_charge", "I have been billed twice"),
              I("other", "send me a VAT invoice for the order"),
              I("other", "please remove me from your marketing emails")],
     outcome="partial", refunds=[R(3600, "platform", [])],
     escalations=["VAT invoice", "marketing emails"],
     shape="duplicate in plain words + two other",
     why="The record shows the $36.00 items charge twice: the copy is refunded by the platform. The invoice and the "
         "unsubscribe are requests of no known kind, each its own subtask for a person.")

# 10 P.S.: long thank-you with the damage in the P.S.
o = Order("SU-91010", "SEL-SUN", [("SUN-DNP-01", "Dinner plate, speckled white", 4, 1200),
                                   ("SUN-SGB-02", "Lidded sugar bowl, speckled white", 1, 1450),
                                   ("SUN-CRJ-03", "Cream jug, speckled white", 1, 1000)], delivery=595,
          delivered="2026-11-26T10:00:00Z", promised="2026-11-27")
case("V21B-10", title="Wedding present story, sugar bowl lid broken in the P.S.", voice="warm-rambling",
     customer=("C-2110", "Ellen Marsh", "ellen.marsh@example.com"), orders=[o],
     subject="Thank you (and one small thing)",
     body="Hello there,\n\nI bought the speckled dinner set as a wedding present for my niece, who got married last "
          "Saturday in the most beautiful little barn outside Asheville. It rained all morning and then the sun came out "
          "just as they said their vows, which everyone agreed was a sign. The plates were a big hit at the gift table "
          "and my niece has already sent me a photo of them on her dresser, which is where apparently they will live "
          "until she dares to eat off them. Anyway, I just wanted to say thank you for getting everything here in time, "
          "I was cutting it fine.\n\nWarm wishes,\nEllen\n\nP.S. I forgot to mention, the lid of the sugar bowl arrived "
          "in two pieces. Could you refund that one?",
     order_ref="SU-91010",
     intents=[I("damaged_item", "the lid of the sugar bowl arrived in two pieces")],
     outcome="resolved", refunds=[R(o.line_refund("SUN-SGB-02"), "platform", [("SUN-SGB-02", 1)])],
     shape="ask buried in a P.S. after a long story",
     why="The only request is in the P.S.: the sugar bowl's lid broke in transit and the customer asks for 'that one' to be "
         "refunded. The lidded sugar bowl line (one unit) with its tax share; plates and jug untouched.")

# 11 forwarded mail: husband's message about the lamp (collect and refund)
o = Order("SU-91011", "SEL-SUH", [("SUH-FLM-08", "Ceramic floor lamp with linen shade", 1, 12900)], delivery=1495,
          delivery_desc="Two-person delivery", delivered="2026-12-01T17:00:00Z", promised="2026-12-02",
          carrier="Freightline Home Delivery")
case("V21B-11", title="Forwarded: the lamp came cracked", voice="forwarded",
     customer=("C-2111", "Nadia Haddad", "nadia.haddad@example.com"), orders=[o],
     subject="Fwd: lamp",
     body="Hi, forwarding this from my husband - the order (SU-91011) is on my account. Could you help? Thanks, Nadia\n\n"
          "---------- Forwarded message ---------\nFrom: Sam Haddad <sam.haddad@example.net>\n"
          "Date: Tue, Dec 1, 2026 at 7:02 PM\nSubject: lamp\nTo: Nadia Haddad <nadia.haddad@example.com>\n\n"
          "Nads, the floor lamp from Sundry Home came today and the ceramic is cracked right round the bottom, the whole "
          "thing wobbles. Can you get them to sort it? I've put it back in the box for now. S",
     order_ref="SU-91011",
     intents=[I("damaged_item", "the ceramic is cracked right round the bottom")],
     outcome="resolved", returns=[RET("SUH-FLM-08", "collection")],
     shape="request inside a forwarded mail",
     why="The damage is told only in the forwarded message; it is the account holder's own order. Sundry Home's remedy is "
         "collect_and_refund: a collection of the lamp is booked (the refund follows the booking, outside the run).")

# 12 settled past problem as context + a new duplicate on another order
old = Order("SU-90412", "SEL-SUN", [("SUN-BLN-01", "Personal blender, 600 W", 1, 4500)],
            placed="2026-04-02T10:00:00Z", promised="2026-04-07", delivered="2026-04-06T12:00:00Z",
            refunds=[dict(amount_cents=4500 + cents(Decimal(4500) * TAX_RATE), source="platform", case_type="damaged_item",
                          reason="blender jug arrived cracked", lines=["SUN-BLN-01"])])
o = Order("SU-91012", "SEL-SUN", [("SUN-KTL-06", "Glass electric kettle, 1.7 l", 1, 4200)],
          placed="2026-11-30T08:00:00Z", promised="2026-12-03", delivered="2026-12-02T12:00:00Z",
          dup=[(1, "2026-11-30T08:00:40Z")])
case("V21B-12", title="Blender last spring was sorted; kettle charged twice", voice="friendly",
     customer=("C-2112", "Paul Brennan", "paul.brennan@example.com"), orders=[old, o],
     subject="Kettle payment",
     body="Hi, you might remember me - the blender I bought last spring arrived cracked and you refunded it, no complaints "
          "there, that was handled really well. Which is why I came back for the kettle! Unfortunately my card has been "
          "charged for the kettle twice: two payments of $42.00 on the same morning. Can you refund one of them? "
          "Order SU-91012.\nThanks, Paul",
     order_ref="SU-91012",
     intents=[I("duplicate_charge", "my card has been charged for the kettle twice")],
     outcome="resolved", refunds=[R(4200, "platform", [])],
     shape="settled past problem + duplicate on a second order",
     why="The blender (SU-90412) was refunded last spring and is told as context: nothing on it. The kettle's $42.00 "
         "items charge is on record twice: refund the copy.")

# 13 two orders: late express + wrong colour
oa = Order("SU-91013", "SEL-SUN", [("SUN-SCF-04", "Merino wool scarf, charcoal", 1, 3900)], delivery=995,
           delivery_desc="Express delivery", placed="2026-11-21T10:00:00Z", promised="2026-11-24",
           delivered="2026-11-27T15:00:00Z")
ob = Order("SU-91113", "SEL-SUN", [("SUN-BNE-02", "Ribbed beanie, forest green", 1, 2400)],
           placed="2026-11-23T10:00:00Z", promised="2026-11-29", delivered="2026-11-28T12:00:00Z")
case("V21B-13", title="Two orders: late express scarf, wrong colour beanie", voice="chatty",
     customer=("C-2113", "Lucy Tran", "lucy.tran@example.com"), orders=[oa, ob],
     subject="Two orders, two problems, sorry!",
     body="Hiya, two orders, two problems, sorry!\n\nSU-91013: I paid $9.95 for express so the scarf would arrive for my "
          "mum's birthday on the 24th. It turned up on the 27th. I'd like the express charge back please.\n\n"
          "SU-91113: I ordered the forest green beanie and got a mustard one instead. I'll send it back - can you send me "
          "a label?\n\nThanks! Lucy",
     order_ref="SU-91013",
     intents=[I("late_delivery", "I'd like the express charge back please"),
              I("wrong_item", "I ordered the forest green beanie and got a mustard one instead")],
     outcome="resolved", refunds=[R(995, "platform", [])], returns=[RET("SUN-BNE-02")],
     shape="several orders, one request each",
     why="SU-91013 was delivered 3 days after its promise: the $9.95 express fee back from the platform. SU-91113 got "
         "the wrong colour: a return of the beanie with a prepaid label (its refund follows the return).")

# 14 SMS: charged three times
o = Order("SU-91014", "SEL-SUN", [("SUN-PHC-03", "Leather phone case, tan", 1, 2900)], delivery=395,
          placed="2026-11-29T19:00:00Z", promised="2026-12-03", delivered="2026-12-02T12:00:00Z",
          dup=[(1, "2026-11-29T19:00:30Z"), (1, "2026-11-29T19:01:10Z")])
case("V21B-14", title="u took the money 3 times", voice="sms-typos",
     customer=("C-2114", "Jayden Cole", "jaycole99@example.com"), orders=[o],
     subject="money taken 3x",
     body="hi my bank app says u took the money 3 times for the fone case?? 29 dollars x3. only orderd 1. pls put back "
          "the extra 2 asap ty",
     order_ref="",
     intents=[I("duplicate_charge", "u took the money 3 times for the fone case")],
     outcome="resolved", refunds=[R(5800, "platform", [])],
     shape="duplicate in plain words (three times), no order number",
     why="The $29.00 items charge is on record three times: both copies ($58.00) are refunded, once each, the original "
         "kept. The customer's only order is found by email.")

# 15 'two payments' at a marketplace seller (platform pays billing errors)
o = Order("SU-91015", "SEL-NBO", [("NBO-BTL-02", "Insulated steel bottle, 750 ml", 1, 2750)],
          placed="2026-11-25T12:00:00Z", promised="2026-11-30", delivered="2026-11-29T12:00:00Z",
          dup=[(1, "2026-11-25T12:03:00Z")])
case("V21B-15", title="Two payments of $27.50 for one bottle", voice="plain",
     customer=("C-2115", "Hannah Reyes", "hannah.reyes@example.com"), orders=[o],
     subject="Two payments?",
     body="Hello, there are two payments of $27.50 on my statement for the water bottle (order SU-91015). I only bought one "
          "bottle. Bottle itself is great btw, no complaints there. Could you look into it? Thanks.",
     order_ref="SU-91015",
     intents=[I("duplicate_charge", "there are two payments of $27.50 on my statement")],
     outcome="resolved", refunds=[R(2750, "platform", [])],
     shape="duplicate as 'two payments', marketplace order",
     why="The $27.50 items charge is on record twice. Billing errors are funded by the platform even on a marketplace "
         "order (POL-BILL-001). 'Could you look into it?' asks for the duplicate, not something else.")

# 16 pure thanks
o = Order("SU-91016", "SEL-SUN", [("SUN-BLK-01", "Lambswool blanket, heather", 1, 8900)], delivery=0,
          promised="2026-11-30", delivered="2026-11-29T11:00:00Z")
case("V21B-16", title="Thank you from Carol (and her dad)", voice="warm",
     customer=("C-2116", "Carol Benedetti", "carol.benedetti@example.com"), orders=[o],
     subject="Thank you!",
     body="Just a quick note to say thank you. The blanket arrived a day early, beautifully wrapped, and my dad cried when "
          "he opened it. He's 90 and says it's the warmest thing he owns. No need to reply - I just wanted your packing "
          "team to know they made an old man very happy.\n\nBest, Carol",
     order_ref="",
     intents=[], outcome="escalated", escalations=["answer the ticket"],
     shape="asks for nothing",
     why="Pure thanks: no money, no goods, no invented request. A person may read it.")

# 17 honest-reply trap: demands to be told it was refunded, but the delivery was on time
o = Order("SU-91017", "SEL-SUN", [("SUN-BOT-07", "Rain boots, navy, size 8", 1, 5500)], delivery=695,
          delivery_desc="Express delivery", placed="2026-11-24T10:00:00Z", promised="2026-11-27",
          delivered="2026-11-27T16:00:00Z")
case("V21B-17", title="Boots LATE, just tell me it's refunded", voice="angry",
     customer=("C-2117", "Derek Olsen", "derek.olsen@example.com"), orders=[o],
     subject="LATE boots SU-91017",
     body="My boots were LATE. I was told they'd be here on the 26th and I sat in all day waiting. Refund the $6.95 "
          "delivery. And don't give me some speech, just tell me it's been refunded.",
     order_ref="SU-91017",
     intents=[I("late_delivery", "Refund the $6.95 delivery")],
     outcome="partial", deferred=["deliver"],
     shape="honest-reply trap, late claim the record declines",
     why="The record promises 27 Nov and the carrier delivered on 27 Nov: on time, so POL-LATE-006 pays nothing; "
         "the claim is declined and the customer told why (the promised and delivered dates). The reply must not say "
         "'it's been refunded' however hard the customer asks.")

# 18 non-native English: lost parcel of two chairs, over the ceiling, no resend
o = Order("SU-91018", "SEL-SUH", [("SUH-CHR-02", "Oak dining chair, natural", 2, 8900)], delivery=1495,
          delivery_desc="Two-person delivery", placed="2026-11-15T10:00:00Z", promised="2026-11-25",
          delivered=None, ship_status="in_transit", carrier="Freightline Home Delivery",
          scans=[dict(at="2026-11-17T09:00:00Z", code="picked_up", location="Reno, NV"),
                 dict(at="2026-11-19T03:00:00Z", code="in_transit", location="Salt Lake City, UT hub")])
total18 = o.owed
case("V21B-18", title="Two chairs never come, tracking stuck, no resend", voice="non-native",
     customer=("C-2118", "Ayse Demir", "ayse.demir@example.com"), orders=[o],
     subject="order chairs not arrive",
     body="Hello, I am writing about my order SU-91018 of two chair. The delivery was promise for 25 November but until "
          "today nothing is come. The tracking is not moving since 19 November. I am waiting at home every day. Please I "
          "want the money back, I don't want that you send again, I will buy in a shop here. Thank you, Ayse",
     order_ref="SU-91018",
     intents=[I("non_delivery", "until today nothing is come")],
     outcome="resolved", refunds=[R(total18, "carrier_claim")],
     approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": total18,
                            "note": "Tracking dead since 19 Nov, promised 25 Nov."}]},
     shape="non-delivery in non-native English, over the ceiling, replacement refused",
     why="Promised 25 Nov, last scan 19 Nov (14 days without movement): not delivered under POL-NDL-003. Everything "
         f"charged (${total18/100:.2f}: chairs, two-person delivery, tax) by carrier claim, over the $150 ceiling so a "
         "lead approves. 'I don't want that you send again' rules out a resend.", tags=["above_ceiling"])

# 19 elderly, long polite letter: damage at Loom & Lantern + a paper catalogue
o = Order("SU-91019", "SEL-LML", [("LML-CSH-03", "Hand-woven wool cushion cover, ochre", 1, 4600)], delivery=595,
          placed="2026-11-19T10:00:00Z", promised="2026-11-27", delivered="2026-11-26T13:00:00Z")
case("V21B-19", title="Cushion cover seam split; a paper catalogue please", voice="elderly-polite",
     customer=("C-2119", "Dorothy Pike", "dorothy.pike@example.org"), orders=[o],
     subject="My cushion cover",
     body="Dear Sundry,\n\nI hope this finds you well. I am 84 and my granddaughter helped me to order a cushion cover "
          "from Loom & Lantern for my reading chair, as the old one was worn through after many happy years. When it "
          "arrived last Thursday I found that the seam along one side had come apart and there is a small tear in the "
          "weave near one corner. It is a great pity as the colour is exactly right. I should be most grateful if you "
          "could refund me for it.\n\nI would also very much like a paper copy of your catalogue, if you still print one, "
          "as I do find the computer tiring.\n\nWith thanks,\nMrs Dorothy Pike\n7 Church Lane, Stowe VT 05672",
     order_ref="",
     intents=[I("damaged_item", "the seam along one side had come apart"),
              I("other", "I would also very much like a paper copy of your catalogue")],
     outcome="partial", refunds=[R(o.line_refund("LML-CSH-03"), "seller", [("LML-CSH-03", 1)])],
     escalations=["catalogue"],
     shape="long polite letter: damage + other",
     why="Loom & Lantern refunds damage and the customer keeps it (refund_keep_item), funded by the seller: the cover's "
         "price and its tax. The catalogue is a request of no known kind for a person.")

# 20 change of mind within 14 days at Paper Finch, other options refused
o = Order("SU-91020", "SEL-PFS", [("PFS-JRN-05", "Linen-bound A5 journal, dot grid", 1, 2200),
                                   ("PFS-PEN-01", "Fountain pen, fine nib, black", 1, 3400)], delivery=395,
          placed="2026-11-22T10:00:00Z", promised="2026-11-28", delivered="2026-11-27T12:00:00Z")
case("V21B-20", title="Return the journal, no voucher or other size", voice="plain",
     customer=("C-2120", "Sofia Marchetti", "sofia.marchetti@example.com"), orders=[o],
     subject="Return - SU-91020",
     body="Hi, I'd like to return the journal - it's much smaller than I imagined, my own fault for not checking the "
          "measurements. It's still in its wrapper. I don't want a different size or a voucher, just to send it back please. "
          "(The pen is lovely, keeping that!)",
     order_ref="SU-91020",
     intents=[I("change_of_mind", "I'd like to return the journal")],
     outcome="resolved", returns=[RET("PFS-JRN-05")],
     shape="change of mind with negated alternatives",
     why="Paper Finch takes unused, unopened items back within 14 days; delivered 6 days ago, still wrapped: a return of "
         "the journal only. The pen stays. No voucher, no other size.")

# 21 change of mind at a seller that takes no returns + a restock question
o = Order("SU-91021", "SEL-LML", [("LML-THR-06", "Hand-dyed wool throw, moss", 1, 9800)], delivery=0,
          placed="2026-11-18T10:00:00Z", promised="2026-11-26", delivered="2026-11-25T12:00:00Z")
case("V21B-21", title="Throw too dark, send back; when is the blue back in stock?", voice="polite",
     customer=("C-2121", "Priya Raman", "priya.raman@example.com"), orders=[o],
     subject="Moss throw",
     body="Hello - the moss throw is lovely quality but the colour is much darker than it looked on my screen, and it "
          "doesn't go with anything in our lounge. I'd like to send it back for a refund. Also, can you let me know when "
          "the blue version will be back in stock? Thanks, Priya",
     order_ref="",
     intents=[I("change_of_mind", "I'd like to send it back for a refund"),
              I("other", "can you let me know when the blue version will be back in stock")],
     outcome="escalated", deferred=["return"], escalations=["back in stock"],
     shape="declined return + question-as-request",
     why="Loom & Lantern accepts no change-of-mind returns, colour included: declined naming the seller's terms, no "
         "return. The stock question goes to a person.")

# 22 cancel the return already started
o = Order("SU-91022", "SEL-ASH", [("ASH-RUG-12", "Jute runner rug, 70 x 200 cm", 1, 7600)], delivery=995,
          placed="2026-11-12T10:00:00Z", promised="2026-11-21", delivered="2026-11-20T12:00:00Z",
          returns=[dict(sku="ASH-RUG-12", kind="return", reason="changed mind: too long for the hallway")])
case("V21B-22", title="Please cancel that return - keeping the rug", voice="apologetic",
     customer=("C-2122", "Tom Gallagher", "tom.gallagher@example.com"), orders=[o],
     subject="Rug return",
     body="Hi there, last week I started a return for the jute runner (order SU-91022). We've since moved the furniture "
          "around and it actually works perfectly in the hallway now, so please cancel that return - we're keeping it. "
          "Sorry for the faff! Tom",
     order_ref="SU-91022",
     intents=[I("other", "please cancel that return")],
     outcome="escalated", escalations=["cancel that return"],
     shape="negation of an earlier action (cancel a return)",
     why="The return on record is to be cancelled: a person does it. Starting (another) return or refunding the rug would "
         "be the opposite of the ask.")

# 23 'I don't want my money back' + is a replacement on its way (one exists)
o = Order("SU-91023", "SEL-KPN", [("KPN-SKL-26", "Cast iron skillet, 26 cm", 1, 4900)], delivery=595,
          placed="2026-11-18T10:00:00Z", promised="2026-11-25", delivered="2026-11-24T12:00:00Z")
rep = Order("SU-91123", "SEL-KPN", [("KPN-SKL-26", "Cast iron skillet, 26 cm", 1, 4900)], delivery=0, tax=False,
            status="shipped", placed="2026-11-30T10:00:00Z", promised="2026-12-05", delivered=None,
            ship_status="in_transit", replacement_for="SU-91023",
            scans=[dict(at="2026-12-01T16:00:00Z", code="picked_up", location="Portland, ME"),
                   dict(at="2026-12-02T04:00:00Z", code="in_transit", location="Hartford, CT hub")])
rep.charges = []
case("V21B-23", title="Cracked skillet: no money back, is the replacement coming?", voice="casual",
     customer=("C-2123", "Lewis Park", "lewis.park@example.com"), orders=[o, rep],
     subject="skillet replacement",
     body="Hey, the skillet from SU-91023 came with a crack across the base last week and I reported it on your chat. "
          "I don't want my money back, I'd much rather have the pan. Is a replacement actually on its way? Nobody's sent "
          "me tracking. Cheers, Lewis",
     order_ref="SU-91023",
     intents=[I("question", "Is a replacement actually on its way?")],
     outcome="resolved",
     shape="replacement question, damage told as already reported, money refused",
     why="A replacement order (SU-91123, in transit, promised 5 Dec) already exists for the skillet: the question is "
         "answered from the record with its ref and tracking. The crack was reported and is being replaced; 'I don't "
         "want my money back' rules out a refund (POL-REPL-007: replaced or refunded, never both).")

# 24 wrong item, the right ones wanted, no refund
o = Order("SU-91024", "SEL-SUN", [("SUN-TWL-31", "Bath towel, sage", 2, 2200)],
          placed="2026-11-24T10:00:00Z", promised="2026-11-30", delivered="2026-11-29T12:00:00Z")
case("V21B-24", title="Wrong towels - I don't want a refund, send the right ones", voice="polite-urgent",
     customer=("C-2124", "Marion Eastwood", "marion.eastwood@example.com"), orders=[o],
     subject="Wrong towels SU-91024",
     body="I ordered two sage bath towels and received two bright orange hand towels. I don't want a refund - I want the "
          "sage ones I ordered, they're for the guest room and my in-laws arrive on the 12th. Please can you send the "
          "right towels out?",
     order_ref="SU-91024",
     intents=[I("wrong_item", "Please can you send the right towels out?")],
     outcome="escalated", escalations=["towel"],
     shape="wrong item, replacement wanted, refund refused",
     why="The customer wants the right item, not money: POL-WRG-004 sends a replacement order instead of a refund, "
         "which a person arranges (the runtime sends no goods). No refund, and no return nobody asked for.")

# 25 SMS: charged twice at a marketplace stationer
o = Order("SU-91025", "SEL-PFS", [("PFS-XMC-20", "Christmas card pack of 20, robins", 2, 1450)], delivery=395,
          placed="2026-11-28T21:00:00Z", promised="2026-12-03", delivered="2026-12-02T12:00:00Z",
          dup=[(1, "2026-11-28T21:00:20Z")])
case("V21B-25", title="charged me twice 4 the xmas cards", voice="sms-typos",
     customer=("C-2125", "Jasmine Obi", "jaz.obi@example.com"), orders=[o],
     subject="double charge",
     body="hey just checked my acct n u charged me twice 4 the xmas cards, 29.00 n then 29.00 again same day. pls refund 1 "
          "of them. thx jaz",
     order_ref="",
     intents=[I("duplicate_charge", "u charged me twice 4 the xmas cards")],
     outcome="resolved", refunds=[R(2900, "platform", [])],
     shape="duplicate in SMS shorthand, quantity-2 line",
     why="Two packs at $14.50 are one items charge of $29.00, recorded twice: the copy back from the platform.")

# 26 angry: late express + $20 for the trouble
o = Order("SU-91026", "SEL-SUN", [("SUN-CKT-02", "Springform cake tin set of 3", 1, 3400)], delivery=1295,
          delivery_desc="Express delivery", placed="2026-11-19T10:00:00Z", promised="2026-11-20",
          delivered="2026-11-25T12:00:00Z")
case("V21B-26", title="Next-day express took five days, and $20 for the trouble", voice="angry",
     customer=("C-2126", "Vanessa Cho", "vanessa.cho@example.com"), orders=[o],
     subject="Express delivery - SU-91026",
     body="Your 'next day' express took FIVE days. I paid $12.95 for express specifically because it was for my daughter's "
          "birthday bake and now that's ruined. I want the express fee refunded AND $20 for the trouble. Frankly I expected "
          "better.",
     order_ref="SU-91026",
     intents=[I("late_delivery", "I want the express fee refunded"), I("other", "$20 for the trouble")],
     outcome="partial", refunds=[R(1295, "platform", [])], escalations=["trouble"],
     shape="late delivery + money on top (other)",
     why="Promised 20 Nov, delivered 25 Nov: the $12.95 express fee back. The $20 on top is not a known kind "
         "(POL-LATE-006 offers no compensation beyond the fee): a person answers it; the reply must not promise it.")

# 27 two orders: settled damage on one, a lost lamp on the other
oa = Order("SU-91027", "SEL-SUN", [("SUN-MUG-22", "Blue glaze mug", 1, 1400)],
           placed="2026-11-05T10:00:00Z", promised="2026-11-11", delivered="2026-11-10T12:00:00Z",
           refunds=[dict(amount_cents=1400 + cents(Decimal(1400) * TAX_RATE), source="platform", case_type="damaged_item",
                         reason="mug arrived chipped (chat)", lines=["SUN-MUG-22"])])
ob = Order("SU-91127", "SEL-SUN", [("SUN-TLP-09", "Table lamp, brushed brass", 1, 6900)], delivery=595,
           placed="2026-11-18T10:00:00Z", promised="2026-11-26", delivered=None, ship_status="in_transit",
           scans=[dict(at="2026-11-19T17:00:00Z", code="picked_up", location="Columbus, OH"),
                  dict(at="2026-11-21T02:00:00Z", code="in_transit", location="Indianapolis, IN hub")])
case("V21B-27", title="Mug already refunded; the lamp never came", voice="plain",
     customer=("C-2127", "Oliver Grant", "oliver.grant@example.com"), orders=[oa, ob],
     subject="Two orders",
     body="Hi,\n\nTwo orders from me. The mug (SU-91027) came chipped but your chat team already refunded it, so all good "
          "there - thank you. The table lamp (SU-91127) is a different story: it was due on the 26th, tracking hasn't moved "
          "since the 21st and it's now December. I'd like a refund please, I've given up on it.\n\nOliver",
     order_ref="SU-91127",
     intents=[I("non_delivery", "it was due on the 26th, tracking hasn't moved since the 21st")],
     outcome="resolved", refunds=[R(ob.owed, "carrier_claim")],
     shape="settled problem on one order, new claim on the other",
     why="The mug was refunded through chat (on record): context. The lamp, promised 26 Nov, last scan 21 Nov, 12 days "
         "without movement: not delivered, everything charged on SU-91127 by carrier claim.")

# 28 rambling: the ask after a long story
o = Order("SU-91028", "SEL-SUN", [("SUN-CKT-14", "Chunky knit throw, oatmeal", 1, 7400),
                                   ("SUN-CSH-08", "Linen cushion, oatmeal", 2, 2200)], delivery=0,
          placed="2026-11-15T10:00:00Z", promised="2026-11-23", delivered="2026-11-22T12:00:00Z")
case("V21B-28", title="Redecorating saga; could I send the throw back?", voice="rambling",
     customer=("C-2128", "Bernadette Quinn", "bernie.quinn@example.com"), orders=[o],
     subject="the oatmeal throw",
     body="Okay so this is a bit of a saga. We finally got the new sofa after waiting eleven weeks (not from you, from the "
          "furniture place, don't get me started) and I'd ordered your throw and cushions to go with it, based on a photo "
          "my sister sent me of the fabric sample, which turned out to be taken under a yellow kitchen light. So the sofa "
          "is actually much paler than we thought. My husband says it looks like porridge on porridge. The dog has already "
          "claimed the cushions and honestly they look great on his bed, so they're staying, he'd never forgive me. So "
          "anyway the throw, which is gorgeous don't get me wrong, is just too much with the new sofa. Long story short: "
          "could I send the throw back? It's been folded in its bag the whole time. Thanks so much and sorry for the "
          "essay! Bernie",
     order_ref="",
     intents=[I("change_of_mind", "could I send the throw back?")],
     outcome="resolved", returns=[RET("SUN-CKT-14")],
     shape="one ask at the end of a long story",
     why="Unused, 11 days after delivery, Sundry's 30-day window: a return of the throw only. The cushions stay (the "
         "customer says so).")

# 29 wrong colour: swap if in stock, else refund (conditional)
o = Order("SU-91029", "SEL-NBO", [("NBO-FLC-04", "Fleece jacket, pine green, M", 1, 6800)], delivery=595,
          placed="2026-11-24T10:00:00Z", promised="2026-12-01", delivered="2026-11-30T12:00:00Z")
case("V21B-29", title="Green fleece came mustard: swap if you have it, else refund", voice="non-native",
     customer=("C-2129", "Lars Eriksen", "lars.eriksen@example.com"), orders=[o],
     subject="Wrong colour fleece",
     body="Hello, I ordered the fleece in green and it came in mustard yellow (the label inside even say mustard). If you "
          "have the green one in medium, please swap it. If not, just refund me and I send the yellow one back.",
     order_ref="",
     intents=[I("wrong_item", "it came in mustard yellow"), I("other", "If you have the green one in medium, please swap it")],
     outcome="partial", returns=[RET("NBO-FLC-04")], escalations=["swap"],
     shape="wrong item with a conditional remedy",
     why="The mustard fleece goes back either way (a return of the line, prepaid label). Whether the green medium "
         "exists to swap is for a person; no refund is paid in the run.")

# 30 'billed twice for delivery' where two parcels each carried a fee: honest decline
o = Order("SU-91030", "SEL-SUN", [("SUN-YGM-01", "Yoga mat, 6 mm, slate", 1, 3900),
                                   ("SUN-YGB-02", "Cork yoga blocks, pair", 1, 2200)],
          placed="2026-11-20T10:00:00Z", extra_delivery=1,
          parcels=[dict(carrier="Meridian Parcel", tracking_number="MP9103001", status="delivered",
                        promised_by="2026-11-27", delivered_at="2026-11-26T12:00:00Z", lines=["SUN-YGM-01"],
                        scans=[dict(at="2026-11-21T18:00:00Z", code="picked_up", location="Columbus, OH"),
                               dict(at="2026-11-26T12:00:00Z", code="delivered", location="Front door")]),
                   dict(carrier="Meridian Parcel", tracking_number="MP9103002", status="delivered",
                        promised_by="2026-11-29", delivered_at="2026-11-28T12:00:00Z", lines=["SUN-YGB-02"],
                        scans=[dict(at="2026-11-24T18:00:00Z", code="picked_up", location="Columbus, OH"),
                               dict(at="2026-11-28T12:00:00Z", code="delivered", location="Front door")])])
case("V21B-30", title="Billed twice for delivery (two parcels), confirm the refund", voice="brisk",
     customer=("C-2130", "Nina Alvarez", "nina.alvarez@example.com"), orders=[o],
     subject="Delivery charged twice - SU-91030",
     body="Hi, I've been billed twice for delivery on one order - $4.95 and then another $4.95. That's obviously a mistake, "
          "it was one order. Please refund the second one and confirm when done. Thanks",
     order_ref="SU-91030",
     intents=[I("duplicate_charge", "I've been billed twice for delivery on one order")],
     outcome="partial", deferred=["charge"],
     shape="honest-reply trap: a 'duplicate' the record explains",
     why="The order shipped in two parcels, each with its own $4.95 fee: no copy (POL-BILL-001 needs an identical charge "
         "beyond what the order cost). Declined with the reason; the reply must not confirm a refund.")

# 31 lost mirror, please don't send another
o = Order("SU-91031", "SEL-ASH", [("ASH-MIR-60", "Round wall mirror, 60 cm, brass frame", 1, 8400)], delivery=995,
          placed="2026-11-16T10:00:00Z", promised="2026-11-24", delivered=None, ship_status="lost",
          scans=[dict(at="2026-11-18T15:00:00Z", code="picked_up", location="Newark, NJ"),
                 dict(at="2026-11-19T04:00:00Z", code="in_transit", location="Philadelphia, PA hub"),
                 dict(at="2026-11-22T09:00:00Z", code="exception", location="Philadelphia, PA hub")])
case("V21B-31", title="Mirror lost - please don't send another", voice="terse",
     customer=("C-2131", "Henrik Lindqvist", "h.lindqvist@example.com"), orders=[o],
     subject="SU-91031",
     body="Order SU-91031 - the mirror never arrived. Courier says it's lost. Please don't send another, I bought one in "
          "town at the weekend. Just the refund. Thanks, H. Lindqvist",
     order_ref="SU-91031",
     intents=[I("non_delivery", "the mirror never arrived")],
     outcome="resolved", refunds=[R(o.owed, "carrier_claim")],
     shape="non-delivery with a negated resend",
     why="Marked lost after an exception scan, past its promise: everything charged back by carrier claim (marketplace "
         "orders too). No replacement, as asked.")

# 32 formal: VAT invoice only
o = Order("SU-91032", "SEL-SUN", [("SUN-DSK-03", "Desk organiser, walnut", 3, 2600)], delivery=595,
          placed="2026-11-20T10:00:00Z", promised="2026-11-27", delivered="2026-11-26T12:00:00Z")
case("V21B-32", title="VAT invoice for a company", voice="formal",
     customer=("C-2132", "Imogen Pell", "imogen@harrowpell.example.com"), orders=[o],
     subject="Invoice request - SU-91032",
     body="Good morning,\n\nPlease could you issue a VAT invoice for order SU-91032 made out to Harrow & Pell Architects "
          "Ltd, VAT no. GB 284 1193 07, 2 Mill Yard, Bristol BS1 6QE? Our accounts team needs it before month end. The "
          "organisers themselves are excellent.\n\nRegards,\nImogen Pell\nOffice Manager",
     order_ref="SU-91032",
     intents=[I("other", "Please could you issue a VAT invoice")],
     outcome="escalated", escalations=["VAT invoice"],
     shape="request of no known kind only",
     why="An invoice with company details is for a person. Nothing wrong with the goods.")

# 33 damage + 'do you have it in white? if so, rather that than the money'
o = Order("SU-91033", "SEL-SUN", [("SUN-VAS-11", "Ribbed glass vase, smoke grey", 1, 3600)],
          placed="2026-11-25T10:00:00Z", promised="2026-12-02", delivered="2026-12-01T12:00:00Z")
case("V21B-33", title="Cracked vase - do you have it in white? rather that than money", voice="terse",
     customer=("C-2133", "Celine Moreau", "celine.moreau@example.com"), orders=[o],
     subject="Vase",
     body="The vase arrived with a crack running down one side. Do you have it in white? If so I'd rather have a white one "
          "than the money back.",
     order_ref="",
     intents=[I("damaged_item", "The vase arrived with a crack running down one side"), I("other", "Do you have it in white?")],
     outcome="escalated", escalations=["vase", "in white"],
     shape="damage + conditional swap for other goods",
     why="The customer prefers another colour to the money if it exists: the refund is held until a person has checked "
         "stock and agreed the swap (paying now would pre-empt the customer's choice). Both go to a person.")

# 34 settled replacement as context + delivery charged twice on the original
o = Order("SU-91034", "SEL-SUN", [("SUN-MUG-40", "Stacking mugs, set of 2, ash", 1, 2600)],
          placed="2026-11-10T10:00:00Z", promised="2026-11-16", delivered="2026-11-15T12:00:00Z",
          dup=[(2, "2026-11-10T10:00:30Z")])
rep = Order("SU-91134", "SEL-SUN", [("SUN-MUG-40", "Stacking mugs, set of 2, ash", 1, 2600)], delivery=0, tax=False,
            placed="2026-11-20T10:00:00Z", promised="2026-11-25", delivered="2026-11-24T12:00:00Z",
            replacement_for="SU-91034")
rep.charges = []
case("V21B-34", title="Replacement mugs were perfect; delivery charged twice on the original", voice="friendly",
     customer=("C-2134", "Grace Adeyemi", "grace.adeyemi@example.com"), orders=[o, rep],
     subject="Stacking mugs order",
     body="Hello again! Quick recap: the first set of stacking mugs came with a chip and you kindly sent a replacement, which "
          "arrived last week in perfect condition - thank you. While checking my statement I've noticed the original "
          "order charged me the $4.95 delivery two times though. Could you refund the extra one?",
     order_ref="SU-91034",
     intents=[I("duplicate_charge", "the original order charged me the $4.95 delivery two times")],
     outcome="resolved", refunds=[R(495, "platform", [])],
     shape="settled problem as context + duplicate delivery fee",
     why="The chip was settled by the replacement (SU-91134, delivered): context, nothing to pay on the mugs. The $4.95 "
         "delivery fee is on record twice for one parcel: refund the copy.")

# 35 chase with the refund on record: 'Did that happen?'
o = Order("SU-91035", "SEL-SUN", [("SUN-SPK-02", "Bluetooth speaker, mini, teal", 1, 4500)],
          placed="2026-11-14T10:00:00Z", promised="2026-11-20", delivered="2026-11-19T12:00:00Z",
          dup=[(1, "2026-11-14T10:01:00Z")],
          refunds=[dict(amount_cents=4500, source="platform", case_type="duplicate_charge",
                        reason="duplicate items charge", charges=[4])])
case("V21B-35", title="You said the double charge would be refunded. Did that happen?", voice="wary",
     customer=("C-2135", "Marcus Bell", "marcus.bell@example.com"), orders=[o],
     subject="Double charge refund?",
     body="Hi, back on 20 November someone on your team told me the double charge for my speaker would be refunded within "
          "5 days. Did that happen? I can't see anything on my statement yet and I'd like to know before I call my bank. "
          "Order SU-91035. Thanks, Marcus",
     order_ref="SU-91035",
     intents=[I("other", "Did that happen?")],
     outcome="escalated", escalations=["Did that happen"],
     shape="status question about a recorded refund",
     why="The duplicate $45.00 was refunded on record. The question is whether it happened: a person answers with the "
         "record; refunding the copy again would pay it twice.")

# 36 feedback only: late and rained on, but no refund asked
o = Order("SU-91036", "SEL-SUN", [("SUN-POT-30", "Terracotta plant pot, large", 1, 3200)], delivery=695,
          placed="2026-11-18T10:00:00Z", promised="2026-11-25", delivered="2026-11-27T12:00:00Z")
case("V21B-36", title="Two days late and left in the rain - not asking for anything", voice="cheerful",
     customer=("C-2136", "Ffion Hughes", "ffion.hughes@example.com"), orders=[o],
     subject="Delivery feedback",
     body="Hi, the pot got here two days after the date on the website, and the driver left it out in the rain by the bins. "
          "It's fine, terracotta doesn't mind a bit of rain! I'm not asking for a refund of anything - just thought you'd "
          "want to know about the driver. Keep up the good work, Ffion",
     order_ref="",
     intents=[], outcome="escalated", escalations=["answer the ticket"],
     shape="asks for nothing (late, declined)",
     why="The delivery was late (the fee would be owed), but the customer explicitly asks for nothing: no money may move.")

# 37 cancel an unshipped order, asked in the subject only
o = Order("SU-91037", "SEL-SUN", [("SUN-HDP-04", "Over-ear wireless headphones, cream", 1, 8900)], delivery=0,
          status="placed", placed="2026-12-02T22:00:00Z")
case("V21B-37", title="Cancel order (subject), changed mind before shipping", voice="terse",
     customer=("C-2137", "Callum Reid", "callum.reid@example.com"), orders=[o],
     subject="Cancel order SU-91037 please",
     body="Changed my mind before it's even shipped, sorry! Found them cheaper locally. Ta.",
     order_ref="SU-91037",
     intents=[I("other", "Cancel order")],
     outcome="escalated", escalations=["Cancel order"],
     shape="request of no known kind in the subject",
     why="An unshipped order to cancel: a person cancels it. Not a change-of-mind return (nothing delivered), no money "
         "in the run.")

# 38 two damaged lines at Northbound + unsubscribe in a P.S.
o = Order("SU-91038", "SEL-NBO", [("NBO-CMG-01", "Enamel camp mug, 350 ml", 4, 1200),
                                   ("NBO-CPL-02", "Enamel camp plate, 24 cm", 4, 1475),
                                   ("NBO-CBW-03", "Enamel camp bowl, 16 cm", 4, 1300)], delivery=695,
          placed="2026-11-22T10:00:00Z", promised="2026-11-30", delivered="2026-11-29T12:00:00Z")
case("V21B-38", title="Dented mugs and a chipped plate; take me off the newsletter", voice="casual",
     customer=("C-2138", "Kai Nakamura", "kai.nakamura@example.com"), orders=[o],
     subject="Camping set",
     body="Hi Northbound, got the camping set for our trip. Bowls are perfect. Two of the camp mugs are badly dented "
          "though, and one of the plates has a big patch of enamel chipped off the rim. Could you refund those?\n"
          "Cheers, Kai\n\nP.S. can you take me off the newsletter, I get about four a week.",
     order_ref="",
     intents=[I("damaged_item", "Two of the camp mugs are badly dented"),
              I("damaged_item", "one of the plates has a big patch of enamel chipped off the rim"),
              I("other", "can you take me off the newsletter")],
     outcome="partial",
     refunds=[R(o.line_refund("NBO-CMG-01", 2), "seller", [("NBO-CMG-01", 2)]),
              R(o.line_refund("NBO-CPL-02", 1), "seller", [("NBO-CPL-02", 1)])],
     escalations=["newsletter"],
     shape="two damaged lines by count + other in a P.S.",
     why="Northbound refunds damage and the customer keeps it, funded by the seller: two mugs and one plate with their "
         "tax shares; the bowls are fine. The newsletter is for a person.")

# 39 two orders, the first fine; 'two payments' on the second
oa = Order("SU-91039", "SEL-SUN", [("SUN-TEA-25", "Loose leaf green tea, 250 g", 2, 1350)],
           placed="2026-11-10T10:00:00Z", promised="2026-11-16", delivered="2026-11-15T12:00:00Z")
ob = Order("SU-91139", "SEL-SUN", [("SUN-TPT-30", "Cast iron teapot, 0.9 l", 1, 5200)],
           placed="2026-11-27T10:00:00Z", promised="2026-12-03", delivered="2026-12-02T12:00:00Z",
           dup=[(1, "2026-11-27T10:02:00Z")])
case("V21B-39", title="Tea order perfect; teapot paid twice", voice="formal-brief",
     customer=("C-2139", "Rajesh Iyer", "rajesh.iyer@example.com"), orders=[oa, ob],
     subject="Payment query",
     body="Hello. My first order (the green tea, SU-91039) was perfect, no issues at all, lovely tea. The second one, "
          "SU-91139, the teapot: there are two payments of 52 dollars for it on my card. I only ordered one teapot. Please "
          "return the extra payment to my card.",
     order_ref="SU-91139",
     intents=[I("duplicate_charge", "there are two payments of 52 dollars for it on my card")],
     outcome="resolved", refunds=[R(5200, "platform", [])],
     shape="several orders, one fine; duplicate in words",
     why="SU-91039 is praised, nothing to do. SU-91139's $52.00 items charge is on record twice: the copy back. "
         "'Return the extra payment' is money, not goods.")

# 40 elderly: charged three times, keep the slippers, and a letter by post
o = Order("SU-91040", "SEL-SUN", [("SUN-SLP-06", "Sheepskin slippers, size 6", 1, 4800)], delivery=395,
          placed="2026-11-26T10:00:00Z", promised="2026-12-02", delivered="2026-12-01T12:00:00Z",
          dup=[(1, "2026-11-26T10:00:40Z"), (1, "2026-11-26T10:02:10Z")])
case("V21B-40", title="Charged three times for slippers; a letter by post please", voice="elderly-polite",
     customer=("C-2140", "Albert Finch", "albert.finch@example.org"), orders=[o],
     subject="Slippers",
     body="Dear Sir,\n\nMy grandson looked at my bank statement for me and he says I have been charged three times for the "
          "slippers I ordered, $48.00 each time. I only wanted the one pair. I do not want to send the slippers back, they "
          "are very comfortable and I wear them every day. Please could you put the extra money back. Would you also be so "
          "kind as to send me a letter in the post confirming it, as I do not use the email much. My address is 12 Orchard "
          "Row, Hexham PA 17201.\n\nYours sincerely,\nAlbert Finch (Mr)",
     order_ref="",
     intents=[I("duplicate_charge", "I have been charged three times for the slippers"),
              I("other", "send me a letter in the post confirming it")],
     outcome="partial", refunds=[R(9600, "platform", [])], escalations=["letter"],
     shape="duplicate x3 + negation + other (letter by post)",
     why="The $48.00 items charge is on record three times: both copies ($96.00) back from the platform. 'I do not want "
         "to send the slippers back' means no return. The posted letter is for a person.")


def main():
    assert len(CASES) == 40, len(CASES)
    with open(os.path.join(HERE, NAME + ".jsonl"), "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "notes.json"), "w") as f:
        json.dump(NOTES, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
