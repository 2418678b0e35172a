// What test helpers built for the file that is running, to close when it ends (tests/helpers/per-file.ts). The test
// runner keeps a worker's imported modules from one test file to the next (vitest.config.ts, `isolate: false`: the
// app is imported once per worker, not once per file), so a helper cannot close what it built with an afterAll of
// its own: that would be registered for the worker's first file only.
const closers: (() => Promise<void>)[] = [];

export function whenFileEnds(close: () => Promise<void>): void {
  closers.push(close);
}

/** Closes the last registered first (a file's apps before their database); every closer runs, errors are thrown after. */
export async function closeFileResources(): Promise<void> {
  const errors: unknown[] = [];
  for (const close of closers.splice(0).reverse()) {
    try {
      await close();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'Closing what the test file built failed');
}
