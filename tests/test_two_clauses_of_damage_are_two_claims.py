"""A sentence of two clauses, each naming one line and telling its own damage ("the gravy boat
is chipped and the carafe cracked right through"), is two claims, each decided on its own, by the
offline agent and the guard alike. A sentence naming two lines with one damage between them ("the
carafe I got with the gravy boat is cracked") is still a person's to read, and a count said after
it ("refund the two broken ones") is every unit of the lines told broken."""

from datetime import datetime, timezone

import pytest

from runs.guards import named_in_requests
from runs.intents import read_ticket
from runs.models import Run
from runs.screening import request_dicts
from runs.shop.models import Refund
from runs.ticket_lines import damage_per_clause, unit_texts
from runs.unit_counts import units_stated
from tests.guard_fixtures import lines_asked, order_of, requests_left_unread
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc

SERVING = order_of(("GRV", "Gravy boat", 1, 1900), ("CRF", "Glass carafe", 1, 2900), ("TRY", "Serving tray", 1, 2500), ref="SU-75000")


@pytest.mark.parametrize("text", [
    "Two problems\nThe gravy boat is chipped and the carafe cracked right through. Refund please.",
    "the gravy boat has a dented rim & the carafe arrived shattered, the tray is fine. money back pls",
    "Gravy boat snapped at the handle and the glass carafe has a crack down the side. Could I get a refund?",
])
def test_each_clause_naming_a_line_and_its_own_damage_is_a_claim(text):
    assert lines_asked(SERVING, text) == ["GRV", "CRF"]
    assert requests_left_unread(SERVING, text) == []


def test_the_guard_reads_the_same_two_lines_from_the_two_clauses():
    text = "The gravy boat is chipped and the carafe cracked right through, the tray is fine. Refund please."
    requests = request_dicts(read_ticket(text, order_ref="SU-75000"), "SU-75000")
    assert sorted(named_in_requests(SERVING, requests, "damaged_item")) == ["CRF", "GRV"]


@pytest.mark.parametrize("text", [
    "The carafe I got with the gravy boat is cracked.",       # one damage, two lines named
    "The carafe and the gravy boat are both cracked.",         # a list: read as one, not clause by clause
    "The gravy boat is chipped and the carafe and the tray too.",
    "The carafe is cracked and the gravy boat is not damaged at all.",  # a clause calling its line fine
])
def test_a_sentence_is_split_only_when_every_clause_tells_its_own_damage(text):
    assert not damage_per_clause(SERVING, text, {"GRV", "CRF"})


def test_a_count_after_it_is_every_unit_of_the_lines_told_broken():
    text = "The gravy boat is chipped and the carafe smashd, the tray survived. refund the 2 broken please"
    reading = read_ticket(text, order_ref="SU-75000")
    for sku in ("GRV", "CRF"):
        line = next(x for x in SERVING["lines"] if x["sku"] == sku)
        units = units_stated(SERVING, line, unit_texts(reading, "SU-75000"))
        assert (units.exact, units.tied) == (1, True)


@pytest.fixture
def serving_order(settings):
    maya, house = small_shop(settings)
    return delivered_order("SU-75001", maya, house, [("GRV-1", "Gravy boat", 1, 1900), ("CRF-1", "Glass carafe", 1, 2900),
                                                     ("TRY-1", "Serving tray", 1, 2500)],
                           delivered_at=datetime(2026, 11, 12, 14, tzinfo=UTC))


@pytest.mark.django_db
def test_offline_pays_each_clause_claim_and_the_guard_admits_each(serving_order):
    run = offline_run("The gravy boat is chipped and the carafe cracked right through, the tray is fine. Refund the two broken please.",
                      "SU-75001", ref="T-75001")
    assert sorted(r.amount_cents for r in Refund.objects.filter(order__ref="SU-75001")) == [1900, 2900]
    print([(s.number, s.goal, s.status) for s in run.subtasks.all()])
    assert run.outcome == Run.Outcome.RESOLVED
