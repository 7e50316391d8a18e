"""A fee no case type deals in (late payment, restocking, admin, service, card fees), told as charged, disputed or
questioned, is a request of kind `other`, its sentence quoted: beside a damage claim it was a statement or the claim's
remedy and the run closed resolved having dropped it (verify32 R01, R03). The claim beside it still pays. Wording written
for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, said, shown

DISPUTED = [
    "Also, the late fee you charged me shouldn't be there, I paid on time.",
    "Why was I charged a restocking fee?",
    "why did u add a restocking fee to my refund??",
    "There's a $5 admin fee on my statement that I never agreed to.",
    "Can you explain the service charge you added to this order?",
    "The card surcharge is wrong, I paid by debit.",
    "I got hit with a processing fee, please remove it",
    "That late payment fee is unfair - my payment went out before the due date.",
]
LET_STAND = [
    "I know there's a restocking fee and that's fine.",
    "Thanks for waiving the late fee last month.",
    "Is there a restocking fee if I send it back?",
    "The restocking fee seems fair to me.",
    "Happy to pay the admin fee, no problem.",
    "Your site says there is no restocking fee on faulty goods.",
]


@pytest.mark.parametrize("text", DISPUTED)
def test_a_fee_disputed_after_a_claim_is_its_own_request_quoted(text):
    read = reading(f"The mug arrived chipped, please refund it. {text}")
    assert "damaged_item" in read.intents, shown(read)
    assert [s for s in said(read, text) if s.role == "request" and "other" in s.kinds], shown(read)


@pytest.mark.parametrize("text", DISPUTED[:4])
def test_a_fee_disputed_alone_is_never_dropped(text):
    read = reading(text)
    assert "other" in read.intents, shown(read)


@pytest.mark.parametrize("text", LET_STAND)
def test_a_fee_accepted_waived_or_asked_about_beforehand_is_not_disputed(text):
    from runs.intents.fees_disputed import disputes_fee
    assert not disputes_fee(text)


@pytest.mark.parametrize("text", ["The late delivery fee should be refunded, it came three days late.",
                                  "Please refund the shipping fee, the parcel was late."])
def test_the_delivery_fee_is_left_to_its_own_kinds(text):
    from runs.intents.fees_disputed import disputes_fee
    assert not disputes_fee(text)


@pytest.mark.django_db
def test_the_claim_still_pays_and_the_fee_goes_to_a_person(tmp_path):
    mug = [fc.line("MUG-4", "Stoneware mug", 2000), fc.line("CHG-2", "Phone charger", 2500)]
    owed = [fc.refund(fc.cents(mug, "MUG-4", 1), "MUG-4", 1)]
    cases = [
        fc.case("FD-1", "The mug arrived chipped, please refund it. Also, the late fee you charged me on this order shouldn't be "
                "there since I paid on time.", mug, ref="SU-71901", intents=["damaged_item", "other"],
                expected={"outcome": "partial", "refunds": owed}),
        fc.case("FD-2", "mug came with a chip in the rim, refund pls. why was I charged a restocking fee??", mug, ref="SU-71902",
                intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": owed}),
    ]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)
        assert any("a person answers" in d and "fee" in d for d in results[c["id"]]["differences"]), results[c["id"]]
