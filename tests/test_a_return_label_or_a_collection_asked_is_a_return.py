"""A return asked by its means ("pls send me a return label for the boots", "kindly arrange collection of the boots")
is a return: beside a charge taken twice it was read as that charge's remedy (the boots' return dropped in silence,
blind round ver27c V27C-04's wording in other words) or went to a person whole as `other`. Beside a claim whose goods go
back (a change of mind, a wrong item), the means is that claim's (runs/intents/return_by_its_means.py). A label or a
collection told, not asked, asks nothing; asks of no known kind still go to a person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, run

CHARGE = "Hi, I was charged twice for the boots, two payments on my card."


def _reading(body: str):
    reading = read_ticket("Boots SU-70001\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


MEANS_ASKED = [
    "Ok so pls send me a return label for the boots and refund the extra charge",
    "Kindly arrange collection of the boots and reverse the charge.",
    "Could you email me a prepaid label for the boots please?",
    "can u arrange a courier to collect the boots",
    "Please book a pick-up for the boots as well, and put the second payment back.",
    "I'd also like you to arrange the return of the boots.",
    "Also send a returns label for the boots so I can send them back, thank you.",
]


@pytest.mark.parametrize("asked", MEANS_ASKED)
def test_a_means_of_return_asked_beside_a_charge_is_the_goods_return(asked):
    reading, shown = _reading(f"{CHARGE} {asked}")
    assert set(reading.intents) == {"duplicate_charge", "change_of_mind"}, shown


@pytest.mark.parametrize("asked", MEANS_ASKED[:4])
def test_a_means_of_return_beside_a_return_claim_is_that_claims(asked):
    reading, shown = _reading(f"The boots came yesterday but they pinch, I don't want them. {asked}")
    assert "change_of_mind" in reading.intents and "other" not in reading.intents, shown
    reading, shown = _reading(f"You sent brown boots, I ordered black ones. {asked}")
    assert "wrong_item" in reading.intents and "other" not in reading.intents, shown


@pytest.mark.parametrize("body, kinds", [
    (f"{CHARGE} The return label you sent me last time doesn't scan at the post office.", {"duplicate_charge"}),
    (f"{CHARGE} I printed the label already.", {"duplicate_charge"}),
    (f"{CHARGE} Also can you change my address to 4 Elm Road?", {"duplicate_charge", "other"}),
    (f"{CHARGE} And please cancel my subscription.", {"duplicate_charge", "other"}),
])
def test_near_misses(body, kinds):
    reading, shown = _reading(body)
    assert set(reading.intents) == kinds, shown


BOOTS = [line("BOOT-1", "Walking boots", 8900), line("SOCK-1", "Wool socks", 1200)]


def _charged_twice(c: dict) -> dict:
    charges = c["world"]["orders"][0]["charges"]
    items = next(x for x in charges if x["kind"] == "items")
    charges.append({**items, "charged_at": items["charged_at"].replace(":00:00", ":01:00")})
    return c


@pytest.mark.django_db
def test_the_return_and_the_copy_are_both_made(tmp_path):
    expected = {"outcome": "resolved", "refunds": [{"amount_cents": 10100, "source": "platform"}],
                "returns": [{"kind": "return", "sku": "BOOT-1"}], "escalations": []}
    bodies = [
        "Hi, my card shows $101.00 taken twice for this order. Ok so pls send me a return label for the boots and refund the extra charge",
        "Hello, I have been charged $101.00 two times for this order. Kindly arrange collection of the boots and reverse the charge.",
    ]
    cases = [_charged_twice(case(f"MEANS-{i}", body, BOOTS, intents=["duplicate_charge", "change_of_mind"], expected=expected))
             for i, body in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], got[c["id"]]["differences"])
    assert cents(BOOTS, "BOOT-1", 1) == 9612


@pytest.mark.parametrize("body", [
    # "it" is the goods told with a problem before it (policy-conditions POL-81): never read as a change of mind
    "The sofa arrived fine. Now the seat cushion seams have split. Please collect it and refund us. "
    "The delivery charge was taken twice as well, could you refund the extra one?",
    f"{CHARGE} The boots have a split sole too. Could you send me a label for them?",
])
def test_a_means_asked_for_goods_only_pointed_at_is_no_change_of_mind(body):
    reading, shown = _reading(body)
    assert "change_of_mind" not in reading.intents, shown
