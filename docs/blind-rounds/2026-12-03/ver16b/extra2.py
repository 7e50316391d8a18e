# supplementary: one decision for part of an over-ceiling unit (not part of the 50)
import json, importlib.util, sys
spec = importlib.util.spec_from_file_location("g", "gen.py"); g = importlib.util.module_from_spec(spec); spec.loader.exec_module(g)
L=[("DESK-W","Walnut desk",1,18000)]
c=g.case("X-7","model pays $149.00 of a $194.40 desk in one decision","desk damaged","The walnut desk arrived with a deep gouge across the top. Refund please. SU-74007",
  g.world(g.order("SU-74007",L,fee=0)),["damaged_item"],g.exp("escalated"),ref="SU-74007",
  approver={"refunds":[{"answer":"reject","role":"support_lead","note":"Needs photos."}]},
  script=g.script("SU-74007",[("settle the gouged desk","damaged_item","money")],[g.dec(1,14900,[("DESK-W",1)],"DESK-W")],None,
                  ["I've refunded $149.00 for the desk."],act=[g.refund(1)],resolved=[1]))
open("extra2.jsonl","w").write(json.dumps(c)+"\n")
