// Entry point of one browser sandbox worker (a module Web Worker). It locks its own realm down
// once (never the page's), then answers requests posted by the browser runner.
import { createGuest } from './runtime.js';

let guest;
try {
  guest = createGuest();
  self.postMessage({ type: 'ready' });
} catch (error) {
  self.postMessage({ type: 'failed', message: String(error?.message) });
}
// Answers leave through a task of their own, so they go only after the run's leftover promise
// jobs have drained: a script that leaves an endless `then` loop behind (it can get a promise
// from `Array.fromAsync`) misses its own deadline instead of stalling the next run here.
const answers = [];
const flush = new MessageChannel();
flush.port1.onmessage = () => {
  for (const answer of answers.splice(0)) self.postMessage(answer);
};
self.onmessage = (event) => {
  if (!guest) return;
  // `started` is posted at once, before the script runs: the host starts the deadline then.
  answers.push(guest.handle(event.data, (id) => self.postMessage({ type: 'started', id })));
  flush.port2.postMessage(0);
};
