import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserRunner, runRulesetScript, type SandboxRunner } from '../src/index.js';

const sameOrigin = new URL('./fixtures/sandbox-frame.html', import.meta.url);
// The same server under another host name is another origin (and another site).
const crossOrigin = new URL(sameOrigin);
crossOrigin.hostname = crossOrigin.hostname === 'localhost' ? '127.0.0.1' : 'localhost';

describe.each([
  ['same-origin', sameOrigin],
  ['cross-origin', crossOrigin],
])('browser runner hosted in a %s sandbox frame', (_name, frameUrl) => {
  let runner: SandboxRunner;
  beforeAll(async () => {
    runner = createBrowserRunner({ size: 1, frameUrl, startTimeoutMs: 8_000 });
    expect(await runner.ready()).toBe(true);
  });
  afterAll(async () => {
    await runner.close();
    expect(document.querySelector('iframe[title="Script sandbox"]')).toBeNull();
  });
  it('runs checks through the frame', async () => {
    const result = await runRulesetScript(runner, 'export default (deck) => deck.a === 1;', {
      scope: 'deck',
      deck: { a: 1 },
      cardsById: {},
    });
    expect(result).toEqual({ ok: true, value: { valid: true, issues: [] }, warnings: [] });
  });
  it('an endless loop is stopped and the frame answers again', async () => {
    const loop = await runRulesetScript(
      runner,
      'export default () => { for (;;) {} }',
      { scope: 'deck', deck: {}, cardsById: {} },
      { timeoutMs: 200 },
    );
    expect(loop).toMatchObject({ ok: false, error: { code: 'sandbox/timeout' } });
    const again = await runRulesetScript(runner, 'export default () => true;', {
      scope: 'deck',
      deck: {},
      cardsById: {},
    });
    expect(again).toMatchObject({ ok: true, value: { valid: true } });
  });
  it('the frame is sandboxed, hidden and at the given URL', () => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Script sandbox"]');
    expect(frame?.src).toBe(frameUrl.href);
    // A cross-origin frame's document is out of the page's reach.
    expect(frame?.contentDocument === null).toBe(frameUrl.origin !== location.origin);
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('a frame that sends garbage on a worker port', () => {
  it('null, numbers, strings and odd objects are ignored; the run still answers (issue #19)', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    const url = new URL('./fixtures/sandbox-frame-garbage.html', import.meta.url);
    const runner = createBrowserRunner({
      size: 1,
      spares: 0,
      frameUrl: url,
      startTimeoutMs: 8_000,
    });
    try {
      expect(await runner.ready()).toBe(true);
      const result = await runRulesetScript(runner, 'export default (deck) => deck.a === 1;', {
        scope: 'deck',
        deck: { a: 1 },
        cardsById: {},
      });
      expect(result).toEqual({ ok: true, value: { valid: true, issues: [] }, warnings: [] });
      // Nothing the frame sent threw in the page's port handler.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
      await runner.close();
    }
  });
});
