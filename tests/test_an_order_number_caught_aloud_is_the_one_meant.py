"""An order number corrected in the same breath, the slip caught aloud ("Order 71004, no wait, 71003 - I always mix them
up"), is the number meant, bare as it is (runs/sentences.py corrected_numbers). R3-11: the mug of 71004, the number
corrected away, was paid ($33.00) and 71003's ($19.80) owed. Words of a slip: "no wait", "wait no", "no sorry", "sorry
no", "err", "erm", "um", "scratch that", "hang on", beside the ones read before ("I mean", "sorry", "or rather"). A bare
"no" alone, "and", a slash, a number told fine are no correction. Wording written here."""

import pytest

from runs.intents.read import read_ticket
from runs.sentences import corrected_numbers
from tests import fresh_cases as fc

CAUGHT_ALOUD = [
    "Order 71004, no wait, 71003 - I always mix them up.",
    "order 71004 wait no 71003, sorry!!",
    "Its about order 71004... no sorry, 71003.",
    "order 71004 err 71003",
    "Order number 71004 - erm, 71003 I think it was.",
    "#71004 scratch that, 71003",
    "Order 71004, um, 71003 actually",
    "order 71004 sorry no 71003 my bad",
    "Re order 71004 - hang on, 71003 - the one with the mug",
]
NOT_CORRECTED = [
    "Order 71004, and 71003 too",
    "orders 71004 / 71003",
    "Order 71004 - no, the mug was fine, it's the bowl",
    "Order 71004, no. 71003",
    "Order 71004, no, 71003 too",
    "order 71004, wait for it, 12 mugs",
]


@pytest.mark.parametrize("text", CAUGHT_ALOUD)
def test_the_number_caught_aloud_is_corrected_to_the_next(text):
    assert corrected_numbers(text) == {"SU-71004": "SU-71003"}


@pytest.mark.parametrize("text", NOT_CORRECTED)
def test_no_slip_caught_no_number_corrected(text):
    assert corrected_numbers(text) == {}


def test_the_sentences_after_are_the_order_meant():
    r = read_ticket("mug handle\nOrder 71004, no wait, 71003 - I always mix them up. The mug's handle came off in the box. Refund please.")
    assert r.orders == ["SU-71003"]
    assert [s.order for s in r.sentences if s.role == "request"] == ["SU-71003"]


MUG = [fc.line("MUG-B", "Stoneware mug", 1800)]
BOWL = [fc.line("MUG-A", "Stoneware mug", 3000)]
BODIES = [
    "Order {a}, no wait, {b} - I always mix them up. The mug's handle came off in the box. Refund please.",
    "order {a} err {b}. mug handle snapped off in transit, refund pls",
    "Hi, it's about order {a}... no sorry, {b}. The mug arrived with a cracked handle. Could I get a refund?",
    "#{a} scratch that, {b} - mug came chipped, money back please",
]


def _cases():
    out = []
    for n, body in enumerate(BODIES):
        a, b = f"7048{n}", f"7049{n}"
        c = fc.case(f"CAUGHT-{n}", body.format(a=a, b=b), BOWL, intents=["damaged_item"], ref=f"SU-{a}",
                    expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(MUG, "MUG-B", 1), "MUG-B", 1)]})
        c["ticket"]["order_ref"] = ""
        out.append(fc.with_second_order(c, f"SU-{b}", MUG, charged_for_lines=True))
    return out


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_order_meant_is_paid_not_the_one_corrected_away(tmp_path):
    fc.assert_money_as_expected(tmp_path, _cases())
