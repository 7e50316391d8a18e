"""A politeness put as a condition at a sentence's head ("If it is not too much trouble, could someone look into why I was
billed two times for the same scarf?") is no condition: the duplicate charge it leads into is read as one. Read as its
"if", the sentence was a question about something that has not happened and went to a person as a question of no known
kind (verify33 E27; runs/intents/polite_if_openers.py). Real conditions and hypotheticals keep their reading. Wording
written for these tests."""

import pytest

from runs.intents.polite_if_openers import without_polite_if
from tests.readings import reading, shown

POLITE = [
    "If it is not too much trouble, could someone look into why I was billed two times for the same scarf?",
    "if you don't mind - can you check why my card was charged twice for the mug?",
    "If possible, could you look at why I paid twice for this order?",
    "If it's no bother, could you explain why the lamp was billed two times?",
    "if its not too much hassle, can u check why i got charged twice for the rug??",
    "If you get a chance, could you find out why I was debited twice for the kettle?",
    "If you wouldn't mind, please look into the double charge for my candles.",
]
CONDITIONS = [
    "If the charge shows twice tomorrow, could you refund one?",
    "if it arrives broken could I return it?",
    "If I was charged twice, would you refund one?",
    "Should it turn up damaged, can I send it back?",
]


@pytest.mark.parametrize("text", POLITE)
def test_a_duplicate_charge_after_a_polite_if_is_read(text):
    read = reading(text)
    assert "duplicate_charge" in read.intents, shown(read)


@pytest.mark.parametrize("text", CONDITIONS)
def test_a_real_condition_keeps_its_if(text):
    assert without_polite_if(text) == text
    read = reading(text)
    assert "duplicate_charge" not in read.intents and "change_of_mind" not in read.intents, shown(read)
