""""The salt mill that came with it is fine" tells other goods fine; it never lets go of the damage told before it: an
"it" that is the object of "with", "from", "of" ... is no "it's fine" said of the claimed goods (runs/intents/
waived_claims.py). Blind round ver37c, V37C-08: "Sadly this time it's the pepper mill: its grinding mechanism is
snapped clean off and it just spins. The salt mill that came with it is fine." was read as asking nothing, beside a past
salad bowl settled, and $30.24 was held. Near-misses still let the claim go: "it's fine, I'll keep it", "don't worry
about it, it's fine". Wording written here."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIMS = [
    "Hi again! Back in September the salad bowl from my previous order came chipped and you refunded it within a day - "
    "thank you, that was all sorted. Sadly this time it's the pepper mill: its grinding mechanism is snapped clean off and "
    "it just spins. The salt mill that came with it is fine.",
    "The pepper mill arrived with a snapped grinder. The salt mill that was packed with it is fine.",
    "pepper mill is cracked down the side!! salt mill in the same box with it is ok tho",
    "Hi, the pepper mill came broken - the top snapped off. The matching salt mill which came in the set with it is fine, only the pepper one.",
    "The pepper mill's mechanism is snapped. The salt mill sent with it is fine and so is the tray.",
    "Unfortunately the pepper mill arrived smashed. The salt mill beside it in the box is fine.",
    "Evening. Pepper mill: the handle came off in transit. The salt mill that arrived with it is fine, thankfully.",
]
LET_GO = [
    "The pepper mill arrived with a chip. Honestly it's fine, I'll keep it.",
    "The pepper mill has a small scratch. Don't worry about it, it's fine.",
    "pepper mill came dented. its fine tho, no need to replace it",
]


@pytest.mark.parametrize("body", CLAIMS)
def test_other_goods_called_fine_leave_the_claim_standing(body):
    read = reading(body)
    assert any(s.is_request and "damaged_item" in s.kinds and "pepper" in s.text.lower() for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", LET_GO)
def test_the_claimed_goods_let_go_still_ask_nothing(body):
    read = reading(body)
    assert not any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("MILL-P", "Acacia pepper mill", 2800), fc.line("MILL-S", "Acacia salt mill", 2800)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_pepper_mill_is_refunded(tmp_path):
    fc.assert_all_pass(tmp_path, fc.damage_claims("MILLS", "SU-7103", LINES, {0: CLAIMS[0], 1: CLAIMS[1], 6: CLAIMS[6]},
                                                  [fc.refund(fc.cents(LINES, "MILL-P", 1), "MILL-P", 1)]))
