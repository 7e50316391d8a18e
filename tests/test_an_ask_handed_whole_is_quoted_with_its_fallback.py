"""A ticket handed to a person as a whole quotes each ask with the fallback the customer attached to it: "If you can
exchange it for a medium, please do that. If you can't, then I'll return it for a refund instead." (V43-H3) quoted the
swap alone, and the return for a refund the customer would take instead was read by nobody: a silent drop
(runs/intents/asks_with_their_fallback.py). Wording written for these tests; near-misses: an ask with courtesy after it,
and a fallback declined ("If not, never mind, I'll keep it"), quote nothing more. No money moves before the person decides."""

import pytest

from runs.intents import read_ticket
from runs.intents.asks_with_their_fallback import with_fallback
from tests.fresh_cases import case, line, run

COAT = line("CT-M", "Wool coat size M", 8900)


def _quoted(body: str) -> list[str]:
    reading = read_ticket(f"Swap\n{body}", order_ref="SU-70001")
    return [with_fallback(reading, s) for s in reading.requests]


@pytest.mark.parametrize("body, fallback", [
    ("The jumper is lovely but too big. If you can exchange it for a medium, please do that. If you can't, then I'll return it "
     "for a refund instead.", "I'll return it for a refund instead"),
    ("the boots are a size too small. could you swap them for a 9? if not i'll send them back for my money.", "send them back for my money"),
    ("Hi, can I exchange the blue scarf for the green one please? Failing that, I'd like a refund.", "Failing that, I'd like a refund."),
    ("Is it possible to swap the lamp for the brass version? Otherwise, a refund please.", "Otherwise, a refund please."),
    ("Please exchange the duvet for a king size. If that can't be done, refund me and I'll post it back.", "refund me and I'll post it back"),
    ("The coat fits badly. Can I swap it for a small? If that's not possible, then my money back will do.", "my money back will do"),
])
def test_the_fallback_is_quoted_with_the_ask(body, fallback):
    quoted = _quoted(body)
    assert any(fallback in q and ("swap" in q or "exchange" in q) for q in quoted), quoted


@pytest.mark.parametrize("body", [
    "Can I exchange the jumper for a medium? Thanks for your help.",
    "Could you swap the scarf for the green one? Cheers, much appreciated.",
])
def test_courtesy_after_the_ask_is_not_quoted_with_it(body):
    quoted = _quoted(body)
    assert not any("Thanks" in q or "Cheers" in q for q in quoted), quoted


def test_a_fallback_declined_quotes_nothing_more():
    assert not any("keep it" in q for q in _quoted("Can I exchange the jumper for a medium? If not, never mind, I'll keep it."))


@pytest.mark.django_db
def test_the_person_handed_the_ticket_reads_the_fallback_and_no_money_moves(tmp_path):
    bodies = [("Could you swap the coat for a large? If you can't, then I'll send it back for a refund instead.", "send it back for a refund instead"),
              ("coat is too tight. can u exchange it for an L?? otherwise i want my money back", "otherwise i want my money back")]
    cases = [case(f"AWF-{i}", body, [COAT], ref=f"SU-7300{i}",
                  intents=[{"kind": "other", "quote": "exchange" if "exchange" in body else "swap the coat"},
                           {"kind": "change_of_mind", "quote": quote}],
                  expected={"outcome": "escalated", "refunds": [], "returns": []})
             for i, (body, quote) in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        differences = got[c["id"]]["differences"]
        assert not [d for d in differences if d.startswith(("unexpected refund", "unexpected return", "silent drop", "outcome"))], differences
