import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Conflict } from './book.ts';
import type { SandboxOp } from './ops.ts';

export type SandboxFaultMode = 'timeout' | 'drop' | 'late' | 'error' | 'error_after' | 'reject' | 'duplicate';
export type SandboxFault = {
  mode: SandboxFaultMode;
  op?: SandboxOp;
  merchant?: string;
  times?: number;
  delayMs?: number;
};

export const FaultSchema = z.strictObject({
  mode: z.enum(['timeout', 'drop', 'late', 'error', 'error_after', 'reject', 'duplicate']),
  op: z
    .enum(['createPlayer', 'balance', 'deposit', 'withdraw', 'transferStatus', 'launch', 'betHistory', 'endSessions'])
    .optional(),
  merchant: z.string().optional(),
  times: z.number().int().positive().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
});

/** The faults the venue was told to show on its next calls, and the requests it holds meanwhile. */
export class Faults {
  private list: SandboxFault[] = [];
  // Held requests are let go when the sandbox closes, so tests never wait on a timer.
  private readonly waiting = new Set<() => void>();
  readonly lateDeliveries = new Set<Promise<unknown>>();

  constructor(private readonly hangMs: number) {}

  add(f: SandboxFault) {
    this.list.push(f);
  }

  clear() {
    this.list = [];
  }

  take(merchant: string, op: SandboxOp): SandboxFault | null {
    const i = this.list.findIndex((f) => (!f.op || f.op === op) && (!f.merchant || f.merchant === merchant));
    if (i < 0) return null;
    const f = this.list[i]!;
    if ((f.times ?? 1) <= 1) this.list.splice(i, 1);
    else this.list[i] = { ...f, times: (f.times ?? 1) - 1 };
    return f;
  }

  wait(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
    });
  }

  releaseAll() {
    for (const release of [...this.waiting]) release();
  }

  /** Answers a call by applying it as the fault says (or plainly when there is none). */
  async answer(fault: SandboxFault | null, apply: () => object, reply: FastifyReply) {
    try {
      switch (fault?.mode) {
        case 'error':
          return reply.status(500).send({ result: 'error', reason: 'internal' });
        case 'error_after':
          apply();
          return reply.status(500).send({ result: 'error', reason: 'internal' });
        case 'timeout': {
          const answer = apply();
          await this.wait(fault.delayMs ?? this.hangMs);
          return reply.send(answer);
        }
        case 'drop':
          await this.wait(fault.delayMs ?? this.hangMs);
          return reply.status(504).send({ result: 'error', reason: 'dropped' });
        case 'late':
          return reply.send(await this.deliverLate(fault.delayMs ?? 1000, apply));
        case 'duplicate':
          apply();
          return reply.send(apply());
        default:
          return reply.send(apply());
      }
    } catch (error) {
      if (error instanceof Conflict) return reply.status(409).send({ result: 'error', reason: 'transfer_conflict' });
      if (error instanceof z.ZodError) return reply.status(400).send({ result: 'error', reason: 'bad_request' });
      throw error;
    }
  }

  private async deliverLate(ms: number, apply: () => object) {
    const delivery = this.wait(ms).then(apply);
    this.lateDeliveries.add(delivery);
    try {
      return await delivery;
    } finally {
      this.lateDeliveries.delete(delivery);
    }
  }
}
