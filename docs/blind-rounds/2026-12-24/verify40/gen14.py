from common import *
R = "SU-81001"
def ref(c, sku, q=1):
    return {"amount_cents": c*q + tax(c*q), "source": "platform", "lines": [{"sku": sku, "quantity": q}]}
cases = []
good = lambda *r: {"outcome": "resolved", "refunds": list(r)}
two = lambda: [order("SU-81010", [L("MUG-1", "Stoneware mug", 2400)], tn="1ZA"), order("SU-81011", [L("LMP-1", "Brass table lamp", 4000)], tn="1ZB")]
E = [
 ("E81", "Two problems", "1. SU-81010 - the mug is cracked, refund please\n2. SU-81011 - the lamp is dented, refund please", "SU-81010"),
 ("E82", "mug and lamp", "Mug cracked (order SU-81010). Lamp dented (order SU-81011). I'd like both refunded.", "SU-81010"),
 ("E83", "issues", "Refund the cracked mug please. Also, on my other order SU-81011, the lamp arrived dented - refund that too.", "SU-81010"),
 ("E84", "issues", "Hi! Two separate orders, two problems: SU-81010's mug came cracked, and SU-81011's lamp came dented. Refunds please.", ""),
 ("E85", "issues", "Please refund the cracked mug. And the lamp from my order SU-81011 arrived dented, please refund it as well.", "SU-81010"),
]
for cid, s, b, oref in E:
    cases.append(case(cid, s, b, two(), ["damaged_item", "damaged_item"], good(ref(2400, "MUG-1"), ref(4000, "LMP-1")), oref))
# returns on wrong item kept / change-of-mind withdrawals
jk = [L("JKT-1", "Denim jacket", 8900)]
rug = [L("RUG-1", "Wool rug", 12000)]
none = {"outcome": "escalated", "refunds": [], "returns": []}
G = [
 ("G71", "rug", "Could you arrange a return for the rug?\n\nNo wait - cancel that, we've decided to keep it.", rug),
 ("G72", "jacket", "Return the jacket please. Sorry, ignore me - I'm keeping it.", jk),
 ("G73", "rug", "I want to send back the rug. Second thoughts: I'll keep it.", rug),
 ("G74", "jacket", "Please start a return for the jacket.\n\nEDIT 2pm: no longer needed, keeping it.", jk),
 ("G75", "rug", "I'd like a return label for the rug please. PS scrap that, it's growing on me.", rug),
]
for cid, s, b, lines in G:
    cases.append(case(cid, s, b, [order(R, lines)], [], none, R))
kettle = [L("KET-1", "Stovetop kettle", 4800)]
K = [
 ("G81", "kettle", "The kettle is cracked. Please refund - but no collection please, I've got nowhere to leave it.", kettle),
 ("G82", "kettle", "Cracked kettle, refund please. I'm keeping it, don't send a courier.", kettle),
 ("G83", "kettle", "Kettle cracked. Refund please; I'm not giving it back.", kettle),
]
for cid, s, b, lines in K:
    cases.append(case(cid, s, b, [order(R, lines)], ["damaged_item"], none, R, remedy="collect_and_refund"))
write("round14.jsonl", cases)
