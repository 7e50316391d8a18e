"""A refund of a charge taken twice that the shop promised, told as still taken ("You promised to refund the second payment
but it is still on my statement", "it's still showing on my card") chases that promise: a duplicate charge the record
decides (runs/intents/copy_still_shown.py, read by promised_refunds.py), not a status question for a person (verify31
Q06). End to end the copy the record shows is refunded once; with no copy on the record, nothing is paid. Wording written
for these tests. Near-misses: the copy told gone, goods or a parcel still somewhere."""

import pytest

from tests.fresh_cases import case, charged, line, run
from tests.readings import reading, shown

KETTLE = [line("KTL-1", "Enamel stovetop kettle", 4500)]

CHASED = [
    "You promised to refund the second payment but it is still on my statement",
    "you said you would refund the extra charge, it's still showing on my card",
    "Your agent told me the double charge would be reversed. My statement still shows both payments.",
    "Last week your chat team promised the duplicate payment would be refunded - the charge is still there.",
    "u said u would refund the 2nd payment!! its still on my bank app",
    "Hello, I was assured the extra $45.00 debit would be credited back within 3 days, yet it is still pending on my account.",
]


@pytest.mark.parametrize("body", CHASED)
def test_the_promise_still_unmet_is_a_duplicate_charge(body):
    read = reading(body, "charge")
    assert "duplicate_charge" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "You promised to refund the second payment and it is no longer on my statement, thanks",
    "you said the parcel would come, it's still in the depot",
    "They promised a refund for the duplicate charge. The parcel is still at the sorting office though.",
    "You promised the kettle would ship Monday and it's still in the warehouse.",
    "The lamp you promised would ship is still on back order, no rush.",
    "my sister said the kettle is still in its box",
])
def test_the_copy_gone_or_goods_still_somewhere_is_no_chase(body):
    read = reading(body, "charge")
    assert "duplicate_charge" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_record_s_copy_is_paid_once_and_nothing_without_one(tmp_path):
    body = CHASED[0] + ". Please sort it out. Sam"
    copied = charged(case("PCS-1", body, KETTLE, intents=["duplicate_charge"], subject="charge",
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 4500, "source": "platform", "lines": []}],
                                    "returns": [], "escalations": []}), twice=True)
    once = charged(case("PCS-2", body, KETTLE, intents=["duplicate_charge"], subject="charge", ref="SU-70002",
                        expected={"outcome": "escalated", "refunds": [], "returns": []}), twice=False)
    got = run(tmp_path, [copied, once])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["PCS-1"]["passed"], got["PCS-1"]["differences"]
    assert not [d for d in got["PCS-2"]["differences"] if d.startswith("unexpected refund")], got["PCS-2"]["differences"]
