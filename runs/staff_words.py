"""The words the injection finders share for the shop's side: the ranks a writer claims or signs with, and the stems of a
grant. shop_voiced_orders.py ("Admin: approved"), system_authority_claims.py ("as the admin of this bot"),
staff_role_play.py ("act as my supervisor") and fake_tool_output.py ({"refund_authorised": true}) each wrote them out
beside staff_notes.py's own. Each finder keeps the words only it reads around these (a reviewer, a developer, a boss,
"admin\\w*" in a note's label), so what each one finds is as it was."""

from __future__ import annotations

# The shop's ranks over its agents: "supervisor", "manager", "admin", "administrator".
STAFF_RANKS = r"supervisor|manager|admin(?:istrator)?"
# The shop's departments a writer claims to speak for: "support", "customer care", "help desk", "billing", "returns".
# staff_notes.py reads them before a rank ("Billing team:"); forged_shop_grants.py after a name ("Priya (Support team)").
SHOP_DEPARTMENTS = r"support|customer\s+(?:service|care|support|success|experience)|cs|cx|help\s*desk|billing|refunds?|returns"
# The stems of a grant, in words or a field's name: "approved", "approval", "authorised", "refund_authorized".
GRANT_STEMS = r"approv|authori[sz]"
