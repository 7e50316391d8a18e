"""A subject line that only repeats the claim the body tells ("chipped vase SU-35117" over "The blue vase came with a chip
out of the rim."): its goods words are all words the body's claim names its line by, so it is that claim, never a second
request whose line a person must find. On an order of a blue vase and a bud vase, the subject's "vase" named both, and a
second damage subtask went to a person (ver35c V35-16). A subject naming goods words the body does not ("chipped bud
vase" over "the blue vase came chipped") is left to a person, as before."""

from __future__ import annotations

from collections.abc import Callable

from .intents import Reading, ReadSentence


def subject_restates_claim(order: dict, reading: Reading, s: ReadSentence, voted_by: dict[int, set[str]],
                           words_mentioned: Callable[[dict, str], list[str]]) -> bool:
    """Whether `s`, the subject line read as naming what the body asks, names its lines only by words the body's claim
    sentences (`voted_by`: the lines read from each request, by its index) use of the lines they were read as about."""
    if s.index != 0 or s.role != "attached":
        return False
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    said = {w.lower() for line in by_sku.values() for w in words_mentioned(line, s.text)}
    body = {w.lower() for t in reading.sentences if t.index in voted_by and t.index != 0
            for sku in voted_by[t.index] if sku in by_sku for w in words_mentioned(by_sku[sku], t.text)}
    # a claim naming its line only by colour or as "the grey one" ("it's the grey one that's torn, the blue one is fine"
    # under "torn towel", left40 V40-3b): the subject's goods words are that line's own name's
    body |= {w.lower() for t in reading.sentences if t.index in voted_by and t.index != 0
             for sku in voted_by[t.index] if sku in by_sku and not words_mentioned(by_sku[sku], t.text)
             for w in words_mentioned(by_sku[sku], by_sku[sku].get("description", ""))}
    return bool(said) and said <= body
