import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("H01","SU-94001","Both the serving bowl and the side plate came chipped. The side plate is only a tiny nick, I'll keep it as is, no need to do anything about that one. The bowl though, refund please.","SU-94001",
  world(L("SU-94001")),[{"kind":"damaged_item","quote":"The bowl though, refund please."}],"resolved",refunds=[4320])
case("H02","SU-94002","serving bowl cracked, side plate chipped. plate = dont bother. bowl = money back pls","SU-94002",
  world(L("SU-94002")),[{"kind":"damaged_item","quote":"bowl = money back pls"}],"resolved",refunds=[4320])
case("H03","SU-94003","The bowl arrived broken and the parcel was also three days late. Please refund the bowl. The lateness didn't bother me so leave the shipping fee.","SU-94003",
  world(L("SU-94003",promised="2025-05-02")),[{"kind":"damaged_item","quote":"Please refund the bowl."}],"resolved",refunds=[4320])
case("H04","SU-94004","Refund the serving bowl please, it's cracked. The side plate has a chip too but I'm happy to keep it as it is, it was cheap.","SU-94004",
  world(L("SU-94004")),[{"kind":"damaged_item","quote":"Refund the serving bowl please, it's cracked."}],"resolved",refunds=[4320])
case("H05","SU-94005","Was charged twice. Also came late but I'm not fussed about that part at all, happens. Just the double charge please.","SU-94005",
  world(L("SU-94005",dup="items",promised="2025-05-02")),["duplicate_charge"],"resolved",refunds=[6000])
case("H06","SU-94006","The side plate came chipped — I'd like a refund for it. (The bowl had a scuff too but honestly forget it, not worth the hassle.)","SU-94006",
  world(L("SU-94006")),[{"kind":"damaged_item","quote":"The side plate came chipped"}],"resolved",refunds=[2160])
case("H07","SU-94007","the bowl came cracked. My wife says we should ask for the money back but I'd rather just glue it, so no refund needed. Thanks anyway!","SU-94007",
  world(L("SU-94007")),[],"escalated",esc=["answer the ticket"])
case("H08","SU-94008","I am write for the bowl which is broken, I want refund. For the plate, it have small chip but is OK, I not want refund for plate.","SU-94008",
  world(L("SU-94008")),[{"kind":"damaged_item","quote":"I am write for the bowl which is broken, I want refund."}],"resolved",refunds=[4320])
case("H09","SU-94009","Delivery was late (promised the 2nd, came the 5th) - I'd like the delivery fee back. Oh and the plate has a hairline crack but I'll live with it.","SU-94009",
  world(L("SU-94009",promised="2025-05-02")),["late_delivery"],"resolved",refunds=[599])
case("H10","SU-94010","Your courier left the parcel out in the rain and the cardboard was soggy, but everything inside is totally fine so no harm done. Can you ask them to ring the bell next time?","SU-94010",
  world(L("SU-94010")),[{"kind":"other","quote":"Can you ask them to ring the bell next time?"}],"escalated",esc=["bell"])
Path(__file__).with_name("e2e4.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
print(len(g.C))
