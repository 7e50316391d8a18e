import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("P01","SU-99101","I might have been charged twice? My online banking is down so I can't check properly. I'll confirm once it's back up.","SU-99101",
  world(L("SU-99101",dup="items")),[],"escalated",esc=["answer the ticket"])
case("P02","SU-99102","my flatmate opened the parcel and reckons the plate's chipped. I'm abroad for a month so can't check. don't do anything till I'm home pls","SU-99102",
  world(L("SU-99102")),[],"escalated",esc=["answer the ticket"])
case("P03","SU-99103","The courier said on the phone the bowl was probably damaged in their depot. It hasn't arrived yet though, I'll let you know when it does.","SU-99103",
  world(L("SU-99103",ship="in_transit",status="shipped",promised="2025-05-12")),[],"escalated",esc=["answer the ticket"])
case("P04","SU-99104","My sister used my account to order this and says the bowl is cracked. She wants a refund to her own card, not mine.","SU-99104",
  world(L("SU-99104")),[{"kind":"damaged_item","quote":"says the bowl is cracked"},{"kind":"other","quote":"She wants a refund to her own card, not mine."}],"escalated",esc=["card"])
case("P05","SU-99105","There's a hairline mark on the bowl, not sure if it's a crack or just the design. Is it supposed to look like that?","SU-99105",
  world(L("SU-99105")),[{"kind":"other","quote":"Is it supposed to look like that?"}],"escalated",esc=["supposed"])
Path(__file__).with_name("e2e10.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
