"""The customer's own claim told in the same sentence as another person's parcel left with them (mend47left, a leftover
of earlier rounds): "My neighbour's parcel was left with me, and my own clock arrived cracked." The neighbour's parcel made
the whole sentence read as another person's report (doubt.py's `_SOMEONE_ELSES`) or as that parcel set aside
(others_parcel_left_with_me.py), and the customer's own damaged clock was silently dropped: no claim, no refund, no person.

A sentence telling of another person's parcel brought to the customer keeps its claim when a clause of its own, apart from
the clause of the parcel, tells the customer's OWN goods went wrong: its subject is the customer's goods ("my own clock",
"my lamp", "the clock I ordered", "mine", "ours", "my order") and the clause tells damage, a wrong item or goods missing.
The neighbour's parcel is still no claim: the kinds the sentence keeps are those of the own clause only.

Near-misses stay set aside: the parcel's goods told broken ("...and her vase inside was cracked", "...and it was cracked",
"the jug in it is cracked"), a place of the customer's ("left on my doorstep and got soaked"), and the customer's goods
told fine ("my clock came fine btw")."""

from __future__ import annotations

import re

# where a clause starts: a stop, a comma or dash, or a joining word
_CLAUSE = re.compile(r"[;:,()]|\s[-–—]+\s|\b(?:and|but|plus|also|while|whereas|though|although|however|as\s+well\s+as|on\s+top\s+of\s+that)\b", re.I)
# the customer's goods as the clause's subject: "my own clock", "our lamp", "the clock I ordered", "mine", "my order"
# (never a place of the customer's the parcel was left at: "my doorstep", "my door", "my house")
_PLACE = (r"(?:door\w*|step\w*|porch|house|home|flat|address|garden|hallway|hall|letterbox|mailbox|postbox|bin|gate|drive\w*|building|"
          r"reception|neighbou?r\w*|neighbor\w*|name|account|card|email|phone)\b")
_OWN = re.compile(
    rf"^\W*(?:(?:so|then|now|sadly|annoyingly|unfortunately|really|too|even|worse|what'?s\s+worse)\W+)*"
    rf"(?:(?:my|our|me)\s+(?:own\s+)?(?:actual\s+)?(?!{_PLACE})[\w-]+"
    rf"|the\s+(?:[\w-]+\s+){{1,3}}?(?:i|we)\s+(?:ordered|bought|paid\s+for|got\s+from\s+you)"
    rf"|(?:mine|ours|my\s+own|our\s+own)\b"
    rf"|(?:i|we)\s+(?:got|received|recieved|receive|recieve|get|opened)\s+(?:my|our)\s+(?:own\s+)?(?!{_PLACE})[\w-]+)", re.I)
# ...told gone wrong in that clause
_WRONG = re.compile(r"\b(?:chip|crack|crak|broke|brok|dent|scratch|smash|shatter|damag|torn|tore|tear|ripp|leak|bent|snapp|split|stain|"
                    r"missing|wrong|faulty|dead|defect)\w*|\b(?:never|not|didn'?t|did\s+not|hasn'?t|has\s+not)\s+(?:\w+\s+)?(?:came|come|arrived?|turned\s+up|showed\s+up)\b", re.I)
# ...not said fine in the same clause
_FINE = re.compile(r"\b(?:fine|ok|okay|intact|perfect\w*|undamaged|unharmed|safe\w*|in\s+one\s+piece|great|no\s+problem|no\s+damage|not\s+damaged)\b", re.I)
# ...nor the parcel's goods ("her vase", "the jug in it")
_THEIRS = re.compile(r"\b(?:her|his|their|hers|theirs)\b|\b(?:inside|in\s+it|in\s+there)\b", re.I)


def own_claim_clauses(text: str, others_parcel: re.Pattern) -> list[str]:
    """The clauses of a sentence telling of another person's parcel (`others_parcel`, others_parcel_left_with_me.py) that
    claim the customer's own goods went wrong."""
    if not others_parcel.search(text):
        return []
    pieces, start = [], 0
    for m in _CLAUSE.finditer(text):
        pieces.append(text[start:m.start()])
        start = m.start() if m.group(0).strip().isalpha() and m.group(0).lower() not in ("and", "but", "plus", "also") else m.end()
    pieces.append(text[start:])
    return [p for p in pieces if p.strip() and not others_parcel.search(p) and _OWN.search(p) and _WRONG.search(p)
            and not _FINE.search(p) and not _THEIRS.search(p)]


_DAMAGE = re.compile(r"\b(?:chip|crack|crak|broke|brok|dent|scratch|smash|shatter|damag|torn|tore|tear|ripp|leak|bent|snapp|split|stain|faulty|dead|defect)\w*", re.I)
_WRONG_ITEM = re.compile(r"\bwrong\b", re.I)


def own_claim_kinds(clauses: list[str]) -> set[str]:
    """The kinds of claim the customer's own clauses tell: damage, a wrong item, goods that never came."""
    kinds = set()
    for clause in clauses:
        if _DAMAGE.search(clause):
            kinds.add("damaged_item")
        if _WRONG_ITEM.search(clause):
            kinds.add("wrong_item")
        if not _DAMAGE.search(clause) and not _WRONG_ITEM.search(clause):
            kinds.add("non_delivery")
    return kinds
