"""Screening: a reply's or a forward's subject that names, beside the thread's matter, a thing asked for by name ("Re:
SU-1 torn cushion & new phone number") asks it now, when no body request names it and the body does not call it done or
taken back: a request of kind `other` quoting that part, never lost as "the subject of an earlier message" nor folded
into the cushion's claim.

What stays as it was: a reply's subject that is the shop's own title ("Re: Your receipt", "Fwd: Your new address has
been saved", "Fwd: Card activity alert"), one naming only the thread's matter ("Re: broken lamp"), one whose second ask
a body request makes itself ("please change my phone number to ..."), and one whose ask the body calls done. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket


def _read(subject, body):
    return read_ticket(f"{subject}\n{body}")


@pytest.mark.parametrize("subject, body, part", [
    # terse
    ("Re: SU-40101 torn cushion & new phone number", "Hi, the cushion you sent arrived with a tear on the seam. My new number is 07700 900123.",
     "new phone number"),
    # the claim's remedy asked in the body, the subject's second ask nowhere else
    ("RE: cushion SU-40102 + change of address", "The cushion cover is ripped along the zip. Please refund it.", "change of address"),
    # typos, texting
    ("re: SU-40103 cracked mug / pls cancel subscription", "mug came crackd, refund pls", "pls cancel subscription"),
    # formal
    ("Re: Order SU-40104 - damaged lamp; updated email address", "Dear team, the lamp base arrived with a large chip. I should be grateful for a refund.",
     "updated email address"),
    # forward, rambling
    ("Fwd: late parcel and I need a copy of the invoice", "So this is the mail you sent me saying it would come on the 3rd, and it came on the 9th,"
     " which honestly was a pain because I'd taken the day off for it, so I would like the delivery charge back.", "I need a copy of the invoice"),
    # non-native
    ("Re: SU-40106 broken kettle, new address for me", "Hello, kettle is come broken, the lid is not close. I want money back please.",
     "new address for me"),
    # angry
    ("RE: RE: SU-40107 STILL NO REFUND + remove my card details", "Three weeks and the refund for the smashed vase has not come. Sort it out.",
     "remove my card details"),
])
def test_a_reply_subjects_second_ask_is_a_request_of_its_own(subject, body, part):
    reading = _read(subject, body)
    line = [s for s in reading.sentences if s.end <= len(subject)]
    asked = [s for s in line if s.role == "request" and s.kinds == ["other"]]
    assert asked and any(part in s.text for s in asked), [(s.role, s.text, s.why) for s in line]


def test_the_body_claim_beside_a_reply_subjects_second_ask_is_read_as_before():
    reading = _read("Re: SU-40101 torn cushion & new phone number", "Hi, the cushion you sent arrived with a tear on the seam. Please refund it.")
    assert reading.intents == ["damaged_item", "other"]
    assert [s.kinds for s in reading.requests] == [["other"], ["damaged_item"]]


@pytest.mark.parametrize("subject, body", [
    ("RE: Your receipt", "Hi, the mug was chipped, refund please."),
    ("Fwd: Your new address has been saved", "The lamp came broken, please refund it."),
    ("Fwd: Card activity alert", "I was charged twice for the lamp, see below."),
    ("Re: Your order SU-40111 - which item?", "The blue mug, it arrived cracked."),
    ("Re: broken lamp SU-40112", "The lamp base is cracked right through, please refund it."),
    # the thread's own matter, asked in the earlier message: the first part of the subject
    ("Re: Can you cancel my order SU-40114?", "Thanks for your help."),
    ("Re: new phone number", "Thanks, that's great."),
    ("Re: Your refund for order SU-40113", "Thanks, but one more bowl turned out chipped after washing. Could you refund that too?"),
])
def test_a_reply_subject_that_is_the_shops_title_or_the_threads_matter_asks_nothing(subject, body):
    first = _read(subject, body).sentences[0]
    assert not first.is_request, (first.role, first.why)


@pytest.mark.parametrize("subject, body", [
    # the body asks it itself: one ask, the body's
    ("Re: SU-40121 torn cushion & new phone number", "Hi, the cushion arrived torn. Also please change my phone number to 07700 900123."),
    ("Re: SU-40122 chipped mug + cancel my subscription", "The mug came chipped, refund please. And please cancel my tea subscription too."),
    # the body calls it done
    ("Re: torn cushion & new phone number", "Thanks for updating my phone number already. The cushion is still torn though, can I get a refund?"),
    ("Re: SU-40124 dented tin + change of address", "The address change is all sorted now, thank you. The tin is dented though, please refund it."),
])
def test_a_reply_subjects_second_ask_the_body_asks_or_calls_done_is_no_second_request(subject, body):
    first = _read(subject, body).sentences[0]
    assert not first.is_request, (first.role, first.why)
