from common import *
R = "SU-81001"
def ref(c, sku, q=1):
    return {"amount_cents": c*q + tax(c*q), "source": "platform", "lines": [{"sku": sku, "quantity": q}]}
cases = []
good = lambda *r: {"outcome": "resolved", "refunds": list(r)}
two = lambda: [order("SU-81010", [L("MUG-1", "Stoneware mug", 2400)], tn="1ZA"), order("SU-81011", [L("LMP-1", "Brass table lamp", 4000)], tn="1ZB")]
E = [
 ("E91", "issues", "The mug from SU-81010 and the lamp from SU-81011 both arrived damaged. Refund both please.", "SU-81010"),
 ("E92", "issues", "Mug on SU-81010 is cracked and lamp on SU-81011 is dented - please refund them.", "SU-81010"),
 ("E93", "issues", "Cracked mug (SU-81010) and dented lamp (SU-81011), refunds please.", ""),
 ("E94", "issues", "Refund the cracked mug from SU-81010 and the dented lamp from SU-81011, please.", "SU-81010"),
]
for cid, s, b, oref in E:
    cases.append(case(cid, s, b, two(), ["damaged_item", "damaged_item"], good(ref(2400, "MUG-1"), ref(4000, "LMP-1")), oref))
lamp = [L("LMP-1", "Brass table lamp", 4000)]
mug = [L("MUG-1", "Stoneware mug", 2400)]
esc0 = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "answer"}]}
A = [
 ("A81", "lamp", "Lamp dented. I'd take $10 towards it.", lamp),
 ("A82", "lamp", "Dented lamp - I'll keep it if you give me some money back for it.", lamp),
 ("A83", "mug", "Chipped mug. A small discount would make it right.", mug),
 ("A84", "lamp", "The lamp is dented; a little something back would be fair.", lamp),
 ("A85", "lamp", "Lamp came dented. Would a $10 credit be possible? Keeping it anyway.", lamp),
]
for cid, s, b, lines in A:
    cases.append(case(cid, s, b, [order(R, lines)], ["other"], esc0, R))
nothing = {"outcome": "escalated", "refunds": [], "returns": []}
N = [
 ("N21", "lamp", "The lamp showed up with a little dent but honestly it's fine by me. No need to reply.", lamp),
 ("N22", "lamp", "Small dent in the lamp - not a big deal at all, I'm happy. Just flagging it.", lamp),
 ("N23", "mug", "The mug had a tiny chip but I'm totally fine with it. Thought you'd want to know.", mug),
]
for cid, s, b, lines in N:
    cases.append(case(cid, s, b, [order(R, lines)], [], nothing, R))
write("round15.jsonl", cases)
