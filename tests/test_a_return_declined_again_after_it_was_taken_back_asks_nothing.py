"""Screening: a ban on sending goods back ("No return needed.", "Don't send a label.") said after the customer took the
return back ("scratch that - we're keeping both") restates the taking back: context, its ban kept, no request for a
person, when nothing else in the ticket could send goods back.

Near-misses that keep going to a person or stay a ban on a claim: the same ban beside a claim of damaged goods (the ban
on the claim's return matters), a ban with no return taken back before it, and a ban on something other than sending
goods back ("please don't ring the doorbell"). Wording written for these tests."""

import re

import pytest

from runs.intents import read_ticket

_BAN = re.compile(r"\bno (?:return|need)\b", re.I)


@pytest.mark.parametrize("body, kind", [
    ("I was going to send the second lamp back. Actually, scratch that - we're keeping both. No return needed. The $8.50 delivery was taken twice though.",
     "duplicate_charge"),
    ("forget the return i asked about, im keeping it. no return needed!! but u charged me twice for delivery", "duplicate_charge"),
    ("Please cancel the return of the mirror, it fits after all. No need to send a courier. My card was charged $121.50 twice for the order.",
     "duplicate_charge"),
    ("Last week I asked to return the rug. We have decided to keep it, so no return is needed. The parcel came four days late, please refund the "
     "delivery fee.", "late_delivery"),
    ("Dear team, kindly withdraw my return request for the vase; I shall keep it. There is no need for a collection. The delivery charge appears "
     "twice on my card.", "duplicate_charge"),
    ("pls scrap the return, we keep it after all. No return needed. You took the delivery money two times from my card", "duplicate_charge"),
])
def test_a_return_ban_after_the_return_was_taken_back_is_no_request(body, kind):
    reading = read_ticket(f"Order SU-43001\n{body}")
    # (a return booked before and called off is still a person's to cancel: that ask stays, the ban after it asks nothing more)
    assert [k for k in reading.intents if k != "other"] == [kind]
    bans = [s for s in reading.sentences if _BAN.search(s.text)]
    assert bans and not any(s.is_request for s in bans), [(s.role, s.kinds, s.text, s.why) for s in bans]


@pytest.mark.parametrize("body", [
    # a claim beside it: the ban is the claim's, as before
    "Scratch that, I'm keeping the rug. The vase arrived cracked though. No return needed, please refund it.",
    # nothing taken back before it
    "No return needed. The $8.50 delivery was taken twice.",
])
def test_a_return_ban_beside_a_claim_or_with_nothing_taken_back_is_read_as_before(body):
    reading = read_ticket(f"Order SU-43011\n{body}")
    banned = [s for s in reading.sentences if set(s.forbids) & {"return", "collection"}]
    assert banned and not all(s.role == "context" and "already took back" in s.why for s in banned)


def test_a_ban_on_something_else_after_a_return_taken_back_still_goes_to_a_person():
    reading = read_ticket("Order SU-43021\nScratch that, we're keeping both lamps. Please don't ring the doorbell on future deliveries, the baby sleeps.")
    assert any("doorbell" in s.text for s in reading.requests)
