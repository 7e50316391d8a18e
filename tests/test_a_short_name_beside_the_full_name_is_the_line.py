"""A word of a one-line order's name said alone ("the pendant") names that line when the same ticket also names it with
more of its name ("Pendant light" in the subject): the customer's short name for the goods (runs/short_names.py). Said
alone with nothing naming the line in full, it still names the goods it is itself and a person asks; a word of another
kind before the line's head ("bread knife" of a "Cheese knife") is other goods whatever else is said. The strict xfail it
mends: "Hi, the pendant arrived damaged (shade cracked)" on a "Glass pendant light" (tests/test_goods_asked_as_the_whole_matter.py),
its reason misread as the shade. Wording written for these tests."""

from datetime import timedelta

import pytest
from django.utils import timezone

from runs.models import Escalation, Run
from runs.shop.models import Refund
from runs.ticket_lines import other_goods_named
from tests.runtime_world import delivered_order, offline_run, small_shop

PENDANT = {"sku": "PND-SMK", "description": "Glass pendant light, smoke", "quantity": 1, "unit_price_cents": 8900}
THROW = {"sku": "THR-CV", "description": "Throw pillow cover, mustard", "quantity": 1, "unit_price_cents": 2400}
KNIFE = {"sku": "KNF-CH", "description": "Cheese knife, olive wood handle", "quantity": 1, "unit_price_cents": 1900}

SHORT = [
    (PENDANT, "Pendant light order", "Hi, the pendant arrived damaged (shade cracked)."),
    (PENDANT, "re: my pendant light", "the pendant came with a big crack in the glass"),
    (PENDANT, "Broken pendant lamp", "Opened the box and the pendant is in pieces."),
    (THROW, "Throw pillow cover - torn", "The throw has a long tear along the seam."),
    (THROW, "my throw pillow cover", "unfortunatly the throw arrived ripped at the zip"),
    (PENDANT, "Order", "The pendant light came today. Sadly the pendant is cracked right across."),
]


@pytest.mark.parametrize("line, subject, claim", SHORT)
def test_the_word_said_alone_is_the_line_named_in_full_elsewhere(line, subject, claim):
    sentences = [subject, *claim.split(". ")]
    assert other_goods_named(line, [claim], sentences) == []


OTHER_GOODS = [
    # nothing names the line in full: the word names what it is itself, a person asks
    (PENDANT, "Damaged", "Hi, the pendant arrived damaged (shade cracked)."),
    (THROW, "Order", "The throw has a long tear along the seam."),
    # a word of another kind before the head is other goods, whatever the subject says
    (KNIFE, "Cheese knife", "The bread knife snapped at the handle."),
    # the full name is said only of other goods ("a pendant necklace"), never of the line
    (PENDANT, "my pendant necklace", "the pendant arrived scratched"),
]


@pytest.mark.parametrize("line, subject, claim", OTHER_GOODS)
def test_without_the_full_name_or_with_another_kind_it_is_other_goods(line, subject, claim):
    assert other_goods_named(line, [claim], [subject, claim]) != []


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    came = timezone.now() - timedelta(days=2)
    delivered_order("SU-66001", maya, house, [("PND-SMK", "Glass pendant light, smoke", 1, 8900)], delivered_at=came)


@pytest.mark.django_db
@pytest.mark.parametrize("subject, body, paid", [
    ("Pendant light - damaged", "Hello, the pendant arrived cracked right across. Could I have a refund please?", [8900]),
    ("Damaged", "Hello, the pendant arrived cracked right across. Could I have a refund please?", []),
])
def test_the_line_is_paid_only_when_the_ticket_names_it(world, subject, body, paid):
    run = offline_run(body, "SU-66001", subject=subject)
    assert run.status == Run.Status.DONE
    assert list(Refund.objects.filter(order__ref="SU-66001").values_list("amount_cents", flat=True)) == paid, \
        list(Escalation.objects.filter(run=run).values_list("open_item", flat=True))
