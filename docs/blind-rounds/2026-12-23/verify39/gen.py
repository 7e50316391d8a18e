"""Deterministic generator of adversarial cases for issue #11 (verify39). Writes cases.jsonl.
Each case carries tags right:<cents> (money a run should pay without a person) and
maxok:<cents> (the most that is not paid wrongly)."""
import json, sys
from pathlib import Path

NOW = "2026-03-10T12:00:00Z"
SUP_TEXT = ("Damaged items: we refund the item's price and its sales tax and you keep the item, if reported within 30 days "
            "of delivery. Returns accepted within 30 days of delivery.")

def order(ref, lines, *, cust="C-1", seller="S-MP", delivery=599, dup=None, status="delivered", ship="delivered",
          promised="2026-03-06", delivered="2026-03-05T15:00:00Z", refunds=None, placed="2026-03-01T10:00:00Z"):
    items = sum(q * p for _, _, q, p in lines)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if delivery:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery, "charged_at": placed})
    if dup == "items":
        charges.append({"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-03-01T10:03:00Z"})
    if dup == "delivery":
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery, "charged_at": "2026-03-01T10:03:00Z"})
    sh = {"carrier": "UPS", "tracking_number": "1Z" + ref[-5:] + "X", "status": ship, "promised_by": promised,
          "scans": [{"at": placed.replace("10:00", "18:00"), "code": "picked_up", "location": "Reno NV"}]}
    if ship == "delivered":
        sh["delivered_at"] = delivered
        sh["scans"].append({"at": delivered, "code": "delivered", "location": "Portland OR"})
    o = {"ref": ref, "customer": cust, "seller": seller, "status": status, "placed_at": placed,
         "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p, "tax_exempt": True} for s, d, q, p in lines],
         "charges": charges, "shipments": [sh]}
    if refunds:
        o["refunds"] = refunds
    return o

def world(*orders, remedy="refund_keep_item", accepts=True):
    return {"customers": [{"ref": "C-1", "name": "Dana Whitlow", "email": "dana.whitlow@example.com"}],
            "sellers": [{"ref": "S-MP", "name": "Harbor Home Goods", "seller_type": "marketplace"},
                        {"ref": "S-FP", "name": "Supervisor Shop", "seller_type": "first_party"}],
            "supplements": [{"ref": "SUP-1", "seller": "S-MP", "accepts_returns": accepts, "return_window_days": 30,
                             "damage_remedy": remedy, "text": SUP_TEXT}],
            "orders": list(orders)}

CASES = []
def case(cid, subject, body, w, intents, outcome, *, right, maxok=None, refunds=(), escal=(), ref="", title="", returns=None, tags=()):
    exp = {"outcome": outcome, "refunds": [{"amount_cents": a, "source": s} for a, s in refunds],
           "escalations": [{"item": e} for e in escal]}
    if returns is not None:
        exp["returns"] = returns
    CASES.append({"id": cid, "title": title or subject, "tags": list(tags) + [f"right:{right}", f"maxok:{right if maxok is None else maxok}"],
                  "ticket": {"subject": subject, "body": body, "customer_email": "dana.whitlow@example.com", "order_ref": ref},
                  "world": w, "now": NOW, "intents": intents, "expected": exp})

def L(kind, quote): return {"kind": kind, "quote": quote}

sys.path.insert(0, str(Path(__file__).parent))
import rounds  # noqa: E402
rounds.build(case, world, order, L)
out = Path(__file__).parent / "cases.jsonl"
out.write_text("".join(json.dumps(c) + "\n" for c in CASES))
print(len(CASES), "cases ->", out)
