// Internal (not an entry point): starts the Node runner's sandbox child processes.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SpawnGuest } from './pool.js';
import type { GuestMessage } from './protocol.js';

const CHILD = fileURLToPath(new URL('./guest/node-child.js', import.meta.url));

/**
 * Forks one sandbox child per call, with `--max-old-space-size` = the script's heap plus the
 * catalog room the pool asks for. Internal (the tests wrap it).
 */
export function nodeSpawner(scriptHeapMb: number, stackSizeKb?: number): SpawnGuest {
  const stack = stackSizeKb === undefined ? [] : [`--stack-size=${stackSizeKb}`];
  return (handlers, { catalogRoomMb }) => {
    const child: ChildProcess = fork(CHILD, [], {
      execArgv: [`--max-old-space-size=${scriptHeapMb + catalogRoomMb}`, ...stack],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let gone = false;
    const exit = (reason: string): void => {
      if (gone) return;
      gone = true;
      handlers.exit(reason);
    };
    child.on('message', (message) => handlers.message(message as GuestMessage));
    child.on('exit', (code, signal) => exit(signal ? `signal ${signal}` : `exit code ${code}`));
    child.on('error', (error) => {
      child.kill('SIGKILL');
      exit(error.message);
    });
    // An idle child must not keep the host process alive; a starting or busy one must.
    return {
      send: (request) => {
        child.send(request as never);
      },
      kill: () => {
        child.ref();
        child.kill('SIGKILL');
      },
      idle: () => {
        child.unref();
        child.channel?.unref();
      },
      active: () => {
        child.ref();
        child.channel?.ref();
      },
    };
  };
}
