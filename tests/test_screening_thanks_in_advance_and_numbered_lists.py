"""A thanks that looks forward ("thanks for sorting this", "thanks in advance for fixing it", "cheers for
looking into it") is a courtesy: the problems told before it stay requests. A thanks for a remedy given,
in the past with what was done ("thanks for refunding me last week", "you already refunded it, thanks",
"thanks, the refund came through") still settles them. And a list numbered inside one sentence ("1) ...,
2) ..., and 3) ...") is read item by item, each problem a request of its own. Fresh wording throughout."""

import pytest

from runs.intents import read_ticket
from runs.models import Subtask
from runs.shop.models import Refund
from tests import test_screening_runs
from tests.runtime_world import start, ticket, walk_until_pause

world = test_screening_runs.world  # the runtime world, plans admitted without a person


def _sentence(reading, words):
    return next(s for s in reading.sentences if words in s.text)


@pytest.mark.parametrize("text, words, kind", [
    ("The blender jug from SU-41201 came with a crack down the side. Thanks for sorting this.", "crack down the side", "damaged_item"),
    ("my order SU-41202 turned up 5 days after the date you gave. thanks in advance for fixing it!!", "5 days after", "late_delivery"),
    ("You took payment for SU-41203 twice. Cheers for looking into it.", "twice", "duplicate_charge"),
    ("The throw on SU-41204 has a hole in it. Appreciate you sorting it out.", "hole in it", "damaged_item"),
    ("got the wrong colour cushion covers, ordered grey got mustard (SU-41205). ta for dealing with this", "wrong colour", "wrong_item"),
    ("Charged two times on SU-41206!! Many thanks for handling this, Priya", "two times", "duplicate_charge"),
    ("The lampshade on SU-41207 is dented on one side. Thank you so much for taking care of it, have a lovely weekend.", "dented", "damaged_item"),
    ("The teapot (SU-41208) arived smashed to bits. Thanks in advance for refunding it.", "smashed", "damaged_item"),
    ("The payment for SU-41209 went through twice, thanks for sorting it", "went through twice", "duplicate_charge"),
])
def test_a_thanks_that_looks_forward_leaves_the_problem_before_it_a_request(text, words, kind):
    reading = read_ticket(text)
    told = _sentence(reading, words)
    assert told.is_request and kind in told.kinds, (told.role, told.why)
    thanks = reading.sentences[-1]
    assert thanks.why != "tells of a remedy already given"


@pytest.mark.parametrize("text, words", [
    ("The vase on SU-41210 arrived chipped. Thanks for refunding me last week.", "arrived chipped"),
    ("The vase on SU-41211 arrived chipped. You already refunded it, thanks.", "arrived chipped"),
    ("The vase on SU-41212 arrived chipped. Thanks, the refund came through.", "arrived chipped"),
    ("The stool on SU-41213 came with a split seat. Cheers for sorting it so quickly last week.", "split seat"),
    ("The kettle on SU-41214 came cracked. Thanks for dealing with it yesterday, the money's back in my account.", "came cracked"),
    ("thank you for the speedy refund on the broken jug from SU-41215", "broken jug"),
    ("The bowl from SU-41216 was chipped. The money for it has landed, thanks!", "was chipped"),
    ("The mirror from SU-41217 came cracked. Thanks for sorting it, the new one is great.", "came cracked"),
])
def test_a_thanks_for_a_remedy_given_still_settles_the_problem(text, words):
    reading = read_ticket(text)
    assert not _sentence(reading, words).is_request
    assert not reading.known_kinds


@pytest.mark.parametrize("text", [
    "The vase on SU-41218 arrived chipped. Has the refund come through?",
    "The vase on SU-41219 arrived chipped. Did the money arrive yet?",
    "The mirror from SU-41225 came cracked. Thanks for sorting it, the new one is cracked too.",
])
def test_asking_after_the_money_or_a_new_one_faulty_too_settles_nothing(text):
    assert "damaged_item" in read_ticket(text).known_kinds


@pytest.mark.parametrize("text, items", [
    ("Hello - 1) the teapot on SU-41220 arrived with a cracked spout, 2) it was four days late, and 3) I've been billed twice for it. "
     "Thanks for sorting all of this, Maya", ["damaged_item", "late_delivery", "duplicate_charge"]),
    ("order SU-41221: (a) the vase is cracked (b) it came a week late (c) my card was charged twice. ta", ["damaged_item", "late_delivery", "duplicate_charge"]),
    ("hi 1) wrong size sent on SU-41222, i ordered a medium 2) it arrived 6 days late", ["wrong_item", "late_delivery"]),
    ("Two things on SU-41223: 1) the rug is torn along one edge and 2) you charged me for it twice.", ["damaged_item", "duplicate_charge"]),
    ("SU-41224 problems a) the mirror glass is cracked, b) delivery was a week after the promised date, c) two payments came off my card",
     ["damaged_item", "late_delivery", "duplicate_charge"]),
])
def test_a_list_numbered_inside_one_sentence_is_read_item_by_item(text, items):
    reading = read_ticket(text)
    requests = [s for s in reading.requests if set(s.kinds) - {"other", "question"}]
    assert [[k for k in s.kinds if k not in ("other", "question")] for s in requests] == [[k] for k in items]
    ref = next(o for o in reading.orders)
    assert all(s.order == ref for s in requests)


@pytest.mark.parametrize("text, count", [
    ("The mug is chipped (see photo 1) and the lid is cracked (photo 2).", 1),
    ("Option 2) would suit me best, the lamp is dented.", 1),
    ("The lamp is dented 3) and 4) the shade is torn.", 1),  # not counted from 1: no list
])
def test_numbers_that_open_no_list_cut_nothing(text, count):
    assert len(read_ticket(text).sentences) == count


V14_LIKE = ("Hi! 1) delivery on SU-88421 was charged to me twice, 2) the bookcase has a cracked shelf. "
            "Thanks for sorting all of this, Sam")


def test_a_numbered_ticket_closed_with_thanks_in_advance_is_planned_and_paid_not_handed_over(world):
    run = walk_until_pause(start(ticket(V14_LIKE, subject="two things")))
    kinds = sorted(run.subtasks.values_list("case_type", flat=True))
    assert kinds == ["damaged_item", "duplicate_charge"]
    assert Refund.objects.filter(amount_cents=995).count() == 1
    assert run.subtasks.get(case_type="duplicate_charge").status == Subtask.Status.RESOLVED
