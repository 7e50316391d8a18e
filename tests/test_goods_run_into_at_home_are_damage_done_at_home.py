"""Someone at home, or their animal, running or backing into the goods is damage done at home: "The dog ran into the lamp
and now the base is cracked, refund please" was read as a damage claim, so a model's refund of the lamp would have passed
every guard check. Now "ran / bumped / crashed / backed / walked into" the goods is a household act, for the screener and
the guard (damage_not_caused_at_home) alike, told in the sentence or beside it; running "into a problem" or "into some
trouble", and the courier running into the gate, are no act on the goods. Wording written for these tests."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from tests.guard_fixtures import decision_on

ORDER = {"order_ref": "SU-79040", "customer": {"email": "maya@example.com"}, "seller": {"name": "Our shop", "seller_type": "first_party"},
         "lines": [{"sku": "LMP-1", "description": "Ceramic table lamp", "quantity": 1, "unit_price_cents": 5600},
                   {"sku": "MIR-1", "description": "Round wall mirror", "quantity": 1, "unit_price_cents": 8900}], "refunds": []}

RUN_INTO = [
    ("The dog ran into the lamp and now the base is cracked, refund please", "LMP-1"),
    ("my husband backed into the mirror with the hoover, its cracked. can i get a refund", "MIR-1"),
    ("The kids crashed into the lamp playing tag and the shade split. Refund?", "LMP-1"),
    ("I bumped into the lamp getting up in the night and it smashed, could you refund it", "LMP-1"),
    ("Our puppy charged straight into the mirror leaning on the wall. It's cracked now. Money back please.", "MIR-1"),
    ("my son walked into the lamp with his bike n the base broke - refund?", "LMP-1"),
]


@pytest.mark.parametrize("text, sku", RUN_INTO)
def test_goods_someone_at_home_ran_into_are_no_damage_claim(text, sku):
    assert "damaged_item" not in read_ticket(text, order_ref="SU-79040").intents


@pytest.mark.parametrize("text, sku", RUN_INTO)
def test_the_guard_refuses_a_refund_of_goods_someone_at_home_ran_into(text, sku):
    # as a model would have it: the sentence read as a damage claim
    asked = [{"text": text, "kinds": ["damaged_item"], "spans": {}}]
    result = guards.check_not_caused_at_home(decision_on(sku, cents=5600), ORDER, asked)
    assert result.passed is False and "done at home" in "; ".join(guards.plain_words(result.check, result.inputs))


@pytest.mark.parametrize("text", [
    "I ran into a problem with the lamp: the base arrived cracked. Refund please",
    "We ran into some trouble unpacking, the mirror arrived cracked in the box. Refund please.",
    "The courier ran into my gate with the parcel and the lamp arrived cracked. Refund please.",
    "bumped into your driver at the door, he handed me the box and the mirror inside was already cracked. refund pls",
    "Ran into an issue - the lamp came with a cracked base. Can I get a refund?",
])
def test_running_into_a_problem_or_the_courier_running_into_the_gate_leaves_the_claim(text):
    reading = read_ticket(text, order_ref="SU-79040")
    assert "damaged_item" in reading.intents
    sku = "MIR-1" if "mirror" in text else "LMP-1"
    assert guards.check_not_caused_at_home(decision_on(sku, cents=5600), ORDER, request_dicts(reading, "SU-79040")).passed is True
