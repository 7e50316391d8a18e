import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("Q01","SU-99201","Thanks, everything arrived.\n\nDana Moss\nSenior Buyer | Acme\nPlease update our billing address to 12 Fen Road, Ely - thank you","SU-99201",
  world(L("SU-99201")),[{"kind":"other","quote":"Please update our billing address to 12 Fen Road, Ely"}],"escalated",esc=["billing address"])
case("Q02","Re: SU-99202","Hi again, see below.\n\n> From: Dana\n> The bowl arrived cracked. Also please cancel my newsletter subscription.\n>\n> From: Support\n> We refunded $43.20 for the bowl.\n\nYou never did anything about the newsletter though!","SU-99202",
  world(L("SU-99202",refunds=[{"amount_cents":4320,"source":"platform","case_type":"damaged_item","reason":"cracked","lines":["BWL-9"]}])),
  [{"kind":"other","quote":"You never did anything about the newsletter though!"}],"escalated",esc=["newsletter"])
case("Q03","SU-99203","The bowl cracked in the dishwasher after 2 uses. It says dishwasher safe on the box. I had it 3 weeks. Is that covered?","SU-99203",
  world(L("SU-99203",delivered="2025-04-19T12:00:00Z",promised="2025-04-20")),[{"kind":"damaged_item","quote":"Is that covered?"}],"escalated",esc=["bowl"])
case("Q04","SU-99204","I'm being charged twice, 43 pounds each time. Please refund one.","SU-99204",
  world(L("SU-99204")),["duplicate_charge"],"partial")
case("Q05","SU-99205","Hello. We would like the bowl refunded (cracked). Regards.\n\nPS: the plate too — same problem. PPS: and I was billed twice!","SU-99205",
  world(L("SU-99205",dup="items")),[{"kind":"damaged_item","quote":"We would like the bowl refunded"},{"kind":"damaged_item","quote":"the plate too — same problem"},"duplicate_charge"],"resolved",refunds=[4320,2160,6000])
Path(__file__).with_name("e2e11.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
