// @ts-check
// The guest side of the sandbox, shared by the Node child process and the browser Web Worker.
// Plain JavaScript (not TypeScript) so a forked Node child can load it without a loader.
//
// It locks the worker's realm down with SES once, then for every request evaluates the checked,
// rewritten program in a fresh Compartment with no extra globals, calls the entry point with
// copied, deep-frozen inputs, and reads the result into plain data *inside* this realm: the host
// only ever receives structured-cloneable data, so no guest getter, proxy trap, `toJSON`, `then`
// or species lookup can run in the host.
//
// Type-checked (`// @ts-check`, JSDoc types, by `tsc -b`) against the same message types as the
// host's pool (`../protocol.ts`), so a change to either side of the wire is a type error.
/** @import { GuestJob, GuestMessage, GuestRequest, GuestResponse } from '../protocol.js' */
/** @import { OutputCaps, PlainData } from '../types.js' */
import 'ses';

/** The host's `DEFAULT_OUTPUT_CAPS` (this file cannot import the TypeScript module). @type {OutputCaps} */
const DEFAULT_CAPS = {
  maxDepth: 24,
  maxNodes: 100_000,
  maxStringLength: 10_000,
  maxEntries: 10_000,
};
/** @type {OutputCaps} */
const EACH_CAPS = { maxDepth: 12, maxNodes: 2_000, maxStringLength: 2_000, maxEntries: 200 };
const MAX_MESSAGE = 500;
// Budgets for one whole response (every item of an 'each' job together), so no run can send
// the host more than a few megabytes however its values are shaped (the host's OUTPUT_BUDGET).
const MAX_TOTAL_CHARS = 4_000_000;
const MAX_TOTAL_NODES = 1_000_000;
// The host decides which catalogs a worker keeps (it sizes the heap and names what to evict
// before a new one is built); this is only a backstop.
const MAX_CATALOGS = 8;

/**
 * Called once a job's inputs are in and frozen, right before the script runs.
 * @typedef {(id: number) => void} Started
 */

/**
 * Characters and nodes read so far from one response, shared by its items.
 * @typedef {{ chars: number, nodes: number }} OutputBudget
 */

/**
 * The message a worker sends when {@link createGuest} threw (SES could not lock its realm down).
 * @param {unknown} error what `createGuest` threw
 * @returns {GuestMessage}
 */
export function startFailure(error) {
  const message = /** @type {{ message?: unknown } | null | undefined} */ (error)?.message;
  return { type: 'failed', message: String(message) };
}

/**
 * Locks the realm down and returns the request handler.
 * @returns {{ handle(request: GuestRequest, started?: Started): GuestResponse }}
 */
export function createGuest() {
  // Freezes every intrinsic of this realm; Date.now(), new Date() and Math.random() throw from here on
  // inside compartments. errorTaming 'safe' keeps stacks away from guest code.
  lockdown({
    errorTaming: 'safe',
    overrideTaming: 'severe',
    consoleTaming: 'safe',
    evalTaming: 'safe-eval',
  });

  const { getOwnPropertyDescriptor, getPrototypeOf, freeze, isFrozen, keys } = Object;
  const { ownKeys, apply, deleteProperty } = Reflect;
  const { isArray } = Array;
  const StringCtor = String;
  /** @type {Map<string, readonly unknown[]>} */
  const catalogs = new Map();
  // Error prototypes are shared intrinsics: naming a thrown error by its prototype's identity
  // never calls anything the guest owns.
  /** @type {Map<object, string>} */
  const errorNames = new Map(
    [
      Error,
      TypeError,
      RangeError,
      ReferenceError,
      SyntaxError,
      EvalError,
      URIError,
      AggregateError,
    ].map((ctor) => [ctor.prototype, ctor.name]),
  );

  /**
   * Copies host data into plain objects and arrays and deep-freezes the copy.
   * @param {unknown} value
   * @returns {unknown}
   */
  function copyFrozen(value) {
    if (value === null || typeof value !== 'object') {
      return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
    }
    if (isArray(value)) {
      const out = [];
      for (let i = 0; i < value.length; i++) out.push(copyFrozen(value[i]));
      return freeze(out);
    }
    /** @type {Record<string, unknown>} */
    const out = {};
    const record = /** @type {Record<string, unknown>} */ (value);
    for (const key of keys(record)) {
      if (key === '__proto__') continue;
      out[key] = copyFrozen(record[key]);
    }
    return freeze(out);
  }

  const ObjectPrototype = getPrototypeOf({});
  const ArrayPrototype = getPrototypeOf([]);

  /**
   * Deep-freezes structured-clone output in place, so a large catalog is held once (not as the
   * received copy plus a frozen copy). Plain objects and arrays of this realm are frozen as they
   * are (an own `__proto__` key is dropped first); anything else the clone can produce (a Date,
   * a Map, a typed array) is replaced by {@link copyFrozen}'s plain copy, exactly as before.
   * Iterative, so a deeply nested input cannot overflow the stack, and each object is visited
   * once, so shared and cyclic references are fine.
   * @param {unknown} root
   * @returns {unknown}
   */
  function freezeInPlace(root) {
    /** @type {(value: object) => value is Record<string, unknown>} */
    const plain = (value) => {
      const proto = getPrototypeOf(value);
      return proto === ObjectPrototype || (proto === ArrayPrototype && isArray(value));
    };
    if (root === null || typeof root !== 'object') return copyFrozen(root);
    if (!plain(root)) return copyFrozen(root);
    // Being frozen marks an object as done (nothing a clone produces starts out frozen), so no
    // visited set has to be held next to a large catalog.
    /** @type {Record<string, unknown>[]} */
    const stack = [root];
    while (stack.length > 0) {
      const node = /** @type {Record<string, unknown>} */ (stack.pop());
      if (isFrozen(node)) continue;
      if (getOwnPropertyDescriptor(node, '__proto__')) deleteProperty(node, '__proto__');
      for (const key of keys(node)) {
        const child = node[key];
        if (child === null || typeof child !== 'object') {
          if (typeof child === 'function' || typeof child === 'symbol') node[key] = undefined;
          continue;
        }
        if (!plain(child)) {
          node[key] = copyFrozen(child);
        } else if (!isFrozen(child)) {
          stack.push(child);
        }
      }
      freeze(node);
    }
    return root;
  }

  /**
   * Reads a guest value into plain data using own data properties only, within caps.
   * @param {unknown} value
   * @param {OutputCaps} caps
   * @param {OutputBudget} budget
   * @returns {{ value: PlainData, truncated: boolean }}
   */
  function readOutput(value, caps, budget) {
    const state = { nodes: 0, truncated: false };
    const nodeBudget = () => ++state.nodes > caps.maxNodes || ++budget.nodes > MAX_TOTAL_NODES;
    /** @type {(v: unknown, depth: number) => PlainData} */
    const read = (v, depth) => {
      switch (typeof v) {
        case 'string': {
          const room = MAX_TOTAL_CHARS - budget.chars;
          const keep = Math.max(0, Math.min(v.length, caps.maxStringLength, room));
          budget.chars += keep;
          if (keep < v.length) {
            state.truncated = true;
            return v.slice(0, keep);
          }
          return v;
        }
        case 'number':
        case 'boolean':
        case 'undefined':
          return v;
        case 'object': {
          if (v === null) return null;
          if (depth >= caps.maxDepth || nodeBudget()) {
            state.truncated = true;
            return undefined;
          }
          if (isArray(v)) {
            const lengthDesc = getOwnPropertyDescriptor(v, 'length');
            const length =
              lengthDesc && typeof lengthDesc.value === 'number' ? lengthDesc.value : 0;
            const n = Math.min(length, caps.maxEntries);
            if (n < length) state.truncated = true;
            /** @type {PlainData[]} */
            const out = [];
            for (let i = 0; i < n; i++) {
              if (nodeBudget()) {
                state.truncated = true;
                break;
              }
              const d = getOwnPropertyDescriptor(v, StringCtor(i));
              out.push(d && 'value' in d ? read(d.value, depth + 1) : undefined);
            }
            return out;
          }
          /** @type {Record<string, PlainData>} */
          const out = {};
          let count = 0;
          for (const key of ownKeys(v)) {
            if (typeof key !== 'string' || key === '__proto__') continue;
            if (++count > caps.maxEntries || nodeBudget()) {
              state.truncated = true;
              break;
            }
            if (key.length > caps.maxStringLength || budget.chars + key.length > MAX_TOTAL_CHARS) {
              state.truncated = true;
              continue;
            }
            budget.chars += key.length;
            const d = getOwnPropertyDescriptor(v, key);
            if (!d?.enumerable || !('value' in d)) continue;
            const item = read(d.value, depth + 1);
            if (item !== undefined) out[key] = item;
          }
          return out;
        }
        default:
          // functions, symbols and bigints are not data
          return undefined;
      }
    };
    const result = read(value, 0);
    return { value: result, truncated: state.truncated };
  }

  /**
   * Describes a thrown value without calling anything it owns (no toString, no getters).
   * @param {unknown} thrown
   * @returns {string}
   */
  function describeThrown(thrown) {
    try {
      if (thrown === null || (typeof thrown !== 'object' && typeof thrown !== 'function')) {
        const text = typeof thrown === 'symbol' ? 'a symbol' : StringCtor(thrown);
        return `Uncaught ${text}`.slice(0, MAX_MESSAGE);
      }
      let name = 'Error';
      /** @type {object | null} */
      let current = thrown;
      for (let i = 0; i < 8 && current !== null && current !== undefined; i++) {
        const known = errorNames.get(current);
        if (known) {
          name = known;
          break;
        }
        const d = getOwnPropertyDescriptor(current, 'name');
        if (d && typeof d.value === 'string') {
          name = d.value;
          break;
        }
        current = getPrototypeOf(current);
      }
      const m = getOwnPropertyDescriptor(thrown, 'message');
      const message = m && typeof m.value === 'string' ? m.value : '';
      return (message ? `${name}: ${message}` : name).slice(0, MAX_MESSAGE);
    } catch {
      return 'The script threw a value that could not be described.';
    }
  }

  /**
   * @param {number} id
   * @param {string} code a `sandbox/...` run error code
   * @param {string} message
   * @returns {GuestResponse}
   */
  function fail(id, code, message) {
    return { id, ok: false, code, message };
  }

  /**
   * Evaluates the program in a fresh compartment and returns `[entry, resolvePoolFilters]`.
   * @param {string} program
   * @returns {[unknown, unknown]}
   */
  function loadExports(program) {
    const compartment = new Compartment();
    const factory = compartment.evaluate(program);
    const RegExpIntrinsic = compartment.globalThis.RegExp;
    const exported = apply(factory, undefined, [RegExpIntrinsic]);
    return [exported[0], exported[1]];
  }

  /**
   * Answers one request; never throws (an unexpected failure becomes sandbox/bad-output).
   * `started(id)` is called once the inputs (and a catalog) are frozen, right before any of the
   * script runs: the host starts the script's deadline then, so the transfer is not charged.
   * @param {GuestRequest} request
   * @param {Started} [started]
   * @returns {GuestResponse}
   */
  function handle(request, started) {
    try {
      return handleJob(request, started);
    } catch (thrown) {
      return fail(
        request?.id,
        'sandbox/bad-output',
        `The sandbox could not complete the run: ${describeThrown(thrown)}`,
      );
    }
  }

  /**
   * @param {GuestRequest} request
   * @param {Started} [started]
   * @returns {GuestResponse}
   */
  function handleJob(request, started) {
    const { id, job } = request;
    // 1. Inputs first (not the script's time).
    if (job.mode === 'call') {
      const args = /** @type {unknown[]} */ (freezeInPlace(isArray(job.args) ? job.args : []));
      started?.(id);
      return callOnce(id, job, args);
    }
    /** @type {unknown} */
    let items;
    if (job.items) {
      items = freezeInPlace(job.items);
    } else {
      // Evict what the host names before building the new catalog, so the old and the new
      // never have to fit in the heap together.
      if (isArray(job.evict)) for (const key of job.evict) catalogs.delete(key);
      const key = job.catalogKey;
      if (typeof key !== 'string') {
        return fail(id, 'sandbox/catalog-missing', 'The job names neither items nor a catalog.');
      }
      if (job.catalogCards) {
        catalogs.delete(key);
        for (const oldest of catalogs.keys()) {
          if (catalogs.size < MAX_CATALOGS) break;
          catalogs.delete(oldest);
        }
        catalogs.set(key, /** @type {readonly unknown[]} */ (freezeInPlace(job.catalogCards)));
      }
      items = catalogs.get(key);
      if (!items) {
        return fail(id, 'sandbox/catalog-missing', 'The catalog is not loaded in this runner.');
      }
    }
    const extra = /** @type {unknown[]} */ (
      freezeInPlace(isArray(job.extraArgs) ? job.extraArgs : [])
    );
    started?.(id);
    return callEach(id, job, isArray(items) ? items : [], extra);
  }

  /**
   * 2. The script: its top level, then the entry point the job names, or the failure to answer.
   * @param {number} id
   * @param {GuestJob} job
   * @returns {{ entry: Function } | { failure: GuestResponse }}
   */
  function loadEntry(id, job) {
    let exported;
    try {
      exported = loadExports(job.program);
    } catch (thrown) {
      return { failure: fail(id, 'sandbox/script-threw', describeThrown(thrown)) };
    }
    const entry =
      job.mode === 'call' && job.entry === 'resolvePoolFilters' ? exported[1] : exported[0];
    if (typeof entry !== 'function') {
      return {
        failure: fail(id, 'sandbox/no-entry-point', 'The script did not export a function.'),
      };
    }
    return { entry };
  }

  /**
   * Mode `call`: the entry point once, its result read within the job's caps.
   * @param {number} id
   * @param {Extract<GuestJob, { mode: 'call' }>} job
   * @param {unknown[]} args the frozen arguments
   * @returns {GuestResponse}
   */
  function callOnce(id, job, args) {
    const loaded = loadEntry(id, job);
    if ('failure' in loaded) return loaded.failure;
    let result;
    try {
      result = apply(loaded.entry, undefined, args);
    } catch (thrown) {
      return fail(id, 'sandbox/script-threw', describeThrown(thrown));
    }
    try {
      const { value, truncated } = readOutput(result, job.caps ?? DEFAULT_CAPS, {
        chars: 0,
        nodes: 0,
      });
      return { id, ok: true, value, truncated };
    } catch (thrown) {
      return fail(
        id,
        'sandbox/bad-output',
        `The result could not be read: ${describeThrown(thrown)}`,
      );
    }
  }

  /**
   * Mode `each`: one call per item, each with its own outcome, all within one output budget.
   * @param {number} id
   * @param {Extract<GuestJob, { mode: 'each' }>} job
   * @param {readonly unknown[]} items the frozen items (or catalog cards)
   * @param {unknown[]} extra the frozen arguments after each item
   * @returns {GuestResponse}
   */
  function callEach(id, job, items, extra) {
    const loaded = loadEntry(id, job);
    if ('failure' in loaded) return loaded.failure;
    const caps = job.caps ?? EACH_CAPS;
    /** @type {PlainData[]} */
    const out = [];
    /** @type {OutputBudget} */
    const budget = { chars: 0, nodes: 0 };
    let truncated = false;
    for (let i = 0; i < items.length; i++) {
      try {
        const read = readOutput(apply(loaded.entry, undefined, [items[i], ...extra]), caps, budget);
        truncated ||= read.truncated;
        out.push({ ok: true, value: read.value });
      } catch (thrown) {
        // Error descriptions count against the same budget as values.
        const described = describeThrown(thrown);
        const keep = Math.max(0, Math.min(described.length, MAX_TOTAL_CHARS - budget.chars));
        budget.chars += keep;
        if (keep < described.length) truncated = true;
        out.push({ ok: false, message: described.slice(0, keep) });
      }
    }
    return { id, ok: true, value: out, truncated };
  }

  return { handle };
}
