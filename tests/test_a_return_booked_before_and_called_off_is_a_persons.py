"""A return called off in passing ("forget the return I booked, I'll keep it") is a request: no return was asked in this
mail, so one may be open on the record, and a person cancels it or tells the customer there is none. It is never dropped
as a mere decline, and no return may start on it. A claim on other goods beside it stands. Near-misses: a return asked
earlier in the same mail and called off is withdrawn (nothing to cancel, nobody asked); keeping the goods with no return
named asks nothing. Wording written for these tests (runs/intents/withdrawn_asks.py)."""

import pytest

from runs.intents import read_ticket
from runs.intents.withdrawn_asks import RETURN_CALLED_OFF_WHY
from runs.models import Escalation
from runs.shop.models import ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

CALLED_OFF = [
    "Forget the return I booked, I'll keep it.",
    "oh and pls cancel my return for the lamp, im keeping it after all",
    "Please scrap the return label you sent last week - I'm going to keep the rug.",
    "I no longer need the collection I arranged on Monday, we'll keep the sofa.",
    "Could you cancel the return I started yesterday? I've decided to keep the boots.",
    "Hi - forget about the return I requested, I'll hang on to the jacket.",
]


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why, s.forbids) for s in reading.sentences]


@pytest.mark.parametrize("text", CALLED_OFF)
def test_a_return_booked_before_and_called_off_is_a_request_for_a_person(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-79001")
    called = [s for s in reading.requests if s.why == RETURN_CALLED_OFF_WHY] or \
        [s for s in reading.requests if "other" in s.kinds and "return" in " ".join(s.forbids + [s.text.lower()])]
    assert called and all("other" in s.kinds for s in called), _shown(reading)
    assert any("return" in s.forbids for s in reading.sentences), _shown(reading)


@pytest.mark.parametrize("text", CALLED_OFF[1:5])
def test_a_claim_on_other_goods_beside_the_call_off_stands(text):
    reading = read_ticket(f"My order\nThe teapot came with a chipped spout, could you refund it? {text}", order_ref="SU-79001")
    assert "damaged_item" in reading.intents, _shown(reading)
    assert "other" in reading.intents, _shown(reading)


@pytest.mark.parametrize("body", [
    "Can I send the lamp back? It doesn't suit the room. Nah, forget the return, I'll keep it.",
    "I'd like to return the rug please. Actually, cancel that return - I'll keep it.",
    "Please send me a returns label for the boots. Hmm, no, I'll keep them - forget the label.",
    "I want to send the jacket back. On second thoughts, scrap the return, I'll hang on to it.",
    "Could I return the vase? Never mind, no need for the return, I'm keeping it.",
])
def test_a_return_asked_in_the_same_mail_and_called_off_is_withdrawn_not_a_request(body):
    reading = read_ticket(f"My order\n{body}", order_ref="SU-79001")
    assert not reading.requests, _shown(reading)
    assert not any(s.why == RETURN_CALLED_OFF_WHY for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "The chair wobbles a bit but I've tightened it myself, I'll keep it.",
    "Lovely cushions, I'm keeping them all!",
    "The mug has a tiny mark but I'll keep it, no need to do anything.",
    "I'll keep the receipt in case.",
    "We'll keep the box for the return, the kettle is faulty - how do I send it back?",
])
def test_keeping_goods_with_no_return_called_off_asks_no_cancellation(body):
    reading = read_ticket(f"My order\n{body}", order_ref="SU-79001")
    assert not any(s.why == RETURN_CALLED_OFF_WHY for s in reading.sentences), _shown(reading)


@pytest.mark.django_db
@pytest.mark.parametrize("n,text", list(enumerate(CALLED_OFF[:3], start=1)))
def test_offline_hands_the_call_off_to_a_person_and_starts_no_return(settings, n, text):
    maya, house = small_shop(settings)
    delivered_order(f"SU-7910{n}", maya, house, [("LMP-1", "Table lamp", 1, 4500), ("RUG-1", "Jute rug", 1, 6000)])
    run = offline_run(text, f"SU-7910{n}", subject="My order")
    assert not ReturnRequest.objects.filter(order__ref=f"SU-7910{n}").exists()
    assert Escalation.objects.filter(run=run).exists()
    assert any(text[:15].lower() in e.open_item.lower() for e in Escalation.objects.filter(run=run)), \
        [e.open_item for e in Escalation.objects.filter(run=run)]
