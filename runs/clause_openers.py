"""Words that open a clause or join one to the last, never a kind of goods: "But kettle is never come", "and toaster
fine", "also lamp broken", "so kettle never came".

Blind round ver26a (VER26A-04): a customer writing in a second language leaves out "the" ("But kettle is never come."),
so the word before the goods' head is the clause's opener. runs/goods_phrases.py read "but kettle" as a kind of kettle
that the order's "Stainless electric kettle 1.7L" is not, and a lost parcel's kettle went to a person asking which goods
were meant. A conjunction or a word of greeting before a noun says nothing of its kind; these are read like "the".

Only words that never stand before a noun as its kind: no prepositions ("cover for kettle" names a cover, not the
kettle), no nouns or adjectives."""

from __future__ import annotations

CLAUSE_OPENERS = frozenset("""
but and also plus yet then because since while whilst though although however unfortunately sadly luckily anyway
still just even hello hi hey dear well okay ok oh now meanwhile besides otherwise nor
""".split())
