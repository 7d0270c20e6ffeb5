/** Undo steps that run last-in-first-out exactly once, also when the run fails or is interrupted. */
export class Cleanup {
  private readonly steps: Array<{ label: string; undo: () => Promise<void> | void }> = [];
  private running: Promise<void> | undefined;

  add(label: string, undo: () => Promise<void> | void): void {
    this.steps.push({ label, undo });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (let step = this.steps.pop(); step; step = this.steps.pop()) {
        try {
          await step.undo();
        } catch (error) {
          // Keep going: one failed step must not leave the other servers running.
          console.error(`cleanup: ${step.label} failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }
}
