"""A short count told in a learner's words: "inside the box is only 2 glasses, I order 6 glasses", "in the parcel there is
only 3 cup, we buy 6", "only 2 glasses, i order 6". The short-delivery table (runs.own_choice_words.SHORT_DELIVERY, whose
alternatives these are) reads "only 2 came" and "I ordered 6": the count told with no verb of coming, against a present
"I order", was read as nothing and the units that never came went to a person only as "Where is the other 4?", their
claim unread. Fewer units than ordered is a short delivery: the units that never came are a non-delivery matter, and the
shipment's record decides what is paid (POL-NDL-003).

Not short: the same count both sides, units told broken or fine ("only 2 glasses broken, I ordered 6": damage of two, not
four missing), days, money or months after the order words ("I order 2 day shipping")."""

from __future__ import annotations

# the goods words between the count and the order: "glasses", "wine glasses", "cup" (never a state: broken, fine, ...)
_STATE = (r"(?:broken|broke|cracked|chipped|damaged|smashed|shattered|dented|scratched|bent|torn|ripped|stained|faulty|fine|ok|okay|good|"
          r"perfect|intact|wrong|missing|late|is|are|was|were|came|arrived|come|arrive)")
_WORDS = rf"(?:(?!{_STATE}\b)[a-z][\w-]*\s*){{0,2}}"
# the learner's order words: "I order", "we buy", "I pay for", and their past
_ORDER = r"(?:i|we)\s+(?:(?:have|had)\s+)?(?:order|ordered|buy|bought|pay\s+for|paid\s+for|purchase|purchased)"
_NOT_UNITS = r"(?!\s*(?:-|\s)?(?:day|days|week|weeks|month|months|year|years|hour|hours|dollars?|pounds?|euros?|bucks|quid|%|percent|cents?)\b)"


def count_in_learner_words(count: str) -> str:
    """The alternatives, as regex text ("|..."), for SHORT_DELIVERY: the count that came with "only", then what the
    customer ordered in the present or past, the two counts different."""
    return (
        # "inside the box is only 2 glasses, I order 6 glasses", "only 3 cup in the parcel, we buy 6"
        rf"|\b(?:only|just)\s+(?P<came_l>{count})\s+{_WORDS}(?:(?:in|inside)\s+(?:(?:the|my|this|it)\s+)?(?:box|parcel|package|bag)?\s*)?"
        rf"[,;:.-]?\s*(?:but\s+|and\s+|when\s+)?{_ORDER}\s+(?!(?P=came_l)\b){count}\b{_NOT_UNITS}"
    )
