import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("N01","SU-99001","Not opened the box yet. If anything's broken inside I'll be in touch - the courier threw it over the fence.","SU-99001",
  world(L("SU-99001")),[],"escalated",esc=["answer the ticket"])
case("N02","SU-99002","Just a heads up in case the bowl arrives cracked - the last one from you did. Fingers crossed this time!","SU-99002",
  world(L("SU-99002")),[],"escalated",esc=["answer the ticket"])
case("N03","SU-99003","Would I get a refund if the plate were chipped? Asking for when it arrives.","SU-99003",
  world(L("SU-99003")),[{"kind":"other","quote":"Would I get a refund if the plate were chipped?"}],"escalated",esc=["plate"])
case("N04","SU-99004","The bowl I ordered for my neighbour arrived cracked, she says. She'll email you herself from her account.","SU-99004",
  world(L("SU-99004")),[],"escalated",esc=["answer the ticket"])
case("N05","SU-99005","Damaged bowl. My bad, I dropped it. Not asking for anything.","SU-99005",
  world(L("SU-99005")),[],"escalated",esc=["answer the ticket"])
case("N06","SU-99006","Hi, I think the bowl might be cracked? hard to tell, could be a line in the glaze. Ill send a photo tomorrow and you can tell me.","SU-99006",
  world(L("SU-99006")),[],"escalated",esc=["answer the ticket"])
Path(__file__).with_name("e2e9.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
