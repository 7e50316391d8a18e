"""Keeping the goods told as a bidding, with the subject left out ("Keep it, I actually like teal. No action needed."),
declines the remedy as "I'll keep it" does: the wrong item told before it asks nothing, no return is started and the
keeping is no request of its own for a person (runs/intents/keep_it_bidden.py, read by runs/intents/remedies.py's
declining words and settled.py's kept_as_is). A return label went to a customer who said keep it (ver35c P35-10).
Near-misses: keeping asked for later or for someone, papers kept, a refund asked beside the keeping. Wording written for
these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "Got a green mug instead of the blue one. Keep it, I actually prefer green. No action needed.",
    "you sent the wrong size jumper (M not L). just keep it, it fits my son. nothing to do",
    "Wrong lamp arrived, a brass one not the black one. Honestly, keep it - I like it more!",
    "The candles are the wrong scent. Let me keep them, they smell lovely anyway.",
    "I received red socks rather than grey ones. Keep them, no need to do anything.",
    "Wrong colour cushion came. Ok keep it, it goes with the sofa.",
])
def test_a_wrong_item_kept_in_a_bidding_asks_nothing(body):
    read = reading(body)
    assert not [s for s in read.sentences if s.role == "request"], shown(read)


@pytest.mark.parametrize("body", [
    "You sent the wrong mug. Please keep it for me until Friday.",
    "You sent the wrong mug. Keep it aside, I'll swap it in store.",
    "You sent the wrong mug, please refund it. Keep the receipt for your records.",
    "You sent the wrong mug. Keep it, but I want a refund.",
])
def test_keeping_for_later_or_beside_an_ask_still_asks(body):
    read = reading(body)
    assert [s for s in read.sentences if s.role in ("request", "attached")], shown(read)


@pytest.mark.django_db
def test_end_to_end_a_wrong_scarf_kept_starts_no_return(tmp_path):
    scarf = [fc.line("SCF-N", "Wool scarf, navy", 2500)]
    nothing = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]}
    cases = [fc.case("KEEPIT-1", "Got a teal scarf instead of the navy one. Keep it, I actually like teal. No action needed.", scarf,
                     intents=[], expected=nothing, subject="scarf colour"),
             fc.case("KEEPIT-2", "wrong colour scarf came (teal not navy). just keep it, it suits me", scarf,
                     intents=[], expected=nothing, subject="scarf")]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        assert not [d for d in results[c["id"]]["differences"] if "return" in d or "refund" in d], results[c["id"]]["differences"]
