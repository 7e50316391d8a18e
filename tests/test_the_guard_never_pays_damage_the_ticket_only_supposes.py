"""The guard's check `damage_not_only_supposed` refuses a damage decision on a line every sentence naming it only supposes
damaged, while the damage told outright is told of other lines ("The lamp may be broken, I'm not sure. The mug arrived
cracked though.": the lamp, never the mug), whoever proposed it (runs/supposed_damage_check.py). Near-misses pass: the
line told damaged, a pronoun's damage beside the hedge, a ticket whose only damage is supposed. Wording written here."""

import pytest

from runs import guards
from runs.supposed_damage_check import CHECK, check
from tests import fresh_cases as fc
from tests.readings import guard_requests

LINES = [fc.line("LAMP-7", "Brass desk lamp", 6400), fc.line("MUG-7", "Stoneware mug", 1800)]
ORDER = {"order_ref": "SU-70001", "lines": LINES}

SUPPOSED = [
    "The lamp may be broken, I'm not sure. The mug arrived cracked though.",
    "mug came cracked, refund please. the lamp might be faulty too? hard to tell yet",
    "Hello, I suspect the lamp might have been damaged in transit. The mug is definitely chipped, please refund it.",
    "The mug is smashed. Possibly the lamp is dented as well, not sure yet.",
    "i think the lamp could be broken?? but the mug has a big crack, money back for it pls",
    "The mug arrived in pieces. My husband reckons the lamp may have a bent arm.",
]
STILL_PAID = [
    "The lamp may be broken. The lamp arrived with the shade dented.",
    "The lamp may be broken, I'm not sure. It arrived dented though.",
    "The lamp arrived broken and the mug arrived cracked, refund both please.",
    "The lamp may be broken, I'm not sure.",
]


def _decision(sku: str) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(LINES, sku, 1), "sku": sku,
            "lines": [{"sku": sku, "quantity": 1}], "subtask": 1}


@pytest.mark.parametrize("body", SUPPOSED)
def test_the_guard_refuses_the_supposed_line_and_admits_the_told(body):
    requests = guard_requests(body, None)
    name, passed, inputs, _ = check(_decision("LAMP-7"), ORDER, requests)
    assert name == CHECK and not passed and "Brass desk lamp" in inputs["only_supposed"]
    assert "a person judges it" in " ".join(inputs["says"])
    assert check(_decision("MUG-7"), ORDER, requests)[1]
    assert check(_decision("LAMP-7"), ORDER, requests, kind_set_by="reviewer")[1]  # a person's edit clears it
    assert CHECK in guards.INCIDENTS and len(CHECK) <= 25


@pytest.mark.parametrize("body", STILL_PAID)
def test_a_line_told_or_a_hedge_alone_is_left_to_the_other_readers(body):
    assert check(_decision("LAMP-7"), ORDER, guard_requests(body, None))[1]
