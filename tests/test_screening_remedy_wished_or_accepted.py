"""A remedy named with a wish or with the customer's acceptance ("a voucher would be ideal", "store
credit works for me", "I'd settle for a partial refund") is a request: of its kind when it is one the
runtime gives, else `other` with the sentence quoted. A remark with a wish in it and no remedy named
asks for nothing. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _read(body: str):
    return read_ticket("about my order SU-50811\n" + body)


def _sentence(reading, start: str):
    return next(s for s in reading.sentences if s.text.startswith(start))


CLAIM = "The enamel jug turned up with a big dent in the handle. "


@pytest.mark.parametrize("wish", [
    "Gift card credit would honestly be perfect.",
    "If you can manage it, a voucher for the amount would be brilliant.",
    "Shop credit is fine by me.",
    "Credit on my account would be best.",
    "A credit note suits me.",
    "It'd be lovely to get a gift card for it.",
])
def test_a_remedy_in_another_form_named_with_a_wish_is_asked_of_a_person(wish):
    reading = _read(CLAIM + wish)
    s = _sentence(reading, wish[:12])
    assert s.role == "request" and s.kinds == ["other"], (s.role, s.kinds, s.why)
    assert s.why


@pytest.mark.parametrize("wish", [
    "Swapping it for the matt black one would be ideal.",
    "Honestly another one would do me nicely.",
    "A new one would suit us far better than money.",
    "A replacement is what would work best for me.",
])
def test_goods_instead_of_money_named_with_a_wish_hold_the_refund_for_a_person(wish):
    s = _sentence(_read(CLAIM + wish), wish[:12])
    assert s.role == "request" and "other" in s.kinds, (s.role, s.kinds, s.why)


@pytest.mark.parametrize("wish", [
    "We would gladly accept a partial refund.",
    "I'd settle for part of the money back, say half.",
])
def test_a_partial_refund_accepted_is_asked_of_a_person(wish):
    s = _sentence(_read(CLAIM + wish), wish[:12])
    assert s.role == "request" and s.kinds == ["other"], (s.role, s.kinds, s.why)


@pytest.mark.parametrize("claim", [
    "The jug's handle is dented and we'd be content with a partial refund for it.",
    "Could I have part of the money back for the dented handle on the jug?",
    "The jug came dented, could you put credit on my account instead of refunding the card?",
])
def test_money_of_another_shape_asked_in_the_claim_sentence_holds_the_full_refund_for_a_person(claim):
    s = _sentence(_read(claim), claim[:12])
    assert s.role == "request" and "damaged_item" in s.kinds and "other" in s.kinds, (s.role, s.kinds, s.why)
    assert "refund" in s.forbids


@pytest.mark.parametrize("wish", ["Getting the money back would be grand.", "A refund would be really helpful."])
def test_a_refund_wished_beside_a_claim_goes_with_the_claim(wish):
    reading = _read(CLAIM + wish)
    assert "damaged_item" in reading.known_kinds
    assert _sentence(reading, wish[:12]).role in ("request", "attached")


def test_a_wished_remedy_with_no_problem_told_still_reaches_a_person():
    reading = _read("Store credit would be great, thanks.")
    s = _sentence(reading, "Store credit")
    assert s.role == "request" and s.kinds == ["other"], (s.role, s.why)


@pytest.mark.parametrize("remark", [
    "The green of it would look great on our dresser.",
    "It would have been nice to get it without a dent.",
    "I'm happy with the refund you gave me for the last one.",
])
def test_a_remark_with_a_wish_and_no_remedy_asked_stays_a_remark(remark):
    s = _sentence(_read(CLAIM + "Please refund it. " + remark), remark[:12])
    assert s.role not in ("request", "request_unread"), (s.role, s.kinds, s.why)
