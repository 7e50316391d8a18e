from lib import *
C = []
T = tax_of
# 1 asks only a partial amount for a scratch
o = order("SU-82001", "C-1", [line("TBL-1", "Oak side table", 8900)])
C.append(case("V2-01", "scratch on table SU-82001", "The side table came with a small scratch on one leg. Honestly I'll keep it - if you could refund $10 for the scratch that would be fair.", [{"kind": "damaged_item", "quote": "if you could refund $10 for the scratch"}], exp("escalated", escalations=[E("table")]), world([o]), order_ref="SU-82001"))
# 2 store credit instead of refund
o = order("SU-82002", "C-1", [line("JUG-1", "Glass water jug", 2800)])
C.append(case("V2-02", "jug cracked", "My water jug (SU-82002) arrived cracked. I don't want money back on my card, I'd prefer store credit to use next time.", [{"kind": "damaged_item", "quote": "water jug (SU-82002) arrived cracked"}, {"kind": "other", "quote": "I'd prefer store credit"}], exp("escalated", escalations=[E("store credit")]), world([o]), order_ref="SU-82002"))
# 3 box damaged only
o = order("SU-82003", "C-1", [line("JUG-2", "Ceramic milk jug", 2400)])
C.append(case("V2-03", "SU-82003 box", "Just so you know the box for SU-82003 was crushed on one corner when it arrived but the milk jug inside was completely fine, not a mark on it.", [], exp("escalated", escalations=[E("answer")]), world([o]), order_ref="SU-82003"))
# 4 cancel earlier return
o = order("SU-82004", "C-1", [line("CSH-1", "Velvet cushion", 3200)], returns=[{"sku": "CSH-1", "kind": "return", "reason": "change of mind"}])
C.append(case("V2-04", "cancel my return", "I started a return for the velvet cushion on SU-82004 last week but I've decided to keep it after all. Please cancel the return, I won't be sending it back.", [{"kind": "other", "quote": "Please cancel the return"}], exp("escalated", escalations=[E("return")]), world([o]), order_ref="SU-82004"))
# 5 dup charge already refunded, customer asks again
o = order("SU-82005", "C-1", [line("BLK-1", "Throw blanket", 5600)], dup=2,
          refunds=[{"amount_cents": 599, "source": "platform", "case_type": "duplicate_charge", "charges": [4], "reason": "dup delivery"}])
C.append(case("V2-05", "double delivery charge", "I was charged delivery twice on SU-82005, $5.99 two times. Please refund one of them.", ["duplicate_charge"], exp("partial", deferred=[E("duplicate")]), world([o]), order_ref="SU-82005"))
# 6 neighbour has it
o = order("SU-82006", "C-1", [line("PAN-1", "Frying pan", 3900)], status="shipped", shipstatus="delivered", delivered_days=1)
C.append(case("V2-06", "parcel", "Tracking for SU-82006 says delivered but it wasn't on my doorstep. Update: my neighbour just texted, she took it in for me, so all sorted, nothing needed.", [], exp("escalated", escalations=[E("answer")]), world([o]), order_ref="SU-82006"))
# 7 one of two lamps
o = order("SU-82007", "C-1", [line("LMP-7", "Bedside lamp", 3500, qty=2)])
C.append(case("V2-07", "lamps", "I ordered two bedside lamps on SU-82007. One arrived with the base cracked, the other one is perfect.", ["damaged_item"], exp("resolved", refunds=[R(3500 + T(3500), lines=[("LMP-7", 1)])]), world([o]), order_ref="SU-82007"))
# 8 two orders, damage named on the other (own) order, field names first
o1 = order("SU-82008", "C-1", [line("MUG-8", "Enamel mug", 1400)])
o2 = order("SU-82009", "C-1", [line("PLT-8", "Serving platter", 4600)], delivered_days=3)
C.append(case("V2-08", "SU-82008", "Hi, the enamel mugs from my first order are great. It's the serving platter from my other order, SU-82009, that arrived chipped on the rim.", [{"kind": "damaged_item", "quote": "serving platter from my other order, SU-82009, that arrived chipped"}], exp("resolved", refunds=[R(4600 + T(4600), lines=[("PLT-8", 1)])]), world([o1, o2]), order_ref="SU-82008"))
# 9 euros amount lower than item
o = order("SU-82010", "C-1", [line("COA-1", "Wool coat", 9900)], fee=0)
C.append(case("V2-09", "coat", "Coat from order SU-82010 has a button missing. Not a big deal, I'll sew one on - could you refund 5 euros for the button?", [{"kind": "other", "quote": "could you refund 5 euros for the button"}], exp("escalated", escalations=[E("button")]), world([o]), order_ref="SU-82010"))
# 10 wrong item but wants to keep and exchange-- refuses return
o = order("SU-82011", "C-1", [line("SHE-1", "Linen sheet, king", 7200)])
C.append(case("V2-10", "wrong size", "You sent a double sheet instead of the king I ordered (SU-82011). I'm not sending the double back, it's going to my daughter. Please just send the king.", [{"kind": "wrong_item", "quote": "You sent a double sheet instead of the king"}, {"kind": "other", "quote": "Please just send the king"}], exp("escalated", escalations=[E("king")]), world([o]), order_ref="SU-82011"))
# 11 typo-ridden refusal of refund
o = order("SU-82012", "C-1", [line("BWL-9", "Fruit bowl", 2700)])
C.append(case("V2-11", "bowl", "fruit bowl from su-82012 has a tiny chip. dont refund me pls its fine realy, i just wanted u to know", [], exp("escalated", escalations=[E("answer")]), world([o]), order_ref="SU-82012"))
# 12 duplicate from a different order placed on purpose
o1 = order("SU-82013", "C-1", [line("CND-1", "Soy candle", 1800)])
o2 = order("SU-82014", "C-1", [line("CND-1", "Soy candle", 1800)], delivered_days=4)
C.append(case("V2-12", "candles", "I see two charges of $19.44 for soy candles - that's right, I placed two orders (SU-82013 and SU-82014), one is a gift. Can you tell me when the second ships?", [{"kind": "other", "quote": "Can you tell me when the second ships"}], exp("escalated", escalations=[E("ship")]), world([o1, o2]), order_ref="SU-82013"))
# 13 damage on a gift sent to someone else, still customer's order - fine; instead a line that is not goods (gift wrap)
o = order("SU-82015", "C-1", [line("SCF-1", "Silk scarf", 5400), line("GFT-1", "Gift wrapping", 500)])
C.append(case("V2-13", "gift wrap", "The silk scarf on SU-82015 arrived fine but the gift wrapping was torn and crumpled, not what I paid for. Could I get the $5 for the wrapping back?", [{"kind": "other", "quote": "Could I get the $5 for the wrapping back"}], exp("escalated", escalations=[E("wrap")]), world([o]), order_ref="SU-82015"))
# 14 conditional return: only if it can be exchanged
o = order("SU-82016", "C-1", [line("BOT-1", "Ankle boots size 38", 8800)], seller="S-MK")
C.append(case("V2-14", "boots exchange", "The boots on SU-82016 are a bit tight. I'd only send them back if you can exchange them for a 39 - if you can't, I'll keep them, I don't want a refund.", [{"kind": "other", "quote": "I'd only send them back if you can exchange them for a 39"}], exp("escalated", escalations=[E("boots")]), world([o]), order_ref="SU-82016"))
# 15 a damaged item on a marketplace no-return seller, customer wants refund: replace remedy
o = order("SU-82017", "C-1", [line("PHN-1", "Phone stand", 2600)], seller="S-NR")
C.append(case("V2-15", "stand broken", "The phone stand from SU-82017 snapped at the hinge on arrival. I want a refund.", ["damaged_item"], exp("escalated", escalations=[E("stand")]), world([o]), order_ref="SU-82017"))
# 16 late delivery on time in reality but customer claims late
o = order("SU-82018", "C-1", [line("POT-1", "Plant pot", 2200)], fee=699)
C.append(case("V2-16", "late!!", "SU-82018 was LATE. I want my delivery fee back.", ["late_delivery"], exp("partial", deferred=[E("late")]), world([o]), order_ref="SU-82018"))
# 17 "the second one" duplicate: only the charge named; taxes
o = order("SU-82019", "C-1", [line("MAT-1", "Yoga mat", 3000)], dup=3)
C.append(case("V2-17", "tax twice", "Sales tax on SU-82019 was charged two times - $2.40 and $2.40. Refund the extra please.", ["duplicate_charge"], exp("resolved", refunds=[R(240, lines=[])]), world([o]), order_ref="SU-82019"))
# 18 damage reported by someone not the customer (different email), order of C-1
o = order("SU-82020", "C-1", [line("SPK-1", "Bluetooth speaker", 4900)])
C.append(case("V2-18", "speaker SU-82020", "Hi, I received a speaker as a present (order SU-82020, bought by my aunt Dana). It's cracked. Please refund me.", [{"kind": "damaged_item", "quote": "It's cracked"}], exp("escalated", escalations=[E("speaker")]), world([o], extra_customers=[("C-9", "Leo Park", "leo.park@example.com")]), order_ref="SU-82020", email="leo.park@example.com"))
write("round2.jsonl", C)
