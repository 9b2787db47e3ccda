import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import {
  message,
  type ErrorKey,
  type ErrorParams,
  type Message,
  type PlainErrorKey,
} from '../../shared/messages.js';

/**
 * A refusal worded by an `errors` text: its key and parameters travel as data and are translated
 * once, into the caller's language, where the answer is made (the error formatter, trpc/init.ts).
 */
export class AppError extends TRPCError {
  readonly text: Message;

  constructor(code: TRPC_ERROR_CODE_KEY, text: Message, cause?: unknown) {
    super({ code, message: text.key, cause });
    this.text = text;
  }
}

/** An AppError of this code, its parameters typed by the key. */
export const appError = <K extends ErrorKey>(
  code: TRPC_ERROR_CODE_KEY,
  key: K,
  ...params: ErrorParams<K>
): AppError => new AppError(code, message(key, ...params));

/**
 * A refusal worded by a text without parameters, typed by its key; `cause` is kept (a zod error
 * there gives the answer its field errors, trpc/init.ts).
 */
export const fail = (code: TRPC_ERROR_CODE_KEY, key: PlainErrorKey, cause?: unknown): AppError =>
  new AppError(code, { key } as Message, cause);
