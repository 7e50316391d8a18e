"""Another person's own goods told beside the same purchase: "My sister ordered the same vase and hers arrived broken",
"my neighbour got the same kettle and his was dented", "a friend bought one too and her one came cracked". doubt.py read
another person's goods as theirs only by a possessive before an order word ("my sister's order") or a report ("people
say"), so "hers arrived broken" was a damage claim on the customer's own order and its refund could be paid for goods
nobody claimed for this order.

Read as another person's report (context, never paid) when the sentence tells that person ordered, bought or got goods of
their own ("the same", "one too", "as well") or reports them ("said", "told me"), and the goods that went wrong are theirs by
a possessive with no noun after it ("hers", "his was", "her one", "my friend's one"). Near-misses keep their claim: goods
bought for the person on this order ("I bought it for my sister and it arrived broken", "one for me and one for my sister,
and hers arrived broken"), and the customer's own goods told beside ("hers was fine but mine arrived cracked")."""

from __future__ import annotations

import re

from .person_words import ADDED, person_words

# (not the kids: "the kids got one too" tells goods the customer bought them; nor the words lately ADDED, not yet read here)
_PERSON = rf"(?:(?:my|our|a|an)\s+(?:\w+\s+)?{person_words(without=('kids?', 'children', *ADDED))}(?:-in-law)?|she|he|they)"
# the person's own purchase or report: "my sister ordered the same vase", "a friend bought one too", "my neighbour said"
_THEIR_OWN = re.compile(
    rf"\b{_PERSON}\s+(?:\w+\s+)?(?:also\s+|too\s+|had\s+|has\s+|just\s+)?(?:ordered|orderd|bought|got|received|recieved|purchased|has|had|picked\s+up)\b"
    r"[^.!?]{0,40}?\b(?:(?:the\s+)?(?:exact\s+)?same|one\s+too|one\s+as\s+well|too|as\s+well|also|(?:one|it)\s+(?:from\s+you|here))\b"
    rf"|\b{_PERSON}\s+(?:\w+\s+)?(?:said|says|told\s+me|mentioned|reckons|reported)\b", re.I)
# (the person words never read before "one": "my friend's one" is read, "my son's one" never was: a family member's
# one is as a rule goods the customer bought for them, the customer's own claim; the short and slang forms and the words
# lately ADDED have not been read here)
_NOT_BEFORE_ONE = ("pal", "sis", "bro", "mam", "father", "co-?worker", "wife", "husband", "hubby", "son", "daughter", "aunt", "auntie",
                   "uncle", "roommate", "boss", "gran", "nan", "grandma", "grandmother", "grandad", "grandfather", "in-?laws?",
                   "(?:boy|girl)friend", "kids?", "children", *ADDED)
# the goods that went wrong are theirs: "hers arrived", "his was cracked", "her one came", "my friend's one", "theirs"
_THEIRS = re.compile(
    # ("at hers", "round theirs": a place, never goods: "so it's not at hers")
    r"\b(?:(?<!\bat\s)(?<!\bto\s)(?<!\bround\s)(?<!\bfrom\s)(?:hers|theirs)|his(?=\s+(?:was|were|is|came|arrived|got|had|turned|showed|too|also|broke|cracked|smashed|shattered|never))"
    r"|(?:her|his|their)\s+one"
    rf"|(?:my|our|a)\s+(?:\w+\s+)?{person_words(without=_NOT_BEFORE_ONE)}"
    r"(?:'s|’s|s)\s+one)\b", re.I)
# the customer's own goods told too: "but mine arrived cracked", "my one too", "so did ours"
_MINE = re.compile(r"\b(?:mine|my\s+one|my\s+own|ours|our\s+one|so\s+did\s+(?:i|we)|me\s+too|same\s+(?:here|with\s+(?:me|mine|ours)))\b", re.I)


def others_goods_theirs(text: str) -> bool:
    """Whether a sentence tells of another person's own goods going wrong, not the customer's (module doc)."""
    return bool(_THEIR_OWN.search(text) and _THEIRS.search(text)) and not _MINE.search(text)


# The same told across two sentences: "My neighbour ordered the same lamp. Hers came with a broken shade." The person's own
# purchase is told in the sentence before, the goods that went wrong are theirs in the next ("hers", "his was", "theirs",
# "my sister's came"). Read as passed on for that person, never the customer's own claim; "My neighbour helped me unpack it.
# The shade was broken." names no goods of theirs and keeps its claim.
# (the person words never read before a possessive told alone: "my sister's came" is read, "my bro's came" never was:
# the short and slang forms, the grandparents and the kids, whose goods are as a rule the customer's purchase, and the
# words lately ADDED have not been read here)
_NOT_BEFORE_POSSESSIVE = ("pal", "bro", "co-?worker", "hubby", "auntie", "grandma", "grandmother", "grandad", "grandfather", "in-?laws?",
                          "(?:boy|girl)friend", "kids?", "children", *ADDED)
_PERSONS_OWN = re.compile(
    rf"\b(?:my|our|a)\s+(?:\w+\s+)?{person_words(without=_NOT_BEFORE_POSSESSIVE)}(?:'s|’s)"
    r"(?=\s+(?:was|were|is|came|arrived|got|had|has|turned|showed|too|also|broke|cracked|smashed|shattered|never|one))", re.I)


_OF_MINE = re.compile(r"\s+of\s+(?:mine|ours)\b", re.I)


def others_goods_theirs_after(before: str, text: str) -> bool:
    """Whether a sentence tells of another person's goods going wrong, that person's own purchase told in the sentence
    `before` it (comment above)."""
    before = _OF_MINE.sub("", before)  # "a colleague of mine also bought the same desk"
    return bool(_THEIR_OWN.search(before) and (_THEIRS.search(text) or _PERSONS_OWN.search(text))) \
        and not _MINE.search(text) and not _MINE.search(before)
