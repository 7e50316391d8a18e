"""A damage word in an idiom or a quality the goods are sold with tells no damage (runs/intents/damage_idioms.py): "this
whole thing has me cracking up", "shattered-proof glasses", "break-resistant", "a crack-free finish", "I'm broke this
month", "it broke my heart" were each read as a damage claim on goods nobody said came hurt. Damage told plainly, even
beside such words, stays damage. Wording written for these tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket, tells_damage
from tests.fresh_cases import assert_money_as_expected, case, line

NOT_DAMAGE = [
    "Honestly this whole thing has me cracking up. The lamp came a day late, can I get the delivery fee back?",
    "I bought the shattered-proof glasses. They arrived a week late and I want the delivery fee refunded.",
    "The break-resistant tumblers arrived four days late, please refund the delivery charge.",
    "The bowl has a lovely crack-free finish but I changed my mind, can I return it?",
    "I'm broke this month so I'd like to return the lamp please.",
    "It broke my heart but I want to return the lamp.",
    "we're flat broke after xmas so the rug has to go back sorry",
    "I cracked up when I saw the colour, it's not what I ordered.",
    "The scratch-resistant screen protector came a week late.",
    "Shatterproof glass, shatter-proof lid, all fine, just not what I ordered.",
    "Broken-hearted to say it but the lamp is going back, changed my mind.",
]
DAMAGE = [
    "It cracked.",
    "The jug arrived shattered.",
    "The mug came with a broken handle.",
    "The shatterproof glass arrived cracked.",
    "The so-called crack-free glaze has a big crack down the side.",
    "The break-resistant tumbler broke in transit.",
    "It broke my heart to see the vase arrived smashed.",
    "The plates are broke when I open the box.",
    "The scratch-resistant screen came scratched.",
    "The lamp base came cracked on arrival.",
    "the glaze has cracked up the side of the jug",
]


def _intents(text: str) -> list[str]:
    return read_ticket(f"My order\n{text}", order_ref="SU-1").intents


@pytest.mark.parametrize("text", NOT_DAMAGE)
def test_idioms_and_qualities_are_no_damage(text):
    assert "damaged_item" not in _intents(text) and not tells_damage(text)


@pytest.mark.parametrize("text", DAMAGE)
def test_damage_told_plainly_stays_damage(text):
    assert "damaged_item" in _intents(text) and tells_damage(text)


LAMP = [line("LMP-BR", "Brass desk lamp", 6400)]


@pytest.mark.django_db
def test_no_damage_refund_is_paid_for_an_idiom(tmp_path):
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "LMP-BR"}]}
    late = {"outcome": "partial", "refunds": [], "returns": []}  # (the parcel came on time: the fee is not owed)
    cases = [case("DI-1", NOT_DAMAGE[4], LAMP, intents=["change_of_mind"], expected=back),
             case("DI-2", NOT_DAMAGE[5], LAMP, intents=["change_of_mind"], expected=back),
             case("DI-3", "Broken-hearted to say it but the lamp is going back, changed my mind.", LAMP, intents=["change_of_mind"], expected=back),
             case("DI-4", NOT_DAMAGE[0], LAMP, intents=["late_delivery"], expected=late),
             case("DI-5", "The lamp has a crack-free enamel finish, I just don't like it. Can I return it?", LAMP, intents=["change_of_mind"], expected=back),
             case("DI-6", "this has me cracking up tbh - the lamp came 3 days late, refund the delivery fee", LAMP, intents=["late_delivery"], expected=late)]
    assert_money_as_expected(tmp_path, cases)
