from lib import *
C = []
T = tax_of
# 1 return already sent, confirm receipt
o = order("SU-85001", "C-1", [line("LMP-51", "Arc floor lamp", 8400)], seller="S-MK", delivered_days=10)
C.append(case("V5-01", "return SU-85001", "I sent the arc lamp back to you yesterday as it was too tall for the room. Can you confirm you've received it?", [{"kind": "other", "quote": "Can you confirm you've received it?"}], exp("escalated", escalations=[E("received")]), world([o], sellers=[FP, MK]), order_ref="SU-85001"))
# 2 dropped at post office
o = order("SU-85002", "C-1", [line("DRS-52", "Linen dress", 6900)], seller="S-MK", delivered_days=8)
C.append(case("V5-02", "SU-85002", "didnt like the dress so i already dropped it at the post office on monday with my own postage. when do i get the money back", [{"kind": "other", "quote": "when do i get the money back"}], exp("escalated", escalations=[E("money")]), world([o], sellers=[FP, MK]), order_ref="SU-85002"))
# 3 past return settled + new return
o = order("SU-85003", "C-1", [line("BOT-53", "Suede boots", 11900), line("SCF-53", "Wool scarf", 3900)], seller="S-MK", delivered_days=12,
          returns=[{"sku": "BOT-53", "kind": "return", "reason": "change of mind"}],
          refunds=[{"amount_cents": 11900, "source": "seller", "case_type": "change_of_mind", "lines": ["BOT-53"], "reason": "boots returned"}])
C.append(case("V5-03", "another return", "You took back the suede boots last week and refunded me, all good. I've now decided I don't want the scarf either, I'd like to return it.", [{"kind": "change_of_mind", "quote": "I'd like to return it"}], exp("resolved", returns=[{"kind": "return", "sku": "SCF-53"}]), world([o], sellers=[FP, MK]), order_ref="SU-85003"))
# 4 damaged item already collected, asks money
o = order("SU-85004", "C-1", [line("KTL-54", "Glass kettle", 4400)], returns=[{"sku": "KTL-54", "kind": "collection", "reason": "arrived cracked"}])
C.append(case("V5-04", "kettle refund", "Your courier collected the cracked kettle from SU-85004 on Tuesday. How long until the refund shows up?", [{"kind": "other", "quote": "How long until the refund shows up?"}], exp("escalated", escalations=[E("refund")]), world([o]), order_ref="SU-85004"))
# 5 warranty line: pay the kettle only
o = order("SU-85005", "C-1", [line("KTL-55", "Stainless kettle", 3900), line("WAR-55", "Kettle warranty 2 years", 900)])
C.append(case("V5-05", "dented kettle SU-85005", "The kettle arrived with a big dent in the side.", ["damaged_item"], exp("resolved", refunds=[R(3900 + T(3900), lines=[("KTL-55", 1)])]), world([o]), order_ref="SU-85005"))
# 6 hold: wait for photos / husband
o = order("SU-85006", "C-1", [line("CHR-56", "Accent chair", 4900)])
C.append(case("V5-06", "chair leg SU-85006", "One leg of the accent chair is cracked. Before you refund anything, I need to check with my husband whether he did it when assembling it - I'll write back tomorrow.", [{"kind": "other", "quote": "I'll write back tomorrow"}], exp("escalated", escalations=[E("chair")]), world([o]), order_ref="SU-85006"))
# 7 don't process return until I confirm
o = order("SU-85007", "C-1", [line("DSK-57", "Writing desk", 9900)], seller="S-MK", delivered_days=5)
C.append(case("V5-07", "maybe return desk", "I'm thinking of returning the writing desk from SU-85007 because it's smaller than I expected. Please don't start the return yet, I'll confirm by the weekend once I've measured again.", [{"kind": "other", "quote": "Please don't start the return yet"}], exp("escalated", escalations=[E("desk")]), world([o], sellers=[FP, MK]), order_ref="SU-85007"))
# 8 wrong item, will not return
o = order("SU-85008", "C-1", [line("TOW-58", "Grey towel set", 4500)])
C.append(case("V5-08", "wrong colour", "Got pink towels instead of the grey ones on SU-85008. I'd rather not go through a return - can you just refund me and I'll donate the pink ones?", [{"kind": "wrong_item", "quote": "Got pink towels instead of the grey ones"}], exp("escalated", escalations=[E("towel")]), world([o]), order_ref="SU-85008"))
# 9 kettle only on the other order, ref field names first
o1 = order("SU-85009", "C-1", [line("SPN-59", "Wooden spoons", 1200)])
o2 = order("SU-85010", "C-1", [line("KTL-59", "Whistling kettle", 3600)], delivered_days=3)
C.append(case("V5-09", "SU-85009", "My whistling kettle arrived dented on the spout.", [{"kind": "damaged_item", "quote": "whistling kettle arrived dented"}], exp("resolved", refunds=[R(3600 + T(3600), lines=[("KTL-59", 1)])]), world([o1, o2]), order_ref="SU-85009"))
# 10 friend's order number, goods on both
o1 = order("SU-85011", "C-1", [line("MUG-60", "Speckled mug", 1600)])
o2 = order("SU-85012", "C-2", [line("MUG-60", "Speckled mug", 1600)])
C.append(case("V5-10", "mug", "My friend Ana (order SU-85012) and I both got the speckled mug. Hers arrived cracked - she doesn't have email so I'm writing for her. Please refund her.", [{"kind": "damaged_item", "quote": "Hers arrived cracked"}], exp("escalated", escalations=[E("mug")]), world([o1, o2], extra_customers=[("C-2", "Ana Ruiz", "ana.ruiz@example.com")]), order_ref="SU-85011"))
# 11 husband already got refund for same item (settled by someone else)
o = order("SU-85013", "C-1", [line("PLT-61", "Stoneware platter", 3800)],
          refunds=[{"amount_cents": 3800 + T(3800), "source": "platform", "case_type": "damaged_item", "lines": ["PLT-61"], "reason": "platter cracked, phone call"}])
C.append(case("V5-11", "cracked platter SU-85013", "The stoneware platter arrived cracked, please refund it. (My husband may have phoned about it too, not sure.)", ["damaged_item"], exp("partial", deferred=[E("platter")]), world([o]), order_ref="SU-85013"))
# 12 charity donation line
o = order("SU-85014", "C-1", [line("BWL-62", "Noodle bowl", 1800), line("DON-62", "Charity donation", 200)])
C.append(case("V5-12", "noodle bowl SU-85014", "The noodle bowl arrived smashed. Please refund my order.", ["damaged_item"], exp("resolved", refunds=[R(1800 + T(1800), lines=[("BWL-62", 1)])]), world([o]), order_ref="SU-85014"))
# 13 refund my order - whole order for one damaged item among three
o = order("SU-85015", "C-1", [line("GLS-63", "Tumbler", 1000, qty=3), line("CAR-63", "Carafe", 2400)])
C.append(case("V5-13", "refund my order SU-85015", "One tumbler arrived broken. I want a full refund of my order.", [{"kind": "damaged_item", "quote": "One tumbler arrived broken"}], exp("resolved", refunds=[R(1000 + T(1000), lines=[("GLS-63", 1)])]), world([o]), order_ref="SU-85015"))
# 14 condition in reply: refund only the fee if replacement arrives; else... late and partially
o = order("SU-85016", "C-1", [line("PTS-64", "Pot set", 7900)], fee=899, late_days=1)
C.append(case("V5-14", "late SU-85016", "The pot set arrived a day after the date you promised. Not a big deal at all, I'm not after any money, just thought you should know the courier is slow.", [], exp("escalated", escalations=[E("answer")]), world([o]), order_ref="SU-85016"))
# 15 two damage lines, one waived
o = order("SU-85017", "C-1", [line("VAS-65", "Bud vase", 1400), line("BWL-65", "Ceramic bowl", 3200)])
C.append(case("V5-15", "SU-85017", "Both the bud vase and the bowl came chipped. The vase chip is tiny so forget about that one, but the bowl is unusable, please refund the bowl.", [{"kind": "damaged_item", "quote": "please refund the bowl"}], exp("resolved", refunds=[R(3200 + T(3200), lines=[("BWL-65", 1)])]), world([o]), order_ref="SU-85017"))
# 16 forwarded ticket from spouse with different email, order of C-1, quoted old damage
o = order("SU-85018", "C-1", [line("OVN-66", "Dutch oven", 8900)])
C.append(case("V5-16", "Fwd: Dutch oven", "Forwarding this from my wife's email, please deal with it.\n\n---------- Forwarded message ---------\nFrom: Dana Holt\nThe Dutch oven on SU-85018 arrived with the lid cracked. I'd like a refund please.", [{"kind": "damaged_item", "quote": "arrived with the lid cracked"}], exp("escalated", escalations=[E("lid")]), world([o], extra_customers=[("C-8", "Sam Holt", "sam.holt@example.com")]), order_ref="SU-85018", email="sam.holt@example.com"))
# 17 late fee refunded already; asks again with typo
o = order("SU-85019", "C-1", [line("PIL-67", "Feather pillow", 3400)], fee=599, late_days=3,
          refunds=[{"amount_cents": 599, "source": "platform", "case_type": "late_delivery", "charges": [2], "reason": "late"}])
C.append(case("V5-17", "late delivry", "my pilow was 3 days late, refund the delivry pls", ["late_delivery"], exp("partial", deferred=[E("late")]), world([o]), order_ref="SU-85019"))
# 18 item damaged but customer says "I'll return it myself, no collection needed, refund when you get it" marketplace collect seller? use refund_keep: fine.
o = order("SU-85020", "C-1", [line("FRM-68", "Gilt frame", 5600)])
C.append(case("V5-18", "frame", "The gilt frame from SU-85020 arrived with a corner snapped off. I've already thrown it away, sorry. Can I still get a refund?", ["damaged_item"], exp("resolved", refunds=[R(5600 + T(5600), lines=[("FRM-68", 1)])]), world([o]), order_ref="SU-85020"))
write("round5.jsonl", C)
