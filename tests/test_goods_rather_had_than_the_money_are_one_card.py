"""Goods the customer would rather have than the money, "rather" and "than" split by what is wished ("for the board I'd
rather have a new one sent than money back"), turn the money down as "rather than a refund" does: the damage claim is
deferred beside the goods' own request, one card for a person. Blind round ver36c V36-11 read the money as not turned down,
so the board's claim escalated "arrange the remedy the customer chose" beside the `other` request quoting the same sentence:
two escalations for one ask. The money chosen over goods ("I'd rather have my money back than another one") is still the
claim's refund, paid. Wording written for these tests."""

import pytest

from runs.intents.goods_wanted import money_turned_down
from tests.fresh_cases import case, cents, line, refund, run

TEAPOT = "The enamel teapot came with the lid smashed - refund that one please."
BOARD = "The walnut chopping board has split along the grain"
LINES = [line("TPT-EN", "Enamel teapot", 3400), line("BRD-WN", "Walnut chopping board", 4800)]

RATHER = [
    "; for the board I'd rather have a new one sent than money back.",
    ". honestly id rather you sent me another board than a refund",
    ". I would much rather get a replacement board posted out than the money.",
    ". We'd rather have a fresh board shipped than any refund for it, thanks.",
    ". Rather have another board sent over than a refund tbh",
    ". For the board, I would rather receive a replacement than a reimbursement.",
    "; to be honest for that one I'd rather have a new one sent out than cash.",
]


@pytest.mark.parametrize("ask", RATHER)
def test_goods_wished_rather_than_the_money_turn_the_money_down(ask):
    assert money_turned_down(ask)


@pytest.mark.parametrize("ask", [
    "I'd rather have my money back than another one sent.",
    "I'd rather have a refund than wait for a new one.",
    "Rather than a new one, a refund please.",
    "I'd rather not wait ages for it, to be honest. A refund is fine.",
    "I'd much rather keep it than send it back for the money.",
])
def test_money_chosen_or_rather_without_money_after_than_turns_nothing_down(ask):
    assert not money_turned_down(ask)


def _case(n: int, ask: str, expected: dict) -> dict:
    return case(f"RHM-{n}", f"Two things broke in transit. {TEAPOT} {BOARD}{ask}", LINES, ref=f"SU-7301{n}", subject="breakages",
                intents=[{"kind": "damaged_item", "quote": "teapot came with the lid smashed"}, {"kind": "other", "quote": ask.strip(" .;,")[:40]}],
                expected=expected)


@pytest.mark.django_db
def test_the_board_goes_to_one_person_and_the_teapot_is_paid(tmp_path):
    paid = refund(cents(LINES, "TPT-EN", 1), "TPT-EN", 1)
    cases = [_case(n, ask, {"outcome": "partial", "refunds": [paid], "returns": [], "escalations": [{"item": "board"}]})
             for n, ask in enumerate(RATHER)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    failed = {c["id"]: got[c["id"]]["differences"] for c in cases if not got[c["id"]]["passed"]}
    assert not failed, failed


@pytest.mark.django_db
def test_an_unnamed_new_one_told_after_the_board_never_defers_the_teapot_unseen(tmp_path):
    """The ask names no goods; its request is the board's (told just before it). The teapot's claim is not deferred as
    "you asked for goods rather than the money": a person has it (its refund is held by the sentence, as before)."""
    ask = ". To be honest I'd rather have a new one sent out than cash."
    c = _case(9, ask, {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "board"}, {"item": "remedy"}]})
    got = run(tmp_path, [c])
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0
    assert got["RHM-9"]["passed"], got["RHM-9"]["differences"]


@pytest.mark.django_db
def test_the_money_chosen_over_goods_pays_the_board_too(tmp_path):
    both = [refund(cents(LINES, "TPT-EN", 1), "TPT-EN", 1), refund(cents(LINES, "BRD-WN", 1), "BRD-WN", 1)]
    asks = ["; I'd rather have my money back than another board sent.", ". id rather have a refund than wait on a new one tbh."]
    cases = [case(f"RHM-M{n}", f"Two things broke in transit. {TEAPOT} {BOARD}{ask}", LINES, ref=f"SU-7302{n}", subject="breakages",
                  intents=["damaged_item", "damaged_item"], expected={"outcome": "resolved", "refunds": both, "returns": [], "escalations": []})
             for n, ask in enumerate(asks)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], got[c["id"]]["differences"])
