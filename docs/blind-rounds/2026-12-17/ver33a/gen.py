"""ver33a: 40 realistic held-back tickets for issue 11. Writes cases.jsonl next to this file."""
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent))
from case_builders import case, order, seller, R, RET, I, write  # noqa: E402

MP = seller("S-2", "Brightside Market Co", "marketplace", True, 30, "refund_keep_item")
MPR = seller("S-3", "Tock & Chime", "marketplace", False, 0, "replace")
FP = seller()

C = []
a = C.append

# 01 damaged, polite
a(case("V33-01", "damaged mug, polite", "Chipped mug",
       "Good morning,\n\nI hope you're well. The parcel came yesterday and everything looked lovely, but the speckled stoneware mug has a chip right on the rim, so I can't really drink from it. Would you be able to refund it? I don't need to send it back, it's not usable.\n\nKind regards,\nMarion Hale",
       "marion.h@example.com", "SU-83101",
       [order("SU-83101", "C-1", [("MUG-SPK", "Speckled stoneware mug", 1, 1800), ("CST-4", "Cork coasters set", 1, 1200)])],
       [I("damaged_item", "speckled stoneware mug has a chip")], "resolved", [R(1980, lines=[("MUG-SPK", 1)])]))

# 02 duplicate, issue wording
a(case("V33-02", "shows twice with amount", "payment twice?",
       "Hi there, my card shows the desk lamp payment ($64.00) twice. I only bought one lamp. Could you look into it? Thanks, Devin",
       "devin.r@example.com", "SU-83102",
       [order("SU-83102", "C-1", [("LMP-DSK", "Brass desk lamp", 1, 6400)], dup=["items"])],
       [I("duplicate_charge", "shows the desk lamp payment ($64.00) twice")], "resolved", [R(6400, lines=[])]))

# 03 charged again, angry, delivery fee
a(case("V33-03", "charged again delivery fee", "You charged me AGAIN",
       "Seriously?? I paid the $5.99 shipping when I checked out and then you charged me again for it the next morning. Same amount, same card. Put it back please. This is the second shop this month that's done this to me.",
       "kzw@example.com", "SU-83103",
       [order("SU-83103", "C-1", [("TWL-BTH", "Bath towel, charcoal", 2, 2400)], dup=["delivery"])],
       [I("duplicate_charge", "then you charged me again for it")], "resolved", [R(599, lines=[])], tags=["voice:angry"]))

# 04 duplicate in words
a(case("V33-04", "duplicate in words", "Billing question SU-83104",
       "Hello, on my bank statement seventy-two dollars and fifty cents went out two times on the same day for the garden kneeler order. I think one of them is a mistake? Would appreciate it if you could refund the extra one.\nBest, Joan",
       "joan.p@example.com", "",
       [order("SU-83104", "C-1", [("KNL-GDN", "Garden kneeler and seat", 1, 7250)], dup=["items"])],
       [I("duplicate_charge", "went out two times")], "resolved", [R(7250, lines=[])]))

# 05 duplicate in euros
a(case("V33-05", "duplicate in euros", "double payment",
       "Hello, I live in Lisbon and paid by my euro card. On the statement there are two payments of €45,20 from your shop for the one linen pillowcase set. Please return the second one to me. Obrigado, Rui",
       "rui.m@example.com", "SU-83105",
       [order("SU-83105", "C-1", [("PLW-LIN", "Linen pillowcase set", 1, 4520)], dup=["items"])],
       [I("duplicate_charge", "two payments of €45,20")], "resolved", [R(4520, lines=[])]))

# 06 late delivery, no rush
a(case("V33-06", "late, polite no rush", "Express delivery - no rush",
       "Hi! Absolutely no rush on this one. I paid for express shipping on the picture frames because they were meant to be a birthday present, but they turned up two days after the party. The frames are great. If it's possible, could I have the express fee back at some point? Cheers, Anya",
       "anya.k@example.com", "SU-83106",
       [order("SU-83106", "C-1", [("FRM-OAK", "Oak picture frame 8x10", 2, 2200)], fee=899, promised_days=3, deliver_days=5)],
       [I("late_delivery", "could I have the express fee back")], "resolved", [R(899, lines=[])]))

# 07 lost parcel
a(case("V33-07", "lost parcel", "where is my parcel",
       "Tracking hasn't moved in over a week, it just says exception at Indianapolis. The seller page said 6 days. I'd like my money back, I'll buy it somewhere else.",
       "t.okafor@example.com", "SU-83107",
       [order("SU-83107", "C-1", [("KTL-ELC", "Electric kettle 1.7L", 1, 3500)], fee=499, ship_status="lost")],
       [I("non_delivery", "I'd like my money back")], "resolved", [R(3500 + 499 + 350, "carrier_claim")], now_days=13))

# 08 wrong size
a(case("V33-08", "wrong size", "Wrong size sent",
       "hey, ordered the rain jacket in M, the one that came says L on the tag and the packing slip says M. can I send it back for a refund? thanks",
       "sam.b@example.com", "SU-83108",
       [order("SU-83108", "C-1", [("JKT-RN-M", "Rain jacket, size M", 1, 8900)])],
       [I("wrong_item", "the one that came says L on the tag")], "resolved", returns=[RET("JKT-RN-M")]))

# 09 wrong colour
a(case("V33-09", "wrong colour", "Throw blanket colour",
       "Hello,\nI ordered the sage green knitted throw (it says so on my confirmation) but what arrived is mustard yellow. It doesn't go with anything in our lounge. I'd like to return it please.\nThank you\nGeraldine",
       "geraldine.w@example.com", "SU-83109",
       [order("SU-83109", "C-1", [("THR-SGE", "Knitted throw, sage green", 1, 5400)])],
       [I("wrong_item", "what arrived is mustard yellow")], "resolved", returns=[RET("THR-SGE")]))

# 10 wrong model
a(case("V33-10", "wrong model", "Received X100 instead of X200",
       "Order SU-83110. I bought the X200 fast charger and received an X100, which is the older slower model. Please arrange a return, I don't want the X100.",
       "lin.z@example.com", "SU-83110",
       [order("SU-83110", "C-1", [("CHG-X200", "X200 fast charger", 1, 3900)])],
       [I("wrong_item", "received an X100")], "resolved", returns=[RET("CHG-X200")]))

# 11 change of mind
a(case("V33-11", "change of mind boots", "Returning boots",
       "Hi, the ankle boots are lovely but once I had them on they just aren't me. Never worn outside, still in the box with the tissue. Can I return them?",
       "ella.f@example.com", "SU-83111",
       [order("SU-83111", "C-1", [("BT-ANK-38", "Ankle boots, size 38", 1, 11900)])],
       [I("change_of_mind", "Can I return them?")], "resolved", returns=[RET("BT-ANK-38")]))

# 12 change of mind marketplace
a(case("V33-12", "change of mind marketplace", "return request",
       "Dear Sir/Madam, I wish to return the ceramic planter purchased on your marketplace. We have decided to go with a larger size. It is unused. Please advise on next steps. Regards, H. Mendes",
       "h.mendes@example.com", "SU-83112",
       [order("SU-83112", "C-1", [("PLN-CER-S", "Ceramic planter, small", 1, 2800)], seller_ref="S-2")],
       [I("change_of_mind", "I wish to return the ceramic planter")], "resolved", returns=[RET("PLN-CER-S")], sellers=[MP]))

# 13 two orders in one mail
a(case("V33-13", "two orders, damage and late", "Two orders",
       "Hi, two things on two different orders:\n1) SU-83113 - the salad bowl arrived with a crack down the side.\n2) SU-83213 - the napkins came 3 days after the date promised and I paid $5.99 for delivery, I'd like that back.\nThanks!\nRoss",
       "ross.g@example.com", "SU-83113",
       [order("SU-83113", "C-1", [("BWL-SAL", "Acacia salad bowl", 1, 3600)]),
        order("SU-83213", "C-1", [("NPK-LIN", "Linen napkins, set of 4", 1, 2200)], promised_days=2, deliver_days=5)],
       [I("damaged_item", "the salad bowl arrived with a crack"), I("late_delivery", "I'd like that back")],
       "resolved", [R(3960, lines=[("BWL-SAL", 1)]), R(599, lines=[])], tags=["multi_order"]))

# 14 buried request in chatty mail
a(case("V33-14", "buried damage", "Spring planting!",
       "Hello lovely people, I've been meaning to write for ages. We finally got the raised beds in this weekend and my granddaughter helped plant the tomatoes, she's five and very bossy about where everything goes. The seed trays you sent last year are still going strong. Anyway I bought the new watering can for her and I'm afraid the spout came bent, like it had been sat on in the van, so the water goes sideways. Could you refund that one? Everything else in the box was fine. Hope the sun is shining where you are.\nWarmly,\nBeryl",
       "beryl.t@example.com", "SU-83114",
       [order("SU-83114", "C-1", [("WCN-KID", "Child's watering can", 1, 1600), ("GLV-KID", "Child's gardening gloves", 1, 900)])],
       [I("damaged_item", "the spout came bent")], "resolved", [R(1760, lines=[("WCN-KID", 1)])], tags=["buried"]))

# 15 other alone, no rush invoice
a(case("V33-15", "invoice no rush", "Invoice when you have a moment",
       "Hi, no rush at all, but could you email me a proper VAT invoice for order SU-83115? My accountant needs one with the company name (Fernlight Studio Ltd) on it. Thanks so much, Ivo",
       "ivo.s@example.com", "",
       [order("SU-83115", "C-1", [("CHR-OFF", "Office chair", 1, 14500)])],
       [I("other", "could you email me a proper VAT invoice")], "escalated", escalations=["invoice"]))

# 16 mostly context, no ask
a(case("V33-16", "context only", "Just a note",
       "Hi team, we moved house last week and I was worried the rug wouldn't arrive at the new place because I updated the address late, but it turned up on the right doorstep and it's perfect in the hallway. My partner was sceptical about the colour and now he loves it. No need to reply, just wanted to say thanks.\nNadia",
       "nadia.o@example.com", "SU-83116",
       [order("SU-83116", "C-1", [("RUG-HALL", "Hallway runner rug", 1, 9800)])],
       [], "escalated", escalations=["answer the ticket"]))

# 17 settled past + new damage
a(case("V33-17", "settled past + new damage", "Kettle lid",
       "Hello again! You might remember the blender arrived cracked last spring and you refunded it straight away, thanks again for that. Sadly this time the kettle has a dent in the side and the lid won't close properly because of it. Could you refund the kettle? I'd rather not deal with a replacement.\nTom",
       "tom.ashby@example.com", "SU-83117",
       [order("SU-83117", "C-1", [("KTL-STN", "Stovetop kettle", 1, 4200)])],
       [I("damaged_item", "the kettle has a dent in the side")], "resolved", [R(4620, lines=[("KTL-STN", 1)])], tags=["settled_past"]))

# 18 settled past + other
a(case("V33-18", "settled past + subscription", "Subscription",
       "Hi, the grinder you replaced in March is still working beautifully, so no complaints there. I'd like to cancel my monthly coffee bean subscription though, we're drinking less coffee these days. Thanks, Mo",
       "mo.adeyemi@example.com", "SU-83118",
       [order("SU-83118", "C-1", [("BNS-SUB", "Coffee beans, monthly", 1, 1800)], fee=0)],
       [I("other", "I'd like to cancel my monthly coffee bean subscription")], "escalated", escalations=["subscription"]))

# 19 negation: don't send another
a(case("V33-19", "do NOT send another", "Vase",
       "The glass vase arrived with a crack running up from the base. I do NOT want another one sent, the last replacement I got from a shop broke too. Just refund me for it please.",
       "c.lund@example.com", "SU-83119",
       [order("SU-83119", "C-1", [("VSE-GLS", "Glass bud vase", 1, 2600)])],
       [I("damaged_item", "The glass vase arrived with a crack")], "resolved", [R(2860, lines=[("VSE-GLS", 1)])], tags=["negation"]))

# 20 no refund needed + part asked
a(case("V33-20", "no refund needed, part asked", "Teapot lid missing",
       "Hi, small thing first: one of the cups had a tiny chip on the handle, no refund needed, I sanded it smooth. The bigger issue: the teapot came without its lid entirely. Can you send the lid?",
       "aki.n@example.com", "SU-83120",
       [order("SU-83120", "C-1", [("TPT-CER", "Ceramic teapot", 1, 3400), ("CUP-CER", "Ceramic cups, set of 2", 1, 1600)])],
       [I("damaged_item", "Can you send the lid?")], "escalated", escalations=["lid"], tags=["negation"]))

# 21 cancel the return
a(case("V33-21", "cancel the return", "Please cancel my return",
       "Hello, I started a return for the wool jacket last week but I've changed my mind, it's grown on me. Please cancel the return, I'm keeping it. I haven't posted it.",
       "f.oneill@example.com", "SU-83121",
       [order("SU-83121", "C-1", [("JKT-WL", "Wool jacket", 1, 13900)],
              extra_returns=[{"sku": "JKT-WL", "kind": "return", "reason": "change of mind"}])],
       [I("other", "Please cancel the return")], "escalated", escalations=["cancel the return"], tags=["negation"]))

# 22 damage + address
a(case("V33-22", "damage + address change", "Broken frame + new address",
       "Hi, the mirror frame arrived with one corner snapped off. Please refund it. Also, please change the address on my account to 14 Birchfield Road, Leeds LS6 2AB, we've moved.",
       "j.carter@example.com", "SU-83122",
       [order("SU-83122", "C-1", [("MIR-RND", "Round wall mirror", 1, 5800)])],
       [I("damaged_item", "the mirror frame arrived with one corner snapped off"), I("other", "please change the address on my account")],
       "partial", [R(6380, lines=[("MIR-RND", 1)])], escalations=["change the address"]))

# 23 dup + subscription
a(case("V33-23", "dup + subscription", "billed two times + cancel",
       "hi, I was billed two times for the candle order ($38.00 each time). please refund one. and cancel my candle-of-the-month subscription while you're at it, we have too many candles lol",
       "bea.q@example.com", "SU-83123",
       [order("SU-83123", "C-1", [("CND-SOY", "Soy candle trio", 1, 3800)], dup=["items"])],
       [I("duplicate_charge", "I was billed two times"), I("other", "cancel my candle-of-the-month subscription")],
       "partial", [R(3800, lines=[])], escalations=["subscription"]))

# 24 late + points
a(case("V33-24", "late + loyalty points", "Late + points",
       "Hello, my order arrived late (it was promised for the 13th and came on the 15th). I'd like the $5.99 shipping refunded please. Also, where are my loyalty points from this order? They haven't shown up on my account.",
       "pri.s@example.com", "SU-83124",
       [order("SU-83124", "C-1", [("SHT-LIN", "Linen sheet set", 1, 7900)], promised_days=3, deliver_days=5)],
       [I("late_delivery", "I'd like the $5.99 shipping refunded"), I("other", "where are my loyalty points")],
       "partial", [R(599, lines=[])], escalations=["points"]))

# 25 fee disputed late
a(case("V33-25", "express fee disputed", "Express fee",
       "You charged me $8.99 for express delivery but it took five days and came well after the date you promised. I want the express fee refunded, I don't think that's unreasonable.",
       "omar.h@example.com", "SU-83125",
       [order("SU-83125", "C-1", [("PAN-CI", "Cast iron pan", 1, 4900)], fee=899, promised_days=2, deliver_days=5)],
       [I("late_delivery", "I want the express fee refunded")], "resolved", [R(899, lines=[])]))

# 26 wants replacement, not refund
a(case("V33-26", "replacement instead of money", "Cracked plate",
       "Hi, one of the dinner plates (we bought 1 serving platter) - sorry, the serving platter - arrived cracked. Is it possible to get a new one sent instead of a refund? We need it for Christmas.",
       "g.ibarra@example.com", "SU-83126",
       [order("SU-83126", "C-1", [("PLT-SRV", "Serving platter", 1, 4400)])],
       [I("damaged_item", "the serving platter - arrived cracked"), I("other", "Is it possible to get a new one sent instead of a refund?")],
       "escalated", escalations=["platter", "new one"]))

# 27 typos
a(case("V33-27", "typos", "lampshde",
       "hi my ordr came tday but teh lampshde is rippd down one side, want refnd pls. the base is fine keep that",
       "zz.kid@example.com", "SU-83127",
       [order("SU-83127", "C-1", [("LMP-SHD", "Linen lampshade", 1, 2400), ("LMP-BSE", "Ceramic lamp base", 1, 4600)])],
       [I("damaged_item", "teh lampshde is rippd")], "resolved", [R(2640, lines=[("LMP-SHD", 1)])], tags=["voice:typos"]))

# 28 non-native wrong colour
a(case("V33-28", "non-native wrong colour", "Wrong colour of scarf",
       "Hello, I am receive the package today but the colour of the scarf is not what I order. I order the blue one and I receive the red one. I want to send it back please, how I can do?\nThank you very much\nMinh",
       "minh.t@example.com", "SU-83128",
       [order("SU-83128", "C-1", [("SCF-BLU", "Wool scarf, blue", 1, 3200)])],
       [I("wrong_item", "I order the blue one and I receive the red one")], "resolved", returns=[RET("SCF-BLU")]))

# 29 angry lost
a(case("V33-29", "angry lost", "THIRD EMAIL - WHERE IS IT",
       "THIS IS THE THIRD TIME I'M WRITING. The tracking says EXCEPTION and has said that for ten days. Nobody has answered me. I want a FULL refund, today. Unbelievable.",
       "r.vance@example.com", "SU-83129",
       [order("SU-83129", "C-1", [("SPK-BT", "Bluetooth speaker", 1, 5900)], fee=599, ship_status="lost")],
       [I("non_delivery", "I want a FULL refund")], "resolved", [R(5900 + 599 + 590, "carrier_claim")], now_days=14, tags=["voice:angry"]))

# 30 long thread with quoted reply + past settled dup
a(case("V33-30", "thread, quoted settled refund", "Re: Re: double charge on SU-83130",
       "Thanks Ria, I can see the $12.50 back on my card now, all good on that front.\n\nUnfortunately now that I've unpacked properly, the photo frame from the same order has a cracked glass. Could you refund the frame too?\n\nThanks,\nHelen Brooks\n07700 900123\n\n> On 15 Nov, Ria (Support) wrote:\n> Hi Helen, I've refunded the duplicate charge of $12.50, you should see it in 3-5 days.\n>\n> > On 14 Nov, Helen Brooks wrote:\n> > Hi, I was charged $12.50 twice for the coaster set, please refund one.",
       "helen.b@example.com", "SU-83130",
       [order("SU-83130", "C-1", [("CST-SLT", "Slate coaster set", 1, 1250), ("FRM-PHT", "Photo frame 5x7", 1, 1800)], dup=["items"] and None,
              extra_refunds=None)],
       [I("damaged_item", "the photo frame from the same order has a cracked glass")], "resolved", [R(1980, lines=[("FRM-PHT", 1)])],
       tags=["thread", "settled_past"]))
# the quoted $12.50 refund was on the coaster set alone; record it as a second items row? keep it simple: an earlier refund record.
C[-1]["world"]["orders"][0]["refunds"] = [{"amount_cents": 1250, "source": "platform", "case_type": "duplicate_charge",
                                           "reason": "duplicate charge", "charges": [4]}]
C[-1]["world"]["orders"][0]["charges"].append({"kind": "items", "description": "Items", "amount_cents": 3050,
                                               "charged_at": "2026-11-10T09:03:00Z"})
C[-1]["world"]["orders"][0]["charges"][3]["amount_cents"] = 3050
C[-1]["ticket"]["body"] = C[-1]["ticket"]["body"].replace("$12.50", "$30.50").replace("charged $30.50 twice for the coaster set", "charged $30.50 twice for the order")

# 31 order only in signature
a(case("V33-31", "order in signature", "Candle holder",
       "Hi, the glass candle holder was in pieces when I opened the box, there was barely any padding. Could I get a refund for it?\n\n--\nPriya Raman\nOrder SU-83131",
       "priya.r@example.com", "",
       [order("SU-83131", "C-1", [("CDH-GLS", "Glass candle holder", 1, 2200)]),
        order("SU-83231", "C-1", [("CDH-BRS", "Brass candle holder", 1, 2600)], placed_days=-20)],
       [I("damaged_item", "the glass candle holder was in pieces")], "resolved", [R(2420, lines=[("CDH-GLS", 1)])]))

# 32 order in subject only
a(case("V33-32", "order in subject", "Late delivery SU-83132",
       "My cushions came two days after the promised date. Please refund the delivery charge. Thank you.",
       "w.yusuf@example.com", "",
       [order("SU-83132", "C-1", [("CSH-VLV", "Velvet cushion", 2, 2500)], promised_days=3, deliver_days=5),
        order("SU-83232", "C-1", [("CSH-LIN", "Linen cushion", 1, 2000)], placed_days=-30)],
       [I("late_delivery", "Please refund the delivery charge")], "resolved", [R(599, lines=[])]))

# 33 two damaged lines
a(case("V33-33", "two damaged lines", "Breakages",
       "Afternoon. Two of the 4 tumblers arrived smashed and the water jug has a crack near the handle. Please refund those. The other two tumblers are fine.",
       "d.frost@example.com", "SU-83133",
       [order("SU-83133", "C-1", [("TMB-GLS", "Glass tumbler", 4, 1200), ("JUG-GLS", "Glass water jug", 1, 3000)])],
       [I("damaged_item", "Two of the 4 tumblers arrived smashed"), I("damaged_item", "the water jug has a crack")],
       "resolved", [R(2640, lines=[("TMB-GLS", 2)]), R(3300, lines=[("JUG-GLS", 1)])]))

# 34 settled past alone, nothing asked (issue example)
a(case("V33-34", "settled past, no ask", "The new blender",
       "Hi! Just a quick note. The blender arrived cracked last spring and you refunded it, which was great service. I ordered the same one again this month and this one is perfect, making smoothies every morning. Keep it up!",
       "sal.v@example.com", "SU-83134",
       [order("SU-83134", "C-1", [("BLN-PRO", "Pro blender", 1, 8900)])],
       [], "escalated", escalations=["answer the ticket"], tags=["settled_past"]))

# 35 charged two times + change of mind
a(case("V33-35", "dup + change of mind", "two things",
       "Hello, my statement shows I was charged two times for the phone charger ($29.00 both times). Also I don't need the charger any more since my work gave me one, can I return it? It's unopened.",
       "kemi.a@example.com", "SU-83135",
       [order("SU-83135", "C-1", [("CHG-USB", "USB-C wall charger", 1, 2900)], dup=["items"])],
       [I("duplicate_charge", "charged two times for the phone charger"), I("change_of_mind", "can I return it?")],
       "resolved", [R(2900, lines=[])], returns=[RET("CHG-USB")]))

# 36 marketplace replace remedy
a(case("V33-36", "marketplace damage, replace remedy", "clock glass cracked",
       "Good evening. The wall clock from Tock & Chime arrived with the glass face cracked across. I'm happy with whatever is fair. Regards, Alan Pike",
       "alan.p@example.com", "SU-83136",
       [order("SU-83136", "C-1", [("CLK-WAL", "Wall clock, walnut", 1, 6500)], seller_ref="S-3")],
       [I("damaged_item", "arrived with the glass face cracked across")], "escalated", escalations=["clock"], sellers=[MPR]))

# 37 mistaken "charged twice" (two lines, one charge)
a(case("V33-37", "not a duplicate", "charged twice??",
       "Hi, I think you charged me twice, I see $18.00 and $18.00 on the order page. Can you refund one please?",
       "leo.c@example.com", "SU-83137",
       [order("SU-83137", "C-1", [("SOP-LAV", "Lavender soap", 1, 1800), ("SOP-ROS", "Rose soap", 1, 1800)])],
       [I("duplicate_charge", "I think you charged me twice")], "partial"))

# 38 claimed late but on time
a(case("V33-38", "late claim, on time", "Late!!",
       "My order was late, it took a whole week. Refund the shipping please.",
       "n.park@example.com", "SU-83138",
       [order("SU-83138", "C-1", [("MAT-YGA", "Yoga mat", 1, 3800)], placed_days=0, promised_days=8, deliver_days=7)],
       [I("late_delivery", "Refund the shipping please")], "partial", now_days=9))

# 39 change of mind out of window
a(case("V33-39", "return past window", "Return",
       "Hi, I bought the coffee table a while back and it's just too big for our flat. I'd like to return it. It's in perfect condition.",
       "e.moss@example.com", "SU-83139",
       [order("SU-83139", "C-1", [("TBL-CFE", "Coffee table", 1, 12900)], fee=0)],
       [I("change_of_mind", "I'd like to return it")], "partial", now_days=50))

# 40 wrong item + invoice + refund status question
a(case("V33-40", "wrong item + invoice + status", "Wrong toothbrush heads, invoice",
       "Hello,\n\nthe brush heads I received are for a different toothbrush model (they say Series 3, I ordered the Series 7 ones and my order confirmation says Series 7). I'd like to send them back.\n\nCould you also send me an invoice for this order? And did the refund for my last order ever go through? I haven't seen it.\n\nThanks\nGreta",
       "greta.l@example.com", "SU-83140",
       [order("SU-83140", "C-1", [("BRH-S7", "Brush heads, Series 7, 4-pack", 1, 2400)])],
       [I("wrong_item", "they say Series 3"), I("other", "Could you also send me an invoice"),
        I("other", "did the refund for my last order ever go through")],
       "partial", returns=[RET("BRH-S7")], escalations=["invoice", "refund for my last order"]))

assert len(C) == 40, len(C)
write(HERE / "cases.jsonl", C)
