"""Eval cases written in a test: one order, its own world, the moment the ticket arrives, judged by
the eval command as any shipped case is (tests name the behaviour; the case carries the wording)."""

from __future__ import annotations

import copy
import json
import re
from datetime import datetime, timedelta, timezone

from runs import policy_charges
from tests.test_eval_command import run_eval

NOW = datetime(2026, 11, 24, 15, 30, tzinfo=timezone.utc)
POLICY_REFS = {"duplicate_charge": "POL-BILL-001", "damaged_item": "POL-DMG-002", "non_delivery": "POL-NDL-003",
               "wrong_item": "POL-WRG-004", "change_of_mind": "POL-COM-005", "late_delivery": "POL-LATE-006"}


def _at(days_ago: float, hour: int = 10) -> str:
    return (NOW - timedelta(days=days_ago)).replace(hour=hour, minute=0, second=0).isoformat().replace("+00:00", "Z")


def line(sku: str, description: str, price_cents: int, quantity: int = 1) -> dict:
    return {"sku": sku, "description": description, "quantity": quantity, "unit_price_cents": price_cents}


def case(cid: str, body: str, lines: list[dict], *, intents: list[str], expected: dict, subject: str = "my order", ref: str = "SU-70001",
         seller_type: str = "first_party", remedy: str = "refund_keep_item", delivered_days_ago: int = 6, refunds: list[dict] = (),
         email: str = "robin.hale@example.com", owner_email: str = "", fee_cents: int = 599) -> dict:
    """A delivered order of `lines` (8% tax, one parcel, one delivery fee), its customer writing
    `body`; `refunds`: earlier ones ({amount_cents, case_type, reason, lines}), made the day before."""
    items = sum(x["unit_price_cents"] * x["quantity"] for x in lines)
    tax = round(items * 0.08)
    customers = [{"ref": "C1", "name": "Robin Hale", "email": owner_email or email}]
    if owner_email and owner_email != email:
        customers.append({"ref": "C2", "name": "Writer", "email": email})
    shipped = [{"carrier": "ParcelNet", "tracking_number": f"PN{ref[-5:]}", "status": "delivered", "promised_by": _at(delivered_days_ago - 1)[:10],
                "scans": [{"at": _at(delivered_days_ago + 2), "code": "picked_up", "location": "Depot"},
                          {"at": _at(delivered_days_ago, 14), "code": "delivered", "location": "Front door"}],
                "delivered_at": _at(delivered_days_ago, 14)}]
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": _at(delivered_days_ago + 3)},
               {"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": _at(delivered_days_ago + 3)}]
    if fee_cents:
        charges.append({"kind": "delivery", "description": "Delivery", "amount_cents": fee_cents, "charged_at": _at(delivered_days_ago + 3)})
    return {
        "id": cid, "title": body[:60], "tags": ["fresh"], "now": NOW.isoformat().replace("+00:00", "Z"), "intents": intents,
        "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": ref},
        "world": {
            "customers": customers,
            "sellers": [{"ref": "S1", "name": "Hearth & Home", "seller_type": seller_type}],
            "supplements": [{"ref": "S1-T", "seller": "S1", "accepts_returns": True, "return_window_days": 30, "damage_remedy": remedy,
                             "text": f"Hearth & Home: returns within 30 days of delivery; damage remedy {remedy.replace('_', ' ')}."}],
            "orders": [{"ref": ref, "customer": "C1", "seller": "S1", "status": "delivered", "placed_at": _at(delivered_days_ago + 3),
                        "lines": lines, "charges": charges, "shipments": shipped,
                        "refunds": [{"source": "platform", **r} for r in refunds]}],
        },
        "expected": expected,
    }


def damage_claims(prefix: str, ref_stem: str, lines: list[dict], bodies: list[str] | dict[int, str], refunds: list[dict]) -> list[dict]:
    """A damage claim's case a body, each closing with `refunds` paid and nothing else: case `prefix-N` on order
    `ref_stem` + N, N counting the bodies from 0 (or a dict's keys: near-misses numbered after them)."""
    numbered = bodies.items() if isinstance(bodies, dict) else enumerate(bodies)
    return [case(f"{prefix}-{n}", body, lines, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": refunds},
                 ref=f"{ref_stem}{n}") for n, body in numbered]


def with_second_order(c: dict, ref: str, lines: list[dict], *, charged_for_lines: bool = False) -> dict:
    """`c` with a second order of the same customer beside its first: a copy of the first with its own `ref`, `lines` and
    tracking number (the digits of the ref); `charged_for_lines`: its items and tax charges those lines' own."""
    second = copy.deepcopy(c["world"]["orders"][0])
    second.update(ref=ref, lines=lines)
    second["shipments"][0]["tracking_number"] = "PN" + re.sub(r"\D", "", ref)
    if charged_for_lines:
        items = sum(x["unit_price_cents"] * x["quantity"] for x in lines)
        for charge in second["charges"]:
            charge["amount_cents"] = {"items": items, "tax": round(items * 0.08)}.get(charge["kind"], charge["amount_cents"])
    c["world"]["orders"].append(second)
    return c


def late_by(c: dict, days: int, delivered_days_ago: int = 6) -> dict:
    """The case's parcel promised `days` before it came (delivered `delivered_days_ago` days before the ticket), as the
    customer tells it."""
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = _at(delivered_days_ago + days)[:10]
    return c


def not_come(c: dict, *, picked_up_days_ago: int, promised_days_ago: int, status: str = "in_transit") -> dict:
    """The case's parcel never delivered: its order shipped, the parcel picked up `picked_up_days_ago` days before the
    ticket and never scanned since, promised `promised_days_ago` days before it; `status`: what the carrier calls it."""
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    order["shipments"][0].update(status=status, delivered_at=None, promised_by=_at(promised_days_ago)[:10],
                                 scans=[{"at": _at(picked_up_days_ago), "code": "picked_up", "location": "Depot"}])
    return c


def none_paid(prefix: str, ref_stem: str, lines: list[dict], bodies: list[str], intents: list[str]) -> list[dict]:
    """A case a body, each read as `intents` and closing escalated with nothing paid: case `prefix-N` on order `ref_stem` + N."""
    return [case(f"{prefix}-{n}", body, lines, intents=intents, expected={"outcome": "escalated", "refunds": []}, ref=f"{ref_stem}{n}")
            for n, body in enumerate(bodies)]


def charged(c: dict, twice: bool) -> dict:
    """The case's order with its items charge taken a second time a few minutes later, when `twice` (a duplicate charge
    the record proves; without it the record shows none)."""
    order = c["world"]["orders"][0]
    items = next(x for x in order["charges"] if x["kind"] == "items")
    if twice:
        order["charges"].append({**items, "charged_at": items["charged_at"].replace(":00:00", ":04:00")})
    return c


def cents(lines: list[dict], sku: str, quantity: int) -> int:
    """A line's units with their share of the tax, as the policy table counts it (8% tax charged)."""
    items = sum(x["unit_price_cents"] * x["quantity"] for x in lines)
    order = {"lines": lines, "charges": [{"kind": "items", "amount_cents": items}, {"kind": "tax", "amount_cents": round(items * 0.08)}]}
    return policy_charges.line_cents(order, sku, quantity)


def refund(amount_cents: int, sku: str, quantity: int, source: str = "platform") -> dict:
    return {"amount_cents": amount_cents, "source": source, "lines": [{"sku": sku, "quantity": quantity}]}


def run(tmp_path, cases: list[dict], model: str = "offline") -> dict[str, dict]:
    """Run the cases through the eval command; {case id: its result}, with the run's totals under ''."""
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in cases))
    report, _, _ = run_eval(tmp_path, "--cases", str(path), "--model", model)
    out = {c["id"]: c for c in report["per_case"]}
    out[""] = report
    return out


def assert_all_pass(tmp_path, cases: list[dict], model: str = "offline") -> None:
    """Run the cases through the eval command and assert no silent drop, no guard violation and every case as expected."""
    results = run(tmp_path, cases, model)
    report = results[""]
    assert report["silent_drops"] == 0 and report["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])


def assert_money_as_expected(tmp_path, cases: list[dict], model: str = "offline") -> None:
    """Run the cases and assert no guard violation and, in each, the money the case expects paid and nothing else (its
    escalations and wording not judged: a test of what is paid)."""
    results = run(tmp_path, cases, model)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)


def assert_settled_as_expected(tmp_path, cases: list[dict], model: str = "offline") -> None:
    """Run the cases and assert no silent drop and no guard violation and, in each, the money and returns the case
    expects and nothing else, and its outcome (its escalations' wording not judged)."""
    results = run(tmp_path, cases, model)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        wrong = [d for d in results[c["id"]]["differences"]
                 if d.startswith(("unexpected refund", "refund of", "unexpected return", "return of", "outcome", "silent drop", "guard violation"))]
        assert not wrong, (c["id"], wrong)
