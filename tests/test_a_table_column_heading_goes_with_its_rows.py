"""A line naming the columns of the table under it ("What I ordered / what came / what I'd like:", V43-C3) asks nothing of
its own: read as a wrong item claimed that named no line, a person was asked to settle it beside the rows' own claims.
It now goes with the rows (runs/intents/table_column_headings.py). Wording written for these tests. Near-misses: a row
naming goods, a heading with no row split the same way after it, and one line of goods told with a slash."""

import pytest

from runs.intents import read_ticket
from runs.intents.table_column_headings import TABLE_HEADING_WHY
from tests.fresh_cases import assert_all_pass, case, line

THROW, CUSHION = line("THR-G", "Knitted throw green", 4900), line("CUS-V", "Velvet cushion cover", 1800)


def _headings(body: str) -> list:
    return [s for s in read_ticket(f"Returns\n{body}", order_ref="SU-70001").sentences if s.why == TABLE_HEADING_WHY]


@pytest.mark.parametrize("body", [
    "What I ordered / what came / what I'd like:\n1. Green throw / an orange throw / return it, not what I ordered\n",
    "Item | what I got | what I want\nGreen throw | a brown one | return it please, wrong colour sent\n",
    "what i ordered / what arrived / what i want:\n- green throw / a grey throw / send it back, wrong one\n",
    "Ordered - received - wanted:\nGreen throw - an orange throw - a return, it's the wrong item\n",
    "Here it is.\nWhat I ordered / what you sent / what I need:\n1. Green throw / a blue throw / return please, that's the wrong item\n"
    "2. Velvet cushion cover / correct / return it, changed my mind\n",
    "ITEM / PROBLEM / WHAT I'D LIKE\nGreen throw / wrong colour sent, it's orange / return it\n",
])
def test_the_heading_goes_with_its_rows(body):
    reading = read_ticket(f"Returns\n{body}", order_ref="SU-70001")
    heading = next(s for s in reading.sentences if "/" in s.text or "|" in s.text or " - " in s.text)
    # (attached to the rows, or never read as asking anything at all)
    assert heading.why == TABLE_HEADING_WHY or not heading.is_request, reading.as_payload()
    assert any(s.is_request and s.kinds for s in reading.sentences if s.index > heading.index), reading.as_payload()


@pytest.mark.parametrize("body", [
    "Mug / chipped / refund please\nBowl / cracked / refund please\n",
    "What I ordered / what came / what I'd like:\nI got the wrong throw, please return it.\n",
    "The green throw / orange throw mix-up: I got the wrong one, please take it back.\n",
])
def test_no_heading_without_label_cells_and_rows_split_alike(body):
    assert not _headings(body)


@pytest.mark.django_db
def test_the_rows_are_settled_and_no_person_is_asked_of_the_heading(tmp_path):
    bodies = ["What I ordered / what came / what I'd like:\n1. Knitted throw green / an orange throw / return it, it's not what I ordered\n"
              "2. Velvet cushion cover / correct, but I don't like the colour now / return it too, unopened\n",
              "Item | what arrived | what I want\nKnitted throw green | a rust throw, wrong item | return it please\n"
              "Velvet cushion cover | fine but I changed my mind | return it\n"]
    cases = [case(f"TCH-{i}", body, [THROW, CUSHION], ref=f"SU-7320{i}", intents=["wrong_item", "change_of_mind"],
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "THR-G"}, {"kind": "return", "sku": "CUS-V"}],
                            "escalations": []})
             for i, body in enumerate(bodies, 1)]
    assert_all_pass(tmp_path, cases)
