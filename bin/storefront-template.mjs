#!/usr/bin/env node
// storefront-template render page.html --json data.json [--partials partials.json] [--locale fr-FR] [--now MS]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const USAGE = 'Usage: storefront-template render <template.html> --json <data.json> [--partials <partials.json>] [--locale <BCP 47>] [--now <epoch ms>]';

/** Parses command-line arguments; throws an Error naming the problem. */
function parseArgs(argv) {
  const [command, templatePath, ...rest] = argv;
  if (command !== 'render') throw new Error(command === undefined ? 'Missing command "render".' : `Unknown command "${command}".`);
  if (!templatePath || templatePath.startsWith('--')) throw new Error('Missing template file.');
  const options = { templatePath };
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (!['--json', '--partials', '--locale', '--now'].includes(flag)) throw new Error(`Unknown option "${flag}".`);
    if (value === undefined) throw new Error(`Option ${flag} needs a value.`);
    options[flag.slice(2)] = value;
  }
  if (options.json === undefined) throw new Error('Missing --json <data.json>.');
  if (options.now !== undefined && !/^-?\d+$/.test(options.now)) throw new Error(`--now must be epoch milliseconds, got "${options.now}".`);
  return options;
}

function readJson(path, what) {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} file ${path} is not valid JSON: ${error.message}`, { cause: error });
  }
}

async function main(argv) {
  let options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  const engine = process.env.STOREFRONT_TEMPLATE_CORE
    ? await import(pathToFileURL(process.env.STOREFRONT_TEMPLATE_CORE).href)
    : await import('../dist/template.js');
  let source;
  let data;
  let partials;
  try {
    source = readFileSync(options.templatePath, 'utf8');
    data = readJson(options.json, 'Data');
    partials = options.partials === undefined ? undefined : readJson(options.partials, 'Partials');
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  let result;
  try {
    result = engine.createTemplateCache({ max: 1 }).render(source, data, {
      partials,
      locale: options.locale,
      now: options.now === undefined ? undefined : Number(options.now),
    });
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  process.stdout.write(result.output);
  for (const e of result.errors) process.stderr.write(`${options.templatePath}:${e.line}:${e.column}: ${e.message} [${e.code}]\n`);
  return result.errors.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
