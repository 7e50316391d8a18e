"""verify47 shared case builder."""
import json
NOW = "2026-03-10T12:00:00+00:00"

def line(sku, desc, cents, qty=1, exclusion=""):
    d = {"sku": sku, "description": desc, "quantity": qty, "unit_price_cents": cents}
    if exclusion: d["exclusion"] = exclusion
    return d

def order(ref, lines, customer="C-1", seller="S-1", delivered="2026-03-06T15:00:00+00:00", promised="2026-03-07",
          status="delivered", fee=599, extra_charges=(), refunds=(), returns=(), shipment_status="delivered", placed="2026-03-01T10:00:00+00:00",
          tracking=None, replacement_for=""):
    items = sum(l["unit_price_cents"] * l["quantity"] for l in lines)
    charges = [{"kind": "items", "description": "items", "amount_cents": items, "charged_at": placed}]
    if fee: charges.append({"kind": "delivery", "description": "standard delivery", "amount_cents": fee, "charged_at": placed})
    charges += list(extra_charges)
    sh = {"carrier": "PX", "tracking_number": tracking or ("TRK" + ref[-5:]), "status": shipment_status, "promised_by": promised}
    if shipment_status == "delivered":
        sh["delivered_at"] = delivered
    o = {"ref": ref, "customer": customer, "seller": seller, "status": status, "placed_at": placed, "lines": lines,
         "charges": charges, "shipments": [sh] if status != "placed" else []}
    if refunds: o["refunds"] = list(refunds)
    if returns: o["returns"] = list(returns)
    if replacement_for: o["replacement_for"] = replacement_for
    return o

def world(orders, extra_customers=(), marketplace=False):
    custs = [{"ref": "C-1", "name": "Robin Ashworth", "email": "robin.ashworth@example.net"}] + list(extra_customers)
    sellers = [{"ref": "S-1", "name": "Supervisor Home", "seller_type": "first_party"}]
    if marketplace:
        sellers.append({"ref": "S-2", "name": "Kiln & Co", "seller_type": "marketplace"})
    return {"customers": custs, "sellers": sellers, "orders": orders}

def case(cid, subject, body, orders, intents, refunds=(), returns=None, escalations=(), outcome="resolved", order_ref="",
         email="robin.ashworth@example.net", extra_customers=(), marketplace=False, approve=(), title="", deferred=None):
    exp = {"outcome": outcome,
           "refunds": [{"amount_cents": c, "source": src, "lines": [{"sku": s, "quantity": q} for s, q in ls]} for c, src, ls in refunds],
           "escalations": [{"item": e} for e in escalations]}
    if returns is not None:
        exp["returns"] = [{"kind": k, "sku": s} for k, s in returns]
    if deferred is not None:
        exp["deferred"] = [{"item": d} for d in deferred]
    c = {"id": cid, "title": title, "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": world(orders, extra_customers, marketplace), "now": "2026-03-10T12:00:00+00:00",
         "intents": intents, "expected": exp}
    if approve:
        c["approver"] = {"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": a} for a in approve]}
    return c

def write(path, cases):
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c) + "\n")
    print(len(cases), "cases ->", path)
