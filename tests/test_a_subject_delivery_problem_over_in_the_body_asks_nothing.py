"""A subject naming a delivery problem the body says is over ("Missing parcel" over "the missing parcel turned up this
morning") asks nothing: no non-delivery investigation (runs/intents/subject_problem_over.py). Near-misses: a body that
confirms the problem, an arrival asked about, goods still missing, and lateness told as the parcel finally came.
Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

OVER = [
    ("Missing parcel", "Hi, just to say the missing parcel turned up this morning, sorry for the bother. The lamp works great."),
    ("Late delivery", "Please ignore my earlier message, it arrived after all. Thanks!"),
    ("Lost parcel", "the package showed up yesterday afternoon lol. sorry!"),
    ("Where is my order??", "Sorry, my order turned up today after all, my neighbour had taken it in."),
    ("Parcel never came", "Update - it eventually arrived this morning. All fine."),
    ("Missing parcel", "It turned up this morning but the mug inside was smashed, can I get a refund?"),
]


@pytest.mark.parametrize("subject,body", OVER)
def test_the_subjects_delivery_problem_asks_nothing(subject, body):
    read = reading(body, subject)
    assert not {"non_delivery", "late_delivery"} & {k for r in read.requests for k in r.kinds}, shown(read)


@pytest.mark.parametrize("subject,body", [
    ("Missing parcel", "Still no sign of it, it was due last week. Where is it?"),
    ("Missing parcel", "Has it turned up at your depot yet?"),
    ("Missing parcel", "It turned up this morning but the mug is still missing from it."),
    ("Late delivery", "It finally arrived today."),
])
def test_the_problem_still_told_is_still_asked(subject, body):
    read = reading(body, subject)
    assert {"non_delivery", "late_delivery", "other"} & {k for r in read.requests for k in r.kinds}, shown(read)


KETTLE = [fc.line("KTL-01", "Enamel stovetop kettle", 3900)]


@pytest.mark.django_db
def test_end_to_end_no_investigation_and_the_dent_is_paid(tmp_path):
    cases = [fc.case("OVER-0", "Hi, just to say the missing parcel turned up this morning, sorry for the bother. The kettle has a dent in the lid "
                     "though, could I get a refund for it?", KETTLE, intents=["damaged_item"], ref="SU-47401", subject="Missing parcel",
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(KETTLE, "KTL-01", 1), "KTL-01", 1)]}),
             fc.case("OVER-1", "It turned up this morning but the kettle lid was dented, can I get a refund?", KETTLE, intents=["damaged_item"],
                     ref="SU-47402", subject="Missing parcel",
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(KETTLE, "KTL-01", 1), "KTL-01", 1)]})]
    fc.assert_all_pass(tmp_path, cases)
