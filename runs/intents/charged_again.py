"""A second identical charge told in plain narrative, with no word of "twice" or "duplicate": "the chopping board,
twenty-nine dollars and fifty cents, and then the very same again two minutes later", "$45 on the Monday and the exact
same amount again on the Tuesday", "you charged me for the lamp and then charged me once more", "the money was taken off
my card twice". It is a duplicate charge like one told in the usual words; the order's record decides whether a copy was
taken (runs.policy_charges.copies), so a claim the record does not bear out is never paid.

And the one unit that came: "I only bought one board and only one came" (ver24b V24B-13) was read as units missing from
the parcel and handed to a person while the $29.50 copy went unpaid. One unit bought and one come is what was ordered,
no short delivery (one_of_one); "only one came" told beside a charge taken twice is read in
runs/intents/count_beside_copy.py. A leaf: cues.py reads it.

Near-misses, left as they were: a unit genuinely missing ("I ordered two boards and only one came", "only one of the
three came"); a second charge for a second item bought ("$45 for the lamp and then another $45 for the matching shade");
"the same again" said of goods ("I'd order the very same again"); a price paid once more of the customer's own choice."""

from __future__ import annotations

import re

from .charge_words import IN_SENTENCE as _S, MONEY_UNITS, amount_told
from .goods_named_bank import BANK

_NUM = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
        r"twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)")
_MONEY = (rf"(?:{amount_told(_NUM, MONEY_UNITS + '|cents')}"
          rf"|\b(?:charge[sd]?|charging|payments?|paid|billed|debit(?:ed)?|transactions?|statement|card|account|{BANK})\b)")
_AGAIN = r"(?:again|once\s+more|a\s+second\s+time|(?:all\s+)?over\s+again)"
_SAME = r"(?:the\s+|that\s+|this\s+)?(?:very\s+|exact\s+|exactly\s+the\s+|identical\s+|selfsame\s+)?(?:same|identical)"
_SUM = r"(?:amount|sum|figure|charge|payment|price|total|money|debit|transaction|thing)"

CHARGED_AGAIN_CUES = (
    # "twenty-nine dollars and fifty cents, and then the very same again", "$45 and the exact same amount again the next day"
    # (not goods: "I'd order the very same again", "we bought the same again for her sister")
    rf"{_MONEY}{_S}{{0,80}}?(?<!\border\s)(?<!\bbuy\s)(?<!\bbought\s)(?<!\bget\s)(?<!\bordered\s)(?<!\bchoose\s)(?<!\bpick\s)"
    rf"\b{_SAME}(?:\s+{_SUM})?\s+(?:\w+\s+){{0,2}}?{_AGAIN}\b",
    # "the exact same amount again", "that very same sum once more" (the money named by its noun)
    rf"\b{_SAME}\s+(?:amount|sum|figure|charge|payment|debit|transaction)\s+(?:\w+\s+){{0,3}}?{_AGAIN}\b",
    # "charged once more", "you billed me once more for it", "debited a second time"
    rf"\b(?:charg\w*|bill(?:ed|ing)|debit\w*|deduct\w*|took|taken|hit)\b{_S}{{0,50}}\bonce\s+more\b",
    # "taken off twice", "it came off my card two times", "went off my account again"
    rf"\b(?:taken|took|came|come|gone|went|got\s+taken)\s+off\b{_S}{{0,40}}\b(?:twice|two\s+times|2\s+times|2x|again|a\s+second\s+time|once\s+more)\b",
)

# One unit bought, one come: "I only bought one board and only one came", "ordered a single lamp and just the one arrived".
_ONE = r"(?:one|1|a|an|a\s+single|the\s+one|just\s+the\s+one|only\s+the\s+one)"
_ONE_OF_ONE = re.compile(rf"\b(?:ordered|bought|purchased|paid\s+for|wanted|got)\s+(?:only\s+|just\s+)?{_ONE}\b(?!\s+(?:of\s+each|each|of\s+(?:them|the|those|these)))"
                         # (not goods of several units: "a set of four", "a pack", "a pair")
                         rf"(?:(?!\b(?:\d+|two|three|four|five|six|eight|ten|twelve|dozen|pairs?|sets?|packs?|boxe?s?|bundles?|cases?|couple|few)\b)[^.!?]){{0,50}}?\b(?:only|just)\s+(?:the\s+)?(?:one|1)\s+(?:[\w-]+\s+)?(?:came|arrived|was\s+delivered|turned\s+up|showed\s+up|was\s+in)\b",
                         re.I)


def one_of_one(text: str, span: tuple[int, int]) -> bool:
    """Whether the short-delivery hit at `span` tells one unit bought and one come ("I only bought one board and only one
    came"): what was ordered came."""
    return any(m.start() <= span[0] < m.end() or span[0] <= m.start() < span[1] for m in _ONE_OF_ONE.finditer(text))
