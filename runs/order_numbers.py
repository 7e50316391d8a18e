"""How many digits an order number may have and still be read as one, in a ticket's words and in a subtask's goal.

The shop's own numbers have five digits (SU-71001), other shops' up to twelve. An eval's copy of an order
(runs.evals.world) appends its namespace's digits to the case's number: the eval run's id, two digits of trial and
three of case, so SU-71001 is SU-7100112017 in eval run 12 and SU-71001123401017 in eval run 1234. The eval run's id
never starts again on an installation that keeps its database (PostgreSQL's sequences, a SQLite file): once it had
three digits, a reader capped at twelve digits read no order number in an eval's ticket at all, and a second order
the customer asked about by number was silently read as the first's (CI ran the whole suite in one process on
PostgreSQL: every two-order eval case after the hundredth eval run lost its second order). Every reader of order
numbers takes its width from here, and the eval's namespace refuses to make a number wider than this
(runs.evals.world.Renaming.order_ref), so an eval reads its ticket as the shop reads the case's.

Eighteen: a twenty- or twenty-two-digit tracking number is still no order number."""

from __future__ import annotations

ORDER_DIGITS_LEAST = 4
ORDER_DIGITS_MOST = 18

# The digits of an order number, as a pattern: `ORDER_DIGITS` for any, `BARE_ORDER_DIGITS` for digits standing alone
# (no "SU-", "#" or "order" before them), which take five at least (four are a year, a PIN, a card's last four).
ORDER_DIGITS = rf"\d{{{ORDER_DIGITS_LEAST},{ORDER_DIGITS_MOST}}}"
BARE_ORDER_DIGITS = rf"\d{{5,{ORDER_DIGITS_MOST}}}"
