// @ts-check
// Entry point of one Node sandbox child process (forked by the Node runner with
// --max-old-space-size). It locks itself down once, then answers requests over IPC.
/** @import { GuestMessage, GuestRequest } from '../protocol.js' */
import { createGuest, startFailure } from './runtime.js';

/** @param {GuestMessage} message */
const send = (message) => process.send?.(message);

/** @type {ReturnType<typeof createGuest>} */
let guest;
try {
  guest = createGuest();
} catch (error) {
  send(startFailure(error));
  process.exit(1);
}
process.on('message', (/** @type {GuestRequest} */ request) => {
  // `started` goes out at once (before the script can block this thread): the host starts the
  // script's deadline when it arrives, so the time the inputs took to get here is not charged.
  const response = guest.handle(request, (id) => send({ type: 'started', id }));
  // Answer only after the run's leftover promise jobs have drained (setImmediate runs after the
  // microtask queue is empty). A script can get a promise without any promise global
  // (`Array.fromAsync` where the engine has it) and leave an endless `then` loop behind: that
  // run then misses its own deadline and this child is replaced, instead of the loop stalling
  // the next run on this child.
  setImmediate(() => send(response));
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
