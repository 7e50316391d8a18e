"""A lead-in counting goods by a word for any goods ("two items in my order arrived damaged") before sentences naming each
line is no claim of its own for a person: it announces the claims after it (runs/claim_lead_ins.py; held-back round
ver29a V29-21). Near-misses: a lead-in counting more goods than the sentences after it name leaves one unread, and a
sentence naming no goods after the claims is not a lead-in."""

import pytest

from tests.fresh_cases import assert_all_pass, assert_money_as_expected, case, cents, line, refund

LINES = [line("PLTR-O", "Oval platter", 4400), line("BOWL-S", "Salad bowl", 3100), line("JUG-M", "Milk jug", 2200)]
BOTH = {"outcome": "resolved", "escalations": [], "returns": []}

LEAD_INS = [
    "Dear Sir,\n\nI regret to report that two items in my order arrived damaged. The oval platter has a chip out of the rim. The salad "
    "bowl is cracked through the base. I would be grateful for a refund of both pieces.\n\nYours faithfully,\nEdmund",
    "hi, 2 things came broken :( the platter is chipped on the edge and the salad bowl has a crack. refund pls",
    "A couple of items were damaged in the parcel. The oval platter arrived chipped. The salad bowl arrived cracked.",
    "Several pieces arrived broken. The platter: chipped rim. The salad bowl: cracked base. Please refund them.",
    "Unfortunately two of the items came damaged - the oval platter is chipped and the salad bowl is cracked right through.",
    "Some of the products arrived damaged. Oval platter has a chip. Salad bowl has a crack. Refund both please.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("n,body", list(enumerate(LEAD_INS)))
def test_a_lead_in_is_no_claim_of_its_own(tmp_path, n, body):
    platter, bowl = cents(LINES, "PLTR-O", 1), cents(LINES, "BOWL-S", 1)
    cases = [case(f"LEAD-{n}", body, LINES, intents=["damaged_item", "damaged_item"],
                  expected={**BOTH, "refunds": [refund(platter, "PLTR-O", 1), refund(bowl, "BOWL-S", 1)]})]
    assert_all_pass(tmp_path, cases)


@pytest.mark.django_db
def test_near_miss_more_items_counted_than_named_leaves_one_for_a_person(tmp_path):
    platter = cents(LINES, "PLTR-O", 1)
    body = "Three items in my order arrived damaged. The oval platter has a chip out of the rim. Please refund."
    cases = [case("LEAD-N", body, LINES, intents=["damaged_item"],
                  expected={"outcome": "partial", "refunds": [refund(platter, "PLTR-O", 1)], "returns": []})]
    assert_money_as_expected(tmp_path, cases)
