import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the running Node.js. better-sqlite3 12 is built from source and is the
 * only line that runs on Node 20, but its objects extend the raw node::ObjectWrap, whose
 * destructor Node 24 made abort the process (`Assertion failed: (env) != nullptr`) when the
 * garbage collector finalises a statement outside a JavaScript context, at exit or under load.
 * better-sqlite3 13 is rewritten on Node-API and ships prebuilt binaries, but it requires
 * Node 22 or later and crashes on Node 20. Both are installed (13 under the alias
 * better-sqlite3-napi) and the same API is taken from whichever fits this Node.js.
 */
const NODE_API_DRIVER_FROM_MAJOR = 22;

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const sqliteDriverPackage = nodeMajor >= NODE_API_DRIVER_FROM_MAJOR ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SQLite = require(sqliteDriverPackage) as typeof BetterSqlite3;
export type SQLiteDatabase = BetterSqlite3.Database;
export type SQLiteStatement = BetterSqlite3.Statement;
