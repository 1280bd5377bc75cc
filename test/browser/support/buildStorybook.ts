import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One story or docs page of the built Storybook (an entry of index.json). */
export interface BuiltStory {
  readonly id: string;
  readonly title: string;
  readonly name: string;
}

/** A static Storybook build in its own temporary folder. */
export interface StorybookBuild {
  readonly dir: string;
  readonly stories: readonly BuiltStory[];
  /** The docs pages (autodocs), when the docs addon is configured. */
  readonly docs: readonly BuiltStory[];
  /** Deletes the build folder. */
  remove(): Promise<void>;
}

/** Reads a built Storybook's index.json. */
async function readBuild(dir: string, remove: () => Promise<void>): Promise<StorybookBuild> {
  const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, BuiltStory & { type: string }> };
  const entriesOf = (type: string) =>
    Object.values(index.entries)
      .filter((entry) => entry.type === type)
      .map(({ id, title, name }) => ({ id, title, name }));
  return { dir, stories: entriesOf('story'), docs: entriesOf('docs'), remove };
}

/**
 * Builds the current stories with `storybook build` into a fresh temporary folder (never a stale or
 * half-written storybook-static/ shared with others) and reads its index.json. When STORYBOOK_STATIC names
 * a folder built from the same checkout just before (`npm run build-storybook`, to re-run the scan), that build is
 * reused instead, and left in place.
 */
export async function buildStorybook(): Promise<StorybookBuild> {
  const prebuilt = process.env.STORYBOOK_STATIC;
  if (prebuilt) return readBuild(prebuilt, async () => undefined);
  const dir = await mkdtemp(join(tmpdir(), 'storefront-storybook-'));
  try {
    await run(process.execPath, ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '--quiet', '--disable-telemetry', '-o', dir], {
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 300_000,
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const output = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`storybook build failed: ${output.message}\n${output.stderr ?? ''}`.slice(0, 4000), { cause: error });
  }
  return readBuild(dir, () => rm(dir, { recursive: true, force: true }));
}
