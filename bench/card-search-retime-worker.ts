// A fresh V8 isolate that times a query again for the fuzz run (card-search-worst.ts): its own warm
// 20,000-card pool of one game, and a JIT that has seen only the hand-made worst queries, as on a
// page that has searched a few dozen times, not 30,000. Started by `retimer(game)`.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchGame } from '@tcgkit/card-search';
import { jitWarmUp, timeQuery, warmGamePool } from './card-search-worst.ts';

const game = (workerData as { game: SearchGame }).game;
const { cards } = warmGamePool(game);
jitWarmUp(game, cards);
parentPort?.postMessage({ ready: true });
parentPort?.on('message', async (message: { query: string; pause: number }) => {
  const times: { cpu: number; wall: number; work: number; complete: boolean }[] = [];
  for (let k = 0; k < 3; k++) {
    await new Promise((resolve) => setTimeout(resolve, message.pause));
    const t = timeQuery(message.query, game, cards);
    times.push({ cpu: t.cpu, wall: t.wall, work: t.work, complete: t.complete });
  }
  parentPort?.postMessage({ times });
});
