"""The goods' way back turned down beside the money asked ("I don't want a replacement, please just refund the lamp. I do
not need a return label, the shade is going in the recycling.") is the refund-and-keep remedy, not every remedy declined:
the damage claim stands (runs/intents/goods_back_declined.py, joined to runs/intents/remedies.keeps_for_money). Read as
declining all, it took the damage sentence back as context (blind round 33, B33-17). A return label declined with no
money asked, or beside money declined, still takes the claim back. A damaged part (a lamp's shade) still goes to a
person by the product's named-part rule; a whole unit damaged is paid. Wording written for these tests."""
import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

KEPT_CLAIM = [
    "The table lamp came with its shade badly dented. I don't want a replacement, please just refund the lamp. I do not need a "
    "return label, the shade is going in the recycling.",
    "Kettle arrived with a cracked lid. Refund it please. I won't need a courier to collect it, it's already in the bin.",
    "The mirror came smashed, could I have my money back? No longer need a return label, the council took it away.",
    "my vase came broken!! dont want another one just my money back pls. dont need a return label either",
    "The clock face arrived cracked. I'd like a refund but I do not need a return label as I will keep it for parts.",
    "The kettle arrived cracked. I don't want a new one sent, just refund me please.",
    "The rug arrived torn at one end. Please refund it - I don't need a collection, it has gone to the tip.",
]
TAKEN_BACK = [
    "The lamp is dented. I don't need a return label, I'll just live with it.",
    "The plate is chipped. No need to refund it, I do not need a return label, it's fine.",
]


@pytest.mark.parametrize("text", KEPT_CLAIM)
def test_the_way_back_declined_beside_the_refund_keeps_the_damage_claim(text):
    read = reading(text)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences if s.index), shown(read)


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_the_way_back_declined_with_no_money_asked_takes_the_claim_back(text):
    read = reading(text)
    assert not any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


# --- end to end: what is paid ----------------------------------------------------------------------

@pytest.mark.django_db
def test_the_whole_unit_is_paid_when_only_its_way_back_is_declined(tmp_path):
    kettle = [fc.line("KTL-2", "Enamel stovetop kettle", 4800)]
    mirror = [fc.line("MIR-1", "Round wall mirror", 6400)]
    cases = [
        fc.case("GB-1", "The kettle arrived with a crack down the side. I don't want a replacement, please just refund the kettle. I do "
                "not need a return label, it's going in the recycling.", kettle, ref="SU-73601", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(kettle, "KTL-2", 1), "KTL-2", 1)]}),
        fc.case("GB-2", KEPT_CLAIM[2], mirror, ref="SU-73602", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(mirror, "MIR-1", 1), "MIR-1", 1)]}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
