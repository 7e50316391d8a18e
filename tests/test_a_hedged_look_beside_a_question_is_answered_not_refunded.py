"""A look the customer only hedges about ("it looks a bit off, there's a sort of water mark on it") beside a question
("is it still ok to use?"), with no remedy asked anywhere, is no damage claim to pay: a person answers it, nothing is
refunded (runs/intents/hedged_looks_asked.py). Blind round, issue #11: such a ticket had its whole item refunded,
$87.89. Still a claim: the same look with a remedy asked, breakage told plainly however hedged. Wording written here."""

import pytest

from runs.intents.hedged_looks_asked import HEDGED_LOOK_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKED_ONLY = [
    "Hi, the vase came today. It looks a bit off, there's a sort of water mark on it. Is it still ok to use?",
    "The vase looks a bit off, there's a sort of water mark on it. Could you tell me if it's still ok to use?",
    "Just unpacked the vase - there's what looks like a faint stain inside. Just wondering whether it's safe to put flowers in.",
    "vase seems kinda cloudy on one side?? is that normal or is it ok to use",
    "Hello. There is some sort of mark on the glaze of the vase, it looks slightly discoloured. I'd like to know if it is still fine to use. Kind regards, Robin",
    "Quick question - is it normal for the vase to have a sort of white film on it? It looks a bit odd.",
    "The vase looks a little off to me, a kind of watermark near the base. Should I be worried about using it?",
    "the vase has a sort of smudgy mark on the inside, looks a bit off. not sure if its safe to use for water",
]
STILL_CLAIMS = [
    # a remedy asked beside the same look
    "The vase looks a bit off, there's a sort of water mark on it. Is it still ok to use? If not can I get a refund?",
    "There's a sort of water mark on the vase, it looks a bit off. Could you send me another one?",
    # breakage told plainly, hedged or not
    "The vase has a sort of crack along the rim. Is it still ok to use?",
]


@pytest.mark.parametrize("body", ASKED_ONLY)
def test_a_hedged_look_beside_a_question_claims_no_damage(body):
    read = reading(body)
    assert not any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert any(s.is_request and s.kinds == ["other"] for s in read.sentences), shown(read)


def test_the_held_look_quotes_its_sentence_and_keeps_the_damage_in_doubt():
    read = reading(ASKED_ONLY[1])  # (the first is held by damage_beside_question.py already)
    held = [s for s in read.sentences if s.why == HEDGED_LOOK_WHY]
    assert held and held[0].doubted == ["damaged_item"] and "water mark" in held[0].text, shown(read)


@pytest.mark.parametrize("body", STILL_CLAIMS[:2])
def test_the_same_look_with_a_remedy_asked_is_still_a_claim(body):
    read = reading(body)
    assert not any(s.why == HEDGED_LOOK_WHY for s in read.sentences), shown(read)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


def test_breakage_told_plainly_is_not_a_hedged_look():
    read = reading(STILL_CLAIMS[2])
    assert not any(s.why == HEDGED_LOOK_WHY for s in read.sentences), shown(read)


LINES = [fc.line("VASE-1", "Ceramic table vase", 8138), fc.line("MAT-1", "Cork placemat", 900)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_a_hedged_look_asked_about(tmp_path):
    cases = [fc.case(f"LOOK-{n}", body, LINES, intents=["other"], expected={"outcome": "escalated", "refunds": []}, ref=f"SU-7201{n}")
             for n, body in enumerate(ASKED_ONLY)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_look_with_a_refund_asked_is_still_paid(tmp_path):
    body = "The vase looks a bit off, there's a sort of water mark on it. Can I get a refund please?"
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("LOOKPAID", "SU-7202", LINES, [body], [fc.refund(fc.cents(LINES, "VASE-1", 1), "VASE-1", 1)]))
