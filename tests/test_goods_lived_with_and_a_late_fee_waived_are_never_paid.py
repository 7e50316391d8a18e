"""Goods the customer can live with, leaves or has already fixed ("the plate I can live with", "Plate chipped - leave it,
not worth it", "the plate my husband already glued back together") are struck from the ask: the other goods' claim is
paid, never theirs (runs/intents/goods_lived_with.py). A late fee waived in plain words ("the lateness didn't bother me",
"it came late, whatever, dont care", "I'm ok about the delay", "Do I want the delivery fee back? No.") is never refunded,
in the screener and the guard alike (runs/intents/lateness_waived.py). verify33 G11 J01 K02 M02 M07 G08 H03 J06 paid
$115.76 against these words. Near-misses still ask. Wording written for these tests."""
import pytest

from runs.intents.waived_goods import lived_with_spans
from runs.intents.lateness_waived import lateness_waived
from runs.intents.remedy_waivers import remedies_waived
from tests import fresh_cases as fc
from tests.readings import reading, shown

LIVED_WITH = [
    ("The jug and the mug both came chipped. The mug I can live with, please refund the jug.", "mug"),
    ("teapot + saucer cracked. the saucer we can make do with.", "saucer"),
    ("Saucer scratched - leave it, not worth it.", "saucer"),
    ("Both arrived broken. The vase my wife already glued back together, so fine.", "vase"),
    ("Two things damaged; my dad has already fixed the lamp, so only the frame matters.", "lamp"),
    ("the cup i can cope with, its the kettle im upset about", "cup"),
    ("Lid dented: just leave it.", "lid"),
]
STILL_ASKED_GOODS = [
    "the plate I can't live with either, refund both",
    "leave the box, just refund the plate",
    "I can live with the plate if you refund half",
    "the plate I can live with if you knock a fiver off",
    "my husband glued the plate but it fell apart again",
    "Plate chipped - leave it with me and I'll send it back",
]
FEE_WAIVED = [
    "it came a few days late, whatever, dont care.",
    "The lateness didn't bother me so leave the shipping fee.",
    "I'm ok about the delay, these things happen - just the kettle please.",
    "Do I want the delivery fee back? No.",
    "we're fine with the late delivery tbh",
    "arrived late but meh, don't care",
    "The delay never bothered us at all.",
]
FEE_STILL_ASKED = [
    "it came late and I'm not ok with that",
    "I don't care how, just refund the delivery fee",
    "the delay didn't bother me but I want the fee back",
    "I'm ok about the delay as long as the delivery fee comes back",
    "Do I want the delivery fee back? Yes.",
    "it came late, i dont care about the bowl, refund the fee",
]


@pytest.mark.parametrize("text,goods", LIVED_WITH)
def test_goods_lived_with_are_named(text, goods):
    assert any(goods in text[a:b].lower() for a, b in lived_with_spans(text)), lived_with_spans(text)


@pytest.mark.parametrize("text", STILL_ASKED_GOODS)
def test_goods_still_asked_are_not_struck(text):
    assert lived_with_spans(text) == []


@pytest.mark.parametrize("text", [t for t in FEE_WAIVED if "?" not in t])
def test_a_late_fee_waived_in_plain_words_is_read_waived(text):
    assert lateness_waived(text), text
    assert remedies_waived("late_delivery", "refund", [text], [text]) == [text]


def test_the_fee_question_answered_no_is_waived_for_the_guard():
    texts = ["It came 3 days late.", "Do I want the delivery fee back?", "No."]
    assert remedies_waived("late_delivery", "refund", texts[1:2], texts) == texts[1:2]
    assert remedies_waived("late_delivery", "refund", texts[1:2], [*texts[:2], "Yes."]) == []


@pytest.mark.parametrize("text", FEE_STILL_ASKED)
def test_a_fee_still_asked_is_not_waived(text):
    assert lateness_waived(text) == []


def test_the_answered_no_question_asks_nothing():
    read = reading("Was it late? Yes. Do I want the delivery fee back? No. The kettle is dented, refund it please.")
    q = next(s for s in read.sentences if s.text.startswith("Do I want"))
    assert q.role == "context", shown(read)


def test_goods_let_stand_in_their_own_sentence_are_context():
    read = reading("Saucer chipped - leave it, not worth it. Teapot cracked right through - that one I need refunded.")
    roles = {s.text[:6]: s.role for s in read.sentences}
    assert roles["Saucer"] == "context" and roles["Teapot"] == "request", shown(read)


# --- end to end: what is paid ----------------------------------------------------------------------

def _late(cid: str, body: str, lines: list[dict], intents: list[str], expected: dict, ref: str) -> dict:
    c = fc.case(cid, body, lines, intents=intents, expected=expected, subject="my order", ref=ref)
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(11)[:10]  # delivered 6 days ago, promised 11 days ago
    return c


@pytest.mark.django_db
def test_only_the_goods_asked_are_paid_and_no_waived_fee(tmp_path):
    two = [fc.line("JUG-4", "Stoneware jug", 3600), fc.line("MUG-4", "Stoneware mug", 1400)]
    jug_paid = [fc.refund(fc.cents(two, "JUG-4", 1), "JUG-4", 1)]
    cases = [
        fc.case("LW-1", "jug and mug both chipped. the mug i can live with. jug refund please", two, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": jug_paid}, ref="SU-73301"),
        fc.case("LW-2", "Mug chipped - leave it, not worth it. Jug cracked right through - that one I need refunded.", two,
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": jug_paid}, ref="SU-73302"),
        fc.case("LW-3", "jug and mug were both damaged. The mug my partner already glued back together, so that's that. "
                "The jug is beyond saving, money back for it please.", two, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": jug_paid}, ref="SU-73303"),
        _late("LW-4", "The jug arrived broken and the parcel was also days late. Please refund the jug. The lateness didn't bother "
              "me so leave the shipping fee.", two, ["damaged_item"], {"outcome": "resolved", "refunds": jug_paid}, "SU-73304"),
        _late("LW-5", "It was late by 3 days and the jug was cracked. I'm ok about the delay, these things happen - just the jug "
              "please.", two, ["damaged_item"], {"outcome": "resolved", "refunds": jug_paid}, "SU-73305"),
        _late("LW-6", "It came late and I'm not ok with that, please refund the delivery fee.", two, ["late_delivery"],
              {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}]}, "SU-73306"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
