"""An ordeal the customer will not go through again, told beside a remedy asked: "I would be grateful if you would give
me my money back for the clock, I do not want to go through all that again."

"go through" after "money" reads as the refund going through, a chase of a remedy under way; here the customer goes
through the ordeal (a replacement's wait, the unpacking, the fuss), and asks the money now. Read as a chase, the clock's
refund, already paid by its damage claim, went to a person as well, who might pay it twice (ver28c V28C-03). The
ordeal's words are blanked (offsets kept) before a sentence is read for a chase; "has the refund gone through?" and
"will the money go through this week?" are still read as the chases they are.
"""

from __future__ import annotations

import re

# The customer going through something (again): "I do not want to go through all that again", "I can't face going through
# that again", "not going through this whole palaver twice", "having to go through the whole process again".
_ORDEAL = re.compile(
    r"\b(?:go|going|goes|went|gone)\s+through\s+(?:all\s+)?(?:(?:of\s+)?(?:that|this|it)(?:\s+(?:all|again|twice|once\s+more))?"
    r"|(?:the|this|that|another|a)\s+(?:whole\s+|same\s+|entire\s+)?(?:process|palaver|rigmarole|hassle|ordeal|fuss|stress|saga|drama|"
    r"performance|business|experience|carry-?on|nightmare|wait(?:ing)?|procedure|faff))\b(?!\s+(?:yet|already))", re.I)
# Who goes through it: the customer (or someone of theirs), never the money ("the refund went through that quickly").
_CUSTOMER_BEFORE = re.compile(r"\b(?:i|we|me|us|my\s+\w+|you)\s+(?:[\w'’]+\s+){0,5}$|\b(?:to|having\s+to|want\s+to|face)\s+$", re.I)


def without_ordeal(text: str) -> str:
    """`text` with an ordeal the customer goes through blanked (offsets kept)."""
    out = text
    for m in _ORDEAL.finditer(text):
        if _CUSTOMER_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            out = out[:m.start()] + " " * (m.end() - m.start()) + out[m.end():]
    return out
