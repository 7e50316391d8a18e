"""What people do to runs: the verbs (actions) and the roles that may use them (roles).

The web layer (supervisor/), the commands, replay, evals and the crash test all act through
these; permission checks on a request stay in the web layer (supervisor.rules)."""
