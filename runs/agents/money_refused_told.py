"""Whether the customer turned the money down in words, for the reply's "as you asked, no refund will be made".

A return whose refund is held (its decision's `refund_declined`, runs.returns_without_money) is held for one of two reasons:
the customer refused the money ("don't refund me, swap it for the white one"), or asked goods in its place without a word
against the money ("Could you swap it for the white one please?": an exchange, runs/intents/wrong_item_swapped.py). The
reply told both "as you asked, no refund will be made when it arrives", putting a refusal in the mouth of a customer who
made none. The field still says whether money moves; this says only how the reply may give the reason: "as you asked"
only when a sentence of the ticket, the customer's own (no injected passage), forbids a refund in words."""

from __future__ import annotations

from ..intents.money import actions_forbidden


def money_refused_in_words(sentences) -> bool:
    """Whether any of the ticket's own sentences (ReadSentence, injected ones left out) asks that no refund be made."""
    return any("refund" in actions_forbidden(s.text) for s in sentences if s.role != "injected")
