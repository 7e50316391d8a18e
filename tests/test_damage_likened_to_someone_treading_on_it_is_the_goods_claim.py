"""Damage likened to what an unknown someone might have done ("The shade has a big dent in the rim, like someone stood
on the box", "as though someone had stepped on it in the van") is the goods' damage, claimed on the shop: the customer
compares, nobody at home is said to have done anything. Read as the customer's own mishap, the claim vanished and the
refund of the dented shade was dropped (blind round ver27c, V27C-08); read as "someone had ..." a report of other
people's goods, it went to a person. Someone at home named as doing it is still the household's act. Fresh wording."""

import pytest

from runs.intents import read_ticket
from runs.intents.damage_words import CAUSED_BY_CUSTOMER_WHY


@pytest.mark.parametrize("text", [
    "Lamp order SU-40201\nThe shade has a big dent in the rim, like someone stood on the box. Could you refund the shade please?",
    "SU-40202\nthe box was crushed flat like somebody sat on it and the vase inside is cracked. refund pls",
    "Order SU-40203 - frame\nThe frame came bent, as though someone had stepped on it in the van. I would like a refund for it.",
    "SU-40204\nDear Sir or Madam, the cake tin is badly dented along one edge, just as if somebody had stood on the parcel. Please refund it.",
    "SU-40205 honestly!!! the lampshade is SQUASHED, looks like someone sat on it. I want my money back for the shade",
    "SU-40206\nMirror arrived with crack in corner, like a person dropped box on floor. Please can I have refund.",
    "SU-40207\nThe lid of the bread bin is dented like it got sat on. Refund the bread bin please.",
])
def test_damage_likened_to_an_unknown_act_is_claimed(text):
    reading = read_ticket(text)
    assert "damaged_item" in reading.intents, reading.as_payload()
    assert not any(s.why.startswith(CAUSED_BY_CUSTOMER_WHY) for s in reading.sentences)


@pytest.mark.parametrize("text", [
    "SU-40211\nMy son stood on the box and now the shade is dented, my fault really. Can I get a new shade?",
    "SU-40212\nSomeone at the party dropped the vase and it smashed. Could you refund it?",
    "SU-40213\nI sat on the glasses case by accident and the lenses cracked, silly me.",
])
def test_damage_someone_at_home_is_told_doing_is_still_theirs(text):
    reading = read_ticket(text)
    assert "damaged_item" not in reading.intents, reading.as_payload()
