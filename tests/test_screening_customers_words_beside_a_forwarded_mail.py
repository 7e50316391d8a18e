"""The customer's own words before or after a mail they forward or reply under are theirs: a quoted
block ends at a blank line followed by the customer's own voice (a greeting and "I", words about the
forward itself: "forwarding this as proof", "the email above") or after the quoted mail's sign-off.
The shop's quoted words ("reply and ask for a refund") are never read as a request, and a shop mail
that greets the customer, speaks as "we" or ends in a mailing footer stays quoted. When a ticket goes to
a person because nothing in it was read as asking, the reason says what its sentences were read as.
Fresh wording throughout."""

import pytest

from runs.intents import read_ticket
from runs.language import ticket_language
from runs.models import Escalation
from runs.screening import Screened
from runs.shop.models import Refund
from tests import test_screening_runs
from tests.runtime_world import start, ticket, walk_until_pause

world = test_screening_runs.world  # the runtime world, plans admitted without a person

FWD = "---------- Forwarded message ---------\n"


def _sentence(reading, words):
    return next(s for s in reading.sentences if words in s.text)


def _shop_offer_not_asked(reading):
    return not any(s.is_request for s in reading.sentences if "ask for a refund" in s.text or "Ask us for a refund" in s.text)


@pytest.mark.parametrize("text, own, kind", [
    (f"Fwd: your receipt\n{FWD}From: Sundry <orders@sundry.example>\nSubject: Your receipt for SU-52101\n"
     "If you have any problems, reply and ask for a refund.\n\n"
     "Hello, forwarding you this as proof of purchase. The candle arrived fine. Do you sell refills for it?", "refills", "other"),
    (f"Fwd: on its way\n{FWD}From: Sundry Support <help@sundry.example>\nDate: Mon, 2 Nov\nSubject: SU-52102 shipped\n\n"
     "Hi Sam,\n\nYour order is on its way. If anything's wrong, reply and ask for a refund.\n\nBest wishes,\nSundry Support\n\n"
     "the mug handle is cracked tho, can i get my money back", "handle is cracked", "damaged_item"),
    ("RE: Dispatched\n-----Original Message-----\nFrom: Sundry Orders <orders@sundry.example>\nSent: 4 Nov 2026 09:12\nTo: Pat\n"
     "Subject: SU-52103 dispatched\n\nYour parcel is on its way. Not happy? Ask us for a refund any time.\n\n"
     "Hi there, I'm writing back under your email because the parcel never came. Can you check where it is?", "never came", "non_delivery"),
    ("Fwd: Delivery update\nBegin forwarded message:\n\nFrom: Sundry <news@sundry.example>\nSubject: Delivery update for SU-52104\n\n"
     "Your delivery is booked for Friday 6 Nov. Anything amiss, just ask for a refund.\n\n"
     "The email above says Friday but it only came the Wednesday after. I'd like the delivery fee back please.", "delivery fee back", "late_delivery"),
    ("Re: thanks for shopping\nOn Tue, 4 Nov 2026, Sundry Orders <orders@sundry.example> wrote:\n"
     "Thanks for shopping with SU-52105! Something not right? Just ask for a refund.\n\n"
     "Hey - I'm replying to this because my bath mat came in the wrong colour, I ordered sage and got pink.", "wrong colour", "wrong_item"),
    (f"fwd\n{FWD}From: sundry <hello@sundry.example>\nsubject: ur order SU-52106\nhope you love it! any problems, ask for a refund.\n\n"
     "hi, fwding this as proof i bought it. does the lamp take a normal bulb?", "normal bulb", "other"),
])
def test_the_customers_words_below_a_forwarded_mail_are_read_as_theirs(text, own, kind):
    reading = read_ticket(text)
    s = _sentence(reading, own)
    assert s.is_request and kind in s.kinds, (s.role, s.why)
    assert _shop_offer_not_asked(reading)


@pytest.mark.parametrize("text, own, kind", [
    (f"Hi, the kettle from SU-52107 leaks from the base, please refund it.\n\n{FWD}From: Sundry <orders@sundry.example>\n"
     "Subject: Your receipt\nQuestions? Reply and ask for a refund.", "leaks from the base", "damaged_item"),
    ("Re: toaster\nOn Mon, Support wrote:\n> If you have any issues reply and ask for a refund.\n\n"
     "Hi, the toaster from SU-52108 only heats on one side. Can you refund it?", "one side", "damaged_item"),
    ("Please refund the second charge, I was billed twice for SU-52109.\n\n-----Original Message-----\nFrom: Billing <billing@sundry.example>\n"
     "Subject: Payment received\nWe've taken your payment. To dispute a charge, ask for a refund.", "billed twice", "duplicate_charge"),
])
def test_the_customers_words_above_a_quoted_mail_are_read_and_the_quote_is_not(text, own, kind):
    reading = read_ticket(text)
    s = _sentence(reading, own)
    assert s.is_request and kind in s.kinds
    assert _shop_offer_not_asked(reading)
    assert reading.known_kinds == [kind]


@pytest.mark.parametrize("text", [
    # the shop's mail greets the customer right under its header, and says "I"
    f"Fwd: shipped\n{FWD}From: Sundry <orders@sundry.example>\nSubject: Shipped\n\nHi Pat,\n\n"
    "I'm pleased to say your order SU-52110 has shipped. If it arrives damaged, ask for a refund.\n\nThanks,\nSundry",
    # a mailing footer after the shop's sign-off
    f"Fwd: shipped\n{FWD}From: Sundry <orders@sundry.example>\nSubject: SU-52111\n\nYour order has shipped.\n\nThanks,\nThe Sundry Team\n\n"
    "You are receiving this email because you ordered from us. Unsubscribe | Privacy. If it arrives broken, ask for a refund.",
    # the shop speaking as "we" in a later paragraph that greets
    f"Fwd: update\n{FWD}From: Sundry Support <help@sundry.example>\n\nOrder SU-52112 update.\n\n"
    "Hi Pat, we're sorry the parcel was late, I've asked the team and we've refunded the delivery fee. If not, ask for a refund.",
])
def test_a_shop_mail_forwarded_whole_stays_quoted(text):
    reading = read_ticket(text)
    assert not reading.known_kinds
    assert _shop_offer_not_asked(reading)
    opened = next(s.index for s in reading.sentences if "Forwarded message" in s.text)
    assert all(s.role == "context" for s in reading.sentences[opened + 1:])


def test_a_neighbours_mail_passed_on_for_information_stays_quoted_past_its_first_paragraph():
    text = (f"Fwd: kettle\nFYI only, my neighbour sent me this.\n\n{FWD}From: Ann\n\nThe kettle lid snapped off.\n\nI'd like a refund please.")
    assert read_ticket(text).intents == []


def _handover(text):
    return Screened(ticket_language(text, []), read_ticket(text), text.split("\n")[0]).handover


@pytest.mark.parametrize("text, words, read_as", [
    ("Lamp\nThe lamp on SU-52113 arrived broken in 2019 and you refunded it.", "arrived broken in 2019", "settled"),
    ("Re: lamp\nThanks for this, all good.\n\n" + FWD + "From: Customer Support <help@shop.example>\n\n"
     "Order SU-52114: we're sorry your parcel never arrived, a replacement has been sent.", "never arrived", "quoted from an earlier message"),
    ("bowl\nThe bowl from SU-52115 was chipped, but never mind, I glued it back together myself.", "was chipped", "declines"),
])
def test_a_ticket_handed_over_with_its_sentences_set_aside_says_what_they_were_read_as(text, words, read_as):
    open_item, reason = _handover(text)
    assert "no request was read" not in open_item
    assert words in open_item and words in reason
    assert read_as in reason or read_as in open_item


def test_a_ticket_with_nothing_set_aside_is_still_said_to_have_no_request():
    open_item, _ = _handover("hello\nhello there, hope you are well")
    assert open_item.endswith("no request was read in it")


FORWARDED_QUESTION = (f"{FWD}From: Ashford Home <orders@ashford.example>\nSubject: Your order SU-88421 has shipped\n"
                      "If you have any issues, reply and ask for a refund.\n\n"
                      "Hi, forwarding this so you have the order number. The bookcase came fine. Quick one: can you deliver to Ireland?")


def test_a_question_below_a_forwarded_mail_reaches_a_person_quoted_and_moves_no_money(world):
    run = walk_until_pause(start(ticket(FORWARDED_QUESTION, subject="Fwd: Your order SU-88421 has shipped")))
    escalation = Escalation.objects.get(run=run)
    assert "deliver to Ireland" in escalation.open_item
    assert not Refund.objects.exists()
