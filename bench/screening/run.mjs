// Screening engine benchmark (@tunne/screening). Run: node --expose-gc --import tsx bench/screening/run.mjs
// Loads every list of the shared data folder (TUNNE_SHARED_DATA, default ../shared/data next to the repository),
// builds the index, measures single-name latency over a few thousand realistic names and screens 600,000 names
// (100,000 customers with 5 related persons each) on one core. BENCH_SCREENING_NAMES lowers the 600,000 for a
// quick run (the time is then extrapolated). Writes bench/results/screening.json; figures go to bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildIndex, importListsFromDirectory, screen, selectLatestLists } from '@tunne/screening';
import { nordicCompany, nordicPerson, perturbedListName, random } from './names.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.TUNNE_SHARED_DATA ?? join(root, '..', 'shared', 'data');
const fullRun = 600_000;
const rescreenNames = Number(process.env.BENCH_SCREENING_NAMES ?? fullRun);
const budgets = { p95Ms: 10, indexHeapMB: 500, rescreenSeconds: 300 };

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const gc = () => globalThis.gc?.();
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (x, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

const baseline = heap();
const t0 = performance.now();
const imported = await importListsFromDirectory(dataDir);
const lists = selectLatestLists(imported.lists);
const entities = lists.flatMap((l) => l.entities);
const importSeconds = (performance.now() - t0) / 1000;

const heapBefore = heap();
const t1 = performance.now();
const index = buildIndex(entities);
const buildMs = performance.now() - t1;
const indexHeap = heap() - heapBefore;

// Single-name latency: a third list names (perturbed), the rest Nordic persons and companies.
const rnd = random(42);
const queries = Array.from({ length: 5000 }, (_, i) =>
  i % 3 === 0 ? perturbedListName(rnd, entities) : i % 3 === 1 ? nordicPerson(rnd) : nordicCompany(rnd),
);
for (const q of queries.slice(0, 200)) screen(index, q);
const latencies = [];
let hits = 0;
const t2 = performance.now();
for (const q of queries) {
  const start = performance.now();
  hits += screen(index, q).length;
  latencies.push(performance.now() - start);
}
const singleSeconds = (performance.now() - t2) / 1000;
latencies.sort((a, b) => a - b);

// Full re-screen: each customer (70 % companies, 30 % persons) and five related persons.
const rnd2 = random(7);
let screened = 0;
let rescreenHits = 0;
const t3 = performance.now();
while (screened < rescreenNames) {
  const customer = rnd2() < 0.7 ? nordicCompany(rnd2) : nordicPerson(rnd2);
  rescreenHits += screen(index, customer).length;
  screened += 1;
  for (let k = 0; k < 5 && screened < rescreenNames; k += 1) {
    rescreenHits += screen(index, nordicPerson(rnd2)).length;
    screened += 1;
  }
}
const rescreenSeconds = (performance.now() - t3) / 1000;
const rescreenFullSeconds = (rescreenSeconds * fullRun) / rescreenNames;

const results = {
  date: new Date().toISOString(),
  node: process.version,
  lists: lists.map((l) => ({ source: l.source, dataset: l.dataset, entities: l.entities.length, publishedAt: l.publishedAt, files: l.files })),
  entities: index.size,
  importSeconds: round(importSeconds, 2),
  indexBuildMs: Math.round(buildMs),
  listsHeapMB: mb(heapBefore - baseline),
  indexHeapMB: mb(indexHeap),
  heapAfterRescreenMB: mb(heap()),
  rssMB: mb(process.memoryUsage().rss),
  gcMeasured: typeof globalThis.gc === 'function',
  single: {
    queries: queries.length,
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1)),
    queriesPerSecond: Math.round(queries.length / singleSeconds),
    hitsPerQuery: round(hits / queries.length),
  },
  rescreen: {
    names: screened,
    seconds: round(rescreenSeconds, 1),
    namesPerSecond: Math.round(screened / rescreenSeconds),
    secondsFor600k: round(rescreenFullSeconds, 1),
    extrapolated: screened < fullRun,
    hits: rescreenHits,
  },
  budgets,
};
results.met = {
  p95: results.single.p95Ms <= budgets.p95Ms,
  indexHeap: results.indexHeapMB <= budgets.indexHeapMB,
  rescreen: results.rescreen.secondsFor600k <= budgets.rescreenSeconds,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'screening.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify({ ...results, lists: results.lists.map((l) => `${l.source}/${l.dataset}:${l.entities}`) }, null, 2));
