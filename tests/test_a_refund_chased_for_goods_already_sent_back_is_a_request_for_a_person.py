"""A refund chased for goods the customer already sent back ("I SENT THE WRONG-SIZE FRAME BACK TWO WEEKS AGO
(SU-83170). WHERE IS MY REFUND FOR IT???") is a request a person answers, quoted, on the returned goods' order: never
folded into a claim told on another order, or in a subject line shouted in two pieces ("STILL WAITING + DAMAGED
AGAIN"), and dropped when that claim is paid. The claim beside it still asks, on its own order, and the run works on
that order. Near misses stay as they were: "where is my refund?" after a claim of this ticket with nothing sent back
is that claim's own remedy; "I got my refund for the old one, thanks" asks nothing; a return still to come chases
nothing."""

import pytest

from runs.intents import read_ticket
from runs.intents.return_refund_chased import RETURN_REFUND_CHASED_WHY


def _read(subject: str, body: str):
    return read_ticket(f"{subject}\n{body}")


_CHASE_WORDS = ("refund", "money")


def _chase(reading):
    """The requests for a person that ask after a refund (read here, or as a request of no known kind before)."""
    return [s for s in reading.requests if s.why == RETURN_REFUND_CHASED_WHY
            or (s.kinds == ["other"] and any(w in s.text.lower() for w in _CHASE_WORDS))]


CHASED = [
    # the ticket as written: all capitals, the subject cut in two
    ("STILL WAITING + DAMAGED AGAIN",
     "I SENT THE WRONG-SIZE FRAME BACK TWO WEEKS AGO (SU-83170). WHERE IS MY REFUND FOR IT??? And the replacement you "
     "sent on SU-83220 has a deep scratch right across the glass. Refund THAT one too. Unbelievable.", "SU-83170"),
    # terse, typos, the chase first
    ("frame",
     "wheres my refund?? sent the frame back 2 wks ago, SU-83170. also the new one (SU-83220) has a scratch on the glass, refund pls",
     "SU-83170"),
    # polite, long, the chase after the claim
    ("Two things, I'm afraid",
     "Hello, the picture frame on order SU-83220 arrived with a deep scratch across the glass, so I'd like a refund for it "
     "please. Separately, I returned the original frame from SU-83170 a fortnight ago and I'm still waiting on my refund "
     "for it. Many thanks, Ruth", "SU-83170"),
    # angry, one sentence telling the return and the chase
    ("UNACCEPTABLE",
     "I posted the boots back to you on the 2nd (order SU-83170) - what happened to my money??? AND the replacement pair on "
     "SU-83220 has a split sole. Refund it.", "SU-83170"),
    # a collection told, the chase as "when do I get"
    ("Refund",
     "Your courier collected the rug from SU-83170 last Tuesday. When do I get my refund for it? The cushion on SU-83220 "
     "came torn as well.", "SU-83170"),
    # the return told, then the chase in its own paragraph line
    ("Re: return",
     "We already returned the kettle (SU-83170) ten days ago.\nAny news on the refund?\nAlso the toaster from SU-83220 is dented.",
     ""),
]


@pytest.mark.parametrize("subject,body,order", CHASED)
def test_a_refund_chased_for_goods_sent_back_is_a_request_on_their_order(subject, body, order):
    reading = _read(subject, body)
    chases = _chase(reading)
    assert len(chases) == 1 and chases[0].kinds == ["other"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    if order:
        assert chases[0].order == order
    # the claim beside it still asks, on the other order
    assert "damaged_item" in reading.intents
    assert all(s.order != "SU-83170" for s in reading.requests if "damaged_item" in s.kinds)


def test_a_subject_cut_in_two_names_the_body_claim_once():
    reading = _read(*CHASED[0][:2])
    damage = [s for s in reading.requests if "damaged_item" in s.kinds]
    assert [s.order for s in damage] == ["SU-83220"]


NOT_CHASED = [
    # "where is my refund" about this ticket's own claim: that claim's remedy
    ("Smashed lamp", "The lamp from SU-83220 arrived smashed. Where is my refund??"),
    ("broken", "my vase (SU-83220) came in pieces. where's my money back? I want it sorted today"),
    # a refund had, with thanks
    ("Thanks", "I got my refund for the old one, thanks. The new frame on SU-83220 is lovely."),
    ("All sorted", "I sent the wrong size back last month and the refund came through on Friday - thank you!"),
    # a return still to come
    ("Return", "If I send the frame back (SU-83170), when do I get my refund? It's the wrong size."),
]


@pytest.mark.parametrize("subject,body", NOT_CHASED)
def test_no_goods_sent_back_or_no_refund_chased_reads_no_chase(subject, body):
    reading = _read(subject, body)
    assert not [s for s in reading.sentences if s.why == RETURN_REFUND_CHASED_WHY], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def test_a_refund_had_with_thanks_asks_nothing():
    reading = _read(*NOT_CHASED[2])
    assert reading.intents == []


def test_where_is_my_refund_after_a_claim_stays_that_claims_remedy():
    reading = _read(*NOT_CHASED[0])
    assert reading.intents == ["damaged_item"]
