"""A return asked right after a wrong item, typed without apostrophes ("ill send it back, can you set up the return."),
is that wrong item's remedy: "ill" was read as a word naming something else, the sentence became a change of mind of
its own, a person was asked to find its line and the reply said the return both started and could not be sorted out
(ver28c V28C-10). Contractions typed bare name nothing. Other goods sent back, or a reason of the customer's own, stay
a change of mind."""

import pytest

from runs.intents import read_ticket
from runs.intents.stems import content_stems
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "got a black phone case instead of the sage green one i picked. ill send it back, can you set up the return.",
    "You sent me the large mug not the small one I ordered. Ive packed it up already, ill post it back if you send a label",
    "received a red scarf, I ordered the navy one. im sending it back, can u set that up",
    "wrong book came - I ordered the hardback, this is the paperback. ill return it, let me know how",
    "i ordered size 8 and got size 10 in the box. ill send them back, can you arrange the return",
    "I ordered the black lamp but you sent a brass one. Ill ship it back to you, just set up the return please.",
])
def test_a_return_typed_bare_after_a_wrong_item_is_that_items_remedy(body):
    reading = _reading(body)
    assert reading.intents == ["wrong_item"], _seen(reading)


@pytest.mark.parametrize("body", [
    # other goods sent back: a change of mind of their own
    "got a black phone case instead of the sage green one i picked. ill also send the charger back, dont need it anymore.",
    # a reason of the customer's own for other goods
    "You sent me the large mug not the small one. Also ill return the teapot, changed my mind on it.",
])
def test_other_goods_sent_back_after_a_wrong_item_stay_a_change_of_mind(body):
    reading = _reading(body)
    assert "change_of_mind" in reading.intents, _seen(reading)


@pytest.mark.parametrize("word", ["ill", "ive", "youll", "theyre", "thats", "whats"])
def test_a_contraction_typed_bare_names_nothing(word):
    assert content_stems(f"{word} send the lamp back") == content_stems("send the lamp back")


@pytest.mark.parametrize("text", ["the pillow", "the illustrated book", "the dontay rug"])
def test_words_that_only_begin_like_a_bare_contraction_still_name_goods(text):
    assert content_stems(text)


@pytest.mark.django_db
def test_one_return_no_person_after_a_wrong_item_typed_bare(tmp_path):
    lines = [line("PC-GRN", "Phone case, sage green", 1800), line("SP-GLS", "Glass screen protector", 1200)]
    body = ("hey got a black phone case, not the sage green one i ordered. ill send it back, can u set up the return. "
            "also the glass screen protector was cracked in the packet so refund that pls")
    assert_all_pass(tmp_path, [case("RTB-1", body, lines, intents=["wrong_item", "damaged_item"], expected={
        "outcome": "resolved", "escalations": [], "returns": [{"kind": "return", "sku": "PC-GRN"}],
        "refunds": [refund(cents(lines, "SP-GLS", 1), "SP-GLS", 1)]})])
