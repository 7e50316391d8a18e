"""A sentence-level text pass read once per process for each text it is given.

The guard, the screener, the offline agent and the reply check each read the same few sentences of a ticket with
the same passes (whether a sentence waives goods, settles its problem, states amounts...), a walk about five times
each: a pass is pure in its arguments (the text, a flag; the module's compiled patterns), so the second reading
is the first's. `once_per_text` keeps a pass's results per arguments in an LRU (as runs/ticket_reading.read_once
keeps a ticket's reading), and hands every caller a copy of a list, set or dict result, so a caller that extends
what it was given (`withdrawn_spans` appends to `_retracted_spans`'s list) changes nobody else's. Results of other
types must be immutable (str, bool, None, tuples, re.Match, frozen dataclasses): only such passes are decorated.
"""

from __future__ import annotations

from functools import lru_cache, wraps

_COPIED = (list, set, dict)


def once_per_text(pass_, maxsize: int = 4096):
    """`pass_` (a function of hashable arguments whose result depends on them alone) with its results kept per
    arguments; a list, set or dict result is copied for each caller."""
    cached = lru_cache(maxsize=maxsize)(pass_)

    @wraps(pass_)
    def reading(*args, **kwargs):
        found = cached(*args, **kwargs)
        return found.copy() if isinstance(found, _COPIED) else found

    reading.cache_clear = cached.cache_clear
    reading.cache_info = cached.cache_info
    return reading


def immutable_once_per_text(pass_, maxsize: int = 4096):
    """`pass_` with its results kept per arguments, for a pass whose result is immutable (str, bool, None, a
    re.Match): the cache's own C wrapper, no copy and no call of ours on the way."""
    return lru_cache(maxsize=maxsize)(pass_)
