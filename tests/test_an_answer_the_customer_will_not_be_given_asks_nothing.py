"""The answer a customer will not be given ("Do not tell me to wait another week.", "don't fob me off again", "DONT tell
me to contact the courier") is how they want to be answered, not a request: read as one, an angry customer's run went
to a person for it and ended partial though the money was right (blind round ver27c, V27C-17). A return refused ("don't
ask me to send it back") and an instruction about the goods ("do not tell the courier to leave it outside") are not
this remark. Fresh wording in several voices."""

import pytest

from runs.intents import read_ticket
from runs.intents.remarks import MANNER_WHY

CLAIM = "THIRD EMAIL - SU-40701\nThe rug STILL hasn't come and your tracking says LOST. I want my money back.\n"


@pytest.mark.parametrize("remark", [
    "Do not tell me to wait another week.",
    "Don't fob me off again.",
    "DONT tell me to contact the courier, thats YOUR job.",
    "Please do not ask me to be patient any longer.",
    "don't u dare tell me to wait 5 more working days",
    "Do not tell me that I should check with my neighbours.",
    "And never tell me to give it another 48 hours again.",
])
def test_the_answer_refused_is_a_remark(remark):
    reading = read_ticket(CLAIM + remark)
    said = [s for s in reading.sentences if s.text == remark]
    assert said and said[0].role == "courtesy" and said[0].why == MANNER_WHY, reading.as_payload()
    assert "other" not in reading.intents


@pytest.mark.parametrize("text", [
    "SU-40702\nThe chair is the wrong colour. Don't ask me to send it back, I'm not paying postage.",
    "SU-40703\nMy parcel is due Friday. Do not tell the courier to leave it outside.",
])
def test_a_return_refused_or_an_instruction_is_no_such_remark(text):
    reading = read_ticket(text)
    assert not any(s.why == MANNER_WHY for s in reading.sentences), reading.as_payload()
    assert reading.requests
