"""Goods listed together and told damaged by one predicate: "the mixing bowl and the milk jug were both
broken", "the bowl, the jug and the spoon rest all arrived smashed", "I got the bowl and the jug, both
cracked". Cut at "and" and at commas, such a sentence leaves the first goods in a clause of their own that
tells no damage; each of them is told damaged all the same, as if the customer had written two sentences.

A name shares the damage only when its clause holds nothing but goods words (determiners, counts, the words
of the order's lines, a size word), or after a word of goods received when the predicate is told of all
("both", "all three", "they were"): "I returned the bowl and the jug arrived broken" tells the jug only.
A predicate taken up again ("the whisk shattered, and so did the bowl") is the damage told before it.
A clause told after a hard break (";", "but", a full stop) never joins a list.

The other way round, goods named in a clause with a predicate of its own that tells no damage ("I love the
colander and the cake stand arrived broken", "I returned the bowl and the jug came cracked") are told beside
the damage, not claimed damaged: a line named only so is no line the damage claim is about (`told_beside_damage`).
"""

from __future__ import annotations

import re

# the breaks inside a list of goods; any other break (";", ":", "but", a dash) ends the list
_SOFT = {"and", "&", "+", "plus", ","}
_WORD = re.compile(r"[a-z0-9][a-z0-9'-]*", re.I)
_LIST_WORDS = {"the", "my", "our", "a", "an", "both", "this", "that", "these", "those", "big", "little", "small", "large", "tall", "new",
               "unfortunately", "sadly", "regrettably", "unluckily", "alas", "frustratingly", "disappointingly", "somehow", "so", "well", "also", "oh", "hi", "hello", "ok", "okay", "and", "yes", "annoyingly", "too", "as", "even",
               # a greeting texted before the list ("hiya the bowl and the plate r both cracked": the bowl was told beside the damage)
               "hiya", "heya", "hey", "hii", "hiii", "howdy", "yo", "morning", "afternoon", "evening", "g'day", "gday", "um", "umm", "erm", "hmm"}
# words that count goods with no verb of their own: "Two of the bowls cracked, and one more of the plates" tells the plates cracked too
# ("Two out of the six plates and the serving bowl came broken", "2 outta 6 plates", "two from the six": the plates too)
# ("all but two of the plates and the bowl": a "but" after "all" counts too, it is no break there)
_COUNTING = {"of", "out", "outta", "from", "among", "amongst", "all", "but", "more", "another", "other", "one", "ones", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "pair",
             "couple", "few", "some", "them", "rest", "half", "single", "extra", "further", "x", *map(str, range(1, 21))}
# a predicate said once and taken up again: "The carafe shattered, and so did one of the bowls", "same with the jug"
_ELLIPSIS = re.compile(r"\b(?:so|as|neither|nor)\s+(?:did|does|do|was|were|is|are|has|have|had)\b|\bsame\s+(?:with|for|goes)\b|\blikewise\b"
                       r"|\b(?:did|was|were|is|are|has|have)\s+(?:too|as\s+well|also)\b", re.I)
# a clause leading into the list with goods received ("I got the bowl and the jug, both cracked", "the parcel came with the towels and
# the bin and both of them were soaked"): only beside a predicate told of all, and only the goods after the word
_RECEIVED = re.compile(r"\b(?:got|received|recieved|unpacked|opened|ordered|bought|with|including|containing)\s+", re.I)
# the predicate told of all of them: "both", "all (three|of them)", "each (one)", "they were"
_ALL_OF_THEM = re.compile(r"^\s*(?:(?:they|these|those)(?:'re|\s+(?:are|were|have|had|both|all|each|arrived|came|got))?\s*)?"
                          r"(?:both|all(?:\s+(?:two|three|four|five|six|of\s+(?:them|em)))?|each(?:\s+(?:one|of\s+them))?|they)\b"
                          r"(?!\s+(?:of\s+the\s+)?(?:box|boxes|parcel|parcels|package|packages|cartons?|bags?|outer)\b)", re.I)


def _pieces(text: str, breaks: re.Pattern) -> list[tuple[str, str, int]]:
    """The clauses of `text` cut at `breaks`, each with the break before it ('' for the first) and where it starts."""
    out, at, before = [], 0, ""
    for m in breaks.finditer(text):
        sep = m.group(0).strip().lower()
        if out and not text[at:m.start()].strip():
            # breaks side by side (", and") are one break: a hard one if either is
            at, before = m.end(), before if before not in _SOFT else sep
            continue
        out.append((before, text[at:m.start()], at))
        at, before = m.end(), sep
    out.append((before, text[at:], at))
    return out


# the goods' own "I ordered" after their name or count, never the clause's verb: "two plates out of the six I ordered and the
# bowl came broken" lists the plates ("I ordered the bowl and the jug came broken" opens with its verb: the bowl is no list's)
_ORDERED_BY_ME = re.compile(r"(?<=\w)\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:ordered|bought|got|paid\s+for)\b", re.I)


# a sorry opener before the list tells no predicate of its own: "I'm afraid two of the plates and the bowl were broken"
_SORRY_TO_TELL = re.compile(r"^\W*(?:(?:i'?m|i\s+am|im)\s+)?(?:afraid|sorry\s+to\s+(?:say|report|tell\s+you)|sad\s+to\s+(?:say|report))"
                            r"(?:\s+that)?\b", re.I)


def _goods_only(clause: str, names_goods, goods_words: set[str]) -> bool:
    words = [w.lower() for w in _WORD.findall(_ORDERED_BY_ME.sub("", _SORRY_TO_TELL.sub("", clause)))]
    return bool(words) and names_goods(clause) and all(w in _LIST_WORDS or w in goods_words or names_goods(w) for w in words)


def _after_names(clause: str, names_goods, goods_words: set[str]) -> str:
    """The words of a clause after the goods it opens with: "the milk jug were both broken" -> "were both broken"."""
    words = list(_WORD.finditer(clause))
    i = 0
    while i < len(words) and (words[i].group(0).lower() in _LIST_WORDS - {"both"} or words[i].group(0).lower() in goods_words
                              or names_goods(words[i].group(0))):
        i += 1
    return clause[words[i].start():] if i < len(words) else ""


def clauses_told_together(text: str, breaks: re.Pattern, tells_damage, names_goods, goods_words: set[str]) -> list[str]:
    """The clauses of `text` cut at `breaks`, a clause of damage joined to the goods listed before it that share its
    predicate (`names_goods(words)`: whether the words name a line; `goods_words`: the order's description words)."""
    pieces = _pieces(text, breaks)
    out: list[str] = []
    for i, (before, clause, _) in enumerate(pieces):
        if not tells_damage(clause):
            # "The whisk shattered, and so did the bowl": the predicate taken up again is the damage told just before
            took_up = before in _SOFT and i and tells_damage(pieces[i - 1][1]) and _ELLIPSIS.search(clause)
            out.append(f"{pieces[i - 1][1]} and {clause}" if took_up else clause)
            continue
        told_of_all = bool(_ALL_OF_THEM.match(clause))
        rest = clause if told_of_all else _after_names(clause, names_goods, goods_words)
        shared = told_of_all or names_goods(clause[:len(clause) - len(rest)])
        joined, j, sep = [], i - 1, before
        while shared and j >= 0 and (sep in _SOFT or (told_of_all and sep in (":", "-", "–", "—") and not joined)):
            prior_sep, prior, _ = pieces[j]
            if _goods_only(prior, names_goods, goods_words | _COUNTING):
                joined.insert(0, prior)
            elif told_of_all and (lead := list(_RECEIVED.finditer(prior))) and names_goods(prior[lead[-1].end():]):
                joined.insert(0, prior[lead[-1].end():])  # "the mixer came with the bowl": the bowl, never the mixer
                break
            else:
                break
            j, sep = j - 1, prior_sep
        out.append(" and ".join([*joined, clause]) if joined else clause)
    return out


def told_beside_damage(text: str, spans: list[tuple[int, int]], breaks: re.Pattern, tells_damage, lines_named, goods_words: set[str]) -> set[str]:
    """The lines (`lines_named(words)`: the skus some words name) that `text` names only in clauses with a predicate of their
    own telling no damage and holding none of the request's `spans`, while the clauses holding them tell a named line damaged:
    "I love the colander and the cake stand arrived broken" tells the colander beside the damage. None when no clause
    holding a span names a damaged line (a request read elsewhere: "Camp stove arrived damaged and wrong headlamp" asks of
    the headlamp as the wrong item)."""
    names = lambda w: bool(lines_named(w))  # noqa: E731
    pieces = _pieces(text, breaks)
    held = [(clause, at) for _, clause, at in pieces if any(at <= start < at + len(clause) for start, _ in spans)]
    if not spans or not held or not all(tells_damage(c) for c, _ in held):
        return set()
    damaged = {sku for c in clauses_told_together(text, breaks, tells_damage, names, goods_words) if tells_damage(c) for sku in lines_named(c)}
    beside = {sku for _, c, at in pieces if (c, at) not in held and not tells_damage(c) and not _goods_only(c, names, goods_words | _COUNTING)
              and not _ELLIPSIS.search(c) for sku in lines_named(c)}
    return beside - damaged if damaged else set()
