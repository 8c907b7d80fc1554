// Vitest setup for the node project. In CI (CI=true) every fast-check property runs from one fixed
// seed, so whether a submission lands does not depend on a random draw; on a developer's machine
// each run draws new seeds and so keeps exploring. FC_SEED=<n> picks a seed either way (for
// example the seed a failure printed, to reproduce it).
import fc from 'fast-check';

const chosen = process.env.FC_SEED ?? (process.env.CI ? '20261201' : undefined);
if (chosen !== undefined && Number.isInteger(Number(chosen))) {
  fc.configureGlobal({ seed: Number(chosen) });
}
