"""Screening: a fault heard or seen in use ("a loud grinding noise", "switches itself off", "a hairline down the
jug", "the light never comes on", "it seeps out", "the wheel wobbels") is damage, and a parcel whose tracking has
stood on one status for days ("has said 'label created' ever since", "stuck on 'in transit'"), or that is nowhere
in the porch, is a non-delivery; a noise or a status that is nothing wrong reads no claim."""

import pytest

from runs.intents import read_ticket


def _kinds(text: str) -> list[str]:
    return read_ticket(f"help\n{text}").intents


@pytest.mark.parametrize("body", [
    "The coffee grinder makes a horrible screeching noise when it starts.",
    "Every time I switch the fan on there's a clanking sound from the base.",
    "The heater switches itself off after a few seconds.",
    "There's a hairline across the bottom of the teapot.",
    "The little green light never comes on when it's plugged in.",
    "The flask seeps tea from under the lid.",
    "the front wheel wobbels when you push it",
])
def test_a_fault_heard_or_seen_in_use_is_damage(body):
    assert "damaged_item" in _kinds(body)


@pytest.mark.parametrize("body", [
    "The tracking has said 'label created' ever since I ordered, ten days ago.",
    "Tracking stuck on in transit since the 2nd.",
    "The tracking page still only says \"Awaiting collection\" two weeks later.",
    "Courier says it was left but there is nothing in the porch.",
])
def test_a_parcel_stuck_on_one_status_or_not_in_the_porch_is_a_non_delivery(body):
    assert "non_delivery" in _kinds(body)


@pytest.mark.parametrize("body", [
    "The tracking said 'out for delivery' this morning and it came at noon, thanks!",
    "I love the whooshing sound the kettle makes, very satisfying.",
    "My hairline is receding but the hair clippers work great.",
])
def test_a_status_that_came_good_or_a_sound_nobody_minds_reads_no_claim(body):
    assert not set(_kinds(body)) & {"damaged_item", "non_delivery"}
