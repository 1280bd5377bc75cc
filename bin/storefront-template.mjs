#!/usr/bin/env node
// storefront-template render page.html --json data.json [--partials partials.json] [--locale fr-FR] [--now MS]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const USAGE = 'Usage: storefront-template render <template.html> --json <data.json> [--partials <partials.json>] [--locale <BCP 47>] [--now <epoch ms>]';

const HELP = `${USAGE}

Renders a JSON-Template page with the storefront template engine and prints the output.

  render <template.html>     the template file to render
  --json <data.json>         the data the template reads (JSON)
  --partials <partials.json> partial templates by name (JSON object of name to template)
  --locale <BCP 47>          locale of formatted dates, numbers and money (default en-US)
  --now <epoch ms>           the current time for relative dates (default the clock)
  help, --help, -h           print this help

Exit codes: 0 rendered; 1 rendered with template errors (listed on stderr as file:line:column); 2 bad command line or unreadable file.
`;

const HELP_COMMANDS = ['help', '--help', '-h'];

/** Why a file could not be read, in a few words (the error's own message for a reason without a name here). */
const READ_FAILURES = { ENOENT: 'no such file', EACCES: 'permission denied', EISDIR: 'is a directory', ENOTDIR: 'no such file' };

/** Reads a UTF-8 file; throws an Error whose message is one line naming the file and the reason. */
function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`storefront-template: cannot read ${path}: ${READ_FAILURES[error.code] ?? error.message}`, { cause: error });
  }
}

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
  const text = readText(path);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} file ${path} is not valid JSON: ${error.message}`, { cause: error });
  }
}

async function main(argv) {
  if (HELP_COMMANDS.includes(argv[0]) || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(HELP);
    return 0;
  }
  let options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  let source;
  let data;
  let partials;
  try {
    source = readText(options.templatePath);
    data = readJson(options.json, 'Data');
    partials = options.partials === undefined ? undefined : readJson(options.partials, 'Partials');
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  const engine = process.env.STOREFRONT_TEMPLATE_CORE
    ? await import(pathToFileURL(process.env.STOREFRONT_TEMPLATE_CORE).href)
    : await import('../dist/template.js');
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
