"""The damaged line a customer names is paid even when the word before its noun is no kind of goods: an ownership
word ("my own mug"), a plain word typed with two letters swapped ("teh lamp", "hte knife"), or the customer's own
name for the goods with their own word for where it stands ("my bedside lamp" of a "Table light", "lamp" being another
name for a light). The line's own noun with another kind before it still names other goods ("bread knife" beside a
"Cheese knife", "the wool throw" beside a "Throw pillow cover"), typos around it or not. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about, misfit_phrases
from tests.guard_fixtures import line


def _line(sku: str, description: str, cents: int = 2000) -> dict:
    return line(sku, description, cents=cents)


MUGS = {"order_ref": "SU-91001", "lines": [_line("TEA-9", "Ceramic teapot", 3200), _line("MUG-9", "Stoneware mug", 1400)]}
LIGHTS = {"order_ref": "SU-91002", "lines": [_line("LUN-9", "Luna table light", 5500), _line("BLB-9", "Globe bulb", 800)]}
DESK = {"order_ref": "SU-91003", "lines": [_line("LMP-9", "Glass desk lamp", 4325), _line("CAB-9", "Braided cable", 900)]}
KITCHEN = {"order_ref": "SU-91004", "lines": [_line("BRD-9", "Oak chopping board", 3200), _line("KNF-9", "Cheese knife, olive wood handle")]}
SOFT = {"order_ref": "SU-91005", "lines": [_line("PIL-9", "Throw pillow cover, mustard"), _line("DIF-9", "Reed diffuser", 2200)]}


def _asked(order: dict, text: str) -> list[str]:
    return [x["sku"] for x in lines_asked_about(order, read_ticket(text, order_ref=order["order_ref"]), "damaged_item")[0]]


def _paid(order: dict, sku: str, text: str) -> bool:
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 1000, "lines": [{"sku": sku, "quantity": 1}]}
    asks = [{"text": text, "kinds": ["damaged_item"], "spans": {"damaged_item": [[0, len(text)]]}}]
    return check_line_in_ticket(decision, order, asks).passed


NAMED = [
    (MUGS, "MUG-9", "My own mug is chipped, could I get a refund?"),
    (MUGS, "MUG-9", "my very own mug arrived with a crack in the handle, refund pls"),
    (MUGS, "MUG-9", "Sadly my own stoneware mug came chipped on the rim. A refund would be appreciated."),
    (DESK, "LMP-9", "teh lamp cam broke, the glas diffuser is craked. refnd pls"),
    (DESK, "LMP-9", "hte lamp arrived smashed, want a refund"),
    (DESK, "LMP-9", "yuor lamp turned up with the stem bent, refund please"),
    (LIGHTS, "LUN-9", "My bedside lamp has a crack all down the stem. Refund please."),
    (LIGHTS, "LUN-9", "the reading lamp came with a dented shade, can I have my money back"),
    (LIGHTS, "LUN-9", "Hi, the nightstand lamp arrived broken in the box. Refund it please."),
]


@pytest.mark.parametrize("order, sku, text", NAMED)
def test_the_line_named_with_a_word_that_tells_no_kind_is_the_line_paid(order, sku, text):
    assert misfit_phrases(next(x for x in order["lines"] if x["sku"] == sku), text) == []
    assert _asked(order, text) == [sku]
    assert _paid(order, sku, text)


OTHER = [
    (KITCHEN, "KNF-9", "teh bread knife arrived snapped, refund pls", "bread knife"),
    (KITCHEN, "KNF-9", "my own steak knife came bent", "steak knife"),
    (KITCHEN, "KNF-9", "Bread knife in this order arrived with the tip snapped off.", "bread knife"),
    (SOFT, "PIL-9", "hte wool throw has a moth hole, refund?", "wool throw"),
    (SOFT, "PIL-9", "my own cashmere throw came with a snag in it", "cashmere throw"),
]


@pytest.mark.parametrize("order, sku, text, goods", OTHER)
def test_the_lines_own_noun_with_another_kind_before_it_still_names_other_goods(order, sku, text, goods):
    assert misfit_phrases(next(x for x in order["lines"] if x["sku"] == sku), text) == [goods]
    assert _asked(order, text) == []
    assert not _paid(order, sku, text)
