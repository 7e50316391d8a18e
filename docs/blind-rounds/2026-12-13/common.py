"""Shared fixture builders for the held-back sets ver29a and adv29 (hand-written cases, own fixtures)."""
import json

NOW = "2026-11-20T16:00:00Z"
PLACED = "2026-11-05T10:00:00Z"
PROMISED = "2026-11-12"
ON_TIME = "2026-11-11T15:00:00Z"
LATE = "2026-11-16T15:00:00Z"
OLD = "2026-10-06T15:00:00Z"      # 45 days before NOW
TAX = 0.08

SELLERS = {
    "S-HH": ("Hearth & Home", "first_party", True, 30, "refund_keep_item"),
    "S-KL": ("Kiln Lane Ceramics", "marketplace", True, 30, "refund_keep_item"),
    "S-VX": ("Voltix Gadgets", "marketplace", False, 0, "replace"),
}


def due(price_cents, qty=1):
    """Refund due for damaged goods kept: price and its 8% tax share (every line is 8% taxed)."""
    return round(price_cents * qty * (1 + TAX))


def order(ref, cust, seller="S-HH", lines=(), fee=599, ship="delivered", delivered=ON_TIME,
          promised=PROMISED, dup=None, extra_charges=(), refunds=(), returns=(), trk=None):
    """lines: (sku, description, qty, unit_price_cents). dup: 'items' or 'delivery' repeats that charge."""
    items = sum(q * p for _, _, q, p in lines)
    tax = round(items * TAX)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": PLACED}]
    if fee:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": fee, "charged_at": PLACED})
    charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": PLACED})
    if dup == "items":
        charges.append({"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-05T10:03:00Z"})
    if dup == "delivery":
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": fee, "charged_at": "2026-11-05T10:03:00Z"})
    charges.extend(extra_charges)
    scans = [{"at": "2026-11-06T09:00:00Z", "code": "picked_up", "location": "Columbus, OH"}]
    sh = {"carrier": "UPS", "tracking_number": trk or ("1Z" + ref.replace("-", "")), "status": ship,
          "promised_by": promised, "scans": scans}
    if ship == "delivered":
        sh["delivered_at"] = delivered
        scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    o = {"ref": ref, "customer": cust, "seller": seller, "status": "delivered" if ship == "delivered" else "shipped",
         "placed_at": PLACED,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges, "shipments": [sh]}
    if refunds:
        o["refunds"] = list(refunds)
    if returns:
        o["returns"] = list(returns)
    return o


def total(o):
    return sum(c["amount_cents"] for c in o["charges"])


def world(cust_ref, name, email, orders):
    used = sorted({o["seller"] for o in orders})
    return {"customers": [{"ref": cust_ref, "name": name, "email": email}],
            "sellers": [{"ref": s, "name": SELLERS[s][0], "seller_type": SELLERS[s][1]} for s in used],
            "supplements": [{"ref": "SUP-" + s, "seller": s, "accepts_returns": SELLERS[s][2],
                             "return_window_days": SELLERS[s][3], "damage_remedy": SELLERS[s][4],
                             "text": f"{SELLERS[s][0]} terms: returns {'accepted within %d days' % SELLERS[s][3] if SELLERS[s][2] else 'not accepted'}; damage remedy {SELLERS[s][4]}."}
                            for s in used],
            "orders": orders}


def I(kind, quote):
    return {"kind": kind, "quote": quote}


def write(cases, notes, path, notes_path):
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(notes_path, "w") as f:
        json.dump(notes, f, indent=2, ensure_ascii=False)
    print(len(cases), "cases ->", path)
