paid = {
 "a": dict(A1=25.92,A3=43.20,A17=43.20,A18=25.92,A21=43.20,A22=25.92,A24=43.20,A25=129.60,A28=129.60,A32=51.84,A34=25.92,A35=129.60,A36=43.20,A41=25.92,A45=51.84,A51=25.92,A55=51.84,A61=25.92,A64=51.84,A72=345.60,A74=194.40,A75=345.60,A81=43.20,A83=25.92,A84=43.20,A85=43.20,MA2=43.20,MA3=43.20),
 "b": dict(B4=17.28,B13=19.44,B15=19.44,B21=19.44,B23=17.28,B31=19.44,B32=17.28,B33=19.44,B34=19.44,B41=17.28,B43=17.28,B51=24.84,B53=24.84,MB1=19.44,MB2=19.44),
 "c": dict(C23=16.20,C24=34.56,C26=16.20,C43=16.20,M2=43.20,C32=43.20,MC1=43.20,C51=15.12,C53=15.12),
 "d": dict(D11=25.92,D12=25.92,D14=25.92,D21=25.92,D22=25.92,D23=25.92,D34=25.92,MD1=25.92),
 "e": {k: 25.92 for k in "E11 E13 E21 E22 E31 E32 E34 E41 E42 E43 E45 E51 E52 E64 E66 ME1".split()},
 "nothing asked": dict(N5=43.20,N14=43.20,N21=43.20,N23=25.92,MN1=43.20),
 "waived late fee": dict(W1=5.99,W2=5.99),
}
held = {"b": dict(B2=48.60,B16=48.60,B26=41.04,B27=48.60,B42=41.04,B52=34.56), "c": dict(C21=16.20,C22=48.60,C44=64.80,C41=16.20)}
T=0;N=0
for k,v in paid.items():
    print(f"paid wrongly ({k}): ${sum(v.values()):.2f} in {len(v)} tickets"); T+=sum(v.values()); N+=len(v)
print(f"PAID WRONGLY TOTAL ${T:.2f} in {N} tickets")
H=sum(sum(v.values()) for v in held.values()); print(f"HELD WRONGLY ${H:.2f} in {sum(len(v) for v in held.values())} tickets")
