"""An amount stated for one request is never checked against another request in the same sentence: the delivery fee's
figure, asked back beside the copy of a charge taken twice ("I want the extra charge back AND the $9.00 delivery fee"), is
the fee's, when the ticket claims the fee back for a late or lost parcel anywhere, not only in that sentence (ver34a
V34-37: the $69.00 copy was held twice against the $9.00 and left for a person; runs/figures_of_the_fee.py). With no claim
that pays the fee back in the ticket, the figure still has to be explained by the copy, and a person looks. Wording
written for these tests."""

import pytest

from runs.stated_amounts import stated_for
from tests import fresh_cases as fc
from tests.readings import guard_requests


@pytest.mark.parametrize("body", [
    # shouted, the fee ask joined by "AND"
    "My parcel came a WEEK late. You also CHARGED ME TWICE. I want the extra charge back AND the $9.00 delivery fee.",
    # the brief's shape: "(the $69 one)" names the copy, the shipping figure after it
    "It turned up 6 days after the date you gave. And you charged me twice for the order (the $69 one) and the $9 shipping should come back too.",
    # "plus", postage
    "The delivery was late by days. Also I was billed twice for the lamp, so refund the copy plus the $9.00 postage.",
    # "+" and "my", typed fast
    "parcel was 5 days late!! double charged as well - want the duplicate refunded + my $9 shipping back",
    # formal, "as well"
    "The order arrived well after the promised date. Furthermore, the payment was taken twice. Kindly return the second payment and the $9.00 delivery charge as well.",
    # the late claim after the sentence with the figure
    "Give me the second payment back and the $9.00 delivery fee too. You took the money twice and it was 4 days late.",
])
def test_the_fees_figure_is_no_figure_of_the_copy_when_the_fee_is_claimed(body):
    stated = stated_for("duplicate_charge", guard_requests(body))
    assert not [a for a in stated if a["cents"] == 900], stated


@pytest.mark.parametrize("body, cents", [
    # no late or lost parcel anywhere: the fee asked back for no reason beside the copy, the figure stays to be explained
    ("You charged me twice and I want the extra charge back AND the $9.00 delivery fee.", 900),
    # the fee itself told taken twice: its figure is the copy's
    ("It came late, and the $9.00 delivery fee was charged twice, refund the copy.", 900),
    # a figure told with the charge taken twice is the copy's
    ("It was late and you charged me twice, $69.00 each time, give me one back.", 6900),
])
def test_a_figure_of_the_copy_or_a_fee_asked_for_no_claim_is_still_checked(body, cents):
    assert any(a["cents"] == cents for a in stated_for("duplicate_charge", guard_requests(body)))


LAMP = [fc.line("LMP-3", "Brass desk lamp", 6900)]
BOTH = [{"amount_cents": 6900, "source": "platform", "lines": []}, {"amount_cents": 900, "source": "platform", "lines": []}]


def _late_and_doubled(cid: str, body: str, ref: str) -> dict:
    c = fc.charged(fc.case(cid, body, LAMP, ref=ref, intents=["duplicate_charge", "late_delivery"], fee_cents=900,
                           expected={"outcome": "resolved", "refunds": BOTH}), True)
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(11)[:10]  # delivered 6 days ago, promised 11 days ago
    return c


@pytest.mark.django_db
def test_end_to_end_the_copy_and_the_fee_are_both_paid(tmp_path):
    fc.assert_money_as_expected(tmp_path, [
        _late_and_doubled("FEEFIG-1", "It came a week LATE and you CHARGED ME TWICE. I want the extra charge back AND the $9.00 delivery fee.",
                          "SU-73101"),
        _late_and_doubled("FEEFIG-2", "The parcel was 5 days late. Also you charged me twice for the order (the $69 one) and the $9 shipping "
                                      "should come back too.", "SU-73102"),
    ])
