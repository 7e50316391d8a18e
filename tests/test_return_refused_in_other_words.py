"""The goods' trip back refused in words the reader did not know ("I'm not giving it back", "I won't hand it over to a
courier", "I'd prefer not to have it collected", "collection doesn't suit me, skip it", "I'd rather keep it than post it
back", the goods kept and put to a use of the customer's own) forbids the return and the collection: where the seller's
remedy collects the goods before the refund, the refund goes to a person instead of a collection nobody wanted
(runs/intents/return_refused.py; verifier's round /work/wt/cases/returns G22 / 43 / 51 / 52 / 53 / 83). Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

REFUSED = [
    "The kettle lid is cracked. Refund please - I'm not giving it back, I've already got used to it.",
    "Kettle came dented, money back please, but I won't hand it over to a courier.",
    "My kettle arrived cracked. Please refund me. I would prefer not to have it picked up.",
    "The kettle arrived with a crack. I'd sooner keep it than post it back - refund please.",
    "Cracked kettle. Refund please. We're hanging on to it, using it as a vase now.",
    "The kettle was cracked on arrival, refund please, and please skip the collection.",
    "kettle is cracked!! refund me. Collection isnt convenient so please cancel it",
    "Kettle arrived cracked, refund please. Honestly I'm not handing them back.",
]


@pytest.mark.parametrize("body", REFUSED)
def test_the_trip_back_refused_forbids_the_return_and_the_collection(body):
    reading = read_ticket("kettle\n" + body)
    assert any(s.is_request and "damaged_item" in s.kinds for s in reading.sentences)
    assert any({"return", "collection"} <= set(s.forbids) for s in reading.sentences), [(s.role, s.forbids, s.text) for s in reading.sentences]


NOT_REFUSED = [
    "The kettle is cracked. I'm not giving it back until the refund lands.",  # a condition
    "The kettle is cracked, refund please. I'd prefer not to have it collected on Monday, I'm away.",  # a time
    "The kettle is cracked, refund please. They're not giving my money back though?",  # money, not the goods
    "The kettle is cracked, refund please. I use it every day so please be quick.",  # a use, nothing kept
    "The kettle is cracked, refund please. I'll keep the box for the courier.",  # the box kept for the collection
]


@pytest.mark.parametrize("body", NOT_REFUSED)
def test_conditions_times_and_money_refuse_nothing(body):
    reading = read_ticket("kettle\n" + body)
    assert not any("collection" in s.forbids for s in reading.sentences), [(s.role, s.forbids, s.text) for s in reading.sentences]


KETTLE = [line("KET-1", "Stovetop kettle", 4800)]


@pytest.mark.django_db
def test_no_collection_starts_and_the_refund_waits_for_a_person(tmp_path):
    cases = [case(f"RRW-{n}", body, KETTLE, intents=["damaged_item"], subject="kettle", ref=f"SU-7200{n}", remedy="collect_and_refund",
                  expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "collection"}]})
             for n, body in enumerate(REFUSED[:4])]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
