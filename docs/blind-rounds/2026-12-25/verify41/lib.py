import json
NOW = "2026-11-20T15:00:00Z"
SUP_TEXT = {
 "refund_keep_item": "Sundry Kitchen (sold and shipped by Sundry). Returns: unused items within 30 days of delivery. Damaged on arrival: we refund the item price and its sales tax; keep or recycle the item.",
 "collect_and_refund": "Sundry Home (large items). Returns within 30 days; damaged on arrival: we collect the item and refund the item price and tax once the collection is booked.",
 "replace": "Maker seller. Damaged on arrival: the seller sends a replacement.",
}
def world(cust_name, email, orders, seller_type="first_party", remedy="refund_keep_item", accepts_returns=True):
    sref = "SEL-A"
    w = {"customers": [{"ref": "C-1", "name": cust_name, "email": email}],
         "sellers": [{"ref": sref, "name": "Sundry Kitchen" if seller_type=="first_party" else "Oakmoor Makers", "seller_type": seller_type}],
         "supplements": [{"ref": "SUP-A-1", "seller": sref, "accepts_returns": accepts_returns, "return_window_days": 30, "damage_remedy": remedy, "text": SUP_TEXT[remedy]}],
         "orders": orders}
    return w
def order(ref, lines, fee=599, tax_rate=0.08, dup=None, status="delivered", delivered="2026-11-15T14:00:00Z", promised="2026-11-16", shipstatus="delivered", placed="2026-11-08T10:00:00Z", tracking=None, extra_charges=(), returns=(), refunds=()):
    items = sum(l["quantity"]*l["unit_price_cents"] for l in lines)
    tax = round(items*tax_rate)
    charges = [{"kind":"items","description":"Items subtotal","amount_cents":items,"charged_at":placed}]
    if fee: charges.append({"kind":"delivery","description":"Standard delivery","amount_cents":fee,"charged_at":placed})
    charges.append({"kind":"tax","description":"Sales tax","amount_cents":tax,"charged_at":placed})
    if dup:
        c = dict(next(c for c in charges if c["kind"]==dup)); c["charged_at"] = placed.replace(":00Z", ":00Z").replace("10:00","10:03"); charges.append(c)
    charges += list(extra_charges)
    scans = [{"at": "2026-11-09T09:00:00Z", "code": "picked_up", "location": "Memphis, TN"},
             {"at": "2026-11-10T09:00:00Z", "code": "in_transit", "location": "Dallas, TX hub"}]
    sh = {"carrier":"Meridian Parcel","tracking_number": tracking or ("MP"+ref[-5:]+"001"),"status":shipstatus,"promised_by":promised,"scans":scans}
    if shipstatus=="delivered":
        sh["delivered_at"]=delivered; scans.append({"at":delivered,"code":"delivered","location":"Eugene, OR"})
    o = {"ref":ref,"customer":"C-1","seller":"SEL-A","status":status,"placed_at":placed,"lines":lines,"charges":charges,"shipments":[sh]}
    if returns: o["returns"]=list(returns)
    if refunds: o["refunds"]=list(refunds)
    return o
def line(sku, desc, price, qty=1, **kw):
    d={"sku":sku,"description":desc,"quantity":qty,"unit_price_cents":price}; d.update(kw); return d
def share(o, sku, units):
    """item + tax share for units of sku"""
    l = next(x for x in o["lines"] if x["sku"]==sku)
    items = sum(x["quantity"]*x["unit_price_cents"] for x in o["lines"])
    tax = next(c["amount_cents"] for c in o["charges"] if c["kind"]=="tax")
    v = units*l["unit_price_cents"]
    return v + round(tax*v/items)
def case(cid, subject, body, email, order_ref, w, intents, outcome, refunds=(), returns=(), escal=(), title="", tags=(), approver=None):
    c = {"id":cid,"title":title or subject,"tags":list(tags),"intents":list(intents),
         "ticket":{"subject":subject,"body":body,"customer_email":email,"order_ref":order_ref},
         "world":w,"now":NOW,
         "expected":{"outcome":outcome,"refunds":[{"amount_cents":a,"source":s,**({"lines":ln} if ln is not None else {})} for a,s,ln in refunds],
                     "returns":[{"kind":k,"sku":s} for k,s in returns],"escalations":[{"item":e} for e in escal]}}
    if approver: c["approver"]=approver
    return c
def dump(cases, path):
    with open(path,"w") as f:
        for c in cases: f.write(json.dumps(c)+"\n")
    print(len(cases), "cases ->", path)
