"""Goods the customer got from elsewhere are not this order's goods told as come.

"got a cookbook as a present so I don't need the one I bought - it's still in the shrink wrap, can I send it back? And
there's a second copy on backorder on the same order, can you cancel that one?" read "got a cookbook" as the order's
cookbook having come, so the return fell on the backorder line. "got one as a present", "was given one", "bought one
elsewhere" tell of goods from outside the order (ticket_lines._GOT_ELSEWHERE): the line returned is the one "I bought",
and the guard refuses a return of the backorder line. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import lines_asked_about, named_as_come

ORDER = {"order_ref": "SU-52210", "lines": [
    {"sku": "KT", "description": "Copper kettle", "quantity": 1, "unit_price_cents": 4500, "exclusion": ""},
    {"sku": "KT-BO", "description": "Copper kettle (backorder)", "quantity": 1, "unit_price_cents": 4500, "exclusion": ""}]}


def _return(sku: str) -> dict:
    return {"case_type": "change_of_mind", "action": "return", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}],
            "sku": sku, "amount_cents": 0}


def _asked(text: str) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref=ORDER["order_ref"]), ORDER["order_ref"])


GOT_ELSEWHERE = [
    "kettle\n\nHi, got a copper kettle as a present so I don't need the one I bought - it's unopened, can I send it back? "
    "There's a second kettle on backorder on the same order too, please cancel that.",
    "return\n\nhello i received a kettle as a gift last weekend so dont need the kettle i ordered, still boxed, can i return it. "
    "also cancel the backorder one thanks",
    "Kettle\n\nMy sister got me a kettle for my birthday... well I got a kettle from my sister anyway, so the kettle I bought from "
    "you isn't needed. Never opened. Could I send it back please? And cancel the backordered kettle.",
    "return pls\n\ngot a kettle for christmas lol so can i send back the kettle i bought, its sealed. the other one on backorder "
    "can be cancelled too",
    "Return request\n\nGood afternoon. I recieved a kettle as a present from colleagues, so I would like to return the kettle I "
    "purchased; it remains in its packaging. Kindly also cancel the backordered kettle on this order.",
]


@pytest.mark.parametrize("text", GOT_ELSEWHERE)
def test_goods_got_elsewhere_are_not_named_as_come(text):
    assert named_as_come(ORDER, text, {"KT", "KT-BO"}) == set()


@pytest.mark.parametrize("text", GOT_ELSEWHERE)
def test_the_guard_refuses_a_return_of_the_backorder_line(text):
    asked = _asked(text)
    assert not check_line_in_ticket(_return("KT-BO"), ORDER, asked).passed


def test_the_bought_line_is_returned_not_the_backorder():
    text = GOT_ELSEWHERE[0]
    reading = read_ticket(text, order_ref=ORDER["order_ref"])
    planned, _ = lines_asked_about(ORDER, reading, "change_of_mind")
    assert [p["sku"] for p in planned] == ["KT"]
    assert check_line_in_ticket(_return("KT"), ORDER, _asked(text)).passed


BREAD = {"order_ref": "SU-71017", "lines": [
    {"sku": "TTW", "description": "Linen tea towels, set of 2", "quantity": 1, "unit_price_cents": 1600, "exclusion": ""},
    {"sku": "BIN", "description": "Enamel bread bin, cream", "quantity": 1, "unit_price_cents": 3400, "exclusion": ""}]}


@pytest.mark.parametrize("text", [
    # near-misses: goods from this order told as received still read as come
    "I received the tea towels and the bread bin today and the bread bin is dented on the lid. Refund for the bread bin please.",
    "got the tea towels and the bread bin yesterday and the bread bin has a dent so please refund the bread bin",
])
def test_goods_received_from_the_order_are_still_named_as_come(text):
    assert named_as_come(BREAD, text, {"TTW", "BIN"}) == {"TTW"}


def test_the_refusal_says_the_backorder_is_cancelled_not_returned():
    from runs.guards import plain_words
    result = check_line_in_ticket(_return("KT-BO"), ORDER, _asked(GOT_ELSEWHERE[0]))
    assert any("backorder" in w for w in plain_words(result.check, result.inputs))


@pytest.mark.parametrize("text", [
    # near-miss: no backorder to cancel, the bought kettle returned as before
    "kettle\n\nHi, got a copper kettle as a present so I don't need the one I bought, can I send it back?",
])
def test_a_return_with_no_backorder_cancel_is_not_refused_for_it(text):
    result = check_line_in_ticket(_return("KT"), ORDER, _asked(text))
    assert "backorder_to_cancel" not in result.inputs
