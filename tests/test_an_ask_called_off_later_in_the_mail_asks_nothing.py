"""The mail's ask called off later in the same mail, anywhere in a sentence ("On reflection I'll hang on to it, so please
cancel that request", "Scratch my complaint, my husband ordered the black one on purpose - all good"), takes back every
claim before it: no return starts, nothing is paid, and the ticket, asking nothing, goes to a person to answer
(runs/intents/whole_ask_called_off.py; verify round VF-419, VF-507: the return started anyway). Near-misses still ask: a
return asked beside "all good otherwise", "never mind the colour, can you swap it?", "I won't be keeping it", a label
asked. Wording written for these tests."""

import pytest

from runs.intents.whole_ask_called_off import CALLED_OFF_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

RETURN = "I'd like to return the rattan tray - changed my mind. "
WRONG = "The parcel had a black lamp instead of the brass one. "

CALLED_OFF = [
    RETURN + "On reflection I'll hang on to it, so please cancel that request.",     # formal
    RETURN + "Actually forget I asked, I'm keeping it.",                              # chatty
    RETURN + "hmm nvm, ill hang onto it",                                             # texting
    RETURN + "Please withdraw my request, we has decided to keep it after all.",      # non-native
    WRONG + "Scratch my complaint, my husband ordered the black one on purpose - all good.",
    WRONG + "Oh ignore me - turns out my wife picked the black, all good.",
    WRONG + "Please cancel my complaint, the black one is what we wanted.",
    WRONG + "Forget I said anything, it was ordered on purpose.",
]

STILL_ASKED = [
    RETURN + "Can you email me a label?",
    RETURN + "All good otherwise, please send a label.",
    RETURN + "I won't be keeping it.",
    WRONG + "All good otherwise, but the lamp is the wrong colour - please swap it.",
    WRONG + "Never mind the colour, can you swap it?",
    WRONG + "I need the brass one, please.",
]


def _subject(body: str) -> str:
    return "Return" if body.startswith(RETURN) else "Wrong item"


@pytest.mark.parametrize("body", CALLED_OFF)
def test_the_ask_called_off_leaves_nothing_asked(body):
    read = reading(body, subject=_subject(body))
    assert not read.requests, shown(read)
    # (called off here, or by the passes before where the words open the sentence: either way the claim is settled)
    assert [s for s in read.sentences if s.why == CALLED_OFF_WHY or s.settles], shown(read)


@pytest.mark.parametrize("body", STILL_ASKED)
def test_a_near_miss_still_asks(body):
    read = reading(body, subject=_subject(body))
    assert read.requests and not [s for s in read.sentences if s.why == CALLED_OFF_WHY], shown(read)


def test_an_earlier_mail_set_aside_calls_off_nothing_here():
    read = reading("The mug never came. Please ignore my last email, I had the wrong address on it. Where is it?", subject="Mug")
    assert read.requests and not [s for s in read.sentences if s.why == CALLED_OFF_WHY], shown(read)


def test_an_ask_of_another_sort_before_it_is_left_to_a_person():
    read = reading("Please change my phone number to 555 0100. " + RETURN + "Never mind, I'll keep it.", subject="Return")
    assert not [s for s in read.sentences if s.why == CALLED_OFF_WHY], shown(read)


TRAY = [fc.line("RTT-1", "Rattan tray", 3900)]
LAMP = [fc.line("BRL-1", "Brass lamp", 7200)]


@pytest.mark.django_db
def test_end_to_end_an_ask_called_off_returns_and_pays_nothing(tmp_path):
    nothing = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [fc.case(f"ACO-{n}", body, TRAY if body.startswith(RETURN) else LAMP, intents=[], subject=_subject(body), ref=f"SU-7192{n}",
                     expected=nothing) for n, body in enumerate(CALLED_OFF)]
    fc.assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_a_return_still_asked_goes_back(tmp_path):
    cases = [fc.case(f"ACN-{n}", body, TRAY, intents=["change_of_mind"], subject="Return", ref=f"SU-7193{n}",
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "RTT-1"}]})
             for n, body in enumerate(STILL_ASKED[:3])]
    fc.assert_settled_as_expected(tmp_path, cases)
