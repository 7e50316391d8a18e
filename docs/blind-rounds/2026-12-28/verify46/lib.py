import json
NOW = "2026-11-20T12:00:00Z"
CUST = {"ref": "C-1", "name": "Jo Tran", "email": "jo.tran@example.com"}
SELLERS = [{"ref": "S-FP", "name": "Supervisor Home", "seller_type": "first_party"},
           {"ref": "S-MP", "name": "Oak & Ember", "seller_type": "marketplace"}]
SUPPS = [{"ref": "SUP-MP", "seller": "S-MP", "accepts_returns": True, "return_window_days": 30,
          "damage_remedy": "refund_keep_item", "text": "Oak & Ember refunds damaged goods; keep the item."}]

def order(ref, lines, delivery=599, seller="S-FP", placed="2026-11-10T09:00:00Z", delivered="2026-11-15T14:00:00Z",
          promised="2026-11-16", status=None, dup=None, tax=True, ship_status=None, scans=None, refunds=None, returns=None,
          customer="C-1", replacement_for=""):
    items = sum(q * p for _, _, q, p in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if delivery:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery, "charged_at": placed})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": items // 10, "charged_at": placed})
    if dup:  # kind of charge to copy
        c = dict(next(c for c in charges if c["kind"] == dup)); c["charged_at"] = placed.replace("09:00", "09:03"); charges.append(c)
    if scans is None:
        scans = [{"at": placed.replace("09:00", "18:00"), "code": "picked_up", "location": "Reno NV"},
                 {"at": "2026-11-12T08:00:00Z", "code": "in_transit", "location": "Sacramento CA"}]
        if delivered:
            scans.append({"at": delivered, "code": "delivered", "location": "Oakland CA"})
    sh = {"carrier": "ParcelX", "tracking_number": "PX" + ref[-5:] + "9", "status": ship_status or ("delivered" if delivered else "in_transit"),
          "promised_by": promised, "delivered_at": delivered, "scans": scans}
    o = {"ref": ref, "customer": customer, "seller": seller, "status": status or ("delivered" if delivered else "shipped"),
         "placed_at": placed, "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": charges, "shipments": [sh]}
    if refunds: o["refunds"] = refunds
    if returns: o["returns"] = returns
    if replacement_for: o["replacement_for"] = replacement_for
    return o

def case(cid, subject, body, intents, outcome, orders, refunds=(), returns=None, esc=(), order_ref="", title="", tags=(),
         customers=None, now=NOW, approver=None, deferred=None, reply_covers=None):
    exp = {"outcome": outcome, "refunds": list(refunds), "escalations": [{"item": e} for e in esc]}
    if returns is not None: exp["returns"] = returns
    if deferred is not None: exp["deferred"] = [{"item": e} for e in deferred]
    if reply_covers is not None: exp["reply_covers"] = reply_covers
    c = {"id": cid, "title": title, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": CUST["email"], "order_ref": order_ref},
         "world": {"customers": customers or [CUST], "sellers": SELLERS, "supplements": SUPPS, "orders": orders},
         "now": now, "intents": intents, "expected": exp}
    if approver: c["approver"] = approver
    return c

def R(cents, lines=None, source="platform"):
    r = {"amount_cents": cents, "source": source}
    if lines is not None: r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r

def I(kind, quote=""):
    return {"kind": kind, "quote": quote} if quote else kind

def write(path, cases):
    with open(path, "w") as f:
        for c in cases: f.write(json.dumps(c) + "\n")
    print(len(cases), "cases ->", path)
