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
  const response = guest.handle(request);
  process.send?.(response);
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
