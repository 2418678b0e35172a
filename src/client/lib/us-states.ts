// The state names live in src/shared (the server reads them to route free text); pages keep importing them here.
export { US_STATES, stateName } from '#shared/us-states.js';
