"""A keep belongs to the line its head noun names (issue #11 held-back: "Keeping the lamp base, it's fine, but please take
the shade back" kept the "Lamp shade" too through the shared word "lamp", and the shade's return was refused). A keep
naming two lines alike ("keeping the lamp") still keeps both: a person tells them apart."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.kept_lines import lines_kept
from runs.screening import request_dicts

ORDER = {"order_ref": "SU-60330", "lines": [
    {"sku": "BASE", "description": "Ceramic lamp base", "quantity": 1, "unit_price_cents": 4800, "exclusion": ""},
    {"sku": "SHADE", "description": "Linen lamp shade", "quantity": 1, "unit_price_cents": 2400, "exclusion": ""}]}


def _return(sku: str, kind: str = "change_of_mind") -> dict:
    return {"case_type": kind, "action": "return", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}], "sku": sku, "amount_cents": 0}


@pytest.mark.parametrize("text", [
    "Keeping the lamp base, it's fine, but please take the shade back.",
    "keeping the lamp base!! the lamp shade can go back tho",
    "I'll keep the lamp base but I'd like to return the shade.",
    "The lamp base I'm keeping. Please collect the lampshade.",
    "we're happy to keep the ceramic lamp base, but the linen shade should go back",
    "so we will keep the lamp base; the shade is going back though",
])
def test_a_keep_of_the_lamp_base_keeps_the_base_only(text):
    kept = lines_kept(ORDER, [text])
    assert "BASE" in kept and "SHADE" not in kept


@pytest.mark.parametrize("text", [
    "I'll keep the lamp shade but return the base.",
    "Keeping the lamp, sending the shade back.",  # "the lamp" names both alike: both held for a person
    "I'll keep the lamp base and the shade.",
])
def test_near_misses_keep_what_they_name(text):
    kept = lines_kept(ORDER, [text])
    expected = {"I'll keep the lamp shade but return the base.": {"SHADE"}, "Keeping the lamp, sending the shade back.": {"BASE", "SHADE"},
                "I'll keep the lamp base and the shade.": {"BASE", "SHADE"}}[text]
    assert set(kept) == expected


def test_the_guard_lets_the_shade_go_back_and_holds_the_base():
    text = "return\n\nOrder SU-60330. Keeping the lamp base, it's fine, but please take the shade back - it doesn't suit the room"
    asked = request_dicts(read_ticket(text, order_ref="SU-60330"), "SU-60330")
    assert check_line_in_ticket(_return("SHADE"), ORDER, asked).passed
    base = check_line_in_ticket(_return("BASE"), ORDER, asked)
    assert not base.passed and "BASE" in base.inputs["kept_by_customer"]
