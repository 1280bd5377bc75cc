import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../dev/server';
import { distFolder } from './distFolder';

/** A reference server over a fresh, seeded SQLite database in its own temporary folder. */
export interface Demo {
  readonly server: RunningServer;
  readonly url: string;
  /** Stops the server and deletes its data folder. */
  close(): Promise<void>;
}

/** Starts the reference server on a free port with a fresh temporary dataDir, the seeded catalog and the build under test (distFolder). */
export async function startDemo(): Promise<Demo> {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-browser-'));
  const server = await startServer({ port: 0, dataDir, seed: true, distFolder });
  return {
    server,
    url: server.url,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
