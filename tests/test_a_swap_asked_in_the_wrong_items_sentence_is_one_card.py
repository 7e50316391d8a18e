"""A wrong item told with "rather than" and the swap asked bare in the same sentence ("they sent a teapot rather than my
cafetiere so please swap it") asks the swap, which a person arranges (runs/intents/remedies.py `_SWAP_ASKED`): before, the
"rather ... than" of the claim took the words up to the swap, no ask was read, a return was started and the swap dropped.
Now the claim waits on the swap, one card for a person, nothing moves, as a swap asked with "for" was already. A wrong item
told with "rather than" and nothing else asked is a wrong item whose return is started. Fresh wordings."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, line

CAFETIERE = [line("CAF-1", "Glass cafetiere, 8 cup", 3200)]

SWAPS = [
    "they sent a teapot rather than my cafetiere so please swap it",
    "You've sent me a teapot rather than the cafetiere I ordered, can you swap it over?",
    "got a teapot rather than a cafetiere?? pls swap it",
    "A teapot arrived rather than the cafetiere - could you exchange it please.",
    "Hello, we were sent a teapot rather than our cafetiere, would you swap them over for us?",
    "they sent a teapot instead of my cafetiere so kindly switch it",
    "you sent a teapot rather than my cafetiere, swap it over pls",
]
WRONG_ONLY = [
    "we've been sent a teapot rather than the cafetiere we ordered",
    "They sent us a teapot rather than the cafetiere.",
    "got a teapot rather than a cafetiere, I don't want to swap it, just send it back",
]


def _kinds(text):
    return {k for s in read_ticket("my order\n" + text).requests for k in s.kinds}


@pytest.mark.parametrize("text", SWAPS)
def test_the_swap_is_read_beside_the_wrong_item(text):
    assert {"wrong_item", "other"} <= _kinds(text)


@pytest.mark.parametrize("text", WRONG_ONLY)
def test_a_wrong_item_alone_asks_no_swap(text):
    assert _kinds(text) == {"wrong_item"}


@pytest.mark.django_db
def test_end_to_end_one_card_and_nothing_moves(tmp_path):
    cases = [case(f"RSWAP-{n}", text, CAFETIERE, intents=["wrong_item", "other"],
                  expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": next(w for w in ("swap", "exchange", "switch") if w in text)}]},
                  ref=f"SU-7180{n}") for n, text in enumerate(SWAPS)]
    cases += [case(f"RWRONG-{n}", text, CAFETIERE, intents=["wrong_item"],
                   expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "CAF-1"}]}, ref=f"SU-7190{n}")
              for n, text in enumerate(WRONG_ONLY[:2])]
    assert_all_pass(tmp_path, cases)
