"""Blind round ver24b: 40 ordinary support mails, written blind (held back: run once on final code).

python gen.py  ->  ver24b.jsonl and notes.json beside this file.
Money is computed here, never typed: every line's tax share is the order's tax charge pro rata over the
taxable lines' value; prices are multiples of $0.25 and the tax is 8% so every share is a whole cent.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TAX = 0.08
CEILING = 15000

CUSTOMERS = {}
SELLERS = {
    "S-HH": {"ref": "S-HH", "name": "Hearth & Hollow", "seller_type": "first_party"},
    "S-KL": {"ref": "S-KL", "name": "Kiln & Loom Studio", "seller_type": "marketplace"},
    "S-TR": {"ref": "S-TR", "name": "Trailhead Outfitters", "seller_type": "marketplace"},
    "S-NB": {"ref": "S-NB", "name": "Nordby Lighting", "seller_type": "marketplace"},
}
SUPPLEMENTS = {
    "S-HH": {"ref": "SUP-HH", "seller": "S-HH", "accepts_returns": True, "return_window_days": 30,
             "damage_remedy": "refund_keep_item",
             "text": "Hearth & Hollow: returns within 30 days of delivery, unused. Damaged goods: refund, keep the item."},
    "S-KL": {"ref": "SUP-KL", "seller": "S-KL", "accepts_returns": True, "return_window_days": 14,
             "damage_remedy": "refund_keep_item",
             "text": "Kiln & Loom Studio ships handmade ceramics. Returns within 14 days. Breakages refunded, no need to send back."},
    "S-TR": {"ref": "SUP-TR", "seller": "S-TR", "accepts_returns": False, "return_window_days": 0,
             "damage_remedy": "replace",
             "text": "Trailhead Outfitters: all sales final. Damaged goods are replaced by the seller."},
    "S-NB": {"ref": "SUP-NB", "seller": "S-NB", "accepts_returns": True, "return_window_days": 30,
             "damage_remedy": "replace",
             "text": "Nordby Lighting: returns within 30 days. Damaged lamps are replaced by the seller."},
}
SOURCE = {  # who pays, by case type and seller type (as a support lead would expect)
    ("duplicate_charge", "first_party"): "platform", ("duplicate_charge", "marketplace"): "platform",
    ("late_delivery", "first_party"): "platform", ("late_delivery", "marketplace"): "platform",
    ("damaged_item", "first_party"): "platform", ("damaged_item", "marketplace"): "seller",
    ("non_delivery", "first_party"): "carrier_claim", ("non_delivery", "marketplace"): "carrier_claim",
}


def cust(ref, name, email):
    CUSTOMERS[ref] = {"ref": ref, "name": name, "email": email}
    return ref


def T(day, hm="10:00"):
    if "T" in day:
        day, hm = day.split("T")
    return f"2026-{day}T{hm}:00Z"


class Order:
    def __init__(self, ref, customer, seller, placed, lines, fee=795, parcels=None, copies=(),
                 refunds=(), returns=(), replacement_for=None):
        self.ref, self.customer, self.seller, self.placed = ref, customer, seller, placed
        self.lines = [dict(sku=s, description=d, quantity=q, unit_price_cents=p) for s, d, q, p in lines]
        for ln in self.lines:
            assert ln["unit_price_cents"] % 25 == 0, ln
        self.items = sum(l["quantity"] * l["unit_price_cents"] for l in self.lines)
        self.tax = round(self.items * TAX)
        assert self.tax == self.items * 8 // 100 and self.items * 8 % 100 == 0
        self.fee = fee
        self.parcels = parcels or []
        self.charges = [
            {"kind": "items", "description": "Items", "amount_cents": self.items, "charged_at": placed},
            {"kind": "tax", "description": "Sales tax", "amount_cents": self.tax, "charged_at": placed},
        ]
        if fee:
            for i, _ in enumerate(self.parcels or [None]):
                self.charges.append({"kind": "delivery", "description": "Standard delivery",
                                     "amount_cents": fee, "charged_at": placed})
        for kind, at in copies:  # a copy of an existing charge, taken again
            base = next(c for c in self.charges if c["kind"] == kind)
            self.charges.append(dict(base, charged_at=at))
        self.refunds, self.returns, self.replacement_for = list(refunds), list(returns), replacement_for

    def charge(self, kind):
        return next(c for c in self.charges if c["kind"] == kind)["amount_cents"]

    @property
    def total(self):
        return sum(c["amount_cents"] for c in self.charges)

    def line(self, sku):
        return next(l for l in self.lines if l["sku"] == sku)

    def due(self, sku, units=None):
        ln = self.line(sku)
        units = ln["quantity"] if units is None else units
        value = units * ln["unit_price_cents"]
        share = self.tax * value / self.items
        assert share == int(share), (self.ref, sku, share)
        return value + int(share)

    def fixture(self):
        d = {"ref": self.ref, "customer": self.customer, "seller": self.seller, "status": "placed"
             if all(p["status"] == "label_created" for p in self.parcels) else "shipped",
             "placed_at": self.placed, "lines": self.lines, "charges": self.charges, "shipments": self.parcels}
        if self.refunds:
            d["refunds"] = self.refunds
        if self.returns:
            d["returns"] = self.returns
        if self.replacement_for:
            d["replacement_for"] = self.replacement_for
        return d


def parcel(tn, promised, delivered=None, status="delivered", lines=None, carrier="UPS", scans=None):
    if scans is None:
        scans = [{"at": f"{promised}T06:10:00Z" if not delivered else delivered[:10] + "T05:40:00Z",
                  "code": "in_transit", "location": "Columbus OH"}]
        if delivered:
            scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    p = {"carrier": carrier, "tracking_number": tn, "status": status, "promised_by": promised,
         "delivered_at": delivered, "scans": scans}
    if lines:
        p["lines"] = lines
    return p


def lost_parcel(tn, promised, shipped, carrier="FedEx"):
    return parcel(tn, promised, None, "lost", carrier=carrier,
                  scans=[{"at": shipped, "code": "picked_up", "location": "Memphis TN"},
                         {"at": shipped[:10] + "T22:00:00Z", "code": "in_transit", "location": "Memphis TN hub"}])


CASES, NOTES = [], {}


def refund(order, kind, cents, lines=None):
    st = SELLERS[order.seller]["seller_type"]
    r = {"amount_cents": cents, "source": SOURCE[(kind, st)]}
    r["lines"] = [{"sku": s, "quantity": q} for s, q in (lines or [])]
    return r


def case(cid, theme, subject, body, email, order_ref, orders, now, intents, outcome, refunds=(), returns=(),
         escalations=(), deferred=(), approver=None, actions=(), hard="", tags=()):
    refunds = list(refunds)
    c = {"id": cid, "title": theme, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": {"customers": [CUSTOMERS[r] for r in sorted({o.customer for o in orders})],
                   "sellers": [SELLERS[r] for r in sorted({o.seller for o in orders})],
                   "supplements": [SUPPLEMENTS[r] for r in sorted({o.seller for o in orders})],
                   "orders": [o.fixture() for o in orders]},
         "now": now, "intents": intents,
         "expected": {"outcome": outcome, "refunds": refunds, "returns": list(returns),
                      "escalations": [{"item": e} for e in escalations]}}
    if deferred:
        c["expected"]["deferred"] = [{"item": d} for d in deferred]
    if approver:
        c["approver"] = approver
    for q in intents:
        if isinstance(q, dict):
            assert q["quote"].lower() in (subject + " " + body).lower(), (cid, q["quote"])
    CASES.append(c)
    money = sum(r["amount_cents"] for r in refunds)
    NOTES[cid] = {"theme": theme, "exact_money": bool(refunds),
                  "money": [{"amount_cents": r["amount_cents"], "source": r["source"]} for r in refunds],
                  "total_cents": money, "total": f"${money / 100:,.2f}", "outcome": outcome,
                  "returns": list(returns), "actions": list(actions), "why_hard": hard}


def ret(sku, kind="return"):
    return {"kind": kind, "sku": sku}


def build():
    # 01 terse typo duplicate of the items charge
    cust("C-01", "Dev Malhotra", "dev.malhotra@fastmail.com")
    o = Order("SU-84101", "C-01", "S-HH", T("11-10T14:02"), [("KT-220", "Gooseneck pour-over kettle, matte black", 1, 5900)],
              parcels=[parcel("1Z84101", "2026-11-14", T("11-13T15:20"))], copies=[("items", T("11-10T14:05"))])
    case("V24B-01", "terse, typos: items charge taken twice", "charged 2x",
         "hi my card got hit twice for the kettle, both $59.00, pls refund the extra one. thx\ndev",
         "dev.malhotra@fastmail.com", "SU-84101", [o], T("11-15T09:00"), ["duplicate_charge"], "resolved",
         [refund(o, "duplicate_charge", o.charge("items"), [])],
         actions=["refund the second $59.00 items charge from the platform", "reply confirming the amount"],
         hard="terse, lower case, no question mark; amount stated equals the copy")

    # 02 elderly rambling, damage buried at the end, two lines, one fine
    cust("C-02", "Marjorie Pelletier", "mpelletier1946@aol.com")
    o = Order("SU-84102", "C-02", "S-HH", T("11-03"),
              [("TP-110", "Brown Betty teapot, 6 cup", 1, 3400), ("CZ-040", "Knitted tea cosy, heather", 1, 1800)],
              parcels=[parcel("1Z84102", "2026-11-08", T("11-07T13:00"))])
    case("V24B-02", "elderly, rambling, request in the last lines", "My order from you",
         "Dear Sir or Madam,\n\nI hope this finds you well. I have been a customer of yours for some years now, "
         "ever since my late husband bought me a set of your tea towels for our anniversary, and I have always found "
         "your things to be of good quality. My granddaughter helped me place this order on the computer as I am not "
         "very good with these things. The parcel came on Saturday and the postman was very kind and carried it to "
         "the door for me.\n\nThe tea cosy is lovely, just the right colour for my kitchen. Unfortunately when I "
         "unwrapped the teapot there is a crack running down from the spout and it leaks all over the table. I would "
         "be grateful if you could refund me for the teapot. I shan't be wanting another one as I have found my "
         "old one in the loft.\n\nYours faithfully,\nMrs M. Pelletier",
         "mpelletier1946@aol.com", "", [o], T("11-09T11:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("TP-110"), [("TP-110", 1)])],
         actions=["find her only order by email", "refund the teapot and its tax, keep the item",
                  "do not send a replacement", "say nothing is owed on the cosy"],
         hard="no order number; long context; the cosy is named as fine; declines a replacement")

    # 03 angry caps late delivery
    cust("C-03", "Grant Okafor", "grant.okafor@gmail.com")
    o = Order("SU-84103", "C-03", "S-HH", T("11-01"), [("DV-900", "Down alternative duvet, king", 1, 8900)], fee=1295,
              parcels=[parcel("1Z84103", "2026-11-05", T("11-11T18:40"))])
    case("V24B-03", "angry, capitals: express fee on a late parcel", "EXPRESS delivery my foot",
         "I PAID $12.95 FOR EXPRESS SHIPPING. Promised by the 5th. It turned up on the 11th. SIX DAYS LATE. "
         "What exactly did I pay extra for?? I want that shipping charge refunded, and don't give me some "
         "voucher, I want it back on my card.\n\nOrder SU-84103.",
         "grant.okafor@gmail.com", "SU-84103", [o], T("11-13T08:30"), ["late_delivery"], "resolved",
         [refund(o, "late_delivery", o.fee, [])],
         actions=["refund the $12.95 delivery fee to the card", "no voucher"],
         hard="angry, capitals; 'don't give me some voucher' is a refusal of another remedy, not a request")

    # 04 non-native, parcel lost
    cust("C-04", "Tomasz Wiśniewski", "t.wisniewski@onet.pl")
    o = Order("SU-84104", "C-04", "S-HH", T("10-28"),
              [("RB-310", "Bamboo bath mat", 1, 2900), ("TW-200", "Waffle towel set, sage", 2, 3450)],
              parcels=[lost_parcel("7720841040", "2026-11-03", T("10-29T09:00"))])
    case("V24B-04", "non-native English, parcel never came", "Order not come",
         "Hello,\nI am writing because my order SU-84104 is not come to me until now. The tracking of FedEx is saying "
         "nothing new since 29 October and on the website they say the parcel is lost. I wait already more than two "
         "week. Please can you give me back the money for this order, I don't want wait more.\nBest regards\nTomasz",
         "t.wisniewski@onet.pl", "SU-84104", [o], T("11-12T10:00"), ["non_delivery"], "resolved",
         [refund(o, "non_delivery", o.total, [])],
         actions=["check the carrier scans: lost", "refund everything charged via carrier claim"],
         hard="non-native grammar ('is not come', 'I don't want wait')")

    # 05 duplicate + negation about the mug
    cust("C-05", "Priya Natarajan", "priya.n@outlook.com")
    o = Order("SU-84105", "C-05", "S-HH", T("11-06T19:30"),
              [("MG-014", "Speckled stoneware mug", 2, 1400), ("BW-022", "Ramen bowl, ink blue", 2, 2200)],
              parcels=[parcel("1Z84105", "2026-11-11", T("11-10T12:00"))], copies=[("items", T("11-06T19:31"))])
    case("V24B-05", "duplicate charge; says NOT to refund a mug", "Double payment on SU-84105",
         "Hi there, I've been charged twice for this order, $72.00 went out two times a minute apart. One of the "
         "mugs has a tiny mark on the handle but honestly it's fine, please do NOT refund or replace it, I'm keeping "
         "it. Just the duplicate payment please.\n\nCheers, Priya",
         "priya.n@outlook.com", "SU-84105", [o], T("11-12T09:00"), ["duplicate_charge"], "resolved",
         [refund(o, "duplicate_charge", o.charge("items"), [])],
         actions=["refund the $72.00 copy", "nothing on the mug"],
         hard="a damage mentioned and explicitly declined beside a real duplicate")

    # 06 two of six glasses, don't send replacements
    cust("C-06", "Hannah Lindqvist", "hannah.lindqvist@proton.me")
    o = Order("SU-84106", "C-06", "S-HH", T("11-04"),
              [("GL-606", "Ribbed highball glass", 6, 975), ("CS-010", "Cork coasters, set of 6", 1, 1200)],
              parcels=[parcel("1Z84106", "2026-11-09", T("11-08T16:00"))])
    case("V24B-06", "units: two of six glasses; no replacements", "Broken glasses",
         "Hi, the highball glasses arrived yesterday and two of the six were broken in the box, the rest are fine. "
         "Please don't send replacements, they'd probably break again on the way, a refund for the two is fine.\n"
         "Hannah (order SU-84106)",
         "hannah.lindqvist@proton.me", "SU-84106", [o], T("11-10T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("GL-606", 2), [("GL-606", 2)])],
         actions=["refund two glasses and their tax share", "no replacement"],
         hard="count of units; the 'don't send' must not become a request")

    # 07 reply on top of quoted settled mail, new late fee
    cust("C-07", "Oliver Brandt", "obrandt@brandt-design.de")
    o = Order("SU-84107", "C-07", "S-HH", T("11-02"), [("LP-500", "Ceramic table lamp, oat", 1, 6450)],
              parcels=[parcel("1Z84107", "2026-11-06", T("11-10T17:15"))])
    case("V24B-07", "reply above a quoted earlier (settled) thread", "Re: Your refund for order SU-84107",
         "Thanks, the refund for the double charge arrived, all good on that front.\n\nSeparate thing though: the lamp "
         "itself only got here on the 10th and it was promised for the 6th. Could you refund the $7.95 delivery "
         "charge for that?\n\nOliver\n\n> On 4 Nov, Hearth & Hollow Support wrote:\n> Hi Oliver, we're sorry you were "
         "charged twice. We have refunded the second charge of $64.50 to your card.\n>\n> > On 3 Nov, Oliver wrote:\n"
         "> > Hello, I was charged twice for my lamp order, please refund one.",
         "obrandt@brandt-design.de", "SU-84107",
         [o], T("11-12T12:00"), ["late_delivery"], "resolved",
         [refund(o, "late_delivery", o.fee, [])],
         actions=["refund the $7.95 fee", "do not act on the quoted, settled duplicate"],
         hard="quoted thread holds an old duplicate-charge request that is settled")
    o.refunds.append({"amount_cents": o.charge("items"), "source": "platform", "case_type": "duplicate_charge",
                      "reason": "second items charge refunded", "charges": [4]})
    o.charges.append(dict(o.charges[0], charged_at=T("11-02T10:02")))
    CASES[-1]["world"]["orders"] = [o.fixture()]

    # 08 two orders of her own, each its own money
    cust("C-08", "Lucía Ferreira", "lucia.ferreira@icloud.com")
    a = Order("SU-84108", "C-08", "S-HH", T("11-01"), [("PL-330", "Linen pillowcases, pair, clay", 1, 4200)],
              parcels=[parcel("1Z84108", "2026-11-05", T("11-04T11:00"))], copies=[("delivery", T("11-01T10:04"))])
    b = Order("SU-84118", "C-08", "S-HH", T("11-03"), [("TH-120", "Chunky knit throw, cream", 1, 7900)],
              parcels=[parcel("1Z84118", "2026-11-07", T("11-12T14:00"))])
    case("V24B-08", "two orders of her own, one request each", "Two orders, two problems",
         "Hello! Two things, sorry.\n\n1. On SU-84108 (the pillowcases) I was charged the $7.95 delivery twice.\n"
         "2. My other order, SU-84118 (the throw), was supposed to be here by 7 November and came on the 12th, so I'd "
         "like the delivery fee back on that one too.\n\nThanks so much, Lucía",
         "lucia.ferreira@icloud.com", "SU-84108", [a, b], T("11-14T09:00"),
         [{"kind": "duplicate_charge", "quote": "I was charged the $7.95 delivery twice"},
          {"kind": "late_delivery", "quote": "I'd like the delivery fee back on that one too"}], "resolved",
         [refund(a, "duplicate_charge", a.fee, []), refund(b, "late_delivery", b.fee, [])],
         actions=["refund the duplicate $7.95 on SU-84108", "refund the $7.95 late fee on SU-84118"],
         hard="second order of the customer's own, each with its own request; equal amounts on two orders")

    # 09 withdrawn return, real damage
    cust("C-09", "Sam Whitaker", "sam.whitaker@yahoo.co.uk")
    o = Order("SU-84109", "C-09", "S-HH", T("11-05"),
              [("FL-210", "Arched floor lamp, brass", 1, 11900), ("SH-211", "Pleated drum shade, linen", 1, 3250)],
              parcels=[parcel("1Z84109", "2026-11-10", T("11-09T10:00"))])
    case("V24B-09", "a return withdrawn mid-mail; the real ask is a dented shade", "floor lamp order",
         "Hiya. I was going to ask to send the floor lamp back because it looked too big in the living room, but my "
         "partner has talked me round, so forget that, we're keeping it. The shade is another story - it came with a "
         "big dent in the side. Can I get a refund for the shade please?\n\nSam\nOrder: SU-84109",
         "sam.whitaker@yahoo.co.uk", "SU-84109", [o], T("11-11T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("SH-211"), [("SH-211", 1)])],
         actions=["refund the shade and its tax", "no return of the lamp"],
         hard="a change-of-mind return told and withdrawn; order number in the signature")

    # 10 changed ask: replacement -> refund
    cust("C-10", "Aisha Bello", "aisha.bello@gmail.com")
    o = Order("SU-84110", "C-10", "S-HH", T("11-06"), [("VS-077", "Ribbed glass vase, amber, tall", 1, 4600)],
              parcels=[parcel("1Z84110", "2026-11-11", T("11-10T09:30"))])
    case("V24B-10", "changes her mind mid-mail: replacement, then refund", "vase",
         "Hi, the amber vase arrived with a chip out of the rim. I was going to ask for a new one to be sent but "
         "actually I'd rather just have the money back, it was meant to be a gift for Saturday and it won't get here "
         "in time anyway. So a refund please, not a replacement.\nAisha - SU-84110",
         "aisha.bello@gmail.com", "SU-84110", [o], T("11-12T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("VS-077"), [("VS-077", 1)])],
         actions=["refund the vase and its tax", "no replacement"],
         hard="the replacement ask is withdrawn in the same sentence that tells it")

    # 11 thank-you note
    cust("C-11", "Bernard Cole", "bernie.cole@btinternet.com")
    o = Order("SU-84111", "C-11", "S-HH", T("11-04"), [("QL-800", "Patchwork quilt, indigo", 1, 12900)],
              parcels=[parcel("1Z84111", "2026-11-08", T("11-07T11:00"))])
    case("V24B-11", "thank-you note, asks nothing", "Thank you Jess!",
         "Just a note to say thank you to Jess on your phone line, who sorted out my quilt order last week when I'd "
         "typed the wrong postcode. It arrived on Friday and it's beautiful, my wife is delighted. No need to reply.\n"
         "Bernard Cole (SU-84111)",
         "bernie.cole@btinternet.com", "SU-84111", [o], T("11-10T10:00"), [], "escalated",
         escalations=["answer the ticket"],
         actions=["pass the thanks to Jess's team lead", "no money, no goods"],
         hard="a past problem 'sorted' and a delivery mentioned; nothing asked")

    # 12 wrong size + duplicate delivery charge
    cust("C-12", "Kenji Watanabe", "kenji.w@me.com")
    o = Order("SU-84112", "C-12", "S-HH", T("11-03"),
              [("SL-044", "Shearling slippers, size 44", 1, 5200)],
              parcels=[parcel("1Z84112", "2026-11-08", T("11-07T13:00"))], copies=[("delivery", T("11-03T10:01"))])
    case("V24B-12", "exchange: wrong size sent, plus a delivery fee taken twice", "Wrong size + charged twice for shipping",
         "Hello,\nI ordered the shearling slippers in size 44 and the box has size 41 in it (the label on the box "
         "even says 44, so it looks like a packing mix-up). I'd like to send these back and get the 44s. Also I "
         "notice the delivery fee of $7.95 was taken twice from my account.\nKind regards,\nKenji Watanabe\nSU-84112",
         "kenji.w@me.com", "SU-84112", [o], T("11-09T10:00"),
         [{"kind": "wrong_item", "quote": "the box has size 41 in it"}, {"kind": "other", "quote": "get the 44s"},
          "duplicate_charge"], "partial",
         [refund(o, "duplicate_charge", o.fee, [])], [ret("SL-044")], escalations=["44s"],
         actions=["start a return of the wrong-size slippers", "refund the duplicate $7.95",
                  "arrange the right size (a person, if the runtime cannot)"],
         hard="an exchange is a wrong item plus a wish for the right one; the duplicate is told as a plain statement")

    # 13 amount in words
    cust("C-13", "Ruth Abernathy", "ruth.abernathy@comcast.net")
    o = Order("SU-84113", "C-13", "S-HH", T("11-07T08:15"), [("CB-150", "Olive wood chopping board", 1, 2950)],
              parcels=[parcel("1Z84113", "2026-11-12", T("11-11T10:00"))], copies=[("items", T("11-07T08:17"))])
    case("V24B-13", "amount in words, mostly context", "Chopping board",
         "Good morning. My daughter told me to check my bank statement more carefully these days because of all the "
         "scams, so I sat down with it on Sunday with my reading glasses. There is the chopping board I bought from "
         "you, twenty-nine dollars and fifty cents, and then the very same again two minutes later. I only bought one "
         "board and only one came. Could you put the second one back please.\n\nRuth Abernathy",
         "ruth.abernathy@comcast.net", "", [o], T("11-13T10:00"), ["duplicate_charge"], "resolved",
         [refund(o, "duplicate_charge", o.charge("items"), [])],
         actions=["find the order by email", "refund the second $29.50"],
         hard="amount in words; 'put the second one back' is the only ask")

    # 14 business, duplicate over the ceiling
    cust("C-14", "Ines Carvalho", "accounts@carvalho-interiors.com")
    o = Order("SU-84114", "C-14", "S-HH", T("11-02T09:00"),
              [("CH-701", "Bentwood dining chair, walnut", 4, 10900), ("TB-702", "Extending oak table", 1, 48900)],
              fee=4500, parcels=[parcel("1Z84114", "2026-11-09", T("11-08T12:00"))],
              copies=[("delivery", T("11-02T09:03"))])
    case("V24B-14", "business voice: freight charged twice", "Invoice query - PO 4471 / SU-84114",
         "Dear team,\n\nFurther to our purchase order 4471 (your ref SU-84114), our accounts department has identified "
         "that the freight charge of $45.00 was debited twice from the company card. The goods were delivered in a "
         "single consignment. Kindly arrange a credit for the duplicated freight charge at your earliest convenience "
         "and confirm by return.\n\nRegards,\nInes Carvalho\nAccounts Payable, Carvalho Interiors Ltd",
         "accounts@carvalho-interiors.com", "SU-84114", [o], T("11-10T10:00"), ["duplicate_charge"], "resolved",
         [refund(o, "duplicate_charge", 4500, [])],
         actions=["refund the duplicated $45.00 freight", "confirm in writing"],
         hard="formal business wording, a PO number beside the order number; a large order but a small refund")

    # 15 damage over the ceiling, lead approves
    cust("C-15", "Derek Haines", "derek.haines@hotmail.com")
    o = Order("SU-84115", "C-15", "S-HH", T("11-01"),
              [("MR-950", "Full-length arched mirror, black frame", 1, 21500), ("HK-951", "Brass wall hooks, set of 3", 1, 1600)],
              fee=2500, parcels=[parcel("1Z84115", "2026-11-07", T("11-06T15:00"))])
    due = o.due("MR-950")
    case("V24B-15", "large damage over the ceiling (lead approves)", "mirror smashed",
         "The big arched mirror came today and the glass is smashed, there's shards all through the packaging. "
         "The hooks are fine. Photos attached. I want a full refund for the mirror, I'm not going through that again.\n"
         "D Haines, SU-84115",
         "derek.haines@hotmail.com", "SU-84115", [o], T("11-08T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", due, [("MR-950", 1)])],
         approver={"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": due,
                                "note": "Photos show the glass shattered."}]},
         actions=[f"refund the mirror and tax (${due / 100:.2f}) once a lead approves", "hooks fine"],
         hard="over the $150 ceiling; hooks named as fine")

    # 16 order number only in the subject, damage
    cust("C-16", "Mei Chen", "meichen.art@gmail.com")
    o = Order("SU-84116", "C-16", "S-KL", T("11-05"),
              [("PT-330", "Hand-thrown serving platter, celadon", 1, 6800), ("SD-331", "Small dipping dishes, set of 3", 1, 2400)],
              fee=995, parcels=[parcel("1Z84116", "2026-11-10", T("11-09T14:00"))])
    case("V24B-16", "marketplace seller; order number only in the subject", "SU-84116",
         "the celadon platter arrived in three pieces. the little dishes survived. refund for the platter please",
         "meichen.art@gmail.com", "SU-84116", [o], T("11-11T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("PT-330"), [("PT-330", 1)])],
         actions=["refund the platter and its tax from the marketplace seller"],
         hard="subject is only the order number; marketplace seller pays")

    # 17 signature order number, late, polite no rush
    cust("C-17", "Fiona MacLeod", "fiona.macleod@gmail.com")
    o = Order("SU-84117", "C-17", "S-HH", T("11-02"), [("CD-410", "Beeswax pillar candles, 3 pack", 2, 2250)],
              fee=695, parcels=[parcel("1Z84117", "2026-11-06", T("11-09T16:30"))])
    case("V24B-17", "polite 'no rush', number in the signature", "Candles - small thing",
         "Hello, no rush at all on this, I know it's a busy time of year. The candles arrived three days after the "
         "date on the confirmation email. They're lovely and it didn't matter in the end, but since I paid for "
         "delivery by the 6th, would it be possible to have the delivery charge refunded?\n\nMany thanks,\nFiona\n"
         "--\nFiona MacLeod | order SU-84117",
         "fiona.macleod@gmail.com", "", [o], T("11-11T10:00"), ["late_delivery"], "resolved",
         [refund(o, "late_delivery", o.fee, [])],
         actions=["refund the $6.95 delivery fee"],
         hard="'it didn't matter in the end' sounds like a waiver but the ask follows; order only in the signature")

    # 18 mostly context, delivery fee twice
    cust("C-18", "Gloria Estevez", "gloria.estevez@sbcglobal.net")
    o = Order("SU-84119", "C-18", "S-HH", T("11-04T20:00"),
              [("RN-610", "Table runner, rust", 1, 3200), ("NP-611", "Cloth napkins, set of 8", 1, 3600)],
              fee=895, parcels=[parcel("1Z84119", "2026-11-09", T("11-08T10:00"))], copies=[("delivery", T("11-04T20:06"))])
    case("V24B-18", "mostly context, one buried ask", "Thanksgiving table",
         "Hi! I just wanted to tell you how nice the runner and the napkins looked on our Thanksgiving table - we had "
         "fourteen people this year, including my sister's new twins, and three different aunts asked where I got the "
         "napkins. I've sent them your website. The rust colour is exactly like the picture, which never happens. "
         "The only thing I noticed afterwards is that my card has the $8.95 shipping on it twice, so if you could "
         "sort that out that would be great. Anyway, thank you again, we will definitely order the placemats next "
         "year!\nGloria",
         "gloria.estevez@sbcglobal.net", "SU-84119", [o], T("11-10T10:00"), ["duplicate_charge"], "resolved",
         [refund(o, "duplicate_charge", o.fee, [])],
         actions=["refund the duplicated $8.95 shipping"],
         hard="one request sentence in a paragraph of praise")

    # 19 damage + late on one order
    cust("C-19", "Rafael Duarte", "rduarte@gmail.com")
    o = Order("SU-84120", "C-19", "S-HH", T("11-01"),
              [("DO-220", "Cast iron dutch oven, 5 qt", 1, 8400), ("TR-221", "Trivet, cast iron", 1, 1500)],
              fee=995, parcels=[parcel("1Z84120", "2026-11-05", T("11-10T11:00"))])
    case("V24B-19", "two requests on one order: damage and late", "Late AND damaged",
         "So the dutch oven finally arrived, five days after it was promised, and the enamel on the lid edge is "
         "chipped all the way round. Two things please: refund me the dutch oven, and refund the delivery since it "
         "was late. The trivet's fine.",
         "rduarte@gmail.com", "SU-84120", [o], T("11-12T10:00"), ["damaged_item", "late_delivery"], "resolved",
         [refund(o, "damaged_item", o.due("DO-220"), [("DO-220", 1)]), refund(o, "late_delivery", o.fee, [])],
         actions=["refund the dutch oven and its tax", "refund the $9.95 late fee"],
         hard="the damage is on the lid of the pot (not a part asked for); two asks in one sentence")

    # 20 two lines broken in one sentence
    cust("C-20", "Nora Fitzgerald", "nora.fitz@gmail.com")
    o = Order("SU-84121", "C-20", "S-KL", T("11-06"),
              [("BW-501", "Stoneware mixing bowl, large", 1, 5400), ("JG-502", "Stoneware milk jug", 1, 2800),
               ("SP-503", "Spoon rest, speckled", 1, 1200)],
              fee=995, parcels=[parcel("1Z84121", "2026-11-11", T("11-10T15:00"))])
    case("V24B-20", "several goods: bowl and jug both broken", "Breakages",
         "Unpacked my order this morning: the mixing bowl and the milk jug were both broken, looks like the box was "
         "dropped on a corner. Spoon rest ok. Can you refund the two broken ones? Order SU-84121. Thanks, Nora",
         "nora.fitz@gmail.com", "SU-84121", [o], T("11-12T10:00"),
         [{"kind": "damaged_item", "quote": "mixing bowl"}, {"kind": "damaged_item", "quote": "milk jug"}], "resolved",
         [refund(o, "damaged_item", o.due("BW-501"), [("BW-501", 1)]),
          refund(o, "damaged_item", o.due("JG-502"), [("JG-502", 1)])],
         actions=["refund the bowl and the jug with their tax from the seller"],
         hard="two lines in one sentence; a third named fine")

    # 21 change of mind within window, don't want store credit
    cust("C-21", "Chloe Martin", "chloe.martin@laposte.net")
    o = Order("SU-84122", "C-21", "S-HH", T("11-02"), [("RG-120", "Jute rug, 120x180", 1, 9900)],
              parcels=[parcel("1Z84122", "2026-11-06", T("11-05T12:00"))])
    case("V24B-21", "change of mind, within the window", "Returning the rug",
         "Hi, the jute rug is nice but it sheds everywhere and my son has allergies, so I'd like to return it. "
         "It's rolled back up in its packaging, we only unrolled it to see how it looked in the room. Please send me a return "
         "label. Chloe, SU-84122",
         "chloe.martin@laposte.net", "SU-84122", [o], T("11-12T10:00"), ["change_of_mind"], "resolved",
         [], [ret("RG-120")],
         actions=["start the return of the rug (refund once it is back)"],
         hard="unrolled to look at it (trying, not use); 'send me a return label' is the ask; no money in the run")

    # 22 change of mind at a no-returns seller
    cust("C-22", "Marcus Reid", "marcus.reid@gmail.com")
    o = Order("SU-84123", "C-22", "S-TR", T("11-01"), [("TN-2P", "Ultralight 2-person tent", 1, 18900)],
              fee=0, parcels=[parcel("1Z84123", "2026-11-06", T("11-05T12:00"))])
    case("V24B-22", "change of mind at a seller that takes no returns", "return tent",
         "Hey, I want to return the tent. Turns out my buddy already has one we can share. It's never been out of the "
         "bag. How do I send it back?",
         "marcus.reid@gmail.com", "SU-84123", [o], T("11-10T10:00"), ["change_of_mind"], "partial",
         [], [], deferred=["tent"],
         actions=["decline: the seller's sales are final", "no return started"],
         hard="the seller takes no returns; the answer is a decline with the terms named")

    # 23 status question about an earlier refund
    cust("C-23", "Helen Strickland", "hstrickland@verizon.net")
    o = Order("SU-84124", "C-23", "S-HH", T("10-20"), [("SK-330", "Cast iron skillet, 12in", 1, 4800)],
              parcels=[parcel("1Z84124", "2026-10-25", T("10-24T12:00"))],
              refunds=[{"amount_cents": 5184, "source": "platform", "case_type": "damaged_item",
                        "reason": "cracked skillet", "lines": ["SK-330"]}])
    case("V24B-23", "status question about an earlier refund; nothing new", "Skillet refund?",
         "Hello, your colleague told me on 28 October that the cracked skillet would be refunded. Has that refund "
         "actually gone through? I can't see it on my statement yet. Thank you, Helen Strickland",
         "hstrickland@verizon.net", "SU-84124", [o], T("11-09T10:00"),
         [{"kind": "other", "quote": "Has that refund actually gone through?"}], "escalated",
         escalations=["refund"],
         actions=["tell her the $51.84 refund was issued on record", "pay nothing again"],
         hard="a damage told in the past, already refunded; only a status question")

    # 24 marketplace damage (refund and keep), units
    cust("C-24", "Yusuf Demir", "yusuf.demir@gmail.com")
    o = Order("SU-84125", "C-24", "S-KL", T("11-05"), [("PL-410", "Handmade dinner plate, ash glaze", 4, 3250)],
              fee=995, parcels=[parcel("1Z84125", "2026-11-10", T("11-09T10:00"))])
    case("V24B-24", "marketplace: one of four plates cracked", "plate cracked",
         "Good afternoon,\n\nI received the four ash glaze plates. One of them is cracked through the middle; the other "
         "three are in perfect condition. I would like a refund for the cracked plate.\n\nRegards,\nYusuf Demir\nSU-84125",
         "yusuf.demir@gmail.com", "SU-84125", [o], T("11-11T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("PL-410", 1), [("PL-410", 1)])],
         actions=["refund one plate and its tax share from the seller"],
         hard="one unit of a line of four at a marketplace seller")

    # 25 marketplace replace remedy + duplicate charge
    cust("C-25", "Bridget O'Connell", "bridget.oc@eircom.net")
    o = Order("SU-84126", "C-25", "S-NB", T("11-04T17:00"),
              [("PD-120", "Glass pendant light, smoke", 1, 8900)],
              fee=1200, parcels=[parcel("1Z84126", "2026-11-09", T("11-08T10:00"))], copies=[("items", T("11-04T17:02"))])
    case("V24B-25", "marketplace 'replace' remedy plus a duplicate charge", "pendant light - 2 problems",
         "hello, the smoke glass pendant arrived with the glass shade cracked (see photo). Id like a replacement "
         "pendant please, I love the style. Also my bank shows the $89.00 for it twice so please refund the extra "
         "one. Bridget",
         "bridget.oc@eircom.net", "SU-84126", [o], T("11-10T10:00"),
         ["duplicate_charge", {"kind": "damaged_item", "quote": "Id like a replacement pendant please"}], "partial",
         [refund(o, "duplicate_charge", o.charge("items"), [])], escalations=["pendant"],
         actions=["refund the $89.00 copy", "ask the seller to send a replacement pendant (a person)"],
         hard="the seller's remedy is a replacement only they send; the card refund must not be paid for the pendant")

    # 26 settled past problem + new damage
    cust("C-26", "Walter Kim", "walter.kim@gmail.com")
    o = Order("SU-84127", "C-26", "S-HH", T("11-06"),
              [("TS-200", "Two-slice toaster, cream", 1, 6900), ("BB-201", "Bread bin, cream", 1, 4400)],
              parcels=[parcel("1Z84127", "2026-11-11", T("11-10T10:00"))])
    case("V24B-26", "an old settled problem told as context; a new damage", "toaster",
         "Back in the spring I bought a kettle from you that came with a cracked base and your team refunded it "
         "straight away, which I appreciated. So I'm hoping this is just as easy: the toaster from this order "
         "arrived with a big dent in the side and one slot won't go down. The bread bin is perfect. Refund for the "
         "toaster please.\nWalter\nSU-84127",
         "walter.kim@gmail.com", "SU-84127", [o], T("11-12T10:00"),
         [{"kind": "damaged_item", "quote": "Refund for the toaster please"}], "resolved",
         [refund(o, "damaged_item", o.due("TS-200"), [("TS-200", 1)])],
         actions=["refund the toaster and its tax", "nothing on the old kettle"],
         hard="a settled past damage on another (unrecorded) order sits before the real claim")

    # 27 euros
    cust("C-27", "Jean-Luc Marchand", "jl.marchand@free.fr")
    o = Order("SU-84128", "C-27", "S-HH", T("11-05T13:00"), [("SC-900", "Merino scarf, charcoal", 1, 4500)],
              parcels=[parcel("1Z84128", "2026-11-10", T("11-09T10:00"))], copies=[("items", T("11-05T13:01"))])
    case("V24B-27", "amount in euros for a dollar copy", "Double debit",
         "Hello, my French bank shows two debits of 41,80 EUR on the same day for the merino scarf, I ordered only "
         "one. Please refund the second. Regards, Jean-Luc Marchand - SU-84128",
         "jl.marchand@free.fr", "SU-84128", [o], T("11-11T10:00"), ["duplicate_charge"], "resolved",
         [refund(o, "duplicate_charge", o.charge("items"), [])],
         actions=["refund the $45.00 copy in dollars", "say the figure is in the order's currency"],
         hard="the customer's figure is in euros with a decimal comma")

    # 28 split order, one parcel lost
    cust("C-28", "Ada Nwosu", "ada.nwosu@gmail.com")
    o = Order("SU-84129", "C-28", "S-HH", T("11-01"),
              [("RG-200", "Wool runner rug, 70x240", 1, 11500), ("LM-201", "Rattan table lamp", 1, 5900)],
              parcels=[parcel("1Z841291", "2026-11-06", T("11-05T10:00"), lines=["RG-200"]),
                       dict(lost_parcel("77208412920", "2026-11-06", T("11-02T09:00")), lines=["LM-201"])])
    case("V24B-28", "split order: one parcel lost", "Lamp never arrived",
         "The runner came last week (love it) but the rattan lamp, which was sent separately, never showed up. "
         "FedEx tracking has said lost for days. Please refund the lamp. Ada Nwosu, SU-84129",
         "ada.nwosu@gmail.com", "SU-84129", [o], T("11-12T10:00"), ["non_delivery"], "resolved",
         [refund(o, "non_delivery", o.due("LM-201"), [("LM-201", 1)])],
         actions=["claim the lost parcel's lamp and its tax from the carrier", "nothing on the delivered rug"],
         hard="non-delivery of one parcel of two: only that parcel's line")

    # 29 'I want a new one not money' + late fee
    cust("C-29", "Greta Vogel", "greta.vogel@gmx.de")
    o = Order("SU-84130", "C-29", "S-HH", T("11-01"), [("SB-310", "Salad bowl, acacia, large", 1, 3900)],
              fee=795, parcels=[parcel("1Z84130", "2026-11-05", T("11-09T10:00"))])
    case("V24B-29", "wants a new bowl, not money; the late fee back", "Salad bowl split + late",
         "Hello. The acacia salad bowl arrived four days late and it has a split along the grain. I do not want my "
         "money back for the bowl, please send me a new one instead. But the delivery was late so please refund "
         "the delivery cost.\nGreta Vogel, order SU-84130",
         "greta.vogel@gmx.de", "SU-84130", [o], T("11-11T10:00"),
         [{"kind": "other", "quote": "please send me a new one instead"}, "late_delivery"], "partial",
         [refund(o, "late_delivery", o.fee, [])], escalations=["new one"],
         actions=["refund the $7.95 late fee", "arrange a new bowl (a person)", "no card refund for the bowl"],
         hard="a remedy other than money forbids the bowl's refund, not the fee's")

    # 30 typos, one of four wine glasses
    cust("C-30", "Jake Turner", "jaketurner88@gmail.com")
    o = Order("SU-84131", "C-30", "S-HH", T("11-06"), [("WG-440", "Stemless wine glasses, set of 4", 1, 3600),
                                                     ("DC-441", "Glass decanter", 1, 4400)],
              parcels=[parcel("1Z84131", "2026-11-11", T("11-10T10:00"))])
    case("V24B-30", "typo-laden; the damaged thing is the decanter", "brokn decantr",
         "hey so the decantr came smashd, like totaly in bits, glases r ok tho. can i get refnd for the decanter "
         "plz. order SU84131",
         "jaketurner88@gmail.com", "SU84131", [o], T("11-12T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("DC-441"), [("DC-441", 1)])],
         actions=["refund the decanter and its tax", "nothing on the glasses"],
         hard="misspelt goods and a malformed order number")

    # 31 address change + duplicate
    cust("C-31", "Tariq Hussain", "tariq.hussain@outlook.com")
    o = Order("SU-84132", "C-31", "S-HH", T("11-07T21:00"), [("BL-120", "Blackout curtains, pair, navy", 1, 6400)],
              parcels=[parcel("1Z84132", "2026-11-12", T("11-11T10:00"))], copies=[("items", T("11-07T21:03"))])
    case("V24B-31", "an account change beside a duplicate charge", "Curtains - charged twice / new address",
         "Hi,\nTwo things. I've been charged $64.00 twice for the curtains, only one pair arrived. Could you refund the "
         "duplicate? And we're moving next week, so please update the address on my account to 14 Larch Close, "
         "Reading RG4 7TT.\nThanks\nTariq",
         "tariq.hussain@outlook.com", "SU-84132", [o], T("11-13T10:00"),
         ["duplicate_charge", {"kind": "other", "quote": "please update the address on my account to 14 Larch Close"}],
         "partial", [refund(o, "duplicate_charge", o.charge("items"), [])], escalations=["address"],
         actions=["refund the $64.00 copy", "a person updates the address"],
         hard="a request of no known kind beside a money request")

    # 32 exchange for another colour, only
    cust("C-32", "Sophie Laurent", "sophie.laurent@gmail.com")
    o = Order("SU-84133", "C-32", "S-HH", T("11-04"), [("TH-121", "Chunky knit throw, dusty blue", 1, 7900)],
              parcels=[parcel("1Z84133", "2026-11-09", T("11-08T10:00"))])
    case("V24B-32", "exchange for another colour, no money", "Swap colour?",
         "Hi! The blue throw is gorgeous but it really doesn't go with our sofa. Could I swap it for the cream one? "
         "Happy to pay any difference. Sophie (SU-84133)",
         "sophie.laurent@gmail.com", "SU-84133", [o], T("11-11T10:00"),
         [{"kind": "other", "quote": "Could I swap it for the cream one?"}], "escalated", escalations=["cream"],
         actions=["a person arranges the swap (return + new order)", "no refund"],
         hard="an exchange by preference: no money should move")

    # 33 numbered list: delivery dup, damage, newsletter
    cust("C-33", "Patricia Gomez", "pgomez@cox.net")
    o = Order("SU-84134", "C-33", "S-HH", T("11-03T12:00"),
              [("CN-510", "Soy candle, fig & cedar", 3, 1850), ("MT-511", "Match cloche", 1, 2200)],
              fee=695, parcels=[parcel("1Z84134", "2026-11-08", T("11-07T10:00"))], copies=[("delivery", T("11-03T12:05"))])
    case("V24B-33", "numbered list of three asks", "3 issues with SU-84134",
         "Hello,\n1) Delivery ($6.95) was charged twice.\n2) One of the three fig & cedar candles arrived with the "
         "glass jar cracked - please refund that one.\n3) Please take me off your marketing emails, I get three a day.\n"
         "Thanks,\nPatricia Gomez",
         "pgomez@cox.net", "SU-84134", [o], T("11-09T10:00"),
         ["duplicate_charge", "damaged_item", {"kind": "other", "quote": "Please take me off your marketing emails"}],
         "partial",
         [refund(o, "duplicate_charge", o.fee, []), refund(o, "damaged_item", o.due("CN-510", 1), [("CN-510", 1)])],
         escalations=["marketing emails"],
         actions=["refund the $6.95 copy", "refund one candle and its tax share", "a person unsubscribes her"],
         hard="three asks in a list; one unit of three")

    # 34 earlier ask withdrawn (bank hold), blanket torn
    cust("C-34", "Elena Petrova", "elena.petrova@yandex.com")
    o = Order("SU-84135", "C-34", "S-HH", T("11-05T10:00"), [("BK-700", "Merino blanket, double, oat", 1, 11200)],
              parcels=[parcel("1Z84135", "2026-11-10", T("11-09T10:00"))])
    case("V24B-34", "ignore my earlier mail; the blanket is torn", "Blanket",
         "Please ignore my email from Tuesday about being charged twice - my bank says the second one was only a "
         "pending hold and it has dropped off now. However the blanket has a tear about 10cm long along one edge, "
         "it was like that out of the bag. I'd like a refund for it please.\nElena Petrova\nSU-84135",
         "elena.petrova@yandex.com", "SU-84135", [o], T("11-11T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("BK-700"), [("BK-700", 1)])],
         actions=["refund the blanket and its tax", "no duplicate-charge refund"],
         hard="a withdrawn earlier request told before the real one")

    # 35 quoted shop reply: still not arrived, lost
    cust("C-35", "Daniel Okoro", "daniel.okoro@gmail.com")
    o = Order("SU-84136", "C-35", "S-HH", T("10-29"), [("SP-880", "Stand mixer, pistachio", 1, 12900)], fee=0,
              parcels=[lost_parcel("77208413600", "2026-11-04", T("10-30T09:00"))])
    case("V24B-35", "reply to the shop's own 'wait a few days' mail", "Re: Where is my mixer? [SU-84136]",
         "It's been the 'few more days' you asked for and there's still nothing. FedEx now shows it as lost. I'd like "
         "my money back please.\n\nDaniel\n\n> From: Hearth & Hollow Support\n> Sent: 6 November\n> Hi Daniel, sorry "
         "your mixer hasn't arrived yet. Carriers are busy this week; please give it a few more days and write back "
         "if it still hasn't come.",
         "daniel.okoro@gmail.com", "SU-84136", [o], T("11-12T10:00"), ["non_delivery"], "resolved",
         [refund(o, "non_delivery", o.total, [])],
         actions=["refund everything charged by carrier claim"],
         hard="the request is above a quote of the shop's own earlier answer")

    # 36 wrong item + damaged other line
    cust("C-36", "Ingrid Sørensen", "ingrid.sorensen@gmail.com")
    o = Order("SU-84137", "C-36", "S-HH", T("11-04"),
              [("CP-210", "Ceramic planter, white, 20cm", 2, 2400), ("WC-211", "Watering can, copper", 1, 3800)],
              parcels=[parcel("1Z84137", "2026-11-09", T("11-08T10:00"))])
    case("V24B-37", "a wrong item and a dented one", "Planters wrong colour, can dented",
         "Hello,\nI ordered two white planters and got two terracotta ones instead - please arrange for those to go "
         "back. The copper watering can also arrived badly dented on the spout side; I'd like a refund for it.\n"
         "Thank you,\nIngrid Sørensen\nOrder SU-84137",
         "ingrid.sorensen@gmail.com", "SU-84137", [o], T("11-10T10:00"), ["wrong_item", "damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("WC-211"), [("WC-211", 1)])], [ret("CP-210")],
         actions=["start a return of the wrong planters", "refund the watering can and its tax"],
         hard="two goods, two kinds; 'spout side' must not make it a part")

    # 37 three out of eight tumblers, in words
    cust("C-37", "Victor Almeida", "victor.almeida@gmail.com")
    o = Order("SU-84138", "C-37", "S-HH", T("11-05"), [("TM-808", "Recycled glass tumbler, green", 8, 850)],
              parcels=[parcel("1Z84138", "2026-11-10", T("11-09T10:00"))])
    case("V24B-36", "units in words: three of eight", "tumblers",
         "Morning - three out of the eight green tumblers came cracked. Could you refund those three? The other five "
         "are fine and we're using them. Victor, SU-84138",
         "victor.almeida@gmail.com", "SU-84138", [o], T("11-11T10:00"), ["damaged_item"], "resolved",
         [refund(o, "damaged_item", o.due("TM-808", 3), [("TM-808", 3)])],
         actions=["refund three tumblers and their tax share"],
         hard="count in words out of a stated whole")

    # 38 angry late + 'do not call me'
    cust("C-38", "Shirley Tan", "shirley.tan@gmail.com")
    o = Order("SU-84139", "C-38", "S-HH", T("11-01"), [("AF-300", "Air fryer, 5.5 qt", 1, 11900)], fee=1495,
              parcels=[parcel("1Z84139", "2026-11-04", T("11-12T10:00"))])
    case("V24B-38", "angry; says not to phone her; late by eight days", "8 days late. Unacceptable.",
         "Your site promised the 4th. It came on the 12th. I paid $14.95 for faster shipping. Refund it. Do NOT "
         "phone me about it, I don't have time for a call, just do it and email me. - S. Tan, SU-84139",
         "shirley.tan@gmail.com", "SU-84139", [o], T("11-13T10:00"), ["late_delivery"], "resolved",
         [refund(o, "late_delivery", o.fee, [])],
         actions=["refund the $14.95 fee", "answer by email, no call"],
         hard="a 'do NOT' about contact, not about the remedy")

    # 39 second own order with a question, first order damage
    cust("C-39", "Ahmed Khalil", "ahmed.khalil@gmail.com")
    a = Order("SU-84140", "C-39", "S-HH", T("11-03"), [("FP-120", "Frying pan, carbon steel, 28cm", 1, 5600)],
              parcels=[parcel("1Z84140", "2026-11-08", T("11-07T10:00"))])
    b = Order("SU-84141", "C-39", "S-HH", T("11-09"), [("KN-220", "Chef's knife, 20cm", 1, 8900)],
              parcels=[parcel("1Z84141", "2026-11-14", None, "label_created", scans=[])])
    case("V24B-39", "damage on one order, a question about the customer's other order", "pan warped + other order",
         "Hi, the carbon steel pan (SU-84140) arrived warped - it rocks on the hob and won't sit flat. Please refund it.\n\n"
         "Also, my knife order SU-84141 still says 'placed'. Can you tell me when it will ship? No need to cancel it, "
         "I still want it.\n\nThanks, Ahmed",
         "ahmed.khalil@gmail.com", "SU-84140", [a, b], T("11-10T10:00"),
         ["damaged_item", {"kind": "other", "quote": "Can you tell me when it will ship?"}], "partial",
         [refund(a, "damaged_item", a.due("FP-120"), [("FP-120", 1)])], escalations=["ship"],
         actions=["refund the pan and its tax", "a person answers when the knife ships", "do not cancel the knife"],
         hard="a second order of his own with a question and a 'no need to cancel'")

    # 40 marketplace late + damage on replace seller, short
    cust("C-40", "Lena Hoffmann", "lena.hoffmann@web.de")
    o = Order("SU-84142", "C-40", "S-HH", T("11-01"),
              [("TC-610", "Teacup, cobalt", 2, 2600), ("TP-611", "Teapot, cobalt, 1 litre", 1, 5800)],
              fee=995, parcels=[parcel("1Z84142", "2026-11-05", T("11-10T10:00"))])
    case("V24B-40", "one cup of two broken and the parcel late", "cobalt tea set",
         "Hello, the cobalt tea set arrived 5 days later than promised and one of the two teacups was broken in "
         "transit (the teapot is fine). Please refund the broken cup and the shipping cost. Thank you! Lena - SU-84142",
         "lena.hoffmann@web.de", "SU-84142", [o], T("11-12T10:00"), ["damaged_item", "late_delivery"], "resolved",
         [refund(o, "damaged_item", o.due("TC-610", 1), [("TC-610", 1)]), refund(o, "late_delivery", o.fee, [])],
         actions=["refund one cup and its tax share", "refund the $9.95 late fee"],
         hard="one unit of two beside a late fee, both in one sentence; the teapot named fine")


def main():
    build()
    CASES.sort(key=lambda c: c["id"])
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)) == 40, len(ids)
    with open(HERE / "ver24b.jsonl", "w") as f:
        f.write("// ver24b: 40 blind support mails, held back (generated by gen.py; run once on final code)\n")
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    money = [i for i in ids if NOTES[i]["exact_money"]]
    summary = {"cases": len(ids), "exact_money_cases": len(money),
               "money_total": f"${sum(NOTES[i]['total_cents'] for i in ids) / 100:,.2f}"}
    (HERE / "notes.json").write_text(json.dumps({"summary": summary, "cases": dict(sorted(NOTES.items()))}, indent=1, ensure_ascii=False) + "\n")
    print(summary)


if __name__ == "__main__":
    main()
