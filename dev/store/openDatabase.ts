import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** The schema of the dev store; every statement is idempotent. */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS products (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, position INTEGER NOT NULL, seed_json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS variants (
  id TEXT PRIMARY KEY, product_id TEXT NOT NULL REFERENCES products(id), sku TEXT NOT NULL UNIQUE,
  qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0), unlimited INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS forms (id TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY, token TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, created INTEGER NOT NULL,
  is_purchased INTEGER NOT NULL DEFAULT 0, order_id TEXT, version INTEGER NOT NULL DEFAULT 1, browser_session TEXT
);
CREATE TABLE IF NOT EXISTS cart_entries (
  id TEXT PRIMARY KEY, cart_id TEXT NOT NULL REFERENCES carts(id), item_id TEXT NOT NULL, variant_id TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0), additional_fields TEXT, created INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_entries_by_cart ON cart_entries (cart_id, position);
CREATE TABLE IF NOT EXISTS site_users (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, display_name TEXT NOT NULL, password_salt TEXT NOT NULL, password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS site_user_sessions (
  token TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES site_users(id), xsrf_token TEXT NOT NULL,
  remember_me INTEGER NOT NULL, created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS site_user_carts (user_id TEXT PRIMARY KEY REFERENCES site_users(id), cart_id TEXT NOT NULL REFERENCES carts(id));
CREATE TABLE IF NOT EXISTS form_keys (key TEXT PRIMARY KEY, created INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, form_id TEXT, submission_key TEXT NOT NULL, values_json TEXT NOT NULL,
  extra_json TEXT NOT NULL, created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS restock_signups (
  id INTEGER PRIMARY KEY AUTOINCREMENT, product_id TEXT NOT NULL, variant_id TEXT NOT NULL, email TEXT NOT NULL,
  join_mailing_list INTEGER NOT NULL, created INTEGER NOT NULL, notified INTEGER, UNIQUE (product_id, variant_id, email)
);
CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, body TEXT NOT NULL, created INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS events_by_channel ON events (channel, id);
CREATE TABLE IF NOT EXISTS idempotent_answers (
  scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, answer_json TEXT NOT NULL, created INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS idempotent_answers_by_age ON idempotent_answers (created);
`;

/** Opens (creating if needed) the SQLite file in WAL mode with foreign keys on and the schema applied. */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA_SQL);
  const cartColumns = db.prepare('PRAGMA table_info(carts)').all() as { name: string }[];
  if (!cartColumns.some((column) => column.name === 'version')) db.exec('ALTER TABLE carts ADD COLUMN version INTEGER NOT NULL DEFAULT 1');
  if (!cartColumns.some((column) => column.name === 'browser_session')) db.exec('ALTER TABLE carts ADD COLUMN browser_session TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS carts_by_browser_session ON carts (browser_session)');
  return db;
}
