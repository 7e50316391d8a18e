"""Which Claude model ids the run may call, read from the installed SDK rather than a list of our
own: `anthropic.types.Model` names the models the SDK knows, its deprecation table names the
ones with an end-of-life date. Checked at startup (supervisor.settings, when Claude drives the
runs) and again when a Claude agent is built, so a typo or a retired id fails with a sentence
that says what to use instead, before any ticket is touched."""

from __future__ import annotations

import re
import typing
import warnings
from datetime import date, datetime

from anthropic._data import DEPRECATED_MODELS
from anthropic.types import Model


DEFAULT_MODEL = "claude-sonnet-5-5"


class UnknownModel(ValueError):
    """The id is not one the SDK knows, or the model has reached its end of life."""


class DeprecatedModel(UserWarning):
    """The model still answers but has an end-of-life date (shown by default, unlike DeprecationWarning)."""


def known_models() -> list[str]:
    """The model ids of `anthropic.types.Model` (a Literal, plus `str` for ids newer than the SDK)."""
    ids: list[str] = []
    for arg in typing.get_args(Model):
        ids += [a for a in typing.get_args(arg) if isinstance(a, str)]
    return ids


def end_of_life(model_id: str) -> date | None:
    """The date the SDK's deprecation table gives, e.g. "November 30th, 2026"."""
    text = DEPRECATED_MODELS.get(model_id)
    if text is None:
        return None
    return datetime.strptime(re.sub(r"(\d+)(st|nd|rd|th)", r"\1", text), "%B %d, %Y").date()


def check_model_id(model_id: str, *, today: date | None = None) -> str:
    """The id, if the run may use it. Raises UnknownModel for an id the SDK does not list or one
    past its end of life; warns (DeprecatedModel) for one with an end of life still ahead."""
    today = today or date.today()
    known = known_models()
    current = [m for m in known if end_of_life(m) is None and not re.search(r"-\d{8}$", m)]
    suggestion = DEFAULT_MODEL if DEFAULT_MODEL in current else current[0]
    if model_id not in known:
        raise UnknownModel(f"ANTHROPIC_MODEL={model_id!r} is not a model id the installed anthropic SDK knows. "
                           f"Current ones: {', '.join(current[:6])}.")
    retired = end_of_life(model_id)
    if retired is not None and retired <= today:
        raise UnknownModel(f"ANTHROPIC_MODEL={model_id!r} reached its end of life on {retired:%Y-%m-%d}; "
                           f"calls to it fail. Use a current model such as {suggestion}.")
    if retired is not None:
        warnings.warn(f"ANTHROPIC_MODEL={model_id!r} is deprecated and reaches its end of life on {retired:%Y-%m-%d}; "
                      f"move to a current model such as {suggestion} before then.", DeprecatedModel, stacklevel=2)
    return model_id
