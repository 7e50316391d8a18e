"""The waiver table's own wordings are never goods fronted before a waiver: "No worries, never mind." / "no worries: skip it"
read "No worries" as goods waived, "Never mind - forget it." read "Never mind", "All is forgiven - forget it" read "All"
(runs/intents/waived_goods.py, _NOT_A_WAIVER, built from the table _WAIVERS). Near-misses: real goods fronted before the same
wordings are still waived. Wording written for these tests."""

import pytest

from runs.intents.settled import struck_goods
from runs.intents.waived_goods import kindly_waived_spans, waived_spans


def _waived(text: str) -> list[str]:
    return [text[a:b] for a, b in waived_spans(text) + kindly_waived_spans(text)]


@pytest.mark.parametrize("text", [
    "No worries, never mind.",
    "no worries: skip it",
    "Never mind - forget it.",
    "no worries: ignore that",
    "All is forgiven - forget it",
    "No probs - never mind then.",
    "never mind: ignore it lol",
    "No problem, never mind about it.",
    "all forgiven, skip it",
    "Never mind, no worries about it.",
])
def test_the_tables_own_wordings_are_not_read_as_goods(text):
    assert _waived(text) == [], _waived(text)
    assert not struck_goods(text) & {"worri", "worry", "mind", "never", "all", "forgiven", "forgiv"}, struck_goods(text)


@pytest.mark.parametrize("text,goods", [
    ("The bowl, eh, all is forgiven", "The bowl"),
    ("plate: skip it", "plate"),
    ("the mug - never mind", "the mug"),
    ("Towel: no worries", "Towel"),
    ("The saucer, never mind.", "The saucer"),
    ("teapot lid: ignore that", "teapot lid"),
    ("napkins came torn, forget those", "napkins"),
])
def test_real_goods_fronted_before_the_same_wordings_are_still_waived(text, goods):
    assert goods in _waived(text), _waived(text)
