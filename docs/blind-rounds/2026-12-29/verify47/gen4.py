from lib import *
C = []
def fine(cid, subj, body, ref, sku, desc, cents, intents=(), esc="answer", **kw):
    C.append(case(cid, subj, body, [order("SU-" + ref, [line(sku, desc, cents)])], list(intents), outcome="escalated", escalations=[esc], **kw))
fine("R4-01", "blender ok now", "Order 71401: I thought the blender was broken, but it just needed the lid locked. Works a treat now, cheers!", "71401", "BLN-1", "countertop blender", 8900)
fine("R4-02", "speaker", "hey so about 71402 - I was sure the speaker was faulty until I found the volume knob lol. all good, no action", "71402", "SPK-1", "bluetooth speaker", 6900)
fine("R4-03", "toaster 71403", "My wife said the toaster is broken; it isn't, she had it unplugged. Please disregard her call this morning. Robin", "71403", "TST-1", "two-slice toaster", 4900)
fine("R4-04", "side table", "Just unboxed the table from 71404. It looked scratched in the box but it was only the protective film. Lovely piece, thank you.", "71404", "STB-1", "marble side table", 13500)
fine("R4-05", "lamp fine", "I feared the lamp was defective; false alarm, the bulb was loose. Order 71405. No need to reply.", "71405", "LMP-5", "mushroom lamp", 7500)
fine("R4-06", "still deciding", "The armchair from 71406 arrived. Please don't start anything yet, I'm still deciding whether it's right for the flat.", "71406", "ACH-6", "boucle armchair", 14200)
C.append(case("R4-07", "collection date", "You've booked a courier to pick up the bench from 71407 on Tuesday for the exchange. Tuesday doesn't work for me, can the courier come Thursday?",
 [order("SU-71407", [line("BNC-1", "oak bench", 12500)])],
 [{"kind": "other", "quote": "can the courier come Thursday?"}], outcome="escalated", escalations=["courier"]))
write("round4.jsonl", C)
