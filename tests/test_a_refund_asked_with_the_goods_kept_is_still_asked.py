"""A customer who asks for money back and says they will keep the goods ("Can you refund it? I'm
happy to keep it for firewood.") declines sending the goods back, not the refund: the damage claim
stands. Keeping the goods with no money asked ("It's only a small chip, I'll keep it."), or after
thinking the claim over ("on second thoughts ... I'll keep it"), still takes the claim back.
"""

import pytest

from runs.intents import read_ticket


def _kinds_asked(text: str) -> set[str]:
    return {k for s in read_ticket(text, order_ref="SU-27704").sentences if s.role == "request" for k in s.kinds}


@pytest.mark.parametrize("text", [
    "The bookcase on SU-27704 came with a split side panel. Could I have a refund? We'll keep it in the garage for tools.",
    "SU-27704: the rug arrived with a big burn mark in the middle. i'd like my money back please. happy to hang on to it, it'll do for the dog",
    "Hello, the teapot from SU-27704 was cracked when it arrived. Please refund me. I'm going to keep it as a plant pot.",
])
def test_keeping_the_goods_beside_a_refund_asked_leaves_the_claim_standing(text):
    assert "damaged_item" in _kinds_asked(text)


@pytest.mark.parametrize("text", [
    "The teapot from SU-27704 has a tiny chip on the lid. Honestly it's fine, I'll keep it.",
    "The rug on SU-27704 has a small mark. No refund needed, I'm happy to keep it.",
    "The bookcase on SU-27704 has a scuff on one shelf, can you refund it? On second thoughts it's barely visible, I'll keep it.",
])
def test_keeping_the_goods_with_no_money_asked_still_takes_the_claim_back(text):
    assert "damaged_item" not in _kinds_asked(text)
