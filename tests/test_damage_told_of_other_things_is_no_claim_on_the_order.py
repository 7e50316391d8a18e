"""Damage a customer tells of things other than the order's goods is the story around the ticket, no claim on its lines:
old goods the order replaces ("all the old crockery got smashed"), someone else's furniture ("the sofa my sister gave
me ... she shipped it in three pieces"), an event or a plan ("my daughter's wedding, which nearly fell apart"), a past
purchase ("my last kettle from you died after two years"). The screener reads no damage claim in them, and the guard
refuses a damage refund when the only damage a ticket tells is of other things (runs/intents/story_damage.py, one
reading for both). Damage said of the goods (named, "it", "the new ones", or told as what arrived) is still a claim,
whatever story stands beside it. Wording written for these tests."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.story_damage_check import damage_said_of_goods


def _reading(text: str):
    return read_ticket(text, order_ref="SU-77301")


def _damage_claimed(text: str) -> bool:
    return "damaged_item" in _reading(text).intents


OLD_GOODS_REPLACED = [
    "The mug set is for our office, which flooded last month and all the old crockery got smashed. Could you send a VAT invoice?",
    "got these plates because our old ones got smashed in the move, lovely plates btw. Can I have a receipt please",
    "We bought the lamp to replace the one I'm replacing after the old lamp shattered on the floor. Could you email the invoice?",
    "The teapot is to replace the one my nan left me, which smashed at christmas. could u send a gift receipt",
    "Ordered the rug since our previous one was totally wrecked by the flood. Can you tell me when my points arrive?",
    "Bought this kettle as my old one cracked down the side. Please send the invoice to accounts@example.org.",
]
SOMEONE_ELSES_FURNITURE = [
    "I ordered two cushion covers for the sofa my sister gave me when she moved abroad, which has been a saga as she shipped it in three pieces. Could you send an invoice?",
    "Bought the rug for the flat my brother lent us, which got trashed by his tenants. Can you send the invoice?",
    "the throw is for a chair that my gran left me, which has a snapped leg now lol. please send a receipt",
    "These cushions are for the armchair our neighbours gave us, which has a cracked frame these days. Can I change my email address?",
    "Got the table cloth for the table my dad made me, which cracked in the heat. Could I get a copy of the invoice?",
]
AN_EVENT = [
    "I ordered six napkins for my daughter's wedding, which nearly fell apart when the marquee collapsed. Could you send me the invoice?",
    "These napkins are for a party that nearly fell apart when the caterer broke her arm. Invoice pls?",
    "The candles were for our anniversary dinner, which was ruined when the whole evening fell apart. Please send a receipt.",
    "the bunting is for the school fete, which got wrecked by the storm last year. could you update my address?",
    "Ordered the glasses for the reception, which was a shambles when the old venue got smashed up by the storm. Send the invoice please.",
]
A_PAST_PURCHASE = [
    "My last kettle broke after two years, so I bought this one. Could you send the invoice?",
    "I bought this toaster because the one I got years ago finally cracked. Please send a VAT receipt.",
    "we ordered the new vase since the previous vase shattered, could you add my VAT number to the invoice?",
    "the lamp I bought last year snapped at the base so I got this one instead. Can you change my delivery address?",
    "my older set got chipped to bits over the years, so this is its replacement. Could I have a copy of the receipt?",
]
STILL_A_CLAIM = [
    "I bought these to replace my old mugs, and two of the new ones arrived chipped. Please refund them.",
    "The box was soaked and the mugs inside smashed. Refund please.",
    "It's for my daughter's wedding and it arrived torn. Can I have a refund?",
    "I ordered this jug for the party, which is tomorrow, and the jug is cracked. Refund please.",
    "These napkins for the wedding are torn. Could you refund them?",
    "My old kettle broke so I ordered this one, and this one arrived leaking too. Refund please.",
    "the cushion covers are for my sisters old sofa but they came ripped, refund pls",
]


@pytest.mark.parametrize("text", OLD_GOODS_REPLACED + SOMEONE_ELSES_FURNITURE + AN_EVENT + A_PAST_PURCHASE)
def test_damage_told_of_other_things_is_no_damage_claim(text):
    reading = _reading(text)
    assert "damaged_item" not in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert reading.intents, "the real ask is still read"


@pytest.mark.parametrize("text", STILL_A_CLAIM)
def test_damage_said_of_the_goods_beside_a_story_is_still_a_claim(text):
    assert _damage_claimed(text)


def test_the_story_sentence_leaves_the_real_wrong_colour_request_its_own():
    reading = _reading("I ordered two velvet cushion covers in teal for the sofa my sister gave me when she moved abroad, which has been a "
                       "saga as she shipped it in three pieces. Anyway, one of the two covers is mustard rather than teal, so I'd like that "
                       "one refunded. No rush at all.")
    assert reading.intents == ["wrong_item"]


# --- the guard ------------------------------------------------------------------------------------------------------

_PAID = {"case_type": "damaged_item", "action": "refund", "amount_cents": 3600, "lines": [{"sku": "MUG-1", "quantity": 1}]}


def _told(text: str) -> list[dict]:
    return request_dicts(_reading(text), "SU-77301")


@pytest.mark.parametrize("text", [OLD_GOODS_REPLACED[0], OLD_GOODS_REPLACED[3], SOMEONE_ELSES_FURNITURE[0], AN_EVENT[0], AN_EVENT[1],
                                  A_PAST_PURCHASE[1]])
def test_the_guard_refuses_a_damage_refund_when_the_only_damage_told_is_of_other_things(text):
    passed, inputs, _ = damage_said_of_goods(_PAID, _told(text))
    assert passed is False and inputs["damage_of_other_things"] and not inputs["damage_of_goods"]


@pytest.mark.parametrize("story, ask", [
    ("The mug set is for our office, which flooded last month and all the old crockery got smashed.", "Please refund the mugs."),
    ("got the cushions for the sofa my sister gave me, which she shipped in three pieces lol", "refund them pls"),
    ("These napkins are for my daughter's wedding, which nearly fell apart when the marquee collapsed.", "Could I have my money back?"),
    ("My last kettle smashed on the floor, so I bought this one.", "I'd like a refund."),
    ("Bought this as the old one shattered.", "Refund it please."),
])
def test_the_guard_reads_the_story_itself_when_a_model_or_a_screener_took_it_as_a_claim(story, ask):
    # the story told before a request read as a damage claim (a model's or a screener's miss)
    asked = [{"text": ask, "kinds": ["damaged_item"], "spans": {}, "told": [story]}]
    result = guards.CheckResult("damage_said_of_goods", *damage_said_of_goods(_PAID, asked))
    assert result.passed is False
    assert "other things than the order's goods" in guards.refusal_reasons([result])


@pytest.mark.parametrize("text", STILL_A_CLAIM)
def test_the_guard_admits_a_damage_refund_said_of_the_goods(text):
    assert damage_said_of_goods(_PAID, _told(text))[0] is True


def test_a_person_who_set_the_subtask_clears_it_and_other_kinds_are_not_held():
    asked = [{"text": "Refund please.", "kinds": ["damaged_item"], "spans": {}, "told": [OLD_GOODS_REPLACED[0]]}]
    passed, inputs, _ = damage_said_of_goods(_PAID, asked, kind_set_by="lead@example.com")
    assert passed is True and inputs["cleared_by"] == "lead@example.com"
    assert damage_said_of_goods({**_PAID, "case_type": "wrong_item"}, asked)[0] is True
