// Starts the built server for the browser tests on a temporary database and uploads folder,
// removed again when Playwright stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'gateiros-e2e-'));
// E2E_SERVER_ENTRY / E2E_CLIENT_DIR let a developer test a private build beside another's.
const entry = process.env.E2E_SERVER_ENTRY ?? 'dist/server/main.js';
const child = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT,
    DATABASE_PATH: join(dir, 'gateiros.db'),
    UPLOADS_DIR: join(dir, 'uploads'),
    DEMO_DATA: 'false',
    MAP_TILE_URL: '/e2e-tiles/{z}/{x}/{y}.png',
    RATE_LIMIT_REGISTER: '1000',
    LOG_LEVEL: 'warn',
    ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
