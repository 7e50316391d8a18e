"""A figure told with the delivery fee belongs to the fee's claim, not to a charge taken twice in the same sentence.

From a held-back round: the customer gave the delivery fee's amount in the sentence that also told a duplicate charge;
the amount check held the $69.00 copy against that figure, refused it twice and left it for a person
(runs/figures_of_the_fee.py). A figure belongs to the nearest thing it names. Near-misses: a figure told with the charge
that the record does not show still holds the duplicate, and a fee told taken twice keeps its figure. Wording written
for these tests."""

import pytest

from runs.figures_of_the_fee import copy_figure_beside, fee_figure
from tests import fresh_cases as fc


@pytest.mark.parametrize("sentence, amount", [
    ("I was charged twice for the lamp and the delivery fee of $5.99 should be refunded too since it came 5 days late.", "$5.99"),
    ("You charged me twice for the $69.00 lamp, and the $5.99 delivery fee should come back as the parcel was 5 days late.", "$5.99"),
    ("my card got hit 2 times for the lamp + i want the $5.99 shipping back, it was days late", "$5.99"),
    ("Charged twice and I paid $5.99 for postage but it came late.", "$5.99"),
    ("Double charged on the lamp; also the delivery charge ($5.99) should be returned given the late arrival.", "$5.99"),
    ("The parcel came 5 days late, please refund the $5.99 delivery fee, and I was billed twice for the lamp, $69.00 each time.", "$5.99"),
])
def test_the_figure_told_with_the_fee_is_the_fees(sentence, amount):
    assert fee_figure(sentence, amount)


@pytest.mark.parametrize("sentence, amount", [
    ("You charged me twice for the $69.00 lamp, and the $5.99 delivery fee should come back as the parcel was 5 days late.", "$69.00"),
    ("The parcel came 5 days late, please refund the $5.99 delivery fee, and I was billed twice for the lamp, $69.00 each time.", "$69.00"),
    ("The $5.99 delivery fee was charged twice and the parcel was late too.", "$5.99"),
    ("I see two delivery charges of $5.99 and it came late.", "$5.99"),
    ("I was charged twice, $84.10, and it came late.", "$84.10"),
])
def test_a_figure_of_the_charge_or_of_a_fee_taken_twice_is_not_the_fees(sentence, amount):
    assert not fee_figure(sentence, amount)


@pytest.mark.parametrize("sentence, amount, belongs", [
    ("I was charged twice, $84.10 each time, and the delivery fee of $5.99 should come back as it was late.", "$84.10", True),
    ("Two payments of $69.00 came out and the parcel was a week late.", "$69.00", True),
    ("it came late and you billed me twice: $69.00.", "$69.00", True),
    ("The parcel was late and the lamp went through at $69 twice.", "$69", True),
    ("I was charged twice, $84.10 each time, and the delivery fee of $5.99 should come back as it was late.", "$5.99", False),
    ("The parcel was late, I paid $69.00 for the lamp and was charged twice.", "$69.00", False),
])
def test_a_figure_told_with_the_charge_taken_twice_is_the_copys(sentence, amount, belongs):
    assert copy_figure_beside(["duplicate_charge", "late_delivery"], sentence, amount) is belongs
    assert not copy_figure_beside(["late_delivery"], sentence, amount)


LAMP = [fc.line("LMP-1", "Brass table lamp", 6900)]
PAID = [{"amount_cents": 6900, "source": "platform", "lines": []}, {"amount_cents": 599, "source": "platform", "lines": []}]


def _late_and_doubled(cid: str, body: str, ref: str, expected: dict) -> dict:
    c = fc.charged(fc.case(cid, body, LAMP, ref=ref, intents=["duplicate_charge", "late_delivery"], expected=expected), True)
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(11)[:10]  # delivered 6 days ago, promised 11 days ago
    return c


@pytest.mark.django_db
def test_end_to_end_the_copy_and_the_fee_are_both_paid(tmp_path):
    both = {"outcome": "resolved", "refunds": PAID}
    cases = [
        _late_and_doubled("FEE-1", "I was charged twice for the lamp and the delivery fee of $5.99 should be refunded too since it came 5 days late.",
                          "SU-71001", both),
        _late_and_doubled("FEE-2", "My card shows the lamp payment twice and the parcel came 5 days late so I'd like the $5.99 delivery fee back too.",
                          "SU-71002", both),
        _late_and_doubled("FEE-3", "You charged me twice for the $69.00 lamp, and the $5.99 delivery fee should come back as the parcel was 5 days late.",
                          "SU-71003", both),
    ]
    fc.assert_all_pass(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_a_figure_of_the_charge_the_record_does_not_show_still_holds_the_copy_and_pays_the_fee(tmp_path):
    c = _late_and_doubled("FEE-4", "I was charged twice, $84.10 each time, and the delivery fee of $5.99 should come back as it was 5 days late.",
                          "SU-71004", {"outcome": "partial", "refunds": [PAID[1]]})
    fc.assert_money_as_expected(tmp_path, [c])
