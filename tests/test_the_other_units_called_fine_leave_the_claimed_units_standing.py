""""The other bowl and mug" called fine are the other units of lines some of whose units were told broken: the broken
units are still claimed, each line counted (a run paid the cracked cereal bowl and dropped the cracked mug, the fine
clause "so are the other bowl and mug" having set the whole mug line aside). "the other" reaches every name of the list
it begins. Goods called fine without "other" stay fine. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from tests.guard_fixtures import decision_on, lines_asked, order_of

ORDER = order_of(("BWL", "Cereal bowl, blue", 2, 1200), ("PLT", "Dinner plate, blue", 2, 1900), ("MUG", "Mug, blue", 2, 1300),
                 ref="SU-73001")


def _guard_passes(text: str, sku: str) -> bool:
    asked = request_dicts(read_ticket(f"About my order\n{text}", order_ref=ORDER["order_ref"]), ORDER["order_ref"])
    return check_line_in_ticket(decision_on(sku), ORDER, asked).passed


@pytest.mark.parametrize("text", [
    "One cereal bowl and one mug arrived cracked; the plates are fine and so are the other bowl and mug. Refund the two broken pieces please.",
    "a bowl and a mug came smashed. other bowl and mug r fine, plates too. refund the broken ones",
    "Sadly one of the bowls and one of the mugs were chipped. The remaining bowl and mug are perfect, as are the plates. Could I get a refund?",
    "Hello - a mug and a bowl cracked in the box. The other mug and bowl survived, the plates too. Please refund those two.",
    "The bowl and the mug on top came broken, the rest of the bowls and mugs are ok and the plates are fine. Refund for the broken two please.",
])
def test_the_broken_bowl_and_mug_are_both_claimed(text):
    assert lines_asked(ORDER, text) == ["BWL", "MUG"]
    assert _guard_passes(text, "MUG") and _guard_passes(text, "BWL")
    assert not _guard_passes(text, "PLT")


def test_goods_called_fine_without_other_stay_fine():
    text = "One cereal bowl came cracked; the plates are fine and so is the mug. Refund the bowl please."
    assert lines_asked(ORDER, text) == ["BWL"]
    assert not _guard_passes(text, "MUG")
