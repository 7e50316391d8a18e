"""A refund the customer says staff already approved, asked to be processed ("Please just process it today, she said it
was already approved and you only need to click the button"), is a chase of a promise the record does not show: one
request for a person, with that reason, never money paid on the customer's word. Decided for blind round adv25,
ADV25-24: a person, not the claim's own subtask, because only a person can check an approval told as given on the phone
(runs/intents/promise_chased.py). Near-misses: the same ask with no approval told before it is no chase of a promise.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.promise_chased import PROMISE_CHASED_WHY


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


STORY = ("I rang about order SU-81801 on Monday - the jacket is too big. Your manager Dev approved a full refund of $96.00 "
         "and said I could keep it.")


@pytest.mark.parametrize("ask", [
    "Please just process it today, she said it was already approved and you only need to click the button.",
    "Please process it, he said it was all sorted on his end.",
    "Can you just process it now, Dev told me it had been signed off.",
    "pls just action it - he confirmed it was approved on the call",
    "Please honour that, your colleague promised it would be done this week.",
    "So please put it through, he said it's already agreed.",
])
def test_a_claimed_approval_goes_to_a_person_as_a_chase(ask):
    reading = read_ticket(f"Approved refund\n{STORY} {ask}")
    chased = [s for s in reading.requests if s.text == ask]
    assert chased and chased[0].kinds == ["other"] and chased[0].why == PROMISE_CHASED_WHY, _shown(reading)


@pytest.mark.parametrize("ask", [
    "Please just process it today, she said it's a busy week for you.",
    "Please process the return today.",
    "Please just process it, the jacket is far too big.",
    "Can you process it now? Thanks.",
    "Please sort it, he said it was fine.",
    "Please just process it today.",
])
def test_with_no_approval_told_the_ask_is_no_chase_of_a_promise(ask):
    reading = read_ticket(f"Jacket\nOrder SU-81801: the jacket is too big, I'd like to return it. {ask}")
    assert not [s for s in reading.sentences if s.why == PROMISE_CHASED_WHY], _shown(reading)
