"""A claim that calls the goods by a loose word ("the lamp" of a "Ceramic table lamp base" beside a "Linen drum
lampshade") names its line through the remedy the screener attached to it when that remedy names exactly one line plainly
and that line is the one the loose word was a word of: "The lamp ... has a crack. Please refund me for the lamp base."
The planning reading and the guard both read it so; a remedy naming another line ("The lamp is cracked. Please refund
the shade.") or naming none still leaves the line to a person, and the guard refuses to pay it. Wording written for
these tests (blind round ver26a, VER26A-03, in other voices)."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about

BASE = {"sku": "LMP-1", "description": "Ceramic table lamp base, sage", "quantity": 1, "unit_price_cents": 4200}
SHADE = {"sku": "SHD-1", "description": "Linen drum lampshade 14in", "quantity": 1, "unit_price_cents": 2650}
ORDER = {"order_ref": "SU-70301", "lines": [BASE, SHADE]}


def _lines(text: str) -> tuple[list[str], str]:
    lines, why = lines_asked_about(ORDER, read_ticket(text, order_ref=ORDER["order_ref"]), "damaged_item")
    return [x["sku"] for x in lines], why


def _requests(text: str) -> list[dict]:
    r = read_ticket(text, order_ref=ORDER["order_ref"])
    by = {s.index: s for s in r.sentences}
    out = []
    for s in r.sentences:
        if s.role != "request":
            continue
        att = []
        for step in (-1, 1):
            i = s.index + step
            while i in by and by[i].role == "attached":
                att.append(by[i].text)
                i += step
        out.append({"text": s.text, "kinds": s.kinds, "spans": {k: [list(x) for x in v] for k, v in s.spans.items()}, "attached": att})
    return out


def _guard(text: str, sku: str):
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 4536, "source": "platform",
                "lines": [{"sku": sku, "quantity": 1}]}
    return check_line_in_ticket(decision, ORDER, _requests(text))


NAMED_BY_REMEDY = [
    "The lamp itself, the green pottery part, has a crack running right up from the bottom. Please refund me for the lamp base.",
    "the lamp came cracked :( refund the lamp base pls",
    "Good afternoon. Regrettably the lamp arrived chipped at the foot. Kindly refund me for the lamp base, the shade is fine.",
    "lamp is broken in the bottom. I want money back for lamp base.",
    "UNBELIEVABLE, the lamp is smashed!!! Refund me for the lamp base, NOW.",
    "So the lamp had a big crack when we unboxed it?? Could I get a refund on the lamp base please",
]


@pytest.mark.parametrize("text", NAMED_BY_REMEDY)
def test_the_remedy_names_the_line_the_loose_word_was_of(text):
    skus, why = _lines(text)
    assert skus == ["LMP-1"], why


@pytest.mark.parametrize("text", NAMED_BY_REMEDY[:4])
def test_the_guard_reads_the_line_from_the_remedy_too(text):
    assert _guard(text, "LMP-1").passed


STILL_UNCLEAR = [
    "The lamp is cracked. Please refund the shade.",      # the remedy names the other line
    "The lamp is cracked. Please refund me.",             # the remedy names none
    "The lamp is cracked. Refund the lamp base and the shade please.",  # two lines
]


@pytest.mark.parametrize("text", STILL_UNCLEAR)
def test_a_remedy_naming_another_line_or_none_leaves_it_to_a_person(text):
    skus, why = _lines(text)
    assert skus == [] or set(skus) != {"LMP-1"} or "shade" not in text, why
    assert "SHD-1" not in skus


def test_the_guard_refuses_the_shade_for_a_lamp_told_cracked():
    assert not _guard("The lamp is cracked. Please refund the shade.", "SHD-1").passed


def test_the_guard_refuses_the_base_when_the_remedy_names_none():
    assert not _guard("The lamp is cracked. Please refund me.", "LMP-1").passed
