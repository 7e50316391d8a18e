"""A refund of the return postage turned down ("I'd like to return the rug. No need to refund the return postage") waives
that postage only: the return asked stands, the goods' money is not held, and a claim beside it keeps its refund
(runs/intents/return_postage_waived.py; blind round probe30). Before, the turning down took back the return (no return
started), or held the rug's or a damaged kettle's own refund, or was read as asking the postage back. Near-misses: the
goods' money turned down ("No need to refund me"), the late fee waived after a late delivery, the postage asked back or
asked about. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.money import forbids_action
from runs.intents.return_postage_waived import RETURN_POSTAGE_WAIVED_WHY
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.forbids, s.forbid_kinds, s.text, s.why) for s in reading.sentences]


def _held(reading, action: str, kind: str) -> bool:
    return any(forbids_action(s.forbids, False, action, kind, scope=s.forbid_kinds, return_asked=s.asks_return) for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "I'd like to return the rug. No need to refund the return postage",
    "I'd like to return the rug, no need to refund the return postage.",
    "returning the kettle pls. dont need the return postage back",
    "Please can I return the kettle? The return shipping doesn't need refunding.",
    "I'd like to return the kettle. You don't have to cover the cost of sending it back.",
    "Hello, I'd like to send the rug back as it's too big for the hall. Don't worry about refunding the postage to send it back.",
    "I'd like to return the rug. No need to refund the postage",
])
def test_the_return_stands_with_its_money(body):
    reading, shown = _reading(body)
    assert reading.intents == ["change_of_mind"], shown
    assert not _held(reading, "refund", "change_of_mind") and not _held(reading, "return", "change_of_mind"), shown
    assert any(s.why == RETURN_POSTAGE_WAIVED_WHY for s in reading.sentences) or "postage" in reading.requests[0].text, shown


def test_a_claim_beside_the_waiver_keeps_its_refund():
    reading, shown = _reading("The kettle is cracked, I'd like a refund. No need to refund the return postage.")
    assert reading.intents == ["damaged_item"] and not _held(reading, "refund", "damaged_item"), shown


@pytest.mark.parametrize("body,intents,why", [
    # the goods' own money turned down: the return goes ahead unpaid, as before
    ("I'd like to return the rug. No need to refund me", ["change_of_mind"], False),
    # the late fee waived after a late delivery: nothing asked, as before
    ("The rug came late. No need to refund the postage", [], False),
    # the postage asked back: its own ask (return_postage_asked.py)
    ("I'd like to return the rug and get my $8.99 return postage back.", ["change_of_mind", "other"], False),
    # the postage told as the customer's to pay, no money turned down
    ("I want to send the kettle back, it's not for me. I'll pay the return postage myself.", ["change_of_mind"], False),
])
def test_near_misses_read_as_before(body, intents, why):
    reading, shown = _reading(body)
    assert reading.intents == intents, shown
    assert any(s.why == RETURN_POSTAGE_WAIVED_WHY for s in reading.sentences) == why, shown


@pytest.mark.django_db
def test_end_to_end_the_return_starts_and_the_damage_is_paid(tmp_path):
    goods = [line("RUG-1", "Jute rug", 8900), line("KTL-1", "Enamel kettle", 3600)]
    cases = [
        case("POSTWAIVE-1", "I'd like to return the rug. No need to refund the return postage", goods, intents=["change_of_mind"],
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "RUG-1"}], "escalations": []}),
        case("POSTWAIVE-2", "The kettle is cracked, I'd like a refund. No need to refund the return postage.", goods, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(cents(goods, "KTL-1", 1), "KTL-1", 1)], "escalations": []}),
    ]
    assert_all_pass(tmp_path, cases)
