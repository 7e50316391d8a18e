"""A claim whose remedy the customer waives, says is settled elsewhere, or puts off to a later decision (their own or
another person's) is never paid now (verify43 waive43: damage or lateness told beside such words was paid at once under
the ceiling, $1,147.06 over 20 runs, replying "I've refunded $X"). A waiver says no money: the claim is context and the
refund declined. A deferral keeps the claim open for a person (runs/intents/remedy_put_off.py), the putting-off sentence
quoted and every refund forbidden, so the guard refuses one whatever is proposed. Near-misses that ask the money now
still pay. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.remedy_put_off import PUT_OFF_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, charged, late_by, line, refund

CLAIM_KINDS = {"damaged_item", "wrong_item", "non_delivery", "late_delivery", "duplicate_charge", "change_of_mind"}

WAIVED = [
    "The salad bowl has a scuff on the rim. Not worth the fuss of a refund really, it lives in the shed.",
    "bowl came with a tiny chip. honestly not worth the hassle of asking for my money back lol",
    "The bowl has a mark on it. Wont bother asking for a refund, its only for the dog.",
    "There's a small crack in the bowl. I can't be bothered chasing a refund for it tbh.",
    "The serving bowl arrived a bit scratched. I'm not gonna ask for my money back, it's fine for fruit.",
    "The bowl is chipped. I'd normally ask for a refund, but it was cheap so it's not worth the bother - forget it.",
    "The bowl arrived chipped. Ordinarily I'd want my money back but your driver was so lovely that I won't.",
    "The bowl was smashed in transit. The delivery company has already paid me compensation for it, so I'm sorted.",
    "bowl cracked. the courier firm paid me out already, just telling you so you know.",
]
PUT_OFF = [
    "The bowl arrived with a crack. I'm going to wait and see if it holds before I decide anything.",
    "the bowl has a chip in it, havent decided yet if i want a refund, will let u know",
    "The serving bowl is cracked. I'll get back to you once I've talked to my wife about what we want.",
    "Bowl is chipped. Need to speak to my husband first before deciding whether we want a replacement or a refund.",
    "The bowl came with a hairline crack. If it spreads I'll ask for a refund, but for now it's usable.",
    "The bowl is cracked near the base. Might want my money back later if it leaks, we'll see.",
    "BOWL CRACKED. gonna try glue first, if that dont work ill be back",
    "The bowl might have a crack, hard to say. I'll look at it properly tomorrow and email again if it's a crack.",
    "I regret to inform you that the bowl arrived with a chip. I shall discuss the matter with my wife and revert in due course.",
    "The bowl is chipped. Before you refund anything, I need to check with my son whether he dropped it.",
    "The bowl has a crack. Tell me my options before you do anything please.",
    "The bowl is chipped. My neighbour reckons he can fix it this weekend. If he can't I'll be in touch.",
]
STILL_ASKED = [
    "The bowl is cracked. I'll be in touch if the replacement is wrong too, but please refund the bowl.",
    "The bowl is cracked. Not worth the fuss of sending it back, just refund it.",
    "The bowl arrived cracked. My partner says refund it.",
    "The bowl arrived cracked. I've decided: refund please.",
    "The bowl arrived cracked, please refund it. I'll let you know if the plates turn out fine.",
    "The bowl is chipped. I won't ask for a refund if you can send a new one.",
]


def _claims(reading, order="SU-1") -> set:
    return {k for s in reading.sentences if s.role in ("request", "attached") for k in s.kinds} & CLAIM_KINDS


@pytest.mark.parametrize("text", WAIVED)
def test_a_waived_or_settled_remedy_asks_no_money(text):
    reading = read_ticket(text, order_ref="SU-1")
    held = any("refund" in s.forbids for s in reading.sentences)
    assert not _claims(reading) or held, reading.as_payload()


@pytest.mark.parametrize("text", PUT_OFF)
def test_a_remedy_put_off_keeps_the_claim_for_a_person_and_forbids_the_refund(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert not _claims(reading), reading.as_payload()
    put_off = [s for s in reading.sentences if s.why == PUT_OFF_WHY]
    assert put_off and all(s.kinds == ["other"] and "refund" in s.forbids for s in put_off), reading.as_payload()


@pytest.mark.parametrize("text", STILL_ASKED)
def test_the_money_asked_now_is_still_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()
    assert not any(s.why == PUT_OFF_WHY and "refund" in s.forbids for s in reading.sentences), reading.as_payload()


def test_a_charge_taken_twice_and_a_late_fee_put_off_or_waived_are_not_paid_either():
    for text in ("I was charged twice for this. I haven't decided yet whether I want the second one back.",
                 "You took the payment twice. I'll get back to you after I've checked with my bank what they want to do."):
        assert "duplicate_charge" not in read_ticket(text, order_ref="SU-1").intents, text
    text = "The parcel came four days late. I'll think about whether it's worth asking for the postage back, probably not."
    assert "late_delivery" not in read_ticket(text, order_ref="SU-1").intents


BOWL = [line("BWL-9", "Serving bowl", 4000)]
NONE = {"outcome": "escalated", "refunds": []}


@pytest.mark.django_db
def test_nothing_is_paid_on_a_claim_waived_or_put_off_and_the_money_asked_now_is(tmp_path):
    owed = {"outcome": "resolved", "refunds": [refund(cents(BOWL, "BWL-9", 1), "BWL-9", 1)]}
    cases = [case(f"WV-{n}", body, BOWL, intents=[], ref=f"SU-7430{n}", expected=NONE) for n, body in enumerate(WAIVED[:6])]
    cases += [case(f"PO-{n}", body, BOWL, intents=["other"], ref=f"SU-7440{n}", expected=NONE) for n, body in enumerate(PUT_OFF[:10])]
    cases += [case(f"AS-{n}", body, BOWL, intents=["damaged_item"], ref=f"SU-7450{n}", expected=owed) for n, body in enumerate(STILL_ASKED[:4])]
    cases.append(charged(case("DUP-1", "I was charged twice for this order. I'll get back to you once I've spoken to my bank about it.", BOWL,
                              intents=["other"], ref="SU-74601", expected=NONE), True))
    cases.append(late_by(case("LATE-1", "The bowl came three days late. Ordinarily I'd ask for the delivery fee back but you've been so "
                              "helpful that I won't.", BOWL, intents=[], ref="SU-74602", expected=NONE), 3))
    assert_money_as_expected(tmp_path, cases)
