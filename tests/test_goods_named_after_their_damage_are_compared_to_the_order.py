"""Goods named right after the damage word opening their clause ("Broken teapot on my order, refund please", "Cracked salad
spinner, I'd like my money back") are the goods the claim tells damaged: on an order of one line of other goods, the
line is never paid for them; a person is asked which goods (goods not on the order). A goods-off-order round: $92 paid
in 5 tickets on the orders' one line (a tea towel, a garlic press, a corkscrew, a spice rack), the terse claim read as
naming no goods at all (runs/goods_after_their_damage.py). And a line called by the word before its head that is the
goods' everyday name ("the casserole" of a "Casserole dish") is that line, never other goods (runs/goods_phrases.py).
Wording written here."""

import pytest

from runs.damage_told_of_the_line import CHECK, check
from runs.goods_not_on_order import goods_not_on_order
from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc
from tests.readings import guard_requests, reading, shown

BOARD = [fc.line("CHB-1", "Bamboo chopping board", 2400)]
ORDER = {"order_ref": "SU-70001", "lines": BOARD}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(BOARD, "CHB-1", 1), "sku": "CHB-1",
            "lines": [{"sku": "CHB-1", "quantity": 1}], "subtask": 1}

# (body, the goods a person is asked about): on an order of one chopping board
OTHER_GOODS = [
    ("Cracked fruit bowl. Refund pls.", "bowl"),  # terse
    ("Hi there! Well, this is awkward - smashed glass vase in the box when I opened it this morning, so could I have my money "
     "back please?", "vase"),  # chatty
    ("craked serving platter, refund pls", "platter"),  # typos
    ("dented saucpan lol. refund?", "saucpan"),  # texting
    ("Good afternoon. Damaged pepper mill received in today's delivery; I would be grateful for a full refund.", "mill"),  # formal
    ("Hello, I receive broken milk jug in the package, please I want refund.", "jug"),  # non-native
    ("Got two chipped mugs, refund please", "mugs"),
    ("Shattered wine carafe in the parcel - money back please.", "carafe"),  # a part word that is goods of its own
]
# (line, body): the line's own goods, named after their damage or not at all: paid as ever
THE_LINES = [
    (fc.line("MUG-1", "Stoneware mug", 1800), "Cracked mug in the box, refund please."),
    (fc.line("SPN-1", "Salad spinner", 2200), "Smashed spinner, refund please"),
    (fc.line("CAS-1", "Casserole dish", 6200), "Cracked casserole dish on arrival. Money back please."),
    (fc.line("TPT-1", "Cast iron teapot", 4500), "Teapot cracked, refund please."),
    (fc.line("KTL-1", "Electric kettle", 3900), "the kettle (a present for my dad) came dented, refund please"),
    (fc.line("VAS-1", "Blue glass vase", 3000), "The blue one arrived cracked, refund please."),
    (fc.line("PLT-1", "Ceramic serving platter", 2800), "the ceramic thing is chipped, refund pls"),
    (fc.line("SAU-1", "Stainless saucepan 20cm", 3300), "Dented saucepan - I'd like a refund."),
    (fc.line("CRF-1", "Glass wine carafe", 2600), "Smashed carafe in the box, money back please"),
    (fc.line("JUG-1", "Enamel milk jug", 1900), "Cracked one. Refund please."),
    (fc.line("LMP-1", "Table lamp", 4200), "Opened the box: broken glass everywhere. Refund please."),  # what it is made of
    (fc.line("MUG-2", "Stoneware mug", 1800), "my broken mug needs replacing with a refund please"),
]


@pytest.mark.parametrize("body,goods", OTHER_GOODS)
def test_the_guard_refuses_the_line_for_goods_named_after_their_damage(body, goods):
    requests = guard_requests(body)
    name, passed, inputs, _ = check(DECISION, ORDER, requests)
    assert name == CHECK and not passed, (inputs, requests)
    assert goods in " ".join(o["group"] for o in inputs["told_of_other_things"])


@pytest.mark.parametrize("body,goods", OTHER_GOODS)
def test_the_reading_holds_the_goods_by_name(body, goods):
    read = reading(body, ref="SU-70001")
    assert goods in [g for _, _, g in goods_not_on_order(ORDER, read)] \
        or goods in other_goods_named(BOARD[0], [s.text for s in read.requests], [s.text for s in read.sentences], "damaged_item"), shown(read)


@pytest.mark.parametrize("line,body", THE_LINES)
def test_the_lines_own_goods_still_pass(line, body):
    order = {"order_ref": "SU-70001", "lines": [line]}
    decision = {**DECISION, "sku": line["sku"], "lines": [{"sku": line["sku"], "quantity": 1}]}
    assert check(decision, order, guard_requests(body))[1]
    assert not goods_not_on_order(order, reading(body, ref="SU-70001")), shown(reading(body, ref="SU-70001"))


def test_the_casserole_is_the_casserole_dish():
    line = fc.line("CAS-1", "Casserole dish", 6200)
    for body in ("The lid of the casserole arrived cracked - please refund the casserole.", "my casserole came chipped, refund pls",
                 "Cracked casserole, money back please."):
        read = reading(body)
        assert not other_goods_named(line, [s.text for s in read.requests], [s.text for s in read.sentences], "damaged_item"), shown(read)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_line_is_never_paid_for_goods_named_after_their_damage_and_still_for_its_own(tmp_path):
    held = [fc.case(f"AFTER-{n}", body, BOARD, intents=["damaged_item"], ref=f"SU-7640{n}",
                    expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": goods}]})
            for n, (body, goods) in enumerate(OTHER_GOODS)]
    paid = [fc.case(f"OWN-{n}", body, [line], intents=["damaged_item"], ref=f"SU-765{n:02d}",
                    expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents([line], line["sku"], 1), line["sku"], 1)]})
            for n, (line, body) in enumerate(THE_LINES)]
    fc.assert_all_pass(tmp_path, held + paid)
