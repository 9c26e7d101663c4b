/**
 * A check one module adds to another's action without the two importing each other (e.g. a
 * responsible-play limit on sign-in, an identity check on withdrawals): it throws an AppError to
 * refuse. The owning module runs its gates in order; modules.ts fills the lists at start.
 */
export type Gate<T> = (input: T) => Promise<void>;

export async function passGates<T>(gates: readonly Gate<T>[], input: T): Promise<void> {
  for (const gate of gates) await gate(input);
}
