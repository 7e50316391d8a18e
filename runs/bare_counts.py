"""A count ordered and a count got, told bare as in a text message: "ordered 10 got 8", "ordered 6, got 4", "Ordered 12
received 9". With no "I" and no "but" the short-delivery table (runs.own_choice_words.SHORT_DELIVERY, whose alternative this is)
read nothing, and the sentence was a statement: the units that never came were dropped. So too "came with 4 not 6
glasses", the count come set against the count due by "not". Told with a size ("ordered 10s
got 8s", "ordered size 10 got 8") the numbers are sizes, a wrong item (runs/intents/sizes_not_counts.py), and this
reads nothing."""

from __future__ import annotations


def bare_count(count: str) -> str:
    """The alternative, as regex text ("|..."), for SHORT_DELIVERY: "ordered N [,] [and|but] got|received M", M below N
    in words or figures (the same count both sides tells nothing short), opening the sentence or a clause."""
    return (rf"|(?:^|(?<=[.!?,;:])|\b(?:hi|hello|hey|so|and|but|um|erm|ok)\b)\W*(?:i\s+|we\s+)?ordered\s+(?P<ordered9>{count})(?!'?s\b)\s*"
            rf"(?:[,;:-]\s*|\s+)(?:(?:and|but|yet|only|just)\s+){{0,2}}(?:got|received|recieved|came|arrived|delivered)\s+"
            rf"(?:only\s+|just\s+)?(?!(?P=ordered9)\b){count}\b(?!'?s\b)"
            # "came with 4 not 6 glasses", "got 4 instead of 6": the count come, set against the one due by "not" (two
            # numbers with no article; "a 7 not the 9" is sizes, runs/size_numbers.py), never a time ("came 2 not 3 days late")
            rf"|\b(?:came|arrived|turned\s+up|got|received|recieved)\s+(?:with\s+)?(?:only\s+|just\s+)?(?P<came8>{count})\b(?!'?s\b)\s+"
            rf"(?:[a-z][\w-]*\s+)?(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?(?!(?P=came8)\b){count}\b(?!'?s\b)"
            r"(?!\s+(?:[\w-]+\s+)?(?:days?|weeks?|hours?|months?|minutes?|mins?|working|business)\b)")
