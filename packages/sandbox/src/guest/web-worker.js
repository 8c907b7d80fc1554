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
self.onmessage = (event) => {
  if (!guest) return;
  self.postMessage(guest.handle(event.data));
};
