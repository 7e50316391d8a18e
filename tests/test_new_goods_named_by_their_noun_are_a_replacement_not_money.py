"""New goods asked by their own noun beside the money refused ("no refund, just send a new lamp pls", "no refund pls, i
just want a new lamp", "Please don't refund me, I just want a new lamp.") are a replacement asked: goods instead of money,
a person arranges them and no refund is paid (wishes R4; one wording paid the refund against "no refund"). Goods bought
elsewhere, new goods refused and whether a replacement is coming ask no replacement. Wording written for these tests."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.new_goods_named import new_goods_named
from tests.fresh_cases import case, line, run

CLAIM = "The kettle from SU-70001 arrived dented. "


def _read(body):
    return read_ticket("Kettle\n" + body, order_ref="SU-70001")


ASKS = [
    "no refund, just send a new kettle pls",
    "no refund pls, i just want a new kettle",
    "Please don't refund me, I just want a new kettle.",
    "i dont want money back, want new kettle",
    "Don't bother refunding, a new kettle is what I want.",
    "Rather than a refund I'd like a brand new kettle sent out to me.",
    "NO REFUND. Send me a fresh kettle instead!!",
]

NOT_ASKED = [
    "I bought a new kettle elsewhere already, so just the refund please.",
    "I don't want a new kettle, they never survive your couriers, refund it please.",
    "Is a replacement being sent for the kettle?",
    "I'd like a refund please, and my new address is 4 Quay Street.",
]


@pytest.mark.parametrize("ask", ASKS)
def test_new_goods_named_beside_money_refused_are_goods_instead(ask):
    read = _read(CLAIM + ask)
    goods = [s for s in read.requests if s.why.startswith(GOODS_INSTEAD)]
    assert goods and "refund" in goods[0].forbids, read.sentences
    assert not any("question" in s.kinds for s in read.requests), read.sentences


@pytest.mark.parametrize("sentence", NOT_ASKED)
def test_goods_bought_refused_or_asked_after_are_no_replacement(sentence):
    read = _read(CLAIM + sentence)
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in read.requests), read.sentences
    assert not new_goods_named(sentence)


KETTLE = [line("KT-1", "Steel kettle", 4000)]


@pytest.mark.django_db
def test_no_refund_is_paid_and_the_replacement_goes_to_a_person(tmp_path):
    cases = [case(f"NEW-{n}", CLAIM.replace("SU-70001", f"SU-7150{n}") + ask, KETTLE, ref=f"SU-7150{n}",
                  intents=[{"kind": "damaged_item", "quote": "arrived dented"}, {"kind": "other", "quote": ask}],
                  expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": ask[-12:]}]})
             for n, ask in enumerate(ASKS[:6])]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0
    for c in cases:
        # nothing paid, the ticket with a person (the escalations' wording not judged here)
        wrong = [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome", "silent drop"))]
        assert not wrong, (c["id"], got[c["id"]]["differences"])
