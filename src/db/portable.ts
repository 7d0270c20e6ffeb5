import {
  OperationNodeTransformer,
  PostgresAdapter,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryExecutorProvider,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/**
 * The one place where SQLite and PostgreSQL differ in the values they store.
 *
 * Features always hand JS values to Kysely and always get JS values back:
 * booleans stay booleans, JSON columns hold objects, timestamps are ISO strings
 * in UTC. PostgreSQL does most of this natively (see the pg type parsers in
 * connection.ts); SQLite needs booleans stored as 0/1 and JSON as text, so this
 * plugin converts on the way in and, by column name, on the way out.
 */
export interface ColumnKinds {
  booleans: ReadonlySet<string>;
  json: ReadonlySet<string>;
}

export type DialectName = 'sqlite' | 'postgres';

function toDriverValue(value: unknown, dialect: DialectName): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : value;
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return JSON.stringify(value);
  return value;
}

class ValueTransformer extends OperationNodeTransformer {
  constructor(private readonly dialect: DialectName) {
    super();
  }

  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toDriverValue(node.value, this.dialect) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((value) => toDriverValue(value, this.dialect)) };
  }
}

export class PortableValuesPlugin implements KyselyPlugin {
  private readonly transformer: ValueTransformer;

  constructor(
    private readonly dialect: DialectName,
    private readonly columns: ColumnKinds,
  ) {
    this.transformer = new ValueTransformer(dialect);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.dialect !== 'sqlite' || args.result.rows.length === 0) return args.result;
    const { booleans, json } = this.columns;
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (value === null || value === undefined) continue;
        if (booleans.has(key) && typeof value === 'number') row[key] = value !== 0;
        else if (json.has(key) && typeof value === 'string') row[key] = JSON.parse(value);
      }
    }
    return args.result;
  }
}

export function dialectOf(db: QueryExecutorProvider): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column types for migrations, so one migration runs on both dialects. */
export function columnTypes<DB>(db: Kysely<DB>) {
  const postgres = dialectOf(db) === 'postgres';
  return {
    id: 'text',
    text: 'text',
    timestamp: postgres ? 'timestamptz' : 'text',
    date: postgres ? 'date' : 'text',
    boolean: postgres ? 'boolean' : 'integer',
    json: postgres ? 'jsonb' : 'text',
    integer: 'integer',
    bigint: 'bigint',
    double: postgres ? 'double precision' : 'real',
  } as const;
}
