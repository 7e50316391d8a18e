"""A claim the guard refuses as about other goods than the order's line (the goods told damaged share a word with the line
or came with it: runs/goods_told_damaged.py) goes to a person whose open item names the customer's goods and quotes the
sentence, never only the line the plan named: ver36a W36-03's escalation read "settle the damaged acacia salad bowl" for
"the wooden salad servers I paid for were snapped in half", sending a person to the bowl the customer praised. Nothing
is paid either way. Near-misses: a claim refused for another reason keeps the plan's goal as its open item, and the
line itself told damaged is paid. Wording written for these tests (runs/other_goods_open_item.py)."""

import pytest

from runs.guards import CheckResult
from runs.other_goods_open_item import naming_the_customers_goods
from tests.fresh_cases import case, cents, line, refund, run

HELD = [
    ("Acacia salad bowl", "The bowl is gorgeous but the salad servers came snapped in two. Refund the servers please.", "salad servers"),
    ("Oak cheese board", "hi the cheese knife that was meant to come with my board arrived bent, money back for it pls", "cheese knife"),
    ("Linen table runner", "Unfortunately the linen napkins were ripped when they got here. Can I get a refund?", "linen napkins"),
    ("Glass vase", "the glass coasters that came with my vase r all chipped, want a refund", "glass coasters"),
    ("Wooden salad bowl", "Good morning. Sadly the wooden salad tongs arrived with one arm snapped off. I would like my money back.", "salad tongs"),
    ("Oak cheese board", "The board is lovely, no complaints there, but the cheese knife is bent. Please refund me for the knife.", "cheese knife"),
]


@pytest.mark.django_db
def test_the_person_is_asked_about_the_customers_goods_with_the_sentence_quoted(tmp_path):
    cases = [case(f"OGI-{n}", body, [line("L-1", description, 3900)], ref=f"SU-7401{n}", intents=["damaged_item"],
                  expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": goods}]})
             for n, (description, body, goods) in enumerate(HELD)]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0
    failed = {c["id"]: got[c["id"]]["differences"] for c in cases if not got[c["id"]]["passed"]}
    assert not failed, failed


def _check(passed: bool, **inputs) -> CheckResult:
    return CheckResult("line_in_ticket", passed, {"order_ref": "SU-1", "lines_on_order": ["Acacia salad bowl"], **inputs}, "")


def test_the_open_item_quotes_the_sentence_telling_the_goods():
    said = "The salad bowl is lovely but the wooden salad servers I paid for were snapped in half."
    item = naming_the_customers_goods("settle the damaged acacia salad bowl",
                                      [_check(False, other_goods_told_damaged={"BWL-4": ["wooden salad servers"]}, request_sentences=[said])])
    assert item.startswith("find the wooden salad servers") and f'("{said}")' in item


@pytest.mark.parametrize("results", [
    [_check(True)],  # the line is the claim's
    [_check(False, kept_by_customer={"BWL-4": "I'll keep the bowl"})],  # refused for another reason
    [CheckResult("amount_within_ceiling", False, {}, "")],
    [],
])
def test_a_refusal_for_another_reason_keeps_the_plans_goal(results):
    assert naming_the_customers_goods("settle the damaged acacia salad bowl", results) == "settle the damaged acacia salad bowl"


@pytest.mark.django_db
def test_the_line_itself_told_damaged_is_paid(tmp_path):
    board = [line("L-1", "Oak cheese board", 3800)]
    c = case("OGI-P", "My cheese board arrived with a big crack down the middle. Please refund it.", board, ref="SU-74020",
             intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [refund(cents(board, "L-1", 1), "L-1", 1)]})
    got = run(tmp_path, [c])
    assert got["OGI-P"]["passed"], got["OGI-P"]["differences"]
