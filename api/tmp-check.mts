import { loadDataset } from './src/pipeline/sources/load-dataset';
const d = await loadDataset('../shared/data');
for (const n of d.resultCorrections ?? []) console.log('NOTE', n);
const name = new Map(d.fighters.map((f) => [f.key, f.name + "|" + f.key]));
const ev = new Map(d.events.map((e) => [e.key, e]));
for (const b of d.bouts) {
  const a = name.get(b.fighterA)!, c = name.get(b.fighterB)!;
  if ([a, c].some((x) => /Kimbo|Dhafir|Bader|Kongo|Hager|Anthony Garrett|Lapicus/.test(x)) && (b.date ?? '') >= '2016-02-01' && (b.date ?? '') <= '2021-05-01')
    console.log(b.date, ev.get(b.eventKey)?.name, a, b.outcomeA, c, b.method, b.methodDetail);
}
