"""A count said to have come through the journey ("seven of them survive the travel", "only 7 are whole", "7 of them
make it", "came thru", "arrive in one piece") beside "the rest is broken" claims the rest of the line: a dozen egg
cups with seven through is five paid, never the seven. The screener names the words, the offline agent pays the rest
and the guard (`amount_supported_by_lines`) refuses the count that came through, whoever proposed it. A count said
broken ("seven of them were broken") is still that count; "all twelve survived except one" is the one."""

import pytest

from runs import guards
from runs.intents.unit_fractions import some_of_the_goods
from runs.models import Run
from runs.shop.models import Refund
from runs.unit_counts import units_stated
from tests.guard_fixtures import decision_on
from tests.runtime_world import delivered_order, offline_run, small_shop

CUPS = {"order_ref": "SU-83103", "lines": [{"sku": "EGG-CUP-12", "description": "Porcelain egg cup", "quantity": 12, "unit_price_cents": 450}]}
LINE = CUPS["lines"][0]


def _units(*texts: str):
    return units_stated(CUPS, LINE, list(texts))


CAME_THROUGH = [
    ["Hello, I receive the egg cups today.", "I order a dozen.", "Seven of them survive the travel, the rest is broken, small pieces in "
     "the paper.", "Please I want money back for broken ones."],
    ["Only seven survive, others is broken, I want refund for broken."],
    ["From twelve egg cup only seven arrive in one piece, rest is broken.", "Please money back."],
    ["i got 12 egg cup, 7 of them make it, rest are broke, refund broken pls"],
    ["seven of the egg cups came thru, the rest is broke.", "I want my money back for them."],
    ["The dozen egg cups reached me today but only seven are whole, the rest are in bits.", "I'd like a refund for the broken ones."],
    ["Only seven of twelve survive the travel.", "Money back for others please."],
    ["Egg cups here. 7 survived the trip, the rest are smashed to bits!!", "refund the smashed ones"],
    ["Twelve egg cups ordered, seven of them have survive, the rest are broken.", "Money back please for broken."],
]


@pytest.mark.parametrize("texts", CAME_THROUGH)
def test_a_count_that_came_through_leaves_the_rest_as_the_units_claimed(texts):
    units = _units(*texts)
    assert (units.exact, units.at_most) == (5, 5), units


@pytest.mark.parametrize("texts,count", [
    (["Seven of them were broken.", "Please refund."], 7),  # a count said broken is the count
    (["I order a dozen.", "seven of them arrive broken, small pieces.", "I want money back for broken ones."], 7),
    (["All twelve survived except one.", "Please refund."], 1),
    (["all twelve made it apart from one, refund the broken one please"], 1),
    (["seven of them were smashed, five survived.", "refund the smashed ones"], 7),
    (["A quarter of them arrived chipped, the rest are fine.", "Refund for the chipped ones please."], 3),
])
def test_near_misses_keep_the_count_said_broken(texts, count):
    units = _units(*texts)
    assert (units.exact, units.at_most) == (count, count), units


@pytest.mark.parametrize("text", [
    "Will they survive the dishwasher? Two arrived cracked, refund those please.",
    "I hope the rest survive the move. Two arrived cracked.",
])
def test_survive_said_of_no_count_reads_no_count_fine(text):
    units = _units(text)
    assert units.exact == 2, units


@pytest.mark.parametrize("text,words", [
    ("Seven of them survive the travel, the rest is broken.", "Seven of them survive"),
    ("only 7 are whole, the rest are in bits", "7 are whole"),
    ("7 of them make it, rest are broke", "7 of them make it"),
])
def test_the_screener_names_the_count_that_came_through(text, words):
    assert some_of_the_goods(text) == words


def _asked(*texts: str) -> list[dict]:
    *told, text = texts
    return [{"text": text, "kinds": ["damaged_item"], "told": told}]


def _decision(quantity: int) -> dict:
    return decision_on("EGG-CUP-12", quantity=quantity, cents=quantity * 450, needs_human=False, source="platform",
                       policy_ref="POL-DMG-002")


@pytest.mark.parametrize("texts", CAME_THROUGH[:4])
def test_the_guard_refuses_the_count_that_came_through_and_admits_the_rest(texts):
    problems = guards.quantity_beyond_ticket(_decision(7), CUPS, _asked(*texts))
    assert problems and problems[0].startswith("the decision names 7 of Porcelain egg cup"), problems
    assert guards.quantity_beyond_ticket(_decision(5), CUPS, _asked(*texts)) == []


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-83103", maya, house, [("EGG-CUP-12", "Porcelain egg cup", 12, 450)])
    return house


@pytest.mark.django_db
def test_offline_seven_of_a_dozen_survived_pays_the_five_broken(world):
    run = offline_run("Hello, I receive the egg cups today (SU-83103). I order a dozen. Seven of them survive the travel, the rest is "
                      "broken, small pieces in the paper. Please I want money back for broken ones. Thank you, Tomasz", "SU-83103")
    assert [(r.amount_cents, r.covers[0]["quantity"]) for r in Refund.objects.filter(order__ref="SU-83103")] == [(2250, 5)]
    assert run.status == Run.Status.DONE
