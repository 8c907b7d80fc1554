import type {
  BracketMatch,
  BracketRound,
  BracketSection,
  BracketSlot,
  BracketView,
  MatchStatus,
  SlotSource,
} from '@tcgkit/core';
import { isComplete } from './placements.js';
import type { EliminationMatch, EliminationSlot, EliminationState } from './types.js';

/** Options of {@link toBracketView}. */
export interface BracketViewOptions {
  /** Prefixed to every round and match id, so several brackets can share a page. Default `''`. */
  readonly idPrefix?: string;
  /** The title; defaults to the stage's `title` setting. */
  readonly title?: string;
}

const SECTION_ORDER: readonly BracketSection[] = [
  'winners',
  'losers',
  'grand-final',
  'third-place',
];

/** The name of a round, as a person says it. */
export function roundName(
  format: EliminationState['settings']['format'],
  section: BracketSection,
  round: number,
  matchesInRound: number,
  roundsInSection: number,
): string {
  switch (section) {
    case 'winners': {
      const prefix = format === 'double-elimination' ? 'Winners ' : '';
      const cap = (s: string) => (prefix === '' ? s : s.toLowerCase());
      if (matchesInRound === 1) return `${prefix}${cap('Final')}`;
      if (matchesInRound === 2) return `${prefix}${cap('Semifinals')}`;
      if (matchesInRound === 4) return `${prefix}${cap('Quarterfinals')}`;
      return prefix === '' ? `Round of ${matchesInRound * 2}` : `Winners round ${round}`;
    }
    case 'losers':
      if (round === roundsInSection) return 'Losers final';
      if (round === roundsInSection - 1 && roundsInSection > 2) return 'Losers semifinal';
      return `Losers round ${round}`;
    case 'grand-final':
      return round === 1 ? 'Grand final' : 'Grand final reset';
    case 'third-place':
      return 'Third-place match';
    default:
      throw new Error(`Unknown section ${String(section satisfies never)}.`);
  }
}

function status(m: EliminationMatch): MatchStatus {
  if (m.result !== null) return m.result.type === 'bye' ? 'bye' : 'completed';
  if (m.slots[0].bye || m.slots[1].bye) return 'bye';
  if (m.slots[0].participantId !== null && m.slots[1].participantId !== null && !m.skipped) {
    return 'ready';
  }
  return 'pending';
}

/**
 * The bracket as a view model for `<tcg-bracket>`: rounds in drawing order (winners, losers,
 * grand final, third place), every match with its players, scores, byes, where each slot's player
 * comes from (`Winner of W2.3`, `Loser of W1.4`) and where the winner and loser go next, so an
 * element can draw the bracket and its connectors without knowing the rules.
 *
 * @example
 * ```ts
 * import { toBracketView } from '@tcgkit/elimination';
 * const view = toBracketView(state);
 * view.rounds.map((r) => r.name); // ['Quarterfinals', 'Semifinals', 'Final']
 * ```
 */
export function toBracketView(
  state: EliminationState,
  options: BracketViewOptions = {},
): BracketView {
  const prefix = options.idPrefix ?? '';
  const people = new Map(
    state.participants.map((p, i) => [p.id, { name: p.name ?? p.id, seed: i + 1 }]),
  );
  const n = state.participants.length;

  const sourceOf = (slot: EliminationSlot): SlotSource => {
    const o = slot.origin;
    if (o.type === 'seed') return o.seed > n ? { type: 'bye' } : { type: 'seed', seed: o.seed };
    const label = `${o.type === 'winner' ? 'Winner' : 'Loser'} of ${o.matchId}`;
    return { type: o.type, matchId: prefix + o.matchId, label };
  };

  const slotView = (m: EliminationMatch, side: 0 | 1): BracketSlot => {
    const slot = m.slots[side];
    const out: {
      -readonly [K in keyof BracketSlot]: BracketSlot[K];
    } = { source: sourceOf(slot) };
    if (slot.bye) out.bye = true;
    if (slot.participantId !== null) {
      const who = people.get(slot.participantId);
      out.participantId = slot.participantId;
      out.name = who?.name ?? slot.participantId;
      if (who !== undefined) out.seed = who.seed;
    }
    const r = m.result;
    if (r !== null && r.winner !== null && slot.participantId !== null) {
      out.outcome = r.winner === side ? 'win' : 'loss';
      if (r.type === 'played') out.score = r.games[side];
    }
    return out;
  };

  // Group matches by section and round, keeping the state's order within a round.
  const groups = new Map<string, EliminationMatch[]>();
  const roundsInSection = new Map<BracketSection, number>();
  for (const m of state.matches) {
    const key = `${m.section}|${m.round}`;
    let list = groups.get(key);
    if (list === undefined) groups.set(key, (list = []));
    list.push(m);
    roundsInSection.set(m.section, Math.max(roundsInSection.get(m.section) ?? 0, m.round));
  }

  const rounds: BracketRound[] = [];
  for (const section of SECTION_ORDER) {
    const total = roundsInSection.get(section) ?? 0;
    for (let r = 1; r <= total; r++) {
      const list = groups.get(`${section}|${r}`) ?? [];
      const matches: BracketMatch[] = list.map((m) => {
        const view: { -readonly [K in keyof BracketMatch]: BracketMatch[K] } = {
          id: prefix + m.id,
          label: m.id,
          status: status(m),
          slots: [slotView(m, 0), slotView(m, 1)],
        };
        if (m.winnerTo !== null) {
          view.winnerTo = prefix + m.winnerTo.matchId;
          view.winnerToSlot = m.winnerTo.slot;
        }
        if (m.loserTo !== null) {
          view.loserTo = prefix + m.loserTo.matchId;
          view.loserToSlot = m.loserTo.slot;
        }
        if (m.id === 'GF1' && total >= 2) {
          // Both players of the first set go on to the reset, if it is played.
          view.winnerTo = `${prefix}GF2`;
          view.winnerToSlot = 0;
          view.loserTo = `${prefix}GF2`;
          view.loserToSlot = 1;
        }
        if (m.conditional) view.conditional = true;
        if (m.skipped) view.skipped = true;
        return view;
      });
      rounds.push({
        id: `${prefix}${section}-${r}`,
        section,
        number: r,
        name: roundName(state.settings.format, section, r, list.length, total),
        matches,
      });
    }
  }

  const title = options.title ?? state.settings.title ?? undefined;
  const view: BracketView = {
    kind: 'bracket',
    format: state.settings.format,
    rounds,
    complete: isComplete(state),
  };
  return title === undefined ? view : { ...view, title };
}
