import { z } from '../shared/validation.js';
import { REGISTRATION_MODES } from '../shared/accounts.js';
import { parseContact, type CommunityContact } from '../shared/contact.js';

/**
 * What each setting may be (its environment variable's text, its default) and the settings that
 * only make sense together. settings.ts reads the environment against it.
 */
const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const wholeNumber = z
  .string()
  .regex(/^\d+$/, { error: 'must be a whole number' })
  .transform(Number);

const latLng = z
  .string()
  .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, { error: 'must be "latitude,longitude"' })
  .transform((v) => {
    const [lat, lng] = v.split(',').map(Number) as [number, number];
    return { latitude: lat, longitude: lng };
  })
  .refine((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, {
    error: 'latitude must be within ±90 and longitude within ±180',
  });

const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const validTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const settingsSchema = z.object({
  PORT: wholeNumber.pipe(z.number().min(0).max(65535)).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  CORS_ORIGINS: commaList.pipe(z.array(httpUrl)).default([]),
  DATABASE_PATH: z.string().min(1).default('./data/gateiros.db'),
  UPLOADS_DIR: z.string().min(1).default('./uploads'),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TZ_COMMUNITY: z
    .string()
    .refine(validTimeZone, { error: 'must be an IANA time zone such as America/Sao_Paulo' })
    .default('America/Sao_Paulo'),
  /** Who may create an account: anyone, holders of an invite code, or anyone once approved. */
  REGISTRATION_MODE: z
    .enum(REGISTRATION_MODES, { error: 'must be open, invite or approval' })
    .default('open'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_USERINFO_URL: httpUrl.default('https://openidconnect.googleapis.com/v1/userinfo'),
  IP_LOOKUP_URL: httpUrl.optional(),
  DEFAULT_LOCATION: latLng.default({ latitude: -23.5505, longitude: -46.6333 }),
  MAP_TILE_URL: z
    .string()
    .refine((v) => /^https?:\/\//.test(v) || v.startsWith('/'), {
      error: 'must be an http(s) URL or a path on this server',
    })
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
      error: 'must contain {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * The tile server's usage policy allows saving an area's tiles for offline use (and it sends
   * CORS headers): members may then save the map around their colony. OpenStreetMap's own tiles
   * forbid it (docs/offline.md).
   */
  MAP_TILE_BULK_DOWNLOAD: bool.default(false),
  /** The deepest zoom a saved colony map reaches (a shallower one when that would pass 50 MB). */
  MAP_TILE_OFFLINE_MAX_ZOOM: wholeNumber.pipe(z.number().min(0).max(19)).default(17),
  DEMO_DATA: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built React app to serve; empty = dist/client of this checkout. */
  CLIENT_DIR: z.string().min(1).optional(),
  /** Behind a reverse proxy, trust X-Forwarded-For for client addresses (rate limits). */
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_LOGIN: wholeNumber.pipe(z.number().min(1)).default(10),
  RATE_LIMIT_REGISTER: wholeNumber.pipe(z.number().min(1)).default(20),
  /** The commit the image was built from (the Dockerfile's build argument; `.git` is not in it). */
  GATEIROS_COMMIT: z
    .string()
    .regex(/^([0-9a-f]{7,40}|unknown)$/, {
      error: 'must be a commit id (7 to 40 hex digits) or unknown',
    })
    .optional(),
  /** The address people open the app at, for links in e-mails (never taken from a request). */
  PUBLIC_URL: httpUrl.optional(),
  /** Outgoing mail (password reset, address verification); unset = no e-mail at all. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: wholeNumber.pipe(z.number().min(1).max(65535)).default(587),
  /** starttls (port 587), tls (port 465) or none (a relay on the same machine). */
  SMTP_TLS: z
    .enum(['starttls', 'tls', 'none'], { error: 'must be starttls, tls or none' })
    .default('starttls'),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The sender, e.g. "Gateiros <gateiros@example.org>". */
  SMTP_FROM: z.string().min(3).optional(),
  /** Tries per mail (1 min, 2, 4, … apart, at most 2 h) before it is kept as failed. */
  MAIL_MAX_ATTEMPTS: wholeNumber.pipe(z.number().min(1).max(50)).default(10),
  /** Automatic backups go here; unset = a `backups` folder beside the database. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Hours between automatic backups; 0 turns them off. */
  BACKUP_EVERY_HOURS: wholeNumber.pipe(z.number().max(24 * 31)).default(24),
  /** Backups kept in BACKUP_DIR: the oldest beyond this are removed after a good new one. */
  BACKUP_KEEP: wholeNumber.pipe(z.number().min(1).max(1000)).default(14),
  /**
   * Off-site copies with restic (docs/backups.md): after each good local backup, its folder goes
   * to this repository (a local path, sftp:…, rest:…, s3:…, b2:…), encrypted with the password.
   * RESTIC_REPOSITORY, RESTIC_PASSWORD and RESTIC_PASSWORD_FILE (restic's own names) work too.
   */
  BACKUP_RESTIC_REPOSITORY: z.string().min(1).optional(),
  BACKUP_RESTIC_PASSWORD: z.string().min(1).optional(),
  RESTIC_REPOSITORY: z.string().min(1).optional(),
  RESTIC_PASSWORD: z.string().min(1).optional(),
  RESTIC_PASSWORD_FILE: z.string().min(1).optional(),
  /** Snapshots kept in the restic repository (`restic forget --prune --keep-last`); default BACKUP_KEEP. */
  BACKUP_RESTIC_KEEP: wholeNumber.pipe(z.number().min(1).max(1000)).optional(),
  /** Each restic command is stopped after this long (a first upload of many photos is slow). */
  BACKUP_RESTIC_TIMEOUT_MINUTES: wholeNumber
    .pipe(
      z
        .number()
        .min(1)
        .max(24 * 60),
    )
    .default(120),
  /**
   * Not a variable of its own: the variables restic reads for the repository's provider
   * (RESTIC_PROVIDER_VARIABLES: S3, B2, Azure, Google, Swift keys…), and PATH and HOME to find
   * restic and its cache, as the environment had them. Passed to restic, and to nothing else.
   */
  RESTIC_ENV: z.record(z.string(), z.string()).default({}),
  /**
   * The push services the server will post to (a subscription names its own endpoint, so this
   * keeps the server from being made to call anywhere else): host names, `*.` for any subdomain,
   * all over https; or a whole origin such as http://127.0.0.1:9000 for a local test service.
   */
  PUSH_SERVICES: commaList.default([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    '*.notify.windows.com',
    '*.push.apple.com',
  ]),
  /** Web Push keys (both or neither); unset = a pair generated once and kept beside the database. */
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who push services may contact about this server: mailto: or https URL; default PUBLIC_URL. */
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^(mailto:|https:\/\/)/.test(v), {
      error: 'must start with mailto: or https://',
    })
    .optional(),
  /**
   * How people reach the community's administration (a forgotten password, a question): an
   * e-mail address, a phone number or an https WhatsApp link, shown on /forgot-password and in
   * Settings. Unset = not shown.
   */
  COMMUNITY_CONTACT: z
    .string()
    .refine((v) => parseContact(v) !== null, {
      error: 'must be an e-mail address, a phone number or a WhatsApp link (https://wa.me/…)',
    })
    .transform((v) => parseContact(v) as CommunityContact)
    .optional(),
  /** A request must arrive in full within this time (photo uploads on slow mobile links). */
  REQUEST_TIMEOUT_SECONDS: wholeNumber.pipe(z.number().min(1).max(3600)).default(120),
});

function smtpProblems(s: z.infer<typeof settingsSchema>): [string, string][] {
  const problems: [string, string][] = [];
  const smtp = ['SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM'] as const;
  if (!s.SMTP_HOST) {
    for (const key of smtp) if (s[key]) problems.push([key, 'needs SMTP_HOST']);
    return problems;
  }
  if (!s.SMTP_FROM) problems.push(['SMTP_FROM', 'is needed with SMTP_HOST (the sender address)']);
  if (!s.PUBLIC_URL) {
    problems.push(['PUBLIC_URL', 'is needed with SMTP_HOST (the links in the e-mails)']);
  }
  if (!s.SMTP_USER !== !s.SMTP_PASSWORD) {
    problems.push([
      s.SMTP_USER ? 'SMTP_PASSWORD' : 'SMTP_USER',
      'SMTP_USER and SMTP_PASSWORD go together',
    ]);
  }
  return problems;
}

function resticProblems(s: z.infer<typeof settingsSchema>): [string, string][] {
  const repository = s.BACKUP_RESTIC_REPOSITORY ?? s.RESTIC_REPOSITORY;
  const password = s.BACKUP_RESTIC_PASSWORD ?? s.RESTIC_PASSWORD ?? s.RESTIC_PASSWORD_FILE;
  if (repository && !password) {
    return [
      [
        'BACKUP_RESTIC_PASSWORD',
        'is needed with BACKUP_RESTIC_REPOSITORY (or RESTIC_PASSWORD_FILE): restic encrypts the copies with it',
      ],
    ];
  }
  if (!repository && (s.BACKUP_RESTIC_PASSWORD || s.BACKUP_RESTIC_KEEP)) {
    return [
      [
        s.BACKUP_RESTIC_PASSWORD ? 'BACKUP_RESTIC_PASSWORD' : 'BACKUP_RESTIC_KEEP',
        'needs BACKUP_RESTIC_REPOSITORY',
      ],
    ];
  }
  return [];
}

function vapidProblems(s: z.infer<typeof settingsSchema>): [string, string][] {
  if (!s.VAPID_PUBLIC_KEY === !s.VAPID_PRIVATE_KEY) return [];
  return [
    [
      s.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    ],
  ];
}

/** Settings that only make sense together: what is missing, per setting. */
export const settingsProblems = (s: z.infer<typeof settingsSchema>): [string, string][] => [
  ...smtpProblems(s),
  ...vapidProblems(s),
  ...resticProblems(s),
];
