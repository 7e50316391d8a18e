"""A fault told as gone by itself: "The kettle leaked a little at first, but it sealed itself after a couple of boils and
it's been fine since." (verify38 Z-09, paid as damage). Read as a fix the customer made is ("Flickered ... fine since I
tightened the bulb", runs/intents/remedies.py _DECLINES): the problem told is history, and nothing is asked for it, so no
money moves. A refund asked clearly after it (in a turn, "but I'd still like a partial refund", or in a sentence of its
own) is still an ask: declining stops at a turn (remedies._REMEDY_AFTER) and is read per sentence.

Only the goods themselves righting ("sealed itself", "sorted itself out", "went away on its own", "stopped by itself")
or fine ever since ("it's been fine since", "has worked perfectly ever since"); never a fault that came after a good
spell ("it was fine at first, since then it leaks"), nor a fault still there ("it hasn't been fine since")."""

FAULT_GONE_BY_ITSELF = (
    r"\b(?:it|they|that|this|the\s+(?:leak|crack|rattle|noise|smell|wobble|flicker(?:ing)?|drip(?:ping)?|problem|issue|fault))\s+"
    r"(?:has\s+|have\s+|'s\s+|’s\s+|seems\s+to\s+have\s+|seem\s+to\s+have\s+)?(?:just\s+)?"
    r"(?:sealed|sorted|fixed|righted|settled|cleared|corrected|closed|dried|healed|stopped|gone|went|disappeared|vanished)\s+"
    r"(?:(?:up|out|away)\s+)?(?:(?:all\s+)?by\s+(?:itself|themselves)|on\s+(?:its|their)\s+own|itself|themselves)\b"
    # fine ever since, told of the goods (no "not" before it)
    r"|\b(?:it'?s|it’s|it\s+has|they'?ve|they’ve|they\s+have|has|have)\s+(?:been\s+)?(?:fine|ok|okay|perfect|great|good|grand|"
    r"work(?:ed|ing)\s+(?:fine|perfectly|well|great))\s+(?:ever\s+)?since\b(?:\s+(?:then|though))?(?!\s+(?:then\s+)?(?:i|we)\s+(?:sent|returned|got\s+(?:a|the)\s+replacement)\b)")

# The words of the righting itself, which name no goods: the claim before "It seems to have sorted itself out" is the one it
# takes back (runs/intents/refusals.py binds a declining to the goods its own words name).
FAULT_GONE_WORDS = {"seem", "since", "work", "went", "away", "stopp", "stop", "seal", "gone", "clear", "close", "dri", "heal", "vanish",
                    "disappear", "settl", "right", "correct", "ever", "fine", "perfect", "well", "great", "good", "grand", "then", "though"}
