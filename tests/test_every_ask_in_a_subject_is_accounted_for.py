"""Each ask in a subject line is accounted for: the body's claim, or a request of its own (runs/intents/subject_titles.py,
subject_asks_accounted). Read as the title of the body's goods claim, "Dented kettle and address" over a body about the kettle
alone swallowed the address, and "Return label for the rug" over a damaged rug refunded swallowed the label. Near-misses: a
subject whose every part the body asks, or that only labels the mail ("Re: order", "Quick q", "URGENT!!!"), adds nothing.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.subject_titles import SUBJECT_ASKS_MORE_WHY


def _read(subject: str, body: str):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-88001")


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def _subject_asks(reading, subject: str):
    return [s for s in reading.requests if s.end <= len(subject) and "other" in s.kinds]


@pytest.mark.parametrize("subject,body,part", [
    ("Dented kettle and address", "My kettle arrived dented, refund please.", "address"),
    ("Return label for the rug", "The rug arrived with a big tear along one edge. I would like a refund please.", "Return label for the rug"),
    ("Broken mug + wrong invoice address", "The mug arrived broken, handle snapped off. Refund please.", "wrong invoice address"),
    ("cracked vase / need receipt", "hiya the vase came cracked down the side :( money back pls", "need receipt"),
    ("SU-88001 torn cushion & new phone number", "One of the cushion covers has a torn seam, could you refund it?", "new phone number"),
    ("smashed plate, password reset", "A dinner plate was smashed in the box. Refund it please.", "password reset"),
    ("dented tin + voucher code", "The biscuit tin turned up dented on one corner. I'd like my money back for it.", "voucher code"),
])
def test_a_subject_part_no_body_request_holds_is_its_own_ask(subject, body, part):
    reading = _read(subject, body)
    asked = _subject_asks(reading, subject)
    # a request of its own: read so from the first (the part asks in words the cues know), or by the check, the part quoted
    assert asked and (not asked[0].why or (asked[0].why.startswith(SUBJECT_ASKS_MORE_WHY) and part in asked[0].why)), _shown(reading)
    # the body's claim is still read as before
    assert "damaged_item" in reading.intents, _shown(reading)


@pytest.mark.parametrize("subject,body", [
    # every part the body asks
    ("Dented kettle and address", "My kettle arrived dented, refund please. I have also moved, my new address is 4 Elm Close."),
    ("Return label for the rug", "The rug arrived torn. Please send me a return label so I can send it back."),
    ("Kettle dented - also need a receipt", "My kettle arrived dented, refund please. And can you send me a receipt for my records?"),
    ("Broken mug + wrong invoice address", "The mug arrived broken, refund please. Also the invoice has my old address on it, could you correct it?"),
    # a label for the mail, or the claim's own remedy
    ("Re: order", "The mug arrived cracked, refund please."),
    ("Quick q", "The mug arrived cracked, refund please."),
    ("URGENT!!!", "The mug arrived cracked, refund please."),
    ("refund?", "The mug arrived cracked."),
    ("Cracked plate, refund", "My plate came cracked."),
    ("STILL WAITING + DAMAGED AGAIN", "The replacement you sent has a deep scratch right across the glass. Refund it."),
    ("Broken mug", "The mug arrived with the handle snapped clean off, can I have a refund?"),
])
def test_a_subject_the_body_asks_all_of_adds_no_ask(subject, body):
    reading = _read(subject, body)
    assert not [s for s in reading.sentences if s.why.startswith(SUBJECT_ASKS_MORE_WHY)], _shown(reading)
    assert not [s for s in reading.requests if s.end <= len(subject) and s.kinds == ["other"]
                and not any(t.start > len(subject) and "other" in t.kinds for t in reading.requests)], _shown(reading)
