import json
SUP = {"ref": "SUP-SUN-001", "seller": "SEL-SUN", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item", "text": "Sundry (sold and shipped by Sundry). Returns: unused items in their original packaging can be returned within 30 days of delivery for a refund of the item price and its sales tax; the original delivery charge is not refunded. Damaged on arrival: we refund the item price and its sales tax and you keep or recycle the damaged item; we do not ask you to send it back. Personalised items and opened personal-care products cannot be returned."}
NOW = "2026-10-11T09:30:00Z"
CAT = {
 "KTL": ("SUN-KTL-01", "Sundry Basics electric kettle, 1.7 L, brushed steel", 3499),
 "MUG": ("SUN-MUG-02", "Stoneware coffee mug, sage", 1200),
 "BWL": ("SUN-BWL-03", "Ceramic serving bowl, 28 cm", 1850),
 "LMP": ("SUN-LMP-04", "Brass desk lamp", 4860),
 "RUG": ("SUN-RUG-05", "Jute area rug, 120 x 170 cm", 8900),
 "GLS": ("SUN-GLS-06", "Crystal wine glass", 900),
 "TST": ("SUN-TST-07", "Two-slice toaster, cream", 3999),
 "CSH": ("SUN-CSH-08", "Linen cushion cover, rust", 2200),
 "BLD": ("SUN-BLD-09", "Countertop blender, 1.5 L", 6500),
 "VAS": ("SUN-VAS-10", "Glass flower vase, tall", 2750),
 "TPT": ("SUN-TPT-11", "Cast iron teapot, blue", 4200),
}
def order(ref, cust, items, dup=False, late=False, delivered="2026-10-08T15:20:00Z", promised="2026-10-09", refunds=None, returns=None, status="delivered", deliv_fee=599):
    lines = [{"sku": CAT[k][0], "description": CAT[k][1], "quantity": q, "unit_price_cents": CAT[k][2]} for k, q in items]
    sub = sum(l["quantity"] * l["unit_price_cents"] for l in lines)
    ch = [{"kind": "items", "description": "Items subtotal", "amount_cents": sub, "charged_at": "2026-10-03T10:12:00Z"}]
    if dup: ch.append({"kind": "items", "description": "Items subtotal", "amount_cents": sub, "charged_at": "2026-10-03T10:14:00Z"})
    ch.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": deliv_fee, "charged_at": "2026-10-03T10:12:00Z"})
    if late: promised = "2026-10-06"
    shp = {"carrier": "Meridian Parcel", "tracking_number": "MPF" + ref[-5:], "promised_by": promised, "status": "delivered", "delivered_at": delivered,
           "scans": [{"at": "2026-10-03T18:00:00Z", "code": "picked_up", "location": "Reno, NV"}, {"at": delivered, "code": "delivered", "location": "Tacoma, WA"}]}
    if status != "delivered":
        shp = {"carrier": "Meridian Parcel", "tracking_number": "MPF" + ref[-5:], "promised_by": promised, "status": "in_transit", "delivered_at": None,
               "scans": [{"at": "2026-10-03T18:00:00Z", "code": "picked_up", "location": "Reno, NV"}]}
    o = {"ref": ref, "customer": cust, "seller": "SEL-SUN", "status": status, "placed_at": "2026-10-03T10:12:00Z", "lines": lines, "charges": ch, "shipments": [shp]}
    if refunds: o["refunds"] = refunds
    if returns: o["returns"] = returns
    return o
def world(orders, custs=(("C-1", "Pat Doe", "pat@example.net"),)):
    return {"customers": [{"ref": r, "name": n, "email": e} for r, n, e in custs], "sellers": [{"ref": "SEL-SUN", "name": "Sundry", "seller_type": "first_party"}], "supplements": [SUP], "orders": orders}
cases = []
def case(id, title, subject, body, intents, orders, refunds, outcome, order_ref="", custs=None, esc=None, email="pat@example.net", now=NOW):
    w = world(orders, custs) if custs else world(orders)
    cases.append({"id": id, "title": title, "intents": intents, "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref}, "now": now, "world": w,
                  "expected": {"outcome": outcome, "refunds": [{"amount_cents": a, "source": "platform", "lines": l} for a, l in refunds], "returns": [], "escalations": esc or []}})
L = lambda k, q=1: [{"sku": CAT[k][0], "quantity": q}]
O = "SU-73801"
exec(open("docs/blind-rounds/2026-12-22/verify38/cases_def.py").read())
with open("docs/blind-rounds/2026-12-22/verify38/cases.jsonl", "w") as f:
    for c in cases: f.write(json.dumps(c) + "\n")
print(len(cases))
