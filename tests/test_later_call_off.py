"""A return asked and then called off later in the same mail (an edit, a postscript, a second thought) starts nothing: the
ask is withdrawn, the calling off asks nothing, and no return, collection or refund of it is made (runs/intents/
later_call_off.py; the openers shared by every reader of a calling off: runs/intents/afterthoughts.py). Wording written
for these tests; the verifier's round is /work/wt/cases/returns (G25 / 33 / 55 / 62 / 63 / 64 / 73 / 74)."""

import pytest

from runs.intents import read_ticket
from runs.intents.afterthoughts import asks_beside_call_off
from runs.intents.later_call_off import later_call_off
from tests.fresh_cases import case, line, run

CALLED_OFF = [
    "Could you book a return for the floor lamp? It's taller than I thought.\n\nEDIT: ignore that, my partner loves it - the lamp stays.",
    "i want to send the lamp back pls. ps - nevermind, keeping it",
    "Hi, I'd like to return the lamp, colour is off.\nUpdate 9:40 - no longer needed, we're keeping it.",
    "please arrange a return for the lamp. on reflection, disregard this - it looks fine in the hall now",
    "Can I send the lamp back? Wait, I've changed my mind; we'll keep it.",
    "Return request for the lamp please.\n---\nLater: scratch that, found the perfect corner for it.",
    "I'd like to return the lamp. Hmm, no we won't, it's grown on me.",
    "I'd like to return the lamp. Second thoughts: keeping it.",
    "Please start a return on the lamp.\n\nEdit 14:05 - cancel that, the lamp stays.",
    "Return the lamp please. Hold on, I've changed my mind again; keeping it.",
]


@pytest.mark.parametrize("body", CALLED_OFF)
def test_a_return_called_off_later_asks_nothing(body):
    reading = read_ticket("lamp\n" + body)
    assert not [s for s in reading.sentences if s.is_request], [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert not any(s.asks_return for s in reading.sentences if s.role != "context")
    assert any("return" in s.forbids for s in reading.sentences)


NEAR_MISSES = [
    # no afterthought before the keeping: the box is kept for the return, a wish to be kept posted
    ("I'd like to return the lamp. I'll keep the box for the return.", "change_of_mind"),
    ("Please return the lamp, it's too big. Keep me posted.", "change_of_mind"),
    # another request of no kind after it
    ("Please set up a return for the lamp. PS cancel my subscription too.", "change_of_mind"),
    # other goods kept, or some of the goods asked
    ("I'd like to return the lamp. EDIT: the belt stays with me.", "change_of_mind"),
    ("I'd like to return the lamp and the rug. EDIT: the rug stays.", "change_of_mind"),
    # keeping beside the money asked is the refund-and-keep remedy, not a calling off
    ("The lamp came cracked, refund please. PS I'll keep it.", "damaged_item"),
    # "scratch that" or "ignore that" about an address, "all good" about other goods
    ("The lamp is chipped, refund please. My address is 4 Elm St. Actually scratch that, it's 5 Elm St.", "damaged_item"),
    ("Refund the chipped lamp please. I gave a second address on the phone. Oh, please ignore that.", "damaged_item"),
    ("1) lamp - cracked, refund please\n2) decanter - all good", "damaged_item"),
]


@pytest.mark.parametrize("body, kind", NEAR_MISSES)
def test_the_ask_stands_where_nothing_calls_it_off(body, kind):
    reading = read_ticket("lamp\n" + body)
    assert any(s.is_request and kind in s.kinds for s in reading.sentences), [(s.role, s.kinds, s.text) for s in reading.sentences]


def test_a_new_ask_after_the_calling_off_is_the_customers_choice():
    reading = read_ticket("rug\nReturn the rug please. Actually, scratch that - can I swap it for the blue one instead?")
    assert any(s.is_request for s in reading.sentences)
    assert later_call_off("EDIT: cancel that, please refund it instead") is None
    assert later_call_off("EDIT 2pm: no longer needed, keeping it.") == ("bare", "it")
    assert later_call_off("The lamp stays.") is None  # no afterthought opens it


def test_what_is_left_of_a_calling_off_asks_only_when_it_asks():
    assert not asks_beside_call_off(", found the receipt for the belt I meant - the jacket stays.")
    assert not asks_beside_call_off(" - no swap, no refund, thanks")
    assert asks_beside_call_off(", just refund it please")


@pytest.mark.parametrize("body", [
    "EDIT: scratch that, just refund the mug please.",  # settled.py reads the edit as the shared opener: the new choice stands
])
def test_the_readers_share_the_edit_opener(body):
    reading = read_ticket("mug\nThe mug came chipped, can you send a new one?\n" + body)
    assert any(s.is_request and "damaged_item" in s.kinds for s in reading.sentences)
    assert any(s.role == "context" and "changes this ask" in s.why for s in reading.sentences)


JACKET = [line("JKT-1", "Denim jacket", 8900)]


@pytest.mark.django_db
def test_no_return_starts_and_nothing_is_paid_end_to_end(tmp_path):
    bodies = [CALLED_OFF[1].replace("lamp", "jacket"), CALLED_OFF[2].replace("lamp", "jacket"), CALLED_OFF[6].replace("lamp", "jacket"),
              "Please arrange a return of the jacket - it's too big.\nActually it fits after all. Please don't bother with the return."]
    cases = [case(f"LCO-{n}", body, JACKET, intents=[], subject="jacket", ref=f"SU-7100{n}",
                  expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "asking nothing"}]})
             for n, body in enumerate(bodies)]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
