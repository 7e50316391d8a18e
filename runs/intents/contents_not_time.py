"""What goods were meant to come with is their contents, never their time: "the cheese knife that was meant to come with
my board arrived bent" was read as a late delivery (a day promised, another it came) and a late-delivery request nobody
made was planned beside the damage. "supposed to / meant to / due to come" followed by "with", "in", "inside", "as part
of" or "alongside" and goods tells what belongs in the box; the late-delivery cue reads it no more.

Near-misses still late: "it was meant to come on Friday but arrived Tuesday", "supposed to arrive in 3 days and came after
two weeks", "meant to come with next-day delivery but turned up a week later" (a delivery service, not goods)."""

from __future__ import annotations

# A lookahead for the late-delivery cue, right after "meant to come": what follows tells contents, not a day ("with my
# board", "in the set", "inside the box", "as part of the bundle"), never a delivery service or a time ("with next-day
# delivery", "in 3 days", "in time", "within a week").
CONTENTS_AFTER_COMING = (r"(?!\s+(?:with|in|inside|as\s+part\s+of|alongside|together\s+with)\s+"
                         r"(?!(?:\w+[- ]){0,2}(?:delivery|shipping|postage|post|courier|service)\b|(?:a|an|the|\d+|one|two|three|four|five|"
                         r"six|seven|a\s+few|several|a\s+couple\s+of)?\s*(?:hours?|days?|weeks?|months?|fortnight)\b|time\b|good\s+time\b))")
