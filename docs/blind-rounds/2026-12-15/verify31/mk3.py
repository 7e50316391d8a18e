import json
def order(oref, lines, charges, delivered="2025-05-12T15:00:00Z", promised="2025-05-09", refunds=None):
    o={"ref":oref,"customer":"C-1","seller":"S-1","status":"delivered","placed_at":"2025-05-01T10:00:00Z","lines":lines,"charges":charges,
            "shipments":[{"carrier":"UPS","tracking_number":"1Z"+oref[-5:],"status":"delivered","promised_by":promised,"delivered_at":delivered,"scans":[]}]}
    if refunds: o["refunds"]=refunds
    return o
def world(*orders):
    return {"customers":[{"ref":"C-1","name":"Pat Doe","email":"pat@example.com"}],
            "sellers":[{"ref":"S-1","name":"Shop Uni","seller_type":"first_party"}],"orders":list(orders)}
def ch(k,d,a,t="2025-05-01T10:00:00Z"): return {"kind":k,"description":d,"amount_cents":a,"charged_at":t}
def L(sku,desc,p,q=1): return {"sku":sku,"description":desc,"quantity":q,"unit_price_cents":p}
latefee={"amount_cents":695,"source":"platform","case_type":"late_delivery","reason":"late delivery fee","charges":[2]}
cases=[]
cases.append({"id":"V31-21","ticket":{"subject":"rug","customer_email":"pat@example.com","order_ref":"SU-83001",
 "body":"The rug was late. You sent me $6.95 back for the shipping already. The rug also has a stain."},
 "world":world(order("SU-83001",[L("RUG-2","Wool rug",9000)],[ch("items","Items",9000),ch("delivery","Delivery",695),ch("tax","Tax",720)],refunds=[latefee])),
 "now":"2025-05-14T12:00:00Z","intents":[{"kind":"damaged_item","quote":"The rug also has a stain"}],
 "expected":{"outcome":"resolved","refunds":[{"amount_cents":9720,"source":"platform"}],"returns":[],"escalations":[]}})
cases.append({"id":"V31-22","ticket":{"subject":"double charge","customer_email":"pat@example.com","order_ref":"SU-83002",
 "body":"The charge was doubled. Refunded by bank. Ok now."},
 "world":world(order("SU-83002",[L("CUP-1","Tea cup",2000)],[ch("items","Items",2000),ch("items","Items",2000,"2025-05-01T10:02:00Z"),ch("delivery","Delivery",595),ch("tax","Tax",160)],promised="2025-05-20")),
 "now":"2025-05-14T12:00:00Z","intents":[],
 "expected":{"outcome":"escalated","refunds":[],"returns":[],"escalations":[{"item":"answer the ticket"}]}})
cases.append({"id":"V31-23","ticket":{"subject":"cup","customer_email":"pat@example.com","order_ref":"SU-83003",
 "body":"Hi! parcel arrived late (your team compensated me already via voucher, ty) but anyway the cup inside is chipped"},
 "world":world(order("SU-83003",[L("CUP-2","Espresso cup",1500)],[ch("items","Items",1500),ch("delivery","Delivery",595),ch("tax","Tax",120)])),
 "now":"2025-05-14T12:00:00Z","intents":[{"kind":"damaged_item","quote":"the cup inside is chipped"}],
 "expected":{"outcome":"resolved","refunds":[{"amount_cents":1620,"source":"platform"}],"returns":[],"escalations":[]}})
cases.append({"id":"V31-24","ticket":{"subject":"charged twice","customer_email":"pat@example.com","order_ref":"SU-83004",
 "body":"The order was 4 days late. I was given the delivery fee back by your live chat. Also I was charged twice for it, that's still not fixed."},
 "world":world(order("SU-83004",[L("KTL-1","Kettle",4000)],[ch("items","Items",4000),ch("items","Items",4000,"2025-05-01T10:03:00Z"),ch("delivery","Delivery",695),ch("tax","Tax",320)],refunds=[{"amount_cents":695,"source":"platform","case_type":"late_delivery","reason":"late delivery fee","charges":[3]}])),
 "now":"2025-05-20T12:00:00Z","intents":[{"kind":"duplicate_charge","quote":"I was charged twice for it"}],
 "expected":{"outcome":"resolved","refunds":[{"amount_cents":4000,"source":"platform"}],"returns":[],"escalations":[]}})
cases.append({"id":"V31-25","ticket":{"subject":"shoes","customer_email":"pat@example.com","order_ref":"SU-83005",
 "body":"Late delivery on this order - refunded, thank you. The wrong size of shoes came as well, please exchange for a 9."},
 "world":world(order("SU-83005",[L("SHO-2","Trainers size 9",7000)],[ch("items","Items",7000),ch("delivery","Delivery",695),ch("tax","Tax",560)],refunds=[latefee])),
 "now":"2025-05-14T12:00:00Z","intents":[{"kind":"other","quote":"please exchange for a 9"}],
 "expected":{"outcome":"escalated","refunds":[],"returns":[],"escalations":[{"item":"exchange"}]}})
cases.append({"id":"V31-26","ticket":{"subject":"late fee","customer_email":"pat@example.com","order_ref":"SU-83006",
 "body":"The delivery was late but your agent already refunded the shipping fee on the phone. Now I'd like to cancel my subscription please."},
 "world":world(order("SU-83006",[L("CND-1","Candle",2500)],[ch("items","Items",2500),ch("delivery","Delivery",695),ch("tax","Tax",200)])),
 "now":"2025-05-14T12:00:00Z","intents":[{"kind":"other","quote":"cancel my subscription"}],
 "expected":{"outcome":"escalated","refunds":[],"returns":[],"escalations":[{"item":"subscription"}]}})
with open('/tmp/verify31/e2e3.jsonl','w') as f:
    for c in cases: f.write(json.dumps(c)+"\n")
