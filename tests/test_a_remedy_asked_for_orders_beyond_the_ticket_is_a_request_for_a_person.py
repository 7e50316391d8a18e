"""A remedy asked for the customer's other orders, none numbered ("refund my last five orders too") is a request of kind
`other`, quoted: beside a claim it was read as that claim's remedy and nothing answered it (verify32 B16). The claim on
this order still pays. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

BEYOND = [
    ("The kettle is dented; refund it and, while you're at it, refund my last five orders too.", "five orders"),
    ("The kettle came dented. Please refund it, and refund all my previous orders as well.", "previous orders"),
    ("kettle is dented!!! refund it + reimburse every order I've placed this year", "every order"),
    ("The kettle arrived with a big dent. I also want my last 3 orders refunded.", "3 orders"),
    ("Dented kettle. Refund it. And frankly you should credit me for all my other orders too.", "other orders"),
    ("The kettle has a dent in it. Cancel all my other orders and refund the kettle.", "other orders"),
]
NEAR_MISSES = [
    "The kettle is dented, please refund it. My last five orders all came fine.",
    "The kettle is dented, please refund it, I've bought from you for years.",
    "The kettle is dented. Please refund it like you did on my previous order.",
    "The kettle is dented, please refund it. I'll keep ordering from you.",
    "SU-70001 and SU-70002 both arrived dented, please refund both my orders.",
    "The kettle is dented, refund it please.",
]


@pytest.mark.parametrize("text, words", BEYOND)
def test_orders_beyond_the_ticket_are_asked_of_a_person_quoted(text, words):
    read = reading(text)
    assert "damaged_item" in read.intents, shown(read)
    asked = [s for s in read.sentences if s.role == "request" and "other" in s.kinds and words in s.text]
    assert asked, shown(read)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_past_orders_told_or_orders_numbered_ask_nothing_of_a_person(text):
    read = reading(text)
    assert not any("orders beyond" in s.why for s in read.sentences), shown(read)


@pytest.mark.django_db
def test_the_kettle_still_pays_and_the_other_orders_go_to_a_person(tmp_path):
    kettle = [fc.line("KET-1", "Steel kettle", 4000)]
    owed = [fc.refund(fc.cents(kettle, "KET-1", 1), "KET-1", 1)]
    cases = [
        fc.case("OB-1", "The kettle is dented; refund it and, while you're at it, refund my last five orders too.", kettle,
                ref="SU-71911", intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": owed}),
        fc.case("OB-2", "Kettle arrived dented. Please refund it, and refund all my previous orders as well.", kettle,
                ref="SU-71912", intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": owed}),
    ]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        said = results[c["id"]]["differences"]
        assert not [d for d in said if d.startswith(("unexpected refund", "refund of"))], (c["id"], said)
        assert any("a person answers" in d and "orders" in d for d in said), (c["id"], said)
