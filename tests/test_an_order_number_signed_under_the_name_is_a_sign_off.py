"""The order number signed under the customer's name ("Warm wishes, Gwen (SU-47101)", "Best, Priya Nair (order SU-47101)")
closes the sign-off as the name does: no request of kind `other` for a person (runs/order_ref_signed.py). Near-misses:
words asking something after the number still ask. Wording written for these tests."""

import pytest

from runs.sentences import signs_off
from tests import fresh_cases as fc
from tests.readings import reading, shown

SIGNED = [
    "Warm wishes, Gwen (SU-47101)",
    "Best, Priya Nair (order SU-47101)",
    "Many thanks, Dr Lee [Order SU-47101]",
    "Cheers, Tom / order SU-47101",
    "Kind regards - Marcus Bell, order #SU-47101",
    "thanks so much, Jo (su-47101)",
]


@pytest.mark.parametrize("line", SIGNED)
def test_the_signed_line_is_a_sign_off(line):
    assert signs_off(line)
    read = reading(f"The kettle arrived with a big dent in the side, please refund it.\n\n{line}", "Dented kettle", "SU-47101")
    assert [r.kinds for r in read.requests] == [["damaged_item"]], shown(read)
    assert read.orders == ["SU-47101"], read.orders


@pytest.mark.parametrize("line", ["Warm wishes, Gwen (SU-47101123401017)", "Cheers, Tom / order SU-4710112345678"])
def test_an_order_number_as_wide_as_an_evals_copy_still_closes_the_sign_off(line):
    # an eval's copy of an order appends the eval run's digits (runs/order_numbers.py): past a hundred eval runs the
    # number is thirteen digits and more, and the sign-off must read it as it reads the shop's five
    assert signs_off(line)


@pytest.mark.parametrize("line", ["Thanks, Tom (SU-47101) - please refund it asap", "Warm wishes (SU-47101) and can you send a receipt?"])
def test_words_asking_after_the_number_are_no_sign_off(line):
    assert not signs_off(line)


KETTLE = [fc.line("KTL-01", "Enamel stovetop kettle", 3900)]


@pytest.mark.django_db
def test_end_to_end_the_kettle_is_paid_and_nothing_goes_to_a_person(tmp_path):
    cases = [fc.case(f"SIGNED-{i}", f"The kettle arrived with a big dent in the side, please refund it.\n\n{line.replace('SU-47101', ref)}", KETTLE,
                     intents=["damaged_item"], ref=ref, subject="Dented kettle",
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(KETTLE, "KTL-01", 1), "KTL-01", 1)]})
             for i, (line, ref) in enumerate([(SIGNED[0], "SU-47301"), (SIGNED[1], "SU-47302")])]
    fc.assert_all_pass(tmp_path, cases)
