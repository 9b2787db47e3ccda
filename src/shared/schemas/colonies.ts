import { COLONY } from '../colonies.js';
import { requiredString, z } from '../validation.js';
import { catOutput } from './cats-output.js';
import { cellAreaOutput } from './common-output.js';

const id = z.string().trim().min(1).max(64);

/** A new colony: its name, what it is, and a point inside its area (only its privacy cell is kept). */
export const createColonyInput = z.strictObject({
  name: requiredString('colonyNameRequired', COLONY.nameMax),
  description: z.string().trim().max(COLONY.descriptionMax).default(''),
  latitude: z.number({ error: 'locationRequired' }).min(-90).max(90),
  longitude: z.number({ error: 'locationRequired' }).min(-180).max(180),
});
export type CreateColonyInput = z.input<typeof createColonyInput>;

export const colonyInput = z.strictObject({ colonyId: id });
export const colonyOfCatInput = z.strictObject({ catId: id });

export const colonyDecisionInput = z.strictObject({
  colonyId: id,
  userId: id,
  decision: z.enum(['approve', 'decline']),
});

export const colonyRoleInput = z.strictObject({
  colonyId: id,
  userId: id,
  role: z.enum(['coordinator', 'carer']),
});

export const colonyCatInput = z.strictObject({ colonyId: id, catId: id });

/** A coordinator removes a member; the reason is optional and told to the person. */
export const colonyRemoveInput = z.strictObject({
  colonyId: id,
  userId: id,
  reason: z.string().trim().max(COLONY.removalReasonMax).default(''),
});

const memberStatus = z.enum(['pending', 'approved']);
const role = z.enum(['coordinator', 'carer']);

/** What anyone sees of a colony: no member list, only its public area (privacy cells) and counts. */
export const colonyCardOutput = z.strictObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  area: z.strictObject({
    /** The privacy cells its cats are in; without cats, the cell of the point given at creation. */
    cells: z.array(cellAreaOutput).min(1),
  }),
  catCount: z.number().int(),
  memberCount: z.number().int(),
  /** Of its cats, the share castrated (0–100), null without cats. */
  sterilizedPercent: z.number().nullable(),
  /** The caller's place in it: null for visitors and non-members. */
  me: z.strictObject({ role, status: memberStatus }).nullable(),
  /** Requests to join waiting for a decision: for the colony's coordinators (and admins) only. */
  pendingRequests: z.number().int().nullable(),
});
export type ColonyCard = z.output<typeof colonyCardOutput>;

const memberOutput = z.strictObject({
  _id: z.string(),
  name: z.string(),
  profilePicture: z.string(),
  role,
  status: memberStatus,
  since: z.string(),
});

/** The colony page: its card, and for members its people, cats and last feeding. */
export const colonyPageOutput = z.strictObject({
  colony: colonyCardOutput,
  /** Members only (approved); pending requests only for coordinators. */
  members: z.array(memberOutput).nullable(),
  cats: z.array(catOutput).nullable(),
  lastFeedingAt: z.string().nullable(),
});

export const coloniesOutput = z.array(colonyCardOutput);
export const colonyOfCatOutput = z.strictObject({ _id: z.string(), name: z.string() }).nullable();
export const colonyChangeOutput = z.strictObject({ done: z.literal(true) });
/** When a coordinator last removed the caller from a colony (the app then drops its copies). */
export const accessEndedOutput = z.strictObject({ at: z.iso.datetime().nullable() });
