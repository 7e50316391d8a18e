"""Blind round ver22a: 40 tickets about several goods and several requests at once.

Deterministic: no clock, no randomness. Writes ver22a.jsonl and notes.json beside this file.
Theme: money to the right line and source, every request accounted for, on orders of 3-6 lines
where one or two are damaged / missing / wrong and the rest are fine.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

PLACED = "2026-11-09T10:00:00Z"
PROMISED = "2026-11-14"
DELIVERED = "2026-11-13T14:20:00Z"
LATE_PROMISED = "2026-11-12"
LATE_DELIVERED = "2026-11-15T16:05:00Z"
NOW = "2026-11-17T15:00:00Z"

HOME = {"ref": "S-HOME", "name": "Supervisor Home", "seller_type": "first_party"}
HOME_SUP = {"ref": "SUP-HOME", "seller": "S-HOME", "accepts_returns": True, "return_window_days": 30,
            "damage_remedy": "refund_keep_item",
            "text": "Our own goods: arrived broken, keep it and we refund it with its tax; unused goods may go back within 30 days."}
LARK = {"ref": "S-LARK", "name": "Larkspur Ceramics", "seller_type": "marketplace"}
LARK_SUP = {"ref": "SUP-LARK", "seller": "S-LARK", "accepts_returns": True, "return_window_days": 30,
            "damage_remedy": "refund_keep_item",
            "text": "Larkspur Ceramics pays for pieces that reach you broken; you keep them. Returns of unused pieces within 30 days."}
TIDE = {"ref": "S-TIDE", "name": "Tidewater Glass", "seller_type": "marketplace"}
TIDE_SUP = {"ref": "SUP-TIDE", "seller": "S-TIDE", "accepts_returns": False, "return_window_days": 0,
            "damage_remedy": "replace",
            "text": "Tidewater Glass blows every piece to order: a broken piece is remade and sent again; no returns for a change of mind."}

SELLERS = {"home": (HOME, HOME_SUP), "lark": (LARK, LARK_SUP), "tide": (TIDE, TIDE_SUP)}
SOURCE = {"home": "platform", "lark": "seller", "tide": "seller"}


def ship(track, late=False, status="delivered", lines=None, delivered=None, promised=None):
    promised = promised or (LATE_PROMISED if late else PROMISED)
    scans = [{"at": "2026-11-10T09:00:00Z", "code": "picked_up", "location": "Depot"},
             {"at": "2026-11-11T09:00:00Z", "code": "in_transit", "location": "Hub"}]
    s = {"carrier": "ParcelX", "tracking_number": track, "status": status, "promised_by": promised,
         "scans": scans}
    if status == "delivered":
        d = delivered or (LATE_DELIVERED if late else DELIVERED)
        s["delivered_at"] = d
        s["scans"] = scans + [{"at": d, "code": "delivered", "location": "Front door"}]
    if lines:
        s["lines"] = lines
    return s


def order(ref, cust, seller, lines, fee=0, tax=True, shipments=None, dup=None, status="delivered",
          placed=PLACED, refunds=None, returns=None):
    """lines: [(sku, description, qty, unit_cents)]. dup: 'items' or 'delivery' charged twice."""
    items = sum(q * p for _, _, q, p in lines)
    charges = [{"kind": "items", "description": "Goods", "amount_cents": items, "charged_at": placed}]
    if dup == "items":
        charges.append({"kind": "items", "description": "Goods", "amount_cents": items,
                        "charged_at": placed.replace("10:00:00", "10:03:12")})
    fees = [fee] if isinstance(fee, int) else list(fee)
    for f in fees:
        if f:
            charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": f, "charged_at": placed})
    if dup == "delivery":
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": fees[0],
                        "charged_at": placed.replace("10:00:00", "10:02:40")})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": items // 10, "charged_at": placed})
    o = {"ref": ref, "customer": cust, "seller": SELLERS[seller][0]["ref"], "status": status, "placed_at": placed,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges,
         "shipments": shipments if shipments is not None else [ship("PX" + ref[3:])]}
    if refunds:
        o["refunds"] = refunds
    if returns:
        o["returns"] = returns
    return o


def world(cust_name, email, orders, sellers=("home",), extra_customers=()):
    ss = [SELLERS[s] for s in sellers]
    return {"customers": [{"ref": "C-1", "name": cust_name, "email": email}] + list(extra_customers),
            "sellers": [s for s, _ in ss], "supplements": [p for _, p in ss], "orders": orders}


def dmg(unit, qty=1, tax=True):
    return qty * unit + (qty * unit // 10 if tax else 0)


CASES = []
NOTES = {}


def case(cid, shape, why, subject, body, email, order_ref, w, labels, expected, now=NOW, tags=()):
    ints = [{"kind": k, "quote": q} for k, q in labels]
    for _, q in labels:
        assert q.lower() in (subject + " " + body).lower(), (cid, q)
    c = {"id": cid, "title": shape, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": w, "now": now, "intents": ints, "expected": expected}
    CASES.append(c)
    NOTES[cid] = {"shape": shape, "why": why, "labels": [{"kind": k, "quote": q} for k, q in labels]}


def R(amount, src, lines=None):
    r = {"amount_cents": amount, "source": src}
    if lines is not None:
        r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r


# ---------------------------------------------------------------- 01
L = [("VAS-SG", "Ribbed vase, sage green", 1, 3200), ("VAS-TC", "Ribbed vase, terracotta", 1, 3200),
     ("RUN-LN", "Linen table runner", 1, 2800), ("CND-BW", "Beeswax taper candles, pair", 1, 1200)]
case("V22A-01", "chatty; 4 lines, one named by colour, two lines alike told apart by colour",
     "only the green vase is paid; the terracotta twin is called fine",
     "My vases",
     "Hello! The parcel came yesterday and I was so excited to unpack it. Sadly the green vase arrived in pieces - "
     "there were shards all through the paper. The terracotta one is perfect and so are the runner and the candles. "
     "Could you refund the green one for me? Thanks a million, Hattie",
     "hattie.ames@example.com", "SU-80110",
     world("Hattie Ames", "hattie.ames@example.com", [order("SU-80110", "C-1", "home", L, fee=495)]),
     [("damaged_item", "the green vase arrived in pieces")],
     {"outcome": "resolved", "refunds": [R(dmg(3200), "platform", [("VAS-SG", 1)])], "returns": [], "escalations": []},
     tags=["voice:chatty", "colour"])

# ---------------------------------------------------------------- 02
L = [("PLT-DN", "Stoneware dinner plate", 4, 2200), ("PLT-SD", "Stoneware side plate", 4, 1500),
     ("BWL-SV", "Stoneware serving bowl", 1, 3600)]
case("V22A-02", "terse; two of the four", "2 units of the dinner plate line, not 4; side plates and bowl fine",
     "plates SU-80210",
     "2 of the 4 dinner plates cracked. side plates + bowl ok. refund the 2 pls",
     "k.odum@example.com", "SU-80210",
     world("Kofi Odum", "k.odum@example.com", [order("SU-80210", "C-1", "home", L)]),
     [("damaged_item", "2 of the 4 dinner plates cracked")],
     {"outcome": "resolved", "refunds": [R(dmg(2200, 2), "platform", [("PLT-DN", 2)])], "returns": [], "escalations": []},
     tags=["voice:terse", "partial_quantity"])

# ---------------------------------------------------------------- 03
L = [("SKL-26", "Cast iron skillet 26cm", 1, 4500), ("SPN-RD", "Enamel saucepan, red", 1, 3900),
     ("SPO-WD", "Wooden spoon set", 1, 1500)]
case("V22A-03", "angry; two damaged lines and a delivery fee taken twice",
     "saucepan paid with tax, the delivery copy paid once, the skillet untouched; the spoons (two of a one-unit set) go to a person",
     "TWO things broken AND double charged",
     "Honestly this is the worst delivery I've had all year. The red saucepan has a huge chip in the enamel on the rim "
     "and the wooden spoons are snapped, two of them in half. The skillet survived, no thanks to your packing. "
     "On top of that you charged me the delivery fee twice - I can see both on my card. "
     "I want the saucepan and the spoons refunded and the extra delivery charge back. Today.",
     "ray.blunt@example.com", "SU-80310",
     world("Ray Blunt", "ray.blunt@example.com", [order("SU-80310", "C-1", "home", L, fee=599, dup="delivery")]),
     [("damaged_item", "The red saucepan has a huge chip in the enamel on the rim"),
      ("damaged_item", "the wooden spoons are snapped"),
      ("duplicate_charge", "you charged me the delivery fee twice")],
     # Fixed after the run (my mistake): the spoons are one "Wooden spoon set" unit and the ticket says
     # "two of them" snapped: a part of a set goes to a person (docs/evals.md, FR-03/POL-53), not $16.50.
     {"outcome": "partial",
      "refunds": [R(dmg(3900), "platform", [("SPN-RD", 1)]), R(599, "platform", [])],
      "returns": [], "escalations": [{"item": "spoon"}]},
     tags=["voice:angry", "multi_intent"])

# ---------------------------------------------------------------- 04
L = [("THR-MU", "Wool throw, mustard", 1, 5600), ("CUS-MU", "Cushion cover, mustard", 2, 1800),
     ("INS-45", "Cushion insert 45cm", 2, 900)]
case("V22A-04", "non-native English; a wrong colour on one of three lines",
     "the throw goes back as a wrong item; the exchange asked (the right one) goes to a person; covers and inserts are fine; no money in the run",
     "Wrong colour blanket",
     "Hello, I receive my order today. The throw what arrive is grey colour, not the mustard I order. "
     "The cushion covers and the inners are good, no problem with them. Please I want to send back the throw "
     "and get the right one or the money. Thank you very much.",
     "marta.kowal@example.com", "SU-80410",
     world("Marta Kowal", "marta.kowal@example.com", [order("SU-80410", "C-1", "home", L, fee=495)]),
     [("wrong_item", "The throw what arrive is grey colour, not the mustard I order")],
     # Fixed after the run (my mistake): "get the right one" asks an exchange a person arranges (docs: asking for
     # the right one sent is `other`), so a person answering that sentence is expected beside the return.
     {"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "THR-MU"}],
      "escalations": [{"item": "send back the throw"}]},
     tags=["voice:non_native", "wrong_item"])

# ---------------------------------------------------------------- 05
L = [("MUG-SP", "Hand-thrown mug, speckled", 2, 1800), ("TPT-HT", "Hand-thrown teapot", 1, 4800),
     ("CST-SET", "Cork coaster set", 1, 1200)]
case("V22A-05", "money preferred to goods, marketplace seller that refunds and lets you keep",
     "the teapot paid from the seller, mugs and coasters fine",
     "Teapot spout",
     "Hi there, the teapot's spout snapped off in transit - it was lying loose in the box. The two mugs and the "
     "coasters are lovely. I'd much rather have the money back than wait weeks for another teapot to be made.",
     "june.park@example.com", "SU-80510",
     world("June Park", "june.park@example.com", [order("SU-80510", "C-1", "lark", L, fee=695)], sellers=("lark",)),
     [("damaged_item", "the teapot's spout snapped off in transit")],
     {"outcome": "resolved", "refunds": [R(dmg(4800), "seller", [("TPT-HT", 1)])], "returns": [], "escalations": []},
     tags=["seller:marketplace", "money_preferred"])

# ---------------------------------------------------------------- 06
L = [("JAR-LG", "Glass storage jar, large", 1, 1600), ("JAR-SM", "Glass storage jar, small", 1, 1100),
     ("LID-BM", "Bamboo lid set", 1, 900)]
case("V22A-06", "goods preferred to money, a negation of the refund",
     "no refund may be paid; a person arranges another large jar",
     "Cracked jar",
     "Morning. The large jar was cracked when I opened the box, the small one and the lids are fine. "
     "Please don't refund me - I just want another large jar posted out, the set looks odd without it.",
     "d.ferris@example.com", "SU-80610",
     world("Dan Ferris", "d.ferris@example.com", [order("SU-80610", "C-1", "home", L)]),
     [("damaged_item", "The large jar was cracked when I opened the box"),
      ("other", "I just want another large jar posted out")],
     {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "jar"}]},
     tags=["goods_preferred", "negation"])

# ---------------------------------------------------------------- 07
L = [("KTL-KS", "Kestrel stovetop kettle 1.7L", 1, 5200), ("MUG-EW", "Enamel mug, white", 2, 1400),
     ("DSC-01", "Kettle descaler", 1, 700)]
case("V22A-07", "a damage, a product question and a request of no known kind in one ticket; brand-ish name",
     "the kettle paid; the question and the opt-out each go to a person",
     "Kestrel kettle + two other things",
     "Hi, three things. First, the Kestrel came with its handle cracked clean through, so I can't lift it off the hob - "
     "please refund it, the mugs are fine. Second, is the descaler safe to use on the enamel mugs? "
     "Third, please stop sending me the text message offers, I never signed up for them.",
     "olu.benson@example.com", "SU-80710",
     world("Olu Benson", "olu.benson@example.com", [order("SU-80710", "C-1", "home", L, fee=495)]),
     [("damaged_item", "the Kestrel came with its handle cracked clean through"),
      ("other", "is the descaler safe to use on the enamel mugs?"),
      ("other", "please stop sending me the text message offers")],
     {"outcome": "partial", "refunds": [R(dmg(5200), "platform", [("KTL-KS", 1)])], "returns": [],
      "escalations": [{"item": "descaler"}, {"item": "text message"}]},
     tags=["multi_intent", "other", "brand"])

# ---------------------------------------------------------------- 08
L = [("TWL-BN", "Bath towel, navy", 2, 2500), ("TWL-HN", "Hand towel, navy", 2, 1200),
     ("MAT-BT", "Cotton bath mat", 1, 1900)]
case("V22A-08", "two requests written as questions: a late fee and one of two hand towels",
     "the $6.95 fee and one hand towel with tax; the bath towels and mat untouched",
     "Towels order",
     "Could I get the delivery charge back, seeing as it turned up three days after the date you promised? "
     "Also one of the hand towels has a big pull running down it - can you refund that one? The bath towels and the mat are fine.",
     "s.achterberg@example.com", "SU-80810",
     world("Sanne Achterberg", "s.achterberg@example.com",
           [order("SU-80810", "C-1", "home", L, fee=695, shipments=[ship("PX80810", late=True)])]),
     [("late_delivery", "Could I get the delivery charge back"),
      ("damaged_item", "one of the hand towels has a big pull running down it")],
     {"outcome": "resolved", "refunds": [R(695, "platform", []), R(dmg(1200), "platform", [("TWL-HN", 1)])],
      "returns": [], "escalations": []},
     tags=["question_form", "multi_intent", "late"])

# ---------------------------------------------------------------- 09
L = [("PLN-LG", "Ceramic planter, large", 1, 3800), ("PLN-SM", "Ceramic planter, small", 1, 1900),
     ("SAU-01", "Plant saucer", 2, 600)]
case("V22A-09", "a condition ('if you can ... then'), 'the big one'",
     "the large planter paid and kept, as the seller's terms allow",
     "Big planter cracked",
     "The big planter has a crack running down one side, the small one and the saucers are fine. "
     "If you can refund it without me having to send it back, then please do that. If not, let me know before anything is booked.",
     "gwen.price@example.com", "SU-80910",
     world("Gwen Price", "gwen.price@example.com", [order("SU-80910", "C-1", "home", L)]),
     [("damaged_item", "The big planter has a crack running down one side")],
     {"outcome": "resolved", "refunds": [R(dmg(3800), "platform", [("PLN-LG", 1)])], "returns": [], "escalations": []},
     tags=["condition", "size_word"])

# ---------------------------------------------------------------- 10
L = [("FRM-OA4", "Picture frame, oak, A4", 2, 1500), ("FRM-BA3", "Picture frame, black, A3", 1, 2400),
     ("HNG-KT", "Picture hanging kit", 1, 500)]
case("V22A-10", "negation: 'do not want a replacement', and 'the oak ones are both fine'",
     "only the black frame paid",
     "Smashed frame",
     "The oak frames are both fine - it's the black one whose glass is smashed. "
     "I do not want a replacement sent, just the money for that one please.",
     "ines.duarte@example.com", "SU-81010",
     world("Ines Duarte", "ines.duarte@example.com", [order("SU-81010", "C-1", "home", L, fee=395)]),
     [("damaged_item", "it's the black one whose glass is smashed")],
     {"outcome": "resolved", "refunds": [R(dmg(2400), "platform", [("FRM-BA3", 1)])], "returns": [], "escalations": []},
     tags=["negation", "colour"])

# ---------------------------------------------------------------- 11
L = [("BSK-WM", "Wicker basket, medium", 1, 2600), ("BSK-RL", "Cotton rope basket, large", 1, 2200),
     ("LMP-BR", "Table lamp, brass", 1, 4500)]
OLD = [("LMP-CR", "Ceramic table lamp", 1, 5100)]
old = order("SU-81120", "C-1", "home", OLD, placed="2026-09-20T10:00:00Z",
            shipments=[ship("PX81120", delivered="2026-09-25T11:00:00Z", promised="2026-09-26")],
            refunds=[{"amount_cents": 5610, "source": "platform", "case_type": "damaged_item",
                      "reason": "lamp arrived broken", "lines": ["LMP-CR"]}])
case("V22A-11", "a past settled problem told as context beside a new one; a lamp on both orders",
     "only the wicker basket is paid; the brass lamp on this order is never mentioned as broken",
     "Squashed basket",
     "Hi again. Back in September a lamp from my last order arrived broken and you refunded it straight away, thanks again for that. "
     "This time it's the wicker basket: it came squashed flat on one side and won't stand up. "
     "The rope basket and the new brass lamp are fine. A refund for the wicker one would be great.",
     "p.lindqvist@example.com", "SU-81110",
     world("Pia Lindqvist", "p.lindqvist@example.com", [order("SU-81110", "C-1", "home", L, fee=495), old]),
     [("damaged_item", "the wicker basket: it came squashed flat on one side")],
     {"outcome": "resolved", "refunds": [R(dmg(2600), "platform", [("BSK-WM", 1)])], "returns": [], "escalations": []},
     tags=["settled_past", "voice:chatty"])

# ---------------------------------------------------------------- 12
L = [("BWL-OW", "Olive wood salad bowl", 4, 1700), ("SRV-OW", "Olive wood salad servers", 1, 1300)]
case("V22A-12", "someone else's order told as context; two of four",
     "two bowls paid; the neighbour's order asks for nothing",
     "Salad bowls",
     "My neighbour ordered the same salad bowls from you and hers came perfectly, so I think mine were just packed badly. "
     "Two of my four bowls arrived with chips out of the rim. Could you refund those two? The servers are fine.",
     "e.moss@example.com", "SU-81210",
     world("Ellen Moss", "e.moss@example.com", [order("SU-81210", "C-1", "home", L)]),
     [("damaged_item", "Two of my four bowls arrived with chips out of the rim")],
     {"outcome": "resolved", "refunds": [R(dmg(1700, 2), "platform", [("BWL-OW", 2)])], "returns": [], "escalations": []},
     tags=["others_order_context", "partial_quantity"])

# ---------------------------------------------------------------- 13
L = [("JUG-ST", "Stoneware milk jug", 1, 2100), ("SUG-ST", "Stoneware sugar bowl", 1, 1600),
     ("TRY-WD", "Walnut serving tray", 1, 3400)]
HUS = [("MUG-ST", "Stoneware mug", 2, 1500)]
case("V22A-13", "someone else's order passed on beside the customer's own damage",
     "the customer's jug paid; the husband's order goes to a person, nothing paid on it",
     "Jug cracked (and my husband's order)",
     "Hello, the milk jug in my order came with a crack through the handle; the sugar bowl and the tray are fine. "
     "Please refund the jug. My husband's order SU-81320 also had a cracked mug and he asked me to mention it, "
     "he's hopeless with emails.",
     "t.okafor@example.com", "SU-81310",
     world("Tola Okafor", "t.okafor@example.com",
           [order("SU-81310", "C-1", "home", L),
            order("SU-81320", "C-2", "home", HUS)],
           extra_customers=[{"ref": "C-2", "name": "Emeka Okafor", "email": "emeka.okafor@example.com"}]),
     [("damaged_item", "the milk jug in my order came with a crack through the handle"),
      ("other", "My husband's order SU-81320 also had a cracked mug and he asked me to mention it")],
     {"outcome": "partial", "refunds": [R(dmg(2100), "platform", [("JUG-ST", 1)])], "returns": [],
      "escalations": [{"item": "husband"}]},
     tags=["others_order", "multi_intent"])

# ---------------------------------------------------------------- 14
L = [("WGL-CR", "Crystal wine glass", 6, 1300), ("DEC-CR", "Crystal decanter", 1, 4200)]
case("V22A-14", "SMS typos; two of six glasses and a delivery fee twice",
     "two glasses with tax and the $5.99 copy; the decanter is fine",
     "glases",
     "hi teh 2 wine glases r smashed n the decanter ok. also u charged shipping twice?? "
     "refund both thx",
     "zac.t@example.com", "SU-81410",
     world("Zac Tran", "zac.t@example.com", [order("SU-81410", "C-1", "home", L, fee=599, dup="delivery")]),
     [("damaged_item", "teh 2 wine glases r smashed"), ("duplicate_charge", "u charged shipping twice??")],
     {"outcome": "resolved", "refunds": [R(dmg(1300, 2), "platform", [("WGL-CR", 2)]), R(599, "platform", [])],
      "returns": [], "escalations": []},
     tags=["voice:sms", "typos", "multi_intent"])

# ---------------------------------------------------------------- 15
L = [("CND-TL", "Beeswax pillar candle, tall", 3, 800), ("HLD-BR", "Brass candle holder", 3, 1400)]
case("V22A-15", "plural noun on a singular description; all three of a line, the other line fine",
     "three candles with tax; holders untouched",
     "melted candles",
     "The candles all melted into each other in the van, I think - all three are ruined and bent. "
     "The holders are lovely though. Can I have a refund for the candles?",
     "b.nakamura@example.com", "SU-81510",
     world("Ben Nakamura", "b.nakamura@example.com", [order("SU-81510", "C-1", "home", L, fee=395)]),
     [("damaged_item", "The candles all melted into each other in the van")],
     {"outcome": "resolved", "refunds": [R(dmg(800, 3), "platform", [("CND-TL", 3)])], "returns": [], "escalations": []},
     tags=["plural"])

# ---------------------------------------------------------------- 16
L = [("NTB-A5", "A5 notebook, dotted", 1, 900), ("PEN-FT", "Fountain pen, teal", 1, 3500),
     ("INK-10", "Ink cartridges, pack of 10", 1, 600)]
case("V22A-16", "'the second item I ordered', the other two called fine",
     "the pen is the only line left; a person reading the order pays it",
     "Broken item",
     "Good afternoon. The second item I ordered arrived snapped in half - the barrel is in two pieces. "
     "The notebook and the ink cartridges were fine. Please could I have a refund for it.",
     "r.castellanos@example.com", "SU-81610",
     world("Rosa Castellanos", "r.castellanos@example.com", [order("SU-81610", "C-1", "home", L)]),
     [("damaged_item", "The second item I ordered arrived snapped in half")],
     {"outcome": "resolved", "refunds": [R(dmg(3500), "platform", [("PEN-FT", 1)])], "returns": [], "escalations": []},
     tags=["ordinal", "voice:formal"])

# ---------------------------------------------------------------- 17
L = [("BSK-LG", "Seagrass storage basket, large", 1, 3200), ("BSK-SM", "Seagrass storage basket, small", 1, 2000),
     ("LNR-SH", "Shelf liner roll", 1, 800)]
case("V22A-17", "'the big one' vs 'the little one' on two lines named alike",
     "the large basket paid",
     "basket handle",
     "The big one came with a handle ripped clean off. The little one's fine and so is the liner. Refund for the big basket please.",
     "h.moyo@example.com", "SU-81710",
     world("Hope Moyo", "h.moyo@example.com", [order("SU-81710", "C-1", "home", L, fee=495)]),
     [("damaged_item", "The big one came with a handle ripped clean off")],
     {"outcome": "resolved", "refunds": [R(dmg(3200), "platform", [("BSK-LG", 1)])], "returns": [], "escalations": []},
     tags=["size_word"])

# ---------------------------------------------------------------- 18
L = [("CFM-HD", "Halden 12-cup coffee maker", 1, 8900), ("FLT-100", "Paper coffee filters, 100", 1, 400),
     ("FRT-HD", "Halden milk frother", 1, 3400)]
case("V22A-18", "brand-ish: two lines share the brand, the fault names one",
     "the frother paid, not the coffee maker",
     "Halden frother dead",
     "The Halden coffee maker works brilliantly. The Halden frother, on the other hand, arrived with a cracked jug "
     "and won't switch on at all. Please refund the frother.",
     "m.hale@example.com", "SU-81810",
     world("Mark Hale", "m.hale@example.com", [order("SU-81810", "C-1", "home", L)]),
     [("damaged_item", "The Halden frother, on the other hand, arrived with a cracked jug")],
     {"outcome": "resolved", "refunds": [R(dmg(3400), "platform", [("FRT-HD", 1)])], "returns": [], "escalations": []},
     tags=["brand"])

# ---------------------------------------------------------------- 19
L = [("CSH-BS", "Bistro seat cushion", 2, 1500), ("TBL-BS", "Bistro table, folding", 1, 9800)]
ships = [ship("PX81910A", lines=["CSH-BS"]),
         {"carrier": "ParcelX", "tracking_number": "PX81910B", "status": "lost", "promised_by": PROMISED,
          "scans": [{"at": "2026-11-10T09:00:00Z", "code": "picked_up", "location": "Depot"},
                    {"at": "2026-11-11T09:00:00Z", "code": "exception", "location": "Hub - parcel missing"}],
          "lines": ["TBL-BS"]}]
case("V22A-19", "split order: one parcel came, the other lost",
     "the table's parcel paid by carrier claim: the table and its tax, not the cushions or the fee",
     "Table never arrived",
     "The cushions turned up last week but the table never did - the tracking says the parcel is lost. "
     "I'd like my money back for the table please, I don't want to wait for another.",
     "c.ivers@example.com", "SU-81910",
     world("Carl Ivers", "c.ivers@example.com",
           [order("SU-81910", "C-1", "home", L, fee=0, shipments=ships, status="shipped")]),
     [("non_delivery", "the table never did")],
     {"outcome": "resolved", "refunds": [R(dmg(9800), "carrier_claim", [("TBL-BS", 1)])], "returns": [], "escalations": []},
     tags=["non_delivery", "split_order"])

# ---------------------------------------------------------------- 20
L = [("SHT-LW-M", "Linen shirt, white, size M", 1, 4200), ("SHR-CN-32", "Chino shorts, navy, 32", 1, 3800),
     ("BLT-CV", "Canvas belt", 1, 1600)]
case("V22A-20", "a wrong size on one line and a change of mind on another, the third fine",
     "two returns, no money in the run",
     "Shirt size + shorts",
     "The shirt came as an XL although I ordered an M (even the packing slip says M). "
     "And the shorts - nothing wrong with them, I just don't like the fit, so can I send them back? The belt I'm keeping.",
     "l.fontaine@example.com", "SU-82010",
     world("Luc Fontaine", "l.fontaine@example.com", [order("SU-82010", "C-1", "home", L, fee=495)]),
     [("wrong_item", "The shirt came as an XL although I ordered an M"),
      ("change_of_mind", "I just don't like the fit, so can I send them back?")],
     {"outcome": "resolved", "refunds": [],
      "returns": [{"kind": "return", "sku": "SHT-LW-M"}, {"kind": "return", "sku": "SHR-CN-32"}], "escalations": []},
     tags=["multi_intent", "wrong_item", "change_of_mind"])

# ---------------------------------------------------------------- 21
L = [("CUP-ER", "Espresso cup, red", 4, 900), ("SAU-ER", "Espresso saucer, red", 4, 500),
     ("TMP-CF", "Coffee tamper", 1, 1900)]
case("V22A-21", "forwarded mail; 3 out of the 4 saucers and an invoice ask",
     "three saucers with tax; the invoice goes to a person",
     "Fwd: espresso set",
     "---------- Forwarded message ---------\nFrom: Priya Raman\nTo: orders desk\n\n"
     "Hi, forwarding this from my personal inbox. 3 out of the 4 saucers are broken - the cups and the tamper are fine. "
     "Please refund the three saucers. Also please email me a VAT invoice for the whole order, my company pays for it.\n\nPriya",
     "priya.raman@example.com", "SU-82110",
     world("Priya Raman", "priya.raman@example.com", [order("SU-82110", "C-1", "home", L, fee=395)]),
     [("damaged_item", "3 out of the 4 saucers are broken"),
      ("other", "please email me a VAT invoice for the whole order")],
     {"outcome": "partial", "refunds": [R(dmg(500, 3), "platform", [("SAU-ER", 3)])], "returns": [],
      "escalations": [{"item": "invoice"}]},
     tags=["voice:forwarded", "partial_quantity", "other"])

# ---------------------------------------------------------------- 22
L = [("BTD-CR", "Butter dish, cream", 1, 1800), ("CKT-20", "Round cake tin 20cm", 1, 1500),
     ("PID-EN", "Enamel pie dish", 1, 1700)]
case("V22A-22", "elderly polite, the request as a question",
     "the butter dish paid",
     "Butter dish",
     "Dear Sir or Madam, I hope you are keeping well. I am afraid the butter dish arrived with its lid cracked in two. "
     "Would it be at all possible to have the cost of it refunded? The cake tin and the pie dish are in perfect order. "
     "With kind regards, Mrs Edna Clay",
     "edna.clay@example.com", "SU-82210",
     world("Edna Clay", "edna.clay@example.com", [order("SU-82210", "C-1", "home", L, fee=395)]),
     [("damaged_item", "the butter dish arrived with its lid cracked in two")],
     {"outcome": "resolved", "refunds": [R(dmg(1800), "platform", [("BTD-CR", 1)])], "returns": [], "escalations": []},
     tags=["voice:elderly", "question_form"])

# ---------------------------------------------------------------- 23
L = [("TMB-SM", "Smoke glass tumbler", 4, 1100), ("PCH-GL", "Blown glass pitcher", 1, 3900)]
case("V22A-23", "marketplace seller whose remedy is a replacement; money asked",
     "no card refund in the run; a person arranges the seller's remake",
     "Pitcher cracked",
     "The pitcher arrived with a crack from the lip halfway down. The four tumblers are all fine. "
     "What can you do about the pitcher?",
     "a.whitlock@example.com", "SU-82310",
     world("Ada Whitlock", "a.whitlock@example.com", [order("SU-82310", "C-1", "tide", L, fee=695)], sellers=("tide",)),
     [("damaged_item", "The pitcher arrived with a crack from the lip halfway down")],
     {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "pitcher"}]},
     tags=["seller:marketplace", "replace"])

# ---------------------------------------------------------------- 24
L = [("SCK-RN3", "Running socks, 3-pack", 2, 1500), ("BTL-ST", "Steel water bottle", 1, 2200)]
case("V22A-24", "'billed two times' with the amount, plus an account change",
     "the $52.00 items copy paid; the email change goes to a person",
     "billed twice",
     "You billed me two times for the socks and the bottle, $52.00 each time, both on the same morning. "
     "Please put the second one back. And could you change the email on my account to nadia.r@example.net? I'm closing this inbox.",
     "nadia.rahm@example.com", "SU-82410",
     world("Nadia Rahm", "nadia.rahm@example.com", [order("SU-82410", "C-1", "home", L, fee=495, dup="items")]),
     [("duplicate_charge", "You billed me two times for the socks and the bottle"),
      ("other", "could you change the email on my account")],
     {"outcome": "partial", "refunds": [R(5200, "platform", [])], "returns": [], "escalations": [{"item": "email"}]},
     tags=["duplicate", "other"])

# ---------------------------------------------------------------- 25
L = [("FLT-CH", "Champagne flute", 4, 1600), ("ICE-BK", "Ice bucket, hammered", 1, 4400)]
case("V22A-25", "'two of the four' on a plural with a typo",
     "two flutes with tax, not four; the ice bucket fine",
     "flutes",
     "Two of the four flutess snapped at the stem in the box. The ice bucket is grand. Refund for the two broken ones, please.",
     "c.odonnell@example.com", "SU-82510",
     world("Ciara O'Donnell", "c.odonnell@example.com", [order("SU-82510", "C-1", "home", L, fee=495)]),
     [("damaged_item", "Two of the four flutess snapped at the stem in the box")],
     {"outcome": "resolved", "refunds": [R(dmg(1600, 2), "platform", [("FLT-CH", 2)])], "returns": [], "escalations": []},
     tags=["partial_quantity", "typos"])

# ---------------------------------------------------------------- 26
L = [("NBW-TL", "Noodle bowl, teal", 2, 1400), ("NBW-GR", "Noodle bowl, grey", 2, 1400),
     ("CHP-BM", "Bamboo chopsticks, 5 pairs", 1, 800)]
case("V22A-26", "two colours of one product; one declined by the customer",
     "one teal bowl paid; the grey bowl's mark is waived",
     "teal bowl chip",
     "One of the teal bowls has a chip out of the rim, please refund that one. "
     "One grey bowl has a tiny mark on the base but I don't want anything for it, it's fine. Chopsticks all good.",
     "w.zhang@example.com", "SU-82610",
     world("Wei Zhang", "w.zhang@example.com", [order("SU-82610", "C-1", "home", L)]),
     [("damaged_item", "One of the teal bowls has a chip out of the rim")],
     {"outcome": "resolved", "refunds": [R(dmg(1400), "platform", [("NBW-TL", 1)])], "returns": [], "escalations": []},
     tags=["colour", "negation", "waived"])

# ---------------------------------------------------------------- 27
L = [("CAS-CI", "Cast iron casserole dish", 1, 4600), ("GLV-OV", "Oven gloves", 1, 1200)]
case("V22A-27", "amount in words taken twice, and a damage on one of two lines",
     "the $58.00 items copy and the casserole with tax; the gloves fine",
     "casserole + charged twice",
     "Two problems. You took fifty-eight dollars off my card twice for this order. "
     "And the casserole dish arrived with a crack right across the base. The oven gloves are fine. "
     "Please refund the second payment and the casserole.",
     "g.abara@example.com", "SU-82710",
     world("Grace Abara", "g.abara@example.com", [order("SU-82710", "C-1", "home", L, dup="items")]),
     [("duplicate_charge", "You took fifty-eight dollars off my card twice for this order"),
      ("damaged_item", "the casserole dish arrived with a crack right across the base")],
     {"outcome": "resolved", "refunds": [R(5800, "platform", []), R(dmg(4600), "platform", [("CAS-CI", 1)])],
      "returns": [], "escalations": []},
     tags=["amount_in_words", "multi_intent"])

# ---------------------------------------------------------------- 28
L = [("BWL-BC", "Cereal bowl, blue", 2, 1200), ("PLT-BD", "Dinner plate, blue", 2, 1900), ("MUG-BL", "Mug, blue", 2, 1300)]
case("V22A-28", "two damaged lines of six units, and a request of no known kind",
     "one bowl and one mug with tax; closing the account goes to a person",
     "bowl + mug, and my account",
     "One cereal bowl and one mug came cracked; the plates are fine and so are the other bowl and mug. "
     "Please refund the two broken pieces. After that, please close my account - I'm moving abroad.",
     "f.lenz@example.com", "SU-82810",
     world("Frida Lenz", "f.lenz@example.com", [order("SU-82810", "C-1", "home", L, fee=495)]),
     [("damaged_item", "One cereal bowl"), ("damaged_item", "one mug came cracked"),
      ("other", "please close my account")],
     {"outcome": "partial",
      "refunds": [R(dmg(1200), "platform", [("BWL-BC", 1)]), R(dmg(1300), "platform", [("MUG-BL", 1)])],
      "returns": [], "escalations": [{"item": "account"}]},
     tags=["multi_intent", "other"])

# ---------------------------------------------------------------- 29
L = [("PHC-RD", "Phone case, red", 1, 1500), ("PHC-BK", "Phone case, black", 1, 1500), ("SCR-PR", "Screen protector", 1, 900)]
case("V22A-29", "SMS typos; 'the red 1' against 'black 1'",
     "the red case paid",
     "case",
     "red 1 came w a crack in the corner, black 1 fine, screen thing fine. can u refund the red 1",
     "j.kiptoo@example.com", "SU-82910",
     world("Joy Kiptoo", "j.kiptoo@example.com", [order("SU-82910", "C-1", "home", L)]),
     [("damaged_item", "red 1 came w a crack in the corner")],
     {"outcome": "resolved", "refunds": [R(dmg(1500), "platform", [("PHC-RD", 1)])], "returns": [], "escalations": []},
     tags=["voice:sms", "colour"])

# ---------------------------------------------------------------- 30
L = [("TWL-ST", "Tea towel, striped", 3, 700), ("MIT-OV", "Oven mitt", 1, 1100)]
case("V22A-30", "learner English, a wrong pattern on one of two lines",
     "the tea towels go back; how to exchange them goes to a person; the mitt stays; no money in the run",
     "wrong tea towel",
     "Hello. I order 3 tea towel with stripes, you send me 3 tea towel with flowers. The oven mitt is correct. "
     "How I can change them?",
     "h.nguyen@example.com", "SU-83010",
     world("Hoa Nguyen", "h.nguyen@example.com", [order("SU-83010", "C-1", "home", L)]),
     [("wrong_item", "I order 3 tea towel with stripes, you send me 3 tea towel with flowers")],
     # Fixed after the run (my mistake): "How I can change them?" asks how to exchange; a person answering it
     # beside the return is right.
     {"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "TWL-ST"}],
      "escalations": [{"item": "change them"}]},
     tags=["voice:non_native", "wrong_item"])

# ---------------------------------------------------------------- 31
L = [("LMP-FL", "Floor lamp, arched", 1, 6900), ("RUG-JT", "Jute rug 120x170", 1, 5400)]
ships = [ship("PX83110A", lines=["LMP-FL"]), ship("PX83110B", late=True, lines=["RUG-JT"])]
case("V22A-31", "formal; two parcels with a fee each, the second late",
     "the late parcel's fee only",
     "Late delivery of the rug parcel",
     "To whom it may concern. My order arrived in two parcels. The lamp was delivered on time; the second parcel, "
     "containing the rug, arrived three days after the date promised. I request the refund of the delivery charge for that parcel. "
     "Yours faithfully, A. Brandt",
     "a.brandt@example.com", "SU-83110",
     world("Anke Brandt", "a.brandt@example.com",
           [order("SU-83110", "C-1", "home", L, fee=[495, 495], shipments=ships)]),
     [("late_delivery", "I request the refund of the delivery charge for that parcel")],
     {"outcome": "resolved", "refunds": [R(495, "platform", [])], "returns": [], "escalations": []},
     tags=["voice:formal", "late", "split_order"])

# ---------------------------------------------------------------- 32
L = [("CRD-GR-M", "Merino cardigan, grey, M", 1, 6800), ("SCF-RS", "Wool scarf, rust", 1, 2900), ("BNE-RS", "Beanie, rust", 1, 1800)]
case("V22A-32", "a change of mind as a question, a damage as a question, a third line fine",
     "the cardigan goes back; the scarf paid with tax",
     "cardigan and scarf",
     "Can I send back the grey cardigan? It's just not me, I've not worn it. "
     "And the scarf has a hole near one end - could you refund that? The beanie is great.",
     "t.berg@example.com", "SU-83210",
     world("Tove Berg", "t.berg@example.com", [order("SU-83210", "C-1", "home", L, fee=495)]),
     [("change_of_mind", "Can I send back the grey cardigan?"),
      ("damaged_item", "the scarf has a hole near one end")],
     {"outcome": "resolved", "refunds": [R(dmg(2900), "platform", [("SCF-RS", 1)])],
      "returns": [{"kind": "return", "sku": "CRD-GR-M"}], "escalations": []},
     tags=["question_form", "multi_intent"])

# ---------------------------------------------------------------- 33
L = [("PLT-OV", "Oval serving platter", 1, 4200), ("GRV-BT", "Gravy boat", 1, 1900), ("NRG-6", "Napkin rings, set of 6", 1, 1500)]
case("V22A-33", "a condition and a 'don't touch the rest'",
     "the platter paid; nothing else",
     "platter",
     "The platter came in two halves. If the refund for it goes through, there's no need to send another one. "
     "Don't touch the rest of the order, the gravy boat and napkin rings are fine.",
     "o.reyes@example.com", "SU-83310",
     world("Omar Reyes", "o.reyes@example.com", [order("SU-83310", "C-1", "home", L, fee=395)]),
     [("damaged_item", "The platter came in two halves")],
     {"outcome": "resolved", "refunds": [R(dmg(4200), "platform", [("PLT-OV", 1)])], "returns": [], "escalations": []},
     tags=["condition", "negation"])

# ---------------------------------------------------------------- 34
L = [("YMT-PL", "Yoga mat, plum", 1, 3900), ("YBK-CK", "Cork yoga block", 1, 1300)]
case("V22A-34", "'shows twice' in plain words, and a receipt asked",
     "the $52.00 items copy; the receipt goes to a person",
     "statement",
     "My bank statement shows the yoga mat and block payment twice - $52.00 and then $52.00 again a few minutes later. "
     "Refund the extra one please, and could you email me a receipt for the refund when it's done?",
     "s.mehta@example.com", "SU-83410",
     world("Sunil Mehta", "s.mehta@example.com", [order("SU-83410", "C-1", "home", L, dup="items")]),
     [("duplicate_charge", "My bank statement shows the yoga mat and block payment twice"),
      ("other", "could you email me a receipt for the refund when it's done?")],
     {"outcome": "partial", "refunds": [R(5200, "platform", [])], "returns": [], "escalations": [{"item": "receipt"}]},
     tags=["duplicate", "other"])

# ---------------------------------------------------------------- 35
L = [("TST-CR", "Two-slice toaster, cream", 1, 5400), ("RCK-CH", "Chrome toast rack", 1, 1400), ("KNF-BT", "Butter knife", 1, 600)]
case("V22A-35", "a duplicate the bank reversed (settled), and a new damage",
     "the toast rack paid; the delivery copy on record is NOT paid (the bank reversed it)",
     "toast rack bent",
     "Quick one. You charged the delivery twice on this order, but my bank already reversed the second one, so nothing to do there. "
     "What I do need: the toast rack came bent out of shape. The toaster and the knife are fine. Refund the rack please.",
     "i.varga@example.com", "SU-83510",
     world("Ilona Varga", "i.varga@example.com", [order("SU-83510", "C-1", "home", L, fee=599, dup="delivery")]),
     [("damaged_item", "the toast rack came bent out of shape")],
     {"outcome": "resolved", "refunds": [R(dmg(1400), "platform", [("RCK-CH", 1)])], "returns": [], "escalations": []},
     tags=["settled_elsewhere", "money_trap"])

# ---------------------------------------------------------------- 36
LA = [("SDH-MB", "Marble soap dish", 1, 1600), ("TBH-MB", "Marble toothbrush holder", 1, 1800)]
LB = [("TWL-WF", "Waffle hand towel", 2, 1100)]
case("V22A-36", "two orders in one ticket: a damage on one, a late fee on the other",
     "the soap dish paid on the first order; the second order's late fee goes to a person as its own subtask",
     "Two orders",
     "Order SU-83610: the soap dish arrived cracked (the toothbrush holder is fine), please refund it. "
     "Order SU-83620 came three days late - I'd like the delivery charge on that one back too.",
     "n.haddad@example.com", "SU-83610",
     world("Nour Haddad", "n.haddad@example.com",
           [order("SU-83610", "C-1", "home", LA),
            order("SU-83620", "C-1", "home", LB, fee=595, shipments=[ship("PX83620", late=True)])]),
     [("damaged_item", "the soap dish arrived cracked"),
      ("late_delivery", "I'd like the delivery charge on that one back too")],
     {"outcome": "partial", "refunds": [R(dmg(1600), "platform", [("SDH-MB", 1)])], "returns": [],
      "escalations": [{"item": "delivery"}]},
     tags=["two_orders", "multi_intent"])

# ---------------------------------------------------------------- 37
L = [("DBW-SP", "Dessert bowl, speckled", 6, 1100), ("SPN-SV", "Ceramic serving spoon", 1, 1500)]
case("V22A-37", "marketplace seller; 'a couple of' six bowls",
     "two bowls with tax, from the seller",
     "dessert bowls",
     "A couple of the dessert bowls came chipped, the rest of them and the serving spoon are fine. Could you refund the chipped ones?",
     "k.lowe@example.com", "SU-83710",
     world("Kim Lowe", "k.lowe@example.com", [order("SU-83710", "C-1", "lark", L, fee=695)], sellers=("lark",)),
     [("damaged_item", "A couple of the dessert bowls came chipped")],
     {"outcome": "resolved", "refunds": [R(dmg(1100, 2), "seller", [("DBW-SP", 2)])], "returns": [], "escalations": []},
     tags=["seller:marketplace", "partial_quantity"])

# ---------------------------------------------------------------- 38
L = [("WEL-10", "Kids' wellies, size 10", 1, 2400), ("WEL-11", "Kids' wellies, size 11", 1, 2400), ("PSU-34", "Puddle suit, age 3-4", 1, 3200)]
case("V22A-38", "rambling, mostly context; two sizes of one product",
     "the size 11 wellies paid; the 10s and the suit fine",
     "wellies",
     "So my daughter is growing like a weed and we weren't sure which size she'd need by spring, which is why I ordered "
     "both the 10s and the 11s - the plan was to keep whichever fitted and pass the others to my sister's boy. "
     "The puddle suit is adorable by the way, she wore it straight round the garden. Anyway, the size 11 ones have a split "
     "along the sole of the left boot, so they'd let water straight in. The 10s are fine. "
     "Could you refund the 11s for me? We'll keep the 10s.",
     "r.quinn@example.com", "SU-83810",
     world("Rhian Quinn", "r.quinn@example.com", [order("SU-83810", "C-1", "home", L, fee=495)]),
     [("damaged_item", "the size 11 ones have a split along the sole of the left boot")],
     {"outcome": "resolved", "refunds": [R(dmg(2400), "platform", [("WEL-11", 1)])], "returns": [], "escalations": []},
     tags=["voice:rambling", "size_word"])

# ---------------------------------------------------------------- 39
L = [("LNT-GL", "Glass tealight lantern", 3, 1300), ("TLC-50", "Tealight candles, pack of 50", 1, 900)]
case("V22A-39", "'just one of the three'",
     "one lantern with tax",
     "lantern",
     "Of the three lanterns, one has cracked glass on one side. Refund just that one please, the other two are lovely, as are the tealights.",
     "y.hassan@example.com", "SU-83910",
     world("Yusuf Hassan", "y.hassan@example.com", [order("SU-83910", "C-1", "home", L)]),
     [("damaged_item", "Of the three lanterns, one has cracked glass on one side")],
     {"outcome": "resolved", "refunds": [R(dmg(1300), "platform", [("LNT-GL", 1)])], "returns": [], "escalations": []},
     tags=["partial_quantity"])

# ---------------------------------------------------------------- 40
L = [("LMP-DG", "Desk lamp, green", 1, 4400), ("ORG-DK", "Desk organiser", 1, 2100), ("BLB-LED", "LED bulb", 2, 500)]
case("V22A-40", "a damage, a waived late fee, and a question of no known kind",
     "the lamp paid; the late fee NOT paid (waived); the shipping question to a person",
     "lamp dented",
     "The green lamp arrived with its base dented and it wobbles - please refund it. The organiser and the bulbs are fine. "
     "Delivery was two days late but don't bother refunding the postage, I'm not fussed about that. "
     "Could you also tell me whether you ship to Ireland?",
     "m.oshea@example.com", "SU-84010",
     world("Mairead O'Shea", "m.oshea@example.com",
           [order("SU-84010", "C-1", "home", L, fee=595, shipments=[ship("PX84010", late=True)])]),
     [("damaged_item", "The green lamp arrived with its base dented"),
      ("other", "Could you also tell me whether you ship to Ireland?")],
     {"outcome": "partial", "refunds": [R(dmg(4400), "platform", [("LMP-DG", 1)])], "returns": [],
      "escalations": [{"item": "Ireland"}]},
     tags=["multi_intent", "waived", "other"])


def main():
    assert len(CASES) == 40, len(CASES)
    with open(os.path.join(HERE, "ver22a.jsonl"), "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "notes.json"), "w") as f:
        json.dump(NOTES, f, indent=1, ensure_ascii=False)
        f.write("\n")
    money = sum(1 for c in CASES if c["expected"]["refunds"])
    print(f"{len(CASES)} cases, {money} expect exact money")


if __name__ == "__main__":
    main()
