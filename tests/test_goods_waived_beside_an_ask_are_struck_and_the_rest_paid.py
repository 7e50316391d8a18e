"""Damaged goods waived in the very sentence that asks for other goods ("You can keep your money for the plate, just
refund me the bowl.", "honestly for the plate i dont mind, but can i get the bowl sorted", "plate: skip it, was a
freebie basically") are struck from the ask: the waived line is never paid and gets no subtask of its own, its
sentence is read as striking it; the other line is paid when the record supports it (runs/intents/waived_goods.py,
runs/struck_beside_ask.py). verify33 G11, J05, M06, M08 held $129.60 owed, or named the bowl's refund "the customer
asks that it not be done". Near-misses still ask, or waive nothing. Wording written for these tests."""
import pytest

from runs.intents.waived_goods import asks_only_the_remedy, waived_beside_spans
from runs.ticket_lines import lines_asked_about, lines_refused
from tests import fresh_cases as fc
from tests.readings import reading, shown

WAIVED = [
    ("You can keep the money for the mug, just refund me the jug please.", "mug"),
    ("for the mug I honestly don't mind, but could I get the jug sorted?", "mug"),
    ("keep ur money for the mug, just refund the jug", "mug"),
    ("Mug: skip it, it was cheap anyway", "mug"),
    ("mug - forget it, the jug is what matters", "mug"),
    ("The saucer I don't mind about, but the cup needs refunding.", "saucer"),
    ("Keep the money on the tray, refund the kettle please.", "tray"),
]
NOT_WAIVED = [
    "keep your money for the mug if you send a new one",
    "for the mug I don't mind a replacement",
    "I don't mind waiting, refund both please",
    "skip the return, just refund the mug",
    "for the mug I do mind, refund it",
    "mug: skip it for now, I'll look again tonight",
    "Mug - leave it with me and I'll post it back",
]
TWO = [{"sku": "JUG-4", "description": "Stoneware jug"}, {"sku": "MUG-4", "description": "Stoneware mug"}]


@pytest.mark.parametrize("text,goods", WAIVED)
def test_goods_waived_beside_an_ask_are_named(text, goods):
    assert any(goods in text[a:b].lower() for a, b in waived_beside_spans(text)), waived_beside_spans(text)


@pytest.mark.parametrize("text", NOT_WAIVED)
def test_near_misses_waive_nothing(text):
    assert waived_beside_spans(text) == []


@pytest.mark.parametrize("body", [
    "The jug and the mug both came chipped. You can keep the money for the mug, just refund me the jug please.",
    "jug and mug both cracked. for the mug I honestly don't mind, but could I get the jug sorted?",
    "Jug and mug both dented!! keep ur money for the mug, just refund the jug",
    "My jug arrived cracked, the mug too. Mug: skip it. Refund the jug please.",
    "both came broken. jug: refund please. mug - forget it, it was cheap anyway",
    "the jug's cracked and so is the mug, both came like that. honestly for the mug i dont mind, but can i get the jug sorted",
])
def test_the_waived_line_is_set_aside_and_the_other_asked(body):
    read = reading(body)
    order = {"order_ref": "SU-70001", "lines": TWO}
    lines, why = lines_asked_about(order, read, "damaged_item")
    assert [x["sku"] for x in lines] == ["JUG-4"], (why, shown(read))
    assert not [s for s in read.requests if s.kinds == ["other"]], shown(read)
    striking = next(s for s in read.sentences if "mug" in s.forbids or "refund" in s.forbids)
    assert lines_refused(TWO, striking.text) == {"MUG-4"}, shown(read)


def test_a_waiver_asking_more_than_the_claims_remedy_stays_a_request():
    assert asks_only_the_remedy("keep your money for the mug, just refund me the jug")
    assert not asks_only_the_remedy("keep your money for the mug, but when will the jug ship?")
    assert not asks_only_the_remedy("keep your money for the mug, send me a new jug")
    read = reading("jug and mug both chipped. keep your money for the mug, but when will the new jug ship?")
    assert any(s.role == "request" and "other" in s.kinds or "question" in s.kinds for s in read.sentences[2:]), shown(read)


# --- end to end: what is paid ----------------------------------------------------------------------

@pytest.mark.django_db
def test_only_the_goods_asked_are_paid(tmp_path):
    two = [fc.line("JUG-4", "Stoneware jug", 3600), fc.line("MUG-4", "Stoneware mug", 1400)]
    jug_paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(two, "JUG-4", 1), "JUG-4", 1)]}
    bodies = [
        "The jug came cracked and the mug too. You can keep your money for the mug, just refund me the jug.",
        "the jug's cracked and so is the mug, both came like that. honestly for the mug i dont mind, but can i get the jug sorted",
        "both arrived broken. jug: refund. mug: skip it, was a freebie basically",
        "the jug and the mug are both chipped. the mug I can live with, refund the jug only please",
    ]
    cases = [fc.case(f"WB-{i}", body, two, intents=["damaged_item"], expected=jug_paid, ref=f"SU-7341{i}") for i, body in enumerate(bodies)]
    # a near-miss: the mug's money kept only for a new mug is no waiver of this kind, and still never paid; the jug's claim stands
    cases.append(fc.case("WB-9", "The jug came cracked and the mug too. Keep your money for the mug if you send a new one.", two,
                         intents=["damaged_item"], expected={**jug_paid, "outcome": "escalated"}, ref="SU-73419"))
    fc.assert_money_as_expected(tmp_path, cases)
    results = fc.run(tmp_path, cases[:4])
    for c in cases[:4]:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
