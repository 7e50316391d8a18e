"""A claim the customer makes of another of their own orders, named by its number (beside or instead of the ticket's
order), is worked on that order by its follow-up run and paid there after the whose-order check; the ticket's own
order's claims are paid as before. The number may carry a marketplace seller's prefix ("HH-74421"), stand after "#"
or "order number", sit in the subject, or be corrected in the same breath ("I mean order HH-74451", "wrong number - the
teapot was on order HH-74481"): the corrected number is the claim's. Before, "my other order, number HH-82210" named
no order ("no other order of this customer was found"), and a claim whose number was corrected went to a person as
goods not on the first order.

Near-misses that must not move money: another customer's order number (held for a person, never paid), a number that
numbers no order at all, an earlier order told only as context ("my previous order HH-74491 was fine"), a product's
model code in capitals ("model TP-40500"), and a number corrected to one told fine."""

from __future__ import annotations

import copy

import pytest

from runs.intents import read_ticket
from runs.intents.order_corrected_next import corrected_to
from tests import fresh_cases as fc

NAPKINS = [fc.line("NAP-1", "Linen napkin set", 2800)]
TEAPOT = [fc.line("TEA-1", "Ceramic teapot", 4500)]


def _on(lines, sku):
    return fc.refund(fc.cents(lines, sku, 1), sku, 1)


def _two_orders(cid: str, body: str, mine: str, other: str, *, refunds: list[dict], intents: list[str], subject: str = "my order",
                owner: str = "", outcome: str = "resolved") -> dict:
    """The ticket's order `mine` holding napkins, the customer's (or `owner`'s) other order `other` holding a teapot."""
    c = fc.case(cid, body, NAPKINS, subject=subject, ref=mine, intents=intents, expected={"outcome": outcome, "refunds": refunds})
    second = copy.deepcopy(fc.case(cid, body, TEAPOT, ref=other, intents=intents, expected={})["world"]["orders"][0])
    second["placed_at"] = second["placed_at"].replace("T10", "T11")
    second["shipments"][0]["tracking_number"] = f"PN{other[-5:]}B"
    if owner:
        c["world"]["customers"].append({"ref": "C9", "name": "Someone Else", "email": owner})
        second["customer"] = "C9"
    c["world"]["orders"].append(second)
    return c


PAID_ON_THE_OTHER_ORDER = [
    # terse, the number in the subject only
    ("teapot cracked. refund", "HH-74401", "HH-74411", "HH-74411 teapot"),
    # chatty, "my other order, number ..."
    ("Hiya! Love the napkins from this one. It's my other order, number HH-74421, where the teapot showed up with a cracked "
     "lid - could you refund it?", "HH-74420", "HH-74421", "my order"),
    # typos, the number after "#" with no prefix
    ("the teapot on ordr #74431 came craked, pls refund it", "HH-74430", "HH-74431", "teapot"),
    # formal, the number corrected in the next sentence
    ("Dear team, regarding order HH-74450: the teapot arrived cracked. Correction - I mean order HH-74451, the teapot was on that "
     "one. Kindly refund it.", "HH-74450", "HH-74451", "Damaged teapot"),
    # the number corrected in the same breath
    ("The teapot on order HH-74480 arrived cracked - wrong number, sorry, it was on order HH-74481. Refund please.", "HH-74480",
     "HH-74481", "teapot"),
    # non-native, an earlier order's claim asked now
    ("Hello, my earlier order HH-74461 the teapot is arrive with crack. Please can you refund me for the teapot?", "HH-74460",
     "HH-74461", "teapot broken"),
    # the shop's own prefix, the ticket's order not named in the body
    ("The teapot on SU-74471 arrived cracked - please refund it.", "SU-74470", "SU-74471", "SU-74471 cracked teapot"),
]


@pytest.mark.django_db
def test_end_to_end_the_claim_is_paid_on_the_customers_order_that_holds_the_goods(tmp_path):
    cases = [_two_orders(f"OWN-{n}", body, mine, other, subject=subject, intents=["damaged_item"], refunds=[_on(TEAPOT, "TEA-1")])
             for n, (body, mine, other, subject) in enumerate(PAID_ON_THE_OTHER_ORDER)]
    # both orders' claims, each paid on its own order
    cases.append(_two_orders("OWN-both", "Order HH-74490: the napkins came torn, refund them please. Also my other order, number "
                                         "HH-74491 - the teapot arrived cracked, please refund that too.", "HH-74490", "HH-74491",
                             intents=["damaged_item", "damaged_item"], refunds=[_on(NAPKINS, "NAP-1"), _on(TEAPOT, "TEA-1")]))
    fc.assert_all_pass(tmp_path, cases)


@pytest.mark.django_db
def test_near_misses_pay_no_other_order(tmp_path):
    cases = [
        # another customer's order: held for a person, nothing paid
        _two_orders("NOT-theirs", "The teapot on my order HH-74501 arrived cracked, refund please.", "HH-74500", "HH-74501",
                    owner="someone.else@example.com", intents=["damaged_item"], refunds=[], outcome="escalated"),
        _two_orders("NOT-theirs-2", "Order HH-74510: napkins torn, refund please. And my other order, number HH-74511, the teapot came "
                                    "cracked - refund that too.", "HH-74510", "HH-74511", owner="someone.else@example.com",
                    intents=["damaged_item", "damaged_item"], refunds=[_on(NAPKINS, "NAP-1")], outcome="partial"),
        # a number that numbers no order at all
        _two_orders("NOT-anywhere", "The teapot on order HH-74529 arrived cracked, refund please.", "HH-74520", "HH-74521",
                    intents=["damaged_item"], refunds=[], outcome="escalated"),
        # an earlier order told as context only: the ticket's own claim alone is paid
        _two_orders("NOT-context", "The napkins on this order arrived torn, please refund them. My previous order HH-74531 was fine.",
                    "HH-74530", "HH-74531", intents=["damaged_item"], refunds=[_on(NAPKINS, "NAP-1")]),
        # a model code in capitals is no order number
        _two_orders("NOT-model", "The napkin set (style NP-55120) arrived torn, refund please.", "HH-74540", "HH-74541",
                    intents=["damaged_item"], refunds=[_on(NAPKINS, "NAP-1")]),
    ]
    fc.assert_settled_as_expected(tmp_path, cases)  # the money and the outcome: a person's escalation is worded as it is


@pytest.mark.parametrize("text,order", [
    ("the kettle on HH-81106 came dented - I mean order HH-81107, sorry", "SU-81107"),
    ("the pan was on HH-81106. Sorry, wrong number - the pan was on order HH-81107", "SU-81107"),
    ("teapot from order SU-61400 is cracked, typo, should be SU-61401", "SU-61401"),
])
def test_a_claims_number_corrected_is_the_corrected_orders(text, order):
    assert [s.order for s in read_ticket(text).requests] == [order], read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "The lamp on SU-61400 is cracked. I mean, order SU-61401 was fine, so this is a surprise.",
    "The lamp on SU-61400 is cracked. Sorry, I also have order SU-61401 coming next week.",
    "The lamp on SU-61400 is cracked - I mean really cracked, right through.",
])
def test_near_misses_correct_no_number(text):
    assert [s.order for s in read_ticket(text).requests] == ["SU-61400"], read_ticket(text).as_payload()


@pytest.mark.parametrize("text,expected", [
    ("I mean order SU-2345678", "SU-2345678"),
    ("wrong number - the pan was on order HH-81107", "SU-81107"),
    ("I mean order HH-81107 was fine", ""),
    ("sorry, my other order HH-81107 is on its way", ""),
])
def test_the_number_a_correction_names(text, expected):
    assert corrected_to(text) == expected


@pytest.mark.parametrize("text,orders", [
    ("my other order, number HH-82210, the shower curtain arrived ripped", ["SU-82210"]),
    ("Also order #83316 - the napkin rings were bent", ["SU-83316"]),
    ("The blender (model KX-45000) arrived cracked", []),
    ("SKU: TP-40500 came chipped", []),
    ("certified ISO-9001 and COVID-19 safe, the mug came chipped", []),
])
def test_a_sellers_prefix_numbers_an_order_and_a_model_code_does_not(text, orders):
    assert read_ticket(text).orders == orders
