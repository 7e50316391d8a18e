"""The colours a customer says goods by are one list, in runs.colour_families, read through its public functions: the
goods a claim names beside a one-line order (runs.ticket_lines.other_goods_named), a colour picked against one come
(runs.other_goods_told) and a value picked against one come (runs.intents.told) all read the same words."""

import re
from pathlib import Path

from runs.colour_families import FAMILIES, colour_pattern, colour_words
from runs.ticket_lines import other_goods_named

RUNS = Path(__file__).resolve().parent.parent / "runs"
THROW = {"sku": "THR-1", "description": "Blue cushion cover", "quantity": 1, "unit_price_cents": 2400}


def test_the_pattern_is_the_words_in_their_order():
    assert colour_pattern() == "|".join(colour_words())
    assert re.fullmatch(colour_pattern(), "sage") and not re.fullmatch(colour_pattern(), "throw")


def test_every_plain_colour_of_a_family_is_a_colour_word():
    assert set(FAMILIES) <= set(colour_words())


def test_a_colour_alone_names_no_goods():
    # "the blue throw" names a throw, never the "Blue cushion cover" by its colour
    assert other_goods_named(THROW, ["The blue throw arrived with a tear."]) == ["throw"]
    assert other_goods_named(THROW, ["The blue cushion cover arrived with a tear."]) == []


def test_no_module_reads_the_colour_list_by_a_private_name():
    assert not [p.name for p in RUNS.rglob("*.py") if re.search(r"import[^\n]*\b_COLOURS\b", p.read_text(encoding="utf-8"))]
