"""A count ordered told in an aside, then the count that came: "I ordered the candles (3 of them) and got only 2", "we
bought the mugs (x4) but only 3 arrived", "ordered the glasses - six of them - and received four". The short-delivery
table (runs.own_choice_words.SHORT_DELIVERY, whose alternative this is) wants the count right after "ordered"; with the count in
brackets or dashes the sentence was read as what came set against what was ordered, a wrong item, and the unit that
never came was neither paid nor named (blind round verify31, P50). Fewer units than ordered is a short delivery: the
units missing are a non-delivery (POL-NDL-003).

Not short: the same count both sides ("(2 of them) and got 2"), or what came told broken or fine ("and got 2 broken")."""

from __future__ import annotations

_STATE = r"(?:broken|broke|cracked|chipped|damaged|smashed|shattered|dented|scratched|bent|torn|ripped|stained|faulty|fine|ok|okay|perfect|intact)"


def count_in_aside(count: str) -> str:
    """The alternative, as regex text ("|..."), for SHORT_DELIVERY: "ordered the <goods> (N of them)" then M got or
    come, M other than N."""
    aside = (rf"(?:\(\s*(?:x\s*)?(?P<ordered_a>{count})(?:\s*x|\s+of\s+(?:them|those|these)|\s+[a-z][\w-]*)?\s*\)"
             rf"|\s[-–—]\s*(?P<ordered_b>{count})(?:\s+of\s+(?:them|those|these)|\s+[a-z][\w-]*)?\s*[-–—])")
    came = (rf"(?:(?:i|we)\s+)?(?:only\s+|just\s+)?(?:got|received|recieved|there\s+(?:were|was|are))\s+(?:only\s+|just\s+)?(?!(?:(?P=ordered_a)|(?P=ordered_b))\b)(?P<came_a>{count})\b"
            rf"|(?:only\s+|just\s+)?(?!(?:(?P=ordered_a)|(?P=ordered_b))\b)(?P<came_b>{count})\s+(?:[a-z][\w-]*\s+)?(?:came|arrived|turned\s+up|showed\s+up|were\s+in)\b")
    return (rf"|\b(?:ordered|bought|paid\s+for|purchased)\s+(?:the|my|our|some)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s*{aside}\s*,?\s*"
            rf"(?:(?:and|but|yet)\s+)?(?:{came})(?!\s+(?:of\s+them\s+)?(?:were\s+|are\s+|was\s+|is\s+)?{_STATE}\b)")
