"""Goods said to work, as customers write it in passing: "Kettle works, no thanks to your courier", "it still works",
"the lamp works fine", "they both work". Read as goods called fine (runs/fine_clauses.py for the screener, runs/ticket_lines.py
for the guard): "the box was soaked through. Kettle works" was read as a damaged kettle and $49.00 paid (ver35c V35-35).

Never a fault or a limit ("doesn't work", "no longer works", "only works sometimes", "works for a minute then stops"),
a person at work ("my husband works from home"), an arrangement agreed ("that works for me", "whatever works"), a hope or a
condition ("if it works"), nor the noun ("the works", "roadworks")."""

from __future__ import annotations

import re

# The words just before the verb that deny it, limit it, or make it a person's, an assent's or a condition's.
_NOT_BEFORE = "".join(rf"(?<!\b{w} )" for w in (
    "not", "never", "hardly", "barely", "only", "sometimes", "rarely", "seldom", "longer", "nothing", "neither", "none", "partly",
    "partially", "half", "occasionally", "intermittently", "still only", "the", "a", "if", "i", "he", "she", "who", "that", "this",
    "whatever", "whichever", "hopefully", "which one", "what", "if it", "if this", "if they", "hope it", "whether it", "unless it",
    "see if", "sure it", "check it", "nobody", "someone", "everyone", "husband", "wife", "partner", "son", "daughter", "mum", "dad",
    "mom", "friend", "neighbour", "neighbor", "courier", "driver", "team"))
# ... and the words after it that limit it or tell of something else ("works from home", "works out cheaper").
_NOT_AFTER = (r"(?!-|\s*\?|\s+(?:out|from|at|in|for|with|as|on|off|hard|nights?|shifts?|only|sometimes|intermittently|occasionally|randomly|"
              r"half|until|till|til|when|whenever|if|then|but|except|apart|partially|partly|kind\s+of|sort\s+of|at\s+times|now\s+and\s+then|"
              r"briefly|poorly|badly|slowly|erratically|no\s+more|any\s*more|anymore|less|worse|better|too|against|around|through|like|by|to|"
              r"again|unless|once|every|after|before|some|most|while|whilst|just\s+about|almost|mostly)\b)")
WORKS_SAID = (rf"{_NOT_BEFORE}\b(?:(?:still|now|also)\s+)?works\b{_NOT_AFTER}"
              rf"|\b(?:they|both|they\s+both|they\s+all|both\s+of\s+them|all\s+of\s+them)\s+(?:(?:still|now|also)\s+)?work\b{_NOT_AFTER}")
_WORKS = re.compile(WORKS_SAID, re.I)


def works_said(sentence: str) -> list[re.Match]:
    """Where `sentence` says goods work (the verb, with "still" before it when said)."""
    return list(_WORKS.finditer(sentence))
