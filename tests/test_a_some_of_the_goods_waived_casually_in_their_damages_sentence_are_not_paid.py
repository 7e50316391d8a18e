"""Some of the goods told damaged, their count before them ("two of the wine glasses", "a couple of the napkins", "3 of
the coasters"), then waived casually in the damage's own sentence ("but honestly don't bother about those", "forget about
it", "not fussed about them", "no need to refund those", "leave it") are never paid; the other goods asked beside them
are (runs/intents/waived_goods.py, _KIND_SOME_OF and the casual words in _KIND_WAIVER; ver35a V35-08: $12.00 paid for two
glasses the customer had binned). Near-misses still ask: the money or a new one asked after the waiver, a remedy waived,
goods left somewhere, other things waived. Wording written for these tests."""
import pytest

from runs.intents.read import read_ticket
from runs.intents.waived_goods import kindly_waived_spans
from tests import fresh_cases as fc

WAIVED = [
    ("A couple of the napkins arrived stained but don't worry about those, they were only a few dollars.", "napkins"),
    ("One of the mugs came with a tiny chip but forget about it, it was cheap anyway.", "mugs"),
    ("3 of the coasters were scratched but not fussed about them tbh", "coasters"),
    ("Some of the candles got a bit bent but honestly never mind those, I've already tossed them.", "candles"),
    ("both of the tea towels came with a pulled thread but no worries about them", "tea towels"),
    ("two of my glasses arrived cracked but no need to refund those, they were cheap", "glasses"),
    ("a few of the plates were chipped but no refund needed for them", "plates"),
    ("the dish had a hairline crack but leave it, not worth the bother", "dish"),
    ("Two of the bowls were chippd but im not bothered about them", "bowls"),
]
STILL_ASKED = [
    "two of the wine glasses came cracked but don't bother sending new ones, just refund them",
    "two of the glasses came cracked but don't worry about those, just refund them",
    "two of the glasses came cracked but I've binned them, please refund them",
    "two of the glasses came cracked, leave them with my neighbour",
    "two of the glasses came cracked but forget about the box",
    "two of the glasses came cracked but don't worry about those if you can refund them",
    "one of the plates is chipped and I'm not fussed about the delay, but I want it refunded",
]


@pytest.mark.parametrize("text,goods", WAIVED)
def test_some_of_the_goods_waived_casually_are_struck(text, goods):
    assert any(text[a:b].lower().endswith(goods) for a, b in kindly_waived_spans(text))


@pytest.mark.parametrize("text", STILL_ASKED)
def test_goods_still_asked_are_not_struck(text):
    assert kindly_waived_spans(text) == []


def test_the_waived_sentence_asks_nothing_and_the_bucket_is_asked():
    read = read_ticket("Bar set order\nHi, a couple of the tumblers came with hairline cracks but honestly don't bother about "
                       "those, they were cheap and I've binned them. The ice bucket though has a dent, that one I'd like refunded.")
    asks = [s.text for s in read.sentences if s.role == "request"]
    assert len(asks) == 1 and "bucket" in asks[0]


@pytest.mark.django_db
def test_only_the_goods_not_waived_are_paid(tmp_path):
    two = [fc.line("WGL-6", "Wine glass", 600, quantity=6), fc.line("ICEB-1", "Steel ice bucket", 4500)]
    bucket_paid = [fc.refund(fc.cents(two, "ICEB-1", 1), "ICEB-1", 1)]
    glasses_paid = [fc.refund(fc.cents(two, "WGL-6", 2), "WGL-6", 2)]
    bodies = [
        "Hello, two of the wine glasses came with hairline cracks but honestly don't bother about those, they were cheap "
        "and I've binned them. The ice bucket though has a proper dent in the side, so that one I would like refunded.",
        "A couple of the glasses arrived chipped but forget about them. The ice bucket is dented, please refund it.",
        "2 of the wine glasses were cracked but not fussed about them tbh. ice bucket came with a big dent, refund pls",
        "The ice bucket is dented and I'd like a refund for it. Some of the glasses got scratched but no need to refund those.",
        "hi - three of my glasses came with little chips but never mind those, i've tossed them. Can you refund the ice "
        "bucket, it's dented.",
        "The steel ice bucket arrived bent, please refund. One of the wine glasses had a hairline crack but leave it, not worth it.",
    ]
    cases = [fc.case(f"SW-{i}", body, two, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": bucket_paid},
                     ref=f"SU-7364{i}") for i, body in enumerate(bodies)]
    # near-miss: the glasses' money asked after the casual words, so they are paid beside the bucket
    cases.append(fc.case("SW-7", "Two of the wine glasses came cracked, don't bother sending new ones, just refund them. "
                         "The ice bucket is dented too, please refund it.", two, intents=["damaged_item"],
                         expected={"outcome": "resolved", "refunds": glasses_paid + bucket_paid}, ref="SU-73647"))
    fc.assert_money_as_expected(tmp_path, cases)
