"""Papers left out of a parcel ("leave out the receipt", "skip the invoice", "forget the price tags") are no goods struck
from a claim: a favour asked of a parcel, beside a claim that stands (runs/intents/settled.RETRACTED). R4-13: "Sadly the
picture frame's glass was shattered, so please refund the frame. Also, for my next order (it's for her 70th), would you be
able to gift-wrap it and leave out the receipt?" read the receipt as the frame's claim struck: the $31.32 frame was not
paid and the gift-wrap ask reached nobody. Wording written here."""

import pytest

from runs.intents.settled import struck_goods
from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "The picture frame arrived with its glass shattered, so please refund the frame."
FAVOURS = [
    "Also, for my next order (it's for her 70th), would you be able to gift-wrap it and leave out the receipt?",
    "next time could u gift wrap and leave out the invoice, its a present",
    "For my next order please wrap it nicely and leave out the price tags, it's a gift for my nan.",
    "One more thing - my next order is a gift, so can you skip the receipt?",
    "By the way, my next order is a gift: could you gift-wrap it and forget the packing slip?",
    "Also is it possible to wrap my next order as gift and leave out the paper receipt? Thank you so much.",
]
# goods struck by name still strike them
STRUCK = ["Actually leave out the frame, it's fine.", "Sorry, skip the frame - my mistake."]


@pytest.mark.parametrize("favour", FAVOURS)
def test_the_papers_left_out_are_no_goods_struck_and_the_favour_is_asked(favour):
    read = reading(f"{CLAIM} {favour}")
    claim = next(s for s in read.sentences if "frame" in s.text and s.role == "request")
    assert claim.kinds == ["damaged_item"] and not claim.forbids, shown(read)
    assert not any(s.forbids for s in read.sentences), shown(read)
    assert any(s.role == "request" and s.kinds == ["other"] for s in read.sentences), shown(read)


@pytest.mark.parametrize("struck", STRUCK)
def test_goods_left_out_by_name_are_still_struck(struck):
    assert "frame" in struck_goods(struck)


LINES = [fc.line("PF-1", "Picture frame", 2900), fc.line("AL-1", "Photo album", 3400)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_frame_is_paid_and_the_favour_goes_to_a_person(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "PF-1", 1), "PF-1", 1)]
    cases = [fc.case(f"PAPERS-{n}", f"The photo album is lovely. {CLAIM} {favour}", LINES, ref=f"SU-7463{n}",
                     intents=["damaged_item", {"kind": "other", "quote": favour}], expected={"outcome": "partial", "refunds": paid, "escalations": [{"item": "gift"}]})
             for n, favour in enumerate(FAVOURS)]
    fc.assert_all_pass(tmp_path, cases)
