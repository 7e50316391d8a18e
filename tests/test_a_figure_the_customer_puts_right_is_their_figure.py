"""A figure the customer takes back and puts right in the same breath ("$54 twice - sorry, it's $45", "£30, no wait,
£38", "the $20 - I mean $28 - fee") is the corrected figure alone (runs/withdrawn_figures.py). Held-back round 35 item 2:
the withdrawn figure won, the amount owed was held and the reply quoted it back. Near-misses keep both figures.
Wording written for these tests."""
import pytest

from runs.sentences import amounts_in
from tests import fresh_cases as fc

PUT_RIGHT = [
    ("You charged me $54 twice - sorry, it's $45. Please refund the duplicate.", ["$45"]),
    ("I was charged £30, no wait, £38 for delivery and it came late.", ["£38"]),
    ("Please refund the $20 - I mean $28 - delivery fee, the parcel was 4 days late.", ["$28"]),
    ("the lamp was $19.99 (correction: $16.99) and it arrived broken", ["$16.99"]),
    ("i paid 30 dollars oops i meant 35 dollars for shipping and it was late", ["35 dollars"]),
    ("Delivery was $12.50, sorry I meant $15.50, and it got taken twice", ["$15.50"]),
    ("the fee of €8 or rather €9 was charged two times", ["€9"]),
    ("charged me $60 - my mistake, it was $66 - for the rug", ["$66"]),
]
BOTH_KEPT = [
    ("I paid $54, sorry to bother you, and $20 for delivery", ["$54", "$20"]),
    ("charged $54 and actually $20 more for delivery", ["$54", "$20"]),
    ("It was $30, actually $20 of that was delivery", ["$30", "$20"]),
    ("I was charged $12 for the mug, $12 for the plate", ["$12", "$12"]),
    ("the fee was $9.99, actually, and the lamp $40", ["$9.99", "$40"]),
]


@pytest.mark.parametrize("text,figures", PUT_RIGHT + BOTH_KEPT)
def test_the_figure_put_right_is_the_one_read(text, figures):
    assert [a.text for a in amounts_in(text)] == figures


@pytest.mark.django_db
def test_the_fee_put_right_is_paid_once_at_its_figure(tmp_path):
    lines = [fc.line("RUG-4", "Wool rug", 12000)]
    c = fc.case("WF-1", "You took the $54 delivery fee twice - sorry, it's $45. Could you refund the extra one?", lines,
                intents=["duplicate_charge"], expected={"outcome": "resolved", "refunds": [{"amount_cents": 4500, "source": "platform"}]},
                ref="SU-73521", fee_cents=4500)
    order = c["world"]["orders"][0]
    fee = next(x for x in order["charges"] if x["kind"] == "delivery")
    order["charges"].append({**fee, "charged_at": fee["charged_at"].replace(":00:00", ":03:00")})
    fc.assert_money_as_expected(tmp_path, [c])
