"""A decline the runtime recorded in its own words of the goods ("settle the damaged dinner plate" / "this was already
refunded ($19.44 on 2026-03-09)") and told to the customer naming those goods ("I haven't done anything about the damaged
dinner plate, because ...") accounts for the request "The dinner plate arrived cracked" though the record quotes none of
the customer's words (adv35 A35-16; runs/evals/judge.py, declined_in_words). Still a drop: a decline of other goods, one
never told, told in another subtask's sentence or in words of nothing, and one with no reason recorded. Wording written
for these tests."""

import pytest

from runs.evals.cases import Label
from runs.evals.judge import _stands_for
from runs.models import Subtask

REASON = "this was already refunded ($19.44 on 2026-03-09) (checked on order SU-44120)"


class Deferred:
    """A deferred subtask as the judge reads one."""

    def __init__(self, case_type: str, reason: str, goal: str, number: int = 1):
        self.case_type, self.status, self.deferred_reason, self.goal, self.number = case_type, Subtask.Status.DEFERRED, reason, goal, number


# (label, the subtask's goal in the agent's own words of the goods, the reply's sentence for it)
TOLD = [
    (Label(kind="damaged_item", quote="The dinner plate arrived cracked"), "settle the damaged dinner plate",
     "I haven't done anything about the damaged dinner plate, because this was already refunded ($19.44 on 2026-03-09)."),
    (Label(kind="damaged_item", quote="salad bowl has a chip in the rim, money back pls"), "settle the damaged salad bowl",
     "Nothing more has been paid for your salad bowl: its refund went through on 9 March."),
    (Label(kind="wrong_item", quote="got a blue throw not the grey one I picked"), "put right the wrong throw blanket",
     "The grey throw was already refunded on 2026-03-09, so I haven't refunded it again."),
    (Label(kind="non_delivery", quote="the desk lamp never showed up, where is it??"), "settle the missing desk lamp",
     "I haven't refunded the desk lamp a second time, because this was already refunded ($19.44 on 2026-03-09)."),
    (Label(kind="damaged_item", quote="Both tumblers were in pieces when I unpacked them"), "settle the damaged glass tumblers",
     "Your tumblers were refunded the day before you wrote, so I have left them as they are."),
    (Label(kind="damaged_item", quote="teapot lid snapped off first use"), "settle the damaged teapot",
     "I haven't done this part, the teapot: this was already refunded ($19.44 on 2026-03-09)."),
]


@pytest.mark.parametrize("label, goal, sentence", TOLD)
def test_a_decline_told_by_its_goods_covers_the_request(label, goal, sentence):
    assert _stands_for(label, Deferred(label.kind, REASON, goal), True, [label.quote], [], {"1": sentence})


OTHER_GOODS = ("settle the damaged coffee mug", "I haven't done anything about the coffee mug, because this was already refunded "
               "($19.44 on 2026-03-09).")


@pytest.mark.parametrize("label, goal, sentence", TOLD)
def test_a_real_drop_is_still_counted(label, goal, sentence):
    def covered(subtask, told):
        return _stands_for(label, subtask, True, [label.quote], [], told)

    assert not covered(Deferred(label.kind, REASON, OTHER_GOODS[0]), {"1": OTHER_GOODS[1]})  # another thing declined and told
    assert not covered(Deferred(label.kind, REASON, goal), {})  # no reply sent
    assert not covered(Deferred(label.kind, "", goal), {"1": sentence})  # no reason recorded
    assert not covered(Deferred(label.kind, REASON, goal), {"1": "Thank you for your patience."})  # told of nothing
    assert not covered(Deferred(label.kind, REASON, goal), {"2": sentence})  # another subtask's sentence
    # a record and a sentence that share only a decline's words ("order", "already refunded") with the request
    assert not covered(Deferred(label.kind, REASON, "settle the claim"), {"1": "I haven't done anything more on your order, "
                                                                               "because this was already refunded ($19.44)."})
