import type { RenderPage } from './options';

/** A page render refused for load: the server answers 503 with `Retry-After` (server.ts). */
export class OverloadedError extends Error {
  constructor(
    readonly reason: 'queue-full' | 'deadline',
    /** Seconds the client should wait before trying again. */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'queue-full' ? 'too many pages waiting to render' : 'page render past its deadline');
    this.name = 'OverloadedError';
  }
}

export interface RenderGateOptions {
  /** Renders running at once in this process (`MAX_RENDERS`). Default 16. */
  concurrency?: number;
  /** Renders waiting for a slot (`MAX_RENDER_QUEUE`); one more is refused at once. Default 64. */
  queue?: number;
  /** How long a page may take from arriving to its status and headers (`RENDER_DEADLINE_MS`). Default 10 s. */
  deadlineMs?: number;
  /** `Retry-After`, in seconds. Default 2. */
  retryAfterSeconds?: number;
  /** Told of each refusal (metrics). */
  onRefused?: (reason: OverloadedError['reason']) => void;
}

/**
 * Overload for page renders: at most `concurrency` run at once (a render holds its slot until
 * the last byte of its page), at most `queue` wait, and a page that has not started streaming
 * within `deadlineMs` of its arrival (waiting included) is answered 503 instead. A render past
 * its deadline is not stopped (nothing in it can be aborted), but its answer is dropped and its
 * slot freed when it ends.
 */
export function createRenderGate(render: RenderPage, options: RenderGateOptions = {}) {
  const concurrency = options.concurrency ?? 16;
  const queueLimit = options.queue ?? 64;
  const deadlineMs = options.deadlineMs ?? 10_000;
  const retryAfter = options.retryAfterSeconds ?? 2;
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  const refuse = (reason: OverloadedError['reason']) => {
    options.onRefused?.(reason);
    return new OverloadedError(reason, retryAfter);
  };

  const gated: RenderPage = async (request, page) => {
    const arrived = performance.now();
    if (running >= concurrency) {
      if (waiting.length >= queueLimit) throw refuse('queue-full');
      let admit!: () => void;
      const admitted = new Promise<void>((resolve) => {
        admit = resolve;
      });
      waiting.push(admit);
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), deadlineMs));
      if ((await Promise.race([admitted, timer])) === 'late') {
        const at = waiting.indexOf(admit);
        if (at >= 0) waiting.splice(at, 1);
        // Admitted at the very moment it was late: give the slot back.
        else release();
        throw refuse('deadline');
      }
    } else running++;
    let released = false;
    const done = () => {
      if (!released) {
        released = true;
        release();
      }
    };
    const left = deadlineMs - (performance.now() - arrived);
    const rendering = render(request, page);
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timeout = setTimeout(() => resolve('late'), Math.max(0, left));
    });
    const first = await Promise.race([rendering, late]).catch((error: unknown) => {
      clearTimeout(timeout);
      done();
      throw error;
    });
    clearTimeout(timeout);
    if (first === 'late') {
      // The slot is the late render's until it ends; its page goes nowhere.
      void rendering
        .then(
          (rendered) => rendered.response.body?.cancel().catch(() => undefined),
          () => undefined,
        )
        .finally(done);
      throw refuse('deadline');
    }
    const { response } = first;
    if (!response.body) {
      done();
      return first;
    }
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        flush: done,
      }),
    );
    // A client that goes away cancels the stream: the slot is free then too.
    const reader = body.getReader();
    const passed = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done: end, value } = await reader.read();
        if (end) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        done();
        return reader.cancel(reason);
      },
    });
    return {
      ...first,
      response: new Response(passed, { status: response.status, headers: response.headers }),
    };
  };
  return Object.assign(gated, {
    /** Renders running and waiting now (tests, metrics). */
    load: () => ({ running, waiting: waiting.length }),
  });
}
