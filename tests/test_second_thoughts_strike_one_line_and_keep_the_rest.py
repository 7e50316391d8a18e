"""A second thought that strikes goods by name ("On reflection skip the teapot", "Hmm, scratch the shade, I'll
keep it") lets go of those goods only: a claim told in a clause of its own on other goods stays asked, and an ask
told after the striking words ("just refund the postage") is read. Goods struck that were the whole claim are let
go, and the striking words alone ask nothing in their place."""

import pytest

from runs.intents.read import read_ticket


def _intents(body: str) -> list[str]:
    return read_ticket(f"About my order\n{body}").intents


@pytest.mark.parametrize("body", [
    "The teapot has a chip and the sugar bowl a big crack. On reflection skip the teapot, I can live with it.",
    "Mug chipped, bowl cracked. On second thoughts forget the mug, it's only a mark.",
    "the kettle came dented and the toaster has a cracked dial. honestly forget the toaster, I'll live with it",
    "Both the cups were chipped and the saucer cracked. On second thought skip the saucer.",
    "Vase cracked. glass smashed. tbh skip the vase, its fine.",
    "The lamp base is dented and the shade torn. Hmm, scratch the shade, I'll keep it.",
    "Frame cracked; glass smashed. Sorry, leave out the frame, that's fine.",
])
def test_goods_struck_on_second_thought_leave_the_other_claim_asked(body):
    assert "damaged_item" in _intents(body)


@pytest.mark.parametrize("body", [
    "The mug is chipped. On second thought skip the mug.",
    "The lamp base is dented. Hmm, scratch the base, I'll keep it.",
    "the teapot has a chip. skip the teapot, I can live with it.",
    "The jug is chipped. Actually leave out the jug - it's fine really.",
    "The mug is chipped and the bowl cracked. On second thoughts forget it all, I'll keep them.",
])
def test_goods_struck_that_were_the_whole_claim_leave_nothing_asked(body):
    assert "damaged_item" not in _intents(body)


@pytest.mark.parametrize("body", [
    "The mug is chipped. Actually forget the mug, just refund the postage.",
    "The mug arrived late and chipped. Actually forget the mug, pls just refund the postage.",
    "The mug is chipped. On second thought skip the mug, just refund the postage.",
])
def test_an_ask_after_the_striking_words_is_read(body):
    assert "late_delivery" in _intents(body)


def test_the_striking_words_alone_are_no_new_choice_of_remedy():
    """"On second thought skip the mug." once read as the remedy chosen instead of the chipped mug's claim, so the
    mug the customer let go was still claimed."""
    reading = read_ticket("About my order\nThe mug is chipped. On second thought skip the mug.")
    assert [s.role for s in reading.sentences[1:]] == ["context", "statement"]


TEAPOT = {"sku": "TEA-1", "description": "Stoneware teapot", "quantity": 1, "unit_price_cents": 3200}
SUGAR = {"sku": "SUG-2", "description": "Stoneware sugar bowl", "quantity": 1, "unit_price_cents": 1400}
ORDER = {"order_ref": "SU-71230", "lines": [TEAPOT, SUGAR], "charges": [], "refunds": []}


def _held_skus(body: str) -> set[str]:
    """The lines a damage refund may not be paid on, by the held sentences the guard reads (runs.screening)."""
    from runs.screening import request_dicts
    from runs.ticket_lines import forbids_decision

    reading = read_ticket(f"Re my order SU-71230\n{body}", order_ref="SU-71230")
    held = set()
    for line in ORDER["lines"]:
        decision = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": line["sku"], "quantity": 1}]}
        if any(forbids_decision(ORDER, decision, "damaged_item", r["text"], r.get("forbids", []), False, r.get("forbid_kinds", []))
               for r in request_dicts(reading, "SU-71230") if r.get("forbids")):
            held.add(line["sku"])
    return held


@pytest.mark.parametrize("body", [
    "The teapot has a chip and the sugar bowl a big crack. On reflection skip the teapot, I can live with it.",
    "teapot chipped, sugar bowl has a crack right down it. leave out the teapot - its fine really.",
    "Teapot's got a chip, sugar bowl cracked. On second thoughts forget the teapot, it's only a mark.",
    "The sugar bowl and the teapot both came damaged. Hmm, scratch the teapot, I'll keep it.",
    "teapot chipped; sugar bowl cracked. tbh skip the teapot, its fine",
])
def test_the_struck_line_is_held_from_a_refund_and_the_line_still_claimed_is_not(body):
    """The claim that stood was once paid on the first goods it named, the teapot the customer had let go."""
    assert _held_skus(body) == {"TEA-1"}
