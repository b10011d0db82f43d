import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeText, PREPARE_ON_CALL, preparingQuery, sqlLiteral } from '../../server/db/pgliteStatements';

describe('PGlite statements: values as literals', () => {
  it('writes plain values, doubling quotes and leaving backslashes as they are', () => {
    expect(sqlLiteral("O'Brien \\n")).toBe("'O''Brien \\n'");
    expect(sqlLiteral("'); drop table things; --")).toBe("'''); drop table things; --'");
    expect(sqlLiteral(3)).toBe("'3'");
    expect(sqlLiteral(-2.5)).toBe("'-2.5'");
    expect(sqlLiteral(10n)).toBe("'10'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('writes nothing it cannot write faithfully: NUL, non-finite numbers, arrays, dates, objects, bytes', () => {
    for (const value of ['a\0b', Number.NaN, Infinity, [1], new Date(), { a: 1 }, new Uint8Array([1])]) expect(sqlLiteral(value)).toBeNull();
    expect(executeText('s1', [1, [2]])).toBeNull();
    expect(executeText('s1', [1, 'x'])).toBe("EXECUTE s1('1', 'x')");
    expect(executeText('s1', [])).toBe('EXECUTE s1');
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite statements: prepared on the third call', () => {
  let client: PGlite;
  let run: ReturnType<typeof preparingQuery>;
  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((r) => r.statement);

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.exec('create table things (id int primary key, name text not null, tags text[]);');
    run = preparingQuery(client, client.query.bind(client), (text) => client.exec(text));
    expect(await run.ready).toBe(true);
  });
  afterAll(() => client.close());

  const insert = 'insert into things (id, name) values ($1, $2) returning id, name';

  it('runs a text as before until its third call, then prepared, with the same answers', async () => {
    for (let i = 1; i < PREPARE_ON_CALL; i++) await run(insert, [i, `thing ${i}`]);
    expect(await prepared()).toEqual([]);
    const third = await run(insert, [PREPARE_ON_CALL, 'thing 3'], { rowMode: 'array' });
    expect(third.rows).toEqual([[PREPARE_ON_CALL, 'thing 3']]);
    expect(await prepared()).toEqual([`PREPARE borgo_pglite_1 AS ${insert}`]);
  });

  it('stores a hostile text as the text itself', async () => {
    const names = ["'); drop table things; --", "O'Brien \\' \\\\", 'ünïcödé ✓ 𝄞', '$1 $$ $tag$'];
    for (const [i, name] of names.entries()) await run(insert, [100 + i, name]);
    const stored = await client.query<{ name: string }>('select name from things where id >= 100 order by id');
    expect(stored.rows.map((r) => r.name)).toEqual(names);
  });

  it('runs a query with a value it cannot write as a plain query, which still works', async () => {
    const update = 'update things set tags = $1 where id = $2 returning tags';
    for (let i = 0; i < PREPARE_ON_CALL + 1; i++) expect((await run(update, [['a', "b'c"], 1])).rows).toEqual([{ tags: ['a', "b'c"] }]);
    expect((await prepared()).some((s) => s.includes('set tags'))).toBe(false);
  });

  it('runs a text PostgreSQL cannot prepare as a plain query', async () => {
    for (let i = 0; i < PREPARE_ON_CALL + 1; i++) expect((await run('select $1 as v', ['x'])).rows).toEqual([{ v: 'x' }]);
  });

  it('reports a failure as the query it stands for, with its own text and values', async () => {
    const error = await run(insert, [1, 'duplicate']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert, params: [1, 'duplicate'] });
  });

  it('keeps at most its limit of statements, dropping the least recently used', async () => {
    const own = new PGlite();
    const limited = preparingQuery(own, own.query.bind(own), (text) => own.exec(text), 3);
    await limited.ready;
    const texts = [1, 2, 3, 4].map((n) => `select ${n} as a where $1::int > 0`);
    for (const text of texts) for (let i = 0; i < PREPARE_ON_CALL; i++) await limited(text, [1]);
    // The dropped statement's DEALLOCATE runs after the call that dropped it.
    await own.query('select 1');
    const left = (await own.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);
    expect(left).toHaveLength(3);
    expect(left.some((s) => s.endsWith(texts[0]))).toBe(false);
    expect(left.some((s) => s.endsWith(texts[3]))).toBe(true);
    // A dropped text still answers: counted afresh, then prepared again.
    expect((await limited(texts[0], [1])).rows).toEqual([{ a: 1 }]);
    await own.close();
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite statements: with standard_conforming_strings off', () => {
  it('prepares nothing (a backslash would escape in a literal)', async () => {
    const client = new PGlite();
    await client.waitReady;
    await client.exec('set standard_conforming_strings = off');
    const run = preparingQuery(client, client.query.bind(client), (text) => client.exec(text));
    expect(await run.ready).toBe(false);
    for (let i = 0; i < PREPARE_ON_CALL + 2; i++) await run('select $1::text as v', ['a\\b']);
    expect((await client.query('select statement from pg_prepared_statements')).rows).toEqual([]);
    expect((await run('select $1::text as v', ['a\\b'])).rows).toEqual([{ v: 'a\\b' }]);
    await client.close();
  });
});
