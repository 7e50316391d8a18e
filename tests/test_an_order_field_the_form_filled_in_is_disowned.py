"""A ticket telling that the order in its field is not the one it is about, in the words customers use for a form that
filled it in ("not about the order in the box above, sorry, the form filled it in", "the website auto-filled my latest
order", "ignore the order up top"), disowns the field: the order its words number is the run's, and "the mug on the order
above is fine" is the field's order, no fine word against the claim. Read against the field, the claim on the numbered
order was escalated naming the field's order and $26 was held (verify47 R2-01). Near-misses keep the field: a ticket
pointing at the order above as its own, or a form that filled in something else."""

import pytest

from runs.intents import read_ticket
from runs.sentences import form_ref_disowned
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund, with_second_order


@pytest.mark.parametrize("text", [
    "Hello - not about the order in the box above, sorry, the form filled it in.",
    "This isn't about the order above, the website auto-filled my latest order.",
    "Ignore the order in the box up top, it's 71202 I mean.",
    "the order number on the form above isn't the right one",
    "The form put in the wrong order - it should be 71202.",
    "Sorry the site auto filled my last order, I am writing about 71202",
    "pls ignore the order above, system picked it itself",
    "The order at the top is wrong, my order is 71202.",
])
def test_the_field_told_as_filled_in_by_the_form_is_disowned(text):
    assert form_ref_disowned(text)


@pytest.mark.parametrize("text", [
    "I'm writing about the order in the box above.",
    "The mug on the order above is fine.",
    "The form filled in fine, thanks.",
    "not only about the order above but also 71202",
    "The order above is lovely.",
    "The website picked a courier I don't like.",
])
def test_the_field_kept_when_not_disowned(text):
    assert not form_ref_disowned(text)


def test_the_order_above_is_the_fields_once_disowned():
    text = "not about the order in the box above, the form filled it in. It's order 71202 where the mug came snapped. The mug on the order above is fine."
    reading = read_ticket(text, order_ref="SU-71201")
    fine = next(s for s in reading.sentences if s.text.startswith("The mug on the order above"))
    assert fine.orders == ["SU-71201"] and not fine.about_order("SU-71202")
    # kept, the field's order is the one the words point at: no order moved
    kept = read_ticket("The mug on the order above is fine. The plate is chipped.", order_ref="SU-71201")
    assert all(not s.orders for s in kept.sentences)


SAND = [line("MUG-A", "Stoneware mug, sand", 2200)]
SLATE = [line("MUG-B", "Stoneware mug, slate", 2600)]


@pytest.mark.django_db
@pytest.mark.parametrize("n, body", list(enumerate([
    "Hello - not about the order in the box above, sorry, the form filled it in. It's my February order, {b}, where the stoneware mug "
    "arrived with the handle snapped off. The mug on the order above is fine.",
    "the website auto-filled my latest order, ignore it. order {b}: mug handle snapped off in the post. pls refund",
    "Good afternoon. The form put in the wrong order - it should be #{b}. The mug from that order arrived with its handle broken off; "
    "I would like a refund please. The order above is fine.",
])))
def test_the_claim_is_paid_on_the_order_the_words_number(tmp_path, n, body):
    a, b = f"SU-7620{n}", f"SU-7630{n}"
    c = case(f"FD-{n}", body.format(b=b[3:]), SAND, intents=["damaged_item"], ref=a,
             expected={"outcome": "resolved", "refunds": [refund(cents(SLATE, "MUG-B", 1), "MUG-B", 1)]})
    with_second_order(c, b, SLATE, charged_for_lines=True)
    assert_settled_as_expected(tmp_path, [c])


@pytest.mark.django_db
def test_near_miss_the_field_kept_is_paid_on_the_field(tmp_path):
    c = case("FD-9", "I'm writing about the order in the box above: the mug arrived with the handle snapped off. Refund please.",
             SAND, intents=["damaged_item"], ref="SU-76209",
             expected={"outcome": "resolved", "refunds": [refund(cents(SAND, "MUG-A", 1), "MUG-A", 1)]})
    with_second_order(c, "SU-76309", SLATE, charged_for_lines=True)
    assert_settled_as_expected(tmp_path, [c])
