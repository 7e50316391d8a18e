"""Shared fixture helpers for ver30a / adv30 (blind round 30, held back)."""
import json

NOW = "2026-11-20T12:00:00Z"
PLACED = "2026-11-08T10:00:00Z"
TAX = 0.08

SELLERS = {
    "FP": {"ref": "S-HH", "name": "Hearth & Home", "seller_type": "first_party"},
    "MP": {"ref": "S-NW", "name": "Northwind Crafts", "seller_type": "marketplace"},
    "NR": {"ref": "S-CY", "name": "Circuit Yard", "seller_type": "marketplace"},
}
SUPPS = {
    "FP": {"ref": "SUP-HH", "seller": "S-HH", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Hearth & Home: returns within 30 days; damaged goods refunded, keep the item."},
    "MP": {"ref": "SUP-NW", "seller": "S-NW", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Northwind Crafts: returns within 30 days; damaged goods refunded by the seller, keep the item."},
    "NR": {"ref": "SUP-CY", "seller": "S-CY", "accepts_returns": False, "return_window_days": 0, "damage_remedy": "replace", "text": "Circuit Yard: no returns for change of mind; damaged goods replaced by the seller."},
}
SOURCE_ITEM = {"FP": "platform", "MP": "seller", "NR": "seller"}


def at(day, hh=10, mm=0):
    return f"2026-11-{day:02d}T{hh:02d}:{mm:02d}:00Z"


def order(ref, cust, lines, fee=599, ship="ontime", dup=None, seller="FP", refunds=None, returns=None,
          promised=14, delivered=13, last_scan=None, tax=True):
    """lines: [(sku, desc, qty, unit_cents)]. ship: ontime|late|lost|stuck|none."""
    items = sum(q * p for _, _, q, p in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": PLACED}]
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": round(items * TAX), "charged_at": PLACED})
    if fee:
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": fee, "charged_at": PLACED})
    for d in (dup or []):
        src = next(c for c in charges if c["kind"] == d)
        charges.append(dict(src, charged_at="2026-11-08T10:02:00Z"))
    tn = "TRK" + ref.replace("SU-", "")
    scans = [{"at": at(9), "code": "picked_up", "location": "Depot"}]
    if ship == "ontime":
        scans.append({"at": at(delivered, 14), "code": "delivered", "location": "Front door"})
        sh = {"status": "delivered", "delivered_at": at(delivered, 14)}
    elif ship == "late":
        scans.append({"at": at(delivered, 14), "code": "delivered", "location": "Front door"})
        sh = {"status": "delivered", "delivered_at": at(delivered, 14)}
    elif ship == "lost":
        scans.append({"at": at(10), "code": "exception", "location": "Hub"})
        sh = {"status": "lost", "delivered_at": None}
    elif ship == "stuck":
        scans.append({"at": at(last_scan or 10), "code": "in_transit", "location": "Hub"})
        sh = {"status": "in_transit", "delivered_at": None}
    shipment = {"carrier": "UPS", "tracking_number": tn, "promised_by": f"2026-11-{promised:02d}", "scans": scans, **sh}
    if shipment["delivered_at"] is None:
        del shipment["delivered_at"]
    o = {"ref": ref, "customer": cust, "seller": SELLERS[seller]["ref"], "status": "delivered" if ship in ("ontime", "late") else "shipped",
         "placed_at": PLACED,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges, "shipments": [shipment]}
    if refunds:
        o["refunds"] = refunds
    if returns:
        o["returns"] = returns
    o["_seller"] = seller
    return o


def item_refund(o, sku, n=None):
    line = next(l for l in o["lines"] if l["sku"] == sku)
    n = line["quantity"] if n is None else n
    v = line["unit_price_cents"] * n
    items = sum(l["unit_price_cents"] * l["quantity"] for l in o["lines"])
    tax = next((c["amount_cents"] for c in o["charges"] if c["kind"] == "tax"), 0)
    return v + round(tax * v / items)


def everything(o):
    seen, tot = [], 0
    for c in o["charges"]:
        key = (c["kind"], c["amount_cents"])
        if key in seen:
            continue
        seen.append(key)
        tot += c["amount_cents"]
    return tot


def world(cust_name, email, orders, extra_customers=()):
    custs = [{"ref": "C-1", "name": cust_name, "email": email}] + list(extra_customers)
    used = sorted({o["_seller"] for o in orders})
    os_ = []
    for o in orders:
        o = dict(o)
        del o["_seller"]
        os_.append(o)
    return {"customers": custs, "sellers": [SELLERS[s] for s in used], "supplements": [SUPPS[s] for s in used], "orders": os_}


def case(cid, subject, body, email, name, orders, intents, outcome, refunds=(), returns=(), escalations=(), deferred=None,
         tags=(), title="", order_ref="", extra_customers=(), approver=None):
    c = {"id": cid, "title": title or subject, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": world(name, email, orders, extra_customers), "now": NOW, "intents": intents,
         "expected": {"outcome": outcome, "refunds": [{"amount_cents": a, "source": s} for a, s in refunds],
                      "returns": [{"kind": k, "sku": s} for k, s in returns],
                      "escalations": [{"item": e} for e in escalations]},
         "approver": approver or {"plans": [{"answer": "approve", "role": "reviewer", "note": "ok"}],
                                  "refunds": [{"answer": "approve", "role": "support_lead", "note": "ok"}]}}
    if deferred is not None:
        c["expected"]["deferred"] = [{"item": d} for d in deferred]
    return c


def write(path, cases, notes, notes_path):
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(notes_path, "w") as f:
        json.dump(notes, f, indent=1, ensure_ascii=False)
