"""ver27a: 40 realistic held-back tickets (several goods, several requests). Run: python gen.py"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from lib27 import Order, CaseSet, dup, late, nondelivery, approve  # noqa: E402

S = CaseSet("V27")
FP, MP = "first_party", "marketplace"


def N(careful, money, must_not):
    return {"careful_person": careful, "money": money, "must_not": must_not}


# V27-01 elderly, formal letter: cracked teapot (no new one wanted) + order payment taken twice
o = Order("SU-27101", "C-V2701", "home", [("TEA-01", "Cast iron teapot", 1, 4600), ("MUG-01", "Stoneware mug", 4, 1250)],
          extra=[("items", "Order items", 9600, "2026-11-08T10:14:00Z")])
S.add("V27-01", "elderly letter: teapot + double payment", ["multi_intent", "voice:elderly", "seller:first_party"],
      "My order from the 8th",
      "Dear Sir or Madam,\n\nI hope this finds you well. My granddaughter helped me order a teapot and four mugs from your "
      "website on the 8th of November (order SU-27101), as my old teapot has seen better days. When the parcel came on Friday "
      "the cast iron teapot had a great crack running down its side, so I am afraid it cannot be used. I do not want another "
      "teapot sent, I have decided I shall keep using my old one after all, but I would be grateful for my money back for it.\n\n"
      "Also, and I am sorry to be a nuisance, my bank statement shows the payment of $96.00 for the order has been taken twice. "
      "Could you please put the second one back?\n\nThe mugs are lovely and I am enjoying them very much.\n\nYours faithfully,\nMargaret Ellison",
      "margaret.ellison@example.com", "Margaret Ellison", [o],
      [("damaged_item", "the cast iron teapot had a great crack running down its side"),
       ("duplicate_charge", "my bank statement shows the payment of $96.00 for the order has been taken twice")],
      "resolved", refunds=[o.item_refund("TEA-01", 1, FP), dup(9600)],
      note=N("Refund the teapot with its tax (keep item, no replacement: she declines one) and the second $96.00 items charge.",
             "$49.68 platform (teapot), $96.00 platform (copy of charge 1); $145.68 on the order, under the ceiling",
             "no replacement arranged; nothing on the mugs; no second refund of the copy"))

# V27-02 terse phone typing: late + one mug of four
o = Order("SU-27102", "C-V2702", "home", [("EMUG-02", "Enamel mug", 4, 1400)], fee=595,
          promised="2026-11-14", delivered="2026-11-17T12:05:00Z")
S.add("V27-02", "terse typos: late fee + 1 mug", ["multi_intent", "voice:terse", "typos"],
      "late + broken",
      "ordr SU-27102 came 3 days late, want the delivery fee back. also 1 mug cracked. refund pls thx",
      "j.okafor@example.com", "Jide Okafor", [o],
      [("late_delivery", "came 3 days late, want the delivery fee back"), ("damaged_item", "also 1 mug cracked")],
      "resolved", refunds=[late(o), o.item_refund("EMUG-02", 1, FP)], now="2026-11-19T09:00:00Z",
      note=N("Delivered 17 Nov against a 14 Nov promise: refund the $5.95 fee. One mug of four: one mug and its tax.",
             "$5.95 platform; $15.12 platform (1 x $14.00 + $1.12)", "not all four mugs"))

# V27-03 angry capitals: torn shade, delivery charged twice, no new shade
o = Order("SU-27103", "C-V2703", "home", [("SHD-03", "Linen lamp shade", 1, 3200), ("BASE-03", "Ceramic lamp base", 1, 5400)],
          fee=795, extra=[("delivery", "Standard delivery", 795, "2026-11-08T10:13:00Z")])
S.add("V27-03", "angry: torn shade + delivery twice", ["multi_intent", "voice:angry", "negation"],
      "UNACCEPTABLE",
      "WHAT is going on with your company. Order SU-27103: the linen lamp shade turned up TORN down one side, the base is fine "
      "I suppose. AND you charged me the $7.95 delivery TWICE. I want the money for the shade and the extra delivery back. "
      "DO NOT send me another shade, I am not waiting another two weeks for it.\n\nR. Haldane",
      "rhaldane@example.com", "Ross Haldane", [o],
      [("damaged_item", "the linen lamp shade turned up TORN down one side"),
       ("duplicate_charge", "you charged me the $7.95 delivery TWICE")],
      "resolved", refunds=[o.item_refund("SHD-03", 1, FP), dup(795)],
      note=N("Shade refunded with tax; second delivery row refunded; no replacement.",
             "$34.56 platform; $7.95 platform", "nothing on the lamp base; no replacement"))

# V27-04 formal, two orders: vase (marketplace) + late lamp order (first party)
o1 = Order("SU-27104", "C-V2704", "juniper", [("VASE-04", "Porcelain bud vase", 1, 6200)], fee=0)
o2 = Order("SU-27204", "C-V2704", "home", [("CND-04", "Brass candle holder", 2, 1850)], fee=895,
           placed="2026-11-09T08:00:00Z", promised="2026-11-13", delivered="2026-11-16T17:40:00Z")
S.add("V27-04", "formal, two orders: vase + late fee", ["multi_intent", "two_orders", "voice:formal", "seller:marketplace"],
      "Two orders - damage and late delivery",
      "Good afternoon,\n\nI am writing regarding two recent orders.\n\nFirstly, order SU-27104: the porcelain bud vase was "
      "broken into several pieces when I opened the box. I would like a refund for it, please.\n\nSecondly, order SU-27204 was "
      "promised for 13 November but did not arrive until 16 November. Please refund the delivery charge on that order.\n\n"
      "Kind regards,\nDr. Helena Varga",
      "h.varga@example.org", "Helena Varga", [o1, o2],
      [("damaged_item", "the porcelain bud vase was broken into several pieces when I opened the box"),
       ("late_delivery", "Please refund the delivery charge on that order")],
      "resolved", refunds=[o1.item_refund("VASE-04", 1, MP), late(o2)],
      note=N("Vase refunded by the marketplace seller (refund, keep). Second order late 3 days: its $8.95 fee.",
             "$66.96 seller on SU-27104; $8.95 platform on SU-27204", "the late fee on the first order (it has none)"))

# V27-05 mostly context: wrong colour scarf + phone number change
o = Order("SU-27105", "C-V2705", "nordlys", [("SCF-05", "Merino scarf, forest green", 1, 4400)], fee=0)
S.add("V27-05", "rambling: wrong scarf + phone number", ["multi_intent", "voice:rambling", "other"],
      "scarf",
      "Hello there! So this is a bit of a long story. My mother turns 80 next week and she has been going on about a green "
      "scarf she saw in a shop window in Bergen in 1971, and I finally found one of yours that looks almost exactly like it, the "
      "forest green merino. I ordered it on the 8th, it came on the 13th, beautifully wrapped, and then I opened it and it is "
      "grey. Not a greenish grey, properly charcoal grey, and the label inside says charcoal. I ordered forest green, I have the "
      "confirmation email right here. So I need to send this one back to you. I have a week before the party so fingers crossed. "
      "Could you also update the phone number on my account to 555-0142, the old one is my late husband's mobile which I have "
      "finally cancelled. Thank you so much, Ingrid",
      "ingrid.solberg@example.com", "Ingrid Solberg", [o],
      [("wrong_item", "I ordered forest green, I have the confirmation email right here"),
       ("other", "Could you also update the phone number on my account to 555-0142")],
      "partial", returns=[{"kind": "return", "sku": "SCF-05"}], escalations=["phone number"],
      note=N("Charcoal came for forest green: start the return of the scarf. Phone number change goes to a person.",
             "none in the run (the return's refund follows it)", "no refund now; not read as a change of mind"))

# V27-06 Spanish
o = Order("SU-27106", "C-V2706", "home", [("PAN-06", "Paella pan 34 cm", 1, 3800)], fee=695,
          extra=[("items", "Order items", 3800, "2026-11-08T10:15:00Z")])
S.add("V27-06", "Spanish: damaged pan + double charge", ["non_english", "language:es", "multi_intent"],
      "Pedido SU-27106",
      "Hola, buenas tardes. La paellera que pedí llegó abollada y con el borde doblado, no se puede usar. Quiero que me "
      "devuelvan el dinero. Además, en mi tarjeta aparece el cobro de 38 dólares dos veces. Por favor, devuélvanme el cobro "
      "duplicado. Gracias, Lucía Ferrer",
      "lucia.ferrer@example.es", "Lucía Ferrer", [o],
      [("damaged_item", "La paellera que pedí llegó abollada y con el borde doblado"),
       ("duplicate_charge", "en mi tarjeta aparece el cobro de 38 dólares dos veces")],
      "escalated", escalations=["Spanish"],
      note=N("Written in Spanish: a person who reads it answers; both requests are real (dented pan, $38.00 copy).",
             "none in the run", "no money moved by the agent on a ticket it cannot read"))

# V27-07 polite, no rush: lost parcel + newsletter
o = Order("SU-27107", "C-V2707", "home", [("THR-07", "Wool throw blanket", 1, 5900)], fee=695,
          promised="2026-11-13", ship_status="lost")
S.add("V27-07", "no rush: lost parcel + newsletter", ["multi_intent", "voice:polite", "other"],
      "No rush - blanket",
      "Hi team, no rush at all on this one. My blanket (SU-27107) was due on the 13th and the tracking hasn't moved since the "
      "9th, and now it says the parcel has been lost. It hasn't turned up here. Could I have a refund rather than waiting for "
      "another? Also, while I think of it, please take me off the weekly newsletter. Many thanks and have a good weekend, Owen",
      "owen.pryce@example.com", "Owen Pryce", [o],
      [("non_delivery", "It hasn't turned up here"), ("other", "please take me off the weekly newsletter")],
      "partial", refunds=[nondelivery(o)], escalations=["weekly newsletter"],
      note=N("Carrier lost it, past the promise: refund everything charged by carrier claim. Newsletter to a person.",
             "$70.67 carrier_claim ($59.00 + $6.95 + $4.72)", "no replacement; no second refund"))

# V27-08 pasted chat: promised refund never came + late
o = Order("SU-27108", "C-V2708", "home", [("BWL-08", "Olive wood salad bowl", 1, 3900), ("SRV-08", "Salad servers", 1, 1600)],
          promised="2026-11-12", delivered="2026-11-14T11:30:00Z")
S.add("V27-08", "pasted chat: refund promised, nothing came; also late", ["multi_intent", "pasted_chat"],
      "Still waiting - SU-27108",
      "Hi, I spoke to your chat on Monday, pasting it below.\n\n---\nYou: the salad bowl arrived with a split running through the "
      "base\nAgent (Tom): I'm so sorry about that! I'll pass this on so a refund for the bowl can be arranged.\nYou: thanks\n---\n\n"
      "Your chat team promised a refund but nothing came, and my card shows nothing back. Please refund the bowl. The servers "
      "are fine. Also the parcel came two days after the date you gave, so I'd like the delivery charge refunded too.\n\nMeg",
      "meg.aldous@example.com", "Meg Aldous", [o],
      [("damaged_item", "Please refund the bowl"),
       ("late_delivery", "the parcel came two days after the date you gave, so I'd like the delivery charge refunded too")],
      "resolved", refunds=[o.item_refund("BWL-08", 1, FP), late(o)],
      note=N("Nothing was refunded (no refund on record): refund the bowl with tax. Delivered 14 Nov, promised 12 Nov: the fee.",
             "$42.12 platform; $6.95 platform", "nothing on the servers"))

# V27-09 numbered list: 2 of 6 glasses, delivery twice, itemised invoice
o = Order("SU-27109", "C-V2709", "home", [("HB-09", "Highball glass", 6, 1050), ("PIT-09", "Glass pitcher", 1, 2800)],
          fee=595, extra=[("delivery", "Standard delivery", 595, "2026-11-08T10:12:40Z")])
S.add("V27-09", "numbered list: glasses, delivery twice, invoice", ["multi_intent", "list", "other"],
      "Order SU-27109 - three things",
      "Hello,\n\nThree things about SU-27109:\n1) Two of the six highball glasses were broken in the box.\n2) The delivery ($5.95) "
      "was charged twice on my card.\n3) Please send me an itemised invoice for my records.\n\nThe pitcher is perfect.\n\nBest,\nAnanya Rao",
      "ananya.rao@example.com", "Ananya Rao", [o],
      [("damaged_item", "Two of the six highball glasses were broken in the box"),
       ("duplicate_charge", "The delivery ($5.95) was charged twice on my card"),
       ("other", "Please send me an itemised invoice for my records")],
      "partial", refunds=[o.item_refund("HB-09", 2, FP), dup(595)], escalations=["itemised invoice"],
      note=N("Two glasses with tax; the second delivery row; the invoice to a person.",
             "$22.68 platform (2 x $10.50 + $1.68); $5.95 platform", "not six glasses; nothing on the pitcher"))

# V27-10 change of mind return + damaged candle holder
o = Order("SU-27110", "C-V2710", "home", [("KNT-10", "Chunky knit throw", 1, 6400), ("CH-10", "Glass candle holder", 1, 1800)])
S.add("V27-10", "return the throw, refund the candle holder", ["multi_intent", "change_of_mind"],
      "Return + breakage",
      "Hiya, two bits on SU-27110. The chunky knit throw is lovely quality but far too big for our sofa, so I'd like to return it "
      "(it's still folded in its bag, unused). And the glass candle holder was smashed when it arrived, glass all over the box. "
      "Refund for that one please. Cheers, Dom",
      "dom.travers@example.com", "Dom Travers", [o],
      [("change_of_mind", "so I'd like to return it"), ("damaged_item", "the glass candle holder was smashed when it arrived")],
      "resolved", refunds=[o.item_refund("CH-10", 1, FP)], returns=[{"kind": "return", "sku": "KNT-10"}],
      note=N("Throw: return inside 30 days, unused. Candle holder: refund with tax.",
             "$19.44 platform", "no refund of the throw in the run; candle holder not returned"))

# V27-11 explicitly declines the late fee; split chopping board
o = Order("SU-27111", "C-V2711", "home", [("CB-11", "Bamboo chopping board", 1, 3000)],
          promised="2026-11-12", delivered="2026-11-13T16:00:00Z")
S.add("V27-11", "declines late fee, board split", ["negation", "declined_remedy"],
      "chopping board",
      "Hi, order SU-27111 arrived a day after it was meant to - don't bother refunding the delivery, I'm not fussed about a day. "
      "The bamboo chopping board arrived split along the grain though, right across, so I'd like a refund for it please. Thanks, Priti",
      "priti.shah@example.com", "Priti Shah", [o],
      [("damaged_item", "The bamboo chopping board arrived split along the grain though")],
      "resolved", refunds=[o.item_refund("CB-11", 1, FP)],
      note=N("She waives the late fee; refund the board with tax.", "$32.40 platform", "no late-fee refund"))

# V27-12 German
o = Order("SU-27112", "C-V2712", "home", [("KET-12", "Electric kettle", 1, 4800)], promised="2026-11-12",
          delivered="2026-11-15T10:00:00Z")
S.add("V27-12", "German: late + kettle leaking", ["non_english", "language:de", "multi_intent"],
      "Bestellung SU-27112",
      "Sehr geehrte Damen und Herren,\n\nmeine Bestellung SU-27112 kam drei Tage zu spät an. Bitte erstatten Sie mir die "
      "Versandkosten. Außerdem ist der Wasserkocher undicht, es läuft Wasser aus dem Boden. Ich möchte dafür mein Geld zurück.\n\n"
      "Mit freundlichen Grüßen\nKlaus Berger",
      "k.berger@example.de", "Klaus Berger", [o],
      [("late_delivery", "Bitte erstatten Sie mir die Versandkosten"),
       ("damaged_item", "Außerdem ist der Wasserkocher undicht, es läuft Wasser aus dem Boden")],
      "escalated", escalations=["German"],
      note=N("German ticket: a person who reads German answers both (late fee, leaking kettle).", "none in the run",
             "no money moved by the agent"))

# V27-13 non-native: broken pan + charge two times "44,00"
o = Order("SU-27113", "C-V2713", "home", [("FP-13", "Frying pan 28 cm", 1, 4400)],
          extra=[("items", "Order items", 4400, "2026-11-08T10:19:00Z")])
S.add("V27-13", "non-native: pan broken + charged two times", ["multi_intent", "voice:non_native"],
      "problem with order SU-27113",
      "Hello, I am writing because of some problem. The frying pan is arrive broken, the handle is come off completely when I "
      "open the box. Please I want money back for pan. Second problem, I see on my card 44,00 two times for same order. Please "
      "return one of them. Thank you very much, Marek",
      "marek.nowak@example.pl", "Marek Nowak", [o],
      [("damaged_item", "The frying pan is arrive broken"),
       ("duplicate_charge", "I see on my card 44,00 two times for same order")],
      "resolved", refunds=[o.item_refund("FP-13", 1, FP), dup(4400)],
      note=N("Pan broken: refund with tax. The $44.00 items charge is on record twice: refund the copy.",
             "$47.52 platform; $44.00 platform", "no more than one copy"))

# V27-14 forwarded confirmation: bent desk lamp + VAT invoice
o = Order("SU-27114", "C-V2714", "home", [("DL-14", "Adjustable desk lamp", 1, 5200), ("BUL-14", "LED bulb", 2, 450)])
S.add("V27-14", "forwarded confirmation: bent lamp + VAT invoice", ["multi_intent", "forwarded", "other"],
      "Fwd: Your Hearth & Home order SU-27114",
      "See below. The adjustable desk lamp arrived bent, the arm is kinked and it won't stand up straight. Refund please. "
      "Could you send me a VAT invoice for it as well, I work from home and claim it.\n\nTheo\n\n"
      "---------- Forwarded message ---------\nFrom: Hearth & Home <orders@hearthandhome.example>\nSubject: Your Hearth & Home "
      "order SU-27114\n\nThanks for your order!\n1 x Adjustable desk lamp $52.00\n2 x LED bulb $4.50\nDelivery $6.95\n",
      "theo.marsh@example.com", "Theo Marsh", [o],
      [("damaged_item", "The adjustable desk lamp arrived bent, the arm is kinked and it won't stand up straight"),
       ("other", "Could you send me a VAT invoice for it as well")],
      "partial", refunds=[o.item_refund("DL-14", 1, FP)], escalations=["VAT invoice"],
      note=N("Lamp refunded with tax; VAT invoice to a person; the forwarded mail is context.",
             "$56.16 platform", "nothing on the bulbs or the delivery"))

# V27-15 settled past problem as context; new leaking kettle
o = Order("SU-27115", "C-V2715", "home", [("KET-15", "Electric kettle", 1, 4800)])
S.add("V27-15", "past blender settled, new kettle leaks", ["settled_past", "context"],
      "Kettle leaking",
      "Hello again! Last spring the blender you sent arrived cracked and you refunded it straight away, thank you for that, so I "
      "came back to you for a kettle (SU-27115). Unfortunately the kettle leaks from the base - there was a puddle on the worktop "
      "the first time I boiled it. Could I get a refund on the kettle please? Best wishes, Sian",
      "sian.price@example.com", "Sian Price", [o],
      [("damaged_item", "Unfortunately the kettle leaks from the base")],
      "resolved", refunds=[o.item_refund("KET-15", 1, FP)],
      note=N("The blender is a settled past problem (context). Kettle refunded with tax.", "$51.84 platform",
             "nothing for the blender"))

# V27-16 'billed two times' + where is the second parcel
cush = {"carrier": "Parcelink", "tracking_number": "PL2711601", "status": "in_transit", "promised_by": "2026-11-22",
        "delivered_at": None, "lines": ["CUS-16"],
        "scans": [{"at": "2026-11-17T18:00:00Z", "code": "picked_up", "location": "Reno, NV"},
                  {"at": "2026-11-18T09:00:00Z", "code": "in_transit", "location": "Sacramento, CA"}]}
tray = {"carrier": "Parcelink", "tracking_number": "PL2711602", "status": "delivered", "promised_by": "2026-11-14",
        "delivered_at": "2026-11-13T15:00:00Z", "lines": ["TRY-16"],
        "scans": [{"at": "2026-11-08T18:00:00Z", "code": "picked_up", "location": "Reno, NV"},
                  {"at": "2026-11-13T15:00:00Z", "code": "delivered", "location": "Front door"}]}
o = Order("SU-27116", "C-V2716", "home", [("CUS-16", "Velvet cushion", 2, 2200), ("TRY-16", "Rattan tray", 1, 2600)],
          extra=[("items", "Order items", 7000, "2026-11-08T10:12:30Z")], parcels=[cush, tray])
S.add("V27-16", "billed two times + where is the other parcel", ["multi_intent", "status_question", "other"],
      "billed twice",
      "hello, I was billed two times for SU-27116, $70.00 each time, please refund the extra one. The tray came fine but where "
      "is the second parcel with the cushions? thanks, Bea",
      "bea.lindgren@example.com", "Bea Lindgren", [o],
      [("duplicate_charge", "I was billed two times for SU-27116, $70.00 each time"),
       ("other", "where is the second parcel with the cushions?")],
      "partial", refunds=[dup(7000)], escalations=["second parcel"],
      note=N("Items charge $70.00 taken twice: refund the copy. Cushions still in transit, due 22 Nov: a person answers where.",
             "$70.00 platform", "no non-delivery claim on the cushions (not yet due)"))

# V27-17 mind changed about the rug; runner torn
o = Order("SU-27117", "C-V2717", "home", [("RUG-17", "Jute rug 160x230", 1, 8800), ("RUN-17", "Cotton runner", 1, 2600)])
S.add("V27-17", "changed mind about returning rug; runner torn", ["withdrawn", "multi_item"],
      "SU-27117",
      "Hi, I was going to send the rug back because it's a bit darker than in the photo, but we've put it down now and "
      "actually love it, so forget that. The cotton runner though has a torn edge, about 10 cm, looks like it caught on "
      "something in the warehouse. Can I get a refund for the runner? Ta, Gwen",
      "gwen.ellis@example.com", "Gwen Ellis", [o],
      [("damaged_item", "The cotton runner though has a torn edge")],
      "resolved", refunds=[o.item_refund("RUN-17", 1, FP)],
      note=N("Rug return withdrawn; runner refunded with tax.", "$28.08 platform", "no return of the rug"))

# V27-18 marketplace: serving bowl + two of four mugs
o = Order("SU-27118", "C-V2718", "juniper", [("SB-18", "Stoneware serving bowl", 1, 4500), ("SM-18", "Stoneware mug", 4, 1500)])
S.add("V27-18", "marketplace: bowl + 2 of 4 mugs", ["multi_item", "seller:marketplace"],
      "Breakages in SU-27118",
      "Hi Juniper people, the box for SU-27118 looked like it had been dropped from a height. The serving bowl came in three "
      "pieces. Two of the four mugs are smashed as well, the other two survived. I'd like refunds for the broken ones please, "
      "I don't need replacements. Thanks, Carys",
      "carys.jones@example.com", "Carys Jones", [o],
      [("damaged_item", "The serving bowl came in three pieces"), ("damaged_item", "Two of the four mugs are smashed as well")],
      "resolved", refunds=[o.item_refund("SB-18", 1, MP), o.item_refund("SM-18", 2, MP)],
      note=N("Refund-and-keep from the seller: the bowl and two mugs, with tax.", "$48.60 seller; $32.40 seller",
             "not four mugs; no platform money"))

# V27-19 wrong length hose + late
o = Order("SU-27119", "C-V2719", "home", [("HOS-19", "Garden hose 15 m", 1, 3400)], promised="2026-11-11",
          delivered="2026-11-14T13:00:00Z")
S.add("V27-19", "wrong hose + late", ["multi_intent", "wrong_item"],
      "wrong hose, and late",
      "Afternoon. I ordered the 15 m hose (SU-27119) and the one in the box is 10 m, it says so on the reel. I'll send it back, "
      "please sort a return. It was also 3 days late which is why I'm only just getting to the garden, so the delivery fee back "
      "would be appreciated. Regards, Alan Purvis",
      "alan.purvis@example.com", "Alan Purvis", [o],
      [("wrong_item", "I ordered the 15 m hose (SU-27119) and the one in the box is 10 m"),
       ("late_delivery", "It was also 3 days late")],
      "resolved", refunds=[late(o)], returns=[{"kind": "return", "sku": "HOS-19"}],
      note=N("Wrong length: return of the hose line. Delivered 14 Nov, promised 11 Nov: refund the fee.",
             "$6.95 platform", "no hose refund in the run"))

# V27-20 over the ceiling, no rush
o = Order("SU-27120", "C-V2720", "home", [("TBL-20", "Oak side table", 1, 18900)], fee=1495)
S.add("V27-20", "no rush: cracked oak table over ceiling", ["above_ceiling", "voice:polite"],
      "Oak side table - cracked top (no rush)",
      "Hello, no rush with this at all. The oak side table from SU-27120 arrived with a crack across the top, it must have "
      "been knocked in transit. We'd rather have the money back than wait for another one. Photos attached. Warm regards, Felix",
      "felix.brandt@example.com", "Felix Brandt", [o],
      [("damaged_item", "The oak side table from SU-27120 arrived with a crack across the top")],
      "resolved", refunds=[o.item_refund("TBL-20", 1, FP)], approver=approve(20412),
      note=N("$204.12 with tax is over the $150 ceiling: a lead approves, then paid.", "$204.12 platform (lead approved)",
             "not paid without a lead"))

# V27-21 Ridgeback replace remedy + duplicate items charge
o = Order("SU-27121", "C-V2721", "ridge", [("LAN-21", "Camping lantern", 1, 3600), ("CMG-21", "Enamel camp mug", 2, 1000)],
          extra=[("items", "Order items", 5600, "2026-11-08T10:16:00Z")])
S.add("V27-21", "lantern broken (seller replaces) + charged twice", ["multi_intent", "seller:marketplace", "replace"],
      "Lantern smashed and double payment",
      "Hi, the camping lantern in SU-27121 arrived with the glass shattered. Also I've been charged $56.00 twice for the "
      "order. Mugs fine. Sort it out please, we're away camping on the 30th. Jamie",
      "jamie.kerr@example.com", "Jamie Kerr", [o],
      [("damaged_item", "the camping lantern in SU-27121 arrived with the glass shattered"),
       ("duplicate_charge", "I've been charged $56.00 twice for the order")],
      "partial", refunds=[dup(5600)], escalations=["lantern"],
      note=N("Ridgeback's remedy is a replacement only the seller sends: a person arranges it. The $56.00 copy is refunded.",
             "$56.00 platform", "no refund of the lantern"))

# V27-22 change of mind past window + duplicate delivery
o = Order("SU-27122", "C-V2722", "home", [("BEA-22", "Wool beanie", 1, 2400)], fee=595, placed="2026-10-05T09:00:00Z",
          promised="2026-10-11", delivered="2026-10-10T12:00:00Z",
          extra=[("delivery", "Standard delivery", 595, "2026-10-05T09:00:30Z")])
S.add("V27-22", "late return + delivery charged twice", ["multi_intent", "window"],
      "Beanie return and a charge",
      "Hey, I got the wool beanie back in October and never wore it, can I still return it? Also just noticed on my statement "
      "the $5.95 delivery for SU-27122 went out twice. Thanks, Kit",
      "kit.moreau@example.com", "Kit Moreau", [o],
      [("change_of_mind", "can I still return it?"), ("duplicate_charge", "the $5.95 delivery for SU-27122 went out twice")],
      "partial", refunds=[dup(595)],
      note=N("Delivered 10 Oct, 41 days before the ticket: past the 30-day window, the return is declined with the window named. "
             "The second $5.95 delivery row is refunded.", "$5.95 platform", "no return started"))

# V27-23 planter, no new one wanted + delivery instructions
o = Order("SU-27123", "C-V2723", "juniper", [("PLN-23", "Ceramic planter", 1, 3800)], fee=0)
S.add("V27-23", "no replacement wanted + back door", ["multi_intent", "negation", "other", "seller:marketplace"],
      "Cracked planter",
      "Hello, the ceramic planter (SU-27123) arrived with a big crack through the rim. I do NOT want another one sent, just the "
      "refund please. And for future orders, please leave parcels at the back door, not the front step - the last two got "
      "rained on. Thanks, Nadia",
      "nadia.hassan@example.com", "Nadia Hassan", [o],
      [("damaged_item", "the ceramic planter (SU-27123) arrived with a big crack through the rim"),
       ("other", "please leave parcels at the back door, not the front step")],
      "partial", refunds=[o.item_refund("PLN-23", 1, MP)], escalations=["back door"],
      note=N("Refund the planter from the seller, no replacement; delivery instructions to a person.",
             "$41.04 seller", "no replacement"))

# V27-24 short: duplicate
o = Order("SU-27124", "C-V2724", "home", [("KB-24", "Knife block", 1, 2450)], extra=[("items", "Order items", 2450, "2026-11-08T10:12:05Z")])
S.add("V27-24", "short: charged twice", ["voice:terse"],
      "Charged twice",
      "$24.50 twice on my statement for SU-27124. Please refund one.",
      "l.osei@example.com", "Lena Osei", [o],
      [("duplicate_charge", "$24.50 twice on my statement for SU-27124")],
      "resolved", refunds=[dup(2450)], note=N("Refund the copy.", "$24.50 platform", "not both"))

# V27-25 amounts in words
o = Order("SU-27125", "C-V2725", "home", [("BT-25", "Bath towel", 2, 1700), ("HT-25", "Hand towel", 2, 425)],
          extra=[("items", "Order items", 4250, "2026-11-08T10:20:00Z")])
S.add("V27-25", "amount in words taken twice", ["amount_in_words"],
      "towels order",
      "Good morning. For my towel order SU-27125, forty-two dollars and fifty cents came out of my account twice on the 8th. "
      "The towels themselves are great. Could you return the second payment? Thank you, Ruth",
      "ruth.abbott@example.com", "Ruth Abbott", [o],
      [("duplicate_charge", "forty-two dollars and fifty cents came out of my account twice on the 8th")],
      "resolved", refunds=[dup(4250)], note=N("$42.50 items charge twice: refund the copy.", "$42.50 platform", "nothing on the towels"))

# V27-26 order only in the subject: late + one plate of six
o = Order("SU-27126", "C-V2726", "home", [("DP-26", "Dinner plate", 6, 1200)], promised="2026-11-11",
          delivered="2026-11-13T09:40:00Z")
S.add("V27-26", "subject-only order: late + a plate", ["multi_intent", "ref_in_subject"],
      "SU-27126 - late and a broken plate",
      "Hi, the plates turned up two days late, and one of the six dinner plates was cracked clean in half. Please refund the "
      "broken plate and the delivery charge. Thanks, Mo",
      "mo.adeyemi@example.com", "Mo Adeyemi", [o],
      [("late_delivery", "the plates turned up two days late"),
       ("damaged_item", "one of the six dinner plates was cracked clean in half")],
      "resolved", refunds=[late(o), o.item_refund("DP-26", 1, FP)],
      note=N("Late by two days: the fee. One plate with its tax.", "$6.95 platform; $12.96 platform", "not six plates"))

# V27-27 signature order ref: return tee and cap + navy question
o = Order("SU-27127", "C-V2727", "nordlys", [("TEE-27", "Organic cotton tee", 1, 2800), ("CAP-27", "Canvas cap", 1, 2200)], fee=0)
S.add("V27-27", "ref in signature: return two + navy question", ["multi_item", "ref_in_signature", "other", "change_of_mind"],
      "Returns",
      "Hi! I'd like to send back the tee. The cap too, neither is really me once I tried them on. Both unworn with tags. "
      "Do you have the cap in navy by any chance? Might reorder that.\n\nSam Ito\nOrder: SU-27127",
      "sam.ito@example.com", "Sam Ito", [o],
      [("change_of_mind", "I'd like to send back the tee"), ("change_of_mind", "The cap too, neither is really me"),
       ("other", "Do you have the cap in navy by any chance?")],
      "partial", returns=[{"kind": "return", "sku": "TEE-27"}, {"kind": "return", "sku": "CAP-27"}], escalations=["navy"],
      note=N("Both inside Nordlys's 14 days (7 days), unworn: two returns. Stock question to a person.",
             "none in the run", "no refunds now"))

# V27-28 lost parcel + duplicate items charge
o = Order("SU-27128", "C-V2728", "home", [("TL-28", "Ceramic table lamp", 1, 4000)], fee=595, promised="2026-11-13",
          ship_status="lost", extra=[("items", "Order items", 4000, "2026-11-08T10:13:30Z")])
S.add("V27-28", "lost parcel and charged twice", ["multi_intent", "non_delivery"],
      "Where is my lamp?? and double charge",
      "Hi, my lamp (SU-27128) never came, tracking says lost. I'd like my money back. And on top of that the $40.00 was "
      "taken twice. Please fix both. Ollie",
      "ollie.grant@example.com", "Ollie Grant", [o],
      [("non_delivery", "my lamp (SU-27128) never came"), ("duplicate_charge", "the $40.00 was taken twice")],
      "resolved", refunds=[nondelivery(o, less=4000), dup(4000)],
      note=N("Lost by the carrier past its promise: everything charged less the copy, by carrier claim; the copy from the platform.",
             "$49.15 carrier_claim ($40.00 + $5.95 + $3.20); $40.00 platform", "the copy paid twice (in the claim and again)"))

# V27-29 French
o = Order("SU-27129", "C-V2729", "juniper", [("BOL-29", "Stoneware ramen bowl", 2, 2100)], fee=0)
S.add("V27-29", "French: cracked bowl", ["non_english", "language:fr"],
      "Commande SU-27129 - bol fissuré",
      "Bonjour, un des deux bols est arrivé fissuré. Pourriez-vous me rembourser ce bol, s'il vous plaît ? Je ne veux pas de "
      "remplacement. Merci d'avance, Camille Roux",
      "camille.roux@example.fr", "Camille Roux", [o],
      [("damaged_item", "un des deux bols est arrivé fissuré")],
      "escalated", escalations=["French"],
      note=N("French ticket: a person answers (one bowl, $22.68 from the seller, is what they would pay).", "none in the run",
             "no money by the agent"))

# V27-30 damage past window + cancel subscription
o = Order("SU-27130", "C-V2730", "home", [("GV-30", "Glass vase", 1, 3600)], placed="2026-09-30T10:00:00Z",
          promised="2026-10-06", delivered="2026-10-05T11:00:00Z")
S.add("V27-30", "damage found late + cancel subscription", ["multi_intent", "window", "other"],
      "vase + subscription",
      "Hi, I only unpacked the glass vase from SU-27130 this week (it was a present for later) and it's cracked down one side. "
      "Is there anything you can do? Also please cancel my monthly flower subscription, we're moving abroad. Thanks, Hugo",
      "hugo.lefevre@example.com", "Hugo Lefevre", [o],
      [("damaged_item", "it's cracked down one side"), ("other", "please cancel my monthly flower subscription")],
      "escalated", escalations=["flower subscription"],
      note=N("Delivered 5 Oct, reported 20 Nov (46 days): past the 30-day damage window, declined with it named. "
             "Subscription to a person. Nothing resolved, one escalated: escalated.", "none", "no vase refund"))

# V27-31 voice dictation run-on
o = Order("SU-27131", "C-V2731", "home", [("CAR-31", "Glass carafe", 1, 2200), ("TUM-31", "Tumbler", 4, 800)],
          extra=[("delivery", "Standard delivery", 695, "2026-11-08T10:12:10Z")])
S.add("V27-31", "dictated run-on: carafe + delivery twice", ["multi_intent", "dictation"],
      "order SU-27131",
      "hi so the carafe came cracked and also the delivery got charged twice its showing 6.95 two times on my card can you "
      "refund the carafe and the extra delivery thanks the tumblers are fine by the way bye",
      "zoe.quinn@example.com", "Zoe Quinn", [o],
      [("damaged_item", "the carafe came cracked"), ("duplicate_charge", "the delivery got charged twice")],
      "resolved", refunds=[o.item_refund("CAR-31", 1, FP), dup(695)],
      note=N("Carafe with tax; the second $6.95 delivery row.", "$23.76 platform; $6.95 platform", "nothing on the tumblers"))

# V27-32 late + cracked skillet + remove old card
o = Order("SU-27132", "C-V2732", "home", [("SK-32", "Cast iron skillet", 1, 3600), ("TRV-32", "Silicone trivet", 2, 600)],
          fee=795, promised="2026-11-10", delivered="2026-11-14T14:00:00Z")
S.add("V27-32", "late, cracked skillet, remove card", ["multi_intent", "other"],
      "A few things",
      "Hi there,\nA few things with SU-27132. It was four days late arriving, so please refund the delivery. The cast iron "
      "skillet arrived cracked right through, which I didn't think was even possible. Refund for that too please. Please also "
      "remove the old Visa ending 2231 from my account, it's expired.\nCheers\nRhys",
      "rhys.morgan@example.com", "Rhys Morgan", [o],
      [("late_delivery", "It was four days late arriving, so please refund the delivery"),
       ("damaged_item", "The cast iron skillet arrived cracked right through"),
       ("other", "Please also remove the old Visa ending 2231 from my account")],
      "partial", refunds=[late(o), o.item_refund("SK-32", 1, FP)], escalations=["old Visa"],
      note=N("Fee $7.95; skillet with tax; the card removal to a person.", "$7.95 platform; $38.88 platform",
             "nothing on the trivets"))

# V27-33 three of eight tumblers, jug fine
o = Order("SU-27133", "C-V2733", "juniper", [("WT-33", "Wine tumbler", 8, 900), ("JUG-33", "Glass jug", 1, 2400)], fee=0)
S.add("V27-33", "three of eight tumblers", ["units", "seller:marketplace"],
      "SU-27133 breakage",
      "Evening. Opened SU-27133 tonight: three of the eight tumblers were smashed, the jug is fine. Could you refund the three? "
      "Thanks, Priya",
      "priya.menon@example.com", "Priya Menon", [o],
      [("damaged_item", "three of the eight tumblers were smashed")],
      "resolved", refunds=[o.item_refund("WT-33", 3, MP)],
      note=N("Three tumblers with tax, from the seller.", "$29.16 seller", "not eight; nothing on the jug"))

# V27-34 two orders: dented bread bin + tea towels charged twice
o1 = Order("SU-27134", "C-V2734", "home", [("BB-34", "Enamel bread bin", 1, 3200)])
o2 = Order("SU-27234", "C-V2734", "home", [("TT-34", "Tea towel", 3, 500)], fee=395, placed="2026-11-10T09:00:00Z",
           promised="2026-11-15", delivered="2026-11-14T10:00:00Z", extra=[("items", "Order items", 1500, "2026-11-10T09:01:00Z")])
S.add("V27-34", "two orders: bread bin + tea towels twice", ["multi_intent", "two_orders"],
      "Two orders",
      "Hi, two separate things. On SU-27134 the enamel bread bin arrived dented on the lid and side, please refund it. "
      "And on my other order SU-27234 the tea towels ($15.00) were charged twice, please refund the duplicate. Thanks, Ellen",
      "ellen.cho@example.com", "Ellen Cho", [o1, o2],
      [("damaged_item", "On SU-27134 the enamel bread bin arrived dented on the lid and side"),
       ("duplicate_charge", "on my other order SU-27234 the tea towels ($15.00) were charged twice")],
      "resolved", refunds=[o1.item_refund("BB-34", 1, FP), dup(1500)],
      note=N("Bread bin with tax on the first order; the $15.00 copy on the second (its own run).",
             "$34.56 platform; $15.00 platform", "the copy refunded on the wrong order"))

# V27-35 marketplace: wrong mugs + cracked espresso cup
o = Order("SU-27135", "C-V2735", "juniper", [("MBM-35", "Matte black mug", 2, 1600), ("ESP-35", "Espresso cup", 2, 1100)], fee=0)
S.add("V27-35", "wrong mugs + cracked espresso cup", ["multi_intent", "wrong_item", "seller:marketplace"],
      "Wrong mugs in SU-27135",
      "Hi, I ordered two matte black mugs but got two glossy white ones instead, so these need to go back. Also one of the "
      "espresso cups is cracked, can I get a refund on that one? Thanks, Beth",
      "beth.marsh@example.com", "Beth Marsh", [o],
      [("wrong_item", "I ordered two matte black mugs but got two glossy white ones instead"),
       ("damaged_item", "one of the espresso cups is cracked")],
      "resolved", refunds=[o.item_refund("ESP-35", 1, MP)], returns=[{"kind": "return", "sku": "MBM-35"}],
      note=N("Wrong mugs: return of the line. One espresso cup with tax, from the seller.", "$11.88 seller",
             "not both cups; no mug refund in the run"))

# V27-36 says never arrived, scanned delivered + real duplicate
o = Order("SU-27136", "C-V2736", "home", [("RAD-36", "Bluetooth radio", 1, 5600)],
          extra=[("items", "Order items", 5600, "2026-11-08T10:15:00Z")])
S.add("V27-36", "not arrived (scanned delivered) + charged twice", ["multi_intent", "non_delivery", "delivered_scan"],
      "radio never arrived",
      "Hi, tracking for SU-27136 says delivered on the 13th but nothing was left here, I've checked with the neighbours and "
      "the building's parcel room. It never arrived. Also I was charged $56.00 twice. Can you help? Farah",
      "farah.iqbal@example.com", "Farah Iqbal", [o],
      [("non_delivery", "It never arrived"), ("duplicate_charge", "I was charged $56.00 twice")],
      "partial", refunds=[dup(5600)], escalations=["deliver"],
      note=N("Carrier scanned it delivered: a person opens a delivery investigation, no carrier refund. The $56.00 copy is refunded.",
             "$56.00 platform", "no non-delivery refund"))

# V27-37 Nordlys collect-and-refund + invoice to work email
o = Order("SU-27137", "C-V2737", "nordlys", [("DUV-37", "Linen duvet cover", 1, 8400)], fee=0)
S.add("V27-37", "torn duvet cover (collection) + invoice", ["multi_intent", "collection", "other", "seller:marketplace"],
      "Torn duvet cover",
      "Hello, the linen duvet cover (SU-27137) has a tear along the seam, about 20 cm, straight out of the packet. What can be "
      "done? Also please send a copy of the invoice to my work email, anja@northwind.example. Thanks, Anja",
      "anja.holm@example.com", "Anja Holm", [o],
      [("damaged_item", "the linen duvet cover (SU-27137) has a tear along the seam"),
       ("other", "please send a copy of the invoice to my work email")],
      "partial", returns=[{"kind": "collection", "sku": "DUV-37"}], escalations=["copy of the invoice"],
      note=N("Nordlys collects and refunds damage: book the collection (the refund follows it). Invoice to a person.",
             "none in the run", "no refund-and-keep"))

# V27-38 opened hair oil return declined + snapped hairbrush
o = Order("SU-27138", "C-V2738", "home", [("OIL-38", "Argan hair oil", 1, 2800, "opened_personal_care"),
                                          ("HB-38", "Boar bristle hairbrush", 1, 2400)])
S.add("V27-38", "opened hair oil + snapped brush", ["multi_intent", "exclusion"],
      "hair oil and brush",
      "Hi, I opened the hair oil and honestly the smell isn't for me, can I return it? And the hairbrush arrived snapped in two, "
      "so a refund on that please. Thanks, Tanya",
      "tanya.bell@example.com", "Tanya Bell", [o],
      [("change_of_mind", "can I return it?"), ("damaged_item", "the hairbrush arrived snapped in two")],
      "partial", refunds=[o.item_refund("HB-38", 1, FP)],
      note=N("Opened personal care cannot go back for a change of mind: declined with the exclusion named. Brush with tax.",
             "$25.92 platform", "no return of the oil"))

# V27-39 Italian
o = Order("SU-27139", "C-V2739", "home", [("MOK-39", "Stovetop espresso maker", 1, 3400)],
          extra=[("items", "Order items", 3400, "2026-11-08T10:17:00Z")])
S.add("V27-39", "Italian: charged twice", ["non_english", "language:it"],
      "Addebito doppio ordine SU-27139",
      "Buongiorno, per l'ordine SU-27139 mi è stato addebitato due volte l'importo di 34 dollari. Vi chiedo di rimborsare il "
      "secondo addebito. La caffettiera va benissimo. Cordiali saluti, Paolo Conti",
      "paolo.conti@example.it", "Paolo Conti", [o],
      [("duplicate_charge", "mi è stato addebitato due volte l'importo di 34 dollari")],
      "escalated", escalations=["Italian"],
      note=N("Italian ticket: a person answers (the $34.00 copy is on record).", "none in the run", "no money by the agent"))

# V27-40 thank-you note, P.S. duplicate
o = Order("SU-27140", "C-V2740", "home", [("NAP-40", "Linen napkin", 4, 650)], extra=[("items", "Order items", 2600, "2026-11-08T10:21:00Z")])
S.add("V27-40", "thank-you with a P.S. double charge", ["buried_request", "voice:chatty"],
      "Thank you!",
      "Just wanted to say the linen napkins are gorgeous, we used them for my daughter's engagement dinner and everyone asked "
      "where they were from. Lovely packaging too.\n\nAll the best, Fran\n\nP.S. I nearly forgot - the $26.00 for this order "
      "(SU-27140) went through twice on my card, could one of them be reversed?",
      "fran.doyle@example.com", "Fran Doyle", [o],
      [("duplicate_charge", "the $26.00 for this order (SU-27140) went through twice on my card")],
      "resolved", refunds=[dup(2600)], note=N("Refund the copy; the rest is thanks.", "$26.00 platform", "nothing on the napkins"))

if __name__ == "__main__":
    S.write(os.path.join(HERE, "ver27a.jsonl"), os.path.join(HERE, "notes.json"))
    print(len(S.cases), "cases")
