"""A refund turned down beside the way back asked holds the wrong item's refund, whatever stands between the two: a
semicolon, a dash, a comma splice (runs/intents/way_back_asked.py: a label or an address is the way back;
runs/intents/refund_not_needed.py: "A refund isn't needed" turns the money down). "I'm afraid the boots you sent are
not the ones I ordered. I do not require a refund; please tell me where to return them." starts the return with no
refund when the boots arrive. Near-misses: a replacement turned down, or a refund asked, beside the same way back leaves
the refund to follow the return. Wording written for these tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.models import RunEvent
from tests.fresh_cases import assert_money_as_expected, case, line, run
from tests.readings import shown

REFUSED = [
    "I'm afraid the boots you sent are not the ones I ordered. I do not require a refund; please tell me where to return them.",
    "You sent the wrong boots. I don't want my money back - just tell me where to post them.",
    "wrong boots came!! dont want a refund, tell me where to send them back",
    "Received the wrong boots. I do not want a refund -- please just give me a returns label.",
    "The boots you sent are not the ones I ordered. A refund isn't needed; could you let me know the return address?",
    "Hi, these are the wrong boots, not what I ordered. No refund please, just send me a return label.",
    "Wrong boots in the box I'm afraid. Im not after a refund; how do i send them back",
    "You've sent me the wrong boots. I wont need refunding - please send me a prepaid label.",
    "You sent the wrong boots. Refund not necessary, I just need to know where they go back to.",
]
# near-misses: no money turned down beside the same way back
NOT_REFUSED = [
    "You sent the wrong boots. I don't want a replacement; please tell me where to return them.",
    "You sent the wrong boots. A refund is needed; please send me a return label.",
    "You sent the wrong boots. I don't need the box they came in - please send me a return label.",
]


def _refusals(text: str):
    reading = read_ticket(f"Wrong boots\n{text}", order_ref="SU-1")
    return reading, [s for s in reading.sentences if "refund" in s.forbids]


@pytest.mark.parametrize("text", REFUSED)
def test_the_refusal_holds_the_wrong_items_refund_and_its_return_is_asked(text):
    reading, held = _refusals(text)
    assert reading.intents == ["wrong_item"], shown(reading)
    assert held and all("wrong_item" in s.forbid_kinds and s.asks_return for s in held), shown(reading)


@pytest.mark.parametrize("text", NOT_REFUSED)
def test_near_misses_hold_no_refund(text):
    reading, held = _refusals(text)
    assert not held, shown(reading)


@pytest.mark.parametrize("text, refused", [
    ("I do not want a refund -- please just give me a returns label.", True),
    ("I don't want refunding, please send a return label.", True),
    ("A refund isn't needed; could you let me know the return address?", True),
    ("The label on the box said size 9.", False),
    ("My address has changed, please update it.", False),
])
def test_a_label_or_an_address_is_the_way_back(text, refused):
    from runs.intents.returns_money_declined import _HOW_TO_SEND
    from runs.intents.money import _NEGATED_MONEY
    assert bool(_HOW_TO_SEND.search(text) and _NEGATED_MONEY.search(text)) is refused


BOOTS = [line("BOOT-TAN", "Leather ankle boots, tan", 11000)]


@pytest.mark.django_db
def test_the_return_starts_with_its_refund_declined_and_nothing_is_paid(tmp_path):
    bodies = [REFUSED[0], REFUSED[3], REFUSED[4], REFUSED[7], NOT_REFUSED[0]]
    cases = [case(f"RSC-{n}", body, BOOTS, intents=["wrong_item"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "BOOT-TAN"}]})
             for n, body in enumerate(bodies)]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
    for body in bodies:
        (event,) = RunEvent.objects.filter(kind="decision_proposed", run__ticket__body=body)
        decision = event.payload["decision"]
        assert decision["action"] == "return"
        assert decision["refund_declined"] is (body in REFUSED), body


@pytest.mark.django_db
def test_money_as_expected(tmp_path):
    assert_money_as_expected(tmp_path, [case("RSC-M", REFUSED[1], BOOTS, intents=["wrong_item"], fee_cents=0,
                                             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "BOOT-TAN"}]})])
