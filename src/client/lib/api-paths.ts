// Moving to src/shared/api-paths.ts: this re-export goes once every importer uses the shared module.
export { apiPaths } from '../../shared/api-paths.js';
