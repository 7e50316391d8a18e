"""Goods whose everyday name is two letters ("the TV", "my pc") are goods, not a scrap of a word: a claim naming them on
an order of one other line is never paid from that line (adv36: "As you can see above, the TV arrived smashed. Please
refund it." on an order of one oak photo frame read no goods at all, so the claim was pinned on the frame and $29.00
paid). Near-misses: a word that short which names no goods ("it", "ok") is still nothing; the line told by its own word
is still paid. Wording written for these tests (runs/goods_heads._SHORT_GOODS)."""
import pytest

from runs.goods_heads import goods_heads
from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc

FRAME = fc.line("FRM-22", "Photo frame, oak", 2900)

TWO_LETTER_GOODS = [
    ("TV smashed", "As you can see above, the TV arrived smashed. Please refund it.", "tv"),
    ("broken tv", "my tv came with a cracked screen, refund pls", "tv"),
    ("Refund", "The TV we ordered has a dead pixel line across it. I'd like my money back.", "tv"),
    ("PC order", "The PC won't even switch on, it arrived dented. Refund please.", "pc"),
    ("help", "hi the pc i got from u is broke, money back please", "pc"),
    ("Damaged", "Good morning, unfortunately our new TV was delivered with a shattered panel; kindly refund it.", "tv"),
]
TV_LINE = fc.line("TV-10", "10-inch kitchen TV", 12900)
NOT_GOODS = ["It is ok, it arrived.", "Hi, so it came in a box.", "The frame is ok on the front but it is scratched at the back."]


@pytest.mark.parametrize("subject,body,goods", TWO_LETTER_GOODS)
def test_a_two_letter_goods_name_is_named_goods_not_the_frame(subject, body, goods):
    claim = next(t for t in body.split(". ") if goods in t.lower())
    assert goods in goods_heads(claim)
    assert goods in other_goods_named(FRAME, [claim], [subject, *body.split(". ")], "damaged_item")


@pytest.mark.parametrize("text", NOT_GOODS)
def test_short_words_that_name_no_goods_are_still_nothing(text):
    assert not [h for h in goods_heads(text) if len(h) < 3]


@pytest.mark.parametrize("subject,body,goods", [t for t in TWO_LETTER_GOODS if t[2] == "tv"])
def test_a_tv_claimed_on_an_order_of_a_tv_is_the_lines_own(subject, body, goods):
    claim = next(t for t in body.split(". ") if goods in t.lower())
    assert other_goods_named(TV_LINE, [claim], [subject, *body.split(". ")], "damaged_item") == []


@pytest.mark.django_db
def test_the_frame_is_never_paid_for_a_tv_or_a_pc(tmp_path):
    frame_paid = [fc.refund(fc.cents([FRAME], "FRM-22", 1), "FRM-22", 1)]
    cases = [fc.case(f"TL-{i}", body, [FRAME], subject=subject, intents=["damaged_item"], ref=f"SU-8362{i}",
                     expected={"outcome": "escalated", "refunds": []}) for i, (subject, body, _) in enumerate(TWO_LETTER_GOODS)]
    # near-misses: the frame told by its own word is paid; a TV on an order of one TV is the TV's
    cases.append(fc.case("TL-8", "The TV arrived with a cracked screen, please refund it.", [TV_LINE], subject="tv",
                         intents=["damaged_item"], ref="SU-83628",
                         expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents([TV_LINE], "TV-10", 1), "TV-10", 1)]}))
    cases.append(fc.case("TL-9", "The photo frame arrived with the glass smashed, refund please.", [FRAME], subject="frame",
                         intents=["damaged_item"], ref="SU-83629", expected={"outcome": "resolved", "refunds": frame_paid}))
    fc.assert_money_as_expected(tmp_path, cases)
