// Writes test/fixtures/brackets-manager/double-elimination-6.json: a 6-player double elimination
// made and played by brackets-manager itself (the reference the browser test renders). Run from
// packages/interop: node --import tsx test/make-bm-fixture.ts test/fixtures/brackets-manager/double-elimination-6.json
import { writeFileSync } from 'node:fs';
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';

const db = new InMemoryDatabase();
const manager = new BracketsManager(db);
await manager.create.stage({
  tournamentId: 0,
  name: 'Regional top cut',
  type: 'double_elimination',
  seeding: ['Ash', 'Misty', 'Brock', 'Gary', 'May', 'Dawn', null, null],
  settings: { grandFinal: 'double' },
});
for (let k = 0; k < 6; k++) {
  const ready = ((await db.select('match')) as { id: number; status: number }[]).filter(
    (m) => m.status === 2,
  );
  const m = ready[0];
  if (!m) break;
  await manager.update.match({
    id: m.id,
    opponent1: { score: 2, result: 'win' },
    opponent2: { score: k % 2 },
  });
}
writeFileSync(process.argv[2]!, `${JSON.stringify(await manager.get.stageData(0), null, 2)}\n`);
