"""Every line a damage sentence names is its own claim, also when it is named after the first:
a name two lines share a word of ("saucepans" beside a saucepan lid) is the line it names by what
that line is, its head word; and a clause that only adds lines to the complaint before it, its
verb left out ("..., and one more of the bowls", "..., the gravy boat too", "..., and so did two of
the cups"), puts them on the same list. A clause with a verb of its own ("and the carafe is fine")
adds nothing, and a line said to be fine is never paid."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from runs.ticket_lines import unit_texts
from runs.unit_counts import units_stated
from tests.guard_fixtures import lines_asked, order_of
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc

PANS = order_of(("PAN", "Copper saucepan", 3, 4200), ("LID", "Saucepan lid", 1, 1200), ("RCK", "Wall pan rack", 1, 3000), ref="SU-74000")
TABLE = order_of(("PLT", "Dinner plate", 6, 1100), ("BWL", "Pasta bowl", 4, 1300), ("GRV", "Gravy boat", 1, 1900), ("CRF", "Glass carafe", 1, 2900),
               ref="SU-74000")


def _units(order: dict, text: str, sku: str) -> int | None:
    reading = read_ticket(text, order_ref=order["order_ref"])
    line = next(x for x in order["lines"] if x["sku"] == sku)
    return units_stated(order, line, unit_texts(reading, order["order_ref"])).exact


# --- a shared word names the line it is the head word of -----------------------------------------------

@pytest.mark.parametrize("text", [
    "Delivery today\nThe lid and two of the three saucepans came dented, the rack is fine. Please refund what's damaged.",
    "hi, lid plus 2 of the saucepans got dented in the post - can I have a refund for those",
])
def test_a_word_two_lines_share_names_the_line_it_is_the_head_word_of(text):
    assert lines_asked(PANS, text) == ["PAN", "LID"]
    assert _units(PANS, text, "PAN") == 2


def test_a_compound_name_names_its_own_line_and_not_the_line_its_first_word_heads():
    text = "The saucepan lid arrived dented, the saucepans themselves are fine. Please refund the lid."
    assert lines_asked(PANS, text) == ["LID"]


# --- a clause that only adds lines to the complaint before it ----------------------------------------------

@pytest.mark.parametrize("text, lines", [
    ("Broken crockery\nThree of the dinner plates cracked, plus the gravy boat. Refund please.", ["PLT", "GRV"]),
    ("The carafe shattered, and so did one of the pasta bowls. Could I get my money back for them?", ["BWL", "CRF"]),
    ("two of the plates arrived chipped, the gravy boat as well, please refund", ["PLT", "GRV"]),
    ("A pair of the pasta bowls were smashed, and another of the plates. Everything else is ok. Refund those please.", ["PLT", "BWL"]),
])
def test_a_clause_that_only_adds_a_line_to_the_complaint_makes_it_a_claim_of_its_own(text, lines):
    assert lines_asked(TABLE, text) == lines


def test_a_clause_with_a_verb_of_its_own_adds_nothing_to_the_complaint():
    assert lines_asked(TABLE, "Two of the dinner plates arrived cracked, and the carafe is fine. Please refund them.") == ["PLT"]


def test_each_added_line_keeps_its_own_count():
    text = "A pair of the pasta bowls were smashed, and another of the plates. Refund those please."
    assert _units(TABLE, text, "BWL") == 2
    assert _units(TABLE, text, "PLT") == 1


# --- end to end: the offline agent pays each line, and only the units named -------------------------------

@pytest.fixture
def table_order(settings):
    maya, house = small_shop(settings)
    return delivered_order("SU-74001", maya, house, [("PLT-1", "Dinner plate", 6, 1100), ("BWL-1", "Pasta bowl", 4, 1300),
                                                     ("CRF-1", "Glass carafe", 1, 2900), ("TRY-1", "Serving tray", 1, 2500)],
                           delivered_at=datetime(2026, 11, 12, 14, tzinfo=UTC))


@pytest.mark.django_db
@pytest.mark.parametrize("body, paid", [
    ("The carafe and three of the six plates turned up broken; the tray's perfect. Refund please.", [2900, 3300]),
    ("Two of the pasta bowls cracked in the box, and one more of the plates. The rest came fine. Could you refund them?", [1100, 2600]),
])
def test_offline_pays_every_line_named_after_the_first_and_never_the_one_called_fine(table_order, body, paid):
    run = offline_run(body, "SU-74001", ref="T-74001")
    assert sorted(r.amount_cents for r in Refund.objects.filter(order__ref="SU-74001")) == paid
    assert run.outcome == Run.Outcome.RESOLVED
