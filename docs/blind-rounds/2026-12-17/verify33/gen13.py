import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("S01","SU-99401 and SU-99402","SU-99401: bowl cracked, refund please. SU-99402: same.","SU-99401",
  world(L("SU-99401"),L("SU-99402")),[{"kind":"damaged_item","quote":"bowl cracked, refund please"},{"kind":"damaged_item","quote":"SU-99402: same."}],"resolved",refunds=[4320,4320])
case("S02","SU-99403","The bowl was cracked and I'd like my money back. Same goes for the plate.","SU-99403",
  world(L("SU-99403")),[{"kind":"damaged_item","quote":"The bowl was cracked"},{"kind":"damaged_item","quote":"Same goes for the plate."}],"resolved",refunds=[4320,2160])
case("S03","SU-99404","Charged twice for this order. And the delivery was late too — refund the fee as well please.","SU-99404",
  world(L("SU-99404",dup="items",promised="2025-05-02")),["duplicate_charge",{"kind":"late_delivery","quote":"the delivery was late too"}],"resolved",refunds=[6000,599])
Path(__file__).with_name("e2e13.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
