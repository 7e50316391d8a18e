import json
base=json.loads(open('ver17c.jsonl').readline())
texts=["Our dog chewed through the strap of the bag. Can I have a refund? {ref}",
"My toddler threw the lamp down the stairs and it broke. Refund please. {ref}",
"I dropped the lamp while unpacking it and the base cracked. Could you refund it? {ref}",
"A friend knocked the lamp over at dinner and the shade split. Please refund it. {ref}",
"The cleaner we hire knocked the lamp off the table, now the stem is bent. Refund? {ref}",
"The lamp arrived with a bent stem. Please refund it. {ref}"]
with open('probe.jsonl','w') as f:
    for i,t in enumerate(texts):
        c=json.loads(json.dumps(base)); c['id']=f'PR-{i+1}'
        ref=c['ticket']['order_ref']; c['ticket']['subject']='lamp'; c['ticket']['body']=t.replace('{ref}',ref)
        c['expected']={"outcome":"escalated","refunds":[],"returns":[]}
        f.write(json.dumps(c)+"\n")
