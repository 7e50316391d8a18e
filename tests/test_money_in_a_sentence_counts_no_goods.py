"""Money a ticket states is never a count of goods (runs/unit_counts.py reads counts with the amounts blanked out,
runs.sentences.without_amounts). Blind round ver25a VER25A-15: "two debits of 61,40 € for this order" beside "one of the 4
side plates has a chip" was read as 40 plates of 61, so the one plate ($9.18) went to a person. Wording written for these
tests: amounts in euros, dollars and pounds, with the currency before or after, decimal commas, beside a count of units of a
line of several; near-misses keep a vague count vague and a count said of no unit at all the whole line's."""

from datetime import timedelta

import pytest
from django.utils import timezone

from runs.models import Escalation, Run
from runs.sentences import without_amounts
from runs.shop import models as shop
from runs.shop.models import Refund
from runs.unit_counts import units_stated
from tests.runtime_world import delivered_order, offline_run, small_shop

PLATES = {"sku": "PLT-4", "description": "Side plate, speckled white", "quantity": 4, "unit_price_cents": 850}
BOWLS = {"sku": "BWL-6", "description": "Cereal bowl, sage", "quantity": 6, "unit_price_cents": 800}
JUG = {"sku": "JUG-1", "description": "Milk jug", "quantity": 1, "unit_price_cents": 3000}
PLATTER = {"sku": "SRV-1", "description": "Serving platter, oval", "quantity": 1, "unit_price_cents": 3225}


COUNTED = [
    # (the line, the request sentences, the units they say are damaged)
    (PLATES, ["My card (I live in Lisbon) shows two debits of 61,40 € for this order, minutes apart.",
              "Also one of the 4 side plates has a chip on the edge."], 1),
    (BOWLS, ["I paid $54.00 for the bowls and the jug and two of the six bowls came cracked."], 2),
    (BOWLS, ["two charges of 45,30 EUR!!", "and 1 of the bowls is chipped, jug ok"], 1),
    (PLATES, ["A payment of 19,05 euros was taken twice - and one of the plates arrived with a crack across it."], 1),
    (BOWLS, ["I was billed 120.00 dollars in total; 2 out of the 6 bowls are smashed."], 2),
    (BOWLS, ["Two charges of 33,20 € on my statement.", "Of the six bowls, three came broken."], 3),
    (PLATES, ["hi there, 2 payments of $ 41.00 went out, and a couple of the plates came chipped"], 2),
]


@pytest.mark.parametrize("line, texts, units", COUNTED)
def test_it_counts_the_units_said_damaged_not_the_money_beside_them(line, texts, units):
    order = {"lines": [line, JUG if line is BOWLS else PLATTER]}
    assert units_stated(order, line, texts).exact == units


NOT_COUNTED = [
    # a vague count stays vague beside an amount: a person counts
    (PLATES, ["I paid 61,40 € and some of the plates are chipped."], None, 3),
    # no count of units at all: the amount says none either
    (BOWLS, ["Charged $61.40 twice.", "The bowls arrived chipped."], None, None),
    (BOWLS, ["You took 48,20 € two times and the bowls came with cracks."], None, None),
]


@pytest.mark.parametrize("line, texts, exact, at_most", NOT_COUNTED)
def test_an_amount_beside_no_count_or_a_vague_one_counts_nothing(line, texts, exact, at_most):
    order = {"lines": [line, JUG if line is BOWLS else PLATTER]}
    units = units_stated(order, line, texts)
    assert (units.exact, units.at_most) == (exact, at_most)


def test_only_the_money_is_blanked_out():
    assert "61" not in without_amounts("two debits of 61,40 € for this order")
    assert "40" not in without_amounts("EUR 61.40 and $5")
    said = without_amounts("one of the 4 side plates, which cost $8.50 each")
    assert "one of the 4 side plates" in said and "8.50" not in said


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    came = timezone.now() - timedelta(days=3)
    order = delivered_order("SU-63001", maya, house, [("BWL-6", "Cereal bowl, sage", 6, 800), ("JUG-1", "Milk jug", 1, 3040)], delivered_at=came)
    first = order.charges.get()
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=first.amount_cents,
                               charged_at=first.charged_at + timedelta(minutes=2))


RUNS = [
    "Hello, my bank shows 2 debits of 78,40 € for this order (I am in Porto). Please return one. Also two of the six cereal bowls "
    "came cracked; the jug is perfect.",
    "You charged me $78.40 and then $78.40 again a few minutes later. On top of that 2 out of 6 bowls arrived broken. Jug fine.",
    "Two payments of 78,40 EUR left my account for one order!! And two of the bowls came smashed, the milk jug survived.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("body", RUNS)
def test_the_units_said_damaged_are_paid_beside_a_copy_told_in_money(world, body):
    run = offline_run(body, "SU-63001", subject="double charge and bowls")
    assert run.status == Run.Status.DONE
    paid = sorted(Refund.objects.filter(order__ref="SU-63001").values_list("amount_cents", flat=True))
    assert paid == [1600, 7840], (paid, list(Escalation.objects.filter(run=run).values_list("open_item", flat=True)))
