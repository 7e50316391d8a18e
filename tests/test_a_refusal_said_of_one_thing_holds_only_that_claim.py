"""A refusal said of one thing ("it", "that one", a named line) holds that thing's claim only; every other request in
the ticket goes ahead and is paid. "The porcelain cake stand has a tiny chip on the base. Please don't refund it or
send another" was applied to the whole ticket: the $6.75 delivery charge taken twice was held, and the napkins' return
was told "as you asked, no refund will be made when it arrives" (blind round ver26a, case 23).

Three things, each proved here:
- "don't refund it or send another": the negation reaches over the "or", so both remedies are turned down and the
  claim is taken back (runs.intents.coordinated_refusals); a comma before the "or", or a threat after it, is no refusal.
- a refusal bound to a line's clause holds no charge taken twice and no late fee on the order (runs.ticket_lines).
- the reply's "no refund will be made when it arrives" is told from the decision's record (runs.returns_without_money),
  never from the ticket's words read again.
Wording written for these tests."""

from datetime import datetime, timedelta

import pytest

from runs.agents import reply_sentences as words
from runs.intents import read_ticket
from runs.intents.money import actions_forbidden
from runs.models import Run
from runs.returns_without_money import FIELD, declined_on_arrival, record_declined
from runs.ticket_lines import forbids_decision
from tests.fresh_cases import case, cents, line, run


@pytest.mark.parametrize("text", [
    "Please don't refund it or send another - it was my gran's pattern and I'll touch it up with a bit of glaze.",
    "dont refund it or send a new one, its fine honestly",
    "Kindly do not refund me nor dispatch a replacement; I shall repair it myself.",
    "No no, don't refund or replace it, it's only a tiny mark!!",
    "Please don't credit me or post another one, I'm keeping it.",
    "do not refund it or send me anohter, it was my nan's pattern and i will live with it",
    "Please DON'T refund that or ship a new one out, honestly it's fine.",
])
def test_a_second_remedy_joined_by_or_is_refused_with_the_first(text):
    assert {"refund", "replacement"} <= set(actions_forbidden(text)), actions_forbidden(text)


@pytest.mark.parametrize("text", [
    "Don't refund it, or send a new one if that's easier.",  # a choice offered after a comma
    "don't refund it or I'll complain to my bank",  # a threat, no second action
    "Please don't refund it, send another instead.",  # the new one asked
    "Do not refund me or anything, just send another please.",
    "I don't want a refund or anything.",
])
def test_near_misses_refuse_no_replacement(text):
    assert "replacement" not in actions_forbidden(text), actions_forbidden(text)


@pytest.mark.parametrize("claim, refusal", [
    ("The porcelain cake stand has a tiny chip on the base.", "Please don't refund it or send another - it was my gran's pattern."),
    ("the teapot lid has a hairline crack.", "dont refund it or send a new one, i glued it already"),
    ("The vase arrived with a small scuff.", "Kindly do not refund me nor dispatch a replacement; it is barely visible."),
    ("mug has a chip on the handle.", "No no, don't refund or replace it, it's only a tiny mark!!"),
    ("One of the coasters is a bit scratched.", "Please don't credit me or post another one, I'm keeping it."),
    ("The bread bin lid came a little dented.", "Please DON'T refund that or ship a new one out, honestly it's fine."),
])
def test_the_claim_refused_both_ways_is_taken_back_and_the_others_still_ask(claim, refusal):
    body = f"{claim} {refusal}\n\nWhat I would like sorted: the delivery charge is on my statement twice. And the napkins are sage, not teal; could I return them?"
    reading = read_ticket("Order SU-70001\n" + body, order_ref="SU-70001")
    shown = [(s.role, s.kinds, s.forbid_kinds, s.text) for s in reading.sentences]
    assert "damaged_item" not in reading.intents, shown
    assert {"duplicate_charge", "wrong_item"} <= set(reading.intents), shown
    held = next(s for s in reading.sentences if s.text.startswith(refusal[:15]))
    assert held.role == "context" and "duplicate_charge" not in held.forbid_kinds, shown


STAND = {"sku": "CKS-PRC", "description": "Porcelain cake stand", "quantity": 1, "unit_price_cents": 3900}
NAPKINS = {"sku": "NAP-LIN-TL", "description": "Linen napkins, teal, set of 4", "quantity": 1, "unit_price_cents": 2400}
ORDER = {"order_ref": "SU-70001", "lines": [STAND, NAPKINS],
         "charges": [{"number": 1, "kind": "items", "amount_cents": 6300}, {"number": 2, "kind": "delivery", "amount_cents": 675},
                     {"number": 3, "kind": "delivery", "amount_cents": 675}]}
COPY = {"action": "refund", "amount_cents": 675, "charges": [3], "lines": []}


@pytest.mark.parametrize("text, about", [
    ("Please don't refund it, I'll glue it myself, but why was it packed so badly?", "The porcelain cake stand has a chip."),
    ("Don't refund that, I can fix it - can you tell me what glaze to use?", "the cake stand came chipped"),
    ("Please don't refund it to my card.", "The cake stand has a chip on the base."),
])
def test_a_refusal_bound_to_a_line_does_not_hold_a_charge_taken_twice(text, about):
    assert not forbids_decision(ORDER, COPY, "duplicate_charge", text, ["refund"], False, [], False, about)
    # ... and it still holds the refund of the line it stands for
    stand = {"action": "refund", "amount_cents": 3900, "lines": [{"sku": "CKS-PRC", "quantity": 1}], "sku": "CKS-PRC"}
    assert forbids_decision(ORDER, stand, "damaged_item", text, ["refund"], False, [], False, about)


@pytest.mark.parametrize("text, about", [
    ("Please don't refund it.", ""),  # bound to nothing: it holds the order's refunds, for a person
    ("No need to refund the delivery charge, it's fine.", "The cake stand has a chip on the base."),  # the fee declined by name
    ("Please don't refund it.", "the delivery was charged twice"),  # its "it" is the charge itself
])
def test_near_misses_a_refusal_unbound_or_of_the_fee_still_holds_the_copy(text, about):
    forbids = actions_forbidden(text) or ["refund"]
    assert forbids_decision(ORDER, COPY, "duplicate_charge", text, forbids, False, [], False, about)


def test_the_money_declined_is_written_in_the_decision_and_read_back_from_it():
    decision = {"action": "return", "amount_cents": 2592, "reason": "wrong item sent: return and refund the Linen napkins"}
    recorded = record_declined(decision, "no need to refund me for them, I just want them gone")
    assert declined_on_arrival(recorded) and not declined_on_arrival(decision) and not declined_on_arrival(None)
    assert recorded["reason"].startswith(decision["reason"]) and "I just want them gone" in recorded["reason"]
    long = record_declined(decision | {"reason": "x " * 200}, "no refund please " * 20)
    assert len(long["reason"]) <= 300 and long[FIELD] is True  # the field holds it, whatever room the reason has


def test_the_return_sentence_tells_what_the_record_shows():
    returned = {"action": "return", "amount_cents": 2592, "reason": "wrong item sent"}
    assert "$25.92 back" in words.return_started("the napkins", 2592, declined_on_arrival(returned))
    assert "no refund will be made" in words.return_started("the napkins", 2592, declined_on_arrival(record_declined(returned, "keep the money")))


def _twice(c: dict, cents_: int) -> dict:
    """The case's order with its delivery charge taken a second time, a minute later."""
    charges = c["world"]["orders"][0]["charges"]
    fee = next(x for x in charges if x["kind"] == "delivery")
    charges.append({**fee, "amount_cents": cents_, "charged_at": fee["charged_at"].replace(":00:00", ":01:00")})
    fee["amount_cents"] = cents_
    return c


def _late(c: dict, days: int) -> dict:
    """The case's parcel delivered `days` after the date it was promised by."""
    shipment = c["world"]["orders"][0]["shipments"][0]
    delivered = datetime.fromisoformat(shipment["delivered_at"].replace("Z", "+00:00"))
    shipment["promised_by"] = (delivered - timedelta(days=days)).date().isoformat()
    return c


LINES = [line("CKS-PRC", "Porcelain cake stand", 3900), line("NAP-LIN-TL", "Linen napkins, teal, set of 4", 2400)]
MUGS = [line("MUG-ST", "Stoneware mug", 1800), line("BWL-ST", "Stoneware serving bowl", 3400)]
POT = [line("TPT-BL", "Blue teapot", 4200), line("TWL-GR", "Tea towel, green", 900)]


def _cases() -> list[dict]:
    napkins = cents(LINES, "NAP-LIN-TL", 1)
    return [
        _twice(case("SCOPE-1", "Hello,\n\nThe porcelain cake stand has a tiny chip on the base. Please don't refund it or send another - it was my "
                    "gran's pattern and I'll touch it up with a bit of glaze, it's honestly fine.\n\nWhat I would like sorted: the $6.75 delivery "
                    "charge is on my statement twice. And the napkins are sage, not teal; could I return them?\n\nThanks, Hannah", LINES,
                    intents=["duplicate_charge", "wrong_item"], fee_cents=675,
                    expected={"outcome": "resolved", "refunds": [{"amount_cents": 675, "source": "platform", "lines": []}],
                              "returns": [{"kind": "return", "sku": "NAP-LIN-TL"}], "escalations": []}), 675),
        _twice(case("SCOPE-2", "hi. cake stand has a little chip, dont refund it or send a new one, ill live with it. but i was charged the "
                    "delivery twice?? pls refund the extra one", LINES, intents=["duplicate_charge"], fee_cents=599,
                    expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}],
                              "returns": [], "escalations": []}), 599),
        case("SCOPE-3", "Good afternoon. The stoneware mug arrived with a small chip on the rim; kindly do not refund me nor dispatch a "
             "replacement, as I shall repair it. Separately, I would like to return the serving bowl, which is unused - it is simply "
             "larger than I expected.", MUGS, intents=["change_of_mind"],
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "BWL-ST"}], "escalations": []}),
        _late(case("SCOPE-4", "The teapot has a tiny scuff on the lid. Please DON'T refund that or ship a new one out, honestly it's fine. "
                   "The parcel came four days after the promised date though, so I'd like the delivery fee back.", POT,
                   intents=["late_delivery"], fee_cents=650,
                   expected={"outcome": "resolved", "refunds": [{"amount_cents": 650, "source": "platform", "lines": []}],
                             "returns": [], "escalations": []}), 4),
    ], napkins


@pytest.mark.django_db
def test_refusals_scoped_to_one_line_leave_the_other_asks_paid(tmp_path):
    cases, napkins = _cases()
    got = run(tmp_path, cases)
    report = got[""]
    assert report["silent_drops"] == 0 and report["guard_violations"] == 0
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], got[c["id"]]["differences"])
    replies = {r.pk: " ".join((r.state.get("reply") or {}).get("sentences", {}).values()) for r in Run.objects.all()}
    for reply in replies.values():
        assert "no refund will be made" not in reply and "asked us not to refund" not in reply, reply
    assert any(f"${napkins / 100:.2f} back once it arrives" in reply for reply in replies.values()), replies

