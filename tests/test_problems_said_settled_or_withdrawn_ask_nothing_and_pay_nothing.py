"""A problem the customer says is over asks nothing, and no money follows it: a subject marked
resolved (or one the body settles, or says to ignore), a past problem settled through another
channel ("sorted by your phone team ... all good now"), a charge taken twice that the customer
withdraws or says has gone from their statement, a request the customer cancels, and a claim whose
two remedies the customer waives. The screener reads these as context, and the guard holds the
money on the line or charge the words name, whatever the screener made of the sentence. Near misses
(a "resolved" questioned or denied, a promise not kept, a charge still there twice) still ask.
Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts
from tests.guard_fixtures import line

REF = "SU-70815"
NOW = datetime(2026, 11, 20, tzinfo=timezone.utc)
CLAIMS = {"damaged_item", "wrong_item", "non_delivery", "late_delivery", "duplicate_charge", "change_of_mind"}


def _read(body: str, subject: str = "My order"):
    return read_ticket(f"{subject}\n{body}", order_ref=REF)


def _claims(reading) -> set[str]:
    return set(reading.intents) & CLAIMS


def _evidence(*lines, charges=()):
    order = {"order_ref": REF, "lines": list(lines), "charges": list(charges), "refunds": []}
    return policy_evidence.Evidence(order=order, now=NOW, supplement=None, scans=None)


def _line(sku: str, description: str) -> dict:
    return line(sku, description, cents=3900)


def _refund(kind: str, sku: str | None = None, **extra) -> dict:
    return {"case_type": kind, "action": "refund", "subtask": 1, "amount_cents": 3900, "order_ref": REF,
            "lines": [{"sku": sku, "quantity": 1}] if sku else [], **extra}


def _misread(text: str, kind: str) -> list[dict]:
    """The sentence as a screener that missed its settling words would hand it to the guard: a request of `kind`."""
    return [{"text": text, "kinds": [kind], "spans": {}}]


VASE = _line("VAS-1", "Ribbed glass vase")
KETTLE = _line("KTL-2", "Steel kettle")
RUG = _line("RUG-3", "Wool hallway rug")
LAMP = _line("LMP-4", "Brass desk lamp")
CHARGED_TWICE = [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 3900},
                 {"number": 2, "kind": "delivery", "description": "Delivery", "amount_cents": 599},
                 {"number": 3, "kind": "items", "description": "Items", "amount_cents": 3900}]


# 1. A subject the customer marks settled asks nothing.
MARKED_SUBJECTS = [
    ("Cracked vase (RESOLVED)", "Quick update - the new one arrived and it's lovely. Thanks!", VASE),
    ("[Closed] lamp arrived with a dent", "All sorted on my end, thanks for the help.", LAMP),
    ("Wrong size rug - sorted now", "The right one came this morning.", RUG),
    ("RESOLVED: kettle lid broken", "Just closing the loop, cheers.", KETTLE),
    ("Missing parcel - no longer needed", "It was with the neighbours all along.", RUG),
    ("scratched lamp (fixed)", "hi, dont worry about this one anymore", LAMP),
    ("Charged twice for the vase - solved", "My bank sorted it out.", VASE),
]


@pytest.mark.parametrize("subject, body, line", MARKED_SUBJECTS)
def test_a_subject_marked_resolved_closed_sorted_or_no_longer_needed_asks_nothing(subject, body, line):
    reading = _read(body, subject)
    assert not _claims(reading), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not reading.sentences[0].is_request


@pytest.mark.parametrize("subject, body", [
    ("Cracked vase - resolved?", "Has anyone looked at this? The vase is still cracked and I'd like a refund."),
    ("Cracked vase", "resolved?? no it is NOT resolved, the vase is still cracked"),
    ("Not resolved: cracked vase", "I was told it would be sorted but the vase is cracked and nobody has replied."),
    ("Cracked vase (still not fixed)", "Please refund the vase."),
])
def test_a_resolved_questioned_or_denied_still_asks(subject, body):
    reading = _read(body, subject)
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


# 2. A subject whose problem the body settles, or that the body says to ignore, asks nothing.
BODY_SETTLES = [
    ("Dented kettle", "The kettle that arrived dented was swapped by your store team on Saturday, all good now.", "damaged_item"),
    ("Charged twice", "my bank says the second payment has dropped off, so nothing to do here.", "duplicate_charge"),
    ("Late delivery", "Your colleague on the phone already refunded the delivery fee for the late parcel. Thank you!", "late_delivery"),
    ("broken lamp", "lamp that came broken got replaced by the courier, sorted now ta", "damaged_item"),
    ("Torn rug", "The torn rug was refunded through your chat yesterday. Cheers!", "damaged_item"),
]


@pytest.mark.parametrize("subject, body, kind", BODY_SETTLES)
def test_a_subject_whose_problem_the_body_settles_asks_nothing(subject, body, kind):
    reading = _read(body, subject)
    assert not _claims(reading), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert kind in reading.sentences[0].settles


SUBJECT_IGNORED = [
    ("Missing parcel", "Please disregard the subject line, the parcel was with my neighbour. The vase inside is chipped though, "
     "can I get a refund?", "non_delivery", {"damaged_item"}),
    ("DAMAGED LAMP", "ignore the subject, i mixed up my orders. I'd like to return the rug as it's too big for the hall.",
     "damaged_item", {"change_of_mind"}),
    ("Charged twice", "Sorry, the subject is wrong - I was only charged once. The rug arrived late though, can I have the "
     "delivery fee back?", "duplicate_charge", {"late_delivery"}),
    ("Wrong item", "Forget the title, wrong email template. My parcel hasn't arrived at all.", "wrong_item", {"non_delivery"}),
    ("late!!", "the subject line is out of date, it came on time in the end. the kettle is cracked though, refund pls",
     "late_delivery", {"damaged_item"}),
]


@pytest.mark.parametrize("subject, body, ignored, asked", SUBJECT_IGNORED)
def test_a_subject_the_body_says_to_ignore_asks_nothing_and_the_body_still_asks(subject, body, ignored, asked):
    reading = _read(body, subject)
    shown = [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert reading.sentences[0].role == "context", shown
    assert ignored not in reading.intents and asked <= _claims(reading), shown
    assert all(s.is_request for s in reading.sentences if s.kinds and set(s.kinds) & asked), shown


@pytest.mark.parametrize("subject, body, kind", [
    ("Late delivery", "As per the subject line - it arrived five days late, please refund the delivery fee.", "late_delivery"),
    ("Cracked kettle", "Please don't ignore this email like the last one, the kettle is cracked.", "damaged_item"),
    ("Cracked kettle", "your chat team promised a refund but nothing came.", "damaged_item"),
    ("Dented kettle", "You replaced the kettle last week but the new one is dented too, please refund it.", "damaged_item"),
])
def test_a_subject_the_body_stands_by_still_asks(subject, body, kind):
    reading = _read(body, subject)
    assert kind in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


# 3. A past problem settled through another channel, "all good now", is context.
SETTLED_ELSEWHERE = [
    "The rug that arrived stained was sorted by your phone team with a refund, all good now. Just saying thanks!",
    "the vase that came chipped got refunded by the lady in store, its fine now",
    "Your chat team sorted the cracked vase with a replacement last week, all good now.",
    "The kettle that turned up dented was replaced by someone on your helpline, we're happy now.",
    "the wrong colour rug got swapped in store on tuesday - all good now, thank u",
    "Just to say the lamp that came broken was sorted over the phone by your team and it's fine now.",
]


@pytest.mark.parametrize("body", SETTLED_ELSEWHERE)
def test_a_problem_settled_through_another_channel_and_all_good_now_is_context(body):
    reading = _read(body, "Thanks")
    assert not _claims(reading), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert any(s.settles for s in reading.sentences)


def test_a_refund_promised_by_another_channel_that_never_came_is_still_asked_about():
    reading = _read("your chat team promised a refund for the cracked vase but nothing came.")
    assert reading.requests and not any(s.settles for s in reading.sentences), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body, kind", [
    ("The rug was sorted by your chat team last week but now the other corner is frayed too.", "damaged_item"),
    ("Your phone team refunded the vase, all good now, but the lamp arrived broken and I'd like a refund.", "damaged_item"),
])
def test_a_settling_promised_not_kept_or_a_new_problem_after_it_still_asks(body, kind):
    reading = _read(body)
    assert kind in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


# 4. A charge taken twice that the customer withdraws, or that has gone from the statement, asks nothing.
DUPLICATE_GONE = [
    "Please disregard my last message about the double charge - the second one has dropped off my statement.",
    "ignore my email about being billed twice, the second charge disappeared this morning",
    "The double charge I mentioned was only a pending hold, it's gone now.",
    "About the rug being charged twice: my bank says it was just a temporary authorisation and it has fallen off.",
    "never mind the duplicate payment, the hold was released overnight",
    "I thought I'd been charged twice but turns out it was a pre-authorisation, sorry!",
]


@pytest.mark.parametrize("body", DUPLICATE_GONE)
def test_a_duplicate_charge_withdrawn_or_gone_from_the_statement_asks_nothing(body):
    reading = _read(body, "Update")
    assert "duplicate_charge" not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    requests = request_dicts(reading, REF)
    check = guards.check_request_in_ticket(_refund("duplicate_charge", charges=[3]), _evidence(RUG, charges=CHARGED_TWICE), requests, "")
    assert not check.passed


@pytest.mark.parametrize("body", [
    "the charge is still there twice, please refund one of them",
    "My bank says the second charge should drop off but it's still showing after a week, can you refund it?",
    "It was not a pending hold, I was charged twice and both payments went through.",
    "I've been billed two times for the rug and neither has disappeared, please sort it.",
])
def test_a_duplicate_charge_still_there_still_asks_and_is_paid(body):
    reading = _read(body)
    assert "duplicate_charge" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    check = guards.check_request_in_ticket(_refund("duplicate_charge", charges=[3]), _evidence(RUG, charges=CHARGED_TWICE),
                                           request_dicts(reading, REF), "")
    assert check.passed, check.inputs


# 5. A request the customer cancels asks nothing.
CANCELLED = [
    ("I emailed on Monday asking for a refund on the kettle, but please cancel that request, the lid was in the box after all.", KETTLE),
    ("Please cancel my earlier request about the rug - it turned up at the neighbours.", RUG),
    ("I asked for a replacement lamp last week but please cancel that request, my husband found the missing bulb in the box.", LAMP),
    ("Ignore my refund request from yesterday, I found the missing screws taped under the lid of the kettle.", KETTLE),
    ("sorry, i put in a claim for the vase on friday - pls cancel that claim, it was just dust not a crack!", VASE),
]


@pytest.mark.parametrize("body, line", CANCELLED)
def test_a_request_the_customer_cancels_asks_nothing_and_pays_nothing(body, line):
    reading = _read(body, "about my order")
    assert not _claims(reading), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    requests = request_dicts(reading, REF)
    for kind in ("damaged_item", "non_delivery"):
        assert not guards.check_request_in_ticket(_refund(kind, line["sku"]), _evidence(line), requests, "").passed


@pytest.mark.parametrize("body", [
    "I asked for a refund on the kettle yesterday but nobody replied, please refund it, the lid is cracked.",
    "Please cancel the return and refund me instead, the kettle is cracked.",
])
def test_a_request_not_cancelled_still_asks(body):
    reading = _read(body)
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


# 6. A claim whose two remedies the customer waives is told, not asked.
BOTH_WAIVED = [
    "The vase came chipped. Don't send another, and I don't want a refund either - just letting you know so your packers can do better.",
    "bowl arrived cracked. no replacement needed and no refund please, just flagging it for quality.",
    "The lamp shade has a dent. Please don't send a new one and don't refund it, it's only cosmetic.",
    "Kettle spout is bent. I dont want a replacement or a refund, just thought you should know.",
    "the rug came with a small stain. do not replace it, do not refund it, i'll clean it myself.",
]


@pytest.mark.parametrize("body", BOTH_WAIVED)
def test_a_claim_with_both_remedies_waived_asks_nothing(body):
    reading = _read(body, "feedback")
    assert not _claims(reading), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The vase came chipped. Don't send another, I'd rather have a refund.",
    "The vase came chipped. Don't refund it, send a replacement please.",
    "The vase lid is chipped. Please DON'T refund me, I only want a new lid sent out.",
    "teapot spout chipped. no refund thanks, i just want a replacement teapot",
])
def test_a_claim_with_one_remedy_waived_still_asks(body):
    reading = _read(body)
    assert "damaged_item" in reading.intents or "other" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


# 7. The guard holds the money where the words settle the line or charge, whatever the screener read.
@pytest.mark.parametrize("text, kind, line", [
    ("Cracked vase (resolved)", "damaged_item", VASE),
    ("The rug that arrived stained was sorted by your phone team with a refund, all good now.", "damaged_item", RUG),
    ("I asked for a refund on the lamp yesterday, but please cancel that request - the bulb was in the box.", "damaged_item", LAMP),
    ("Kettle arrived dented - no longer needed", "damaged_item", KETTLE),
])
def test_the_guard_refuses_a_goods_refund_the_words_settle_even_when_read_as_a_request(text, kind, line):
    check = guards.check_request_in_ticket(_refund(kind, line["sku"]), _evidence(line), _misread(text, kind), "")
    assert not check.passed and check.inputs.get("settled"), check.inputs
    # a person who edits the plan may still decide it
    assert guards.check_request_in_ticket(_refund(kind, line["sku"]), _evidence(line), _misread(text, kind), "lead@example.org").passed


@pytest.mark.parametrize("text", [
    "Please ignore my earlier email about being charged twice, the second charge was only a pending hold.",
    "my bank says the duplicate payment for the rug has dropped off, sorry for the bother",
    "Charged twice - resolved",
])
def test_the_guard_refuses_a_duplicate_refund_the_words_withdraw_even_when_read_as_a_request(text):
    check = guards.check_request_in_ticket(_refund("duplicate_charge", charges=[3]), _evidence(RUG, charges=CHARGED_TWICE),
                                           _misread(text, "duplicate_charge"), "")
    assert not check.passed and check.inputs.get("settled"), check.inputs


def test_the_guard_refuses_a_claim_told_in_the_settling_sentences_own_words():
    """The subject "Dented kettle" over a body that settles it: the subject names no problem the body does not."""
    requests = _misread("Dented kettle", "damaged_item") + [
        {"text": "The kettle that arrived dented was swapped by your store team on Saturday, all good now.", "kinds": [], "spans": {},
         "settles": ["damaged_item"]}]
    check = guards.check_request_in_ticket(_refund("damaged_item", KETTLE["sku"]), _evidence(KETTLE), requests, "")
    assert not check.passed and check.inputs.get("settled"), check.inputs


@pytest.mark.parametrize("text, kind, decision", [
    ("resolved?? no it is NOT resolved, the vase is still cracked", "damaged_item", _refund("damaged_item", VASE["sku"])),
    ("your chat team promised a refund for the vase but nothing came", "damaged_item", _refund("damaged_item", VASE["sku"])),
    ("the charge is still there twice", "duplicate_charge", _refund("duplicate_charge", charges=[3])),
    ("You refunded a mug last year, but this vase arrived cracked, please refund it", "damaged_item", _refund("damaged_item", VASE["sku"])),
])
def test_the_guard_pays_a_claim_whose_words_do_not_settle_it(text, kind, decision):
    evidence = _evidence(VASE, charges=CHARGED_TWICE)
    assert guards.check_request_in_ticket(decision, evidence, _misread(text, kind), "").passed


def test_a_line_marked_settled_is_held_by_line_in_ticket_too():
    order = {"order_ref": REF, "lines": [VASE], "charges": []}
    check = guards.check_line_in_ticket(_refund("damaged_item", VASE["sku"]), order, _misread("Cracked vase (resolved)", "damaged_item"))
    assert not check.passed, check.inputs
    ok = guards.check_line_in_ticket(_refund("damaged_item", VASE["sku"]), order, _misread("Cracked vase - resolved? no, still cracked", "damaged_item"))
    assert ok.passed, ok.inputs


@pytest.mark.parametrize("body, kind", [
    ("The handle of the suitcase came off the first time I used it.", "damaged_item"),
    ("The second charge has not disappeared from my statement, please refund it.", "duplicate_charge"),
    ("My parcel disappeared from the tracking a week ago and never arrived.", "non_delivery"),
    ("I was charged twice and the hold hasn't been released, it's still there after ten days.", "duplicate_charge"),
])
def test_goods_that_came_off_a_parcel_that_vanished_or_a_charge_not_gone_still_ask(body, kind):
    reading = _read(body)
    assert kind in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("subject, body", [
    ("Wrong lamp", "I ordered the brass lamp. What turned up is a chrome one. I do not want a refund, I want the brass one, the one I paid for."),
    ("Cracked vase", "The vase is cracked down one side. No refund please, just send a new vase."),
])
def test_a_subject_over_a_body_that_only_declines_one_remedy_still_asks(subject, body):
    reading = _read(body, subject)
    assert reading.requests, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not reading.sentences[0].settles
