"""A problem the customer says was put right elsewhere (their bank, a chargeback, the shop's chat or
phone line) is no claim: no money follows it, read by the screener and held by the guard. And the
requests screening used to lose: another person's order passed on, a list item's claim, a remedy
asked in another form, a sign-off in another language."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts


def _read(body: str, subject: str = "My order"):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-70410")


def _sentence(reading, words: str):
    return next(s for s in reading.sentences if words in s.text)


# (a) settled by a third party or through another channel: context, and the kind is recorded as settled.
SETTLED_ELSEWHERE = [
    ("The delivery fee went out of my account two times, but the bank has since reversed the extra one, so nothing to do there.",
     "duplicate_charge"),
    ("Postage was billed twice; Amex charged it back for me after I disputed it.", "duplicate_charge"),
    ("I was double charged for the blanket, though my card issuer already returned the second payment.", "duplicate_charge"),
    ("The second payment was refunded through a chargeback, please leave it alone.", "duplicate_charge"),
    ("The mirror frame had a chip in it, but your phone team already gave me a voucher for it, so that's sorted.", "damaged_item"),
    ("My parcel came four days late, but someone on the live chat already waived the fee, so it's settled.", "late_delivery"),
]


@pytest.mark.parametrize("body,kind", SETTLED_ELSEWHERE)
def test_a_problem_settled_by_a_bank_or_another_channel_is_context_not_a_claim(body, kind):
    reading = _read(body)
    s = reading.sentences[1]
    assert s.role == "context", (s.text, s.role, s.kinds, s.why)
    assert kind in s.settles
    assert kind not in reading.intents


def test_the_turn_that_brings_in_the_settling_does_not_undo_it_but_a_turn_after_it_does():
    settled = _read("There was a second charge for the candles, but my bank reversed it.").sentences[1]
    assert settled.role == "context"
    reopened = _read("My bank reversed the second charge for the candles, but it has now been taken a third time.").sentences[1]
    assert reopened.role == "request" and "duplicate_charge" in reopened.kinds
    again = _read("The chat team refunded the cracked jug, and this time the replacement jug came cracked too.").sentences[1]
    assert again.role == "request" and "damaged_item" in again.kinds


def test_a_sentence_that_only_tells_of_a_remedy_given_elsewhere_asks_for_nothing():
    reading = _read("The delivery was taken from my card twice. The card company paid me back already, leave that alone.\n"
                    "The rug has a tear along one edge though.")
    assert _sentence(reading, "paid me back").role == "context"
    first = _sentence(reading, "taken from my card twice")
    assert first.role == "context" and first.settles == ["duplicate_charge"]
    assert reading.intents == ["damaged_item"]


@pytest.mark.parametrize("body", [
    "My bank statement lists the $31.00 payment for this order two times.",
    "On my card app the delivery shows up twice, could you refund one?",
    "The card company flagged a second identical charge of $12.40.",
])
def test_a_bank_or_card_named_without_a_remedy_settles_nothing(body):
    s = _read(body).sentences[1]
    assert s.role == "request" and "duplicate_charge" in s.kinds and not s.settles


def test_a_wish_that_it_were_settled_still_asks():
    s = _read("Delivery was billed twice and I would like it if the second one were refunded.").sentences[1]
    assert s.role == "request" and "duplicate_charge" in s.kinds


# The guard: a refund of a settled kind is refused whoever proposed it; goods are held line by line.
def _evidence(lines=None):
    order = {"order_ref": "SU-70410", "lines": lines or [], "charges": []}
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 20, tzinfo=timezone.utc), supplement=None, scans=None)


def _decision(kind, **extra):
    return {"case_type": kind, "action": "refund", "subtask": 1, **extra}


def test_the_guard_refuses_a_refund_of_a_charge_the_customer_says_their_bank_reversed_even_when_another_sentence_asks_it():
    reading = _read("The delivery was billed twice, but my bank already reversed the copy. Please refund the duplicate charge.")
    requests = request_dicts(reading, "SU-70410")
    check = guards.check_request_in_ticket(_decision("duplicate_charge"), _evidence(), requests, "")
    assert not check.passed and check.inputs["settled"]
    words = guards.plain_words("request_in_ticket", check.inputs)
    assert any("settled" in w for w in words)
    # a person who edits the plan may still decide it
    assert guards.check_request_in_ticket(_decision("duplicate_charge"), _evidence(), requests, "lead@example.org").passed


def test_the_guard_holds_the_settled_line_and_pays_the_other_one():
    lines = [{"sku": "LMP", "description": "Brass floor lamp", "quantity": 1, "unit_price_cents": 8900},
             {"sku": "CSH", "description": "Velvet cushion", "quantity": 1, "unit_price_cents": 2500}]
    reading = _read("The floor lamp arrived scratched, but your chat team gave me a discount code for it, so it's settled.\n"
                    "The cushion arrived with a torn seam, please refund it.")
    requests = request_dicts(reading, "SU-70410")
    lamp = guards.check_request_in_ticket(_decision("damaged_item", lines=[{"sku": "LMP", "quantity": 1}]), _evidence(lines), requests, "")
    cushion = guards.check_request_in_ticket(_decision("damaged_item", lines=[{"sku": "CSH", "quantity": 1}]), _evidence(lines), requests, "")
    assert not lamp.passed and lamp.inputs["settled"]
    assert cushion.passed


def test_settled_sentences_state_no_amount_to_the_other_checks():
    reading = _read("The $14.00 delivery went through twice, but my bank gave the $14.00 back. The parcel also came a week late, "
                    "please refund the delivery.")
    requests = request_dicts(reading, "SU-70410")
    settled = [r for r in requests if r.get("settles")]
    assert settled and all(not r["kinds"] and "amounts" not in r for r in settled)


# (b) another person's order passed on: a request a person answers, never dropped and never paid here.
def test_a_problem_passed_on_for_another_persons_named_order_is_an_other_request_on_that_order():
    reading = _read("My stool wobbles badly. Also my flatmate's order SU-70999 had the same stool arrive with a split seat, he asked me to say.")
    s = _sentence(reading, "flatmate")
    assert s.role == "request" and s.kinds == ["other"] and "damaged_item" in s.doubted
    assert s.order == "SU-70999"
    assert all("flatmate" not in r["text"] for r in request_dicts(reading, "SU-70410"))


def test_what_other_people_report_is_still_context():
    reading = _read("A few people in reviews said their kettles arrived dented. Mine is perfect.")
    assert reading.sentences[1].role != "request" and not reading.requests


# (c) a list item's claim is a claim; a list item saying all is well is not a request.
def test_a_numbered_list_reads_each_item_on_its_own():
    reading = _read("a) the picture frame is lovely, no problems at all\nb) the photo album arrived with a torn spine\n"
                    "c) please change my phone number to 555 0199")
    assert _sentence(reading, "picture frame").role != "request"
    assert _sentence(reading, "photo album").kinds == ["damaged_item"]
    assert _sentence(reading, "phone number").kinds == ["other"]


def test_a_thing_named_with_a_word_of_an_idiom_is_still_the_goods():
    # "heat", "ice", "storm", "water" before a damage word are idioms ("the heat had broken") only as its subject
    reading = _read("- the ice bucket arrived dented\n- the storm lantern has a cracked pane\n- the weather had broken by the time it came")
    assert _sentence(reading, "ice bucket").kinds == ["damaged_item"]
    assert _sentence(reading, "storm lantern").kinds == ["damaged_item"]
    assert _sentence(reading, "weather").role != "request"


# (d) a remedy asked in another form.
@pytest.mark.parametrize("ask", [
    "Can it go on my account as store credit instead?",
    "Would a gift card be possible rather than the card refund?",
    "Could you pay it back by bank transfer instead?",
])
def test_a_remedy_asked_in_another_form_is_an_other_request_and_holds_the_card_refund(ask):
    reading = _read(f"The teapot lid came chipped. Please don't refund it to my old card. {ask}")
    s = _sentence(reading, ask[:12])
    assert s.role == "request" and s.kinds == ["other"], (s.role, s.why)
    assert "refund" in s.forbids


# (e) a sign-off in another language closes the message; a request in it does not.
@pytest.mark.parametrize("closing,name", [("Merci mille fois et bonne soirée,", "Camille"), ("Liebe Grüße und vielen Dank", "Lukas"),
                                          ("Muchas gracias y un saludo,", "Lucía")])
def test_a_sign_off_in_another_language_is_context(closing, name):
    reading = _read(f"The salad bowl arrived cracked along the rim. Please refund it.\n\n{closing}\n{name}")
    s = _sentence(reading, closing[:10])
    assert s.role == "context" and "sign-off" in s.why
    assert reading.intents == ["damaged_item"]


def test_a_request_in_another_language_before_the_name_is_still_a_request():
    reading = _read("The salad bowl arrived cracked along the rim.\n\nPourriez-vous aussi changer mon adresse de livraison?\nCamille")
    s = _sentence(reading, "Pourriez")
    assert s.role == "request" and s.kinds == ["other"]


def test_an_amount_in_words_asked_back_names_nothing_new():
    reading = _read("You debited forty-four fifty from my card twice for the throw. Kindly send the second forty-four fifty back.")
    assert _sentence(reading, "Kindly send").role == "attached"
    assert reading.intents == ["duplicate_charge"]


_CHARGED_TWICE = [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 8900},
                  {"number": 2, "kind": "delivery", "description": "Delivery", "amount_cents": 599},
                  {"number": 3, "kind": "items", "description": "Items", "amount_cents": 8900}]


def _charged_twice():
    lines = [{"sku": "BLD", "description": "Blender", "quantity": 1, "unit_price_cents": 8900}]
    order = {"order_ref": "SU-70410", "lines": lines, "charges": _CHARGED_TWICE}
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 20, tzinfo=timezone.utc), supplement=None, scans=None)


@pytest.mark.parametrize("settled", [
    "My bank already reversed the delivery fee double charge so leave that alone.",
    "The postage was taken twice too, but Amex charged it back for me.",
    "The shipping charge came out two times as well, though my card company has refunded the extra one.",
])
def test_a_delivery_fee_copy_settled_by_the_bank_holds_no_refund_of_the_goods_charge_taken_twice(settled):
    reading = _read(f"I see eighty-nine dollars two times for the blender. Refund the duplicate. {settled}")
    requests = request_dicts(reading, "SU-70410")
    goods_copy = guards.check_request_in_ticket(_decision("duplicate_charge", charges=[3]), _charged_twice(), requests, "")
    fee_copy = guards.check_request_in_ticket(_decision("duplicate_charge", charges=[2]), _charged_twice(), requests, "")
    unnamed = guards.check_request_in_ticket(_decision("duplicate_charge"), _charged_twice(), requests, "")
    assert goods_copy.passed
    assert not fee_copy.passed and fee_copy.inputs["settled"]
    assert not unnamed.passed  # naming no charge, it may be the fee's copy


def test_a_settled_copy_that_names_the_goods_still_holds_the_goods_charge():
    reading = _read("The blender was charged twice. My bank already reversed the double charge for the blender and the delivery fee.")
    requests = request_dicts(reading, "SU-70410")
    assert not guards.check_request_in_ticket(_decision("duplicate_charge", charges=[3]), _charged_twice(), requests, "").passed
