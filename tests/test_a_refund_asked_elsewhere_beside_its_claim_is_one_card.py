"""A claim's money asked paid to another account the payment made cannot stand in for ("She wants a refund to her own
card, not mine", "refund it to my PayPal, the card's been cancelled", "store credit instead of to my card") is that
claim's card: its refund waits for a person "the customer asks it paid to ...", the sentence quoted, and the reply tells
both as heard. The plan gives the ask no card of its own beside it, which handed one ask to two people (verify33 P04;
runs/intents/elsewhere_held_by_claim.py). Near-misses keep their own card: the payment made still usable (the claim paid
back there, the ask for the other account a person's), the ask beside no claim. Wording written for these tests."""
import pytest

from runs.intents import read_ticket
from runs.intents.accounting import unaccounted
from runs.models import Subtask
from runs.shop.models import Refund
from tests import fresh_cases as fc

BOWL = [fc.line("BW-5", "Stoneware bowl", 3200), fc.line("CP-5", "Coffee cup", 1400)]

HELD = [
    ("My sister used my account to order this and says the bowl is cracked. She wants a refund to her own card, not mine.", "her own card"),
    ("The bowl arrived cracked. Please refund it to my PayPal rather than the card, the card's been cancelled.", "PayPal"),
    ("bowl came chipped. can the refund go on my husband's visa pls, not mine", "visa"),
    ("The stoneware bowl came with a crack. Could I have store credit instead of money back to my card?", "store credit"),
    ("The bowl arrived in bits. My old card is closed so pop the refund on my Mastercard ending 3307 instead.", "Mastercard"),
    ("Hi - bowl cracked in transit :( my son ordered on my login, he'd like the money on his own debit card please not mine", "his own debit card"),
]


@pytest.mark.parametrize("body, _where", HELD)
def test_the_claim_card_accounts_for_the_ask(body, _where):
    reading = read_ticket(body, order_ref="SU-70001")
    plan = [{"number": 1, "kind": "damaged_item", "goal": "settle the damaged stoneware bowl"}]
    assert not unaccounted(reading, plan, "SU-70001"), unaccounted(reading, plan, "SU-70001")


def _cards(case_id: str) -> list[tuple[str, str]]:
    return sorted((s.case_type, s.status) for s in Subtask.objects.filter(run__ticket__ref__contains=f"-{case_id}-"))


@pytest.mark.django_db
def test_end_to_end_the_ask_is_the_claims_one_card(tmp_path):
    cases = [fc.case(f"ELC-{i}", body, BOWL, ref=f"SU-7370{i}", intents=["damaged_item"],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "paid to"}]})
             for i, (body, _) in enumerate(HELD)]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    assert not Refund.objects.exists()
    for c, (_, where) in zip(cases, HELD):
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        assert _cards(c["id"]) == [("damaged_item", "escalated")], (c["id"], _cards(c["id"]))
        run = Subtask.objects.filter(run__ticket__ref__contains=f"-{c['id']}-").first().run
        said = run.state["reply"]["body"]
        assert "stoneware bowl" in said and "where you asked" in said and where.lower() in said.lower(), said


@pytest.mark.django_db
def test_end_to_end_near_misses_keep_the_ask_apart(tmp_path):
    paid = [fc.refund(fc.cents(BOWL, "BW-5", 1), "BW-5", 1)]
    cases = [
        # the card paid with, still usable: the refund goes back there, the ask for the other account a person's own card
        fc.case("ELN-0", "The bowl arrived cracked; please refund it to my Visa card ending 4411.", BOWL, ref="SU-73710",
                intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": paid}),
        fc.case("ELN-1", "The bowl arrived cracked, please refund it.", BOWL, ref="SU-73711", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": paid}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    assert _cards("ELN-0") == [("damaged_item", "resolved"), ("other", "escalated")], _cards("ELN-0")
    assert _cards("ELN-1") == [("damaged_item", "resolved")], _cards("ELN-1")
