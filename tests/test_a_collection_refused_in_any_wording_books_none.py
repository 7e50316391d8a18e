"""A collection refused in the customer's own words ("I can't have it collected", "I'd rather you didn't send a courier",
"Collection is not convenient", "we'd prefer not to have anybody come round", "please no collection") forbids the return and
the collection (goods_gone.nobody_to_come, verify round V41-80/81/101/102/126): the guard holds any collection on the order
and a person decides the money. A collection asked, a time for it, a supposition or a past collection forbids nothing."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_gone import nobody_to_come


def _read(body: str):
    return read_ticket(f"my order\nThe cabinet from SU-40001 arrived with a split door, refund please. {body}", order_ref="SU-40001")


def _held(reading) -> bool:
    return any({"return", "collection"} <= set(s.forbids) for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "I can't have it collected, I've got no way to get it out of the flat again.",
    "I'd rather you didn't send a courier to collect it, I'll dispose of it myself.",
    "Collection is not convenient, I work away all month.",
    "we'd prefer not to have anybody come round to pick it up.",
    "please no collection - I'm keeping it.",
    "Honestly a collection isn't practical for us, we're on the fourth floor with no lift.",
    "i cant have them picked up, theres nobody here in the day",
    "We'd sooner you didn't send anyone round for it.",
    "I'd rather if you did not arrange a pickup, thanks.",
    "So no collection, I'll sort it out myself.",
    "We are not having a courier come to the house.",
    "A pickup really wouldn't work for us, the lane is too narrow for a van.",
])
def test_a_collection_refused_in_other_words_holds_it(body):
    reading = _read(body)
    assert _held(reading), [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]
    assert "damaged_item" in reading.intents
    assert not any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "Collection is not convenient on Monday, could you do Tuesday?",
    "Can the collection be on Friday?",
    "If I can't have it collected, can I drop it at the post office?",
    "No collection has been booked yet, when will it be?",
    "The collection was not convenient last time either.",
    "I'd rather you didn't send a replacement.",
    "Please arrange a collection as soon as you can.",
    "The courier was rude.",
])
def test_a_collection_asked_timed_supposed_or_past_is_not_refused(body):
    assert not _held(_read(body))


def test_the_refusal_read_alone():
    assert nobody_to_come("I can't have it collected.")
    assert nobody_to_come("Collection isn't an option for me.")
    assert not nobody_to_come("I can't have it collected until Saturday.")
    assert not nobody_to_come("whether I can have it collected at all")
