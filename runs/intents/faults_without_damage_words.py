"""A fault told without a damage word (issue #11, V3-12): "The left earcup of the headphones is silent - nothing comes out
of it whatever I do. Can you sort this out for me?". No "broken", "faulty" or "doesn't work" in it, so no claim was read:
the sentence was told more of an ask that named nothing, and the ticket went to a person whole with the headphones' $99
unpaid. Goods that stay silent, give no picture, show a black screen, or do nothing when used are goods not doing what
they should: a defective-goods claim, read as runs/intents/told.py reads "makes no sound" or "won't turn on" (those words
worked already, and so did "is dead", "doesn't heat", "won't switch on").

Each pattern is said of goods and their output: the sound, the picture, the screen, a press of a button. Near-misses
left as they were: a quiet fan praised ("the fan is so quiet"), photos missing from a listing ("no pictures on the
site"), a fault over ("the earcup is fine now": runs/intents/settled.py reads it), nothing that came ("nothing came").
"""

import re

# Sound or picture goods, and the parts that give it, said to be silent: "the left earcup is silent", "one speaker went
# mute", "the radio stays completely silent". (Not "quiet": a quiet fan or kettle is praised.)
_SOUND_GOODS = (r"(?:speakers?|headphones?|headsets?|earcups?|ear\s?cups?|earbuds?|earphones?|earpieces?|ears?|sides?|channels?|radios?|"
                r"soundbars?|subwoofers?|doorbells?|alarms?|buzzers?|tvs?|televisions?|keyboards?|mics?|microphones?|one)")
SILENT_GOODS = (rf"\b{_SOUND_GOODS}\b[^.;!?]{{0,25}}?\b(?:is|are|was|were|goes|went|has\s+gone|have\s+gone|stays?|stayed|remains?|remained|"
                r"just\s+stays?)\s+(?:completely\s+|totally\s+|entirely\s+|dead\s+|just\s+|still\s+)?(?:silent|mute|muted)\b")
# Nothing out of what should give it: "nothing comes out of it", "no sound comes out", "no picture comes up", "not a peep".
NOTHING_COMES_OUT = (r"\b(?:no\s+(?:sound|noise|audio|music|picture|image|air|heat|steam|water|light)|nothing)\s+(?:at\s+all\s+)?"
                     r"(?:comes?|is\s+coming|coming)\s+(?:out|through|up)\b"
                     r"|\bno\s+(?:sound|noise|audio|music|picture|image)\s+(?:at\s+all\s+)?(?:came|was\s+coming)\s+(?:out|through|up)\b"
                     r"|\bnot\s+(?:a\s+)?(?:single\s+)?(?:peep|squeak|sound|whisper)\s+(?:out\s+of|from)\b"
                     r"|\b(?:won'?t|doesn'?t|does\s+not|didn'?t|did\s+not|will\s+not)\s+make\s+a\s+(?:sound|noise|peep)\b")
# A screen with nothing on it: "no picture on the TV", "just a black screen", "the screen stays blank", "the monitor shows
# nothing". (Not the pictures of a listing: "no picture of it on the site".)
NO_PICTURE = (r"\b(?:there'?s\s+|there\s+is\s+|just\s+|still\s+|i\s+get\s+|(?:i\s+)?got\s+|but\s+)?no\s+(?:picture|image|display)\b(?!s)"
              r"(?!\s+(?:of|in\s+the\s+(?:listing|ad|advert|email)|on\s+the\s+(?:site|website|listing|page|app)))"
              r"|\b(?:black|blank)\s+screen\b"
              r"|\b(?:screen|display|monitor|tv|television)\s+(?:just\s+)?(?:is|stays?|stayed|remains?|remained|goes|went|keeps?\s+going)\s+"
              r"(?:completely\s+|totally\s+|just\s+)?(?:black|blank|dark)\b"
              r"|\b(?:screen|display|monitor)\s+(?:shows?|showed|displays?)\s+nothing\b")
# A press or a switch that does nothing: "nothing happens when I press the button", "pressing the switch does nothing".
NOTHING_HAPPENS = (r"\bnothing\s+(?:at\s+all\s+)?happens?\s+when\s+(?:i|you|we)\s+(?:press|push|plug|switch|turn|click|flick|hit|tap|put)\b"
                   r"|\b(?:pressing|pushing|flicking|switching|turning)\s+(?:it|the\s+[\w-]+)\s+(?:on\s+)?does\s+nothing\b")

FAULT_WITHOUT_DAMAGE_WORD = "|".join((SILENT_GOODS, NOTHING_COMES_OUT, NO_PICTURE, NOTHING_HAPPENS))

# ...and the fault told as over later in the same sentence: "the left earcup was silent at first but the earcup is fine now",
# "wouldn't turn on at first, but after a reset it works now". A fault gone by the customer's own telling asks nothing
# (the same words in a sentence of their own were read so already: runs/intents/settled.py).
_FAULT_OVER = re.compile(
    r"\b(?:but|though|although|and|until)\b[^.;!?]{0,60}?\b(?:(?:is|are|'s|'re|was|were|works?|worked|working|seems?|sounds?|plays?)\s+"
    r"(?:\w+\s+)?(?:fine|ok|okay|perfect(?:ly)?|great|normal(?:ly)?|working|again|properly)(?:\s+\w+)?\s+(?:now|again)"
    r"|now\s+(?:it\s+|they\s+)?(?:works?|working|fine|ok|okay|plays?)|(?:works?|working|plays?)\s+(?:fine\s+|again\s+)?now)\b", re.I)


def fault_over(text: str, faults: list[tuple[int, int]]) -> bool:
    """Whether every fault found in a sentence is told as over after it ("...but the earcup is fine now")."""
    return bool(faults) and all(_FAULT_OVER.search(text, b) for _, b in faults)
