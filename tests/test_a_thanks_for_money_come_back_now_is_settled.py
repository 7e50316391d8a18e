"""A thanks for money come back, with "now" ("thanks, the duplicate charge has been refunded now"), is a settled past
problem: the "now" tells the refund landed, no turn to a new problem (runs/intents/thanked_money_back_now.py). A new
clause after it, "but"/"still", a thanks in advance, or a question still turn or ask. Wording written for these tests."""

import pytest

from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "thanks, the duplicate charge has been refunded now",
    "Cheers - the double payment's been credited now :)",
    "The duplicate charge has been refunded now, thank you!",
    "thank u the extra charge was refunded now",
    "Hi, just to say thanks - the second payment has been credited now.",
    "Many thanks, that double charge got refunded now x",
])
def test_a_thanks_for_money_back_now_asks_nothing(body):
    read = reading(body)
    assert "duplicate_charge" not in read.intents and not read.requests, shown(read)


@pytest.mark.parametrize("body,kind", [
    ("thanks, the charge was refunded, now the lamp is broken", "damaged_item"),
    ("thanks in advance, the duplicate charge has been refunded now", "duplicate_charge"),
    ("Thanks, the duplicate charge was refunded but now I've been charged twice again!", "duplicate_charge"),
    ("The duplicate charge has been refunded now, but the mug is still chipped, thanks", "damaged_item"),
])
def test_a_turn_after_the_money_back_is_still_a_claim(body, kind):
    read = reading(body)
    assert kind in read.intents, shown(read)


def test_a_question_whether_it_is_refunded_now_is_no_settled_thanks():
    read = reading("Has the duplicate charge been refunded now?")
    assert read.requests, shown(read)
