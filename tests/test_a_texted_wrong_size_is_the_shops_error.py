"""A wrong size or colour told in a texting voice ("hiii so my hoodie came today but its an XL?? i def ordered M lol
... just wanna send it back n get my money back tbh") is a wrong item: the shop's error, a return of the line. The
surprise's question marks ask nothing, "its" and "theyre" are "it's" and "they're", a size ordered may be a letter or a
number, and the texting words ("wanna", "tbh", "lol") name no goods, so sending it back is the wrong item's remedy,
never a change of mind of its own.

Near-misses: what came as ordered, or lovely, is no wrong item."""

import pytest

from runs.intents import read_ticket

TEXTED = [
    "hiii so my hoodie came today but its an XL?? i def ordered M lol \U0001F62D just wanna send it back n get my money back tbh. order SU-5501 ty!!",
    "omg the jumper came in red?? i def picked green lol. gonna send it back tbh, SU-5502",
    "heyy my trainers came but theyre a size 9?? i ordered 7 lmao. wanna return them n get a refund tbh. SU-5503",
    "so the dress came today n its black?? i def ordered navy omg. wanna send it back n get my money back. SU-5505",
    "ok so the beanie arrived n its grey?? i picked the olive one haha. can i send it back pls, SU-5507",
]


@pytest.mark.parametrize("text", TEXTED)
def test_a_texted_wrong_size_or_colour_is_a_wrong_item(text):
    reading = read_ticket(text)
    assert reading.intents == ["wrong_item"], [(s.text, s.role, s.kinds) for s in reading.sentences]


def test_the_subject_line_beside_it_is_the_same_claim():
    reading = read_ticket("hoodie wrong size lol\n\n" + TEXTED[0])
    assert reading.intents == ["wrong_item"]


AS_ORDERED = [
    "the hoodie came today n its an XL?? i ordered XL lol, just huge. SU-5508",
    "my jumper came in red?? i ordered red lol, just surprised how bright it is. SU-5509",
    "omg the mug came today?? so fast lol. SU-5510",
    "the trainers came n theyre a size 7. i ordered 7, they fit. SU-5511",
    "lol the dress came n its black. i def ordered black, obsessed. SU-5512",
]


@pytest.mark.parametrize("text", AS_ORDERED)
def test_what_came_as_ordered_is_no_wrong_item(text):
    assert "wrong_item" not in read_ticket(text).intents


TEXTED_QUESTIONS = [
    "\U0001F64F also when r the black ones back in stock bc it says sold out now",
    "when will the grey ones be back",
    "btw where is my refund for the other thing",
    "how long does a return take usually",
    "also when are the new colours coming out lol",
]


@pytest.mark.parametrize("question", TEXTED_QUESTIONS)
def test_a_question_texted_without_its_mark_is_still_asked(question):
    reading = read_ticket(f"{TEXTED[0]} {question}")
    said = next(s for s in reading.sentences if s.text == question)
    assert said.role in ("request", "attached") and (said.role == "attached" or "other" in said.kinds), said


GREETINGS = ["how r u doing btw", "how are you keeping", "when i opened it i laughed tbh"]


@pytest.mark.parametrize("said", GREETINGS)
def test_a_greeting_or_a_story_texted_asks_nothing(said):
    reading = read_ticket(f"{TEXTED[0]} {said}")
    assert reading.intents == ["wrong_item"]
