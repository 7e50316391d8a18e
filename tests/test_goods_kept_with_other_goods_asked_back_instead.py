"""A sentence that keeps some goods and asks to send back, refund or replace OTHER goods ("Actually, scratch that,
I'll keep the shorts and return the socks instead, they're unopened") both takes back the ask for the goods kept
and asks the remedy for the other goods: a request of the kind of the ask it replaces, unless it tells its own.
Read as declining the remedy, the socks' return was neither started nor mentioned (a silent drop).
(runs/intents/kept_instead.py; the lines asked about leave out the goods kept: runs.ticket_lines, not_goods)"""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.kept_instead import KEPT_INSTEAD_WHY
from runs.shop.kinds import NOT_A_CASE, CaseType
from runs.state import DecisionAction
from tests.guard_fixtures import decision_on, lines_asked, order_of, sentences_holding

OTHER = NOT_A_CASE[1]


def _asked(text: str) -> list[tuple[str, list[str]]]:
    return [(s.text, s.kinds) for s in read_ticket(f"Order SU-73000\n{text}").requests]


@pytest.mark.parametrize(("text", "asking"), [
    ("I'd like to send back the grey hoodie, it's too big. Actually no, I'll keep the hoodie and send the joggers back instead.",
     "Actually no, I'll keep the hoodie and send the joggers back instead."),
    ("Can I return the lamp? On second thoughts I'd rather keep the lamp and return the vase instead.", "return the vase instead."),
    ("I want to return the candles, not my style. Hmm, actually keeping the candles but please return the holder instead, it's still boxed.",
     "Hmm, actually keeping the candles but please return the holder instead, it's still boxed."),
    ("i wanna return the mug. nah scratch that ill keep the mug and return the teapot instead its unused",
     "nah scratch that ill keep the mug and return the teapot instead its unused"),
    ("Please refund the blue throw. Wait, I'll hang on to the throw - return the cushion cover instead please.",
     "Wait, I'll hang on to the throw - return the cushion cover instead please."),
    ("I'll keep the shorts and return the socks, they're unopened.", "I'll keep the shorts and return the socks, they're unopened."),
])
def test_the_other_goods_are_asked_and_the_kept_goods_no_longer(text, asking):
    reading = read_ticket(f"Order SU-73000\n{text}")
    assert [(s.text, s.kinds) for s in reading.requests] == [(asking, [CaseType.CHANGE_OF_MIND])]
    s = reading.requests[0]
    assert s.why == KEPT_INSTEAD_WHY and s.asks_return and s.not_goods


def test_a_problem_told_of_the_other_goods_is_their_kind():
    text = "The kettle arrived dented, please refund it. Actually I'll keep the kettle and get a refund on the toaster instead, it's cracked."
    assert _asked(text) == [("Actually I'll keep the kettle and get a refund on the toaster instead, it's cracked.", [CaseType.DAMAGED_ITEM])]


def test_a_refund_of_goods_nothing_was_told_of_is_a_persons():
    assert _asked("I'll keep the lamp and refund the vase please.") == [("I'll keep the lamp and refund the vase please.", [OTHER])]


@pytest.mark.parametrize("text", [
    # keeping alone declines (whether the ask before it is withdrawn is read elsewhere: runs/intents/withdrawn_asks.py)
    "I want to return the shorts. Actually I'll keep the shorts.",
    # keeping, and refusing the other goods' return too
    "I want to return the shorts. Actually I'll keep the shorts, no need to return the socks either.",
    # the same goods, on a condition
    "I'll keep the shorts and return them if they don't fit.",
])
def test_near_misses_ask_no_other_goods(text):
    reading = read_ticket(f"Order SU-73000\n{text}")
    assert all(s.why != KEPT_INSTEAD_WHY for s in reading.sentences)
    assert not any("keep" in s.text for s in reading.requests)


def test_other_goods_added_withdraw_nothing():
    # "as well" keeps nothing: the shorts are still asked
    asked = _asked("I want to return the shorts. And return the socks as well, please.")
    assert asked[0] == ("I want to return the shorts.", [CaseType.CHANGE_OF_MIND])


def test_goods_kept_and_sent_elsewhere_are_no_return():
    assert all(KEPT_INSTEAD_WHY != s.why for s in read_ticket("Order SU-73000\nI'll keep the shorts and send the socks to my sister.").sentences)


ORDER = order_of(("SHR-RUN-M", "Running shorts, blue, M", 1, 3500), ("SCK-RUN-3", "Running socks 3-pack", 1, 1800),
                 ("HDL-LED-1", "LED headlamp", 1, 4200))
SWITCHED = ("Order SU-73000\nI want to return the blue running shorts - changed my mind about the colour. "
            "Actually, scratch that, I'll keep the shorts and return the socks instead, they're unopened.")


def test_the_return_is_of_the_other_goods_and_the_kept_goods_are_held():
    assert lines_asked(ORDER, SWITCHED, CaseType.CHANGE_OF_MIND) == ["SCK-RUN-3"]
    shorts_back = decision_on("SHR-RUN-M", kind=CaseType.CHANGE_OF_MIND, action=DecisionAction.RETURN)
    socks_back = decision_on("SCK-RUN-3", kind=CaseType.CHANGE_OF_MIND, action=DecisionAction.RETURN)
    assert sentences_holding(ORDER, SWITCHED, shorts_back)
    assert not sentences_holding(ORDER, SWITCHED, socks_back)
