"""Damage done after the goods came, at the customer's place, is no claim on the shop (POL-DMG-002 pays damage in
transit or found on arrival), told in words the household reading did not know by itself:
- goods said to have come fine, then harmed later ("came fine last week ... yesterday it went off the side table");
- a child named by age ("my 2 yr old", "our 4-year-old", "the little one");
- harm by an event at home ("went off the side table", "fell off the shelf when the door slammed", "blew over");
- the customer's own washing or heating, the appliance named in the sentence or the one before ("is it dishwasher
  safe? put it through once (eco cycle)");
- someone at home dropping the goods while unboxing them ("my son dropped it when he unboxed it").
Goods washed as their label says they may be, or that broke later by themselves after a fine arrival, are a fault after
use a person answers, not paid by themselves. Damage told only beside a question, with no remedy asked, goes to a person.
Near-misses still pay: damaged on arrival, "came cracked", the courier's drop, found so on opening (by anyone), the box
fine and the goods inside broken. The screener and the guard share the reading (runs/intents/damage_words.cause_at_home,
runs/intents/after_delivery.py). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards
from runs.intents import FAULT_AFTER_USE_WHY, read_ticket
from runs.intents.damage_beside_question import UNASKED_DAMAGE_WHY
from runs.intents.damage_words import cause_at_home
from runs.models import Run
from runs.screening import request_dicts
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

from .test_damage_done_at_home_is_no_claim_and_the_guard_refuses_it import _ORDER, _refund

UTC = timezone.utc
CAUSED = "the customer says they or their household caused"


def _reading(text: str):
    return read_ticket(f"My order\n{text}", order_ref="SU-78001")


def _held_at_home(text: str) -> bool:
    reading = _reading(text)
    return "damaged_item" not in reading.intents and any(CAUSED in s.why for s in reading.sentences)


def _told_at_home(text: str) -> bool:
    """No damage claim read, and the shared reading finds the harm done at home in one of its sentences."""
    reading = _reading(text)
    texts = [s.text for s in reading.sentences]
    return "damaged_item" not in reading.intents and any(cause_at_home(texts, i) for i in range(len(texts)))


FINE_THEN_HARMED = [
    "hi, so the lamp + shade came fine last week, no complaints there. but yesterday my 2 yr old pulled the cord and the whole "
    "thing went off the side table, the shade is properly bent out of shape now. any chance you could refund the shade?",
    "The vase arrived in one piece, lovely packing. Unfortunately on Sunday it got bumped and now there's a chip on the rim. Could you refund it?",
    "The mirror was perfect when it came. Last night it slipped while I was hanging it and the glass cracked. Refund?",
    "Bowl came fine, no issues at all. Then this morning the toddler grabbed it and it's chipped now. Any refund possible?",
    "got the frame in perfect condition thanks. few days later it fell off the shelf when the door slammed and the glass shattered. refund pls?",
    "Everything arrived safe and sound. Sadly the jug got knocked yesterday and the spout is chipped, can you refund?",
]
CHILD_BY_AGE = [
    "My 4-year-old dropped the snow globe and it cracked. Refund please?",
    "our 3yo threw the mug on the floor and the handle snapped off, refund?",
    "My two year old pulled the lamp over and the shade is dented. Can I get a refund?",
    "the little one knocked the vase off the table and its smashed, refund pls",
    "My youngest stood on the glasses case and it's crushed. Refund?",
]
EVENT_AT_HOME = [
    "The vase fell off the shelf when the door slammed and smashed. Refund please.",
    "The lamp went off the side table when the cord got caught, the shade is bent. Refund?",
    "the picture frame came crashing down off the wall last night and the glass cracked. refund?",
    "The plant pot blew over in the wind on the patio and it cracked in half. Refund?",
    "The clock toppled off the mantelpiece when we shut the door and the face cracked. Can I get a refund?",
]
OWN_WASHING = [
    "is the walnut board dishwasher safe? put it through once (eco cycle) and now theres a hairline crack along the grain. "
    "didnt see anything on the label about it.",
    "I put the glass dish in the oven at 220 and it shattered. Refund?",
    "Does the copper pan go in the dishwasher? Stuck it in last night and now it's all cracked. Can you help?",
    "Ran the enamel mug through the dishwasher on a hot wash and the enamel has chipped off. Refund?",
    "popped the bowl in the microwave for a minute and it cracked right across. refund?",
]
DROPPED_UNBOXING = [
    "My son dropped it when he unboxed it and the glass cracked. Refund please.",
    "my husband dropped the vase while unpacking it and it smashed, refund?",
    "I dropped the jug while taking it out of the box and the spout broke off. Can I have a refund?",
    "the kids dropped the lamp when they were unboxing it, the shade is dented. refund?",
    "Dropped it while unwrapping it, the bowl is chipped now. Refund?",
]


@pytest.mark.parametrize("text", FINE_THEN_HARMED + CHILD_BY_AGE + EVENT_AT_HOME + OWN_WASHING + DROPPED_UNBOXING)
def test_damage_done_at_home_after_delivery_is_no_damage_claim(text):
    assert _held_at_home(text)


@pytest.mark.parametrize("text", [
    "I washed the cushion cover in the washing machine and it shrank. Can I get a refund?",
    "tumble dried the wool throw and it's felted and shrunk, refund?",
    "Put the mug in the microwave and the gold rim sparked and burnt off. Refund please.",
    "my 18 month old chewed the corner of the book and its ruined, can i get money back",
])
def test_harm_at_home_told_in_words_no_damage_cue_knows_is_still_read_at_home(text):
    assert _told_at_home(text)


STILL_A_CLAIM = [
    "The vase arrived damaged. Please refund it.",
    "The mug came cracked, refund please.",
    "The courier dropped it and the vase is smashed. Refund please.",
    "Found it chipped when my daughter opened the box. Refund please.",
    "It was broken when my son unboxed it. Refund please.",
    "My son unboxed it and found it cracked. Refund please.",
    "The box arrived fine but the vase inside was smashed. Refund please.",
    "The lamp came fine but the shade was dented when I unpacked it. Refund for the shade please.",
    "The parcel arrived in one piece but when I opened it the bowl was cracked. Refund?",
    "My 4-year-old helped me open the box and the plate was already cracked. Refund please.",
    "The bowl came in one piece but the jug was smashed. Refund the jug please.",
    "Delivered last week, only opened it yesterday and the glass was shattered. Refund?",
    "I put the new microwave on the counter and the door is cracked. Refund?",
    "The driver dropped the box on the step when he delivered it and the platter snapped. Refund please.",
]


@pytest.mark.parametrize("text", STILL_A_CLAIM)
def test_damage_the_goods_came_with_is_still_a_claim(text):
    assert "damaged_item" in _reading(text).intents


@pytest.mark.parametrize("text", [
    "it's not dishwasher safe? the label said it was and it cracked in the first wash",
    "The dishwasher-safe jug cracked in the dishwasher on its first wash. Could I have a refund?",
    "Hello, the enamel jug is listed as dishwasher safe, and the label said it was too, but it came out of its first dishwasher cycle with a crack down the side. Could I have a refund?",
    "washed the throw on 30 as the care label says and it came out of the washing machine with a tear along the seam. refund?",
    "The bowl came fine last week, but a few days later a crack appeared along the rim. Refund?",
])
def test_goods_washed_as_labelled_or_broken_later_by_themselves_are_a_fault_a_person_answers(text):
    reading = _reading(text)
    assert "damaged_item" not in reading.intents and "other" in reading.intents
    assert any(s.why.startswith(FAULT_AFTER_USE_WHY) for s in reading.sentences)
    assert not any(CAUSED in s.why for s in reading.sentences)  # no doing of the customer's


@pytest.mark.parametrize("text", [
    "I put the non-stick pan in the dishwasher even though the label said not to and the coating has cracked. Refund?",
    "I put the lamp through the dishwasher, the label said not to. Its glaze has cracked all over.",
    "is the walnut board dishwasher safe? put it through once and theres a crack now. nothing on the label said it was",
])
def test_washing_against_the_label_or_with_no_promise_is_the_customers_own(text):
    assert _held_at_home(text)


# --- damage told only beside a question -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "is the walnut board oiled already? it arrived with a hairline crack along the grain.",
    "how often should I oil the walnut board? there was a hairline crack along the grain when it came, fyi.",
    "quick question - do you sell a bigger walnut board? this one came with a crack along the grain anyway.",
    "The vase arrived with a small chip on the base. Does it come in blue as well?",
    "Do you deliver on Saturdays? The mug I ordered came with a chip in the handle.",
])
def test_damage_told_only_beside_a_question_goes_to_a_person(text):
    reading = _reading(text)
    assert "damaged_item" not in reading.intents
    assert any(s.why == UNASKED_DAMAGE_WHY and "damaged_item" in s.doubted for s in reading.requests)


@pytest.mark.parametrize("text", [
    "The walnut board arrived with a crack along the grain.",
    "The walnut board arrived with a crack along the grain. Refund please.",
    "is the walnut board oiled already? it arrived with a hairline crack along the grain, can I get a refund?",
    "The vase arrived chipped. What can you do? And does it come in blue?",
    "The mug came cracked - could you sort it out? Do you deliver on Saturdays?",
])
def test_damage_with_a_remedy_asked_or_told_alone_is_still_a_claim(text):
    assert "damaged_item" in _reading(text).intents


# --- the guard -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The glass vase arrived chipped, please refund it. The table lamp came fine, but on Sunday our 3-year-old pulled it "
    "off the dresser and the base cracked. Refund that too?",
    "Vase came with a crack in it, refund please. My son dropped the lamp when he unboxed it, it's smashed - refund?",
    "The vase turned up cracked - refund please. The lamp base was fine when it came, but it went off the windowsill "
    "yesterday when the door slammed and it's chipped. Can I get money back for it?",
])
def test_the_guard_refuses_a_damage_refund_on_goods_harmed_at_home_and_pays_what_came_damaged(text):
    asked = request_dicts(read_ticket(f"Vase and lamp\n{text}", order_ref="SU-78040"), "SU-78040")
    lamp = guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked)
    assert lamp.passed is False
    assert "done at home" in "; ".join(guards.plain_words(lamp.check, lamp.inputs))
    assert guards.check_not_caused_at_home(_refund("VAS-1"), _ORDER, asked).passed is True


@pytest.mark.parametrize("told, damage", [
    (["is the lamp dishwasher safe?"], "put it through once (eco cycle) and now the glaze has cracked."),
    (["The lamp came fine last week."], "Yesterday it got knocked and the base is cracked."),
    ([], "My 2 yr old pulled the lamp over and the base cracked."),
])
def test_the_guard_reads_the_cause_itself_beside_a_damage_claim(told, damage):
    asked = [{"text": damage, "kinds": ["damaged_item"], "spans": {}, **({"told": told} if told else {})}]
    assert guards.check_not_caused_at_home(_refund("LMP-1"), _ORDER, asked).passed is False


# --- end to end: the offline agent ----------------------------------------------------------------------------------

@pytest.fixture
def board(settings):
    maya, house = small_shop(settings)
    return delivered_order("SU-71801", maya, house, [("BRD-W", "Walnut cutting board", 1, 3900)], delivery_cents=599,
                           delivered_at=datetime(2026, 11, 14, 11, tzinfo=UTC))


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "is the walnut board dishwasher safe? put it through once (eco cycle) and now theres a hairline crack along the grain. "
    "didnt see anything on the label about it.",
    "the board came fine last week, no complaints. but yesterday my 4 yr old pulled it off the worktop and it split. any chance of a refund?",
    "is the walnut board oiled already? it arrived with a hairline crack along the grain.",
])
def test_offline_pays_nothing_and_a_person_gets_the_customers_words(board, body):
    run = offline_run(body, "SU-71801", subject="walnut board")
    assert not Refund.objects.filter(order__ref="SU-71801").exists()
    assert run.status != Run.Status.DONE or run.escalations.exists()


@pytest.mark.parametrize("text", [
    "the insulated bottle showed up dented near the base. while i have you, can you cancel my monthly coffee subscription?",
    "The teapot lid arrived chipped. Could you change my delivery address for next time?",
    "mug came with a crack in the handle. pls update my email to the new one?",
])
def test_damage_beside_an_ask_for_something_done_is_still_a_claim(text):
    assert "damaged_item" in _reading(text).intents


# --- near-misses: the old reading stands ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    # a pulled thread or stitch is the state the cloth came in, never someone pulling the goods over
    "the blue throw has a pulled thread running down the middle, can I have a refund on it please?",
    "pillowcase arrived with pulled stitches all down the seam. refund pls",
    "Got the linen shirt today - there's a pulled thread right down the back. Can I get my money back?",
    # the money for the claim asked after is a chase of its remedy, not a question for an answer
    "The jug on SU-78001 came cracked. Has the money gone back to my card yet?",
    "bowl arrived chipped on the rim... did my money come through?",
    "The plate arrived broken in two. Any sign of the money yet?",
    # beside a sentence in a language the screener does not read, the damage told in English is still a claim
    "The teapot arrived with a chipped spout. ¿Me pueden enviar también la factura, por favor?",
    "the glass came cracked. Pourriez-vous m'envoyer la facture par e-mail ?",
])
def test_a_pulled_thread_money_asked_after_or_a_question_in_another_language_leave_the_damage_a_claim(text):
    reading = _reading(text)
    assert "damaged_item" in reading.known_kinds
    assert not any(CAUSED in s.why or s.why == UNASKED_DAMAGE_WHY for s in reading.sentences)
