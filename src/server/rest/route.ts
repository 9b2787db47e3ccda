import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Context } from '../context.js';
import type { createCaller } from '../trpc/router.js';
import type { FormSpec } from './multipart.js';

type Caller = ReturnType<typeof createCaller>;

/** What a route handler gets: the tRPC caller of the request's context and its inputs. */
export interface Call {
  caller: Caller;
  ctx: Context;
  request: FastifyRequest;
  params: Record<string, string>;
  /** The query with the documented names mapped to the procedure's and numbers read. */
  query: Record<string, unknown>;
  /** The JSON body; 415 for any other content type. */
  json: () => unknown;
  /** The multipart body as the FormData `spec` describes; 415 when it is not multipart. */
  form: (spec: FormSpec, extra?: Record<string, unknown>) => Promise<FormData>;
  /** The OpenAPI document of these routes. */
  document: () => object;
}

type Tag =
  'auth' | 'cats' | 'checkins' | 'users' | 'notifications' | 'moderation' | 'reports' | 'system';
export type Prefix = '' | '/api';
/** Error statuses with an answer in the document (`components/responses`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 429 | 503;
export const BOTH_PREFIXES: readonly Prefix[] = ['/api', ''];

export interface QuerySpec {
  /** The procedure's input schema. */
  schema: z.ZodType;
  /** Procedure field → the query parameter name clients send (the field's own name works too). */
  rename?: Readonly<Record<string, string>>;
  /** Procedure field → a note for the document. */
  notes?: Readonly<Record<string, string>>;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path template, without the /api prefix. */
  path: string;
  /** Which families serve it (default both: /api/x and /x). */
  prefixes?: readonly Prefix[];
  operationId: string;
  summary: string;
  description?: string;
  tag: Tag;
  /** The tRPC procedure(s) behind it. */
  procedure?: string;
  /** 'optional': public, but a token changes the answer (e.g. exact cat positions). */
  auth: 'required' | 'optional' | 'none';
  params?: z.ZodObject;
  query?: QuerySpec;
  json?: z.ZodType;
  multipart?: FormSpec;
  response: { status: 200 | 201; schema: z.ZodType; description: string };
  /**
   * A file instead of JSON: the handler answers {filename, csv} and the client gets the text as an
   * attachment (the schema documents the body as a string).
   */
  produces?: 'text/csv';
  /** Other answers besides the error statuses (e.g. 503 of the health check). */
  otherResponses?: Readonly<Record<number, { schema: z.ZodType; description: string }>>;
  /**
   * The route's own error statuses. The document adds those of every route: 411 and 413 (the
   * multipart size check), 400 and 415 for a method with a body (Fastify's body parsing), 503
   * (routes taking multipart: the upload queue).
   */
  errors: readonly ErrorStatus[];
  /** Absent for routes app.ts serves itself (documented here). */
  handle?: (call: Call) => unknown;
}

/** Inputs go to the procedures as received: the procedure's own schema validates them. */
export const unchecked = <T>(value: unknown): T => value as T;
