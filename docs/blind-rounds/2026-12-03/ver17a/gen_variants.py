import json, importlib.util, sys
spec = importlib.util.spec_from_file_location("g", "/work/wt/ver17a-out/gen.py"); 
src = open("/work/wt/ver17a-out/gen.py").read().split("MUGS = ")[0]
ns = {}; exec(src, ns); C, O, L, R, CASES = ns["C"], ns["O"], ns["L"], ns["R"], ns["CASES"]
C("V01", "lowercase", "lamp", "my son knocked the lamp off the shelf last night and the base cracked. refund?", [O("SU-84001", [L("LMP-B", "Ceramic table lamp", 1, 5800)])], ["damaged_item"], "escalated")
C("V02", "polite", "Vase", "Hello, our cat knocked the vase off the windowsill this morning and it smashed. Could you refund it please?", [O("SU-84011", [L("VS-B", "Blue glass vase", 1, 3900)])], ["damaged_item"], "escalated")
C("V03", "terse", "Trainers", "Ran in the trainers most days for a month and the sole has split. Refund please.", [O("SU-84021", [L("TRN", "Running trainers", 1, 11500)], delivered="2026-02-24T15:00:00+00:00")], ["damaged_item"], "escalated")
C("V04", "polite", "Duvet", "We've slept under the duvet for two weeks but it's far too warm for us. Can I return it?", [O("SU-84031", [L("DUV", "Winter duvet 13.5 tog", 1, 9900)])], ["change_of_mind"], "partial", returns=[])
C("V05", "formal", "Tea set", "One teacup from the six-piece tea set arrived chipped. The saucers are fine.", [O("SU-84041", [L("TEA-6", "Tea set, 6 pieces", 1, 7200)])], ["damaged_item"], "escalated")
C("V06", "angry", "napkins", "All six of the napkins arrived stained. Refund them.", [O("SU-84051", [L("NAP", "Linen napkin", 6, 800), L("RUN", "Table runner", 1, 3000)])], ["damaged_item"], "resolved", refunds=[R(4800, [("NAP", 6)])])
C("V07", "polite", "Return one", "Hi, I ordered three of the storage baskets and only need two. Can I send the third one back? Unused.", [O("SU-84061", [L("BSK", "Seagrass storage basket", 3, 2500)])], ["change_of_mind"], "resolved", returns=[{"kind": "return", "sku": "BSK", "quantity": 1}])
C("V08", "mobile", "charged", "theres an extra 5.99 delivery on my card for this order?? pls refund", [O("SU-84071", [L("MUG-Y", "Yellow mug", 1, 1400)], fee=599, dup=1)], ["duplicate_charge"], "resolved", refunds=[R(599, [])])
with open("/work/wt/ver17a-out/ver17a-variants.jsonl", "w") as f:
    for c in CASES: f.write(json.dumps(c) + "\n")
print(len(CASES))
