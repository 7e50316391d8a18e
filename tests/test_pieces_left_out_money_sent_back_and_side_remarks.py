"""A set's piece left out of a claim, money asked back in send-back words, and remarks beside a claim.

- "Everything except the spatula", "the box minus the teaspoons", "all but the lid": the customer
  claims some pieces of one unit, not the unit. No model's whole-unit refund or return of it is
  admitted, also when the sentence naming the piece comes after the request or is read as settled.
- Every piece of a unit said damaged ("one frayed, the other kinked") is the whole unit: owed.
- "Send back the extra five ninety-nine" asks for money: no return of goods is read from it.
- "She doesn't want a fuss." and "What are my options?" beside a claim are no requests of their own.
"""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.unit_counts import part_of_unit

CHARGED = "2026-10-01T09:00:00+00:00"


def _order(sku: str, description: str, cents: int, ref: str = "SU-77120") -> dict:
    return {"order_ref": ref, "lines": [{"sku": sku, "description": description, "quantity": 1, "unit_price_cents": cents}],
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": cents, "charged_at": CHARGED}]}


def _asked(text: str, order: dict) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"])


def _whole(order: dict, action: str = "refund", case_type: str = "damaged_item") -> dict:
    line = order["lines"][0]
    return {"case_type": case_type, "action": action, "amount_cents": line["unit_price_cents"], "needs_human": False,
            "lines": [{"sku": line["sku"], "quantity": 1}]}


KNIVES = _order("KNF-7", "Chef knife block set, 7 pieces", 11900)
TEA = _order("TEA-4", "Porcelain tea set for four, 12 pieces", 6400)
TOWELS = _order("TWL-3", "Linen hand towel set, 3 pieces", 3600)


@pytest.mark.parametrize("order,text", [
    (KNIVES, "On SU-77120 everything except the bread knife arrived with rust spots. Please refund the block set, I'll hang on to the bread knife."),
    (TEA, "order SU-77120: all but the teapot came chipped, cups saucers the lot. refund pls"),
    (TEA, "Hi, the tea set (SU-77120) is damaged. Apart from the milk jug, every piece has a hairline crack. I would like a refund."),
    (KNIVES, "Refund the knife set from SU-77120 please. It was scratched all over. So basically the set minus the paring knife, which is fine."),
])
def test_a_piece_left_out_of_a_damage_claim_keeps_the_whole_unit_from_being_paid(order, text):
    problems = guards.quantity_beyond_ticket(_whole(order), order, _asked(text, order))
    assert problems and "part of" in problems[0]
    checked = guards.check_lines(_whole(order), order, [], _asked(text, order))
    assert not checked.passed


@pytest.mark.parametrize("text", [
    "I want to send back the towel set from SU-77120, wrong shade of green. One towel has been used already, so it'd be the set minus that towel.",
    "Can I return the hand towel set on SU-77120? The colour is off. We did use one of the towels once though.",
    "Return please: SU-77120 towel set. everything except the small towel, that one got washed.",
])
def test_a_return_of_a_set_less_a_used_piece_is_not_admitted_as_a_whole_unit(text):
    decision = _whole(TOWELS, action="return", case_type="change_of_mind")
    assert guards.quantity_beyond_ticket(decision, TOWELS, _asked(text, TOWELS))


@pytest.mark.parametrize("text", [
    "Everything except the box arrived in one piece, but the set is not what I ordered.",
    "The knife set is lovely other than that it came late.",
    "Refund all of it except one set please.",
])
def test_leaving_out_packaging_a_remark_or_a_whole_unit_names_no_piece(text):
    assert part_of_unit(KNIVES, KNIVES["lines"][0], [text]) == ""


CABLES = _order("CBL-2", "Braided lightning cable, 1 m, 2-pack", 1800)
GLASSES = _order("GLS-2", "Crystal tumbler pair", 3900)


@pytest.mark.parametrize("order,text", [
    (CABLES, "SU-77120: one cable's plug wobbles and the other is dead - neither charges. Refund the pack please."),
    (GLASSES, "Both tumblers arrived cracked, one badly. Can I get a refund on SU-77120?"),
    (CABLES, "one of the cables is frayed and the other one kinked, both useless, order SU-77120, refund please"),
])
def test_every_piece_of_a_unit_said_damaged_is_the_whole_unit(order, text):
    asked = _asked(text, order)
    assert guards.quantity_beyond_ticket(_whole(order), order, asked) == []


@pytest.mark.parametrize("text", [
    "SU-77120: one cable is fine but the other one is frayed. Refund please.",
    "One of the tumblers is okay, the other arrived cracked, refund for SU-77120?",
])
def test_one_piece_damaged_and_the_other_fine_is_still_a_part(text):
    order = CABLES if "cable" in text else GLASSES
    assert guards.quantity_beyond_ticket(_whole(order), order, _asked(text, order))


KETTLE = _order("KTL-1", "Stainless electric kettle", 3500)


@pytest.mark.parametrize("ask", [
    "could you send back the extra five ninety-nine?",
    "Pls send the second $5.99 back to my card.",
    "can u send back the money pls",
])
def test_money_asked_back_in_send_back_words_is_no_return_of_goods(ask):
    text = f"Delivery on SU-77120 was charged twice, 5.99 each. {ask}"
    reading = read_ticket(text, order_ref="SU-77120")
    assert not any(s.asks_return or "change_of_mind" in s.kinds or "other" in s.kinds for s in reading.sentences)


def test_goods_sent_back_are_still_a_return():
    reading = read_ticket("The kettle on SU-77120 is not for me after all. Can I send back the kettle?", order_ref="SU-77120")
    assert any("change_of_mind" in s.kinds for s in reading.sentences)


@pytest.mark.parametrize("text", [
    "The kettle on SU-77120 arrived dented. Could you refund it? He doesn't want a fuss.",
    "kettle on SU-77120 came with a cracked base, refund to my card pls. we don't want to make a big fuss about it",
    "The kettle (SU-77120) is dented. I'd like a refund. My mum really does not want any drama over it.",
])
def test_a_wish_about_how_it_is_handled_is_no_request_of_its_own(text):
    reading = read_ticket(text, order_ref="SU-77120")
    assert not any("other" in s.kinds for s in reading.sentences)


@pytest.mark.parametrize("text", [
    "One of the two lamps on SU-77120 has a cracked shade. What are my options?",
    "the kettle from SU-77120 arrived dented on one side. so what can you do about it?",
    "My kettle (SU-77120) came with a broken lid. How do we sort this out?",
])
def test_asking_what_can_be_done_beside_a_claim_belongs_to_that_claim(text):
    reading = read_ticket(text, order_ref="SU-77120")
    assert not any("other" in s.kinds for s in reading.sentences)
    assert any("damaged_item" in s.kinds for s in reading.sentences)
