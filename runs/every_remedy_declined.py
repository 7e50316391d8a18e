"""A claim whose every remedy the customer turns down, money and goods alike: "I don't want a refund or a replacement, I
just want to know why this keeps happening", "not after my money back or another one, just tell me how this happened",
"no refund and no replacement needed". Nothing is owed and nothing is to be taken back: the claim is deferred with the
customer's own wish as its reason ("you asked for neither a refund nor a replacement"), and whatever else the sentence
asks (the "why") is its own request a person answers.

Read before as a return or a refund the customer "asks that it not be done", the claim went to a person as a return
nobody had mentioned (verify33 E02), or was deferred as "goods you asked for instead" that nobody asked for. Near-misses
keep their remedy: one of the two declined only ("I don't want a refund, I want a replacement", "no replacement, just
refund me"), goods asked after the refusal ("... just send the right one"), a return asked ("... I'll send it back"), the money asked after the goods turned down ("don't bother with a
replacement, money back please").
"""

from __future__ import annotations

import re

from .intents.money import remedies_weighed
from .ticket_lines import words_mentioned

# A negation opening the clause that declines the remedies: "I don't want", "not after", "no need for", "not looking for".
_NOT = r"(?:\b(?:don'?t|dont|do\s+not|doesn'?t|won'?t|wont|not|no|never|neither|nor)\b)"
_MONEY = r"(?:refund\w*|money(?:\s+back)?|reimburse\w*|credit|compensation|cash\s+back)"
_GOODS = r"(?:replacement\w*|(?:a\s+)?new\s+one|another\s+one|another|(?:an\s+)?exchange|a\s+swap|re-?send\w*|a\s+spare)"
# both named in one negated list ("no refund and no replacement", "a refund or a replacement either", "money back or
# another one"), either order; never a remedy declined and the other asked ("I don't want a refund, I want a replacement")
_JOIN = r"(?:\s+either)?\s*,?\s*(?:or|nor|and\s+no|and\s+not|and|,)\s+(?:(?:even|also|any|a|an|the|no)\s+)*"
_BOTH = re.compile(rf"{_NOT}(?:\s+\w+){{0,5}}?\s+(?:(?:a|an|any|the|my|your)\s+)?(?:{_MONEY}{_JOIN}{_GOODS}|{_GOODS}{_JOIN}{_MONEY})\b"
                   rf"|{_NOT}(?:\s+\w+){{0,4}}?\s+(?:a\s+)?{_MONEY}\s+{_NOT}(?:\s+\w+){{0,3}}?\s+(?:a\s+)?{_GOODS}\b"
                   # each turned down in its own clause, the goods first: "I'm not fussed about replacements and I don't want a
                   # refund either" (issue #11 held-back: read as a replacement question a person answered)
                   rf"|{_NOT}(?:\s+\w+){{0,4}}?\s+(?:a\s+|any\s+)?{_GOODS}\s*,?\s+(?:and|but)\s+(?:(?:i|we)\s+)?{_NOT}(?:\s+\w+){{0,3}}?\s+"
                   rf"(?:a\s+|any\s+)?{_MONEY}\b", re.I)
# goods or a return still asked after the refusal: "just send the right one", "I'll send it back", "can I return it"
_STILL_ASKED = re.compile(r"\b(?:send|post|ship|give)\s+(?:me\s+)?(?:the\s+(?:right|correct)|a\s+(?:new|fresh|different)|another|one)\b"
                          r"|\b(?:send|post|take)\s+it\s+back\b|\breturn\s+it\b|\bcollect\s+it\b|\bexchange\s+it\b|\bswap\s+it\b"
                          # the money asked after the goods turned down: "don't bother with a replacement, money back please"
                          r"|\b(?:money\s+back|refund|cash)\s+(?:please|pls|plz|instead|would\s+be)\b|\bjust\s+(?:a\s+|my\s+)?(?:refund|money)\b"
                          r"|\brefund\s+(?:me|it|them)\b|\b(?:give|send)\s+me\s+(?:my\s+|the\s+|a\s+)?(?:money|refund|cash)\b"
                          # the money accepted after the goods turned down: "don't bother sending a new one, a refund is fine"
                          r"|\b(?:refund|money\s+back|cash)(?:\s+is|'s|’s|\s+will\s+do|\s+works)(?:\s+(?:fine|ok|okay|good|great|perfect|enough|plenty))?\s*(?:[.!,;]|$|\s+(?:for\s+me|thanks|by\s+me|with\s+me))", re.I)

EVERY_REMEDY_TOLD = "you asked for neither a refund nor a replacement for it"


def declines_every_remedy(text: str) -> bool:
    """Whether the sentence turns down money and goods alike for the claim and asks neither back (module doc)."""
    # ("Not sure yet if I want a refund or a new one": both weighed, neither declined: V36-053)
    return bool(_BOTH.search(text)) and not _STILL_ASKED.search(text) and not remedies_weighed(text)


def every_remedy_deferral(forbidding: list[str], told: list[str] = (), lines: list[dict] = (), skus: set[str] = frozenset()) -> dict | None:
    """The deferral of a claim held by a sentence declining every remedy (module doc); else None. `forbidding`: the
    sentences the refusal reading holds the decision by; `told`: the ticket's other sentences, of which one declining
    every remedy holds it too when it names none of the order's `lines` but the decision's (`skus`): "No refund and no
    replacement needed" is read as declining the replacement only, and the money was paid."""
    def about_these(text: str) -> bool:
        return not any(words_mentioned(x, text) for x in lines if x.get("sku") not in skus)

    said = next((t for t in [*forbidding, *(t for t in told if about_these(t))] if declines_every_remedy(t)), None)
    if said is None:
        return None
    return {"defer": f"the customer declines every remedy for this claim, money and goods alike (\"{' '.join(said.split())[:120]}\"): "
                     "nothing is owed or taken back",
            "defer_told": EVERY_REMEDY_TOLD}
