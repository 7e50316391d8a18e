"""A refund asked, but not before a day the customer names ("put it through after the 15th of this month, not before, as
my new bank card only activates then", V4-05; "please don't process anything before the 20th of March - my card has been
cancelled", V1-14) holds the money of the claim told in the other sentence: the claim stays a subtask, escalated with the
customer's words quoted, never paid at once (issue #11). Near-misses: a deadline on the refund itself, a day told as fact,
a span of waiting. Wording written for these tests."""

import pytest

from runs.intents.money import holds_money
from tests import fresh_cases as fc

NOT_BEFORE = [
    "I would like a refund but please put it through after the 15th of next month, not before.",
    "refund me after friday pls, not before",
    "Refund yes but not until next week please, I'm between banks.",
    "I want my money back, but not before the 1st of April.",
    "pls dont refund nothing til the 3rd, my acount is being changed",
    "Please don't process anything before the 20th of December - my card has been cancelled and the new one arrives then.",
    "can u do the refund once my new card comes",
    "Could the reimbursement be issued no earlier than Monday the 14th? My old card stops working before then.",
]


@pytest.mark.parametrize("text", NOT_BEFORE)
def test_a_refund_not_before_a_day_is_held(text):
    assert holds_money(text), text


@pytest.mark.parametrize("text", [
    "please refund it before the 15th",  # a deadline on the refund itself
    "Please refund me by Friday.",
    "It arrived after the 15th, refund please.",  # a day told as fact
    "Refund please, it arrived after the 15th.",
    "I ordered it after the 15th and want my money back.",
    "I want a refund after two weeks of waiting.",  # a span waited
    "if you can, refund it today",
])
def test_a_deadline_on_the_refund_or_a_day_told_holds_nothing(text):
    assert not holds_money(text), text


@pytest.mark.django_db
def test_end_to_end_the_claim_beside_a_not_before_day_is_escalated_unpaid(tmp_path):
    goods = [fc.line("SPK-1", "Bluetooth speaker", 4900)]
    held = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "speaker"}]}
    bodies = [
        "The speaker's charging port is broken, it doesn't charge at all. I'd like a refund, but please don't process anything before "
        "the 20th of December - my card has been cancelled and the new one arrives then. Thanks.",
        "The speaker arrived with a cracked grille. I would like a refund but please put it through after the 15th of next month, "
        "not before, as my new bank card only activates then.",
        "speaker is broke, no sound. refund me after friday pls not before",
        "Hello, the speaker came damaged, the casing is split. Refund yes but not until next week please.",
        "the speaker box was crushed and the speaker inside is dented. can u do the refund once my new card comes",
    ]
    cases = [fc.case(f"NB-{n}", body, goods, intents=["damaged_item"], expected=held, ref=f"SU-7810{n}") for n, body in enumerate(bodies)]
    # the same claim with a deadline on the refund itself, or a day told as fact: paid
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "SPK-1", 1), "SPK-1", 1)]}
    for n, body in enumerate(["The speaker arrived with a cracked grille. Please refund it before the 15th.",
                              "The speaker arrived with a cracked grille. It was delivered after the 15th, refund please."]):
        cases.append(fc.case(f"NB-PAID-{n}", body, goods, intents=["damaged_item"], expected=paid, ref=f"SU-7811{n}"))
    fc.assert_settled_as_expected(tmp_path, cases)
