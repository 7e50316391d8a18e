"""A change of mind striking the return by name ("forget the return, keeping it") takes back the return asked, wherever it
was asked in the mail: in another paragraph, or with a claim told between them, which stands (runs/intents/
return_struck_by_name.py, the hook in settled._withdraw_changed_asks; blind round probe30). Before, it took back the ask
just before it in its paragraph: the chipped lamp's claim was dropped and the rug still went back, or nothing was called
off. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, line


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Hi, I'd like to return the lamp please, it doesn't suit the room.\n\nThe delivery was quick, thanks.\n\nforget the return, keeping it",
    "please send me a return label for the lamp\nps forget the return, keeping it",
    "Can I return the lamp? It's not what I expected. Actually, forget the return, keeping it.",
    "I want to send the lamp back for a refund. The shade is a bit too yellow for us. forget the return, keeping it",
    "Looking to send back the lamp.\n\nKind regards,\nSam\n\nP.S. scrap the return - my partner loves it, we're keeping it",
    "i wanna return the lamp its too big. oh and the delivery guy was lovely. nvm, forget the return, keeping it lol",
])
def test_the_return_asked_is_called_off(body):
    reading, shown = _reading(body)
    assert reading.intents == [], shown


@pytest.mark.parametrize("body,intents", [
    # a claim told between the return and its calling off stands; only the return is taken back
    ("I'd like to return the rug. Also the lamp came chipped, refund please. forget the return, keeping it", ["damaged_item"]),
    ("Return for the rug please.\n\nThe lamp arrived with a cracked base - can you refund it?\n\nActually forget the return, we're keeping the rug.",
     ["damaged_item"]),
])
def test_a_claim_told_between_stands(body, intents):
    reading, shown = _reading(body)
    assert reading.intents == intents, shown


@pytest.mark.parametrize("body,intents", [
    # a change of mind naming no return takes back the ask just before it, as before
    ("I'd like to return the rug. The lamp came chipped. Actually scratch that, just refund the lamp.", ["change_of_mind", "damaged_item"]),
    # nothing called off: the return stands
    ("I'd like to return the rug. Also the lamp came chipped, refund please.", ["damaged_item", "change_of_mind"]),
    # a return on the record, cancelled: a person's (withdrawn_asks.py)
    ("Please cancel the return I booked for the rug last week.", ["other"]),
])
def test_near_misses_read_as_before(body, intents):
    reading, shown = _reading(body)
    assert sorted(reading.intents) == sorted(intents), shown


@pytest.mark.django_db
def test_end_to_end_no_return_starts_and_the_claim_between_is_paid(tmp_path):
    goods = [line("RUG-1", "Jute rug", 8900), line("LMP-1", "Table lamp", 5400)]
    body = "I'd like to return the rug. Also the lamp came chipped, refund please. forget the return, keeping it"
    from tests.fresh_cases import cents, refund
    cases = [
        case("RETSTRUCK-1", body, goods, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(cents(goods, "LMP-1", 1), "LMP-1", 1)], "returns": [], "escalations": []}),
        case("RETSTRUCK-2", "Hi, I'd like to return the rug please, it doesn't suit the room.\n\nThe delivery was quick, thanks.\n\nforget the return, keeping it",
             goods, intents=[], expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]}),
    ]
    assert_all_pass(tmp_path, cases)
