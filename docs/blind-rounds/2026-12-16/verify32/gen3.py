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

W=lambda p:world([("ITM","Ceramic vase",1,p)])
C("P01","Gift card","My gift card didn't work when I tried to pay, can you check it?",["other"],W(3200))
C("P02","Tracking","The tracking link you emailed doesn't work, can you resend it?",["other"],W(4100))
C("P03","Website","Your website didn't work so I had to order by phone. Please make sure my order SU-71001 went through.",["other"],W(5600))
C("P04","Promo","The promo code WELCOME10 is broken, please honour it.",["other"],W(2700))
C("P05","Login","My login doesn't work anymore. Can you fix it?",["other"],W(6400))
C("P06","Manual","The link to download the manual is broken.",["other"],W(1900))
C("P07","Invoice","The invoice you sent is damaged / unreadable, please resend it.",["other"],W(8800))
C("P08","Gate","The courier damaged my gate when delivering, please pass this on.",["other"],W(7500))
C("P09","Gift box","The box the vase came in was torn, I need it for a gift - can you send a new box? The vase itself is fine.",["other"],W(5000))
C("P10","Password","The password reset link is broken, please help.",["other"],W(2300))
with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "e2e3.jsonl"),"w") as f:
    for c in cases: f.write(json.dumps(c)+"\n")
print(len(cases))
