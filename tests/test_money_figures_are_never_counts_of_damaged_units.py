"""A money figure is never a count of damaged units: "approved a $60.00 refund for my cracked cereal bowl" tells one bowl,
not "00" bowls. The guard's damaged-units check (runs/told_damaged_counts.py) read the cents of "$60.00" as a count of
zero and refused the one bowl twice before a person got it (blind round 33, P33-10, $27.00 held); the figures are blanked
before counting now (runs.sentences.without_amounts), as the agent's unit reading already did. Counts told beside money
still count. Wording written for these tests."""
import pytest

from runs.told_damaged_counts import told_damaged
from tests import fresh_cases as fc

BOWL = {"sku": "BWL-9", "description": "Stoneware cereal bowl", "quantity": 2, "unit_price_cents": 2500}
ORDER = {"lines": [BOWL]}

NO_COUNT = [
    "Your colleague Sam on the phone approved a $60.00 refund for my cracked cereal bowl, just process it please.",
    "Sam okayed 60.00 dollars for the cracked bowl",
    "i was promised £12.00 back for the chipped bowl",
    "The agent said €27,00 for the broken cereal bowl, fine by me.",
    "refund of $25.00 for a cracked bowl please, as agreed with Jo",
    "someone called Ana approved $100.00 for my smashed bowl",
]
COUNTED = [
    ("I was told £12.50 for the 2 broken bowls", 2),
    ("two bowls arrived cracked, that is $50.00", 2),
    ("a refund of €27,00 for one cracked bowl", 1),
    ("I paid $30 and 2 bowls came smashed", 2),
]


@pytest.mark.parametrize("text", NO_COUNT)
def test_a_money_figure_counts_no_damaged_units(text):
    told = told_damaged(ORDER, BOWL, [text])
    assert told is None or told[0] >= 1, told


@pytest.mark.parametrize("text,count", COUNTED)
def test_a_count_told_beside_money_still_counts(text, count):
    assert told_damaged(ORDER, BOWL, [text])[0] == count


# --- end to end: what is paid ----------------------------------------------------------------------

@pytest.mark.django_db
def test_the_record_price_is_paid_whatever_figure_the_customer_quotes(tmp_path):
    bowl = [fc.line("BWL-9", "Stoneware cereal bowl", 2500)]
    paid = [fc.refund(fc.cents(bowl, "BWL-9", 1), "BWL-9", 1)]
    cases = [
        fc.case("MF-1", NO_COUNT[0], bowl, ref="SU-73501", intents=["damaged_item"], expected={"outcome": "resolved", "refunds": paid}),
        fc.case("MF-2", "My cereal bowl came cracked. Jo approved $40.00 for it on the phone, please just pay it.", bowl, ref="SU-73502",
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": paid}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
