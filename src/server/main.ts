// Process entry. The build decides the mode, never NODE_ENV: the built server (`npm start`) is production mode
// (React's production build, JSON logs of notable requests only, assets read once); the server run from source
// (`npm run dev`) is development mode (pretty logs of every request, assets re-read on change). Settings that
// matter for security (sign-in, proxies, metrics) are explicit variables, read by config.ts.
const mode = import.meta.env?.PROD ? 'production' : 'development';
// React picks its build from NODE_ENV when first loaded: set it before anything imports React.
if (mode === 'production') process.env.NODE_ENV = 'production';

const { start, exitOnStartFailure } = await import('./start.js');
const { loadConfig } = await import('./config.js');
const { runPrimary, wantsWorkers } = await import('./cluster.js');

try {
  const config = loadConfig(process.env);
  if (wantsWorkers(config)) runPrimary(config);
  else await start(config, mode);
} catch (error) {
  exitOnStartFailure(error);
}
