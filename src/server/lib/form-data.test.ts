import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from '../../shared/validation.js';
import { rejection } from '../test/expect.js';
import { formDataInput, readFormFiles, readFormJson } from './form-data.js';
import { UPLOAD_LIMITS } from './upload-limits.js';

const file = (bytes: Buffer | string, name = 'p.jpg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);

describe('readFormJson', () => {
  it('reads the `data` field, `{}` when there is none', () => {
    const form = new FormData();
    expect(readFormJson(form)).toEqual({});
    form.append('data', '{"name":"Mingau"}');
    expect(readFormJson(form)).toEqual({ name: 'Mingau' });
  });

  it('is BAD_REQUEST invalidJson for malformed JSON or a file in `data`', async () => {
    for (const value of ['{nope', file('{}')]) {
      const form = new FormData();
      form.append('data', value);
      const error = await rejection(
        Promise.resolve().then(() => readFormJson(form)),
        'BAD_REQUEST',
      );
      expect(error.message).toBe('invalidJson');
    }
  });
});

describe('readFormFiles', () => {
  it('takes `name` and `name[]` parts and skips empty file inputs', () => {
    const form = new FormData();
    form.append('photos', file('a'));
    form.append('photos[]', file('bb'));
    form.append('photos', file(''));
    form.append('photos', '');
    form.append('other', file('c'));
    expect(readFormFiles(form, 'photos').map((f) => f.size)).toEqual([1, 2]);
    expect(readFormFiles(form, 'missing')).toEqual([]);
  });

  it('refuses text where a file belongs', async () => {
    const form = new FormData();
    form.append('photo', 'not a file');
    const error = await rejection(
      Promise.resolve().then(() => readFormFiles(form, 'photo')),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('photoNotImage');
  });
});

const sample = formDataInput({
  data: z.strictObject({ name: z.string().min(1) }),
  files: {
    photo: { multiple: false, required: true },
    extras: { multiple: true, max: 2 },
    strict: {
      multiple: true,
      max: 1,
      tooMany: () => new TRPCError({ code: 'BAD_REQUEST', message: 'checkinTooManyPhotos' }),
    },
  },
});

const sampleForm = (data: unknown, parts: [string, File | string][] = []) => {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [name, value] of parts) form.append(name, value);
  return form;
};

/** What the schema throws or reports; tRPC passes the same to the procedure's caller. */
const failure = async (form: FormData) =>
  sample.parseAsync(form).then(
    () => null,
    (error: unknown) => error,
  );

describe('formDataInput', () => {
  it('turns the form into typed data and files, dropping extras beyond the limit', async () => {
    const photo = file('main');
    const extras = ['a', 'b', 'c'].map((x) => file(x));
    const parsed = await sample.parseAsync(
      sampleForm({ name: 'Mingau' }, [
        ['photo', photo],
        ...extras.map((f): [string, File] => ['extras[]', f]),
      ]),
    );
    expect(parsed).toEqual({
      data: { name: 'Mingau' },
      photo,
      extras: extras.slice(0, 2),
      strict: [],
    });
  });

  it('reports field errors of `data` and a missing required file with their paths', async () => {
    const error = await failure(sampleForm({ name: '', other: 1 }));
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues.map((issue) => issue.path.join('.'))).toEqual([
      'name',
      '',
      'photo',
    ]);
  });

  it('throws the form errors as TRPCErrors of their own code', async () => {
    const cases: [FormData, TRPCError['code'], string][] = [
      [sampleForm({ name: 'x' }, [['photo', 'text']]), 'BAD_REQUEST', 'photoNotImage'],
      [
        sampleForm({ name: 'x' }, [
          ['photo', file('p')],
          ['strict', file('a')],
          ['strict', file('b')],
        ]),
        'BAD_REQUEST',
        'checkinTooManyPhotos',
      ],
      [
        sampleForm({ name: 'x' }, [
          ['photo', new File([new Uint8Array(UPLOAD_LIMITS.photoMaxBytes + 1)], 'big.jpg')],
        ]),
        'PAYLOAD_TOO_LARGE',
        'photoTooLarge',
      ],
      [
        sampleForm(
          { name: 'x' },
          Array.from({ length: UPLOAD_LIMITS.formMaxParts }, (_, i): [string, string] => [
            `f${i}`,
            'x',
          ]),
        ),
        'PAYLOAD_TOO_LARGE',
        'bodyTooLarge',
      ],
      [
        sampleForm(
          { name: 'x' },
          Array.from({ length: UPLOAD_LIMITS.formMaxFiles + 1 }, (): [string, File] => [
            'other',
            file('x'),
          ]),
        ),
        'PAYLOAD_TOO_LARGE',
        'bodyTooLarge',
      ],
    ];
    for (const [form, code, message] of cases) {
      const error = await rejection(sample.parseAsync(form), code);
      expect(error.message).toBe(message);
    }
  });
});
