"""A refund held because the customer's figure is not the record's (amount_stated_in_ticket) is told in a reply the reply
check admits, and the run closes escalated as any escalated run does. The figure said twice ("charged twice $64" and
"$64.00 each time") was told as "The $64 and $64.00 you mention isn't ...", whose clause "The $64" read as money told as
done: every reply was refused, the run idled into a drift alert and ended with no reply (ver35c V35-31). Each amount is
now named once, inside the clause that says it is not what the record shows (runs/agents/reply_sentences.py)."""

import pytest

from runs.agents.reply_sentences import figures_checked
from runs.reply_check import unresolved_problems
from tests import fresh_cases as fc


@pytest.mark.parametrize("stated", [
    ["$64", "$64.00"],
    ["$64.00"],
    ["$64", "$70.50"],
    ["€30", "$30"],
    ["$1,204.10", "$1204.1"],
    ["£12", "£12.00", "$12"],
])
def test_the_figures_told_for_a_person_pass_the_reply_check(stated):
    sentence = figures_checked(stated, 5400, "duplicate_charge")
    assert unresolved_problems(sentence, "escalated") == [], sentence
    assert "no refund has been made yet" in sentence


def test_one_amount_said_twice_is_named_once():
    assert figures_checked(["$64", "$64.00"], 5400, "duplicate_charge").startswith("The $64.00 you mention isn't")


@pytest.mark.django_db
def test_end_to_end_the_run_replies_and_closes_escalated(tmp_path):
    mug = [fc.line("MUG-1", "Stoneware mug", 5000)]
    held = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "duplicate charge"}]}
    c = fc.charged(fc.case("FIG-1", "I was charged twice, $64.00 each time, for my order. Refund the second one.", mug, intents=["duplicate_charge"],
                           expected=held, subject="charged twice $64"), twice=True)
    results = fc.run(tmp_path, [c])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    assert results["FIG-1"]["outcome"] == "escalated", results["FIG-1"]
    assert not [d for d in results["FIG-1"]["differences"] if "refund" in d or "drift" in d or "reply" in d], results["FIG-1"]["differences"]
