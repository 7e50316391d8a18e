"""v11n blind round: ~40 tickets -> cases.jsonl (eval) and screen.jsonl (screening)."""
import json
NOW = "2026-11-20T12:00:00Z"
def tax(c): return (c * 825 + 5000) // 10000
SELL = {"SUN": ("SEL-SUN", "Sundry", "first_party", True, 30, "refund_keep_item"),
        "SUH": ("SEL-SUH", "Sundry Home", "first_party", True, 30, "collect_and_refund"),
        "NBO": ("SEL-NBO", "Northbound Outfitters", "marketplace", True, 30, "refund_keep_item"),
        "LML": ("SEL-LML", "Loom & Lantern", "marketplace", False, 0, "refund_keep_item")}
SRC = {"first_party": "platform", "marketplace": "seller"}
cases, screens = [], []

def order(ref, lines, seller="SUN", fee=599, dup=None, late=False, status="delivered", shipped=True, refunds=(), lost=False, fee_desc="Standard delivery"):
    items = sum(q * p for _, _, q, p in lines)
    ch = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-08T10:00:00Z"}]
    if fee: ch.append({"kind": "delivery", "description": fee_desc, "amount_cents": fee, "charged_at": "2026-11-08T10:00:00Z"})
    ch.append({"kind": "tax", "description": "Sales tax 8.25%", "amount_cents": tax(items), "charged_at": "2026-11-08T10:00:00Z"})
    if dup == "items": ch.append(dict(ch[0], charged_at="2026-11-08T10:04:00Z"))
    if dup == "delivery": ch.append(dict(ch[1], charged_at="2026-11-08T10:04:00Z"))
    o = {"ref": ref, "customer": "C-1", "seller": SELL[seller][0], "status": status, "placed_at": "2026-11-08T10:00:00Z",
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines], "charges": ch,
         "shipments": [], "refunds": list(refunds)}
    if shipped:
        if lost:
            o["shipments"].append({"carrier": "Meridian Parcel", "tracking_number": "TRK" + ref[-6:], "status": "in_transit", "promised_by": "2026-11-12",
                                   "scans": [{"at": "2026-11-09T09:00:00Z", "code": "picked_up", "location": "Reno, NV"},
                                             {"at": "2026-11-10T09:00:00Z", "code": "in_transit", "location": "Sacramento, CA"}]})
        else:
            d = "2026-11-17T15:00:00Z" if late else "2026-11-12T15:00:00Z"
            o["shipments"].append({"carrier": "Meridian Parcel", "tracking_number": "TRK" + ref[-6:], "status": "delivered", "promised_by": "2026-11-13",
                                   "delivered_at": d, "scans": [{"at": "2026-11-09T09:00:00Z", "code": "picked_up", "location": "Reno, NV"},
                                                                 {"at": d, "code": "delivered", "location": "Front door"}]})
    return o

def share(o, sku, n=None):
    items = sum(l["quantity"] * l["unit_price_cents"] for l in o["lines"])
    l = next(l for l in o["lines"] if l["sku"] == sku); n = n or l["quantity"]
    v = n * l["unit_price_cents"]
    return v + (tax(items) * v + items // 2) // items

def add(cid, subject, body, orders, intents, outcome, refunds=(), returns=(), esc=(), deferred=None, rq=(), title="", ref=""):
    sellers = sorted({o["seller"] for o in orders})
    world = {"customers": [{"ref": "C-1", "name": "Pat Rivera", "email": f"pat.{cid.lower()}@example.com"}],
             "sellers": [{"ref": r, "name": n, "seller_type": t} for k, (r, n, t, *_ ) in SELL.items() if r in sellers],
             "supplements": [{"ref": "SUP-" + k, "seller": r, "accepts_returns": a, "return_window_days": w, "damage_remedy": dr, "text": f"{n} terms."}
                             for k, (r, n, t, a, w, dr) in SELL.items() if r in sellers],
             "orders": orders}
    exp = {"outcome": outcome, "refunds": [{"amount_cents": a, "source": s} for a, s in refunds],
           "returns": [{"kind": k, "sku": s} for k, s in returns], "escalations": [{"item": i} for i in esc]}
    if deferred is not None: exp["deferred"] = [{"item": i} for i in deferred]
    cases.append({"id": cid, "title": title, "ticket": {"subject": subject, "body": body, "customer_email": f"pat.{cid.lower()}@example.com", "order_ref": ref},
                  "world": world, "now": NOW, "intents": intents, "expected": exp,
                  "approver": {"refunds": [{"answer": "approve", "role": "support_lead"}]}})
    for q, k in rq: assert q in subject + "\n" + body, (cid, q)
    screens.append({"id": cid, "subject": subject, "body": body, "requests": [{"quote": q, "kind": k} for q, k in rq], "language": "en"})

P = "platform"
# 01 reply to the shop's question, answer only above the quote
o = order("SU-81001", [("KTL", "Electric kettle, brushed steel", 1, 3499), ("TST", "2-slice toaster", 1, 2999)])
add("V11N-01", "Re: Your order SU-81001 - which item?", "It's the kettle. The lid hinge snapped clean off when I opened the box.\n\nPat\n\n> On Tue 17 Nov 2026, Sundry Support <help@sundry.example> wrote:\n> Thanks for getting in touch. Could you tell us which item in order SU-81001 arrived damaged?\n> We'll sort it as soon as we hear back.",
    [o], ["damaged_item"], "resolved", [(share(o, "KTL"), P)], rq=[("The lid hinge snapped clean off when I opened the box.", "damaged_item")], ref="SU-81001")
# 02 quoted shop refund is settled; new defect
o = order("SU-81002", [("HDP", "Over-ear wireless headphones, black", 1, 8999)], dup="delivery",
          refunds=[{"amount_cents": 599, "source": "platform", "case_type": "duplicate_charge", "charges": [4]}])
add("V11N-02", "Re: Duplicate delivery charge", "Got the $5.99 back, thanks. Unfortunately the headphones themselves are a problem: the left ear cup was cracked when they came out of the box and it crackles.\n\n> On 14 Nov, Sundry Support wrote:\n> We've refunded the duplicate delivery charge of $5.99 on order SU-81002. It will show in 3-5 business days.",
    [o], ["damaged_item"], "resolved", [(share(o, "HDP"), P)], rq=[("the left ear cup was cracked when they came out of the box", "damaged_item")], ref="SU-81002")
# 03 forwarded chain
o = order("SU-81003", [("BLN", "Countertop blender, glass jar", 1, 7950)])
add("V11N-03", "Fwd: blender", "Can you sort this out please? It's on my account.\n\n---------- Forwarded message ---------\nFrom: Dan Rivera <dan@example.com>\nDate: Wed, 18 Nov 2026\nSubject: blender\n\nPat - the blender from order SU-81003 came today and the glass jar is in pieces inside the box. Can you get them to refund it?",
    [o], ["damaged_item"], "resolved", [(share(o, "BLN"), P)], rq=[("the glass jar is in pieces inside the box", "damaged_item")])
# 04 bullet list, three problems
o = order("SU-81004", [("LMP", "LED desk lamp with USB-C port", 1, 3995), ("NTB", "Dotted notebook A5", 2, 899)], dup="delivery")
add("V11N-04", "A few problems with SU-81004", "Hi,\n\n- the $5.99 delivery was charged twice on my card\n- the desk lamp arrived with a cracked base\n- also could I get a proper VAT invoice for my accountant?\n\nThanks, Pat",
    [o], ["duplicate_charge", "damaged_item", "other"], "partial", [(599, P), (share(o, "LMP"), P)], esc=["invoice"],
    rq=[("the $5.99 delivery was charged twice on my card", "duplicate_charge"), ("the desk lamp arrived with a cracked base", "damaged_item"), ("could I get a proper VAT invoice for my accountant?", "other")], ref="SU-81004")
# 05 numbered list
o = order("SU-81005", [("TWL", "Bath towel set, grey", 1, 4200)], late=True)
add("V11N-05", "order SU-81005", "1) It came four days after the date you promised.\n2) The towels are pink. I ordered the grey set.\n3) Please update the phone number on my account to 555-0142.",
    [o], ["late_delivery", "wrong_item", "other"], "partial", [(599, P)], returns=[("return", "TWL")], esc=["phone"],
    rq=[("It came four days after the date you promised.", "late_delivery"), ("The towels are pink. I ordered the grey set.", "wrong_item"), ("Please update the phone number on my account to 555-0142.", "other")], ref="SU-81005")
# 06 P.S. with the real ask
o = order("SU-81006", [("KTL", "Electric kettle, brushed steel", 1, 3499)], dup="items")
add("V11N-06", "Just a note", "Hello! Just wanted to say the kettle is lovely, boils really fast and looks great on the counter. My mum wants one now too so you may get another order soon.\n\nHave a good weekend,\nPat\n\nP.S. the $34.99 for it went out of my account twice, could you refund the second one?",
    [o], ["duplicate_charge"], "resolved", [(3499, P)], rq=[("the $34.99 for it went out of my account twice, could you refund the second one?", "duplicate_charge")], ref="SU-81006")
# 07 sarcasm
o = order("SU-81007", [("MUG", "Stoneware mug, speckled", 1, 1200)])
add("V11N-07", "SU-81007", "great, another broken mug, thanks a lot. handle snapped off in the box. just refund the thing",
    [o], ["damaged_item"], "resolved", [(share(o, "MUG"), P)], rq=[("just refund the thing", "damaged_item")], ref="SU-81007")
# 08 chargeback threat
o = order("SU-81008", [("RUG", "Washable runner rug", 1, 2450)], dup="items")
add("V11N-08", "Double charge - last warning", "You took $24.50 twice for order SU-81008. If the extra one isn't back on my card by Friday I'm calling my bank and filing a chargeback.",
    [o], ["duplicate_charge"], "resolved", [(2450, P)], rq=[("You took $24.50 twice for order SU-81008.", "duplicate_charge")])
# 09 review threat, late express
o = order("SU-81009", [("HDP", "Over-ear wireless headphones, black", 1, 8999)], fee=1299, late=True, fee_desc="Express delivery")
add("V11N-09", "Late. Again.", "Paid $12.99 for express so it'd arrive for my daughter's birthday. It turned up four days after your promised date. Refund the express charge or I'm putting a 1-star review on every site I can find. Order SU-81009.",
    [o], ["late_delivery"], "resolved", [(1299, P)], rq=[("Refund the express charge", "late_delivery")])
# 10 manager only
o = order("SU-81010", [("LMP", "LED desk lamp", 1, 3995)])
add("V11N-10", "Manager", "I want to speak to a manager. Not a bot, not a form, a human being with authority. Call me on 555-0199 about order SU-81010.",
    [o], ["other"], "escalated", esc=["manager"], rq=[("I want to speak to a manager.", "other")])
# 11 rude agent + lost parcel
o = order("SU-81011", [("BLN", "Countertop blender", 1, 7950)], status="shipped", lost=True)
tot = 7950 + 599 + tax(7950)
add("V11N-11", "Complaint about your chat agent", "Your chat agent was incredibly rude to me yesterday when I asked where my parcel was - told me to 'just wait like everyone else'. I want that formally noted on file. For the record the blender (SU-81011) still hasn't arrived, it was promised by the 12th and tracking hasn't moved since the 10th.",
    [o], ["non_delivery", "other"], "partial", [(tot, "carrier_claim")], esc=["rude"],
    rq=[("I want that formally noted on file.", "other"), ("the blender (SU-81011) still hasn't arrived", "non_delivery")])
# 12 GDPR erasure
o = order("SU-81012", [("NTB", "Dotted notebook A5", 1, 899)])
add("V11N-12", "Data deletion request (GDPR Art. 17)", "Under Article 17 of the GDPR I am requesting erasure of all personal data you hold about me, including order history for SU-81012. Please confirm in writing once done.",
    [o], ["other"], "escalated", esc=["data"], rq=[("I am requesting erasure of all personal data you hold about me", "other")])
# 13 receipt ask
o = order("SU-81013", [("HDP", "Over-ear wireless headphones", 1, 8999)])
add("V11N-13", "receipt?", "hiya could u send me a receipt for SU-81013, work is reimbursing me and they want one with the tax shown. cheers",
    [o], ["other"], "escalated", esc=["receipt"], rq=[("could u send me a receipt for SU-81013", "other")])
# 14 address change before dispatch
o = order("SU-81014", [("TWL", "Bath towel set", 1, 4200)], status="placed", shipped=False)
add("V11N-14", "Change of address before it ships", "Hi, I've just moved. Order SU-81014 hasn't shipped yet - can you send it to 14 Elm Street, Apt 3, Reno NV 89501 instead of the old address?",
    [o], ["other"], "escalated", esc=["address"], rq=[("can you send it to 14 Elm Street, Apt 3, Reno NV 89501 instead of the old address?", "other")])
# 15 cancel one line before dispatch
o = order("SU-81015", [("TWL", "Bath towel set", 1, 4200), ("MUG", "Stoneware mug", 2, 1200)], status="placed", shipped=False)
add("V11N-15", "SU-81015 - remove one item", "Please cancel the bath towel set from SU-81015 before it goes out. Keep the two mugs on the order, I still want those.",
    [o], ["other"], "escalated", esc=["cancel"], rq=[("Please cancel the bath towel set from SU-81015 before it goes out.", "other")])
# 16 ask only in the subject
o = order("SU-81016", [("LMP", "LED desk lamp", 1, 3995)], fee=1299, dup="delivery", fee_desc="Express delivery")
add("V11N-16", "Refund the duplicate $12.99 express charge pls", "SU-81016\n\nthx",
    [o], ["duplicate_charge"], "resolved", [(1299, P)], rq=[("Refund the duplicate $12.99 express charge pls", "duplicate_charge")])
# 17 emoji
o = order("SU-81017", [("HDP", "Over-ear wireless headphones", 1, 8999)])
add("V11N-17", "😭 SU-81017", "my headphones arrived smashed 😭😭 the headband is snapped in two 💔 can i get my money back 🙏",
    [o], ["damaged_item"], "resolved", [(share(o, "HDP"), P)], rq=[("my headphones arrived smashed", "damaged_item")])
# 18 all caps duplicate
o = order("SU-81018", [("CKW", "Nonstick cookware set", 1, 4520)], dup="items")
add("V11N-18", "CHARGED TWICE", "I WAS CHARGED TWICE FOR THE SAME ORDER!!! $45.20 TWO TIMES ON MY STATEMENT. ORDER SU-81018. FIX IT.",
    [o], ["duplicate_charge"], "resolved", [(4520, P)], rq=[("I WAS CHARGED TWICE FOR THE SAME ORDER!!!", "duplicate_charge")])
# 19 voice to text
o = order("SU-81019", [("LMP", "LED desk lamp, black", 1, 3995)])
add("V11N-19", "order SU-81019", "hi yeah so i got the order today and the lamp is not the one i ordered i ordered the black desk lamp and you sent me a white floor lamp can you send me a label so i can send it back thanks",
    [o], ["wrong_item"], "resolved", returns=[("return", "LMP")], rq=[("the lamp is not the one i ordered", "wrong_item")])
# 20 mixed English with a few Spanish words
o = order("SU-81020", [("BLN", "Countertop blender, glass jar", 1, 7950)])
add("V11N-20", "blender SU-81020", "Hola! The blender arrived today and the glass jar is cracked down the side, qué pena. Please refund it. Muchas gracias!",
    [o], ["damaged_item"], "resolved", [(share(o, "BLN"), P)], rq=[("the glass jar is cracked down the side", "damaged_item")])
# 21 changes mind mid ticket
o = order("SU-81021", [("VAS", "Glazed ceramic vase", 1, 3800)])
add("V11N-21", "chipped vase SU-81021", "The vase arrived with a chip out of the rim. Could you send me a new one? Actually scratch that, just refund it, I'll buy one locally.",
    [o], ["damaged_item"], "resolved", [(share(o, "VAS"), P)], rq=[("just refund it", "damaged_item")])
# 22 retracts a return, keeps late ask
o = order("SU-81022", [("THR", "Cotton throw blanket, rust", 1, 5400)], late=True)
add("V11N-22", "SU-81022", "I'd like to return the throw, the colour isn't what I hoped. Hmm, actually never mind, it's grown on me, I'll keep it. The delivery was late though - four days after the date you gave me - so I'd like the shipping fee back.",
    [o], ["late_delivery"], "resolved", [(599, P)], rq=[("so I'd like the shipping fee back", "late_delivery")])
# 23 negated damage, duplicate in x2
o = order("SU-81023", [("RUG", "Jute area rug", 1, 8900)], dup="items")
add("V11N-23", "rug order", "The rug arrived fine, no damage at all, love it. But I was billed for it twice ($89.00 x2). Order SU-81023.",
    [o], ["duplicate_charge"], "resolved", [(8900, P)], rq=[("I was billed for it twice ($89.00 x2)", "duplicate_charge")])
# 24 quoted settled refund on another order; new non-delivery
o1 = order("SU-81024", [("KTL", "Electric kettle", 1, 3499)], refunds=[{"amount_cents": 3499 + tax(3499), "source": "platform", "case_type": "damaged_item", "lines": ["KTL"]}])
o2 = order("SU-81124", [("TST", "2-slice toaster", 1, 2999)], status="shipped", lost=True)
add("V11N-24", "Re: Your cracked kettle", "Thanks, that came through fine. Different problem now: the toaster I ordered separately (SU-81124) never showed up. It was due on the 12th and tracking has been stuck since the 10th.\n\n> On 3 Nov, Sundry Support wrote:\n> We've refunded $37.88 for the cracked kettle on order SU-81024. Sorry again!",
    [o1, o2], ["non_delivery"], "resolved", [(2999 + 599 + tax(2999), "carrier_claim")], rq=[("the toaster I ordered separately (SU-81124) never showed up", "non_delivery")])
# 25 answers the shop's question: refund or replacement
o = order("SU-81025", [("CTB", "Acacia cutting board", 1, 3200)])
add("V11N-25", "Re: Your damaged cutting board - SU-81025", "Refund please, no replacement needed.\n\n> On Wed 18 Nov, Sundry Support wrote:\n> Sorry to hear your cutting board arrived split down the middle. Would you prefer a refund or a replacement?",
    [o], ["damaged_item"], "resolved", [(share(o, "CTB"), P)], rq=[("Refund please, no replacement needed.", "damaged_item")])
# 26 polite no rush, duplicate hedged
o = order("SU-81026", [("NTB", "Linen notebook", 1, 1850)], dup="items")
add("V11N-26", "no rush - possible double payment", "No rush at all, but whenever someone has a sec: I think I was charged twice for SU-81026, there are two $18.50 payments on my card the same morning. Would you mind refunding the extra one? Thanks so much!",
    [o], ["duplicate_charge"], "resolved", [(1850, P)], rq=[("there are two $18.50 payments on my card the same morning", "duplicate_charge")])
# 27 invoice + duplicate delivery at Sundry Home
o = order("SU-81027", [("DSK", "Oak writing desk", 1, 24900)], seller="SUH", fee=995, dup="delivery")
add("V11N-27", "Two things re SU-81027", "Two things. First, I need an itemised invoice showing your VAT number. Second, the $9.95 standard delivery went through twice.",
    [o], ["other", "duplicate_charge"], "partial", [(995, P)], esc=["invoice"],
    rq=[("I need an itemised invoice showing your VAT number", "other"), ("the $9.95 standard delivery went through twice", "duplicate_charge")])
# 28 manager + torn cover (collection)
o = order("SU-81028", [("CHR", "Upholstered armchair, sage", 1, 18900)], seller="SUH", fee=995)
add("V11N-28", "Torn armchair SU-81028", "The armchair's seat cover is torn straight down the seam, it came out of the wrapping like that. I'd also like a manager to call me, this is the second faulty piece from you this year.",
    [o], ["damaged_item", "other"], "partial", returns=[("collection", "CHR")], esc=["manager"],
    rq=[("The armchair's seat cover is torn straight down the seam", "damaged_item"), ("I'd also like a manager to call me", "other")])
# 29 cancel membership + stop emails
o = order("SU-81029", [("NTB", "Linen notebook", 1, 1850)])
add("V11N-29", "cancel", "Cancel my Sundry Plus membership and take me off the marketing emails. Don't renew it next month.",
    [o], ["other"], "escalated", esc=["membership"], rq=[("Cancel my Sundry Plus membership and take me off the marketing emails.", "other")])
# 30 order only in signature
o = order("SU-81030", [("FRM", "Oak picture frame 8x10", 1, 2600)])
add("V11N-30", "frame", "The glass in the picture frame was shattered when I opened the parcel. Bits everywhere. Refund please.\n\n--\nMaria Lopez\nOrder SU-81030",
    [o], ["damaged_item"], "resolved", [(share(o, "FRM"), P)], rq=[("The glass in the picture frame was shattered when I opened the parcel.", "damaged_item")])
# 31 two orders in one ticket
o1 = order("SU-81031", [("MUG", "Stoneware mug", 4, 1200)])
o2 = order("SU-81131", [("TWL", "Bath towel set", 1, 4200)], dup="delivery")
add("V11N-31", "two orders", "SU-81031: two of the four mugs came cracked.\nSU-81131: delivery charged twice.\nPlease fix both.",
    [o1, o2], ["damaged_item", "duplicate_charge"], "partial", [(share(o1, "MUG", 2), P)], esc=["charged twice"],
    rq=[("two of the four mugs came cracked", "damaged_item"), ("delivery charged twice", "duplicate_charge")])
# 32 amount in words
o = order("SU-81032", [("TRY", "Walnut serving tray", 1, 2400)], dup="items")
add("V11N-32", "SU-81032 billing", "my bank statement shows twenty-four dollars taken two times for the serving tray. please put the extra twenty-four back.",
    [o], ["duplicate_charge"], "resolved", [(2400, P)], rq=[("twenty-four dollars taken two times for the serving tray", "duplicate_charge")])
# 33 forwarded from partner, late delivery on free shipping -> deferred
o = order("SU-81033", [("CKW", "Nonstick cookware set, 10 pieces", 1, 12900)], fee=0, late=True)
add("V11N-33", "FW: late pans", "Forwarding what my wife sent me - please deal with it.\n\n-----Original Message-----\nFrom: Jo Rivera\nSent: 18 November 2026\nThe cookware set (SU-81033) came 4 days late. I want compensation for the late delivery or I'll write a review about it.",
    [o], ["late_delivery"], "partial", deferred=["late"], rq=[("I want compensation for the late delivery", "late_delivery")])
# 34 wrong size, wants swap not refund
o = order("SU-81034", [("JMP", "Merino jumper, size L", 1, 6500)], seller="NBO", fee=795)
add("V11N-34", "wrong size SU-81034", "You sent a size M jumper, the order says L. I don't want a refund - please just swap it for the L.",
    [o], ["wrong_item", "other"], "escalated", esc=["swap"],
    rq=[("You sent a size M jumper, the order says L.", "wrong_item"), ("please just swap it for the L", "other")])
# 35 sarcastic late express, no explicit ask
o = order("SU-81035", [("LMP", "LED desk lamp", 1, 3995)], fee=1299, late=True, fee_desc="Express delivery")
add("V11N-35", "'Express'", "Oh fantastic, the \"express\" delivery on SU-81035 showed up four days after the promised date. Really worth the $12.99. I'd like that back, obviously.",
    [o], ["late_delivery"], "resolved", [(1299, P)], rq=[("I'd like that back, obviously.", "late_delivery")])
# 36 mostly context, marketplace DOA
o = order("SU-81036", [("HLP", "Rechargeable headlamp 400 lm", 1, 4400)], seller="NBO", fee=795)
add("V11N-36", "camping trip", "We're heading to the Sierras next month, first trip with the kids, so I've been gearing up - sleeping bags, a stove, the works. Most of it came from other shops but I grabbed the headlamp from you (SU-81036). It's dead out of the box, won't turn on even after charging all night. The rest of the kit is sorted, we leave on the 12th.",
    [o], ["damaged_item"], "resolved", [(share(o, "HLP"), "seller")], rq=[("It's dead out of the box, won't turn on even after charging all night.", "damaged_item")])
# 37 corrected order number
o = order("SU-81037", [("THR", "Hand-woven throw", 1, 11800)], seller="LML", fee=1100)
add("V11N-37", "hole in throw", "Order SU-81099 - sorry, typo, it's SU-81037. The throw arrived with a big hole in one corner, looks like it snagged on the box staple. Refund please.",
    [o], ["damaged_item"], "resolved", [(share(o, "THR"), "seller")], rq=[("The throw arrived with a big hole in one corner", "damaged_item")])
# 38 change of mind
o = order("SU-81038", [("CTB", "Bamboo cutting board", 1, 2200)])
add("V11N-38", "return", "I'd like to send back the bamboo cutting board from SU-81038. Never used, still in the wrap - just changed my mind about it.",
    [o], ["change_of_mind"], "resolved", returns=[("return", "CTB")], rq=[("I'd like to send back the bamboo cutting board from SU-81038.", "change_of_mind")])
# 39 duplicate + delete account
o = order("SU-81039", [("SOP", "Olive oil soap bar", 1, 1500)], dup="items")
add("V11N-39", "done with you", "Charged twice ($15.00) on SU-81039. Refund it, then delete my account. I'm done.",
    [o], ["duplicate_charge", "other"], "partial", [(1500, P)], esc=["account"],
    rq=[("Charged twice ($15.00) on SU-81039.", "duplicate_charge"), ("then delete my account", "other")])
# 40 customer's own earlier message quoted; reply just gives order number
o = order("SU-81040", [("DUV", "Linen duvet cover, queen", 1, 9500)])
add("V11N-40", "Re: Re: torn duvet cover", "Sorry - it's SU-81040.\n\n> On 19 Nov, Sundry Support wrote:\n> Could you send us the order number so we can look into this?\n>\n>> On 18 Nov, Pat Rivera wrote:\n>> My duvet cover arrived torn along the zip. Can I get a refund?",
    [o], ["damaged_item"], "resolved", [(share(o, "DUV"), P)], rq=[("My duvet cover arrived torn along the zip. Can I get a refund?", "damaged_item")])
# 41 question answered: yes please send a label
o = order("SU-81041", [("TWL", "Bath towel set, grey", 1, 4200)])
add("V11N-41", "Re: SU-81041", "Yes please, send the label.\n\n> On 19 Nov, Sundry Support wrote:\n> Sorry we sent pink towels instead of the grey set you ordered. Shall we send you a prepaid label to return them?",
    [o], ["wrong_item"], "resolved", returns=[("return", "TWL")], rq=[("Yes please, send the label.", "wrong_item")])
# 42 do not send another, refund instead (negation of a replacement)
o = order("SU-81042", [("PLT", "Terracotta planter", 1, 2800)])
add("V11N-42", "planter SU-81042", "planter cracked in transit. DO NOT send me another one, the last replacement came broken too. refund to my card.",
    [o], ["damaged_item"], "resolved", [(share(o, "PLT"), P)], rq=[("refund to my card.", "damaged_item")])

with open("/tmp/v11n/cases.jsonl", "w") as f:
    for c in cases: f.write(json.dumps(c) + "\n")
with open("/tmp/v11n/screen.jsonl", "w") as f:
    for s in screens: f.write(json.dumps(s, ensure_ascii=False) + "\n")
print(len(cases), "cases")
