"""World builders for blind33 cases and probes; the case record comes from ../case_builders.py."""
from case_builders import record  # gen.py and probes.py put ../ on the path

NOW = "2026-11-20T12:00:00Z"
SELLERS = [
    {"ref": "S-HEARTH", "name": "Hearth & Home", "seller_type": "first_party"},
    {"ref": "S-NOOK", "name": "Nook Makers", "seller_type": "marketplace"},
]
SUPPS = [
    {"ref": "SUP-HEARTH", "seller": "S-HEARTH", "accepts_returns": True, "return_window_days": 30,
     "damage_remedy": "refund_keep_item", "text": "Returns within 30 days, unused. Damaged goods: refund, keep the item."},
    {"ref": "SUP-NOOK", "seller": "S-NOOK", "accepts_returns": True, "return_window_days": 30,
     "damage_remedy": "refund_keep_item", "text": "Handmade goods. Returns within 30 days. Damage: refund, keep it."},
]


def scan(at, code, loc="Depot"):
    return {"at": at, "code": code, "location": loc}


def shipment(trk, status="delivered", promised="2026-11-14", delivered="2026-11-13T15:00:00Z", scans=None, lines=None):
    s = {"carrier": "ParcelCo", "tracking_number": trk, "status": status, "promised_by": promised,
         "delivered_at": delivered if status == "delivered" else None,
         "scans": scans if scans is not None else (
             [scan("2026-11-10T09:00:00Z", "picked_up")] + ([scan(delivered, "delivered", "Doorstep")] if status == "delivered" else []))}
    if s["delivered_at"] is None:
        del s["delivered_at"]
    if lines:
        s["lines"] = lines
    return s


def order(ref, cust, lines, tax=0, delivery=599, seller="S-HEARTH", placed="2026-11-08T10:00:00Z",
          dup_items=False, dup_delivery=False, extra=None, ships=None, refunds=None, returns=None, status="delivered"):
    items = sum(q * p for _, _, q, p in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if dup_items:
        charges.append({"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-08T10:01:00Z"})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": placed})
    if delivery:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery, "charged_at": placed})
        if dup_delivery:
            charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery, "charged_at": "2026-11-08T10:02:00Z"})
    for c in extra or []:
        charges.append(c)
    o = {"ref": ref, "customer": cust, "seller": seller, "status": status, "placed_at": placed,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges,
         "shipments": ships if ships is not None else [shipment("PC" + ref[-5:] + "01")]}
    if refunds:
        o["refunds"] = refunds
    if returns:
        o["returns"] = returns
    return o


def world(cust_ref, name, email, orders, more_customers=()):
    return {"customers": [{"ref": cust_ref, "name": name, "email": email}] + list(more_customers),
            "sellers": SELLERS, "supplements": SUPPS, "orders": orders}


def case(cid, subject, body, email, order_ref, wld, intents, outcome, refunds=(), returns=(), escalations=(), deferred=None,
         tags=(), now=NOW, title="", approver=None):
    return record(cid, title or subject, subject, body, email, order_ref, wld, now, intents, outcome,
                  refunds, returns, escalations, deferred, tags, approver)
