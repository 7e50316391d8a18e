import sqlite3,json,sys
db=sqlite3.connect(sys.argv[1]); only=sys.argv[2:] 
for rid,ref,subj,body,outcome in db.execute("select r.id,t.ref,t.subject,t.body,r.outcome from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id"):
    cid=ref.split('-')[1] if '-' in ref else ref
    if only and not any(ref.endswith('-'+o+'-1') or ('-'+o+'-') in ref for o in only): continue
    print('#####',rid,ref,outcome,'|',subj,'|',body)
    for n,g,st,ct,dr,os_ in db.execute("select number,goal,status,case_type,deferred_reason,outcome_sentence from runs_subtask where run_id=?",(rid,)):
        print('  SUB',n,ct,st,'|',g,'|',dr,'|',os_)
    for (k,p) in db.execute("select kind,payload from runs_runevent where run_id=? and kind in ('injection_removed','escalated','ticket_screened') order by seq",(rid,)):
        p=json.loads(p)
        if k=='ticket_screened':
            rem=p.get('removed') or p.get('reading',{}).get('removed')
            print('  SCREEN removed=',[x.get('text') for x in rem] if rem else rem)
        else: print('  EV',k,json.dumps(p)[:400])
    for (p,) in db.execute("select payload from runs_runevent where run_id=? and kind='tool_result' order by seq",(rid,)):
        p=json.loads(p)
        s=json.dumps(p)
        if 'send_reply' in s[:200] or '"reply' in s[:300]:
            print('  REPLY',s[:1500])
