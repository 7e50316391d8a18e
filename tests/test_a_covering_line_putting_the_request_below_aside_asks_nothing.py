"""A covering line putting the forwarded or quoted request below it aside asks nothing: "Please ignore the request below, I
sorted it in store" stayed a request of kind `other` for a person (runs/intents/forwarded_put_aside.py,
covering_lines_put_aside); the request below it is settled. Near-misses: a covering line that asks something beside, one
with nothing quoted or forwarded below it. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.forwarded_put_aside import PUT_ASIDE_WHY
from tests import fresh_cases as fc

_FORWARD = "\n\n---------- Forwarded message ---------\nFrom: Sam Reid <sam.reid@example.com>\nSubject: vase\n\nThe vase arrived broken, please refund it.\n\nSam"


def _dump(reading) -> list:
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("cover", [
    "Please ignore the request below, I sorted it in store.",
    "disregard my earlier mail underneath, all sorted",
    "Pls disregard the forwarded email, all sorted now x",
    "Hiya - you can ignore the message below, the store swapped it for me on Saturday.",
    "Forget the bit below please, my husband took it back to the shop and they dealt with it.",
    "no need to act on the email underneath, it's been sorted",
    "Sorry, please scrap the request below - I got it fixed locally.",
])
def test_a_covering_line_putting_the_request_below_aside_asks_nothing(cover):
    reading = read_ticket(f"Fwd: vase\n{cover}{_FORWARD}", order_ref="SU-70001")
    assert not [s for s in reading.sentences if s.role == "request"], _dump(reading)
    assert reading.intents == [], _dump(reading)


@pytest.mark.parametrize("body", [
    "Ignore the request below, but can you update my phone number to 07700 900123?" + _FORWARD,  # it asks beside
    "Please ignore the request below, and could you send me a copy of the invoice?" + _FORWARD,
])
def test_a_covering_line_that_asks_beside_still_asks(body):
    reading = read_ticket(f"Fwd: vase\n{body}", order_ref="SU-70001")
    assert [s for s in reading.sentences if s.role == "request" and s.kinds == ["other"]], _dump(reading)
    assert not [s for s in reading.sentences if s.why == PUT_ASIDE_WHY], _dump(reading)


def test_nothing_quoted_below_is_no_covering_line():
    reading = read_ticket("my order\nPlease ignore the request below.\n\nThe vase arrived broken, please refund it.", order_ref="SU-70001")
    assert "damaged_item" in reading.intents and not [s for s in reading.sentences if s.why == PUT_ASIDE_WHY], _dump(reading)


VASE = [fc.line("VAS-36", "Glass vase", 4500)]


@pytest.mark.django_db
def test_end_to_end_the_request_put_aside_is_not_paid(tmp_path):
    cases = [fc.case("COVER-1", f"Please ignore the request below, I sorted it in store.{_FORWARD}", VASE, subject="Fwd: vase",
                     intents=[], ref="SU-73611", expected={"outcome": "escalated", "refunds": [], "returns": []}),
             fc.case("COVER-2", f"disregard my earlier mail underneath, all sorted{_FORWARD}", VASE, subject="Fwd: vase",
                     intents=[], ref="SU-73612", expected={"outcome": "escalated", "refunds": [], "returns": []})]
    fc.assert_money_as_expected(tmp_path, cases)
