"""The sentence-level text passes kept per text (runs/read_once_per_text.py): each gives what the pass itself gives,
read again or not, and a caller that changes what it was given changes nobody else's reading."""

from __future__ import annotations

import re

import pytest

from runs import brand_names, compound_heads, first_looks, opening_words, remedy_called_fine, sentences, size_words, ticket_lines, used_goods
from runs.intents import (gift_from_another, goods_right, money, others_own_unit, part_money_wishes, settled, settled_words,
                          third_party_money_back, waived_goods, wear_faults)

KEPT = [
    settled.settled_in_words, settled._retracted_spans, settled.withdrawn_spans, settled._settling, waived_goods.kindly_waived_spans,
    waived_goods.fronted_waived_whole, sentences.normalise_ref, sentences.amounts_in, sentences.without_amounts, sentences.orders_in,
    ticket_lines._damage_then_fine, ticket_lines._head_word, ticket_lines.stems, ticket_lines.said_stems, ticket_lines.line_words,
    remedy_called_fine.remedy_fine_blanked, opening_words.opening_assent_blanked, first_looks.first_look_then_found,
    others_own_unit.without_others_units, gift_from_another.gift_on_anothers_order, goods_right.praised_clause,
    compound_heads._head_of, money.money_held, money.holds_money, money.actions_forbidden, third_party_money_back.returned_by_third_party,
    part_money_wishes.part_money_wished, used_goods.uses_told, used_goods.spells_of_use, brand_names.brand_goods, size_words.sizes_said,
    size_words.size_spans, wear_faults.wear_told, settled_words.settlement_denied,
]

SENTENCES = [
    "Forget what I said on the phone about the scratch on the side table - it polished out, but the shade is torn.",
    "The vase, the bowl and the plate all arrived cracked - actually scratch the vase, it's fine.",
    "box was crushed but dont care, the mug is fine tho",
    "Monzo have already reversed the duplicate charge of $84.10 on SU-88421, all good now.",
    "i was charged twice 61,40 € for order su 88307 pls refund the second one",
    "The size 11 trail shoes have worn through at the heel after two weeks of use.",
    "My mum ordered one too and hers is fine, but my teacup came chipped - don't worry about it, honestly.",
    "Please send a new lid for the casserole, the old one is cracked; I've used it twice.",
    "teapot survived, the cups are both fine though, 2 wine glases r smashed n the decanter ok",
    "My partner sent me the copper kettle as a gift from her order and it arrived with a big dent.",
    "",
]


def _plain(found):
    """A reading as values: a re.Match as its span and words (matches compare by identity)."""
    if isinstance(found, re.Match):
        return found.span(), found.group(0)
    if isinstance(found, (list, tuple)):
        return [_plain(f) for f in found]
    return found


def _name(reading) -> str:
    return f"{reading.__module__}.{reading.__name__}"


@pytest.mark.parametrize("reading", KEPT, ids=_name)
def test_a_kept_pass_gives_what_the_pass_gives_read_again_or_not(reading):
    original = reading.__wrapped__
    for sentence in SENTENCES:
        first, again = reading(sentence), reading(sentence)
        assert _plain(first) == _plain(original(sentence)), sentence
        assert _plain(again) == _plain(first), sentence


@pytest.mark.parametrize("reading", KEPT, ids=_name)
def test_a_list_set_or_dict_is_each_callers_own(reading):
    for sentence in SENTENCES:
        given = reading(sentence)
        if isinstance(given, (list, set, dict)):
            assert reading(sentence) is not given
        else:
            # the other results are immutable, shared as they are
            assert isinstance(given, (str, bool, tuple, type(None), re.Match)), (_name(reading), type(given))


def test_a_caller_extending_its_spans_leaves_the_next_reading_as_it_was():
    sentence = SENTENCES[0]
    before = settled._retracted_spans.__wrapped__(sentence)
    # withdrawn_spans appends to what _retracted_spans gave it: read twice, the spans are not doubled
    assert settled.withdrawn_spans(sentence) == settled.withdrawn_spans(sentence) == settled.withdrawn_spans.__wrapped__(sentence)
    assert settled._retracted_spans(sentence) == before
    spans = waived_goods.kindly_waived_spans(SENTENCES[6])
    spans.append((0, 1))
    assert (0, 1) not in waived_goods.kindly_waived_spans(SENTENCES[6])
    stems = ticket_lines.stems("Porcelain tea set")
    stems.add("nothing-of-the-set")
    assert "nothing-of-the-set" not in ticket_lines.stems("Porcelain tea set")


def test_a_text_is_read_once_and_then_kept():
    ticket_lines.said_stems.cache_clear()
    text = "the blue throw arrived with a tear"
    ticket_lines.said_stems(text)
    ticket_lines.said_stems(text)
    info = ticket_lines.said_stems.cache_info()
    assert (info.misses, info.hits) == (1, 1)
