import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("M01","SU-98001","If the bowl turns out to be cracked when I unwrap it properly tonight, I'll want a refund. The box does rattle a bit. Will update you.","SU-98001",
  world(L("SU-98001")),[],"escalated",esc=["answer the ticket"])
case("M02","SU-98002","bowl and plate were both damaged. The plate my husband already glued back together, so that's that. The bowl is beyond saving, money back for it please.","SU-98002",
  world(L("SU-98002")),[{"kind":"damaged_item","quote":"money back for it please"}],"resolved",refunds=[4320])
case("M03","SU-98003","Charged twice AND late. Refund the double charge; the late bit, meh, I'm easy.","SU-98003",
  world(L("SU-98003",dup="items",promised="2025-05-02")),["duplicate_charge"],"resolved",refunds=[6000])
case("M04","SU-98004","my daughter says the bowl is cracked but I haven't seen it myself yet, I'm away till Sunday. I'll look when I'm back and let you know what we want.","SU-98004",
  world(L("SU-98004")),[],"escalated",esc=["answer the ticket"])
case("M05","SU-98005","The plate had a chip but I'm not bothered about it. The bowl has a crack I'd like refunded.","SU-98005",
  world(L("SU-98005")),[{"kind":"damaged_item","quote":"The bowl has a crack I'd like refunded."}],"resolved",refunds=[4320])
case("M06","SU-98006","both arrived broken. bowl: refund. plate: skip it, was a freebie basically","SU-98006",
  world(L("SU-98006")),[{"kind":"damaged_item","quote":"bowl: refund"}],"resolved",refunds=[4320])
case("M07","SU-98007","Was the parcel late? Yes, by 3 days. Do I want the delivery fee back? No. Do I want my money back for the cracked bowl? Yes.","SU-98007",
  world(L("SU-98007",promised="2025-05-02")),[{"kind":"damaged_item","quote":"Do I want my money back for the cracked bowl? Yes."}],"resolved",refunds=[4320])
case("M08","SU-98008","The bowl came cracked and the plate too. You can keep your money for the plate, just refund me the bowl.","SU-98008",
  world(L("SU-98008")),[{"kind":"damaged_item","quote":"just refund me the bowl"}],"resolved",refunds=[4320])
Path(__file__).with_name("e2e8.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
print(len(g.C))
