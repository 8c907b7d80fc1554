// @ts-check
// Runs inside the sandbox frame: a page the app serves from a *different origin* than the site,
// embedded with <iframe sandbox="allow-scripts allow-same-origin">. Because it is cross-origin,
// Chromium can put it (and the workers it starts) in another process, so a worker that exhausts
// memory takes down the frame, not the page. Each "spawn" from the parent brings a MessagePort;
// the frame starts one module worker and relays messages between that port and the worker.
const SPAWN = 'tcgkit-sandbox-spawn';
const READY = 'tcgkit-sandbox-frame-ready';
const PING = 'tcgkit-sandbox-ping';
const PONG = 'tcgkit-sandbox-pong';

/**
 * Starts relaying for the parent page. Call it from the frame page's module script.
 * @param {{ parentOrigin?: string }} [options] the parent's origin ('*' accepts any: the frame
 *   holds nothing secret, and each worker only ever talks to the port it was given)
 */
export function startSandboxFrame(options = {}) {
  const parentOrigin = options.parentOrigin ?? '*';
  self.addEventListener('message', (event) => {
    if (event.source !== self.parent) return;
    if (parentOrigin !== '*' && event.origin !== parentOrigin) return;
    // The parent's watchdog: a frame whose process died or froze stops answering.
    if (event.data && event.data.type === PING) {
      self.parent.postMessage({ type: PONG, n: event.data.n }, parentOrigin);
      return;
    }
    if (!event.data || event.data.type !== SPAWN || !event.ports[0]) return;
    const port = event.ports[0];
    let worker;
    try {
      worker = new Worker(new URL('./web-worker.js', import.meta.url), {
        type: 'module',
        name: 'tcgkit-sandbox',
      });
    } catch (error) {
      const reason = /** @type {{ message?: unknown } | null | undefined} */ (error)?.message;
      port.postMessage({ type: 'exit', reason: String(reason ?? error) });
      port.close();
      return;
    }
    worker.onmessage = (message) => port.postMessage(message.data);
    worker.onerror = (error) => {
      error.preventDefault();
      worker.terminate();
      port.postMessage({ type: 'exit', reason: error.message || 'worker error' });
      port.close();
    };
    port.onmessage = (message) => {
      if (message.data && message.data.type === 'kill') {
        worker.terminate();
        port.close();
      } else {
        worker.postMessage(message.data);
      }
    };
  });
  self.parent.postMessage({ type: READY }, parentOrigin);
}
