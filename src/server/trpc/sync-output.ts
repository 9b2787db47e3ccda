import { z } from 'zod';

/**
 * A procedure's output check: zod's compiled copy of `schema`, parsed synchronously, handed to
 * tRPC as a plain function (tRPC takes a function as a parser: it calls it with the resolver's
 * answer and answers what it returns). The same schema, the same checks and issues (an answer that
 * fails is a 500 whose cause is the ZodError), the same types.
 *
 * - tRPC calls a zod schema's `parseAsync`, where zod 4 walks the schema interpreted: on a nearby
 *   answer of 50 cats that took 811 µs, against 273 µs for a synchronous parse.
 * - `z.compile` (zod's own AOT compilation: https://zod.dev/compile) turns the schema into one
 *   flat function that checks and copies without zod's per-field payload objects, and falls back
 *   to the runtime parser to report the issues of an answer that fails.
 * - Not a zod schema wrapping it (a `z.custom().transform()`, as this was): tRPC parses that with
 *   `parseAsync` too, and every answer it checked then outlived the young generation's collections
 *   until a full one (about 60 kB a nearby call, scavenges of 8–14 ms; measured with createCaller
 *   alone, no HTTP). As a function, scavenges take under 1 ms (docs/performance.md, "Output checks
 *   compiled").
 * - `strict`: a schema the compiler cannot take (an async refinement, say) throws rather than
 *   silently keeping the slower parser; outputs.test.ts compiles every procedure's schema so.
 */
export const syncOutput = <T extends z.ZodType>(schema: T) => {
  // Compiled at the first answer, not when the router loads: the 101 schemas took 30–60 ms, on
  // every start. `schema` rides along for whoever reads a procedure's declared answer (the tests).
  let compiled: T | undefined;
  const check = (value: unknown): z.output<T> =>
    (compiled ??= z.compile(schema, { strict: true })).parse(value);
  return Object.assign(check, { schema });
};

/** The schema a procedure's output check was made from, if it was made by `syncOutput`. */
export const schemaOfOutput = (output: unknown): z.ZodType | undefined =>
  typeof output === 'function' && 'schema' in output && output.schema instanceof z.ZodType
    ? output.schema
    : undefined;
