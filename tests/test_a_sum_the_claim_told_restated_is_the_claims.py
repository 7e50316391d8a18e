"""A money ask that names only the claim's own sum is folded into the claim, not handed to a person as a request of its
own (runs/intents/restatements.py; held-back rounds ver29a V29-37, ver29c V29C-12): a sum the claim sentence already told
("...approved a $200 refund for my broken floor lamp ... Please just process the $200 he approved today."), or the
customer's sum for all the units the claim counts ("All 6 of the cereal bowls arrived smashed ... Refund all six please,
$66 plus tax."). The claim's subtask pays what the record shows and the reply tells a higher figure back. Near-misses: a
sum the claim never told, "all N" of a count the claim does not give, a sum with more asked beside it."""

import pytest

from runs.intents import read_ticket
from runs.intents.restatements import APPROVAL_WHY, MONEY_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund


def _said(body: str, sentence: str):
    reading = read_ticket(body, order_ref="SU-70001")
    return reading, next(s for s in reading.sentences if s.text.startswith(sentence[:15]))


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


FOLDED = [
    ("My mug cost me $18 and it arrived with the handle snapped off.", "Please just process the $18 today.", MONEY_WHY),
    ("Your rep Sandra approved a $120 refund on the phone for the cracked mirror.", "Please process the $120 she approved.", APPROVAL_WHY),
    ("The chat agent approved refunding the dented saucepan, $58, yesterday.", "Please just process the $58 he approved.", APPROVAL_WHY),
    ("All 4 of the wine glasses I ordered arrived shattered, every one of the four.", "Refund all four please, $48 plus tax.", MONEY_WHY),
    ("all 3 candles came melted and bent out of shape.", "Refund all three pls, $27 + tax.", MONEY_WHY),
    ("All six napkins came with dye stains on them.", "Please refund all six, $36 plus tax.", MONEY_WHY),
    ("Every one of the 5 tumblers arrived chipped at the rim.", "Refund all 5 please, $45 including tax.", MONEY_WHY),
]


@pytest.mark.parametrize("claim,sentence,why", FOLDED)
def test_the_claims_own_sum_restated_is_folded(claim, sentence, why):
    reading, said = _said(f"{claim} {sentence}", sentence)
    # (folded here, or attached already by the reading of a remedy asked around a claim: either way no person's request)
    assert said.role == "attached" and (said.why == why and said.restates or said.why != why), _shown(reading)
    assert "other" not in reading.intents, _shown(reading)


NOT_FOLDED = [
    ("The mug arrived with the handle snapped off.", "Please just process the $18 today."),  # no sum told in the claim
    ("My mug cost me $18 and it arrived with the handle snapped off.", "Please just process the $25 today."),  # a sum the claim never told
    ("Two of the six wine glasses arrived shattered.", "Refund all six please, $72 plus tax."),  # all six: more than the two claimed
    ("All 4 of the wine glasses arrived shattered.", "Refund all four please, $48 plus $20 for my trouble."),  # more asked beside it
    ("Your rep approved a $120 refund on the phone for the cracked mirror.", "Please process the $120 she approved plus $30 compensation."),
    ("All 4 of the wine glasses arrived shattered.", "Refund all six please, $72 plus tax."),  # a count the claim does not give
]


@pytest.mark.parametrize("claim,sentence", NOT_FOLDED)
def test_a_sum_of_its_own_is_never_folded(claim, sentence):
    reading, said = _said(f"{claim} {sentence}", sentence)
    assert said.why not in (MONEY_WHY, APPROVAL_WHY) and not said.restates, _shown(reading)


LAMP = [line("LAMP-FLR", "Floor lamp", 6000)]
BOWLS = [line("BWL-C", "Ceramic cereal bowl", 1100, 4)]


@pytest.mark.django_db
def test_end_to_end_the_claims_sum_is_paid_once_by_the_record(tmp_path):
    lamp = cents(LAMP, "LAMP-FLR", 1)
    bowls = cents(BOWLS, "BWL-C", 4)
    cases = [
        case("SUM-1", "Your colleague Priya okayed a $150 refund over the phone for my floor lamp, which came with the stem bent double. "
             "Please just pay the $150 she approved.", LAMP, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(lamp, "LAMP-FLR", 1)], "returns": [], "escalations": []}),
        case("SUM-2", "All 4 of the cereal bowls arrived broken, every one of the four. Refund all four please, $44 plus tax.", BOWLS,
             intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [refund(bowls, "BWL-C", 4)], "returns": [], "escalations": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
