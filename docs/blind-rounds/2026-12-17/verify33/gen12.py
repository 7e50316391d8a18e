import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("R01","SU-99301","The bowl arrived cracked, refund please. The plate as well, same thing.","SU-99301",
  world(L("SU-99301")),[{"kind":"damaged_item","quote":"The bowl arrived cracked"},{"kind":"damaged_item","quote":"The plate as well, same thing."}],"resolved",refunds=[4320,2160])
case("R02","SU-99302","Bowl: cracked. Plate: ditto. Refund both please.","SU-99302",
  world(L("SU-99302")),[{"kind":"damaged_item","quote":"Bowl: cracked."},{"kind":"damaged_item","quote":"Plate: ditto."}],"resolved",refunds=[4320,2160])
case("R03","SU-99303","the serving bowl came broken. oh and the side plate too now that I look, same deal. money back for both pls","SU-99303",
  world(L("SU-99303")),[{"kind":"damaged_item","quote":"the serving bowl came broken"},{"kind":"damaged_item","quote":"the side plate too now that I look, same deal"}],"resolved",refunds=[4320,2160])
case("R04","SU-99304","Plate arrived smashed - refund please.\n\nP.S. Bowl also.","SU-99304",
  world(L("SU-99304")),[{"kind":"damaged_item","quote":"Plate arrived smashed"},{"kind":"damaged_item","quote":"Bowl also."}],"resolved",refunds=[4320,2160])
Path(__file__).with_name("e2e12.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
