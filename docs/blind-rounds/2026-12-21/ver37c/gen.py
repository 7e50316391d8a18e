"""gen.py: writes cases.jsonl (V37C-01..40) and probes.jsonl (V37C-P1..P8) next to itself. Deterministic."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2026-11-20T15:00:00Z"
TAX = 0.08

SELLERS = {
    "S-HH": ("Hearth & Home", "first_party", True, 30, "refund_keep_item"),
    "S-KS": ("Kiln Street Pottery", "marketplace", True, 30, "refund_keep_item"),
    "S-VB": ("Voltbox Electronics", "marketplace", False, 0, "replace"),
}


def seller_fixtures(refs):
    sellers, sups = [], []
    for r in refs:
        name, st, acc, win, rem = SELLERS[r]
        sellers.append({"ref": r, "name": name, "seller_type": st})
        sups.append({"ref": "SUP-" + r[2:], "seller": r, "accepts_returns": acc, "return_window_days": win,
                     "damage_remedy": rem, "text": f"{name}: returns {'accepted within %d days' % win if acc else 'not accepted'}; damage remedy {rem}."})
    return sellers, sups


def ship(status, promised, delivered=None, scans=None, lines=None, trk="TRK"):
    s = {"carrier": "UPS", "tracking_number": trk, "status": status, "promised_by": promised,
         "delivered_at": delivered, "scans": scans or [{"at": "2026-11-03T09:00:00Z", "code": "picked_up", "location": "Reno NV"}]}
    if lines:
        s["lines"] = lines
    return s


def order(ref, cust, seller, lines, delivery=0, placed="2026-11-02T10:00:00Z", ships=None, dup=(), refunds=None,
          returns=None, status="delivered"):
    items = sum(q * p for _, _, q, p in lines)
    tax = round(items * TAX)
    ch = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed},
          {"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": placed}]
    if delivery:
        ch.append({"kind": "delivery", "description": "Delivery", "amount_cents": delivery, "charged_at": placed})
    for kind in dup:  # an identical row charged again three minutes later
        src = next(c for c in ch if c["kind"] == kind)
        ch.append(dict(src, charged_at=placed.replace("10:00:00", "10:03:00")))
    o = {"ref": ref, "customer": cust, "seller": seller, "status": status, "placed_at": placed,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p} for s, d, q, p in lines],
         "charges": ch,
         "shipments": ships or [ship("delivered", "2026-11-10", "2026-11-08T14:00:00Z", trk="TRK" + ref[-5:])]}
    if refunds:
        o["refunds"] = refunds
    if returns:
        o["returns"] = returns
    return o


def dmg(price, qty=1):  # price and its 8% tax share
    return round(price * qty * (1 + TAX))


CASES = []


def case(cid, title, voice, subject, body, email, order_ref, customers, orders, intents, outcome,
         refunds=(), returns=(), escalations=(), approver=None, tags=(), now=NOW):
    sellers = sorted({o["seller"] for o in orders})
    s, sup = seller_fixtures(sellers)
    c = {"id": cid, "title": title, "tags": [f"voice:{voice}", *tags],
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "now": now,
         "world": {"customers": [{"ref": r, "name": n, "email": e} for r, n, e in customers],
                   "sellers": s, "supplements": sup, "orders": orders},
         "intents": intents,
         "expected": {"outcome": outcome,
                      "refunds": [dict(amount_cents=a, source=src, lines=[{"sku": k, "quantity": q} for k, q in ls]) for a, src, ls in refunds],
                      "returns": [{"kind": k, "sku": sku} for k, sku in returns],
                      "escalations": [{"item": i} for i in escalations]}}
    if approver:
        c["approver"] = approver
    CASES.append(c)


def I(kind, quote=None):
    return {"kind": kind, "quote": quote} if quote else kind


def cust(n, name):
    import unicodedata
    e = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower().replace(" ", ".").replace("'", "") + f"{n}@example.com"
    return (f"C-{n}", name, e)


from cases_body import build  # noqa: E402  (the tickets themselves)
build(case, I, cust, order, ship, dmg)

PROBES = []
from probes_body import build_probes  # noqa: E402
build_probes(case, I, cust, order, ship, dmg)

with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
    for c in CASES:
        if not c["id"].startswith("V37C-P"):
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "probes.jsonl"), "w") as f:
    for c in CASES:
        if c["id"].startswith("V37C-P"):
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len([c for c in CASES if not c["id"].startswith("V37C-P")]), "cases,", len([c for c in CASES if c["id"].startswith("V37C-P")]), "probes")
