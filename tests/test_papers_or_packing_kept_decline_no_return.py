"""Keeping the receipt, the box, the tags or the packing keeps no goods: "I'd like to return the dress and the belt. I'll
keep the receipt in case." was read as the goods kept (the remedy declined), the return was taken back and nothing went
back, a request dropped in silence (runs/intents/papers_kept.py). Goods kept still decline. Wording written for these
tests."""

import pytest

from runs.intents import read_ticket


def _reading(body: str):
    reading = read_ticket(f"Returning SU-27120\n{body}", order_ref="SU-27120")
    return reading, [(s.role, s.kinds, s.forbids, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "I'd like to return the dress and the belt. I'll keep the receipt in case.",
    "Can I send the dress back? I'll keep the box until I hear from you.",
    "I want to return the dress, I'm keeping the tags on it and the original packaging.",
    "i want to return the dress. ill keep the reciept, and the labels are still on",
    "Please arrange the return of the linen dress. I will hold on to the invoice for now.",
    "I would like to return the dress. We'll keep the gift bag, it's nice.",
])
def test_papers_kept_leave_the_return_asked(body):
    reading, shown = _reading(body)
    assert "change_of_mind" in reading.intents, shown


@pytest.mark.parametrize("body", [
    "The mug is chipped but I'll keep it.",
    "I was going to return the dress but I'll keep it, it's grown on me.",
    "I'll keep the dress after all, no return needed.",
])
def test_goods_kept_still_decline(body):
    reading, shown = _reading(body)
    assert not reading.known_kinds, shown


@pytest.mark.parametrize("body", [
    "Can you change my address? I'll keep the receipt.",
    "Please cancel my subscription, I'll keep the box for recycling.",
])
def test_requests_of_no_known_kind_beside_papers_kept_still_go_to_a_person(body):
    reading, shown = _reading(body)
    assert "other" in reading.intents, shown
