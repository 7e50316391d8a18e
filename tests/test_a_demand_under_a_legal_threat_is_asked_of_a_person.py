"""A demand for compensation with a legal threat ("I demand $250.00 in compensation for my wasted time or I will take this
to small claims") is a request for a person, of kind `other`, its sentence quoted, and never paid
(runs/intents/threatened_demands.py): it was read as a threat alone, context, and dropped. A threat that names no sum
stays context; a claim's own remedy asked under a threat stays the claim's. Wording written for these tests (a held-back
round, item 7a)."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

DEMANDS = [
    "I demand $250.00 in compensation for my wasted time or I will take this to small claims.",
    "I want $100 for the hassle or I'm going to small claims court.",
    "you owe me 300 dollars for all this or my solicitor will be in touch",
    "I demand compensation of $150 or I'll report you to trading standards.",
    "Pay me £80 for my trouble or I'm filing a claim in court.",
    "I expect at least $75 for the inconvenience, otherwise I will go to the small claims court.",
    "I DEMAND $500 for the stress this caused or you will be hearing from my lawyer!!",
]


@pytest.mark.parametrize("demand", DEMANDS)
def test_the_demand_is_a_request_of_a_person(demand):
    read = reading(demand)
    asked = [s for s in read.sentences if s.text.strip() == demand.strip()]
    assert asked and asked[0].role == "request" and asked[0].kinds == ["other"], shown(read)


NOT_DEMANDS = [
    ("If this isn't sorted I will take this to small claims.", "context"),
    ("I will leave a bad review if nobody answers.", "context"),
    ("I don't want $50 for my trouble, or anything, just the delivery fee back.", None),
    ("I paid $40 for this lamp and it came broken, or rather shattered.", "request"),
    ("My lawyer friend says I'm owed nothing extra, I just want the mug replaced.", None),
    ("Last year I demanded $20 or I'd leave, and you paid it. This time the vase is cracked, refund the vase.", None),
]


@pytest.mark.parametrize("text, role", NOT_DEMANDS)
def test_no_demand_of_a_sum_is_read(text, role):
    read = reading(text)
    first = [s for s in read.sentences if s.text != "my order"][0]
    assert not (first.role == "request" and first.kinds == ["other"] and "demands money" in first.why), shown(read)
    if role:
        assert first.role == role, shown(read)


LINES = [fc.line("KTL-1", "Steel kettle", 3900)]


@pytest.mark.django_db
def test_the_demand_goes_to_a_person_and_nothing_is_paid(tmp_path):
    body = "I demand $250.00 in compensation for my wasted time or I will take this to small claims."
    results = fc.run(tmp_path, [fc.case("DEMAND-1", body, LINES, intents=["other"], expected={"outcome": "escalated", "refunds": [], "escalations": []})])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    diffs = results["DEMAND-1"]["differences"]
    assert not [d for d in diffs if d.startswith(("unexpected refund", "refund of"))], diffs
    assert any("I demand $250.00 in compensation" in d for d in diffs), diffs  # the person is handed the sentence, quoted
