"""Shared builders for the held-back case sets: ver33a and adv33 use all of it; ver33c/common.py
builds its own worlds and takes the case record, R and write from here."""
import json
from datetime import datetime, timedelta

BASE = datetime(2026, 11, 10, 9, 0, 0)  # order placed


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def day(dt):
    return dt.strftime("%Y-%m-%d")


def seller(ref="S-1", name="Hearth & Home", kind="first_party", accepts=True, window=30, remedy="refund_keep_item"):
    return ({"ref": ref, "name": name, "seller_type": kind},
            {"ref": f"SUP-{ref}", "seller": ref, "accepts_returns": accepts, "return_window_days": window,
             "damage_remedy": remedy,
             "text": f"{name}: returns {'accepted within %d days' % window if accepts else 'not accepted'}; damage: {remedy}."})


def order(ref, cust, lines, seller_ref="S-1", fee=599, placed_days=0, deliver_days=5, promised_days=6,
          ship_status="delivered", dup=None, extra_refunds=None, extra_returns=None, tax=True, split=None):
    """lines: [(sku, desc, qty, unit_cents)]. Tax is 10% of the items (prices in tens of cents)."""
    placed = BASE + timedelta(days=placed_days)
    items = sum(q * p for _, _, q, p in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": iso(placed)}]
    if fee:
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": fee, "charged_at": iso(placed)})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": items // 10, "charged_at": iso(placed)})
    for kind in (dup or []):
        src = next(c for c in charges if c["kind"] == kind)
        charges.append({**src, "charged_at": iso(placed + timedelta(minutes=3))})
    scans = [{"at": iso(placed + timedelta(days=1)), "code": "picked_up", "location": "Columbus OH"},
             {"at": iso(placed + timedelta(days=2)), "code": "in_transit", "location": "Indianapolis IN"}]
    delivered_at = None
    if ship_status == "delivered":
        delivered_at = iso(placed + timedelta(days=deliver_days, hours=5))
        scans.append({"at": delivered_at, "code": "delivered", "location": "Front door"})
    elif ship_status == "lost":
        scans.append({"at": iso(placed + timedelta(days=3)), "code": "exception", "location": "Indianapolis IN"})
    ship = {"carrier": "UPS", "tracking_number": f"1Z{ref[-5:]}0001", "status": ship_status,
            "promised_by": day(placed + timedelta(days=promised_days)), "delivered_at": delivered_at, "scans": scans}
    o = {"ref": ref, "customer": cust, "seller": seller_ref,
         "status": "delivered" if ship_status == "delivered" else "shipped", "placed_at": iso(placed),
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges, "shipments": [ship]}
    if extra_refunds:
        o["refunds"] = extra_refunds
    if extra_returns:
        o["returns"] = extra_returns
    return o


def now_after(days_after_place, hours=6):
    return iso(BASE + timedelta(days=days_after_place, hours=hours))


def case(cid, title, subject, body, email, order_ref, orders, intents, outcome, refunds=(), returns=(), escalations=(),
         sellers=None, now_days=8, tags=(), name="Pat Lee", approver=None, deferred=None, extra_customers=()):
    ss = sellers or [seller()]
    world = {"customers": [{"ref": "C-1", "name": name, "email": email}, *extra_customers],
             "sellers": [s for s, _ in ss], "supplements": [p for _, p in ss], "orders": orders}
    return record(cid, title, subject, body, email, order_ref, world, now_after(now_days), intents, outcome,
                  refunds, returns, escalations, deferred, tags, approver)


def record(cid, title, subject, body, email, order_ref, world, now, intents, outcome, refunds, returns, escalations,
           deferred, tags, approver):
    """One eval case as the runner reads it, whoever built its world."""
    c = {"id": cid, "title": title, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": world, "now": now, "intents": intents,
         "expected": {"outcome": outcome, "refunds": list(refunds), "returns": list(returns),
                      "escalations": [{"item": e} for e in escalations]}}
    if deferred is not None:
        c["expected"]["deferred"] = [{"item": d} for d in deferred]
    if approver:
        c["approver"] = approver
    return c


def R(cents, source="platform", lines=None):
    r = {"amount_cents": cents, "source": source}
    if lines is not None:
        r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r


def RET(sku, kind="return"):
    return {"kind": kind, "sku": sku}


def I(kind, quote=None):
    return {"kind": kind, "quote": quote} if quote else kind


def write(path, cases, ensure_ascii=True):
    """ensure_ascii=False keeps ver33c's files as they were written (accents as themselves, not \\u escapes)."""
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), ids
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=ensure_ascii) + "\n")
    print(f"{len(cases)} cases -> {path}")
