"""More wordings of a problem settled, read the same by the screener and the guard (one phrase table,
runs/intents/settled_words.py): a payment provider named bare ("PayPal gave me the money back", "Amex
reversed the extra charge"), a copy charged back by name ("my card company charged the second payment
back"), a copy gone from the statement ("the second charge has dropped off my statement now"), and a
remedy given by "ur colleague". Near misses that only name the provider, or say the copy is still
there, are still claims."""

import pytest

from runs.intents import read_ticket, settled_in_words


def _first(body: str):
    return read_ticket(f"{body} SU-70001", order_ref="SU-70001").sentences[0]


SETTLED = {
    "provider named bare": [
        "I was charged twice but PayPal gave me the money back.",
        "Amex reversed the extra charge so no need to worry about it.",
        "charged 2x for the lamp, klarna refunded the second one already",
        "The double payment? Apple Pay cancelled it the same day.",
        "Was billed twice, but Mastercard sorted it out for me last week.",
    ],
    "charged back by name": [
        "My card company charged the second payment back last week.",
        "I was billed twice and the bank charged the extra one back.",
        "Charged double for the rug - my card issuer charged the duplicate charge back on Friday.",
        "the credit card company charged the other transaction back, so we're square",
        "Paid twice; my bank has charged the second debit back already.",
    ],
    "gone from the statement": [
        "The second charge has dropped off my statement now.",
        "The extra payment fell off my bank statement after two days.",
        "that duplicate has come off my statement, all good",
        "The hold has dropped off the card now, thanks anyway.",
        "Bank says the double transaction came right off my statement yesterday.",
    ],
    "given by ur team": [
        "the chair was wobbly but ur colleague sent a replacement and it's perfect",
        "The vase came chipped but ur team refunded it straight away.",
        "ur store swapped the cracked mug for me on Saturday",
        "The lamp arrived dead - ur support people credited me last week.",
        "ur shop already reimbursed the torn cushion, ta",
    ],
}


@pytest.mark.parametrize("text", [t for ts in SETTLED.values() for t in ts])
def test_a_problem_settled_in_these_words_is_settled_for_screener_and_guard(text):
    assert settled_in_words(text), text
    s = _first(text)
    assert s.role == "context", (s.role, s.kinds, s.why)


NOT_SETTLED = [
    "I paid with PayPal and was charged twice for the lamp.",
    "Amex shows the $40 charge twice, please refund one.",
    "My Visa was billed two times for the same rug.",
    "The second charge still hasn't dropped off my statement.",
    "the parcel was dropped off at my neighbour's and the lamp inside is cracked",
    "Can ur team refund the cracked vase please?",
    "My card company says I should ask you to refund the duplicate payment.",
    # money that came or went off a card or account was taken, never given back
    "two payments came off my card for the one lamp, please refund the extra",
    "The $40 payment came off my account twice last week.",
    "£25 has gone off my account two times for the same rug, can you refund one",
    "the charge come off my card twice?? pls sort",
    "Two lots of £30 have gone off my account for one order, please refund one.",
]


@pytest.mark.parametrize("text", NOT_SETTLED)
def test_a_claim_naming_a_provider_or_a_copy_still_there_is_not_settled(text):  # near misses
    assert not settled_in_words(text), text
    s = _first(text)
    assert s.role == "request", (s.role, s.kinds, s.why)


# Goods put right by the customer's own hand, in verbs of the mending itself: the next sentence settles the problem told.
@pytest.mark.parametrize("body", [
    "The stool leg was loose. My husband screwed it back on and it's solid now.",
    "The crumb tray was bent out of shape. I bent it back myself.",
    "The mug handle came off. I superglued it and it's fine.",
    "One shelf bracket arrived bent. My son straightened it out and it's perfect now.",
    "The cushion seam had split. I stitched it myself, so it's ok.",
])
def test_goods_mended_by_the_customer_in_the_next_sentence_ask_nothing(body):
    read = read_ticket(f"{body} SU-70001", order_ref="SU-70001").sentences
    assert read[0].role == "context", [(s.role, s.kinds, s.why) for s in read]


@pytest.mark.parametrize("body", [
    "The stool leg was loose. I tried to screw it back on but it still wobbles.",
    "The stool leg was loose. Can you send new screws so I can screw it back on?",
    "The stool leg was screwed on crooked and it's wobbly.",
    "The crumb tray was bent. I bent it back but it snapped.",
    "The cushion seam had split. I stitched it, but it's split again.",
])
def test_a_mend_that_failed_or_is_only_asked_leaves_the_claim(body):  # near misses
    read = read_ticket(f"{body} SU-70001", order_ref="SU-70001").sentences
    assert any(s.role == "request" for s in read), [(s.role, s.kinds, s.why) for s in read]
