"""An ask that counts what it is about ("look at both", "sort all three out", "deal with these") accounts for each thing.

"Could you look at both?" after a cracked candle holder and a gift wrap fee (blind round ver25c, VER25C-27) was read as
courtesy attached to the candle holder's claim alone, and the fee was dropped without a word. Where an ask counts more
things than the requests read beside it, the sentences just before it that tell a problem or a charge become requests of
their own (runs/intents/counted_asks.py); with none, and no goods counted before it ("Both mugs came chipped. Can you
sort both?": the two lines of one claim), the ask itself goes to a person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.counted_asks import COUNTED_TOLD_WHY, COUNTED_UNMET_WHY, counted
from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import run

VER25C = "docs/blind-rounds/2026-12-09/ver25c/ver25c.jsonl"

# a claim, then a thing told that no reader takes for a request, then the ask counting both
COUNTED = [
    ("The kettle lid arrived cracked. Also, there's a $4.99 surcharge at checkout that nobody mentioned. Could you look at both?",
     "there's a $4.99 surcharge"),
    ("hi the rug came with a stain. and the invoice still says £12.00 for the mat i cancelled. pls sort both",
     "the invoice still says"),
    ("The lamp came dented.\nThe courier charged my neighbour 3.50 to take it in.\nCan you deal with both of them?",
     "The courier charged"),
    ("One of the bowls is chipped. The receipt shows $6 for a warranty line too. Would you mind looking into both?",
     "The receipt shows"),
    ("The toaster came scratched. My card also shows a 2.99 'handling' amount. Then the kettle lid is cracked. Please deal with all three.",
     "My card also shows"),
    ("The vase was broken in the box. Plus the delivery note lists a $9 fee I've never seen before. Both need fixing please.",
     "the delivery note lists"),
]


@pytest.mark.parametrize("body,told", COUNTED)
def test_each_thing_an_ask_counts_is_a_request(body, told):
    reading = read_ticket(f"Two things\n{body}")
    asked = [s for s in reading.requests if told in s.text]
    assert asked and "other" in asked[0].kinds, reading.as_payload()


@pytest.mark.parametrize("body", [
    "Both mugs arrived chipped. Can you sort both?",
    "The blue mug arrived chipped and the green one too. Could you look at both?",
    "I ordered two mugs for my mum. The blue one arrived chipped and so did the other. Can you sort both out?",
    "The mug and the jug both arrived chipped. Could you look at both?",
    "The lamp arrived dented. Also you billed me for express but I picked standard. Can you sort both?",
    "The pair of boots came scuffed, could you look at both please?",
])
def test_both_of_one_claims_lines_or_of_two_requests_adds_nothing(body):
    reading = read_ticket(f"Mugs\n{body}")
    assert not [s for s in reading.sentences if s.why in (COUNTED_TOLD_WHY, COUNTED_UNMET_WHY)], reading.as_payload()


def test_a_count_with_nothing_told_beside_one_claim_goes_to_a_person():
    reading = read_ticket("Mug\nThe mug arrived chipped. Could you look at both?")
    assert [s.text for s in reading.requests if s.why == COUNTED_UNMET_WHY] == ["Could you look at both?"]


@pytest.mark.parametrize("text,n", [("look at both", 2), ("sort all three out", 3), ("deal with these", 2), ("each of them", 2),
                                    ("thanks so much", 0), ("I want it back", 0)])
def test_what_an_ask_counts(text, n):
    assert counted(text) == n


@pytest.mark.django_db
def test_a_fee_told_then_counted_by_both_goes_to_a_person_beside_the_damage_refund(tmp_path):
    cases = round_cases(VER25C)
    bodies = [
        "Hi! One of the three glass candle holders came cracked. And there's a $12.50 gift wrap line on my receipt, which is odd. Could you look at both?",
        "One of the glass candle holders arrived cracked. Also my card shows 12.50 for gift wrap. Can you sort both out please? Fiona",
    ]
    runs = [reworded(cases, "VER25C-27", f"VER25C-27-c{i}", b) for i, b in enumerate(bodies)]
    got = run(tmp_path, runs)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in runs if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in runs]
