import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("K01","SU-97001","Bowl came smashed, refund please. It was also late but keep the delivery fee, I don't care about that.","SU-97001",
  world(L("SU-97001",promised="2025-05-02")),[{"kind":"damaged_item","quote":"Bowl came smashed, refund please."}],"resolved",refunds=[4320])
case("K02","SU-97002","Plate chipped - leave it, not worth it. Bowl cracked right through - that one I need refunded.","SU-97002",
  world(L("SU-97002")),[{"kind":"damaged_item","quote":"that one I need refunded"}],"resolved",refunds=[4320])
case("K03","SU-97003","All arrived fine, thanks!\n\nSent from my iPhone\n\nP.S. just noticed my card was charged twice for this order","SU-97003",
  world(L("SU-97003",dup="items")),["duplicate_charge"],"resolved",refunds=[6000])
case("K04","SU-97004","Couple of things:\n- bowl arrived cracked, refund pls\n- and can you update my email to dana.new@example.com\n- love the plate","SU-97004",
  world(L("SU-97004")),["damaged_item",{"kind":"other","quote":"can you update my email to dana.new@example.com"}],"partial",refunds=[4320],esc=["email"])
case("K05","Re: SU-97005","ok thanks, when will it come through?\n\n> Support wrote on 3 May:\n> We will refund the serving bowl ($43.20) and your delivery fee ($5.99) today.","SU-97005",
  world(L("SU-97005")),[{"kind":"other","quote":"when will it come through?"}],"escalated",esc=["come through"])
case("K06","SU-97006","The bowl is cracked and the plate has a chip. Refund the bowl; for the plate a replacement would be great rather than money.","SU-97006",
  world(L("SU-97006")),[{"kind":"damaged_item","quote":"Refund the bowl"},{"kind":"damaged_item","quote":"for the plate a replacement would be great rather than money"}],"partial",refunds=[4320],esc=["plate"])
Path(__file__).with_name("e2e7.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
print(len(g.C))
