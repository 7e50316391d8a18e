"""A word that only says which kind a line's goods are, said alone, names the goods it is itself, not the line: "the
throw is torn" on an order holding a "Throw pillow cover" names a throw, "the bread" no "Bread bin", "the table" no
"Table lamp". Neither the agent nor the guard pays the line; a person asks which goods are meant. The line's own phrase
("the cover", "pillow cover", "throw cover", "the throw pillow", "the bread bin"), its head, what it is made of ("the
oak" of an "Oak side table") and a head that names nothing apart ("the tumblers" of a "Tumbler glass") still name it.
Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket, refusal_reasons
from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about, misfit_phrases


def _line(sku: str, description: str, cents: int = 2400) -> dict:
    return {"sku": sku, "description": description, "quantity": 1, "unit_price_cents": cents}


PILLOW = _line("PIL-4", "Throw pillow cover, mustard")
BIN = _line("BIN-4", "Bread bin, enamel")
LAMP = _line("LMP-4", "Table lamp, linen shade", 4800)
HOLDER = _line("CHD-4", "Candle holder, brass")
SOFT = {"order_ref": "SU-60401", "lines": [PILLOW, _line("DIF-4", "Reed diffuser", 2200)]}
KITCHEN = {"order_ref": "SU-60402", "lines": [BIN, _line("TWL-4", "Linen tea towel", 900)]}
LIVING = {"order_ref": "SU-60403", "lines": [LAMP, HOLDER]}


def _asked(order: dict, text: str) -> tuple[list[str], str]:
    lines, why = lines_asked_about(order, read_ticket(text, order_ref=order["order_ref"]), "damaged_item")
    return [x["sku"] for x in lines], why


def _refund(sku: str) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "amount_cents": 2400, "source": "platform", "lines": [{"sku": sku, "quantity": 1}]}


def _said(text: str) -> list[dict]:
    return [{"text": text, "kinds": ["damaged_item"], "spans": {"damaged_item": [[0, len(text)]]}}]


ALONE = [
    (SOFT, "PIL-4", "the throw is torn", "throw"),
    (SOFT, "PIL-4", "Hi there - the throw arrived with a big rip down one side. Refund please.", "throw"),
    (SOFT, "PIL-4", "thorw came torn :( can i get my money back", "thorw"),
    (SOFT, "PIL-4", "Good morning. Regrettably the pillow was split along its seam when I opened the parcel; kindly refund it.", "pillow"),
    (KITCHEN, "BIN-4", "The bread arrived squashed flat in the box, refund please.", "bread"),
    (LIVING, "LMP-4", "the table came with a wobbly leg, need a refund", "table"),
    (LIVING, "CHD-4", "Refund the candle please, it arrived snapped in two.", "candle"),
]


@pytest.mark.parametrize("order, sku, text, word", ALONE)
def test_a_kind_word_said_alone_names_no_line_and_a_person_asks(order, sku, text, word):
    skus, why = _asked(order, text)
    assert skus == [], why
    assert word in why and "which goods" in why


@pytest.mark.parametrize("order, sku, text, word", ALONE)
def test_the_guard_refuses_the_line_a_kind_word_said_alone_does_not_name(order, sku, text, word):
    result = check_line_in_ticket(_refund(sku), order, _said(text))
    assert not result.passed
    assert sku in result.inputs["named_as_other_goods"]
    assert "name other goods by its words" in refusal_reasons([result])


def test_a_one_line_order_refuses_the_line_a_kind_word_names_not():
    order = {"order_ref": "SU-60404", "lines": [PILLOW]}
    result = check_line_in_ticket(_refund("PIL-4"), order, _said("the throw is torn"))
    assert not result.passed and result.inputs["other_goods_named"] == ["throw"]


NAMED = [
    (SOFT, "PIL-4", "the cover is torn, refund please"),
    (SOFT, "PIL-4", "My pillow cover arrived ripped at the zip. Refund?"),
    (SOFT, "PIL-4", "throw cover came with a hole in it, refund pls"),
    (SOFT, "PIL-4", "the throw pillow arrived with a tear down the seam, please refund"),
    (SOFT, "PIL-4", "the mustard cover is torn"),
    (KITCHEN, "BIN-4", "The bread bin arrived with a big dent in the lid. Refund please."),
    (KITCHEN, "BIN-4", "the bin came dented, refund pls"),
    (LIVING, "LMP-4", "the table lamp came with a cracked base, refund please"),
    (LIVING, "CHD-4", "The candle holder arrived snapped in two, please refund it."),
]


@pytest.mark.parametrize("order, sku, text", NAMED)
def test_the_lines_own_phrase_its_head_or_its_colour_still_names_it(order, sku, text):
    assert _asked(order, text)[0] == [sku]
    assert check_line_in_ticket(_refund(sku), order, _said(text)).passed


@pytest.mark.parametrize("line, text", [
    (_line("TMB-4", "Tumbler glass"), "three of the tumblers arrived smashed"),  # a head that names nothing apart
    (_line("OAK-4", "Oak side table"), "the oak has a long scratch across it"),  # what it is made of
    (_line("WOL-4", "Wool overcoat"), "the wool is pilling already"),
    (_line("KNF-4", "Cheese knife, olive wood handle"), "the olive wood knife is split"),
    (_line("KNF-5", "Knife, steel"), "the knife snapped"),  # no word before the head
    (_line("HDP-4", "Over-ear headphones"), "the ear cup came loose"),  # a word of a hyphened compound: how it is made
])
def test_words_that_name_nothing_apart_said_alone_are_no_other_goods(line, text):
    assert misfit_phrases(line, text) == []
