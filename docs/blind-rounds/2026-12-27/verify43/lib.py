"""Shared world builders for verify43 rounds."""
import json
from datetime import datetime, timedelta, timezone

NOW = datetime(2026, 3, 10, 12, 0, tzinfo=timezone.utc)

def iso(dt): return dt.isoformat().replace("+00:00", "Z")
def ago(days, hours=0): return NOW - timedelta(days=days, hours=hours)

FP = {"ref": "S-FP", "name": "Sundry Home", "seller_type": "first_party"}
MK = {"ref": "S-MK", "name": "Oak & Ember Goods", "seller_type": "marketplace"}
MK_SUP = {"ref": "SUP-MK", "seller": "S-MK", "accepts_returns": True, "return_window_days": 30,
          "damage_remedy": "refund_keep_item", "text": "Oak & Ember accepts returns within 30 days. Damaged items: refund, keep the item."}
MK_NORET = {"ref": "SUP-NR", "seller": "S-NR", "accepts_returns": False, "return_window_days": 0,
            "damage_remedy": "replace", "text": "Circuit Yard does not accept returns. Damaged items are replaced by the seller."}
NR = {"ref": "S-NR", "name": "Circuit Yard", "seller_type": "marketplace"}

def line(sku, desc, cents, qty=1, exclusion=""):
    d = {"sku": sku, "description": desc, "quantity": qty, "unit_price_cents": cents}
    if exclusion: d["exclusion"] = exclusion
    return d

def order(ref, cust, lines, *, seller="S-FP", fee=599, tax_rate=0.08, delivered_days=5, late_days=0,
          status="delivered", dup=None, placed_days=None, refunds=None, returns=None, shipstatus=None,
          replacement_for="", scans=None):
    items = sum(l["unit_price_cents"] * l["quantity"] for l in lines)
    taxable = sum(l["unit_price_cents"] * l["quantity"] for l in lines if not l.get("tax_exempt"))
    tax = int(round(taxable * tax_rate))
    placed = ago(placed_days if placed_days is not None else delivered_days + 6 + late_days)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": iso(placed)}]
    if fee:
        charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": fee, "charged_at": iso(placed)})
    if tax:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": iso(placed)})
    if dup:  # index of charge to duplicate
        c = dict(charges[dup - 1]); c["charged_at"] = iso(placed + timedelta(minutes=3)); charges.append(c)
    deliv = ago(delivered_days)
    promised = (deliv - timedelta(days=late_days)).date() if late_days else (deliv + timedelta(days=1)).date()
    ss = shipstatus or ("delivered" if status == "delivered" else "in_transit")
    sh = {"carrier": "PX", "tracking_number": "T" + ref.replace("-", ""), "status": ss, "promised_by": promised.isoformat()}
    if ss == "delivered":
        sh["delivered_at"] = iso(deliv)
        sh["scans"] = scans or [{"at": iso(placed + timedelta(days=1)), "code": "picked_up", "location": "Depot"},
                                {"at": iso(deliv), "code": "delivered", "location": "Front door"}]
    else:
        sh["scans"] = scans or [{"at": iso(placed + timedelta(days=1)), "code": "picked_up", "location": "Depot"},
                                {"at": iso(placed + timedelta(days=2)), "code": "in_transit", "location": "Hub"}]
    o = {"ref": ref, "customer": cust, "seller": seller, "status": status, "placed_at": iso(placed),
         "lines": lines, "charges": charges, "shipments": [sh]}
    if refunds: o["refunds"] = refunds
    if returns: o["returns"] = returns
    if replacement_for: o["replacement_for"] = replacement_for
    return o

def tax_of(cents, rate=0.08): return int(round(cents * rate))

def world(orders, cust=("C-1", "Dana Holt", "dana.holt@example.com"), extra_customers=(), sellers=None):
    custs = [{"ref": cust[0], "name": cust[1], "email": cust[2]}] + [
        {"ref": c[0], "name": c[1], "email": c[2]} for c in extra_customers]
    sel = sellers or [FP, MK, NR]
    sups = [s for s in (MK_SUP, MK_NORET) if any(x["ref"] == s["seller"] for x in sel)]
    return {"customers": custs, "sellers": sel, "supplements": sups, "orders": orders}

def case(cid, subject, body, intents, expected, w, *, order_ref="", email="dana.holt@example.com",
         approver=None, title="", tags=()):
    c = {"id": cid, "title": title, "tags": list(tags),
         "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
         "world": w, "now": iso(NOW), "intents": intents, "expected": expected}
    if approver: c["approver"] = approver
    return c

def exp(outcome, refunds=(), returns=(), escalations=(), deferred=None, reply_covers=None):
    e = {"outcome": outcome, "refunds": list(refunds), "returns": list(returns), "escalations": list(escalations)}
    if deferred is not None: e["deferred"] = deferred
    if reply_covers is not None: e["reply_covers"] = reply_covers
    return e

def R(cents, source="platform", lines=None):
    r = {"amount_cents": cents, "source": source}
    if lines is not None: r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r

def E(item): return {"item": item}

def approve(*amounts):
    return {"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": a} for a in amounts]}

def write(path, cases):
    with open(path, "w") as f:
        for c in cases: f.write(json.dumps(c) + "\n")
    print(path, len(cases))

CL = {"ref": "S-CL", "name": "Hearth Living", "seller_type": "marketplace"}
CL_SUP = {"ref": "SUP-CL", "seller": "S-CL", "accepts_returns": True, "return_window_days": 30,
          "damage_remedy": "collect_and_refund", "text": "Hearth Living collects damaged items and refunds them once collected. Returns within 30 days."}
def world2(orders, extra_customers=()):
    w = world(orders, extra_customers=extra_customers, sellers=[FP, MK, CL])
    w["supplements"] = [MK_SUP, CL_SUP]
    return w
