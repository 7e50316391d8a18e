"""A new claim likened in its own sentence to an old, settled one ("Like the teapot last time (which you kindly
refunded), the glass water jug has arrived cracked") is the new goods' claim: the earlier time and its refund are the
comparison's (runs/intents/history_likened.py, read by settled.py for the screener and settled_lines.py for what was
refunded before). Blind round, issue #11: settled history told first kept a new claim naming its line word for word
from being read, $38.39 held. Near-misses: a claim whose own clause is of then stays the earlier time's. Wording
written here."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

LIKENED = [
    "Like the teapot last time (which you kindly refunded), the glass water jug has arrived cracked.",
    "The glass water jug has arrived cracked, just like the teapot did last time (which you refunded).",
    "Same as the teapot in May (refunded, thanks), the glass water jug came with a chip in the spout.",
    "Exactly like the teapot you refunded before, the glass water jug is cracked down one side. Refund please.",
    "Hi - similar to the teapot last time, the glass water jug arrived with a crack in the handle.",
    "Just like the teapot last month - the glass water jug turned up cracked",
]
OF_THEN = [
    "Just like the jug, the teapot arrived cracked last spring and you refunded both.",
    "The glass water jug arrived cracked last time, like the teapot, and you refunded it.",
]


@pytest.mark.parametrize("body", LIKENED)
def test_the_new_claim_is_read(body):
    read = reading(body)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", OF_THEN)
def test_a_claim_of_then_stays_the_earlier_times(body):
    read = reading(body)
    assert not any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("JUG-1", "Glass water jug", 3555), fc.line("POT-1", "Ceramic teapot", 2600), fc.line("TRAY-1", "Oak serving tray", 2400)]
PRIOR = [{"amount_cents": fc.cents(LINES, "POT-1", 1), "case_type": "damaged_item", "reason": "teapot arrived broken", "lines": ["POT-1"]}]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_jug_is_refunded_beside_the_teapot_refunded_before(tmp_path):
    cases = [fc.case(f"LIKENED-{n}", body, LINES, intents=["damaged_item"], ref=f"SU-7208{n}", refunds=PRIOR,
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(LINES, "JUG-1", 1), "JUG-1", 1)]})
             for n, body in enumerate(LIKENED)]
    fc.assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_a_claim_of_then_pays_nothing(tmp_path):
    cases = [fc.case(f"THEN-{n}", body, LINES, intents=[], ref=f"SU-7209{n}", refunds=PRIOR, expected={"outcome": "escalated", "refunds": []})
             for n, body in enumerate(OF_THEN)]
    fc.assert_money_as_expected(tmp_path, cases)
