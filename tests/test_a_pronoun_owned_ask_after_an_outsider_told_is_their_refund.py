"""Goods a pronoun gives another person in an ask of money to the customer ("Could you refund her blender to my card as
well?") are that person's when the ticket tells who the pronoun stands for as someone outside the household or the sender
of a mail the customer forwards ("Forwarding what my friend Priya sent me below."): the ask is `other` for a person, and
the forwarded problem is told for it, no claim of the customer's (runs/intents/owner_told_before.py; blind round ver42,
V42-B5: the friend's blender was adopted as the customer's damage and the one toaster of the customer's order, named only
where its late delivery was asked, was paid $33.00). The customer's own goods and a household's stay their claims.
Wording written for these tests."""

import pytest

from runs.intents.others_refund_to_me import OTHERS_REFUND_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

THEIRS = [
    ("Forwarding what my friend Priya sent me below. Could you refund her blender to my card as well, since I paid for it?\n\n"
     "---------- Forwarded message ---------\nFrom: Priya\nthe blender you gave me never switched on, not once :(", "her blender"),
    ("My neighbour asked me to pass this on. Can you put his kettle refund onto my Visa please?\n\n> The kettle I got leaks "
     "from the base.", "his kettle"),
    ("See below from a colleague of mine. Please refund their lamp to my account, I bought it for the office.\n\n"
     "From: Sam\n> The lamp arrived with the shade crushed.", "their lamp"),
    ("fwd from my mate Dev - can u refund his headphones to my card pls, i paid.\n\n> headphones dead on arrival, no sound at all",
     "his headphones"),
    ("Priya sent me this, see below. Would you refund her blender on to my card?\n\nFrom: Priya Shah\n"
     "> My blender came with a cracked jug.", "her blender"),
    ("My flatmate's parcel came with mine and I'm writing for her. Could her toaster be refunded to my card, as I paid?\n\n"
     "> The toaster was smashed when I opened it.", "her toaster"),
]

STILL_OWN = [
    # no pronoun owning the goods
    "My friend recommended this teapot and it arrived cracked. Please refund it to my card.",
    # a household's goods, nobody outside told
    "My daughter's teapot from this order arrived chipped. Could you refund her teapot to my card?",
    "My wife opened the parcel and her teapot lid was cracked. Please refund it to my card.",
    # an outsider told, the goods the customer's own
    "My neighbour took the parcel in for me. The teapot inside was cracked, please refund it to my card.",
]


@pytest.mark.parametrize("body, quoted", THEIRS)
def test_the_ask_is_a_request_for_a_person_and_no_claim_of_the_customers(body, quoted):
    read = reading(body, "Fwd: from a friend", ref="SU-72501")
    asks = [s for s in read.requests if s.kinds == ["other"] and quoted in s.text]
    assert asks and asks[0].why == OTHERS_REFUND_WHY, shown(read)
    assert not set(read.intents) & {"damaged_item", "non_delivery", "wrong_item"}, shown(read)


@pytest.mark.parametrize("body", STILL_OWN)
def test_the_customers_own_goods_stay_their_claim(body):
    read = reading(body, "teapot", ref="SU-72501")
    assert "damaged_item" in read.intents, shown(read)
    assert not any(s.why == OTHERS_REFUND_WHY for s in read.sentences)


TOASTER = [fc.line("TST-2", "Two-slice toaster", 3300)]


@pytest.mark.django_db
def test_the_late_fee_is_paid_and_the_friends_goods_go_to_a_person(tmp_path):
    fee = {"amount_cents": 599, "source": "platform", "lines": []}
    cases = []
    for i, (body, quoted) in enumerate(THEIRS[:4]):
        c = fc.case(f"OT-{i}", f"{body.split(chr(10))[0]} Also on my own order SU-7251{i} the toaster came three days late, so "
                    f"please refund the delivery charge.\n\n{body.split(chr(10), 1)[1]}", TOASTER, subject="Fwd: toaster + a friend's",
                    ref=f"SU-7251{i}", intents=[{"kind": "other", "quote": quoted}, "late_delivery"],
                    expected={"outcome": "partial", "refunds": [fee], "escalations": [{"item": quoted}]})
        cases.append(fc.late_by(c, 3))
    fc.assert_money_as_expected(tmp_path, cases)
