"""The shop quoted promising money, then "it hasn't shown up": the money has not come, not a parcel. "Your agent wrote on
3 March: 'We will refund you $189 in full, no return needed.' It hasn't shown up, please process it now." (a held-back
round: read as non-delivery, a delivery investigation escalated and a reply about an order that never arrived). The chase
goes to a person as a refund the customer says was promised (runs/intents/promise_chased.py), never paid; a parcel told
not come, with no promise of money before it, stays a non-delivery claim."""

import pytest

from runs.intents.promise_chased import PROMISE_CHASED_WHY
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "Your agent wrote on 3 March: 'We will refund you $189 in full, no return needed.' It hasn't shown up, please process it now.",
    "your rep said on the phone \"we'll refund you $60 for the trouble\". it still hasn't come, can you check??",
    "The support team emailed me: 'We have approved a refund of $45.00 to your card.' It never arrived. Please sort it.",
    "Last week your colleague Tom wrote 'We are happy to refund the full $120, keep the item.' That hasn't appeared. Can you look into it?",
    "An agent told me: 'we will credit $35 back to your account.' It has not shown up yet, please action it.",
    "Your store manager replied on Friday: “We'll refund $89 in full.”\nIt still hasn't come through. Where is it?",
])
def test_the_chase_goes_to_a_person_as_a_promised_refund(body):
    read = reading(body)
    assert not any("non_delivery" in s.kinds for s in read.sentences), shown(read)
    assert any(s.why == PROMISE_CHASED_WHY for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", [
    "The lamp never arrived. Can you send it again?",
    "Your agent wrote that the parcel left on 3 March. It hasn't shown up, please find it.",
    "I ordered the blue rug two weeks ago and it still hasn't arrived.",
    "Your rep said it would be delivered Monday. It never came.",
    "The tracking says delivered but it hasn't shown up. Can you check?",
    "My order hasn't shown up. Your agent said they'd look into it.",
])
def test_a_parcel_not_come_stays_a_non_delivery(body):
    read = reading(body)
    assert any("non_delivery" in s.kinds for s in read.sentences), shown(read)
