"""Shared fixture builder for ver34a and adv34 (deterministic, no clock)."""
import json

NOW = "2026-03-20T15:00:00Z"
PLACED = "2026-03-08T10:00:00Z"
PROMISED = "2026-03-13"
ON_TIME = "2026-03-12T14:00:00Z"
LATE = "2026-03-17T14:00:00Z"

SELLERS = {
    "S-FP": {"ref": "S-FP", "name": "Larkspur Home", "seller_type": "first_party"},
    "S-MP": {"ref": "S-MP", "name": "Odd Lot Traders", "seller_type": "marketplace"},
}
SUPPLEMENTS = {
    "S-MP": {"ref": "SUP-MP", "seller": "S-MP", "accepts_returns": True, "return_window_days": 30,
             "damage_remedy": "replace", "text": "Odd Lot Traders replaces damaged goods; returns within 30 days."},
}


def order(ref, cust, lines, seller="S-FP", delivery=499, ship="delivered_on_time", dup=None,
          placed=PLACED, delivered=None, refunds=None, tracking=None):
    """lines: [(sku, description, qty, unit_cents, extra_dict?)]; dup: 'items' or 'delivery' adds an identical copy."""
    ls = []
    for l in lines:
        d = {"sku": l[0], "description": l[1], "quantity": l[2], "unit_price_cents": l[3]}
        if len(l) > 4:
            d.update(l[4])
        ls.append(d)
    items = sum(l[2] * l[3] for l in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if delivery:
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": delivery, "charged_at": placed})
    if dup == "items":
        charges.append({"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-03-08T10:04:00Z"})
    if dup == "delivery":
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": delivery, "charged_at": "2026-03-08T10:04:00Z"})
    tn = tracking or ("1Z" + ref.replace("SU-", "") + "X")
    if ship == "delivered_on_time":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "delivered", "promised_by": PROMISED,
              "delivered_at": delivered or ON_TIME,
              "scans": [{"at": "2026-03-09T09:00:00Z", "code": "picked_up", "location": "Reno NV"},
                        {"at": delivered or ON_TIME, "code": "delivered", "location": "Front door"}]}
    elif ship == "late":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "delivered", "promised_by": PROMISED,
              "delivered_at": LATE,
              "scans": [{"at": "2026-03-09T09:00:00Z", "code": "picked_up", "location": "Reno NV"},
                        {"at": LATE, "code": "delivered", "location": "Front door"}]}
    elif ship == "lost":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "lost", "promised_by": PROMISED, "delivered_at": None,
              "scans": [{"at": "2026-03-09T09:00:00Z", "code": "picked_up", "location": "Reno NV"}]}
    elif ship == "in_transit":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "in_transit", "promised_by": "2026-03-24", "delivered_at": None,
              "scans": [{"at": "2026-03-19T09:00:00Z", "code": "picked_up", "location": "Reno NV"}]}
    else:
        raise ValueError(ship)
    o = {"ref": ref, "customer": cust, "seller": seller, "status": "delivered" if sh["status"] == "delivered" else "shipped",
         "placed_at": placed, "lines": ls, "charges": charges, "shipments": [sh]}
    if refunds:
        o["refunds"] = refunds
    return o


def case(cid, subject, body, email, order_ref, customers, orders, intents, expected, now=NOW, approver=None, tags=None):
    sellers = sorted({o["seller"] for o in orders})
    world = {"customers": customers, "sellers": [SELLERS[s] for s in sellers],
             "supplements": [SUPPLEMENTS[s] for s in sellers if s in SUPPLEMENTS], "orders": orders}
    c = {"id": cid, "tags": tags or [], "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": world, "now": now, "intents": intents, "expected": expected}
    if approver:
        c["approver"] = approver
    return c


def cust(ref, name, email):
    return {"ref": ref, "name": name, "email": email}


def R(cents, source="platform"):
    return {"amount_cents": cents, "source": source}


def ret(sku, kind="return"):
    return {"kind": kind, "sku": sku}


def write(path, cases):
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {path}")
