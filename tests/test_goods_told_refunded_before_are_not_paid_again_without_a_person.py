"""A new problem told on goods the customer says were already refunded ("you refunded this kettle
last month and now it leaks again") is not paid by the runtime on its own. Where the order records
that refund, refunding again is a double refund: the guard refuses it and the agent does not propose
it. Where the order records none, the customer's word and the record disagree: the guard holds the
refund and the agent hands the claim to a person with both named. Goods refunded on another order,
or other goods, hold nothing; nor does an ask, a wish or a denial of a refund."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.settled_lines import refund_told
from tests import fresh_cases as fc

KETTLE = [fc.line("KTL-1", "Stainless kettle, 1.7 L", 4500)]
KETTLE_CENTS = fc.cents(KETTLE, "KTL-1", 1)


@pytest.mark.parametrize("text", [
    "you refunded this kettle last month and now it leaks again",
    "The kettle was refunded back in the summer, but it's leaking all over the counter now.",
    "Your team already reimbursed me for the kettle once - now it's cracked along the handle.",
    "I had my money back for the kettle a few weeks ago, and now the new crack is worse.",
    "u refunded this ketle last month and now its leaking agian",
    "We received a full refund for it in May; it has split at the seam since.",
    "it got refunded last time and now the lid hinge snapped",
])
def test_goods_told_as_refunded_before(text):
    assert refund_told(text)


@pytest.mark.parametrize("text", [
    "The kettle leaks. Please refund it.",
    "Can the kettle be refunded?",
    "I'd like it refunded please, it leaks.",
    "It was never refunded last time either.",
    "You haven't refunded the kettle yet.",
    "Has it been refunded?",
    "It should have been refunded weeks ago.",
    "If it was refunded I never saw the money.",
])
def test_an_ask_a_wish_a_doubt_or_a_denial_tells_of_no_refund(text):
    assert not refund_told(text)


def _order(refunds: list[dict]) -> dict:
    return {"order_ref": "SU-70001", "lines": [{**KETTLE[0], "exclusion": ""}],
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 4500},
                        {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": 360}],
            "refunds": refunds, "customer": {"email": "robin.hale@example.com"}}


def _settled_check(order: dict, text: str):
    decision = {"action": "refund", "case_type": "damaged_item", "amount_cents": KETTLE_CENTS, "lines": [{"sku": "KTL-1", "quantity": 1}],
                "charges": []}
    requests = request_dicts(read_ticket(text, order_ref="SU-70001"), "SU-70001")
    ev = policy_evidence.Evidence(order=order, now=datetime(2026, 11, 24, 15, 30, tzinfo=timezone.utc))
    return decision, requests, guards.check_not_settled_before(decision, ev, requests)


EARLIER = {"amount_cents": KETTLE_CENTS, "source": "platform", "case_type": "damaged_item", "reason": "kettle arrived dented",
           "date": "2026-10-20", "covers": [{"sku": "KTL-1", "quantity": 1, "cents": KETTLE_CENTS}]}


@pytest.mark.parametrize("text", [
    "you refunded this kettle last month and now it leaks again",
    "You refunded the kettle in September. Now it leaks, water everywhere.",
])
def test_the_guard_refuses_a_refund_of_a_line_the_record_shows_refunded(text):
    order = _order([EARLIER])
    decision, requests, settled = _settled_check(order, text)
    lines = guards.check_lines(decision, order, order["refunds"], requests)
    assert not settled.passed and not lines.passed, (settled.inputs, lines.inputs)


@pytest.mark.parametrize("text", [
    "you refunded this kettle last month and now it leaks again",
    "The kettle was refunded back in the summer, but it's leaking all over the counter now. Please refund it.",
    "Your team already reimbursed me for the kettle once - now it's cracked along the handle. Refund pls",
    "You refunded the kettle in September. Now it leaks again, water everywhere.",
    "u refunded this ketle last month and now its leaking agian",
])
def test_the_guard_holds_a_refund_the_customer_says_was_made_and_the_record_lacks(text):
    _, _, settled = _settled_check(_order([]), text)
    assert not settled.passed and settled.inputs["lines"][0]["told_refunded"], settled.inputs
    words = " ".join(guards.settled_words(settled.inputs))
    assert "records no refund" in words and "does not record" in words, words


@pytest.mark.parametrize("text", [
    "The kettle arrived with a dent in the side. Refund please.",
    "Last spring a blender arrived cracked and you refunded it. Now this kettle leaks.",  # other goods, refunded on another order
    "The toaster on my previous order was refunded, thanks. This kettle leaks though.",
])
def test_a_claim_beside_no_refund_of_these_goods_is_not_held(text):  # near misses
    _, _, settled = _settled_check(_order([]), text)
    assert settled.passed, settled.inputs


def _kettle(cid: str, body: str, expected: dict, refunds: list[dict] = ()) -> dict:
    return fc.case(cid, body, KETTLE, intents=["damaged_item"], expected=expected, subject="kettle", refunds=list(refunds))


@pytest.mark.django_db
def test_a_claim_on_goods_said_refunded_before_is_never_paid_by_the_runtime(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "records no refund"}]}
    refunded = [{"amount_cents": KETTLE_CENTS, "case_type": "damaged_item", "reason": "kettle arrived dented", "lines": ["KTL-1"]}]
    deferred = {"outcome": "partial", "refunds": [], "returns": [], "deferred": [{"item": "already refunded"}]}
    cases = [
        _kettle("KR-1", "you refunded this kettle last month and now it leaks again", person),
        _kettle("KR-2", "Order SU-70001. The kettle was refunded back in the summer, but it's leaking all over the counter now. "
                        "Please refund it.", person),
        _kettle("KR-3", "Your team already reimbursed me for the kettle once - now it's cracked along the handle. Refund pls", person),
        _kettle("KR-4", "Hello,\n\nYou refunded the kettle in September. Now it leaks again, water everywhere.\n\nRobin", person),
        _kettle("KR-5", "u refunded this ketle last month and now its leaking agian", person),
        # the record shows the earlier refund: paying it again would pay the kettle twice
        _kettle("KR-6", "you refunded this kettle last month and now it leaks again", deferred, refunded),
        _kettle("KR-7", "The kettle was refunded back in the summer, but it's leaking all over the counter now. Please refund it.",
                deferred, refunded),
        # near miss: no earlier refund told, none recorded: the damage is paid as before
        _kettle("KR-8", "The kettle arrived with a dent in the side and it leaks. Refund please.",
                {"outcome": "resolved", "refunds": [fc.refund(KETTLE_CENTS, "KTL-1", 1)], "returns": []}),
    ]
    got = fc.run(tmp_path, cases)
    ids = [c["id"] for c in cases]
    assert all(got[c]["passed"] for c in ids), {c: got[c]["differences"] for c in ids if not got[c]["passed"]}
    assert got[""]["guard_violations"] == 0 and got[""]["double_refunds"] == 0 and got[""]["silent_drops"] == 0
