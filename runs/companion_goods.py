"""Goods a missing line was meant to come with are its companion, not the goods missing.

"also where is my scarf?? it hasnt arrived, was meant to come with the sweater" (blind round ver23a, V23-21): the sentence
asking the non-delivery names the sweater only as what the scarf should have travelled with; read as the line claimed,
the sweater's delivered parcel was judged and a person was sent to investigate a parcel the customer has. The goods
named after "meant to come with", "should have arrived with", "was due alongside" are the companion; the line missing is
the one named just before or in the rest of the sentence (runs.ticket_lines._read_lines)."""

from __future__ import annotations

import re

# "meant to come with the sweater", "should have arrived with my boots", "was supposed to be shipped along with the mugs",
# "due alongside the lamp", "it didn't come with the rest": a verb of travelling, then "with" and the goods it travelled with.
_WITH = re.compile(r"\b(?:come|came|coming|arrive[ds]?|arriving|ship(?:ped)?|sent|delivered|be|been|travel(?:l?ed)?|due|turn(?:ed)?\s+up|show(?:n|ed)?\s+up)"
                   r"\s+(?:in\s+the\s+same\s+(?:box|parcel|package)\s+)?(?:with|alongside|along\s+with|together\s+with|in\s+with)\s+"
                   r"(?P<goods>(?:the|my|our|your|his|her)\s+[^,.;:!?]{1,40})", re.I)
_CLAUSE_END = re.compile(r"\b(?:but|and|which|that|so|because|though)\b", re.I)


def companion_phrases(text: str) -> list[str]:
    """The words naming goods another line was meant to travel with ("the sweater"), in the order said."""
    out = []
    for m in _WITH.finditer(text):
        goods = m.group("goods")
        end = _CLAUSE_END.search(goods)
        out.append((goods[: end.start()] if end else goods).strip())
    return out


def companions(order: dict, text: str, named: set[str], mentioned) -> set[str]:
    """The skus among `named` that `text` names only as what the missing goods were meant to travel with: named in a
    companion phrase and nowhere else in the sentence (`mentioned(line, words)`: runs.ticket_lines.words_mentioned)."""
    phrases = companion_phrases(text)
    if not phrases:
        return set()
    rest = text
    for p in phrases:
        rest = rest.replace(p, " ")
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    return {sku for sku in named if sku in by_sku and any(mentioned(by_sku[sku], p) for p in phrases) and not mentioned(by_sku[sku], rest)}
