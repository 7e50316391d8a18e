"""Coming back once a decision is made ("Will be in touch when I know what I want", no "I" before "Will") puts the
remedy off: read as a courtesy naming nothing, the chipped bowl beside it was paid (issue #11). The claim is kept open for
a person and never paid now (runs/intents/remedy_put_off.py). Near-misses: a remedy asked beside it pays, and a courtesy
of other things is read as before. Wording written for these tests."""

import pytest

from runs.intents.read import read_ticket
from runs.intents.remedy_put_off import PUT_OFF_WHY
from tests import fresh_cases as fc

PUT_OFF = [
    "the bowl came chipped. Will be in touch when I know what I want",
    "Bowl chipped on the rim. will get back to you once ive decided",
    "The bowl arrived with a chip. I'll let you know once we've made up our minds.",
    "bowl is chiped. i will be in touch when i have decide",
    "The bowl has a crack. Will come back to you after I've spoken to my husband.",
    "Chipped bowl. Will email again when I've thought it over.",
]


@pytest.mark.parametrize("text", PUT_OFF)
def test_coming_back_once_decided_is_a_put_off(text):
    read = read_ticket("bowl\n" + text)
    assert any(s.why == PUT_OFF_WHY for s in read.sentences), [(s.role, s.why, s.text) for s in read.sentences]


@pytest.mark.parametrize("text", [
    "the bowl came chipped. Please refund it. Will be in touch when I know about the plates",
    "the bowl came chipped, refund please. Thanks so much!",
])
def test_a_remedy_asked_beside_it_is_not_put_off(text):
    read = read_ticket("bowl\n" + text)
    assert any("damaged_item" in s.kinds and s.role == "request" for s in read.sentences), [(s.role, s.why, s.text) for s in read.sentences]


@pytest.mark.django_db
def test_end_to_end_a_claim_put_off_unsigned_is_not_paid(tmp_path):
    goods = [fc.line("BWL-1", "Stoneware bowl", 2800)]
    none = {"outcome": "escalated", "refunds": []}
    cases = [fc.case(f"CB-{n}", body, goods, intents=["other"], expected=none, ref=f"SU-7840{n}") for n, body in enumerate(PUT_OFF)]
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "BWL-1", 1), "BWL-1", 1)]}
    cases.append(fc.case("CB-PAID", "the bowl came chipped, refund please. Thanks so much!", goods, intents=["damaged_item"], expected=paid,
                         ref="SU-78410"))
    fc.assert_money_as_expected(tmp_path, cases)
