"""Both remedies declined in so many words for goods the customer likes ("Please do NOT send a replacement and I don't
want a refund either - I like it, it's handmade and I rather enjoy the quirk") ask nothing, even when the quirk told
before is no claim the screener reads: the sentence is context holding any refund or return, and a ticket asking
nothing else goes to a person whole ("answer the ticket"), never an `other` subtask treating the remark as a request.
A second ask beside it ("but can you tell the maker?"), a replacement asked instead, or a refund liked better stay asks."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

R14 = ("This isn't a complaint as such. The serving bowl from SU-83214 has a patch where the glaze is thin and a little rough. Please "
       "do NOT send a replacement and I don't want a refund either - I like it, it's handmade and I rather enjoy the quirk. I only "
       "mention it so you can pass it on to whoever makes them, in case it matters for food safety.")


def _read(body: str):
    return read_ticket(f"Feedback\n{body}", order_ref="")


@pytest.mark.parametrize("body", [
    R14,
    "This is just feedback. The mug has a little bubble in the glaze on the handle. Please don't send a replacement and I don't want "
    "a refund either - I love it, bubble and all.",
    "the oak board has a dark knot near one corner. dont send me another one and dont refund it, i actually like it that way.",
    "FYI the stitching on the cushion is a bit uneven along one edge. I don't want a new one and I don't want my money back, I'll "
    "happily keep it.",
    "Not a complaint! The throw's colour is a shade darker than the website. Don't send a replacement and don't refund me, I really "
    "like the darker colour.",
])
def test_both_remedies_declined_for_goods_liked_ask_nothing_and_hold_the_refund(body):
    reading = _read(body)
    assert not reading.requests, [(s.role, s.kinds, s.text) for s in reading.sentences]
    declined = [s for s in reading.sentences if s.role == "context" and {"refund", "replacement"} <= set(s.forbids)]
    assert declined, [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body,kinds", [
    ("The bowl came chipped. Don't send a replacement and I don't want a refund either - I like it, but can you tell the maker?",
     {"damaged_item", "other"}),
    ("The bowl came chipped. Please DON'T refund me, I just want a replacement sent out.", {"damaged_item"}),
    ("The bowl came chipped, please refund it. I don't want a replacement, I like the refund better.", {"damaged_item"}),
])
def test_an_ask_beside_or_one_remedy_declined_still_asks(body, kinds):
    reading = _read(body)
    assert kinds <= set(reading.intents), [(s.role, s.kinds, s.text) for s in reading.sentences]


def test_not_a_complaint_is_no_problem_told():
    reading = _read("This isn't a complaint as such. The bowl is lovely.")
    assert not reading.requests


@pytest.mark.django_db
def test_offline_hands_the_whole_ticket_to_a_person_and_pays_nothing(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-83214", maya, house, [("BWL-GLZ-1", "Hand-glazed serving bowl", 1, 5200)])
    run = offline_run(R14, "SU-83214")
    assert Refund.objects.count() == 0 and ReturnRequest.objects.count() == 0
    assert not run.subtasks.exists()
    assert run.status == Run.Status.AWAITING_ESCALATION
    assert run.escalations.get().open_item.startswith("answer the ticket")
