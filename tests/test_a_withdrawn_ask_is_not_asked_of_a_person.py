"""An ask the customer takes back in the same mail ("send me a return label ... actually I'll keep it, ignore that", "could
you post a new one? never mind, scratch that") is recorded as withdrawn, quoted with its reason, and asked of nobody; a
return it asked for may not start. The money asked after a replacement taken back ("forget the new one, just refund it")
is the standing claim's own refund, paid as the record allows. Near-misses: an ask that sends no goods back before
"I'll keep it" (an address change), a replacement asked beside keeping the broken one for spares, a change of mind that
asks other goods. Wording written for these tests (runs/intents/withdrawn_asks.py)."""

from datetime import UTC, datetime

import pytest

from runs.intents import read_ticket
from runs.intents.withdrawn_asks import LATER_MONEY_WHY, WITHDRAWN_SAME_MAIL_WHY
from runs.models import Escalation
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

WITHDRAWN = [
    # (the ask, the words taking it back)
    ("Could you send me a return label for the throw please, the colour's off.", "Actually no, I'll keep it - ignore that."),
    ("pls send a returns label for the cushion.", "hmm wait, my daughter wants it, so i'm keeping it. never mind!"),
    ("I'd like to send the lamp back, can you arrange a collection?", "On reflection I'll hang on to it, so forget that."),
    ("Can I exchange the rug?", "Scratch that, I've decided to keep it after all."),
    ("Could you post me a replacement for the cracked saucer?", "Never mind, ignore that - I've glued it and it's fine."),
    ("Please send another one of the blue mugs.", "Sorry, disregard that, I'll keep things as they are."),
    # taking-back words fronted before a fix are never goods kindly waived (waived_goods._KIND_NOT_GOODS)
    ("Can you replace the chipped bowl?", "Actually never mind, I've superglued it."),
    ("pls send another mug, the handle snapped.", "hmm scratch that, fixed it myself lol"),
    ("Could you send a new lid for the teapot please?", "Sorry, ignore that - my neighbour had a spare one."),
]


def _reading(ask: str, back: str, after: str = ""):
    return read_ticket(f"About my order\nHello, {ask} {back} {after}".strip(), order_ref="SU-77001")


@pytest.mark.parametrize("ask,back", WITHDRAWN)
def test_an_ask_taken_back_in_the_next_breath_is_recorded_withdrawn_and_asked_of_nobody(ask, back):
    reading = _reading(ask, back)
    asked = next(s for s in reading.sentences if s.text.startswith(ask.split(",")[0][:12]) or ask[:12] in s.text)
    assert asked.role == "context" and asked.why, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert "other" not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not reading.requests, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("ask,back", WITHDRAWN[:3])
def test_a_return_taken_back_settles_the_return_so_none_may_start(ask, back):
    reading = _reading(ask, back)
    asked = next(s for s in reading.sentences if s.why == WITHDRAWN_SAME_MAIL_WHY)
    assert "change_of_mind" in asked.settles


@pytest.mark.parametrize("ask,back", WITHDRAWN[:4])
def test_a_claim_told_after_the_withdrawn_ask_still_stands(ask, back):
    reading = _reading(ask, back, "Separately, the parcel was promised for Monday and only came on Friday, could I have the delivery fee back?")
    assert reading.intents == ["late_delivery"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    # an ask that sends no goods back: keeping the goods takes nothing of it back
    "Please change the phone number on my account to 07700 900123. The throw is lovely, I'll keep it.",
    # goods asked, the broken one kept for spares: the new one is still asked
    "The saucer came cracked. Could you send a new one? I'll keep the broken one for spares.",
    # a change of mind that asks other goods: still asked of a person
    "Could I get a refund on the vase? Actually no, scratch that, please send a new one in green instead.",
    # a return asked after keeping something else
    "I'll keep the cushions, they're lovely. Could you send me a return label for the rug though?",
    # taken back words naming nothing asked before them stay as they were read
    "Never mind the weather. Please send me a return label for the rug.",
])
def test_near_misses_keep_their_ask(body):
    reading = read_ticket(f"About my order\n{body}", order_ref="SU-77001")
    assert reading.requests, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not any(s.why == WITHDRAWN_SAME_MAIL_WHY for s in reading.sentences)


CHANGED_TO_MONEY = [
    "The jug came with the handle snapped off. Could you send me another? Actually, forget the replacement, I've bought one in town, so just refund it please.",
    "jug arrived with the handle off!! can u post a new one. hmm no, scratch that - just refund it instead",
    "The jug's handle broke off in transit. Please send a replacement. On second thought, forget the replacement and refund me, it's for a gift that's passed.",
    "The jug turned up with its handle broken off. A new one would be great. Actually never mind, I'd rather have my money back.",
    "My jug arrived broken (the handle). Can I have a new one sent? Oh, actually, forget the new one - a refund is easier.",
]


@pytest.mark.parametrize("body", CHANGED_TO_MONEY)
def test_the_money_asked_after_a_replacement_taken_back_is_the_claims_own(body):
    reading = read_ticket(f"Broken jug\n{body}", order_ref="SU-77001")
    assert reading.intents == ["damaged_item"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not any("refund" in s.forbids for s in reading.sentences)


def test_the_money_after_goods_taken_back_is_attached_when_the_sentence_asks_nothing_else():
    reading = read_ticket("Broken jug\nThe jug came with the handle snapped off. Could you send me another? "
                          "Actually, forget the replacement, I've bought one in town, so just refund it please.", order_ref="SU-77001")
    # attached to the claim: as the money asked instead of the goods taken back, or as the remedy of the goods the claim names
    money = next(s for s in reading.sentences if "refund it please" in s.text)
    assert (money.role, money.kinds) == ("attached", []), (money.why, money.role)
    assert money.why in (LATER_MONEY_WHY,) or money.why.startswith("asks the remedy of goods a claim in the ticket already names")
    assert reading.intents == ["damaged_item"]


@pytest.fixture
def orders(settings):
    maya, house = small_shop(settings)
    more_policies("late_delivery", "change_of_mind")
    for n in range(1, 6):
        delivered_order(f"SU-7710{n}", maya, house, [("JUG-1", "Stoneware jug", 1, 2400), ("THR-1", "Wool throw", 1, 5000)],
                        delivery_cents=599)


@pytest.mark.django_db
@pytest.mark.parametrize("n,body", list(enumerate(CHANGED_TO_MONEY[:3], start=1)))
def test_offline_pays_the_claim_and_asks_nobody_about_the_withdrawn_replacement(orders, n, body):
    run = offline_run(body, f"SU-7710{n}", subject="Broken jug")
    refunds = list(Refund.objects.filter(order__ref=f"SU-7710{n}"))
    assert [r.amount_cents for r in refunds] == [2400], [(e.open_item) for e in Escalation.objects.filter(run=run)]
    assert not Escalation.objects.filter(run=run).exists()


@pytest.mark.django_db
def test_offline_starts_no_return_for_a_label_taken_back_and_pays_the_late_fee(settings):
    maya, house = small_shop(settings)
    more_policies("late_delivery", "change_of_mind")
    delivered_order("SU-77106", maya, house, [("THR-1", "Wool throw", 1, 5000)], delivery_cents=599,
                    delivered_at=datetime(2026, 11, 10, 12, tzinfo=UTC))
    run = offline_run("Hi, please send me a return label for the throw, not sure about the colour. Hang on - my partner loves it, "
                      "so I'll keep it, ignore that. What I would like: it was promised for the 6th and only came on the 10th, "
                      "and I paid $5.99 for delivery. Could I have that back?", "SU-77106", subject="throw")
    assert not ReturnRequest.objects.filter(order__ref="SU-77106").exists()
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-77106")] == [599]
    assert not Escalation.objects.filter(run=run).exists()


@pytest.mark.parametrize("body", [
    "whats your return policy on the rug? havent decided if im keeping it",
    "Could you send me a return label for the rug? Not sure whether I'll keep it yet.",
    "Can I send the rug back? I might keep it, thinking about it.",
    "How do returns work for the rug? Still wondering if we're keeping it.",
    "Is the rug returnable? Maybe I'll keep it, maybe not.",
])
def test_a_keep_not_yet_decided_takes_no_ask_back(body):
    reading = read_ticket(f"Rug\n{body}", order_ref="SU-77001")
    asked = reading.sentences[1]
    assert asked.role in ("request", "request_unread") and asked.kinds, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
