"""A fine said of goods the customer has just named as left out ("refund for the shade only, not the
lamp, it's fine") is about those goods: the claim told before it stands, and only the goods left out
are set aside. A fine with no goods left out before it still waves the problem off."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about

LAMP = {"order_ref": "", "lines": [{"sku": "BASE", "description": "Ceramic lamp base", "quantity": 1},
                                   {"sku": "SHADE", "description": "Linen lampshade", "quantity": 1}]}


@pytest.mark.parametrize("body", [
    "teh lamp shde is rippd, can i hav refnd for shade only not the lamp its fine",
    "The shade came torn. Refund just the shade please, not the base, it's fine.",
    "the glass shade cracked, i only want a refund for the shade, not the base as its fine",
    "lampshade arrived ripped - money back for the shade only, except the base, that's fine.",
    "Shade is split down the seam. refund the shade but not the lamp base, it is fine",
])
def test_the_claim_before_a_fine_of_goods_left_out_stands(body):
    reading = read_ticket(body)
    assert "damaged_item" in reading.intents
    lines, why = lines_asked_about(LAMP, reading, "damaged_item")
    assert [x["sku"] for x in lines] == ["SHADE"], why


@pytest.mark.parametrize("body", [
    "The lampshade has a tiny scuff, doesn't matter, it's fine.",
    "shade a bit creased but its fine, no need to do anything",
    "Mug chipped, not the plate it's fine, no worries about the mug really.",
])
def test_a_fine_of_the_goods_told_still_waves_them_off(body):
    assert "damaged_item" not in read_ticket(body).intents
