"""A part of a line praised does not clear the line, and goods praised are not made the claim's (V29C-17): "one of the two
cushion covers is mustard, not sage like I ordered - the other one is sage and perfect. Could I send the mustard one
back?" beside "the throw is every bit as soft as the photos" read the cushion-cover line as fine and named the praised
throw as the wrong item. The cover is the claim's; a claim naming no line is never the praised one's. Fresh wordings."""

import pytest

from runs.intents import read_ticket
from runs.rest_of_line import other_units_told
from runs.ticket_lines import lines_asked_about, said_to_be_fine
from tests.fresh_cases import case, line, run

COVER, THROW = line("CSH-1", "Cushion cover, sage", 2200, 2), line("THR-1", "Knitted throw, oatmeal", 5800)
ORDER = {"order_ref": "SU-70001", "lines": [COVER, THROW]}


def _lines(body: str, kind: str = "wrong_item"):
    reading = read_ticket(f"hello\n{body}", order_ref="SU-70001")
    return [x["sku"] for x in lines_asked_about(ORDER, reading, kind)[0]]


@pytest.mark.parametrize("body", [
    "The throw is every bit as soft as the photos. One of the two cushion covers is mustard, not sage like I ordered - the other one is sage and perfect. Could I send the mustard one back?",
    "Love the throw!! one cushion cover came in mustard not sage, the other one is fine. can i return the wrong one",
    "One of my cushion covers is bright yellow instead of sage; the other one's perfect. The throw is gorgeous. How do I send the yellow one back?",
    "Throw lovely. One of the cushion covers is mustard, not the sage I picked - the second one is sage as ordered. Could I send the mustard one back?",
    "Only one of the cushion covers is the right sage - the other two are grey. Could I send those back?",
    "The throw is beautiful, thank you. But one of the cushion covers is navy, not sage; the other one is the right colour. Please take the navy one back.",
])
def test_the_line_some_of_whose_units_are_praised_is_the_claims(body):
    assert _lines(body) == ["CSH-1"]


@pytest.mark.parametrize("clause,told", [
    ("the other one is sage and perfect", True),
    ("the other two are fine", True),
    ("the second one's perfect", True),
    ("the cushion cover is sage and perfect", False),
    ("the throw is perfect", False),
])
def test_what_calls_the_rest_of_a_line(clause, told):
    before = clause[:clause.index("sage")] if "sage" in clause else clause[:clause.rindex(" ") + 1]
    assert other_units_told(before) is told


def test_a_line_called_fine_whole_is_still_cleared():
    assert said_to_be_fine(ORDER, "The cushion covers are both perfect.") == {"CSH-1"}
    assert said_to_be_fine(ORDER, "one of the two cushion covers is mustard - the other one is sage and perfect") == set()


@pytest.mark.django_db
def test_the_return_is_of_the_cover_never_the_praised_throw(tmp_path):
    lines = [COVER, THROW]
    body = ("Hello lovely people! Your parcel came on Saturday and the throw is every bit as soft as the photos.\n\n"
            "Oh, before I forget, one of the two cushion covers is mustard, not sage like I ordered - the other one is sage and "
            "perfect. Could I send the mustard one back? No hurry.")
    body2 = ("Hi, the throw is lovely. One of the cushion covers came bright yellow instead of sage, the other one is fine. "
             "Can I return the yellow one please?")
    expected = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "CSH-1", "quantity": 1}], "escalations": []}
    cases = [case("PR-1", body, lines, intents=["wrong_item"], expected=expected),
             case("PR-2", body2, lines, intents=["wrong_item"], expected=expected)]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
