import json
c={"id":"P-1","ticket":{"subject":"x","body":"My mug arrived broken, please refund.","customer_email":"a@example.com","order_ref":"SU-90001"},
"world":{"customers":[{"ref":"C-1","name":"Ann Lee","email":"a@example.com"}],
"sellers":[{"ref":"S-1","name":"Shop","seller_type":"zzz"}],
"orders":[{"ref":"SU-90001","customer":"C-1","seller":"S-1","status":"zzz","placed_at":"2025-05-01T10:00:00Z",
 "lines":[{"sku":"MUG-1","description":"Stoneware mug","quantity":1,"unit_price_cents":2000}],
 "charges":[{"kind":"zzz","description":"Items","amount_cents":2000,"charged_at":"2025-05-01T10:00:00Z"}],
 "shipments":[{"carrier":"UPS","tracking_number":"1Z1","status":"delivered","promised_by":"2025-05-05","delivered_at":"2025-05-04T12:00:00Z","scans":[{"at":"2025-05-02T10:00:00Z","code":"picked_up","location":"X"}]}]}]},
"now":"2025-05-10T12:00:00Z","intents":["damaged_item"],"expected":{"outcome":"resolved","refunds":[],"returns":[],"escalations":[]}}
open("probe.jsonl","w").write(json.dumps(c)+"\n")
