import json, copy
src={}
for l in open('/work/wt/ver10/runs/evals/cases/policy-conditions.jsonl'):
    if l.strip() and not l.startswith('//'):
        c=json.loads(l); src[c['id']]=c
c=copy.deepcopy(src['POL-21']); c['id']='V-20'; c['title']='over ceiling, waits for a lead'
w=c['world']; w['customers']=[w['customers'][0]]; o=w['orders'][0]; o['customer']='C-9021'; o['ref']='SU-90520'
c['ticket']={"subject":"Desk leg bent","body":"Hi, the standing desk frame on SU-90520 arrived with a bent leg. Please refund it.\nVera","customer_email":"vera.sokolova@example.net","order_ref":"SU-90520"}
c.pop('script'); c['intents']=['damaged_item']; c['approver']={"refunds":[]}
c['expected']={"outcome":"resolved","refunds":[{"amount_cents":35614,"source":"platform"}],"escalations":[]}
open('/tmp/ver10/fresh3.jsonl','w').write(json.dumps(c)+"\n")
