"""Which order lines a ticket's requests are about, read from the screener's sentences.

A line is mentioned when a word of its description that tells it from the other lines (not a
colour, a size or "set") appears in a request sentence about the order, or ends a longer word
there ("lampshade" is a shade: in an English compound the last part names the thing). The guard
uses it to refuse a decision naming a line the ticket never mentions; the offline agent uses it
to pick the line a damage or wrong-item request is about, and to ask a person when it cannot tell.
A single-line order is never ambiguous.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import re
import unicodedata

from .list_item_heads import with_item_head_joined
from .goods_said_to_work import WORKS_SAID
from .subject_restating_claim import subject_restates_claim
from .opening_words import opening_assent_blanked
from .remedy_called_fine import remedy_fine_blanked
from . import policy_charges, policy_evidence
from .goods_paid_by_charges import lines_paid_by_charges
from .intents import CAUSED_BY_CUSTOMER_WHY, TELLS_MORE, Reading, cause_at_home, ReadSentence, content_stems, damage_typo, forbids_action, goods_left_out_before, tells_damage
from .intents.all_units_asked import MORE_UNITS_WHY
from .intents.goods_named_bank import joined_goods_compounds
from .intents.goods_narrowed_next import dirt_clauses, narrowed_goods
from .intents.goods_right import praised_clause
from .intents.settled import without_goods_kept
from .intents.settled import struck_in_claim_spans
from .intents.only_goods_asked import only_asked_aside
from .intents.waived_goods import refused_beside_asked, waived_in_claim_spans, without_goods_asked
from .struck_beside_ask import struck_beside_ask
from .goods_corrected import corrected_away_spans
from .goods_heads import goods_bought, goods_groups, goods_heads, short_goods_of
from .goods_of_a_change_of_mind import goods_changed_mind_about
from .parts_sold_alone import parts_sold_alone
from .goods_phrases import everyday_names, misfit_phrases as _misfits
from .goods_told_as_sent import named_by_own_word, without_goods_sent
from .remedy_names_the_line import line_named_by_remedy
from .colour_families import colour_words, lines_of_colour, says_other_colour
from .fine_named_other_colour import line_put_right_by_colour
from .compound_heads import head_said_alone
from .heads_the_stemmer_drops import NOUNS as DROPPED_HEADS, dropped_head, head_after, head_named, said_as_head
from .companion_goods import companions
from .claim_pointed_back import NEW_THING, points_back_at_claim_before
from .claim_lead_ins import announces_what_follows
from .counted_clauses import counted_after
from .intents.subject_titles import title_lines
from .quoted_claim_goods import quoted_claim_lines
from .intents import intent_spans
from .line_synonyms import also_named
from .brand_names import brand_goods
from .lines_added_too import lines_added_too
from .line_named_only_as_a_title import only_titles, told_as_bought
from .line_named_outside_the_claim import told_only_as_received
from .listed_broken import clauses_told_together, told_beside_damage
from .fine_clauses import COLLOQUIAL_FINE, COLLOQUIAL_SAID
from .first_looks import first_look_then_found
from .run_on import run_on_cuts
from .rest_of_line import other_units_told, praised_left_line
from .sentences import normalise_ref, orders_in
from .short_names import without_short_names
from .intents.others_purchase_told import bought_by_another
from .intents.doubt import others_goods_elsewhere
from .read_once_per_text import immutable_once_per_text, once_per_text
from .size_words import size_spans, sizes_carried, sizes_said
from .typos import ing_said_in, misspelt, near
from .typed_words import typed_whole

# Words in a product description that do not tell one line from another.
GENERIC = {"with", "pair", "pack", "inch", "size", "set", "pieces", "piece", "black", "white", "grey", "gray", "queen", "king", "large",
           "small", "medium", "standard", "new", "one", "mini", "extra"}
# Where a sentence turns from one thing to another: "the lamp works fine, but the shade is dented".
# A dash between spaces turns too: "the cushion and the rug - changed my mind on the cushion".
# So does an emoji: "the bulb is smashed 😭😭 lamp itself fine".
# ("all but two of the plates" counts goods, it turns to no other clause: its "but" is no break)
_CLAUSE_BREAK = re.compile(r"[,;:()\U0001F300-\U0001FAFF\u2600-\u27BF]|\s[-–—]+\s|\b(?:(?<!\ball )but|while|whereas|although|though|however)\b", re.I)


# A size or model written with digits ("A3", "140cm", "XL2"): it tells two lines named alike apart.
_WITH_DIGITS = re.compile(r"\b(?=[a-z]*\d)(?=\d*[a-z])[a-z\d]+\b", re.I)


# A possessive "'s" ("the toaster's crumb tray"): the thing is named all the same.
_POSSESSIVE = re.compile(r"(?<=[a-z])['’]s\b", re.I)


def _unaccented(text: str) -> str:
    """`text` with its letters' accents dropped: a "cafetière" is a "cafetiere" as customers type it."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)) if not text.isascii() else text


@once_per_text
def stems(text: str) -> set[str]:
    """The screener's stems of `text`, with its words that mix letters and digits ("a3", "140cm");
    a possessive names its noun ("the toaster's crumb tray" names the toaster); accents dropped ("cafetière")."""
    text = _unaccented(text)
    return set(content_stems(_POSSESSIVE.sub("", text))) | {w.lower() for w in _WITH_DIGITS.findall(text)}


@once_per_text
def line_words(description: str) -> set[str]:
    """The words of a line's description that name it (stemmed as the screener stems), and the sizes it carries
    ("size 11", "XL": runs.size_words)."""
    return {w for w in stems(description) if w not in GENERIC and (len(w) >= 3 or _WITH_DIGITS.fullmatch(w))} | sizes_carried(description)


@once_per_text
def said_stems(text: str, other_names: bool = True) -> set[str]:
    """The stems of `text`, each also with the "e" the stemmer cut off a plural: "plates" stems to
    "plat" but a line's "plate" to "plate", so a ticket about the plates names the plate line; and
    without the "s" it left on one: "glasses" stems to "glass" but a line's "glass" to "glas"."""
    said = stems(text)
    said = set(said) | {s + "e" for s in said} | {s[:-1] for s in said if s.endswith("ss")} | sizes_said(text)
    # "the perfume" names an "Eau de parfum" (runs.line_synonyms), "my Kindle" an e-reader (runs.brand_names)
    return said | also_named(said) | brand_goods(text) if other_names else said


def words_mentioned(line: dict, text: str) -> list[str]:
    """The line's own words that `text` uses, exactly, as the end of a compound ("fruitbowl" names
    a bowl) or misspelt (runs.typos: "teepot" names the teapot, "settle" no kettle). The compound's
    first part is a word of three letters or more: "cracked" ends in "rack" but does not name a toast rack.
    The other way round too: the thing a compound of the line names, said alone ("the shade" names a
    "Drum lampshade"), when it is a word of five letters or more ("the rest" names no footrest); or both parts of the
    compound said apart ("tea cups", "the tea set came and two of the cups are broken": the teacups)."""
    return list(_words_mentioned(line.get("description", ""), text))


def named_alone(order: dict, line: dict, text: str) -> bool:
    """Whether `text` names `line` and no other line of the order: a count in it, naming no goods, is of that line."""
    return bool(words_mentioned(line, text)) and not any(words_mentioned(x, text) for x in order.get("lines", []) if x.get("sku") != line.get("sku"))


@lru_cache(maxsize=8192)
def _words_mentioned(description: str, text: str, other_names: bool = True) -> tuple[str, ...]:
    """words_mentioned of a line's description, made once per process for each description and text
    (the guards, the agent and the reply check ask it of the same lines and sentences at every turn);
    without `other_names`, only by the line's own words, never by another name of their group ("lamp" for "light")."""
    said = said_stems(text, other_names)
    return tuple(sorted(w for w in line_words(description)
                  if w in said or (len(w) >= 4 and any(s.endswith(w) and len(s) - len(w) >= 3 for s in said))
                  or any(len(s) >= 5 and w.endswith(s) and len(w) - len(s) >= 3 for s in said)
                  or any(misspelt(s, w) or near(s, w) for s in said)  # "teepot", "creamr", "expresso": the teapot, the creamer, the espresso
                  or _ing_said_in(description, w, text)  # "chopin board": the chopping board
                  or typed_whole(description, w, text)  # "runing shoes": the running shoe (runs/typed_words.py)
                  or _parts_said(w, said)  # "tea cups", "the tea set came and two of the cups": the teacups
                  or head_said_alone(w, text)  # "two of the four cups": the teacups (runs/compound_heads.py)
                  or any(len(w) - k >= 5 and misspelt(s, w[k:]) for s in said for k in range(3, len(w) - 4))))  # "shde": a lampshade


_LETTERS = re.compile(r"[a-z]+")


def _ing_said_in(description: str, word: str, text: str) -> bool:
    """Whether `text` says the line's word ending in "-ing" (stemmed to `word`) as "-in" ("chopin board": a "Bamboo
    chopping board"), runs.typos.ing_said_in."""
    full = [x for x in _LETTERS.findall(_unaccented(description).lower()) if x.endswith("ing") and word in stems(x)]
    return bool(full) and any(ing_said_in(s, x) for s in _LETTERS.findall(_unaccented(text).lower()) if s.endswith("in") for x in full)


def _parts_said(word: str, said: frozenset[str] | set[str]) -> bool:
    """Whether the text says both parts of a compound word of the line, each of three letters or more, apart ("tea
    cups", "egg cups", "the tea set came and two of the cups are broken" name a "teacup"; "cups" alone does not)."""
    return len(word) >= 6 and any(word[:k] in said and word[k:] in said for k in range(3, len(word) - 2))


def misfit_phrases(line: dict, text: str) -> list[str]:
    """The customer's phrases in `text` that share a word with the line's name but name other goods ("the wool throw"
    beside a "Throw pillow cover", "Bread knife" beside a "Cheese knife"), when no phrase of `text` names the line
    (runs.goods_phrases); [] otherwise."""
    return list(_misfit_phrases(line.get("description", ""), text))


_MEASURE = re.compile(r"(?:\d[\d.,]*\s*)?(?:mah|wh|kwh|w|v|mm|cm|m|ml|cl|l|g|kg|oz|lb|lbs|gb|tb|mb|hz|ft)", re.I)


@lru_cache(maxsize=8192)
def _misfit_phrases(description: str, text: str) -> tuple[str, ...]:
    # ("the power bank" of a "Power bank 10000mAh": the goods' one word on both sides, intents/goods_named_bank.py; a
    # measure such as "10000mAh" or "500ml" tells how big, never another kind of goods)
    description, text = joined_goods_compounds(description), joined_goods_compounds(text)
    return tuple(_misfits(description, text, lambda said, word: bool(_words_mentioned(word, said)),
                          lambda w: bool(line_words(w)) and not stems(w) & _COLOUR_WORDS and not _MEASURE.fullmatch(w), _COLOUR_WORDS | set(colour_words()),
                          lambda said, word: bool(_words_mentioned(word, said, False))))


def request_sentences(reading: Reading, order_ref: str) -> list[ReadSentence]:
    """The sentences that ask for something about this order: requests, and the remedies attached to
    them ("please refund the shade"); a sentence about another order named in the ticket is left out."""
    mine = normalise_ref(order_ref) if order_ref else ""
    # a sentence telling several orders each its own problem is read, for this order, as asking only this order's
    return [replace(s, kinds=s.kinds_on(mine), spans={k: v for k, v in s.spans.items() if k in s.kinds_on(mine) or k not in s.kinds})
            if s.kinds_by_order else s for s in reading.sentences if s.role in ("request", "attached") and s.about_order(mine)]


def declining_sentences(reading: Reading, order_ref: str) -> list[ReadSentence]:
    """The sentences about this order that tell of a problem as settled, taken back or declined, or
    decline a refund ("no need to refund that"): context that backs nothing and holds what it names."""
    mine = normalise_ref(order_ref) if order_ref else ""
    return [s for s in reading.sentences if (s.settles or (s.role == "context" and s.forbids))
            and s.about_order(mine)]


def caused_sentences(reading: Reading, order_ref: str) -> list[tuple[str, str]]:
    """(the damage sentence, the sentence telling who did it) for each damage about this order the screener read as done
    at home, by the customer, their household or their animals ("My son dropped the vase. It smashed."): context that
    backs nothing, and holds a damage refund on the goods it names (runs.guards, damage_not_caused_at_home)."""
    mine = normalise_ref(order_ref) if order_ref else ""
    texts = [t.text for t in reading.sentences if t.role != "injected"]
    return [(s.text, cause_at_home(texts, texts.index(s.text)) or s.text) for s in reading.sentences
            if s.why.startswith(CAUSED_BY_CUSTOMER_WHY) and s.role != "injected" and s.about_order(mine)]


def lines_refused(lines: list[dict], text: str, about: str = "") -> set[str] | None:
    """The lines a refusal holds: those it names, else those its "that" stands for (`about`, the clause
    before it the screener bound it to); None when that clause names no line of the order ("Don't
    refund that, just post me a cable" after "the cable was missing": no line's refund is held)."""
    skus = {x["sku"] for x in lines}
    # "don't refund the candles" holds the candles' refund, never the candle holder's; "scratch the jacket, only the belt"
    # holds the jacket, never the belt it keeps in the ask
    named = _named_precisely({"lines": lines}, without_goods_kept(text), skus)
    # "no need to refund that one, but please refund the mug": never the mug asked beside the refusal (intents/waived_goods.py)
    own = _named_precisely({"lines": lines}, without_goods_asked(text), skus)
    # (a refusal pointing back beside goods asked, "no need to refund anything for that - the bowl is what matters", names
    # none of its own: what its "that" stands for is held, never the bowl)
    named = named & own if refused_beside_asked(text) is not None else (named & own) or named
    if named or not about:
        return named
    return _named_precisely({"lines": lines}, about, skus) or None


def forbids_decision(order: dict, decision: dict, kind: str, text: str, forbids: list[str], goods_instead: bool, forbid_kinds: list[str],
                     return_asked: bool = False, about: str = "") -> bool:
    """Whether a sentence (its `forbids`, `goods_instead`, `forbid_kinds` as the screener read them)
    asks that this decision, on a subtask of `kind`, not be made. A sentence naming lines of the order holds only decisions on
    those lines: "a replacement for the cracked pan rather than money" holds no refund of the lamp, and
    "I'll keep the frame, no refund needed for it" no refund of the delivery fee."""
    if not forbids_action(forbids, goods_instead, decision.get("action") or "refund", kind, scope=forbid_kinds,
                          delivery_charge=policy_charges.draws_delivery(order, decision), return_asked=return_asked):
        return False
    acted = set(policy_evidence.acted_skus(decision)) or lines_paid_by_charges(order, decision, kind)  # "everything charged" pays the goods too
    named = lines_refused(order.get("lines", []), text, about if acted else "")
    if not named and not acted and kind in ("duplicate_charge", "late_delivery") and about and (bound := lines_refused(order.get("lines", []), text, about)):
        # "The cake stand has a chip. Please don't refund it or send another.": its "it" is the cake stand, a line; a
        # charge taken twice or a late fee on the same order is no goods of that line, and is not held by it
        named = bound
    if named is None and goods_instead:
        # goods asked instead of money, bound to a sentence naming no line of the order: held as if unbound (runs.intents.pronoun_asks)
        named = lines_refused(order.get("lines", []), text)
    if named is None:
        return False
    if named and not acted:
        # "I'll keep the frame, I don't need a refund for it": the frame's refund, not the delivery fee
        # or a copy of a charge, which are held only when declined by name ("no need to refund the delivery")
        return "delivery_refund" in forbids
    return not (named and acted and not named & acted)


def asking_only(ticket_requests: list[dict]) -> list[dict]:
    """The guard's request dicts that ask for something, without those telling of a problem as
    settled or declining a refund (runs.screening.settled_dicts), or telling of damage done at home (caused_dicts):
    only request_in_ticket and damage_not_caused_at_home read those."""
    return [r for r in ticket_requests if not r.get("settles") and not (r.get("forbids") and not r.get("kinds"))
            and not (r.get("caused_at_home") and not r.get("kinds"))]


def told_before(reading: Reading, s: ReadSentence, order_ref: str) -> list[str]:
    """What the customer said since the request before it, not asking anything: "4 of the 6
    glasses are fine, the other two shattered. Please refund the broken two." The count is there,
    not in the request, so what the request pays for is read from both."""
    mine = normalise_ref(order_ref) if order_ref else ""
    # A sentence attached as telling more of the request ("Tried the rain jacket on, it's not me.")
    # is told before it, not a request of its own.
    since = max((t.index for t in reading.sentences if t.index < s.index and t.role in ("request", "attached") and t.why != TELLS_MORE), default=-1)
    return [t.text for t in reading.sentences if since < t.index < s.index and (t.role in ("context", "statement") or t.why == TELLS_MORE)
            and t.about_order(mine)]


def attached_to(reading: Reading, s: ReadSentence, order_ref: str) -> list[str]:
    """The sentences the screener attached to request `s` (the run of attached sentences right
    before and after it: "lamp missing", "Refund the lamp please."): its own words, naming what it is
    about when it names nothing itself ("Tracking says exception.")."""
    if s.role != "request":
        return []
    mine = normalise_ref(order_ref) if order_ref else ""
    by_index = {t.index: t for t in reading.sentences}
    out = []
    for step in (-1, 1):
        i = s.index + step
        while i in by_index and by_index[i].role == "attached":
            t = by_index[i]
            if not t.order or not mine or normalise_ref(t.order) == mine:
                out.append(t.text)
            i += step
    return out


def told_after(reading: Reading, s: ReadSentence, order_ref: str) -> list[str]:
    """What the customer said after the last request about the order, when `s` is that request, not
    asking anything: "I'd like to return the towel set. My son already used one of the hand towels,
    so it would be the set minus that one." Units are not counted from it, but a part of a set
    named there is a part all the same (runs.unit_counts.part_of_unit)."""
    mine = normalise_ref(order_ref) if order_ref else ""
    asks = [t.index for t in request_sentences(reading, order_ref)]
    if not asks or s.index != max(asks):
        return []
    return [t.text for t in reading.sentences if t.index > s.index and t.role in ("context", "statement")
            and t.about_order(mine)]


def refund_count_texts(reading: Reading, order_ref: str) -> list[str]:
    """The sentences a count of units asked refunded is read in: those units are counted in and what was told after the
    last request ("Two of the cereal bowls came cracked. I only need a refund for one though": the ask is read as telling
    more, after the claim). Only ever a cap on what is paid (runs.units_asked_fewer), never a count to pay."""
    out = dict.fromkeys(unit_texts(reading, order_ref))
    for s in request_sentences(reading, order_ref):
        out.update(dict.fromkeys(told_after(reading, s, order_ref)))
    return list(out)


def part_texts(reading: Reading, order_ref: str) -> list[str]:
    """The sentences a part of a set is read in: those units are counted in, what was told after
    the last request, and those telling of the problem as settled ("everything except the spatula
    came scratched ... I'll keep the spatula")."""
    out = dict.fromkeys(unit_texts(reading, order_ref))
    for s in request_sentences(reading, order_ref):
        out.update(dict.fromkeys(told_after(reading, s, order_ref)))
    out.update(dict.fromkeys(sorted(settled_texts(reading))))
    return list(out)


def unit_texts(reading: Reading, order_ref: str) -> list[str]:
    """The sentences units are counted in: each request about the order and what was told before it."""
    out: dict[str, None] = {}
    for s in request_sentences(reading, order_ref):
        if s.kinds == ["other"] and s.why == MORE_UNITS_WHY:
            continue  # "Could you refund all 3 of the towels?" after "One of the three came torn": the ask beyond the claim, a person's
        out.update(dict.fromkeys([*told_before(reading, s, order_ref), s.text]))
    # "You refunded the two chipped plates. One more has a chip.": the two were settled, one is asked.
    return [t for t in out if t not in settled_texts(reading)]


def settled_texts(reading: Reading) -> set[str]:
    """The sentences telling of a problem as settled: their counts are of units already dealt with."""
    return {t.text for t in reading.sentences if t.settles}


def mentioned(order: dict, texts: list[str]) -> dict[str, list[str]]:
    """{sku: the words naming it} for every line of the order some of `texts` mentions."""
    out: dict[str, list[str]] = {}
    for line in order.get("lines", []):
        words = sorted({w for text in texts for w in words_mentioned(line, text)})
        if words:
            out[line["sku"]] = words
    return out


def _clause_around(text: str, start: int, end: int) -> str:
    """The part of a sentence between the clause breaks around [start, end): its marks and words, or where a clause
    begins in a stretch said with no marks at all (runs/run_on.py)."""
    cuts = run_on_cuts(text)
    before = [m.end() for m in _CLAUSE_BREAK.finditer(text) if m.end() <= start] + [c for c in cuts if c <= start]
    after = [m.start() for m in _CLAUSE_BREAK.finditer(text) if m.start() >= end] + [c for c in cuts if c >= end]
    before, after = sorted(before), sorted(after)
    return text[(before[-1] if before else 0):(after[0] if after else len(text))]


# A clause that adds things to the one before, its verb left out: "and one more of the bowls",
# "plus two of the mugs", "the milk jug too", "and the jug as well".
_ADDS_BEFORE = re.compile(r"^\s*(?:and|plus|&|as\s+well\s+as|along\s+with|also)\b", re.I)
_ADDS_AFTER = re.compile(r"\b(?:too|as\s+well|also)\s*$", re.I)
_ADDING = {"and", "plus", "also", "too", "as", "well", "along", "with", "more", "another", "other", "again", "even", "same",
           # the verb said again without its complaint: "and so did two of the mugs", "the jug was too"
           "so", "did", "do", "does", "was", "were", "is", "are", "has", "have", "had"}


def _only_adds(order: dict, clause: str) -> bool:
    """Whether `clause` only adds lines of the order to the clause before it: a joining or adding
    word, then names of lines, counts and articles, no verb of its own ("and the tray is fine" has one)."""
    clause = clause.rstrip(" .!?")
    if not (_ADDS_BEFORE.search(clause) or _ADDS_AFTER.search(clause)):
        return False
    words = _WORD.findall(clause)
    names = [w for w in words if any(words_mentioned(x, w) for x in order.get("lines", []))]
    return bool(names) and all(w in names or w.lower() in _ADDING or _LIST_FILLER.match(w) for w in words)


# A clause that says a thing is all right: "the large one is fine", "the lamp itself works".
_FINE = re.compile(r"\b(?:fine|ok|okay|perfect|intact|undamaged|unharmed|unbroken|alright|all\s+right|works|working|no\s+problem)\b|" + COLLOQUIAL_SAID, re.I)
_PRAISED = re.compile(r"\b(?:lovely|great|gorgeous|beautiful|nice|good|love|loving)\b", re.I)
_SENTENCE_OR_CLAUSE = re.compile(r"[.!?]+\s+|" + _CLAUSE_BREAK.pattern, re.I)


def _telling_words(order: dict, skus: set[str]) -> dict[str, set[str]]:
    """For lines that share the words naming them ("Stoneware mug - small", "Stoneware mug -
    large"), the words of each description the others lack, a size or a colour included."""
    own = {x["sku"]: stems(x["description"]) | sizes_carried(x["description"]) for x in order.get("lines", []) if x["sku"] in skus}
    return {sku: mine - set().union(*(v for k, v in own.items() if k != sku)) for sku, mine in own.items()}


def _uses(words: set[str], text: str) -> bool:
    """Whether `text` says one of these description words, exactly or misspelt ("teepot")."""
    said = said_stems(text)
    return bool(words & said) or any(misspelt(s, w) for w in words for s in said)


def _by_telling_words(order: dict, text: str, named: set[str]) -> set[str]:
    """Lines named alike, told apart by their size or colour word in a clause that does not call
    the thing fine: "the small mug has a chipped handle. The large one is fine" names the small one;
    or by their head word: "the jug and two of the glasses" names the glass jug and the highball glass."""
    telling = _telling_words(order, named)
    clauses = [c for c in _SENTENCE_OR_CLAUSE.split(text) if c and c.strip()]
    # A line is told apart by a word only it has, or by a name only it fits ("glasses" beside a glass jug)
    among = {"lines": [x for x in order.get("lines", []) if x["sku"] in named]}
    told = {c: {sku for sku in named if _uses(telling[sku], c)} | _named_alone(order, c, named) | _by_comparison(c, named, telling)
            | by_size_one(among, [c]) for c in clauses}
    said = {sku for c in clauses if not _FINE.search(c) for sku in told[c]}
    fine = {sku for c in clauses if _FINE.search(c) for sku in told[c] if not _the_rest(order, c, sku, clauses)}
    return (said - fine) or (named - fine if fine and named - fine else named)


# Sizes in their order, as a line's description tells them, and the words that compare two of them.
_SIZE_RANK = {"xxs": 0, "xs": 1, "small": 2, "petite": 2, "medium": 3, "regular": 3, "large": 4, "big": 4, "xl": 5, "xxl": 6}
_BIGGER = re.compile(r"\b(?:bigger|larger|biggest|largest)\b", re.I)
_SMALLER = re.compile(r"\b(?:smaller|smallest|littler|littlest|tinier|tiniest)\b", re.I)


def _by_comparison(clause: str, named: set[str], telling: dict[str, set[str]]) -> set[str]:
    """The line a comparison picks among lines told apart by a size word each: "the bigger of the two rugs" beside
    a small rug and a large one names the large one; {} when the clause compares nothing, or the lines named are
    not each told by one size ("the bigger of the two" beside a blue rug and a green one names neither)."""
    bigger, smaller = _BIGGER.search(clause), _SMALLER.search(clause)
    if bool(bigger) == bool(smaller):
        return set()
    ranks = {}
    for sku in named:
        sizes = [_SIZE_RANK[w] for w in telling[sku] if w in _SIZE_RANK]
        if len(sizes) != 1:
            return set()
        ranks[sku] = sizes[0]
    if len(set(ranks.values())) != len(ranks):
        return set()
    return {(max if bigger else min)(ranks, key=ranks.get)}


# What a thing is measured against, just before that thing is named: "it's the wrong size for the
# lamp", "too wide for the sideboard", "doesn't fit the lamp", "won't go with our sofa". The fault is
# the other thing's; the one named here is what it was to go with.
_MEASURED_AGAINST = re.compile(
    r"(?:\bwrong\s+(?:size|fit|fitting|shape|length|width|height|diameter|depth|colou?r|one)"
    r"|\btoo\s+(?:big|small|large|wide|narrow|long|short|tall|high|low|deep|shallow|heavy|dark|light|bright)"
    r"|\b(?:do(?:es)?n'?t|do(?:es)?\s+not|won'?t|will\s+not|didn'?t|did\s+not|can'?t|cannot)\s+(?:\w+\s+)?(?:fit|suit|match|go\s+with|work\s+with)"
    r"|\b(?:not\s+)?(?:compatible|suitable)|\bto\s+fit)"
    r"\s+(?:(?:for|with|on|onto|in|into|to|over|under)\s+)?(?:the|my|our|this|that|its)\s+(?:[\w-]+\s+){0,2}$", re.I)


def _measures(order: dict, text: str, skus: set[str]) -> tuple[set[str], set[str]]:
    """The lines among `skus` that `text` names as what another thing was measured against
    (`_MEASURED_AGAINST`), and those it names otherwise."""
    refs, others = set(), set()
    for start, _, hits in _names(order, text, skus):
        clause_start = max([m.end() for m in _CLAUSE_BREAK.finditer(text) if m.end() <= start], default=0)
        (refs if _MEASURED_AGAINST.search(text[clause_start:start]) else others).update(hits)
    return refs, others


def measured_against(order: dict, text: str, skus: set[str]) -> set[str]:
    """The lines among `skus` that `text` names only as what another thing was measured against:
    in "return the drum shade, it's the wrong size for the lamp" the lamp."""
    refs, others = _measures(order, text, skus)
    return refs - others


@lru_cache(maxsize=4096)
def _typed_for_several(descriptions: tuple[tuple[str, str], ...], text: str) -> frozenset[str]:
    said = said_stems(text, False)
    words = {sku: line_words(description) for sku, description in descriptions}
    exact = set().union(*words.values()) & said
    out: set[str] = set()
    for s in said - exact:
        if s.endswith("e") and s[:-1] in exact:
            continue  # "headphonee": only the plural's "e" said_stems puts back on "headphone", no word typed off
        close = {(sku, w) for sku, ws in words.items() for w in ws if misspelt(s, w) or near(s, w)}
        if len({w for _, w in close}) > 1 and len({sku for sku, _ in close}) > 1:
            out |= {sku for sku, _ in close}
    return frozenset(out)


def typed_for_several(order: dict, text: str) -> set[str]:
    """The lines a word of `text` typed off (runs.typos: misspelt or near) may name, when it is as close to a word of one
    line as to another's ("saucepon" beside a saucepan and a saucepot): neither is named for sure. Empty when none is."""
    return set(_typed_for_several(tuple((x["sku"], x.get("description", "")) for x in order.get("lines", [])), text))


def lines_in_clauses(order: dict, text: str, spans) -> set[str]:
    """The lines a sentence names (_lines_in_clauses), less the goods it strikes by name beside the others it claims ("The vase,
    the bowl and the plate all arrived cracked - actually scratch the vase": runs/intents/settled.strikes_some_of_its_claim). Struck after
    the narrowing, which reads the list with the struck goods in it; never put back when nothing else is left."""
    named = _lines_in_clauses(order, text, spans)
    struck = {sku for a, b in struck_in_claim_spans(text) for sku in _named_precisely(order, text[a:b], named)}
    # "the bowl - sorry, actually the plate - arrived cracked": the plate's claim (runs/goods_corrected.py)
    corrected = {sku for a, b in corrected_away_spans(text) for sku in _named_precisely(order, text[a:b], named)}
    if corrected and not named - struck - corrected:
        # "one of the bowls is cracked - actually, no, sorry, not the bowl, it's one of the dinner plates": the damage clause
        # named only the goods corrected away; the claim is the goods meant, named after (runs/goods_corrected.py)
        meant = lines_named_whole(order, text) - struck - corrected
        if meant:
            return meant
    return (named - struck - corrected) or (named - struck)


def _lines_in_clauses(order: dict, text: str, spans) -> set[str]:
    """The lines a sentence names, narrowed, when it names several, to those in the clauses around
    `spans` (where its request was read): "the lamp works fine, but the shade is dented" names the
    shade; then, for lines named by the same words, to the one its size or colour word tells. A
    line named only as what another was measured against ("the wrong size for the lamp") is not."""
    if len(typed := typed_for_several(order, text)) > 1:
        return typed  # "the saucepon" of a saucepan and a saucepot: neither for sure, a person reads which
    # "the wool throw" names no "Throw pillow cover", "Bread knife" no "Cheese knife" (runs.goods_phrases)
    named = {sku for sku in mentioned(order, [text]) if not misfit_phrases(_line_of(order, sku), text)}
    named -= of_other_goods(order, text, named)
    # "I don't mind about the lamp, it's the towels that bother me": the claim is the towels', never the lamp's
    named = (named - waived_in_claim(order, text, named)) or named
    if not named and not misnamed(order, text):
        named = by_colour_family(order, [_clause_around(text, start, end) for start, end in spans] or [text])
    # "it's the grey one that's torn, the blue one is fine": the grey one, the blue named only as fine (runs/fine_named_other_colour.py)
    named = line_put_right_by_colour(named, said_to_be_fine(order, text) if named else set(), lambda: by_colour_family(
        order, [_clause_around(text, start, end) for start, end in spans] or [text])) or named
    if not named and not misnamed(order, text):
        named = by_size_one(order, [_clause_around(text, start, end) for start, end in spans] or [text]) or by_size_one(order, [text])
    if len(named) > 1:
        # "The oak frames are both fine - it's the black one whose glass is smashed": never the lines a clause calls fine
        named = (named - said_to_be_fine(order, text)) or named
    if len(named) > 1 and lines_added_too(order, text, named, _only_adds, lines_named_whole):
        return named  # "kettle arrived with a dent, toaster as well": the toaster added to the kettle's claim (runs/lines_added_too.py)
    if len(named) > 1:
        # "the candle holder" names the holder, not the candles beside it: a word of one line's name inside
        # another line's fuller name names that line only
        named = _named_precisely(order, text, named) or named
    if len(named) > 1:
        named -= measured_against(order, text, named)
    if len(named) > 1:
        # "the lamp came with the shade ripped": the shade is what is damaged, the lamp only what it came on
        named = damaged_on_arrival(order, text, named) or named
    if len(named) > 1:
        # "the parcel came with the tea towels and the bread bin and the bread bin has a dent": the towels only came
        named = (named - named_as_come(order, text, named)) or named
    if len(named) > 1:
        # "I love the colander and the cake stand arrived broken": the colander is told beside the damage (runs/listed_broken.py)
        named = (named - _beside_damage(order, text, spans, named)) or named
    if len(named) > 1:
        clauses = [_clause_around(text, start, end) for start, end in spans]
        by_sku = {x["sku"]: x for x in order.get("lines", [])}
        near = {sku for c in clauses for sku in named if words_mentioned(by_sku[sku], c) and sku not in measured_against(order, c, named)}
        # "Ordered a dozen tumblers, three arrived smashed and the ice bucket has a dent": the count's clause is the tumblers'
        near |= counted_after(text, spans, lambda c: lines_named_whole(order, c), _clause_tells_damage) & named
        # A list the clause ends ("The salad bowl, two of the mugs and the milk jug all arrived
        # smashed"): the comma joins things, it does not turn from one to another. A list only
        # told beside the clause ("The basket and the throw - changed my mind on the throw") is not.
        inside = [(text.find(c), text.find(c) + len(c)) for c in clauses]
        lists = [{sku for _, _, sku in run} for run in _list_runs(order, text, named)
                 if any(a <= start < b for start, _, _ in run for a, b in inside)]
        named = near.union(*(run for run in lists if run & near)) if near else named
    if len(named) > 1:
        named = _by_telling_words(order, text, named)
    if len(named) > 1 and _named_alike(order, text, named):
        # "the green planter" of two planters, "chalk white" and "sage": the sage one (never "the red saucepan ... and the
        # wooden spoons", two goods named each by its own words, narrowed to the one with a colour)
        named = by_colour_family({"lines": [x for x in order.get("lines", []) if x["sku"] in named]}, [text]) or named
    return named


def waived_in_claim(order: dict, text: str, named: set[str]) -> set[str]:
    """The lines a claim's sentence waives before turning to other goods or in a clause on their damage ("the towels have
    a snag, which I can live with"): runs/intents/waived_goods.py."""
    spans = waived_in_claim_spans(text)
    return {sku for a, b in spans for sku in _named_precisely(order, text[a:b], named)}


def _named_alike(order: dict, text: str, named: set[str]) -> bool:
    """Whether `text` names these lines by a word they all share ("planter" of two planters)."""
    words = [set(words_mentioned(x, text)) for x in order.get("lines", []) if x["sku"] in named]
    return bool(words) and bool(set.intersection(*words))


# What goods are made of, a word many lines and other goods share: never a name of a line by itself inside another thing's name.
MATERIALS = frozenset("""
enamel enamelled glass ceramic porcelain stoneware earthenware terracotta clay china bone oak pine walnut beech ash birch teak
bamboo wood wooden timber steel stainless iron copper brass aluminium aluminum metal tin chrome silver gold marble granite slate
stone concrete linen cotton wool woollen silk velvet leather suede felt jute hemp rattan wicker cane cashmere denim canvas nylon
polyester plastic silicone rubber acrylic resin cork paper cardboard
""".split())


MATERIAL_STEMS = frozenset(stem for word in MATERIALS for stem in content_stems(word))
_MATERIAL = r"\b(" + "|".join(sorted(MATERIALS, key=len, reverse=True)) + r")"
_MATERIAL_WORD = re.compile(_MATERIAL + r"\b", re.I)
_MATERIAL_BEFORE = re.compile(_MATERIAL + r"\s+([a-z]+)\b", re.I)
# Words after a material that are no noun it is the material of: "the glass arrived", "the glass is", "glass one"
_NOT_A_NOUN = re.compile(r"(?:is|was|are|were|has|had|have|got|gets|came|comes|arrived|broke|looks|seems|and|or|but|from|in|on|at|with|of|to|"
                         r"for|by|that|which|it|itself|i|we|you|they|s|one|ones|part|bit|bits|piece|pieces|all|too|also|\w+ed|\w+ing|\w+ly)",
                         re.I)


def _material_of_another(order: dict, line: dict, text: str) -> bool:
    """Whether every time `text` uses a material of the line's name it is the material of a thing no line of the order is
    ("the glass panel in our front door", "my enamel kettle"), never the line's own ("glass jar", "the glass one")."""
    said = set(words_mentioned(line, text))
    own = said & MATERIAL_STEMS
    if not own or own != said:
        return False
    used = [m for m in _MATERIAL_WORD.finditer(text) if content_stems(m.group(1)) & own]
    hits = [m for m in _MATERIAL_BEFORE.finditer(text) if content_stems(m.group(1)) & own]
    return bool(hits) and len(hits) == len(used) and all(
        not _NOT_A_NOUN.fullmatch(m.group(2)) and not any(words_mentioned(x, m.group(2)) or half_of_a_word(x, m.group(2)) for x in order.get("lines", []))
        for m in hits)


# Where one thing told of gives way to another: "The oak arrived scratched and the lamp is fine".
_GOODS_CLAUSE = re.compile(r"[.!?;,:]+\s*|\s+(?:and|but|while|though|although|whereas|plus)\s+", re.I)


# Where on a thing its damage is: "a chip in the enamel", "a crack right through the glaze", "scratches along the oak".
_WHERE_ON = re.compile(r"\b(?:in|through|on|along|across|under|into|around|over|to)\s+(?:the|its|it'?s|their|his|her)\s+(?:[a-z-]+\s+)?$", re.I)


def half_of_a_word(line: dict, word: str) -> bool:
    """Whether `word` is one half of a compound word of the line's name ("cups", "tea" of a "Porcelain teacup and saucer"):
    not a name of the line alone, but no other goods either ("the tea service came and two of the cups had broken handles")."""
    word = word.lower()
    stems = {s for s in (word, word[:-1] if word.endswith("s") else "", word[:-2] if word.endswith("es") else "") if len(s) >= 3}
    return any((w.endswith(s) or w.startswith(s)) and w != s for s in stems
               for w in (x.lower() for x in _WORD.findall(line.get("description", ""))))


def named_by_head_word(order: dict, sku: str, text: str) -> bool:
    """Whether `text` names the line by the word for what it is ("mug" of an "Enamel camp mug", "throw" of a "Wool throw
    blanket"), misspelt or by another name of its group included."""
    line = next((x for x in order.get("lines", []) if x["sku"] == sku), {})
    head = _head_word(line.get("description", ""))
    if head in DROPPED_HEADS:
        return head_named(line.get("description", ""), head, text)  # "the black phone case" (runs/heads_the_stemmer_drops.py)
    # (or by the word before it that is the goods' everyday name: "the throw" of a "Wool throw blanket", runs.goods_phrases)
    said = {w for w in everyday_names(head) if re.search(rf"\b{w}s?\b", line.get("description", ""), re.I)}
    return bool(words_mentioned({"description": " ".join([head, *said])}, text))


def of_other_goods(order: dict, text: str, named: set[str]) -> set[str]:
    """The lines a sentence names only by a word that is not what they are (a material, a colour, a maker) while the
    goods its problem is told of are something else: "The dutch oven I got from you has a crack right through the
    enamel" tells of the oven's enamel, not of the "Enamel camp mug" beside it on the order. A line whose own head word
    the sentence uses ("the enamel mug") is named all the same, and so is one named by any of its words in a clause
    telling of no other goods ("the enamel is chipped", "the oak arrived scratched and the lamp is fine")."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    groups = goods_groups(text)
    # goods of no line of the order told as the problem's subject ("the dutch oven ... has a crack", "my stockpot came
    # with the enamel cracked"): a word of a line's name that is no line's head is then what those goods are made of
    others = [g for h, g in groups if not any(words_mentioned(x, h) or half_of_a_word(x, h) for x in by_sku.values())]
    with_parts = goods_groups(text, parts=True)
    out = set()
    for sku in named:
        line = by_sku[sku]
        if named_by_head_word(order, sku, text):
            continue
        # ... never by what the other goods are made of: "my enamel kettle cracked too" of an "Enamel pie dish", "the glass
        # panel in our front door" of a "Glass storage jar" (a part's group too)
        if any(set(words_mentioned(line, g)) & MATERIAL_STEMS and not set(words_mentioned(line, g)) - MATERIAL_STEMS
               and not words_mentioned(line, h) for h, g in with_parts) or _material_of_another(order, line, text):
            out.add(sku)
            continue
        # (a word of the line inside the other goods' own name is that name's: "the shot glasses" of a "Frosted shot tumbler",
        # "the tea service" of a "Porcelain teacup and saucer")
        if any(words_mentioned(line, g) or any(half_of_a_word(line, w) for w in g.split()) for g in others):
            continue
        # ... and a clause telling of another line's goods names its material where the damage is ("the casserole has a
        # chip in the enamel"), not goods of its own ("the tumbler I packed inside the platter is cracked")
        clauses = [c for c in _GOODS_CLAUSE.split(text) if c and c.strip() and words_mentioned(line, c)]
        if others or (clauses and all(any(not words_mentioned(line, h) and not half_of_a_word(line, h) for h in goods_heads(c))
                                      and all(_WHERE_ON.search(c[:start]) for start, _, _ in _mentions(order, c, {sku})) for c in clauses)):
            out.add(sku)
    return out


# Goods told as what came, listed after the word of their coming: "the parcel came with the tea towels and the bread bin",
# "I received the lamp and the shade", "got the mugs and the jug today".
_CAME_WITH = re.compile(r"\b(?:came|arrived|turned\s+up|showed\s+up|got\s+here|was\s+delivered|were\s+delivered|delivered)\s+"
                        r"(?:(?:\w+\s+){0,3}?(?:with|containing|including|holding)\b|:)"
                        r"|\b(?:received|recieved|got|unpacked|unboxed|opened)\b(?=\s+(?:the|my|our|both|all|a|an|\d+|two|three|four)\b)", re.I)
# Goods the customer got from elsewhere are not this order's goods told as come: "got a cookbook as a present", "got one
# for my birthday", "received one as a gift", "got one from my sister", "got another elsewhere". Their line is the one
# "I bought", not the other line of the same goods.
_GOT_ELSEWHERE = re.compile(r"(?:received|recieved|got)\s+(?:\w+\s+){0,4}?(?:as\s+an?\s+(?:present|gift|pressie|prezzie)|"
                            r"for\s+(?:my|our|his|her)\s+(?:birthday|bday|christmas|xmas|anniversary|wedding)|"
                            r"from\s+(?:my|our|a|an)\s+(?:\w+\s+)?(?:friend|mum|mom|dad|sister|brother|aunt|uncle|gran|nan|partner|wife|husband|"
                            r"colleague|neighbour|neighbor|family|in-laws|parents|kids|son|daughter|cousin)|"
                            r"(?:from\s+)?(?:elsewhere|somewhere\s+else|another\s+shop|another\s+store|a\s+different\s+shop|in\s+a\s+sale\s+elsewhere))\b",
                            re.I)
# A name followed by its verb is the subject of a clause of its own, no longer the list of what came ("... and the
# bread bin has a dent").
_THEN_VERB = re.compile(r"^\s+(?:\w+\s+)?(?:has|have|had|is|are|was|were|came|arrived|looks?|seems?|wont|won'?t|doesn'?t|doesnt|"
                        r"didn'?t|didnt|isn'?t|isnt|aren'?t|arent|wasn'?t|wasnt|broke|cracked|smashed|snapped|leaks?|got)\b", re.I)


# Goods that came bearing another's damage: "the lamp came with the shade ripped", "the kettle arrived with its lid cracked".
_CAME_BEARING = re.compile(r"\b(?:came|arrived|turned\s+up|showed\s+up|got\s+here|was\s+delivered|were\s+delivered)\s+(?:\w+\s+){0,2}?with\b", re.I)
# The words just after a name that tell its own damage ("the shade ripped", "the shade badly torn"), not a list going on.
_RIGHT_AFTER = re.compile(r"^\s+((?:(?!and\b|or\b|with\b|plus\b)[\w'’-]+\s+){0,1}(?!and\b|or\b|with\b|plus\b)[\w'’-]+)", re.I)


def damaged_on_arrival(order: dict, text: str, skus: set[str]) -> set[str]:
    """The lines among `skus` named just after "came with" with their own damage told right after the name: in "The ceramic
    table lamp came with the shade ripped down the seam" the shade, never the lamp it came on. None when no such name."""
    found = _mentions(order, text, skus)
    out: set[str] = set()
    for m in _CAME_BEARING.finditer(text):
        after = [(start, end, sku) for start, end, sku in found if start >= m.end()]
        if not after:
            continue
        start, end, sku = after[0]
        if len(_WORD.findall(text[m.end():start])) > 3 or re.search(r"[.!?;,]", text[m.end():start]):
            continue
        if (words := _RIGHT_AFTER.match(text[end:])) and _clause_tells_damage(words.group(1)):
            out.add(sku)
    return out


def named_as_come(order: dict, text: str, skus: set[str]) -> set[str]:
    """The lines among `skus` that `text` names only in a list of what came ("the parcel came on tuesday with the tea towels
    and the bread bin"), never as the subject of a clause or anywhere else: in "... came with the tea towels and the bread
    bin and the bread bin has a big dent" the towels. A name with a verb of its own after it leaves the list."""
    found = _mentions(order, text, skus)
    listed: set[int] = set()
    for m in _CAME_WITH.finditer(text):
        if _GOT_ELSEWHERE.match(text, m.start()):
            continue
        prev = m.end()
        for n, (start, end, _) in enumerate(found):
            if start < m.end():
                continue
            gap = text[prev:start]
            first = prev == m.end()
            if (first and (len(_WORD.findall(gap)) > 4 or re.search(r"[.!?;]", gap))) or (not first and not _joins(gap)):
                break
            if _THEN_VERB.match(text[end:]):
                break
            listed.add(n)
            prev = end
    came = {sku for n, (_, _, sku) in enumerate(found) if n in listed}
    elsewhere = {sku for n, (_, _, sku) in enumerate(found) if n not in listed}
    return came - elsewhere


def _line_of(order: dict, sku: str) -> dict:
    return next(x for x in order.get("lines", []) if x["sku"] == sku)


def misnamed(order: dict, text: str) -> dict[str, list[str]]:
    """{sku: the customer's phrases} for the lines of the order `text` uses a word of but names only as other goods."""
    return {x["sku"]: found for x in order.get("lines", []) if (found := misfit_phrases(x, text))}


# "the big one", "the little one", "the larger of the two": goods named by their size alone.
_SIZE_ONE = re.compile(r"\bthe\s+(?P<size>big|bigger|biggest|large|larger|largest|little|littler|small|smaller|smallest|tiny|medium)\s+"
                       r"(?:one|ones|of\s+the\s+(?:two|three|pair))\b", re.I)
_SIZE_WORDS = {"big": 4, "bigger": 4, "biggest": 4, "large": 4, "larger": 4, "largest": 4, "little": 2, "littler": 2, "small": 2,
               "smaller": 2, "smallest": 2, "tiny": 2, "medium": 3}


def by_size_one(order: dict, clauses: list[str]) -> set[str]:
    """The one line a clause that calls nothing fine names by its size alone ("The big one ... came with a crack" beside a
    small and a large planter, "the big basket" beside a small and a large basket): `sized_lines`; {} otherwise."""
    return sized_lines(order, [c for c in clauses if not _FINE.search(c)])


def sized_lines(order: dict, clauses: list[str]) -> set[str]:
    """The one line these clauses call by a size word alone ("the big one", "the little one's fine", "the larger of the
    two") or by a size word before a word of its name ("the big basket"), among the lines told apart by their size: every
    line when each carries one size word, else the lines of the order that another line of another size shares a name
    word with (a large and a small seagrass basket beside a shelf liner). {} when no such words, or they fit two lines."""
    ranks = _size_ranks(order)
    if len(ranks) < 2:
        return set()
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    found = {sku for c in clauses for m in _SIZE_ONE.finditer(c) for sku, rank in ranks.items() if rank == _SIZE_WORDS[m.group("size").lower()]}
    found |= {sku for c in clauses for m in _SIZE_NOUN.finditer(c) for sku, rank in ranks.items()
              if rank == _SIZE_WORDS[m.group("size").lower()] and words_mentioned(by_sku[sku], m.group("noun"))}
    return found if len(found) == 1 else set()


def _size_ranks(order: dict) -> dict[str, int]:
    """{sku: its size's rank} for the lines told apart by size (`sized_lines`)."""
    lines = order.get("lines", [])
    if len(lines) < 2:
        return {}
    telling = _telling_words(order, {x["sku"] for x in lines})
    sizes = {sku: [_SIZE_RANK[w] for w in words if w in _SIZE_RANK] for sku, words in telling.items()}
    if all(len(v) == 1 for v in sizes.values()):
        return {sku: v[0] for sku, v in sizes.items()}
    own = {x["sku"]: set(line_words(x["description"])) for x in lines}
    sizes = {x["sku"]: [_SIZE_RANK[w] for w in stems(x["description"]) if w in _SIZE_RANK] for x in lines}
    return {sku: v[0] for sku, v in sizes.items() if len(v) == 1
            and any(own[sku] & own[o] and len(w) == 1 and w[0] != v[0] for o, w in sizes.items() if o != sku)}


# "the big basket", "the little jar": a size word, then a word of the line's name.
_SIZE_NOUN = re.compile(r"\b(?:(?:the|my|that|this|your)\s+)?(?P<size>big|bigger|biggest|large|larger|largest|little|littler|small|smaller|smallest|"
                        r"tiny|medium)\s+(?P<noun>[a-z][a-z-]{2,})\b", re.I)


def size_one_words(order: dict, sku: str, text: str) -> list[str]:
    """The words calling line `sku` by its size alone in `text` ("The big one"), when they name that line (`by_size_one`)."""
    clauses = [text, *(c for c in _SENTENCE_OR_CLAUSE.split(text) if c and c.strip())]
    return next(([m.group(0) for m in _SIZE_ONE.finditer(c)] for c in clauses if by_size_one(order, [c]) == {sku}), [])


def by_colour_family(order: dict, clauses: list[str]) -> set[str]:
    """The one line whose colour is of the colour family a clause names, when the clause names no line by its words
    and calls nothing fine: "the green one has a chunk out of the rim" beside "chalk white" and "sage" names the sage
    one (runs.colour_families)."""
    found = {sku for c in clauses if not _FINE.search(c) and _clause_tells_damage(c) for sku in lines_of_colour(order.get("lines", []), c)}
    return found if len(found) == 1 else set()


def _named_in(s: ReadSentence, kind: str, order: dict) -> set[str]:
    """The lines one sentence names for a request of `kind`: when it names several, those in the
    clause that holds the complaint ("the lamp works fine, but the shade is dented")."""
    return lines_in_clauses(order, s.text, s.spans.get(kind, []))


def request_spans(request: dict, kind: str) -> list:
    """Where a request sentence ({text, kinds, spans}) was read as asking for `kind`, else where it
    was read as asking for anything (a damage claim settled as a non-delivery)."""
    spans = request.get("spans") or {}
    return list(spans.get(kind) or [span for found in spans.values() for span in found])


def _named_just_before(reading: Reading, s: ReadSentence, order: dict) -> set[str]:
    return named_just_before(order, told_before(reading, s, order.get("order_ref", "")), s.text)


# Words that point back at goods told broken: "the two broken ones", "the damaged pieces", "refund the 2 cracked please".
# (Not a part named: "the broken handle".)
_BROKEN_ONES = re.compile(r"\bthe\s+(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+)?"
                          r"(?:broken|damaged|smashed|cracked|chipped|snapped|shattered|dented|torn|ripped|faulty|bad)"
                          r"(?:\s+(?:ones?|pieces?|items?|bits?|things?|units?|stuff|lot)\b|(?=\s*(?:[.,;!?)]|$|please|pls|for\b|too\b|back\b|as\s+well)))", re.I)


def broken_ones_in(order: dict, text: str, asking: str) -> set[str] | None:
    """When `asking` points back at goods told broken ("Refund the two broken ones"), the lines `text` tells damaged;
    None when `asking` points back at no broken goods."""
    return damaged_in_clauses(order, text) if _BROKEN_ONES.search(asking) else None


def named_just_before(order: dict, told: list[str], asking: str = "") -> set[str]:
    """A request naming no line ("Two arrived chipped.") is about the line the nearest sentence told
    before it names, when that sentence names one line only ("The four salad bowls came today.").
    A request pointing back at goods told broken (`asking`: "Refund the two broken ones") is about goods a
    sentence told damaged, never goods told of in passing or called fine ("The ice bucket is grand.")."""
    for text in reversed(told):
        if _FINE.search(text) or _PRAISED.search(text):
            continue  # "The servers are lovely.": not the goods the claim is about
        named = {x["sku"] for x in order.get("lines", []) if words_mentioned(x, text)}
        if named and (broken := broken_ones_in(order, text, asking)) is not None and not named & broken:
            continue  # "The ice bucket came on Monday. Refund the two broken ones.": not the ice bucket
        named = (_named_precisely(order, text, named) or named) if len(named) > 1 else named  # "a percale duvet cover": not the percale pillowcases
        if named:
            return named if len(named) == 1 else set()
    return set()


# A clause that says a line came through ("teapot survived", "the cups are both fine though"),
# unless it says it did not ("the lid is not ok"); "working" is left out ("it stopped working"), goods said to work are not
# ("Kettle works", runs/goods_said_to_work.py: the guard let a kettle told working be paid as damaged, ver35c V35-35).
_CAME_THROUGH = re.compile(r"\b(?:fine|ok|okay|perfect|intact|undamaged|unharmed|unbroken|alright|all\s+right|survived|made\s+it|in\s+one\s+piece|"
                           r"unscathed|safe\s+and\s+sound|arrived\s+safe(?:ly)?|no\s+damage|not\s+(?:damaged|broken|cracked|chipped|scratched)|"
                           # how the goods arrived, not how they were wrapped: "my own throw arrived beautifully", "came in great nick"
                           r"(?:arrived|came|got\s+here|turned\s+up)\s+(?:just\s+|really\s+|absolutely\s+)?(?:beautifully|perfectly|flawless(?:ly)?)"
                           r"(?!\s+(?:packed|packaged|wrapped|boxed|presented|protected|on\s+time|in\s+time))|"
                           r"in\s+(?:perfect|great|good|excellent|mint|pristine|immaculate|lovely|fine|tip[\s-]?top)\s+(?:condition|shape|nick|order))\b|"
                           + COLLOQUIAL_SAID + "|" + WORKS_SAID, re.I)
# ... or that tells of damage in the same clause: "the mug is fine apart from a chip in the rim".
_DAMAGE_TOLD = r"\b(?:chip|crack|broke|dent|scratch|smash|shatter|damag|torn|tear|ripp|leak|bent|snapp|split|stain)\w*"
_NOT_THROUGH = re.compile(r"(?:\bnot|n't|\bnever|\bhardly)\s+(?:\w+\s+)?(?:fine|ok|okay|perfect|intact|alright|all\s+right|survived|made\s+it|"
                          rf"in\s+one\s+piece|{COLLOQUIAL_FINE})\b|\b(?:except|apart\s+from|other\s+than|aside\s+from|save\s+for|besides)\b"
                          rf"|{_DAMAGE_TOLD}", re.I)
_DAMAGED = re.compile(_DAMAGE_TOLD, re.I)
# Words that join the names of things in a list: "the bowl and two of the four mugs", "the tee, the cap".
# (texted "n" for "and": "the mug n the bowl r both cracked"; and a list typed with no commas, one name's article straight
# after the other's name: "the mug the bowl and the jug all chipped")
_JOIN = re.compile(r"^\s*(?:,\s*(?:and\s+|n\s+|&\s*|plus\s+)?|and\s+|n\s+|&\s*|plus\s+|\+\s*|as\s+well\s+as\s+|(?:along|together)\s+with\s+|/\s*"
                   r"|(?=(?:the|my|our|a|an)\s))", re.I)
# What may stand between a joining word and the next thing's name: articles, possessives, counts ("and two out of the six",
# "and all but two of the": a count's own "out", "from", "among" and "but" are no verb or preposition of their own).
_LIST_FILLER = re.compile(r"^(?:the|a|an|my|our|both|all|of|those|these|its|their|his|her|\d+|one|two|three|four|five|six|seven|eight|nine|ten|"
                          r"eleven|twelve|dozen|half|pair|couple|few|several|out|outta|from|among|amongst)$", re.I)
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


# What calls a thing the rest of a line some of whose units the sentence says broke: "two of the
# mugs ... the other mugs survived", "the remaining 3 glasses are fine", "the rest of the plates".
_THE_REST_OF = re.compile(r"\b(?:other|remaining|rest\s+of(?:\s+the)?)\s+(?:[\w-]+\s+)?$", re.I)


def said_to_be_fine(order: dict, text: str) -> set[str]:
    """The lines a clause of `text` names and says are all right ("teapot survived", "the cups are
    both fine though"): never paid for, whatever else the sentence asks. A line a clause calls
    "the other mugs" while another clause names it is the rest of a line some of which broke: the
    units named elsewhere are asked about, so the line is not all right."""
    if first_look_then_found(text):
        return set()  # "looked fine in the box but when I lifted it the handle came off": damage found, not goods fine
    text = opening_assent_blanked(text)  # "Ok so pls send me a label for the boots": no word on the boots (runs/opening_words.py)
    text = remedy_fine_blanked(text)  # "a refund for the bowl would be fine by me": the refund is fine (runs/remedy_called_fine.py)
    clauses = [part for c in _SENTENCE_OR_CLAUSE.split(text) if c and c.strip() for part in _damage_then_fine(c)]
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    return {sku for c in clauses if (fine := _CAME_THROUGH.search(c)) and not _NOT_THROUGH.search(c)
            for piece in [c[goods_left_out_before(c, fine.start()) or 0:]]
            for start, _, sku in _mentions(order, piece, set(by_sku))
            # "the oat chair from September is still perfect" of a moss green chair: another chair, not this line
            if not _the_rest(order, c, sku, clauses) and not _other_colour_before(by_sku[sku], piece[:start])
            and not _other_piece_damaged(order, sku, c, clauses)} \
        | {sku for c in clauses if _CAME_THROUGH.search(c) and not _NOT_THROUGH.search(c) for sku in sized_lines(order, [c])}
    # ("refund for shade only not the lamp its fine": the lamp alone; "the small one's fine": the one small line of twins)


def _other_piece_damaged(order: dict, sku: str, clause: str, clauses: list[str]) -> bool:
    """Whether another clause of the sentence (or sentence of the ticket) names the same line by other words than `clause`
    does and tells damage:
    "The teapot is gorgeous and the sugar bowl is perfect, but the little milk jug has a chip" of one "Porcelain tea set
    (teapot, milk jug, sugar bowl)": some pieces of the unit are fine, the unit is not (a person settles the piece)."""
    line = next(x for x in order.get("lines", []) if x["sku"] == sku)
    fine_words = set(words_mentioned(line, clause))
    # (never by what it is made of or its colour, nor by a word it shares with the damaged goods: "Cracked enamel", "a crack
    # right through the enamel" of a dutch oven are no piece of the "Enamel camp mug" called fine)
    return any(set(words_mentioned(line, o)) - fine_words - MATERIAL_STEMS - _COLOUR_WORDS and _DAMAGED.search(o)
               and sku not in of_other_goods(order, o, {sku}) for o in clauses if o is not clause)


# A join in a clause told in a hurry: "2 wine glases r smashed n the decanter ok", "the lid cracked & the pot is fine".
_JOINED = re.compile(r"\s(?:and|n|&|\+|plus)\s", re.I)


@once_per_text
def _damage_then_fine(clause: str) -> list[str]:
    """A clause telling damage and then, after a join, goods that came through ("2 wine glases r smashed n the decanter
    ok"): the two, each a clause of its own; any other clause whole ("the mug and the plate are fine")."""
    fine = _CAME_THROUGH.search(clause)
    joins = list(_JOINED.finditer(clause, 0, fine.start())) if fine else []
    if joins and _NOT_THROUGH.search(clause, 0, joins[-1].start()) and not _NOT_THROUGH.search(clause, joins[-1].end()):
        return [clause[:joins[-1].start()], clause[joins[-1].end():]]
    return [clause]


def _other_colour_before(line: dict, before: str) -> bool:
    """Whether the word just before a name of the line is a colour the line is not ("the oat chair")."""
    words = _WORD.findall(before)
    return bool(words) and says_other_colour(line, words[-1])


def said_praised(order: dict, text: str) -> set[str]:
    """The lines a clause of `text` names and praises ("I love the cups, but the teapot lid doesn't fit", "the chest
    of drawers is lovely"): no wrong item and no change of mind is read on them, nor goods taken back."""
    skus = {x["sku"] for x in order.get("lines", [])}
    if praised_clause(text):  # a sentence praising all it names, whatever its clauses: "Cups: perfect, love them!!"
        return {sku for _, _, sku in _mentions(order, text, skus)}
    return {sku for clause in _SENTENCE_OR_CLAUSE.split(text) if clause and clause.strip() and praised_clause(clause)
            for _, _, sku in _mentions(order, clause, skus)}


def _the_rest(order: dict, clause: str, sku: str, clauses: list[str]) -> bool:
    """Whether `clause` calls the line "the other / remaining / rest of the" things while another
    clause of the sentence names it: the units beyond those named there, not the whole line."""
    line = next(x for x in order.get("lines", []) if x["sku"] == sku)
    # ("the other one is sage and perfect": its subject the rest of the line, runs/rest_of_line.py)
    called = called_the_rest(order, clause, sku) or any(other_units_told(clause[:start]) for start, _, hit in _mentions(order, clause, {sku}) if hit == sku)
    return called and any(words_mentioned(line, o) for o in clauses if o is not clause)


def called_the_rest(order: dict, text: str, sku: str) -> bool:
    """Whether `text` calls the line "the other / remaining / rest of the" things, itself or in a list those words begin:
    "so are the other bowl and mug" calls the rest of the bowls and the rest of the mugs, not the bowl and the mug."""
    skus = {x["sku"] for x in order.get("lines", [])}
    return any(_THE_REST_OF.search(text[:run[0][0]]) for run in _list_runs(order, text, skus) if any(hit == sku for _, _, hit in run))


def _mentions(order: dict, text: str, skus: set[str]) -> list[tuple[int, int, str]]:
    """Where each of these lines is named in `text`, word by word, neighbouring words of one line
    merged: [(start, end, sku)] in reading order ("serving bowl" is one mention). A name that fits
    several lines is the one it names by its head word (`_named_by_head`), else the first."""
    return [(start, end, hits[0]) for start, end, hits in _names(order, text, skus)]


@immutable_once_per_text
def _head_word(description: str) -> str:
    """The word naming what a line is: the last word of its name before any dash, comma or
    bracket ("Glass jug" is a jug, "Highball glass" a glass, "Stoneware mug - small" a mug)."""
    name = re.split(r"\s[-–—]\s|[,(]", description, maxsplit=1)[0]
    if head := dropped_head(name):
        return head  # "Headphone case" is a case, whatever the stems keep of it (runs/heads_the_stemmer_drops.py)
    words = [w for w in _WORD.findall(name) if line_words(w)]
    return words[-1] if words else ""


def _named_by_head(line: dict, name: str) -> bool:
    """Whether `name` ends in the line's head word: "glasses" names the highball glass by what it
    is, the glass jug only by what it is made of."""
    last = _WORD.findall(name)
    if (head := _head_word(line.get("description", ""))) in DROPPED_HEADS:
        return said_as_head(head, name)  # "headphones" is no "Headphone case"; "headphone case" is (runs/heads_the_stemmer_drops.py)
    return bool(last) and bool(words_mentioned({"description": head}, last[-1]))


def _names(order: dict, text: str, skus: set[str]) -> list[tuple[int, int, list[str]]]:
    """Each name of these lines in `text` with the lines it may be: [(start, end, [sku, ...])], the
    likeliest first. Neighbouring words are one name when some line has them all ("glass jug",
    "serving bowl"); a name fitting several lines fits best those it names by their head word, so
    in "the jug and two of the four glasses" the glasses are the highball glasses, not the jug."""
    by_sku = {x["sku"]: x for x in order.get("lines", []) if x["sku"] in skus}
    found: list[tuple[int, int, list[str]]] = []
    # the words, and the sizes said as sizes ("the 10s are fine": runs.size_words), in reading order
    said = sorted([(m.start(), m.end(), m.group(0), "") for m in _WORD.finditer(text)] + [(a, b, text[a:b], size) for a, b, size in size_spans(text)])
    for start, end, word, size in said:
        if found and start < found[-1][1]:
            continue  # a word inside a size said ("size" of "size 11")
        hits = [sku for sku, line in by_sku.items() if (size in sizes_carried(line["description"]) if size else words_mentioned(line, word))]
        if not hits:
            continue
        together = [sku for sku in found[-1][2] if sku in hits] if found and not text[found[-1][1]:start].strip() else []
        if together:
            found[-1] = (found[-1][0], end, together)
        else:
            found.append((start, end, hits))
    out = []
    for start, end, hits in found:
        # ("the headphone case": the head the stems drop, said after the name, is the name's end: runs/heads_the_stemmer_drops.py)
        end = head_after(text, end, {h for sku in hits if (h := _head_word(by_sku[sku].get("description", ""))) in DROPPED_HEADS}) or end
        by_head = [sku for sku in hits if _named_by_head(by_sku[sku], text[start:end])]
        out.append((start, end, by_head if len(by_head) == 1 else hits))
    return out


def _named_precisely(order: dict, text: str, skus: set[str]) -> set[str]:
    """The lines of these some name in `text` may be, each name read whole ("candle holder" is the
    holder's name; "candles" alone the candles'): a name fitting several lines keeps them all."""
    return {sku for _, _, hits in _names(order, text, skus) for sku in hits}


def lines_named_whole(order: dict, text: str) -> set[str]:
    """The lines `text` names, each name read whole: "the porcelain vase" names the vase, not the porcelain bowl
    beside it, though "porcelain" is a word of both, and "the small stoneware mug" the small one; a name fitting
    several lines keeps them all."""
    named = {x["sku"] for x in order.get("lines", []) if words_mentioned(x, text)}
    if len(named) > 1:
        named = _named_precisely(order, text, named) or named
    # lines named alike, told apart by a size or colour word only one has ("the small stoneware mug")
    return _by_telling_words(order, text, named) if len(named) > 1 else named


def _named_alone(order: dict, text: str, skus: set[str]) -> set[str]:
    """The lines of these `text` names by a name that fits no other of them (by its head word when
    several share a word): "the four glasses" beside a glass jug names the glasses' line."""
    return {hits[0] for _, _, hits in _names(order, text, skus) if len(hits) == 1}


def _joins(gap: str, *, same_line: bool = False) -> bool:
    """Whether the words between two things' names make a list of them: a joining word, then only
    articles and counts ("and two of the four"), never a verb or a preposition ("I got with the").
    `same_line`: both names are one line's. A line's name said again straight after itself, with no joining word
    ("... and the bread bin the bread bin has a big dent"), opens a clause of its own: no list typed without commas."""
    # (the count a name is one of, said after it, is the name's: "two plates out of six and the bowl", "(out of the 6) and",
    # "two of the six plates I ordered and the bowl")
    gap = _COUNT_TAIL.sub("", gap, count=1)
    m = _JOIN.match(gap)
    if not m or (same_line and not gap[:m.end()].strip()):
        return False
    rest = _WORD.findall(_ALL_BUT.sub("all", gap[m.end():])) + re.findall(r"\d+", gap[m.end():])
    return len(rest) <= 5 and all(_LIST_FILLER.match(w) for w in rest) and not re.search(r"[.!?]", gap)


_ALL_BUT = re.compile(r"\ball\s+but\b", re.I)
_COUNT_TAIL = re.compile(r"^\s*(\()?\s*(?:(?:out\s+of|outta|of|from)\s+(?:the\s+|my\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen))?"
                         r"(?:\s*(?:that\s+|which\s+)?(?:i|we)\s+(?:ordered|bought|got))?\s*(?(1)\))", re.I)


def listed_together(order: dict, text: str, skus: set[str]) -> bool:
    """Whether `text` names these lines as one list ("the serving bowl and two of the four mugs came
    smashed", "both things - the personalised tee and the cap"): each name follows the one before
    after only a joining word and articles or counts. A sentence that names two lines otherwise
    ("the mug I got with the teapot is cracked") does not say the complaint is about both."""
    return any(skus <= run for run in lists_in(order, text, skus))


def lists_in(order: dict, text: str, skus: set[str]) -> list[set[str]]:
    """The runs of these lines' names `text` joins into lists, in reading order: "The salad bowl,
    two of the mugs and the milk jug all arrived smashed - the teapot survived" holds {bowl, mugs,
    jug} and {teapot}."""
    return [{sku for _, _, sku in run} for run in _list_runs(order, text, skus)]


def _list_runs(order: dict, text: str, skus: set[str]) -> list[list[tuple[int, int, str]]]:
    found = _mentions(order, text, skus)
    adding = _adding_clauses(order, text)
    runs: list[list[tuple[int, int, str]]] = []
    for n, (start, end, sku) in enumerate(found):
        # "A couple of the side plates chipped, and one more of the bowls": the bowls go on the plates' list
        added = any(a <= start < b and found[n - 1][1] <= a for a, b in adding) if n else False
        if not n or not (_joins(text[found[n - 1][1]:start], same_line=found[n - 1][2] == sku) or added):
            runs.append([])
        runs[-1].append((start, end, sku))
    return runs


def _adding_clauses(order: dict, text: str) -> list[tuple[int, int]]:
    """Where `text` has clauses after a comma that only add lines to the clause before (`_only_adds`)."""
    breaks = list(_CLAUSE_BREAK.finditer(text))
    out = []
    for n, m in enumerate(breaks):
        end = breaks[n + 1].start() if n + 1 < len(breaks) else len(text)
        if m.group(0) in (",", ";") and _only_adds(order, text[m.end():end]):
            out.append((m.end(), end))
    return out


# Where a sentence of several complaints turns from one to the next: a clause break, or a joining
# word between two clauses ("the creamer is cracked and the sugar bowl smashed").
_COMPLAINT_BREAK = re.compile(_CLAUSE_BREAK.pattern + r"|\b(?:and|plus|also)\b|&|\+", re.I)
# The words of damage a hurried customer misspells ("smashd", "crakced"): a typo of one of them
# tells damage as the word itself does (runs.typos, runs.intents.cues.damage_typo).
@lru_cache(maxsize=4096)
def _clause_tells_damage(clause: str) -> bool:
    """Whether the clause tells damage in its words or by a damage word mistyped (deterministic in the clause: told once per clause)."""
    return tells_damage(clause) or any(damage_typo(w) for w in _WORD.findall(clause.lower()))


_ASIDE = re.compile(r"\([^()]*\)")


def damage_per_clause(order: dict, text: str, skus: set[str]) -> bool:
    """Whether `text` tells of these lines one clause each, every clause naming one of them and
    stating its own damage: "the creamer is cracked and the sugar bowl smashed", "cover ripped at
    the seam and the footstool has a snapped leg". Each is a claim of its own, as if told in two
    sentences; "the jug and two of the glasses are cracked" is a list (`listed_together`), and "the
    mug I got with the teapot is cracked" tells of one damage only, so it is neither."""
    if len(skus) < 2:
        return False
    by_sku = {x["sku"]: x for x in order.get("lines", []) if x["sku"] in skus}
    seen: set[str] = set()
    # a line named just before a count that tells its damage ("Ordered a dozen tumblers, three arrived smashed")
    counted = counted_after(text, None, lambda c: lines_named_whole(order, c), _clause_tells_damage)
    # an aside in brackets naming no line and telling no damage ("the candle holders (both of them) have chips") cuts no clause
    text = _ASIDE.sub(lambda m: " " if not _clause_tells_damage(m.group(0)) and not any(words_mentioned(x, m.group(0)) for x in by_sku.values())
                      else m.group(0), text)
    for clause in _COMPLAINT_BREAK.split(text):
        # each name read whole: "The ceramic vase was smashed" names the vase, not the ceramic candle holder beside it
        named = lines_named_whole({"lines": list(by_sku.values())}, clause)
        if not named:
            continue
        if len(named) > 1 or named & seen or not (_clause_tells_damage(clause) or named <= counted):
            return False
        seen |= named
    return seen == set(by_sku)


def damaged_in_clauses(order: dict, text: str) -> set[str]:
    """The lines named in the clauses of `text` that tell of damage ("teapot cracked and the sugar
    bowl smashed, creamer survived": the teapot and the sugar bowl)."""
    lines = order.get("lines", [])
    # (goods listed before one predicate share it: "the bowl and the jug were both broken", runs/listed_broken.py)
    text = with_item_head_joined(text)  # "wine glasses - 3 out of the 6 broken": one clause (runs/list_item_heads.py)
    clauses = clauses_told_together(text, _COMPLAINT_BREAK, _clause_tells_damage, lambda w: any(words_mentioned(x, w) for x in lines), _words_of(lines))
    return {x["sku"] for clause in clauses if _clause_tells_damage(clause) for x in lines if words_mentioned(x, clause)}


def _words_of(lines: list[dict]) -> set[str]:
    return {w.lower() for x in lines for w in _WORD.findall(x.get("description", ""))}


def _beside_damage(order: dict, text: str, spans, named: set[str]) -> set[str]:
    """The lines of `named` the sentence tells beside the damage its request (`spans`) was read in, in a clause of their own
    ("I love the colander and the cake stand arrived broken": the colander), less a line a count after it is told of
    ("Ordered a dozen tumblers, three arrived smashed")."""
    lines = [x for x in order.get("lines", []) if x["sku"] in named]
    beside = told_beside_damage(text, list(spans), _COMPLAINT_BREAK, _clause_tells_damage, lambda w: {x["sku"] for x in lines if words_mentioned(x, w)},
                                _words_of(lines))
    return beside - counted_after(text, None, lambda c: lines_named_whole(order, c), _clause_tells_damage) if beside else set()


def _asks(s: ReadSentence, kind: str) -> bool:
    """A sentence asks for `kind`: read as a request of it, or attached to one and read where it
    asks for it ("want to return both things - the tee and the cap. changed my mind on both.")."""
    return kind in s.kinds or bool(s.spans.get(kind))


def _read_lines(order: dict, reading: Reading, kind: str,
                voted_by: dict[int, set[str]] | None = None) -> tuple[dict[str, None], list[tuple[ReadSentence, set[str]]]]:
    """The lines each sentence asking for `kind` clearly names (`lines_asked_about`), and the
    sentences whose lines cannot be read, each with the lines it names (none, or several not listed).
    `voted_by`, when given, is filled with the lines read from each sentence, by its index."""
    lines = order.get("lines", [])
    requests = request_sentences(reading, order.get("order_ref", ""))
    claimed_by_other = {sku for s in requests if "other" in s.kinds and not set(s.kinds) - {"other"}
                        for named in [_named_in(s, "other", order)] if len(named) == 1 for sku in named}
    claimed = {sku for s in requests for other in s.kinds if other != kind
               for named in [_named_in(s, other, order)] if len(named) == 1 for sku in named}
    declined = _refund_declined_for(order, reading, kind)
    # the lines the customer declines money for or calls fine anywhere in the ticket: never the claim's, while another is left
    set_aside = declined | _fine_in_ticket(order, reading) | lines_let_go(order, [t.text for t in reading.sentences if t.role not in ("injected", "courtesy")])
    left = the_line_left(order, set_aside)
    # (never beside goods told as another person's, bought on their order: "a friend sent me a table lamp as a present, ordered
    # on her account ... It turned up with the base cracked": the claim may be of those goods, runs/intents/gift_from_another.py)
    if left and any(others_goods_elsewhere(t.text) for t in reading.sentences
                    if t.role != "injected" and order.get("order_ref", "") not in orders_in(t.text)):
        left = set()
    # the goods praised ("the throw is every bit as soft as the photos"): never the line left for a claim naming none (rest_of_line.py)
    praised_in_ticket = {sku for t in reading.sentences if t.role not in ("injected", "courtesy") for sku in said_praised(order, t.text)} if left else set()
    votes: dict[str, None] = {}
    unclear: list[tuple[ReadSentence, set[str]]] = []
    for s in (s for s in requests if _asks(s, kind)):
        named = _named_in(s, kind, order) | told_as_the_one(order, s.text, s.spans.get(kind, []))
        named = named or quoted_claim_lines(order, s, words_mentioned)  # "Refund me please" over "> the lamp came cracked" (quoted_claim_goods.py)
        if (titled := title_lines(s, requests, kind, named, claimed, intent_spans)) is not None and not (named := titled):
            continue  # a subject titling the body's asks: the body's sentences name the lines (runs.intents.subject_titles)
        if kind == "non_delivery" and (gone := companions(order, s.text, named, words_mentioned)):
            # "where is my scarf?? it hasnt arrived, was meant to come with the sweater": the scarf, named where it is asked after
            named = (named - gone) or {x["sku"] for t in attached_to(reading, s, order.get("order_ref", "")) for x in lines if words_mentioned(x, t)} - gone
        if not named and (loose := misnamed(order, s.text)):
            # "The lamp ... has a crack. Please refund me for the lamp base": the remedy beside it says which (remedy_names_the_line.py)
            named = line_named_by_remedy(lines, set(loose), attached_to(reading, s, order.get("order_ref", "")), words_mentioned, misfit_phrases,
                                         lambda t: said_to_be_fine(order, t))
        if not named and misnamed(order, s.text):
            unclear.append((s, named))  # "Bread knife ... snapped" beside a cheese knife: never the line told before, nor the one left
            continue
        if not named and ((before := _named_just_before(reading, s, order)) - set_aside or not left):
            named = before  # "I don't need a refund for the mugs. One came chipped": never the mugs while the teapot is left
        # (goods sent back on a change of mind are fine by its nature: "the gloves fit fine but I've realised I don't need
        # them, can I send those back too?" asks the gloves back, never the other line, ver35a V35-37)
        if kind != "change_of_mind" or named - said_to_be_fine(order, s.text):
            named -= said_to_be_fine(order, s.text)
        if s.not_goods and len(named) > 1:
            # "I'll keep the shorts and return the socks instead": never the goods the request says it is not about
            named = {x["sku"] for x in lines if x["sku"] in named and not any(words_mentioned(x, g) for g in s.not_goods)} or named
        # a line called fine or declined elsewhere is claimed again only by what it is, never by a word it shares with
        # other goods: "Cracked enamel" over "The little mug ... is fine" claims no "Enamel camp mug"
        named -= {sku for sku in named & set_aside if not named_by_head_word(order, sku, s.text)}
        if kind in ("wrong_item", "change_of_mind") and len(named) > 1 and named - (praised := said_praised(order, s.text)):
            named -= praised  # "I love the cups, but the teapot lid doesn't fit, like it's for a different model": the teapot
        if len(named) > 1 and named - set_aside:
            # "One cup is cracked and the teapot spout is chipped. I don't want a refund for the teapot": the cup is asked about
            named -= set_aside
        if not named and left and not left & set(misnamed(order, s.text)) and not praised_left_line(left, praised_in_ticket):
            # "Please don't refund the candles, they're perfect. One of the arms snapped off in transit, refund that": the
            # one line neither declined nor called fine
            named = left
        if len(named) > 1:
            # (an ask of no known kind takes no line the claim tells damaged in a clause of its own: "four of the twelve tumblers
            # were shattered and the ice bucket arrived with a dent" beside "Kindly refund the four glasses and the bucket")
            kept = named & claimed_by_other if kind == "damaged_item" and damage_per_clause(order, s.text, named) else set()
            named -= claimed - kept
        if len(named) > 1 and not listed_together(order, s.text, named):
            # "wrong size curtains" + attached "I clicked the 140cm curtains": the size tells the line
            named = _by_telling_words(order, " ".join(t.text for t in requests if t.role == "attached"), named)
        if len(named) == 1 or (named and (listed_together(order, s.text, named)
                                          or (kind == "damaged_item" and damage_per_clause(order, s.text, named))
                                          or lines_added_too(order, s.text, named, _only_adds, lines_named_whole))):  # "...and the toaster too"
            votes.update(dict.fromkeys(sorted(named)))
            if voted_by is not None:
                voted_by[s.index] = set(named)
        else:
            unclear.append((s, named))
    by_sku = {x["sku"]: x for x in lines}
    return {sku: None for sku in by_sku if sku in votes}, unclear


# "the grey one": a line called by a word of its own and "one" (runs/line_told_as_the_one.py reads it in clauses called fine)
_WORD_ONE = re.compile(r"\b(?:the|that|this|my|our)\s+(?P<word>[a-z][a-z-]*)\s+one\b(?!\s+of\b)", re.I)


def told_as_the_one(order: dict, text: str, spans: list) -> set[str]:
    """The line a claim's clause calls "the <word> one" where the word tells that line alone from the order's others, a
    colour the line names included ("it's the grey one that's torn, the blue one is fine" of a blue and a grey towel: the
    grey one; a colour alone names no line elsewhere, GENERIC)."""
    lines = order.get("lines", [])
    if len(lines) < 2 or not spans:
        return set()
    telling = _telling_words(order, {x["sku"] for x in lines})
    out: set[str] = set()
    for a, b in spans:
        for m in _WORD_ONE.finditer(_clause_around(text, a, b)):
            said = said_stems(m.group("word"), other_names=False)
            if len(owners := [sku for sku, words in telling.items() if said & words]) == 1:
                out.add(owners[0])
    return out


def _fine_in_ticket(order: dict, reading: Reading) -> set[str]:
    """The lines some sentence of the ticket says came through all right ("The glasses are all perfect")."""
    return lines_set_aside(order, [], [t.text for t in reading.sentences if t.role not in ("injected", "courtesy")])


def lines_let_go(order: dict, texts: list[str]) -> set[str]:
    """The lines the customer lets go in a later sentence (runs/intents/goods_narrowed_next.py): named before a sentence
    narrowing the ask to other goods ("Correction: only the plate") and not named again after it, or told only dirty ("the
    lamp's just dusty")."""
    out = {sku for t in texts for clause in dirt_clauses(t) for sku in mentioned(order, [clause])}
    for i, text in enumerate(texts):
        if (kept := narrowed_goods(text)) and (kept_lines := set(mentioned(order, [kept]))) and kept_lines <= set(mentioned(order, texts[:i])):
            out |= set(mentioned(order, texts[:i])) - kept_lines - set(mentioned(order, texts[i + 1:]))
    return out


def lines_set_aside(order: dict, refusals: list[tuple[str, str]], texts: list[str]) -> set[str]:
    """The lines a refusal declines by name (each `(text, about)`, as `lines_refused` reads it) or some of
    `texts` says came through all right: never the line of a claim that names none."""
    lines = order.get("lines", [])
    # (not "the rest of the plates are fine" beside a sentence telling some plates broke: the rest only; nor a set whose
    # pieces called fine here are not the piece another sentence tells damaged: "Trowel and fork both fine. The pruners were bent.")
    return {sku for text, about in refusals for sku in lines_refused(lines, text, about) or ()} \
        | {sku for t in texts for sku in said_to_be_fine(order, t)
           if not called_the_rest(order, t, sku) and not _other_piece_damaged(order, sku, t, texts)}


def the_line_left(order: dict, set_aside: set[str]) -> set[str]:
    """The one line of the order neither declined nor called fine, when some are ("Please don't refund the
    candles, they're perfect. One of the arms snapped off in transit": the holder), else none."""
    left = {x["sku"] for x in order.get("lines", [])} - set_aside
    return left if set_aside and len(left) == 1 else set()


def _refund_declined_for(order: dict, reading: Reading, kind: str) -> set[str]:
    """The lines a sentence declining their refund names ("no refund for the teapot, I can live with
    it"), for claims of `kind`: a claim of them beside another line's is not asked about."""
    # "don't refund the candles" declines the candles, not the candle holder beside them
    return lines_set_aside(order, [(s.text, s.about) for s in declining_sentences(reading, order.get("order_ref", ""))
                                   if "refund" in s.forbids and (not s.forbid_kinds or kind in s.forbid_kinds)]
                           + struck_beside_ask(reading, order.get("order_ref", ""), kind), []) \
        | (_only_asked(order, reading) if kind in ("damaged_item", "wrong_item") else set())


def _only_asked(order: dict, reading: Reading) -> set[str]:
    """The lines left out of money asked ONLY for other goods ("I only want a refund for the teapot": intents/only_goods_asked.py)."""
    mine = normalise_ref(order.get("order_ref", "")) if order.get("order_ref") else ""
    texts = [s.text for s in reading.sentences if s.role != "injected" and s.about_order(mine)]
    return only_asked_aside(order.get("lines", []), texts, lambda x, t: bool(words_mentioned(x, t)))


def lines_asked_about(order: dict, reading: Reading, kind: str) -> tuple[list[dict], str]:
    """The lines requests of `kind` are about, in the order's order, or [] and why not. Each
    sentence asking it names lines: one, or several it lists together ("the serving bowl and two
    of the four mugs came smashed"), less those a clause of it says came through ("teapot
    survived") and, when it names several, those another kind of request names on its own ("Stove
    damaged and wrong headlamp": the headlamp is the wrong item). Every line so named is asked
    about, each to be judged on its own; a sentence naming several lines in any other way, or no
    line named at all, is not guessed: when other sentences name lines clearly, it is one of
    `requests_unread`, a subtask of its own for a person, never dropped."""
    lines = order.get("lines", [])
    if len(lines) <= 1:
        if lines and not _tied_to_order(order, reading, kind):
            return [], (f"the ticket names several orders ({', '.join(reading.orders)}) and the request names neither this order nor its "
                        f"{lines[0]['description']}: a person finds which order it is about")
        elsewhere = lines and kind in LINE_KINDS and other_goods_named(lines[0], [s.text for s in request_sentences(reading, order.get("order_ref", "")) if _asks(s, kind)],
                                                                       [s.text for s in reading.sentences if s.role != "injected"], kind)
        if elsewhere:
            return [], (f"the request names the {', the '.join(elsewhere)}, which order {order.get('order_ref', '')} does not hold (its one line is the "
                        f"{lines[0]['description']}): a person finds which order it is about")
        return lines[:1], ("" if lines else "the order has no lines")
    votes, unclear = _read_lines(order, reading, kind)
    by_sku = {x["sku"]: x for x in lines}
    if votes:
        return [x for x in lines if x["sku"] in votes], ""
    named = {sku: None for _, skus in unclear for sku in sorted(skus)}
    if named:
        names = ", ".join(by_sku[sku]["description"] for sku in named)
        return [], f"the request names more than one line of the order ({names}) and does not say clearly which one it is about"
    # (or goods no line is told as the problem's subject: "The milk frother that came in the same box also has a snapped
    # whisk" on an order of a kettle and a bread board, named for the person rather than "names none of them")
    strangers = {h for s in request_sentences(reading, order.get("order_ref", "")) if _asks(s, kind) for h in goods_heads(s.text)
                 if not any(words_mentioned(x, h) or half_of_a_word(x, h) for x in lines)}
    if other := sorted({p for s, _ in unclear for found in misnamed(order, s.text).values() for p in found} | strangers):
        return [], (f"the request names the {', the '.join(other)}, which none of the order's lines is ("
                    + ", ".join(x["description"] for x in lines) + "): a person asks which goods the customer means")
    return [], ("the order has several lines (" + ", ".join(x["description"] for x in lines)
                + ") and the request names none of them")


def other_goods_named(line: dict, texts: list[str], told: list[str] = (), kind: str = "") -> list[str]:
    """The goods a one-line order's claim sentences name that are not its line, when the ticket never names the
    line at all (but to praise it or call it fine): "The blue throw arrived with a tear. Please refund the throw." on an order of one cushion cover
    names a throw, never the cover, so nothing on the cover is owed (runs.goods_heads). [] when a claim names the
    line, or any sentence `told` about the order does by a word of it but a colour ("I ordered the oak frame ...
    The glass is fine but the wood has a long scratch": the frame's glass and wood). Of a wrong item (`kind`), the goods
    told as sent are the mistake, never other goods (runs/goods_told_as_sent.py)."""
    # (goods another person bought, told beside the claim, are theirs: "My sister bought a lamp from you", others_purchase_told.py)
    told = [t for t in told if t in texts or not bought_by_another(t)]
    if kind == "wrong_item":
        found = other_goods_named(line, [without_goods_sent(t) for t in texts], [without_goods_sent(t) for t in told])
        return [p for p in found if not named_by_own_word(line.get("description", ""), p)]
    misfits = [p for t in texts for p in misfit_phrases(line, t)]
    misfits = without_short_names(misfits, [set(words_mentioned(line, t)) - _COLOUR_WORDS for t in told if not misfit_phrases(line, t)], lambda p: set(words_mentioned(line, p)))
    if misfits and not any(words_mentioned(line, t) and not misfit_phrases(line, t) for t in texts):
        return list(dict.fromkeys(misfits))  # "Bread knife ... snapped" of a cheese knife: whatever the subject line said
    heads = [h for t in texts for h in (*goods_heads(t), *parts_sold_alone(line, t))]  # ("the cushion" of a blanket: runs/parts_sold_alone.py)
    if kind == "change_of_mind":  # "I changed my mind about the fridge" of a lamp's order (runs/goods_of_a_change_of_mind.py)
        heads += [h for t in texts for h in goods_changed_mind_about(t)]
    # the goods told as bought ("I bought one of your electric kettles on eBay"), in a claim or told beside it
    heads = list(dict.fromkeys([*heads, *(h for t in [*texts, *told] for h in goods_bought(t))]))
    # (a colour told as ordered names no goods: "whereas I ordered the grey" of a "Wool throw, grey")
    heads = [h for h in heads if not ((stems := content_stems(h)) and stems <= _COLOUR_WORDS)]
    # the line praised or called fine beside the claim ("The throw is gorgeous by the way.") is not the goods it tells of
    order = {"lines": [line]}
    told = [t for t in told if t in texts or not (said_praised(order, t) or said_to_be_fine(order, t))]
    # the line named only in a title, or beside goods told as bought in their own right, stands for none of them
    # (runs/line_named_only_as_a_title.py: "SU-97008 rug" over "The clock I ordered last week is broken")
    # (a head sharing a word of the line is its short name, which a title naming it in full tells: "Pendant light order")
    bought = all(told_as_bought(h, [*texts, *told]) for h in heads)
    strangers = not any(words_mentioned(line, h) or short_goods_of(line.get("description", ""), h) for h in heads)
    if not heads or any(short_goods_of(line.get("description", ""), h) for h in heads) \
            or any(words_mentioned(line, h) and not misfit_phrases(line, h) for h in heads) \
            or not bought and any(set(words_mentioned(line, t)) - _COLOUR_WORDS and not misfit_phrases(line, t)
                                  and not (strangers and only_titles(set(words_mentioned(line, t)), t))
                                  # (a line told only as received stands for no goods a claim names: "I got the rug yesterday.
                                  # The lamp ... arrived broken", runs/line_named_outside_the_claim.py)
                                  and not (strangers and t not in texts and told_only_as_received(t)) for t in [*texts, *told]):
        return []
    return heads


# A colour names no goods by itself: "the blue throw" does not name a "Blue cushion cover".
_COLOUR_WORDS = frozenset(content_stems(" ".join(colour_words())))


def _tied_to_order(order: dict, reading: Reading, kind: str) -> bool:
    """Whether a request of `kind` is this one-line order's: always, but in a ticket naming several orders whose requests
    inherit only the first of a list ("re: SU-1 / SU-2 / SU-3 ... the headphones are not the ones I ordered"): then one
    of them, or what was told just before it, must name the order's line."""
    asking = [s for s in request_sentences(reading, order.get("order_ref", "")) if _asks(s, kind)]
    if not asking or not all(s.order_unsure for s in asking):
        return True
    line = order["lines"][0]
    return any(words_mentioned(line, t) for s in asking for t in [s.text, *told_before(reading, s, order.get("order_ref", ""))])


def requests_unread(order: dict, reading: Reading, kind: str) -> list[ReadSentence]:
    """The sentences asking for `kind` whose lines cannot be read while another sentence's lines
    are: "The toaster's tray came bent. Also the knife has a cracked handle." must not become the
    knife alone. A sentence naming no line is left out when it only attaches a remedy ("Please
    refund both.") or goes on about the line the sentence just before it names alone ("The lamp
    came broken. It's in bits."): both are about lines already read."""
    lines = order.get("lines", [])
    if len(lines) <= 1:
        return []
    voted_by: dict[int, set[str]] = {}
    votes, unclear = _read_lines(order, reading, kind, voted_by)
    if not votes:
        return []  # no line read at all: the request's own subtask asks a person (lines_asked_about says why)
    out = []
    for s, named in unclear:
        if named and named <= set(votes):
            continue  # every line it names is read from another sentence, each its own subtask
        if named and subject_restates_claim(order, reading, s, voted_by, words_mentioned):
            continue  # "chipped vase" over "The blue vase came with a chip": the body's claim again (subject_restating_claim.py)
        if not named and (s.role == "attached" or _goes_on_about(order, reading, s, set(votes))
                          or points_back_at_claim_before(reading, s, voted_by)
                          or announces_what_follows(reading, s, voted_by, order)):  # "two items arrived damaged. The platter ..." (claim_lead_ins.py)
            continue
        out.append(s)
    return out


# Words that point back at things already named: "It leaks everywhere", "Refund the broken stuff",
# "a refund for the two chipped ones", "refund the 2 broken". A sentence without one ("Also the thing in the long box is
# scratched") tells of something else.
_REFERS_BACK = re.compile(r"\b(?:it|its|it's|they|them|their|these|those|this|that|both|either|ones?|the\s+(?:(?:\d+|two|three|four|five|six)\s+)?(?:broken|damaged|smashed|cracked|chipped|"
                          r"faulty|bad|rest|lot|same)|all\s+(?:of\s+)?(?:them|three|four))\b", re.I)


# Words that bring in another thing (runs/claim_pointed_back.py): "Also the thing in the long box is scratched".
_NEW_THING = NEW_THING


def _goes_on_about(order: dict, reading: Reading, s: ReadSentence, read: set[str]) -> bool:
    """Whether `s` goes on about things named ("It leaks", "The burner head is bent", not "Also the
    thing in the long box is scratched" unless it points back: "the broken ones") and the lines the nearest
    sentence before it naming any names (less those it says came
    through; a sentence only praising goods or calling them fine skipped) are all lines already
    read: "The bowl and two mugs came smashed. Refund the broken stuff." """
    if _NEW_THING.search(s.text) and not _REFERS_BACK.search(s.text):
        return False
    for t in reversed([t for t in reading.sentences if t.index < s.index and t.role not in ("injected", "courtesy")]):
        if (_FINE.search(t.text) or _PRAISED.search(t.text)) and not damaged_in_clauses(order, t.text):
            continue  # "The servers are lovely.": not the goods the request goes on about
        named = {x["sku"] for x in order.get("lines", []) if words_mentioned(x, t.text)} - said_to_be_fine(order, t.text)
        if named and (broken := broken_ones_in(order, t.text, s.text)) is not None:
            if not broken:
                continue  # "The ice bucket came on Monday. Refund the two broken ones.": goods told of in passing
            named = broken
        if named and _REFERS_BACK.search(s.text):
            # "teapot cracked and the sugar bowl smashed, creamer survived. refund the 2 broken": the
            # broken ones are those its clauses of damage name, whatever it says of the rest
            named = damaged_in_clauses(order, t.text) or named
        if named:
            return named <= read
    return False


def line_asked_about(order: dict, reading: Reading, kind: str) -> tuple[dict | None, str]:
    """The one line requests of `kind` are about, or None and why not (several lines asked about
    are each their own subtask: `lines_asked_about`)."""
    found, why = lines_asked_about(order, reading, kind)
    if len(found) == 1:
        return found[0], ""
    if found:
        return None, "the request names several lines of the order (" + ", ".join(x["description"] for x in found) + ")"
    return None, why


# The kinds whose subtasks are about lines of the order (a charge taken twice or a late fee is not).
LINE_KINDS = ("damaged_item", "wrong_item", "change_of_mind")


def lines_unplanned(order: dict, reading: Reading, subtasks: list[dict]) -> list[tuple[str, dict]]:
    """The lines the ticket's requests clearly name that no subtask of their kind names, each with
    its kind: [(kind, line)]. A plan whose subtasks of a kind each name lines ("settle the damaged
    bread knife") must name every line asked about (the toaster beside it too); a subtask of the kind
    naming no line stands for all of them (a person says which), so it leaves nothing out."""
    lines = order.get("lines", [])
    if len(lines) <= 1:
        return []
    out = []
    for kind in LINE_KINDS:
        planned = [t for t in subtasks if t["kind"] == kind or (kind == "damaged_item" and t["kind"] == "non_delivery")]
        named = [{x["sku"] for x in lines if words_mentioned(x, t["goal"])} for t in planned]
        if not planned or not all(named):
            continue
        votes, _ = _read_lines(order, reading, kind)
        out += [(kind, x) for x in lines if x["sku"] in votes and x["sku"] not in set().union(*named)]
    return out



def goods_of_another_kind(order: dict, reading: Reading) -> list[tuple[str, str, str]]:
    """(kind, sentence, the customer's phrase) for each request of an item kind about this order that uses words of its
    lines only to name other goods ("The wool throw has a moth hole" of an order holding a "Throw pillow cover"):
    the goods may be on another order of the customer's."""
    lines = order.get("lines", [])
    out = []
    for s in request_sentences(reading, order.get("order_ref", "")):
        phrases = misnamed(order, s.text)
        if s.role != "request" or not phrases or any(words_mentioned(x, s.text) and x["sku"] not in phrases for x in lines):
            continue
        out += [(kind, s.text, next(iter(phrases.values()))[0]) for kind in s.kinds if kind in LINE_KINDS]
    return out
