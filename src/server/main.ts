// Process entry. The built server always renders with React's production build: the development build renders
// pages several times slower. NODE_ENV keeps its meaning for the app itself (production demands Google sign-in),
// so the app reads the environment as it was given, and React is loaded only after the switch.
const givenEnv = { ...process.env };
if (import.meta.env?.PROD) process.env.NODE_ENV = 'production';

const { start, exitOnStartFailure } = await import('./start.js');
await start(givenEnv).catch(exitOnStartFailure);
