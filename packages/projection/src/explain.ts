/**
 * Every answer in words a player understands.
 * @module
 */
import type { Proofs } from './proofs.js';
import type { Situation } from './situation.js';
import type { CutNeeds, CutStatus, DrawSafe, Odds, RemainingRecord, TableSide } from './types.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function percent(odds: Odds): string {
  if (Number.isNaN(odds.probability)) return 'unknown';
  const p = odds.probability * 100;
  const text = p > 0 && p < 1 ? '<1%' : p < 100 && p > 99 ? '>99%' : `${Math.round(p)}%`;
  if (odds.exact) return text;
  const [lo, hi] = odds.interval ?? [odds.probability, odds.probability];
  return `about ${text} (95% between ${Math.round(lo * 100)}% and ${Math.round(hi * 100)}%, simulated)`;
}

/** `2-1-0` style record, wins-losses-draws as players say it. */
export function recordText(r: RemainingRecord): string {
  return r.draws > 0 ? `${r.wins}-${r.losses}-${r.draws}` : `${r.wins}-${r.losses}`;
}

function needsText(needs: CutNeeds): string {
  const parts: string[] = [];
  const list = (rs: readonly RemainingRecord[]) => rs.map(recordText).join(', ');
  if (needs.lock.length > 0) parts.push(`${list(needs.lock)} locks the cut`);
  if (needs.evenOdds.length > 0) parts.push(`${list(needs.evenOdds)} gives at least even odds`);
  if (needs.eliminate.length > 0) parts.push(`${list(needs.eliminate)} ends your chances`);
  return parts.length === 0
    ? ''
    : ` Over your remaining matches (wins-losses-draws): ${parts.join('; ')}.`;
}

export function explainPlayer(
  s: Situation,
  proofs: Proofs,
  i: number,
  player: { status: CutStatus; cut: Odds; needs: CutNeeds; remaining: number },
  cut: number,
): string {
  if (!s.eligible[i]) return 'You dropped: a dropped player does not make the cut.';
  switch (player.status) {
    case 'locked': {
      const c = proofs.lockedCase[i];
      if (c === undefined)
        return `You are locked: in every result of the tables still playing, draws included, you finish in the top ${cut}, tiebreakers included.`;
      return `You are locked: even at your worst (${c.points} points) at most ${plural(c.others, 'other player', 'other players')} can finish on ${c.points} points or more, and the top ${cut} make the cut.`;
    }
    case 'eliminated': {
      const c = proofs.eliminatedCase[i];
      if (c === undefined)
        return `You cannot make the cut: in every result of the tables still playing, draws included, at least ${cut} players finish ahead of you, tiebreakers included.`;
      return `You cannot make the cut: even at your best (${c.points} points) at least ${plural(c.others, 'player finishes', 'players finish')} above ${c.points} points, and only ${cut} make the cut.`;
    }
    case 'alive': {
      const p = player.cut.probability;
      const caveat =
        p >= 0.995
          ? ' Not locked yet: some result still leaves you out (a draw counts, even one the odds do not expect).'
          : p <= 0.005
            ? ' Not out yet: some result still puts you in (a draw counts, even one the odds do not expect).'
            : '';
      return `You are still in the race: you make the cut in ${percent(player.cut)} of outcomes.${caveat}${needsText(player.needs)}`;
    }
    default:
      throw new Error(`unknown status ${player.status as string}`);
  }
}

export function explainTable(
  s: Situation,
  sides: readonly [TableSide, TableSide],
  safe: DrawSafe,
): string {
  const [a, b] = sides;
  const draw = (side: TableSide) =>
    side.draw === undefined ? '' : `, ${percent(side.draw)} if they draw`;
  const odds = (side: TableSide) =>
    `${side.id}: ${percent(side.win)} if they win${draw(side)}, ${percent(side.lose)} if they lose`;
  const verdict = {
    both: 'A draw puts both players in the cut, whatever happens at the other tables.',
    first: `A draw puts ${a.id} in the cut whatever happens elsewhere; for ${b.id} it is not safe.`,
    second: `A draw puts ${b.id} in the cut whatever happens elsewhere; for ${a.id} it is not safe.`,
    neither:
      'A draw is not safe for either player: some outcome of the other tables leaves them out.',
  }[safe];
  const note = s.allowDraws ? '' : ' (This stage does not allow draws.)';
  return `${verdict}${note} ${odds(a)}. ${odds(b)}.`;
}
