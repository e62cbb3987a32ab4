import { loadDataset } from './api/src/pipeline/sources/load-dataset';
for (const dir of ['/work/shared/data', '/tmp/wikimeasure/data']) {
  const started = performance.now();
  const d = await loadDataset(dir);
  const wiki = d.bouts.filter((b) => b.key.startsWith('wiki:'));
  console.log(dir, `fighters ${d.fighters.length} events ${d.events.length} bouts ${d.bouts.length} ambiguities ${d.ambiguities.length}`,
    `wiki bouts kept under wiki keys ${wiki.length}, scheduled ${d.bouts.filter((b) => b.outcomeA === null).length}`,
    `wiki fighters ${d.fighters.filter((f) => f.key.startsWith('wiki:')).map((f) => f.name).join(', ')}`,
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
