"""helpers for verify48 rounds"""
import json

NOW = "2026-11-20T12:00:00+00:00"
SELLERS = {
    "fp": {"ref": "S-FP", "name": "Hearth & Home", "seller_type": "first_party"},
    "mp": {"ref": "S-MP", "name": "Kettle Row Traders", "seller_type": "marketplace"},
}
SUPP = {"ref": "SUP-MP", "seller": "S-MP", "accepts_returns": True, "return_window_days": 30,
        "damage_remedy": "refund_keep_item", "text": "Kettle Row Traders accepts returns within 30 days. Damaged goods: refunded, keep the item."}


def order(ref, cust, lines, *, seller="fp", tax=None, delivery=599, dup=None, promised="2026-11-12",
          delivered="2026-11-12T15:00:00+00:00", status="delivered", placed="2026-11-05T10:00:00+00:00",
          refunds=(), returns=(), shipstatus=None, scans=None):
    """lines: [(sku, desc, qty, unit_cents)]; tax cents (default 8% rounded); dup: index of charge to duplicate
    (0 items, 1 delivery, 2 tax) or list of those."""
    items = sum(q * p for _, _, q, p in lines)
    if tax is None:
        tax = round(items * 0.08)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if delivery:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery, "charged_at": placed})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": placed})
    for d in ([dup] if isinstance(dup, int) else (dup or [])):
        c = dict(charges[d]); c["charged_at"] = placed.replace("10:00", "10:03"); charges.append(c)
    ship = {"carrier": "UPS", "tracking_number": "1Z" + ref.replace("-", "") + "X", "status": shipstatus or ("delivered" if delivered else "in_transit"),
            "promised_by": promised, "delivered_at": delivered,
            "scans": scans if scans is not None else ([{"at": placed.replace("10:00", "18:00"), "code": "picked_up", "location": "Reno NV"}]
                    + ([{"at": delivered, "code": "delivered", "location": "Front door"}] if delivered else []))}
    o = {"ref": ref, "customer": cust, "seller": SELLERS[seller]["ref"], "status": status, "placed_at": placed,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges, "shipments": [ship]}
    if refunds:
        o["refunds"] = list(refunds)
    if returns:
        o["returns"] = list(returns)
    return o


def world(cust_ref, name, email, orders, sellers=("fp",)):
    w = {"customers": [{"ref": cust_ref, "name": name, "email": email}],
         "sellers": [SELLERS[s] for s in sellers], "supplements": [SUPP] if "mp" in sellers else [], "orders": orders}
    return w


def refund(cents, source="platform", lines=None):
    r = {"amount_cents": cents, "source": source}
    if lines is not None:
        r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r


def case(cid, title, subject, body, email, order_ref, w, intents, outcome, refunds=(), returns=(), escalations=(), tags=(),
         approver=None, now=NOW, deferred=None, reply_covers=None):
    c = {"id": cid, "title": title, "tags": list(tags), "now": now,
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": w, "intents": intents,
         "expected": {"outcome": outcome, "refunds": list(refunds), "returns": list(returns),
                      "escalations": [{"item": e} for e in escalations]}}
    if deferred is not None:
        c["expected"]["deferred"] = [{"item": e} for e in deferred]
    if reply_covers is not None:
        c["expected"]["reply_covers"] = reply_covers
    if approver:
        c["approver"] = approver
    return c


def write(path, cases):
    from runs.evals.cases import parse_case
    with open(path, "w") as f:
        for i, c in enumerate(cases, 1):
            parse_case(c, path=path, line=i)
            f.write(json.dumps(c) + "\n")
    print(f"wrote {len(cases)} cases to {path}")
