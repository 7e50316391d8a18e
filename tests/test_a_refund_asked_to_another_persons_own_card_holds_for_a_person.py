"""A refund asked onto another person's own card ("She wants a refund to her own card, not mine", verify33 P04) is a
card ask a person answers, quoted, and the refund waits for that person: paid back to the account holder's card it would
not reach the one asking. A refund asked to the customer's own card, or with no card named, is still paid. Wording
written for these tests."""

import pytest

from runs.intents import REFUND_ELSEWHERE_WHY, read_ticket
from runs.refund_to_the_payment_made import payment_made_unusable
from tests import fresh_cases as fc

SOMEONE_ELSES = [
    "My sister used my account to order this and the bowl came cracked. She wants the refund on her own card, not mine.",
    "my son ordered it on my login, bowl arrived chipped. he'd like the money back to his own card pls",
    "Bowl was cracked. It was my flatmate who paid me back for it, so please refund it to his own account.",
    "The bowl arrived broken!! refund it to my daughter's card please, she paid me for it",
    "Bowl came in pieces. My husband ordered through my account; could the refund go on his own debit card rather than mine?",
    "bowl cracked. my mum bought it using my profile - refund should go to their own card not mine thx",
]


@pytest.mark.parametrize("body", SOMEONE_ELSES)
def test_another_persons_own_card_is_asked_and_holds_the_refund(body):
    reading = read_ticket(body, order_ref="SU-70001")
    asked = [s for s in reading.sentences if s.why == REFUND_ELSEWHERE_WHY or "refund" in s.forbids]
    assert asked, [(s.text, s.role, s.why) for s in reading.sentences]
    assert payment_made_unusable([s.text for s in reading.sentences])


@pytest.mark.parametrize("body", [
    "The bowl arrived cracked, please refund it to my card.",
    "bowl cracked. refund to my own card please",
    "My sister says the bowl is cracked. Please refund it.",
    "The bowl arrived cracked. My sister thinks I should ask for a refund, so please refund it to my card.",
])
def test_the_customers_own_card_holds_nothing(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert not payment_made_unusable([s.text for s in reading.sentences])
    assert not any("refund" in s.forbids for s in reading.sentences)


LINES = [fc.line("BWL-9", "Serving bowl", 4000), fc.line("PLT-9", "Side plate", 2000)]


@pytest.mark.django_db
def test_end_to_end_the_refund_waits_and_the_card_ask_is_named_while_ones_own_card_is_paid(tmp_path):
    held = [fc.case(f"OWN-{i}", body, LINES, ref=f"SU-7110{i}", intents=["damaged_item", "other"],
                    expected={"outcome": "escalated", "refunds": []})
            for i, body in enumerate([SOMEONE_ELSES[0], SOMEONE_ELSES[1], SOMEONE_ELSES[4]], start=1)]
    paid = fc.case("OWN-9", "The bowl arrived cracked, please refund it to my card.", LINES, ref="SU-71109", intents=["damaged_item"],
                   expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(LINES, "BWL-9", 1), "BWL-9", 1)]})
    got = fc.run(tmp_path, [*held, paid])
    assert (got[""]["silent_drops"], got[""]["double_refunds"], got[""]["guard_violations"]) == (0, 0, 0)
    for c in [*held, paid]:
        money = [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)
