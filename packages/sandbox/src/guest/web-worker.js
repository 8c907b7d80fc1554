// @ts-check
// Entry point of one browser sandbox worker (a module Web Worker). It locks its own realm down
// once (never the page's), then answers requests posted by the browser runner.
/** @import { GuestMessage, GuestRequest } from '../protocol.js' */
import { createGuest, startFailure } from './runtime.js';

// The one way out of this worker, so every message it posts is checked against the protocol.
/** @param {GuestMessage} message */
const post = (message) => self.postMessage(message);

/** @type {ReturnType<typeof createGuest> | undefined} */
let guest;
try {
  guest = createGuest();
  post({ type: 'ready' });
} catch (error) {
  post(startFailure(error));
}
// Answers leave through a task of their own, so they go only after the run's leftover promise
// jobs have drained: a script that leaves an endless `then` loop behind (it can get a promise
// from `Array.fromAsync`) misses its own deadline instead of stalling the next run here.
/** @type {GuestMessage[]} */
const answers = [];
const flush = new MessageChannel();
flush.port1.onmessage = () => {
  for (const answer of answers.splice(0)) post(answer);
};
self.onmessage = (/** @type {MessageEvent<GuestRequest>} */ event) => {
  if (!guest) return;
  // `started` is posted at once, before the script runs: the host starts the deadline then.
  answers.push(guest.handle(event.data, (id) => post({ type: 'started', id })));
  flush.port2.postMessage(0);
};
