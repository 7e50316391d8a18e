import json
NOW = "2026-03-10T12:00:00Z"
CUST = {"ref": "C1", "name": "Robin Vale", "email": "robin.vale@example.com"}
SELLERS = [{"ref": "S1", "name": "Homewares Direct", "seller_type": "first_party"},
           {"ref": "S2", "name": "Corner Crafts", "seller_type": "marketplace"}]
SUPPS = [{"ref": "SUP1", "seller": "S1", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Damaged goods are refunded; keep the item."},
         {"ref": "SUP2", "seller": "S2", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Damaged goods are refunded by the seller; keep the item."}]
_n = [0]
def order(ref, lines, seller="S1", customer="C1", tax_rate=0.08, delivery=599, delivered="2026-03-05T15:00:00Z",
          promised="2026-03-06", status="delivered", extra_charges=(), refunds=(), returns=(), shipstatus=None, replacement_for=""):
    _n[0] += 1
    L = []
    items = 0
    for l in lines:
        sku, desc, qty, price = l[:4]
        d = {"sku": sku, "description": desc, "quantity": qty, "unit_price_cents": price}
        if len(l) > 4: d.update(l[4])
        L.append(d); items += qty * price
    tax = round(items * tax_rate)
    ch = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-03-01T10:00:00Z"}]
    if delivery: ch.append({"kind": "delivery", "description": "Delivery", "amount_cents": delivery, "charged_at": "2026-03-01T10:00:00Z"})
    if tax: ch.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": "2026-03-01T10:00:00Z"})
    ch += list(extra_charges)
    scans = [{"at": "2026-03-02T09:00:00Z", "code": "picked_up", "location": "Depot"}]
    if delivered:
        scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    sh = {"carrier": "FastShip", "tracking_number": f"FS{ref[-5:]}{_n[0]:03d}", "status": shipstatus or ("delivered" if delivered else "in_transit"),
          "promised_by": promised, "delivered_at": delivered, "scans": scans}
    o = {"ref": ref, "customer": customer, "seller": seller, "status": status, "placed_at": "2026-03-01T10:00:00Z",
         "lines": L, "charges": ch, "shipments": [sh], "refunds": list(refunds), "returns": list(returns)}
    if replacement_for: o["replacement_for"] = replacement_for
    return o
def share(order_, sku, units=1):
    """price + tax share of units of a line, in cents"""
    items = sum(l["quantity"] * l["unit_price_cents"] for l in order_["lines"] if not l.get("tax_exempt"))
    tax = sum(c["amount_cents"] for c in order_["charges"] if c["kind"] == "tax")
    l = [x for x in order_["lines"] if x["sku"] == sku][0]
    p = l["unit_price_cents"] * units
    return p + (0 if l.get("tax_exempt") else round(tax * p / items))
def case(cid, subject, body, orders, intents, outcome, refunds=(), returns=None, escalations=(), customers=None, order_ref="", title="", approver=None, reply_covers=None, now=NOW):
    c = {"id": cid, "title": title or subject, "ticket": {"subject": subject, "body": body, "customer_email": CUST["email"], "order_ref": order_ref},
         "world": {"customers": customers or [CUST, {"ref": "C2", "name": "Dana Moss", "email": "dana.moss@example.com"}], "sellers": SELLERS, "supplements": SUPPS, "orders": orders},
         "now": now, "intents": intents,
         "expected": {"outcome": outcome, "refunds": [dict(r) for r in refunds], "escalations": [{"item": e} for e in escalations]}}
    if returns is not None: c["expected"]["returns"] = returns
    if approver: c["approver"] = approver
    if reply_covers is not None: c["expected"]["reply_covers"] = reply_covers
    return c
def R(amount, sku=None, units=1, source="platform"):
    r = {"amount_cents": amount, "source": source}
    r["lines"] = [{"sku": sku, "quantity": units}] if sku else []
    return r
def write(path, cases):
    with open(path, "w") as f:
        for c in cases: f.write(json.dumps(c) + "\n")
    print(len(cases), "cases ->", path)
