"""How long a refund takes, asked beside the claim it is for ("And once it's back, roughly how long does the refund take
to reach my card?"), asks a duration that neither "I've refunded $X" nor "you'll get $X back once it arrives" gives,
and no policy states it: an `other` subtask quoting it, a person answers (ver28c V28C-29). "When will the refund show
up?" beside a claim stays that claim's, and the time the customer has to send goods back is no such question."""

import pytest

from runs.intents import read_ticket
from runs.intents.refund_time_asked import REFUND_TIME_ASKED_WHY
from tests.fresh_cases import assert_all_pass, case, cents, line


def _reading(body):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body, asked", [
    ("I picked the wrong size, they're unworn - could I send them back? And once it's back, roughly how long does the refund take to reach my card?",
     "roughly how long"),
    ("The jug arrived cracked, please refund it. How long will the refund take to show on my statement?", "How long"),
    # (once read as the claim's own remedy, tests/test_screening.py: a duration neither the refund nor its reply gives)
    ("The kettle SU-44120 arrived with a cracked lid. How long will the refund take?", "How long"),
    ("changed my mind on the lamp, never used, want to return it. how many days till the money comes back to my account??", "how many days"),
    ("The rug never came. Please refund it. How soon will the money reach my bank, we're a bit tight this month.", "How soon"),
    ("Wrong colour scarf sent, I'd like to return it. Whats the timeframe for the refund to go through once you get it?", "timeframe"),
    ("Charged twice for the kettle, refund the copy please. How quickly does the refund usually land on the card?", "How quickly"),
    ("the mug came smashed, refund pls. how long till my money is back on my card?", "how long till"),
])
def test_how_long_the_refund_takes_is_a_question_for_a_person(body, asked):
    reading = _reading(body)
    others = [s for s in reading.sentences if s.role == "request" and s.kinds == ["other"]]
    assert len(others) == 1 and asked in others[0].text, _seen(reading)


@pytest.mark.parametrize("body", [
    "The platter arrived smashed. When will the refund show up?",
    "The jug arrived cracked, please refund it. When will I see the money?",
    "changed my mind on the lamp, never used. How long do I have to send it back?",
    "The rug never came, refund please. It took three weeks last time for the money to come back, so fingers crossed.",
    "The mug came chipped. I'd like a refund, I've been waiting long enough.",
    "Wrong colour scarf sent. How many days have I got to return it?",
])
def test_no_duration_of_the_refund_asked_is_no_question_of_its_own(body):
    reading = _reading(body)
    assert not any(s.why == REFUND_TIME_ASKED_WHY for s in reading.sentences), _seen(reading)


@pytest.mark.django_db
def test_the_return_is_started_and_the_duration_goes_to_a_person_quoted(tmp_path):
    lines = [line("SNK-42", "Canvas sneakers, size 42", 5200)]
    body = ("Hi, I ordered the wrong size by mistake, they're still in the box, unworn. Can I send them back? "
            "Also, roughly how long does the refund take to reach my card once you have them?")
    assert_all_pass(tmp_path, [case("HLR-1", body, lines, intents=["change_of_mind", "other"], expected={
        "outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "SNK-42"}],
        "escalations": [{"item": "how long does the refund take"}]})])
    assert cents(lines, "SNK-42", 1) == 5616  # (the money follows the return, not paid now)
