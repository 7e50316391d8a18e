"""Wrong goods the customer keeps, told in words the keeping readers did not know, book no return and pay nothing: kept
by someone at home ("my son is an M so he's having it", runs/intents/goods_passed_on.py), held on to ("so we'll hang on
to it": its verb was read as goods named, so the claim before stood), kept beside a word to pass on ("so I'll keep them,
but please let your warehouse know": the "but" read as a turn to a remedy, runs/intents/feedback_passed_on.py), kept
bare ("keeping it anyway"), and nothing wanted said bare ("No need for anything"). Read as claims, each booked a return
and promised its money "once it arrives" (verify48 V48-503, V48-611, V48-605). Fresh wording in several voices.
Near-misses keep their reading: other goods sent back beside the kept ones, keeping bargained for part of the money,
a family member's trouble with the goods and a refund asked."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

SHIRT = line("SHRT-L", "Linen shirt, size L", 4200)
_NOTHING = {"outcome": "escalated", "refunds": [], "returns": []}


def _said(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


KEPT = [
    "The shirt is the wrong size (I ordered L, got M), but my husband is an M so he's having it. No need for anything, just so you know.",
    "wrong size came. my brother wears a M so he'll have it. nothing needed",
    "Got a 10 instead of the 9 I ordered. My brother wears a 10 so he'll have them. Nothing needed, just so you know.",
    "Hi - you sent the walnut board instead of the oak one. It's actually lovely, so we'll hang on to it.",
    "The teapot came in red not blue!! We're holding on to it tho, it's nicer.",
    "Wrong colour towel came. Im gonna hang onto it tbh, looks fine.",
    "wrong lamp came!! keeping it anyway.",
    "I ordered size 9 but you sent 10. They fit fine with thick socks so I'll keep them, but please let your warehouse know.",
    "You sent me the large mug instead of the small. I'll keep it but please tell your packers to double check the labels.",
    "you send me wrong colour scarf. my mum is having it, she like it very much. no need do anything",
    "Received the wrong book. I'll give it to my nephew, he'll love it.",
]


@pytest.mark.parametrize("body", KEPT)
def test_wrong_goods_kept_ask_no_remedy(body):
    reading = _said(body)
    assert not set(reading.intents) - {"other"}, reading.as_payload()


@pytest.mark.parametrize("body, kinds", [
    ("I'll keep the blue one and send the red back.", ["change_of_mind"]),  # the red goes back
    ("You sent the wrong size. Can I keep it and get a partial refund?", ["other", "wrong_item"]),  # a person weighs it
    ("The shirt is the wrong size. My son is having problems with the zip so please refund it.", ["wrong_item"]),
])
def test_near_misses_keep_their_reading(body, kinds):
    reading = _said(body)
    assert sorted(set(reading.intents)) == kinds, reading.as_payload()


@pytest.mark.parametrize("body", [
    "You sent the wrong size. My son says he'll have it sent back today, please refund it.",  # a trip, no keeping
    "wrong lamp came. keeping it for you until the courier comes, please collect it",  # kept for the shop
])
def test_goods_held_for_their_trip_back_stay_claimed(body):
    reading = _said(body)
    assert "wrong_item" in reading.intents, reading.as_payload()


@pytest.mark.django_db
def test_no_return_is_booked_nor_money_promised_for_kept_goods(tmp_path):
    bodies = [KEPT[0], KEPT[3], KEPT[6], KEPT[7], KEPT[9], KEPT[10]]
    cases = [case(f"WGK-{n}", body, [SHIRT], intents=["other"] if "please" in body else [], expected=_NOTHING, ref=f"SU-7110{n}")
             for n, body in enumerate(bodies)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        wrong = [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected return", "unexpected refund", "silent drop", "guard violation"))]
        assert not wrong, (c["id"], wrong)


@pytest.mark.django_db
def test_the_red_sent_back_beside_the_blue_kept_still_goes_back(tmp_path):
    red, blue = line("MUG-R", "Mug, red", 1600), line("MUG-B", "Mug, blue", 1600)
    c = case("WGK-N1", "I'll keep the blue one and send the red back please.", [red, blue], intents=["change_of_mind"],
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "MUG-R"}]}, ref="SU-71120")
    got = run(tmp_path, [c])
    assert not [d for d in got["WGK-N1"]["differences"] if d.startswith(("return of", "unexpected return"))], got["WGK-N1"]["differences"]
