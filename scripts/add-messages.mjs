#!/usr/bin/env node
// Usage: node scripts/add-messages.mjs '{"feature.key": "ICU text", ...}'  (merges into src/locales/en-US.json, keys sorted)
import { readFileSync, writeFileSync, openSync, closeSync, unlinkSync } from 'node:fs';

const file = new URL('../src/locales/en-US.json', import.meta.url);
const lock = new URL('../src/locales/.en-US.lock', import.meta.url);
const additions = JSON.parse(process.argv[2] ?? readFileSync(0, 'utf8'));
let fd;
for (let attempt = 0; ; attempt += 1) {
  try {
    fd = openSync(lock, 'wx');
    break;
  } catch (error) {
    if (attempt > 200) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(additions)) {
    if (key in catalog && catalog[key] !== value) console.warn(`replacing ${key}: ${JSON.stringify(catalog[key])} -> ${JSON.stringify(value)}`);
    catalog[key] = value;
  }
  const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
} finally {
  closeSync(fd);
  unlinkSync(lock);
}
