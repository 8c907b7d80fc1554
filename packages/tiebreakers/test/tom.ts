// A small reader for Pokémon TOM XML exports (test/fixtures/tom): players with their drop
// round, every completed match, and TOM's own final placements per category.
import { readFileSync } from 'node:fs';
import type { MatchRecord, StandingsPlayer } from '../src/index.js';

export interface TomEvent {
  readonly players: StandingsPlayer[];
  readonly matches: MatchRecord[];
  /** TOM's final order per category: player ids, first place first. */
  readonly placements: Record<string, string[]>;
  readonly rounds: number;
}

export function readTom(path: string): TomEvent {
  const xml = readFileSync(new URL(path, import.meta.url), 'utf8');
  const playersXml = xml.slice(xml.indexOf('<players>'), xml.indexOf('</players>'));
  const players: StandingsPlayer[] = [];
  for (const m of playersXml.matchAll(/<player userid="(\d+)">([\s\S]*?)<\/player>/g)) {
    const dropped = /<dropped>[\s\S]*?<round>(\d+)<\/round>/.exec(m[2]!);
    players.push(dropped ? { id: m[1]!, droppedAfterRound: Number(dropped[1]) } : { id: m[1]! });
  }
  const matches: MatchRecord[] = [];
  let rounds = 0;
  const roundsXml = xml.slice(xml.indexOf('<rounds>'), xml.indexOf('</rounds>'));
  for (const r of roundsXml.matchAll(/<round number="(\d+)"[\s\S]*?<\/round>/g)) {
    const round = Number(r[1]);
    rounds = Math.max(rounds, round);
    for (const m of r[0].matchAll(/<match outcome="(\d)">([\s\S]*?)<\/match>/g)) {
      const outcome = m[1]!;
      const body = m[2]!;
      if (outcome === '5') {
        matches.push({ type: 'bye', round, player: /<player userid="(\d+)"/.exec(body)![1]! });
        continue;
      }
      if (outcome === '0') continue;
      const a = /<player1 userid="(\d+)"/.exec(body)![1]!;
      const b = /<player2 userid="(\d+)"/.exec(body)![1]!;
      matches.push({
        type: 'played',
        round,
        players: [a, b],
        outcome: outcome === '1' ? 0 : outcome === '2' ? 1 : 'draw',
      });
    }
  }
  const placements: Record<string, string[]> = {};
  const standingsXml = xml.slice(xml.indexOf('<standings>'), xml.indexOf('</standings>'));
  for (const pod of standingsXml.matchAll(
    /<pod category="(\d+)" type="finished">([\s\S]*?)<\/pod>/g,
  )) {
    const placed = [...pod[2]!.matchAll(/<player id="(\d+)" place="(\d+)"/g)]
      .map((p) => ({ id: p[1]!, place: Number(p[2]) }))
      .sort((x, y) => x.place - y.place);
    placements[pod[1]!] = placed.map((p) => p.id);
  }
  return { players, matches, placements, rounds };
}
