"""Another person's refund asked paid to the customer who writes ("Could you refund Priya's blender to my card as well?"
under a mail forwarded from Priya about her own order; "put my sister's refund on my account, her order SU-71502 never
came"; "Pay his toaster money to me please") is a request of kind `other` a person answers, its sentence quoted: no
claim on the customer's own order for goods that are not on it, no money on the other person's order to this customer,
and the reply says a colleague will look at it (adv28, A28-02: the blender was investigated as the customer's own
undelivered parcel and nothing answered the ask). The customer's own claims beside it are settled as ever; a
household's goods on the customer's own order and the customer's own second order stay their claims. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.others_refund_to_me import OTHERS_REFUND_WHY, TOLD_FOR_IT_WHY
from tests import fresh_cases as fc

OWN = "SU-71501"

ASKED = [
    # a mail forwarded from the goods' owner, the ask naming her
    ("Hi, two things.\n\nThe teapot from my order came with the spout cracked, I'd like my money back for it please.\n\n"
     "My friend asked me to send you this:\n\n---------- Forwarded message ---------\nFrom: Priya Nandakumar <priya.n@example.org>\n"
     "Subject: Order SU-71502\nMy toaster from order SU-71502 never turned up, can someone sort it.\n---------------------------------------\n\n"
     "She says it's fine to put her toaster refund on my card since she owes me money anyway. Could you refund Priya's toaster to "
     "my card as well?\n\nCheers, Gail", "Priya's toaster"),
    # passed on without a forwarding header, the sender's name in a From: line
    ("Hello, my teapot arrived with the lid snapped off, I'd like a refund for it please.\n\nPassing this on from a friend:\n"
     "From: Oskar Lindqvist <oskar.l@example.org>\nSubject: SU-71502\nThe toaster I ordered never came.\n\n"
     "Could you put Oskar's refund for the toaster on my Visa? He says that's fine.", "Oskar's refund"),
    # a neighbour's, the ask pointing back with "it"
    ("The teapot came with a cracked lid, please refund it. Also my neighbour's toaster (SU-71502) never came. She's asked if you "
     "can refund it to my card as she's away for a month.", "refund it to my card"),
    # a sister's refund put on the customer's account
    ("the teapot lid is cracked, I want my money back for it. Also put my sister's refund on my account please, her order SU-71502 "
     "never came.", "sister's refund"),
    # a brother's forwarded line, the money asked "to me"
    ("Teapot arrived cracked, please refund it.\n\nMy brother forwarded me this:\n> The toaster I ordered (SU-71502) never came.\n\n"
     "Pay his toaster money to me please, he owes me.", "his toaster money"),
    # typed in a hurry, no apostrophe
    ("teapot lid cracked refund pls. also cud u refund my mates toaster to my card pls, his order SU-71502 never showd up",
     "mates toaster"),
    # the money for a son's goods, asked "to me instead"
    ("Teapot came cracked, refund please.\n\nMy son ordered a toaster too, SU-71502, it never arrived. Can the money for his toaster "
     "come to me instead?", "money for his toaster"),
]


@pytest.mark.parametrize("body, quoted", ASKED)
def test_the_ask_is_a_request_for_a_person_and_the_other_order_no_claim(body, quoted):
    r = read_ticket(f"teapot\n{body}", order_ref=OWN)
    asks = [s for s in r.requests if s.kinds == ["other"]]
    assert len(asks) == 1 and quoted in asks[0].text
    assert asks[0].why in (OTHERS_REFUND_WHY,) or asks[0].why.startswith("passed on for another person's order")
    assert "damaged_item" in r.intents and "non_delivery" not in r.intents
    # nothing of the toaster is claimed, on any order
    assert not any("toaster" in s.text.lower() and set(s.kinds) - {"other"} for s in r.requests)


def test_the_problem_told_of_the_other_order_is_told_for_the_ask():
    r = read_ticket(f"teapot\n{ASKED[3][0]}", order_ref=OWN)
    assert not any(s.why == TOLD_FOR_IT_WHY for s in r.sentences)  # one sentence: the ask itself names the order
    r = read_ticket(f"teapot\n{ASKED[0][0]}", order_ref=OWN)
    told = [s for s in r.sentences if s.why == TOLD_FOR_IT_WHY]
    assert told and "never turned up" in told[0].text and told[0].doubted == ["non_delivery"]
    assert [s.order for s in r.requests if s.kinds == ["other"]] == ["SU-71502"]


@pytest.mark.parametrize("body, kinds", [
    # the customer's own second order: its own claim
    ("The teapot on this order came cracked, please refund it. Also my other order SU-71503 - the toaster never turned up. "
     "Please refund that too.", {"damaged_item", "non_delivery"}),
    # goods of the household on the customer's own order
    ("My daughter's teapot from this order arrived chipped, refund it to my card please.", {"damaged_item"}),
    ("I bought the teapot as a gift for my mum and it came cracked. Please refund me.", {"damaged_item"}),
    ("The teapot lid arrived cracked. My wife's birthday present (the toaster) never arrived either - please refund it to my card.",
     {"damaged_item", "non_delivery"}),
    ("The teapot lid arrived cracked, please refund it to my card. My husband is cross about it.", {"damaged_item"}),
    ("My friend recommended this teapot and it arrived cracked. Please refund it to my card.", {"damaged_item"}),
    # a name's possessive that is a shop's, no person's order told
    ("Tom's Kitchen sells this teapot cheaper, and mine came cracked. Please refund it to my card.", {"damaged_item"}),
])
def test_the_customers_own_claims_stay_theirs(body, kinds):
    r = read_ticket(f"teapot\n{body}", order_ref=OWN)
    assert kinds <= set(r.intents)
    assert not any(s.why in (OTHERS_REFUND_WHY, TOLD_FOR_IT_WHY) for s in r.sentences)


TEAPOT = [fc.line("TPOT-BLU", "Blue stoneware teapot", 3800)]


def _with_friends_order(cid: str, body: str, expected: dict, own_second: bool = False) -> dict:
    """The customer's delivered teapot order (SU-71501), and another customer's toaster order (SU-71502); with
    `own_second`, the toaster order is the customer's own (SU-71503)."""
    c = fc.case(cid, body, TEAPOT, intents=["damaged_item", "other"], expected=expected, subject="teapot", ref=OWN,
                email="gail.mercer@example.com")
    theirs = fc.case("x", "x", [fc.line("TSTR-2", "Two-slice toaster", 6500)], intents=[], expected={}, ref="SU-71503" if own_second else "SU-71502")
    order = theirs["world"]["orders"][0]
    order["shipments"][0]["tracking_number"] = f"PN{order['ref'][-5:]}B"
    if own_second:
        c["intents"] = ["damaged_item", "non_delivery"]
    else:
        c["world"]["customers"].append({"ref": "C9", "name": "Priya Nandakumar", "email": "priya.n@example.org"})
        order["customer"] = "C9"
    c["world"]["orders"].append(order)
    return c


@pytest.mark.django_db
def test_the_teapot_is_refunded_and_the_ask_goes_to_a_person_quoted(tmp_path):
    teapot = fc.refund(fc.cents(TEAPOT, "TPOT-BLU", 1), "TPOT-BLU", 1)
    cases = [_with_friends_order(f"OTHERS-{i}", body, {"outcome": "partial", "refunds": [teapot], "escalations": [{"item": quoted}]})
             for i, (body, quoted) in enumerate(ASKED) if i in (0, 2, 3, 4, 5)]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])


@pytest.mark.django_db
def test_the_customers_own_second_order_still_gets_its_subtask(tmp_path):
    teapot = fc.refund(fc.cents(TEAPOT, "TPOT-BLU", 1), "TPOT-BLU", 1)
    c = _with_friends_order("OWN-SECOND", "The teapot on this order came cracked, please refund it. Also my other order SU-71503 - "
                            "the toaster never turned up. Please refund that too.",
                            {"outcome": "partial", "refunds": [teapot], "escalations": [{"item": "SU-71503"}]}, own_second=True)
    results = fc.run(tmp_path, [c])
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    assert results["OWN-SECOND"]["passed"], results["OWN-SECOND"]["differences"]
