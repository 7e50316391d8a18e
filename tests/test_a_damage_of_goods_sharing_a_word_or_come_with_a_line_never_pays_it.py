"""A damage claim pays a line only when the goods it tells damaged ARE that line: "the wooden salad servers arrived
snapped" on an order of a salad bowl paid the bowl (which the customer called lovely), and "the cheese knife that was
meant to come with my board is bent" paid the board. The goods told damaged are the subject of the damage; a line named
only as their modifier ("salad" servers) or as what they came with ("with my board") is not claimed: the guard's
line_in_ticket refuses it and a person finds which goods they are. Near-misses keep paying the line: its own head word
("the salad bowl arrived cracked"), a part ("the wooden handle snapped"), a count ("two of the glasses"), nothing
named ("it arrived snapped"), or the line told damaged too ("...and the board has a crack too").
Wording written for these tests (runs/goods_told_damaged.py)."""

import pytest

from runs.goods_told_damaged import lines_of_other_goods
from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, run

OTHER_GOODS = [
    ("Wooden salad bowl", "Hi, the wooden salad servers arrived snapped."),
    ("Salad bowl", "The salad servers arrived snapped, the bowl is lovely though."),
    ("Oak cheese board", "The cheese knife that was meant to come with my board is bent."),
    ("Oak cheese board", "the knife that was supposed to come with the board came bent in half"),
    ("Oak cheese board", "The board is gorgeous but the cheese knife is bent."),
    ("Linen table runner", "Unfortunately the linen napkins were ripped when they got here"),
    ("Glass vase", "the glass coasters that came with my vase r all chipped"),
]

THE_LINE = [
    ("Oak cheese board", "my cheese board arrived cracked"),
    ("Wooden salad bowl", "the wooden handle snapped"),
    ("Wooden salad bowl", "the salad bowl's rim is chipped"),
    ("Cast iron casserole", "the lid that came with my casserole is cracked"),
    ("Highball glass", "two of the glasses are smashed"),
    ("Salad bowl", "it arrived snapped"),
    ("Oak cheese board", "The cheese knife is bent and the board has a crack too."),
    ("Glass desk lamp", "teh lamp cam broke, the glas diffuser is craked."),
]


def _damage_requests(text):
    return [{"text": s.text, "kinds": s.kinds, "spans": s.spans} for s in read_ticket(f"x\n{text}").sentences if "damaged_item" in s.kinds]


@pytest.mark.parametrize("description,text", OTHER_GOODS)
def test_goods_sharing_a_word_or_come_with_the_line_are_other_goods(description, text):
    order = {"lines": [{"sku": "L1", "description": description, "quantity": 1, "unit_price_cents": 1000}]}
    assert "L1" in lines_of_other_goods(["L1"], order, _damage_requests(text))


@pytest.mark.parametrize("description,text", THE_LINE)
def test_the_line_itself_told_damaged_is_claimed(description, text):
    order = {"lines": [{"sku": "L1", "description": description, "quantity": 1, "unit_price_cents": 1000}]}
    assert lines_of_other_goods(["L1"], order, _damage_requests(text)) == {}


@pytest.mark.django_db
def test_no_money_moves_on_a_line_named_only_by_the_damaged_goods_words(tmp_path):
    bowl, board = [line("BWL-1", "Acacia salad bowl", 4200)], [line("BRD-1", "Oak cheese board", 3800)]
    two = [line("BRD-1", "Oak cheese board", 3800), line("MUG-1", "Stoneware mug", 1400)]
    held = {"outcome": "escalated", "refunds": []}
    cases = [
        case("GTD-1", "Hi, the wooden salad servers arrived snapped. The bowl is lovely. Refund please.", [line("BWL-1", "Wooden salad bowl", 4200)],
             intents=["damaged_item"], expected=held),
        case("GTD-2", "The salad servers came snapped in two, the bowl itself is perfect. Can I have a refund?", bowl, intents=["damaged_item"], expected=held),
        case("GTD-3", "The cheese knife that was meant to come with my board is bent. Please refund it.", board, intents=["damaged_item"], expected=held),
        case("GTD-4", "the knife that was supposed to come with the board came bent in half, money back pls", two, intents=["damaged_item"], expected=held),
        # near-miss: the board itself told damaged beside the knife is the board's claim
        case("GTD-5", "My cheese board arrived with a big crack down the middle. Please refund it.", board, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [{"amount_cents": cents(board, "BRD-1", 1), "source": "platform",
                                                           "lines": [{"sku": "BRD-1", "quantity": 1}]}]}),
    ]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome"))]
        assert not money, (c["id"], money)
