/**
 * The parts of the container test (scripts/test-container.ts) that run what docs/deploy.md tells a
 * group to run:
 * - compose.yaml with podman-compose (Debian's), CADDY_TLS=internal and a test host name: HTTPS
 *   answers the app, Chromium (trusting Caddy's root through an NSS database made with certutil)
 *   registers the service worker over it, and the setup link from the log creates the admin once;
 * - the image started on volumes holding the previous release's database and photos (the upgrade
 *   fixture) takes the backup before its migrations, and restoring it gives back every row and
 *   photo; with /backups read-only it migrates nothing and exits 3.
 * Where the official Caddy image cannot be pulled, a stand-in is built on the Node stand-in base
 * with Debian's caddy package. This machine's podman flags live in a containers.conf of the test.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { snapshot } from '../src/server/test/upgrade-checks.js';

export interface Harness {
  root: string;
  /** The image under test, and the version and commit it was built with. */
  image: string;
  version: string;
  commit: string;
  /** The machine's podman flags (runtime, cgroup manager…), and the ulimits it needs. */
  podmanFlags: string[];
  ulimits: string[];
  check(ok: boolean, what: string, detail?: string): boolean;
  log(...args: unknown[]): void;
}

const CADDY_IMAGE = 'docker.io/library/caddy:2';
const CADDY_STAND_IN = 'debian-caddy-1';
const HOST_NAME = 'gateiros.test';
const FIXTURE = 'src/server/test/upgrade-fixture';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sh(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.error) throw result.error;
  return {
    code: result.status,
    out: (result.stdout ?? '').trim(),
    err: (result.stderr ?? '').trim(),
  };
}

function must(command: string, args: string[], options: Parameters<typeof sh>[2] = {}) {
  const result = sh(command, args, options);
  if (result.code !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.code}\n${result.out}\n${result.err}`,
    );
  }
  return result.out;
}

/** The official Caddy image, or a stand-in: Debian's caddy on the Node stand-in's Debian. */
function caddyImage(h: Harness, base: string) {
  const podman = (args: string[]) => sh('podman', [...h.podmanFlags, ...args]);
  if (podman(['image', 'exists', CADDY_IMAGE]).code === 0) {
    const label = podman([
      'image',
      'inspect',
      '--format',
      '{{index .Labels "org.gateiros.stand-in"}}',
      CADDY_IMAGE,
    ]).out;
    if (label === CADDY_STAND_IN || !label.startsWith('debian-caddy')) return;
  }
  h.log(`making a stand-in for ${CADDY_IMAGE}: Debian's caddy on ${base}`);
  const work = mkdtempSync(join(tmpdir(), 'gateiros-caddy-'));
  try {
    // As the official image: config in /etc/caddy, state in the /data and /config volumes, root.
    writeFileSync(
      join(work, 'Containerfile'),
      `FROM ${base}
RUN apt-get update && apt-get install -y --no-install-recommends caddy ca-certificates \\
    && rm -rf /var/lib/apt/lists/*
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
LABEL org.gateiros.stand-in=${CADDY_STAND_IN}
EXPOSE 80 443 443/udp
WORKDIR /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
`,
    );
    must('podman', [
      ...h.podmanFlags,
      'build',
      '--pull=never',
      '--network',
      'host',
      '--tag',
      CADDY_IMAGE,
      work,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The machine's podman flags as a containers.conf, for podman-compose's own podman calls. */
function containersConf(h: Harness, dir: string): string {
  const flag = (name: string) => h.podmanFlags[h.podmanFlags.indexOf(name) + 1]!;
  const limits = h.ulimits.filter((_, i) => i % 2 === 1).map((l) => `"${l}"`);
  const file = join(dir, 'containers.conf');
  writeFileSync(
    file,
    `[containers]
default_ulimits = [${limits.join(', ')}]

[engine]
runtime = "${flag('--runtime')}"
cgroup_manager = "${flag('--cgroup-manager')}"
events_logger = "${flag('--events-backend')}"
`,
  );
  return file;
}

/** curl over HTTPS to the test host on this machine, trusting Caddy's root only. */
function https(ca: string, path: string, body?: unknown) {
  const args = [
    '-sS',
    '--max-time',
    '20',
    '--resolve',
    `${HOST_NAME}:443:127.0.0.1`,
    '--cacert',
    ca,
  ];
  if (body !== undefined) {
    args.push('-H', 'content-type: application/json', '--data-binary', JSON.stringify(body));
  }
  args.push('-w', '\n%{http_code}', `https://${HOST_NAME}${path}`);
  const result = sh('curl', args);
  const lines = result.out.split('\n');
  const status = Number(lines.pop());
  return { status, body: lines.join('\n'), error: result.err };
}

/** compose.yaml with podman-compose: HTTPS, the service worker in Chromium, the setup link. */
export async function composeChecks(h: Harness, base: string) {
  caddyImage(h, base);
  const project = `gateiros-compose-${process.pid}`;
  const work = mkdtempSync(join(tmpdir(), 'gateiros-compose-'));
  const envFile = join(h.root, '.env');
  const keptEnv = existsSync(envFile) ? readFileSync(envFile) : null;
  const env = {
    ...process.env,
    CONTAINERS_CONF: containersConf(h, work),
  };
  const compose = (args: string[]) =>
    sh('podman-compose', ['-p', project, ...args], { cwd: h.root, env });
  try {
    // As the README says: .env.example copied to .env with its three values set; then the
    // test's TLS and the image already built.
    const set: Record<string, string> = {
      GATEIROS_HOST: HOST_NAME,
      DEFAULT_LOCATION: '-23.5505,-46.6333',
      REGISTRATION_MODE: 'approval',
      CADDY_TLS: 'internal',
    };
    const example = readFileSync(join(h.root, '.env.example'), 'utf8').split('\n');
    const missing = Object.keys(set).filter(
      (name) => !example.some((line) => line.startsWith(`${name}=`)),
    );
    h.check(
      missing.length === 0,
      '.env.example has a line for each value a group sets',
      missing.join(', '),
    );
    writeFileSync(
      envFile,
      [
        ...example.map((line) => {
          const name = /^([A-Z_]+)=/.exec(line)?.[1];
          return name && name in set ? `${name}=${set[name]}` : line;
        }),
        `GATEIROS_VERSION=${h.version}`,
        `GATEIROS_COMMIT=${h.commit}`,
        '',
      ].join('\n'),
    );
    must('podman', [...h.podmanFlags, 'tag', h.image, `localhost/gateiros:${h.version}`]);
    const up = compose(['up', '-d']);
    h.check(
      up.code === 0,
      'podman-compose up -d starts compose.yaml',
      up.code === 0 ? '' : up.err.slice(-800),
    );

    // The app's health check, then Caddy's certificate from its own authority.
    const app = `${project}_gateiros_1`;
    let healthy = false;
    for (let i = 0; i < 90 && !healthy; i++) {
      healthy = sh('podman', [...h.podmanFlags, 'healthcheck', 'run', app]).code === 0;
      if (!healthy) await sleep(1000);
    }
    h.check(healthy, 'compose: the app container is healthy');
    const ca = join(work, 'caddy-root.crt');
    let health = { status: 0, body: '', error: '' };
    for (let i = 0; i < 60 && health.status !== 200; i++) {
      const root = sh('podman', [
        ...h.podmanFlags,
        'exec',
        `${project}_caddy_1`,
        'cat',
        '/data/caddy/pki/authorities/local/root.crt',
      ]);
      if (root.code === 0) writeFileSync(ca, root.out + '\n');
      if (existsSync(ca)) health = https(ca, '/health');
      if (health.status !== 200) await sleep(1000);
    }
    const answer =
      health.status === 200 ? (JSON.parse(health.body) as Record<string, unknown>) : {};
    h.check(
      health.status === 200 &&
        answer.version === h.version &&
        answer.commit === h.commit.slice(0, 12),
      `HTTPS https://${HOST_NAME}/health answers the app through Caddy (CADDY_TLS=internal), with its version`,
      `${health.status} ${health.body || health.error}`,
    );

    await serviceWorker(h, ca, work);

    const logs = compose(['logs', 'gateiros']);
    const links = [
      ...(logs.out + logs.err).matchAll(
        /https:\/\/gateiros\.test\/setup\?token=[A-Za-z0-9_-]{43}/g,
      ),
    ];
    const link = links.at(-1)?.[0];
    if (
      h.check(
        !!link,
        'the log shows the one-time setup link at https://GATEIROS_HOST/setup',
        link ?? '',
      )
    ) {
      const token = new URL(link!).searchParams.get('token');
      const admin = {
        token,
        name: 'Quem Cuida',
        email: 'cuida@gateiros.test',
        password: 'segredo-longo-1',
      };
      const made = https(ca, '/trpc/auth.setup', admin);
      const session =
        made.status === 200
          ? (JSON.parse(made.body) as { result: { data: { user: { isAdmin: boolean } } } })
          : null;
      h.check(
        session?.result.data.user.isAdmin === true,
        'the setup link creates the admin over HTTPS',
        `${made.status}`,
      );
      const again = https(ca, '/trpc/auth.setup', { ...admin, email: 'outra@gateiros.test' });
      h.check(again.status === 400, 'the setup link is dead after use', `${again.status}`);
    }
  } finally {
    const down = compose(['down', '-v']);
    if (down.code !== 0) h.log(`podman-compose down: ${down.err.slice(-400)}`);
    for (const volume of sh('podman', [...h.podmanFlags, 'volume', 'ls', '-q']).out.split('\n')) {
      if (volume.startsWith(`${project}_`))
        sh('podman', [...h.podmanFlags, 'volume', 'rm', '-f', volume]);
    }
    if (keptEnv) writeFileSync(envFile, keptEnv);
    else rmSync(envFile, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

/** Chromium, trusting Caddy's root through an NSS database, registers the service worker. */
async function serviceWorker(h: Harness, ca: string, work: string) {
  const home = join(work, 'home');
  const nss = join(home, '.pki', 'nssdb');
  mkdirSync(nss, { recursive: true });
  must('certutil', ['-d', `sql:${nss}`, '-N', '--empty-password']);
  must('certutil', ['-d', `sql:${nss}`, '-A', '-t', 'C,,', '-n', 'caddy-local', '-i', ca]);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, HOME: home },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      `--host-resolver-rules=MAP ${HOST_NAME} 127.0.0.1`,
    ],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`https://${HOST_NAME}/`);
    const scope = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? ''),
        new Promise<string>((resolve) => setTimeout(() => resolve(''), 30_000)),
      ]),
    );
    h.check(
      scope === `https://${HOST_NAME}/sw.js`,
      "Chromium (Caddy's root in its NSS database) registers the service worker over HTTPS",
      scope || `none ${errors.join('; ')}`,
    );
  } finally {
    await browser.close();
  }
}

const rowsOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return {
      rows: snapshot(db),
      migrations: (
        db.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }
      ).n,
    };
  } finally {
    db.close();
  }
};

const filesOf = (root: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = join(e.parentPath, e.name);
        return [file.slice(root.length), readFileSync(file).toString('base64')];
      }),
  );

/**
 * Upgrades from the previous release: its database and photos (the fixture) in new volumes, the
 * image started on them; then the same with /backups read-only.
 */
export async function upgradeChecks(h: Harness) {
  const name = `gateiros-upgrade-${process.pid}`;
  const volumes = { data: `${name}-data`, uploads: `${name}-uploads`, backups: `${name}-backups` };
  const podman = (args: string[]) => sh('podman', [...h.podmanFlags, ...args]);
  const mountpoint = (volume: string) =>
    must('podman', [...h.podmanFlags, 'volume', 'inspect', '--format', '{{.Mountpoint}}', volume]);
  const fixture = join(h.root, FIXTURE);
  const before = rowsOf(join(fixture, 'gateiros.db'));
  const photos = filesOf(join(fixture, 'uploads'));
  /** New volumes holding the fixture, owned by the image's node user. */
  const freshVolumes = () => {
    for (const volume of Object.values(volumes)) {
      podman(['volume', 'rm', '-f', volume]);
      must('podman', [...h.podmanFlags, 'volume', 'create', volume]);
    }
    cpSync(join(fixture, 'gateiros.db'), join(mountpoint(volumes.data), 'gateiros.db'));
    cpSync(join(fixture, 'uploads'), mountpoint(volumes.uploads), { recursive: true });
    for (const volume of Object.values(volumes))
      must('chown', ['-R', '1000:1000', mountpoint(volume)]);
  };
  const runArgs = (backups: string) => [
    '--network',
    'none',
    ...h.ulimits,
    '--volume',
    `${volumes.data}:/data`,
    '--volume',
    `${volumes.uploads}:/uploads`,
    '--volume',
    backups,
  ];
  try {
    freshVolumes();
    podman(['rm', '-f', name]);
    must('podman', [
      ...h.podmanFlags,
      'run',
      '--detach',
      '--name',
      name,
      ...runArgs(`${volumes.backups}:/backups`),
      h.image,
    ]);
    let healthy = false;
    for (let i = 0; i < 60 && !healthy; i++) {
      healthy = podman(['healthcheck', 'run', name]).code === 0;
      if (!healthy) await sleep(1000);
    }
    const logs = podman(['logs', name]);
    h.check(
      healthy && /backup taken before the upgrade/.test(logs.out + logs.err),
      "the new image on the previous release's volumes backs up before it migrates, then answers",
      healthy ? '' : (logs.out + logs.err).slice(-600),
    );
    const listed = podman(['exec', name, 'npm', 'run', 'restore']);
    const line =
      listed.out.split('\n').find((l) => l.includes(`before upgrade to ${h.version}`)) ?? '';
    h.check(!!line, 'npm run restore lists it, marked "before upgrade to VERSION"', line.trim());
    must('podman', [...h.podmanFlags, 'stop', '--time', '30', name]);
    const number = /^\s*(\d+)\./.exec(line)?.[1] ?? '0';
    const restore = podman([
      'run',
      '--rm',
      ...runArgs(`${volumes.backups}:/backups`),
      h.image,
      'npm',
      'run',
      'restore',
      '--',
      number,
    ]);
    const after = rowsOf(join(mountpoint(volumes.data), 'gateiros.db'));
    const restoredPhotos = filesOf(mountpoint(volumes.uploads));
    h.check(
      restore.code === 0 &&
        after.migrations === before.migrations &&
        JSON.stringify(after.rows) === JSON.stringify(before.rows) &&
        JSON.stringify(restoredPhotos) === JSON.stringify(photos),
      'restoring it gives back every row and photo of the previous release, unmigrated',
      `${before.rows.users.length} users, ${before.rows.cats.length} cats, ${before.rows.checkins.length} check-ins, ${Object.keys(photos).length} photo files; ${after.migrations} migrations applied`,
    );

    podman(['rm', '-f', name]);
    freshVolumes();
    const readOnly = podman([
      'run',
      '--name',
      name,
      ...runArgs(`${volumes.backups}:/backups:ro`),
      h.image,
    ]);
    const said = readOnly.out + readOnly.err;
    const untouched =
      rowsOf(join(mountpoint(volumes.data), 'gateiros.db')).migrations === before.migrations;
    h.check(
      readOnly.code === 3 &&
        /nothing was migrated/.test(said) &&
        /read-only/.test(said) &&
        untouched,
      'with /backups read-only the start migrates nothing and exits 3, naming the cause',
      `exit ${readOnly.code}: ${said.split('\n').find((l) => l.startsWith('Cause:')) ?? said.slice(-300)}`,
    );
  } finally {
    podman(['rm', '-f', name]);
    for (const volume of Object.values(volumes)) podman(['volume', 'rm', '-f', volume]);
  }
}
