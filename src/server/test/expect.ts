import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import type { Locale } from '../../shared/constants.js';
import { errorMessageOf, fieldErrorsOf, type FieldError } from '../trpc/init.js';

/** Rejects with a TRPCError of this code; returns it for more checks. */
export async function rejection(
  promise: Promise<unknown>,
  code: TRPCError['code'],
): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  return error as TRPCError;
}

/** The field errors the client gets for this error, as the error formatter sends them. */
export const fieldErrors = (error: TRPCError, locale: Locale = 'pt-BR'): FieldError[] =>
  fieldErrorsOf(error, locale) ?? [];

/** The message the client reads for this error. */
export const messageOf = (error: TRPCError, locale: Locale = 'pt-BR'): string =>
  errorMessageOf(error, locale);

/** Every number written in a value, those inside its strings included. */
const numbersIn = (value: unknown): number[] =>
  (JSON.stringify(value).match(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi) ?? []).map(Number);

/**
 * Neither coordinate of an exact spot appears in a value, as a number or inside a string. They
 * are compared as numbers, not as text: a point shifted north or south keeps almost the same
 * longitude, so -46.63330012 begins with the digits of -46.6333 without revealing it.
 */
export function expectNoCoordinateOf(
  value: unknown,
  spot: { latitude: number; longitude: number },
): void {
  const numbers = numbersIn(value);
  expect(numbers).not.toContain(spot.latitude);
  expect(numbers).not.toContain(spot.longitude);
}
