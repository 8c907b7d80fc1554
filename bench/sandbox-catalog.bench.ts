// @tcgkit/sandbox, catalog memory (issue #19): a card rule over pools of 20,000, 50,000 and
// 100,000 cards whose catalog key alternates (a, b, a, b), each on one fresh Node child. Prints
// the time of each run, the heap the child was given (script heap + catalog room sized from the
// catalog), its peak RSS (VmHWM from /proc, Linux) and whether anything crashed. The peer is the
// same rule over the same cards with no isolation (a plain loop in this process).
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { compileScript, runCardRuleOverPool } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { measure, ms, table, target } from './lib.js';

// About 1.2 KB of JSON per card, as full catalog entries are (issue #19: 20,000 cards, 28 MB).
const RULES =
  'When you play this, deal 2 to an enemy unit. If it dies, draw a card. [Reaction] (Play any time, even before spells and abilities resolve.) Counter a spell. Return it to its owner hand instead of putting it in their trash. ';
function pool(n: number, salt: string) {
  const sets = ['OGN', 'SFD', 'UNL', 'ARC'];
  return Array.from({ length: n }, (_, i) => ({
    id: `${salt}-${i}`,
    name: `Generated Card ${i}`,
    setCode: sets[i % 4]!,
    collectorNumber: i,
    image: `https://cdn.example.invalid/cards/${salt}/${i}-744x1039.png?accountingTag=RB`,
    rulesText: `${RULES.repeat(3)}${i}`,
    flavorText: `Flavor ${i}. `.repeat(12),
    game: {
      type: i % 3 === 0 ? 'Unit' : 'Spell',
      rarity: 'Uncommon',
      domains: ['Fury', 'Chaos'],
      tags: ['Poro', `t${i % 50}`],
      energy: String(i % 9),
      might: null,
    },
  }));
}

const RULE = `const LEGAL = ["OGN", "SFD", "UNL"];
export default function validateCard(card) {
  return LEGAL.includes(card.setCode) && (card.game?.domains ?? []).length <= 2;
}`;

/** Peak and current RSS (MiB) of this process's sandbox children, read from /proc. */
function children(): { pid: number; peakMb: number; rssMb: number }[] {
  const out: { pid: number; peakMb: number; rssMb: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('node-child')) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
      out.push({ pid: Number(entry), peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 });
    } catch {
      // a child that exited meanwhile
    }
  }
  return out;
}

const compiled = compileScript(RULE, 'card');
if (!compiled.ok) throw new Error(compiled.error.message);
const baselineRule = (
  new Function(`return ${compiled.value.program}`)() as (
    rx: RegExpConstructor,
  ) => [(card: unknown) => unknown]
)(RegExp)[0];

console.log('@tcgkit/sandbox: alternating catalog keys over large pools, one child each\n');
const rows: string[][] = [];
const verdicts: { n: number; crashes: number; ok: boolean; reuse: number }[] = [];
for (const n of [20_000, 50_000, 100_000]) {
  const cards = pool(n, `p${n}`);
  const jsonMb = JSON.stringify(cards).length / 1_048_576;
  const runner = createNodeRunner({ size: 1, spares: 0 });
  await runner.ready();
  const times: number[] = [];
  let ok = true;
  let peakMb = 0;
  for (const key of ['a', 'b', 'a', 'b']) {
    const start = performance.now();
    const result = await runCardRuleOverPool(runner, RULE, { key: `${n}-${key}`, cards });
    times.push(performance.now() - start);
    if (!result.ok || result.value.length !== n) {
      ok = false;
      console.log(`  ${n} cards, key ${key}: ${result.ok ? 'wrong length' : result.error.message}`);
    }
    for (const child of children()) peakMb = Math.max(peakMb, child.peakMb);
  }
  const stats = runner.stats();
  await runner.close();
  const baseline = measure(() => cards.map((card) => baselineRule(card)), { minSamples: 3 });
  const reuse = (times[2]! + times[3]!) / 2;
  rows.push([
    n.toLocaleString('en'),
    `${jsonMb.toFixed(0)} MB`,
    `${128 + (stats.catalogRoomMb ?? 0)} MiB`,
    ms(times[0]!),
    ms(times[1]!),
    ms(reuse),
    ms(baseline.median),
    `${peakMb.toFixed(0)} MiB`,
    String(stats.crashes),
  ]);
  verdicts.push({ n, crashes: stats.crashes, ok, reuse });
}

table(
  [
    'cards',
    'JSON',
    'child heap',
    'first run (ships a)',
    'switch (ships b)',
    'a/b again (held)',
    'no isolation',
    'peak RSS / worker',
    'crashes',
  ],
  rows,
);
console.log('');
for (const v of verdicts) {
  target(
    `alternating keys over ${v.n.toLocaleString('en')} cards never crash (crashes + failed runs)`,
    v.crashes + (v.ok ? 0 : 1),
    0,
    '',
  );
}
target('card rule over 20,000 cards, catalog held', verdicts[0]!.reuse, 500);
