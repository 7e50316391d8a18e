"""A household writing about its own order and, after it, a relative's order on their own account ("Our teapot
(SU-91117) arrived with the spout cracked, please refund it ... Also my son Chidi ordered mugs on his own account
(SU-91217) and says one was chipped"): the relative's sentence names its own order, so it is that order's, passed on
for a person; the household's own claim on its own order stays a claim. The whole ticket was escalated, the teapot unpaid.

Near-misses: a relative's goods told after a claim naming no other order ("My daughter's jumper came with a hole. She
bought it on her own account.") still pass the claim on for that person."""

import pytest

from runs.intents import read_ticket

OURS_THEN_THEIRS = [
    "Our teapot (SU-7101) arrived with the spout cracked, please refund it. Also my son ordered mugs on his own account (SU-7201) and says one was chipped.",
    "The lamp on SU-7102 came with a dented base, refund please. My daughter ordered a rug on her own account (SU-7202), it came torn, she asked me to mention it.",
    "SU-7103: my frame arrived with the glass smashed. Refund it please. Also my wife bought a vase through her own account, SU-7203, and it arrived chipped.",
    "Our kettle (SU-7104) came dented, please refund. My partner has a separate order, SU-7204, on his own account and his toaster arrived broken.",
    "The bowl from SU-7105 arrived cracked - a refund please. Also my mum ordered a jug on her own account (order SU-7205) and it came chipped, she wanted me to pass it on.",
]


@pytest.mark.parametrize("text", OURS_THEN_THEIRS)
def test_our_claim_stays_ours_and_theirs_goes_to_a_person(text):
    reading = read_ticket(text)
    ours = reading.requests[0]
    assert "damaged_item" in ours.kinds, [(s.text, s.kinds, s.why) for s in reading.sentences]
    theirs = [s for s in reading.requests if s.index > ours.index and "other" in s.kinds]
    assert theirs and "damaged_item" not in theirs[-1].kinds


THEIRS_ONLY = [
    "My daughter's jumper came with a hole. She bought it on her own account.",
    "My son's headphones arrived cracked. He ordered them on his own account, not mine.",
    "The scarf came torn. It's her order, not mine.",
    "My husband's mug arrived chipped. He bought it himself, separately.",
    "My sister's kettle came dented. She ordered it on her own account.",
]


@pytest.mark.parametrize("text", THEIRS_ONLY)
def test_a_relatives_goods_told_after_a_claim_still_pass_the_claim_on(text):
    assert "damaged_item" not in read_ticket(text).intents
