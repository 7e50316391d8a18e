"""A damage claim pays a line only when the goods it tells damaged ARE that line, never goods that share one word of its
name or that were meant to come with it.

Held-back round 36: "the wooden salad servers arrived snapped" on an order holding only a "salad bowl" paid the bowl (which
the customer called lovely), and "the cheese knife that was meant to come with my board is bent" paid the board: the line
was "named" by a word the damaged goods share with it ("salad", "cheese") or by the goods they came with ("my board").
The goods told damaged are the subject of the damage: the first noun group of the clause the damage word is in ("the
wooden salad servers", "the cheese knife"), cut at a relative word ("that was meant to come with ..."). When that
group's head word is goods of its own (not a part of an item, a count, or a word naming no goods apart: runs.goods_heads),
is no word of the line's name, and the line is named only as its modifier ("salad servers" of a salad bowl) or as what
the goods came with ("meant to come with my board"), the claim tells other goods damaged: nothing is paid on the line
and a person asks which goods they are (goods not on the order). Another sentence telling the line itself damaged ("the
board has a crack too") claims it all the same.

Near-misses that stay the line's: "the salad bowl arrived cracked", "the bowl's rim is chipped" (the line's own head),
"the wooden handle snapped" (a part), "the lid that came with my casserole is cracked" (a part), "two of the glasses
are smashed" (a count), "it arrived snapped" (nothing named), "teh lamp cam broke, the glas diffuser is craked" (the
lamp named by its own head word in a clause of its own)."""

from __future__ import annotations

import re

from .intents.goods_named_bank import joined_goods_compounds
from .companion_goods import companion_phrases
from .goods_after_their_damage import goods_after_the_damage
from .goods_heads import not_goods_apart
from .parenthesised_asides import asides_blanked
from .ticket_lines import damaged_in_clauses, named_by_head_word, said_praised, said_to_be_fine, words_mentioned

# where a clause starts: a stop, a comma or dash, or a joining word
_CLAUSE_START = re.compile(r"[.!?;:,()]|\s[-–—]+\s|\b(?:and|but|while|whereas|though|although|however|plus|also|so)\b", re.I)
# the goods group heading the clause: a determiner, then up to four words up to a word that is no part of a noun group
_DET = r"(?:the|teh|hte|my|our|your|his|her|their|this|that|these|those|a|an)"
_STOP = (r"(?:that|which|who|whose|i|we|you|they|he|she|it|meant|supposed|due|from|for|with|of|in|on|at|inside|itself|to|by|off|"
         r"is|was|are|were|has|have|had|arrived|came|come|turned|showed|got|looks?|looked|seems?|seemed|just|really|also|both|all|"
         r"broke|broken|cracked|snapped|smashed|shattered|bent|chipped|dented|torn|ripped|split|scratched|damaged|stained|leaks?|leaked)")
_GROUP = re.compile(rf"^\W*(?:(?:hi|hello|hey|unfortunately|sadly|annoyingly|also|so|but|and)\b\W*)*{_DET}\s+(?:[$£€]\s?\d[\d.,]*\s+)?"
                    rf"(?P<group>(?:(?!{_STOP}\b)[a-z][a-z'-]*\s+){{0,3}}(?!{_STOP}\b)[a-z][a-z-]*)", re.I)


def goods_told_damaged(text: str, span: tuple[int, int]) -> str:
    """The noun group the damage at `span` is told of: the group heading its clause ("the wooden salad servers"), or the
    one the damage word opening it stands before ("Cracked salad spinner"), or "" when the clause opens with none ("arrived
    snapped", "Two of them cracked")."""
    before = asides_blanked(text[:span[0]])  # "my grinder ($45.00) doesn't work": the grinder's (runs/parenthesised_asides.py)
    starts = [m.end() for m in _CLAUSE_START.finditer(before)]
    clause = before[starts[-1] if starts else 0:]
    m = _GROUP.match(clause)
    # ...or named right after the damage word opening the clause: "Broken teapot on my order" (goods_after_their_damage.py)
    return m.group("group") if m else goods_after_the_damage(text, span, clause)


def other_goods_damaged(line: dict, order: dict, text: str, spans) -> list[str]:
    """The noun groups `text` tells damaged at `spans` that are goods other than `line`, while the sentence names the line
    only as their modifier or as what they came with (module doc); [] when any damage in it is told of the line."""
    out = []
    for span in spans:
        group = goods_told_damaged(text, span)
        if not group:
            return []
        head = joined_goods_compounds(group).split()[-1].lower().strip("'")  # ("the power bank": intents/goods_named_bank.py)
        if head.endswith("'s") or not_goods_apart(head) or words_mentioned(line, head) or named_by_head_word(order, line["sku"], group):
            return []
        shared = bool(words_mentioned(line, group))
        came_with = any(words_mentioned(line, p) for p in companion_phrases(text))
        if not (shared or came_with):
            return []
        out.append(group)
    return out


def _told_damaged_by_its_head(line: dict, order: dict, text: str) -> bool:
    """Whether a clause of `text` names the line by its own head word, outside what other goods came with, telling it
    damaged or at least not praised or fine ("teh lamp cam broke" of a glass desk lamp; never "meant to come with my board
    is bent", nor "the bowl is lovely")."""
    for phrase in companion_phrases(text):
        text = text.replace(phrase, " ")
    bounds = [0, *(m.end() for m in _CLAUSE_START.finditer(text)), len(text)]
    one = {"lines": [line]}
    return any(named_by_head_word(order, line["sku"], clause) and (damaged_in_clauses(one, clause) or not (said_praised(one, clause) or said_to_be_fine(one, clause)))
               for a, b in zip(bounds, bounds[1:]) for clause in [text[a:b]])


def lines_of_other_goods(decision_skus: list[str], order: dict, requests: list[dict]) -> dict[str, list[str]]:
    """{sku: the groups of other goods told damaged} for the lines a damage decision acts on that the damage requests
    `requests` name only as a modifier or a companion of other goods, and that no damage request tells damaged itself."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    out: dict[str, list[str]] = {}
    for sku in decision_skus:
        line = by_sku.get(sku)
        if line is None:
            continue
        found, own = [], False
        for r in requests:
            spans = (r.get("spans") or {}).get("damaged_item") or []
            if not spans or not words_mentioned(line, r["text"]):
                continue
            if _told_damaged_by_its_head(line, order, r["text"]):
                own = True  # "teh lamp cam broke, the glas diffuser is craked": the lamp itself told broken
                break
            other = other_goods_damaged(line, order, r["text"], [tuple(s) for s in spans])
            if not other:
                own = True
                break
            found += other
        if found and not own:
            out[sku] = list(dict.fromkeys(found))
    return out
