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


W2=world([("MUG","Stoneware mug",1,2000),("PLT","Dinner plate",1,3000)])
W=lambda p:world([("ITM","Table lamp",1,p)])
C("Q01","Promo","The promo code WELCOME10 is broken, please honour it.",["other"],W2)
C("Q02","Gate","The courier damaged my gate when delivering, please pass this on.",["other"],W2)
C("Q03","Old kettle","My old kettle from another shop broke last week, so I bought your lamp for the kitchen too. Could you send me a receipt?",["other"],W(4800))
C("Q04","Checkout","Your card reader was broken at the pop-up stall so I paid online instead. Just so you know.",[],W(3900))
C("Q05","Neighbour","The delivery driver scratched my neighbour's car while parking, she asked me to tell you. Please pass it to the courier.",["other"],W(6100))
C("Q06","Voucher","The voucher you emailed me is damaged, the code is cut off. Can you resend it?",["other"],W(2200))
with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "e2e4.jsonl"),"w") as f:
    for c in cases: f.write(json.dumps(c)+"\n")
print(len(cases))
