import os, sys; HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, os.path.dirname(HERE))
from common import *
C = []
def add(*a, **k): C.append(case(*a, **k))

add("V01", "teapot", "Dear Sir or Madam,\n\nI am 82 and my granddaughter helps me with the computer, so please forgive me if this is not the right place. She ordered me a blue teapot and a set of tea towels from you for my birthday (order SU-93201). The tea towels are lovely. Unfortunately when I unwrapped the teapot the spout had snapped clean off and was rattling about in the tissue paper. I would be most grateful for my money back for the teapot.\n\nYours faithfully,\nDorothy Pemberton",
    "dorothy.p@example.com", "Dorothy Pemberton",
    [order("SU-93201", "ME", [("TPT-BLU", "Blue stoneware teapot", 1, 3400), ("TWL-SET", "Tea towels, set of 3", 1, 1600)])],
    [I("damaged_item", "the spout had snapped clean off")], exp("resolved", [R(3400)]), order_ref="SU-93201", tags=["voice:elderly"])

add("V02", "WHERE IS MY PARCEL", "This is the third time I'm writing. Order SU-93202. Tracking hasn't moved since the 10th, your courier has clearly lost it, and I'm done waiting. I want a full refund, today.",
    "k.brandt@example.com", "Karl Brandt",
    [order("SU-93202", "ME", [("HDPH-1", "Wireless headphones", 1, 8900)], ship="lost")],
    [I("non_delivery", "your courier has clearly lost it")], exp("resolved", [R(9499, "carrier_claim")]), order_ref="SU-93202", tags=["voice:angry"])

add("V03", "PO 4471 - order SU-93203 - billing discrepancy", "Good afternoon,\n\nOur accounts team has flagged that purchase order 4471 (your ref SU-93203) was charged twice: the goods total of $186.00 appears on our corporate card on 8 November at 10:00 and again at 10:04. Please refund the duplicate payment. Separately, could you also issue a VAT invoice made out to Fenwick Logistics Ltd and send it to accounts@fenwick.example.com?\n\nKind regards,\nPriya Raman\nProcurement, Fenwick Logistics",
    "p.raman@fenwick.example.com", "Priya Raman",
    [order("SU-93203", "ME", [("ORG-DSK", "Desk organiser", 12, 1550)], dup="items")],
    [I("duplicate_charge", "was charged twice"), I("other", "could you also issue a VAT invoice made out to Fenwick Logistics Ltd")],
    exp("partial", [R(18600)], [E("VAT invoice")]), order_ref="SU-93203", tags=["voice:corporate", "multi_intent", "above_ceiling"],
    approver={"refunds": [{"answer": "approve", "role": "support_lead"}]})

add("V04", "hoodie", "yo so my hoodie came in the wrong size lol, i ordered M and got XL 💀 its SU-93204. can i send it back",
    "jaylen08@example.com", "Jaylen Ortiz",
    [order("SU-93204", "ME", [("HD-M-GRY", "Grey hoodie, size M", 1, 4200)])],
    [I("wrong_item", "i ordered M and got XL")], exp("resolved", [], [], returns=[{"kind": "return", "sku": "HD-M-GRY"}]), order_ref="SU-93204", tags=["voice:teen"])

add("V05", "broken lamp glas", "Hello, i recieve my order SU93205 yesterday but the glas of the lamp is broken in many piece. The cable and bulbs is ok. Please I want the refund money for lamp only. Thank you very much",
    "t.nguyen@example.com", "Thao Nguyen",
    [order("SU-93205", "ME", [("LMP-GLS", "Glass table lamp", 1, 5800), ("BLB-4", "LED bulbs, pack of 4", 1, 900), ("CBL-3M", "Extension cable 3m", 1, 1100)])],
    [I("damaged_item", "the glas of the lamp is broken in many piece")], exp("resolved", [R(5800)]), order_ref="SU93205", tags=["voice:typos"])

add("V06", "Thank you and one small thing", "Hi there,\n\nI wanted to write properly because you've been such a help this year. We moved house in September (finally out of the flat!) and I've been slowly furnishing the new place, mostly from your shop. The linen napkins are beautiful and the pillar candles smell exactly like the description said, which never happens. My sister came up for the housewarming and asked where everything was from, so you may have a new customer.\n\nThe dinner itself went well despite the oven deciding to die halfway through the roast, but that's another story. The only thing is the big serving platter had a hairline crack right along the rim when I took it out of the box, so if you could refund that one I'd be grateful. Everything else on SU-93206 was perfect.\n\nAll the best,\nHelen",
    "helen.ward@example.com", "Helen Ward",
    [order("SU-93206", "ME", [("PLT-SRV", "Large serving platter", 1, 4600), ("NAP-LIN", "Linen napkins, set of 6", 1, 2800), ("CND-PIL", "Pillar candles, set of 3", 1, 2400)])],
    [I("damaged_item", "the big serving platter had a hairline crack right along the rim")], exp("resolved", [R(4600)]), tags=["voice:long", "buried"])

add("V07", "two orders", "Hi, two things on two different orders please.\n\nOrder SU-93207: the wool blanket arrived fine, no problem there.\nOrder SU-93217: my bank statement shows the delivery charge for this one twice.\n\nThanks, Omar",
    "omar.s@example.com", "Omar Said",
    [order("SU-93207", "ME", [("BLK-WL", "Wool blanket", 1, 7900)]),
     order("SU-93217", "ME", [("MUG-ENM", "Enamel mug", 2, 1200)], dup="delivery")],
    [I("duplicate_charge", "my bank statement shows the delivery charge for this one twice")], exp("resolved", [R(599)]), order_ref="SU-93207", tags=["several_orders"])

add("V08", "toaster", "Hello, last month the kettle from this same order arrived dented and you refunded it straight away, thank you, that's all sorted. Now I've finally unboxed the toaster and its side panel is dented in quite badly. Can I have a refund for the toaster please? Order SU-93208.",
    "r.osei@example.com", "Ruth Osei",
    [order("SU-93208", "ME", [("KTL-CRM", "Cream kettle", 1, 4500), ("TST-CRM", "Cream 2-slice toaster", 1, 3900)],
           refunds=[{"amount_cents": 4500, "source": "platform", "case_type": "damaged_item", "reason": "kettle dented", "lines": ["KTL-CRM"]}])],
    [I("damaged_item", "its side panel is dented in quite badly")], exp("resolved", [R(3900)]), order_ref="SU-93208", tags=["settled_past"])

add("V09", "vase", "The glass vase from order SU-93209 came smashed. Please do NOT send a replacement, they obviously don't survive the post. I'd just like my money back for it.",
    "l.moretti@example.com", "Lucia Moretti",
    [order("SU-93209", "ME", [("VAS-GLS", "Hand-blown glass vase", 1, 6200)])],
    [I("damaged_item", "came smashed")], exp("resolved", [R(6200)]), order_ref="SU-93209", tags=["negation"])

add("V10", "only 2 candles", "Hi, I ordered 3 of the fig scented candles (SU-93210) but only 2 were in the box when it came. The packing slip says 3. Can you sort the missing one?",
    "b.kerr@example.com", "Beth Kerr",
    [order("SU-93210", "ME", [("CND-FIG", "Fig scented candle", 3, 1800)])],
    [I("non_delivery", "only 2 were in the box")], exp("escalated", [], [E("candle")]), order_ref="SU-93210", tags=["partial_quantity"])

add("V11", "wrong colour throw", "Hello - I ordered the sage green throw (SU-93211) and what arrived is mustard yellow. The label on the bag even says mustard. Could you swap it for the green one please?",
    "a.fischer@example.com", "Anna Fischer",
    [order("SU-93211", "ME", [("THR-SGE", "Knitted throw, sage green", 1, 5500)])],
    [I("wrong_item", "what arrived is mustard yellow")], exp("resolved", [], [], returns=[{"kind": "return", "sku": "THR-SGE"}]), order_ref="SU-93211", tags=["colour"])

add("V12", "charged double", "Good morning. I have been charged twice for order SU-93212: forty-two dollars and fifty cents, two times, on the same morning. Kindly return the second one. Regards, Mr. D. Achebe",
    "d.achebe@example.com", "Daniel Achebe",
    [order("SU-93212", "ME", [("BWL-MIX", "Mixing bowl set", 1, 4250)], dup="items")],
    [I("duplicate_charge", "I have been charged twice")], exp("resolved", [R(4250)]), order_ref="SU-93212", tags=["amount_words"])

add("V13", "Double payment", "Hello, I'm writing from Lyon. My bank shows two payments of €38.40 to your shop on 8 November for order SU-93213, only one should be there. Please refund the extra one.",
    "c.dubois@example.com", "Claire Dubois",
    [order("SU-93213", "ME", [("SCF-WL", "Merino scarf", 1, 4100)], dup="items")],
    [I("duplicate_charge", "My bank shows two payments")], exp("resolved", [R(4100)]), order_ref="SU-93213", tags=["currency"])

add("V14", "address for future orders", "Hi, could you please update the delivery address on my account to 14 Birch Lane, Harrogate HG1 2AB? We've just moved. Nothing wrong with my last order SU-93214, it was great.",
    "g.lowe@example.com", "Gary Lowe",
    [order("SU-93214", "ME", [("PLN-TRC", "Terracotta planter", 1, 2900)])],
    [I("other", "could you please update the delivery address on my account")], exp("escalated", [], [E("address")]), order_ref="SU-93214", tags=["other_only"])

add("V15", "refund promised on the phone", "Hi, I rang last week about order SU-93215 because it turned up several days after the date you promised. Your colleague Sam said on the phone that the delivery fee would be refunded, but nothing has arrived on my card yet. Could you check and put it through?",
    "m.haddad@example.com", "Maya Haddad",
    [order("SU-93215", "ME", [("CUS-VLV", "Velvet cushion", 2, 2200)], fee=699, ship="late")],
    [I("late_delivery", "the delivery fee would be refunded, but nothing has arrived")], exp("resolved", [R(699)]), order_ref="SU-93215", tags=["follow_up"])

add("V16", "No rush - express delivery", "Hello! No rush at all on this. I paid for express delivery on SU-93216 because it was a present, but it came three days after the date on the confirmation. Not the end of the world, but could I have the express charge back when you get a moment? Many thanks, Pip",
    "pip.adeyemi@example.com", "Pip Adeyemi",
    [order("SU-93216", "ME", [("GFT-BOX", "Gift hamper", 1, 6500)], fee=1299, ship="late")],
    [I("late_delivery", "could I have the express charge back")], exp("resolved", [R(1299)]), order_ref="SU-93216", tags=["voice:polite"])

add("V17", "late delivery refund", "My order SU-93218 was late and I want the delivery charge refunded.",
    "n.petrov@example.com", "Nikolai Petrov",
    [order("SU-93218", "ME", [("FRM-OAK", "Oak photo frame", 1, 2600)])],
    [I("late_delivery", "I want the delivery charge refunded")], exp("partial", [], [], deferred=[E("delivery")]), order_ref="SU-93218", tags=["decline"])

add("V18", "rug return", "Hi, the jute rug from SU-93219 is lovely but far too big for our hallway, my measuring was off. It's still rolled up in the plastic. I'd like to return it please.",
    "s.ito@example.com", "Sora Ito",
    [order("SU-93219", "ME", [("RUG-JUT", "Jute runner rug", 1, 8900)])],
    [I("change_of_mind", "I'd like to return it")], exp("resolved", [], [], returns=[{"kind": "return", "sku": "RUG-JUT"}]), order_ref="SU-93219", tags=["change_of_mind"])

add("V19", "return the lamp", "Hello, I bought the brass floor lamp in early October (SU-93220) and I've decided it doesn't suit the room after all. Can I send it back for a refund?",
    "f.oconnor@example.com", "Fiona O'Connor",
    [order("SU-93220", "ME", [("LMP-BRS", "Brass floor lamp", 1, 12900)], ship="old")],
    [I("change_of_mind", "Can I send it back for a refund?")], exp("partial", [], [], deferred=[E("lamp")]), order_ref="SU-93220", tags=["window"])

add("V20", "salad bowl + payment", "Hiya, two problems with SU-93221. The wooden salad bowl arrived with a big chip out of the edge. And my card shows the payment for the order twice. Thanks!",
    "j.mills@example.com", "Jess Mills",
    [order("SU-93221", "ME", [("BWL-SAL", "Acacia salad bowl", 1, 3600), ("SRV-SET", "Salad servers", 1, 1400)], dup="items")],
    [I("damaged_item", "arrived with a big chip out of the edge"), I("duplicate_charge", "my card shows the payment for the order twice")],
    exp("resolved", [R(3600), R(5000)]), order_ref="SU-93221", tags=["multi_intent"])

add("V21", "jug", "The glass jug in SU-93222 was shattered when I opened the box. I do NOT want another one sent, they always seem to break on the way. Just sort it out with a refund.",
    "e.walsh@example.com", "Eamon Walsh",
    [order("SU-93222", "ME", [("JUG-GLS", "Glass water jug", 1, 2700), ("CST-4", "Cork coasters, set of 4", 1, 900)])],
    [I("damaged_item", "was shattered when I opened the box")], exp("resolved", [R(2700)]), order_ref="SU-93222", tags=["negation"])

add("V22", "Picture frame", "Good morning,\n\nThe large silver picture frame arrived yesterday and the glass is cracked from corner to corner. I should be glad of a refund.\n\nYours sincerely,\nMargaret Hill\nOrder number SU-93223",
    "m.hill@example.com", "Margaret Hill",
    [order("SU-93223", "ME", [("FRM-SLV", "Silver picture frame, large", 1, 3800)])],
    [I("damaged_item", "the glass is cracked from corner to corner")], exp("resolved", [R(3800)]), tags=["ref_in_signature", "voice:elderly"])

add("V23", "keep the boots", "Hi, I started a return for the ankle boots on SU-93224 last week but I've decided to keep them after all - they've grown on me. Please cancel the return.",
    "z.khan@example.com", "Zara Khan",
    [order("SU-93224", "ME", [("BT-ANK", "Leather ankle boots", 1, 9500)], returns=[{"sku": "BT-ANK", "kind": "return", "reason": "change of mind"}])],
    [I("other", "Please cancel the return")], exp("escalated", [], [E("cancel the return")]), order_ref="SU-93224", tags=["other_only"])

add("V24", "thank you", "Just a quick note to say the refund for the broken lamp on SU-93225 came through this morning. Thanks for sorting it so quickly!",
    "h.becker@example.com", "Hanna Becker",
    [order("SU-93225", "ME", [("LMP-DSK", "Desk lamp", 1, 3900)], refunds=[{"amount_cents": 3900, "source": "platform", "case_type": "damaged_item", "reason": "broken", "lines": ["LMP-DSK"]}])],
    [], exp("escalated", [], [E("answer the ticket")]), order_ref="SU-93225", tags=["asks_nothing"])

add("V25", "wrong shoes colour", "Dear support, I have ordered the black shoes in order SU 93226 but arrive brown shoes. Same size but the colour is not what I order. Please what I must do for return?",
    "m.kowalski@example.com", "Marek Kowalski",
    [order("SU-93226", "ME", [("SHO-BLK", "Derby shoes, black", 1, 7400)])],
    [I("wrong_item", "arrive brown shoes")], exp("resolved", [], [], returns=[{"kind": "return", "sku": "SHO-BLK"}]), order_ref="SU 93226", tags=["voice:non_native"])

add("V26", "UNACCEPTABLE", "THE MIRROR I ORDERED (SU-93227) ARRIVED IN PIECES. GLASS EVERYWHERE. I want a refund for it AND I want $20 for the hassle of cleaning it all up with a toddler in the house.",
    "angry.dad@example.com", "Tom Reilly",
    [order("SU-93227", "ME", [("MIR-RND", "Round wall mirror", 1, 6400)])],
    [I("damaged_item", "ARRIVED IN PIECES"), I("other", "I want $20 for the hassle")], exp("partial", [R(6400)], [E("hassle")]), order_ref="SU-93227", tags=["voice:angry", "multi_intent"])

add("V27", "Order SU-93228 - damaged chairs", "Hello,\n\nWe received the 10 bistro chairs for the cafe today. Three of them have cracked back legs and can't be used; the other seven are fine. Please refund the three damaged chairs.\n\nThanks,\nLeo Marchetti, Cafe Volta",
    "leo@cafevolta.example.com", "Leo Marchetti",
    [order("SU-93228", "ME", [("CHR-BST", "Bistro chair", 10, 4500)], fee=2500)],
    [I("damaged_item", "Three of them have cracked back legs")], exp("resolved", [R(13500)]), order_ref="SU-93228", tags=["partial_quantity", "voice:corporate"])

add("V28", "split table top", "The oak side table (SU-93229) arrived with the top split along the grain. Really disappointing for the price. I'd like a refund please.",
    "w.jones@example.com", "Wyn Jones",
    [order("SU-93229", "ME", [("TBL-OAK", "Solid oak side table", 1, 28900)], fee=0)],
    [I("damaged_item", "arrived with the top split along the grain")], exp("resolved", [R(28900)]), order_ref="SU-93229", tags=["above_ceiling"],
    approver={"refunds": [{"answer": "approve", "role": "support_lead"}]})

add("V29", "where's my stuff", "Hi, I ordered a week and a half ago (SU-93230) and it still isn't here. Where's my parcel?",
    "r.lindqvist@example.com", "Rasmus Lindqvist",
    [order("SU-93230", "ME", [("BKS-SET", "Bookends", 1, 3200)], ship="transit")],
    [I("non_delivery", "it still isn't here")], exp("partial", [], [], deferred=[E("deliver")]), order_ref="SU-93230", tags=["not_due"])

add("V30", "never got it", "Your tracking says my parcel SU-93231 was delivered on the 13th but it was not. Nothing at the door, nothing with the neighbours, I've checked. I'd like a refund or for you to look into it.",
    "y.amir@example.com", "Yusuf Amir",
    [order("SU-93231", "ME", [("SPK-BT", "Bluetooth speaker", 1, 7900)])],
    [I("non_delivery", "was delivered on the 13th but it was not")], exp("escalated", [], [E("deliver")]), order_ref="SU-93231", tags=["delivered_not_received"])

add("V31", "phone case", "hey the phone case from SU-93232 came cracked on one corner?? can i get a refund. also can u take me off ur email list its like 3 a day",
    "mia.t@example.com", "Mia Tran",
    [order("SU-93232", "ME", [("CSE-PH", "Clear phone case", 1, 1900)])],
    [I("damaged_item", "came cracked on one corner"), I("other", "can u take me off ur email list")], exp("partial", [R(1900)], [E("email list")]), order_ref="SU-93232", tags=["voice:teen", "multi_intent"])

add("V32", "second half of my order?", "Hello,\n\nI'm writing about order SU-93233, which I placed for my father's 70th. He lives alone since my mum passed and I wanted him to have some nice things for the kitchen. The first box arrived on the 13th with the saucepans, and he was thrilled, he rang me twice about them. I told him the rest would come separately, as the website said.\n\nWould you be able to tell me whether the second half of the order has been sent? I'd like to let him know what to expect.\n\nWarm regards,\nAnita Desai",
    "anita.desai@example.com", "Anita Desai",
    [order("SU-93233", "ME", [("PAN-SET", "Saucepan set", 1, 8800)])],
    [I("other", "Would you be able to tell me whether the second half of the order has been sent?")], exp("escalated", [], [E("second half")]), order_ref="SU-93233", tags=["voice:long", "other_only"])

add("V33", "charger cracked", "The USB charger I bought from Gadget Barn through your site (SU-93234) arrived with the casing cracked open, I can see the wires. Not safe to use. What can you do?",
    "p.sharma@example.com", "Priya Sharma",
    [order("SU-93234", "ME", [("CHG-USB", "65W USB-C charger", 1, 3500)], seller="SL-R")],
    [I("damaged_item", "arrived with the casing cracked open")], exp("escalated", [], [E("charger")]), order_ref="SU-93234", tags=["seller:marketplace", "replace"])

add("V34", "stool damaged", "Hi, the birch stool from Nordic Nest (SU-93235) has a deep gouge across the seat. Refund please, I'll keep it for the garden shed.",
    "o.berg@example.com", "Olaf Berg",
    [order("SU-93235", "ME", [("STL-BRC", "Birch stool", 1, 6900)], seller="SL-M")],
    [I("damaged_item", "has a deep gouge across the seat")], exp("resolved", [R(6900, "seller")]), order_ref="SU-93235", tags=["seller:marketplace"])

add("V35", "shipping", "I was billed two times for shipping on SU-93236. Can you reverse one of them?",
    "k.murphy@example.com", "Kate Murphy",
    [order("SU-93236", "ME", [("TRY-WD", "Wooden serving tray", 1, 3100)], dup="delivery")],
    [I("duplicate_charge", "I was billed two times for shipping")], exp("resolved", [R(599)]), order_ref="SU-93236", tags=["duplicate_words"])

add("V36", "wine glasses", "Of the three wine glasses in SU-93237, two arrived in pieces. The third is fine. Refund for the broken ones please.",
    "v.rossi@example.com", "Valentina Rossi",
    [order("SU-93237", "ME", [("GLS-WIN", "Crystal wine glass", 3, 1400)])],
    [I("damaged_item", "two arrived in pieces")], exp("resolved", [R(2800)]), order_ref="SU-93237", tags=["partial_quantity"])

add("V37", "wrong size shoes", "Hi, the trainers on SU-93238 came in a size 9, I ordered an 8. Please don't refund me, I want the 8s - can you exchange them?",
    "b.cho@example.com", "Ben Cho",
    [order("SU-93238", "ME", [("TRN-8", "Running trainers, UK 8", 1, 8200)])],
    [I("wrong_item", "came in a size 9, I ordered an 8"), I("other", "I want the 8s - can you exchange them?")],
    exp("partial", [], [E("exchange")], returns=[{"kind": "return", "sku": "TRN-8"}]), order_ref="SU-93238", tags=["negation", "multi_intent"])

add("V38", "late again", "Hello, the stand mixer that arrived cracked back in the spring was refunded at the time, no issue there. But this order, SU-93239, came five days late, and I paid $7.99 for delivery, which I'd like back please.",
    "g.ferreira@example.com", "Gloria Ferreira",
    [order("SU-93239", "ME", [("BLN-GLS", "Glass blender jug", 1, 3300)], fee=799, ship="late")],
    [I("late_delivery", "which I'd like back please")], exp("resolved", [R(799)]), order_ref="SU-93239", tags=["settled_past"])

add("V39", "ignore my last email", "Please ignore my earlier message about the missing charger for SU-93240 - it was tucked under the cardboard insert at the bottom of the box. Sorry for the bother!",
    "d.novak@example.com", "Dana Novak",
    [order("SU-93240", "ME", [("HDR-SET", "Hair dryer with charger", 1, 5900)])],
    [], exp("escalated", [], [E("answer the ticket")]), order_ref="SU-93240", tags=["asks_nothing"])

add("V40", "Pedido roto", "Hola, el pedido SU-93241 llegó con la tetera rota. Quisiera un reembolso, por favor. Gracias, Lucía",
    "lucia.g@example.com", "Lucía García",
    [order("SU-93241", "ME", [("TPT-RED", "Red cast iron teapot", 1, 4800)])],
    [I("damaged_item", "llegó con la tetera rota")], exp("escalated", [], [E("Spanish")]), order_ref="SU-93241", tags=["language"])

write(os.path.join(HERE, "ver32a.jsonl"), C)
