"""An item of a numbered list that calls its goods fine ("2) the decanter is fine, no problem there") asks nothing,
though a later item of a list whose first item asks is otherwise read as asked too. Near-misses: an item that turns from
fine to a fault ("the decanter is fine but the lid is cracked") or asks something stays asked. Blind round ver25c,
VER25C-19 (runs/intents/fine_list_items.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.claim_remedy_asks import LIST_ITEM_WHY


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def _list(item: str) -> str:
    return f"order SU-79001 - a few things\nHi,\n1) wine glasses: 2 out of the 6 arrived broken\n{item}\n\nPlease sort out 1. Thanks"


@pytest.mark.parametrize("item", [
    "2) the decanter is fine, no problem there",
    "2) decanter - all good",
    "2) The ice bucket arrived perfectly fine.",
    "2) coasters: no issues with those",
    "2) jug is grand",
    "2) the tray came intact",
    "2) nothing wrong with the decanter",
])
def test_a_list_item_calling_its_goods_fine_asks_nothing(item):
    reading = read_ticket(_list(item))
    assert not any(s.why == LIST_ITEM_WHY for s in reading.sentences), _shown(reading)
    assert [k for s in reading.requests for k in s.kinds] == ["damaged_item"], _shown(reading)


@pytest.mark.parametrize("item", [
    "2) the decanter is fine but the lid is cracked",
    "2) the decanter is fine apart from the stopper which won't fit",
    "2) the decanter is fine - can you send me the gift receipt?",
    "2) the jug is fine though I need the matching lid",
    "2) a copy of the invoice for my records",
    "2) the tray is ok, only the handles are loose",
])
def test_a_list_item_that_turns_to_a_fault_or_asks_is_still_asked(item):
    reading = read_ticket(_list(item))
    assert len(reading.requests) >= 2, _shown(reading)
