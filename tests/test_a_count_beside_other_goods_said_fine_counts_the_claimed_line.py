"""A count told in a sentence that names another line of the order only to call it fine ("two of the six are cracked
right down the side, the other four and the carafe are fine") is a count of the line the claim is about, not of the
line said fine: the two tumblers are paid, never the whole line, and the carafe nothing. A sentence that claims the
other line too keeps its count off the first line, and a count no line can be told for still goes to a person."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import unit_texts
from runs.unit_counts import units_stated

ORDER = {"order_ref": "SU-63001",
         "lines": [{"sku": "TMB", "description": "Ribbed glass tumbler", "quantity": 6, "unit_price_cents": 850},
                   {"sku": "CRF", "description": "Glass carafe 1L", "quantity": 1, "unit_price_cents": 2400}],
         "charges": [{"kind": "items", "description": "Items", "amount_cents": 7500},
                     {"kind": "delivery", "description": "Delivery", "amount_cents": 599}],
         "refunds": []}
TUMBLER, CARAFE = ORDER["lines"]


def _units(subject: str, body: str, line: dict):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-63001")
    return units_stated(ORDER, line, unit_texts(reading, "SU-63001"))


@pytest.mark.parametrize("body, count", [
    ("hi, got the set of six tumblers today (well, tuesday). two of the six are cracked right down the side, the other four and "
     "the carafe are fine. can i get the two cracked ones refunded? no need to replace. ta", 2),
    ("The tumblers and carafe came yesterday. The carafe is fine but 3 of the 6 arrived chipped. Refund for those please.", 3),
    ("Got my glasses order. Carafe survived, one of them is smashed though. Could I get a refund for the broken one?", 1),
    ("Opened the box: 2 out of 6 cracked, carafe ok. pls refund the cracked ones", 2),
    ("Dear team, of the six tumblers in my order, four arrived broken; the carafe, I am pleased to say, is perfectly fine. "
     "I would like a refund for the broken glasses.", 4),
    ("tumblers arrived - two are cracked, the carafe's fine tho. money back for the 2 please", 2),
])
def test_the_count_is_of_the_claimed_line_when_the_other_line_is_said_fine(body, count):
    units = _units("Tumblers", body, TUMBLER)
    assert units.exact == count and units.at_most == count, units


@pytest.mark.parametrize("body", [
    "two of the six are cracked right down the side, the other four and the carafe are fine. can i get the two cracked ones refunded?",
    "The carafe is fine but 3 of the 6 arrived chipped. Refund for those please.",
    "Opened the box: 2 out of 6 cracked, carafe ok. pls refund the cracked ones",
    "tumblers arrived - two are cracked, the carafe's fine tho. money back for the 2 please",
    "Carafe survived, one of them is smashed though. Could I get a refund for the broken one?",
])
def test_the_guard_never_admits_the_whole_line_on_such_a_count(body):
    requests = request_dicts(read_ticket(f"Tumblers\n{body}", order_ref="SU-63001"), "SU-63001")
    six = {"case_type": "damaged_item", "action": "refund", "amount_cents": 5100, "lines": [{"sku": "TMB", "quantity": 6}]}
    assert guards.units_claimed(six, ORDER, requests)["TMB"] < 6


def test_a_sentence_claiming_the_other_line_too_gives_the_tumblers_no_count():
    # "and the carafe is chipped too": the carafe is claimed, not said fine, so "two of the six" is not read as the
    # tumblers' count (no exact count: the agent asks a person, as before)
    units = _units("Glasses", "two of the six are cracked and the carafe is chipped too. refund please", TUMBLER)
    assert units.exact is None


def test_a_count_no_line_can_be_told_for_stays_untied():
    units = _units("Glasses", "Got the tumblers and the carafe. 3 smashed. Refund please.", TUMBLER)
    assert not units.tied and units.at_most == 3
