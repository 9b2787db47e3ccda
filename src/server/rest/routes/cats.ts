import { CAT_STATUS, ESTIMATED_AGE, GENDER, HEALTH } from '../../../shared/constants.js';
import {
  catIdInput,
  createCatInput,
  listInput,
  nearbyInput,
  updateCatInput,
} from '../../../shared/schemas/cats.js';
import {
  catDeletedOutput,
  catListOutput,
  catOutput,
  catPageOutput,
  catsOutput,
  createdCatOutput,
} from '../../../shared/schemas/cats-output.js';
import { jsonFormData, type FormSpec } from '../multipart.js';
import { unchecked, type RestRoute } from '../route.js';

const latLng = { latitude: 'lat', longitude: 'lng' } as const;

const oneOrMore = (values: readonly string[]) =>
  `One or more of ${values.join(', ')}: comma-separated or repeated.`;

const catForm: FormSpec = {
  data: createCatInput,
  files: {
    photo: { multiple: false, required: true, description: 'The main photo.' },
    additionalPhotos: {
      multiple: true,
      description: 'Up to 5 more photos; any beyond the fifth are dropped.',
    },
  },
  lists: ['personalityTraits', 'needs'],
  geo: ['location'],
  optional: ['health', 'estimatedAge', 'gender', 'isSterilized', 'isVaccinated'],
};

const catUpdateForm: FormSpec = {
  data: updateCatInput,
  omit: ['id'],
  files: {
    photo: { multiple: false, description: 'A new main photo.' },
    additionalPhotos: {
      multiple: true,
      description: 'Photos to add while there is room (5 additional photos in all).',
    },
  },
  lists: ['personalityTraits', 'needs', 'removeAdditionalPhotos'],
  geo: ['location'],
  optional: ['health', 'estimatedAge', 'gender', 'isSterilized', 'isVaccinated', 'status'],
};

export const catRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/cats/nearby',
    operationId: 'nearbyCats',
    summary: 'Active cats near a point, nearest first',
    tag: 'cats',
    procedure: 'cats.nearby',
    auth: 'optional',
    query: { schema: nearbyInput, rename: latLng },
    response: {
      status: 200,
      schema: catsOutput,
      description: 'A bare array of cats, each with `distance` in metres.',
    },
    errors: [400],
    handle: ({ caller, query }) => caller.cats.nearby(unchecked(query)),
  },
  {
    method: 'GET',
    path: '/cats',
    operationId: 'listCats',
    summary: 'Cats by filters, paginated',
    description:
      'With `lat` and `lng` each cat carries `distance` and, without `sort`, nearest come first; ' +
      'otherwise the most recently updated come first.',
    tag: 'cats',
    procedure: 'cats.list',
    auth: 'optional',
    query: {
      schema: listInput,
      rename: latLng,
      notes: {
        health: oneOrMore(HEALTH),
        status: oneOrMore(CAT_STATUS),
        gender: oneOrMore(GENDER),
        estimatedAge: oneOrMore(ESTIMATED_AGE),
      },
    },
    response: { status: 200, schema: catListOutput, description: 'Always the object form.' },
    errors: [400],
    handle: ({ caller, query }) => caller.cats.list(unchecked(query)),
  },
  {
    method: 'GET',
    path: '/cats/{id}',
    operationId: 'getCat',
    summary: 'A cat and its recent check-ins',
    tag: 'cats',
    procedure: 'cats.byId',
    auth: 'optional',
    params: catIdInput,
    response: { status: 200, schema: catPageOutput, description: 'The cat page.' },
    errors: [400, 404],
    handle: ({ caller, params }) => caller.cats.byId(unchecked(params)),
  },
  {
    method: 'POST',
    path: '/cats',
    operationId: 'createCat',
    summary: 'Register a cat with photos',
    tag: 'cats',
    procedure: 'cats.create',
    auth: 'required',
    multipart: catForm,
    response: {
      status: 201,
      schema: createdCatOutput,
      description:
        'The created cat itself, with the points earned; for a `clientId` already sent with the ' +
        'same fields and photos, the first answer again (nothing stored twice).',
    },
    errors: [400, 401, 403, 409, 413, 415, 429],
    handle: async ({ caller, form }) => caller.cats.create(await form(catForm)),
  },
  {
    method: 'PUT',
    path: '/cats/{id}',
    operationId: 'updateCat',
    summary: 'Change a cat (its registrar or an admin)',
    description: 'Multipart (fields as for registering, all optional) or JSON without files.',
    tag: 'cats',
    procedure: 'cats.update',
    auth: 'required',
    params: catIdInput,
    multipart: catUpdateForm,
    json: updateCatInput.omit({ id: true }),
    response: { status: 200, schema: catOutput, description: 'The cat as it is now.' },
    errors: [400, 401, 403, 404, 413, 415],
    handle: async ({ caller, request, params, form, json }) =>
      caller.cats.update(
        request.isMultipart()
          ? await form(catUpdateForm, { id: params.id })
          : jsonFormData(json(), { id: params.id }),
      ),
  },
  {
    method: 'DELETE',
    path: '/cats/{id}',
    operationId: 'deleteCat',
    summary: 'Delete a cat (its registrar or an admin); its check-ins stay',
    tag: 'cats',
    procedure: 'cats.delete',
    auth: 'required',
    params: catIdInput,
    response: { status: 200, schema: catDeletedOutput, description: 'Deleted.' },
    errors: [400, 401, 403, 404],
    handle: ({ caller, params }) => caller.cats.delete(unchecked(params)),
  },
];
