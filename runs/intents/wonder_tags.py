"""A remark closed by a tag of wonder: "Forty years married, can you imagine.", "Ninety-one and still baking, would you
believe it!", "three kids under five, imagine that". The tag invites the reader to marvel; it asks nothing, with or
without its question mark. Read as a question, a line of a gift story went to a person as a request of no kind and
the run ended partial (blind round ver27c, V27C-12). A tag after a problem or an ask is not this remark: the sentence
is read for what it tells ("it came smashed, can you believe it?" is a claim; unread.py's _rhetorical only takes a
sentence naming no remedy, account work or problem)."""

from __future__ import annotations

import re

_WONDER_TAG = re.compile(
    r"[,;:\-–—!]\s*(?:(?:honestly|seriously|really|just|oh)\s+)?(?:(?:can|could|would)\s+(?:you|u|ya)\s+(?:even\s+)?(?:imagine|believe|credit)"
    r"(?:\s+(?:it|that|this))?|(?:just\s+)?imagine(?:\s+(?:that|it))?|who\s+(?:knew|would\s+have\s+thought(?:\s+it)?)|fancy\s+that|would\s+you\s+credit\s+it)"
    r"\s*[.!?]*\s*$", re.I)


def wonder_tag(text: str) -> bool:
    """Whether a sentence is a remark closed by a tag of wonder (module doc)."""
    return bool(_WONDER_TAG.search(text))


def without_wonder_tag(text: str) -> str:
    """`text` with a closing tag of wonder blanked (same length): "The mug came smashed, can you believe it?" asks nothing
    in its tag, beside the claim it tells."""
    return _WONDER_TAG.sub(lambda m: " " * len(m.group(0)), text)
