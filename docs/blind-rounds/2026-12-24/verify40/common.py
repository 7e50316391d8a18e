import json
NOW = "2026-11-20T12:00:00Z"
CUST = {"ref": "C-1", "name": "Dana Reyes", "email": "dana.reyes@example.com"}
def seller(stype="first_party", remedy="refund_keep_item", accepts=True):
    return ([{"ref": "S-1", "name": "Hearth & Co", "seller_type": stype}],
            [{"ref": "SUP-1", "seller": "S-1", "accepts_returns": accepts, "return_window_days": 30,
              "damage_remedy": remedy, "text": "Hearth & Co terms."}])
def order(ref, lines, delivered="2026-11-15T15:00:00Z", status="delivered", ship_status="delivered", extra_charges=(), tn=None):
    items = sum(l.get("quantity", 1) * l["unit_price_cents"] for l in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-10T10:00:00Z"},
               {"kind": "delivery", "description": "Standard delivery", "amount_cents": 599, "charged_at": "2026-11-10T10:00:00Z"},
               {"kind": "tax", "description": "Sales tax", "amount_cents": round(items * 0.08), "charged_at": "2026-11-10T10:00:00Z"}]
    charges += list(extra_charges)
    scans = [{"at": "2026-11-11T09:00:00Z", "code": "picked_up", "location": "Depot"}]
    if ship_status == "delivered":
        scans.append({"at": delivered, "code": "delivered", "location": "Front door"})
    sh = {"carrier": "UPS", "tracking_number": tn or ("1Z" + ref[-5:] + "X"), "status": ship_status,
          "promised_by": "2026-11-16", "scans": scans}
    if ship_status == "delivered":
        sh["delivered_at"] = delivered
    return {"ref": ref, "customer": "C-1", "seller": "S-1", "status": status, "placed_at": "2026-11-10T10:00:00Z",
            "lines": lines, "charges": charges, "shipments": [sh]}
def L(sku, desc, cents, q=1):
    return {"sku": sku, "description": desc, "quantity": q, "unit_price_cents": cents}
def case(cid, subject, body, orders, intents, expected, order_ref="", stype="first_party", remedy="refund_keep_item", accepts=True, approver=None):
    sellers, sups = seller(stype, remedy, accepts)
    c = {"id": cid, "ticket": {"subject": subject, "body": body, "customer_email": CUST["email"], "order_ref": order_ref},
         "world": {"customers": [CUST], "sellers": sellers, "supplements": sups, "orders": orders},
         "now": NOW, "intents": intents, "expected": expected}
    c["approver"] = approver or {"plans": [{"answer": "approve", "role": "reviewer"}], "refunds": [{"answer": "approve", "role": "support_lead"}]}
    return c
def write(path, cases):
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c) + "\n")
    import sys; sys.path.insert(0, "<the code under test>")
    import os; os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
    import django; django.setup()
    from runs.evals.cases import load_cases
    print(len(load_cases([path])), "cases ok")
def tax(c): return round(c * 0.08)
