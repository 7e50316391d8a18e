"""A repeat claim on a line already refunded, declined by the runtime with the customer told why, accounts for the
request: where the decline is recorded on a subtask that quotes the request and the reply's sentence for it tells its
reason or its goods, the eval judge counts it covered, never a silent drop, though the sentence names no kind in words
(runs/evals/judge.py, declined_in_words). A deferral whose record quotes nothing of the request, one never told, or
told in words about nothing of it, stays a drop. Wording written for these tests."""

import pytest

from runs.evals.cases import Label
from runs.evals.judge import _stands_for
from runs.models import Subtask

REASON = "this was already refunded ($38.88 on 2026-11-23)"


class Deferred:
    """A deferred subtask as the judge reads one."""

    def __init__(self, case_type: str, reason: str, goal: str = "", number: int = 1):
        self.case_type, self.status, self.deferred_reason, self.goal, self.number = case_type, Subtask.Status.DEFERRED, reason, goal, number


# (label, the subtask's goal quoting the request, the reply's sentence for it: no kind named, no six words quoted)
REPEATS = [
    (Label(kind="damaged_item", quote="the bath towels are torn again, refund them"),
     'settle the request the customer wrote as "the bath towels are torn again, refund them"',
     "I haven't refunded the cotton bath towels again, because this was already refunded ($38.88 on 2026-11-23)."),
    (Label(kind="damaged_item", quote="As I told you last week, the plates came in pieces"),
     'a person answers the request "As I told you last week, the plates came in pieces"',
     "Your side plates were already refunded on 23 Nov, so nothing more has been paid for them."),
    (Label(kind="non_delivery", quote="still waiting on the lamp I reported missing"),
     'settle the request "still waiting on the lamp I reported missing"',
     "I haven't done anything more about the lamp, because this was already refunded ($38.88 on 2026-11-23)."),
    (Label(kind="wrong_item", quote="you sent grey towels instead of white ones, like I said before"),
     'put right the request the customer wrote as "you sent grey towels instead of white ones, like I said before"',
     "The towels were already refunded on 23 Nov 2026, so I have not refunded them a second time."),
    (Label(kind="damaged_item", quote="kettle leaking AGAIN refund pls"),
     'settle the request the customer wrote as "kettle leaking AGAIN refund pls"',
     "I haven't done this part of your request, because this was already refunded ($38.88 on 2026-11-23)."),
    (Label(kind="damaged_item", quote="Following up on the cracked vase from before"),
     'settle the request "Following up on the cracked vase from before"',
     "Nothing has been paid for the vase this time: its refund was already made ($38.88 on 2026-11-23)."),
]


@pytest.mark.parametrize("label, goal, sentence", REPEATS)
def test_a_repeat_claim_declined_and_told_covers_the_request(label, goal, sentence):
    assert _stands_for(label, Deferred(label.kind, REASON, goal), True, [label.quote], [], {"1": sentence})


@pytest.mark.parametrize("label, goal, sentence", REPEATS)
def test_a_decline_quoting_nothing_or_told_of_nothing_is_still_a_drop(label, goal, sentence):
    if any(w in sentence.lower() for w in ("damage", "broken", "crack", "wrong", "lost", "parcel")):
        pytest.skip("the sentence names the kind in words: covered without the quote")
    assert not _stands_for(label, Deferred(label.kind, REASON, "settle the claim"), True, [label.quote], [], {"1": sentence})
    assert not _stands_for(label, Deferred(label.kind, REASON, goal), True, [label.quote], [], {})  # no reply sent
    assert not _stands_for(label, Deferred(label.kind, "", goal), True, [label.quote], [], {"1": sentence})  # no reason
    assert not _stands_for(label, Deferred(label.kind, REASON, goal), True, [label.quote], [], {"1": "Thank you for your patience."})
    assert not _stands_for(label, Deferred(label.kind, REASON, goal), True, [label.quote], [], {"2": sentence})  # another subtask's
