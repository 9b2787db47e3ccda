import { createCheckinInput, myCheckinsInput } from '../../../shared/schemas/checkins.js';
import {
  checkinCreatedOutput,
  checkinListOutput,
} from '../../../shared/schemas/checkins-output.js';
import type { FormSpec } from '../multipart.js';
import { unchecked, type RestRoute } from '../route.js';

const checkinForm: FormSpec = {
  data: createCheckinInput,
  files: { photos: { multiple: true, description: 'Up to 5 photos.' } },
  lists: ['actions', 'needs'],
  geo: ['location'],
};

export const checkinRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/checkins',
    operationId: 'createCheckIn',
    summary: 'Check in on a cat, with photos',
    tag: 'checkins',
    procedure: 'checkins.create',
    auth: 'required',
    multipart: checkinForm,
    response: {
      status: 201,
      schema: checkinCreatedOutput,
      description:
        'The check-in, `pointsEarned` and `bonusDetails`; for a `clientId` already sent with the ' +
        'same fields and photos, the first answer again (nothing stored twice).',
    },
    errors: [400, 401, 403, 404, 409, 413, 415, 429],
    handle: async ({ caller, form }) => caller.checkins.create(await form(checkinForm)),
  },
  {
    method: 'GET',
    path: '/checkins/user',
    operationId: 'myCheckIns',
    summary: "The signed-in user's check-ins, newest first",
    tag: 'checkins',
    procedure: 'checkins.mine',
    auth: 'required',
    query: { schema: myCheckinsInput },
    response: { status: 200, schema: checkinListOutput, description: 'Always the object form.' },
    errors: [400, 401, 403],
    handle: ({ caller, query }) => caller.checkins.mine(unchecked(query)),
  },
];
