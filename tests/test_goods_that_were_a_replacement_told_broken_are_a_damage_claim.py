"""Goods that were themselves a replacement, told broken ("Now the same thing has happened with the replacement set: two
of them are smashed"), are a damage claim: "replacement" names the goods there, not a remedy whose progress is asked.
Before, "has happened with the replacement" read as asking after a replacement under way, the damage was doubted and the
sentence went to a person as `other` (blind round probe30, section 6). Wording written for these tests.

Near-misses, still a remedy's progress: a replacement asked after, with no damage told of it."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, refund, run


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.doubted, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "I was refunded for the broken glasses already (thanks!). Now the same thing has happened with the replacement set: two of them are smashed.",
    "Same story with the replacement glasses: three of them arrived cracked.",
    "It has happened again with the replacement set - two bowls smashed.",
    "the replacement pair came with a torn strap too",
    "Now the replacement lamp has arrived dented as well, unbelievable.",
    "my replacement vase turned up broken, what are the odds",
    "Has this happened to anyone else? The replacement mugs you sent have both got chipped rims.",
])
def test_goods_that_were_a_replacement_told_broken_are_a_damage_claim(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    told = [s for s in reading.sentences if "replacement" in s.text]
    assert told and told[-1].role == "request" and "damaged_item" in told[-1].kinds and not told[-1].doubted, _shown(reading)


@pytest.mark.parametrize("body", [
    "Has the replacement set shipped yet?",
    "any news on my replacement mug?",
    "Has the replacement been sent?",
    "the replacement is still not here",
])
def test_near_misses_ask_after_the_replacement(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert "damaged_item" not in reading.intents, _shown(reading)
    assert reading.requests, _shown(reading)  # asked after, never dropped


@pytest.mark.django_db
def test_end_to_end_the_two_smashed_are_refunded(tmp_path):
    glasses = [line("GLASS", "Wine glass", 1200, 4)]
    c = case("REPLACEMENT-SET", "The replacement set you sent for my broken glasses came today: two of them are smashed.", glasses,
             intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(cents(glasses, "GLASS", 2), "GLASS", 2)], "returns": []})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["REPLACEMENT-SET"]["passed"], got["REPLACEMENT-SET"]["differences"]
