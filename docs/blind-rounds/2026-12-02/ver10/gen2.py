import json, copy
exec(open('/tmp/ver10/gen.py').read().split("cases=[]")[0])
cases=[]
c = copy.deepcopy(base); c['id']='V-08'; c['title']='weak acceptance: decision step done when policy read; resolved with nothing done'
o=c['world']['orders'][0]; o['ref']='SU-90508'; o.pop('refunds',None)
c['ticket']={"subject":"Shade dented","body":"Hi, the linen drum shade on SU-90508 arrived dented. Could you refund it?\nNell","customer_email":"nell.varga@example.net","order_ref":"SU-90508"}
st=[{"title":"retrieve the policy","tool":"search_policy","effect_class":"read","precondition":["order_pinned"],"acceptance":["policy_retrieved"]},
    {"title":"decide the remedy","tool":"propose_decision","effect_class":"internal_write","precondition":[],"acceptance":["policy_retrieved"]},
    {"title":"read the terms","tool":"get_seller_supplement","effect_class":"read","precondition":[],"acceptance":["order_pinned"]}]
c['script']={"turns":[[tu("get_order",{"order_ref":"SU-90508"})],
  [tu("propose_plan",{"order_ref":"SU-90508","subtasks":[{"goal":"settle the dented shade","kind":"damaged_item","steps":st}]})],
  [tu("search_policy",{"query":"damaged item"})],
  [tu("record_progress",{"subtask":1,"status":"resolved","evidence":"$evidence:search_policy"})],
  [tu("send_reply",{"sentences":[{"subtask":1,"text":"Your dented shade is sorted."}]})]],"after":"idle"}
c['intents']=["damaged_item"]
c['expected']={"outcome":"resolved","refunds":[{"amount_cents":3897,"source":"seller","lines":[{"sku":"LUM-SHADE-2","quantity":1}]}],"escalations":[]}
cases.append(c)
with open('/tmp/ver10/fresh2.jsonl','w') as f:
    for c in cases: f.write(json.dumps(c)+"\n")
