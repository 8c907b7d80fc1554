// Whole Swiss events with random results (64, 256, 1,024 and 4,096 players, ceil(log2 N) + 2
// rounds): milliseconds per pairing round (pairNextRound: standings order through
// @tcgkit/tiebreakers plus pairing; median over the rounds of the median of 5 calls per round)
// and the final standings time, next to
// tournament-organizer running events of the same size, rounds and result distribution in the
// same run. tournament-organizer runs in a child process with a time limit per event; when it
// exceeds it, the row says "timed out" with the rounds it finished. Then one round of a
// 100,000-player event. Targets (issue 4): 4,096 under 50 ms per round, 1,024 under 10 ms, at
// 256 at least 30x faster than tournament-organizer, 100,000 players under 5 s for one round.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRng, type Rng, seedRng, unwrap } from '@tcgkit/core';
import {
  createSwissStage,
  pairNextRound,
  pairPlayers,
  type ResultReport,
  registerPlayers,
  reportResults,
  type SwissStage,
  startStage,
  swissStandings,
} from '@tcgkit/swiss';
import { measure, ms, ratio, summarise, table, target } from './lib.ts';

const SIZES = [64, 256, 1024, 4096];
/** Wall-clock limit for one tournament-organizer event. */
const PEER_LIMIT_MS = 20_000;

const roundsFor = (n: number) => Math.ceil(Math.log2(n)) + 2;

/** Random results: 2-0 / 2-1 either way, 3% drawn (1-1). */
function randomResult(rng: Rng): [number, number] {
  if (rng.next() < 0.03) return [1, 1];
  const loserGames = rng.int(2);
  return rng.next() < 0.5 ? [2, loserGames] : [loserGames, 2];
}

// ---------------------------------------------------------------- peer (child process) ----
if (process.argv[2] === '--peer') {
  const n = Number(process.argv[3]);
  const rounds = Number(process.argv[4]);
  const { default: TournamentOrganizer } = await import('tournament-organizer');
  const rng = createRng(seedRng(`peer-${n}`));
  const manager = new TournamentOrganizer();
  const t = manager.createTournament('bench', {
    stageOne: { format: 'swiss', rounds },
    scoring: { bestOf: 3, win: 3, draw: 1, loss: 0, bye: 3 },
  } as never);
  for (let i = 0; i < n; i++) t.createPlayer(`p${i}`, `p${i}`);
  for (let r = 1; r <= rounds; r++) {
    const start = performance.now();
    if (r === 1) t.startTournament();
    else t.nextRound();
    const elapsed = performance.now() - start;
    process.send?.({ round: r, ms: elapsed });
    for (const m of t.getActiveMatches()) {
      const [a, b] = randomResult(rng);
      t.enterResult(m.getId(), a, b, a === b ? 1 : 0);
    }
  }
  const start = performance.now();
  t.getStandings();
  process.send?.({ standings: performance.now() - start });
  process.exit(0);
}

interface PeerRun {
  rounds: number[];
  standings?: number;
  timedOut: boolean;
  error?: string;
}

function runPeer(n: number, rounds: number): Promise<PeerRun> {
  return new Promise((resolve) => {
    const run: PeerRun = { rounds: [], timedOut: false };
    const child = fork(fileURLToPath(import.meta.url), ['--peer', String(n), String(rounds)], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += String(d);
    });
    child.on('message', (msg: { round?: number; ms?: number; standings?: number }) => {
      if (msg.ms !== undefined) run.rounds.push(msg.ms);
      if (msg.standings !== undefined) run.standings = msg.standings;
    });
    const timer = setTimeout(() => {
      run.timedOut = true;
      child.kill('SIGKILL');
    }, PEER_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!run.timedOut && code !== 0)
        run.error = stderr.split('\n').find((l) => /Error/.test(l)) ?? `exit ${code}`;
      resolve(run);
    });
  });
}

// ------------------------------------------------------------------------------- ours ----
interface OurRun {
  /** pairNextRound per round: the standings order (through @tcgkit/tiebreakers) plus pairing. */
  roundMs: number[];
  /** The standings part alone, per round from round 2 (computeStandings without explanations). */
  orderMs: number[];
  standingsMs: number;
}

function playOurs(n: number, rounds: number): OurRun {
  const rng = createRng(seedRng(`ours-${n}`));
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}` }));
  let stage: SwissStage = unwrap(createSwissStage({ rounds, ...{} }, { seed: `bench-${n}` }));
  stage = unwrap(startStage(unwrap(registerPlayers(stage, players))));
  const roundMs: number[] = [];
  const orderMs: number[] = [];
  for (let r = 1; r <= rounds; r++) {
    if (r > 1) {
      const before = performance.now();
      swissStandings(stage, { explain: false });
      orderMs.push(performance.now() - before);
    }
    // pairNextRound is pure, so the same round can be timed several times: the median of 5
    // calls per round damps load spikes on the shared machine (every call does the full work).
    const current = stage;
    roundMs.push(
      measure(() => pairNextRound(current), { warmup: 0, minSamples: 5, maxSamples: 5, minMs: 0 })
        .median,
    );
    stage = unwrap(pairNextRound(stage));
    const round = stage.rounds[r - 1];
    const reports: ResultReport[] = (round?.matches ?? []).map((m) => ({
      table: m.table,
      games: randomResult(rng),
    }));
    stage = unwrap(reportResults(stage, reports));
  }
  const start = performance.now();
  const standings = swissStandings(stage);
  const standingsMs = performance.now() - start;
  if (standings.length !== n) throw new Error('lost players');
  return { roundMs, orderMs, standingsMs };
}

const rows: string[][] = [];
const medians = new Map<number, number>();
let peer256 = Number.NaN;
for (const n of SIZES) {
  const rounds = roundsFor(n);
  playOurs(Math.min(n, 256), Math.min(rounds, 10)); // warm-up
  const ours = playOurs(n, rounds);
  const ourMedian = summarise(ours.roundMs).median;
  medians.set(n, ourMedian);
  const peer = await runPeer(n, rounds);
  const peerMedian = peer.rounds.length > 0 ? summarise(peer.rounds).median : Number.NaN;
  if (n === 256 && !peer.timedOut) peer256 = peerMedian;
  const peerCell = peer.error
    ? `crashed: ${peer.error.slice(0, 60)}`
    : peer.timedOut
      ? `timed out (> ${PEER_LIMIT_MS / 1000} s; ${peer.rounds.length}/${rounds} rounds, median ${ms(peerMedian)})`
      : ms(peerMedian);
  rows.push([
    `${n} players, ${rounds} rounds`,
    ms(ourMedian),
    ms(summarise(ours.orderMs).median),
    ms(Math.max(...ours.roundMs)),
    ms(ours.standingsMs),
    peerCell,
    peer.standings === undefined ? 'n/a' : ms(peer.standings),
    peer.timedOut || peer.error ? 'n/a' : ratio(ourMedian, peerMedian),
  ]);
}
console.log(
  'Swiss events with random results: pairing time per round (pairNextRound: standings order + pairing)\n',
);
table(
  [
    'event',
    'ours/round (median)',
    'of which standings order',
    'ours/round (max)',
    'ours final standings',
    'tournament-organizer/round (median)',
    'TO standings',
    'speed-up',
  ],
  rows,
);

// --------------------------------------------------------------- 100,000 players ----
{
  const n = 100_000;
  const rng = createRng(seedRng('big'));
  let stage = unwrap(createSwissStage({ rounds: 19 }, { seed: 'big' }));
  stage = unwrap(
    startStage(
      unwrap(
        registerPlayers(
          stage,
          Array.from({ length: n }, (_, i) => ({ id: `p${i}` })),
        ),
      ),
    ),
  );
  const times: number[] = [];
  const played = 4;
  for (let r = 1; r <= played; r++) {
    const start = performance.now();
    stage = unwrap(pairNextRound(stage));
    times.push(performance.now() - start);
    const round = stage.rounds[r - 1];
    stage = unwrap(
      reportResults(
        stage,
        (round?.matches ?? []).map((m) => ({ table: m.table, games: randomResult(rng) })),
      ),
    );
  }
  // The engine alone on the standings order of round 5 (score groups, 4 earlier opponents each).
  const order = swissStandings(stage, { explain: false }).map((row) => ({
    id: row.playerId,
    points: row.points,
  }));
  const previousOpponents: Record<string, string[]> = {};
  for (const round of stage.rounds)
    for (const m of round.matches) {
      (previousOpponents[m.players[0]] ??= []).push(m.players[1]);
      (previousOpponents[m.players[1]] ??= []).push(m.players[0]);
    }
  const start = performance.now();
  const engine = pairPlayers(
    { players: order, previousOpponents, style: 'random' },
    createRng(seedRng('e')),
  );
  const engineMs = performance.now() - start;
  if (!engine.ok) throw new Error(engine.error.message);
  const last = times[times.length - 1] as number;
  console.log(
    `\n100,000 players: pairNextRound rounds 1-${played}: ${times.map(ms).join(', ')}; round ${played + 1} engine alone (given the standings order): ${ms(engineMs)}`,
  );
  target(
    '100,000 players, one round (pairNextRound, round 4, standings order included)',
    last,
    5000,
  );
}

console.log('');
target('4,096 players, ms per round (median)', medians.get(4096) ?? Number.NaN, 50);
target('1,024 players, ms per round (median)', medians.get(1024) ?? Number.NaN, 10);
target(
  '256 players, speed-up over tournament-organizer',
  Number.isFinite(peer256) ? peer256 / (medians.get(256) ?? Number.NaN) : Number.NaN,
  30,
  'x',
  'higher',
);
