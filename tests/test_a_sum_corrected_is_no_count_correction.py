"""A sum put right after a claim ("Correction: 15.50 is the total", "Edit: 24.00 altogether") corrects money, never the
claim's count: read before as a count of 15 (its whole part), a larger count with no reason, the claim went to a person
(older43). The figure is read as any bare figure beside a claim is. Near-misses: a count put right ("Correction: three.",
"Edit: it's 2, not 3.") is still a count correction. Wording written for these tests."""
import pytest

from runs.intents.count_corrections import correction_in
from runs.intents.read import read_ticket
from tests import fresh_cases as fc

CLAIM = "Two of the soup bowls from {ref} arrived cracked, please refund them. "
SUMS = [
    "Correction: 15.50 is the total",
    "correction - it's 15.50 all in, not 16",
    "Sorry, correction: 15,50 in total.",
    "EDIT: 15.50 altogether",
    "Oops, it's 15.5 for both.",
    "Update: it was 15.50, I misread the receipt.",
]
COUNTS = ["Correction: three.", "Edit: it's 2, not 3.", "Sorry, correction: just the one."]
LINES = [fc.line("BWL-SCC", "Soup bowl", 775, quantity=4)]


@pytest.mark.parametrize("text", SUMS)
def test_a_sum_is_no_count_correction(text):
    assert correction_in(text, 4) is None
    read = read_ticket("bowls\n" + CLAIM.format(ref="SU-1") + text, order_ref="SU-1").sentences
    assert not any("corrects the count" in s.why for s in read)


@pytest.mark.parametrize("text", COUNTS)
def test_a_count_put_right_still_corrects(text):
    assert correction_in(text, 4) is not None


@pytest.mark.django_db
def test_the_two_bowls_claimed_are_paid(tmp_path):
    two = fc.cents(LINES, "BWL-SCC", 2)
    cases = [fc.case(f"SCC-{n}", (CLAIM + body).format(ref=f"SU-7670{n}"), LINES, intents=["damaged_item"], ref=f"SU-7670{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(two, "BWL-SCC", 2)]}) for n, body in enumerate(SUMS)]
    fc.assert_money_as_expected(tmp_path, cases)
