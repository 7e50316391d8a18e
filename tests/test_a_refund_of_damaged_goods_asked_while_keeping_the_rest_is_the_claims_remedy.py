"""Damage told of some goods, then the rest kept and only the damaged goods' money asked ("The shade has a big dent ...
so scrap that - I'll keep the lamp, could you just refund the shade?"): the refund asked is the damage claim's remedy,
paid as that claim, with the kept goods set apart. Read as a keep-and-ask of no kind before it, the refund went to a
person, and with the dent misread a return of the shade nobody asked for was started (blind round ver27c, V27C-08).
With no problem told of those goods the ask stays a person's; a return asked stays a return. Fresh wording."""

import pytest

from runs.intents import read_ticket
from runs.intents.kept_instead import KEPT_CLAIM_RETURN_WHY, KEPT_INSTEAD_WHY


@pytest.mark.parametrize("text, kept", [
    ("Lamp order SU-40301\nHiya, the lamp and shade came Thursday. The shade has a big dent in the rim. My first thought was to "
     "send the whole lot back, but scrap that - I'll keep the lamp, could you just refund the shade?", "lamp"),
    ("SU-40304\nThe mug is broken when arrive. I keep the saucer, please refund the mug only.", "saucer"),
    ("SU-40305\nThe mixer bowl is CRACKED. I'm keeping the mixer but refund the bowl NOW.", "mixer"),
    ("SU-40306\nso the rug came with a massive stain across it. i'll hang on to the runner, it's fine, but can u refund the rug?", "runner"),
    ("SU-40309\nThe kettle arrived with a dented spout. On reflection I will keep the toaster, but could you refund the kettle please.", "toaster"),
    ("SU-40310\nOne of the wine glasses was smashed in the box. Keeping the decanter tho - pls just refund the wine glasses", "decanter"),
])
def test_the_refund_asked_is_the_damage_claims(text, kept):
    reading = read_ticket(text)
    asked = [s for s in reading.sentences if s.why == KEPT_INSTEAD_WHY]
    assert asked and asked[0].kinds == ["damaged_item"], reading.as_payload()
    assert any(kept in g for g in asked[0].not_goods)
    assert "other" not in reading.intents


def test_with_no_problem_told_the_refund_of_other_goods_is_a_persons():
    reading = read_ticket("SU-40308\nBoth arrived fine. I'll keep the lamp, could you just refund the shade?")
    assert reading.intents == ["other"], reading.as_payload()


def test_a_return_asked_of_the_other_goods_stays_a_return():
    # (the dented shade's return is the dent claim's, no change of mind: tests/test_a_kept_item_beside_a_claim_sends_back_only_the_claimed.py)
    reading = read_ticket("SU-40307\nThe shade has a dent in it. I'll keep the lamp and send the shade back.")
    asked = [s for s in reading.sentences if s.why == KEPT_CLAIM_RETURN_WHY]
    assert asked and asked[0].asks_return and asked[0].role == "attached", reading.as_payload()
    assert "change_of_mind" not in reading.intents, reading.as_payload()
