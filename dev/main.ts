import { startServer } from './server';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`PORT must be a whole number from 0 to 65535; got ${JSON.stringify(process.env.PORT)}.\n`);
  process.exit(2);
}

const server = await startServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.DATA_DIR ?? './data',
  rateLimit: process.env.RATE_LIMIT === 'off' ? false : { max: Number(process.env.RATE_LIMIT_MAX ?? 120), windowMs: 10_000 },
  log: process.env.LOG_REQUESTS === '1',
  distFolder: process.env.STOREFRONT_DIST,
  devControls: process.env.DEV_CONTROLS === '1',
  allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
});
process.stdout.write(`Storefront demo: http://localhost:${server.port}/shop\n`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping the storefront demo…\n`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
