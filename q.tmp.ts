import { readFileSync } from 'node:fs';
import { LocalSearchEngine } from '/work/main/src/search/engine';
import { BENCH_QUERIES } from '/work/main/src/search/benchFigures';
const e = new LocalSearchEngine(JSON.parse(readFileSync('/work/main/public/search/en.json','utf8')));
const p = { highlightPreTag:'<mark>', highlightPostTag:'</mark>', attributesToSnippet:['content:20'] };
for (const q of BENCH_QUERIES.en!) e.search({query:q, ...p} as never);
for (const q of BENCH_QUERIES.en!) { const t:number[]=[]; for(let i=0;i<20;i++){const s=performance.now(); const r=e.search({query:q, ...p} as never); t.push(performance.now()-s);} t.sort((a,b)=>a-b); console.log(q.padEnd(15), t[10]!.toFixed(2), t[19]!.toFixed(2)); }
