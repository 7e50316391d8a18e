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


# What a model's Messages API accepts, where models differ (the ANTHROPIC_MODEL_CAPABILITIES
# setting): `forced_tool_choice`, whether tool_choice {"type": "tool"/"any"} is accepted (Sonnet 5.5
# answers 400); `thinking_off`, the thinking type that turns up-front thinking off ("disabled", or
# "between_tools" on Sonnet 5.5, where "disabled" answers 400).
CAPABILITY_KEYS = {"forced_tool_choice": bool, "thinking_off": str}
THINKING_OFF_TYPES = ("disabled", "between_tools")


def capabilities(model_id: str, table: dict | None = None) -> dict:
    """The model's row of ANTHROPIC_MODEL_CAPABILITIES; raises UnknownModel when it has none."""
    if table is None:
        from django.conf import settings

        table = settings.ANTHROPIC_MODEL_CAPABILITIES
    row = table.get(model_id)
    if row is None:
        raise UnknownModel(f"ANTHROPIC_MODEL={model_id!r} has no row in ANTHROPIC_MODEL_CAPABILITIES (what its API refuses: "
                           f"forced tool choice, which thinking type turns thinking off); add one, e.g. "
                           f'{{"{model_id}": {{"forced_tool_choice": false, "thinking_off": "between_tools"}}}}.')
    return row


def check_capability_table(table: dict) -> None:
    """Every row has both keys, of the right type and value; raises UnknownModel naming the first wrong one."""
    for model_id, row in table.items():
        for key, kind in CAPABILITY_KEYS.items():
            if not isinstance(row, dict) or not isinstance(row.get(key), kind):
                raise UnknownModel(f"ANTHROPIC_MODEL_CAPABILITIES[{model_id!r}] needs {key!r} ({kind.__name__}).")
        if row["thinking_off"] not in THINKING_OFF_TYPES:
            raise UnknownModel(f"ANTHROPIC_MODEL_CAPABILITIES[{model_id!r}]['thinking_off'] must be one of {THINKING_OFF_TYPES}.")


def check_model_settings(model_id: str, *, table: dict | None = None, prices: dict | None = None, max_cost_cents: int | None = None) -> None:
    """Everything a run on `model_id` needs beyond a current id: a capability row, and a price
    whenever the cost budget is on (without one every call would cost $0 and the budget would
    silently never bind). Raises UnknownModel with the setting to fix."""
    if table is None:  # at run time; at startup supervisor.settings passes its own values
        from django.conf import settings

        table, prices, max_cost_cents = settings.ANTHROPIC_MODEL_CAPABILITIES, settings.ANTHROPIC_PRICES, settings.RUN_MAX_COST_CENTS
    if max_cost_cents and model_id not in prices:
        raise UnknownModel(f"ANTHROPIC_MODEL={model_id!r} has no price in ANTHROPIC_PRICES, so RUN_MAX_COST_CENTS="
                           f"{max_cost_cents} could never be reached: add its prices (dollars per million tokens: "
                           f"input, output, cache_read, cache_write) or set RUN_MAX_COST_CENTS=0 to run without a cost budget.")
    capabilities(model_id, table)
