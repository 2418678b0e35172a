import { ConfigError } from './config.js';
import { DataDirBusyError } from './db/data-dir-lock.js';

type CliFailure = {
  /** Printed before an unexpected error (with its stack): 'Seeding failed:'. */
  failure: string;
  /** The whole message for an error the command expects (a missing file, an already seeded database), if it is one. */
  expected?: (error: unknown) => string | undefined;
};

/**
 * Runs a command-line entry (`npm run db:seed`, `import`, `media:migrate`) and exits with its code. A bad setting or
 * a data folder another process holds is a sentence for the person at the terminal, not a stack trace.
 */
export function runCli(main: () => Promise<number>, { failure, expected }: CliFailure): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DataDirBusyError ? error.message : expected?.(error);
      if (known) console.error(known);
      else console.error(failure, error);
      process.exit(1);
    },
  );
}
