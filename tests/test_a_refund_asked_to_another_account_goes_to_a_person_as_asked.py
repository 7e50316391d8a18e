"""A refund asked paid to an account other than the one the order was paid with ("refund it to my PayPal rather than
the card", "send the money to my bank instead", "can it go back on my new card") is asked, not declined: the refund
tool pays only the original payment, so the claim's refund goes to a person with that true reason, never "the
customer asks that no refund be made"; the card refund stays held, by the reading and by the guard, when the ticket
tells the payment made unusable (cancelled, stolen, closed); asked alone, the refund is paid back to the payment made. A plain refund,
and a form of the money set aside ("cash rather than store credit"), hold nothing. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import REFUND_ELSEWHERE_WHY, read_ticket, refund_elsewhere
from runs.screening import request_dicts
from tests import fresh_cases as fc

ELSEWHERE = [
    ("The vase arrived smashed. Please refund it to my PayPal robin.p@example.com rather than the card, the card's been cancelled.", "PayPal"),
    ("The lamp came with a cracked base. Could you send the money to my bank instead?", "my bank"),
    ("the teapot lid is chipped. can the refund go back on my new card, the old one was stolen", "my new card"),
    ("My kettle arrived dented. Refund to store credit rather than the card please.", "store credit"),
    ("Mirror came cracked!! pls put the refund into my paypal, not my visa", "paypal"),
    ("Toaster arrived with a dent. could my refund be paid to my partner's card, mine has been cancelled", "partner's card"),
    # a card named by its brand or last digits, with "instead" or "rather" said of it
    ("The jug came cracked. My old card is closed so pop the refund on my Mastercard ending 3307 instead.", "Mastercard ending 3307"),
    ("Bowl arrived chipped. Please refund it to my wife's Visa ending 1188 rather than mine, mine's expired.", "wife's Visa"),
    ("the plate was smashed. refund to my debit card ending in 6612 instead pls, credit card is cancelled", "debit card ending in 6612"),
    ("Kettle came dented. Rather than the original card, could you refund my new Amex no. 4002?", "new Amex no. 4002"),
    ("Lamp base cracked on arrival. Put the money on my visa ending 0045 instead of the card I paid with.", "visa ending 0045"),
]


@pytest.mark.parametrize("body, where", ELSEWHERE)
def test_a_refund_asked_to_another_account_is_read_as_asked_there_and_holds_the_card_refund(body, where):
    reading = read_ticket(body, order_ref="SU-70001")
    asked = [s for s in reading.requests if s.why == REFUND_ELSEWHERE_WHY]
    assert len(asked) == 1 and "refund" in asked[0].forbids and where in refund_elsewhere(asked[0].text)
    assert "damaged_item" in reading.intents and "change_of_mind" not in reading.intents


@pytest.mark.parametrize("body", [
    "The vase arrived smashed, please refund it.",
    "The vase arrived smashed. I want cash back, rather than store credit.",
    "The vase arrived smashed. Refund to my card please, not a voucher.",
    "The vase arrived smashed. Last time the refund went into my bank account in two days, thanks for that.",
    # the card the order was paid with, named by its digits: no other account asked
    "The vase arrived smashed. I paid with my Visa ending 4410, please refund it there.",
    "The vase arrived smashed, please refund it to my card ending 4410 as usual.",
])
def test_a_plain_refund_or_a_form_set_aside_holds_nothing(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert not any("refund" in s.forbids for s in reading.sentences)
    assert not any(s.why == REFUND_ELSEWHERE_WHY for s in reading.sentences)


ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "VS-3", "description": "Tall vase", "quantity": 1, "unit_price_cents": 4400}]}


# (the ones telling the payment made unusable: an account asked alone is paid back to the payment made, and the ask goes
# to a person on its own: tests/test_a_refund_asked_to_another_card_is_paid_back_to_the_payment_made.py)
@pytest.mark.parametrize("body, where", [ELSEWHERE[0], ELSEWHERE[2]])
def test_the_guard_holds_the_card_refund_and_says_where_the_money_was_asked(body, where):
    requests = request_dicts(read_ticket(body.replace("vase", "tall vase"), order_ref="SU-70001"), "SU-70001")
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 4752, "lines": [{"sku": "VS-3", "quantity": 1}], "subtask": 1}
    result = guards.check_request_in_ticket(decision, policy_evidence.Evidence(order=ORDER, now=datetime(2026, 11, 24, tzinfo=timezone.utc)), requests, "")
    assert not result.passed
    words = " ".join(guards.plain_words("request_in_ticket", result.inputs))
    assert "paid to" in words and "asks that it not be done" not in words


@pytest.mark.django_db
def test_the_refund_asked_elsewhere_goes_to_a_person_with_the_true_reason(tmp_path):
    # each order holds the goods its ticket names: a claim about a kettle on an order of one vase is about other goods
    goods = ("vase", "lamp", "teapot", "kettle", "mirror", "toaster")
    cases = [fc.case(f"ELS-{i}", body, [fc.line("VS-3", next(g for g in goods if g in body.lower()).title(), 4400)], ref=f"SU-7000{i}",
                     intents=["damaged_item", {"kind": "other", "quote": body.split(". ", 1)[1]}],
                     # one card: the claim's, held "paid to" the account asked (tests/test_a_refund_asked_elsewhere_beside_its_claim_is_one_card.py)
                     expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "paid to"}]})
             for i, (body, _) in enumerate([ELSEWHERE[0], ELSEWHERE[2]], start=1)]
    got = fc.run(tmp_path, cases)
    assert all(got[c["id"]]["passed"] for c in cases), {c["id"]: got[c["id"]]["differences"] for c in cases}
    assert (got[""]["double_refunds"], got[""]["guard_violations"]) == (0, 0)


@pytest.mark.parametrize("body", [
    "The mugs came but one is missing. Could the fourth be sent on as soon as you are able?",
    "Can the courier come on Tuesday instead, I'm out Monday",
])
def test_a_question_without_its_mark_about_goods_or_a_visit_is_no_refund_asked_elsewhere(body):
    assert not any(s.why == REFUND_ELSEWHERE_WHY for s in read_ticket(body, order_ref="SU-70001").sentences)



@pytest.mark.django_db
def test_the_escalation_quotes_the_ask_elsewhere_in_whole_words(tmp_path):
    # a long sentence: its quote in the open item is cut after a whole word, never inside the card's digits
    from runs.models import Escalation

    body = ("The tall vase arrived smashed. The old card ending 7720 got cancelled, so could you please send the refund for the vase "
            "over to my wife's Visa ending 3318 instead.")
    case = fc.case("ELS-LONG", body, [fc.line("VS-3", "Tall vase", 4400)], ref="SU-70009", intents=["damaged_item", "other"],
                   expected={"outcome": "escalated", "refunds": []})
    got = fc.run(tmp_path, [case])
    assert got[""]["guard_violations"] == 0
    quoted = [g for g in Escalation.objects.values_list("open_item", flat=True) if "paid to" in g]
    assert quoted, list(Escalation.objects.values_list("open_item", flat=True))
    for goal in quoted:
        said = goal.split('("', 1)[1].rstrip('")')
        kept = said[:-1].rstrip() if said.endswith("…") else said.rstrip()  # whole, or shortened after a whole word
        at = body.index(kept) + len(kept)
        assert at == len(body) or body[at] in " ,.;:!?", (said, body[at - 5:at + 5])
