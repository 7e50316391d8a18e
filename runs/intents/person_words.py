"""The words for another person, one list for every reader of another person's goods or order: "my sister's order"
(doubt.py), "hers arrived cracked", "my dad's one" (others_goods_by_possessive.py), "my neighbour ordered the same lamp"
(others_goods_theirs.py); and for every reader of who else did or will do something with the goods: "my husband has glued
it" (waived_goods.py), "my daughter will use it" (waived_claims.py), "my son dropped it" (damage_words.py, beside the
guests, help, animals and appliances it reads as anyone at home).

Each reader takes the list as one alternation; a reader that has never read some of the words names them (`without`), so
a word added here reaches every reader, and where the readers differ is written at the reader, in plain sight, rather than
in lists of their own that drift apart."""

from __future__ import annotations

PERSON_WORDS = ("neighbou?r", "friend", "mate", "pal", "sister", "sis", "brother", "bro", "mum", "mom", "mam", "mother", "dad",
                "father", "colleague", "co-?worker", "partner", "wife", "husband", "hubby", "son", "daughter", "cousin", "aunt",
                "auntie", "uncle", "flatmate", "roommate", "boss", "gran", "nan", "grandma", "grandmother", "grandad",
                "grandfather", "niece", "nephew", "in-?laws?", "(?:boy|girl)friend", "kids?", "children", "child", "other\\s+half",
                "fianc[eé]e?", "grandson", "granddaughter", "grandpa", "granny", "nana", "aunty", "housemate", "stepson", "stepdaughter",
                "step(?:mum|mom|dad)")


# The words added when the lists of who else handled the goods (waived_goods.py, waived_claims.py, damage_words.py) were
# put onto this one: the readers of another person's goods told as theirs (others_goods_theirs.py,
# others_goods_by_possessive.py) leave them out until a ticket shows them read right there (each names them as `ADDED`).
ADDED = ("child", "other\\s+half", "fianc[eé]e?", "grandson", "granddaughter", "grandpa", "granny", "nana", "aunty", "housemate",
         "stepson", "stepdaughter", "step(?:mum|mom|dad)")


def person_words(*, without: tuple[str, ...] = ()) -> str:
    """The person words as one regex alternation "(?:neighbou?r|friend|...)", in the list's order, all but `without` (each
    word of which must be on the list)."""
    unknown = [w for w in without if w not in PERSON_WORDS]
    assert not unknown, f"not on PERSON_WORDS: {unknown}"
    return "(?:" + "|".join(w for w in PERSON_WORDS if w not in without) + ")"
