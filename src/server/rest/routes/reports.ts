import { reportInput, reportOutput } from '../../../shared/schemas/moderation.js';
import { unchecked, type RestRoute } from '../route.js';

export const reportRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/reports',
    prefixes: ['/api'],
    operationId: 'createReport',
    summary: 'Report a cat, a photo, a check-in or a user to the moderators',
    description:
      '`targetType` is cat, photo, checkin or user; `targetId` its id (a photo’s id is in ' +
      '`photoId` and `additionalPhotoIds` of a cat, and `photos[]._id` of a check-in). One open ' +
      'report per person and item: reporting it again answers 409. Reports from three accounts ' +
      'at least 7 days old hide the item until a moderator looks. The reporter is told the outcome.',
    tag: 'moderation',
    procedure: 'moderation.report',
    auth: 'required',
    json: reportInput,
    response: { status: 201, schema: reportOutput, description: 'The report, open.' },
    errors: [400, 401, 403, 404, 409, 415, 429],
    handle: ({ caller, json }) => caller.moderation.report(unchecked(json())),
  },
];
