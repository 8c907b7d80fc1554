import { describe, expect, it } from 'vitest';
import { exportTom, InteropErrors, importTom, TomOutcomes, tomStandings } from '../src/index.js';

/** A card-game TOM file of one pod; each round a list of `[outcome, ...userids]` rows. */
function tomFile(ids: readonly string[], rounds: readonly (readonly (readonly string[])[])[]) {
  const players = ids
    .map(
      (id) =>
        `<player userid="${id}"><firstname>P${id}</firstname><lastname>Anon</lastname></player>`,
    )
    .join('');
  const roundXml = rounds
    .map((rows, r) => {
      const matches = rows
        .map(([outcome, a, b], t) =>
          b === undefined
            ? `<match outcome="${outcome}"><player userid="${a}"/><tablenumber>0</tablenumber></match>`
            : `<match outcome="${outcome}"><player1 userid="${a}"/><player2 userid="${b}"/><tablenumber>${t + 1}</tablenumber></match>`,
        )
        .join('');
      return `<round number="${r + 1}" type="2" stage="5"><matches>${matches}</matches></round>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><tournament type="2" stage="2" version="1.84"><data><name>Late</name><id>26-01-000001</id></data><players>${players}</players><pods><pod category="2" stage="2"><subgroups><subgroup number="1"><players>${ids.map((id) => `<player userid="${id}"/>`).join('')}</players></subgroup></subgroups><rounds>${roundXml}</rounds></pod></pods></tournament>`;
}

const read = (xml: string) => {
  const r = importTom(xml);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r;
};
/** Each player's [wins, losses, ties] and points, from the standings TOM's rules give. */
const records = (xml: string) => {
  const pod = read(xml).value.pods[0]!;
  return Object.fromEntries(
    tomStandings(pod).map((row) => [
      row.playerId,
      [row.record.wins, row.record.losses, row.points],
    ]),
  );
};

// Five on time (1..5), one late (6): round 1 has two matches, a bye (5) and 6's late loss (8).
const ROUND_1 = [
  ['1', '1', '2'],
  ['2', '3', '4'],
  ['5', '5'],
  ['8', '6'],
] as const;
const LATER = [
  [
    ['1', '1', '3'],
    ['2', '5', '6'],
    ['2', '2', '4'],
  ],
  [
    ['2', '1', '5'],
    ['1', '3', '6'],
    ['1', '4', '2'],
  ],
] as const;

describe('TOM outcome codes as TOM means them (issue 31, defect 1)', () => {
  it('8 is a late entrant’s loss with no opponent, 5 the bye: both kept, whatever the row order', () => {
    for (const round1 of [ROUND_1, [...ROUND_1].reverse()]) {
      const xml = tomFile(['1', '2', '3', '4', '5', '6'], [round1, ...LATER]);
      const event = read(xml);
      expect(event.warnings).toEqual([]);
      const pod = event.value.pods[0]!;
      expect(pod.swiss.rounds[0]!.bye).toBe('5');
      expect(pod.swiss.players.find((p) => p.id === '6')).toMatchObject({ joinedAfterRound: 1 });
      expect(pod.players.find((p) => p.id === '6')).toMatchObject({ late: true });
      expect(pod.matches).toContainEqual({ type: 'late-entry-loss', round: 1, player: '6' });
      const rec = records(xml);
      expect(rec['5']).toEqual([2, 1, 6]); // the bye holder: bye + win + loss
      expect(rec['6']).toEqual([1, 2, 3]); // late loss + win + loss: 1-2, not 1-1 with a bye
    }
  });
  it('the late entrant ranks below the players on their points (tardiness), and is no one’s round-1 opponent', () => {
    const pod = read(tomFile(['1', '2', '3', '4', '5', '6'], [ROUND_1, ...LATER])).value.pods[0]!;
    const rows = tomStandings(pod);
    const six = rows.find((r) => r.playerId === '6')!;
    const samePoints = rows.filter((r) => r.points === six.points && r.playerId !== '6');
    expect(samePoints.length).toBeGreaterThan(0);
    for (const r of samePoints) expect(r.position).toBeLessThan(six.position);
    expect(pod.matches.filter((m) => m.round === 1 && m.type === 'played')).toHaveLength(2);
  });
  it('late losses in rounds 1 and 2 make joinedAfterRound 2; a late loss after a played round is refused', () => {
    const two = tomFile(
      ['1', '2', '3', '4', '5'],
      [
        [
          ['1', '1', '2'],
          ['2', '3', '4'],
          ['8', '5'],
        ],
        [
          ['1', '1', '4'],
          ['1', '2', '3'],
          ['8', '5'],
        ],
        [
          ['1', '1', '5'],
          ['2', '2', '4'],
          ['5', '3'],
        ],
      ],
    );
    expect(read(two).value.pods[0]!.swiss.players[4]).toMatchObject({ joinedAfterRound: 2 });
    const gap = two.replace(
      '<match outcome="8"><player userid="5"/>',
      '<match outcome="5"><player userid="5"/>',
    );
    expect(importTom(gap)).toMatchObject({
      ok: false,
      error: { code: InteropErrors.tomInvalid, message: expect.stringContaining('rounds 2') },
    });
  });
  it('a one-player match that is neither 5 nor 8, and a double loss (4, 10), are refused with their path', () => {
    const base = tomFile(['1', '2', '3', '4', '5', '6'], [ROUND_1, ...LATER]);
    for (const [from, to] of [
      ['<match outcome="5">', '<match outcome="1">'],
      ['<match outcome="2"><player1 userid="3"/>', '<match outcome="4"><player1 userid="3"/>'],
      ['<match outcome="2"><player1 userid="3"/>', '<match outcome="10"><player1 userid="3"/>'],
    ] as const) {
      const r = importTom(base.replace(from, to));
      expect(r.ok || r.error.code).toBe(InteropErrors.tomUnknownOutcome);
      expect(r.ok || r.error.path).toMatch(
        /^\/tournament\/pods\/pod\/0\/rounds\/round\/0\/matches\/match\/\d\/@outcome$/,
      );
    }
    expect(TomOutcomes).toMatchObject({ bye: 5, lateLoss: 8, doubleLoss: 4 });
  });
  it('the late loss survives export → import (outcome 8 written back)', () => {
    const event = read(tomFile(['1', '2', '3', '4', '5', '6'], [ROUND_1, ...LATER]));
    const out = exportTom(event.value);
    expect(out.ok && out.value).toContain('<match outcome="8">');
    expect(out.ok && importTom(out.value)).toEqual(event);
  });
});

describe('character references (issue 31, defect 4)', () => {
  const named = (first: string) =>
    tomFile(['1', '2'], [[['1', '1', '2']]]).replace(
      '<firstname>P1</firstname>',
      `<firstname>${first}</firstname>`,
    );
  it('&#233; and &#xE9; read as é; the export writes non-ASCII as TOM does, &#233;', () => {
    for (const ref of ['Jos&#233;', 'Jos&#xE9;', 'José']) {
      const event = read(named(ref));
      expect(event.value.file.players[0]!.firstName).toBe('José');
      const out = exportTom(event.value);
      expect(out.ok && out.value).toContain('<firstname>Jos&#233;</firstname>');
      expect(out.ok && importTom(out.value)).toEqual(event);
    }
  });
  it('characters beyond the BMP are one reference (&#128512;), and & < > " \' are escaped', () => {
    const event = read(named('&amp;&lt;&gt;&quot;&apos;😀Łódź'));
    expect(event.value.file.players[0]!.firstName).toBe('&<>"\'😀Łódź');
    const out = exportTom(event.value);
    expect(out.ok && out.value).toContain(
      '<firstname>&amp;&lt;&gt;&quot;&apos;&#128512;&#321;&#243;d&#378;</firstname>',
    );
  });
  it('a value XML cannot hold (NUL, a control character, a lone surrogate) is not written', () => {
    const event = read(named('Ann')).value;
    for (const bad of ['A\u0000n', 'A\u001Bn', 'A\uD800n']) {
      const file = {
        ...event.file,
        players: event.file.players.map((p, i) => (i === 0 ? { ...p, firstName: bad } : p)),
      };
      expect(exportTom(file)).toMatchObject({
        ok: false,
        error: { code: InteropErrors.tomExportInvalid, message: expect.stringContaining('U+') },
      });
    }
  });
});
