import json
NOW = "2026-03-10T12:00:00+00:00"
def line(sku, desc, price, qty=1, **kw):
    d = {"sku": sku, "description": desc, "quantity": qty, "unit_price_cents": price}; d.update(kw); return d
def order(ref, lines, cust="C-1", seller="S-1", delivered=True, fee=599, placed="2026-02-27T10:00:00+00:00",
          promised="2026-03-05", delivered_at="2026-03-04T15:00:00+00:00", extra_charges=(), refunds=(), returns=(), status=None, track=None):
    items = sum(l["unit_price_cents"] * l["quantity"] for l in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if fee: charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": fee, "charged_at": placed})
    charges += list(extra_charges)
    shp = {"carrier": "ParcelCo", "tracking_number": track or ("PX" + ref[-5:] + "9"), "promised_by": promised}
    if delivered:
        shp.update(status="delivered", delivered_at=delivered_at, scans=[{"at": delivered_at, "code": "delivered", "location": "Front door"}])
    else:
        shp.update(status="in_transit", scans=[{"at": "2026-02-28T09:00:00+00:00", "code": "in_transit", "location": "Hub"}])
    o = {"ref": ref, "customer": cust, "seller": seller, "status": status or ("delivered" if delivered else "shipped"),
         "placed_at": placed, "lines": lines, "charges": charges, "shipments": [shp]}
    if refunds: o["refunds"] = list(refunds)
    if returns: o["returns"] = list(returns)
    return o
def world(orders, customers=None, seller_type="first_party", supplements=()):
    customers = customers or [{"ref": "C-1", "name": "Robin Vale", "email": "robin.vale@example.com"}]
    return {"customers": customers, "sellers": [{"ref": "S-1", "name": "Supervisor Home", "seller_type": seller_type}],
            "supplements": list(supplements), "orders": orders}
def case(cid, subject, body, orders, intents, refunds=(), outcome="escalated", escalations=(), email="robin.vale@example.com",
         order_ref=None, customers=None, tags=(), returns=None, approver=None, now=NOW):
    c = {"id": cid, "tags": list(tags), "ticket": {"subject": subject, "body": body, "customer_email": email,
         "order_ref": order_ref if order_ref is not None else orders[0]["ref"]},
         "world": world(orders, customers), "now": now, "intents": intents,
         "expected": {"outcome": outcome, "refunds": [dict(r, source=r.get("source", "platform")) for r in refunds],
                      "escalations": [{"item": e} for e in escalations]}}
    if returns is not None: c["expected"]["returns"] = returns
    if approver: c["approver"] = approver
    return c
def R(amount, *skus):  # refund expected on lines
    return {"amount_cents": amount, "lines": [{"sku": s} for s in skus]}
def dump(cases, path):
    with open(path, "w") as f:
        for c in cases: f.write(json.dumps(c) + "\n")
