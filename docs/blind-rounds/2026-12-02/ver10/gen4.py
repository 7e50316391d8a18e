import json, copy
exec(open('/tmp/ver10/gen.py').read().split("cases=[]")[0])
c = copy.deepcopy(base); c['id']='V-09'; c['title']='collect_and_refund: refund paid, collection never booked'
w=c['world']; w['supplements'][0].update(damage_remedy="collect_and_refund", text="Luma collects a damaged part and refunds it once the collection is booked.")
o=w['orders'][0]; o['ref']='SU-90509'; o.pop('refunds',None)
c['ticket']={"subject":"Shade dented","body":"Hi, the linen drum shade on SU-90509 arrived dented. Just refund me now please, no need for any courier to come by, I'm never home.\nNell","customer_email":"nell.varga@example.net","order_ref":"SU-90509"}
d={"subtask":1,"source":"seller","policy_ref":"POL-DMG-002","needs_human":False,"action":"collection","amount_cents":3897,"sku":"LUM-SHADE-2","lines":[{"sku":"LUM-SHADE-2","quantity":1}],"reason":"dented"}
c['script']={"turns":[[tu("get_order",{"order_ref":"SU-90509"})],
  [tu("propose_plan",{"order_ref":"SU-90509","subtasks":[{"goal":"settle the dented shade","kind":"damaged_item","steps":steps("damaged_item")}]})],
  [tu("record_progress",{"subtask":1,"status":"in_progress"}),tu("search_policy",{"query":"damaged item"}),tu("get_seller_supplement",{}),tu("get_carrier_scan",{})],
  [tu("propose_decision",d)],[tu("issue_refund",{"decision":"$decision:1"})],[tu("record_progress",{"subtask":1,"status":"resolved","evidence":"$evidence:issue_refund"})]],"after":"idle"}
c['intents']=["damaged_item"]
c['expected']={"outcome":"resolved","refunds":[{"amount_cents":3897,"source":"seller","lines":[{"sku":"LUM-SHADE-2","quantity":1}]}],"returns":[{"kind":"collection","sku":"LUM-SHADE-2"}],"escalations":[]}
open('/tmp/ver10/fresh4.jsonl','w').write(json.dumps(c)+"\n")
