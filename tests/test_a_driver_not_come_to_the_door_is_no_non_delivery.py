"""A driver, courier or postman told as not come to the door ("Driver is not come to the door, he leave it at
neighbour.") tells how the goods were handed over, not that they never came (runs/intents/person_not_come.py): read as a
non-delivery, a parcel the record shows delivered was sent to a person to investigate, and the late fee asked beside it
was held as part of a non-delivery. Now the record decides: a parcel delivered a day after its promised date is a late
delivery, its fee refunded from the order's own figure. Wording written for these tests. Near-misses: the goods as the
subject ("the chair is not come", "my parcel never came to the door") and a person who never delivered the goods stay
non-deliveries."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import _at, case, line, run

CHAIR = line("CHR-1", "Oak dining chair", 12900)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "My parcel came 3 days late. Driver is not come to the door, he leave it at neighbour.",
    "the driver not come to my door, he leave the box outside",
    "Driver never came to the door, just left it in the porch.",
    "the courier didn't come to the door, it was in the bin",
    "postman never even knocked, the parcel was on the step",
    "Honestly the delivery man did not come to the house at all, he threw it over the gate. Late too!",
    "he is not come to door, he give to my neighbour",
])
def test_a_person_not_come_to_the_door_is_no_non_delivery(body):
    assert "non_delivery" not in _kinds(body), [(s.role, s.kinds, s.why, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "the chair is not come",
    "my parcel never came to the door",
    "The courier never delivered it.",
    "the driver never delivered my parcel",
    "he never came, the rug is still not here",
    "My order is not come, the driver not come also",
])
def test_goods_not_come_stay_a_non_delivery(body):
    assert "non_delivery" in _kinds(body)


def _promised(c: dict, days_ago: int) -> dict:
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = _at(days_ago)[:10]
    return c


@pytest.mark.django_db
def test_the_record_decides_the_late_fee_and_nothing_is_investigated(tmp_path):
    body = "My parcel came 3 days late. Driver is not come to the door, he leave it at neighbour. Please refund the delivery."
    # delivered six days ago: promised eight days ago, it was late on the record and its fee is refunded; promised five
    # days ago, it came in time whatever the customer says, and nothing is paid
    late = _promised(case("DNC-1", body, [CHAIR], intents=["late_delivery"],
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": [],
                                    "escalations": []}), 8)
    on_time = case("DNC-2", body, [CHAIR], intents=["late_delivery"], ref="SU-70002", expected={"outcome": "partial", "refunds": [], "returns": []})
    got = run(tmp_path, [late, on_time])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["DNC-1"]["passed"], got["DNC-1"]["differences"]
    assert not [d for d in got["DNC-2"]["differences"] if "investigate the delivery" in d or "never arrived" in d
                or d.startswith("unexpected refund")], got["DNC-2"]["differences"]
