"""The money said to be beside the point ("The refund isn't the point - I'd like to know why ...", "it's not about the
money") is neither asked nor turned down: no money without a clear ask, so the refund is held for a person while the
question is answered (runs/intents/money_beside_the_point.py). verify38 Y-22: the whole lamp was paid. Wording written
here."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

BESIDE_THE_POINT = [
    "The lamp arrived with a dent. The refund isn't the point - I'd like to know why it was packed so badly.",
    "The lamp came dented. Honestly it's not about the money, I want to know how this keeps happening.",
    "lamp arrived bent. money's not really the issue here, why does this keep happening??",
    "The lamp arrived scratched. The refund is not my main concern; can someone explain what happened in the warehouse?",
    "Dented lamp again. This isn't really about a refund. Who packs these?",
    "The lamp base is dented. Refund's not the priority - please tell me what went wrong so it doesn't happen again.",
]
NEAR_MISSES = [
    "The lamp arrived dented. The dent isn't the point, I want a refund.",
    "The lamp arrived dented. The point is I want a refund.",
    "The lamp arrived dented. I want a refund - that's the point.",
    "The lamp arrived dented. It's not the first time, please refund it.",
]


@pytest.mark.parametrize("body", BESIDE_THE_POINT)
def test_money_beside_the_point_holds_the_refund(body):
    read = reading(body)
    assert any("refund" in s.forbids for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", NEAR_MISSES)
def test_money_asked_is_not_held(body):
    read = reading(body)
    assert not any("refund" in s.forbids for s in read.sentences), shown(read)


LINES = [fc.line("LMP-1", "Brass desk lamp", 4860), fc.line("MAT-1", "Cork placemat", 900)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_when_the_money_is_beside_the_point(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("POINT", "SU-7341", LINES, BESIDE_THE_POINT, ["damaged_item", "other"]))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_money_asked_is_paid(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("POINTPAID", "SU-7342", LINES, NEAR_MISSES,
                                                           [fc.refund(fc.cents(LINES, "LMP-1", 1), "LMP-1", 1)]))
