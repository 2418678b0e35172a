import { fileURLToPath } from 'node:url';

// `#shared/…` names the API contract in src/shared from anywhere in the project (client, server, tests, benches),
// so no import climbs out of its folder with '../../../'. TypeScript and tsx read the same mapping from
// tsconfig.json's "paths"; the builds and the test runner read this one.
export const sharedAlias = {
  find: /^#shared\//,
  replacement: fileURLToPath(new URL('./src/shared/', import.meta.url)),
};
