"""Another person's order told with the possessive's apostrophe left off ("my sisters order SU-82002 which I paid for never
arrived", "my husbands account") is passed on for that person as one with the mark always was
(runs/intents/possessives_unmarked.py), and a sentence telling the customer's own order beside it keeps its own claim
(runs/intents/others_order_told_apart.py): read as the customer's own non-delivery, a follow-up run paid $49.15 by carrier
claim (verify31 V31-11). End to end nothing is paid on the other person's order from this ticket, a person is named it,
and the customer's own wrong item is still worked. Wording written for these tests. Near-misses: a plural ("my sisters
and I ordered", "my sisters ordered it for me"), the customer's own order named."""

import pytest

from runs.intents import OTHER_PERSONS_ORDER
from tests.fresh_cases import _at, case, line, run
from tests.readings import reading, shown

OTHERS = [
    "my sisters order SU-82002 which I paid for never arrived",
    "my friends parcel SU-82002 never came",
    "the order on my husbands account SU-82002 never turned up",
    "My mums order SU-82002 came smashed, she asked me to tell you",
    "hi, our neighbours package SU-82002 has not arrived, can you refund",
    "Re my daughters order (SU-82002): it never got here.",
]


@pytest.mark.parametrize("body", OTHERS)
def test_another_person_s_order_is_passed_on_not_claimed(body):
    read = reading(body, "order", ref="SU-82001")
    assert read.intents == ["other"], shown(read)
    assert all(s.why.startswith(OTHER_PERSONS_ORDER) for s in read.requests), shown(read)


@pytest.mark.parametrize("body, kinds", [
    ("the blanket i ordered (SU-82001) is the wrong colour and my sisters order SU-82002 which I paid for never arrived", {"wrong_item", "other"}),
    ("SU-82001 came with a cracked lid and my husbands order SU-82002 never came", {"damaged_item", "other"}),
])
def test_the_customer_s_own_order_beside_it_keeps_its_claim(body, kinds):
    read = reading(body, "two orders", ref="SU-82001")
    assert set(read.intents) == kinds, shown(read)
    (s,) = read.requests
    assert s.kinds_on("SU-82002") == [] and s.kinds_on("SU-82001") == [*(kinds - {"other"}), "other"], s.kinds_by_order


@pytest.mark.parametrize("body", [
    "My sisters and I ordered SU-82002 and it never arrived",
    "my sisters ordered a lamp SU-82002 for me and it never arrived",
    "my order SU-82002 never arrived",
    "SU-82002 never came, it was a present for my sister",
    "the parcel for my friend SU-82002 never came, I ordered it myself",
    "my order SU-82002 for my sister never arrived",
])
def test_a_plural_or_the_customer_s_own_order_is_still_claimed(body):
    read = reading(body, "order", ref="SU-82001")
    assert "non_delivery" in read.intents, shown(read)


def _two_orders(cid: str, body: str, expected: dict) -> dict:
    c = case(cid, body, [line("BLK-1", "Wool blanket mustard", 7000)], intents=["wrong_item", "other"], subject="two orders",
             ref="SU-82001", expected=expected)
    own = c["world"]["orders"][0]
    theirs = {**own, "ref": "SU-82002", "status": "shipped", "lines": [line("TWL-1", "Bath towel set", 4000)],
              "charges": [{"kind": "items", "description": "Items", "amount_cents": 4000, "charged_at": _at(20)},
                          {"kind": "tax", "description": "Sales tax", "amount_cents": 320, "charged_at": _at(20)},
                          {"kind": "delivery", "description": "Delivery", "amount_cents": 599, "charged_at": _at(20)}],
              "shipments": [{"carrier": "ParcelNet", "tracking_number": "PN82002", "status": "lost", "promised_by": _at(12)[:10],
                             "scans": [{"at": _at(19), "code": "picked_up", "location": "Depot"}], "delivered_at": None}],
              "refunds": []}
    c["world"]["orders"].append(theirs)
    return c


@pytest.mark.django_db
def test_nothing_is_paid_on_the_other_person_s_order_and_a_person_is_named_it(tmp_path):
    cases = [_two_orders("OPO-1", OTHERS[0].replace("my sisters", "the blanket i ordered (SU-82001) is the wrong colour and my sisters"),
                         {"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "BLK-1"}], "escalations": [{"item": "SU-82002"}]}),
             _two_orders("OPO-2", "SU-82001: blanket is the wrong colour!! also my husbands order SU-82002 never came",
                         {"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "BLK-1"}], "escalations": [{"item": "SU-82002"}]})]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        differences = got[c["id"]]["differences"]
        assert not [d for d in differences if d.startswith("unexpected refund")], differences
        assert not [d for d in differences if "SU-82002" in d and "expected" in d and "escalation" in d], differences
