"""A subject line that titles the body's asks names no line for a claim of one kind when a body request of another kind
names that line alone: "Planters wrong colour, can dented" over a body telling the planters came in terracotta (to go
back) and the can dented read the planters as damaged too, and a person was asked to settle them (ver24b V24B-37). The
body's sentences name the claim's lines (runs/intents/subject_titles.py, title_lines). Near-misses: the body telling the
wrong goods damaged as well, and a subject over a body that asks nothing of that kind (the subject's own lines count).
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about

ORDER = {"order_ref": "SU-1", "lines": [
    {"sku": "CP-210", "description": "Ceramic planter, white, 20cm", "quantity": 2, "unit_price_cents": 2400},
    {"sku": "WC-211", "description": "Watering can, copper", "quantity": 1, "unit_price_cents": 3800}]}

TICKETS = [
    ("Planters wrong colour, can dented",
     "I ordered two white planters and got two terracotta ones instead - please arrange for those to go back. The copper watering can "
     "also arrived badly dented on the spout side; I'd like a refund for it."),
    ("Wrong planters + dented watering can",
     "You sent terracotta planters instead of the white ones I ordered, I'll send them back. The watering can is dented, refund please."),
    # a wrong item told without "ordered": the colours set against each other (runs/intents/colours_set_against.py)
    ("planters wrong / can broken",
     "got terracota planters not white!! want to return them. and the watering can came broken, pls refund it"),
    ("Planters: wrong colour. Watering can: dented.",
     "The planters are the wrong colour (terracotta, not white) - how do I return them? The watering can arrived with a big dent; please refund it."),
    ("Two problems - planters and can",
     "The planters are terracotta when I ordered white, please take them back. Separately, the copper watering can arrived dented - refund please."),
    ("Wrong colour planters, dented can",
     "Good morning. Instead of white planters I received terracotta ones; I would like to return them. The watering can has a dent "
     "in it, could I have a refund?"),
    ("Wrong colour planters, dented can",
     "Good morning. I ordered white planters but received terracotta ones; I would like to return them. The watering can has a dent in it, "
     "could I have a refund?"),
    ("planters wrong / can broken",
     "i ordered white planters and you sent terracotta!! want to return them. and the watering can came broken, pls refund it"),
]


@pytest.mark.parametrize("subject,body", TICKETS)
def test_the_wrong_items_line_is_not_read_as_damaged_from_the_title(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-1")
    lines, _ = lines_asked_about(ORDER, reading, "damaged_item")
    assert [x["sku"] for x in lines] == ["WC-211"], [s.as_payload() for s in reading.sentences]


def test_the_wrong_goods_told_damaged_in_the_body_are_still_claimed():
    reading = read_ticket("Planters wrong colour, can dented\nI ordered white planters and got terracotta ones instead, and one of the planters "
                          "is cracked as well. The watering can also arrived dented; please refund it.", order_ref="SU-1")
    lines, why = lines_asked_about(ORDER, reading, "damaged_item")
    assert "CP-210" in [x["sku"] for x in lines] or why, (lines, why)
