"""A remedy the customer calls fine ("a refund for the bowl would be fine by me", "refunding it is fine", "if you could
refund the frame that would be fine", "I'm ok with a refund") is no goods called fine: read as the goods said to be fine,
it held the money owed (ver39c BT-06, BT-P1, BT-P2, $80.00; runs/remedy_called_fine.py). Goods called fine in their own
words are still held: "the bowl is fine actually", "it's fine, no refund needed", "refund the bowl, the plate is fine"
(the plate). Wording written for these tests."""

import pytest

from runs.fine_clauses import calls_fine, pronoun_fines
from runs.fine_lines import lines_called_fine
from runs.remedy_called_fine import remedy_fine_blanked
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

TWO = {"order_ref": "SU-70001", "lines": [{"sku": "BWL", "description": "Ceramic salad bowl", "quantity": 1, "unit_price_cents": 3100},
                                          {"sku": "PLT", "description": "Dinner plate", "quantity": 1, "unit_price_cents": 1200}]}
ONE = {"order_ref": "SU-70001", "lines": [TWO["lines"][0]]}

REMEDY_FINE = [
    "If you could just refund the salad bowl that would be fine, thanks.",
    "a refund for the bowl would be totally fine by me",
    "Refunding the bowl is fine, I don't need another one.",
    "honestly im fine with a refund for the bowl",
    "I'm ok with just the money back for the bowl.",
    "It's fine if you refund the bowl rather than replace it.",
    "refund on the bowl's fine",
    "if u could refund the bowl thatd be great",
    "Store credit for the bowl would be perfectly OK with us.",
    "A replacement bowl would be fine too, whichever is easier.",
]


@pytest.mark.parametrize("text", REMEDY_FINE)
@pytest.mark.parametrize("order", [ONE, TWO])
def test_a_remedy_called_fine_calls_no_goods_fine(text, order):
    assert lines_called_fine(order, [text]) == {}


@pytest.mark.parametrize("text", ["Refunding it is fine, please don't send a new one.", "Refunding it's fine by me.",
                                  "Refund it please, that would be fine."])
def test_a_remedy_called_fine_by_a_pronoun_is_no_goods_called_fine(text):
    assert not pronoun_fines(text) and not calls_fine(text)
    assert lines_called_fine(ONE, [text]) == {}


NEAR_MISSES = [
    ("the bowl is fine actually", ONE, {"BWL"}),
    ("Oh wait, the bowl is fine now, sorry.", ONE, {"BWL"}),
    ("it's fine, no refund needed", ONE, {"BWL"}),
    ("the bowl works fine", ONE, {"BWL"}),
    ("refund the plate, the bowl is fine", TWO, {"BWL"}),
    ("No refund needed the bowl is fine", ONE, {"BWL"}),
    ("Please refund the plate as the salad bowl is fine.", TWO, {"BWL"}),
    ("I don't want a refund, the bowl is ok.", ONE, {"BWL"}),
]


@pytest.mark.parametrize("text, order, fine", NEAR_MISSES)
def test_goods_called_fine_in_their_own_words_still_are(text, order, fine):
    assert fine <= set(lines_called_fine(order, [text]))


def test_only_the_remedys_fine_word_is_blanked():
    said = "A refund for the bowl would be perfectly fine by me."
    assert remedy_fine_blanked(said) == said.replace("fine", "    ")
    assert remedy_fine_blanked("the bowl is fine") == "the bowl is fine"


BOWL = [line("BWL-1", "Ceramic salad bowl", 3100)]
BOWL_AND_PLATE = [line("BWL-1", "Ceramic salad bowl", 3100), line("PLT-1", "Dinner plate", 1200)]


def _paid(lines, sku):
    return {"outcome": "resolved", "refunds": [refund(cents(lines, sku, 1), sku, 1)], "returns": []}


@pytest.mark.django_db
def test_the_claim_is_paid_when_the_customer_calls_its_refund_fine(tmp_path):
    bodies = [
        "The salad bowl came with a long crack across the base. Anyway if you could refund the bowl that would be fine.",
        "Hiya, bowl arrived chipped on the rim :( a refund for it would be perfectly fine by me",
        "The ceramic salad bowl has a crack right through it. Refunding it is fine, please don't send a new one.",
        "Unpacked the salad bowl last night and it was cracked. Honestly I'm fine with a refund for the bowl.",
        "my bowl turned up smashed. refund's fine, no replacement thx",
        "The bowl was cracked when it arrived. It's fine if you just refund the bowl.",
    ]
    cases = [case(f"RFF-{n}", body, BOWL, intents=["damaged_item"], expected=_paid(BOWL, "BWL-1"), ref=f"SU-7100{n}")
             for n, body in enumerate(bodies)]
    # near-misses: the plate called fine in its own clause is not paid, the bowl is
    cases.append(case("RFF-N1", "The salad bowl arrived cracked. Please refund the bowl, the plate is fine.", BOWL_AND_PLATE,
                      intents=["damaged_item"], expected=_paid(BOWL_AND_PLATE, "BWL-1"), ref="SU-71010"))
    cases.append(case("RFF-N2", "The dinner plate came chipped, a refund for the plate would be fine. The bowl is fine.", BOWL_AND_PLATE,
                      intents=["damaged_item"], expected=_paid(BOWL_AND_PLATE, "PLT-1"), ref="SU-71011"))
    assert_money_as_expected(tmp_path, cases)
