import json
NOW = "2026-11-20T12:00:00Z"
FP = {"ref": "SL-A", "name": "Hearth & Home", "seller_type": "first_party"}
MP = {"ref": "SL-M", "name": "Nordic Nest Goods", "seller_type": "marketplace"}
MPR = {"ref": "SL-R", "name": "Gadget Barn", "seller_type": "marketplace"}
SUPS = [
    {"ref": "SUP-A", "seller": "SL-A", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Damaged goods: refund and keep. Returns within 30 days."},
    {"ref": "SUP-M", "seller": "SL-M", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Damaged goods refunded, keep the item."},
    {"ref": "SUP-R", "seller": "SL-R", "accepts_returns": False, "return_window_days": 0, "damage_remedy": "replace", "text": "No returns. Damaged goods are replaced by the seller."},
]

def order(ref, cust, lines, fee=599, seller="SL-A", ship="ontime", dup=None, placed="2026-11-08T10:00:00Z", refunds=None, returns=None, tax=0):
    items = sum(q * p for _, _, q, p in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if fee:
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": fee, "charged_at": placed})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": placed})
    if dup == "items":
        charges.append({"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-08T10:04:00Z"})
    elif dup == "delivery":
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": fee, "charged_at": "2026-11-08T10:04:00Z"})
    sc = [{"at": "2026-11-09T09:00:00Z", "code": "picked_up", "location": "Depot"},
          {"at": "2026-11-10T09:00:00Z", "code": "in_transit", "location": "Hub"}]
    if ship == "ontime":
        sh = {"status": "delivered", "promised_by": "2026-11-14", "delivered_at": "2026-11-13T15:00:00Z"}
        sc.append({"at": "2026-11-13T15:00:00Z", "code": "delivered", "location": "Door"})
        status = "delivered"
    elif ship == "late":
        sh = {"status": "delivered", "promised_by": "2026-11-12", "delivered_at": "2026-11-17T15:00:00Z"}
        sc.append({"at": "2026-11-17T15:00:00Z", "code": "delivered", "location": "Door"})
        status = "delivered"
    elif ship == "lost":
        sh = {"status": "lost", "promised_by": "2026-11-13", "delivered_at": None}
        status = "shipped"
    elif ship == "transit":
        sh = {"status": "in_transit", "promised_by": "2026-11-22", "delivered_at": None}
        status = "shipped"
    elif ship == "old":  # delivered 45 days before now
        placed = "2026-09-30T10:00:00Z"
        for c in charges: c["charged_at"] = placed
        sc = [{"at": "2026-10-01T09:00:00Z", "code": "picked_up", "location": "Depot"},
              {"at": "2026-10-06T15:00:00Z", "code": "delivered", "location": "Door"}]
        sh = {"status": "delivered", "promised_by": "2026-10-07", "delivered_at": "2026-10-06T15:00:00Z"}
        status = "delivered"
    shipment = {"carrier": "ParcelCo", "tracking_number": "PC" + ref[-5:], "scans": sc, **sh}
    if shipment["delivered_at"] is None:
        del shipment["delivered_at"]
    o = {"ref": ref, "customer": cust, "seller": seller, "status": status, "placed_at": placed,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges, "shipments": [shipment]}
    if refunds: o["refunds"] = refunds
    if returns: o["returns"] = returns
    return o

def case(cid, subject, body, email, name, orders, intents, expected, order_ref="", tags=(), approver=None, extra_customers=()):
    cref = "C-" + cid
    custs = [{"ref": cref, "name": name, "email": email}] + list(extra_customers)
    for o in orders:
        if o["customer"] == "ME": o["customer"] = cref
    c = {"id": cid, "title": subject, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": {"customers": custs, "sellers": [FP, MP, MPR], "supplements": SUPS, "orders": orders},
         "now": NOW, "intents": intents, "expected": expected}
    if approver: c["approver"] = approver
    return c

def R(c, s="platform"): return {"amount_cents": c, "source": s}
def E(item): return {"item": item}
def exp(outcome, refunds=(), escalations=(), returns=None, deferred=None):
    e = {"outcome": outcome, "refunds": list(refunds), "escalations": list(escalations)}
    if returns is not None: e["returns"] = returns
    if deferred is not None: e["deferred"] = deferred
    return e
def I(kind, quote=None): return {"kind": kind, "quote": quote} if quote else kind

def write(path, cases):
    with open(path, "w") as f:
        for c in cases: f.write(json.dumps(c) + "\n")
    print(len(cases), "cases ->", path)
