// Random brackets made by the reference: brackets-manager 1.11 with brackets-memory-db.
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';

export type StageType = 'single_elimination' | 'double_elimination' | 'round_robin';

/** A small deterministic generator (tests must replay). */
export function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 8) % n;
  };
}

/**
 * One stage as brackets-manager stores it, after a random number of random results (wins,
 * draws in round robin, forfeits). Returns `undefined` when brackets-manager refuses the stage.
 */
export async function randomStage(
  seed: number,
  type: StageType,
): Promise<Record<string, unknown> | undefined> {
  return (await playedStage(seed, type, false))?.data;
}

/**
 * The same random stage played to the end (`full`: until no match is ready), with
 * brackets-manager's own final standings of it (elimination stages).
 */
export async function playedStage(
  seed: number,
  type: StageType,
  full: boolean,
): Promise<
  | { data: Record<string, unknown>; standings: () => Promise<{ id: unknown; rank: number }[]> }
  | undefined
> {
  const rand = lcg(seed);
  const db = new InMemoryDatabase();
  const manager = new BracketsManager(db);
  const n = 2 + rand(type === 'round_robin' ? 8 : 15);
  const names = Array.from(
    { length: n },
    (_, i) => `Player ${i + 1}${rand(4) === 0 ? ' & <co>' : ''}`,
  );
  let seeding: (string | null)[] = names;
  const settings: Record<string, unknown> = {};
  if (type !== 'round_robin') {
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, n)));
    seeding = [...names, ...Array.from({ length: size - n }, () => null)];
    if (type === 'single_elimination') settings.consolationFinal = rand(2) === 0;
    else settings.grandFinal = (['none', 'simple', 'double'] as const)[rand(3)];
    if (rand(3) === 0) settings.balanceByes = true;
  } else {
    settings.groupCount = 1 + rand(Math.max(1, Math.floor(n / 2)));
    if (rand(2) === 0) settings.roundRobinMode = 'double';
  }
  if (rand(5) === 0) settings.matchesChildCount = 3;
  try {
    await manager.create.stage({
      tournamentId: 0,
      name: `Random ${seed}`,
      type,
      seeding,
      settings,
    });
  } catch {
    return undefined;
  }
  const steps = full ? 10_000 : rand(60);
  for (let k = 0; k < steps; k++) {
    const ready = (
      (await db.select('match')) as { id: number; status: number; child_count: number }[]
    ).filter((m) => m.status === 2 && m.child_count === 0);
    if (ready.length === 0) break;
    const m = ready[rand(ready.length)]!;
    const a = rand(4);
    const b = rand(4);
    const forfeit = rand(12) === 0;
    try {
      if (forfeit) await manager.update.match({ id: m.id, opponent1: { forfeit: true } });
      else if (a === b && type === 'round_robin') {
        await manager.update.match({
          id: m.id,
          opponent1: { score: a, result: 'draw' },
          opponent2: { score: b, result: 'draw' },
        });
      } else {
        const first = a > b || (a === b && rand(2) === 0);
        await manager.update.match({
          id: m.id,
          opponent1: {
            score: Math.max(a, b) * (first ? 1 : 0) + (first ? 1 : 0),
            ...(first ? { result: 'win' } : {}),
          },
          opponent2: {
            score: first ? Math.min(a, b) : Math.max(a, b) + 1,
            ...(first ? {} : { result: 'win' }),
          },
        });
      }
    } catch {
      break;
    }
  }
  return {
    data: (await manager.get.stageData(0)) as unknown as Record<string, unknown>,
    standings: async () =>
      (await manager.get.finalStandings(0)) as unknown as { id: unknown; rank: number }[],
  };
}
