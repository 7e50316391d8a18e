import json, sys
from pathlib import Path
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]  # the repository: this file is docs/blind-rounds/<date>/verify42/lib.py
sys.path.insert(0, str(ROOT))
import os, django
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
os.chdir(ROOT); django.setup(); os.chdir(HERE)
NOW = "2026-03-12T12:00:00Z"
EMAIL = "dana.kowalski@example.com"

def order(ref, lines, *, delivered=True, late=False, fee=599, dup=None, customer="C-1", seller="S-1",
          status=None, shipments=None, refunds=None, returns=None, tax_rate=0.08):
    """lines: [(sku, desc, qty, unit_cents)]"""
    L = [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines]
    items = sum(q * p for _, _, q, p in lines)
    tax = round(items * tax_rate)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-03-02T10:00:00Z"}]
    if fee:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": fee, "charged_at": "2026-03-02T10:00:00Z"})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": "2026-03-02T10:00:00Z"})
    if dup:
        for kind in dup:
            src = next(c for c in charges if c["kind"] == kind)
            charges.append(dict(src, charged_at="2026-03-02T10:05:00Z"))
    if shipments is None:
        if delivered:
            shipments = [{"carrier": "UPS", "tracking_number": "1Z" + ref[-5:] + "A", "status": "delivered",
                          "promised_by": "2026-03-07" if late else "2026-03-10",
                          "delivered_at": "2026-03-10T15:00:00Z",
                          "scans": [{"at": "2026-03-03T09:00:00Z", "code": "picked_up", "location": "Reno NV"},
                                    {"at": "2026-03-10T15:00:00Z", "code": "delivered", "location": "Portland OR"}]}]
        else:
            shipments = [{"carrier": "UPS", "tracking_number": "1Z" + ref[-5:] + "A", "status": "in_transit",
                          "promised_by": "2026-03-07", "delivered_at": None,
                          "scans": [{"at": "2026-03-03T09:00:00Z", "code": "picked_up", "location": "Reno NV"},
                                    {"at": "2026-03-04T09:00:00Z", "code": "in_transit", "location": "Sacramento CA"}]}]
    o = {"ref": ref, "customer": customer, "seller": seller, "status": status or ("delivered" if delivered else "shipped"),
         "placed_at": "2026-03-02T10:00:00Z", "lines": L, "charges": charges, "shipments": shipments}
    if refunds: o["refunds"] = refunds
    if returns: o["returns"] = returns
    return o

def world(*orders, marketplace=False, extra_customers=()):
    w = {"customers": [{"ref": "C-1", "name": "Dana Kowalski", "email": EMAIL}] + list(extra_customers),
         "sellers": [{"ref": "S-1", "name": "Hearth & Home", "seller_type": "marketplace" if marketplace else "first_party"}],
         "orders": list(orders)}
    if marketplace:
        w["supplements"] = [{"ref": "SUP-1", "seller": "S-1", "accepts_returns": True, "return_window_days": 30,
                             "damage_remedy": "refund_keep_item", "text": "Damaged goods refunded, keep the item."}]
    return w

def case(cid, subject, body, w, intents, outcome="resolved", refunds=(), returns=None, escalations=(), order_ref="", title="", approve=True):
    c = {"id": cid, "title": title or subject, "ticket": {"subject": subject, "body": body, "customer_email": EMAIL, "order_ref": order_ref},
         "world": w, "now": NOW, "intents": intents,
         "expected": {"outcome": outcome, "refunds": [dict(r) for r in refunds], "escalations": [{"item": e} for e in escalations]}}
    if returns is not None:
        c["expected"]["returns"] = returns
    if approve:
        c["approver"] = {"refunds": [{"answer": "approve", "role": "support_lead"}]}
    return c

def dmg(cents, sku=None, q=1, src="platform"):
    r = {"amount_cents": cents, "source": src}
    if sku: r["lines"] = [{"sku": sku, "quantity": q}]
    return r

def write(path, cases):
    from runs.evals.cases import load_cases
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c) + "\n")
    load_cases([path])
    print("ok", len(cases), path)
