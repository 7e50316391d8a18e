""""The replacement set: two of them are smashed": "replacement" naming the goods (a set, a mug, a pair sent as a
replacement), not a remedy whose progress is asked. "Now the same thing has happened with the replacement set: two of
them are smashed" read as a question about a replacement under way ("has ... the replacement"), its damage doubted, and
went to a person as `other` (blind round probe30). The damage told of goods that were themselves a replacement is a
claim like any other: the guard and the record decide what it pays.

Near-misses, still a remedy's progress: "Has the replacement been sent yet?", "has the replacement set shipped?",
"any news on my replacement mug?" (no damage told of it), "the replacement is still not here"."""

from __future__ import annotations

import re

# "replacement" before the goods it names: "the replacement set", "my replacement mugs", "the replacement pair of boots"
_REPLACEMENT_GOODS = re.compile(r"\b(?:the|my|our|this|that|these|those)\s+replacement\s+(?!refund|credit|order\s+number|request|claim|form)([a-z][\w-]*)\b", re.I)
# the goods told broken in the same sentence, after them: "...: two of them are smashed", "arrived cracked too"
_BROKEN_AFTER = re.compile(r"\b(?:smashed|shattered|broken|broke|cracked|chipped|dented|snapped|torn|ripped|scratched|damaged|bent|split|in\s+pieces|leaking|leaked)\b", re.I)
# words of a remedy's progress, which keep the question a question
_PROGRESS = re.compile(r"\b(?:yet|sent|shipped|dispatched|posted|tracking|status|update|news|when\s+will|where\s+is|where's|still\s+(?:not|waiting)|on\s+(?:its|the)\s+way)\b", re.I)


def replacement_goods_told_broken(text: str) -> bool:
    """Whether "replacement" names goods the sentence tells broken after it, with no word of a remedy's progress."""
    named = _REPLACEMENT_GOODS.search(text)
    return bool(named) and bool(_BROKEN_AFTER.search(text, named.end())) and not _PROGRESS.search(text)
