/**
 * Processes a test starts: every one has a time limit, its output is kept for the failure
 * message, and it cannot outlive the test run.
 *
 * `spawnSync` is not used in tests: it blocks the event loop, so a hung child (a `pnpm install`
 * waiting on a registry it cannot reach) also stops the test runner's own timeouts. Each child
 * runs in a process group of its own (`detached`), so a time-out ends its children too (pnpm's
 * workers, a server's workers), and every child still running when this process exits is ended.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Finished {
  /** Exit code; null when a signal ended the process (a time-out included). */
  status: number | null;
  /** stdout and stderr, interleaved as they came. */
  output: string;
  timedOut: boolean;
  ms: number;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Ended (the whole process group, SIGKILL) after this long. */
  timeoutMs: number;
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Gone already.
    }
  }
}

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/** The last `max` characters of a process's output, for an error message. */
export function tail(output: string, max = 4000): string {
  return output.length > max ? `…${output.slice(-max)}` : output;
}

/** Runs a command to its end or its time limit; never rejects for a failed command. */
export async function run(command: string, args: readonly string[], options: RunOptions): Promise<Finished> {
  const started = Date.now();
  const proc = start(command, args, options);
  const status = await proc.exited;
  return {
    status,
    output: proc.output(),
    timedOut: proc.timedOut(),
    ms: Date.now() - started,
  };
}

/** Runs a command; throws with what it printed when it fails or goes past its time. */
export async function runChecked(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<Finished> {
  const finished = await run(command, args, options);
  if (finished.status === 0 && !finished.timedOut) return finished;
  const what = `${command} ${args.join(' ')}`;
  const why = finished.timedOut
    ? `went past its ${options.timeoutMs / 1000} s limit and was stopped`
    : `exited with ${finished.status}`;
  throw new Error(`${what} ${why}. Its output:\n${tail(finished.output)}`);
}

export interface Started {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Its exit code once it has ended (null when a signal or its time limit ended it). */
  exited: Promise<number | null>;
  /** Its time limit ended it. */
  timedOut(): boolean;
  /** Ends it (SIGTERM, then SIGKILL after 5 s) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a process (a server, or a command `run` waits for) in a process group of its own. It
 * is ended after `timeoutMs` whatever happens, so a test that times out before its own
 * `stop()` cannot leave it running.
 */
export function start(command: string, args: readonly string[], options: RunOptions): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  let timedOut = false;
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (status) => resolve(status));
    child.once('error', (error) => {
      output += `\n${error.message}`;
      resolve(null);
    });
  });
  const limit = setTimeout(() => {
    timedOut = true;
    killGroup(child, 'SIGKILL');
  }, options.timeoutMs);
  limit.unref();
  void exited.then(() => {
    clearTimeout(limit);
    running.delete(child);
  });
  return {
    child,
    output: () => output,
    exited,
    timedOut: () => timedOut,
    async stop() {
      killGroup(child, 'SIGTERM');
      const hard = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(hard);
    },
  };
}
