import json,copy
base=json.loads(open('/work/wt/rever11/runs/evals/cases/fresh-42.jsonl').readline())
def case(id, ref, subject, body, intents, lines, charges_extra=(), shipment_status="delivered", exp_outcome="partial"):
    c=copy.deepcopy(base); c["id"]=id; c["title"]=id; c["tags"]=["voice:verifier"]; c["intents"]=intents
    c["ticket"]={"subject":subject,"body":body,"customer_email":"dvolkov@example.net","order_ref":""}
    o=c["world"]["orders"][0]; o["ref"]=ref
    o["lines"]=[{"sku":f"SKU-{i}","description":d,"quantity":1,"unit_price_cents":p} for i,(d,p) in enumerate(lines)]
    tot=sum(p for _,p in lines)
    o["charges"]=[{"kind":"items","description":"Items subtotal","amount_cents":tot,"charged_at":"2026-10-03T10:12:00Z"},
                  {"kind":"delivery","description":"Standard delivery","amount_cents":599,"charged_at":"2026-10-03T10:12:00Z"}]+list(charges_extra(tot) if charges_extra else [])
    if shipment_status!="delivered":
        s=o["shipments"][0]; s["status"]="in_transit"; s["delivered_at"]=None; s["scans"]=s["scans"][:2]; o["status"]="shipped"
    c["expected"]={"outcome":exp_outcome,"refunds":[],"returns":[],"escalations":[]}
    return c
dup=lambda tot:[{"kind":"items","description":"Items subtotal","amount_cents":tot,"charged_at":"2026-10-03T10:13:00Z"}]
C=[
case("V-C01","SU-73011","SU-73011","The teapot arrived cracked. Also my card got hit for it on two separate days, the 3rd and the 4th.",["damaged_item","duplicate_charge"],[("Stoneware teapot",3499)],dup),
case("V-C02","SU-73011","SU-73011","The kettle arrived cracked. A VAT invoice for the order would be great too.",["damaged_item","other"],[("Electric kettle",3499)]),
case("V-C03","SU-73011","SU-73011","The mug came chipped. Ordered the 6-pack of candles on the same order too, box had 4 in it.",["damaged_item","other"],[("Mug",1499),("Candles 6-pack",2000)]),
case("V-C05","SU-73011","SU-73011","The vase arrived smashed. On top of that I have been invoiced for this order on two occasions.",["damaged_item","duplicate_charge"],[("Glass vase",3499)],dup),
case("V-C07","SU-73011","SU-73011","Toaster came with a dented side. The payment for it went thru double on my visa as well.",["damaged_item","duplicate_charge"],[("Toaster",3499)],dup),
case("V-C14","SU-73011","SU-73011","The lamp arrived broken. The discount code SAVE10 didn't apply at checkout though it should have.",["damaged_item","other"],[("Table lamp",3499)]),
case("V-DE","SU-73011","Charged twice SU-73011","Guten Tag, ich wurde zweimal belastet. Außerdem ist die Lampe kaputt angekommen, bitte erstatten Sie beides. Viele Grüße, Jens",["duplicate_charge","damaged_item"],[("Table lamp",3499)],dup),
]
with open('/tmp/rever11/ev.jsonl','w') as f:
    for c in C: f.write(json.dumps(c)+"\n")
