// Entry point of one Node sandbox child process (forked by the Node runner with
// --max-old-space-size). It locks itself down once, then answers requests over IPC.
import { createGuest } from './runtime.js';

let guest;
try {
  guest = createGuest();
} catch (error) {
  process.send?.({ type: 'failed', message: String(error?.message) });
  process.exit(1);
}
process.on('message', (request) => {
  // `started` goes out at once (before the script can block this thread): the host starts the
  // script's deadline when it arrives, so the time the inputs took to get here is not charged.
  const response = guest.handle(request, (id) => process.send?.({ type: 'started', id }));
  // Answer only after the run's leftover promise jobs have drained (setImmediate runs after the
  // microtask queue is empty). A script can get a promise without any promise global
  // (`Array.fromAsync` where the engine has it) and leave an endless `then` loop behind: that
  // run then misses its own deadline and this child is replaced, instead of the loop stalling
  // the next run on this child.
  setImmediate(() => process.send?.(response));
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
