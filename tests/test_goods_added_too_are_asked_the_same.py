"""Goods added to the ask just made with no asking words of their own ("I'd like to send back the tee. The cap too,
neither is really me") are asked the same: a return after a return, a person's after any other ask; never a
statement that drops them (held-back round ver27a, case 27: the cap's return was dropped). Wording written for these
tests. Near-misses ask nothing: goods added to a statement, goods kept or said fine after "too"."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_added_too import GOODS_ADDED_OTHER_WHY, GOODS_ADDED_WHY
from tests.readings import shown


def _said(reading, start: str):
    return next(s for s in reading.sentences if s.text.lower().startswith(start.lower()))


@pytest.mark.parametrize("body,added", [
    ("Hi! I'd like to send back the tee. The cap too, neither is really me once I tried them on.", "The cap too"),
    ("pls send the lamp back. and the shade as well", "and the shade"),
    ("I wish to return the linen throw, as it no longer suits the room. The matching cushion also.", "The matching cushion"),
    ("Sending back the blue mug. Same for the green one, wrong shade for our kitchen.", "Same for the green"),
    ("Can I return the hiking socks? Oh and the beanie too.", "Oh and the beanie"),
    ("I want to return the kids' raincoat. The wellies as well - they grew out of them before the rain came!", "The wellies"),
    ("Id like to send back the tea towels. Ditto the apron.", "Ditto the apron"),
])
def test_goods_added_after_a_return_are_returned_too(body, added):
    reading = read_ticket(f"Returns\n{body}", order_ref="SU-1")
    said = _said(reading, added)
    # (read here, or already a return by the reading of its own words: "Same for the green one, wrong shade")
    assert (said.role, said.kinds) == ("request", ["change_of_mind"]), shown(reading)


def test_the_held_back_wording_returns_the_cap():
    reading = read_ticket("Returns\nHi! I'd like to send back the tee. The cap too, neither is really me once I tried them on. "
                          "Both unworn with tags.", order_ref="SU-1")
    said = _said(reading, "The cap too")
    assert (said.role, said.kinds, said.why, said.asks_return) == ("request", ["change_of_mind"], GOODS_ADDED_WHY, True), shown(reading)


def test_goods_added_after_another_ask_go_to_a_person_quoted():
    reading = read_ticket("mug\nCould you send me a copy of the invoice for the mug? The teapot too.", order_ref="SU-1")
    said = _said(reading, "The teapot too")
    assert (said.role, said.kinds, said.why) == ("request", ["other"], GOODS_ADDED_OTHER_WHY), shown(reading)


@pytest.mark.parametrize("body,added", [
    ("The scarf is lovely. The hat too.", "The hat too"),
    ("I'd like to send back the tee. The cap too? No, I'll keep that one.", "The cap too"),
    ("Please return the lamp. The shade too is fine, I'll keep it.", "The shade too"),
    ("I'd like to send back the tee. The cap as well is great, we love it.", "The cap as well"),
    ("The courier was very polite. The driver too.", "The driver too"),
])
def test_goods_added_to_a_statement_or_kept_ask_nothing(body, added):
    reading = read_ticket(f"Order\n{body}", order_ref="SU-1")
    said = _said(reading, added)
    assert said.why not in (GOODS_ADDED_WHY, GOODS_ADDED_OTHER_WHY), shown(reading)
