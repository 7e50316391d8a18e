"""Goods a ticket names only as having come, or praises, are not a claim's line, however the ticket is punctuated.

A dictated ticket with no full stops ("the parcel came on tuesday with the tea towels and the bread bin the bread bin
has a big dent in the lid ... so id like my money back for the bread bin please the tea towels are lovely thank you")
was one sentence, and the claim read in it named both lines: the tea towels were refunded beside the bread bin. A long
stretch with no marks is now read in clauses (runs/run_on.py), and a line named only in the list of what came ("came
with the tea towels and the bread bin and the bread bin has a dent") is not the claim's (ticket_lines.named_as_come),
so the offline agent plans the bread bin alone and the guard refuses a model that pays the towels.
Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.run_on import clauses
from runs.screening import request_dicts
from runs.ticket_lines import lines_asked_about, lines_in_clauses

ORDER = {"order_ref": "SU-71017", "lines": [
    {"sku": "TTW", "description": "Linen tea towels, set of 2", "quantity": 1, "unit_price_cents": 1600, "exclusion": ""},
    {"sku": "BIN", "description": "Enamel bread bin, cream", "quantity": 1, "unit_price_cents": 3400, "exclusion": ""}]}


def _refund(sku: str) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}], "sku": sku,
            "amount_cents": 1728 if sku == "TTW" else 3672}


def _asked(text: str) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref=ORDER["order_ref"]), ORDER["order_ref"])


ONLY_THE_BIN = [
    # dictated, no marks at all
    "bread bin\n\nhiya its pam here on the voice thing so no full stops sorry the delivery came yesterday with the tea towels and "
    "the bread bin the bread bin has a dent right in the lid and the lid wont shut so can i have a refund for the bread bin please "
    "the tea towels are gorgeous thanks ever so much",
    "dented bin\n\ngood morning this is mr okoro speaking my order arrived on friday with the bread bin and the tea towels the bread "
    "bin was dented all down one side so i would like my money back for it the tea towels are perfect thank you",
    "refund\n\nok so the box turned up today with the tea towels and the bread bin in it and the bread bin has a massive dent in the "
    "lid so id like a refund for the bread bin please the tea towels are lovely cheers",
    # typed in a hurry with "and" between every clause
    "Bread bin\n\nHi, the parcel came on Tuesday with the tea towels and the bread bin and the bread bin has a big dent in the lid, "
    "so please refund the bread bin. Tea towels are lovely.",
    "Damaged\n\nI received the tea towels and the bread bin today and the bread bin is dented on the lid. Refund for the bread bin "
    "please, love the tea towels.",
    # the claim first, the towels praised after it with no mark between
    "bin\n\nthe bread bin came with a huge dent in the lid and it wont close can you refund the bread bin please the tea towels "
    "that came with it are beautiful by the way thanks so much",
]


@pytest.mark.parametrize("text", ONLY_THE_BIN)
def test_only_the_claimed_line_is_asked_about_and_the_guard_refuses_the_other(text):
    reading = read_ticket(text, order_ref=ORDER["order_ref"])
    planned, _ = lines_asked_about(ORDER, reading, "damaged_item")
    assert [p["sku"] for p in planned] == ["BIN"]
    asked = _asked(text)
    assert check_line_in_ticket(_refund("BIN"), ORDER, asked).passed
    towels = check_line_in_ticket(_refund("TTW"), ORDER, asked)
    assert not towels.passed


def test_a_single_unmarked_request_is_read_in_clauses_by_the_guard_too():
    """The guard's own clause reading, given one request sentence with no marks (a model's plan read against the words,
    not the screener's cut): the claim's clause names the bread bin alone."""
    text = ("the parcel came on tuesday with the tea towels and the bread bin the bread bin has a big dent in the lid and the lid "
            "wont close properly so id like my money back for the bread bin please the tea towels are lovely thank you very much")
    dent = text.index("dent")
    assert lines_in_clauses(ORDER, text, [(dent, dent + 4)]) == {"BIN"}
    asked = [{"text": text, "kinds": ["damaged_item"], "spans": {"damaged_item": [(dent, dent + 4)]}}]
    assert not check_line_in_ticket(_refund("TTW"), ORDER, asked).passed
    assert check_line_in_ticket(_refund("BIN"), ORDER, asked).passed


def test_a_name_said_again_straight_after_itself_opens_a_clause_not_a_list():
    """A list typed with no commas joins names by the article after a name ("the mug the bowl and the jug all chipped"),
    but one line's name said twice ("... and the bread bin the bread bin has a dent") is a new clause of that line's."""
    from runs.ticket_lines import lists_in
    text = "it came with the tea towels and the bread bin the bread bin has a dent in the lid"
    assert lists_in(ORDER, text, {"TTW", "BIN"}) == [{"TTW", "BIN"}, {"BIN"}]
    assert lists_in(ORDER, "the tea towels the bread bin both soaked", {"TTW", "BIN"}) == [{"TTW", "BIN"}]


@pytest.mark.parametrize("text", [
    "bin and towels\n\nthe parcel came on tuesday with the tea towels and the bread bin and both of them were soaked through and "
    "ruined so can i have my money back for the lot please",
    "damaged\n\nI received the tea towels and the bread bin today and they are both damaged. Please refund both.",
    "both\n\nthe bread bin has a dent in the lid and the tea towels have a big oil stain on them so id like a refund for the bread "
    "bin and the tea towels please thank you",
])
def test_goods_that_came_and_are_claimed_are_still_the_claims_lines(text):
    reading = read_ticket(text, order_ref=ORDER["order_ref"])
    planned, _ = lines_asked_about(ORDER, reading, "damaged_item")
    assert sorted(p["sku"] for p in planned) == ["BIN", "TTW"]


@pytest.mark.parametrize("text", [
    "I think the lid is broken and I would like a refund please.",
    "hi the bread bin I ordered last week has a dent in the lid can you refund it",
    "Hello, the parcel came on Tuesday. The bread bin has a dent in the lid, so I'd like a refund please. The tea towels are lovely.",
])
def test_short_or_marked_text_is_not_cut(text):
    assert clauses(text) == [text]


@pytest.mark.parametrize("text,cut", [
    ("hello its me again on the voice thing sorry no punctuation the parcel came on tuesday with the tea towels and the bread bin "
     "the bread bin has a big dent", ["the parcel came", "the bread bin has"]),
    ("i got the lamp today and it works fine but the shade is all crushed on one side and bent out of shape so id like a new "
     "shade please thank you", ["so id like", "thank you"]),
])
def test_a_long_unmarked_stretch_is_cut_where_clauses_begin(text, cut):
    got = clauses(text)
    assert "".join(got) == text
    assert [c.strip() for c in got[1:]] and all(any(c.strip().startswith(w) for c in got) for w in cut)
