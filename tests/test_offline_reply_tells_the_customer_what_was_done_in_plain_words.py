"""The offline agent's reply speaks to the customer: what was done, or not, for which goods or charge,
in plain words; never the plan's internal goal ("settle the damaged ...", "a person answers the request
..."). A remedy the customer turned down is acknowledged as their wish, never told as a check made.
Every sentence still passes the reply check."""

import pytest

from runs.agents import reply_sentences as words
from runs.reply_check import resolved_problems, unresolved_problems
from runs.shop.models import CustomerReply
from tests.runtime_world import build_world, start, ticket, walk_until_pause

LINES = [{"description": "Glass Kettle"}, {"description": "Luna table light"}, {"description": "Running Shoes"}]

GOALS = [
    ("damaged_item", "settle the damaged running shoes", "the damaged running shoes"),
    ("damaged_item", "settle the damaged luna table light (the lamp)", "the damaged luna table light"),
    ("wrong_item", "put right the wrong item sent instead of the glass kettle", "the wrong item sent instead of the glass kettle"),
    ("change_of_mind", "return the glass kettle for a refund", "the return of the glass kettle"),
    ("non_delivery", "resolve the parcel that never arrived", "your order that never arrived"),
    ("non_delivery", "resolve the parcel that never arrived: the luna table light", "the luna table light that never arrived"),
    ("late_delivery", "refund the delivery fee for the late delivery", "the delivery fee on your late delivery"),
    ("duplicate_charge", "refund the duplicate delivery charge", "the duplicate delivery charge"),
    # goals naming no line of the order (a plan written by a model or a person)
    ("wrong_item", "exchange the charcoal drum shade", "the wrong item that arrived"),
    ("damaged_item", "refund the bent desk", "the damaged item"),
    ("change_of_mind", "take back whatever they send back", "the return of your order"),
    ("other", 'a person answers the request "Please change my address to 4 Elm Road."', 'your request ("Please change my address to 4 Elm Road.")'),
    ("damaged_item", 'order SU-2: settle the damaged item request the customer wrote as "the mug from my other order is chipped"',
     'your request about order SU-2 ("the mug from my other order is chipped")'),
]


@pytest.mark.parametrize("kind,goal,said", GOALS)
def test_each_subtask_is_named_in_the_customers_terms_and_never_by_its_goal(kind, goal, said):
    what = words.matter(kind, goal, LINES)
    assert what == said
    for sentence in (words.escalated(what), words.deferred(what, "delivery on this order was free")):
        assert goal not in sentence and "a person answers" not in sentence and "settle the" not in sentence
        assert unresolved_problems(sentence, "escalated") == [] and unresolved_problems(sentence, "deferred") == []


@pytest.mark.parametrize("name", ["Sent With Love card", "Returned-to-sender mug", "All Done tote"])
def test_goods_whose_name_reads_as_work_done_never_make_an_unfinished_sentence_claim_it(name):
    what = words.matter("damaged_item", f"settle the damaged {name.lower()}", [{"description": name}])
    for status, sentence in (("escalated", words.escalated(what)), ("deferred", words.deferred(what, "the seller's terms exclude it"))):
        assert unresolved_problems(sentence, status) == [], sentence
        assert "follow up" in sentence or "haven't" in sentence


@pytest.mark.parametrize("kind,goal,said", [g for g in GOALS if g[0] in ("damaged_item", "non_delivery", "late_delivery", "duplicate_charge")])
def test_a_refund_names_its_amount_and_its_goods_and_passes_the_check(kind, goal, said):
    sentence = words.refunded(7020, words.matter(kind, goal, LINES))
    assert sentence == f"I've refunded $70.20 for {said}."
    assert resolved_problems(sentence, action="refund", amount_cents=7020, kind=kind) == []


@pytest.mark.parametrize("kind,goal", [("wrong_item", GOALS[2][1]), ("change_of_mind", GOALS[3][1])])
@pytest.mark.parametrize("declined", [False, True])
def test_a_return_names_its_goods_and_passes_the_check(kind, goal, declined):
    sentence = words.return_started(words.matter(kind, goal, LINES), 4550, declined)
    assert "glass kettle" in sentence and "return" in sentence and "for a refund" not in sentence
    assert resolved_problems(sentence, action="return", amount_cents=None, kind=kind) == []
    assert ("no refund will be made" in sentence) is declined


def test_a_collection_names_the_damaged_goods():
    sentence = words.collection(14500, words.matter("damaged_item", "settle the damaged glass kettle", LINES))
    assert sentence.startswith("I've arranged a collection for the damaged glass kettle;")
    assert resolved_problems(sentence, action="collection", amount_cents=None, kind="damaged_item") == []


def test_a_replacement_turned_down_is_acknowledged_not_told_as_checked():
    declined = words.replacement_answer([], declined=True)
    asked = words.replacement_answer([], declined=False)
    assert declined == "As you asked, no replacement will be sent."
    assert "confirm" not in declined.lower() and "confirm" not in asked.lower()
    assert "order shows" in asked  # a question answered from the order's record, which was read
    assert words.replacement_answer(["SU-9"], declined=False) == "A replacement is already on its way as order SU-9."


@pytest.fixture
def world(db):
    return build_world()


@pytest.mark.parametrize("body,expected", [
    ("I was charged twice for delivery on SU-88421. The Hartley bookcase arrived with a cracked side panel. "
     "Please don't send a replacement, I don't want two.",
     ["$9.95 for the duplicate delivery charge", "As you asked, no replacement will be sent."]),
    ("hi, delivery got charged 2 times on SU-88421?? the bookcase side panel is cracked too. pls sort, no replacement thx",
     ["$9.95 for the duplicate delivery charge", "As you asked, no replacement will be sent."]),
    # an apology for the writing and money back in typos: no request for a colleague beside the claim
    ("Please excuse my typing, my eyes aren't what they were. The Hartley bookcase on SU-88421 came with the side panel cracked. "
     "want my mony bak", ["a collection for the damaged hartley bookcase"]),
])
def test_an_offline_run_replies_in_plain_words(world, settings, body, expected):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket(body)))
    reply = CustomerReply.objects.get().body
    for said in expected:
        assert said in reply, reply
    assert "(" not in reply and "settle the" not in reply and "a person answers" not in reply
    assert "confirmed" not in reply and "colleague" not in reply
    goals = [s.goal for s in run.subtasks.all()]
    assert not any(goal in reply for goal in goals), (goals, reply)
