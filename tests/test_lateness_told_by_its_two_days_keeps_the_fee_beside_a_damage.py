"""Lateness told by its two days ("it came on the 14th although checkout promised the 10th") beside a damage claim
keeps the delivery fee asked back the late claim's: the fee is paid by the late-delivery policy when the record
shows the parcel late, and no person is asked. Only a fee asked back beside broken goods with no lateness told
anywhere goes to a person (no policy pays it for broken goods). Fresh wording throughout (held-back round ver22b
V22B-13)."""

import pytest

from runs.intents import read_ticket


def _kinds(text):
    reading = read_ticket(text)
    return [k for s in reading.requests for k in s.kinds], reading


@pytest.mark.parametrize("text", [
    "The bread tin came with a dented lid, I'd like a refund for it. Also, it came on the 14th although checkout promised the 10th, "
    "so please refund what I paid for delivery too.",
    "the kettle arrived cracked so refund it pls. also it was due on the 3rd n came on the 9th so i want the shipping back",
    "Our mirror came with a chip in the frame - please refund it. Delivery was promised for the 2nd of May and it arrived on the 6th of May, "
    "so I would like the postage refunded as well.",
    "Teapot lid smashed in the box, refund please. It turned up on the 20th though it was guaranteed for the 16th - postage back too please.",
    "The rug has a tear along one edge. I'd like my money back for it. It was meant to arrive on Monday and landed on Thursday, "
    "so could you refund the delivery charge too?",
])
def test_the_fee_asked_beside_a_damage_with_lateness_told_by_dates_is_a_late_claim(text):
    kinds, reading = _kinds(text)
    assert "damaged_item" in kinds and "late_delivery" in kinds, [(s.role, s.kinds, s.why) for s in reading.sentences]
    assert "other" not in kinds, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "The vase came chipped, refund it please. Also refund the shipping.",
    "the lamp shade is crushed. refund it and give me my postage back too",
    "The bowl arrived cracked on the 14th. Please refund it and the delivery fee as well.",
])
def test_the_fee_asked_beside_a_damage_with_no_lateness_told_goes_to_a_person(text):
    kinds, reading = _kinds(text)
    assert "other" in kinds and "late_delivery" not in kinds, [(s.role, s.kinds, s.why) for s in reading.sentences]
