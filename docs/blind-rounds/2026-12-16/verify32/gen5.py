import json
def world(lines, status="delivered", ship_status="delivered", dup=None, delivered="2025-05-04T10:00:00Z", promised="2025-05-05", seller="first_party", extra_orders=(), refunds=None):
    def order(ref, lines, dup, refunds, cust="C-1"):
        items=sum(q*p for _,_,q,p in lines)
        ch=[{"kind":"items","description":"Items","amount_cents":items,"charged_at":"2025-05-01T10:00:00Z"},
            {"kind":"delivery","description":"Express delivery","amount_cents":999,"charged_at":"2025-05-01T10:00:00Z"}]
        if dup: ch.append(dict(ch[0]))
        sh={"carrier":"UPS","tracking_number":"1Z"+ref[-5:],"status":ship_status,"promised_by":promised,"scans":[{"at":"2025-05-02T10:00:00Z","code":"picked_up","location":"Depot"}]}
        if ship_status=="delivered": sh["delivered_at"]=delivered
        o={"ref":ref,"customer":cust,"seller":"S-1","status":status,"placed_at":"2025-05-01T10:00:00Z",
           "lines":[{"sku":s,"description":d,"quantity":q,"unit_price_cents":p,"tax_exempt":True} for s,d,q,p in lines],
           "charges":ch,"shipments":[sh]}
        if refunds: o["refunds"]=refunds
        return o
    os_=[order("SU-71001",lines,dup,refunds)]+[order(*(list(e)[:2]+[False,None]+list(e)[2:])) for e in extra_orders]
    return {"customers":[{"ref":"C-1","name":"Pat Lee","email":"pat@example.com"},{"ref":"C-2","name":"Sam Roe","email":"sam@example.com"}],"sellers":[{"ref":"S-1","name":"Shop","seller_type":seller}],"orders":os_}
cases=[]
def C(id,subject,body,intents,w,ref="SU-71001"):
    cases.append({"id":id,"title":id,"intents":intents,"ticket":{"subject":subject,"body":body,"customer_email":"pat@example.com","order_ref":ref},
      "world":w,"now":"2025-05-06T12:00:00Z","expected":{"outcome":"resolved","refunds":[]}})
MUG=[("MUG","Stoneware mug",1,2000)]
TWO=[("MUG","Stoneware mug",1,2000),("PLT","Dinner plate",1,3000)]


W2=lambda **k:world([("MUG","Stoneware mug",1,2000),("CHG","Phone charger",1,2500)],**k)
C("R01","Mug and fee","The mug arrived chipped, please refund it. Also, the late fee you charged me on this order shouldn't be there since I paid on time.",["damaged_item","other"],W2())
C("R02","Mug and charger","The mug arrived chipped, please refund it. And the charger dosnt work out of teh box.",["damaged_item","damaged_item"],W2())
C("R03","Mug","The mug arrived chipped, please refund it. Why was I charged a restocking fee?",["damaged_item","other"],W2())
C("R04","Mug","The mug arrived chipped, please refund it. What's the status of my refund from last week?",["damaged_item","other"],W2())
C("R05","Mug","The mug arrived chipped, please refund it. Also I paid 2 x $45 for this order.",["damaged_item","duplicate_charge"],W2(dup=True))
C("R06","Mug","The mug arrived chipped, please refund it. The charger arrived DOA.",["damaged_item","damaged_item"],W2())
with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "e2e5.jsonl"),"w") as f:
    for c in cases: f.write(json.dumps(c)+"\n")
print(len(cases))
