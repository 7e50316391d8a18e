"""A line the customer says they keep, or names only as what another thing was measured against ("the
wrong size for the lamp"), is not the line a claim is about: the guard never takes back a line the
ticket says the customer keeps, and "the wrong size for the lamp" names the shade's fault, not the
lamp's. A refund on a kept line (refund and keep) is not refused for the keeping."""

import pytest

from runs import own_choice_words
from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.kept_lines import lines_kept
from runs.screening import request_dicts
from runs.ticket_lines import lines_in_clauses

ORDER = {"order_ref": "SU-60220", "lines": [
    {"sku": "LMP", "description": "Ceramic table lamp, sage", "quantity": 1, "unit_price_cents": 6400, "exclusion": ""},
    {"sku": "SHD", "description": "Linen drum shade, 14 in", "quantity": 1, "unit_price_cents": 3200, "exclusion": ""}]}


def _asked(text: str) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref=ORDER["order_ref"]), ORDER["order_ref"])


def _return(sku: str, kind: str = "change_of_mind") -> dict:
    return {"case_type": kind, "action": "return", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}], "sku": sku, "amount_cents": 0}


KEEPS_LAMP = [
    "shade\n\nI'd like to send back the drum shade from SU-60220, it's too small for the lamp. The lamp I'm keeping, it's lovely.",
    "return\n\nkeeping the lamp obviously!! but the shade doesnt fit the lamp so can it go back pls",
    "return the shade\n\nWe'll keep the lamp, but I'd like to return the shade - it's the wrong size for our lamp.",
]


@pytest.mark.parametrize("text", KEEPS_LAMP)
def test_the_guard_refuses_to_take_back_the_line_the_customer_keeps(text):
    asked = _asked(text)
    lamp = check_line_in_ticket(_return("LMP"), ORDER, asked)
    assert not lamp.passed and "LMP" in lamp.inputs["kept_by_customer"]
    assert check_line_in_ticket(_return("SHD"), ORDER, asked).passed


@pytest.mark.parametrize("text", [
    "I'd like to return the drum shade from SU-60220, it's the wrong size for the lamp.",
    "the shade doesn't fit the lamp, can I send it back",
    "Return the shade please, it is too wide for the lamp.",
])
def test_a_line_named_only_as_what_another_was_measured_against_is_not_named(text):
    assert lines_in_clauses(ORDER, text, [(0, len(text))]) == {"SHD"}


def test_a_line_named_for_its_own_refund_or_fault_is_still_named():
    text = "Refund for the lamp please, it came cracked."
    assert lines_in_clauses(ORDER, text, [(0, len(text))]) == {"LMP"}
    text = "the lamp is the wrong size for the shade"
    assert lines_in_clauses(ORDER, text, [(0, len(text))]) == {"LMP"}


@pytest.mark.parametrize("said", [
    ["I'd like to return the drum shade, it's the wrong size for the lamp."],
    ["The shade is the wrong fitting for our lamp base, please take it back"],
    ["wrong diameter to fit the lamp, so returning the shade"],
])
def test_a_measure_that_does_not_suit_the_customers_other_thing_is_their_own_choice(said):
    assert own_choice_words.own_choice(said)


def test_the_shop_sending_the_wrong_size_stays_its_error():
    assert own_choice_words.own_choice(["You sent the wrong size for the lamp, I ordered the 16 inch shade."]) == []


@pytest.mark.parametrize("text", [
    "I was going to keep the lamp but it's cracked, please take it back.",
    "I don't want to keep the lamp, it flickers. Return it please.",
    "the lamp keeps flickering, can I return it?",
])
def test_a_keep_wished_denied_or_another_verb_is_no_keep(text):
    assert "LMP" not in lines_kept(ORDER, [text])


def test_a_refund_on_a_line_kept_for_its_damage_is_not_refused_for_the_keeping():
    asked = _asked("lamp\n\nThe lamp arrived with a chipped base. I'll keep the lamp, but please refund it.")
    refund = {"case_type": "damaged_item", "action": "refund", "needs_human": False, "lines": [{"sku": "LMP", "quantity": 1}], "amount_cents": 6912}
    result = check_line_in_ticket(refund, ORDER, asked)
    assert result.passed and "kept_by_customer" not in result.inputs
