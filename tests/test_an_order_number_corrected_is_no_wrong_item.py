"""An order number the customer corrects is no wrong-item claim (issue #11 held-back: "sorry, wrong one, I mean SU-..."
left a person a task to put right a wrong item nobody claimed). The goods sent wrong stay a wrong item."""

import pytest

from runs.intents import read_ticket

CLAIM = "refund\n\nMy order SU-60410 came with the lid chipped, refund please. "


def _kinds(said: str) -> list[str]:
    return read_ticket(CLAIM + said, order_ref="SU-60410").sentences[-1].kinds


@pytest.mark.parametrize("said", [
    "Oh sorry, wrong one, I mean SU-60411.",
    "sorry wrong order number - it's SU-60411",
    "Apologies, I gave the wrong order number, the right one is 60411.",
    "Sorry, I typed the wrong order number earlier.",
    "oops wrong number!! should be SU-60411",
    "my bad, wrong order no. it was meant to be 60411",
    "I put the wrong ref in, sorry",
])
def test_a_corrected_order_number_claims_nothing(said):
    assert "wrong_item" not in _kinds(said)


@pytest.mark.parametrize("said", [
    "You sent the wrong one, I mean the mug is blue not green.",
    "the wrong one came - order SU-60411",
    "Wrong one again - I ordered SU-60411 stuff",
])
def test_goods_sent_wrong_stay_a_wrong_item(said):
    assert "wrong_item" in _kinds(said)
