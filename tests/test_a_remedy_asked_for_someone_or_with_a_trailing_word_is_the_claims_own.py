"""A claim's own refund asked in a relayed voice ("She'd like the money back for it please, she doesn't want the bother of
another one.") or with a word trailing the goods ("I would like a refund for the vase though, please.") is that claim's
remedy, never a request of kind `other` too: read twice, the run paid the refund and put the same sentence in front of a
person as still open, and the reply said both "refunded" and "a colleague will follow up" (blind round ver34c B34-06,
B34-08; runs/intents/claim_remedy_asks.py). A wish joined to its person ("She'd like") is read as the customer's own
(runs/intents/relayed_wishes.py), so what it asks beside the refund is not lost. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body: str):
    reading = read_ticket("Order SU-70001\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The wool blanket arrived with a long tear along one edge. She'd like the money back for it please, she doesn't want the bother of another one.",
    "Writing for my dad, his kettle came with a big dent. He'd like the money back for it, he doesnt want another one.",
    "Mum's teapot turned up with the spout snapped. They'd like a refund on the teapot please - they don't want a new one.",
    "the vase has a chip out of the rim. I would like a refund for the vase though, please.",
    "The clock face was cracked on arrival. I'd just like my money back for the clock anyway.",
    "The lampshade came crushed flat. a refund for the lampshade then pls",
    "Hi there, the jug has a crack down the side. It came late too but never mind the fee. I'd like a refund for the jug though.",
])
def test_the_claims_own_refund_is_asked_once(body):
    reading, shown = _reading(body)
    # ("they don't want a new one" is the replacement question answered no, as before: no request of its own for a person)
    assert "damaged_item" in reading.intents and "other" not in reading.intents, shown


@pytest.mark.parametrize("body", [
    "The kettle came dented. It'd be great if you could refund the toaster too.",
    "The vase has a chip. I would like a refund for the clock though, please.",
    "The blanket arrived torn. She'd like the money back for it please, and please call her on 01234 567890.",
    "The blanket arrived torn. She'd like the money back for it and a voucher for the trouble.",
    "The blanket arrived torn. She'd like the money back for it, and change her address to 4 Elm Road.",
])
def test_other_goods_or_a_further_ask_still_go_to_a_person(body):
    reading, shown = _reading(body)
    assert "other" in reading.intents, shown


BLANKET = [line("BL-1", "Merino wool throw blanket", 7900)]
VASE = [line("VA-1", "Glazed stoneware vase", 3600)]


@pytest.mark.django_db
def test_the_refund_is_paid_once_and_nothing_is_left_open(tmp_path):
    blanket = refund(cents(BLANKET, "BL-1", 1), "BL-1", 1)
    vase = refund(cents(VASE, "VA-1", 1), "VA-1", 1)
    assert_all_pass(tmp_path, [
        case("RELAY-1", "I'm writing for my mother. The wool blanket arrived with a long tear along one edge. She'd like the money back "
                        "for it please, she doesn't want the bother of another one.", BLANKET, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [blanket], "returns": [], "escalations": []}),
        case("TRAIL-1", "Hi there, the vase has a chip out of the rim. It also came a few days late, but don't worry about the delivery "
                        "fee. I would like a refund for the vase though, please.", VASE, intents=["damaged_item"], ref="SU-70002",
             expected={"outcome": "resolved", "refunds": [vase], "returns": [], "escalations": []}),
    ])
