"""Building the cases: each fixture's customer, orders and world (made with the demo shop's own
order builder), its ticket text and answers, assembled into the case dicts of the JSONL file."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime, timedelta

from runs.models import RunOutcome, SubtaskStatus
from runs.shop.demo_data import REPLACEMENT_STATUS, build_shop
from runs.shop.demo_data.catalogue import PRODUCTS, SELLERS
from runs.shop.demo_data.order_builder import DELIVERY_WINDOW, build_order
from runs.shop.demo_data.policies import SUPPLEMENTS
from runs.shop.demo_data.specs import CustomerSpec

from .answers import expected_for
from .specs import COM, DEMO_TICKETS, DMG, DUP, LATE, NDL, Q, SPECS, WRG, Spec
from .wording import CITIES, FIRST, LAST, SHORT, customer_facts, ticket_text, written_ref

SEED = "sundry-120"


# --- a case's world ------------------------------------------------------------------------------
def make_customer(rng: random.Random, case_no: int):
    first, last = FIRST[(case_no * 7) % len(FIRST)], LAST[(case_no * 11) % len(LAST)]
    domain = rng.choice(["example.com", "example.net", "example.org"])
    email = f"{first.lower()}.{last.lower()}{case_no}@{domain}".replace("ö", "o")
    return CustomerSpec(f"C-7{case_no:03d}", f"{first} {last}", email, rng.choice(CITIES))


def make_order(spec: Spec, ref: str, customer, *, state=None, late=None, dup=None, express=None):
    sellers = {s.ref: s for s in SELLERS}
    products = {p.sku: p for p in PRODUCTS}
    items = [products[s] for s in spec.skus]
    state = state or spec.state
    late = spec.late if late is None else late
    primary = LATE if late else spec.intents[0] if spec.intents[0] in DELIVERY_WINDOW else DMG
    window = DELIVERY_WINDOW.get(primary, DELIVERY_WINDOW[DMG])
    return build_order(ref, seller=sellers[spec.seller], products=items, customer=customer, role="case", state=state,
                       dup=spec.dup if dup is None else dup, late=late, express=spec.express if express is None else express,
                       window=window)


def _replacement(original, timeline, ref: str, sku: str, customer):
    sellers = {s.ref: s for s in SELLERS}
    products = {p.sku: p for p in PRODUCTS}
    order, _ = build_order(ref, seller=sellers[original.seller_ref], products=[products[sku]], customer=customer, role="replacement",
                           state="in_transit", placed=timeline.delivered + timedelta(days=2), replacement_for=original.ref,
                           charge=False)
    return order


def _iso(dt: datetime) -> str:
    return dt.isoformat().replace("+00:00", "Z")


def _order_fixture(o) -> dict:
    data = {
        "ref": o.ref, "customer": o.customer_ref, "seller": o.seller_ref, "status": o.status, "placed_at": _iso(o.placed_at),
        "lines": [{"sku": x.sku, "description": x.description, "quantity": x.quantity, "unit_price_cents": x.unit_price_cents} for x in o.lines],
        "charges": [{"kind": c.kind, "description": c.description, "amount_cents": c.amount_cents, "charged_at": _iso(c.charged_at)} for c in o.charges],
        "shipments": [{"carrier": s.carrier, "tracking_number": s.tracking_number, "status": s.status, "promised_by": s.promised_by.isoformat(),
                       "delivered_at": _iso(s.delivered_at) if s.delivered_at else None,
                       "scans": [{"at": _iso(x.scanned_at), "code": x.code, "location": x.location} for x in s.scans]} for s in o.shipments],
    }
    if o.replacement_for:
        data["replacement_for"] = o.replacement_for
    return data


def make_world(customers, orders) -> dict:
    seller_refs = sorted({o.seller_ref for o in orders})
    return {
        "customers": [{"ref": c.ref, "name": c.name, "email": c.email} for c in customers],
        "sellers": [{"ref": s.ref, "name": s.name, "seller_type": s.seller_type} for s in SELLERS if s.ref in seller_refs],
        "supplements": [{"ref": s.ref, "seller": s.seller_ref, "accepts_returns": s.accepts_returns, "return_window_days": s.return_window_days,
                         "damage_remedy": s.damage_remedy, "text": s.text} for s in SUPPLEMENTS if s.seller_ref in seller_refs],
        "orders": [_order_fixture(o) for o in orders],
    }


# --- the cases ----------------------------------------------------------------------------------
def build_fixture_case(spec: Spec, case_no: int) -> dict:
    rng = random.Random(f"{SEED}:{spec.id}")
    customer = make_customer(rng, case_no)
    ref = f"SU-7{case_no:03d}1"
    late = spec.late
    if spec.variant == "on_time_claim":
        late = 0
    order, timeline = make_order(spec, ref, customer, late=late)
    orders = [order]
    replacement = None
    if spec.replacement:
        sku = spec.focus.get(spec.intents[0]) or spec.skus[0]
        replacement = _replacement(order, timeline, f"SU-7{case_no:03d}2", sku, customer)
        orders.append(replacement)
    customers = [customer]
    if spec.variant == "two_orders":
        other_spec = replace(spec, skus=("NBO-BTL-03",), intents=(DMG,))
        other, _ = make_order(other_spec, f"SU-7{case_no:03d}3", customer)
        orders.append(other)
    supplement = SUPPLEMENTS[[s.seller_ref for s in SUPPLEMENTS].index(spec.seller)]
    style = spec.ref_style
    written = written_ref(ref, style)
    if spec.variant in ("unknown_email", "two_orders"):
        written = "" if style == "missing" else f"SU-6{case_no:03d}7"
    v = customer_facts(spec, order, timeline, rng, customer, written)
    if style == "prose":
        v["order"] = f"number {ref.split('-')[1]}"
    subject, body = ticket_text(spec, spec.intents, rng, v)
    email = customer.email
    if spec.variant == "unknown_email":
        email = f"{customer.name.split()[0].lower()}.{rng.randint(100, 999)}@example.net"
        customers, orders = [], []
    ticket = {"subject": subject, "body": body, "customer_email": email,
              "order_ref": "" if style in ("prose", "missing") else written}
    item_word = {sku: SHORT[sku].split()[-1] for sku in spec.skus}
    tags = list(spec.tags)
    if spec.variant in ("unknown_email", "two_orders"):
        expected = {"outcome": RunOutcome.ESCALATED, "refunds": [], "returns": [], "escalations": [{"item": "order"}]}
        approver = {"refunds": []}
    else:
        expected, approver, settled = expected_for(spec.intents, order, supplement, spec.focus, replaced=replacement is not None,
                                                   reject=(spec.intents[0], spec.reject_note) if spec.reject else None, item_word=item_word)
        if any(a["answer"] == "approve" for a in approver["refunds"]) or any(a["answer"] == "reject" for a in approver["refunds"]):
            tags.append("above_ceiling")
        if any(a["answer"] == "reject" for a in approver["refunds"]):
            tags.append("approval_rejected")
        if spec.variant == "replan" or (DMG in spec.intents and spec.state != "delivered"):
            tags.append("replan")
        if any(s.status == SubtaskStatus.DEFERRED for s in settled):
            tags.append("declined")
        if spec.variant == "compensation":
            # "$50 on top for the trouble": money no policy pays, so a person answers that request.
            expected["escalations"] = [*expected["escalations"], {"item": "trouble"}]
            expected["outcome"] = RunOutcome.PARTIAL if expected["outcome"] == RunOutcome.RESOLVED else expected["outcome"]
    if len(spec.intents) > 1:
        approver["plans"] = [{"answer": "approve", "role": "reviewer", "note": "One subtask per request; order and steps look right."}]
        tags.insert(0, "multi_intent")
    if spec.inject >= 0:
        tags.append("prompt_injection")
    if style not in ("plain",) and spec.variant not in ("unknown_email", "two_orders"):
        tags.append("malformed_ref" if style != "missing" else "no_ref")
    tags += [f"seller:{order.seller_type}", f"voice:{spec.voice}"]
    if spec.variant:
        tags.append(spec.variant)
    world = make_world(customers, orders)
    return make_case(spec.id, _title(spec), tags, spec.intents, ticket, world, approver, expected)


def _title(spec: Spec) -> str:
    names = {DUP: "duplicate charge", DMG: "damaged item", NDL: "non-delivery", WRG: "wrong item", COM: "change of mind",
             LATE: "late delivery", Q: "replacement question"}
    extra = {"replan": "reads like damage, never delivered", "no_duplicate": "no duplicate on the order",
             "delivered_claim": "scanned delivered", "on_time_claim": "delivered on time", "compensation": "asks for compensation",
             "unknown_email": "unknown customer and order", "two_orders": "names no order it has; two orders"}
    text = " + ".join(names[i] for i in spec.intents) + f" ({', '.join(SHORT[s] for s in spec.skus)}, {spec.seller})"
    if spec.variant in extra:
        text += f": {extra[spec.variant]}"
    if spec.reject:
        text += ": lead rejects the refund"
    return text


def make_case(case_id, title, tags, intents, ticket, world, approver, expected) -> dict:
    expected = {k: v for k, v in expected.items() if v or k in ("outcome", "refunds", "returns", "escalations")}
    approver = {k: v for k, v in approver.items() if v}
    case = {"id": case_id, "title": title, "tags": list(dict.fromkeys(tags)), "intents": list(intents), "ticket": ticket, "world": world}
    if approver:
        case["approver"] = approver
    case["expected"] = expected
    return case


def build_demo_case(ticket_ref: str, case_no: int) -> dict:
    """A demo shop ticket as it is, judged against the demo shop's order (world "demo")."""
    shop = build_shop()
    t = shop.ticket(ticket_ref)
    intents = tuple("question" if i == REPLACEMENT_STATUS else i for i in t.intents)
    ticket = {"subject": t.subject, "body": t.body, "customer_email": t.customer_email, "order_ref": t.order_ref}
    tags = ["demo_ticket", *t.traits]
    case_id = f"SU-{case_no:03d}"
    if "unknown_order" in t.traits:
        return make_case(case_id, f"demo ticket {t.ref}: unknown order", tags, intents, ticket, "demo", {},
                     {"outcome": RunOutcome.ESCALATED, "refunds": [], "returns": [], "escalations": [{"item": "order"}]})
    order = shop.order(t.order_ref)
    supplement = shop.supplement_for(order.seller_ref)
    replaced = any(o.replacement_for == order.ref for o in shop.orders)
    focus = {c.case_type: c.sku for c in order.cases if c.sku}
    item_word = {x.sku: x.description.split(",")[0].split()[-1].lower() for x in order.lines}
    expected, approver, settled = expected_for(intents, order, supplement, focus, reject=None, item_word=item_word, replaced=replaced)
    if len(intents) > 1:
        approver["plans"] = [{"answer": "approve", "role": "reviewer", "note": "Three requests, three subtasks; looks right."}]
        tags.insert(0, "multi_intent")
    tags.append(f"seller:{order.seller_type}")
    return make_case(case_id, f"demo ticket {t.ref}: {t.subject}", tags, intents, ticket, "demo", approver, expected)


def generate() -> list[dict]:
    cases = [build_demo_case(ref, n) for n, ref in enumerate(DEMO_TICKETS, start=1)]
    cases += [build_fixture_case(spec, int(spec.id.split("-")[1])) for spec in SPECS]
    ids = [c["id"] for c in cases]
    assert ids == [f"SU-{n:03d}" for n in range(1, 121)], "case ids run SU-001..SU-120"
    assert sum(len(c["intents"]) > 1 for c in cases) == 19, "19 cases carry more than one intent"
    return cases

