import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportTom, importTom, tomDivisionOrder } from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README worked example', () => {
  it('the League Cup reads, ranks Ash, Gary, Misty, Brock, and round-trips', () => {
    const start = readme.indexOf('const xml = `') + 'const xml = `'.length;
    const xml = readme.slice(start, readme.indexOf('`;', start));
    expect(xml).toContain('<tournament');
    const event = importTom(xml);
    if (!event.ok) throw new Error(event.error.message);
    const pod = event.value.pods[0]!;
    expect(pod.swiss.rounds).toHaveLength(2);
    expect(tomDivisionOrder(pod)).toEqual({ '2': ['101', '104', '102', '103'] });
    expect(readme).toContain("// { '2': [ '101', '104', '102', '103' ] }");
    const out = exportTom(event.value);
    expect(out.ok && importTom(out.value)).toEqual(event);
  });
});
