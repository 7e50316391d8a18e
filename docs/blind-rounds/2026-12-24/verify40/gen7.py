from common import *
R = "SU-81001"
def ref(c, sku, q=1):
    return {"amount_cents": c*q + tax(c*q), "source": "platform", "lines": [{"sku": sku, "quantity": q}]}
cases = []
mug = [L("MUG-1", "Stoneware mug", 2400)]
lamp = [L("LMP-1", "Brass table lamp", 4000)]
kettle = [L("KET-1", "Stovetop kettle", 4800)]
ml = [L("MUG-1", "Stoneware mug", 2400), L("LMP-1", "Brass table lamp", 4000)]
esc0 = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "answer"}]}
nothing = {"outcome": "escalated", "refunds": [], "returns": []}
# asks nothing, damage told
N = [
 ("N1", "fyi", "Just so you know, the mug arrived with a tiny chip. Not asking for anything, it's fine.", mug),
 ("N2", "mug", "Mug had a small chip on arrival. No refund needed - I just thought your warehouse should know.", mug),
 ("N3", "feedback", "The kettle came dented but honestly I'm not bothered. Keep up the good work!", kettle),
 ("N4", "mug", "FYI mug chipped in transit. all good, dont need anything back", mug),
 ("N5", "lamp", "The lamp arrived with a dent, which I've hammered out. Nothing to do here, just feedback on packaging.", lamp),
 ("N6", "Mug", "The mug is chipped. I'd rather not make a fuss, so no refund please - just pass it on to the packers.", mug),
]
for cid, s, b, lines in N:
    cases.append(case(cid, s, b, [order(R, lines)], [], nothing, R))
# a fine line named and a damaged line: only damaged paid
cases.append(case("M1", "order", "Refund for the mug and lamp please - well, the lamp is actually fine, only the mug is cracked.", [order(R, ml)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
cases.append(case("M2", "order", "Mug cracked and lamp dented. Refund both.\nOn second look the lamp dent is just a smudge. So only the mug.", [order(R, ml)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
# partial money wish in other currency / words
cases.append(case("A51", "mug", "Chipped mug. Five pounds back and I'll call it even.", [order(R, mug)], ["other"], esc0, R))
cases.append(case("A52", "lamp", "Lamp dented. €10 back would be fair, I'm keeping it.", [order(R, lamp)], ["other"], esc0, R))
cases.append(case("A53", "lamp", "Dented lamp. Could you refund me, say, twelve dollars and fifty cents? Keeping the lamp.", [order(R, lamp)], ["other"], esc0, R))
cases.append(case("A54", "mug", "The mug is chipped, I'd like a partial refund please.", [order(R, mug)], ["other"], esc0, R))
cases.append(case("A55", "kettle", "The kettle is dented. A discount on this order would be appreciated.", [order(R, kettle)], ["other"], esc0, R))
# duplicate charge that is not
cases.append(case("X1", "charged twice", "Looks like I was charged twice for the mug? Please refund the second charge.", [order(R, mug)], ["duplicate_charge"], {"outcome": "partial", "refunds": []}, R))
dup = [{"kind": "items", "description": "Items", "amount_cents": 2400, "charged_at": "2026-11-10T10:01:00Z"}]
cases.append(case("X2", "charge", "The mug payment shows twice on my card. Actually I checked again - the second one dropped off, it was only a hold. All good.", [order(R, mug)], [], nothing, R))
cases.append(case("X3", "double charge", "I see the $24.00 twice on my statement, please refund the extra one. Also the mug is fine, thanks.", [order(R, mug, extra_charges=dup)], ["duplicate_charge"], {"outcome": "resolved", "refunds": [{"amount_cents": 2400, "source": "platform", "lines": []}]}, R))
# mixed language
cases.append(case("L1", "mug", "The mug arrived cracked, refund please. También, por favor, cancelen mi suscripción mensual.", [order(R, mug)], ["damaged_item", "other"], {"outcome": "partial", "refunds": [ref(2400, "MUG-1")], "escalations": [{"item": "suscripci"}]}, R))
cases.append(case("L2", "mug", "Mug cracked, please refund. Bitte schicken Sie mir auch eine Rechnung mit meiner Firmenadresse.", [order(R, mug)], ["damaged_item", "other"], {"outcome": "partial", "refunds": [ref(2400, "MUG-1")], "escalations": [{"item": "Rechnung"}]}, R))
# settled past problem
cases.append(case("P1", "mug again", "The lamp arrived dented back in October and your colleague sorted a refund - thanks again. This time the mug is cracked, please refund it.", [order(R, ml)], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
# late fee waived in other words beside a damage
late = order(R, mug, delivered="2026-11-18T15:00:00Z")
cases.append(case("W1", "mug", "The parcel came two days late, but whatever, the postage can stay with you. The mug is cracked though - refund please.", [late], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
cases.append(case("W2", "mug", "Arrived late - I'm not chasing the shipping cost. Mug cracked, refund the mug please.", [order(R, mug, delivered="2026-11-18T15:00:00Z")], ["damaged_item"], {"outcome": "resolved", "refunds": [ref(2400, "MUG-1")]}, R))
write("round7.jsonl", cases)
