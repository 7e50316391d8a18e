"""A sum asked back with a hedge before it ("could u refund like $6 for it", "refund maybe $10") or a share told as a
percent ("would you be able to refund 20% of it?") is part of the money, held for the one person who decides the amount,
never the whole line paid. Both paid the whole $45 tray: the hedge stood between "refund" and the sum, and "20%" ends in
no word character, so the share's closing word edge never matched before a space (ver39c BT-13's variants). Wording
written for this test."""
import pytest

from tests import fresh_cases as fc
from tests.readings import part_money_held, reading, shown

CLAIM = "The serving tray has a dent along one side."
ASKS = [
    "Could u refund like $6 for it",
    "Would you be able to refund 20% of it?",
    "we're fine to keep it, could you refund maybe $8 for it",
    "Could you refund 15 percent of it?",
    "can u refund about 10 dollars for the dent, ill keep it",
    "Please refund roughly 25% and I'll live with the dent.",
    "Could you refund around a tenner for it?",
]
NEAR_MISSES = [
    "Could you refund it please?",
    "Please refund the tray, I'd like my money back.",
    "Could you refund it? I paid about $45 for it.",
]


@pytest.mark.parametrize("ask", ASKS)
def test_a_hedged_sum_or_a_percent_holds_the_claims_refund(ask):
    read = reading(f"{CLAIM} {ask}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("ask", NEAR_MISSES)
def test_the_whole_refund_asked_holds_nothing(ask):
    read = reading(f"{CLAIM} {ask}")
    assert not part_money_held(read), shown(read)


LINES = [fc.line("TRY-1", "Walnut serving tray", 4500)]


@pytest.mark.django_db
def test_no_money_is_paid_for_a_hedged_sum_or_a_percent(tmp_path):
    cases = [fc.case(f"HEDGED-{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item", "other"], ref=f"SU-7490{n}",
                     expected={"outcome": "escalated", "refunds": []}) for n, ask in enumerate(ASKS)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_whole_refund_asked_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "TRY-1", 1), "TRY-1", 1)]
    cases = [fc.case(f"HEDGED-N{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item"], ref=f"SU-7491{n}",
                     expected={"outcome": "resolved", "refunds": paid}) for n, ask in enumerate(NEAR_MISSES[:2])]
    fc.assert_money_as_expected(tmp_path, cases)
