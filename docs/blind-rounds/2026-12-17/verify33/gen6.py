import json
from pathlib import Path
import importlib.util
spec=importlib.util.spec_from_file_location("g",Path(__file__).with_name("gen.py")); g=importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
g.C.clear()
case,world,order=g.case,g.world,g.order
L=lambda ref,**k: order(ref,[("BWL-9","Serving bowl",1,4000),("PLT-9","Side plate",1,2000)],**k)
case("J01","SU-96001","bowl and plate both chipped. the plate i can live with. bowl refund please","SU-96001",
  world(L("SU-96001")),[{"kind":"damaged_item","quote":"bowl refund please"}],"resolved",refunds=[4320])
case("J02","SU-96002","The serving bowl has a crack and the side plate has a chip. I only want the bowl refunded, the plate is fine by me.","SU-96002",
  world(L("SU-96002")),[{"kind":"damaged_item","quote":"I only want the bowl refunded"}],"resolved",refunds=[4320])
case("J03","SU-96003","Hi! Before you do anything: the bowl arrived cracked. Can you tell me first whether a refund would go to my old card? It expired last month. Don't process anything until I reply.","SU-96003",
  world(L("SU-96003")),[{"kind":"other","quote":"Can you tell me first whether a refund would go to my old card?"}],"escalated",esc=["card"])
case("J04","SU-96004","You refunded my bowl twice ($43.20 and $43.20). I only had one broken bowl. Please take the extra back from my card.","SU-96004",
  world(L("SU-96004",refunds=[{"amount_cents":4320,"source":"platform","case_type":"damaged_item","reason":"broken","lines":["BWL-9"]},{"amount_cents":4320,"source":"platform","case_type":"damaged_item","reason":"broken","lines":["BWL-9"]}])),
  [{"kind":"other","quote":"Please take the extra back from my card."}],"escalated",esc=["extra"])
case("J05","SU-96005","the bowl's cracked and so is the plate, both came like that. my mum says its probably the courier. honestly for the plate i dont mind, but can i get the bowl sorted","SU-96005",
  world(L("SU-96005")),[{"kind":"damaged_item","quote":"can i get the bowl sorted"}],"resolved",refunds=[4320])
case("J06","SU-96006","The order was late by 3 days and the bowl was cracked. I'm ok about the delay, these things happen - just the bowl please.","SU-96006",
  world(L("SU-96006",promised="2025-05-02")),[{"kind":"damaged_item","quote":"just the bowl please"}],"resolved",refunds=[4320])
case("J07","SU-96007","Please do not issue any refund on this order, my company's accounting can't handle refunds. The side plate is chipped; could you instead send me a new side plate?","SU-96007",
  world(L("SU-96007")),[{"kind":"damaged_item","quote":"could you instead send me a new side plate?"}],"escalated",esc=["plate"])
case("J08","SU-96008","I have been charged twice for this order. Actually on second thoughts, I'll check with my bank first and get back to you. Don't refund anything yet please.","SU-96008",
  world(L("SU-96008",dup="items")),[],"escalated",esc=["answer the ticket"])
Path(__file__).with_name("e2e6.jsonl").write_text("\n".join(json.dumps(c) for c in g.C)+"\n")
print(len(g.C))
