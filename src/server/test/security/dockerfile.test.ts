import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/paths.js';
import { settingsSchema } from '../../settings-schema.js';
import { loadSettings } from '../../settings.js';

/**
 * This reads the Dockerfile and checks what the container must do, and that its settings are valid
 * ones. The image itself is built and run by `npm run test:container` (scripts/test-container.ts,
 * with podman, in CI).
 */

interface Stage {
  from: string;
  lines: string[];
}

function stages(): Stage[] {
  const text = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8');
  // One instruction per line: continuation lines joined, comments dropped.
  const instructions = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of instructions) {
    if (/^FROM /i.test(line)) result.push({ from: line, lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

/** ENV KEY=value pairs of a stage (one ENV may set several). */
function envOf(stage: Stage): Record<string, string> {
  // A build argument in an ENV value is its default, as a build without --build-arg gives.
  const args: Record<string, string> = {};
  for (const line of stage.lines.filter((l) => /^ARG /i.test(l))) {
    const [, key, value = ''] = /^ARG\s+(\w+)(?:=(\S*))?/i.exec(line)!;
    args[key!] = value.replace(/^"(.*)"$/, '$1');
  }
  const env: Record<string, string> = {};
  for (const line of stage.lines.filter((l) => /^ENV /i.test(l))) {
    for (const [, key, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) {
      env[key!] = value!.replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? '');
    }
  }
  return env;
}

describe('Dockerfile', () => {
  const [build, runtime, ...extra] = stages();

  it('builds in a build stage with the commands CI runs, and runs from a second stage', () => {
    expect(extra).toEqual([]);
    expect(build!.from).toMatch(/ AS build$/i);
    const runs = build!.lines.filter((l) => l.startsWith('RUN ')).join('\n');
    // The native modules' toolchain, then npm ci (which compiles them) and the build.
    expect(runs).toMatch(/apt-get install .*python3.*make.*g\+\+/);
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm run build');
    expect(runs).toContain('npm prune --omit=dev');
    // node-gyp builds against the base image's own headers, not a download from nodejs.org.
    expect(envOf(build!).npm_config_nodedir).toBe('/usr/local');
    // The runtime stage has no compiler, and copies the built app from the build stage. What it
    // installs with apt-get is restic (off-site backups) and what restic's backends need.
    const runtimeText = runtime!.lines.join('\n');
    expect(runtimeText).not.toMatch(/npm ci|npm install|g\+\+|gcc|make|python3/);
    const installs = runtime!.lines
      .filter((l) => l.includes('apt-get install'))
      .flatMap((l) => /apt-get install ([^&]*)/.exec(l)![1]!.split(/\s+/))
      .filter((word) => word && !word.startsWith('-'));
    expect(installs.sort()).toEqual(['ca-certificates', 'openssh-client', 'restic']);
    const copies = runtime!.lines.filter((l) => l.startsWith('COPY '));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy).toContain('--from=build');
    for (const part of ['node_modules', 'dist', 'drizzle', 'package.json']) {
      expect(
        copies.some((c) => c.includes(`/app/${part}`)),
        part,
      ).toBe(true);
    }
  });

  it('builds and runs on one Node LTS line that is still supported (22 or 24)', () => {
    const image = /^FROM node:(\d+)-[\w.-]+(?: AS build)?$/i;
    const lines = [build!.from, runtime!.from].map((from) => image.exec(from)?.[1]);
    expect(['22', '24']).toContain(lines[0]);
    expect(lines[1]).toBe(lines[0]);
  });

  it('runs as a non-root user that writes only to its volumes', () => {
    const users = runtime!.lines.filter((l) => /^USER /i.test(l));
    expect(users).toEqual(['USER node']);
    const userAt = runtime!.lines.indexOf('USER node');
    const cmdAt = runtime!.lines.findIndex((l) => l.startsWith('CMD '));
    expect(userAt).toBeGreaterThan(-1);
    expect(cmdAt).toBeGreaterThan(userAt);
    // The code is not the runtime user's to change.
    for (const copy of runtime!.lines.filter((l) => l.startsWith('COPY '))) {
      expect(copy).not.toContain('--chown');
    }

    const volume = runtime!.lines.find((l) => l.startsWith('VOLUME '));
    const volumes = JSON.parse(volume!.slice('VOLUME '.length)) as string[];
    const env = envOf(runtime!);
    const inVolume = (path: string) => volumes.some((v) => path.startsWith(`${v}/`) || path === v);
    expect(inVolume(env.DATABASE_PATH!)).toBe(true);
    expect(inVolume(env.UPLOADS_DIR!)).toBe(true);
    // Backups on a volume of their own, which can live on another disk.
    expect(env.BACKUP_DIR).toBe('/backups');
    expect(volumes).toContain(env.BACKUP_DIR);
    const chown = runtime!.lines.find((l) => l.includes('chown node:node'));
    for (const v of volumes) expect(chown, v).toContain(v);
  });

  it('starts empty (no demo data) with valid settings, and checks /health', () => {
    const env = envOf(runtime!);
    expect(env.DEMO_DATA).toBe('false');
    const known = new Set(Object.keys(settingsSchema.shape));
    // Read by Node (its compile cache: docs/architecture.md, "Runtime settings") and by glibc's
    // allocator (docs/operations.md, "Memory"), not app settings.
    const runtimeOnly = new Set(['NODE_ENV', 'NODE_COMPILE_CACHE', 'MALLOC_ARENA_MAX']);
    expect(env.MALLOC_ARENA_MAX).toBe('2');
    for (const key of Object.keys(env).filter((k) => !runtimeOnly.has(k))) {
      expect(known.has(key), key).toBe(true);
    }
    const settings = loadSettings(env);
    expect(settings.DEMO_DATA).toBe(false);
    expect(settings.HOST).toBe('0.0.0.0');

    const healthcheck = runtime!.lines.find((l) => l.startsWith('HEALTHCHECK '));
    expect(healthcheck).toMatch(/CMD .*\/health/);
    expect(runtime!.lines.find((l) => l.startsWith('EXPOSE '))).toBe(`EXPOSE ${settings.PORT}`);
    const cmd = runtime!.lines.find((l) => l.startsWith('CMD '));
    expect(cmd).toContain('dist/server/main.js');
    // Parsing the source map at start costs 125 MB of RSS (docs/operations.md, "Memory").
    expect(cmd).not.toContain('--enable-source-maps');
  });
});
