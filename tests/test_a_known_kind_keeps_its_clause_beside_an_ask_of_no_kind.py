"""A known kind keeps its clause beside an ask of no known kind (runs/intents/asks_beside_remedy.py): "The mug arrived
cracked, please refund it and also update my delivery address" was read as asking the status of a refund ("refund ...
update"), so the damage was not claimed and one `other` went to a person (no refund, a needless escalation). Each clause
keeps its own kind now: the damage refunded by the guard's rules, the change of details `other`, its clause quoted."""

import pytest

from runs.intents.other_clause import other_words
from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body, kind, quoted", [
    ("The mug arrived cracked, please refund it and also update my delivery address.", "damaged_item", "update my delivery address"),
    ("Parcel came 5 days late, please refund the delivery fee - and update my phone number while you're at it", "late_delivery",
     "update my phone number"),
    ("hi my teapot lid was chipped when it came so refund it pls and change my email to robin@example.org", "damaged_item",
     "change my email"),
    ("The lamp arrived scratched, please refund it, plus I reckon $10 off my next order would be fair.", "damaged_item", "$10 off"),
    ("Bowl came smashed!! refund it and correct the billing address on my account", "damaged_item", "billing address"),
    ("The vase was broken on arrival, kindly refund it, and also amend my name on the account to Robin Hale-Jones.", "damaged_item",
     "amend my name"),
])
def test_each_clause_keeps_its_own_kind(body, kind, quoted):
    read = reading(body)
    kinds = [k for s in read.requests for k in s.kinds]
    assert kind in kinds and "other" in kinds, shown(read)
    other = next(s for s in read.requests if "other" in s.kinds)
    assert quoted in other_words(other), other_words(other)


@pytest.mark.parametrize("body", [
    "The mug arrived cracked and I asked for a refund, has it gone through yet?",
    "The mug arrived cracked, any update on the refund I asked for?",
    "The mug arrived cracked last week and I was promised a refund - any news on when it will come through?",
])
def test_a_status_asked_in_its_own_words_is_still_a_status(body):
    read = reading(body)
    assert "damaged_item" not in [k for s in read.requests for k in s.kinds], shown(read)


@pytest.mark.django_db
def test_the_damage_is_refunded_and_only_the_address_goes_to_a_person(tmp_path):
    mug = [fc.line("MG-1", "Stoneware mug", 2400)]
    refunded = [fc.refund(fc.cents(mug, "MG-1", 1), "MG-1", 1)]
    bodies = [("The mug arrived cracked, please refund it and also update my delivery address.", "update my delivery address"),
              ("my stoneware mug came with a crack down the side, refund it please, and change my delivery address to 4 Elm Row",
               "change my delivery address")]
    cases = [fc.case(f"CLS-{i}", body, mug, ref=f"SU-7330{i}", intents=["damaged_item", "other"],
                     expected={"outcome": "partial", "refunds": refunded, "escalations": [{"item": quoted}]})
             for i, (body, quoted) in enumerate(bodies, start=1)]
    fc.assert_all_pass(tmp_path, cases)
