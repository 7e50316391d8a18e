"""dump.py DB [CASE...]: per run, subtasks, escalations, effects and the reply (from my own eval database)."""
import sqlite3,sys,re
con=sqlite3.connect(sys.argv[1]); want=sys.argv[2:]
for rid,ref,outcome,oref,email in con.execute("select r.id,t.ref,r.outcome,r.order_ref,t.customer_email from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id"):
    m=re.search(r"EV\d+-(.*)-(\d+)$",ref); case=m.group(1) if m else ref
    if want and case not in want: continue
    print(f"=== {case} run {rid} outcome={outcome} order={oref}")
    for n,g,k,s,dr,os_ in con.execute("select number,goal,case_type,status,deferred_reason,outcome_sentence from runs_subtask where run_id=? order by number",(rid,)):
        print(f"  S{n} [{k}/{s}] {g[:160]}" + (f" | deferred: {dr[:160]}" if dr else ""))
    for oi,rs in con.execute("select open_item,reason from runs_escalation where run_id=?",(rid,)):
        print(f"  ESC {oi[:200]} | {rs[:150]}")
    for tool,amt,src,o,sku,st in con.execute("select tool,amount_cents,source,order_ref,sku,status from runs_effect where run_id=?",(rid,)):
        print(f"  EFF {tool} {amt} {src} {o} {sku} {st}")
    for (b,) in con.execute("select body from shop_customerreply where idempotency_key like ?",(f"run-{rid}-%",)):
        print("  REPLY:", b.replace("\n"," / ")[:1500])
