"""Goods asked instead of money that are the claim's whole matter ask one person, not two (runs/exchanges_chosen.py): a change
of mind asked only as a swap (ver24b V24B-32: the throw's return escalated beside the swap's own subtask), and a damage
claim at a seller whose own remedy is a replacement, with a replacement asked (V24B-25: the pendant). The swap or the
replacement is the request a person answers, quoted; the claim is deferred beside it and the reply says a colleague follows
up; nothing is paid or returned. Near-misses keep both: a damage claim at a shop that refunds damage, the customer asking a
swap instead (the open-requests set's OR-08, OR-09). Wording written for these tests."""

from datetime import timedelta

import pytest
from django.utils import timezone

from runs.exchanges_chosen import exchange_apart
from runs.models import Escalation, Run
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    more_policies("change_of_mind", "damaged_item")
    lights = shop.Seller.objects.create(ref="SEL-NB", name="Nordby Lighting", seller_type="marketplace")
    shop.SellerSupplement.objects.create(ref="SUP-NB-1", seller=lights, accepts_returns=True, damage_remedy="replace",
                                         text="Nordby Lighting: damaged lamps are replaced by the seller.")
    came = timezone.now() - timedelta(days=3)
    delivered_order("SU-62001", maya, house, [("THR-BLU", "Chunky knit throw, dusty blue", 1, 7900)], delivered_at=came)
    delivered_order("SU-62002", maya, lights, [("PND-SMK", "Glass pendant light, smoke", 1, 8900)], delivered_at=came)
    delivered_order("SU-62003", maya, house, [("MUG-4", "Stoneware mug", 1, 1400)], delivered_at=came)


def _people(run: Run) -> list[str]:
    return list(Escalation.objects.filter(run=run).values_list("open_item", flat=True))


SWAPS = [
    "The blue throw is gorgeous but it really doesn't go with our sofa. Could I swap it for the cream one?",
    "Changed my mind on the colour of the throw - can I exchange it for the grey one?",
    "the throw is too dark for our room. would you swap it for the cream version pls",
    "I'd like to exchange the throw for the cream one, the blue doesn't suit the lounge after all.",
    "Not keen on the blue throw now it's here. Is it possible to swap it for a cream one instead?",
    "The throw's colour isn't right for us. Can we swap it for the cream, happy to pay the difference.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("body", SWAPS)
def test_a_change_of_mind_asked_as_a_swap_asks_one_person(world, body):
    run = offline_run(body, "SU-62001", subject="Throw")
    # (done with the swap's subtask escalated, or, where no claim of a known kind was read, the ticket with a person whole)
    assert run.status in (Run.Status.DONE, Run.Status.AWAITING_ESCALATION)
    people = _people(run)
    assert len(people) == 1, people
    assert Refund.objects.filter(order__ref="SU-62001").count() == 0
    assert not shop.ReturnRequest.objects.filter(order__ref="SU-62001").exists()


REPLACEMENTS = [
    "hello, the smoke glass pendant arrived with the glass shade cracked (see photo). Id like a replacement pendant please, I love the style.",
    "The pendant light came with its shade cracked. I would like a replacement please.",
    "my pendant arrived with the glass smashed, I'd like a new one sent please",
    "The glass shade on the pendant is cracked right through. Could I have a replacement sent out?",
    "Pendant light arrived broken. I want a replacement, not a refund.",
    # ("the pendant" alone, beside the subject's "pendant light": the customer's short name for the line, runs/short_names.py)
    "Hi, the pendant arrived damaged (shade cracked). Please send me a replacement.",
    "Hi, the pendant light arrived damaged, the glass is in pieces. Please send me a replacement.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("body", REPLACEMENTS)
def test_a_replacement_asked_of_a_seller_that_replaces_asks_one_person(world, body):
    run = offline_run(body, "SU-62002", subject="pendant light")
    assert run.status == Run.Status.DONE
    people = _people(run)
    assert len(people) == 1, (people, list(run.subtasks.values_list("case_type", "goal", "status")))
    assert Refund.objects.filter(order__ref="SU-62002").count() == 0


@pytest.mark.django_db
def test_a_swap_asked_for_damage_at_a_shop_that_refunds_keeps_the_claim_with_a_person(world):
    run = offline_run("One of the mugs came with a chip on the rim. Would it be possible to swap it for a new one?", "SU-62003", subject="mug")
    assert sorted(run.subtasks.values_list("case_type", "status")) == [("damaged_item", "escalated"), ("other", "escalated")]


SUBTASKS = [{"kind": "other", "goal": 'a person answers the request "Could I swap it for the cream one?"'}]


def test_only_a_sentence_its_own_subtask_quotes_defers_the_claim():
    said = "Could I swap it for the cream one?"
    assert exchange_apart("change_of_mind", [said], {said}, SUBTASKS, seller_replaces=False)
    # no subtask of its own quoting it: the claim keeps its person
    assert exchange_apart("change_of_mind", [said], {said}, [], seller_replaces=False) is None
    # a damage claim at a shop that refunds damage: kept
    assert exchange_apart("damaged_item", [said], {said}, SUBTASKS, seller_replaces=False) is None
    # a wrong item: kept
    assert exchange_apart("wrong_item", [said], {said}, SUBTASKS, seller_replaces=True) is None
