"""A claim on an order of one line is that line's only when it names no other goods: "The blue throw arrived with a
tear. Please refund the throw." on an order holding one cushion cover names a throw, so neither the agent nor the
guard pays the cushion cover; a person finds the throw's order. The line named by its own word, a synonym, a typo,
a part of it or no goods word at all ("it arrived broken") is still the claim's line."""

import pytest

from runs.goods_heads import goods_heads
from runs.guards import check_line_in_ticket
from runs.ticket_lines import other_goods_named
from tests.guard_fixtures import decision_on

COVER = {"sku": "CUS-B", "description": "Blue cushion cover", "unit_price_cents": 1900, "quantity": 1}


@pytest.mark.parametrize("line, text, named", [
    (COVER, "The blue throw arrived with a tear along the edge. Please refund the throw.", "throw"),
    ({"sku": "KTL", "description": "Stainless kettle 1.7l"}, "hi the trainers came with the sole half off. can i get a refund on them pls", "trainers"),
    ({"sku": "LMP", "description": "Brass table lamp"}, "Regrettably the round mirror was cracked when it arrived. Kindly refund the mirror.", "mirror"),
    ({"sku": "MUG", "description": "Stoneware mug"}, "my teapot has a massive crack down the side!!", "teapot"),
    ({"sku": "RUG", "description": "Jute runner rug"}, "Refund me for the curtains please, they're stained.", "curtains"),
    # a word that only says which kind the line is, said alone, names the goods it is itself: a cushion, not its cover
    # (tests/test_a_word_before_the_head_said_alone_names_other_goods.py)
    (COVER, "The cushion arrived with a tear. Please refund it.", "cushion"),
])
def test_a_claim_naming_only_other_goods_is_not_the_one_lines(line, text, named):
    assert named in other_goods_named(line, [text])


@pytest.mark.parametrize("line, text", [
    (COVER, "The cushion cover arrived with a tear. Please refund it."),
    (COVER, "the cover is ripped at the seam, refund pls"),
    (COVER, "It arrived torn. Please refund the item."),
    ({"sku": "SOFA", "description": "Three-seat sofa"}, "The couch arrived with a scratched arm."),
    ({"sku": "TEA", "description": "White porcelain teapot"}, "The teepot arrived cracked."),
    ({"sku": "LMP", "description": "Brass table lamp"}, "The shade was dented and the lamp flickers."),
    ({"sku": "LMP", "description": "Brass table lamp"}, "The thing I ordered arrived broken."),
    ({"sku": "TRN", "description": "Running trainers"}, "my sneakers came with a split sole"),
])
def test_a_claim_naming_the_line_a_part_of_it_or_no_goods_is_the_lines(line, text):
    assert other_goods_named(line, [text]) == []


def test_words_of_a_parcel_an_order_or_a_part_are_never_read_as_goods():
    assert goods_heads("The parcel arrived soaked and the lid was cracked. Refund the order please.") == []
    assert goods_heads("the big chopping board split down the middle") == ["board"]


def _decision(sku: str) -> dict:
    return decision_on(sku, cents=1900, source="platform")


def test_the_guard_refuses_paying_the_one_line_for_a_claim_about_other_goods():
    order = {"order_ref": "SU-1", "lines": [COVER]}
    asked = [{"text": "The blue throw arrived with a tear along the edge.", "kinds": ["damaged_item"]}]
    result = check_line_in_ticket(_decision("CUS-B"), order, asked)
    assert not result.passed
    assert result.inputs["other_goods_named"] == ["throw"]


def test_the_guard_pays_the_one_line_its_claim_names_and_leaves_a_persons_kind_alone():
    order = {"order_ref": "SU-1", "lines": [COVER]}
    assert check_line_in_ticket(_decision("CUS-B"), order, [{"text": "The cushion cover arrived torn.", "kinds": ["damaged_item"]}]).passed
    asked = [{"text": "The blue throw arrived with a tear along the edge.", "kinds": ["damaged_item"]}]
    assert check_line_in_ticket(_decision("CUS-B"), order, asked, kind_set_by="lead").passed
