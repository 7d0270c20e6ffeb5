/**
 * Holds one request at a chosen step (a mocked function calls `pass`) while a test makes another
 * request change what the first one has read, then lets it go on: races made to happen in order.
 */
let held: { reached: () => void; release: Promise<void> } | undefined;

export const gate = {
  /** Holds the next `pass` until `open` is called; `reached` resolves once it is held. */
  closeOnce(): { reached: Promise<void>; open: () => void } {
    let open!: () => void;
    let reached!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    held = { reached, release: new Promise<void>((resolve) => (open = resolve)) };
    return { reached: reachedPromise, open };
  },
  async pass(): Promise<void> {
    const current = held;
    if (!current) return;
    held = undefined;
    current.reached();
    await current.release;
  },
};
