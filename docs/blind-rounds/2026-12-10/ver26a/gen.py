#!/usr/bin/env python3
"""Blind round ver26a: 40 hand-written support mails, each with several goods and/or requests.

Deterministic: no clock, no randomness. Writes ver26a.jsonl, notes.json (README.md is hand-written).
Every amount the expected end state names is computed here from the case's own world:
prices are multiples of 25 cents, sales tax is 8% in one `tax` charge, so a line's tax share is exact.
"""
import datetime as dt
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "ver26a"
TAX = 0.08
NOW = dt.datetime(2026, 11, 20, 17, 0, tzinfo=dt.timezone.utc)


def day(offset, hour=10, minute=0):
    """A moment `offset` days from NOW (negative: before)."""
    d = (NOW + dt.timedelta(days=offset)).replace(hour=hour, minute=minute, second=0)
    return d.isoformat().replace("+00:00", "Z")


def date(offset):
    return (NOW + dt.timedelta(days=offset)).date().isoformat()


def usd(c):
    return "${:,.2f}".format(c / 100)


SELLERS = {
    "S-HEARTH": ("Hearth & Hollow Home", "first_party"),
    "S-LOOM": ("Loomcraft Textiles", "marketplace"),
    "S-VOLT": ("Voltbarn Electronics", "marketplace"),
    "S-PINE": ("Pine Street Outfitters", "marketplace"),
}
SUPPS = {
    "S-HEARTH": (True, 30, "refund_keep_item",
                 "Hearth & Hollow accepts unused returns within 30 days of delivery. Damaged goods: refund, keep the item."),
    "S-LOOM": (True, 30, "refund_keep_item",
               "Loomcraft accepts returns of unworn goods within 30 days of delivery. Items damaged in transit are refunded; keep the item."),
    "S-VOLT": (False, 0, "replace",
               "Voltbarn does not accept change-of-mind returns. Items damaged in transit are replaced by Voltbarn."),
    "S-PINE": (True, 30, "refund_keep_item",
               "Pine Street accepts returns of unworn goods within 30 days of delivery. Damaged goods are refunded; keep the item."),
}
SOURCE_ITEM = {"first_party": "platform", "marketplace": "seller"}


class Order:
    def __init__(self, ref, cust, seller, lines, placed, ships, dups=(), status=None,
                 refunds=None, returns=None):
        """lines: (sku, description, qty, unit_cents[, extra]); ships: dicts with status, promised, delivered,
        fee, skus, last_scan; dups: list of (charge kind, offset minutes) copies of a charge."""
        self.ref, self.cust, self.seller = ref, cust, seller
        self.lines = [dict(sku=l[0], description=l[1], quantity=l[2], unit_price_cents=l[3], **(l[4] if len(l) > 4 else {}))
                      for l in lines]
        self.price = {l["sku"]: l["unit_price_cents"] for l in self.lines}
        items = sum(l["quantity"] * l["unit_price_cents"] for l in self.lines)
        taxable = sum(l["quantity"] * l["unit_price_cents"] for l in self.lines if not l.get("tax_exempt"))
        self.items, self.tax = items, round(taxable * TAX)
        assert abs(taxable * TAX - self.tax) < 1e-6, (ref, taxable)
        at = day(placed, 9, 12)
        self.charges = [dict(kind="items", description="Items", amount_cents=items, charged_at=at)]
        self.fees = []
        self.shipments = []
        for i, s in enumerate(ships):
            fee = s.get("fee", 0)
            if fee:
                self.charges.append(dict(kind="delivery", description="Standard delivery" if i == 0 else "Delivery, parcel %d" % (i + 1),
                                         amount_cents=fee, charged_at=at))
                self.fees.append(fee)
            scans = [] if s["status"] == "label_created" else [
                dict(at=day(placed + 1, 8), code="picked_up", location="Depot A"),
                dict(at=day(placed + 2, 6), code="in_transit", location="Hub B")]
            if s.get("last_scan") is not None:
                scans.append(dict(at=day(s["last_scan"], 7), code="in_transit", location="Hub C"))
            sh = dict(carrier="Parcelwise", tracking_number="PW%s%d" % (ref[-5:], i + 1), status=s["status"],
                      promised_by=date(s["promised"]), delivered_at=None, scans=scans)
            if s["status"] == "delivered":
                sh["delivered_at"] = day(s["delivered"], 14, 20)
                scans.append(dict(at=sh["delivered_at"], code="delivered", location="Front door"))
            if s.get("skus"):
                sh["lines"] = s["skus"]
            self.shipments.append(sh)
        self.charges.append(dict(kind="tax", description="Sales tax 8%", amount_cents=self.tax, charged_at=at))
        for kind, minutes in dups:
            src = next(c for c in self.charges if c["kind"] == kind)
            copy = dict(src)
            t = dt.datetime.fromisoformat(src["charged_at"].replace("Z", "+00:00")) + dt.timedelta(minutes=minutes)
            copy["charged_at"] = t.isoformat().replace("+00:00", "Z")
            self.charges.append(copy)
        if status is None:
            status = "delivered" if all(x["status"] == "delivered" for x in ships) else "shipped"
        self.status, self.placed = status, at
        self.refunds, self.returns = refunds, returns

    def charge(self, kind):
        return next(c["amount_cents"] for c in self.charges if c["kind"] == kind)

    def line(self, sku, units):
        v = self.price[sku] * units
        return v + round(v * TAX)

    def everything(self):
        return sum(c["amount_cents"] for c in self.charges)

    def fixture(self):
        d = dict(ref=self.ref, customer=self.cust, seller=self.seller, status=self.status, placed_at=self.placed,
                 lines=self.lines, charges=self.charges, shipments=self.shipments)
        if self.refunds:
            d["refunds"] = self.refunds
        if self.returns:
            d["returns"] = self.returns
        return d


CASES, NOTES = [], {}


def case(n, title, tags, cust, orders, subject, body, intents, refunds=(), returns=(), escalations=(), deferred=(),
         outcome=None, right="", wrong="", approver=None, order_ref=None):
    cid = "%s-%02d" % (NAME.upper(), n)
    cref, cname, email = cust
    text = (subject + "\n" + body).lower()
    labels = []
    for kind, quote in intents:
        assert " ".join(quote.lower().split()) in " ".join(text.split()), (cid, quote)
        labels.append({"kind": kind, "quote": quote})
    sellers = sorted({o.seller for o in orders})
    world = dict(
        customers=[dict(ref=cref, name=cname, email=email)],
        sellers=[dict(ref=s, name=SELLERS[s][0], seller_type=SELLERS[s][1]) for s in sellers],
        supplements=[dict(ref="SUP-" + s[2:], seller=s, accepts_returns=SUPPS[s][0], return_window_days=SUPPS[s][1],
                          damage_remedy=SUPPS[s][2], text=SUPPS[s][3]) for s in sellers],
        orders=[o.fixture() for o in orders],
    )
    exp = dict(outcome=outcome, refunds=[dict(r) for r in refunds], returns=[dict(kind=k, sku=s) for k, s in returns],
               escalations=[dict(item=i) for i in escalations])
    if deferred:
        exp["deferred"] = [dict(item=i) for i in deferred]
    c = dict(id=cid, title=title, tags=tags,
             ticket=dict(subject=subject, body=body, customer_email=email,
                         order_ref=orders[0].ref if order_ref is None else order_ref),
             world=world, now=NOW.isoformat().replace("+00:00", "Z"), intents=labels, expected=exp)
    if approver:
        c["approver"] = approver
    CASES.append(c)
    money = "; ".join("%s from %s%s" % (usd(r["amount_cents"]), r["source"],
                                         " (" + ", ".join("%d x %s" % (l["quantity"], l["sku"]) for l in r["lines"]) + ")" if r.get("lines") else (" (a charge)" if "lines" in r else " (the whole order)"))
                      for r in refunds) or "no money"
    NOTES[cid] = "Right: outcome %s; refunds: %s; returns: %s; escalated: %s%s. %s Wrong: %s" % (
        outcome, money, ", ".join(s for _, s in returns) or "none", ", ".join(escalations) or "none",
        ("; deferred: " + ", ".join(deferred)) if deferred else "", right, wrong)


def R(amount, source, lines=(), whole=False):
    """lines: (sku, units) the refund draws on; [] for charges alone; whole=True: a whole-order claim, lines not named."""
    r = dict(amount_cents=amount, source=source)
    if not whole:
        r["lines"] = [dict(sku=s, quantity=q) for s, q in lines]
    return r


def cust(n, name, email):
    return ("C-26A%02d" % n, name, email)


S = "platform"
# ---------------------------------------------------------------- 01 terse, counts, duplicate delivery
o = Order("SU-84101", "C-26A01", "S-HEARTH",
          [("GLS-CRY6", "Crystal wine glass", 6, 750), ("CRF-GLS", "Glass carafe 1L", 1, 2400)],
          -9, [dict(status="delivered", promised=-4, delivered=-5, fee=625)], dups=[("delivery", 3)])
case(1, "terse: 3 of 6 glasses, delivery twice", ["voice:terse", "multi_intent", "count"],
     cust(1, "Dana Okafor", "dana.okafor@example.net"), [o],
     "glasses",
     "3 of the 6 wine glasses smashed. carafe ok. delivery fee went thru twice on my card too.\n\nSU-84101",
     [("damaged_item", "3 of the 6 wine glasses smashed"), ("duplicate_charge", "delivery fee went thru twice on my card too")],
     refunds=[R(o.line("GLS-CRY6", 3), S, [("GLS-CRY6", 3)]), R(o.charge("delivery"), S)],
     outcome="resolved",
     right="Three glasses with their tax share (%s) and the copy of the %s delivery fee." % (usd(o.line("GLS-CRY6", 3)), usd(o.charge("delivery"))),
     wrong="All six glasses, the carafe, or the delivery fee paid twice over.")

# ---------------------------------------------------------------- 02 angry, subject carries request, not-wanted replacement
o = Order("SU-84102", "C-26A02", "S-LOOM",
          [("SWT-MER-L", "Merino crew sweater, charcoal, L", 1, 7900), ("SCF-LMB-FG", "Lambswool scarf, forest green", 1, 3300)],
          -8, [dict(status="delivered", promised=-3, delivered=-4, fee=0)], dups=[("items", 1)])
case(2, "angry: items charge twice, wrong colour scarf, no replacement wanted", ["voice:angry", "multi_intent", "seller:marketplace", "subject_request", "negation"],
     cust(2, "Morag Pellow", "m.pellow@example.org"), [o],
     "REFUND THE DOUBLE CHARGE ON SU-84102 AND TAKE BACK YOUR SCARF",
     "This is the third time I am writing and frankly I am furious.\n\n"
     "Your checkout took %s from my account two times on the same afternoon, one minute apart. I want one of them back. TODAY.\n\n"
     "And the 'forest green' scarf is MUSTARD YELLOW. I did not order mustard. Nobody orders mustard. "
     "I want a return label for it and I do NOT want another one posted to me, I'm done waiting on you people.\n\n"
     "The sweater is fine, before you ask." % usd(o.items),
     [("duplicate_charge", "took %s from my account two times" % usd(o.items)),
      ("wrong_item", "the 'forest green' scarf is MUSTARD YELLOW")],
     refunds=[R(o.items, S)], returns=[("return", "SCF-LMB-FG")], outcome="resolved",
     right="The second items charge (%s, the order's items charge, platform) and a return of the scarf; no replacement promised." % usd(o.items),
     wrong="A refund of the sweater, a replacement scarf arranged, or the tax paid as if duplicated.")

# ---------------------------------------------------------------- 03 elderly letter: late, damaged base, invoice copy
o = Order("SU-84103", "C-26A03", "S-HEARTH",
          [("LMP-CER-SG", "Ceramic table lamp base, sage", 1, 4200), ("SHD-LIN-14", "Linen drum lampshade 14in", 1, 2650)],
          -16, [dict(status="delivered", promised=-10, delivered=-6, fee=875)])
case(3, "elderly letter: late fee, cracked lamp base, paper invoice", ["voice:elderly", "multi_intent", "other", "long"],
     cust(3, "Edith Wrenfield", "edith.wrenfield@example.com"), [o],
     "My order for the lamp",
     "Dear Sir or Madam,\n\n"
     "I hope you will forgive a long letter, I am 84 and not used to writing to companies by the computer, my grandson has set this up for me.\n\n"
     "I ordered a lamp and a shade for my granddaughter Pippa, who has just moved into her first flat in Leeds. "
     "Your website promised it would come by the %s and I paid the extra for delivery, %s, so that it would arrive before she did. "
     "It did not arrive until the %s, four days after, and I had to telephone her to explain. That is the delivery money wasted, I think, and I should like it back.\n\n"
     "When we opened the box the shade was perfectly lovely. The lamp itself, the green pottery part, has a crack running right up from the bottom. "
     "I would not want Pippa to have it in case it comes apart with the electric in it. Please refund me for the lamp base, "
     "I shall buy her another in town.\n\n"
     "Lastly, I keep all my papers in a folder, so please send me a paper copy of the invoice by post to my home address.\n\n"
     "Thank you for your patience with an old lady.\n\nYours faithfully,\nEdith Wrenfield (Mrs)\nOrder SU-84103"
     % (date(-10)[8:].lstrip("0") + "th", usd(o.fees[0]), date(-6)[8:].lstrip("0") + "th"),
     [("late_delivery", "That is the delivery money wasted, I think, and I should like it back"),
      ("damaged_item", "Please refund me for the lamp base"),
      ("other", "please send me a paper copy of the invoice by post")],
     refunds=[R(o.fees[0], S), R(o.line("LMP-CER-SG", 1), S, [("LMP-CER-SG", 1)])],
     escalations=["invoice"], outcome="partial", order_ref="",
     right="Delivery fee %s (delivered 4 days past promise); the lamp base with tax %s; a person sends the paper invoice." % (
         usd(o.fees[0]), usd(o.line("LMP-CER-SG", 1))),
     wrong="The shade refunded (she calls it lovely); the invoice request ignored.")

# ---------------------------------------------------------------- 04 non-native, split order, one parcel lost, phone change
o = Order("SU-84104", "C-26A04", "S-HEARTH",
          [("KTL-SS-17", "Stainless electric kettle 1.7L", 1, 3800), ("TST-2S-CR", "Two-slice toaster, cream", 1, 4550)],
          -14, [dict(status="lost", promised=-7, fee=500, skus=["KTL-SS-17"]),
                dict(status="delivered", promised=-7, delivered=-9, fee=500, skus=["TST-2S-CR"])])
case(4, "non-native: kettle parcel lost, toaster came, phone number change", ["voice:non_native", "multi_intent", "other", "split_parcels"],
     cust(4, "Krzysztof Malinowski", "k.malinowski@example.pl"), [o],
     "kettle not come - SU-84104",
     "Hello,\n\nI am write about my order SU-84104. I was order 2 things, a kettle and toaster. They send in 2 package. "
     "The toaster is arrive good, no problem, I use every morning. But kettle is never come. On tracking page is written 'lost' since many days. "
     "I want please the money for kettle back to my card.\n\n"
     "Also I have new telephone number, please change it in my account to 0044 7700 900 412.\n\n"
     "Thank you very much,\nKrzysztof",
     [("non_delivery", "kettle is never come"), ("other", "please change it in my account to 0044 7700 900 412")],
     refunds=[R(o.line("KTL-SS-17", 1), "carrier_claim", [("KTL-SS-17", 1)])],
     escalations=["in my account"], outcome="partial",
     right="The kettle's parcel (lost) claimed from the carrier: kettle and its tax %s; a person changes the phone number." % usd(o.line("KTL-SS-17", 1)),
     wrong="The toaster or the whole order refunded; the number change dropped.")

# ---------------------------------------------------------------- 05 rushed phone typing, stuck parcel, cancel subscription
o = Order("SU-84105", "C-26A05", "S-HEARTH",
          [("MAT-BAM", "Bamboo bath mat", 1, 2400), ("TWL-WAF-4", "Waffle hand towel", 4, 625)],
          -19, [dict(status="in_transit", promised=-6, fee=550, last_scan=-10)])
case(5, "phone typing: parcel stuck 10 days past promise, cancel subscription", ["voice:rushed", "multi_intent", "other", "non_delivery"],
     cust(5, "Tyler Brennan", "tbrennan88@example.com"), [o],
     "order never came",
     "hey so ordr SU-84105 never showed up, tracking stuck at the hub since the %s n its way past the date they gave me. "
     "just want my money back at this point. oh n pls cancel the coffee bean subscription too, moving in with my gf who drinks tea lol\n\n"
     "sent from my phone" % date(-10)[5:],
     [("non_delivery", "ordr SU-84105 never showed up"), ("other", "pls cancel the coffee bean subscription too")],
     refunds=[R(o.everything(), "carrier_claim", whole=True)],
     escalations=["subscription"], outcome="partial",
     right="Everything charged, %s, by carrier claim (no movement for 10 days, past the promise); a person cancels the subscription." % usd(o.everything()),
     wrong="Escalating the parcel as if delivered, or the subscription dropped.")

# ---------------------------------------------------------------- 06 scanned delivered, denied; payment twice
o = Order("SU-84106", "C-26A06", "S-HEARTH",
          [("SPK-BKS-PR", "Bluetooth bookshelf speakers (pair)", 1, 8900), ("CBL-SPK-3", "Speaker cable 3m", 2, 650)],
          -7, [dict(status="delivered", promised=-2, delivered=-3, fee=0)], dups=[("items", 2)])
case(6, "scanned delivered but never came, and the items payment twice", ["voice:chatty", "multi_intent", "delivered_denied"],
     cust(6, "Priya Raman", "priya.raman@example.co"), [o],
     "Speakers marked delivered - they weren't",
     "Hi there,\n\nSo the tracking for SU-84106 says delivered on %s at twenty past two. I was working from home that whole afternoon at the kitchen table "
     "which looks straight onto the front door, and nothing came. I've asked both neighbours and checked the bins (people do leave things there!). "
     "No speakers, no cables, no box. Can someone please look into where they actually went?\n\n"
     "While I was checking my banking app I also noticed the payment for this order, 102 dollars even, is listed two times. "
     "Only one order, so one of those needs to come back please.\n\nCheers,\nPriya" % date(-3),
     [("non_delivery", "nothing came"), ("duplicate_charge", "is listed two times")],
     refunds=[R(o.items, S)], escalations=["deliver"], outcome="partial",
     right="The copy of the items charge (%s) refunded; the parcel scanned delivered goes to a person for a delivery investigation, no carrier claim." % usd(o.items),
     wrong="Paying everything on a parcel the carrier scanned delivered; refunding the order total instead of the copy.")

# ---------------------------------------------------------------- 07 missing units from the box + two chipped
o = Order("SU-84107", "C-26A07", "S-HEARTH",
          [("TLH-GLS", "Frosted glass tea light holder", 12, 350), ("MTC-LNG", "Long matches, box", 2, 225)],
          -6, [dict(status="delivered", promised=-2, delivered=-3, fee=475)])
case(7, "12 tea lights, 9 in the box, 2 of those chipped", ["voice:chatty", "multi_intent", "short_delivery", "count"],
     cust(7, "Lena Fischer", "lena.fischer@example.de"), [o],
     "Tea light holders for the wedding tables",
     "Hello! We ordered twelve of the frosted tea light holders for my sister's wedding tables (SU-84107). "
     "Counted them out on the table last night and there are only 9 in the box, so three are missing - the packing slip says 12. "
     "Could you track down the other three?\n\n"
     "And to make it more fun, two of the nine that did come are chipped round the rim, so I'd like those two refunded please. "
     "The matches came fine.\n\nThanks so much, Lena",
     [("non_delivery", "there are only 9 in the box, so three are missing"), ("damaged_item", "two of the nine that did come are chipped round the rim")],
     refunds=[R(o.line("TLH-GLS", 2), S, [("TLH-GLS", 2)])], escalations=["missing"], outcome="partial",
     right="Two holders with tax (%s) for the chips; the three missing from a box scanned delivered go to a person." % usd(o.line("TLH-GLS", 2)),
     wrong="Paying the three missing holders on a carrier claim, paying five or twelve holders, or a wrong-item return.")

# ---------------------------------------------------------------- 08 teenager: wrong size, delivery twice, gift note ask
o = Order("SU-84108", "C-26A08", "S-PINE",
          [("SHO-TRL-9", "Trail running shoes, US 9", 1, 6400), ("SCK-RUN-3", "Running socks 3-pack", 1, 1200)],
          -6, [dict(status="delivered", promised=-2, delivered=-2, fee=475)], dups=[("delivery", 0)])
case(8, "teenager: shoes in wrong size, delivery charged twice, gift note", ["voice:teen", "multi_intent", "other", "seller:marketplace"],
     cust(8, "Jayden Cole", "jaydenc.runs@example.com"), [o],
     "wrong shoes lol",
     "hiii ok so i ordered the trail shoes in a 9 and the box says 9 but the actual shoes inside are 7s?? my toes r literally folded. "
     "need to send them back. socks r fine.\n\n"
     "also the delivery thing (%s) is on my mums card twice, she said to tell u. and she wants to know can u put a gift note saying "
     "'happy bday nana' in her next order, its for my nan\n\nthx\njay (SU-84108)" % usd(o.fees[0]),
     [("wrong_item", "the actual shoes inside are 7s"), ("duplicate_charge", "is on my mums card twice"),
      ("other", "can u put a gift note")],
     refunds=[R(o.fees[0], S)], returns=[("return", "SHO-TRL-9")], escalations=["gift note"], outcome="partial",
     right="Return of the shoes; the delivery copy %s from the platform; a person answers the gift note." % usd(o.fees[0]),
     wrong="The socks returned; the gift note dropped.")

# ---------------------------------------------------------------- 09 parent dictating: part of set broken, puzzle change of mind
o = Order("SU-84109", "C-26A09", "S-HEARTH",
          [("TRN-WD-24", "Wooden train set, 24 pieces", 1, 5600), ("PZL-500-LH", "Lighthouse jigsaw, 500 pieces", 1, 1875)],
          -9, [dict(status="delivered", promised=-4, delivered=-5, fee=0)])
case(9, "child typing for dad: one carriage of the train set snapped; return the unopened puzzle", ["voice:dictated", "multi_intent", "part_of_set"],
     cust(9, "Gareth Lloyd", "gareth.lloyd@example.co.uk"), [o],
     "Train set SU-84109",
     "This is Ffion typing, my dad is saying what to write because his hands are greasy from the car.\n\n"
     "Dad says: the wooden train set came on Saturday and one of the carriages, the red coal one, has its wheel axle snapped clean off. "
     "The rest of the set is fine and my brother is already playing with it so we are keeping it, he just wants the one carriage sorted. "
     "Dad says do not refund the whole set. (I said that's obvious dad.)\n\n"
     "Also the lighthouse puzzle, Nana already bought us the same one, so dad wants to send ours back. It's still in the plastic.\n\n"
     "From Ffion (and Gareth Lloyd)",
     [("damaged_item", "has its wheel axle snapped clean off"), ("change_of_mind", "dad wants to send ours back")],
     returns=[("return", "PZL-500-LH")], escalations=["carriage"], outcome="partial",
     right="The puzzle's return (9 days, unopened); a person settles the one carriage (a part of a one-unit set).",
     wrong="The whole $56.00 set refunded (explicitly not wanted), or the carriage dropped.")

# ---------------------------------------------------------------- 10 business buyer, two orders, corrected invoice
a = Order("SU-84110", "C-26A10", "S-HEARTH", [("MUG-12-WH", "Ceramic mug 12oz, white", 10, 825)],
          -8, [dict(status="delivered", promised=-3, delivered=-4, fee=900)])
b = Order("SU-84210", "C-26A10", "S-HEARTH", [("KTL-OFF-2L", "Office kettle 2L, brushed steel", 1, 5400)],
          -15, [dict(status="delivered", promised=-9, delivered=-5, fee=1250)])
case(10, "business buyer: four of ten mugs broken on one order, express fee late on another, corrected invoice",
     ["voice:business", "multi_intent", "second_order", "other", "count", "list"],
     cust(10, "Harriet Osei", "accounts@fenwickdental.example"), [a, b],
     "Fenwick Dental - two orders, two issues",
     "Good afternoon,\n\nI write on behalf of Fenwick Dental Ltd regarding two recent orders.\n\n"
     "1. Order SU-84110 (staff room mugs): of the ten mugs delivered, four arrived broken. Please refund the four broken mugs; the remaining six are in use.\n"
     "2. Order SU-84210 (office kettle): we paid %s for express delivery with a promised date of %s. It arrived on %s. "
     "We would expect the express charge to be returned.\n\n"
     "Additionally, please issue a corrected invoice for SU-84110 addressed to Fenwick Dental Ltd rather than to me personally, for our bookkeeping.\n\n"
     "Kind regards,\nHarriet Osei\nPractice Manager, Fenwick Dental Ltd" % (usd(b.fees[0]), date(-9), date(-5)),
     [("damaged_item", "of the ten mugs delivered, four arrived broken"),
      ("late_delivery", "We would expect the express charge to be returned"),
      ("other", "please issue a corrected invoice for SU-84110")],
     refunds=[R(a.line("MUG-12-WH", 4), S, [("MUG-12-WH", 4)]), R(b.fees[0], S)],
     escalations=["corrected invoice"], outcome="partial",
     right="Four mugs with tax %s on SU-84110; the %s express fee on SU-84210 (delivered 4 days late, its own run); a person re-issues the invoice." % (
         usd(a.line("MUG-12-WH", 4)), usd(b.fees[0])),
     wrong="Ten mugs paid; the second order ignored or handed over without its own claim; the invoice dropped.")

# ---------------------------------------------------------------- 11 euros, duplicate items, one of two cushions pulled
o = Order("SU-84111", "C-26A11", "S-HEARTH",
          [("CSH-VLV-RU", "Velvet cushion cover, rust", 2, 1400), ("THR-OAT", "Cotton throw blanket, oatmeal", 1, 3050)],
          -7, [dict(status="delivered", promised=-2, delivered=-3, fee=600)], dups=[("items", 4)])
case(11, "Irish customer: two debits in euros, one cushion cover snagged", ["voice:polite", "multi_intent", "currency:eur"],
     cust(11, "Siobhan Keane", "siobhan.keane@example.ie"), [o],
     "Double debit and a snag - SU-84111",
     "Hi folks,\n\nMy statement from the bank here in Galway shows two debits of €54.10 on the same day, both for SU-84111. "
     "I assume the checkout hiccuped. Could the second one be refunded please?\n\n"
     "Small thing as well: one of the two rust cushion covers has a long pulled thread right across the front, it looks like it caught on a staple in the box. "
     "The other cover and the throw are grand. Refund for the one cover would be great.\n\nGo raibh maith agat,\nSiobhan",
     [("duplicate_charge", "shows two debits of €54.10 on the same day"),
      ("damaged_item", "one of the two rust cushion covers has a long pulled thread")],
     refunds=[R(o.items, S), R(o.line("CSH-VLV-RU", 1), S, [("CSH-VLV-RU", 1)])], outcome="resolved",
     right="The recorded items copy %s in US dollars (euro figure flagged, not compared); one cover with tax %s." % (
         usd(o.items), usd(o.line("CSH-VLV-RU", 1))),
     wrong="Holding the duplicate because €54.10 is not a dollar figure on the order; both covers paid.")

# ---------------------------------------------------------------- 12 returns past the window, delivery doubled, texts off
o = Order("SU-84112", "C-26A12", "S-HEARTH",
          [("RUG-JUT-57", "Jute rug 5x7", 1, 8900), ("TIE-BRS-PR", "Brass curtain tie-backs, pair", 1, 1650)],
          -42, [dict(status="delivered", promised=-37, delivered=-38, fee=725)], dups=[("delivery", 1)])
case(12, "returns 38 days after delivery, delivery fee doubled, stop text alerts", ["voice:formal", "multi_intent", "outside_window", "other"],
     cust(12, "Bernard Achebe", "b.achebe@example.com"), [o],
     "Returns and a billing error (SU-84112)",
     "Good morning.\n\nHaving lived with the jute rug and the brass tie-backs for a few weeks, my wife and I have decided they do not suit the room. "
     "Both are unused and in their packaging; we would like to return both for a refund.\n\n"
     "Separately, reviewing my credit card statement I see the delivery charge of %s for this order appears twice. "
     "Kindly reverse the duplicate.\n\n"
     "Finally, please stop sending me text message alerts; email is sufficient.\n\nB. Achebe" % usd(o.fees[0]),
     [("change_of_mind", "we would like to return both for a refund"),
      ("duplicate_charge", "the delivery charge of %s for this order appears twice" % usd(o.fees[0])),
      ("other", "please stop sending me text message alerts")],
     refunds=[R(o.fees[0], S)], escalations=["text message"], deferred=["rug", "tie-backs"], outcome="partial",
     right="The delivery copy %s; both returns declined (delivered 38 days ago, window 30), each told; a person stops the texts." % usd(o.fees[0]),
     wrong="Return labels for goods past the window; the SMS request dropped.")

# ---------------------------------------------------------------- 13 on-time 'late' claim refused, cracked frame glass
o = Order("SU-84113", "C-26A13", "S-HEARTH",
          [("FRM-OAK-A3", "Oak picture frame A3", 2, 2275), ("HNG-KIT", "Picture hanging kit", 1, 875)],
          -10, [dict(status="delivered", promised=-2, delivered=-3, fee=650)])
case(13, "thinks on-time delivery was late; one of two frames cracked", ["voice:grumpy", "multi_intent", "policy_refuses"],
     cust(13, "Ray Dobson", "raydobson@example.net"), [o],
     "Slow delivery and broken glass",
     "Took 7 days to get here. 7 days! In this day and age. I want the %s shipping refunded for that.\n"
     "On top of that one of the two oak frames has the glass cracked corner to corner. Refund that one. The hanging kit's fine.\n"
     "Ray Dobson, order SU-84113" % usd(o.fees[0]),
     [("late_delivery", "I want the %s shipping refunded for that" % usd(o.fees[0])),
      ("damaged_item", "one of the two oak frames has the glass cracked corner to corner")],
     refunds=[R(o.line("FRM-OAK-A3", 1), S, [("FRM-OAK-A3", 1)])], deferred=["deliver"], outcome="partial",
     right="One frame with tax %s; the shipping refund declined (delivered %s, promised by %s: on time) and told." % (
         usd(o.line("FRM-OAK-A3", 1)), date(-3), date(-2)),
     wrong="Refunding the shipping because the customer found it slow; both frames paid.")

# ---------------------------------------------------------------- 14 thinks charged twice (record shows once), wrong colour
o = Order("SU-84114", "C-26A14", "S-LOOM",
          [("TWL-BTH-NV", "Bath towel, navy", 2, 2250), ("MAT-BTH-NV", "Bath mat, navy", 1, 1900)],
          -6, [dict(status="delivered", promised=-2, delivered=-2, fee=500)])
case(14, "pending hold mistaken for a second charge? record shows one; towels came grey", ["voice:anxious", "multi_intent", "seller:marketplace", "policy_refuses"],
     cust(14, "Aiko Tanaka", "aiko.t@example.jp"), [o],
     "Charged twice? + towels are grey",
     "Hello, sorry to bother you. I think I was charged twice for SU-84114: I see %s on my card and I also see another line with the same number. "
     "Could you check and refund the extra one if there is one?\n\n"
     "Also the two bath towels I ordered were navy but what came is light grey. The bath mat is navy, correct. "
     "I would like to return the towels.\n\nThank you, Aiko" % usd(o.items),
     [("duplicate_charge", "I think I was charged twice for SU-84114"),
      ("wrong_item", "the two bath towels I ordered were navy but what came is light grey")],
     returns=[("return", "TWL-BTH-NV")], deferred=["charge"], outcome="partial",
     right="Return of the towels; the duplicate declined: the shop's record shows the %s items charge once." % usd(o.items),
     wrong="Refunding %s with no copy on record; returning the mat." % usd(o.items))

# ---------------------------------------------------------------- 15 settled blender as context; grater disc missing; jug cracked
o = Order("SU-84115", "C-26A15", "S-HEARTH",
          [("FPR-800", "Food processor 800W", 1, 11900), ("JUG-MSR-1L", "Glass measuring jug 1L", 1, 1450)],
          -5, [dict(status="delivered", promised=-1, delivered=-2, fee=0)])
case(15, "past blender refund as context; food processor missing its grater disc; measuring jug cracked", ["voice:chatty", "multi_intent", "settled_context", "part_missing"],
     cust(15, "Maureen Fitch", "mo.fitch@example.com"), [o],
     "Food processor order SU-84115",
     "Hello again! You may remember me - last spring my blender jug arrived cracked and you refunded it within a day, which I was very grateful for. "
     "That's all done and dusted, I only mention it so you know I'm not a serial complainer!\n\n"
     "This time the food processor itself works beautifully, but there's no grater disc in the box even though the leaflet shows one. "
     "Could you send the grater disc?\n\n"
     "And the glass measuring jug I ordered alongside it has a crack through the handle, so that one I'd like refunded.\n\nWarmly, Maureen",
     [("damaged_item", "the glass measuring jug I ordered alongside it has a crack through the handle"),
      ("other", "Could you send the grater disc?")],
     refunds=[R(o.line("JUG-MSR-1L", 1), S, [("JUG-MSR-1L", 1)])], escalations=["grater disc"], outcome="partial",
     right="The jug with tax %s; a person sends the grater disc; nothing for the old blender." % usd(o.line("JUG-MSR-1L", 1)),
     wrong="The whole $119.00 processor paid for a missing disc; a refund for last spring's blender.")

# ---------------------------------------------------------------- 16 mind changed mid-mail; delivery doubled; address P.S.
o = Order("SU-84116", "C-26A16", "S-HEARTH",
          [("LMP-FLR-BK", "Arc floor lamp, black", 2, 6800)],
          -9, [dict(status="delivered", promised=-4, delivered=-5, fee=850)], dups=[("delivery", 2)])
case(16, "changes mind about returning a lamp mid-mail; delivery twice; new address in a P.S.", ["voice:rambling", "multi_intent", "mind_changed", "other", "postscript"],
     cust(16, "Oliver Grant", "olly.grant@example.com"), [o],
     "Lamps",
     "Hi, I bought two of the arc floor lamps thinking one for the lounge and one for the study, and I was going to send the second one back "
     "because the study turned out to be too small for it. Actually, scratch that - my partner has claimed it for the bedroom, so we're keeping both. "
     "No return needed.\n\nWhat does need fixing: the %s delivery was taken from my card twice.\n\n"
     "Thanks, Olly\nSU-84116\n\n"
     "P.S. We move next week - please update my delivery address to 14 Harrow Lane, Bristol BS6 5QT for anything after this." % usd(o.fees[0]),
     [("duplicate_charge", "delivery was taken from my card twice"),
      ("other", "please update my delivery address to 14 Harrow Lane")],
     refunds=[R(o.fees[0], S)], escalations=["address"], outcome="partial",
     right="The delivery copy %s; a person updates the address; no return started." % usd(o.fees[0]),
     wrong="A return of a lamp the customer withdrew; the address dropped.")

# ---------------------------------------------------------------- 17 quoted shop mail (settled bowl), one more bowl, card question
o = Order("SU-84117", "C-26A17", "S-HEARTH",
          [("BWL-STN-4", "Stoneware cereal bowl", 4, 850), ("SPN-OLV", "Olive wood serving spoon", 1, 1200)],
          -12, [dict(status="delivered", promised=-7, delivered=-8, fee=575)],
          refunds=[dict(amount_cents=918, source="platform", case_type="damaged_item", reason="one chipped bowl", lines=["BWL-STN-4"])])
case(17, "reply to the shop's refund mail: one more bowl chipped, and which card?", ["voice:polite", "multi_intent", "quoted_mail", "earlier_refund", "other"],
     cust(17, "Grace Adeyemi", "grace.adeyemi@example.com"), [o],
     "Re: Your refund for order SU-84117",
     "Thank you for sorting the first bowl so quickly.\n\n"
     "I'm afraid that after washing the rest, one more bowl from the same set has a hairline crack down the inside that I hadn't spotted. "
     "Could that one be refunded too? The spoon is lovely.\n\n"
     "Also, could you confirm whether the refunds go back to my Visa or to the gift card I part-paid with?\n\nBest, Grace\n\n"
     "On %s, Hearth & Hollow Support wrote:\n> Hi Grace, we're sorry one of your bowls arrived chipped.\n"
     "> We have refunded $9.18 for the chipped bowl. It should appear within 3-5 working days.\n> Kind regards, Support" % date(-5),
     [("damaged_item", "one more bowl from the same set has a hairline crack"),
      ("other", "could you confirm whether the refunds go back to my Visa or to the gift card")],
     refunds=[R(o.line("BWL-STN-4", 1), S, [("BWL-STN-4", 1)])], escalations=["Visa"], outcome="partial",
     right="One more bowl with tax %s (the earlier $9.18 was for a different bowl); a person answers the Visa/gift card question." % usd(o.line("BWL-STN-4", 1)),
     wrong="Reading the quoted shop mail as a new claim; paying two bowls; refusing it as a repeat claim.")

# ---------------------------------------------------------------- 18 over the ceiling rug; newsletter
o = Order("SU-84118", "C-26A18", "S-LOOM",
          [("RUG-WOL-810", "Hand-tufted wool rug 8x10, indigo", 1, 18900), ("PAD-RUG-810", "Non-slip rug pad 8x10", 1, 3400)],
          -6, [dict(status="delivered", promised=-2, delivered=-2, fee=0)])
case(18, "over the ceiling: rug torn along the binding; pad fine; newsletter off", ["voice:formal", "multi_intent", "above_ceiling", "seller:marketplace", "other"],
     cust(18, "Thomas Vander", "t.vander@example.be"), [o],
     "Damaged rug, order SU-84118",
     "Dear Loomcraft team,\n\nThe indigo wool rug was delivered on %s. On unrolling it we found the binding torn away along almost a metre of one edge, "
     "with tufts coming loose. The rug pad delivered with it is undamaged.\n\n"
     "I request a refund for the rug. I will keep it for now as the seller's terms allow; I will not be sending it anywhere at my own cost.\n\n"
     "Please also unsubscribe this address from your newsletter.\n\nYours sincerely,\nThomas Vander" % date(-2),
     [("damaged_item", "I request a refund for the rug"), ("other", "Please also unsubscribe this address from your newsletter")],
     refunds=[R(o.line("RUG-WOL-810", 1), "seller", [("RUG-WOL-810", 1)])], escalations=["newsletter"], outcome="partial",
     approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": o.line("RUG-WOL-810", 1),
                            "note": "Photos show the binding torn."}]},
     right="The rug with tax %s from the seller after a lead's approval (over $150); pad untouched; a person handles the newsletter." % usd(o.line("RUG-WOL-810", 1)),
     wrong="Paying without approval, paying the pad, or from the platform.")

# ---------------------------------------------------------------- 19 no-returns seller: cracked earcup (replace), power bank return refused, delivery twice
o = Order("SU-84119", "C-26A19", "S-VOLT",
          [("HPH-NC-700", "Noise-cancelling headphones NC700", 1, 9900), ("PWB-20K", "Power bank 20000mAh", 1, 3600)],
          -8, [dict(status="delivered", promised=-3, delivered=-4, fee=400)], dups=[("delivery", 0)])
case(19, "replace-only seller: cracked earcup, power bank return refused, delivery twice", ["voice:techy", "multi_intent", "seller:marketplace", "policy_refuses"],
     cust(19, "Marcus Lindqvist", "marcus.lq@example.se"), [o],
     "NC700 earcup cracked / return power bank / double shipping",
     "Three things on SU-84119:\n"
     "- NC700: left earcup housing cracked out of the box (hairline along the hinge, creaks when worn).\n"
     "- Power bank: changed my mind, still sealed, would like to send it back.\n"
     "- Shipping %s billed twice, same timestamp.\n"
     "Marcus" % usd(o.fees[0]),
     [("damaged_item", "left earcup housing cracked out of the box"), ("change_of_mind", "changed my mind, still sealed, would like to send it back"),
      ("duplicate_charge", "billed twice, same timestamp")],
     refunds=[R(o.fees[0], S)], escalations=["NC700"], deferred=["power bank"], outcome="partial",
     right="The shipping copy %s; the headphones to a person to arrange Voltbarn's replacement; the return declined (Voltbarn takes no returns)." % usd(o.fees[0]),
     wrong="A platform refund for the headphones; a return label for the power bank.")

# ---------------------------------------------------------------- 20 damage past window; duplicate in words
o = Order("SU-84120", "C-26A20", "S-HEARTH",
          [("VAS-GLZ-L", "Glazed stoneware vase, large", 1, 3450), ("VAS-GLZ-S", "Glazed stoneware vase, small", 1, 1800)],
          -45, [dict(status="delivered", promised=-40, delivered=-40, fee=600)], dups=[("items", 2)])
case(20, "vase chip found 40 days on; items charge twice, amount in words", ["voice:elderly", "multi_intent", "outside_window", "amount_in_words"],
     cust(20, "Walter Hughes", "walter.hughes@example.com"), [o],
     "Vases",
     "To whom it may concern,\n\nWe were away visiting our son in Canada and have only now unpacked the two vases from order SU-84120. "
     "The large one has a chip out of the lip. I should like a refund for it.\n\n"
     "Also my wife, who does the accounts, says we were charged fifty-two dollars and fifty cents twice for the vases. "
     "Would you put the second one right.\n\nW. Hughes",
     [("damaged_item", "The large one has a chip out of the lip"),
      ("duplicate_charge", "we were charged fifty-two dollars and fifty cents twice")],
     refunds=[R(o.items, S)], deferred=["vase"], outcome="partial",
     right="The items copy %s (fifty-two fifty); the chip declined: delivered 40 days ago, damage window 30, told." % usd(o.items),
     wrong="Paying the vase out of window; holding the duplicate because the amount was in words.")
assert o.items == 5250

# ---------------------------------------------------------------- 21 settled kettle as context; tray bent; mitts wrong colour
o = Order("SU-84121", "C-26A21", "S-HEARTH",
          [("TOV-12L", "Toaster oven 12L", 1, 6900), ("TRY-ENM", "Enamel baking tray", 1, 1675), ("MIT-RED-PR", "Oven mitts, red, pair", 1, 1250)],
          -7, [dict(status="delivered", promised=-3, delivered=-3, fee=0)])
case(21, "replaced kettle in August as context; baking tray bent; mitts grey not red", ["voice:chatty", "multi_intent", "settled_context"],
     cust(21, "Nadia Petrova", "nadia.p@example.com"), [o],
     "kitchen bits",
     "Hi! Quick one (ish). The kettle you replaced for me back in August is still going strong, so thank you, that's all sorted.\n\n"
     "On this new order though: the enamel baking tray came bent, it rocks on the counter and won't sit flat in the oven. "
     "I'd like a refund on the tray please. The toaster oven itself is perfect.\n\n"
     "And the oven mitts are grey, not the red ones I picked - I'd like to send them back.\n\nNadia\nSU-84121",
     [("damaged_item", "the enamel baking tray came bent"), ("wrong_item", "the oven mitts are grey, not the red ones I picked")],
     refunds=[R(o.line("TRY-ENM", 1), S, [("TRY-ENM", 1)])], returns=[("return", "MIT-RED-PR")], outcome="resolved", order_ref="",
     right="The tray with tax %s and a return of the mitts; nothing for the August kettle, nothing for the oven." % usd(o.line("TRY-ENM", 1)),
     wrong="Refunding the toaster oven; treating the kettle as a claim.")

# ---------------------------------------------------------------- 22 gift: return gloves; gift note on a second, unshipped order
a = Order("SU-84122", "C-26A22", "S-PINE",
          [("BNE-CSH-GR", "Cashmere beanie, grey", 1, 4500), ("GLV-CSH-GR", "Cashmere gloves, grey", 1, 3800)],
          -10, [dict(status="delivered", promised=-5, delivered=-6, fee=0)])
b = Order("SU-84222", "C-26A22", "S-PINE", [("SCF-CSH-CM", "Cashmere scarf, camel", 1, 6200)],
          -1, [dict(status="label_created", promised=4, fee=0)], status="placed")
case(22, "gift gloves back unworn; gift note on another, unshipped order", ["voice:polite", "multi_intent", "second_order", "other", "seller:marketplace"],
     cust(22, "Ines Carvalho", "ines.carvalho@example.pt"), [a, b],
     "Gloves return + gift note for SU-84222",
     "Hi,\n\nThe beanie and gloves from SU-84122 were a present for my aunt, but she already has almost the same gloves, so I'd like to return the gloves. "
     "Never worn, tags on. The beanie she's keeping.\n\n"
     "Also, my newer order SU-84222 (the camel scarf) is going straight to her - please include a gift note saying "
     "\"Feliz aniversário, tia Rosa - love, Ines\" and leave the receipt out of the parcel.\n\nObrigada!\nInes",
     [("change_of_mind", "I'd like to return the gloves"),
      ("other", "please include a gift note"), ("other", "leave the receipt out of the parcel")],
     returns=[("return", "GLV-CSH-GR")], escalations=["gift note", "receipt"], outcome="partial",
     right="Return of the gloves (6 days, unworn); a person adds the gift note and takes the receipt out on SU-84222.",
     wrong="Returning the beanie; the second order's requests dropped; a foreign-language handover for one Portuguese quote.")

# ---------------------------------------------------------------- 23 declines refund on a chipped cake stand; delivery doubled; napkins wrong shade
o = Order("SU-84123", "C-26A23", "S-HEARTH",
          [("CKS-PRC", "Porcelain cake stand", 1, 3900), ("NAP-LIN-TL", "Linen napkins, teal, set of 4", 1, 2400)],
          -5, [dict(status="delivered", promised=-2, delivered=-2, fee=675)], dups=[("delivery", 1)])
case(23, "cake stand chipped but NOT to be refunded; delivery twice; napkins sage not teal", ["voice:warm", "multi_intent", "negation"],
     cust(23, "Hannah Brooks", "hannah.brooks@example.com"), [o],
     "Order SU-84123 - two things (and one I don't need)",
     "Hello,\n\nThe porcelain cake stand has a tiny chip on the base. Please don't refund it or send another - it was my gran's pattern and I'll touch it up "
     "with a bit of glaze, it's honestly fine.\n\n"
     "What I would like sorted: the %s delivery charge is on my statement twice. And the napkins are sage, not teal; "
     "could I return them?\n\nThanks, Hannah" % usd(o.fees[0]),
     [("duplicate_charge", "delivery charge is on my statement twice"), ("wrong_item", "the napkins are sage, not teal")],
     refunds=[R(o.fees[0], S)], returns=[("return", "NAP-LIN-TL")], outcome="resolved",
     right="The delivery copy %s and a return of the napkins; nothing for the cake stand." % usd(o.fees[0]),
     wrong="Refunding or escalating the cake stand the customer explicitly keeps.")

# ---------------------------------------------------------------- 24 pounds; delivery twice AND late
o = Order("SU-84124", "C-26A24", "S-HEARTH",
          [("CLK-WAL-30", "Wall clock 30cm, walnut", 1, 4800), ("BAT-AA-4", "AA batteries, 4-pack", 1, 475)],
          -12, [dict(status="delivered", promised=-7, delivered=-4, fee=575)], dups=[("delivery", 5)])
case(24, "UK customer: postage in pounds taken twice, and the parcel three days late", ["voice:dry", "multi_intent", "currency:gbp"],
     cust(24, "Alistair Moore", "alistair.moore@example.co.uk"), [o],
     "Postage charged twice for a late parcel",
     "Evening. Order SU-84124. The clock arrived three days after the date you gave, which would be annoying enough, but my Barclaycard shows "
     "the postage, £4.46 by the time it was converted, taken twice. So by my count you owe me the duplicate, and the postage itself since it was late. "
     "I'll leave that with you.\n\nA. Moore",
     [("duplicate_charge", "taken twice"), ("late_delivery", "the postage itself since it was late")],
     refunds=[R(o.fees[0], S), R(o.fees[0], S)], outcome="resolved",
     right="Two refunds of %s: the copy (duplicate) and the original fee (late by 3 days), each out of its own charge, in US dollars." % usd(o.fees[0]),
     wrong="Only one of the two; the same charge paid twice by the judge's pools; comparing £4.46 to dollars.")

# ---------------------------------------------------------------- 25 opened serum refused; lip balm return; points question
o = Order("SU-84125", "C-26A25", "S-HEARTH",
          [("SER-VTC-30", "Vitamin C face serum 30ml", 1, 3200, {"exclusion": "opened_personal_care"}),
           ("LIP-BLM-3", "Lip balm trio, unscented", 1, 1400)],
          -8, [dict(status="delivered", promised=-4, delivered=-5, fee=0)])
case(25, "opened serum return refused; sealed lip balm back; loyalty points question", ["voice:chatty", "multi_intent", "policy_refuses", "other"],
     cust(25, "Chloe Martin", "chloe.martin@example.fr"), [o],
     "return please :)",
     "Hiya! So I tried the vitamin C serum for a few days and it's just not for me (my skin went a bit blotchy, not your fault!). "
     "Could I send it back for a refund? There's maybe two thirds left.\n\n"
     "The lip balm trio I haven't even opened, I'd like to return that too.\n\n"
     "Oh and random question - do my loyalty points from this order disappear if I return stuff?\n\nChloe x\n(SU-84125)",
     [("change_of_mind", "Could I send it back for a refund?"), ("change_of_mind", "I'd like to return that too"),
      ("other", "do my loyalty points from this order disappear if I return stuff?")],
     returns=[("return", "LIP-BLM-3")], deferred=["serum"], escalations=["loyalty points"], outcome="partial",
     right="Return of the sealed lip balm; the opened serum declined (opened personal care) and told; a person answers the points question.",
     wrong="A return or refund of the serum; the points question dropped.")

# ---------------------------------------------------------------- 26 lost parcel + items charge twice
o = Order("SU-84126", "C-26A26", "S-HEARTH",
          [("PAN-CI-26", "Cast iron skillet 26cm", 1, 4400), ("SCR-CHN", "Chainmail scrubber", 1, 2000)],
          -16, [dict(status="lost", promised=-9, fee=700)], dups=[("items", 1)])
case(26, "carrier lost the parcel, and the items taken twice", ["voice:exasperated", "multi_intent", "non_delivery"],
     cust(26, "Deshawn Rivers", "deshawn.rivers@example.com"), [o],
     "Lost parcel AND double payment",
     "The carrier emailed me yesterday to say my parcel for SU-84126 is lost. Great. So I'd like my money back for all of it. "
     "AND while checking I found the %s for the skillet and scrubber was charged two times. Please return the extra charge as well, "
     "not just the order." % usd(o.items),
     [("non_delivery", "my parcel for SU-84126 is lost"), ("duplicate_charge", "was charged two times")],
     refunds=[R(o.items, S), R(o.everything() - o.items, "carrier_claim", whole=True)], outcome="resolved",
     right="The items copy %s from the platform and the order as charged once, %s, by carrier claim: %s in all." % (
         usd(o.items), usd(o.everything() - o.items), usd(o.everything())),
     wrong="The carrier claim including the duplicate too (a double refund of %s)." % usd(o.items))

# ---------------------------------------------------------------- 27 long chatty, request buried: 2 of 4 plates; side plates restock
o = Order("SU-84127", "C-26A27", "S-HEARTH",
          [("PLT-DIN-SG", "Speckled dinner plate, sage", 4, 1575), ("BWL-PST-SG", "Pasta bowl, sage", 4, 1325)],
          -4, [dict(status="delivered", promised=-1, delivered=-1, fee=800)])
case(27, "a long chatty story with the claim in the middle: 2 of 4 plates cracked; restock question", ["voice:rambling", "long", "multi_intent", "other", "buried"],
     cust(27, "Bea Lawson", "bea.lawson@example.com"), [o],
     "Hello from a happy(ish) customer!",
     "Hello lovely people,\n\nI have to start by saying how much I adore your sage tableware - I first saw it at my friend Marnie's house at her 40th, "
     "and I've been saving up since the spring. We finally got the kitchen redone (new worktops, the lot, don't get me started on the plumber) "
     "and I treated myself to the dinner plates and the pasta bowls.\n\n"
     "The box arrived yesterday and the packaging was clearly done with love, so I feel terrible saying this, but when I lifted out the plates "
     "two of the four dinner plates had cracked clean through the middle - I think the box got dropped on its corner, it was squashed there. "
     "The bowls, miraculously, were all perfect. If you could refund the two plates that would be brilliant.\n\n"
     "Anyway, we had the whole family round on Sunday and used the bowls for a big pasta bake, and everyone asked where they were from. "
     "My sister wants the set now too.\n\n"
     "One last thing - do you know if the matching side plates are coming back in stock before Christmas?\n\n"
     "Thanks ever so much,\nBea\nOrder SU-84127",
     [("damaged_item", "two of the four dinner plates had cracked clean through the middle"),
      ("other", "do you know if the matching side plates are coming back in stock before Christmas?")],
     refunds=[R(o.line("PLT-DIN-SG", 2), S, [("PLT-DIN-SG", 2)])], escalations=["side plates"], outcome="partial",
     right="Two plates with tax %s; a person answers the restock question." % usd(o.line("PLT-DIN-SG", 2)),
     wrong="All four plates, or the bowls paid; the question dropped in the long mail.")

# ---------------------------------------------------------------- 28 teenager: hoodie wrong size, cap change of mind
o = Order("SU-84128", "C-26A28", "S-PINE",
          [("HOD-ZIP-L", "Zip hoodie, olive, L", 1, 5400), ("CAP-6P-BK", "Six-panel cap, black", 1, 2200)],
          -5, [dict(status="delivered", promised=-2, delivered=-3, fee=0)])
case(28, "teen: hoodie came in M though L ordered; cap just not wanted", ["voice:teen", "multi_intent", "seller:marketplace"],
     cust(28, "Zoe Adler", "zoe.adler.08@example.com"), [o],
     "hoodie + cap",
     "hoodie tag says M but i ordered L (checked my order confirmation like 3 times). swapping isnt needed just want to send it back. "
     "cap - honestly just dont like it on me, never worn, can that go back too?\n-zoe, SU-84128",
     [("wrong_item", "hoodie tag says M but i ordered L"), ("change_of_mind", "can that go back too?")],
     returns=[("return", "HOD-ZIP-L"), ("return", "CAP-6P-BK")], outcome="resolved",
     right="Two returns: the hoodie (wrong size) and the cap (change of mind, 3 days, unworn).",
     wrong="A replacement hoodie arranged (explicitly not needed), or only one return.")

# ---------------------------------------------------------------- 29 formal numbered list: 2 of 3 jars, rack wrong finish, invoice copy
o = Order("SU-84129", "C-26A29", "S-HEARTH",
          [("JAR-GLS-1L", "Glass storage jar 1L with bamboo lid", 3, 1150), ("CDS-LIN", "Linen coasters, set of 6", 1, 1600),
           ("RCK-SPC-OAK", "Wall spice rack, oak", 1, 3450)],
          -6, [dict(status="delivered", promised=-2, delivered=-3, fee=725)])
case(29, "formal numbered list: 2 of 3 jars, coasters fine, rack in walnut not oak, invoice copy", ["voice:formal", "list", "multi_intent", "other"],
     cust(29, "Dr. Samuel Idowu", "s.idowu@example.ng"), [o],
     "Order SU-84129: itemised issues",
     "Dear Sir/Madam,\n\nPlease find below the status of each item in order SU-84129.\n\n"
     "1) Glass storage jars (3): two arrived shattered. I request a refund for those two.\n"
     "2) Linen coasters: received in good condition.\n"
     "3) Wall spice rack: ordered in oak; the rack received is walnut. I wish to return it.\n\n"
     "I would also be grateful for a copy of the invoice sent to this email address.\n\nRegards,\nDr. S. Idowu",
     [("damaged_item", "two arrived shattered"), ("wrong_item", "the rack received is walnut"),
      ("other", "I would also be grateful for a copy of the invoice sent to this email address")],
     refunds=[R(o.line("JAR-GLS-1L", 2), S, [("JAR-GLS-1L", 2)])], returns=[("return", "RCK-SPC-OAK")],
     escalations=["invoice"], outcome="partial",
     right="Two jars with tax %s; a return of the rack; a person sends the invoice." % usd(o.line("JAR-GLS-1L", 2)),
     wrong="Three jars, the coasters touched, or the invoice dropped.")

# ---------------------------------------------------------------- 30 requests in the subject only: late fee + cancel delivery slot
o = Order("SU-84130", "C-26A30", "S-HEARTH",
          [("PLN-CER-M", "Ceramic planter, medium", 2, 2250), ("SAU-CER-M", "Planter saucer, medium", 2, 475)],
          -14, [dict(status="delivered", promised=-9, delivered=-6, fee=975)])
case(30, "subject carries both asks: late fee back, cancel a booked delivery slot", ["voice:terse", "subject_request", "multi_intent", "other"],
     cust(30, "Farah Haddad", "farah.haddad@example.com"), [o],
     "Refund late delivery fee SU-84130 + cancel my Friday delivery slot",
     "Arrived %s, you promised %s. Everything inside is fine. Friday's slot was for the second planter order which I've since bought in store." % (date(-6), date(-9)),
     [("late_delivery", "Refund late delivery fee SU-84130"), ("other", "cancel my Friday delivery slot")],
     refunds=[R(o.fees[0], S)], escalations=["Friday"], outcome="partial",
     right="The %s delivery fee (3 days late); a person cancels the Friday slot." % usd(o.fees[0]),
     wrong="Ignoring subject-only requests; treating 'everything inside is fine' as a withdrawal.")

# ---------------------------------------------------------------- 31 billed two times (words), one of two pillows burst
o = Order("SU-84131", "C-26A31", "S-HEARTH",
          [("PLW-DWN-ST", "Down-alternative pillow, standard", 2, 2900), ("PLC-CTN-WH", "Cotton pillowcases, white, pair", 1, 1425)],
          -6, [dict(status="delivered", promised=-2, delivered=-2, fee=0)], dups=[("items", 3)])
case(31, "billed two times, amount in words; one of the two pillows split a seam", ["voice:non_native", "multi_intent", "amount_in_words"],
     cust(31, "Ahmed Farouk", "ahmed.farouk@example.eg"), [o],
     "Problem billing and pillow",
     "Dear team, for order SU-84131 I am billed two times the sum of seventy-two dollars and twenty-five cents, please return one time of it. "
     "Also one pillow of the two is open on the side seam, the filling is coming out, I request money back for this pillow. Pillowcases good.\n\nAhmed",
     [("duplicate_charge", "I am billed two times the sum of seventy-two dollars and twenty-five cents"),
      ("damaged_item", "one pillow of the two is open on the side seam")],
     refunds=[R(o.items, S), R(o.line("PLW-DWN-ST", 1), S, [("PLW-DWN-ST", 1)])], outcome="resolved",
     right="The items copy %s and one pillow with tax %s." % (usd(o.items), usd(o.line("PLW-DWN-ST", 1))),
     wrong="Both pillows; holding the amount in words.")
assert o.items == 7225

# ---------------------------------------------------------------- 32 CAD duplicate; receipt re-sent to work email
o = Order("SU-84132", "C-26A32", "S-HEARTH",
          [("BLK-WOL-TH", "Wool blanket, heather", 1, 5100), ("HK-WD-3", "Wooden wall hooks, set of 3", 1, 1275)],
          -7, [dict(status="delivered", promised=-3, delivered=-3, fee=850)], dups=[("items", 6)])
case(32, "Canadian card: CAD figure shown twice; receipt to a work email", ["voice:polite", "multi_intent", "currency:cad", "other"],
     cust(32, "Camille Tremblay", "camille.tremblay@example.ca"), [o],
     "Duplicate charge - SU-84132",
     "Bonjour / hello,\n\nMy Visa shows CAD $88.10 twice for order SU-84132 (blanket and hooks). I only placed the order once. "
     "Please refund the extra payment.\n\nCould you also re-send the receipt to my work address, c.tremblay@atelier-nord.example? "
     "My employer reimburses part of it.\n\nMerci,\nCamille",
     [("duplicate_charge", "My Visa shows CAD $88.10 twice for order SU-84132"),
      ("other", "Could you also re-send the receipt to my work address")],
     refunds=[R(o.items, S)], escalations=["receipt"], outcome="partial",
     right="The recorded items copy %s refunded in US dollars (CAD figure flagged, not compared); a person re-sends the receipt." % usd(o.items),
     wrong="Holding the refund over the CAD figure; refunding CAD $88.10 converted; the receipt dropped.")

# ---------------------------------------------------------------- 33 two orders: wrong colour on one, delivery twice on the other
a = Order("SU-84133", "C-26A33", "S-HEARTH",
          [("THR-KNT-MS", "Chunky knit throw, moss", 1, 5900), ("CSH-KNT-MS", "Knit cushion, moss", 1, 2700)],
          -7, [dict(status="delivered", promised=-3, delivered=-3, fee=0)])
b = Order("SU-84233", "C-26A33", "S-HEARTH", [("CND-SOY-LG", "Soy candle, large, fig", 2, 2150)],
          -5, [dict(status="delivered", promised=-2, delivered=-2, fee=525)], dups=[("delivery", 2)])
case(33, "two orders in one mail: throw came in the wrong colour; candles' delivery twice", ["voice:rushed", "multi_intent", "second_order"],
     cust(33, "Rosa Jimenez", "rosa.jimenez@example.mx"), [a, b],
     "two orders, two problems",
     "Hi - writing in a hurry between meetings.\n\n"
     "SU-84133: the throw is charcoal, I ordered moss (the cushion is moss, so it's clearly a packing mix-up). Please arrange a return for the throw.\n\n"
     "SU-84233: the delivery fee for the candles (%s) was charged twice. Refund the second please.\n\nRosa" % usd(b.fees[0]),
     [("wrong_item", "the throw is charcoal, I ordered moss"), ("duplicate_charge", "was charged twice")],
     refunds=[R(b.fees[0], S)], returns=[("return", "THR-KNT-MS")], outcome="resolved",
     right="A return of the throw on SU-84133; the delivery copy %s on SU-84233 (its own run)." % usd(b.fees[0]),
     wrong="The cushion returned; the second order's duplicate dropped or handed to a person.")

# ---------------------------------------------------------------- 34 cancel a return in progress; items twice
o = Order("SU-84134", "C-26A34", "S-HEARTH",
          [("MIR-STD-BR", "Standing mirror, brass frame", 1, 11500), ("HK-ADH-6", "Adhesive hooks, 6-pack", 1, 650)],
          -12, [dict(status="delivered", promised=-8, delivered=-9, fee=0)], dups=[("items", 2)],
          returns=[dict(sku="MIR-STD-BR", kind="return", reason="changed mind")])
case(34, "cancel the mirror return already started; items charged twice", ["voice:polite", "multi_intent", "other", "earlier_return"],
     cust(34, "Eleanor Price", "eleanor.price@example.com"), [o],
     "Mirror - change of plan, plus a double charge",
     "Hello,\n\nLast week I started a return for the standing mirror on SU-84134. We've since moved the furniture around and it fits after all, "
     "so please cancel that return - I haven't posted it and won't be.\n\n"
     "Separately, my card was charged %s twice for the order. Could you refund one of them?\n\nMany thanks,\nEleanor" % usd(o.items),
     [("other", "please cancel that return"), ("duplicate_charge", "my card was charged %s twice for the order" % usd(o.items))],
     refunds=[R(o.items, S)], escalations=["return"], outcome="partial",
     right="The items copy %s; a person cancels the return in progress; no new return, no mirror refund." % usd(o.items),
     wrong="Starting another return or paying the mirror; reading 'cancel that return' as withdrawing the duplicate.")

# ---------------------------------------------------------------- 35 half a dozen of twelve egg cups; late
o = Order("SU-84135", "C-26A35", "S-HEARTH",
          [("EGC-POR-W", "Porcelain egg cup, white", 12, 425), ("SPN-EGG-4", "Horn egg spoons, set of 4", 1, 1100)],
          -13, [dict(status="delivered", promised=-7, delivered=-4, fee=650)])
case(35, "B&B owner: half a dozen of twelve egg cups cracked, and it came late", ["voice:business", "multi_intent", "count", "count_words"],
     cust(35, "Ruth Callaghan", "bookings@seaviewbnb.example"), [o],
     "Egg cups - breakages and late arrival (SU-84135)",
     "Morning,\n\nRunning a B&B so I'll be brief. Of the twelve egg cups, half a dozen arrived cracked - poor packing, they were loose in the box. "
     "Please refund the cracked ones. Spoons all fine.\n\n"
     "It also came three days after the promised date, over a weekend when I had a full house. I'd like the delivery charge back.\n\n"
     "Ruth Callaghan\nSeaview B&B",
     [("damaged_item", "half a dozen arrived cracked"), ("late_delivery", "I'd like the delivery charge back")],
     refunds=[R(o.line("EGC-POR-W", 6), S, [("EGC-POR-W", 6)]), R(o.fees[0], S)], outcome="resolved",
     right="Six egg cups with tax %s and the delivery fee %s (3 days late)." % (usd(o.line("EGC-POR-W", 6)), usd(o.fees[0])),
     wrong="Twelve egg cups; the fee declined.")

# ---------------------------------------------------------------- 36 split order: hose parcel lost, nozzle came; pre-order question
o = Order("SU-84136", "C-26A36", "S-HEARTH",
          [("HOS-25M", "Garden hose 25m", 1, 3450), ("NOZ-7P", "7-pattern hose nozzle", 1, 1125)],
          -15, [dict(status="delivered", promised=-9, delivered=-10, fee=450, skus=["NOZ-7P"]),
                dict(status="lost", promised=-8, fee=450, skus=["HOS-25M"])])
case(36, "nozzle came, hose parcel lost; when will a pre-order ship?", ["voice:plain", "multi_intent", "split_parcels", "other"],
     cust(36, "Peter Novak", "peter.novak@example.cz"), [o],
     "Nozzle but no hose",
     "Got the nozzle for SU-84136 but the hose itself never turned up - the tracking for that second parcel just says lost. "
     "A nozzle with no hose isn't much use. Can I have the money back for the hose?\n\n"
     "Also, when is the watering can I pre-ordered likely to ship?\n\nPeter",
     [("non_delivery", "the hose itself never turned up"), ("other", "when is the watering can I pre-ordered likely to ship?")],
     refunds=[R(o.line("HOS-25M", 1), "carrier_claim", [("HOS-25M", 1)])], escalations=["watering can"], outcome="partial",
     right="The hose and its tax %s by carrier claim on the lost parcel; the nozzle untouched; a person answers the pre-order." % usd(o.line("HOS-25M", 1)),
     wrong="A change-of-mind return of the nozzle ('isn't much use' is no ask); the whole order paid.")

# ---------------------------------------------------------------- 37 wrong model coffee maker; late
o = Order("SU-84137", "C-26A37", "S-HEARTH",
          [("CMK-10C", "Drip coffee maker, 10-cup (CM-10)", 1, 7900), ("FLT-CMK-100", "Paper filters, 100", 1, 450)],
          -12, [dict(status="delivered", promised=-7, delivered=-5, fee=725)])
case(37, "6-cup model sent instead of the 10-cup; two days late", ["voice:precise", "multi_intent", "wrong_model"],
     cust(37, "Ingrid Solberg", "ingrid.solberg@example.no"), [o],
     "Wrong coffee maker model, late too",
     "Order SU-84137. I ordered the CM-10 (10-cup). The box and the unit are the CM-6, the 6-cup version. Please send a return label for it. "
     "Filters are correct.\n\nAlso, the parcel came on %s but the promised date was %s; I'd ask for the %s delivery fee to be refunded.\n\nIngrid Solberg" % (
         date(-5), date(-7), usd(o.fees[0])),
     [("wrong_item", "The box and the unit are the CM-6"), ("late_delivery", "I'd ask for the %s delivery fee to be refunded" % usd(o.fees[0]))],
     refunds=[R(o.fees[0], S)], returns=[("return", "CMK-10C")], outcome="resolved",
     right="Return of the coffee maker; the %s delivery fee (2 days late)." % usd(o.fees[0]),
     wrong="Returning the filters; the fee declined.")

# ---------------------------------------------------------------- 38 earlier double charge settled (context); delivery twice again; tablecloth size
o = Order("SU-84138", "C-26A38", "S-HEARTH",
          [("TBC-LIN-240", "Linen tablecloth 140x240, natural", 1, 4850), ("RNR-LIN", "Linen table runner, natural", 1, 2175)],
          -6, [dict(status="delivered", promised=-2, delivered=-3, fee=600)], dups=[("delivery", 2)])
case(38, "last month's double charge refunded (context); this order's delivery twice; tablecloth wrong size", ["voice:wry", "multi_intent", "settled_context"],
     cust(38, "Victor Almeida", "victor.almeida@example.br"), [o],
     "Here we go again... SU-84138",
     "Hi,\n\nLast month you refunded a double charge on a different order of mine - thanks, that one's closed. "
     "Funnily enough it's happened again: this order's %s delivery charge is on my card twice.\n\n"
     "Also the tablecloth is 140 x 180, not the 140 x 240 on the order and on the label. Table seats eight, so it doesn't reach. "
     "I'd like to send it back. Runner's right.\n\nVictor" % usd(o.fees[0]),
     [("duplicate_charge", "delivery charge is on my card twice"), ("wrong_item", "the tablecloth is 140 x 180, not the 140 x 240")],
     refunds=[R(o.fees[0], S)], returns=[("return", "TBC-LIN-240")], outcome="resolved",
     right="The delivery copy %s and a return of the tablecloth; nothing for last month's settled charge." % usd(o.fees[0]),
     wrong="A second refund for last month; the runner returned.")

# ---------------------------------------------------------------- 39 one-liner: subject holds everything
o = Order("SU-84139", "C-26A39", "S-HEARTH",
          [("MUG-ENM-CP", "Enamel camp mug", 5, 1150)],
          -5, [dict(status="delivered", promised=-2, delivered=-2, fee=525)], dups=[("delivery", 0)])
case(39, "one line: 2 of 5 mugs dented + double delivery in the subject", ["voice:terse", "subject_request", "multi_intent", "count"],
     cust(39, "Sam Whitlock", "sam.whitlock@example.com"), [o],
     "2 of my 5 camp mugs dented + delivery charged twice",
     "SU-84139. Thanks.",
     [("damaged_item", "2 of my 5 camp mugs dented"), ("duplicate_charge", "delivery charged twice")],
     refunds=[R(o.line("MUG-ENM-CP", 2), S, [("MUG-ENM-CP", 2)]), R(o.fees[0], S)], outcome="resolved",
     right="Two mugs with tax %s and the delivery copy %s." % (usd(o.line("MUG-ENM-CP", 2)), usd(o.fees[0])),
     wrong="Five mugs; nothing because the body says only thanks.")

# ---------------------------------------------------------------- 40 long story, marketplace: basket handle snapped, runner back, doorbell
o = Order("SU-84140", "C-26A40", "S-LOOM",
          [("BSK-WVN-L", "Handwoven seagrass basket, large", 1, 4600), ("RNR-STR", "Striped cotton table runner", 1, 2850)],
          -7, [dict(status="delivered", promised=-3, delivered=-4, fee=0)])
case(40, "new parent's long mail: basket handle snapped; runner back; don't ring the bell", ["voice:tired_parent", "long", "multi_intent", "seller:marketplace", "other", "buried"],
     cust(40, "Megan Ashford", "megan.ashford@example.com"), [o],
     "bits and bobs (sorry, sleep deprived)",
     "Hi,\n\nApologies in advance, I have a four week old and I'm typing this one-handed at 3am.\n\n"
     "I ordered the big seagrass basket for nappies and a striped table runner back when I had nesting energy. The basket came with one of its "
     "two handles snapped right off where it's woven into the rim, so it can't be carried, which was the whole point of it. "
     "I'd like a refund for the basket, I'll still use it as a toy box so no need to send it back.\n\n"
     "The runner is lovely but I've realised I'll never iron it in this lifetime, so I'd like to return it, it's still folded in the packet.\n\n"
     "And this is a weird one, but please don't ring the doorbell on future deliveries, just leave things in the porch - the baby.\n\n"
     "Thank you, and sorry for the essay,\nMegan\nSU-84140",
     [("damaged_item", "I'd like a refund for the basket"), ("change_of_mind", "I'd like to return it, it's still folded in the packet"),
      ("other", "please don't ring the doorbell on future deliveries")],
     refunds=[R(o.line("BSK-WVN-L", 1), "seller", [("BSK-WVN-L", 1)])], returns=[("return", "RNR-STR")],
     escalations=["doorbell"], outcome="partial",
     right="The basket with tax %s from the seller (keep item); a return of the runner; a person notes the delivery instruction." % usd(o.line("BSK-WVN-L", 1)),
     wrong="A collection of the basket; the delivery instruction dropped; 'don't ring' read as a negated claim.")


def main():
    assert len(CASES) == 40
    with open(os.path.join(HERE, NAME + ".jsonl"), "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "notes.json"), "w") as f:
        json.dump(NOTES, f, indent=1, ensure_ascii=False)
    money = sum(1 for c in CASES if c["expected"]["refunds"])
    print("cases", len(CASES), "expecting money", money)


if __name__ == "__main__":
    main()
